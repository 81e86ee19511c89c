// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+dwmac
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
// variant: adamw+wx+clip1.0+drop+dwmac  gelu: erf
// lowerings: depthwise shifted multiply-adds (the default on no target); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 2x32x32x3; params (56 tensors, 7,930 scalars); m (56 tensors, 7,930 scalars); v (56 tensors, 7,930 scalars); scalars (lr, bc1, bc2); drop_mask 2x4; targets 2x10
// results: params' (56 tensors, 7,930 scalars); m' (56 tensors, 7,930 scalars); v' (56 tensors, 7,930 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: fa1008e19393561a04793547d4e0abd5462d943ab5977bdfb8ec8434e3e4e9d2
module @convnext_micro_c10_i32_b2x1_adamw_wx_clip1_0_drop_dwmac {
  func.func public @main(%x: tensor<2x32x32x3xf32>, %stem.conv.w: tensor<4x4x3x4xf32> {tf.aliasing_output = 0 : i32}, %stem.conv.b: tensor<4xf32> {tf.aliasing_output = 1 : i32}, %stem.norm.g: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %stem.norm.b: tensor<4xf32> {tf.aliasing_output = 3 : i32}, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32> {tf.aliasing_output = 4 : i32}, %stages.0.blocks.0.dwconv.b: tensor<4xf32> {tf.aliasing_output = 5 : i32}, %stages.0.blocks.0.norm.g: tensor<4xf32> {tf.aliasing_output = 6 : i32}, %stages.0.blocks.0.norm.b: tensor<4xf32> {tf.aliasing_output = 7 : i32}, %stages.0.blocks.0.fc1.w: tensor<4x16xf32> {tf.aliasing_output = 8 : i32}, %stages.0.blocks.0.fc1.b: tensor<16xf32> {tf.aliasing_output = 9 : i32}, %stages.0.blocks.0.fc2.w: tensor<16x4xf32> {tf.aliasing_output = 10 : i32}, %stages.0.blocks.0.fc2.b: tensor<4xf32> {tf.aliasing_output = 11 : i32}, %stages.0.blocks.0.gamma: tensor<4xf32> {tf.aliasing_output = 12 : i32}, %stages.1.down.norm.g: tensor<4xf32> {tf.aliasing_output = 13 : i32}, %stages.1.down.norm.b: tensor<4xf32> {tf.aliasing_output = 14 : i32}, %stages.1.down.conv.w: tensor<2x2x4x8xf32> {tf.aliasing_output = 15 : i32}, %stages.1.down.conv.b: tensor<8xf32> {tf.aliasing_output = 16 : i32}, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32> {tf.aliasing_output = 17 : i32}, %stages.1.blocks.0.dwconv.b: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %stages.1.blocks.0.norm.g: tensor<8xf32> {tf.aliasing_output = 19 : i32}, %stages.1.blocks.0.norm.b: tensor<8xf32> {tf.aliasing_output = 20 : i32}, %stages.1.blocks.0.fc1.w: tensor<8x32xf32> {tf.aliasing_output = 21 : i32}, %stages.1.blocks.0.fc1.b: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %stages.1.blocks.0.fc2.w: tensor<32x8xf32> {tf.aliasing_output = 23 : i32}, %stages.1.blocks.0.fc2.b: tensor<8xf32> {tf.aliasing_output = 24 : i32}, %stages.1.blocks.0.gamma: tensor<8xf32> {tf.aliasing_output = 25 : i32}, %stages.2.down.norm.g: tensor<8xf32> {tf.aliasing_output = 26 : i32}, %stages.2.down.norm.b: tensor<8xf32> {tf.aliasing_output = 27 : i32}, %stages.2.down.conv.w: tensor<2x2x8x12xf32> {tf.aliasing_output = 28 : i32}, %stages.2.down.conv.b: tensor<12xf32> {tf.aliasing_output = 29 : i32}, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32> {tf.aliasing_output = 30 : i32}, %stages.2.blocks.0.dwconv.b: tensor<12xf32> {tf.aliasing_output = 31 : i32}, %stages.2.blocks.0.norm.g: tensor<12xf32> {tf.aliasing_output = 32 : i32}, %stages.2.blocks.0.norm.b: tensor<12xf32> {tf.aliasing_output = 33 : i32}, %stages.2.blocks.0.fc1.w: tensor<12x48xf32> {tf.aliasing_output = 34 : i32}, %stages.2.blocks.0.fc1.b: tensor<48xf32> {tf.aliasing_output = 35 : i32}, %stages.2.blocks.0.fc2.w: tensor<48x12xf32> {tf.aliasing_output = 36 : i32}, %stages.2.blocks.0.fc2.b: tensor<12xf32> {tf.aliasing_output = 37 : i32}, %stages.2.blocks.0.gamma: tensor<12xf32> {tf.aliasing_output = 38 : i32}, %stages.3.down.norm.g: tensor<12xf32> {tf.aliasing_output = 39 : i32}, %stages.3.down.norm.b: tensor<12xf32> {tf.aliasing_output = 40 : i32}, %stages.3.down.conv.w: tensor<2x2x12x16xf32> {tf.aliasing_output = 41 : i32}, %stages.3.down.conv.b: tensor<16xf32> {tf.aliasing_output = 42 : i32}, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32> {tf.aliasing_output = 43 : i32}, %stages.3.blocks.0.dwconv.b: tensor<16xf32> {tf.aliasing_output = 44 : i32}, %stages.3.blocks.0.norm.g: tensor<16xf32> {tf.aliasing_output = 45 : i32}, %stages.3.blocks.0.norm.b: tensor<16xf32> {tf.aliasing_output = 46 : i32}, %stages.3.blocks.0.fc1.w: tensor<16x64xf32> {tf.aliasing_output = 47 : i32}, %stages.3.blocks.0.fc1.b: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %stages.3.blocks.0.fc2.w: tensor<64x16xf32> {tf.aliasing_output = 49 : i32}, %stages.3.blocks.0.fc2.b: tensor<16xf32> {tf.aliasing_output = 50 : i32}, %stages.3.blocks.0.gamma: tensor<16xf32> {tf.aliasing_output = 51 : i32}, %head.norm.g: tensor<16xf32> {tf.aliasing_output = 52 : i32}, %head.norm.b: tensor<16xf32> {tf.aliasing_output = 53 : i32}, %head.fc.w: tensor<16x10xf32> {tf.aliasing_output = 54 : i32}, %head.fc.b: tensor<10xf32> {tf.aliasing_output = 55 : i32}, %m.stem.conv.w: tensor<4x4x3x4xf32> {tf.aliasing_output = 56 : i32}, %m.stem.conv.b: tensor<4xf32> {tf.aliasing_output = 57 : i32}, %m.stem.norm.g: tensor<4xf32> {tf.aliasing_output = 58 : i32}, %m.stem.norm.b: tensor<4xf32> {tf.aliasing_output = 59 : i32}, %m.stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32> {tf.aliasing_output = 60 : i32}, %m.stages.0.blocks.0.dwconv.b: tensor<4xf32> {tf.aliasing_output = 61 : i32}, %m.stages.0.blocks.0.norm.g: tensor<4xf32> {tf.aliasing_output = 62 : i32}, %m.stages.0.blocks.0.norm.b: tensor<4xf32> {tf.aliasing_output = 63 : i32}, %m.stages.0.blocks.0.fc1.w: tensor<4x16xf32> {tf.aliasing_output = 64 : i32}, %m.stages.0.blocks.0.fc1.b: tensor<16xf32> {tf.aliasing_output = 65 : i32}, %m.stages.0.blocks.0.fc2.w: tensor<16x4xf32> {tf.aliasing_output = 66 : i32}, %m.stages.0.blocks.0.fc2.b: tensor<4xf32> {tf.aliasing_output = 67 : i32}, %m.stages.0.blocks.0.gamma: tensor<4xf32> {tf.aliasing_output = 68 : i32}, %m.stages.1.down.norm.g: tensor<4xf32> {tf.aliasing_output = 69 : i32}, %m.stages.1.down.norm.b: tensor<4xf32> {tf.aliasing_output = 70 : i32}, %m.stages.1.down.conv.w: tensor<2x2x4x8xf32> {tf.aliasing_output = 71 : i32}, %m.stages.1.down.conv.b: tensor<8xf32> {tf.aliasing_output = 72 : i32}, %m.stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32> {tf.aliasing_output = 73 : i32}, %m.stages.1.blocks.0.dwconv.b: tensor<8xf32> {tf.aliasing_output = 74 : i32}, %m.stages.1.blocks.0.norm.g: tensor<8xf32> {tf.aliasing_output = 75 : i32}, %m.stages.1.blocks.0.norm.b: tensor<8xf32> {tf.aliasing_output = 76 : i32}, %m.stages.1.blocks.0.fc1.w: tensor<8x32xf32> {tf.aliasing_output = 77 : i32}, %m.stages.1.blocks.0.fc1.b: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %m.stages.1.blocks.0.fc2.w: tensor<32x8xf32> {tf.aliasing_output = 79 : i32}, %m.stages.1.blocks.0.fc2.b: tensor<8xf32> {tf.aliasing_output = 80 : i32}, %m.stages.1.blocks.0.gamma: tensor<8xf32> {tf.aliasing_output = 81 : i32}, %m.stages.2.down.norm.g: tensor<8xf32> {tf.aliasing_output = 82 : i32}, %m.stages.2.down.norm.b: tensor<8xf32> {tf.aliasing_output = 83 : i32}, %m.stages.2.down.conv.w: tensor<2x2x8x12xf32> {tf.aliasing_output = 84 : i32}, %m.stages.2.down.conv.b: tensor<12xf32> {tf.aliasing_output = 85 : i32}, %m.stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32> {tf.aliasing_output = 86 : i32}, %m.stages.2.blocks.0.dwconv.b: tensor<12xf32> {tf.aliasing_output = 87 : i32}, %m.stages.2.blocks.0.norm.g: tensor<12xf32> {tf.aliasing_output = 88 : i32}, %m.stages.2.blocks.0.norm.b: tensor<12xf32> {tf.aliasing_output = 89 : i32}, %m.stages.2.blocks.0.fc1.w: tensor<12x48xf32> {tf.aliasing_output = 90 : i32}, %m.stages.2.blocks.0.fc1.b: tensor<48xf32> {tf.aliasing_output = 91 : i32}, %m.stages.2.blocks.0.fc2.w: tensor<48x12xf32> {tf.aliasing_output = 92 : i32}, %m.stages.2.blocks.0.fc2.b: tensor<12xf32> {tf.aliasing_output = 93 : i32}, %m.stages.2.blocks.0.gamma: tensor<12xf32> {tf.aliasing_output = 94 : i32}, %m.stages.3.down.norm.g: tensor<12xf32> {tf.aliasing_output = 95 : i32}, %m.stages.3.down.norm.b: tensor<12xf32> {tf.aliasing_output = 96 : i32}, %m.stages.3.down.conv.w: tensor<2x2x12x16xf32> {tf.aliasing_output = 97 : i32}, %m.stages.3.down.conv.b: tensor<16xf32> {tf.aliasing_output = 98 : i32}, %m.stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32> {tf.aliasing_output = 99 : i32}, %m.stages.3.blocks.0.dwconv.b: tensor<16xf32> {tf.aliasing_output = 100 : i32}, %m.stages.3.blocks.0.norm.g: tensor<16xf32> {tf.aliasing_output = 101 : i32}, %m.stages.3.blocks.0.norm.b: tensor<16xf32> {tf.aliasing_output = 102 : i32}, %m.stages.3.blocks.0.fc1.w: tensor<16x64xf32> {tf.aliasing_output = 103 : i32}, %m.stages.3.blocks.0.fc1.b: tensor<64xf32> {tf.aliasing_output = 104 : i32}, %m.stages.3.blocks.0.fc2.w: tensor<64x16xf32> {tf.aliasing_output = 105 : i32}, %m.stages.3.blocks.0.fc2.b: tensor<16xf32> {tf.aliasing_output = 106 : i32}, %m.stages.3.blocks.0.gamma: tensor<16xf32> {tf.aliasing_output = 107 : i32}, %m.head.norm.g: tensor<16xf32> {tf.aliasing_output = 108 : i32}, %m.head.norm.b: tensor<16xf32> {tf.aliasing_output = 109 : i32}, %m.head.fc.w: tensor<16x10xf32> {tf.aliasing_output = 110 : i32}, %m.head.fc.b: tensor<10xf32> {tf.aliasing_output = 111 : i32}, %v.stem.conv.w: tensor<4x4x3x4xf32> {tf.aliasing_output = 112 : i32}, %v.stem.conv.b: tensor<4xf32> {tf.aliasing_output = 113 : i32}, %v.stem.norm.g: tensor<4xf32> {tf.aliasing_output = 114 : i32}, %v.stem.norm.b: tensor<4xf32> {tf.aliasing_output = 115 : i32}, %v.stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32> {tf.aliasing_output = 116 : i32}, %v.stages.0.blocks.0.dwconv.b: tensor<4xf32> {tf.aliasing_output = 117 : i32}, %v.stages.0.blocks.0.norm.g: tensor<4xf32> {tf.aliasing_output = 118 : i32}, %v.stages.0.blocks.0.norm.b: tensor<4xf32> {tf.aliasing_output = 119 : i32}, %v.stages.0.blocks.0.fc1.w: tensor<4x16xf32> {tf.aliasing_output = 120 : i32}, %v.stages.0.blocks.0.fc1.b: tensor<16xf32> {tf.aliasing_output = 121 : i32}, %v.stages.0.blocks.0.fc2.w: tensor<16x4xf32> {tf.aliasing_output = 122 : i32}, %v.stages.0.blocks.0.fc2.b: tensor<4xf32> {tf.aliasing_output = 123 : i32}, %v.stages.0.blocks.0.gamma: tensor<4xf32> {tf.aliasing_output = 124 : i32}, %v.stages.1.down.norm.g: tensor<4xf32> {tf.aliasing_output = 125 : i32}, %v.stages.1.down.norm.b: tensor<4xf32> {tf.aliasing_output = 126 : i32}, %v.stages.1.down.conv.w: tensor<2x2x4x8xf32> {tf.aliasing_output = 127 : i32}, %v.stages.1.down.conv.b: tensor<8xf32> {tf.aliasing_output = 128 : i32}, %v.stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32> {tf.aliasing_output = 129 : i32}, %v.stages.1.blocks.0.dwconv.b: tensor<8xf32> {tf.aliasing_output = 130 : i32}, %v.stages.1.blocks.0.norm.g: tensor<8xf32> {tf.aliasing_output = 131 : i32}, %v.stages.1.blocks.0.norm.b: tensor<8xf32> {tf.aliasing_output = 132 : i32}, %v.stages.1.blocks.0.fc1.w: tensor<8x32xf32> {tf.aliasing_output = 133 : i32}, %v.stages.1.blocks.0.fc1.b: tensor<32xf32> {tf.aliasing_output = 134 : i32}, %v.stages.1.blocks.0.fc2.w: tensor<32x8xf32> {tf.aliasing_output = 135 : i32}, %v.stages.1.blocks.0.fc2.b: tensor<8xf32> {tf.aliasing_output = 136 : i32}, %v.stages.1.blocks.0.gamma: tensor<8xf32> {tf.aliasing_output = 137 : i32}, %v.stages.2.down.norm.g: tensor<8xf32> {tf.aliasing_output = 138 : i32}, %v.stages.2.down.norm.b: tensor<8xf32> {tf.aliasing_output = 139 : i32}, %v.stages.2.down.conv.w: tensor<2x2x8x12xf32> {tf.aliasing_output = 140 : i32}, %v.stages.2.down.conv.b: tensor<12xf32> {tf.aliasing_output = 141 : i32}, %v.stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32> {tf.aliasing_output = 142 : i32}, %v.stages.2.blocks.0.dwconv.b: tensor<12xf32> {tf.aliasing_output = 143 : i32}, %v.stages.2.blocks.0.norm.g: tensor<12xf32> {tf.aliasing_output = 144 : i32}, %v.stages.2.blocks.0.norm.b: tensor<12xf32> {tf.aliasing_output = 145 : i32}, %v.stages.2.blocks.0.fc1.w: tensor<12x48xf32> {tf.aliasing_output = 146 : i32}, %v.stages.2.blocks.0.fc1.b: tensor<48xf32> {tf.aliasing_output = 147 : i32}, %v.stages.2.blocks.0.fc2.w: tensor<48x12xf32> {tf.aliasing_output = 148 : i32}, %v.stages.2.blocks.0.fc2.b: tensor<12xf32> {tf.aliasing_output = 149 : i32}, %v.stages.2.blocks.0.gamma: tensor<12xf32> {tf.aliasing_output = 150 : i32}, %v.stages.3.down.norm.g: tensor<12xf32> {tf.aliasing_output = 151 : i32}, %v.stages.3.down.norm.b: tensor<12xf32> {tf.aliasing_output = 152 : i32}, %v.stages.3.down.conv.w: tensor<2x2x12x16xf32> {tf.aliasing_output = 153 : i32}, %v.stages.3.down.conv.b: tensor<16xf32> {tf.aliasing_output = 154 : i32}, %v.stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32> {tf.aliasing_output = 155 : i32}, %v.stages.3.blocks.0.dwconv.b: tensor<16xf32> {tf.aliasing_output = 156 : i32}, %v.stages.3.blocks.0.norm.g: tensor<16xf32> {tf.aliasing_output = 157 : i32}, %v.stages.3.blocks.0.norm.b: tensor<16xf32> {tf.aliasing_output = 158 : i32}, %v.stages.3.blocks.0.fc1.w: tensor<16x64xf32> {tf.aliasing_output = 159 : i32}, %v.stages.3.blocks.0.fc1.b: tensor<64xf32> {tf.aliasing_output = 160 : i32}, %v.stages.3.blocks.0.fc2.w: tensor<64x16xf32> {tf.aliasing_output = 161 : i32}, %v.stages.3.blocks.0.fc2.b: tensor<16xf32> {tf.aliasing_output = 162 : i32}, %v.stages.3.blocks.0.gamma: tensor<16xf32> {tf.aliasing_output = 163 : i32}, %v.head.norm.g: tensor<16xf32> {tf.aliasing_output = 164 : i32}, %v.head.norm.b: tensor<16xf32> {tf.aliasing_output = 165 : i32}, %v.head.fc.w: tensor<16x10xf32> {tf.aliasing_output = 166 : i32}, %v.head.fc.b: tensor<10xf32> {tf.aliasing_output = 167 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<2x4xf32>, %targets: tensor<2x10xf32>) -> (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %stem.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 4, 4>} : (tensor<2x32x32x3xf32>, tensor<4x4x3x4xf32>) -> tensor<2x8x8x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x8x8x4xf32>
    %3 = stablehlo.constant dense<0.0> : tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %5 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x8x8xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<2x8x8x4xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x8x8x4xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %12 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x8x8xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %15 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x8x8x4xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x8x8x4xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<2x8x8x4xf32>
    %19 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x8x8x4xf32>
    %21 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x8x8x4xf32>
    %23 = stablehlo.constant dense<0.0> : tensor<f32>
    %24 = "stablehlo.pad"(%22, %23) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x14x14x4xf32>
    %25 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 8, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %26 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<2x8x8x4xf32>
    %30 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 9, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %31 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<2x8x8x4xf32>
    %35 = stablehlo.add %29, %34 : tensor<2x8x8x4xf32>
    %36 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 10, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %37 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<2x8x8x4xf32>
    %41 = stablehlo.add %35, %40 : tensor<2x8x8x4xf32>
    %42 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 11, 4>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %43 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<2x8x8x4xf32>
    %47 = stablehlo.add %41, %46 : tensor<2x8x8x4xf32>
    %48 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 12, 4>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %49 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<2x8x8x4xf32>
    %53 = stablehlo.add %47, %52 : tensor<2x8x8x4xf32>
    %54 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 13, 4>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %55 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<2x8x8x4xf32>
    %59 = stablehlo.add %53, %58 : tensor<2x8x8x4xf32>
    %60 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 14, 4>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %61 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<2x8x8x4xf32>
    %65 = stablehlo.add %59, %64 : tensor<2x8x8x4xf32>
    %66 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 8, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %67 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 4>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %70 = stablehlo.multiply %66, %69 : tensor<2x8x8x4xf32>
    %71 = stablehlo.add %65, %70 : tensor<2x8x8x4xf32>
    %72 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 9, 4>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %73 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 4>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %76 = stablehlo.multiply %72, %75 : tensor<2x8x8x4xf32>
    %77 = stablehlo.add %71, %76 : tensor<2x8x8x4xf32>
    %78 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 10, 4>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %79 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 4>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %82 = stablehlo.multiply %78, %81 : tensor<2x8x8x4xf32>
    %83 = stablehlo.add %77, %82 : tensor<2x8x8x4xf32>
    %84 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 11, 4>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %85 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 4>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %88 = stablehlo.multiply %84, %87 : tensor<2x8x8x4xf32>
    %89 = stablehlo.add %83, %88 : tensor<2x8x8x4xf32>
    %90 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 12, 4>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %91 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 4>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %94 = stablehlo.multiply %90, %93 : tensor<2x8x8x4xf32>
    %95 = stablehlo.add %89, %94 : tensor<2x8x8x4xf32>
    %96 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 13, 4>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %97 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 4>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %98 = "stablehlo.reshape"(%97) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<2x8x8x4xf32>
    %101 = stablehlo.add %95, %100 : tensor<2x8x8x4xf32>
    %102 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 14, 4>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %103 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 4>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %104 = "stablehlo.reshape"(%103) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<2x8x8x4xf32>
    %107 = stablehlo.add %101, %106 : tensor<2x8x8x4xf32>
    %108 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 8, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %109 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 4>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<2x8x8x4xf32>
    %113 = stablehlo.add %107, %112 : tensor<2x8x8x4xf32>
    %114 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 9, 4>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %115 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 4>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %116 = "stablehlo.reshape"(%115) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<2x8x8x4xf32>
    %119 = stablehlo.add %113, %118 : tensor<2x8x8x4xf32>
    %120 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 10, 4>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %121 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 4>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %122 = "stablehlo.reshape"(%121) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<2x8x8x4xf32>
    %125 = stablehlo.add %119, %124 : tensor<2x8x8x4xf32>
    %126 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 11, 4>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %127 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 4>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<2x8x8x4xf32>
    %131 = stablehlo.add %125, %130 : tensor<2x8x8x4xf32>
    %132 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 12, 4>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %133 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 4>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %136 = stablehlo.multiply %132, %135 : tensor<2x8x8x4xf32>
    %137 = stablehlo.add %131, %136 : tensor<2x8x8x4xf32>
    %138 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 13, 4>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %139 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 4>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<2x8x8x4xf32>
    %143 = stablehlo.add %137, %142 : tensor<2x8x8x4xf32>
    %144 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 14, 4>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %145 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 4>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<2x8x8x4xf32>
    %149 = stablehlo.add %143, %148 : tensor<2x8x8x4xf32>
    %150 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 8, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %151 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 4>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %154 = stablehlo.multiply %150, %153 : tensor<2x8x8x4xf32>
    %155 = stablehlo.add %149, %154 : tensor<2x8x8x4xf32>
    %156 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 9, 4>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %157 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 4>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %160 = stablehlo.multiply %156, %159 : tensor<2x8x8x4xf32>
    %161 = stablehlo.add %155, %160 : tensor<2x8x8x4xf32>
    %162 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 10, 4>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %163 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 4>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %166 = stablehlo.multiply %162, %165 : tensor<2x8x8x4xf32>
    %167 = stablehlo.add %161, %166 : tensor<2x8x8x4xf32>
    %168 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 11, 4>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %169 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 4>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %170 = "stablehlo.reshape"(%169) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %172 = stablehlo.multiply %168, %171 : tensor<2x8x8x4xf32>
    %173 = stablehlo.add %167, %172 : tensor<2x8x8x4xf32>
    %174 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 12, 4>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %175 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 4>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %176 = "stablehlo.reshape"(%175) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %178 = stablehlo.multiply %174, %177 : tensor<2x8x8x4xf32>
    %179 = stablehlo.add %173, %178 : tensor<2x8x8x4xf32>
    %180 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 13, 4>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %181 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 4>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<2x8x8x4xf32>
    %185 = stablehlo.add %179, %184 : tensor<2x8x8x4xf32>
    %186 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 14, 4>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %187 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 4>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %190 = stablehlo.multiply %186, %189 : tensor<2x8x8x4xf32>
    %191 = stablehlo.add %185, %190 : tensor<2x8x8x4xf32>
    %192 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 8, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %193 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 4>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %194 = "stablehlo.reshape"(%193) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<2x8x8x4xf32>
    %197 = stablehlo.add %191, %196 : tensor<2x8x8x4xf32>
    %198 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 9, 4>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %199 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 4>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %202 = stablehlo.multiply %198, %201 : tensor<2x8x8x4xf32>
    %203 = stablehlo.add %197, %202 : tensor<2x8x8x4xf32>
    %204 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 10, 4>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %205 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 4>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<2x8x8x4xf32>
    %209 = stablehlo.add %203, %208 : tensor<2x8x8x4xf32>
    %210 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 11, 4>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %211 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 4>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %212 = "stablehlo.reshape"(%211) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %214 = stablehlo.multiply %210, %213 : tensor<2x8x8x4xf32>
    %215 = stablehlo.add %209, %214 : tensor<2x8x8x4xf32>
    %216 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 12, 4>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %217 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 4>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %220 = stablehlo.multiply %216, %219 : tensor<2x8x8x4xf32>
    %221 = stablehlo.add %215, %220 : tensor<2x8x8x4xf32>
    %222 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 13, 4>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %223 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 4>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %226 = stablehlo.multiply %222, %225 : tensor<2x8x8x4xf32>
    %227 = stablehlo.add %221, %226 : tensor<2x8x8x4xf32>
    %228 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 14, 4>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %229 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 4>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<2x8x8x4xf32>
    %233 = stablehlo.add %227, %232 : tensor<2x8x8x4xf32>
    %234 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 8, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %235 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 4>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<2x8x8x4xf32>
    %239 = stablehlo.add %233, %238 : tensor<2x8x8x4xf32>
    %240 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 9, 4>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %241 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 4>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<2x8x8x4xf32>
    %245 = stablehlo.add %239, %244 : tensor<2x8x8x4xf32>
    %246 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 10, 4>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %247 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 4>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<2x8x8x4xf32>
    %251 = stablehlo.add %245, %250 : tensor<2x8x8x4xf32>
    %252 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 11, 4>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %253 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 4>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %256 = stablehlo.multiply %252, %255 : tensor<2x8x8x4xf32>
    %257 = stablehlo.add %251, %256 : tensor<2x8x8x4xf32>
    %258 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 12, 4>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %259 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 4>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %260 = "stablehlo.reshape"(%259) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %262 = stablehlo.multiply %258, %261 : tensor<2x8x8x4xf32>
    %263 = stablehlo.add %257, %262 : tensor<2x8x8x4xf32>
    %264 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 13, 4>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %265 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 4>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %268 = stablehlo.multiply %264, %267 : tensor<2x8x8x4xf32>
    %269 = stablehlo.add %263, %268 : tensor<2x8x8x4xf32>
    %270 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 14, 4>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %271 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 4>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %272 = "stablehlo.reshape"(%271) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %274 = stablehlo.multiply %270, %273 : tensor<2x8x8x4xf32>
    %275 = stablehlo.add %269, %274 : tensor<2x8x8x4xf32>
    %276 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 8, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %277 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 4>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %278 = "stablehlo.reshape"(%277) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %279 = "stablehlo.broadcast_in_dim"(%278) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %280 = stablehlo.multiply %276, %279 : tensor<2x8x8x4xf32>
    %281 = stablehlo.add %275, %280 : tensor<2x8x8x4xf32>
    %282 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 9, 4>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %283 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 4>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %284 = "stablehlo.reshape"(%283) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %286 = stablehlo.multiply %282, %285 : tensor<2x8x8x4xf32>
    %287 = stablehlo.add %281, %286 : tensor<2x8x8x4xf32>
    %288 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 10, 4>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %289 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 4>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %290 = "stablehlo.reshape"(%289) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %292 = stablehlo.multiply %288, %291 : tensor<2x8x8x4xf32>
    %293 = stablehlo.add %287, %292 : tensor<2x8x8x4xf32>
    %294 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 11, 4>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %295 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 4>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %298 = stablehlo.multiply %294, %297 : tensor<2x8x8x4xf32>
    %299 = stablehlo.add %293, %298 : tensor<2x8x8x4xf32>
    %300 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 12, 4>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %301 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 4>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %302 = "stablehlo.reshape"(%301) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %304 = stablehlo.multiply %300, %303 : tensor<2x8x8x4xf32>
    %305 = stablehlo.add %299, %304 : tensor<2x8x8x4xf32>
    %306 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 13, 4>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %307 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 4>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %309 = "stablehlo.broadcast_in_dim"(%308) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %310 = stablehlo.multiply %306, %309 : tensor<2x8x8x4xf32>
    %311 = stablehlo.add %305, %310 : tensor<2x8x8x4xf32>
    %312 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 14, 4>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %313 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 4>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %314 = "stablehlo.reshape"(%313) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<2x8x8x4xf32>
    %317 = stablehlo.add %311, %316 : tensor<2x8x8x4xf32>
    %318 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %319 = stablehlo.add %317, %318 : tensor<2x8x8x4xf32>
    %320 = stablehlo.constant dense<0.0> : tensor<f32>
    %321 = "stablehlo.reduce"(%319, %320) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %322 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %323 = stablehlo.divide %321, %322 : tensor<2x8x8xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %325 = stablehlo.subtract %319, %324 : tensor<2x8x8x4xf32>
    %326 = stablehlo.multiply %325, %325 : tensor<2x8x8x4xf32>
    %327 = stablehlo.constant dense<0.0> : tensor<f32>
    %328 = "stablehlo.reduce"(%326, %327) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %329 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2x8x8xf32>
    %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %332 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %333 = stablehlo.add %331, %332 : tensor<2x8x8x4xf32>
    %334 = stablehlo.rsqrt %333 : tensor<2x8x8x4xf32>
    %335 = stablehlo.multiply %325, %334 : tensor<2x8x8x4xf32>
    %336 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<2x8x8x4xf32>
    %338 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %339 = stablehlo.add %337, %338 : tensor<2x8x8x4xf32>
    %340 = "stablehlo.dot_general"(%339, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x8x8x4xf32>, tensor<4x16xf32>) -> tensor<2x8x8x16xf32>
    %341 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %342 = stablehlo.add %340, %341 : tensor<2x8x8x16xf32>
    %343 = stablehlo.constant dense<0.70710677> : tensor<2x8x8x16xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<2x8x8x16xf32>
    %345 = "chlo.erf"(%344) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %346 = stablehlo.constant dense<1.0> : tensor<2x8x8x16xf32>
    %347 = stablehlo.add %345, %346 : tensor<2x8x8x16xf32>
    %348 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %349 = stablehlo.multiply %342, %348 : tensor<2x8x8x16xf32>
    %350 = stablehlo.multiply %349, %347 : tensor<2x8x8x16xf32>
    %351 = "stablehlo.dot_general"(%350, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x8x8x16xf32>, tensor<16x4xf32>) -> tensor<2x8x8x4xf32>
    %352 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %353 = stablehlo.add %351, %352 : tensor<2x8x8x4xf32>
    %354 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<2x8x8x4xf32>
    %356 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %357 = "stablehlo.broadcast_in_dim"(%356) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x8x8x4xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x8x8x4xf32>
    %359 = stablehlo.add %358, %22 : tensor<2x8x8x4xf32>
    %360 = stablehlo.constant dense<0.0> : tensor<f32>
    %361 = "stablehlo.reduce"(%359, %360) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %362 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %363 = stablehlo.divide %361, %362 : tensor<2x8x8xf32>
    %364 = "stablehlo.broadcast_in_dim"(%363) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %365 = stablehlo.subtract %359, %364 : tensor<2x8x8x4xf32>
    %366 = stablehlo.multiply %365, %365 : tensor<2x8x8x4xf32>
    %367 = stablehlo.constant dense<0.0> : tensor<f32>
    %368 = "stablehlo.reduce"(%366, %367) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %369 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %370 = stablehlo.divide %368, %369 : tensor<2x8x8xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %372 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %373 = stablehlo.add %371, %372 : tensor<2x8x8x4xf32>
    %374 = stablehlo.rsqrt %373 : tensor<2x8x8x4xf32>
    %375 = stablehlo.multiply %365, %374 : tensor<2x8x8x4xf32>
    %376 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<2x8x8x4xf32>
    %378 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %379 = stablehlo.add %377, %378 : tensor<2x8x8x4xf32>
    %380 = "stablehlo.convolution"(%379, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<2x8x8x4xf32>, tensor<2x2x4x8xf32>) -> tensor<2x4x4x8xf32>
    %381 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %382 = stablehlo.add %380, %381 : tensor<2x4x4x8xf32>
    %383 = stablehlo.constant dense<0.0> : tensor<f32>
    %384 = "stablehlo.pad"(%382, %383) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x10x10x8xf32>
    %385 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %386 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %387 = "stablehlo.reshape"(%386) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %388 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %389 = stablehlo.multiply %385, %388 : tensor<2x4x4x8xf32>
    %390 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 5, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %391 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %392 = "stablehlo.reshape"(%391) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %393 = "stablehlo.broadcast_in_dim"(%392) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %394 = stablehlo.multiply %390, %393 : tensor<2x4x4x8xf32>
    %395 = stablehlo.add %389, %394 : tensor<2x4x4x8xf32>
    %396 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 6, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %397 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %398 = "stablehlo.reshape"(%397) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %400 = stablehlo.multiply %396, %399 : tensor<2x4x4x8xf32>
    %401 = stablehlo.add %395, %400 : tensor<2x4x4x8xf32>
    %402 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 7, 8>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %403 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %405 = "stablehlo.broadcast_in_dim"(%404) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %406 = stablehlo.multiply %402, %405 : tensor<2x4x4x8xf32>
    %407 = stablehlo.add %401, %406 : tensor<2x4x4x8xf32>
    %408 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 8, 8>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %409 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %410 = "stablehlo.reshape"(%409) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %412 = stablehlo.multiply %408, %411 : tensor<2x4x4x8xf32>
    %413 = stablehlo.add %407, %412 : tensor<2x4x4x8xf32>
    %414 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %415 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %416 = "stablehlo.reshape"(%415) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %418 = stablehlo.multiply %414, %417 : tensor<2x4x4x8xf32>
    %419 = stablehlo.add %413, %418 : tensor<2x4x4x8xf32>
    %420 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %421 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %422 = "stablehlo.reshape"(%421) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %423 = "stablehlo.broadcast_in_dim"(%422) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %424 = stablehlo.multiply %420, %423 : tensor<2x4x4x8xf32>
    %425 = stablehlo.add %419, %424 : tensor<2x4x4x8xf32>
    %426 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 4, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %427 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 8>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %428 = "stablehlo.reshape"(%427) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %429 = "stablehlo.broadcast_in_dim"(%428) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %430 = stablehlo.multiply %426, %429 : tensor<2x4x4x8xf32>
    %431 = stablehlo.add %425, %430 : tensor<2x4x4x8xf32>
    %432 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 5, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %433 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 8>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %434 = "stablehlo.reshape"(%433) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %435 = "stablehlo.broadcast_in_dim"(%434) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %436 = stablehlo.multiply %432, %435 : tensor<2x4x4x8xf32>
    %437 = stablehlo.add %431, %436 : tensor<2x4x4x8xf32>
    %438 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 6, 8>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %439 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 8>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %440 = "stablehlo.reshape"(%439) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %441 = "stablehlo.broadcast_in_dim"(%440) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %442 = stablehlo.multiply %438, %441 : tensor<2x4x4x8xf32>
    %443 = stablehlo.add %437, %442 : tensor<2x4x4x8xf32>
    %444 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 7, 8>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %445 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 8>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %446 = "stablehlo.reshape"(%445) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %447 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %448 = stablehlo.multiply %444, %447 : tensor<2x4x4x8xf32>
    %449 = stablehlo.add %443, %448 : tensor<2x4x4x8xf32>
    %450 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 8, 8>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %451 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 8>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %452 = "stablehlo.reshape"(%451) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %454 = stablehlo.multiply %450, %453 : tensor<2x4x4x8xf32>
    %455 = stablehlo.add %449, %454 : tensor<2x4x4x8xf32>
    %456 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 9, 8>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %457 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 8>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %458 = "stablehlo.reshape"(%457) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %460 = stablehlo.multiply %456, %459 : tensor<2x4x4x8xf32>
    %461 = stablehlo.add %455, %460 : tensor<2x4x4x8xf32>
    %462 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 10, 8>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %463 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 8>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %464 = "stablehlo.reshape"(%463) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %465 = "stablehlo.broadcast_in_dim"(%464) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %466 = stablehlo.multiply %462, %465 : tensor<2x4x4x8xf32>
    %467 = stablehlo.add %461, %466 : tensor<2x4x4x8xf32>
    %468 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 4, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %469 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 8>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %470 = "stablehlo.reshape"(%469) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %472 = stablehlo.multiply %468, %471 : tensor<2x4x4x8xf32>
    %473 = stablehlo.add %467, %472 : tensor<2x4x4x8xf32>
    %474 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 5, 8>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %475 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 8>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %476 = "stablehlo.reshape"(%475) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %477 = "stablehlo.broadcast_in_dim"(%476) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %478 = stablehlo.multiply %474, %477 : tensor<2x4x4x8xf32>
    %479 = stablehlo.add %473, %478 : tensor<2x4x4x8xf32>
    %480 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 6, 8>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %481 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 8>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %482 = "stablehlo.reshape"(%481) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %483 = "stablehlo.broadcast_in_dim"(%482) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %484 = stablehlo.multiply %480, %483 : tensor<2x4x4x8xf32>
    %485 = stablehlo.add %479, %484 : tensor<2x4x4x8xf32>
    %486 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 7, 8>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %487 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 8>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %488 = "stablehlo.reshape"(%487) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %489 = "stablehlo.broadcast_in_dim"(%488) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %490 = stablehlo.multiply %486, %489 : tensor<2x4x4x8xf32>
    %491 = stablehlo.add %485, %490 : tensor<2x4x4x8xf32>
    %492 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 8, 8>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %493 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 8>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %494 = "stablehlo.reshape"(%493) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %495 = "stablehlo.broadcast_in_dim"(%494) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %496 = stablehlo.multiply %492, %495 : tensor<2x4x4x8xf32>
    %497 = stablehlo.add %491, %496 : tensor<2x4x4x8xf32>
    %498 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 9, 8>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %499 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 8>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %500 = "stablehlo.reshape"(%499) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %502 = stablehlo.multiply %498, %501 : tensor<2x4x4x8xf32>
    %503 = stablehlo.add %497, %502 : tensor<2x4x4x8xf32>
    %504 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 10, 8>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %505 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 8>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %506 = "stablehlo.reshape"(%505) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %507 = "stablehlo.broadcast_in_dim"(%506) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %508 = stablehlo.multiply %504, %507 : tensor<2x4x4x8xf32>
    %509 = stablehlo.add %503, %508 : tensor<2x4x4x8xf32>
    %510 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 4, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %511 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %512 = "stablehlo.reshape"(%511) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %513 = "stablehlo.broadcast_in_dim"(%512) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %514 = stablehlo.multiply %510, %513 : tensor<2x4x4x8xf32>
    %515 = stablehlo.add %509, %514 : tensor<2x4x4x8xf32>
    %516 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 5, 8>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %517 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 8>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %519 = "stablehlo.broadcast_in_dim"(%518) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %520 = stablehlo.multiply %516, %519 : tensor<2x4x4x8xf32>
    %521 = stablehlo.add %515, %520 : tensor<2x4x4x8xf32>
    %522 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 6, 8>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %523 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 8>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %524 = "stablehlo.reshape"(%523) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %525 = "stablehlo.broadcast_in_dim"(%524) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %526 = stablehlo.multiply %522, %525 : tensor<2x4x4x8xf32>
    %527 = stablehlo.add %521, %526 : tensor<2x4x4x8xf32>
    %528 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 7, 8>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %529 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 8>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %530 = "stablehlo.reshape"(%529) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %531 = "stablehlo.broadcast_in_dim"(%530) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %532 = stablehlo.multiply %528, %531 : tensor<2x4x4x8xf32>
    %533 = stablehlo.add %527, %532 : tensor<2x4x4x8xf32>
    %534 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 8, 8>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %535 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 8>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %536 = "stablehlo.reshape"(%535) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %537 = "stablehlo.broadcast_in_dim"(%536) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %538 = stablehlo.multiply %534, %537 : tensor<2x4x4x8xf32>
    %539 = stablehlo.add %533, %538 : tensor<2x4x4x8xf32>
    %540 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 9, 8>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %541 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 8>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %542 = "stablehlo.reshape"(%541) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %543 = "stablehlo.broadcast_in_dim"(%542) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %544 = stablehlo.multiply %540, %543 : tensor<2x4x4x8xf32>
    %545 = stablehlo.add %539, %544 : tensor<2x4x4x8xf32>
    %546 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 10, 8>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %547 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 8>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %548 = "stablehlo.reshape"(%547) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %549 = "stablehlo.broadcast_in_dim"(%548) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %550 = stablehlo.multiply %546, %549 : tensor<2x4x4x8xf32>
    %551 = stablehlo.add %545, %550 : tensor<2x4x4x8xf32>
    %552 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 4, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %553 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 8>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %554 = "stablehlo.reshape"(%553) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %555 = "stablehlo.broadcast_in_dim"(%554) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %556 = stablehlo.multiply %552, %555 : tensor<2x4x4x8xf32>
    %557 = stablehlo.add %551, %556 : tensor<2x4x4x8xf32>
    %558 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 5, 8>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %559 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 8>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %560 = "stablehlo.reshape"(%559) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %561 = "stablehlo.broadcast_in_dim"(%560) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %562 = stablehlo.multiply %558, %561 : tensor<2x4x4x8xf32>
    %563 = stablehlo.add %557, %562 : tensor<2x4x4x8xf32>
    %564 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 6, 8>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %565 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 8>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %566 = "stablehlo.reshape"(%565) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %568 = stablehlo.multiply %564, %567 : tensor<2x4x4x8xf32>
    %569 = stablehlo.add %563, %568 : tensor<2x4x4x8xf32>
    %570 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 7, 8>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %571 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 8>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %572 = "stablehlo.reshape"(%571) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %574 = stablehlo.multiply %570, %573 : tensor<2x4x4x8xf32>
    %575 = stablehlo.add %569, %574 : tensor<2x4x4x8xf32>
    %576 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 8, 8>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %577 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 8>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %578 = "stablehlo.reshape"(%577) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %580 = stablehlo.multiply %576, %579 : tensor<2x4x4x8xf32>
    %581 = stablehlo.add %575, %580 : tensor<2x4x4x8xf32>
    %582 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 9, 8>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %583 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 8>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %585 = "stablehlo.broadcast_in_dim"(%584) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %586 = stablehlo.multiply %582, %585 : tensor<2x4x4x8xf32>
    %587 = stablehlo.add %581, %586 : tensor<2x4x4x8xf32>
    %588 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 10, 8>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %589 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 8>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %590 = "stablehlo.reshape"(%589) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %591 = "stablehlo.broadcast_in_dim"(%590) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %592 = stablehlo.multiply %588, %591 : tensor<2x4x4x8xf32>
    %593 = stablehlo.add %587, %592 : tensor<2x4x4x8xf32>
    %594 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 4, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %595 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 8>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %596 = "stablehlo.reshape"(%595) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %597 = "stablehlo.broadcast_in_dim"(%596) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %598 = stablehlo.multiply %594, %597 : tensor<2x4x4x8xf32>
    %599 = stablehlo.add %593, %598 : tensor<2x4x4x8xf32>
    %600 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 5, 8>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %601 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 8>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %602 = "stablehlo.reshape"(%601) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %603 = "stablehlo.broadcast_in_dim"(%602) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %604 = stablehlo.multiply %600, %603 : tensor<2x4x4x8xf32>
    %605 = stablehlo.add %599, %604 : tensor<2x4x4x8xf32>
    %606 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 6, 8>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %607 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 8>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %608 = "stablehlo.reshape"(%607) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %609 = "stablehlo.broadcast_in_dim"(%608) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %610 = stablehlo.multiply %606, %609 : tensor<2x4x4x8xf32>
    %611 = stablehlo.add %605, %610 : tensor<2x4x4x8xf32>
    %612 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 7, 8>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %613 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 8>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %614 = "stablehlo.reshape"(%613) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %615 = "stablehlo.broadcast_in_dim"(%614) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %616 = stablehlo.multiply %612, %615 : tensor<2x4x4x8xf32>
    %617 = stablehlo.add %611, %616 : tensor<2x4x4x8xf32>
    %618 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 8, 8>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %619 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 8>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %620 = "stablehlo.reshape"(%619) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %621 = "stablehlo.broadcast_in_dim"(%620) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %622 = stablehlo.multiply %618, %621 : tensor<2x4x4x8xf32>
    %623 = stablehlo.add %617, %622 : tensor<2x4x4x8xf32>
    %624 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 9, 8>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %625 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 8>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %626 = "stablehlo.reshape"(%625) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %627 = "stablehlo.broadcast_in_dim"(%626) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %628 = stablehlo.multiply %624, %627 : tensor<2x4x4x8xf32>
    %629 = stablehlo.add %623, %628 : tensor<2x4x4x8xf32>
    %630 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 10, 8>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %631 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 8>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %632 = "stablehlo.reshape"(%631) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %634 = stablehlo.multiply %630, %633 : tensor<2x4x4x8xf32>
    %635 = stablehlo.add %629, %634 : tensor<2x4x4x8xf32>
    %636 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 4, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %637 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 8>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %638 = "stablehlo.reshape"(%637) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %639 = "stablehlo.broadcast_in_dim"(%638) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %640 = stablehlo.multiply %636, %639 : tensor<2x4x4x8xf32>
    %641 = stablehlo.add %635, %640 : tensor<2x4x4x8xf32>
    %642 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 5, 8>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %643 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 8>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %644 = "stablehlo.reshape"(%643) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %645 = "stablehlo.broadcast_in_dim"(%644) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %646 = stablehlo.multiply %642, %645 : tensor<2x4x4x8xf32>
    %647 = stablehlo.add %641, %646 : tensor<2x4x4x8xf32>
    %648 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 6, 8>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %649 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 8>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %650 = "stablehlo.reshape"(%649) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %652 = stablehlo.multiply %648, %651 : tensor<2x4x4x8xf32>
    %653 = stablehlo.add %647, %652 : tensor<2x4x4x8xf32>
    %654 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 7, 8>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %655 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 8>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %656 = "stablehlo.reshape"(%655) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %657 = "stablehlo.broadcast_in_dim"(%656) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %658 = stablehlo.multiply %654, %657 : tensor<2x4x4x8xf32>
    %659 = stablehlo.add %653, %658 : tensor<2x4x4x8xf32>
    %660 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 8, 8>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %661 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 8>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %662 = "stablehlo.reshape"(%661) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %663 = "stablehlo.broadcast_in_dim"(%662) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %664 = stablehlo.multiply %660, %663 : tensor<2x4x4x8xf32>
    %665 = stablehlo.add %659, %664 : tensor<2x4x4x8xf32>
    %666 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 9, 8>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %667 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 8>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %668 = "stablehlo.reshape"(%667) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %669 = "stablehlo.broadcast_in_dim"(%668) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %670 = stablehlo.multiply %666, %669 : tensor<2x4x4x8xf32>
    %671 = stablehlo.add %665, %670 : tensor<2x4x4x8xf32>
    %672 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 10, 8>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %673 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 8>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %674 = "stablehlo.reshape"(%673) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %675 = "stablehlo.broadcast_in_dim"(%674) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %676 = stablehlo.multiply %672, %675 : tensor<2x4x4x8xf32>
    %677 = stablehlo.add %671, %676 : tensor<2x4x4x8xf32>
    %678 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %679 = stablehlo.add %677, %678 : tensor<2x4x4x8xf32>
    %680 = stablehlo.constant dense<0.0> : tensor<f32>
    %681 = "stablehlo.reduce"(%679, %680) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %682 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %683 = stablehlo.divide %681, %682 : tensor<2x4x4xf32>
    %684 = "stablehlo.broadcast_in_dim"(%683) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %685 = stablehlo.subtract %679, %684 : tensor<2x4x4x8xf32>
    %686 = stablehlo.multiply %685, %685 : tensor<2x4x4x8xf32>
    %687 = stablehlo.constant dense<0.0> : tensor<f32>
    %688 = "stablehlo.reduce"(%686, %687) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %689 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %690 = stablehlo.divide %688, %689 : tensor<2x4x4xf32>
    %691 = "stablehlo.broadcast_in_dim"(%690) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %692 = stablehlo.constant dense<1.0e-06> : tensor<2x4x4x8xf32>
    %693 = stablehlo.add %691, %692 : tensor<2x4x4x8xf32>
    %694 = stablehlo.rsqrt %693 : tensor<2x4x4x8xf32>
    %695 = stablehlo.multiply %685, %694 : tensor<2x4x4x8xf32>
    %696 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %697 = stablehlo.multiply %695, %696 : tensor<2x4x4x8xf32>
    %698 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %699 = stablehlo.add %697, %698 : tensor<2x4x4x8xf32>
    %700 = "stablehlo.dot_general"(%699, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x4x8xf32>, tensor<8x32xf32>) -> tensor<2x4x4x32xf32>
    %701 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %702 = stablehlo.add %700, %701 : tensor<2x4x4x32xf32>
    %703 = stablehlo.constant dense<0.70710677> : tensor<2x4x4x32xf32>
    %704 = stablehlo.multiply %702, %703 : tensor<2x4x4x32xf32>
    %705 = "chlo.erf"(%704) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %706 = stablehlo.constant dense<1.0> : tensor<2x4x4x32xf32>
    %707 = stablehlo.add %705, %706 : tensor<2x4x4x32xf32>
    %708 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %709 = stablehlo.multiply %702, %708 : tensor<2x4x4x32xf32>
    %710 = stablehlo.multiply %709, %707 : tensor<2x4x4x32xf32>
    %711 = "stablehlo.dot_general"(%710, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x4x32xf32>, tensor<32x8xf32>) -> tensor<2x4x4x8xf32>
    %712 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %713 = stablehlo.add %711, %712 : tensor<2x4x4x8xf32>
    %714 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %715 = stablehlo.multiply %713, %714 : tensor<2x4x4x8xf32>
    %716 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %717 = "stablehlo.broadcast_in_dim"(%716) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x4x4x8xf32>
    %718 = stablehlo.multiply %715, %717 : tensor<2x4x4x8xf32>
    %719 = stablehlo.add %718, %382 : tensor<2x4x4x8xf32>
    %720 = stablehlo.constant dense<0.0> : tensor<f32>
    %721 = "stablehlo.reduce"(%719, %720) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %722 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %723 = stablehlo.divide %721, %722 : tensor<2x4x4xf32>
    %724 = "stablehlo.broadcast_in_dim"(%723) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %725 = stablehlo.subtract %719, %724 : tensor<2x4x4x8xf32>
    %726 = stablehlo.multiply %725, %725 : tensor<2x4x4x8xf32>
    %727 = stablehlo.constant dense<0.0> : tensor<f32>
    %728 = "stablehlo.reduce"(%726, %727) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %729 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %730 = stablehlo.divide %728, %729 : tensor<2x4x4xf32>
    %731 = "stablehlo.broadcast_in_dim"(%730) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %732 = stablehlo.constant dense<1.0e-06> : tensor<2x4x4x8xf32>
    %733 = stablehlo.add %731, %732 : tensor<2x4x4x8xf32>
    %734 = stablehlo.rsqrt %733 : tensor<2x4x4x8xf32>
    %735 = stablehlo.multiply %725, %734 : tensor<2x4x4x8xf32>
    %736 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %737 = stablehlo.multiply %735, %736 : tensor<2x4x4x8xf32>
    %738 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %739 = stablehlo.add %737, %738 : tensor<2x4x4x8xf32>
    %740 = "stablehlo.convolution"(%739, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<2x4x4x8xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x2x12xf32>
    %741 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %742 = stablehlo.add %740, %741 : tensor<2x2x2x12xf32>
    %743 = stablehlo.constant dense<0.0> : tensor<f32>
    %744 = "stablehlo.pad"(%742, %743) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x8x8x12xf32>
    %745 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 2, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %746 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %747 = "stablehlo.reshape"(%746) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %748 = "stablehlo.broadcast_in_dim"(%747) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %749 = stablehlo.multiply %745, %748 : tensor<2x2x2x12xf32>
    %750 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 3, 12>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %751 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %752 = "stablehlo.reshape"(%751) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %753 = "stablehlo.broadcast_in_dim"(%752) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %754 = stablehlo.multiply %750, %753 : tensor<2x2x2x12xf32>
    %755 = stablehlo.add %749, %754 : tensor<2x2x2x12xf32>
    %756 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 4, 12>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %757 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %758 = "stablehlo.reshape"(%757) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %759 = "stablehlo.broadcast_in_dim"(%758) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %760 = stablehlo.multiply %756, %759 : tensor<2x2x2x12xf32>
    %761 = stablehlo.add %755, %760 : tensor<2x2x2x12xf32>
    %762 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 5, 12>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %763 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %765 = "stablehlo.broadcast_in_dim"(%764) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %766 = stablehlo.multiply %762, %765 : tensor<2x2x2x12xf32>
    %767 = stablehlo.add %761, %766 : tensor<2x2x2x12xf32>
    %768 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 6, 12>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %769 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %770 = "stablehlo.reshape"(%769) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %771 = "stablehlo.broadcast_in_dim"(%770) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %772 = stablehlo.multiply %768, %771 : tensor<2x2x2x12xf32>
    %773 = stablehlo.add %767, %772 : tensor<2x2x2x12xf32>
    %774 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 7, 12>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %775 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %776 = "stablehlo.reshape"(%775) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %777 = "stablehlo.broadcast_in_dim"(%776) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %778 = stablehlo.multiply %774, %777 : tensor<2x2x2x12xf32>
    %779 = stablehlo.add %773, %778 : tensor<2x2x2x12xf32>
    %780 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 8, 12>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %781 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %782 = "stablehlo.reshape"(%781) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %783 = "stablehlo.broadcast_in_dim"(%782) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %784 = stablehlo.multiply %780, %783 : tensor<2x2x2x12xf32>
    %785 = stablehlo.add %779, %784 : tensor<2x2x2x12xf32>
    %786 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 2, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %787 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 12>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %788 = "stablehlo.reshape"(%787) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %789 = "stablehlo.broadcast_in_dim"(%788) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %790 = stablehlo.multiply %786, %789 : tensor<2x2x2x12xf32>
    %791 = stablehlo.add %785, %790 : tensor<2x2x2x12xf32>
    %792 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 3, 12>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %793 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 12>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %794 = "stablehlo.reshape"(%793) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %796 = stablehlo.multiply %792, %795 : tensor<2x2x2x12xf32>
    %797 = stablehlo.add %791, %796 : tensor<2x2x2x12xf32>
    %798 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 4, 12>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %799 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 12>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %800 = "stablehlo.reshape"(%799) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %801 = "stablehlo.broadcast_in_dim"(%800) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %802 = stablehlo.multiply %798, %801 : tensor<2x2x2x12xf32>
    %803 = stablehlo.add %797, %802 : tensor<2x2x2x12xf32>
    %804 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 5, 12>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %805 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 12>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %806 = "stablehlo.reshape"(%805) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %807 = "stablehlo.broadcast_in_dim"(%806) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %808 = stablehlo.multiply %804, %807 : tensor<2x2x2x12xf32>
    %809 = stablehlo.add %803, %808 : tensor<2x2x2x12xf32>
    %810 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 6, 12>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %811 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 12>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %812 = "stablehlo.reshape"(%811) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %813 = "stablehlo.broadcast_in_dim"(%812) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %814 = stablehlo.multiply %810, %813 : tensor<2x2x2x12xf32>
    %815 = stablehlo.add %809, %814 : tensor<2x2x2x12xf32>
    %816 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 7, 12>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %817 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 12>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %818 = "stablehlo.reshape"(%817) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %819 = "stablehlo.broadcast_in_dim"(%818) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %820 = stablehlo.multiply %816, %819 : tensor<2x2x2x12xf32>
    %821 = stablehlo.add %815, %820 : tensor<2x2x2x12xf32>
    %822 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 8, 12>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %823 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 12>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %824 = "stablehlo.reshape"(%823) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %825 = "stablehlo.broadcast_in_dim"(%824) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %826 = stablehlo.multiply %822, %825 : tensor<2x2x2x12xf32>
    %827 = stablehlo.add %821, %826 : tensor<2x2x2x12xf32>
    %828 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 2, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %829 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 12>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %830 = "stablehlo.reshape"(%829) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %831 = "stablehlo.broadcast_in_dim"(%830) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %832 = stablehlo.multiply %828, %831 : tensor<2x2x2x12xf32>
    %833 = stablehlo.add %827, %832 : tensor<2x2x2x12xf32>
    %834 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 3, 12>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %835 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 12>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %836 = "stablehlo.reshape"(%835) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %837 = "stablehlo.broadcast_in_dim"(%836) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %838 = stablehlo.multiply %834, %837 : tensor<2x2x2x12xf32>
    %839 = stablehlo.add %833, %838 : tensor<2x2x2x12xf32>
    %840 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 4, 12>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %841 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 12>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %842 = "stablehlo.reshape"(%841) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %843 = "stablehlo.broadcast_in_dim"(%842) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %844 = stablehlo.multiply %840, %843 : tensor<2x2x2x12xf32>
    %845 = stablehlo.add %839, %844 : tensor<2x2x2x12xf32>
    %846 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 5, 12>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %847 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 12>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %848 = "stablehlo.reshape"(%847) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %849 = "stablehlo.broadcast_in_dim"(%848) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %850 = stablehlo.multiply %846, %849 : tensor<2x2x2x12xf32>
    %851 = stablehlo.add %845, %850 : tensor<2x2x2x12xf32>
    %852 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 6, 12>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %853 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 12>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %854 = "stablehlo.reshape"(%853) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %855 = "stablehlo.broadcast_in_dim"(%854) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %856 = stablehlo.multiply %852, %855 : tensor<2x2x2x12xf32>
    %857 = stablehlo.add %851, %856 : tensor<2x2x2x12xf32>
    %858 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 7, 12>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %859 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 12>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %860 = "stablehlo.reshape"(%859) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %861 = "stablehlo.broadcast_in_dim"(%860) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %862 = stablehlo.multiply %858, %861 : tensor<2x2x2x12xf32>
    %863 = stablehlo.add %857, %862 : tensor<2x2x2x12xf32>
    %864 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 8, 12>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %865 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 12>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %866 = "stablehlo.reshape"(%865) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %867 = "stablehlo.broadcast_in_dim"(%866) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %868 = stablehlo.multiply %864, %867 : tensor<2x2x2x12xf32>
    %869 = stablehlo.add %863, %868 : tensor<2x2x2x12xf32>
    %870 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 2, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %871 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 12>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %872 = "stablehlo.reshape"(%871) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %873 = "stablehlo.broadcast_in_dim"(%872) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %874 = stablehlo.multiply %870, %873 : tensor<2x2x2x12xf32>
    %875 = stablehlo.add %869, %874 : tensor<2x2x2x12xf32>
    %876 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 3, 12>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %877 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 12>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %878 = "stablehlo.reshape"(%877) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %879 = "stablehlo.broadcast_in_dim"(%878) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %880 = stablehlo.multiply %876, %879 : tensor<2x2x2x12xf32>
    %881 = stablehlo.add %875, %880 : tensor<2x2x2x12xf32>
    %882 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 4, 12>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %883 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 12>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %884 = "stablehlo.reshape"(%883) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %885 = "stablehlo.broadcast_in_dim"(%884) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %886 = stablehlo.multiply %882, %885 : tensor<2x2x2x12xf32>
    %887 = stablehlo.add %881, %886 : tensor<2x2x2x12xf32>
    %888 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 5, 12>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %889 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 12>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %890 = "stablehlo.reshape"(%889) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %891 = "stablehlo.broadcast_in_dim"(%890) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %892 = stablehlo.multiply %888, %891 : tensor<2x2x2x12xf32>
    %893 = stablehlo.add %887, %892 : tensor<2x2x2x12xf32>
    %894 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 6, 12>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %895 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 12>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %896 = "stablehlo.reshape"(%895) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %897 = "stablehlo.broadcast_in_dim"(%896) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %898 = stablehlo.multiply %894, %897 : tensor<2x2x2x12xf32>
    %899 = stablehlo.add %893, %898 : tensor<2x2x2x12xf32>
    %900 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 7, 12>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %901 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 12>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %902 = "stablehlo.reshape"(%901) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %903 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %904 = stablehlo.multiply %900, %903 : tensor<2x2x2x12xf32>
    %905 = stablehlo.add %899, %904 : tensor<2x2x2x12xf32>
    %906 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 8, 12>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %907 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 12>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %908 = "stablehlo.reshape"(%907) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %909 = "stablehlo.broadcast_in_dim"(%908) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %910 = stablehlo.multiply %906, %909 : tensor<2x2x2x12xf32>
    %911 = stablehlo.add %905, %910 : tensor<2x2x2x12xf32>
    %912 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 2, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %913 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 12>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %914 = "stablehlo.reshape"(%913) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %915 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %916 = stablehlo.multiply %912, %915 : tensor<2x2x2x12xf32>
    %917 = stablehlo.add %911, %916 : tensor<2x2x2x12xf32>
    %918 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 3, 12>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %919 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 12>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %920 = "stablehlo.reshape"(%919) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %921 = "stablehlo.broadcast_in_dim"(%920) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %922 = stablehlo.multiply %918, %921 : tensor<2x2x2x12xf32>
    %923 = stablehlo.add %917, %922 : tensor<2x2x2x12xf32>
    %924 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 4, 12>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %925 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 12>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %926 = "stablehlo.reshape"(%925) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %927 = "stablehlo.broadcast_in_dim"(%926) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %928 = stablehlo.multiply %924, %927 : tensor<2x2x2x12xf32>
    %929 = stablehlo.add %923, %928 : tensor<2x2x2x12xf32>
    %930 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 5, 12>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %931 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 12>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %932 = "stablehlo.reshape"(%931) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %933 = "stablehlo.broadcast_in_dim"(%932) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %934 = stablehlo.multiply %930, %933 : tensor<2x2x2x12xf32>
    %935 = stablehlo.add %929, %934 : tensor<2x2x2x12xf32>
    %936 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 6, 12>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %937 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 12>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %938 = "stablehlo.reshape"(%937) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %939 = "stablehlo.broadcast_in_dim"(%938) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %940 = stablehlo.multiply %936, %939 : tensor<2x2x2x12xf32>
    %941 = stablehlo.add %935, %940 : tensor<2x2x2x12xf32>
    %942 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 7, 12>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %943 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 12>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %944 = "stablehlo.reshape"(%943) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %945 = "stablehlo.broadcast_in_dim"(%944) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %946 = stablehlo.multiply %942, %945 : tensor<2x2x2x12xf32>
    %947 = stablehlo.add %941, %946 : tensor<2x2x2x12xf32>
    %948 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 8, 12>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %949 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 12>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %950 = "stablehlo.reshape"(%949) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %951 = "stablehlo.broadcast_in_dim"(%950) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %952 = stablehlo.multiply %948, %951 : tensor<2x2x2x12xf32>
    %953 = stablehlo.add %947, %952 : tensor<2x2x2x12xf32>
    %954 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 2, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %955 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 12>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %956 = "stablehlo.reshape"(%955) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %957 = "stablehlo.broadcast_in_dim"(%956) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %958 = stablehlo.multiply %954, %957 : tensor<2x2x2x12xf32>
    %959 = stablehlo.add %953, %958 : tensor<2x2x2x12xf32>
    %960 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 3, 12>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %961 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 12>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %962 = "stablehlo.reshape"(%961) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %963 = "stablehlo.broadcast_in_dim"(%962) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %964 = stablehlo.multiply %960, %963 : tensor<2x2x2x12xf32>
    %965 = stablehlo.add %959, %964 : tensor<2x2x2x12xf32>
    %966 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 4, 12>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %967 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 12>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %968 = "stablehlo.reshape"(%967) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %969 = "stablehlo.broadcast_in_dim"(%968) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %970 = stablehlo.multiply %966, %969 : tensor<2x2x2x12xf32>
    %971 = stablehlo.add %965, %970 : tensor<2x2x2x12xf32>
    %972 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 5, 12>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %973 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 12>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %974 = "stablehlo.reshape"(%973) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %975 = "stablehlo.broadcast_in_dim"(%974) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %976 = stablehlo.multiply %972, %975 : tensor<2x2x2x12xf32>
    %977 = stablehlo.add %971, %976 : tensor<2x2x2x12xf32>
    %978 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 6, 12>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %979 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 12>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %980 = "stablehlo.reshape"(%979) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %981 = "stablehlo.broadcast_in_dim"(%980) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %982 = stablehlo.multiply %978, %981 : tensor<2x2x2x12xf32>
    %983 = stablehlo.add %977, %982 : tensor<2x2x2x12xf32>
    %984 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 7, 12>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %985 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 12>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %986 = "stablehlo.reshape"(%985) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %987 = "stablehlo.broadcast_in_dim"(%986) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %988 = stablehlo.multiply %984, %987 : tensor<2x2x2x12xf32>
    %989 = stablehlo.add %983, %988 : tensor<2x2x2x12xf32>
    %990 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 8, 12>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %991 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 12>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %992 = "stablehlo.reshape"(%991) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %993 = "stablehlo.broadcast_in_dim"(%992) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %994 = stablehlo.multiply %990, %993 : tensor<2x2x2x12xf32>
    %995 = stablehlo.add %989, %994 : tensor<2x2x2x12xf32>
    %996 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 2, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %997 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 12>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %998 = "stablehlo.reshape"(%997) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %999 = "stablehlo.broadcast_in_dim"(%998) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1000 = stablehlo.multiply %996, %999 : tensor<2x2x2x12xf32>
    %1001 = stablehlo.add %995, %1000 : tensor<2x2x2x12xf32>
    %1002 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 3, 12>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %1003 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 12>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %1004 = "stablehlo.reshape"(%1003) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%1004) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1006 = stablehlo.multiply %1002, %1005 : tensor<2x2x2x12xf32>
    %1007 = stablehlo.add %1001, %1006 : tensor<2x2x2x12xf32>
    %1008 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 4, 12>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %1009 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 12>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %1010 = "stablehlo.reshape"(%1009) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %1011 = "stablehlo.broadcast_in_dim"(%1010) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1012 = stablehlo.multiply %1008, %1011 : tensor<2x2x2x12xf32>
    %1013 = stablehlo.add %1007, %1012 : tensor<2x2x2x12xf32>
    %1014 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 5, 12>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %1015 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 12>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %1016 = "stablehlo.reshape"(%1015) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%1016) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1018 = stablehlo.multiply %1014, %1017 : tensor<2x2x2x12xf32>
    %1019 = stablehlo.add %1013, %1018 : tensor<2x2x2x12xf32>
    %1020 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 6, 12>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %1021 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 12>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %1022 = "stablehlo.reshape"(%1021) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1024 = stablehlo.multiply %1020, %1023 : tensor<2x2x2x12xf32>
    %1025 = stablehlo.add %1019, %1024 : tensor<2x2x2x12xf32>
    %1026 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 7, 12>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %1027 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 12>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %1028 = "stablehlo.reshape"(%1027) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%1028) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1030 = stablehlo.multiply %1026, %1029 : tensor<2x2x2x12xf32>
    %1031 = stablehlo.add %1025, %1030 : tensor<2x2x2x12xf32>
    %1032 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 8, 12>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %1033 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 12>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1036 = stablehlo.multiply %1032, %1035 : tensor<2x2x2x12xf32>
    %1037 = stablehlo.add %1031, %1036 : tensor<2x2x2x12xf32>
    %1038 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<2x2x2x12xf32>
    %1040 = stablehlo.constant dense<0.0> : tensor<f32>
    %1041 = "stablehlo.reduce"(%1039, %1040) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %1042 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %1043 = stablehlo.divide %1041, %1042 : tensor<2x2x2xf32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %1045 = stablehlo.subtract %1039, %1044 : tensor<2x2x2x12xf32>
    %1046 = stablehlo.multiply %1045, %1045 : tensor<2x2x2x12xf32>
    %1047 = stablehlo.constant dense<0.0> : tensor<f32>
    %1048 = "stablehlo.reduce"(%1046, %1047) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %1049 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %1050 = stablehlo.divide %1048, %1049 : tensor<2x2x2xf32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %1052 = stablehlo.constant dense<1.0e-06> : tensor<2x2x2x12xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<2x2x2x12xf32>
    %1054 = stablehlo.rsqrt %1053 : tensor<2x2x2x12xf32>
    %1055 = stablehlo.multiply %1045, %1054 : tensor<2x2x2x12xf32>
    %1056 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1057 = stablehlo.multiply %1055, %1056 : tensor<2x2x2x12xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<2x2x2x12xf32>
    %1060 = "stablehlo.dot_general"(%1059, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x12xf32>, tensor<12x48xf32>) -> tensor<2x2x2x48xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<2x2x2x48xf32>
    %1062 = stablehlo.add %1060, %1061 : tensor<2x2x2x48xf32>
    %1063 = stablehlo.constant dense<0.70710677> : tensor<2x2x2x48xf32>
    %1064 = stablehlo.multiply %1062, %1063 : tensor<2x2x2x48xf32>
    %1065 = "chlo.erf"(%1064) : (tensor<2x2x2x48xf32>) -> tensor<2x2x2x48xf32>
    %1066 = stablehlo.constant dense<1.0> : tensor<2x2x2x48xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<2x2x2x48xf32>
    %1068 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %1069 = stablehlo.multiply %1062, %1068 : tensor<2x2x2x48xf32>
    %1070 = stablehlo.multiply %1069, %1067 : tensor<2x2x2x48xf32>
    %1071 = "stablehlo.dot_general"(%1070, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x48xf32>, tensor<48x12xf32>) -> tensor<2x2x2x12xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<2x2x2x12xf32>
    %1074 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1075 = stablehlo.multiply %1073, %1074 : tensor<2x2x2x12xf32>
    %1076 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x2x2x12xf32>
    %1078 = stablehlo.multiply %1075, %1077 : tensor<2x2x2x12xf32>
    %1079 = stablehlo.add %1078, %742 : tensor<2x2x2x12xf32>
    %1080 = stablehlo.constant dense<0.0> : tensor<f32>
    %1081 = "stablehlo.reduce"(%1079, %1080) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %1082 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %1083 = stablehlo.divide %1081, %1082 : tensor<2x2x2xf32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %1085 = stablehlo.subtract %1079, %1084 : tensor<2x2x2x12xf32>
    %1086 = stablehlo.multiply %1085, %1085 : tensor<2x2x2x12xf32>
    %1087 = stablehlo.constant dense<0.0> : tensor<f32>
    %1088 = "stablehlo.reduce"(%1086, %1087) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %1089 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %1090 = stablehlo.divide %1088, %1089 : tensor<2x2x2xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %1092 = stablehlo.constant dense<1.0e-06> : tensor<2x2x2x12xf32>
    %1093 = stablehlo.add %1091, %1092 : tensor<2x2x2x12xf32>
    %1094 = stablehlo.rsqrt %1093 : tensor<2x2x2x12xf32>
    %1095 = stablehlo.multiply %1085, %1094 : tensor<2x2x2x12xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1097 = stablehlo.multiply %1095, %1096 : tensor<2x2x2x12xf32>
    %1098 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<2x2x2x12xf32>
    %1100 = "stablehlo.convolution"(%1099, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<2x2x2x12xf32>, tensor<2x2x12x16xf32>) -> tensor<2x1x1x16xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1102 = stablehlo.add %1100, %1101 : tensor<2x1x1x16xf32>
    %1103 = stablehlo.constant dense<0.0> : tensor<f32>
    %1104 = "stablehlo.pad"(%1102, %1103) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x7x7x16xf32>
    %1105 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1106 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1107 = "stablehlo.reshape"(%1106) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1109 = stablehlo.multiply %1105, %1108 : tensor<2x1x1x16xf32>
    %1110 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 2, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1111 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1112 = "stablehlo.reshape"(%1111) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1113 = "stablehlo.broadcast_in_dim"(%1112) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1114 = stablehlo.multiply %1110, %1113 : tensor<2x1x1x16xf32>
    %1115 = stablehlo.add %1109, %1114 : tensor<2x1x1x16xf32>
    %1116 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 3, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1117 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1118 = "stablehlo.reshape"(%1117) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1119 = "stablehlo.broadcast_in_dim"(%1118) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1120 = stablehlo.multiply %1116, %1119 : tensor<2x1x1x16xf32>
    %1121 = stablehlo.add %1115, %1120 : tensor<2x1x1x16xf32>
    %1122 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 4, 16>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1123 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1124 = "stablehlo.reshape"(%1123) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1126 = stablehlo.multiply %1122, %1125 : tensor<2x1x1x16xf32>
    %1127 = stablehlo.add %1121, %1126 : tensor<2x1x1x16xf32>
    %1128 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 5, 16>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1129 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1130 = "stablehlo.reshape"(%1129) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1132 = stablehlo.multiply %1128, %1131 : tensor<2x1x1x16xf32>
    %1133 = stablehlo.add %1127, %1132 : tensor<2x1x1x16xf32>
    %1134 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 6, 16>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1135 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1136 = "stablehlo.reshape"(%1135) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1138 = stablehlo.multiply %1134, %1137 : tensor<2x1x1x16xf32>
    %1139 = stablehlo.add %1133, %1138 : tensor<2x1x1x16xf32>
    %1140 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 7, 16>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1141 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1142 = "stablehlo.reshape"(%1141) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1143 = "stablehlo.broadcast_in_dim"(%1142) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1144 = stablehlo.multiply %1140, %1143 : tensor<2x1x1x16xf32>
    %1145 = stablehlo.add %1139, %1144 : tensor<2x1x1x16xf32>
    %1146 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1147 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1148 = "stablehlo.reshape"(%1147) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1150 = stablehlo.multiply %1146, %1149 : tensor<2x1x1x16xf32>
    %1151 = stablehlo.add %1145, %1150 : tensor<2x1x1x16xf32>
    %1152 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 2, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1153 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1154 = "stablehlo.reshape"(%1153) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%1154) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1156 = stablehlo.multiply %1152, %1155 : tensor<2x1x1x16xf32>
    %1157 = stablehlo.add %1151, %1156 : tensor<2x1x1x16xf32>
    %1158 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 3, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1159 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1160 = "stablehlo.reshape"(%1159) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1161 = "stablehlo.broadcast_in_dim"(%1160) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1162 = stablehlo.multiply %1158, %1161 : tensor<2x1x1x16xf32>
    %1163 = stablehlo.add %1157, %1162 : tensor<2x1x1x16xf32>
    %1164 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 4, 16>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1165 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1166 = "stablehlo.reshape"(%1165) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1168 = stablehlo.multiply %1164, %1167 : tensor<2x1x1x16xf32>
    %1169 = stablehlo.add %1163, %1168 : tensor<2x1x1x16xf32>
    %1170 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 5, 16>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1171 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1172 = "stablehlo.reshape"(%1171) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1174 = stablehlo.multiply %1170, %1173 : tensor<2x1x1x16xf32>
    %1175 = stablehlo.add %1169, %1174 : tensor<2x1x1x16xf32>
    %1176 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 6, 16>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1177 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1178 = "stablehlo.reshape"(%1177) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1179 = "stablehlo.broadcast_in_dim"(%1178) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1180 = stablehlo.multiply %1176, %1179 : tensor<2x1x1x16xf32>
    %1181 = stablehlo.add %1175, %1180 : tensor<2x1x1x16xf32>
    %1182 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 7, 16>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1183 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1184 = "stablehlo.reshape"(%1183) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1185 = "stablehlo.broadcast_in_dim"(%1184) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1186 = stablehlo.multiply %1182, %1185 : tensor<2x1x1x16xf32>
    %1187 = stablehlo.add %1181, %1186 : tensor<2x1x1x16xf32>
    %1188 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1189 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 16>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1190 = "stablehlo.reshape"(%1189) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1191 = "stablehlo.broadcast_in_dim"(%1190) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1192 = stablehlo.multiply %1188, %1191 : tensor<2x1x1x16xf32>
    %1193 = stablehlo.add %1187, %1192 : tensor<2x1x1x16xf32>
    %1194 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 2, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1195 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 16>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1196 = "stablehlo.reshape"(%1195) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1197 = "stablehlo.broadcast_in_dim"(%1196) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1198 = stablehlo.multiply %1194, %1197 : tensor<2x1x1x16xf32>
    %1199 = stablehlo.add %1193, %1198 : tensor<2x1x1x16xf32>
    %1200 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 3, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1201 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 16>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1202 = "stablehlo.reshape"(%1201) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1204 = stablehlo.multiply %1200, %1203 : tensor<2x1x1x16xf32>
    %1205 = stablehlo.add %1199, %1204 : tensor<2x1x1x16xf32>
    %1206 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 4, 16>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1207 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 16>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1208 = "stablehlo.reshape"(%1207) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1210 = stablehlo.multiply %1206, %1209 : tensor<2x1x1x16xf32>
    %1211 = stablehlo.add %1205, %1210 : tensor<2x1x1x16xf32>
    %1212 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 5, 16>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1213 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 16>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1214 = "stablehlo.reshape"(%1213) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1215 = "stablehlo.broadcast_in_dim"(%1214) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1216 = stablehlo.multiply %1212, %1215 : tensor<2x1x1x16xf32>
    %1217 = stablehlo.add %1211, %1216 : tensor<2x1x1x16xf32>
    %1218 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 6, 16>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1219 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 16>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1220 = "stablehlo.reshape"(%1219) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1222 = stablehlo.multiply %1218, %1221 : tensor<2x1x1x16xf32>
    %1223 = stablehlo.add %1217, %1222 : tensor<2x1x1x16xf32>
    %1224 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 7, 16>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1225 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 16>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1226 = "stablehlo.reshape"(%1225) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1228 = stablehlo.multiply %1224, %1227 : tensor<2x1x1x16xf32>
    %1229 = stablehlo.add %1223, %1228 : tensor<2x1x1x16xf32>
    %1230 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1231 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1232 = "stablehlo.reshape"(%1231) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1234 = stablehlo.multiply %1230, %1233 : tensor<2x1x1x16xf32>
    %1235 = stablehlo.add %1229, %1234 : tensor<2x1x1x16xf32>
    %1236 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 2, 16>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1237 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 16>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1238 = "stablehlo.reshape"(%1237) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1240 = stablehlo.multiply %1236, %1239 : tensor<2x1x1x16xf32>
    %1241 = stablehlo.add %1235, %1240 : tensor<2x1x1x16xf32>
    %1242 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 3, 16>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1243 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 16>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1244 = "stablehlo.reshape"(%1243) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1246 = stablehlo.multiply %1242, %1245 : tensor<2x1x1x16xf32>
    %1247 = stablehlo.add %1241, %1246 : tensor<2x1x1x16xf32>
    %1248 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 4, 16>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1249 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 16>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1250 = "stablehlo.reshape"(%1249) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1252 = stablehlo.multiply %1248, %1251 : tensor<2x1x1x16xf32>
    %1253 = stablehlo.add %1247, %1252 : tensor<2x1x1x16xf32>
    %1254 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 5, 16>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1255 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 16>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1256 = "stablehlo.reshape"(%1255) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1258 = stablehlo.multiply %1254, %1257 : tensor<2x1x1x16xf32>
    %1259 = stablehlo.add %1253, %1258 : tensor<2x1x1x16xf32>
    %1260 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 6, 16>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1261 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 16>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1262 = "stablehlo.reshape"(%1261) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1263 = "stablehlo.broadcast_in_dim"(%1262) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1264 = stablehlo.multiply %1260, %1263 : tensor<2x1x1x16xf32>
    %1265 = stablehlo.add %1259, %1264 : tensor<2x1x1x16xf32>
    %1266 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 7, 16>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1267 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 16>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1268 = "stablehlo.reshape"(%1267) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1270 = stablehlo.multiply %1266, %1269 : tensor<2x1x1x16xf32>
    %1271 = stablehlo.add %1265, %1270 : tensor<2x1x1x16xf32>
    %1272 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1273 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 16>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1274 = "stablehlo.reshape"(%1273) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1275 = "stablehlo.broadcast_in_dim"(%1274) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1276 = stablehlo.multiply %1272, %1275 : tensor<2x1x1x16xf32>
    %1277 = stablehlo.add %1271, %1276 : tensor<2x1x1x16xf32>
    %1278 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 2, 16>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1279 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 16>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1280 = "stablehlo.reshape"(%1279) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1282 = stablehlo.multiply %1278, %1281 : tensor<2x1x1x16xf32>
    %1283 = stablehlo.add %1277, %1282 : tensor<2x1x1x16xf32>
    %1284 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 3, 16>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1285 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 16>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1286 = "stablehlo.reshape"(%1285) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1287 = "stablehlo.broadcast_in_dim"(%1286) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1288 = stablehlo.multiply %1284, %1287 : tensor<2x1x1x16xf32>
    %1289 = stablehlo.add %1283, %1288 : tensor<2x1x1x16xf32>
    %1290 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 4, 16>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1291 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 16>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1292 = "stablehlo.reshape"(%1291) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1293 = "stablehlo.broadcast_in_dim"(%1292) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1294 = stablehlo.multiply %1290, %1293 : tensor<2x1x1x16xf32>
    %1295 = stablehlo.add %1289, %1294 : tensor<2x1x1x16xf32>
    %1296 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 5, 16>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1297 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 16>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1298 = "stablehlo.reshape"(%1297) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1300 = stablehlo.multiply %1296, %1299 : tensor<2x1x1x16xf32>
    %1301 = stablehlo.add %1295, %1300 : tensor<2x1x1x16xf32>
    %1302 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 6, 16>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1303 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 16>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1304 = "stablehlo.reshape"(%1303) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1306 = stablehlo.multiply %1302, %1305 : tensor<2x1x1x16xf32>
    %1307 = stablehlo.add %1301, %1306 : tensor<2x1x1x16xf32>
    %1308 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 7, 16>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1309 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 16>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1310 = "stablehlo.reshape"(%1309) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1312 = stablehlo.multiply %1308, %1311 : tensor<2x1x1x16xf32>
    %1313 = stablehlo.add %1307, %1312 : tensor<2x1x1x16xf32>
    %1314 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1315 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 16>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1316 = "stablehlo.reshape"(%1315) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1318 = stablehlo.multiply %1314, %1317 : tensor<2x1x1x16xf32>
    %1319 = stablehlo.add %1313, %1318 : tensor<2x1x1x16xf32>
    %1320 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 2, 16>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1321 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 16>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1322 = "stablehlo.reshape"(%1321) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%1322) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1324 = stablehlo.multiply %1320, %1323 : tensor<2x1x1x16xf32>
    %1325 = stablehlo.add %1319, %1324 : tensor<2x1x1x16xf32>
    %1326 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 3, 16>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1327 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 16>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1328 = "stablehlo.reshape"(%1327) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1329 = "stablehlo.broadcast_in_dim"(%1328) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1330 = stablehlo.multiply %1326, %1329 : tensor<2x1x1x16xf32>
    %1331 = stablehlo.add %1325, %1330 : tensor<2x1x1x16xf32>
    %1332 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 4, 16>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1333 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 16>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1334 = "stablehlo.reshape"(%1333) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1335 = "stablehlo.broadcast_in_dim"(%1334) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1336 = stablehlo.multiply %1332, %1335 : tensor<2x1x1x16xf32>
    %1337 = stablehlo.add %1331, %1336 : tensor<2x1x1x16xf32>
    %1338 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 5, 16>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1339 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 16>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1340 = "stablehlo.reshape"(%1339) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1341 = "stablehlo.broadcast_in_dim"(%1340) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1342 = stablehlo.multiply %1338, %1341 : tensor<2x1x1x16xf32>
    %1343 = stablehlo.add %1337, %1342 : tensor<2x1x1x16xf32>
    %1344 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 6, 16>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1345 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 16>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1346 = "stablehlo.reshape"(%1345) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1347 = "stablehlo.broadcast_in_dim"(%1346) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1348 = stablehlo.multiply %1344, %1347 : tensor<2x1x1x16xf32>
    %1349 = stablehlo.add %1343, %1348 : tensor<2x1x1x16xf32>
    %1350 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 7, 16>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1351 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 16>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1352 = "stablehlo.reshape"(%1351) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1354 = stablehlo.multiply %1350, %1353 : tensor<2x1x1x16xf32>
    %1355 = stablehlo.add %1349, %1354 : tensor<2x1x1x16xf32>
    %1356 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1357 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 16>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1358 = "stablehlo.reshape"(%1357) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1359 = "stablehlo.broadcast_in_dim"(%1358) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1360 = stablehlo.multiply %1356, %1359 : tensor<2x1x1x16xf32>
    %1361 = stablehlo.add %1355, %1360 : tensor<2x1x1x16xf32>
    %1362 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 2, 16>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1363 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 16>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1364 = "stablehlo.reshape"(%1363) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1366 = stablehlo.multiply %1362, %1365 : tensor<2x1x1x16xf32>
    %1367 = stablehlo.add %1361, %1366 : tensor<2x1x1x16xf32>
    %1368 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 3, 16>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1369 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 16>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1370 = "stablehlo.reshape"(%1369) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1371 = "stablehlo.broadcast_in_dim"(%1370) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1372 = stablehlo.multiply %1368, %1371 : tensor<2x1x1x16xf32>
    %1373 = stablehlo.add %1367, %1372 : tensor<2x1x1x16xf32>
    %1374 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 4, 16>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1375 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 16>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1376 = "stablehlo.reshape"(%1375) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1378 = stablehlo.multiply %1374, %1377 : tensor<2x1x1x16xf32>
    %1379 = stablehlo.add %1373, %1378 : tensor<2x1x1x16xf32>
    %1380 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 5, 16>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1381 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 16>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1382 = "stablehlo.reshape"(%1381) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1384 = stablehlo.multiply %1380, %1383 : tensor<2x1x1x16xf32>
    %1385 = stablehlo.add %1379, %1384 : tensor<2x1x1x16xf32>
    %1386 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 6, 16>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1387 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 16>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1388 = "stablehlo.reshape"(%1387) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1389 = "stablehlo.broadcast_in_dim"(%1388) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1390 = stablehlo.multiply %1386, %1389 : tensor<2x1x1x16xf32>
    %1391 = stablehlo.add %1385, %1390 : tensor<2x1x1x16xf32>
    %1392 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 7, 16>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1393 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 16>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1394 = "stablehlo.reshape"(%1393) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1395 = "stablehlo.broadcast_in_dim"(%1394) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1396 = stablehlo.multiply %1392, %1395 : tensor<2x1x1x16xf32>
    %1397 = stablehlo.add %1391, %1396 : tensor<2x1x1x16xf32>
    %1398 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<2x1x1x16xf32>
    %1400 = stablehlo.constant dense<0.0> : tensor<f32>
    %1401 = "stablehlo.reduce"(%1399, %1400) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1402 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %1403 = stablehlo.divide %1401, %1402 : tensor<2x1x1xf32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %1405 = stablehlo.subtract %1399, %1404 : tensor<2x1x1x16xf32>
    %1406 = stablehlo.multiply %1405, %1405 : tensor<2x1x1x16xf32>
    %1407 = stablehlo.constant dense<0.0> : tensor<f32>
    %1408 = "stablehlo.reduce"(%1406, %1407) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1409 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %1410 = stablehlo.divide %1408, %1409 : tensor<2x1x1xf32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %1412 = stablehlo.constant dense<1.0e-06> : tensor<2x1x1x16xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<2x1x1x16xf32>
    %1414 = stablehlo.rsqrt %1413 : tensor<2x1x1x16xf32>
    %1415 = stablehlo.multiply %1405, %1414 : tensor<2x1x1x16xf32>
    %1416 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1417 = stablehlo.multiply %1415, %1416 : tensor<2x1x1x16xf32>
    %1418 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1419 = stablehlo.add %1417, %1418 : tensor<2x1x1x16xf32>
    %1420 = "stablehlo.dot_general"(%1419, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x16xf32>, tensor<16x64xf32>) -> tensor<2x1x1x64xf32>
    %1421 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<2x1x1x64xf32>
    %1422 = stablehlo.add %1420, %1421 : tensor<2x1x1x64xf32>
    %1423 = stablehlo.constant dense<0.70710677> : tensor<2x1x1x64xf32>
    %1424 = stablehlo.multiply %1422, %1423 : tensor<2x1x1x64xf32>
    %1425 = "chlo.erf"(%1424) : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %1426 = stablehlo.constant dense<1.0> : tensor<2x1x1x64xf32>
    %1427 = stablehlo.add %1425, %1426 : tensor<2x1x1x64xf32>
    %1428 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %1429 = stablehlo.multiply %1422, %1428 : tensor<2x1x1x64xf32>
    %1430 = stablehlo.multiply %1429, %1427 : tensor<2x1x1x64xf32>
    %1431 = "stablehlo.dot_general"(%1430, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x64xf32>, tensor<64x16xf32>) -> tensor<2x1x1x16xf32>
    %1432 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1433 = stablehlo.add %1431, %1432 : tensor<2x1x1x16xf32>
    %1434 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1435 = stablehlo.multiply %1433, %1434 : tensor<2x1x1x16xf32>
    %1436 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %1437 = "stablehlo.broadcast_in_dim"(%1436) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x1x1x16xf32>
    %1438 = stablehlo.multiply %1435, %1437 : tensor<2x1x1x16xf32>
    %1439 = stablehlo.add %1438, %1102 : tensor<2x1x1x16xf32>
    %1440 = stablehlo.constant dense<0.0> : tensor<f32>
    %1441 = "stablehlo.reduce"(%1439, %1440) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1442 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %1443 = stablehlo.divide %1441, %1442 : tensor<2x16xf32>
    %1444 = stablehlo.constant dense<0.0> : tensor<f32>
    %1445 = "stablehlo.reduce"(%1443, %1444) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1446 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %1447 = stablehlo.divide %1445, %1446 : tensor<2xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %1449 = stablehlo.subtract %1443, %1448 : tensor<2x16xf32>
    %1450 = stablehlo.multiply %1449, %1449 : tensor<2x16xf32>
    %1451 = stablehlo.constant dense<0.0> : tensor<f32>
    %1452 = "stablehlo.reduce"(%1450, %1451) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1453 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %1454 = stablehlo.divide %1452, %1453 : tensor<2xf32>
    %1455 = "stablehlo.broadcast_in_dim"(%1454) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %1456 = stablehlo.constant dense<1.0e-06> : tensor<2x16xf32>
    %1457 = stablehlo.add %1455, %1456 : tensor<2x16xf32>
    %1458 = stablehlo.rsqrt %1457 : tensor<2x16xf32>
    %1459 = stablehlo.multiply %1449, %1458 : tensor<2x16xf32>
    %1460 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %1461 = stablehlo.multiply %1459, %1460 : tensor<2x16xf32>
    %1462 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %1463 = stablehlo.add %1461, %1462 : tensor<2x16xf32>
    %1464 = "stablehlo.dot_general"(%1463, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %1465 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<2x10xf32>
    %1466 = stablehlo.add %1464, %1465 : tensor<2x10xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1467 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1468 = "stablehlo.reduce"(%1466, %1467) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.maximum %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%1468) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %1470 = stablehlo.subtract %1466, %1469 : tensor<2x10xf32>
    %1471 = stablehlo.exponential %1470 : tensor<2x10xf32>
    %1472 = stablehlo.constant dense<0.0> : tensor<f32>
    %1473 = "stablehlo.reduce"(%1471, %1472) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1474 = "stablehlo.broadcast_in_dim"(%1473) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %1475 = stablehlo.log %1474 : tensor<2x10xf32>
    %1476 = stablehlo.subtract %1470, %1475 : tensor<2x10xf32>
    %1477 = stablehlo.multiply %targets, %1476 : tensor<2x10xf32>
    %1478 = stablehlo.constant dense<0.0> : tensor<f32>
    %1479 = "stablehlo.reduce"(%1477, %1478) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<f32>
    %1480 = stablehlo.negate %1479 : tensor<f32>
    %1481 = stablehlo.constant dense<2.0> : tensor<f32>
    %1482 = stablehlo.divide %1480, %1481 : tensor<f32>
    // ── backward ──
    %1483 = stablehlo.constant dense<0.0> : tensor<f32>
    %1484 = "stablehlo.reduce"(%targets, %1483) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1485 = "stablehlo.broadcast_in_dim"(%1484) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %1486 = stablehlo.divide %1471, %1474 : tensor<2x10xf32>
    %1487 = stablehlo.multiply %1486, %1485 : tensor<2x10xf32>
    %1488 = stablehlo.subtract %1487, %targets : tensor<2x10xf32>
    %1489 = stablehlo.constant dense<2.0> : tensor<2x10xf32>
    %1490 = stablehlo.divide %1488, %1489 : tensor<2x10xf32>
    %1491 = "stablehlo.dot_general"(%1490, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %1492 = "stablehlo.dot_general"(%1490, %1463) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %1493 = "stablehlo.transpose"(%1492) {permutation = array<i64: 1, 0>} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %1494 = stablehlo.constant dense<0.0> : tensor<f32>
    %1495 = "stablehlo.reduce"(%1490, %1494) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %1496 = stablehlo.multiply %1491, %1460 : tensor<2x16xf32>
    %1497 = stablehlo.constant dense<0.0> : tensor<f32>
    %1498 = "stablehlo.reduce"(%1496, %1497) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1499 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %1500 = stablehlo.divide %1498, %1499 : tensor<2xf32>
    %1501 = "stablehlo.broadcast_in_dim"(%1500) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %1502 = stablehlo.subtract %1496, %1501 : tensor<2x16xf32>
    %1503 = stablehlo.multiply %1496, %1459 : tensor<2x16xf32>
    %1504 = stablehlo.constant dense<0.0> : tensor<f32>
    %1505 = "stablehlo.reduce"(%1503, %1504) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1506 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %1507 = stablehlo.divide %1505, %1506 : tensor<2xf32>
    %1508 = "stablehlo.broadcast_in_dim"(%1507) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %1509 = stablehlo.multiply %1459, %1508 : tensor<2x16xf32>
    %1510 = stablehlo.subtract %1502, %1509 : tensor<2x16xf32>
    %1511 = stablehlo.multiply %1458, %1510 : tensor<2x16xf32>
    %1512 = stablehlo.multiply %1491, %1459 : tensor<2x16xf32>
    %1513 = stablehlo.constant dense<0.0> : tensor<f32>
    %1514 = "stablehlo.reduce"(%1512, %1513) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1515 = stablehlo.constant dense<0.0> : tensor<f32>
    %1516 = "stablehlo.reduce"(%1491, %1515) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1517 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %1518 = stablehlo.divide %1511, %1517 : tensor<2x16xf32>
    %1519 = "stablehlo.broadcast_in_dim"(%1518) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %1520 = stablehlo.multiply %1519, %1437 : tensor<2x1x1x16xf32>
    %1521 = stablehlo.multiply %1520, %1434 : tensor<2x1x1x16xf32>
    %1522 = stablehlo.multiply %1520, %1433 : tensor<2x1x1x16xf32>
    %1523 = stablehlo.constant dense<0.0> : tensor<f32>
    %1524 = "stablehlo.reduce"(%1522, %1523) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1525 = "stablehlo.dot_general"(%1521, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %1526 = "stablehlo.dot_general"(%1521, %1430) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %1527 = "stablehlo.transpose"(%1526) {permutation = array<i64: 1, 0>} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1528 = stablehlo.constant dense<0.0> : tensor<f32>
    %1529 = "stablehlo.reduce"(%1521, %1528) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1530 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %1531 = stablehlo.multiply %1427, %1530 : tensor<2x1x1x64xf32>
    %1532 = stablehlo.multiply %1424, %1424 : tensor<2x1x1x64xf32>
    %1533 = stablehlo.negate %1532 : tensor<2x1x1x64xf32>
    %1534 = stablehlo.exponential %1533 : tensor<2x1x1x64xf32>
    %1535 = stablehlo.constant dense<0.3989423> : tensor<2x1x1x64xf32>
    %1536 = stablehlo.multiply %1534, %1535 : tensor<2x1x1x64xf32>
    %1537 = stablehlo.multiply %1422, %1536 : tensor<2x1x1x64xf32>
    %1538 = stablehlo.add %1531, %1537 : tensor<2x1x1x64xf32>
    %1539 = stablehlo.multiply %1525, %1538 : tensor<2x1x1x64xf32>
    %1540 = "stablehlo.dot_general"(%1539, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %1541 = "stablehlo.dot_general"(%1419, %1539) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %1542 = stablehlo.constant dense<0.0> : tensor<f32>
    %1543 = "stablehlo.reduce"(%1539, %1542) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1544 = stablehlo.multiply %1540, %1416 : tensor<2x1x1x16xf32>
    %1545 = stablehlo.constant dense<0.0> : tensor<f32>
    %1546 = "stablehlo.reduce"(%1544, %1545) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1547 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %1548 = stablehlo.divide %1546, %1547 : tensor<2x1x1xf32>
    %1549 = "stablehlo.broadcast_in_dim"(%1548) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %1550 = stablehlo.subtract %1544, %1549 : tensor<2x1x1x16xf32>
    %1551 = stablehlo.multiply %1544, %1415 : tensor<2x1x1x16xf32>
    %1552 = stablehlo.constant dense<0.0> : tensor<f32>
    %1553 = "stablehlo.reduce"(%1551, %1552) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1554 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %1555 = stablehlo.divide %1553, %1554 : tensor<2x1x1xf32>
    %1556 = "stablehlo.broadcast_in_dim"(%1555) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %1557 = stablehlo.multiply %1415, %1556 : tensor<2x1x1x16xf32>
    %1558 = stablehlo.subtract %1550, %1557 : tensor<2x1x1x16xf32>
    %1559 = stablehlo.multiply %1414, %1558 : tensor<2x1x1x16xf32>
    %1560 = stablehlo.multiply %1540, %1415 : tensor<2x1x1x16xf32>
    %1561 = stablehlo.constant dense<0.0> : tensor<f32>
    %1562 = "stablehlo.reduce"(%1560, %1561) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1563 = stablehlo.constant dense<0.0> : tensor<f32>
    %1564 = "stablehlo.reduce"(%1540, %1563) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1565 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1566 = stablehlo.multiply %1565, %1559 : tensor<2x1x1x16xf32>
    %1567 = stablehlo.constant dense<0.0> : tensor<f32>
    %1568 = "stablehlo.reduce"(%1566, %1567) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1569 = stablehlo.constant dense<0.0> : tensor<f32>
    %1570 = "stablehlo.reduce"(%1568, %1569) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1571 = "stablehlo.reshape"(%1570) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1572 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 2, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1573 = stablehlo.multiply %1572, %1559 : tensor<2x1x1x16xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1573, %1574) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1576 = stablehlo.constant dense<0.0> : tensor<f32>
    %1577 = "stablehlo.reduce"(%1575, %1576) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1578 = "stablehlo.reshape"(%1577) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1579 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 3, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1580 = stablehlo.multiply %1579, %1559 : tensor<2x1x1x16xf32>
    %1581 = stablehlo.constant dense<0.0> : tensor<f32>
    %1582 = "stablehlo.reduce"(%1580, %1581) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1583 = stablehlo.constant dense<0.0> : tensor<f32>
    %1584 = "stablehlo.reduce"(%1582, %1583) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1585 = "stablehlo.reshape"(%1584) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1586 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 4, 16>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1587 = stablehlo.multiply %1586, %1559 : tensor<2x1x1x16xf32>
    %1588 = stablehlo.constant dense<0.0> : tensor<f32>
    %1589 = "stablehlo.reduce"(%1587, %1588) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1590 = stablehlo.constant dense<0.0> : tensor<f32>
    %1591 = "stablehlo.reduce"(%1589, %1590) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1592 = "stablehlo.reshape"(%1591) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1593 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 5, 16>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1594 = stablehlo.multiply %1593, %1559 : tensor<2x1x1x16xf32>
    %1595 = stablehlo.constant dense<0.0> : tensor<f32>
    %1596 = "stablehlo.reduce"(%1594, %1595) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1597 = stablehlo.constant dense<0.0> : tensor<f32>
    %1598 = "stablehlo.reduce"(%1596, %1597) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1599 = "stablehlo.reshape"(%1598) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1600 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 6, 16>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1601 = stablehlo.multiply %1600, %1559 : tensor<2x1x1x16xf32>
    %1602 = stablehlo.constant dense<0.0> : tensor<f32>
    %1603 = "stablehlo.reduce"(%1601, %1602) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1604 = stablehlo.constant dense<0.0> : tensor<f32>
    %1605 = "stablehlo.reduce"(%1603, %1604) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1606 = "stablehlo.reshape"(%1605) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1607 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 7, 16>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1608 = stablehlo.multiply %1607, %1559 : tensor<2x1x1x16xf32>
    %1609 = stablehlo.constant dense<0.0> : tensor<f32>
    %1610 = "stablehlo.reduce"(%1608, %1609) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1611 = stablehlo.constant dense<0.0> : tensor<f32>
    %1612 = "stablehlo.reduce"(%1610, %1611) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1613 = "stablehlo.reshape"(%1612) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1614 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1615 = stablehlo.multiply %1614, %1559 : tensor<2x1x1x16xf32>
    %1616 = stablehlo.constant dense<0.0> : tensor<f32>
    %1617 = "stablehlo.reduce"(%1615, %1616) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    %1619 = "stablehlo.reduce"(%1617, %1618) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1620 = "stablehlo.reshape"(%1619) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1621 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 2, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1622 = stablehlo.multiply %1621, %1559 : tensor<2x1x1x16xf32>
    %1623 = stablehlo.constant dense<0.0> : tensor<f32>
    %1624 = "stablehlo.reduce"(%1622, %1623) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1625 = stablehlo.constant dense<0.0> : tensor<f32>
    %1626 = "stablehlo.reduce"(%1624, %1625) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1627 = "stablehlo.reshape"(%1626) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1628 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 3, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1629 = stablehlo.multiply %1628, %1559 : tensor<2x1x1x16xf32>
    %1630 = stablehlo.constant dense<0.0> : tensor<f32>
    %1631 = "stablehlo.reduce"(%1629, %1630) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1632 = stablehlo.constant dense<0.0> : tensor<f32>
    %1633 = "stablehlo.reduce"(%1631, %1632) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1634 = "stablehlo.reshape"(%1633) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1635 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 4, 16>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1636 = stablehlo.multiply %1635, %1559 : tensor<2x1x1x16xf32>
    %1637 = stablehlo.constant dense<0.0> : tensor<f32>
    %1638 = "stablehlo.reduce"(%1636, %1637) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1639 = stablehlo.constant dense<0.0> : tensor<f32>
    %1640 = "stablehlo.reduce"(%1638, %1639) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1641 = "stablehlo.reshape"(%1640) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1642 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 5, 16>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1643 = stablehlo.multiply %1642, %1559 : tensor<2x1x1x16xf32>
    %1644 = stablehlo.constant dense<0.0> : tensor<f32>
    %1645 = "stablehlo.reduce"(%1643, %1644) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1646 = stablehlo.constant dense<0.0> : tensor<f32>
    %1647 = "stablehlo.reduce"(%1645, %1646) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1648 = "stablehlo.reshape"(%1647) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1649 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 6, 16>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1650 = stablehlo.multiply %1649, %1559 : tensor<2x1x1x16xf32>
    %1651 = stablehlo.constant dense<0.0> : tensor<f32>
    %1652 = "stablehlo.reduce"(%1650, %1651) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1653 = stablehlo.constant dense<0.0> : tensor<f32>
    %1654 = "stablehlo.reduce"(%1652, %1653) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1655 = "stablehlo.reshape"(%1654) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1656 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 7, 16>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1657 = stablehlo.multiply %1656, %1559 : tensor<2x1x1x16xf32>
    %1658 = stablehlo.constant dense<0.0> : tensor<f32>
    %1659 = "stablehlo.reduce"(%1657, %1658) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1660 = stablehlo.constant dense<0.0> : tensor<f32>
    %1661 = "stablehlo.reduce"(%1659, %1660) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1662 = "stablehlo.reshape"(%1661) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1663 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1664 = stablehlo.multiply %1663, %1559 : tensor<2x1x1x16xf32>
    %1665 = stablehlo.constant dense<0.0> : tensor<f32>
    %1666 = "stablehlo.reduce"(%1664, %1665) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1667 = stablehlo.constant dense<0.0> : tensor<f32>
    %1668 = "stablehlo.reduce"(%1666, %1667) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1669 = "stablehlo.reshape"(%1668) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1670 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 2, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1671 = stablehlo.multiply %1670, %1559 : tensor<2x1x1x16xf32>
    %1672 = stablehlo.constant dense<0.0> : tensor<f32>
    %1673 = "stablehlo.reduce"(%1671, %1672) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1674 = stablehlo.constant dense<0.0> : tensor<f32>
    %1675 = "stablehlo.reduce"(%1673, %1674) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1676 = "stablehlo.reshape"(%1675) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1677 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 3, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1678 = stablehlo.multiply %1677, %1559 : tensor<2x1x1x16xf32>
    %1679 = stablehlo.constant dense<0.0> : tensor<f32>
    %1680 = "stablehlo.reduce"(%1678, %1679) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1681 = stablehlo.constant dense<0.0> : tensor<f32>
    %1682 = "stablehlo.reduce"(%1680, %1681) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1683 = "stablehlo.reshape"(%1682) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1684 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 4, 16>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1685 = stablehlo.multiply %1684, %1559 : tensor<2x1x1x16xf32>
    %1686 = stablehlo.constant dense<0.0> : tensor<f32>
    %1687 = "stablehlo.reduce"(%1685, %1686) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1688 = stablehlo.constant dense<0.0> : tensor<f32>
    %1689 = "stablehlo.reduce"(%1687, %1688) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1690 = "stablehlo.reshape"(%1689) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1691 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 5, 16>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1692 = stablehlo.multiply %1691, %1559 : tensor<2x1x1x16xf32>
    %1693 = stablehlo.constant dense<0.0> : tensor<f32>
    %1694 = "stablehlo.reduce"(%1692, %1693) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1695 = stablehlo.constant dense<0.0> : tensor<f32>
    %1696 = "stablehlo.reduce"(%1694, %1695) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1697 = "stablehlo.reshape"(%1696) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1698 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 6, 16>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1699 = stablehlo.multiply %1698, %1559 : tensor<2x1x1x16xf32>
    %1700 = stablehlo.constant dense<0.0> : tensor<f32>
    %1701 = "stablehlo.reduce"(%1699, %1700) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1702 = stablehlo.constant dense<0.0> : tensor<f32>
    %1703 = "stablehlo.reduce"(%1701, %1702) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1704 = "stablehlo.reshape"(%1703) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1705 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 7, 16>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1706 = stablehlo.multiply %1705, %1559 : tensor<2x1x1x16xf32>
    %1707 = stablehlo.constant dense<0.0> : tensor<f32>
    %1708 = "stablehlo.reduce"(%1706, %1707) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1709 = stablehlo.constant dense<0.0> : tensor<f32>
    %1710 = "stablehlo.reduce"(%1708, %1709) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1711 = "stablehlo.reshape"(%1710) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1712 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1713 = stablehlo.multiply %1712, %1559 : tensor<2x1x1x16xf32>
    %1714 = stablehlo.constant dense<0.0> : tensor<f32>
    %1715 = "stablehlo.reduce"(%1713, %1714) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1716 = stablehlo.constant dense<0.0> : tensor<f32>
    %1717 = "stablehlo.reduce"(%1715, %1716) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1718 = "stablehlo.reshape"(%1717) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1719 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 2, 16>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1720 = stablehlo.multiply %1719, %1559 : tensor<2x1x1x16xf32>
    %1721 = stablehlo.constant dense<0.0> : tensor<f32>
    %1722 = "stablehlo.reduce"(%1720, %1721) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1723 = stablehlo.constant dense<0.0> : tensor<f32>
    %1724 = "stablehlo.reduce"(%1722, %1723) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1725 = "stablehlo.reshape"(%1724) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1726 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 3, 16>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1727 = stablehlo.multiply %1726, %1559 : tensor<2x1x1x16xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1727, %1728) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1730 = stablehlo.constant dense<0.0> : tensor<f32>
    %1731 = "stablehlo.reduce"(%1729, %1730) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1732 = "stablehlo.reshape"(%1731) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1733 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 4, 16>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1734 = stablehlo.multiply %1733, %1559 : tensor<2x1x1x16xf32>
    %1735 = stablehlo.constant dense<0.0> : tensor<f32>
    %1736 = "stablehlo.reduce"(%1734, %1735) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1737 = stablehlo.constant dense<0.0> : tensor<f32>
    %1738 = "stablehlo.reduce"(%1736, %1737) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1739 = "stablehlo.reshape"(%1738) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1740 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 5, 16>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1741 = stablehlo.multiply %1740, %1559 : tensor<2x1x1x16xf32>
    %1742 = stablehlo.constant dense<0.0> : tensor<f32>
    %1743 = "stablehlo.reduce"(%1741, %1742) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1744 = stablehlo.constant dense<0.0> : tensor<f32>
    %1745 = "stablehlo.reduce"(%1743, %1744) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1746 = "stablehlo.reshape"(%1745) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1747 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 6, 16>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1748 = stablehlo.multiply %1747, %1559 : tensor<2x1x1x16xf32>
    %1749 = stablehlo.constant dense<0.0> : tensor<f32>
    %1750 = "stablehlo.reduce"(%1748, %1749) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1751 = stablehlo.constant dense<0.0> : tensor<f32>
    %1752 = "stablehlo.reduce"(%1750, %1751) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1753 = "stablehlo.reshape"(%1752) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1754 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 7, 16>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1755 = stablehlo.multiply %1754, %1559 : tensor<2x1x1x16xf32>
    %1756 = stablehlo.constant dense<0.0> : tensor<f32>
    %1757 = "stablehlo.reduce"(%1755, %1756) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1758 = stablehlo.constant dense<0.0> : tensor<f32>
    %1759 = "stablehlo.reduce"(%1757, %1758) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1760 = "stablehlo.reshape"(%1759) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1761 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1762 = stablehlo.multiply %1761, %1559 : tensor<2x1x1x16xf32>
    %1763 = stablehlo.constant dense<0.0> : tensor<f32>
    %1764 = "stablehlo.reduce"(%1762, %1763) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1765 = stablehlo.constant dense<0.0> : tensor<f32>
    %1766 = "stablehlo.reduce"(%1764, %1765) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1767 = "stablehlo.reshape"(%1766) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1768 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 2, 16>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1769 = stablehlo.multiply %1768, %1559 : tensor<2x1x1x16xf32>
    %1770 = stablehlo.constant dense<0.0> : tensor<f32>
    %1771 = "stablehlo.reduce"(%1769, %1770) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1772 = stablehlo.constant dense<0.0> : tensor<f32>
    %1773 = "stablehlo.reduce"(%1771, %1772) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1774 = "stablehlo.reshape"(%1773) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1775 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 3, 16>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1776 = stablehlo.multiply %1775, %1559 : tensor<2x1x1x16xf32>
    %1777 = stablehlo.constant dense<0.0> : tensor<f32>
    %1778 = "stablehlo.reduce"(%1776, %1777) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1779 = stablehlo.constant dense<0.0> : tensor<f32>
    %1780 = "stablehlo.reduce"(%1778, %1779) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1781 = "stablehlo.reshape"(%1780) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1782 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 4, 16>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1783 = stablehlo.multiply %1782, %1559 : tensor<2x1x1x16xf32>
    %1784 = stablehlo.constant dense<0.0> : tensor<f32>
    %1785 = "stablehlo.reduce"(%1783, %1784) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1786 = stablehlo.constant dense<0.0> : tensor<f32>
    %1787 = "stablehlo.reduce"(%1785, %1786) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1788 = "stablehlo.reshape"(%1787) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1789 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 5, 16>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1790 = stablehlo.multiply %1789, %1559 : tensor<2x1x1x16xf32>
    %1791 = stablehlo.constant dense<0.0> : tensor<f32>
    %1792 = "stablehlo.reduce"(%1790, %1791) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1793 = stablehlo.constant dense<0.0> : tensor<f32>
    %1794 = "stablehlo.reduce"(%1792, %1793) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1795 = "stablehlo.reshape"(%1794) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1796 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 6, 16>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1797 = stablehlo.multiply %1796, %1559 : tensor<2x1x1x16xf32>
    %1798 = stablehlo.constant dense<0.0> : tensor<f32>
    %1799 = "stablehlo.reduce"(%1797, %1798) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1800 = stablehlo.constant dense<0.0> : tensor<f32>
    %1801 = "stablehlo.reduce"(%1799, %1800) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1802 = "stablehlo.reshape"(%1801) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1803 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 7, 16>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1804 = stablehlo.multiply %1803, %1559 : tensor<2x1x1x16xf32>
    %1805 = stablehlo.constant dense<0.0> : tensor<f32>
    %1806 = "stablehlo.reduce"(%1804, %1805) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1807 = stablehlo.constant dense<0.0> : tensor<f32>
    %1808 = "stablehlo.reduce"(%1806, %1807) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1809 = "stablehlo.reshape"(%1808) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1810 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1811 = stablehlo.multiply %1810, %1559 : tensor<2x1x1x16xf32>
    %1812 = stablehlo.constant dense<0.0> : tensor<f32>
    %1813 = "stablehlo.reduce"(%1811, %1812) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1814 = stablehlo.constant dense<0.0> : tensor<f32>
    %1815 = "stablehlo.reduce"(%1813, %1814) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1816 = "stablehlo.reshape"(%1815) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1817 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 2, 16>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1818 = stablehlo.multiply %1817, %1559 : tensor<2x1x1x16xf32>
    %1819 = stablehlo.constant dense<0.0> : tensor<f32>
    %1820 = "stablehlo.reduce"(%1818, %1819) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1821 = stablehlo.constant dense<0.0> : tensor<f32>
    %1822 = "stablehlo.reduce"(%1820, %1821) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1823 = "stablehlo.reshape"(%1822) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1824 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 3, 16>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1825 = stablehlo.multiply %1824, %1559 : tensor<2x1x1x16xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1825, %1826) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1828 = stablehlo.constant dense<0.0> : tensor<f32>
    %1829 = "stablehlo.reduce"(%1827, %1828) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1830 = "stablehlo.reshape"(%1829) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1831 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 4, 16>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1832 = stablehlo.multiply %1831, %1559 : tensor<2x1x1x16xf32>
    %1833 = stablehlo.constant dense<0.0> : tensor<f32>
    %1834 = "stablehlo.reduce"(%1832, %1833) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1835 = stablehlo.constant dense<0.0> : tensor<f32>
    %1836 = "stablehlo.reduce"(%1834, %1835) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1837 = "stablehlo.reshape"(%1836) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1838 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 5, 16>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1839 = stablehlo.multiply %1838, %1559 : tensor<2x1x1x16xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<f32>
    %1841 = "stablehlo.reduce"(%1839, %1840) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1842 = stablehlo.constant dense<0.0> : tensor<f32>
    %1843 = "stablehlo.reduce"(%1841, %1842) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1844 = "stablehlo.reshape"(%1843) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1845 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 6, 16>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1846 = stablehlo.multiply %1845, %1559 : tensor<2x1x1x16xf32>
    %1847 = stablehlo.constant dense<0.0> : tensor<f32>
    %1848 = "stablehlo.reduce"(%1846, %1847) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1849 = stablehlo.constant dense<0.0> : tensor<f32>
    %1850 = "stablehlo.reduce"(%1848, %1849) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1851 = "stablehlo.reshape"(%1850) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1852 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 7, 16>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1853 = stablehlo.multiply %1852, %1559 : tensor<2x1x1x16xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1853, %1854) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1856 = stablehlo.constant dense<0.0> : tensor<f32>
    %1857 = "stablehlo.reduce"(%1855, %1856) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1858 = "stablehlo.reshape"(%1857) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1859 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1860 = stablehlo.multiply %1859, %1559 : tensor<2x1x1x16xf32>
    %1861 = stablehlo.constant dense<0.0> : tensor<f32>
    %1862 = "stablehlo.reduce"(%1860, %1861) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1863 = stablehlo.constant dense<0.0> : tensor<f32>
    %1864 = "stablehlo.reduce"(%1862, %1863) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1865 = "stablehlo.reshape"(%1864) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1866 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 2, 16>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1867 = stablehlo.multiply %1866, %1559 : tensor<2x1x1x16xf32>
    %1868 = stablehlo.constant dense<0.0> : tensor<f32>
    %1869 = "stablehlo.reduce"(%1867, %1868) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1870 = stablehlo.constant dense<0.0> : tensor<f32>
    %1871 = "stablehlo.reduce"(%1869, %1870) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1872 = "stablehlo.reshape"(%1871) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1873 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 3, 16>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1874 = stablehlo.multiply %1873, %1559 : tensor<2x1x1x16xf32>
    %1875 = stablehlo.constant dense<0.0> : tensor<f32>
    %1876 = "stablehlo.reduce"(%1874, %1875) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1877 = stablehlo.constant dense<0.0> : tensor<f32>
    %1878 = "stablehlo.reduce"(%1876, %1877) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1879 = "stablehlo.reshape"(%1878) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1880 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 4, 16>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1881 = stablehlo.multiply %1880, %1559 : tensor<2x1x1x16xf32>
    %1882 = stablehlo.constant dense<0.0> : tensor<f32>
    %1883 = "stablehlo.reduce"(%1881, %1882) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1884 = stablehlo.constant dense<0.0> : tensor<f32>
    %1885 = "stablehlo.reduce"(%1883, %1884) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1886 = "stablehlo.reshape"(%1885) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1887 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 5, 16>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1888 = stablehlo.multiply %1887, %1559 : tensor<2x1x1x16xf32>
    %1889 = stablehlo.constant dense<0.0> : tensor<f32>
    %1890 = "stablehlo.reduce"(%1888, %1889) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1891 = stablehlo.constant dense<0.0> : tensor<f32>
    %1892 = "stablehlo.reduce"(%1890, %1891) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1893 = "stablehlo.reshape"(%1892) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1894 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 6, 16>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1895 = stablehlo.multiply %1894, %1559 : tensor<2x1x1x16xf32>
    %1896 = stablehlo.constant dense<0.0> : tensor<f32>
    %1897 = "stablehlo.reduce"(%1895, %1896) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1898 = stablehlo.constant dense<0.0> : tensor<f32>
    %1899 = "stablehlo.reduce"(%1897, %1898) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1900 = "stablehlo.reshape"(%1899) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1901 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 7, 16>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1902 = stablehlo.multiply %1901, %1559 : tensor<2x1x1x16xf32>
    %1903 = stablehlo.constant dense<0.0> : tensor<f32>
    %1904 = "stablehlo.reduce"(%1902, %1903) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1905 = stablehlo.constant dense<0.0> : tensor<f32>
    %1906 = "stablehlo.reduce"(%1904, %1905) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1907 = "stablehlo.reshape"(%1906) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1908 = "stablehlo.concatenate"(%1571, %1578, %1585, %1592, %1599, %1606, %1613, %1620, %1627, %1634, %1641, %1648, %1655, %1662, %1669, %1676, %1683, %1690, %1697, %1704, %1711, %1718, %1725, %1732, %1739, %1746, %1753, %1760, %1767, %1774, %1781, %1788, %1795, %1802, %1809, %1816, %1823, %1830, %1837, %1844, %1851, %1858, %1865, %1872, %1879, %1886, %1893, %1900, %1907) {dimension = 0 : i64} : (tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<49x16xf32>
    %1909 = "stablehlo.reshape"(%1908) : (tensor<49x16xf32>) -> tensor<7x7x1x16xf32>
    %1910 = stablehlo.constant dense<0.0> : tensor<f32>
    %1911 = "stablehlo.reduce"(%1559, %1910) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1912 = stablehlo.constant dense<0.0> : tensor<f32>
    %1913 = "stablehlo.pad"(%1559, %1912) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x7x7x16xf32>
    %1914 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1915 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 16>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1916 = "stablehlo.reshape"(%1915) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1917 = "stablehlo.broadcast_in_dim"(%1916) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1918 = stablehlo.multiply %1914, %1917 : tensor<2x1x1x16xf32>
    %1919 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 2, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1920 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 16>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1921 = "stablehlo.reshape"(%1920) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1922 = "stablehlo.broadcast_in_dim"(%1921) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1923 = stablehlo.multiply %1919, %1922 : tensor<2x1x1x16xf32>
    %1924 = stablehlo.add %1918, %1923 : tensor<2x1x1x16xf32>
    %1925 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 3, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1926 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 16>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1927 = "stablehlo.reshape"(%1926) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1928 = "stablehlo.broadcast_in_dim"(%1927) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1929 = stablehlo.multiply %1925, %1928 : tensor<2x1x1x16xf32>
    %1930 = stablehlo.add %1924, %1929 : tensor<2x1x1x16xf32>
    %1931 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 4, 16>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1932 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 16>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1933 = "stablehlo.reshape"(%1932) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1934 = "stablehlo.broadcast_in_dim"(%1933) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1935 = stablehlo.multiply %1931, %1934 : tensor<2x1x1x16xf32>
    %1936 = stablehlo.add %1930, %1935 : tensor<2x1x1x16xf32>
    %1937 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 5, 16>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1938 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 16>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1939 = "stablehlo.reshape"(%1938) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1940 = "stablehlo.broadcast_in_dim"(%1939) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1941 = stablehlo.multiply %1937, %1940 : tensor<2x1x1x16xf32>
    %1942 = stablehlo.add %1936, %1941 : tensor<2x1x1x16xf32>
    %1943 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 6, 16>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1944 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 16>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1945 = "stablehlo.reshape"(%1944) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1947 = stablehlo.multiply %1943, %1946 : tensor<2x1x1x16xf32>
    %1948 = stablehlo.add %1942, %1947 : tensor<2x1x1x16xf32>
    %1949 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 1, 7, 16>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1950 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 16>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1951 = "stablehlo.reshape"(%1950) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1952 = "stablehlo.broadcast_in_dim"(%1951) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1953 = stablehlo.multiply %1949, %1952 : tensor<2x1x1x16xf32>
    %1954 = stablehlo.add %1948, %1953 : tensor<2x1x1x16xf32>
    %1955 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1956 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 16>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1957 = "stablehlo.reshape"(%1956) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1958 = "stablehlo.broadcast_in_dim"(%1957) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1959 = stablehlo.multiply %1955, %1958 : tensor<2x1x1x16xf32>
    %1960 = stablehlo.add %1954, %1959 : tensor<2x1x1x16xf32>
    %1961 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 2, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1962 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 16>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1963 = "stablehlo.reshape"(%1962) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1964 = "stablehlo.broadcast_in_dim"(%1963) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1965 = stablehlo.multiply %1961, %1964 : tensor<2x1x1x16xf32>
    %1966 = stablehlo.add %1960, %1965 : tensor<2x1x1x16xf32>
    %1967 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 3, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1968 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 16>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1969 = "stablehlo.reshape"(%1968) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1970 = "stablehlo.broadcast_in_dim"(%1969) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1971 = stablehlo.multiply %1967, %1970 : tensor<2x1x1x16xf32>
    %1972 = stablehlo.add %1966, %1971 : tensor<2x1x1x16xf32>
    %1973 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 4, 16>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1974 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 16>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1975 = "stablehlo.reshape"(%1974) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1976 = "stablehlo.broadcast_in_dim"(%1975) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1977 = stablehlo.multiply %1973, %1976 : tensor<2x1x1x16xf32>
    %1978 = stablehlo.add %1972, %1977 : tensor<2x1x1x16xf32>
    %1979 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 5, 16>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1980 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 16>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1981 = "stablehlo.reshape"(%1980) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%1981) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1983 = stablehlo.multiply %1979, %1982 : tensor<2x1x1x16xf32>
    %1984 = stablehlo.add %1978, %1983 : tensor<2x1x1x16xf32>
    %1985 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 6, 16>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1986 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 16>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1987 = "stablehlo.reshape"(%1986) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1988 = "stablehlo.broadcast_in_dim"(%1987) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1989 = stablehlo.multiply %1985, %1988 : tensor<2x1x1x16xf32>
    %1990 = stablehlo.add %1984, %1989 : tensor<2x1x1x16xf32>
    %1991 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 2, 7, 16>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1992 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 16>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1993 = "stablehlo.reshape"(%1992) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1994 = "stablehlo.broadcast_in_dim"(%1993) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1995 = stablehlo.multiply %1991, %1994 : tensor<2x1x1x16xf32>
    %1996 = stablehlo.add %1990, %1995 : tensor<2x1x1x16xf32>
    %1997 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1998 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 16>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1999 = "stablehlo.reshape"(%1998) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2000 = "stablehlo.broadcast_in_dim"(%1999) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2001 = stablehlo.multiply %1997, %2000 : tensor<2x1x1x16xf32>
    %2002 = stablehlo.add %1996, %2001 : tensor<2x1x1x16xf32>
    %2003 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 2, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2004 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 16>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2005 = "stablehlo.reshape"(%2004) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%2005) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2007 = stablehlo.multiply %2003, %2006 : tensor<2x1x1x16xf32>
    %2008 = stablehlo.add %2002, %2007 : tensor<2x1x1x16xf32>
    %2009 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 3, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2010 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 16>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2011 = "stablehlo.reshape"(%2010) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2012 = "stablehlo.broadcast_in_dim"(%2011) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2013 = stablehlo.multiply %2009, %2012 : tensor<2x1x1x16xf32>
    %2014 = stablehlo.add %2008, %2013 : tensor<2x1x1x16xf32>
    %2015 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 4, 16>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2016 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 16>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2017 = "stablehlo.reshape"(%2016) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%2017) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2019 = stablehlo.multiply %2015, %2018 : tensor<2x1x1x16xf32>
    %2020 = stablehlo.add %2014, %2019 : tensor<2x1x1x16xf32>
    %2021 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 5, 16>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2022 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 16>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2023 = "stablehlo.reshape"(%2022) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2024 = "stablehlo.broadcast_in_dim"(%2023) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2025 = stablehlo.multiply %2021, %2024 : tensor<2x1x1x16xf32>
    %2026 = stablehlo.add %2020, %2025 : tensor<2x1x1x16xf32>
    %2027 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 6, 16>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2028 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 16>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2029 = "stablehlo.reshape"(%2028) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2030 = "stablehlo.broadcast_in_dim"(%2029) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2031 = stablehlo.multiply %2027, %2030 : tensor<2x1x1x16xf32>
    %2032 = stablehlo.add %2026, %2031 : tensor<2x1x1x16xf32>
    %2033 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 3, 7, 16>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2034 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 16>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2035 = "stablehlo.reshape"(%2034) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2036 = "stablehlo.broadcast_in_dim"(%2035) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2037 = stablehlo.multiply %2033, %2036 : tensor<2x1x1x16xf32>
    %2038 = stablehlo.add %2032, %2037 : tensor<2x1x1x16xf32>
    %2039 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2040 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 16>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2041 = "stablehlo.reshape"(%2040) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2042 = "stablehlo.broadcast_in_dim"(%2041) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2043 = stablehlo.multiply %2039, %2042 : tensor<2x1x1x16xf32>
    %2044 = stablehlo.add %2038, %2043 : tensor<2x1x1x16xf32>
    %2045 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 2, 16>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2046 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 16>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2047 = "stablehlo.reshape"(%2046) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2048 = "stablehlo.broadcast_in_dim"(%2047) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2049 = stablehlo.multiply %2045, %2048 : tensor<2x1x1x16xf32>
    %2050 = stablehlo.add %2044, %2049 : tensor<2x1x1x16xf32>
    %2051 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 3, 16>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2052 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 16>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2053 = "stablehlo.reshape"(%2052) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2054 = "stablehlo.broadcast_in_dim"(%2053) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2055 = stablehlo.multiply %2051, %2054 : tensor<2x1x1x16xf32>
    %2056 = stablehlo.add %2050, %2055 : tensor<2x1x1x16xf32>
    %2057 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 4, 16>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2058 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 16>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2059 = "stablehlo.reshape"(%2058) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%2059) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2061 = stablehlo.multiply %2057, %2060 : tensor<2x1x1x16xf32>
    %2062 = stablehlo.add %2056, %2061 : tensor<2x1x1x16xf32>
    %2063 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 5, 16>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2064 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 16>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2065 = "stablehlo.reshape"(%2064) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2066 = "stablehlo.broadcast_in_dim"(%2065) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2067 = stablehlo.multiply %2063, %2066 : tensor<2x1x1x16xf32>
    %2068 = stablehlo.add %2062, %2067 : tensor<2x1x1x16xf32>
    %2069 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 6, 16>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2070 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 16>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2071 = "stablehlo.reshape"(%2070) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2072 = "stablehlo.broadcast_in_dim"(%2071) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2073 = stablehlo.multiply %2069, %2072 : tensor<2x1x1x16xf32>
    %2074 = stablehlo.add %2068, %2073 : tensor<2x1x1x16xf32>
    %2075 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 4, 7, 16>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2076 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2077 = "stablehlo.reshape"(%2076) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2078 = "stablehlo.broadcast_in_dim"(%2077) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2079 = stablehlo.multiply %2075, %2078 : tensor<2x1x1x16xf32>
    %2080 = stablehlo.add %2074, %2079 : tensor<2x1x1x16xf32>
    %2081 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2082 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 16>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2083 = "stablehlo.reshape"(%2082) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2084 = "stablehlo.broadcast_in_dim"(%2083) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2085 = stablehlo.multiply %2081, %2084 : tensor<2x1x1x16xf32>
    %2086 = stablehlo.add %2080, %2085 : tensor<2x1x1x16xf32>
    %2087 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 2, 16>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2088 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 16>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2089 = "stablehlo.reshape"(%2088) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2090 = "stablehlo.broadcast_in_dim"(%2089) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2091 = stablehlo.multiply %2087, %2090 : tensor<2x1x1x16xf32>
    %2092 = stablehlo.add %2086, %2091 : tensor<2x1x1x16xf32>
    %2093 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 3, 16>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2094 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 16>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2095 = "stablehlo.reshape"(%2094) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2096 = "stablehlo.broadcast_in_dim"(%2095) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2097 = stablehlo.multiply %2093, %2096 : tensor<2x1x1x16xf32>
    %2098 = stablehlo.add %2092, %2097 : tensor<2x1x1x16xf32>
    %2099 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 4, 16>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2100 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 16>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2101 = "stablehlo.reshape"(%2100) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2102 = "stablehlo.broadcast_in_dim"(%2101) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2103 = stablehlo.multiply %2099, %2102 : tensor<2x1x1x16xf32>
    %2104 = stablehlo.add %2098, %2103 : tensor<2x1x1x16xf32>
    %2105 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 5, 16>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2106 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 16>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2107 = "stablehlo.reshape"(%2106) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2108 = "stablehlo.broadcast_in_dim"(%2107) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2109 = stablehlo.multiply %2105, %2108 : tensor<2x1x1x16xf32>
    %2110 = stablehlo.add %2104, %2109 : tensor<2x1x1x16xf32>
    %2111 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 6, 16>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2112 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 16>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2113 = "stablehlo.reshape"(%2112) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2114 = "stablehlo.broadcast_in_dim"(%2113) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2115 = stablehlo.multiply %2111, %2114 : tensor<2x1x1x16xf32>
    %2116 = stablehlo.add %2110, %2115 : tensor<2x1x1x16xf32>
    %2117 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 5, 7, 16>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2118 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 16>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2119 = "stablehlo.reshape"(%2118) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2120 = "stablehlo.broadcast_in_dim"(%2119) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2121 = stablehlo.multiply %2117, %2120 : tensor<2x1x1x16xf32>
    %2122 = stablehlo.add %2116, %2121 : tensor<2x1x1x16xf32>
    %2123 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2124 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2125 = "stablehlo.reshape"(%2124) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2126 = "stablehlo.broadcast_in_dim"(%2125) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2127 = stablehlo.multiply %2123, %2126 : tensor<2x1x1x16xf32>
    %2128 = stablehlo.add %2122, %2127 : tensor<2x1x1x16xf32>
    %2129 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 2, 16>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2130 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2131 = "stablehlo.reshape"(%2130) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2132 = "stablehlo.broadcast_in_dim"(%2131) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2133 = stablehlo.multiply %2129, %2132 : tensor<2x1x1x16xf32>
    %2134 = stablehlo.add %2128, %2133 : tensor<2x1x1x16xf32>
    %2135 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 3, 16>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2136 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2137 = "stablehlo.reshape"(%2136) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2138 = "stablehlo.broadcast_in_dim"(%2137) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2139 = stablehlo.multiply %2135, %2138 : tensor<2x1x1x16xf32>
    %2140 = stablehlo.add %2134, %2139 : tensor<2x1x1x16xf32>
    %2141 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 4, 16>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2142 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2143 = "stablehlo.reshape"(%2142) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2144 = "stablehlo.broadcast_in_dim"(%2143) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2145 = stablehlo.multiply %2141, %2144 : tensor<2x1x1x16xf32>
    %2146 = stablehlo.add %2140, %2145 : tensor<2x1x1x16xf32>
    %2147 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 5, 16>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2148 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2149 = "stablehlo.reshape"(%2148) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2150 = "stablehlo.broadcast_in_dim"(%2149) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2151 = stablehlo.multiply %2147, %2150 : tensor<2x1x1x16xf32>
    %2152 = stablehlo.add %2146, %2151 : tensor<2x1x1x16xf32>
    %2153 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 6, 16>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2154 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2155 = "stablehlo.reshape"(%2154) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2156 = "stablehlo.broadcast_in_dim"(%2155) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2157 = stablehlo.multiply %2153, %2156 : tensor<2x1x1x16xf32>
    %2158 = stablehlo.add %2152, %2157 : tensor<2x1x1x16xf32>
    %2159 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 6, 7, 16>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2160 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2161 = "stablehlo.reshape"(%2160) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2162 = "stablehlo.broadcast_in_dim"(%2161) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2163 = stablehlo.multiply %2159, %2162 : tensor<2x1x1x16xf32>
    %2164 = stablehlo.add %2158, %2163 : tensor<2x1x1x16xf32>
    %2165 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2166 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2167 = "stablehlo.reshape"(%2166) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2168 = "stablehlo.broadcast_in_dim"(%2167) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2169 = stablehlo.multiply %2165, %2168 : tensor<2x1x1x16xf32>
    %2170 = stablehlo.add %2164, %2169 : tensor<2x1x1x16xf32>
    %2171 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 2, 16>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2172 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2173 = "stablehlo.reshape"(%2172) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%2173) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2175 = stablehlo.multiply %2171, %2174 : tensor<2x1x1x16xf32>
    %2176 = stablehlo.add %2170, %2175 : tensor<2x1x1x16xf32>
    %2177 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 3, 16>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2178 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2179 = "stablehlo.reshape"(%2178) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2180 = "stablehlo.broadcast_in_dim"(%2179) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2181 = stablehlo.multiply %2177, %2180 : tensor<2x1x1x16xf32>
    %2182 = stablehlo.add %2176, %2181 : tensor<2x1x1x16xf32>
    %2183 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 4, 16>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2184 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2185 = "stablehlo.reshape"(%2184) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2186 = "stablehlo.broadcast_in_dim"(%2185) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2187 = stablehlo.multiply %2183, %2186 : tensor<2x1x1x16xf32>
    %2188 = stablehlo.add %2182, %2187 : tensor<2x1x1x16xf32>
    %2189 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 5, 16>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2190 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2191 = "stablehlo.reshape"(%2190) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2192 = "stablehlo.broadcast_in_dim"(%2191) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2193 = stablehlo.multiply %2189, %2192 : tensor<2x1x1x16xf32>
    %2194 = stablehlo.add %2188, %2193 : tensor<2x1x1x16xf32>
    %2195 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 6, 16>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2196 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2197 = "stablehlo.reshape"(%2196) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2198 = "stablehlo.broadcast_in_dim"(%2197) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2199 = stablehlo.multiply %2195, %2198 : tensor<2x1x1x16xf32>
    %2200 = stablehlo.add %2194, %2199 : tensor<2x1x1x16xf32>
    %2201 = "stablehlo.slice"(%1913) {limit_indices = array<i64: 2, 7, 7, 16>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2202 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2203 = "stablehlo.reshape"(%2202) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2204 = "stablehlo.broadcast_in_dim"(%2203) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2205 = stablehlo.multiply %2201, %2204 : tensor<2x1x1x16xf32>
    %2206 = stablehlo.add %2200, %2205 : tensor<2x1x1x16xf32>
    %2207 = stablehlo.add %2206, %1519 : tensor<2x1x1x16xf32>
    %2208 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %2209 = "stablehlo.convolution"(%2207, %2208) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x2x12xf32>
    %2210 = "stablehlo.convolution"(%1099, %2207) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x1x1x16xf32>) -> tensor<2x2x12x16xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<f32>
    %2212 = "stablehlo.reduce"(%2207, %2211) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %2213 = stablehlo.multiply %2209, %1096 : tensor<2x2x2x12xf32>
    %2214 = stablehlo.constant dense<0.0> : tensor<f32>
    %2215 = "stablehlo.reduce"(%2213, %2214) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2216 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2217 = stablehlo.divide %2215, %2216 : tensor<2x2x2xf32>
    %2218 = "stablehlo.broadcast_in_dim"(%2217) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2219 = stablehlo.subtract %2213, %2218 : tensor<2x2x2x12xf32>
    %2220 = stablehlo.multiply %2213, %1095 : tensor<2x2x2x12xf32>
    %2221 = stablehlo.constant dense<0.0> : tensor<f32>
    %2222 = "stablehlo.reduce"(%2220, %2221) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2223 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2224 = stablehlo.divide %2222, %2223 : tensor<2x2x2xf32>
    %2225 = "stablehlo.broadcast_in_dim"(%2224) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2226 = stablehlo.multiply %1095, %2225 : tensor<2x2x2x12xf32>
    %2227 = stablehlo.subtract %2219, %2226 : tensor<2x2x2x12xf32>
    %2228 = stablehlo.multiply %1094, %2227 : tensor<2x2x2x12xf32>
    %2229 = stablehlo.multiply %2209, %1095 : tensor<2x2x2x12xf32>
    %2230 = stablehlo.constant dense<0.0> : tensor<f32>
    %2231 = "stablehlo.reduce"(%2229, %2230) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2232 = stablehlo.constant dense<0.0> : tensor<f32>
    %2233 = "stablehlo.reduce"(%2209, %2232) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2234 = stablehlo.multiply %2228, %1077 : tensor<2x2x2x12xf32>
    %2235 = stablehlo.multiply %2234, %1074 : tensor<2x2x2x12xf32>
    %2236 = stablehlo.multiply %2234, %1073 : tensor<2x2x2x12xf32>
    %2237 = stablehlo.constant dense<0.0> : tensor<f32>
    %2238 = "stablehlo.reduce"(%2236, %2237) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2239 = "stablehlo.dot_general"(%2235, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x12xf32>, tensor<48x12xf32>) -> tensor<2x2x2x48xf32>
    %2240 = "stablehlo.dot_general"(%2235, %1070) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %2241 = "stablehlo.transpose"(%2240) {permutation = array<i64: 1, 0>} : (tensor<12x48xf32>) -> tensor<48x12xf32>
    %2242 = stablehlo.constant dense<0.0> : tensor<f32>
    %2243 = "stablehlo.reduce"(%2235, %2242) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2244 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %2245 = stablehlo.multiply %1067, %2244 : tensor<2x2x2x48xf32>
    %2246 = stablehlo.multiply %1064, %1064 : tensor<2x2x2x48xf32>
    %2247 = stablehlo.negate %2246 : tensor<2x2x2x48xf32>
    %2248 = stablehlo.exponential %2247 : tensor<2x2x2x48xf32>
    %2249 = stablehlo.constant dense<0.3989423> : tensor<2x2x2x48xf32>
    %2250 = stablehlo.multiply %2248, %2249 : tensor<2x2x2x48xf32>
    %2251 = stablehlo.multiply %1062, %2250 : tensor<2x2x2x48xf32>
    %2252 = stablehlo.add %2245, %2251 : tensor<2x2x2x48xf32>
    %2253 = stablehlo.multiply %2239, %2252 : tensor<2x2x2x48xf32>
    %2254 = "stablehlo.dot_general"(%2253, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x48xf32>, tensor<12x48xf32>) -> tensor<2x2x2x12xf32>
    %2255 = "stablehlo.dot_general"(%1059, %2253) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %2256 = stablehlo.constant dense<0.0> : tensor<f32>
    %2257 = "stablehlo.reduce"(%2253, %2256) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x48xf32>, tensor<f32>) -> tensor<48xf32>
    %2258 = stablehlo.multiply %2254, %1056 : tensor<2x2x2x12xf32>
    %2259 = stablehlo.constant dense<0.0> : tensor<f32>
    %2260 = "stablehlo.reduce"(%2258, %2259) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2261 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2262 = stablehlo.divide %2260, %2261 : tensor<2x2x2xf32>
    %2263 = "stablehlo.broadcast_in_dim"(%2262) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2264 = stablehlo.subtract %2258, %2263 : tensor<2x2x2x12xf32>
    %2265 = stablehlo.multiply %2258, %1055 : tensor<2x2x2x12xf32>
    %2266 = stablehlo.constant dense<0.0> : tensor<f32>
    %2267 = "stablehlo.reduce"(%2265, %2266) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2268 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2269 = stablehlo.divide %2267, %2268 : tensor<2x2x2xf32>
    %2270 = "stablehlo.broadcast_in_dim"(%2269) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2271 = stablehlo.multiply %1055, %2270 : tensor<2x2x2x12xf32>
    %2272 = stablehlo.subtract %2264, %2271 : tensor<2x2x2x12xf32>
    %2273 = stablehlo.multiply %1054, %2272 : tensor<2x2x2x12xf32>
    %2274 = stablehlo.multiply %2254, %1055 : tensor<2x2x2x12xf32>
    %2275 = stablehlo.constant dense<0.0> : tensor<f32>
    %2276 = "stablehlo.reduce"(%2274, %2275) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2277 = stablehlo.constant dense<0.0> : tensor<f32>
    %2278 = "stablehlo.reduce"(%2254, %2277) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2279 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 2, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2280 = stablehlo.multiply %2279, %2273 : tensor<2x2x2x12xf32>
    %2281 = stablehlo.constant dense<0.0> : tensor<f32>
    %2282 = "stablehlo.reduce"(%2280, %2281) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2283 = stablehlo.constant dense<0.0> : tensor<f32>
    %2284 = "stablehlo.reduce"(%2282, %2283) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2285 = "stablehlo.reshape"(%2284) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2286 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 3, 12>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2287 = stablehlo.multiply %2286, %2273 : tensor<2x2x2x12xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<f32>
    %2289 = "stablehlo.reduce"(%2287, %2288) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2290 = stablehlo.constant dense<0.0> : tensor<f32>
    %2291 = "stablehlo.reduce"(%2289, %2290) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2292 = "stablehlo.reshape"(%2291) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2293 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 4, 12>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2294 = stablehlo.multiply %2293, %2273 : tensor<2x2x2x12xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2297 = stablehlo.constant dense<0.0> : tensor<f32>
    %2298 = "stablehlo.reduce"(%2296, %2297) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2299 = "stablehlo.reshape"(%2298) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2300 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 5, 12>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2301 = stablehlo.multiply %2300, %2273 : tensor<2x2x2x12xf32>
    %2302 = stablehlo.constant dense<0.0> : tensor<f32>
    %2303 = "stablehlo.reduce"(%2301, %2302) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2304 = stablehlo.constant dense<0.0> : tensor<f32>
    %2305 = "stablehlo.reduce"(%2303, %2304) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2306 = "stablehlo.reshape"(%2305) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2307 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 6, 12>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2308 = stablehlo.multiply %2307, %2273 : tensor<2x2x2x12xf32>
    %2309 = stablehlo.constant dense<0.0> : tensor<f32>
    %2310 = "stablehlo.reduce"(%2308, %2309) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2311 = stablehlo.constant dense<0.0> : tensor<f32>
    %2312 = "stablehlo.reduce"(%2310, %2311) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2313 = "stablehlo.reshape"(%2312) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2314 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 7, 12>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2315 = stablehlo.multiply %2314, %2273 : tensor<2x2x2x12xf32>
    %2316 = stablehlo.constant dense<0.0> : tensor<f32>
    %2317 = "stablehlo.reduce"(%2315, %2316) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2318 = stablehlo.constant dense<0.0> : tensor<f32>
    %2319 = "stablehlo.reduce"(%2317, %2318) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2320 = "stablehlo.reshape"(%2319) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2321 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 8, 12>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2322 = stablehlo.multiply %2321, %2273 : tensor<2x2x2x12xf32>
    %2323 = stablehlo.constant dense<0.0> : tensor<f32>
    %2324 = "stablehlo.reduce"(%2322, %2323) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2325 = stablehlo.constant dense<0.0> : tensor<f32>
    %2326 = "stablehlo.reduce"(%2324, %2325) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2327 = "stablehlo.reshape"(%2326) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2328 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 2, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2329 = stablehlo.multiply %2328, %2273 : tensor<2x2x2x12xf32>
    %2330 = stablehlo.constant dense<0.0> : tensor<f32>
    %2331 = "stablehlo.reduce"(%2329, %2330) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2332 = stablehlo.constant dense<0.0> : tensor<f32>
    %2333 = "stablehlo.reduce"(%2331, %2332) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2334 = "stablehlo.reshape"(%2333) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2335 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 3, 12>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2336 = stablehlo.multiply %2335, %2273 : tensor<2x2x2x12xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<f32>
    %2338 = "stablehlo.reduce"(%2336, %2337) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2339 = stablehlo.constant dense<0.0> : tensor<f32>
    %2340 = "stablehlo.reduce"(%2338, %2339) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2341 = "stablehlo.reshape"(%2340) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2342 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 4, 12>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2343 = stablehlo.multiply %2342, %2273 : tensor<2x2x2x12xf32>
    %2344 = stablehlo.constant dense<0.0> : tensor<f32>
    %2345 = "stablehlo.reduce"(%2343, %2344) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2346 = stablehlo.constant dense<0.0> : tensor<f32>
    %2347 = "stablehlo.reduce"(%2345, %2346) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2348 = "stablehlo.reshape"(%2347) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2349 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 5, 12>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2350 = stablehlo.multiply %2349, %2273 : tensor<2x2x2x12xf32>
    %2351 = stablehlo.constant dense<0.0> : tensor<f32>
    %2352 = "stablehlo.reduce"(%2350, %2351) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2353 = stablehlo.constant dense<0.0> : tensor<f32>
    %2354 = "stablehlo.reduce"(%2352, %2353) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2355 = "stablehlo.reshape"(%2354) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2356 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 6, 12>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2357 = stablehlo.multiply %2356, %2273 : tensor<2x2x2x12xf32>
    %2358 = stablehlo.constant dense<0.0> : tensor<f32>
    %2359 = "stablehlo.reduce"(%2357, %2358) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2360 = stablehlo.constant dense<0.0> : tensor<f32>
    %2361 = "stablehlo.reduce"(%2359, %2360) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2362 = "stablehlo.reshape"(%2361) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2363 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 7, 12>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2364 = stablehlo.multiply %2363, %2273 : tensor<2x2x2x12xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2367 = stablehlo.constant dense<0.0> : tensor<f32>
    %2368 = "stablehlo.reduce"(%2366, %2367) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2369 = "stablehlo.reshape"(%2368) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2370 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 8, 12>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2371 = stablehlo.multiply %2370, %2273 : tensor<2x2x2x12xf32>
    %2372 = stablehlo.constant dense<0.0> : tensor<f32>
    %2373 = "stablehlo.reduce"(%2371, %2372) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2374 = stablehlo.constant dense<0.0> : tensor<f32>
    %2375 = "stablehlo.reduce"(%2373, %2374) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2376 = "stablehlo.reshape"(%2375) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2377 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 2, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2378 = stablehlo.multiply %2377, %2273 : tensor<2x2x2x12xf32>
    %2379 = stablehlo.constant dense<0.0> : tensor<f32>
    %2380 = "stablehlo.reduce"(%2378, %2379) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2381 = stablehlo.constant dense<0.0> : tensor<f32>
    %2382 = "stablehlo.reduce"(%2380, %2381) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2383 = "stablehlo.reshape"(%2382) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2384 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 3, 12>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2385 = stablehlo.multiply %2384, %2273 : tensor<2x2x2x12xf32>
    %2386 = stablehlo.constant dense<0.0> : tensor<f32>
    %2387 = "stablehlo.reduce"(%2385, %2386) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2388 = stablehlo.constant dense<0.0> : tensor<f32>
    %2389 = "stablehlo.reduce"(%2387, %2388) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2390 = "stablehlo.reshape"(%2389) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2391 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 4, 12>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2392 = stablehlo.multiply %2391, %2273 : tensor<2x2x2x12xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2395 = stablehlo.constant dense<0.0> : tensor<f32>
    %2396 = "stablehlo.reduce"(%2394, %2395) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2397 = "stablehlo.reshape"(%2396) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2398 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 5, 12>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2399 = stablehlo.multiply %2398, %2273 : tensor<2x2x2x12xf32>
    %2400 = stablehlo.constant dense<0.0> : tensor<f32>
    %2401 = "stablehlo.reduce"(%2399, %2400) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2402 = stablehlo.constant dense<0.0> : tensor<f32>
    %2403 = "stablehlo.reduce"(%2401, %2402) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2404 = "stablehlo.reshape"(%2403) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2405 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 6, 12>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2406 = stablehlo.multiply %2405, %2273 : tensor<2x2x2x12xf32>
    %2407 = stablehlo.constant dense<0.0> : tensor<f32>
    %2408 = "stablehlo.reduce"(%2406, %2407) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<f32>
    %2410 = "stablehlo.reduce"(%2408, %2409) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2411 = "stablehlo.reshape"(%2410) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2412 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 7, 12>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2413 = stablehlo.multiply %2412, %2273 : tensor<2x2x2x12xf32>
    %2414 = stablehlo.constant dense<0.0> : tensor<f32>
    %2415 = "stablehlo.reduce"(%2413, %2414) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2416 = stablehlo.constant dense<0.0> : tensor<f32>
    %2417 = "stablehlo.reduce"(%2415, %2416) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2418 = "stablehlo.reshape"(%2417) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2419 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 8, 12>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2420 = stablehlo.multiply %2419, %2273 : tensor<2x2x2x12xf32>
    %2421 = stablehlo.constant dense<0.0> : tensor<f32>
    %2422 = "stablehlo.reduce"(%2420, %2421) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2423 = stablehlo.constant dense<0.0> : tensor<f32>
    %2424 = "stablehlo.reduce"(%2422, %2423) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2425 = "stablehlo.reshape"(%2424) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2426 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 2, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2427 = stablehlo.multiply %2426, %2273 : tensor<2x2x2x12xf32>
    %2428 = stablehlo.constant dense<0.0> : tensor<f32>
    %2429 = "stablehlo.reduce"(%2427, %2428) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2430 = stablehlo.constant dense<0.0> : tensor<f32>
    %2431 = "stablehlo.reduce"(%2429, %2430) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2432 = "stablehlo.reshape"(%2431) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2433 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 3, 12>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2434 = stablehlo.multiply %2433, %2273 : tensor<2x2x2x12xf32>
    %2435 = stablehlo.constant dense<0.0> : tensor<f32>
    %2436 = "stablehlo.reduce"(%2434, %2435) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2437 = stablehlo.constant dense<0.0> : tensor<f32>
    %2438 = "stablehlo.reduce"(%2436, %2437) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2439 = "stablehlo.reshape"(%2438) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2440 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 4, 12>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2441 = stablehlo.multiply %2440, %2273 : tensor<2x2x2x12xf32>
    %2442 = stablehlo.constant dense<0.0> : tensor<f32>
    %2443 = "stablehlo.reduce"(%2441, %2442) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2444 = stablehlo.constant dense<0.0> : tensor<f32>
    %2445 = "stablehlo.reduce"(%2443, %2444) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2446 = "stablehlo.reshape"(%2445) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2447 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 5, 12>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2448 = stablehlo.multiply %2447, %2273 : tensor<2x2x2x12xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.reduce"(%2448, %2449) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2451 = stablehlo.constant dense<0.0> : tensor<f32>
    %2452 = "stablehlo.reduce"(%2450, %2451) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2453 = "stablehlo.reshape"(%2452) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2454 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 6, 12>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2455 = stablehlo.multiply %2454, %2273 : tensor<2x2x2x12xf32>
    %2456 = stablehlo.constant dense<0.0> : tensor<f32>
    %2457 = "stablehlo.reduce"(%2455, %2456) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2458 = stablehlo.constant dense<0.0> : tensor<f32>
    %2459 = "stablehlo.reduce"(%2457, %2458) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2460 = "stablehlo.reshape"(%2459) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2461 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 7, 12>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2462 = stablehlo.multiply %2461, %2273 : tensor<2x2x2x12xf32>
    %2463 = stablehlo.constant dense<0.0> : tensor<f32>
    %2464 = "stablehlo.reduce"(%2462, %2463) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2465 = stablehlo.constant dense<0.0> : tensor<f32>
    %2466 = "stablehlo.reduce"(%2464, %2465) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2467 = "stablehlo.reshape"(%2466) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2468 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 8, 12>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2469 = stablehlo.multiply %2468, %2273 : tensor<2x2x2x12xf32>
    %2470 = stablehlo.constant dense<0.0> : tensor<f32>
    %2471 = "stablehlo.reduce"(%2469, %2470) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2472 = stablehlo.constant dense<0.0> : tensor<f32>
    %2473 = "stablehlo.reduce"(%2471, %2472) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2474 = "stablehlo.reshape"(%2473) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2475 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 2, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2476 = stablehlo.multiply %2475, %2273 : tensor<2x2x2x12xf32>
    %2477 = stablehlo.constant dense<0.0> : tensor<f32>
    %2478 = "stablehlo.reduce"(%2476, %2477) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2479 = stablehlo.constant dense<0.0> : tensor<f32>
    %2480 = "stablehlo.reduce"(%2478, %2479) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2481 = "stablehlo.reshape"(%2480) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2482 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 3, 12>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2483 = stablehlo.multiply %2482, %2273 : tensor<2x2x2x12xf32>
    %2484 = stablehlo.constant dense<0.0> : tensor<f32>
    %2485 = "stablehlo.reduce"(%2483, %2484) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2486 = stablehlo.constant dense<0.0> : tensor<f32>
    %2487 = "stablehlo.reduce"(%2485, %2486) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2488 = "stablehlo.reshape"(%2487) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2489 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 4, 12>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2490 = stablehlo.multiply %2489, %2273 : tensor<2x2x2x12xf32>
    %2491 = stablehlo.constant dense<0.0> : tensor<f32>
    %2492 = "stablehlo.reduce"(%2490, %2491) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2493 = stablehlo.constant dense<0.0> : tensor<f32>
    %2494 = "stablehlo.reduce"(%2492, %2493) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2495 = "stablehlo.reshape"(%2494) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2496 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 5, 12>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2497 = stablehlo.multiply %2496, %2273 : tensor<2x2x2x12xf32>
    %2498 = stablehlo.constant dense<0.0> : tensor<f32>
    %2499 = "stablehlo.reduce"(%2497, %2498) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2500 = stablehlo.constant dense<0.0> : tensor<f32>
    %2501 = "stablehlo.reduce"(%2499, %2500) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2502 = "stablehlo.reshape"(%2501) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2503 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 6, 12>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2504 = stablehlo.multiply %2503, %2273 : tensor<2x2x2x12xf32>
    %2505 = stablehlo.constant dense<0.0> : tensor<f32>
    %2506 = "stablehlo.reduce"(%2504, %2505) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2507 = stablehlo.constant dense<0.0> : tensor<f32>
    %2508 = "stablehlo.reduce"(%2506, %2507) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2509 = "stablehlo.reshape"(%2508) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2510 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 7, 12>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2511 = stablehlo.multiply %2510, %2273 : tensor<2x2x2x12xf32>
    %2512 = stablehlo.constant dense<0.0> : tensor<f32>
    %2513 = "stablehlo.reduce"(%2511, %2512) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2514 = stablehlo.constant dense<0.0> : tensor<f32>
    %2515 = "stablehlo.reduce"(%2513, %2514) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2516 = "stablehlo.reshape"(%2515) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2517 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 8, 12>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2518 = stablehlo.multiply %2517, %2273 : tensor<2x2x2x12xf32>
    %2519 = stablehlo.constant dense<0.0> : tensor<f32>
    %2520 = "stablehlo.reduce"(%2518, %2519) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2521 = stablehlo.constant dense<0.0> : tensor<f32>
    %2522 = "stablehlo.reduce"(%2520, %2521) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2523 = "stablehlo.reshape"(%2522) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2524 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 2, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2525 = stablehlo.multiply %2524, %2273 : tensor<2x2x2x12xf32>
    %2526 = stablehlo.constant dense<0.0> : tensor<f32>
    %2527 = "stablehlo.reduce"(%2525, %2526) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2528 = stablehlo.constant dense<0.0> : tensor<f32>
    %2529 = "stablehlo.reduce"(%2527, %2528) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2530 = "stablehlo.reshape"(%2529) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2531 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 3, 12>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2532 = stablehlo.multiply %2531, %2273 : tensor<2x2x2x12xf32>
    %2533 = stablehlo.constant dense<0.0> : tensor<f32>
    %2534 = "stablehlo.reduce"(%2532, %2533) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<f32>
    %2536 = "stablehlo.reduce"(%2534, %2535) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2537 = "stablehlo.reshape"(%2536) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2538 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 4, 12>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2539 = stablehlo.multiply %2538, %2273 : tensor<2x2x2x12xf32>
    %2540 = stablehlo.constant dense<0.0> : tensor<f32>
    %2541 = "stablehlo.reduce"(%2539, %2540) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2542 = stablehlo.constant dense<0.0> : tensor<f32>
    %2543 = "stablehlo.reduce"(%2541, %2542) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2544 = "stablehlo.reshape"(%2543) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2545 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 5, 12>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2546 = stablehlo.multiply %2545, %2273 : tensor<2x2x2x12xf32>
    %2547 = stablehlo.constant dense<0.0> : tensor<f32>
    %2548 = "stablehlo.reduce"(%2546, %2547) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2549 = stablehlo.constant dense<0.0> : tensor<f32>
    %2550 = "stablehlo.reduce"(%2548, %2549) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2551 = "stablehlo.reshape"(%2550) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2552 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 6, 12>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2553 = stablehlo.multiply %2552, %2273 : tensor<2x2x2x12xf32>
    %2554 = stablehlo.constant dense<0.0> : tensor<f32>
    %2555 = "stablehlo.reduce"(%2553, %2554) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2556 = stablehlo.constant dense<0.0> : tensor<f32>
    %2557 = "stablehlo.reduce"(%2555, %2556) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2558 = "stablehlo.reshape"(%2557) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2559 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 7, 12>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2560 = stablehlo.multiply %2559, %2273 : tensor<2x2x2x12xf32>
    %2561 = stablehlo.constant dense<0.0> : tensor<f32>
    %2562 = "stablehlo.reduce"(%2560, %2561) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2563 = stablehlo.constant dense<0.0> : tensor<f32>
    %2564 = "stablehlo.reduce"(%2562, %2563) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2565 = "stablehlo.reshape"(%2564) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2566 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 8, 12>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2567 = stablehlo.multiply %2566, %2273 : tensor<2x2x2x12xf32>
    %2568 = stablehlo.constant dense<0.0> : tensor<f32>
    %2569 = "stablehlo.reduce"(%2567, %2568) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2570 = stablehlo.constant dense<0.0> : tensor<f32>
    %2571 = "stablehlo.reduce"(%2569, %2570) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2572 = "stablehlo.reshape"(%2571) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2573 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 2, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2574 = stablehlo.multiply %2573, %2273 : tensor<2x2x2x12xf32>
    %2575 = stablehlo.constant dense<0.0> : tensor<f32>
    %2576 = "stablehlo.reduce"(%2574, %2575) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2577 = stablehlo.constant dense<0.0> : tensor<f32>
    %2578 = "stablehlo.reduce"(%2576, %2577) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2579 = "stablehlo.reshape"(%2578) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2580 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 3, 12>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2581 = stablehlo.multiply %2580, %2273 : tensor<2x2x2x12xf32>
    %2582 = stablehlo.constant dense<0.0> : tensor<f32>
    %2583 = "stablehlo.reduce"(%2581, %2582) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2584 = stablehlo.constant dense<0.0> : tensor<f32>
    %2585 = "stablehlo.reduce"(%2583, %2584) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2586 = "stablehlo.reshape"(%2585) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2587 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 4, 12>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2588 = stablehlo.multiply %2587, %2273 : tensor<2x2x2x12xf32>
    %2589 = stablehlo.constant dense<0.0> : tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2591 = stablehlo.constant dense<0.0> : tensor<f32>
    %2592 = "stablehlo.reduce"(%2590, %2591) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2593 = "stablehlo.reshape"(%2592) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2594 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 5, 12>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2595 = stablehlo.multiply %2594, %2273 : tensor<2x2x2x12xf32>
    %2596 = stablehlo.constant dense<0.0> : tensor<f32>
    %2597 = "stablehlo.reduce"(%2595, %2596) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2598 = stablehlo.constant dense<0.0> : tensor<f32>
    %2599 = "stablehlo.reduce"(%2597, %2598) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2600 = "stablehlo.reshape"(%2599) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2601 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 6, 12>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2602 = stablehlo.multiply %2601, %2273 : tensor<2x2x2x12xf32>
    %2603 = stablehlo.constant dense<0.0> : tensor<f32>
    %2604 = "stablehlo.reduce"(%2602, %2603) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2605 = stablehlo.constant dense<0.0> : tensor<f32>
    %2606 = "stablehlo.reduce"(%2604, %2605) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2607 = "stablehlo.reshape"(%2606) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2608 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 7, 12>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2609 = stablehlo.multiply %2608, %2273 : tensor<2x2x2x12xf32>
    %2610 = stablehlo.constant dense<0.0> : tensor<f32>
    %2611 = "stablehlo.reduce"(%2609, %2610) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2612 = stablehlo.constant dense<0.0> : tensor<f32>
    %2613 = "stablehlo.reduce"(%2611, %2612) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2614 = "stablehlo.reshape"(%2613) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2615 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 8, 12>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2616 = stablehlo.multiply %2615, %2273 : tensor<2x2x2x12xf32>
    %2617 = stablehlo.constant dense<0.0> : tensor<f32>
    %2618 = "stablehlo.reduce"(%2616, %2617) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2619 = stablehlo.constant dense<0.0> : tensor<f32>
    %2620 = "stablehlo.reduce"(%2618, %2619) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2621 = "stablehlo.reshape"(%2620) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2622 = "stablehlo.concatenate"(%2285, %2292, %2299, %2306, %2313, %2320, %2327, %2334, %2341, %2348, %2355, %2362, %2369, %2376, %2383, %2390, %2397, %2404, %2411, %2418, %2425, %2432, %2439, %2446, %2453, %2460, %2467, %2474, %2481, %2488, %2495, %2502, %2509, %2516, %2523, %2530, %2537, %2544, %2551, %2558, %2565, %2572, %2579, %2586, %2593, %2600, %2607, %2614, %2621) {dimension = 0 : i64} : (tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<49x12xf32>
    %2623 = "stablehlo.reshape"(%2622) : (tensor<49x12xf32>) -> tensor<7x7x1x12xf32>
    %2624 = stablehlo.constant dense<0.0> : tensor<f32>
    %2625 = "stablehlo.reduce"(%2273, %2624) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2626 = stablehlo.constant dense<0.0> : tensor<f32>
    %2627 = "stablehlo.pad"(%2273, %2626) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x8x8x12xf32>
    %2628 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 2, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2629 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 12>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2630 = "stablehlo.reshape"(%2629) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2631 = "stablehlo.broadcast_in_dim"(%2630) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2632 = stablehlo.multiply %2628, %2631 : tensor<2x2x2x12xf32>
    %2633 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 3, 12>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2634 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 12>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2635 = "stablehlo.reshape"(%2634) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%2635) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2637 = stablehlo.multiply %2633, %2636 : tensor<2x2x2x12xf32>
    %2638 = stablehlo.add %2632, %2637 : tensor<2x2x2x12xf32>
    %2639 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 4, 12>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2640 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 12>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2641 = "stablehlo.reshape"(%2640) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2642 = "stablehlo.broadcast_in_dim"(%2641) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2643 = stablehlo.multiply %2639, %2642 : tensor<2x2x2x12xf32>
    %2644 = stablehlo.add %2638, %2643 : tensor<2x2x2x12xf32>
    %2645 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 5, 12>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2646 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 12>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2647 = "stablehlo.reshape"(%2646) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2648 = "stablehlo.broadcast_in_dim"(%2647) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2649 = stablehlo.multiply %2645, %2648 : tensor<2x2x2x12xf32>
    %2650 = stablehlo.add %2644, %2649 : tensor<2x2x2x12xf32>
    %2651 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 6, 12>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2652 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 12>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2653 = "stablehlo.reshape"(%2652) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%2653) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2655 = stablehlo.multiply %2651, %2654 : tensor<2x2x2x12xf32>
    %2656 = stablehlo.add %2650, %2655 : tensor<2x2x2x12xf32>
    %2657 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 7, 12>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2658 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 12>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2659 = "stablehlo.reshape"(%2658) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2660 = "stablehlo.broadcast_in_dim"(%2659) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2661 = stablehlo.multiply %2657, %2660 : tensor<2x2x2x12xf32>
    %2662 = stablehlo.add %2656, %2661 : tensor<2x2x2x12xf32>
    %2663 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 2, 8, 12>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2664 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 12>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2665 = "stablehlo.reshape"(%2664) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2666 = "stablehlo.broadcast_in_dim"(%2665) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2667 = stablehlo.multiply %2663, %2666 : tensor<2x2x2x12xf32>
    %2668 = stablehlo.add %2662, %2667 : tensor<2x2x2x12xf32>
    %2669 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 2, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2670 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 12>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2671 = "stablehlo.reshape"(%2670) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2672 = "stablehlo.broadcast_in_dim"(%2671) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2673 = stablehlo.multiply %2669, %2672 : tensor<2x2x2x12xf32>
    %2674 = stablehlo.add %2668, %2673 : tensor<2x2x2x12xf32>
    %2675 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 3, 12>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2676 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 12>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2677 = "stablehlo.reshape"(%2676) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2678 = "stablehlo.broadcast_in_dim"(%2677) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2679 = stablehlo.multiply %2675, %2678 : tensor<2x2x2x12xf32>
    %2680 = stablehlo.add %2674, %2679 : tensor<2x2x2x12xf32>
    %2681 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 4, 12>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2682 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 12>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2683 = "stablehlo.reshape"(%2682) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2684 = "stablehlo.broadcast_in_dim"(%2683) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2685 = stablehlo.multiply %2681, %2684 : tensor<2x2x2x12xf32>
    %2686 = stablehlo.add %2680, %2685 : tensor<2x2x2x12xf32>
    %2687 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 5, 12>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2688 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 12>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2689 = "stablehlo.reshape"(%2688) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2690 = "stablehlo.broadcast_in_dim"(%2689) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2691 = stablehlo.multiply %2687, %2690 : tensor<2x2x2x12xf32>
    %2692 = stablehlo.add %2686, %2691 : tensor<2x2x2x12xf32>
    %2693 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 6, 12>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2694 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 12>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2695 = "stablehlo.reshape"(%2694) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2696 = "stablehlo.broadcast_in_dim"(%2695) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2697 = stablehlo.multiply %2693, %2696 : tensor<2x2x2x12xf32>
    %2698 = stablehlo.add %2692, %2697 : tensor<2x2x2x12xf32>
    %2699 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 7, 12>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2700 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 12>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2701 = "stablehlo.reshape"(%2700) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2702 = "stablehlo.broadcast_in_dim"(%2701) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2703 = stablehlo.multiply %2699, %2702 : tensor<2x2x2x12xf32>
    %2704 = stablehlo.add %2698, %2703 : tensor<2x2x2x12xf32>
    %2705 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 3, 8, 12>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2706 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 12>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2707 = "stablehlo.reshape"(%2706) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2708 = "stablehlo.broadcast_in_dim"(%2707) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2709 = stablehlo.multiply %2705, %2708 : tensor<2x2x2x12xf32>
    %2710 = stablehlo.add %2704, %2709 : tensor<2x2x2x12xf32>
    %2711 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 2, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2712 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 12>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2713 = "stablehlo.reshape"(%2712) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2714 = "stablehlo.broadcast_in_dim"(%2713) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2715 = stablehlo.multiply %2711, %2714 : tensor<2x2x2x12xf32>
    %2716 = stablehlo.add %2710, %2715 : tensor<2x2x2x12xf32>
    %2717 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 3, 12>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2718 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 12>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2719 = "stablehlo.reshape"(%2718) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2720 = "stablehlo.broadcast_in_dim"(%2719) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2721 = stablehlo.multiply %2717, %2720 : tensor<2x2x2x12xf32>
    %2722 = stablehlo.add %2716, %2721 : tensor<2x2x2x12xf32>
    %2723 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 4, 12>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2724 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 12>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2725 = "stablehlo.reshape"(%2724) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2726 = "stablehlo.broadcast_in_dim"(%2725) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2727 = stablehlo.multiply %2723, %2726 : tensor<2x2x2x12xf32>
    %2728 = stablehlo.add %2722, %2727 : tensor<2x2x2x12xf32>
    %2729 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 5, 12>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2730 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 12>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2731 = "stablehlo.reshape"(%2730) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2732 = "stablehlo.broadcast_in_dim"(%2731) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2733 = stablehlo.multiply %2729, %2732 : tensor<2x2x2x12xf32>
    %2734 = stablehlo.add %2728, %2733 : tensor<2x2x2x12xf32>
    %2735 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 6, 12>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2736 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 12>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2737 = "stablehlo.reshape"(%2736) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2738 = "stablehlo.broadcast_in_dim"(%2737) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2739 = stablehlo.multiply %2735, %2738 : tensor<2x2x2x12xf32>
    %2740 = stablehlo.add %2734, %2739 : tensor<2x2x2x12xf32>
    %2741 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 7, 12>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2742 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 12>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2743 = "stablehlo.reshape"(%2742) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2744 = "stablehlo.broadcast_in_dim"(%2743) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2745 = stablehlo.multiply %2741, %2744 : tensor<2x2x2x12xf32>
    %2746 = stablehlo.add %2740, %2745 : tensor<2x2x2x12xf32>
    %2747 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 4, 8, 12>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2748 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 12>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2749 = "stablehlo.reshape"(%2748) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2750 = "stablehlo.broadcast_in_dim"(%2749) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2751 = stablehlo.multiply %2747, %2750 : tensor<2x2x2x12xf32>
    %2752 = stablehlo.add %2746, %2751 : tensor<2x2x2x12xf32>
    %2753 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 2, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2754 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 12>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2755 = "stablehlo.reshape"(%2754) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2756 = "stablehlo.broadcast_in_dim"(%2755) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2757 = stablehlo.multiply %2753, %2756 : tensor<2x2x2x12xf32>
    %2758 = stablehlo.add %2752, %2757 : tensor<2x2x2x12xf32>
    %2759 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 3, 12>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2760 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 12>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2761 = "stablehlo.reshape"(%2760) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2762 = "stablehlo.broadcast_in_dim"(%2761) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2763 = stablehlo.multiply %2759, %2762 : tensor<2x2x2x12xf32>
    %2764 = stablehlo.add %2758, %2763 : tensor<2x2x2x12xf32>
    %2765 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 4, 12>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2766 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 12>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2767 = "stablehlo.reshape"(%2766) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2768 = "stablehlo.broadcast_in_dim"(%2767) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2769 = stablehlo.multiply %2765, %2768 : tensor<2x2x2x12xf32>
    %2770 = stablehlo.add %2764, %2769 : tensor<2x2x2x12xf32>
    %2771 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 5, 12>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2772 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 12>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2773 = "stablehlo.reshape"(%2772) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2774 = "stablehlo.broadcast_in_dim"(%2773) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2775 = stablehlo.multiply %2771, %2774 : tensor<2x2x2x12xf32>
    %2776 = stablehlo.add %2770, %2775 : tensor<2x2x2x12xf32>
    %2777 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 6, 12>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2778 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 12>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2779 = "stablehlo.reshape"(%2778) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2780 = "stablehlo.broadcast_in_dim"(%2779) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2781 = stablehlo.multiply %2777, %2780 : tensor<2x2x2x12xf32>
    %2782 = stablehlo.add %2776, %2781 : tensor<2x2x2x12xf32>
    %2783 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 7, 12>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2784 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 12>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2785 = "stablehlo.reshape"(%2784) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2786 = "stablehlo.broadcast_in_dim"(%2785) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2787 = stablehlo.multiply %2783, %2786 : tensor<2x2x2x12xf32>
    %2788 = stablehlo.add %2782, %2787 : tensor<2x2x2x12xf32>
    %2789 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 5, 8, 12>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2790 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 12>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2791 = "stablehlo.reshape"(%2790) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2792 = "stablehlo.broadcast_in_dim"(%2791) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2793 = stablehlo.multiply %2789, %2792 : tensor<2x2x2x12xf32>
    %2794 = stablehlo.add %2788, %2793 : tensor<2x2x2x12xf32>
    %2795 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 2, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2796 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 12>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2797 = "stablehlo.reshape"(%2796) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2798 = "stablehlo.broadcast_in_dim"(%2797) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2799 = stablehlo.multiply %2795, %2798 : tensor<2x2x2x12xf32>
    %2800 = stablehlo.add %2794, %2799 : tensor<2x2x2x12xf32>
    %2801 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 3, 12>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2802 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 12>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2803 = "stablehlo.reshape"(%2802) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2803) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2805 = stablehlo.multiply %2801, %2804 : tensor<2x2x2x12xf32>
    %2806 = stablehlo.add %2800, %2805 : tensor<2x2x2x12xf32>
    %2807 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 4, 12>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2808 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 12>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2809 = "stablehlo.reshape"(%2808) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2810 = "stablehlo.broadcast_in_dim"(%2809) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2811 = stablehlo.multiply %2807, %2810 : tensor<2x2x2x12xf32>
    %2812 = stablehlo.add %2806, %2811 : tensor<2x2x2x12xf32>
    %2813 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 5, 12>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2814 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 12>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2815 = "stablehlo.reshape"(%2814) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2816 = "stablehlo.broadcast_in_dim"(%2815) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2817 = stablehlo.multiply %2813, %2816 : tensor<2x2x2x12xf32>
    %2818 = stablehlo.add %2812, %2817 : tensor<2x2x2x12xf32>
    %2819 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 6, 12>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2820 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 12>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2821 = "stablehlo.reshape"(%2820) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%2821) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2823 = stablehlo.multiply %2819, %2822 : tensor<2x2x2x12xf32>
    %2824 = stablehlo.add %2818, %2823 : tensor<2x2x2x12xf32>
    %2825 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 7, 12>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2826 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 12>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2827 = "stablehlo.reshape"(%2826) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2828 = "stablehlo.broadcast_in_dim"(%2827) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2829 = stablehlo.multiply %2825, %2828 : tensor<2x2x2x12xf32>
    %2830 = stablehlo.add %2824, %2829 : tensor<2x2x2x12xf32>
    %2831 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 6, 8, 12>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2832 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 12>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2833 = "stablehlo.reshape"(%2832) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2834 = "stablehlo.broadcast_in_dim"(%2833) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2835 = stablehlo.multiply %2831, %2834 : tensor<2x2x2x12xf32>
    %2836 = stablehlo.add %2830, %2835 : tensor<2x2x2x12xf32>
    %2837 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 2, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2838 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 12>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2839 = "stablehlo.reshape"(%2838) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2840 = "stablehlo.broadcast_in_dim"(%2839) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2841 = stablehlo.multiply %2837, %2840 : tensor<2x2x2x12xf32>
    %2842 = stablehlo.add %2836, %2841 : tensor<2x2x2x12xf32>
    %2843 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 3, 12>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2844 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 12>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2845 = "stablehlo.reshape"(%2844) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2846 = "stablehlo.broadcast_in_dim"(%2845) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2847 = stablehlo.multiply %2843, %2846 : tensor<2x2x2x12xf32>
    %2848 = stablehlo.add %2842, %2847 : tensor<2x2x2x12xf32>
    %2849 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 4, 12>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2850 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 12>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2851 = "stablehlo.reshape"(%2850) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2852 = "stablehlo.broadcast_in_dim"(%2851) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2853 = stablehlo.multiply %2849, %2852 : tensor<2x2x2x12xf32>
    %2854 = stablehlo.add %2848, %2853 : tensor<2x2x2x12xf32>
    %2855 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 5, 12>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2856 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 12>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2857 = "stablehlo.reshape"(%2856) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2858 = "stablehlo.broadcast_in_dim"(%2857) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2859 = stablehlo.multiply %2855, %2858 : tensor<2x2x2x12xf32>
    %2860 = stablehlo.add %2854, %2859 : tensor<2x2x2x12xf32>
    %2861 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 6, 12>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2862 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 12>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2863 = "stablehlo.reshape"(%2862) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2864 = "stablehlo.broadcast_in_dim"(%2863) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2865 = stablehlo.multiply %2861, %2864 : tensor<2x2x2x12xf32>
    %2866 = stablehlo.add %2860, %2865 : tensor<2x2x2x12xf32>
    %2867 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 7, 12>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2868 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 12>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2869 = "stablehlo.reshape"(%2868) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2870 = "stablehlo.broadcast_in_dim"(%2869) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2871 = stablehlo.multiply %2867, %2870 : tensor<2x2x2x12xf32>
    %2872 = stablehlo.add %2866, %2871 : tensor<2x2x2x12xf32>
    %2873 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 7, 8, 12>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2874 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 12>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2875 = "stablehlo.reshape"(%2874) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2876 = "stablehlo.broadcast_in_dim"(%2875) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2877 = stablehlo.multiply %2873, %2876 : tensor<2x2x2x12xf32>
    %2878 = stablehlo.add %2872, %2877 : tensor<2x2x2x12xf32>
    %2879 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 2, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2880 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2881 = "stablehlo.reshape"(%2880) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2882 = "stablehlo.broadcast_in_dim"(%2881) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2883 = stablehlo.multiply %2879, %2882 : tensor<2x2x2x12xf32>
    %2884 = stablehlo.add %2878, %2883 : tensor<2x2x2x12xf32>
    %2885 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 3, 12>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2886 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2887 = "stablehlo.reshape"(%2886) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2888 = "stablehlo.broadcast_in_dim"(%2887) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2889 = stablehlo.multiply %2885, %2888 : tensor<2x2x2x12xf32>
    %2890 = stablehlo.add %2884, %2889 : tensor<2x2x2x12xf32>
    %2891 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 4, 12>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2892 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2893 = "stablehlo.reshape"(%2892) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2894 = "stablehlo.broadcast_in_dim"(%2893) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2895 = stablehlo.multiply %2891, %2894 : tensor<2x2x2x12xf32>
    %2896 = stablehlo.add %2890, %2895 : tensor<2x2x2x12xf32>
    %2897 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 5, 12>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2898 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2899 = "stablehlo.reshape"(%2898) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2899) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2901 = stablehlo.multiply %2897, %2900 : tensor<2x2x2x12xf32>
    %2902 = stablehlo.add %2896, %2901 : tensor<2x2x2x12xf32>
    %2903 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 6, 12>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2904 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2905 = "stablehlo.reshape"(%2904) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2906 = "stablehlo.broadcast_in_dim"(%2905) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2907 = stablehlo.multiply %2903, %2906 : tensor<2x2x2x12xf32>
    %2908 = stablehlo.add %2902, %2907 : tensor<2x2x2x12xf32>
    %2909 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 7, 12>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2910 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2911 = "stablehlo.reshape"(%2910) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2912 = "stablehlo.broadcast_in_dim"(%2911) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2913 = stablehlo.multiply %2909, %2912 : tensor<2x2x2x12xf32>
    %2914 = stablehlo.add %2908, %2913 : tensor<2x2x2x12xf32>
    %2915 = "stablehlo.slice"(%2627) {limit_indices = array<i64: 2, 8, 8, 12>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2916 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2917 = "stablehlo.reshape"(%2916) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2918 = "stablehlo.broadcast_in_dim"(%2917) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2919 = stablehlo.multiply %2915, %2918 : tensor<2x2x2x12xf32>
    %2920 = stablehlo.add %2914, %2919 : tensor<2x2x2x12xf32>
    %2921 = stablehlo.add %2920, %2228 : tensor<2x2x2x12xf32>
    %2922 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %2923 = "stablehlo.convolution"(%2921, %2922) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x4x4x8xf32>
    %2924 = "stablehlo.convolution"(%739, %2921) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x2x12xf32>) -> tensor<2x2x8x12xf32>
    %2925 = stablehlo.constant dense<0.0> : tensor<f32>
    %2926 = "stablehlo.reduce"(%2921, %2925) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2927 = stablehlo.multiply %2923, %736 : tensor<2x4x4x8xf32>
    %2928 = stablehlo.constant dense<0.0> : tensor<f32>
    %2929 = "stablehlo.reduce"(%2927, %2928) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2930 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2931 = stablehlo.divide %2929, %2930 : tensor<2x4x4xf32>
    %2932 = "stablehlo.broadcast_in_dim"(%2931) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2933 = stablehlo.subtract %2927, %2932 : tensor<2x4x4x8xf32>
    %2934 = stablehlo.multiply %2927, %735 : tensor<2x4x4x8xf32>
    %2935 = stablehlo.constant dense<0.0> : tensor<f32>
    %2936 = "stablehlo.reduce"(%2934, %2935) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2937 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2938 = stablehlo.divide %2936, %2937 : tensor<2x4x4xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%2938) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2940 = stablehlo.multiply %735, %2939 : tensor<2x4x4x8xf32>
    %2941 = stablehlo.subtract %2933, %2940 : tensor<2x4x4x8xf32>
    %2942 = stablehlo.multiply %734, %2941 : tensor<2x4x4x8xf32>
    %2943 = stablehlo.multiply %2923, %735 : tensor<2x4x4x8xf32>
    %2944 = stablehlo.constant dense<0.0> : tensor<f32>
    %2945 = "stablehlo.reduce"(%2943, %2944) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2946 = stablehlo.constant dense<0.0> : tensor<f32>
    %2947 = "stablehlo.reduce"(%2923, %2946) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2948 = stablehlo.multiply %2942, %717 : tensor<2x4x4x8xf32>
    %2949 = stablehlo.multiply %2948, %714 : tensor<2x4x4x8xf32>
    %2950 = stablehlo.multiply %2948, %713 : tensor<2x4x4x8xf32>
    %2951 = stablehlo.constant dense<0.0> : tensor<f32>
    %2952 = "stablehlo.reduce"(%2950, %2951) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2953 = "stablehlo.dot_general"(%2949, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x8xf32>, tensor<32x8xf32>) -> tensor<2x4x4x32xf32>
    %2954 = "stablehlo.dot_general"(%2949, %710) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %2955 = "stablehlo.transpose"(%2954) {permutation = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %2956 = stablehlo.constant dense<0.0> : tensor<f32>
    %2957 = "stablehlo.reduce"(%2949, %2956) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2958 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %2959 = stablehlo.multiply %707, %2958 : tensor<2x4x4x32xf32>
    %2960 = stablehlo.multiply %704, %704 : tensor<2x4x4x32xf32>
    %2961 = stablehlo.negate %2960 : tensor<2x4x4x32xf32>
    %2962 = stablehlo.exponential %2961 : tensor<2x4x4x32xf32>
    %2963 = stablehlo.constant dense<0.3989423> : tensor<2x4x4x32xf32>
    %2964 = stablehlo.multiply %2962, %2963 : tensor<2x4x4x32xf32>
    %2965 = stablehlo.multiply %702, %2964 : tensor<2x4x4x32xf32>
    %2966 = stablehlo.add %2959, %2965 : tensor<2x4x4x32xf32>
    %2967 = stablehlo.multiply %2953, %2966 : tensor<2x4x4x32xf32>
    %2968 = "stablehlo.dot_general"(%2967, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x32xf32>, tensor<8x32xf32>) -> tensor<2x4x4x8xf32>
    %2969 = "stablehlo.dot_general"(%699, %2967) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %2970 = stablehlo.constant dense<0.0> : tensor<f32>
    %2971 = "stablehlo.reduce"(%2967, %2970) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2972 = stablehlo.multiply %2968, %696 : tensor<2x4x4x8xf32>
    %2973 = stablehlo.constant dense<0.0> : tensor<f32>
    %2974 = "stablehlo.reduce"(%2972, %2973) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2975 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2976 = stablehlo.divide %2974, %2975 : tensor<2x4x4xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%2976) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2978 = stablehlo.subtract %2972, %2977 : tensor<2x4x4x8xf32>
    %2979 = stablehlo.multiply %2972, %695 : tensor<2x4x4x8xf32>
    %2980 = stablehlo.constant dense<0.0> : tensor<f32>
    %2981 = "stablehlo.reduce"(%2979, %2980) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2982 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2983 = stablehlo.divide %2981, %2982 : tensor<2x4x4xf32>
    %2984 = "stablehlo.broadcast_in_dim"(%2983) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2985 = stablehlo.multiply %695, %2984 : tensor<2x4x4x8xf32>
    %2986 = stablehlo.subtract %2978, %2985 : tensor<2x4x4x8xf32>
    %2987 = stablehlo.multiply %694, %2986 : tensor<2x4x4x8xf32>
    %2988 = stablehlo.multiply %2968, %695 : tensor<2x4x4x8xf32>
    %2989 = stablehlo.constant dense<0.0> : tensor<f32>
    %2990 = "stablehlo.reduce"(%2988, %2989) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2991 = stablehlo.constant dense<0.0> : tensor<f32>
    %2992 = "stablehlo.reduce"(%2968, %2991) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2993 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %2994 = stablehlo.multiply %2993, %2987 : tensor<2x4x4x8xf32>
    %2995 = stablehlo.constant dense<0.0> : tensor<f32>
    %2996 = "stablehlo.reduce"(%2994, %2995) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %2997 = stablehlo.constant dense<0.0> : tensor<f32>
    %2998 = "stablehlo.reduce"(%2996, %2997) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2999 = "stablehlo.reshape"(%2998) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3000 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 5, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3001 = stablehlo.multiply %3000, %2987 : tensor<2x4x4x8xf32>
    %3002 = stablehlo.constant dense<0.0> : tensor<f32>
    %3003 = "stablehlo.reduce"(%3001, %3002) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3004 = stablehlo.constant dense<0.0> : tensor<f32>
    %3005 = "stablehlo.reduce"(%3003, %3004) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3006 = "stablehlo.reshape"(%3005) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3007 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 6, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3008 = stablehlo.multiply %3007, %2987 : tensor<2x4x4x8xf32>
    %3009 = stablehlo.constant dense<0.0> : tensor<f32>
    %3010 = "stablehlo.reduce"(%3008, %3009) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3011 = stablehlo.constant dense<0.0> : tensor<f32>
    %3012 = "stablehlo.reduce"(%3010, %3011) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3013 = "stablehlo.reshape"(%3012) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3014 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 7, 8>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3015 = stablehlo.multiply %3014, %2987 : tensor<2x4x4x8xf32>
    %3016 = stablehlo.constant dense<0.0> : tensor<f32>
    %3017 = "stablehlo.reduce"(%3015, %3016) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3018 = stablehlo.constant dense<0.0> : tensor<f32>
    %3019 = "stablehlo.reduce"(%3017, %3018) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3020 = "stablehlo.reshape"(%3019) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3021 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 8, 8>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3022 = stablehlo.multiply %3021, %2987 : tensor<2x4x4x8xf32>
    %3023 = stablehlo.constant dense<0.0> : tensor<f32>
    %3024 = "stablehlo.reduce"(%3022, %3023) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3025 = stablehlo.constant dense<0.0> : tensor<f32>
    %3026 = "stablehlo.reduce"(%3024, %3025) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3027 = "stablehlo.reshape"(%3026) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3028 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3029 = stablehlo.multiply %3028, %2987 : tensor<2x4x4x8xf32>
    %3030 = stablehlo.constant dense<0.0> : tensor<f32>
    %3031 = "stablehlo.reduce"(%3029, %3030) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3032 = stablehlo.constant dense<0.0> : tensor<f32>
    %3033 = "stablehlo.reduce"(%3031, %3032) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3034 = "stablehlo.reshape"(%3033) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3035 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3036 = stablehlo.multiply %3035, %2987 : tensor<2x4x4x8xf32>
    %3037 = stablehlo.constant dense<0.0> : tensor<f32>
    %3038 = "stablehlo.reduce"(%3036, %3037) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3039 = stablehlo.constant dense<0.0> : tensor<f32>
    %3040 = "stablehlo.reduce"(%3038, %3039) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3041 = "stablehlo.reshape"(%3040) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3042 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 4, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3043 = stablehlo.multiply %3042, %2987 : tensor<2x4x4x8xf32>
    %3044 = stablehlo.constant dense<0.0> : tensor<f32>
    %3045 = "stablehlo.reduce"(%3043, %3044) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3046 = stablehlo.constant dense<0.0> : tensor<f32>
    %3047 = "stablehlo.reduce"(%3045, %3046) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3048 = "stablehlo.reshape"(%3047) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3049 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 5, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3050 = stablehlo.multiply %3049, %2987 : tensor<2x4x4x8xf32>
    %3051 = stablehlo.constant dense<0.0> : tensor<f32>
    %3052 = "stablehlo.reduce"(%3050, %3051) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3053 = stablehlo.constant dense<0.0> : tensor<f32>
    %3054 = "stablehlo.reduce"(%3052, %3053) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3055 = "stablehlo.reshape"(%3054) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3056 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 6, 8>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3057 = stablehlo.multiply %3056, %2987 : tensor<2x4x4x8xf32>
    %3058 = stablehlo.constant dense<0.0> : tensor<f32>
    %3059 = "stablehlo.reduce"(%3057, %3058) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3060 = stablehlo.constant dense<0.0> : tensor<f32>
    %3061 = "stablehlo.reduce"(%3059, %3060) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3062 = "stablehlo.reshape"(%3061) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3063 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 7, 8>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3064 = stablehlo.multiply %3063, %2987 : tensor<2x4x4x8xf32>
    %3065 = stablehlo.constant dense<0.0> : tensor<f32>
    %3066 = "stablehlo.reduce"(%3064, %3065) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3067 = stablehlo.constant dense<0.0> : tensor<f32>
    %3068 = "stablehlo.reduce"(%3066, %3067) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3069 = "stablehlo.reshape"(%3068) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3070 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 8, 8>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3071 = stablehlo.multiply %3070, %2987 : tensor<2x4x4x8xf32>
    %3072 = stablehlo.constant dense<0.0> : tensor<f32>
    %3073 = "stablehlo.reduce"(%3071, %3072) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3074 = stablehlo.constant dense<0.0> : tensor<f32>
    %3075 = "stablehlo.reduce"(%3073, %3074) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3076 = "stablehlo.reshape"(%3075) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3077 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 9, 8>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3078 = stablehlo.multiply %3077, %2987 : tensor<2x4x4x8xf32>
    %3079 = stablehlo.constant dense<0.0> : tensor<f32>
    %3080 = "stablehlo.reduce"(%3078, %3079) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3081 = stablehlo.constant dense<0.0> : tensor<f32>
    %3082 = "stablehlo.reduce"(%3080, %3081) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3083 = "stablehlo.reshape"(%3082) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3084 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 10, 8>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3085 = stablehlo.multiply %3084, %2987 : tensor<2x4x4x8xf32>
    %3086 = stablehlo.constant dense<0.0> : tensor<f32>
    %3087 = "stablehlo.reduce"(%3085, %3086) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3088 = stablehlo.constant dense<0.0> : tensor<f32>
    %3089 = "stablehlo.reduce"(%3087, %3088) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3090 = "stablehlo.reshape"(%3089) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3091 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 4, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3092 = stablehlo.multiply %3091, %2987 : tensor<2x4x4x8xf32>
    %3093 = stablehlo.constant dense<0.0> : tensor<f32>
    %3094 = "stablehlo.reduce"(%3092, %3093) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3095 = stablehlo.constant dense<0.0> : tensor<f32>
    %3096 = "stablehlo.reduce"(%3094, %3095) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3097 = "stablehlo.reshape"(%3096) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3098 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 5, 8>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3099 = stablehlo.multiply %3098, %2987 : tensor<2x4x4x8xf32>
    %3100 = stablehlo.constant dense<0.0> : tensor<f32>
    %3101 = "stablehlo.reduce"(%3099, %3100) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3102 = stablehlo.constant dense<0.0> : tensor<f32>
    %3103 = "stablehlo.reduce"(%3101, %3102) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3104 = "stablehlo.reshape"(%3103) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3105 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 6, 8>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3106 = stablehlo.multiply %3105, %2987 : tensor<2x4x4x8xf32>
    %3107 = stablehlo.constant dense<0.0> : tensor<f32>
    %3108 = "stablehlo.reduce"(%3106, %3107) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3109 = stablehlo.constant dense<0.0> : tensor<f32>
    %3110 = "stablehlo.reduce"(%3108, %3109) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3111 = "stablehlo.reshape"(%3110) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3112 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 7, 8>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3113 = stablehlo.multiply %3112, %2987 : tensor<2x4x4x8xf32>
    %3114 = stablehlo.constant dense<0.0> : tensor<f32>
    %3115 = "stablehlo.reduce"(%3113, %3114) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3116 = stablehlo.constant dense<0.0> : tensor<f32>
    %3117 = "stablehlo.reduce"(%3115, %3116) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3118 = "stablehlo.reshape"(%3117) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3119 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 8, 8>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3120 = stablehlo.multiply %3119, %2987 : tensor<2x4x4x8xf32>
    %3121 = stablehlo.constant dense<0.0> : tensor<f32>
    %3122 = "stablehlo.reduce"(%3120, %3121) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3123 = stablehlo.constant dense<0.0> : tensor<f32>
    %3124 = "stablehlo.reduce"(%3122, %3123) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3125 = "stablehlo.reshape"(%3124) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3126 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 9, 8>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3127 = stablehlo.multiply %3126, %2987 : tensor<2x4x4x8xf32>
    %3128 = stablehlo.constant dense<0.0> : tensor<f32>
    %3129 = "stablehlo.reduce"(%3127, %3128) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3130 = stablehlo.constant dense<0.0> : tensor<f32>
    %3131 = "stablehlo.reduce"(%3129, %3130) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3132 = "stablehlo.reshape"(%3131) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3133 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 10, 8>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3134 = stablehlo.multiply %3133, %2987 : tensor<2x4x4x8xf32>
    %3135 = stablehlo.constant dense<0.0> : tensor<f32>
    %3136 = "stablehlo.reduce"(%3134, %3135) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3137 = stablehlo.constant dense<0.0> : tensor<f32>
    %3138 = "stablehlo.reduce"(%3136, %3137) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3139 = "stablehlo.reshape"(%3138) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3140 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 4, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3141 = stablehlo.multiply %3140, %2987 : tensor<2x4x4x8xf32>
    %3142 = stablehlo.constant dense<0.0> : tensor<f32>
    %3143 = "stablehlo.reduce"(%3141, %3142) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3144 = stablehlo.constant dense<0.0> : tensor<f32>
    %3145 = "stablehlo.reduce"(%3143, %3144) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3146 = "stablehlo.reshape"(%3145) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3147 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 5, 8>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3148 = stablehlo.multiply %3147, %2987 : tensor<2x4x4x8xf32>
    %3149 = stablehlo.constant dense<0.0> : tensor<f32>
    %3150 = "stablehlo.reduce"(%3148, %3149) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3151 = stablehlo.constant dense<0.0> : tensor<f32>
    %3152 = "stablehlo.reduce"(%3150, %3151) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3153 = "stablehlo.reshape"(%3152) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3154 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 6, 8>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3155 = stablehlo.multiply %3154, %2987 : tensor<2x4x4x8xf32>
    %3156 = stablehlo.constant dense<0.0> : tensor<f32>
    %3157 = "stablehlo.reduce"(%3155, %3156) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3158 = stablehlo.constant dense<0.0> : tensor<f32>
    %3159 = "stablehlo.reduce"(%3157, %3158) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3160 = "stablehlo.reshape"(%3159) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3161 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 7, 8>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3162 = stablehlo.multiply %3161, %2987 : tensor<2x4x4x8xf32>
    %3163 = stablehlo.constant dense<0.0> : tensor<f32>
    %3164 = "stablehlo.reduce"(%3162, %3163) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3165 = stablehlo.constant dense<0.0> : tensor<f32>
    %3166 = "stablehlo.reduce"(%3164, %3165) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3167 = "stablehlo.reshape"(%3166) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3168 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 8, 8>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3169 = stablehlo.multiply %3168, %2987 : tensor<2x4x4x8xf32>
    %3170 = stablehlo.constant dense<0.0> : tensor<f32>
    %3171 = "stablehlo.reduce"(%3169, %3170) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3172 = stablehlo.constant dense<0.0> : tensor<f32>
    %3173 = "stablehlo.reduce"(%3171, %3172) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3174 = "stablehlo.reshape"(%3173) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3175 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 9, 8>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3176 = stablehlo.multiply %3175, %2987 : tensor<2x4x4x8xf32>
    %3177 = stablehlo.constant dense<0.0> : tensor<f32>
    %3178 = "stablehlo.reduce"(%3176, %3177) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3179 = stablehlo.constant dense<0.0> : tensor<f32>
    %3180 = "stablehlo.reduce"(%3178, %3179) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3181 = "stablehlo.reshape"(%3180) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3182 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 10, 8>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3183 = stablehlo.multiply %3182, %2987 : tensor<2x4x4x8xf32>
    %3184 = stablehlo.constant dense<0.0> : tensor<f32>
    %3185 = "stablehlo.reduce"(%3183, %3184) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3186 = stablehlo.constant dense<0.0> : tensor<f32>
    %3187 = "stablehlo.reduce"(%3185, %3186) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3188 = "stablehlo.reshape"(%3187) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3189 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 4, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3190 = stablehlo.multiply %3189, %2987 : tensor<2x4x4x8xf32>
    %3191 = stablehlo.constant dense<0.0> : tensor<f32>
    %3192 = "stablehlo.reduce"(%3190, %3191) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3193 = stablehlo.constant dense<0.0> : tensor<f32>
    %3194 = "stablehlo.reduce"(%3192, %3193) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3195 = "stablehlo.reshape"(%3194) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3196 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 5, 8>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3197 = stablehlo.multiply %3196, %2987 : tensor<2x4x4x8xf32>
    %3198 = stablehlo.constant dense<0.0> : tensor<f32>
    %3199 = "stablehlo.reduce"(%3197, %3198) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3200 = stablehlo.constant dense<0.0> : tensor<f32>
    %3201 = "stablehlo.reduce"(%3199, %3200) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3202 = "stablehlo.reshape"(%3201) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3203 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 6, 8>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3204 = stablehlo.multiply %3203, %2987 : tensor<2x4x4x8xf32>
    %3205 = stablehlo.constant dense<0.0> : tensor<f32>
    %3206 = "stablehlo.reduce"(%3204, %3205) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3207 = stablehlo.constant dense<0.0> : tensor<f32>
    %3208 = "stablehlo.reduce"(%3206, %3207) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3209 = "stablehlo.reshape"(%3208) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3210 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 7, 8>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3211 = stablehlo.multiply %3210, %2987 : tensor<2x4x4x8xf32>
    %3212 = stablehlo.constant dense<0.0> : tensor<f32>
    %3213 = "stablehlo.reduce"(%3211, %3212) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3214 = stablehlo.constant dense<0.0> : tensor<f32>
    %3215 = "stablehlo.reduce"(%3213, %3214) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3216 = "stablehlo.reshape"(%3215) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3217 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 8, 8>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3218 = stablehlo.multiply %3217, %2987 : tensor<2x4x4x8xf32>
    %3219 = stablehlo.constant dense<0.0> : tensor<f32>
    %3220 = "stablehlo.reduce"(%3218, %3219) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3221 = stablehlo.constant dense<0.0> : tensor<f32>
    %3222 = "stablehlo.reduce"(%3220, %3221) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3223 = "stablehlo.reshape"(%3222) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3224 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 9, 8>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3225 = stablehlo.multiply %3224, %2987 : tensor<2x4x4x8xf32>
    %3226 = stablehlo.constant dense<0.0> : tensor<f32>
    %3227 = "stablehlo.reduce"(%3225, %3226) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3228 = stablehlo.constant dense<0.0> : tensor<f32>
    %3229 = "stablehlo.reduce"(%3227, %3228) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3230 = "stablehlo.reshape"(%3229) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3231 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 10, 8>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3232 = stablehlo.multiply %3231, %2987 : tensor<2x4x4x8xf32>
    %3233 = stablehlo.constant dense<0.0> : tensor<f32>
    %3234 = "stablehlo.reduce"(%3232, %3233) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3235 = stablehlo.constant dense<0.0> : tensor<f32>
    %3236 = "stablehlo.reduce"(%3234, %3235) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3237 = "stablehlo.reshape"(%3236) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3238 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 4, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3239 = stablehlo.multiply %3238, %2987 : tensor<2x4x4x8xf32>
    %3240 = stablehlo.constant dense<0.0> : tensor<f32>
    %3241 = "stablehlo.reduce"(%3239, %3240) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3242 = stablehlo.constant dense<0.0> : tensor<f32>
    %3243 = "stablehlo.reduce"(%3241, %3242) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3244 = "stablehlo.reshape"(%3243) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3245 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 5, 8>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3246 = stablehlo.multiply %3245, %2987 : tensor<2x4x4x8xf32>
    %3247 = stablehlo.constant dense<0.0> : tensor<f32>
    %3248 = "stablehlo.reduce"(%3246, %3247) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3249 = stablehlo.constant dense<0.0> : tensor<f32>
    %3250 = "stablehlo.reduce"(%3248, %3249) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3251 = "stablehlo.reshape"(%3250) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3252 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 6, 8>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3253 = stablehlo.multiply %3252, %2987 : tensor<2x4x4x8xf32>
    %3254 = stablehlo.constant dense<0.0> : tensor<f32>
    %3255 = "stablehlo.reduce"(%3253, %3254) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3256 = stablehlo.constant dense<0.0> : tensor<f32>
    %3257 = "stablehlo.reduce"(%3255, %3256) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3258 = "stablehlo.reshape"(%3257) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3259 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 7, 8>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3260 = stablehlo.multiply %3259, %2987 : tensor<2x4x4x8xf32>
    %3261 = stablehlo.constant dense<0.0> : tensor<f32>
    %3262 = "stablehlo.reduce"(%3260, %3261) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3263 = stablehlo.constant dense<0.0> : tensor<f32>
    %3264 = "stablehlo.reduce"(%3262, %3263) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3265 = "stablehlo.reshape"(%3264) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3266 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 8, 8>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3267 = stablehlo.multiply %3266, %2987 : tensor<2x4x4x8xf32>
    %3268 = stablehlo.constant dense<0.0> : tensor<f32>
    %3269 = "stablehlo.reduce"(%3267, %3268) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3270 = stablehlo.constant dense<0.0> : tensor<f32>
    %3271 = "stablehlo.reduce"(%3269, %3270) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3272 = "stablehlo.reshape"(%3271) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3273 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 9, 8>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3274 = stablehlo.multiply %3273, %2987 : tensor<2x4x4x8xf32>
    %3275 = stablehlo.constant dense<0.0> : tensor<f32>
    %3276 = "stablehlo.reduce"(%3274, %3275) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3277 = stablehlo.constant dense<0.0> : tensor<f32>
    %3278 = "stablehlo.reduce"(%3276, %3277) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3279 = "stablehlo.reshape"(%3278) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3280 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 10, 8>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3281 = stablehlo.multiply %3280, %2987 : tensor<2x4x4x8xf32>
    %3282 = stablehlo.constant dense<0.0> : tensor<f32>
    %3283 = "stablehlo.reduce"(%3281, %3282) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3284 = stablehlo.constant dense<0.0> : tensor<f32>
    %3285 = "stablehlo.reduce"(%3283, %3284) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3286 = "stablehlo.reshape"(%3285) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3287 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 4, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3288 = stablehlo.multiply %3287, %2987 : tensor<2x4x4x8xf32>
    %3289 = stablehlo.constant dense<0.0> : tensor<f32>
    %3290 = "stablehlo.reduce"(%3288, %3289) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3291 = stablehlo.constant dense<0.0> : tensor<f32>
    %3292 = "stablehlo.reduce"(%3290, %3291) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3293 = "stablehlo.reshape"(%3292) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3294 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 5, 8>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3295 = stablehlo.multiply %3294, %2987 : tensor<2x4x4x8xf32>
    %3296 = stablehlo.constant dense<0.0> : tensor<f32>
    %3297 = "stablehlo.reduce"(%3295, %3296) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3298 = stablehlo.constant dense<0.0> : tensor<f32>
    %3299 = "stablehlo.reduce"(%3297, %3298) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3300 = "stablehlo.reshape"(%3299) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3301 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 6, 8>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3302 = stablehlo.multiply %3301, %2987 : tensor<2x4x4x8xf32>
    %3303 = stablehlo.constant dense<0.0> : tensor<f32>
    %3304 = "stablehlo.reduce"(%3302, %3303) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3305 = stablehlo.constant dense<0.0> : tensor<f32>
    %3306 = "stablehlo.reduce"(%3304, %3305) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3307 = "stablehlo.reshape"(%3306) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3308 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 7, 8>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3309 = stablehlo.multiply %3308, %2987 : tensor<2x4x4x8xf32>
    %3310 = stablehlo.constant dense<0.0> : tensor<f32>
    %3311 = "stablehlo.reduce"(%3309, %3310) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3312 = stablehlo.constant dense<0.0> : tensor<f32>
    %3313 = "stablehlo.reduce"(%3311, %3312) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3314 = "stablehlo.reshape"(%3313) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3315 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 8, 8>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3316 = stablehlo.multiply %3315, %2987 : tensor<2x4x4x8xf32>
    %3317 = stablehlo.constant dense<0.0> : tensor<f32>
    %3318 = "stablehlo.reduce"(%3316, %3317) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3319 = stablehlo.constant dense<0.0> : tensor<f32>
    %3320 = "stablehlo.reduce"(%3318, %3319) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3321 = "stablehlo.reshape"(%3320) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3322 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 9, 8>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3323 = stablehlo.multiply %3322, %2987 : tensor<2x4x4x8xf32>
    %3324 = stablehlo.constant dense<0.0> : tensor<f32>
    %3325 = "stablehlo.reduce"(%3323, %3324) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3326 = stablehlo.constant dense<0.0> : tensor<f32>
    %3327 = "stablehlo.reduce"(%3325, %3326) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3328 = "stablehlo.reshape"(%3327) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3329 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 10, 8>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3330 = stablehlo.multiply %3329, %2987 : tensor<2x4x4x8xf32>
    %3331 = stablehlo.constant dense<0.0> : tensor<f32>
    %3332 = "stablehlo.reduce"(%3330, %3331) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3333 = stablehlo.constant dense<0.0> : tensor<f32>
    %3334 = "stablehlo.reduce"(%3332, %3333) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3335 = "stablehlo.reshape"(%3334) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3336 = "stablehlo.concatenate"(%2999, %3006, %3013, %3020, %3027, %3034, %3041, %3048, %3055, %3062, %3069, %3076, %3083, %3090, %3097, %3104, %3111, %3118, %3125, %3132, %3139, %3146, %3153, %3160, %3167, %3174, %3181, %3188, %3195, %3202, %3209, %3216, %3223, %3230, %3237, %3244, %3251, %3258, %3265, %3272, %3279, %3286, %3293, %3300, %3307, %3314, %3321, %3328, %3335) {dimension = 0 : i64} : (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<49x8xf32>
    %3337 = "stablehlo.reshape"(%3336) : (tensor<49x8xf32>) -> tensor<7x7x1x8xf32>
    %3338 = stablehlo.constant dense<0.0> : tensor<f32>
    %3339 = "stablehlo.reduce"(%2987, %3338) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3340 = stablehlo.constant dense<0.0> : tensor<f32>
    %3341 = "stablehlo.pad"(%2987, %3340) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x10x10x8xf32>
    %3342 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3343 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 8>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3344 = "stablehlo.reshape"(%3343) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3345 = "stablehlo.broadcast_in_dim"(%3344) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3346 = stablehlo.multiply %3342, %3345 : tensor<2x4x4x8xf32>
    %3347 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 5, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3348 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 8>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3349 = "stablehlo.reshape"(%3348) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%3349) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3351 = stablehlo.multiply %3347, %3350 : tensor<2x4x4x8xf32>
    %3352 = stablehlo.add %3346, %3351 : tensor<2x4x4x8xf32>
    %3353 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 6, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3354 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 8>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3355 = "stablehlo.reshape"(%3354) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3356 = "stablehlo.broadcast_in_dim"(%3355) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3357 = stablehlo.multiply %3353, %3356 : tensor<2x4x4x8xf32>
    %3358 = stablehlo.add %3352, %3357 : tensor<2x4x4x8xf32>
    %3359 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 7, 8>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3360 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 8>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3361 = "stablehlo.reshape"(%3360) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3362 = "stablehlo.broadcast_in_dim"(%3361) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3363 = stablehlo.multiply %3359, %3362 : tensor<2x4x4x8xf32>
    %3364 = stablehlo.add %3358, %3363 : tensor<2x4x4x8xf32>
    %3365 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 8, 8>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3366 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 8>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3367 = "stablehlo.reshape"(%3366) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%3367) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3369 = stablehlo.multiply %3365, %3368 : tensor<2x4x4x8xf32>
    %3370 = stablehlo.add %3364, %3369 : tensor<2x4x4x8xf32>
    %3371 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3372 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 8>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3373 = "stablehlo.reshape"(%3372) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3374 = "stablehlo.broadcast_in_dim"(%3373) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3375 = stablehlo.multiply %3371, %3374 : tensor<2x4x4x8xf32>
    %3376 = stablehlo.add %3370, %3375 : tensor<2x4x4x8xf32>
    %3377 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3378 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 8>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3379 = "stablehlo.reshape"(%3378) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3380 = "stablehlo.broadcast_in_dim"(%3379) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3381 = stablehlo.multiply %3377, %3380 : tensor<2x4x4x8xf32>
    %3382 = stablehlo.add %3376, %3381 : tensor<2x4x4x8xf32>
    %3383 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 4, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3384 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 8>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3385 = "stablehlo.reshape"(%3384) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3386 = "stablehlo.broadcast_in_dim"(%3385) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3387 = stablehlo.multiply %3383, %3386 : tensor<2x4x4x8xf32>
    %3388 = stablehlo.add %3382, %3387 : tensor<2x4x4x8xf32>
    %3389 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 5, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3390 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 8>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3391 = "stablehlo.reshape"(%3390) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%3391) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3393 = stablehlo.multiply %3389, %3392 : tensor<2x4x4x8xf32>
    %3394 = stablehlo.add %3388, %3393 : tensor<2x4x4x8xf32>
    %3395 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 6, 8>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3396 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 8>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3397 = "stablehlo.reshape"(%3396) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%3397) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3399 = stablehlo.multiply %3395, %3398 : tensor<2x4x4x8xf32>
    %3400 = stablehlo.add %3394, %3399 : tensor<2x4x4x8xf32>
    %3401 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 7, 8>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3402 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 8>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3403 = "stablehlo.reshape"(%3402) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3404 = "stablehlo.broadcast_in_dim"(%3403) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3405 = stablehlo.multiply %3401, %3404 : tensor<2x4x4x8xf32>
    %3406 = stablehlo.add %3400, %3405 : tensor<2x4x4x8xf32>
    %3407 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 8, 8>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3408 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 8>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3409 = "stablehlo.reshape"(%3408) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%3409) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3411 = stablehlo.multiply %3407, %3410 : tensor<2x4x4x8xf32>
    %3412 = stablehlo.add %3406, %3411 : tensor<2x4x4x8xf32>
    %3413 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 9, 8>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3414 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 8>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3415 = "stablehlo.reshape"(%3414) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3416 = "stablehlo.broadcast_in_dim"(%3415) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3417 = stablehlo.multiply %3413, %3416 : tensor<2x4x4x8xf32>
    %3418 = stablehlo.add %3412, %3417 : tensor<2x4x4x8xf32>
    %3419 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 5, 10, 8>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3420 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 8>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3421 = "stablehlo.reshape"(%3420) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%3421) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3423 = stablehlo.multiply %3419, %3422 : tensor<2x4x4x8xf32>
    %3424 = stablehlo.add %3418, %3423 : tensor<2x4x4x8xf32>
    %3425 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 4, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3426 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 8>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3427 = "stablehlo.reshape"(%3426) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%3427) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3429 = stablehlo.multiply %3425, %3428 : tensor<2x4x4x8xf32>
    %3430 = stablehlo.add %3424, %3429 : tensor<2x4x4x8xf32>
    %3431 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 5, 8>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3432 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 8>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3433 = "stablehlo.reshape"(%3432) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3434 = "stablehlo.broadcast_in_dim"(%3433) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3435 = stablehlo.multiply %3431, %3434 : tensor<2x4x4x8xf32>
    %3436 = stablehlo.add %3430, %3435 : tensor<2x4x4x8xf32>
    %3437 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 6, 8>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3438 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 8>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3439 = "stablehlo.reshape"(%3438) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3440 = "stablehlo.broadcast_in_dim"(%3439) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3441 = stablehlo.multiply %3437, %3440 : tensor<2x4x4x8xf32>
    %3442 = stablehlo.add %3436, %3441 : tensor<2x4x4x8xf32>
    %3443 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 7, 8>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3444 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 8>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3445 = "stablehlo.reshape"(%3444) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3446 = "stablehlo.broadcast_in_dim"(%3445) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3447 = stablehlo.multiply %3443, %3446 : tensor<2x4x4x8xf32>
    %3448 = stablehlo.add %3442, %3447 : tensor<2x4x4x8xf32>
    %3449 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 8, 8>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3450 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 8>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3451 = "stablehlo.reshape"(%3450) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3452 = "stablehlo.broadcast_in_dim"(%3451) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3453 = stablehlo.multiply %3449, %3452 : tensor<2x4x4x8xf32>
    %3454 = stablehlo.add %3448, %3453 : tensor<2x4x4x8xf32>
    %3455 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 9, 8>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3456 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 8>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3457 = "stablehlo.reshape"(%3456) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3458 = "stablehlo.broadcast_in_dim"(%3457) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3459 = stablehlo.multiply %3455, %3458 : tensor<2x4x4x8xf32>
    %3460 = stablehlo.add %3454, %3459 : tensor<2x4x4x8xf32>
    %3461 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 6, 10, 8>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3462 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 8>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3463 = "stablehlo.reshape"(%3462) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3464 = "stablehlo.broadcast_in_dim"(%3463) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3465 = stablehlo.multiply %3461, %3464 : tensor<2x4x4x8xf32>
    %3466 = stablehlo.add %3460, %3465 : tensor<2x4x4x8xf32>
    %3467 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 4, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3468 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 8>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3469 = "stablehlo.reshape"(%3468) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3470 = "stablehlo.broadcast_in_dim"(%3469) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3471 = stablehlo.multiply %3467, %3470 : tensor<2x4x4x8xf32>
    %3472 = stablehlo.add %3466, %3471 : tensor<2x4x4x8xf32>
    %3473 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 5, 8>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3474 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 8>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3475 = "stablehlo.reshape"(%3474) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3476 = "stablehlo.broadcast_in_dim"(%3475) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3477 = stablehlo.multiply %3473, %3476 : tensor<2x4x4x8xf32>
    %3478 = stablehlo.add %3472, %3477 : tensor<2x4x4x8xf32>
    %3479 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 6, 8>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3480 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 8>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3481 = "stablehlo.reshape"(%3480) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%3481) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3483 = stablehlo.multiply %3479, %3482 : tensor<2x4x4x8xf32>
    %3484 = stablehlo.add %3478, %3483 : tensor<2x4x4x8xf32>
    %3485 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 7, 8>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3486 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 8>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3487 = "stablehlo.reshape"(%3486) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%3487) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3489 = stablehlo.multiply %3485, %3488 : tensor<2x4x4x8xf32>
    %3490 = stablehlo.add %3484, %3489 : tensor<2x4x4x8xf32>
    %3491 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 8, 8>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3492 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 8>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3493 = "stablehlo.reshape"(%3492) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3494 = "stablehlo.broadcast_in_dim"(%3493) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3495 = stablehlo.multiply %3491, %3494 : tensor<2x4x4x8xf32>
    %3496 = stablehlo.add %3490, %3495 : tensor<2x4x4x8xf32>
    %3497 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 9, 8>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3498 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 8>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3499 = "stablehlo.reshape"(%3498) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%3499) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3501 = stablehlo.multiply %3497, %3500 : tensor<2x4x4x8xf32>
    %3502 = stablehlo.add %3496, %3501 : tensor<2x4x4x8xf32>
    %3503 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 7, 10, 8>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3504 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3505 = "stablehlo.reshape"(%3504) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3506 = "stablehlo.broadcast_in_dim"(%3505) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3507 = stablehlo.multiply %3503, %3506 : tensor<2x4x4x8xf32>
    %3508 = stablehlo.add %3502, %3507 : tensor<2x4x4x8xf32>
    %3509 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 4, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3510 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 8>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3511 = "stablehlo.reshape"(%3510) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%3511) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3513 = stablehlo.multiply %3509, %3512 : tensor<2x4x4x8xf32>
    %3514 = stablehlo.add %3508, %3513 : tensor<2x4x4x8xf32>
    %3515 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 5, 8>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3516 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 8>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3517 = "stablehlo.reshape"(%3516) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%3517) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3519 = stablehlo.multiply %3515, %3518 : tensor<2x4x4x8xf32>
    %3520 = stablehlo.add %3514, %3519 : tensor<2x4x4x8xf32>
    %3521 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 6, 8>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3522 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 8>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3523 = "stablehlo.reshape"(%3522) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%3523) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3525 = stablehlo.multiply %3521, %3524 : tensor<2x4x4x8xf32>
    %3526 = stablehlo.add %3520, %3525 : tensor<2x4x4x8xf32>
    %3527 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 7, 8>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3528 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 8>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3529 = "stablehlo.reshape"(%3528) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3530 = "stablehlo.broadcast_in_dim"(%3529) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3531 = stablehlo.multiply %3527, %3530 : tensor<2x4x4x8xf32>
    %3532 = stablehlo.add %3526, %3531 : tensor<2x4x4x8xf32>
    %3533 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 8, 8>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3534 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 8>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3535 = "stablehlo.reshape"(%3534) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3536 = "stablehlo.broadcast_in_dim"(%3535) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3537 = stablehlo.multiply %3533, %3536 : tensor<2x4x4x8xf32>
    %3538 = stablehlo.add %3532, %3537 : tensor<2x4x4x8xf32>
    %3539 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 9, 8>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3540 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 8>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3541 = "stablehlo.reshape"(%3540) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%3541) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3543 = stablehlo.multiply %3539, %3542 : tensor<2x4x4x8xf32>
    %3544 = stablehlo.add %3538, %3543 : tensor<2x4x4x8xf32>
    %3545 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 8, 10, 8>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3546 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 8>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3547 = "stablehlo.reshape"(%3546) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%3547) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3549 = stablehlo.multiply %3545, %3548 : tensor<2x4x4x8xf32>
    %3550 = stablehlo.add %3544, %3549 : tensor<2x4x4x8xf32>
    %3551 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 4, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3552 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 8>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3553 = "stablehlo.reshape"(%3552) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3554 = "stablehlo.broadcast_in_dim"(%3553) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3555 = stablehlo.multiply %3551, %3554 : tensor<2x4x4x8xf32>
    %3556 = stablehlo.add %3550, %3555 : tensor<2x4x4x8xf32>
    %3557 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 5, 8>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3558 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 8>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3559 = "stablehlo.reshape"(%3558) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3560 = "stablehlo.broadcast_in_dim"(%3559) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3561 = stablehlo.multiply %3557, %3560 : tensor<2x4x4x8xf32>
    %3562 = stablehlo.add %3556, %3561 : tensor<2x4x4x8xf32>
    %3563 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 6, 8>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3564 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 8>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3565 = "stablehlo.reshape"(%3564) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3566 = "stablehlo.broadcast_in_dim"(%3565) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3567 = stablehlo.multiply %3563, %3566 : tensor<2x4x4x8xf32>
    %3568 = stablehlo.add %3562, %3567 : tensor<2x4x4x8xf32>
    %3569 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 7, 8>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3570 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 8>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3571 = "stablehlo.reshape"(%3570) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%3571) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3573 = stablehlo.multiply %3569, %3572 : tensor<2x4x4x8xf32>
    %3574 = stablehlo.add %3568, %3573 : tensor<2x4x4x8xf32>
    %3575 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 8, 8>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3576 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 8>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3577 = "stablehlo.reshape"(%3576) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%3577) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3579 = stablehlo.multiply %3575, %3578 : tensor<2x4x4x8xf32>
    %3580 = stablehlo.add %3574, %3579 : tensor<2x4x4x8xf32>
    %3581 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 9, 8>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3582 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 8>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3583 = "stablehlo.reshape"(%3582) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3584 = "stablehlo.broadcast_in_dim"(%3583) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3585 = stablehlo.multiply %3581, %3584 : tensor<2x4x4x8xf32>
    %3586 = stablehlo.add %3580, %3585 : tensor<2x4x4x8xf32>
    %3587 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 9, 10, 8>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3588 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 8>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3589 = "stablehlo.reshape"(%3588) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3590 = "stablehlo.broadcast_in_dim"(%3589) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3591 = stablehlo.multiply %3587, %3590 : tensor<2x4x4x8xf32>
    %3592 = stablehlo.add %3586, %3591 : tensor<2x4x4x8xf32>
    %3593 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 4, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3594 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3595 = "stablehlo.reshape"(%3594) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3596 = "stablehlo.broadcast_in_dim"(%3595) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3597 = stablehlo.multiply %3593, %3596 : tensor<2x4x4x8xf32>
    %3598 = stablehlo.add %3592, %3597 : tensor<2x4x4x8xf32>
    %3599 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 5, 8>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3600 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3601 = "stablehlo.reshape"(%3600) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3602 = "stablehlo.broadcast_in_dim"(%3601) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3603 = stablehlo.multiply %3599, %3602 : tensor<2x4x4x8xf32>
    %3604 = stablehlo.add %3598, %3603 : tensor<2x4x4x8xf32>
    %3605 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 6, 8>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3606 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3607 = "stablehlo.reshape"(%3606) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%3607) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3609 = stablehlo.multiply %3605, %3608 : tensor<2x4x4x8xf32>
    %3610 = stablehlo.add %3604, %3609 : tensor<2x4x4x8xf32>
    %3611 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 7, 8>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3612 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3613 = "stablehlo.reshape"(%3612) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3614 = "stablehlo.broadcast_in_dim"(%3613) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3615 = stablehlo.multiply %3611, %3614 : tensor<2x4x4x8xf32>
    %3616 = stablehlo.add %3610, %3615 : tensor<2x4x4x8xf32>
    %3617 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 8, 8>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3618 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3619 = "stablehlo.reshape"(%3618) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%3619) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3621 = stablehlo.multiply %3617, %3620 : tensor<2x4x4x8xf32>
    %3622 = stablehlo.add %3616, %3621 : tensor<2x4x4x8xf32>
    %3623 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 9, 8>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3624 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3625 = "stablehlo.reshape"(%3624) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3626 = "stablehlo.broadcast_in_dim"(%3625) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3627 = stablehlo.multiply %3623, %3626 : tensor<2x4x4x8xf32>
    %3628 = stablehlo.add %3622, %3627 : tensor<2x4x4x8xf32>
    %3629 = "stablehlo.slice"(%3341) {limit_indices = array<i64: 2, 10, 10, 8>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3630 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3631 = "stablehlo.reshape"(%3630) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3632 = "stablehlo.broadcast_in_dim"(%3631) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3633 = stablehlo.multiply %3629, %3632 : tensor<2x4x4x8xf32>
    %3634 = stablehlo.add %3628, %3633 : tensor<2x4x4x8xf32>
    %3635 = stablehlo.add %3634, %2942 : tensor<2x4x4x8xf32>
    %3636 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %3637 = "stablehlo.convolution"(%3635, %3636) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x8x8x4xf32>
    %3638 = "stablehlo.convolution"(%379, %3635) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<2x2x4x8xf32>
    %3639 = stablehlo.constant dense<0.0> : tensor<f32>
    %3640 = "stablehlo.reduce"(%3635, %3639) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3641 = stablehlo.multiply %3637, %376 : tensor<2x8x8x4xf32>
    %3642 = stablehlo.constant dense<0.0> : tensor<f32>
    %3643 = "stablehlo.reduce"(%3641, %3642) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3644 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3645 = stablehlo.divide %3643, %3644 : tensor<2x8x8xf32>
    %3646 = "stablehlo.broadcast_in_dim"(%3645) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3647 = stablehlo.subtract %3641, %3646 : tensor<2x8x8x4xf32>
    %3648 = stablehlo.multiply %3641, %375 : tensor<2x8x8x4xf32>
    %3649 = stablehlo.constant dense<0.0> : tensor<f32>
    %3650 = "stablehlo.reduce"(%3648, %3649) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3651 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3652 = stablehlo.divide %3650, %3651 : tensor<2x8x8xf32>
    %3653 = "stablehlo.broadcast_in_dim"(%3652) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3654 = stablehlo.multiply %375, %3653 : tensor<2x8x8x4xf32>
    %3655 = stablehlo.subtract %3647, %3654 : tensor<2x8x8x4xf32>
    %3656 = stablehlo.multiply %374, %3655 : tensor<2x8x8x4xf32>
    %3657 = stablehlo.multiply %3637, %375 : tensor<2x8x8x4xf32>
    %3658 = stablehlo.constant dense<0.0> : tensor<f32>
    %3659 = "stablehlo.reduce"(%3657, %3658) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3660 = stablehlo.constant dense<0.0> : tensor<f32>
    %3661 = "stablehlo.reduce"(%3637, %3660) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3662 = stablehlo.multiply %3656, %357 : tensor<2x8x8x4xf32>
    %3663 = stablehlo.multiply %3662, %354 : tensor<2x8x8x4xf32>
    %3664 = stablehlo.multiply %3662, %353 : tensor<2x8x8x4xf32>
    %3665 = stablehlo.constant dense<0.0> : tensor<f32>
    %3666 = "stablehlo.reduce"(%3664, %3665) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3667 = "stablehlo.dot_general"(%3663, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x4xf32>, tensor<16x4xf32>) -> tensor<2x8x8x16xf32>
    %3668 = "stablehlo.dot_general"(%3663, %350) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %3669 = "stablehlo.transpose"(%3668) {permutation = array<i64: 1, 0>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %3670 = stablehlo.constant dense<0.0> : tensor<f32>
    %3671 = "stablehlo.reduce"(%3663, %3670) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3672 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %3673 = stablehlo.multiply %347, %3672 : tensor<2x8x8x16xf32>
    %3674 = stablehlo.multiply %344, %344 : tensor<2x8x8x16xf32>
    %3675 = stablehlo.negate %3674 : tensor<2x8x8x16xf32>
    %3676 = stablehlo.exponential %3675 : tensor<2x8x8x16xf32>
    %3677 = stablehlo.constant dense<0.3989423> : tensor<2x8x8x16xf32>
    %3678 = stablehlo.multiply %3676, %3677 : tensor<2x8x8x16xf32>
    %3679 = stablehlo.multiply %342, %3678 : tensor<2x8x8x16xf32>
    %3680 = stablehlo.add %3673, %3679 : tensor<2x8x8x16xf32>
    %3681 = stablehlo.multiply %3667, %3680 : tensor<2x8x8x16xf32>
    %3682 = "stablehlo.dot_general"(%3681, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x16xf32>, tensor<4x16xf32>) -> tensor<2x8x8x4xf32>
    %3683 = "stablehlo.dot_general"(%339, %3681) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %3684 = stablehlo.constant dense<0.0> : tensor<f32>
    %3685 = "stablehlo.reduce"(%3681, %3684) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3686 = stablehlo.multiply %3682, %336 : tensor<2x8x8x4xf32>
    %3687 = stablehlo.constant dense<0.0> : tensor<f32>
    %3688 = "stablehlo.reduce"(%3686, %3687) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3689 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3690 = stablehlo.divide %3688, %3689 : tensor<2x8x8xf32>
    %3691 = "stablehlo.broadcast_in_dim"(%3690) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3692 = stablehlo.subtract %3686, %3691 : tensor<2x8x8x4xf32>
    %3693 = stablehlo.multiply %3686, %335 : tensor<2x8x8x4xf32>
    %3694 = stablehlo.constant dense<0.0> : tensor<f32>
    %3695 = "stablehlo.reduce"(%3693, %3694) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3696 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3697 = stablehlo.divide %3695, %3696 : tensor<2x8x8xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%3697) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3699 = stablehlo.multiply %335, %3698 : tensor<2x8x8x4xf32>
    %3700 = stablehlo.subtract %3692, %3699 : tensor<2x8x8x4xf32>
    %3701 = stablehlo.multiply %334, %3700 : tensor<2x8x8x4xf32>
    %3702 = stablehlo.multiply %3682, %335 : tensor<2x8x8x4xf32>
    %3703 = stablehlo.constant dense<0.0> : tensor<f32>
    %3704 = "stablehlo.reduce"(%3702, %3703) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3705 = stablehlo.constant dense<0.0> : tensor<f32>
    %3706 = "stablehlo.reduce"(%3682, %3705) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3707 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 8, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3708 = stablehlo.multiply %3707, %3701 : tensor<2x8x8x4xf32>
    %3709 = stablehlo.constant dense<0.0> : tensor<f32>
    %3710 = "stablehlo.reduce"(%3708, %3709) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3711 = stablehlo.constant dense<0.0> : tensor<f32>
    %3712 = "stablehlo.reduce"(%3710, %3711) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3713 = "stablehlo.reshape"(%3712) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3714 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 9, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3715 = stablehlo.multiply %3714, %3701 : tensor<2x8x8x4xf32>
    %3716 = stablehlo.constant dense<0.0> : tensor<f32>
    %3717 = "stablehlo.reduce"(%3715, %3716) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3718 = stablehlo.constant dense<0.0> : tensor<f32>
    %3719 = "stablehlo.reduce"(%3717, %3718) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3720 = "stablehlo.reshape"(%3719) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3721 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 10, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3722 = stablehlo.multiply %3721, %3701 : tensor<2x8x8x4xf32>
    %3723 = stablehlo.constant dense<0.0> : tensor<f32>
    %3724 = "stablehlo.reduce"(%3722, %3723) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3725 = stablehlo.constant dense<0.0> : tensor<f32>
    %3726 = "stablehlo.reduce"(%3724, %3725) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3727 = "stablehlo.reshape"(%3726) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3728 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 11, 4>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3729 = stablehlo.multiply %3728, %3701 : tensor<2x8x8x4xf32>
    %3730 = stablehlo.constant dense<0.0> : tensor<f32>
    %3731 = "stablehlo.reduce"(%3729, %3730) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3732 = stablehlo.constant dense<0.0> : tensor<f32>
    %3733 = "stablehlo.reduce"(%3731, %3732) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3734 = "stablehlo.reshape"(%3733) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3735 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 12, 4>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3736 = stablehlo.multiply %3735, %3701 : tensor<2x8x8x4xf32>
    %3737 = stablehlo.constant dense<0.0> : tensor<f32>
    %3738 = "stablehlo.reduce"(%3736, %3737) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3739 = stablehlo.constant dense<0.0> : tensor<f32>
    %3740 = "stablehlo.reduce"(%3738, %3739) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3741 = "stablehlo.reshape"(%3740) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3742 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 13, 4>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3743 = stablehlo.multiply %3742, %3701 : tensor<2x8x8x4xf32>
    %3744 = stablehlo.constant dense<0.0> : tensor<f32>
    %3745 = "stablehlo.reduce"(%3743, %3744) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3746 = stablehlo.constant dense<0.0> : tensor<f32>
    %3747 = "stablehlo.reduce"(%3745, %3746) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3748 = "stablehlo.reshape"(%3747) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3749 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 14, 4>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3750 = stablehlo.multiply %3749, %3701 : tensor<2x8x8x4xf32>
    %3751 = stablehlo.constant dense<0.0> : tensor<f32>
    %3752 = "stablehlo.reduce"(%3750, %3751) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3753 = stablehlo.constant dense<0.0> : tensor<f32>
    %3754 = "stablehlo.reduce"(%3752, %3753) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3755 = "stablehlo.reshape"(%3754) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3756 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 8, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3757 = stablehlo.multiply %3756, %3701 : tensor<2x8x8x4xf32>
    %3758 = stablehlo.constant dense<0.0> : tensor<f32>
    %3759 = "stablehlo.reduce"(%3757, %3758) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3760 = stablehlo.constant dense<0.0> : tensor<f32>
    %3761 = "stablehlo.reduce"(%3759, %3760) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3762 = "stablehlo.reshape"(%3761) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3763 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 9, 4>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3764 = stablehlo.multiply %3763, %3701 : tensor<2x8x8x4xf32>
    %3765 = stablehlo.constant dense<0.0> : tensor<f32>
    %3766 = "stablehlo.reduce"(%3764, %3765) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3767 = stablehlo.constant dense<0.0> : tensor<f32>
    %3768 = "stablehlo.reduce"(%3766, %3767) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3769 = "stablehlo.reshape"(%3768) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3770 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 10, 4>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3771 = stablehlo.multiply %3770, %3701 : tensor<2x8x8x4xf32>
    %3772 = stablehlo.constant dense<0.0> : tensor<f32>
    %3773 = "stablehlo.reduce"(%3771, %3772) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3774 = stablehlo.constant dense<0.0> : tensor<f32>
    %3775 = "stablehlo.reduce"(%3773, %3774) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3776 = "stablehlo.reshape"(%3775) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3777 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 11, 4>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3778 = stablehlo.multiply %3777, %3701 : tensor<2x8x8x4xf32>
    %3779 = stablehlo.constant dense<0.0> : tensor<f32>
    %3780 = "stablehlo.reduce"(%3778, %3779) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3781 = stablehlo.constant dense<0.0> : tensor<f32>
    %3782 = "stablehlo.reduce"(%3780, %3781) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3783 = "stablehlo.reshape"(%3782) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3784 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 12, 4>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3785 = stablehlo.multiply %3784, %3701 : tensor<2x8x8x4xf32>
    %3786 = stablehlo.constant dense<0.0> : tensor<f32>
    %3787 = "stablehlo.reduce"(%3785, %3786) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3788 = stablehlo.constant dense<0.0> : tensor<f32>
    %3789 = "stablehlo.reduce"(%3787, %3788) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3790 = "stablehlo.reshape"(%3789) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3791 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 13, 4>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3792 = stablehlo.multiply %3791, %3701 : tensor<2x8x8x4xf32>
    %3793 = stablehlo.constant dense<0.0> : tensor<f32>
    %3794 = "stablehlo.reduce"(%3792, %3793) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3795 = stablehlo.constant dense<0.0> : tensor<f32>
    %3796 = "stablehlo.reduce"(%3794, %3795) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3797 = "stablehlo.reshape"(%3796) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3798 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 14, 4>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3799 = stablehlo.multiply %3798, %3701 : tensor<2x8x8x4xf32>
    %3800 = stablehlo.constant dense<0.0> : tensor<f32>
    %3801 = "stablehlo.reduce"(%3799, %3800) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3802 = stablehlo.constant dense<0.0> : tensor<f32>
    %3803 = "stablehlo.reduce"(%3801, %3802) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3804 = "stablehlo.reshape"(%3803) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3805 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 8, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3806 = stablehlo.multiply %3805, %3701 : tensor<2x8x8x4xf32>
    %3807 = stablehlo.constant dense<0.0> : tensor<f32>
    %3808 = "stablehlo.reduce"(%3806, %3807) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3809 = stablehlo.constant dense<0.0> : tensor<f32>
    %3810 = "stablehlo.reduce"(%3808, %3809) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3811 = "stablehlo.reshape"(%3810) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3812 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 9, 4>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3813 = stablehlo.multiply %3812, %3701 : tensor<2x8x8x4xf32>
    %3814 = stablehlo.constant dense<0.0> : tensor<f32>
    %3815 = "stablehlo.reduce"(%3813, %3814) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3816 = stablehlo.constant dense<0.0> : tensor<f32>
    %3817 = "stablehlo.reduce"(%3815, %3816) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3818 = "stablehlo.reshape"(%3817) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3819 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 10, 4>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3820 = stablehlo.multiply %3819, %3701 : tensor<2x8x8x4xf32>
    %3821 = stablehlo.constant dense<0.0> : tensor<f32>
    %3822 = "stablehlo.reduce"(%3820, %3821) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3823 = stablehlo.constant dense<0.0> : tensor<f32>
    %3824 = "stablehlo.reduce"(%3822, %3823) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3825 = "stablehlo.reshape"(%3824) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3826 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 11, 4>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3827 = stablehlo.multiply %3826, %3701 : tensor<2x8x8x4xf32>
    %3828 = stablehlo.constant dense<0.0> : tensor<f32>
    %3829 = "stablehlo.reduce"(%3827, %3828) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3830 = stablehlo.constant dense<0.0> : tensor<f32>
    %3831 = "stablehlo.reduce"(%3829, %3830) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3832 = "stablehlo.reshape"(%3831) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3833 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 12, 4>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3834 = stablehlo.multiply %3833, %3701 : tensor<2x8x8x4xf32>
    %3835 = stablehlo.constant dense<0.0> : tensor<f32>
    %3836 = "stablehlo.reduce"(%3834, %3835) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3837 = stablehlo.constant dense<0.0> : tensor<f32>
    %3838 = "stablehlo.reduce"(%3836, %3837) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3839 = "stablehlo.reshape"(%3838) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3840 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 13, 4>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3841 = stablehlo.multiply %3840, %3701 : tensor<2x8x8x4xf32>
    %3842 = stablehlo.constant dense<0.0> : tensor<f32>
    %3843 = "stablehlo.reduce"(%3841, %3842) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3844 = stablehlo.constant dense<0.0> : tensor<f32>
    %3845 = "stablehlo.reduce"(%3843, %3844) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3846 = "stablehlo.reshape"(%3845) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3847 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 14, 4>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3848 = stablehlo.multiply %3847, %3701 : tensor<2x8x8x4xf32>
    %3849 = stablehlo.constant dense<0.0> : tensor<f32>
    %3850 = "stablehlo.reduce"(%3848, %3849) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3851 = stablehlo.constant dense<0.0> : tensor<f32>
    %3852 = "stablehlo.reduce"(%3850, %3851) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3853 = "stablehlo.reshape"(%3852) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3854 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 8, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3855 = stablehlo.multiply %3854, %3701 : tensor<2x8x8x4xf32>
    %3856 = stablehlo.constant dense<0.0> : tensor<f32>
    %3857 = "stablehlo.reduce"(%3855, %3856) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3858 = stablehlo.constant dense<0.0> : tensor<f32>
    %3859 = "stablehlo.reduce"(%3857, %3858) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3860 = "stablehlo.reshape"(%3859) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3861 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 9, 4>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3862 = stablehlo.multiply %3861, %3701 : tensor<2x8x8x4xf32>
    %3863 = stablehlo.constant dense<0.0> : tensor<f32>
    %3864 = "stablehlo.reduce"(%3862, %3863) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3865 = stablehlo.constant dense<0.0> : tensor<f32>
    %3866 = "stablehlo.reduce"(%3864, %3865) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3867 = "stablehlo.reshape"(%3866) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3868 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 10, 4>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3869 = stablehlo.multiply %3868, %3701 : tensor<2x8x8x4xf32>
    %3870 = stablehlo.constant dense<0.0> : tensor<f32>
    %3871 = "stablehlo.reduce"(%3869, %3870) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3872 = stablehlo.constant dense<0.0> : tensor<f32>
    %3873 = "stablehlo.reduce"(%3871, %3872) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3874 = "stablehlo.reshape"(%3873) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3875 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 11, 4>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3876 = stablehlo.multiply %3875, %3701 : tensor<2x8x8x4xf32>
    %3877 = stablehlo.constant dense<0.0> : tensor<f32>
    %3878 = "stablehlo.reduce"(%3876, %3877) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3879 = stablehlo.constant dense<0.0> : tensor<f32>
    %3880 = "stablehlo.reduce"(%3878, %3879) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3881 = "stablehlo.reshape"(%3880) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3882 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 12, 4>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3883 = stablehlo.multiply %3882, %3701 : tensor<2x8x8x4xf32>
    %3884 = stablehlo.constant dense<0.0> : tensor<f32>
    %3885 = "stablehlo.reduce"(%3883, %3884) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3886 = stablehlo.constant dense<0.0> : tensor<f32>
    %3887 = "stablehlo.reduce"(%3885, %3886) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3888 = "stablehlo.reshape"(%3887) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3889 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 13, 4>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3890 = stablehlo.multiply %3889, %3701 : tensor<2x8x8x4xf32>
    %3891 = stablehlo.constant dense<0.0> : tensor<f32>
    %3892 = "stablehlo.reduce"(%3890, %3891) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3893 = stablehlo.constant dense<0.0> : tensor<f32>
    %3894 = "stablehlo.reduce"(%3892, %3893) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3895 = "stablehlo.reshape"(%3894) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3896 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 14, 4>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3897 = stablehlo.multiply %3896, %3701 : tensor<2x8x8x4xf32>
    %3898 = stablehlo.constant dense<0.0> : tensor<f32>
    %3899 = "stablehlo.reduce"(%3897, %3898) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3900 = stablehlo.constant dense<0.0> : tensor<f32>
    %3901 = "stablehlo.reduce"(%3899, %3900) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3902 = "stablehlo.reshape"(%3901) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3903 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 8, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3904 = stablehlo.multiply %3903, %3701 : tensor<2x8x8x4xf32>
    %3905 = stablehlo.constant dense<0.0> : tensor<f32>
    %3906 = "stablehlo.reduce"(%3904, %3905) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3907 = stablehlo.constant dense<0.0> : tensor<f32>
    %3908 = "stablehlo.reduce"(%3906, %3907) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3909 = "stablehlo.reshape"(%3908) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3910 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 9, 4>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3911 = stablehlo.multiply %3910, %3701 : tensor<2x8x8x4xf32>
    %3912 = stablehlo.constant dense<0.0> : tensor<f32>
    %3913 = "stablehlo.reduce"(%3911, %3912) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3914 = stablehlo.constant dense<0.0> : tensor<f32>
    %3915 = "stablehlo.reduce"(%3913, %3914) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3916 = "stablehlo.reshape"(%3915) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3917 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 10, 4>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3918 = stablehlo.multiply %3917, %3701 : tensor<2x8x8x4xf32>
    %3919 = stablehlo.constant dense<0.0> : tensor<f32>
    %3920 = "stablehlo.reduce"(%3918, %3919) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3921 = stablehlo.constant dense<0.0> : tensor<f32>
    %3922 = "stablehlo.reduce"(%3920, %3921) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3923 = "stablehlo.reshape"(%3922) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3924 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 11, 4>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3925 = stablehlo.multiply %3924, %3701 : tensor<2x8x8x4xf32>
    %3926 = stablehlo.constant dense<0.0> : tensor<f32>
    %3927 = "stablehlo.reduce"(%3925, %3926) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3928 = stablehlo.constant dense<0.0> : tensor<f32>
    %3929 = "stablehlo.reduce"(%3927, %3928) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3930 = "stablehlo.reshape"(%3929) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3931 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 12, 4>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3932 = stablehlo.multiply %3931, %3701 : tensor<2x8x8x4xf32>
    %3933 = stablehlo.constant dense<0.0> : tensor<f32>
    %3934 = "stablehlo.reduce"(%3932, %3933) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3935 = stablehlo.constant dense<0.0> : tensor<f32>
    %3936 = "stablehlo.reduce"(%3934, %3935) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3937 = "stablehlo.reshape"(%3936) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3938 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 13, 4>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3939 = stablehlo.multiply %3938, %3701 : tensor<2x8x8x4xf32>
    %3940 = stablehlo.constant dense<0.0> : tensor<f32>
    %3941 = "stablehlo.reduce"(%3939, %3940) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3942 = stablehlo.constant dense<0.0> : tensor<f32>
    %3943 = "stablehlo.reduce"(%3941, %3942) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3944 = "stablehlo.reshape"(%3943) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3945 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 14, 4>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3946 = stablehlo.multiply %3945, %3701 : tensor<2x8x8x4xf32>
    %3947 = stablehlo.constant dense<0.0> : tensor<f32>
    %3948 = "stablehlo.reduce"(%3946, %3947) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3949 = stablehlo.constant dense<0.0> : tensor<f32>
    %3950 = "stablehlo.reduce"(%3948, %3949) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3951 = "stablehlo.reshape"(%3950) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3952 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 8, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3953 = stablehlo.multiply %3952, %3701 : tensor<2x8x8x4xf32>
    %3954 = stablehlo.constant dense<0.0> : tensor<f32>
    %3955 = "stablehlo.reduce"(%3953, %3954) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3956 = stablehlo.constant dense<0.0> : tensor<f32>
    %3957 = "stablehlo.reduce"(%3955, %3956) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3958 = "stablehlo.reshape"(%3957) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3959 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 9, 4>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3960 = stablehlo.multiply %3959, %3701 : tensor<2x8x8x4xf32>
    %3961 = stablehlo.constant dense<0.0> : tensor<f32>
    %3962 = "stablehlo.reduce"(%3960, %3961) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3963 = stablehlo.constant dense<0.0> : tensor<f32>
    %3964 = "stablehlo.reduce"(%3962, %3963) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3965 = "stablehlo.reshape"(%3964) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3966 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 10, 4>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3967 = stablehlo.multiply %3966, %3701 : tensor<2x8x8x4xf32>
    %3968 = stablehlo.constant dense<0.0> : tensor<f32>
    %3969 = "stablehlo.reduce"(%3967, %3968) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3970 = stablehlo.constant dense<0.0> : tensor<f32>
    %3971 = "stablehlo.reduce"(%3969, %3970) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3972 = "stablehlo.reshape"(%3971) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3973 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 11, 4>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3974 = stablehlo.multiply %3973, %3701 : tensor<2x8x8x4xf32>
    %3975 = stablehlo.constant dense<0.0> : tensor<f32>
    %3976 = "stablehlo.reduce"(%3974, %3975) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3977 = stablehlo.constant dense<0.0> : tensor<f32>
    %3978 = "stablehlo.reduce"(%3976, %3977) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3979 = "stablehlo.reshape"(%3978) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3980 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 12, 4>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3981 = stablehlo.multiply %3980, %3701 : tensor<2x8x8x4xf32>
    %3982 = stablehlo.constant dense<0.0> : tensor<f32>
    %3983 = "stablehlo.reduce"(%3981, %3982) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3984 = stablehlo.constant dense<0.0> : tensor<f32>
    %3985 = "stablehlo.reduce"(%3983, %3984) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3986 = "stablehlo.reshape"(%3985) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3987 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 13, 4>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3988 = stablehlo.multiply %3987, %3701 : tensor<2x8x8x4xf32>
    %3989 = stablehlo.constant dense<0.0> : tensor<f32>
    %3990 = "stablehlo.reduce"(%3988, %3989) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3991 = stablehlo.constant dense<0.0> : tensor<f32>
    %3992 = "stablehlo.reduce"(%3990, %3991) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3993 = "stablehlo.reshape"(%3992) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3994 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 14, 4>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3995 = stablehlo.multiply %3994, %3701 : tensor<2x8x8x4xf32>
    %3996 = stablehlo.constant dense<0.0> : tensor<f32>
    %3997 = "stablehlo.reduce"(%3995, %3996) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3998 = stablehlo.constant dense<0.0> : tensor<f32>
    %3999 = "stablehlo.reduce"(%3997, %3998) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4000 = "stablehlo.reshape"(%3999) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4001 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 8, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4002 = stablehlo.multiply %4001, %3701 : tensor<2x8x8x4xf32>
    %4003 = stablehlo.constant dense<0.0> : tensor<f32>
    %4004 = "stablehlo.reduce"(%4002, %4003) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4005 = stablehlo.constant dense<0.0> : tensor<f32>
    %4006 = "stablehlo.reduce"(%4004, %4005) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4007 = "stablehlo.reshape"(%4006) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4008 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 9, 4>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4009 = stablehlo.multiply %4008, %3701 : tensor<2x8x8x4xf32>
    %4010 = stablehlo.constant dense<0.0> : tensor<f32>
    %4011 = "stablehlo.reduce"(%4009, %4010) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4012 = stablehlo.constant dense<0.0> : tensor<f32>
    %4013 = "stablehlo.reduce"(%4011, %4012) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4014 = "stablehlo.reshape"(%4013) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4015 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 10, 4>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4016 = stablehlo.multiply %4015, %3701 : tensor<2x8x8x4xf32>
    %4017 = stablehlo.constant dense<0.0> : tensor<f32>
    %4018 = "stablehlo.reduce"(%4016, %4017) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4019 = stablehlo.constant dense<0.0> : tensor<f32>
    %4020 = "stablehlo.reduce"(%4018, %4019) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4021 = "stablehlo.reshape"(%4020) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4022 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 11, 4>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4023 = stablehlo.multiply %4022, %3701 : tensor<2x8x8x4xf32>
    %4024 = stablehlo.constant dense<0.0> : tensor<f32>
    %4025 = "stablehlo.reduce"(%4023, %4024) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4026 = stablehlo.constant dense<0.0> : tensor<f32>
    %4027 = "stablehlo.reduce"(%4025, %4026) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4028 = "stablehlo.reshape"(%4027) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4029 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 12, 4>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4030 = stablehlo.multiply %4029, %3701 : tensor<2x8x8x4xf32>
    %4031 = stablehlo.constant dense<0.0> : tensor<f32>
    %4032 = "stablehlo.reduce"(%4030, %4031) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4033 = stablehlo.constant dense<0.0> : tensor<f32>
    %4034 = "stablehlo.reduce"(%4032, %4033) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4035 = "stablehlo.reshape"(%4034) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4036 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 13, 4>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4037 = stablehlo.multiply %4036, %3701 : tensor<2x8x8x4xf32>
    %4038 = stablehlo.constant dense<0.0> : tensor<f32>
    %4039 = "stablehlo.reduce"(%4037, %4038) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4040 = stablehlo.constant dense<0.0> : tensor<f32>
    %4041 = "stablehlo.reduce"(%4039, %4040) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4042 = "stablehlo.reshape"(%4041) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4043 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 14, 4>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4044 = stablehlo.multiply %4043, %3701 : tensor<2x8x8x4xf32>
    %4045 = stablehlo.constant dense<0.0> : tensor<f32>
    %4046 = "stablehlo.reduce"(%4044, %4045) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4047 = stablehlo.constant dense<0.0> : tensor<f32>
    %4048 = "stablehlo.reduce"(%4046, %4047) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4049 = "stablehlo.reshape"(%4048) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4050 = "stablehlo.concatenate"(%3713, %3720, %3727, %3734, %3741, %3748, %3755, %3762, %3769, %3776, %3783, %3790, %3797, %3804, %3811, %3818, %3825, %3832, %3839, %3846, %3853, %3860, %3867, %3874, %3881, %3888, %3895, %3902, %3909, %3916, %3923, %3930, %3937, %3944, %3951, %3958, %3965, %3972, %3979, %3986, %3993, %4000, %4007, %4014, %4021, %4028, %4035, %4042, %4049) {dimension = 0 : i64} : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<49x4xf32>
    %4051 = "stablehlo.reshape"(%4050) : (tensor<49x4xf32>) -> tensor<7x7x1x4xf32>
    %4052 = stablehlo.constant dense<0.0> : tensor<f32>
    %4053 = "stablehlo.reduce"(%3701, %4052) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4054 = stablehlo.constant dense<0.0> : tensor<f32>
    %4055 = "stablehlo.pad"(%3701, %4054) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x14x14x4xf32>
    %4056 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 8, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4057 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 4>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4058 = "stablehlo.reshape"(%4057) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4059 = "stablehlo.broadcast_in_dim"(%4058) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4060 = stablehlo.multiply %4056, %4059 : tensor<2x8x8x4xf32>
    %4061 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 9, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4062 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 4>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4063 = "stablehlo.reshape"(%4062) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4064 = "stablehlo.broadcast_in_dim"(%4063) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4065 = stablehlo.multiply %4061, %4064 : tensor<2x8x8x4xf32>
    %4066 = stablehlo.add %4060, %4065 : tensor<2x8x8x4xf32>
    %4067 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 10, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4068 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 4>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4069 = "stablehlo.reshape"(%4068) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4070 = "stablehlo.broadcast_in_dim"(%4069) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4071 = stablehlo.multiply %4067, %4070 : tensor<2x8x8x4xf32>
    %4072 = stablehlo.add %4066, %4071 : tensor<2x8x8x4xf32>
    %4073 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 11, 4>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4074 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 4>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4075 = "stablehlo.reshape"(%4074) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4076 = "stablehlo.broadcast_in_dim"(%4075) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4077 = stablehlo.multiply %4073, %4076 : tensor<2x8x8x4xf32>
    %4078 = stablehlo.add %4072, %4077 : tensor<2x8x8x4xf32>
    %4079 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 12, 4>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4080 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 4>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4081 = "stablehlo.reshape"(%4080) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4082 = "stablehlo.broadcast_in_dim"(%4081) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4083 = stablehlo.multiply %4079, %4082 : tensor<2x8x8x4xf32>
    %4084 = stablehlo.add %4078, %4083 : tensor<2x8x8x4xf32>
    %4085 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 13, 4>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4086 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 4>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4087 = "stablehlo.reshape"(%4086) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4088 = "stablehlo.broadcast_in_dim"(%4087) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4089 = stablehlo.multiply %4085, %4088 : tensor<2x8x8x4xf32>
    %4090 = stablehlo.add %4084, %4089 : tensor<2x8x8x4xf32>
    %4091 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 8, 14, 4>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4092 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 4>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4093 = "stablehlo.reshape"(%4092) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4094 = "stablehlo.broadcast_in_dim"(%4093) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4095 = stablehlo.multiply %4091, %4094 : tensor<2x8x8x4xf32>
    %4096 = stablehlo.add %4090, %4095 : tensor<2x8x8x4xf32>
    %4097 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 8, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4098 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 4>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4099 = "stablehlo.reshape"(%4098) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4100 = "stablehlo.broadcast_in_dim"(%4099) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4101 = stablehlo.multiply %4097, %4100 : tensor<2x8x8x4xf32>
    %4102 = stablehlo.add %4096, %4101 : tensor<2x8x8x4xf32>
    %4103 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 9, 4>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4104 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 4>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4105 = "stablehlo.reshape"(%4104) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4106 = "stablehlo.broadcast_in_dim"(%4105) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4107 = stablehlo.multiply %4103, %4106 : tensor<2x8x8x4xf32>
    %4108 = stablehlo.add %4102, %4107 : tensor<2x8x8x4xf32>
    %4109 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 10, 4>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4110 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 4>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4111 = "stablehlo.reshape"(%4110) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4112 = "stablehlo.broadcast_in_dim"(%4111) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4113 = stablehlo.multiply %4109, %4112 : tensor<2x8x8x4xf32>
    %4114 = stablehlo.add %4108, %4113 : tensor<2x8x8x4xf32>
    %4115 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 11, 4>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4116 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 4>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4117 = "stablehlo.reshape"(%4116) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4118 = "stablehlo.broadcast_in_dim"(%4117) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4119 = stablehlo.multiply %4115, %4118 : tensor<2x8x8x4xf32>
    %4120 = stablehlo.add %4114, %4119 : tensor<2x8x8x4xf32>
    %4121 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 12, 4>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4122 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 4>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4123 = "stablehlo.reshape"(%4122) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4124 = "stablehlo.broadcast_in_dim"(%4123) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4125 = stablehlo.multiply %4121, %4124 : tensor<2x8x8x4xf32>
    %4126 = stablehlo.add %4120, %4125 : tensor<2x8x8x4xf32>
    %4127 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 13, 4>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4128 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 4>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4129 = "stablehlo.reshape"(%4128) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4130 = "stablehlo.broadcast_in_dim"(%4129) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4131 = stablehlo.multiply %4127, %4130 : tensor<2x8x8x4xf32>
    %4132 = stablehlo.add %4126, %4131 : tensor<2x8x8x4xf32>
    %4133 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 9, 14, 4>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4134 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 4>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4135 = "stablehlo.reshape"(%4134) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4136 = "stablehlo.broadcast_in_dim"(%4135) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4137 = stablehlo.multiply %4133, %4136 : tensor<2x8x8x4xf32>
    %4138 = stablehlo.add %4132, %4137 : tensor<2x8x8x4xf32>
    %4139 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 8, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4140 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 4>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4141 = "stablehlo.reshape"(%4140) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4142 = "stablehlo.broadcast_in_dim"(%4141) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4143 = stablehlo.multiply %4139, %4142 : tensor<2x8x8x4xf32>
    %4144 = stablehlo.add %4138, %4143 : tensor<2x8x8x4xf32>
    %4145 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 9, 4>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4146 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 4>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4147 = "stablehlo.reshape"(%4146) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4148 = "stablehlo.broadcast_in_dim"(%4147) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4149 = stablehlo.multiply %4145, %4148 : tensor<2x8x8x4xf32>
    %4150 = stablehlo.add %4144, %4149 : tensor<2x8x8x4xf32>
    %4151 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 10, 4>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4152 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 4>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4153 = "stablehlo.reshape"(%4152) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4154 = "stablehlo.broadcast_in_dim"(%4153) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4155 = stablehlo.multiply %4151, %4154 : tensor<2x8x8x4xf32>
    %4156 = stablehlo.add %4150, %4155 : tensor<2x8x8x4xf32>
    %4157 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 11, 4>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4158 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 4>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4159 = "stablehlo.reshape"(%4158) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4160 = "stablehlo.broadcast_in_dim"(%4159) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4161 = stablehlo.multiply %4157, %4160 : tensor<2x8x8x4xf32>
    %4162 = stablehlo.add %4156, %4161 : tensor<2x8x8x4xf32>
    %4163 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 12, 4>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4164 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 4>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4165 = "stablehlo.reshape"(%4164) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4166 = "stablehlo.broadcast_in_dim"(%4165) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4167 = stablehlo.multiply %4163, %4166 : tensor<2x8x8x4xf32>
    %4168 = stablehlo.add %4162, %4167 : tensor<2x8x8x4xf32>
    %4169 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 13, 4>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4170 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 4>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4171 = "stablehlo.reshape"(%4170) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4172 = "stablehlo.broadcast_in_dim"(%4171) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4173 = stablehlo.multiply %4169, %4172 : tensor<2x8x8x4xf32>
    %4174 = stablehlo.add %4168, %4173 : tensor<2x8x8x4xf32>
    %4175 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 10, 14, 4>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4176 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 4>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4177 = "stablehlo.reshape"(%4176) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4178 = "stablehlo.broadcast_in_dim"(%4177) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4179 = stablehlo.multiply %4175, %4178 : tensor<2x8x8x4xf32>
    %4180 = stablehlo.add %4174, %4179 : tensor<2x8x8x4xf32>
    %4181 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 8, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4182 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 4>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4183 = "stablehlo.reshape"(%4182) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4184 = "stablehlo.broadcast_in_dim"(%4183) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4185 = stablehlo.multiply %4181, %4184 : tensor<2x8x8x4xf32>
    %4186 = stablehlo.add %4180, %4185 : tensor<2x8x8x4xf32>
    %4187 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 9, 4>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4188 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 4>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4189 = "stablehlo.reshape"(%4188) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%4189) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4191 = stablehlo.multiply %4187, %4190 : tensor<2x8x8x4xf32>
    %4192 = stablehlo.add %4186, %4191 : tensor<2x8x8x4xf32>
    %4193 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 10, 4>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4194 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 4>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4195 = "stablehlo.reshape"(%4194) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4196 = "stablehlo.broadcast_in_dim"(%4195) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4197 = stablehlo.multiply %4193, %4196 : tensor<2x8x8x4xf32>
    %4198 = stablehlo.add %4192, %4197 : tensor<2x8x8x4xf32>
    %4199 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 11, 4>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4200 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 4>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4201 = "stablehlo.reshape"(%4200) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4202 = "stablehlo.broadcast_in_dim"(%4201) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4203 = stablehlo.multiply %4199, %4202 : tensor<2x8x8x4xf32>
    %4204 = stablehlo.add %4198, %4203 : tensor<2x8x8x4xf32>
    %4205 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 12, 4>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4206 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 4>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4207 = "stablehlo.reshape"(%4206) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4208 = "stablehlo.broadcast_in_dim"(%4207) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4209 = stablehlo.multiply %4205, %4208 : tensor<2x8x8x4xf32>
    %4210 = stablehlo.add %4204, %4209 : tensor<2x8x8x4xf32>
    %4211 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 13, 4>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4212 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 4>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4213 = "stablehlo.reshape"(%4212) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4214 = "stablehlo.broadcast_in_dim"(%4213) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4215 = stablehlo.multiply %4211, %4214 : tensor<2x8x8x4xf32>
    %4216 = stablehlo.add %4210, %4215 : tensor<2x8x8x4xf32>
    %4217 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 11, 14, 4>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4218 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 4>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4219 = "stablehlo.reshape"(%4218) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4220 = "stablehlo.broadcast_in_dim"(%4219) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4221 = stablehlo.multiply %4217, %4220 : tensor<2x8x8x4xf32>
    %4222 = stablehlo.add %4216, %4221 : tensor<2x8x8x4xf32>
    %4223 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 8, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4224 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 4>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4225 = "stablehlo.reshape"(%4224) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4226 = "stablehlo.broadcast_in_dim"(%4225) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4227 = stablehlo.multiply %4223, %4226 : tensor<2x8x8x4xf32>
    %4228 = stablehlo.add %4222, %4227 : tensor<2x8x8x4xf32>
    %4229 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 9, 4>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4230 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 4>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4231 = "stablehlo.reshape"(%4230) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4232 = "stablehlo.broadcast_in_dim"(%4231) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4233 = stablehlo.multiply %4229, %4232 : tensor<2x8x8x4xf32>
    %4234 = stablehlo.add %4228, %4233 : tensor<2x8x8x4xf32>
    %4235 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 10, 4>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4236 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 4>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4237 = "stablehlo.reshape"(%4236) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4238 = "stablehlo.broadcast_in_dim"(%4237) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4239 = stablehlo.multiply %4235, %4238 : tensor<2x8x8x4xf32>
    %4240 = stablehlo.add %4234, %4239 : tensor<2x8x8x4xf32>
    %4241 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 11, 4>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4242 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 4>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4243 = "stablehlo.reshape"(%4242) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4244 = "stablehlo.broadcast_in_dim"(%4243) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4245 = stablehlo.multiply %4241, %4244 : tensor<2x8x8x4xf32>
    %4246 = stablehlo.add %4240, %4245 : tensor<2x8x8x4xf32>
    %4247 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 12, 4>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4248 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 4>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4249 = "stablehlo.reshape"(%4248) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4250 = "stablehlo.broadcast_in_dim"(%4249) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4251 = stablehlo.multiply %4247, %4250 : tensor<2x8x8x4xf32>
    %4252 = stablehlo.add %4246, %4251 : tensor<2x8x8x4xf32>
    %4253 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 13, 4>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4254 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 4>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4255 = "stablehlo.reshape"(%4254) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4256 = "stablehlo.broadcast_in_dim"(%4255) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4257 = stablehlo.multiply %4253, %4256 : tensor<2x8x8x4xf32>
    %4258 = stablehlo.add %4252, %4257 : tensor<2x8x8x4xf32>
    %4259 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 12, 14, 4>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4260 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 4>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4261 = "stablehlo.reshape"(%4260) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4262 = "stablehlo.broadcast_in_dim"(%4261) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4263 = stablehlo.multiply %4259, %4262 : tensor<2x8x8x4xf32>
    %4264 = stablehlo.add %4258, %4263 : tensor<2x8x8x4xf32>
    %4265 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 8, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4266 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 4>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4267 = "stablehlo.reshape"(%4266) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4268 = "stablehlo.broadcast_in_dim"(%4267) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4269 = stablehlo.multiply %4265, %4268 : tensor<2x8x8x4xf32>
    %4270 = stablehlo.add %4264, %4269 : tensor<2x8x8x4xf32>
    %4271 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 9, 4>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4272 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 4>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4273 = "stablehlo.reshape"(%4272) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4274 = "stablehlo.broadcast_in_dim"(%4273) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4275 = stablehlo.multiply %4271, %4274 : tensor<2x8x8x4xf32>
    %4276 = stablehlo.add %4270, %4275 : tensor<2x8x8x4xf32>
    %4277 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 10, 4>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4278 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 4>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4279 = "stablehlo.reshape"(%4278) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4280 = "stablehlo.broadcast_in_dim"(%4279) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4281 = stablehlo.multiply %4277, %4280 : tensor<2x8x8x4xf32>
    %4282 = stablehlo.add %4276, %4281 : tensor<2x8x8x4xf32>
    %4283 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 11, 4>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4284 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 4>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4285 = "stablehlo.reshape"(%4284) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4286 = "stablehlo.broadcast_in_dim"(%4285) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4287 = stablehlo.multiply %4283, %4286 : tensor<2x8x8x4xf32>
    %4288 = stablehlo.add %4282, %4287 : tensor<2x8x8x4xf32>
    %4289 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 12, 4>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4290 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 4>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4291 = "stablehlo.reshape"(%4290) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4292 = "stablehlo.broadcast_in_dim"(%4291) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4293 = stablehlo.multiply %4289, %4292 : tensor<2x8x8x4xf32>
    %4294 = stablehlo.add %4288, %4293 : tensor<2x8x8x4xf32>
    %4295 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 13, 4>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4296 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 4>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4297 = "stablehlo.reshape"(%4296) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4298 = "stablehlo.broadcast_in_dim"(%4297) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4299 = stablehlo.multiply %4295, %4298 : tensor<2x8x8x4xf32>
    %4300 = stablehlo.add %4294, %4299 : tensor<2x8x8x4xf32>
    %4301 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 13, 14, 4>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4302 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 4>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4303 = "stablehlo.reshape"(%4302) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%4303) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4305 = stablehlo.multiply %4301, %4304 : tensor<2x8x8x4xf32>
    %4306 = stablehlo.add %4300, %4305 : tensor<2x8x8x4xf32>
    %4307 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 8, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4308 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4309 = "stablehlo.reshape"(%4308) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4310 = "stablehlo.broadcast_in_dim"(%4309) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4311 = stablehlo.multiply %4307, %4310 : tensor<2x8x8x4xf32>
    %4312 = stablehlo.add %4306, %4311 : tensor<2x8x8x4xf32>
    %4313 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 9, 4>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4314 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4315 = "stablehlo.reshape"(%4314) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4316 = "stablehlo.broadcast_in_dim"(%4315) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4317 = stablehlo.multiply %4313, %4316 : tensor<2x8x8x4xf32>
    %4318 = stablehlo.add %4312, %4317 : tensor<2x8x8x4xf32>
    %4319 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 10, 4>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4320 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4321 = "stablehlo.reshape"(%4320) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4322 = "stablehlo.broadcast_in_dim"(%4321) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4323 = stablehlo.multiply %4319, %4322 : tensor<2x8x8x4xf32>
    %4324 = stablehlo.add %4318, %4323 : tensor<2x8x8x4xf32>
    %4325 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 11, 4>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4326 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4327 = "stablehlo.reshape"(%4326) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4328 = "stablehlo.broadcast_in_dim"(%4327) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4329 = stablehlo.multiply %4325, %4328 : tensor<2x8x8x4xf32>
    %4330 = stablehlo.add %4324, %4329 : tensor<2x8x8x4xf32>
    %4331 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 12, 4>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4332 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4333 = "stablehlo.reshape"(%4332) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4334 = "stablehlo.broadcast_in_dim"(%4333) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4335 = stablehlo.multiply %4331, %4334 : tensor<2x8x8x4xf32>
    %4336 = stablehlo.add %4330, %4335 : tensor<2x8x8x4xf32>
    %4337 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 13, 4>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4338 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4339 = "stablehlo.reshape"(%4338) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4340 = "stablehlo.broadcast_in_dim"(%4339) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4341 = stablehlo.multiply %4337, %4340 : tensor<2x8x8x4xf32>
    %4342 = stablehlo.add %4336, %4341 : tensor<2x8x8x4xf32>
    %4343 = "stablehlo.slice"(%4055) {limit_indices = array<i64: 2, 14, 14, 4>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4344 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4345 = "stablehlo.reshape"(%4344) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4346 = "stablehlo.broadcast_in_dim"(%4345) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4347 = stablehlo.multiply %4343, %4346 : tensor<2x8x8x4xf32>
    %4348 = stablehlo.add %4342, %4347 : tensor<2x8x8x4xf32>
    %4349 = stablehlo.add %4348, %3656 : tensor<2x8x8x4xf32>
    %4350 = stablehlo.multiply %4349, %19 : tensor<2x8x8x4xf32>
    %4351 = stablehlo.constant dense<0.0> : tensor<f32>
    %4352 = "stablehlo.reduce"(%4350, %4351) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %4353 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %4354 = stablehlo.divide %4352, %4353 : tensor<2x8x8xf32>
    %4355 = "stablehlo.broadcast_in_dim"(%4354) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %4356 = stablehlo.subtract %4350, %4355 : tensor<2x8x8x4xf32>
    %4357 = stablehlo.multiply %4350, %18 : tensor<2x8x8x4xf32>
    %4358 = stablehlo.constant dense<0.0> : tensor<f32>
    %4359 = "stablehlo.reduce"(%4357, %4358) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %4360 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %4361 = stablehlo.divide %4359, %4360 : tensor<2x8x8xf32>
    %4362 = "stablehlo.broadcast_in_dim"(%4361) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %4363 = stablehlo.multiply %18, %4362 : tensor<2x8x8x4xf32>
    %4364 = stablehlo.subtract %4356, %4363 : tensor<2x8x8x4xf32>
    %4365 = stablehlo.multiply %17, %4364 : tensor<2x8x8x4xf32>
    %4366 = stablehlo.multiply %4349, %18 : tensor<2x8x8x4xf32>
    %4367 = stablehlo.constant dense<0.0> : tensor<f32>
    %4368 = "stablehlo.reduce"(%4366, %4367) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4369 = stablehlo.constant dense<0.0> : tensor<f32>
    %4370 = "stablehlo.reduce"(%4349, %4369) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4371 = "stablehlo.convolution"(%x, %4365) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<2x32x32x3xf32>, tensor<2x8x8x4xf32>) -> tensor<4x4x3x4xf32>
    %4372 = stablehlo.constant dense<0.0> : tensor<f32>
    %4373 = "stablehlo.reduce"(%4365, %4372) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    // ── optimizer ──
    %4374 = stablehlo.multiply %4371, %4371 : tensor<4x4x3x4xf32>
    %4375 = stablehlo.constant dense<0.0> : tensor<f32>
    %4376 = "stablehlo.reduce"(%4374, %4375) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %4377 = stablehlo.constant dense<0.0> : tensor<f32>
    %4378 = "stablehlo.reduce"(%4376, %4377) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %4379 = stablehlo.multiply %4373, %4373 : tensor<4xf32>
    %4380 = stablehlo.constant dense<0.0> : tensor<f32>
    %4381 = "stablehlo.reduce"(%4379, %4380) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4382 = stablehlo.add %4378, %4381 : tensor<f32>
    %4383 = stablehlo.multiply %4368, %4368 : tensor<4xf32>
    %4384 = stablehlo.constant dense<0.0> : tensor<f32>
    %4385 = "stablehlo.reduce"(%4383, %4384) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4386 = stablehlo.add %4382, %4385 : tensor<f32>
    %4387 = stablehlo.multiply %4370, %4370 : tensor<4xf32>
    %4388 = stablehlo.constant dense<0.0> : tensor<f32>
    %4389 = "stablehlo.reduce"(%4387, %4388) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4390 = stablehlo.add %4386, %4389 : tensor<f32>
    %4391 = stablehlo.multiply %4051, %4051 : tensor<7x7x1x4xf32>
    %4392 = stablehlo.constant dense<0.0> : tensor<f32>
    %4393 = "stablehlo.reduce"(%4391, %4392) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4394 = stablehlo.constant dense<0.0> : tensor<f32>
    %4395 = "stablehlo.reduce"(%4393, %4394) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4396 = stablehlo.add %4390, %4395 : tensor<f32>
    %4397 = stablehlo.multiply %4053, %4053 : tensor<4xf32>
    %4398 = stablehlo.constant dense<0.0> : tensor<f32>
    %4399 = "stablehlo.reduce"(%4397, %4398) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4400 = stablehlo.add %4396, %4399 : tensor<f32>
    %4401 = stablehlo.multiply %3704, %3704 : tensor<4xf32>
    %4402 = stablehlo.constant dense<0.0> : tensor<f32>
    %4403 = "stablehlo.reduce"(%4401, %4402) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4404 = stablehlo.add %4400, %4403 : tensor<f32>
    %4405 = stablehlo.multiply %3706, %3706 : tensor<4xf32>
    %4406 = stablehlo.constant dense<0.0> : tensor<f32>
    %4407 = "stablehlo.reduce"(%4405, %4406) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4408 = stablehlo.add %4404, %4407 : tensor<f32>
    %4409 = stablehlo.multiply %3683, %3683 : tensor<4x16xf32>
    %4410 = stablehlo.constant dense<0.0> : tensor<f32>
    %4411 = "stablehlo.reduce"(%4409, %4410) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %4412 = stablehlo.constant dense<0.0> : tensor<f32>
    %4413 = "stablehlo.reduce"(%4411, %4412) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4414 = stablehlo.add %4408, %4413 : tensor<f32>
    %4415 = stablehlo.multiply %3685, %3685 : tensor<16xf32>
    %4416 = stablehlo.constant dense<0.0> : tensor<f32>
    %4417 = "stablehlo.reduce"(%4415, %4416) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4418 = stablehlo.add %4414, %4417 : tensor<f32>
    %4419 = stablehlo.multiply %3669, %3669 : tensor<16x4xf32>
    %4420 = stablehlo.constant dense<0.0> : tensor<f32>
    %4421 = "stablehlo.reduce"(%4419, %4420) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %4422 = stablehlo.constant dense<0.0> : tensor<f32>
    %4423 = "stablehlo.reduce"(%4421, %4422) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4424 = stablehlo.add %4418, %4423 : tensor<f32>
    %4425 = stablehlo.multiply %3671, %3671 : tensor<4xf32>
    %4426 = stablehlo.constant dense<0.0> : tensor<f32>
    %4427 = "stablehlo.reduce"(%4425, %4426) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4428 = stablehlo.add %4424, %4427 : tensor<f32>
    %4429 = stablehlo.multiply %3666, %3666 : tensor<4xf32>
    %4430 = stablehlo.constant dense<0.0> : tensor<f32>
    %4431 = "stablehlo.reduce"(%4429, %4430) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4432 = stablehlo.add %4428, %4431 : tensor<f32>
    %4433 = stablehlo.multiply %3659, %3659 : tensor<4xf32>
    %4434 = stablehlo.constant dense<0.0> : tensor<f32>
    %4435 = "stablehlo.reduce"(%4433, %4434) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4436 = stablehlo.add %4432, %4435 : tensor<f32>
    %4437 = stablehlo.multiply %3661, %3661 : tensor<4xf32>
    %4438 = stablehlo.constant dense<0.0> : tensor<f32>
    %4439 = "stablehlo.reduce"(%4437, %4438) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4440 = stablehlo.add %4436, %4439 : tensor<f32>
    %4441 = stablehlo.multiply %3638, %3638 : tensor<2x2x4x8xf32>
    %4442 = stablehlo.constant dense<0.0> : tensor<f32>
    %4443 = "stablehlo.reduce"(%4441, %4442) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %4444 = stablehlo.constant dense<0.0> : tensor<f32>
    %4445 = "stablehlo.reduce"(%4443, %4444) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %4446 = stablehlo.add %4440, %4445 : tensor<f32>
    %4447 = stablehlo.multiply %3640, %3640 : tensor<8xf32>
    %4448 = stablehlo.constant dense<0.0> : tensor<f32>
    %4449 = "stablehlo.reduce"(%4447, %4448) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4450 = stablehlo.add %4446, %4449 : tensor<f32>
    %4451 = stablehlo.multiply %3337, %3337 : tensor<7x7x1x8xf32>
    %4452 = stablehlo.constant dense<0.0> : tensor<f32>
    %4453 = "stablehlo.reduce"(%4451, %4452) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4454 = stablehlo.constant dense<0.0> : tensor<f32>
    %4455 = "stablehlo.reduce"(%4453, %4454) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4456 = stablehlo.add %4450, %4455 : tensor<f32>
    %4457 = stablehlo.multiply %3339, %3339 : tensor<8xf32>
    %4458 = stablehlo.constant dense<0.0> : tensor<f32>
    %4459 = "stablehlo.reduce"(%4457, %4458) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4460 = stablehlo.add %4456, %4459 : tensor<f32>
    %4461 = stablehlo.multiply %2990, %2990 : tensor<8xf32>
    %4462 = stablehlo.constant dense<0.0> : tensor<f32>
    %4463 = "stablehlo.reduce"(%4461, %4462) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4464 = stablehlo.add %4460, %4463 : tensor<f32>
    %4465 = stablehlo.multiply %2992, %2992 : tensor<8xf32>
    %4466 = stablehlo.constant dense<0.0> : tensor<f32>
    %4467 = "stablehlo.reduce"(%4465, %4466) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4468 = stablehlo.add %4464, %4467 : tensor<f32>
    %4469 = stablehlo.multiply %2969, %2969 : tensor<8x32xf32>
    %4470 = stablehlo.constant dense<0.0> : tensor<f32>
    %4471 = "stablehlo.reduce"(%4469, %4470) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %4472 = stablehlo.constant dense<0.0> : tensor<f32>
    %4473 = "stablehlo.reduce"(%4471, %4472) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4474 = stablehlo.add %4468, %4473 : tensor<f32>
    %4475 = stablehlo.multiply %2971, %2971 : tensor<32xf32>
    %4476 = stablehlo.constant dense<0.0> : tensor<f32>
    %4477 = "stablehlo.reduce"(%4475, %4476) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4478 = stablehlo.add %4474, %4477 : tensor<f32>
    %4479 = stablehlo.multiply %2955, %2955 : tensor<32x8xf32>
    %4480 = stablehlo.constant dense<0.0> : tensor<f32>
    %4481 = "stablehlo.reduce"(%4479, %4480) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %4482 = stablehlo.constant dense<0.0> : tensor<f32>
    %4483 = "stablehlo.reduce"(%4481, %4482) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4484 = stablehlo.add %4478, %4483 : tensor<f32>
    %4485 = stablehlo.multiply %2957, %2957 : tensor<8xf32>
    %4486 = stablehlo.constant dense<0.0> : tensor<f32>
    %4487 = "stablehlo.reduce"(%4485, %4486) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4488 = stablehlo.add %4484, %4487 : tensor<f32>
    %4489 = stablehlo.multiply %2952, %2952 : tensor<8xf32>
    %4490 = stablehlo.constant dense<0.0> : tensor<f32>
    %4491 = "stablehlo.reduce"(%4489, %4490) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4492 = stablehlo.add %4488, %4491 : tensor<f32>
    %4493 = stablehlo.multiply %2945, %2945 : tensor<8xf32>
    %4494 = stablehlo.constant dense<0.0> : tensor<f32>
    %4495 = "stablehlo.reduce"(%4493, %4494) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4496 = stablehlo.add %4492, %4495 : tensor<f32>
    %4497 = stablehlo.multiply %2947, %2947 : tensor<8xf32>
    %4498 = stablehlo.constant dense<0.0> : tensor<f32>
    %4499 = "stablehlo.reduce"(%4497, %4498) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4500 = stablehlo.add %4496, %4499 : tensor<f32>
    %4501 = stablehlo.multiply %2924, %2924 : tensor<2x2x8x12xf32>
    %4502 = stablehlo.constant dense<0.0> : tensor<f32>
    %4503 = "stablehlo.reduce"(%4501, %4502) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %4504 = stablehlo.constant dense<0.0> : tensor<f32>
    %4505 = "stablehlo.reduce"(%4503, %4504) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %4506 = stablehlo.add %4500, %4505 : tensor<f32>
    %4507 = stablehlo.multiply %2926, %2926 : tensor<12xf32>
    %4508 = stablehlo.constant dense<0.0> : tensor<f32>
    %4509 = "stablehlo.reduce"(%4507, %4508) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4510 = stablehlo.add %4506, %4509 : tensor<f32>
    %4511 = stablehlo.multiply %2623, %2623 : tensor<7x7x1x12xf32>
    %4512 = stablehlo.constant dense<0.0> : tensor<f32>
    %4513 = "stablehlo.reduce"(%4511, %4512) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4514 = stablehlo.constant dense<0.0> : tensor<f32>
    %4515 = "stablehlo.reduce"(%4513, %4514) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4516 = stablehlo.add %4510, %4515 : tensor<f32>
    %4517 = stablehlo.multiply %2625, %2625 : tensor<12xf32>
    %4518 = stablehlo.constant dense<0.0> : tensor<f32>
    %4519 = "stablehlo.reduce"(%4517, %4518) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4520 = stablehlo.add %4516, %4519 : tensor<f32>
    %4521 = stablehlo.multiply %2276, %2276 : tensor<12xf32>
    %4522 = stablehlo.constant dense<0.0> : tensor<f32>
    %4523 = "stablehlo.reduce"(%4521, %4522) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4524 = stablehlo.add %4520, %4523 : tensor<f32>
    %4525 = stablehlo.multiply %2278, %2278 : tensor<12xf32>
    %4526 = stablehlo.constant dense<0.0> : tensor<f32>
    %4527 = "stablehlo.reduce"(%4525, %4526) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4528 = stablehlo.add %4524, %4527 : tensor<f32>
    %4529 = stablehlo.multiply %2255, %2255 : tensor<12x48xf32>
    %4530 = stablehlo.constant dense<0.0> : tensor<f32>
    %4531 = "stablehlo.reduce"(%4529, %4530) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %4532 = stablehlo.constant dense<0.0> : tensor<f32>
    %4533 = "stablehlo.reduce"(%4531, %4532) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4534 = stablehlo.add %4528, %4533 : tensor<f32>
    %4535 = stablehlo.multiply %2257, %2257 : tensor<48xf32>
    %4536 = stablehlo.constant dense<0.0> : tensor<f32>
    %4537 = "stablehlo.reduce"(%4535, %4536) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %4538 = stablehlo.add %4534, %4537 : tensor<f32>
    %4539 = stablehlo.multiply %2241, %2241 : tensor<48x12xf32>
    %4540 = stablehlo.constant dense<0.0> : tensor<f32>
    %4541 = "stablehlo.reduce"(%4539, %4540) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %4542 = stablehlo.constant dense<0.0> : tensor<f32>
    %4543 = "stablehlo.reduce"(%4541, %4542) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %4544 = stablehlo.add %4538, %4543 : tensor<f32>
    %4545 = stablehlo.multiply %2243, %2243 : tensor<12xf32>
    %4546 = stablehlo.constant dense<0.0> : tensor<f32>
    %4547 = "stablehlo.reduce"(%4545, %4546) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4548 = stablehlo.add %4544, %4547 : tensor<f32>
    %4549 = stablehlo.multiply %2238, %2238 : tensor<12xf32>
    %4550 = stablehlo.constant dense<0.0> : tensor<f32>
    %4551 = "stablehlo.reduce"(%4549, %4550) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4552 = stablehlo.add %4548, %4551 : tensor<f32>
    %4553 = stablehlo.multiply %2231, %2231 : tensor<12xf32>
    %4554 = stablehlo.constant dense<0.0> : tensor<f32>
    %4555 = "stablehlo.reduce"(%4553, %4554) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4556 = stablehlo.add %4552, %4555 : tensor<f32>
    %4557 = stablehlo.multiply %2233, %2233 : tensor<12xf32>
    %4558 = stablehlo.constant dense<0.0> : tensor<f32>
    %4559 = "stablehlo.reduce"(%4557, %4558) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4560 = stablehlo.add %4556, %4559 : tensor<f32>
    %4561 = stablehlo.multiply %2210, %2210 : tensor<2x2x12x16xf32>
    %4562 = stablehlo.constant dense<0.0> : tensor<f32>
    %4563 = "stablehlo.reduce"(%4561, %4562) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %4564 = stablehlo.constant dense<0.0> : tensor<f32>
    %4565 = "stablehlo.reduce"(%4563, %4564) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %4566 = stablehlo.add %4560, %4565 : tensor<f32>
    %4567 = stablehlo.multiply %2212, %2212 : tensor<16xf32>
    %4568 = stablehlo.constant dense<0.0> : tensor<f32>
    %4569 = "stablehlo.reduce"(%4567, %4568) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4570 = stablehlo.add %4566, %4569 : tensor<f32>
    %4571 = stablehlo.multiply %1909, %1909 : tensor<7x7x1x16xf32>
    %4572 = stablehlo.constant dense<0.0> : tensor<f32>
    %4573 = "stablehlo.reduce"(%4571, %4572) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4574 = stablehlo.constant dense<0.0> : tensor<f32>
    %4575 = "stablehlo.reduce"(%4573, %4574) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4576 = stablehlo.add %4570, %4575 : tensor<f32>
    %4577 = stablehlo.multiply %1911, %1911 : tensor<16xf32>
    %4578 = stablehlo.constant dense<0.0> : tensor<f32>
    %4579 = "stablehlo.reduce"(%4577, %4578) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4580 = stablehlo.add %4576, %4579 : tensor<f32>
    %4581 = stablehlo.multiply %1562, %1562 : tensor<16xf32>
    %4582 = stablehlo.constant dense<0.0> : tensor<f32>
    %4583 = "stablehlo.reduce"(%4581, %4582) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4584 = stablehlo.add %4580, %4583 : tensor<f32>
    %4585 = stablehlo.multiply %1564, %1564 : tensor<16xf32>
    %4586 = stablehlo.constant dense<0.0> : tensor<f32>
    %4587 = "stablehlo.reduce"(%4585, %4586) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4588 = stablehlo.add %4584, %4587 : tensor<f32>
    %4589 = stablehlo.multiply %1541, %1541 : tensor<16x64xf32>
    %4590 = stablehlo.constant dense<0.0> : tensor<f32>
    %4591 = "stablehlo.reduce"(%4589, %4590) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %4592 = stablehlo.constant dense<0.0> : tensor<f32>
    %4593 = "stablehlo.reduce"(%4591, %4592) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4594 = stablehlo.add %4588, %4593 : tensor<f32>
    %4595 = stablehlo.multiply %1543, %1543 : tensor<64xf32>
    %4596 = stablehlo.constant dense<0.0> : tensor<f32>
    %4597 = "stablehlo.reduce"(%4595, %4596) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4598 = stablehlo.add %4594, %4597 : tensor<f32>
    %4599 = stablehlo.multiply %1527, %1527 : tensor<64x16xf32>
    %4600 = stablehlo.constant dense<0.0> : tensor<f32>
    %4601 = "stablehlo.reduce"(%4599, %4600) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %4602 = stablehlo.constant dense<0.0> : tensor<f32>
    %4603 = "stablehlo.reduce"(%4601, %4602) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4604 = stablehlo.add %4598, %4603 : tensor<f32>
    %4605 = stablehlo.multiply %1529, %1529 : tensor<16xf32>
    %4606 = stablehlo.constant dense<0.0> : tensor<f32>
    %4607 = "stablehlo.reduce"(%4605, %4606) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4608 = stablehlo.add %4604, %4607 : tensor<f32>
    %4609 = stablehlo.multiply %1524, %1524 : tensor<16xf32>
    %4610 = stablehlo.constant dense<0.0> : tensor<f32>
    %4611 = "stablehlo.reduce"(%4609, %4610) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4612 = stablehlo.add %4608, %4611 : tensor<f32>
    %4613 = stablehlo.multiply %1514, %1514 : tensor<16xf32>
    %4614 = stablehlo.constant dense<0.0> : tensor<f32>
    %4615 = "stablehlo.reduce"(%4613, %4614) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4616 = stablehlo.add %4612, %4615 : tensor<f32>
    %4617 = stablehlo.multiply %1516, %1516 : tensor<16xf32>
    %4618 = stablehlo.constant dense<0.0> : tensor<f32>
    %4619 = "stablehlo.reduce"(%4617, %4618) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4620 = stablehlo.add %4616, %4619 : tensor<f32>
    %4621 = stablehlo.multiply %1493, %1493 : tensor<16x10xf32>
    %4622 = stablehlo.constant dense<0.0> : tensor<f32>
    %4623 = "stablehlo.reduce"(%4621, %4622) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %4624 = stablehlo.constant dense<0.0> : tensor<f32>
    %4625 = "stablehlo.reduce"(%4623, %4624) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4626 = stablehlo.add %4620, %4625 : tensor<f32>
    %4627 = stablehlo.multiply %1495, %1495 : tensor<10xf32>
    %4628 = stablehlo.constant dense<0.0> : tensor<f32>
    %4629 = "stablehlo.reduce"(%4627, %4628) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %4630 = stablehlo.add %4626, %4629 : tensor<f32>
    %4631 = stablehlo.sqrt %4630 : tensor<f32>
    %4632 = stablehlo.constant dense<1.0> : tensor<f32>
    %4633 = "stablehlo.compare"(%4631, %4632) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4634 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %4635 = stablehlo.divide %4371, %4634 : tensor<4x4x3x4xf32>
    %4636 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %4637 = stablehlo.multiply %4635, %4636 : tensor<4x4x3x4xf32>
    %4638 = "stablehlo.select"(%4633, %4371, %4637) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %4639 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4640 = stablehlo.divide %4373, %4639 : tensor<4xf32>
    %4641 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4642 = stablehlo.multiply %4640, %4641 : tensor<4xf32>
    %4643 = "stablehlo.select"(%4633, %4373, %4642) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4645 = stablehlo.divide %4368, %4644 : tensor<4xf32>
    %4646 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4647 = stablehlo.multiply %4645, %4646 : tensor<4xf32>
    %4648 = "stablehlo.select"(%4633, %4368, %4647) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4649 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4650 = stablehlo.divide %4370, %4649 : tensor<4xf32>
    %4651 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4652 = stablehlo.multiply %4650, %4651 : tensor<4xf32>
    %4653 = "stablehlo.select"(%4633, %4370, %4652) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4654 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %4655 = stablehlo.divide %4051, %4654 : tensor<7x7x1x4xf32>
    %4656 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %4657 = stablehlo.multiply %4655, %4656 : tensor<7x7x1x4xf32>
    %4658 = "stablehlo.select"(%4633, %4051, %4657) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4660 = stablehlo.divide %4053, %4659 : tensor<4xf32>
    %4661 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4662 = stablehlo.multiply %4660, %4661 : tensor<4xf32>
    %4663 = "stablehlo.select"(%4633, %4053, %4662) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4665 = stablehlo.divide %3704, %4664 : tensor<4xf32>
    %4666 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4667 = stablehlo.multiply %4665, %4666 : tensor<4xf32>
    %4668 = "stablehlo.select"(%4633, %3704, %4667) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4669 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4670 = stablehlo.divide %3706, %4669 : tensor<4xf32>
    %4671 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4672 = stablehlo.multiply %4670, %4671 : tensor<4xf32>
    %4673 = "stablehlo.select"(%4633, %3706, %4672) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4674 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %4675 = stablehlo.divide %3683, %4674 : tensor<4x16xf32>
    %4676 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %4677 = stablehlo.multiply %4675, %4676 : tensor<4x16xf32>
    %4678 = "stablehlo.select"(%4633, %3683, %4677) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %4679 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4680 = stablehlo.divide %3685, %4679 : tensor<16xf32>
    %4681 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4682 = stablehlo.multiply %4680, %4681 : tensor<16xf32>
    %4683 = "stablehlo.select"(%4633, %3685, %4682) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %4685 = stablehlo.divide %3669, %4684 : tensor<16x4xf32>
    %4686 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %4687 = stablehlo.multiply %4685, %4686 : tensor<16x4xf32>
    %4688 = "stablehlo.select"(%4633, %3669, %4687) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %4689 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4690 = stablehlo.divide %3671, %4689 : tensor<4xf32>
    %4691 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4692 = stablehlo.multiply %4690, %4691 : tensor<4xf32>
    %4693 = "stablehlo.select"(%4633, %3671, %4692) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4694 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4695 = stablehlo.divide %3666, %4694 : tensor<4xf32>
    %4696 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4697 = stablehlo.multiply %4695, %4696 : tensor<4xf32>
    %4698 = "stablehlo.select"(%4633, %3666, %4697) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4699 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4700 = stablehlo.divide %3659, %4699 : tensor<4xf32>
    %4701 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4702 = stablehlo.multiply %4700, %4701 : tensor<4xf32>
    %4703 = "stablehlo.select"(%4633, %3659, %4702) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4705 = stablehlo.divide %3661, %4704 : tensor<4xf32>
    %4706 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4707 = stablehlo.multiply %4705, %4706 : tensor<4xf32>
    %4708 = "stablehlo.select"(%4633, %3661, %4707) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4709 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %4710 = stablehlo.divide %3638, %4709 : tensor<2x2x4x8xf32>
    %4711 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %4712 = stablehlo.multiply %4710, %4711 : tensor<2x2x4x8xf32>
    %4713 = "stablehlo.select"(%4633, %3638, %4712) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %4714 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4715 = stablehlo.divide %3640, %4714 : tensor<8xf32>
    %4716 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4717 = stablehlo.multiply %4715, %4716 : tensor<8xf32>
    %4718 = "stablehlo.select"(%4633, %3640, %4717) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %4720 = stablehlo.divide %3337, %4719 : tensor<7x7x1x8xf32>
    %4721 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %4722 = stablehlo.multiply %4720, %4721 : tensor<7x7x1x8xf32>
    %4723 = "stablehlo.select"(%4633, %3337, %4722) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %4724 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4725 = stablehlo.divide %3339, %4724 : tensor<8xf32>
    %4726 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4727 = stablehlo.multiply %4725, %4726 : tensor<8xf32>
    %4728 = "stablehlo.select"(%4633, %3339, %4727) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4729 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4730 = stablehlo.divide %2990, %4729 : tensor<8xf32>
    %4731 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4732 = stablehlo.multiply %4730, %4731 : tensor<8xf32>
    %4733 = "stablehlo.select"(%4633, %2990, %4732) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4734 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4735 = stablehlo.divide %2992, %4734 : tensor<8xf32>
    %4736 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4737 = stablehlo.multiply %4735, %4736 : tensor<8xf32>
    %4738 = "stablehlo.select"(%4633, %2992, %4737) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4739 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %4740 = stablehlo.divide %2969, %4739 : tensor<8x32xf32>
    %4741 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %4742 = stablehlo.multiply %4740, %4741 : tensor<8x32xf32>
    %4743 = "stablehlo.select"(%4633, %2969, %4742) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %4744 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %4745 = stablehlo.divide %2971, %4744 : tensor<32xf32>
    %4746 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %4747 = stablehlo.multiply %4745, %4746 : tensor<32xf32>
    %4748 = "stablehlo.select"(%4633, %2971, %4747) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %4749 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %4750 = stablehlo.divide %2955, %4749 : tensor<32x8xf32>
    %4751 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %4752 = stablehlo.multiply %4750, %4751 : tensor<32x8xf32>
    %4753 = "stablehlo.select"(%4633, %2955, %4752) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4755 = stablehlo.divide %2957, %4754 : tensor<8xf32>
    %4756 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4757 = stablehlo.multiply %4755, %4756 : tensor<8xf32>
    %4758 = "stablehlo.select"(%4633, %2957, %4757) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4760 = stablehlo.divide %2952, %4759 : tensor<8xf32>
    %4761 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4762 = stablehlo.multiply %4760, %4761 : tensor<8xf32>
    %4763 = "stablehlo.select"(%4633, %2952, %4762) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4765 = stablehlo.divide %2945, %4764 : tensor<8xf32>
    %4766 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4767 = stablehlo.multiply %4765, %4766 : tensor<8xf32>
    %4768 = "stablehlo.select"(%4633, %2945, %4767) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4769 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4770 = stablehlo.divide %2947, %4769 : tensor<8xf32>
    %4771 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4772 = stablehlo.multiply %4770, %4771 : tensor<8xf32>
    %4773 = "stablehlo.select"(%4633, %2947, %4772) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4774 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %4775 = stablehlo.divide %2924, %4774 : tensor<2x2x8x12xf32>
    %4776 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %4777 = stablehlo.multiply %4775, %4776 : tensor<2x2x8x12xf32>
    %4778 = "stablehlo.select"(%4633, %2924, %4777) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4780 = stablehlo.divide %2926, %4779 : tensor<12xf32>
    %4781 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4782 = stablehlo.multiply %4780, %4781 : tensor<12xf32>
    %4783 = "stablehlo.select"(%4633, %2926, %4782) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4784 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %4785 = stablehlo.divide %2623, %4784 : tensor<7x7x1x12xf32>
    %4786 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %4787 = stablehlo.multiply %4785, %4786 : tensor<7x7x1x12xf32>
    %4788 = "stablehlo.select"(%4633, %2623, %4787) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %4789 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4790 = stablehlo.divide %2625, %4789 : tensor<12xf32>
    %4791 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4792 = stablehlo.multiply %4790, %4791 : tensor<12xf32>
    %4793 = "stablehlo.select"(%4633, %2625, %4792) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4794 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4795 = stablehlo.divide %2276, %4794 : tensor<12xf32>
    %4796 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4797 = stablehlo.multiply %4795, %4796 : tensor<12xf32>
    %4798 = "stablehlo.select"(%4633, %2276, %4797) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4800 = stablehlo.divide %2278, %4799 : tensor<12xf32>
    %4801 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4802 = stablehlo.multiply %4800, %4801 : tensor<12xf32>
    %4803 = "stablehlo.select"(%4633, %2278, %4802) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4804 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %4805 = stablehlo.divide %2255, %4804 : tensor<12x48xf32>
    %4806 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %4807 = stablehlo.multiply %4805, %4806 : tensor<12x48xf32>
    %4808 = "stablehlo.select"(%4633, %2255, %4807) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %4809 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %4810 = stablehlo.divide %2257, %4809 : tensor<48xf32>
    %4811 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %4812 = stablehlo.multiply %4810, %4811 : tensor<48xf32>
    %4813 = "stablehlo.select"(%4633, %2257, %4812) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %4815 = stablehlo.divide %2241, %4814 : tensor<48x12xf32>
    %4816 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %4817 = stablehlo.multiply %4815, %4816 : tensor<48x12xf32>
    %4818 = "stablehlo.select"(%4633, %2241, %4817) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %4819 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4820 = stablehlo.divide %2243, %4819 : tensor<12xf32>
    %4821 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4822 = stablehlo.multiply %4820, %4821 : tensor<12xf32>
    %4823 = "stablehlo.select"(%4633, %2243, %4822) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4824 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4825 = stablehlo.divide %2238, %4824 : tensor<12xf32>
    %4826 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4827 = stablehlo.multiply %4825, %4826 : tensor<12xf32>
    %4828 = "stablehlo.select"(%4633, %2238, %4827) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4829 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4830 = stablehlo.divide %2231, %4829 : tensor<12xf32>
    %4831 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4832 = stablehlo.multiply %4830, %4831 : tensor<12xf32>
    %4833 = "stablehlo.select"(%4633, %2231, %4832) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4834 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4835 = stablehlo.divide %2233, %4834 : tensor<12xf32>
    %4836 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4837 = stablehlo.multiply %4835, %4836 : tensor<12xf32>
    %4838 = "stablehlo.select"(%4633, %2233, %4837) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4839 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %4840 = stablehlo.divide %2210, %4839 : tensor<2x2x12x16xf32>
    %4841 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %4842 = stablehlo.multiply %4840, %4841 : tensor<2x2x12x16xf32>
    %4843 = "stablehlo.select"(%4633, %2210, %4842) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4845 = stablehlo.divide %2212, %4844 : tensor<16xf32>
    %4846 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4847 = stablehlo.multiply %4845, %4846 : tensor<16xf32>
    %4848 = "stablehlo.select"(%4633, %2212, %4847) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %4850 = stablehlo.divide %1909, %4849 : tensor<7x7x1x16xf32>
    %4851 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %4852 = stablehlo.multiply %4850, %4851 : tensor<7x7x1x16xf32>
    %4853 = "stablehlo.select"(%4633, %1909, %4852) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4855 = stablehlo.divide %1911, %4854 : tensor<16xf32>
    %4856 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4857 = stablehlo.multiply %4855, %4856 : tensor<16xf32>
    %4858 = "stablehlo.select"(%4633, %1911, %4857) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4860 = stablehlo.divide %1562, %4859 : tensor<16xf32>
    %4861 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4862 = stablehlo.multiply %4860, %4861 : tensor<16xf32>
    %4863 = "stablehlo.select"(%4633, %1562, %4862) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4864 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4865 = stablehlo.divide %1564, %4864 : tensor<16xf32>
    %4866 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4867 = stablehlo.multiply %4865, %4866 : tensor<16xf32>
    %4868 = "stablehlo.select"(%4633, %1564, %4867) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4869 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %4870 = stablehlo.divide %1541, %4869 : tensor<16x64xf32>
    %4871 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %4872 = stablehlo.multiply %4870, %4871 : tensor<16x64xf32>
    %4873 = "stablehlo.select"(%4633, %1541, %4872) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %4874 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4875 = stablehlo.divide %1543, %4874 : tensor<64xf32>
    %4876 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4877 = stablehlo.multiply %4875, %4876 : tensor<64xf32>
    %4878 = "stablehlo.select"(%4633, %1543, %4877) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4879 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %4880 = stablehlo.divide %1527, %4879 : tensor<64x16xf32>
    %4881 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %4882 = stablehlo.multiply %4880, %4881 : tensor<64x16xf32>
    %4883 = "stablehlo.select"(%4633, %1527, %4882) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %4884 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4885 = stablehlo.divide %1529, %4884 : tensor<16xf32>
    %4886 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4887 = stablehlo.multiply %4885, %4886 : tensor<16xf32>
    %4888 = "stablehlo.select"(%4633, %1529, %4887) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4889 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4890 = stablehlo.divide %1524, %4889 : tensor<16xf32>
    %4891 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4892 = stablehlo.multiply %4890, %4891 : tensor<16xf32>
    %4893 = "stablehlo.select"(%4633, %1524, %4892) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4895 = stablehlo.divide %1514, %4894 : tensor<16xf32>
    %4896 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4897 = stablehlo.multiply %4895, %4896 : tensor<16xf32>
    %4898 = "stablehlo.select"(%4633, %1514, %4897) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4899 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4900 = stablehlo.divide %1516, %4899 : tensor<16xf32>
    %4901 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4902 = stablehlo.multiply %4900, %4901 : tensor<16xf32>
    %4903 = "stablehlo.select"(%4633, %1516, %4902) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4904 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %4905 = stablehlo.divide %1493, %4904 : tensor<16x10xf32>
    %4906 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %4907 = stablehlo.multiply %4905, %4906 : tensor<16x10xf32>
    %4908 = "stablehlo.select"(%4633, %1493, %4907) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %4909 = "stablehlo.broadcast_in_dim"(%4631) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %4910 = stablehlo.divide %1495, %4909 : tensor<10xf32>
    %4911 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %4912 = stablehlo.multiply %4910, %4911 : tensor<10xf32>
    %4913 = "stablehlo.select"(%4633, %1495, %4912) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %4914 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %4915 = stablehlo.multiply %4914, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %4916 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %4917 = stablehlo.multiply %4916, %4638 : tensor<4x4x3x4xf32>
    %4918 = stablehlo.add %4915, %4917 : tensor<4x4x3x4xf32>
    %4919 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %4920 = stablehlo.multiply %4919, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %4921 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %4922 = stablehlo.multiply %4638, %4638 : tensor<4x4x3x4xf32>
    %4923 = stablehlo.multiply %4921, %4922 : tensor<4x4x3x4xf32>
    %4924 = stablehlo.add %4920, %4923 : tensor<4x4x3x4xf32>
    %4925 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %4926 = stablehlo.divide %4918, %4925 : tensor<4x4x3x4xf32>
    %4927 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %4928 = stablehlo.divide %4924, %4927 : tensor<4x4x3x4xf32>
    %4929 = stablehlo.sqrt %4928 : tensor<4x4x3x4xf32>
    %4930 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %4931 = stablehlo.add %4929, %4930 : tensor<4x4x3x4xf32>
    %4932 = stablehlo.divide %4926, %4931 : tensor<4x4x3x4xf32>
    %4933 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %4934 = stablehlo.multiply %4933, %m.stem.conv.b : tensor<4xf32>
    %4935 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %4936 = stablehlo.multiply %4935, %4643 : tensor<4xf32>
    %4937 = stablehlo.add %4934, %4936 : tensor<4xf32>
    %4938 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %4939 = stablehlo.multiply %4938, %v.stem.conv.b : tensor<4xf32>
    %4940 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %4941 = stablehlo.multiply %4643, %4643 : tensor<4xf32>
    %4942 = stablehlo.multiply %4940, %4941 : tensor<4xf32>
    %4943 = stablehlo.add %4939, %4942 : tensor<4xf32>
    %4944 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4945 = stablehlo.divide %4937, %4944 : tensor<4xf32>
    %4946 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4947 = stablehlo.divide %4943, %4946 : tensor<4xf32>
    %4948 = stablehlo.sqrt %4947 : tensor<4xf32>
    %4949 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %4950 = stablehlo.add %4948, %4949 : tensor<4xf32>
    %4951 = stablehlo.divide %4945, %4950 : tensor<4xf32>
    %4952 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %4953 = stablehlo.multiply %4952, %m.stem.norm.g : tensor<4xf32>
    %4954 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %4955 = stablehlo.multiply %4954, %4648 : tensor<4xf32>
    %4956 = stablehlo.add %4953, %4955 : tensor<4xf32>
    %4957 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %4958 = stablehlo.multiply %4957, %v.stem.norm.g : tensor<4xf32>
    %4959 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %4960 = stablehlo.multiply %4648, %4648 : tensor<4xf32>
    %4961 = stablehlo.multiply %4959, %4960 : tensor<4xf32>
    %4962 = stablehlo.add %4958, %4961 : tensor<4xf32>
    %4963 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4964 = stablehlo.divide %4956, %4963 : tensor<4xf32>
    %4965 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4966 = stablehlo.divide %4962, %4965 : tensor<4xf32>
    %4967 = stablehlo.sqrt %4966 : tensor<4xf32>
    %4968 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %4969 = stablehlo.add %4967, %4968 : tensor<4xf32>
    %4970 = stablehlo.divide %4964, %4969 : tensor<4xf32>
    %4971 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %4972 = stablehlo.multiply %4971, %m.stem.norm.b : tensor<4xf32>
    %4973 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %4974 = stablehlo.multiply %4973, %4653 : tensor<4xf32>
    %4975 = stablehlo.add %4972, %4974 : tensor<4xf32>
    %4976 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %4977 = stablehlo.multiply %4976, %v.stem.norm.b : tensor<4xf32>
    %4978 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %4979 = stablehlo.multiply %4653, %4653 : tensor<4xf32>
    %4980 = stablehlo.multiply %4978, %4979 : tensor<4xf32>
    %4981 = stablehlo.add %4977, %4980 : tensor<4xf32>
    %4982 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4983 = stablehlo.divide %4975, %4982 : tensor<4xf32>
    %4984 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4985 = stablehlo.divide %4981, %4984 : tensor<4xf32>
    %4986 = stablehlo.sqrt %4985 : tensor<4xf32>
    %4987 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %4988 = stablehlo.add %4986, %4987 : tensor<4xf32>
    %4989 = stablehlo.divide %4983, %4988 : tensor<4xf32>
    %4990 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %4991 = stablehlo.multiply %4990, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %4992 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %4993 = stablehlo.multiply %4992, %4658 : tensor<7x7x1x4xf32>
    %4994 = stablehlo.add %4991, %4993 : tensor<7x7x1x4xf32>
    %4995 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %4996 = stablehlo.multiply %4995, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %4997 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %4998 = stablehlo.multiply %4658, %4658 : tensor<7x7x1x4xf32>
    %4999 = stablehlo.multiply %4997, %4998 : tensor<7x7x1x4xf32>
    %5000 = stablehlo.add %4996, %4999 : tensor<7x7x1x4xf32>
    %5001 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %5002 = stablehlo.divide %4994, %5001 : tensor<7x7x1x4xf32>
    %5003 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %5004 = stablehlo.divide %5000, %5003 : tensor<7x7x1x4xf32>
    %5005 = stablehlo.sqrt %5004 : tensor<7x7x1x4xf32>
    %5006 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %5007 = stablehlo.add %5005, %5006 : tensor<7x7x1x4xf32>
    %5008 = stablehlo.divide %5002, %5007 : tensor<7x7x1x4xf32>
    %5009 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5010 = stablehlo.multiply %5009, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %5011 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5012 = stablehlo.multiply %5011, %4663 : tensor<4xf32>
    %5013 = stablehlo.add %5010, %5012 : tensor<4xf32>
    %5014 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5015 = stablehlo.multiply %5014, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %5016 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5017 = stablehlo.multiply %4663, %4663 : tensor<4xf32>
    %5018 = stablehlo.multiply %5016, %5017 : tensor<4xf32>
    %5019 = stablehlo.add %5015, %5018 : tensor<4xf32>
    %5020 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5021 = stablehlo.divide %5013, %5020 : tensor<4xf32>
    %5022 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5023 = stablehlo.divide %5019, %5022 : tensor<4xf32>
    %5024 = stablehlo.sqrt %5023 : tensor<4xf32>
    %5025 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5026 = stablehlo.add %5024, %5025 : tensor<4xf32>
    %5027 = stablehlo.divide %5021, %5026 : tensor<4xf32>
    %5028 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5029 = stablehlo.multiply %5028, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %5030 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5031 = stablehlo.multiply %5030, %4668 : tensor<4xf32>
    %5032 = stablehlo.add %5029, %5031 : tensor<4xf32>
    %5033 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5034 = stablehlo.multiply %5033, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %5035 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5036 = stablehlo.multiply %4668, %4668 : tensor<4xf32>
    %5037 = stablehlo.multiply %5035, %5036 : tensor<4xf32>
    %5038 = stablehlo.add %5034, %5037 : tensor<4xf32>
    %5039 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5040 = stablehlo.divide %5032, %5039 : tensor<4xf32>
    %5041 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5042 = stablehlo.divide %5038, %5041 : tensor<4xf32>
    %5043 = stablehlo.sqrt %5042 : tensor<4xf32>
    %5044 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5045 = stablehlo.add %5043, %5044 : tensor<4xf32>
    %5046 = stablehlo.divide %5040, %5045 : tensor<4xf32>
    %5047 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5048 = stablehlo.multiply %5047, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %5049 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5050 = stablehlo.multiply %5049, %4673 : tensor<4xf32>
    %5051 = stablehlo.add %5048, %5050 : tensor<4xf32>
    %5052 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5053 = stablehlo.multiply %5052, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %5054 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5055 = stablehlo.multiply %4673, %4673 : tensor<4xf32>
    %5056 = stablehlo.multiply %5054, %5055 : tensor<4xf32>
    %5057 = stablehlo.add %5053, %5056 : tensor<4xf32>
    %5058 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5059 = stablehlo.divide %5051, %5058 : tensor<4xf32>
    %5060 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5061 = stablehlo.divide %5057, %5060 : tensor<4xf32>
    %5062 = stablehlo.sqrt %5061 : tensor<4xf32>
    %5063 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5064 = stablehlo.add %5062, %5063 : tensor<4xf32>
    %5065 = stablehlo.divide %5059, %5064 : tensor<4xf32>
    %5066 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %5067 = stablehlo.multiply %5066, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %5068 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %5069 = stablehlo.multiply %5068, %4678 : tensor<4x16xf32>
    %5070 = stablehlo.add %5067, %5069 : tensor<4x16xf32>
    %5071 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %5072 = stablehlo.multiply %5071, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %5073 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %5074 = stablehlo.multiply %4678, %4678 : tensor<4x16xf32>
    %5075 = stablehlo.multiply %5073, %5074 : tensor<4x16xf32>
    %5076 = stablehlo.add %5072, %5075 : tensor<4x16xf32>
    %5077 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %5078 = stablehlo.divide %5070, %5077 : tensor<4x16xf32>
    %5079 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %5080 = stablehlo.divide %5076, %5079 : tensor<4x16xf32>
    %5081 = stablehlo.sqrt %5080 : tensor<4x16xf32>
    %5082 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %5083 = stablehlo.add %5081, %5082 : tensor<4x16xf32>
    %5084 = stablehlo.divide %5078, %5083 : tensor<4x16xf32>
    %5085 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5086 = stablehlo.multiply %5085, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %5087 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5088 = stablehlo.multiply %5087, %4683 : tensor<16xf32>
    %5089 = stablehlo.add %5086, %5088 : tensor<16xf32>
    %5090 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5091 = stablehlo.multiply %5090, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %5092 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5093 = stablehlo.multiply %4683, %4683 : tensor<16xf32>
    %5094 = stablehlo.multiply %5092, %5093 : tensor<16xf32>
    %5095 = stablehlo.add %5091, %5094 : tensor<16xf32>
    %5096 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5097 = stablehlo.divide %5089, %5096 : tensor<16xf32>
    %5098 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5099 = stablehlo.divide %5095, %5098 : tensor<16xf32>
    %5100 = stablehlo.sqrt %5099 : tensor<16xf32>
    %5101 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5102 = stablehlo.add %5100, %5101 : tensor<16xf32>
    %5103 = stablehlo.divide %5097, %5102 : tensor<16xf32>
    %5104 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %5105 = stablehlo.multiply %5104, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %5106 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %5107 = stablehlo.multiply %5106, %4688 : tensor<16x4xf32>
    %5108 = stablehlo.add %5105, %5107 : tensor<16x4xf32>
    %5109 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %5110 = stablehlo.multiply %5109, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %5111 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %5112 = stablehlo.multiply %4688, %4688 : tensor<16x4xf32>
    %5113 = stablehlo.multiply %5111, %5112 : tensor<16x4xf32>
    %5114 = stablehlo.add %5110, %5113 : tensor<16x4xf32>
    %5115 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %5116 = stablehlo.divide %5108, %5115 : tensor<16x4xf32>
    %5117 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %5118 = stablehlo.divide %5114, %5117 : tensor<16x4xf32>
    %5119 = stablehlo.sqrt %5118 : tensor<16x4xf32>
    %5120 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %5121 = stablehlo.add %5119, %5120 : tensor<16x4xf32>
    %5122 = stablehlo.divide %5116, %5121 : tensor<16x4xf32>
    %5123 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5124 = stablehlo.multiply %5123, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %5125 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5126 = stablehlo.multiply %5125, %4693 : tensor<4xf32>
    %5127 = stablehlo.add %5124, %5126 : tensor<4xf32>
    %5128 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5129 = stablehlo.multiply %5128, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %5130 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5131 = stablehlo.multiply %4693, %4693 : tensor<4xf32>
    %5132 = stablehlo.multiply %5130, %5131 : tensor<4xf32>
    %5133 = stablehlo.add %5129, %5132 : tensor<4xf32>
    %5134 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5135 = stablehlo.divide %5127, %5134 : tensor<4xf32>
    %5136 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5137 = stablehlo.divide %5133, %5136 : tensor<4xf32>
    %5138 = stablehlo.sqrt %5137 : tensor<4xf32>
    %5139 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5140 = stablehlo.add %5138, %5139 : tensor<4xf32>
    %5141 = stablehlo.divide %5135, %5140 : tensor<4xf32>
    %5142 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5143 = stablehlo.multiply %5142, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %5144 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5145 = stablehlo.multiply %5144, %4698 : tensor<4xf32>
    %5146 = stablehlo.add %5143, %5145 : tensor<4xf32>
    %5147 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5148 = stablehlo.multiply %5147, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %5149 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5150 = stablehlo.multiply %4698, %4698 : tensor<4xf32>
    %5151 = stablehlo.multiply %5149, %5150 : tensor<4xf32>
    %5152 = stablehlo.add %5148, %5151 : tensor<4xf32>
    %5153 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5154 = stablehlo.divide %5146, %5153 : tensor<4xf32>
    %5155 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5156 = stablehlo.divide %5152, %5155 : tensor<4xf32>
    %5157 = stablehlo.sqrt %5156 : tensor<4xf32>
    %5158 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5159 = stablehlo.add %5157, %5158 : tensor<4xf32>
    %5160 = stablehlo.divide %5154, %5159 : tensor<4xf32>
    %5161 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5162 = stablehlo.multiply %5161, %m.stages.1.down.norm.g : tensor<4xf32>
    %5163 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5164 = stablehlo.multiply %5163, %4703 : tensor<4xf32>
    %5165 = stablehlo.add %5162, %5164 : tensor<4xf32>
    %5166 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5167 = stablehlo.multiply %5166, %v.stages.1.down.norm.g : tensor<4xf32>
    %5168 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5169 = stablehlo.multiply %4703, %4703 : tensor<4xf32>
    %5170 = stablehlo.multiply %5168, %5169 : tensor<4xf32>
    %5171 = stablehlo.add %5167, %5170 : tensor<4xf32>
    %5172 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5173 = stablehlo.divide %5165, %5172 : tensor<4xf32>
    %5174 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5175 = stablehlo.divide %5171, %5174 : tensor<4xf32>
    %5176 = stablehlo.sqrt %5175 : tensor<4xf32>
    %5177 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5178 = stablehlo.add %5176, %5177 : tensor<4xf32>
    %5179 = stablehlo.divide %5173, %5178 : tensor<4xf32>
    %5180 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5181 = stablehlo.multiply %5180, %m.stages.1.down.norm.b : tensor<4xf32>
    %5182 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5183 = stablehlo.multiply %5182, %4708 : tensor<4xf32>
    %5184 = stablehlo.add %5181, %5183 : tensor<4xf32>
    %5185 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5186 = stablehlo.multiply %5185, %v.stages.1.down.norm.b : tensor<4xf32>
    %5187 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5188 = stablehlo.multiply %4708, %4708 : tensor<4xf32>
    %5189 = stablehlo.multiply %5187, %5188 : tensor<4xf32>
    %5190 = stablehlo.add %5186, %5189 : tensor<4xf32>
    %5191 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5192 = stablehlo.divide %5184, %5191 : tensor<4xf32>
    %5193 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5194 = stablehlo.divide %5190, %5193 : tensor<4xf32>
    %5195 = stablehlo.sqrt %5194 : tensor<4xf32>
    %5196 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5197 = stablehlo.add %5195, %5196 : tensor<4xf32>
    %5198 = stablehlo.divide %5192, %5197 : tensor<4xf32>
    %5199 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %5200 = stablehlo.multiply %5199, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %5201 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %5202 = stablehlo.multiply %5201, %4713 : tensor<2x2x4x8xf32>
    %5203 = stablehlo.add %5200, %5202 : tensor<2x2x4x8xf32>
    %5204 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %5205 = stablehlo.multiply %5204, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %5206 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %5207 = stablehlo.multiply %4713, %4713 : tensor<2x2x4x8xf32>
    %5208 = stablehlo.multiply %5206, %5207 : tensor<2x2x4x8xf32>
    %5209 = stablehlo.add %5205, %5208 : tensor<2x2x4x8xf32>
    %5210 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %5211 = stablehlo.divide %5203, %5210 : tensor<2x2x4x8xf32>
    %5212 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %5213 = stablehlo.divide %5209, %5212 : tensor<2x2x4x8xf32>
    %5214 = stablehlo.sqrt %5213 : tensor<2x2x4x8xf32>
    %5215 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %5216 = stablehlo.add %5214, %5215 : tensor<2x2x4x8xf32>
    %5217 = stablehlo.divide %5211, %5216 : tensor<2x2x4x8xf32>
    %5218 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5219 = stablehlo.multiply %5218, %m.stages.1.down.conv.b : tensor<8xf32>
    %5220 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5221 = stablehlo.multiply %5220, %4718 : tensor<8xf32>
    %5222 = stablehlo.add %5219, %5221 : tensor<8xf32>
    %5223 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5224 = stablehlo.multiply %5223, %v.stages.1.down.conv.b : tensor<8xf32>
    %5225 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5226 = stablehlo.multiply %4718, %4718 : tensor<8xf32>
    %5227 = stablehlo.multiply %5225, %5226 : tensor<8xf32>
    %5228 = stablehlo.add %5224, %5227 : tensor<8xf32>
    %5229 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5230 = stablehlo.divide %5222, %5229 : tensor<8xf32>
    %5231 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5232 = stablehlo.divide %5228, %5231 : tensor<8xf32>
    %5233 = stablehlo.sqrt %5232 : tensor<8xf32>
    %5234 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5235 = stablehlo.add %5233, %5234 : tensor<8xf32>
    %5236 = stablehlo.divide %5230, %5235 : tensor<8xf32>
    %5237 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %5238 = stablehlo.multiply %5237, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %5239 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %5240 = stablehlo.multiply %5239, %4723 : tensor<7x7x1x8xf32>
    %5241 = stablehlo.add %5238, %5240 : tensor<7x7x1x8xf32>
    %5242 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %5243 = stablehlo.multiply %5242, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %5244 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %5245 = stablehlo.multiply %4723, %4723 : tensor<7x7x1x8xf32>
    %5246 = stablehlo.multiply %5244, %5245 : tensor<7x7x1x8xf32>
    %5247 = stablehlo.add %5243, %5246 : tensor<7x7x1x8xf32>
    %5248 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %5249 = stablehlo.divide %5241, %5248 : tensor<7x7x1x8xf32>
    %5250 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %5251 = stablehlo.divide %5247, %5250 : tensor<7x7x1x8xf32>
    %5252 = stablehlo.sqrt %5251 : tensor<7x7x1x8xf32>
    %5253 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %5254 = stablehlo.add %5252, %5253 : tensor<7x7x1x8xf32>
    %5255 = stablehlo.divide %5249, %5254 : tensor<7x7x1x8xf32>
    %5256 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5257 = stablehlo.multiply %5256, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %5258 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5259 = stablehlo.multiply %5258, %4728 : tensor<8xf32>
    %5260 = stablehlo.add %5257, %5259 : tensor<8xf32>
    %5261 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5262 = stablehlo.multiply %5261, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %5263 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5264 = stablehlo.multiply %4728, %4728 : tensor<8xf32>
    %5265 = stablehlo.multiply %5263, %5264 : tensor<8xf32>
    %5266 = stablehlo.add %5262, %5265 : tensor<8xf32>
    %5267 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5268 = stablehlo.divide %5260, %5267 : tensor<8xf32>
    %5269 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5270 = stablehlo.divide %5266, %5269 : tensor<8xf32>
    %5271 = stablehlo.sqrt %5270 : tensor<8xf32>
    %5272 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5273 = stablehlo.add %5271, %5272 : tensor<8xf32>
    %5274 = stablehlo.divide %5268, %5273 : tensor<8xf32>
    %5275 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5276 = stablehlo.multiply %5275, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %5277 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5278 = stablehlo.multiply %5277, %4733 : tensor<8xf32>
    %5279 = stablehlo.add %5276, %5278 : tensor<8xf32>
    %5280 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5281 = stablehlo.multiply %5280, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %5282 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5283 = stablehlo.multiply %4733, %4733 : tensor<8xf32>
    %5284 = stablehlo.multiply %5282, %5283 : tensor<8xf32>
    %5285 = stablehlo.add %5281, %5284 : tensor<8xf32>
    %5286 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5287 = stablehlo.divide %5279, %5286 : tensor<8xf32>
    %5288 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5289 = stablehlo.divide %5285, %5288 : tensor<8xf32>
    %5290 = stablehlo.sqrt %5289 : tensor<8xf32>
    %5291 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5292 = stablehlo.add %5290, %5291 : tensor<8xf32>
    %5293 = stablehlo.divide %5287, %5292 : tensor<8xf32>
    %5294 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5295 = stablehlo.multiply %5294, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %5296 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5297 = stablehlo.multiply %5296, %4738 : tensor<8xf32>
    %5298 = stablehlo.add %5295, %5297 : tensor<8xf32>
    %5299 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5300 = stablehlo.multiply %5299, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %5301 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5302 = stablehlo.multiply %4738, %4738 : tensor<8xf32>
    %5303 = stablehlo.multiply %5301, %5302 : tensor<8xf32>
    %5304 = stablehlo.add %5300, %5303 : tensor<8xf32>
    %5305 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5306 = stablehlo.divide %5298, %5305 : tensor<8xf32>
    %5307 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5308 = stablehlo.divide %5304, %5307 : tensor<8xf32>
    %5309 = stablehlo.sqrt %5308 : tensor<8xf32>
    %5310 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5311 = stablehlo.add %5309, %5310 : tensor<8xf32>
    %5312 = stablehlo.divide %5306, %5311 : tensor<8xf32>
    %5313 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %5314 = stablehlo.multiply %5313, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %5315 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %5316 = stablehlo.multiply %5315, %4743 : tensor<8x32xf32>
    %5317 = stablehlo.add %5314, %5316 : tensor<8x32xf32>
    %5318 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %5319 = stablehlo.multiply %5318, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %5320 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %5321 = stablehlo.multiply %4743, %4743 : tensor<8x32xf32>
    %5322 = stablehlo.multiply %5320, %5321 : tensor<8x32xf32>
    %5323 = stablehlo.add %5319, %5322 : tensor<8x32xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %5325 = stablehlo.divide %5317, %5324 : tensor<8x32xf32>
    %5326 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %5327 = stablehlo.divide %5323, %5326 : tensor<8x32xf32>
    %5328 = stablehlo.sqrt %5327 : tensor<8x32xf32>
    %5329 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %5330 = stablehlo.add %5328, %5329 : tensor<8x32xf32>
    %5331 = stablehlo.divide %5325, %5330 : tensor<8x32xf32>
    %5332 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5333 = stablehlo.multiply %5332, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %5334 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5335 = stablehlo.multiply %5334, %4748 : tensor<32xf32>
    %5336 = stablehlo.add %5333, %5335 : tensor<32xf32>
    %5337 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %5338 = stablehlo.multiply %5337, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %5339 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5340 = stablehlo.multiply %4748, %4748 : tensor<32xf32>
    %5341 = stablehlo.multiply %5339, %5340 : tensor<32xf32>
    %5342 = stablehlo.add %5338, %5341 : tensor<32xf32>
    %5343 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5344 = stablehlo.divide %5336, %5343 : tensor<32xf32>
    %5345 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5346 = stablehlo.divide %5342, %5345 : tensor<32xf32>
    %5347 = stablehlo.sqrt %5346 : tensor<32xf32>
    %5348 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %5349 = stablehlo.add %5347, %5348 : tensor<32xf32>
    %5350 = stablehlo.divide %5344, %5349 : tensor<32xf32>
    %5351 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %5352 = stablehlo.multiply %5351, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %5353 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %5354 = stablehlo.multiply %5353, %4753 : tensor<32x8xf32>
    %5355 = stablehlo.add %5352, %5354 : tensor<32x8xf32>
    %5356 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %5357 = stablehlo.multiply %5356, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %5358 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %5359 = stablehlo.multiply %4753, %4753 : tensor<32x8xf32>
    %5360 = stablehlo.multiply %5358, %5359 : tensor<32x8xf32>
    %5361 = stablehlo.add %5357, %5360 : tensor<32x8xf32>
    %5362 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %5363 = stablehlo.divide %5355, %5362 : tensor<32x8xf32>
    %5364 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %5365 = stablehlo.divide %5361, %5364 : tensor<32x8xf32>
    %5366 = stablehlo.sqrt %5365 : tensor<32x8xf32>
    %5367 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %5368 = stablehlo.add %5366, %5367 : tensor<32x8xf32>
    %5369 = stablehlo.divide %5363, %5368 : tensor<32x8xf32>
    %5370 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5371 = stablehlo.multiply %5370, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %5372 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5373 = stablehlo.multiply %5372, %4758 : tensor<8xf32>
    %5374 = stablehlo.add %5371, %5373 : tensor<8xf32>
    %5375 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5376 = stablehlo.multiply %5375, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %5377 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5378 = stablehlo.multiply %4758, %4758 : tensor<8xf32>
    %5379 = stablehlo.multiply %5377, %5378 : tensor<8xf32>
    %5380 = stablehlo.add %5376, %5379 : tensor<8xf32>
    %5381 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5382 = stablehlo.divide %5374, %5381 : tensor<8xf32>
    %5383 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5384 = stablehlo.divide %5380, %5383 : tensor<8xf32>
    %5385 = stablehlo.sqrt %5384 : tensor<8xf32>
    %5386 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5387 = stablehlo.add %5385, %5386 : tensor<8xf32>
    %5388 = stablehlo.divide %5382, %5387 : tensor<8xf32>
    %5389 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5390 = stablehlo.multiply %5389, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %5391 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5392 = stablehlo.multiply %5391, %4763 : tensor<8xf32>
    %5393 = stablehlo.add %5390, %5392 : tensor<8xf32>
    %5394 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5395 = stablehlo.multiply %5394, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %5396 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5397 = stablehlo.multiply %4763, %4763 : tensor<8xf32>
    %5398 = stablehlo.multiply %5396, %5397 : tensor<8xf32>
    %5399 = stablehlo.add %5395, %5398 : tensor<8xf32>
    %5400 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5401 = stablehlo.divide %5393, %5400 : tensor<8xf32>
    %5402 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5403 = stablehlo.divide %5399, %5402 : tensor<8xf32>
    %5404 = stablehlo.sqrt %5403 : tensor<8xf32>
    %5405 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5406 = stablehlo.add %5404, %5405 : tensor<8xf32>
    %5407 = stablehlo.divide %5401, %5406 : tensor<8xf32>
    %5408 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5409 = stablehlo.multiply %5408, %m.stages.2.down.norm.g : tensor<8xf32>
    %5410 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5411 = stablehlo.multiply %5410, %4768 : tensor<8xf32>
    %5412 = stablehlo.add %5409, %5411 : tensor<8xf32>
    %5413 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5414 = stablehlo.multiply %5413, %v.stages.2.down.norm.g : tensor<8xf32>
    %5415 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5416 = stablehlo.multiply %4768, %4768 : tensor<8xf32>
    %5417 = stablehlo.multiply %5415, %5416 : tensor<8xf32>
    %5418 = stablehlo.add %5414, %5417 : tensor<8xf32>
    %5419 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5420 = stablehlo.divide %5412, %5419 : tensor<8xf32>
    %5421 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5422 = stablehlo.divide %5418, %5421 : tensor<8xf32>
    %5423 = stablehlo.sqrt %5422 : tensor<8xf32>
    %5424 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5425 = stablehlo.add %5423, %5424 : tensor<8xf32>
    %5426 = stablehlo.divide %5420, %5425 : tensor<8xf32>
    %5427 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5428 = stablehlo.multiply %5427, %m.stages.2.down.norm.b : tensor<8xf32>
    %5429 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5430 = stablehlo.multiply %5429, %4773 : tensor<8xf32>
    %5431 = stablehlo.add %5428, %5430 : tensor<8xf32>
    %5432 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5433 = stablehlo.multiply %5432, %v.stages.2.down.norm.b : tensor<8xf32>
    %5434 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5435 = stablehlo.multiply %4773, %4773 : tensor<8xf32>
    %5436 = stablehlo.multiply %5434, %5435 : tensor<8xf32>
    %5437 = stablehlo.add %5433, %5436 : tensor<8xf32>
    %5438 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5439 = stablehlo.divide %5431, %5438 : tensor<8xf32>
    %5440 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5441 = stablehlo.divide %5437, %5440 : tensor<8xf32>
    %5442 = stablehlo.sqrt %5441 : tensor<8xf32>
    %5443 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5444 = stablehlo.add %5442, %5443 : tensor<8xf32>
    %5445 = stablehlo.divide %5439, %5444 : tensor<8xf32>
    %5446 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %5447 = stablehlo.multiply %5446, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %5448 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %5449 = stablehlo.multiply %5448, %4778 : tensor<2x2x8x12xf32>
    %5450 = stablehlo.add %5447, %5449 : tensor<2x2x8x12xf32>
    %5451 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %5452 = stablehlo.multiply %5451, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %5453 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %5454 = stablehlo.multiply %4778, %4778 : tensor<2x2x8x12xf32>
    %5455 = stablehlo.multiply %5453, %5454 : tensor<2x2x8x12xf32>
    %5456 = stablehlo.add %5452, %5455 : tensor<2x2x8x12xf32>
    %5457 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %5458 = stablehlo.divide %5450, %5457 : tensor<2x2x8x12xf32>
    %5459 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %5460 = stablehlo.divide %5456, %5459 : tensor<2x2x8x12xf32>
    %5461 = stablehlo.sqrt %5460 : tensor<2x2x8x12xf32>
    %5462 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %5463 = stablehlo.add %5461, %5462 : tensor<2x2x8x12xf32>
    %5464 = stablehlo.divide %5458, %5463 : tensor<2x2x8x12xf32>
    %5465 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5466 = stablehlo.multiply %5465, %m.stages.2.down.conv.b : tensor<12xf32>
    %5467 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5468 = stablehlo.multiply %5467, %4783 : tensor<12xf32>
    %5469 = stablehlo.add %5466, %5468 : tensor<12xf32>
    %5470 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5471 = stablehlo.multiply %5470, %v.stages.2.down.conv.b : tensor<12xf32>
    %5472 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5473 = stablehlo.multiply %4783, %4783 : tensor<12xf32>
    %5474 = stablehlo.multiply %5472, %5473 : tensor<12xf32>
    %5475 = stablehlo.add %5471, %5474 : tensor<12xf32>
    %5476 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5477 = stablehlo.divide %5469, %5476 : tensor<12xf32>
    %5478 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5479 = stablehlo.divide %5475, %5478 : tensor<12xf32>
    %5480 = stablehlo.sqrt %5479 : tensor<12xf32>
    %5481 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5482 = stablehlo.add %5480, %5481 : tensor<12xf32>
    %5483 = stablehlo.divide %5477, %5482 : tensor<12xf32>
    %5484 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %5485 = stablehlo.multiply %5484, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %5486 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %5487 = stablehlo.multiply %5486, %4788 : tensor<7x7x1x12xf32>
    %5488 = stablehlo.add %5485, %5487 : tensor<7x7x1x12xf32>
    %5489 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %5490 = stablehlo.multiply %5489, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %5491 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %5492 = stablehlo.multiply %4788, %4788 : tensor<7x7x1x12xf32>
    %5493 = stablehlo.multiply %5491, %5492 : tensor<7x7x1x12xf32>
    %5494 = stablehlo.add %5490, %5493 : tensor<7x7x1x12xf32>
    %5495 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %5496 = stablehlo.divide %5488, %5495 : tensor<7x7x1x12xf32>
    %5497 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %5498 = stablehlo.divide %5494, %5497 : tensor<7x7x1x12xf32>
    %5499 = stablehlo.sqrt %5498 : tensor<7x7x1x12xf32>
    %5500 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %5501 = stablehlo.add %5499, %5500 : tensor<7x7x1x12xf32>
    %5502 = stablehlo.divide %5496, %5501 : tensor<7x7x1x12xf32>
    %5503 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5504 = stablehlo.multiply %5503, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %5505 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5506 = stablehlo.multiply %5505, %4793 : tensor<12xf32>
    %5507 = stablehlo.add %5504, %5506 : tensor<12xf32>
    %5508 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5509 = stablehlo.multiply %5508, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %5510 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5511 = stablehlo.multiply %4793, %4793 : tensor<12xf32>
    %5512 = stablehlo.multiply %5510, %5511 : tensor<12xf32>
    %5513 = stablehlo.add %5509, %5512 : tensor<12xf32>
    %5514 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5515 = stablehlo.divide %5507, %5514 : tensor<12xf32>
    %5516 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5517 = stablehlo.divide %5513, %5516 : tensor<12xf32>
    %5518 = stablehlo.sqrt %5517 : tensor<12xf32>
    %5519 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5520 = stablehlo.add %5518, %5519 : tensor<12xf32>
    %5521 = stablehlo.divide %5515, %5520 : tensor<12xf32>
    %5522 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5523 = stablehlo.multiply %5522, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %5524 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5525 = stablehlo.multiply %5524, %4798 : tensor<12xf32>
    %5526 = stablehlo.add %5523, %5525 : tensor<12xf32>
    %5527 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5528 = stablehlo.multiply %5527, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %5529 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5530 = stablehlo.multiply %4798, %4798 : tensor<12xf32>
    %5531 = stablehlo.multiply %5529, %5530 : tensor<12xf32>
    %5532 = stablehlo.add %5528, %5531 : tensor<12xf32>
    %5533 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5534 = stablehlo.divide %5526, %5533 : tensor<12xf32>
    %5535 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5536 = stablehlo.divide %5532, %5535 : tensor<12xf32>
    %5537 = stablehlo.sqrt %5536 : tensor<12xf32>
    %5538 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5539 = stablehlo.add %5537, %5538 : tensor<12xf32>
    %5540 = stablehlo.divide %5534, %5539 : tensor<12xf32>
    %5541 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5542 = stablehlo.multiply %5541, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %5543 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5544 = stablehlo.multiply %5543, %4803 : tensor<12xf32>
    %5545 = stablehlo.add %5542, %5544 : tensor<12xf32>
    %5546 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5547 = stablehlo.multiply %5546, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %5548 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5549 = stablehlo.multiply %4803, %4803 : tensor<12xf32>
    %5550 = stablehlo.multiply %5548, %5549 : tensor<12xf32>
    %5551 = stablehlo.add %5547, %5550 : tensor<12xf32>
    %5552 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5553 = stablehlo.divide %5545, %5552 : tensor<12xf32>
    %5554 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5555 = stablehlo.divide %5551, %5554 : tensor<12xf32>
    %5556 = stablehlo.sqrt %5555 : tensor<12xf32>
    %5557 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5558 = stablehlo.add %5556, %5557 : tensor<12xf32>
    %5559 = stablehlo.divide %5553, %5558 : tensor<12xf32>
    %5560 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %5561 = stablehlo.multiply %5560, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %5562 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %5563 = stablehlo.multiply %5562, %4808 : tensor<12x48xf32>
    %5564 = stablehlo.add %5561, %5563 : tensor<12x48xf32>
    %5565 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %5566 = stablehlo.multiply %5565, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %5567 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %5568 = stablehlo.multiply %4808, %4808 : tensor<12x48xf32>
    %5569 = stablehlo.multiply %5567, %5568 : tensor<12x48xf32>
    %5570 = stablehlo.add %5566, %5569 : tensor<12x48xf32>
    %5571 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %5572 = stablehlo.divide %5564, %5571 : tensor<12x48xf32>
    %5573 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %5574 = stablehlo.divide %5570, %5573 : tensor<12x48xf32>
    %5575 = stablehlo.sqrt %5574 : tensor<12x48xf32>
    %5576 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %5577 = stablehlo.add %5575, %5576 : tensor<12x48xf32>
    %5578 = stablehlo.divide %5572, %5577 : tensor<12x48xf32>
    %5579 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %5580 = stablehlo.multiply %5579, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %5581 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %5582 = stablehlo.multiply %5581, %4813 : tensor<48xf32>
    %5583 = stablehlo.add %5580, %5582 : tensor<48xf32>
    %5584 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %5585 = stablehlo.multiply %5584, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %5586 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %5587 = stablehlo.multiply %4813, %4813 : tensor<48xf32>
    %5588 = stablehlo.multiply %5586, %5587 : tensor<48xf32>
    %5589 = stablehlo.add %5585, %5588 : tensor<48xf32>
    %5590 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %5591 = stablehlo.divide %5583, %5590 : tensor<48xf32>
    %5592 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %5593 = stablehlo.divide %5589, %5592 : tensor<48xf32>
    %5594 = stablehlo.sqrt %5593 : tensor<48xf32>
    %5595 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %5596 = stablehlo.add %5594, %5595 : tensor<48xf32>
    %5597 = stablehlo.divide %5591, %5596 : tensor<48xf32>
    %5598 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %5599 = stablehlo.multiply %5598, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %5600 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %5601 = stablehlo.multiply %5600, %4818 : tensor<48x12xf32>
    %5602 = stablehlo.add %5599, %5601 : tensor<48x12xf32>
    %5603 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %5604 = stablehlo.multiply %5603, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %5605 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %5606 = stablehlo.multiply %4818, %4818 : tensor<48x12xf32>
    %5607 = stablehlo.multiply %5605, %5606 : tensor<48x12xf32>
    %5608 = stablehlo.add %5604, %5607 : tensor<48x12xf32>
    %5609 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %5610 = stablehlo.divide %5602, %5609 : tensor<48x12xf32>
    %5611 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %5612 = stablehlo.divide %5608, %5611 : tensor<48x12xf32>
    %5613 = stablehlo.sqrt %5612 : tensor<48x12xf32>
    %5614 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %5615 = stablehlo.add %5613, %5614 : tensor<48x12xf32>
    %5616 = stablehlo.divide %5610, %5615 : tensor<48x12xf32>
    %5617 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5618 = stablehlo.multiply %5617, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %5619 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5620 = stablehlo.multiply %5619, %4823 : tensor<12xf32>
    %5621 = stablehlo.add %5618, %5620 : tensor<12xf32>
    %5622 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5623 = stablehlo.multiply %5622, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %5624 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5625 = stablehlo.multiply %4823, %4823 : tensor<12xf32>
    %5626 = stablehlo.multiply %5624, %5625 : tensor<12xf32>
    %5627 = stablehlo.add %5623, %5626 : tensor<12xf32>
    %5628 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5629 = stablehlo.divide %5621, %5628 : tensor<12xf32>
    %5630 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5631 = stablehlo.divide %5627, %5630 : tensor<12xf32>
    %5632 = stablehlo.sqrt %5631 : tensor<12xf32>
    %5633 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5634 = stablehlo.add %5632, %5633 : tensor<12xf32>
    %5635 = stablehlo.divide %5629, %5634 : tensor<12xf32>
    %5636 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5637 = stablehlo.multiply %5636, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %5638 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5639 = stablehlo.multiply %5638, %4828 : tensor<12xf32>
    %5640 = stablehlo.add %5637, %5639 : tensor<12xf32>
    %5641 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5642 = stablehlo.multiply %5641, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %5643 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5644 = stablehlo.multiply %4828, %4828 : tensor<12xf32>
    %5645 = stablehlo.multiply %5643, %5644 : tensor<12xf32>
    %5646 = stablehlo.add %5642, %5645 : tensor<12xf32>
    %5647 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5648 = stablehlo.divide %5640, %5647 : tensor<12xf32>
    %5649 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5650 = stablehlo.divide %5646, %5649 : tensor<12xf32>
    %5651 = stablehlo.sqrt %5650 : tensor<12xf32>
    %5652 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5653 = stablehlo.add %5651, %5652 : tensor<12xf32>
    %5654 = stablehlo.divide %5648, %5653 : tensor<12xf32>
    %5655 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5656 = stablehlo.multiply %5655, %m.stages.3.down.norm.g : tensor<12xf32>
    %5657 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5658 = stablehlo.multiply %5657, %4833 : tensor<12xf32>
    %5659 = stablehlo.add %5656, %5658 : tensor<12xf32>
    %5660 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5661 = stablehlo.multiply %5660, %v.stages.3.down.norm.g : tensor<12xf32>
    %5662 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5663 = stablehlo.multiply %4833, %4833 : tensor<12xf32>
    %5664 = stablehlo.multiply %5662, %5663 : tensor<12xf32>
    %5665 = stablehlo.add %5661, %5664 : tensor<12xf32>
    %5666 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5667 = stablehlo.divide %5659, %5666 : tensor<12xf32>
    %5668 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5669 = stablehlo.divide %5665, %5668 : tensor<12xf32>
    %5670 = stablehlo.sqrt %5669 : tensor<12xf32>
    %5671 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5672 = stablehlo.add %5670, %5671 : tensor<12xf32>
    %5673 = stablehlo.divide %5667, %5672 : tensor<12xf32>
    %5674 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5675 = stablehlo.multiply %5674, %m.stages.3.down.norm.b : tensor<12xf32>
    %5676 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5677 = stablehlo.multiply %5676, %4838 : tensor<12xf32>
    %5678 = stablehlo.add %5675, %5677 : tensor<12xf32>
    %5679 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5680 = stablehlo.multiply %5679, %v.stages.3.down.norm.b : tensor<12xf32>
    %5681 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5682 = stablehlo.multiply %4838, %4838 : tensor<12xf32>
    %5683 = stablehlo.multiply %5681, %5682 : tensor<12xf32>
    %5684 = stablehlo.add %5680, %5683 : tensor<12xf32>
    %5685 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5686 = stablehlo.divide %5678, %5685 : tensor<12xf32>
    %5687 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5688 = stablehlo.divide %5684, %5687 : tensor<12xf32>
    %5689 = stablehlo.sqrt %5688 : tensor<12xf32>
    %5690 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5691 = stablehlo.add %5689, %5690 : tensor<12xf32>
    %5692 = stablehlo.divide %5686, %5691 : tensor<12xf32>
    %5693 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %5694 = stablehlo.multiply %5693, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %5695 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %5696 = stablehlo.multiply %5695, %4843 : tensor<2x2x12x16xf32>
    %5697 = stablehlo.add %5694, %5696 : tensor<2x2x12x16xf32>
    %5698 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %5699 = stablehlo.multiply %5698, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %5700 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %5701 = stablehlo.multiply %4843, %4843 : tensor<2x2x12x16xf32>
    %5702 = stablehlo.multiply %5700, %5701 : tensor<2x2x12x16xf32>
    %5703 = stablehlo.add %5699, %5702 : tensor<2x2x12x16xf32>
    %5704 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %5705 = stablehlo.divide %5697, %5704 : tensor<2x2x12x16xf32>
    %5706 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %5707 = stablehlo.divide %5703, %5706 : tensor<2x2x12x16xf32>
    %5708 = stablehlo.sqrt %5707 : tensor<2x2x12x16xf32>
    %5709 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %5710 = stablehlo.add %5708, %5709 : tensor<2x2x12x16xf32>
    %5711 = stablehlo.divide %5705, %5710 : tensor<2x2x12x16xf32>
    %5712 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5713 = stablehlo.multiply %5712, %m.stages.3.down.conv.b : tensor<16xf32>
    %5714 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5715 = stablehlo.multiply %5714, %4848 : tensor<16xf32>
    %5716 = stablehlo.add %5713, %5715 : tensor<16xf32>
    %5717 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5718 = stablehlo.multiply %5717, %v.stages.3.down.conv.b : tensor<16xf32>
    %5719 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5720 = stablehlo.multiply %4848, %4848 : tensor<16xf32>
    %5721 = stablehlo.multiply %5719, %5720 : tensor<16xf32>
    %5722 = stablehlo.add %5718, %5721 : tensor<16xf32>
    %5723 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5724 = stablehlo.divide %5716, %5723 : tensor<16xf32>
    %5725 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5726 = stablehlo.divide %5722, %5725 : tensor<16xf32>
    %5727 = stablehlo.sqrt %5726 : tensor<16xf32>
    %5728 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5729 = stablehlo.add %5727, %5728 : tensor<16xf32>
    %5730 = stablehlo.divide %5724, %5729 : tensor<16xf32>
    %5731 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %5732 = stablehlo.multiply %5731, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %5733 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %5734 = stablehlo.multiply %5733, %4853 : tensor<7x7x1x16xf32>
    %5735 = stablehlo.add %5732, %5734 : tensor<7x7x1x16xf32>
    %5736 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %5737 = stablehlo.multiply %5736, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %5738 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %5739 = stablehlo.multiply %4853, %4853 : tensor<7x7x1x16xf32>
    %5740 = stablehlo.multiply %5738, %5739 : tensor<7x7x1x16xf32>
    %5741 = stablehlo.add %5737, %5740 : tensor<7x7x1x16xf32>
    %5742 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %5743 = stablehlo.divide %5735, %5742 : tensor<7x7x1x16xf32>
    %5744 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %5745 = stablehlo.divide %5741, %5744 : tensor<7x7x1x16xf32>
    %5746 = stablehlo.sqrt %5745 : tensor<7x7x1x16xf32>
    %5747 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %5748 = stablehlo.add %5746, %5747 : tensor<7x7x1x16xf32>
    %5749 = stablehlo.divide %5743, %5748 : tensor<7x7x1x16xf32>
    %5750 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5751 = stablehlo.multiply %5750, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %5752 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5753 = stablehlo.multiply %5752, %4858 : tensor<16xf32>
    %5754 = stablehlo.add %5751, %5753 : tensor<16xf32>
    %5755 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5756 = stablehlo.multiply %5755, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %5757 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5758 = stablehlo.multiply %4858, %4858 : tensor<16xf32>
    %5759 = stablehlo.multiply %5757, %5758 : tensor<16xf32>
    %5760 = stablehlo.add %5756, %5759 : tensor<16xf32>
    %5761 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5762 = stablehlo.divide %5754, %5761 : tensor<16xf32>
    %5763 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5764 = stablehlo.divide %5760, %5763 : tensor<16xf32>
    %5765 = stablehlo.sqrt %5764 : tensor<16xf32>
    %5766 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5767 = stablehlo.add %5765, %5766 : tensor<16xf32>
    %5768 = stablehlo.divide %5762, %5767 : tensor<16xf32>
    %5769 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5770 = stablehlo.multiply %5769, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %5771 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5772 = stablehlo.multiply %5771, %4863 : tensor<16xf32>
    %5773 = stablehlo.add %5770, %5772 : tensor<16xf32>
    %5774 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5775 = stablehlo.multiply %5774, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %5776 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5777 = stablehlo.multiply %4863, %4863 : tensor<16xf32>
    %5778 = stablehlo.multiply %5776, %5777 : tensor<16xf32>
    %5779 = stablehlo.add %5775, %5778 : tensor<16xf32>
    %5780 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5781 = stablehlo.divide %5773, %5780 : tensor<16xf32>
    %5782 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5783 = stablehlo.divide %5779, %5782 : tensor<16xf32>
    %5784 = stablehlo.sqrt %5783 : tensor<16xf32>
    %5785 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5786 = stablehlo.add %5784, %5785 : tensor<16xf32>
    %5787 = stablehlo.divide %5781, %5786 : tensor<16xf32>
    %5788 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5789 = stablehlo.multiply %5788, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %5790 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5791 = stablehlo.multiply %5790, %4868 : tensor<16xf32>
    %5792 = stablehlo.add %5789, %5791 : tensor<16xf32>
    %5793 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5794 = stablehlo.multiply %5793, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %5795 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5796 = stablehlo.multiply %4868, %4868 : tensor<16xf32>
    %5797 = stablehlo.multiply %5795, %5796 : tensor<16xf32>
    %5798 = stablehlo.add %5794, %5797 : tensor<16xf32>
    %5799 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5800 = stablehlo.divide %5792, %5799 : tensor<16xf32>
    %5801 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5802 = stablehlo.divide %5798, %5801 : tensor<16xf32>
    %5803 = stablehlo.sqrt %5802 : tensor<16xf32>
    %5804 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5805 = stablehlo.add %5803, %5804 : tensor<16xf32>
    %5806 = stablehlo.divide %5800, %5805 : tensor<16xf32>
    %5807 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %5808 = stablehlo.multiply %5807, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %5809 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %5810 = stablehlo.multiply %5809, %4873 : tensor<16x64xf32>
    %5811 = stablehlo.add %5808, %5810 : tensor<16x64xf32>
    %5812 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %5813 = stablehlo.multiply %5812, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %5814 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %5815 = stablehlo.multiply %4873, %4873 : tensor<16x64xf32>
    %5816 = stablehlo.multiply %5814, %5815 : tensor<16x64xf32>
    %5817 = stablehlo.add %5813, %5816 : tensor<16x64xf32>
    %5818 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %5819 = stablehlo.divide %5811, %5818 : tensor<16x64xf32>
    %5820 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %5821 = stablehlo.divide %5817, %5820 : tensor<16x64xf32>
    %5822 = stablehlo.sqrt %5821 : tensor<16x64xf32>
    %5823 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %5824 = stablehlo.add %5822, %5823 : tensor<16x64xf32>
    %5825 = stablehlo.divide %5819, %5824 : tensor<16x64xf32>
    %5826 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5827 = stablehlo.multiply %5826, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %5828 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5829 = stablehlo.multiply %5828, %4878 : tensor<64xf32>
    %5830 = stablehlo.add %5827, %5829 : tensor<64xf32>
    %5831 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5832 = stablehlo.multiply %5831, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %5833 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5834 = stablehlo.multiply %4878, %4878 : tensor<64xf32>
    %5835 = stablehlo.multiply %5833, %5834 : tensor<64xf32>
    %5836 = stablehlo.add %5832, %5835 : tensor<64xf32>
    %5837 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5838 = stablehlo.divide %5830, %5837 : tensor<64xf32>
    %5839 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5840 = stablehlo.divide %5836, %5839 : tensor<64xf32>
    %5841 = stablehlo.sqrt %5840 : tensor<64xf32>
    %5842 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5843 = stablehlo.add %5841, %5842 : tensor<64xf32>
    %5844 = stablehlo.divide %5838, %5843 : tensor<64xf32>
    %5845 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %5846 = stablehlo.multiply %5845, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %5847 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %5848 = stablehlo.multiply %5847, %4883 : tensor<64x16xf32>
    %5849 = stablehlo.add %5846, %5848 : tensor<64x16xf32>
    %5850 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %5851 = stablehlo.multiply %5850, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %5852 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %5853 = stablehlo.multiply %4883, %4883 : tensor<64x16xf32>
    %5854 = stablehlo.multiply %5852, %5853 : tensor<64x16xf32>
    %5855 = stablehlo.add %5851, %5854 : tensor<64x16xf32>
    %5856 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %5857 = stablehlo.divide %5849, %5856 : tensor<64x16xf32>
    %5858 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %5859 = stablehlo.divide %5855, %5858 : tensor<64x16xf32>
    %5860 = stablehlo.sqrt %5859 : tensor<64x16xf32>
    %5861 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %5862 = stablehlo.add %5860, %5861 : tensor<64x16xf32>
    %5863 = stablehlo.divide %5857, %5862 : tensor<64x16xf32>
    %5864 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5865 = stablehlo.multiply %5864, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %5866 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5867 = stablehlo.multiply %5866, %4888 : tensor<16xf32>
    %5868 = stablehlo.add %5865, %5867 : tensor<16xf32>
    %5869 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5870 = stablehlo.multiply %5869, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %5871 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5872 = stablehlo.multiply %4888, %4888 : tensor<16xf32>
    %5873 = stablehlo.multiply %5871, %5872 : tensor<16xf32>
    %5874 = stablehlo.add %5870, %5873 : tensor<16xf32>
    %5875 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5876 = stablehlo.divide %5868, %5875 : tensor<16xf32>
    %5877 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5878 = stablehlo.divide %5874, %5877 : tensor<16xf32>
    %5879 = stablehlo.sqrt %5878 : tensor<16xf32>
    %5880 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5881 = stablehlo.add %5879, %5880 : tensor<16xf32>
    %5882 = stablehlo.divide %5876, %5881 : tensor<16xf32>
    %5883 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5884 = stablehlo.multiply %5883, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %5885 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5886 = stablehlo.multiply %5885, %4893 : tensor<16xf32>
    %5887 = stablehlo.add %5884, %5886 : tensor<16xf32>
    %5888 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5889 = stablehlo.multiply %5888, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %5890 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5891 = stablehlo.multiply %4893, %4893 : tensor<16xf32>
    %5892 = stablehlo.multiply %5890, %5891 : tensor<16xf32>
    %5893 = stablehlo.add %5889, %5892 : tensor<16xf32>
    %5894 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5895 = stablehlo.divide %5887, %5894 : tensor<16xf32>
    %5896 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5897 = stablehlo.divide %5893, %5896 : tensor<16xf32>
    %5898 = stablehlo.sqrt %5897 : tensor<16xf32>
    %5899 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5900 = stablehlo.add %5898, %5899 : tensor<16xf32>
    %5901 = stablehlo.divide %5895, %5900 : tensor<16xf32>
    %5902 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5903 = stablehlo.multiply %5902, %m.head.norm.g : tensor<16xf32>
    %5904 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5905 = stablehlo.multiply %5904, %4898 : tensor<16xf32>
    %5906 = stablehlo.add %5903, %5905 : tensor<16xf32>
    %5907 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5908 = stablehlo.multiply %5907, %v.head.norm.g : tensor<16xf32>
    %5909 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5910 = stablehlo.multiply %4898, %4898 : tensor<16xf32>
    %5911 = stablehlo.multiply %5909, %5910 : tensor<16xf32>
    %5912 = stablehlo.add %5908, %5911 : tensor<16xf32>
    %5913 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5914 = stablehlo.divide %5906, %5913 : tensor<16xf32>
    %5915 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5916 = stablehlo.divide %5912, %5915 : tensor<16xf32>
    %5917 = stablehlo.sqrt %5916 : tensor<16xf32>
    %5918 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5919 = stablehlo.add %5917, %5918 : tensor<16xf32>
    %5920 = stablehlo.divide %5914, %5919 : tensor<16xf32>
    %5921 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5922 = stablehlo.multiply %5921, %m.head.norm.b : tensor<16xf32>
    %5923 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5924 = stablehlo.multiply %5923, %4903 : tensor<16xf32>
    %5925 = stablehlo.add %5922, %5924 : tensor<16xf32>
    %5926 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5927 = stablehlo.multiply %5926, %v.head.norm.b : tensor<16xf32>
    %5928 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5929 = stablehlo.multiply %4903, %4903 : tensor<16xf32>
    %5930 = stablehlo.multiply %5928, %5929 : tensor<16xf32>
    %5931 = stablehlo.add %5927, %5930 : tensor<16xf32>
    %5932 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5933 = stablehlo.divide %5925, %5932 : tensor<16xf32>
    %5934 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5935 = stablehlo.divide %5931, %5934 : tensor<16xf32>
    %5936 = stablehlo.sqrt %5935 : tensor<16xf32>
    %5937 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5938 = stablehlo.add %5936, %5937 : tensor<16xf32>
    %5939 = stablehlo.divide %5933, %5938 : tensor<16xf32>
    %5940 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %5941 = stablehlo.multiply %5940, %m.head.fc.w : tensor<16x10xf32>
    %5942 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %5943 = stablehlo.multiply %5942, %4908 : tensor<16x10xf32>
    %5944 = stablehlo.add %5941, %5943 : tensor<16x10xf32>
    %5945 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %5946 = stablehlo.multiply %5945, %v.head.fc.w : tensor<16x10xf32>
    %5947 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %5948 = stablehlo.multiply %4908, %4908 : tensor<16x10xf32>
    %5949 = stablehlo.multiply %5947, %5948 : tensor<16x10xf32>
    %5950 = stablehlo.add %5946, %5949 : tensor<16x10xf32>
    %5951 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %5952 = stablehlo.divide %5944, %5951 : tensor<16x10xf32>
    %5953 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %5954 = stablehlo.divide %5950, %5953 : tensor<16x10xf32>
    %5955 = stablehlo.sqrt %5954 : tensor<16x10xf32>
    %5956 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %5957 = stablehlo.add %5955, %5956 : tensor<16x10xf32>
    %5958 = stablehlo.divide %5952, %5957 : tensor<16x10xf32>
    %5959 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %5960 = stablehlo.multiply %5959, %m.head.fc.b : tensor<10xf32>
    %5961 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %5962 = stablehlo.multiply %5961, %4913 : tensor<10xf32>
    %5963 = stablehlo.add %5960, %5962 : tensor<10xf32>
    %5964 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %5965 = stablehlo.multiply %5964, %v.head.fc.b : tensor<10xf32>
    %5966 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %5967 = stablehlo.multiply %4913, %4913 : tensor<10xf32>
    %5968 = stablehlo.multiply %5966, %5967 : tensor<10xf32>
    %5969 = stablehlo.add %5965, %5968 : tensor<10xf32>
    %5970 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5971 = stablehlo.divide %5963, %5970 : tensor<10xf32>
    %5972 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5973 = stablehlo.divide %5969, %5972 : tensor<10xf32>
    %5974 = stablehlo.sqrt %5973 : tensor<10xf32>
    %5975 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %5976 = stablehlo.add %5974, %5975 : tensor<10xf32>
    %5977 = stablehlo.divide %5971, %5976 : tensor<10xf32>
    %5978 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %5979 = stablehlo.multiply %5978, %stem.conv.w : tensor<4x4x3x4xf32>
    %5980 = stablehlo.add %4932, %5979 : tensor<4x4x3x4xf32>
    %5981 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %5982 = stablehlo.multiply %5981, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %5983 = stablehlo.add %5008, %5982 : tensor<7x7x1x4xf32>
    %5984 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %5985 = stablehlo.multiply %5984, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %5986 = stablehlo.add %5084, %5985 : tensor<4x16xf32>
    %5987 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %5988 = stablehlo.multiply %5987, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %5989 = stablehlo.add %5122, %5988 : tensor<16x4xf32>
    %5990 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %5991 = stablehlo.multiply %5990, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %5992 = stablehlo.add %5217, %5991 : tensor<2x2x4x8xf32>
    %5993 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %5994 = stablehlo.multiply %5993, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %5995 = stablehlo.add %5255, %5994 : tensor<7x7x1x8xf32>
    %5996 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %5997 = stablehlo.multiply %5996, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %5998 = stablehlo.add %5331, %5997 : tensor<8x32xf32>
    %5999 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %6000 = stablehlo.multiply %5999, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %6001 = stablehlo.add %5369, %6000 : tensor<32x8xf32>
    %6002 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %6003 = stablehlo.multiply %6002, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %6004 = stablehlo.add %5464, %6003 : tensor<2x2x8x12xf32>
    %6005 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %6006 = stablehlo.multiply %6005, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %6007 = stablehlo.add %5502, %6006 : tensor<7x7x1x12xf32>
    %6008 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %6009 = stablehlo.multiply %6008, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %6010 = stablehlo.add %5578, %6009 : tensor<12x48xf32>
    %6011 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %6012 = stablehlo.multiply %6011, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %6013 = stablehlo.add %5616, %6012 : tensor<48x12xf32>
    %6014 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %6015 = stablehlo.multiply %6014, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %6016 = stablehlo.add %5711, %6015 : tensor<2x2x12x16xf32>
    %6017 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %6018 = stablehlo.multiply %6017, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %6019 = stablehlo.add %5749, %6018 : tensor<7x7x1x16xf32>
    %6020 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %6021 = stablehlo.multiply %6020, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %6022 = stablehlo.add %5825, %6021 : tensor<16x64xf32>
    %6023 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %6024 = stablehlo.multiply %6023, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %6025 = stablehlo.add %5863, %6024 : tensor<64x16xf32>
    %6026 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %6027 = stablehlo.multiply %6026, %head.fc.w : tensor<16x10xf32>
    %6028 = stablehlo.add %5958, %6027 : tensor<16x10xf32>
    %6029 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %6030 = stablehlo.multiply %6029, %5980 : tensor<4x4x3x4xf32>
    %6031 = stablehlo.subtract %stem.conv.w, %6030 : tensor<4x4x3x4xf32>
    %6032 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6033 = stablehlo.multiply %6032, %4951 : tensor<4xf32>
    %6034 = stablehlo.subtract %stem.conv.b, %6033 : tensor<4xf32>
    %6035 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6036 = stablehlo.multiply %6035, %4970 : tensor<4xf32>
    %6037 = stablehlo.subtract %stem.norm.g, %6036 : tensor<4xf32>
    %6038 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6039 = stablehlo.multiply %6038, %4989 : tensor<4xf32>
    %6040 = stablehlo.subtract %stem.norm.b, %6039 : tensor<4xf32>
    %6041 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %6042 = stablehlo.multiply %6041, %5983 : tensor<7x7x1x4xf32>
    %6043 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %6042 : tensor<7x7x1x4xf32>
    %6044 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6045 = stablehlo.multiply %6044, %5027 : tensor<4xf32>
    %6046 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %6045 : tensor<4xf32>
    %6047 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6048 = stablehlo.multiply %6047, %5046 : tensor<4xf32>
    %6049 = stablehlo.subtract %stages.0.blocks.0.norm.g, %6048 : tensor<4xf32>
    %6050 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6051 = stablehlo.multiply %6050, %5065 : tensor<4xf32>
    %6052 = stablehlo.subtract %stages.0.blocks.0.norm.b, %6051 : tensor<4xf32>
    %6053 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %6054 = stablehlo.multiply %6053, %5986 : tensor<4x16xf32>
    %6055 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %6054 : tensor<4x16xf32>
    %6056 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6057 = stablehlo.multiply %6056, %5103 : tensor<16xf32>
    %6058 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %6057 : tensor<16xf32>
    %6059 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %6060 = stablehlo.multiply %6059, %5989 : tensor<16x4xf32>
    %6061 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %6060 : tensor<16x4xf32>
    %6062 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6063 = stablehlo.multiply %6062, %5141 : tensor<4xf32>
    %6064 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %6063 : tensor<4xf32>
    %6065 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6066 = stablehlo.multiply %6065, %5160 : tensor<4xf32>
    %6067 = stablehlo.subtract %stages.0.blocks.0.gamma, %6066 : tensor<4xf32>
    %6068 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6069 = stablehlo.multiply %6068, %5179 : tensor<4xf32>
    %6070 = stablehlo.subtract %stages.1.down.norm.g, %6069 : tensor<4xf32>
    %6071 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6072 = stablehlo.multiply %6071, %5198 : tensor<4xf32>
    %6073 = stablehlo.subtract %stages.1.down.norm.b, %6072 : tensor<4xf32>
    %6074 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %6075 = stablehlo.multiply %6074, %5992 : tensor<2x2x4x8xf32>
    %6076 = stablehlo.subtract %stages.1.down.conv.w, %6075 : tensor<2x2x4x8xf32>
    %6077 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6078 = stablehlo.multiply %6077, %5236 : tensor<8xf32>
    %6079 = stablehlo.subtract %stages.1.down.conv.b, %6078 : tensor<8xf32>
    %6080 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %6081 = stablehlo.multiply %6080, %5995 : tensor<7x7x1x8xf32>
    %6082 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %6081 : tensor<7x7x1x8xf32>
    %6083 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6084 = stablehlo.multiply %6083, %5274 : tensor<8xf32>
    %6085 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %6084 : tensor<8xf32>
    %6086 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6087 = stablehlo.multiply %6086, %5293 : tensor<8xf32>
    %6088 = stablehlo.subtract %stages.1.blocks.0.norm.g, %6087 : tensor<8xf32>
    %6089 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6090 = stablehlo.multiply %6089, %5312 : tensor<8xf32>
    %6091 = stablehlo.subtract %stages.1.blocks.0.norm.b, %6090 : tensor<8xf32>
    %6092 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %6093 = stablehlo.multiply %6092, %5998 : tensor<8x32xf32>
    %6094 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %6093 : tensor<8x32xf32>
    %6095 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6096 = stablehlo.multiply %6095, %5350 : tensor<32xf32>
    %6097 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %6096 : tensor<32xf32>
    %6098 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %6099 = stablehlo.multiply %6098, %6001 : tensor<32x8xf32>
    %6100 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %6099 : tensor<32x8xf32>
    %6101 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6102 = stablehlo.multiply %6101, %5388 : tensor<8xf32>
    %6103 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %6102 : tensor<8xf32>
    %6104 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6105 = stablehlo.multiply %6104, %5407 : tensor<8xf32>
    %6106 = stablehlo.subtract %stages.1.blocks.0.gamma, %6105 : tensor<8xf32>
    %6107 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6108 = stablehlo.multiply %6107, %5426 : tensor<8xf32>
    %6109 = stablehlo.subtract %stages.2.down.norm.g, %6108 : tensor<8xf32>
    %6110 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6111 = stablehlo.multiply %6110, %5445 : tensor<8xf32>
    %6112 = stablehlo.subtract %stages.2.down.norm.b, %6111 : tensor<8xf32>
    %6113 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %6114 = stablehlo.multiply %6113, %6004 : tensor<2x2x8x12xf32>
    %6115 = stablehlo.subtract %stages.2.down.conv.w, %6114 : tensor<2x2x8x12xf32>
    %6116 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6117 = stablehlo.multiply %6116, %5483 : tensor<12xf32>
    %6118 = stablehlo.subtract %stages.2.down.conv.b, %6117 : tensor<12xf32>
    %6119 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %6120 = stablehlo.multiply %6119, %6007 : tensor<7x7x1x12xf32>
    %6121 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %6120 : tensor<7x7x1x12xf32>
    %6122 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6123 = stablehlo.multiply %6122, %5521 : tensor<12xf32>
    %6124 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %6123 : tensor<12xf32>
    %6125 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6126 = stablehlo.multiply %6125, %5540 : tensor<12xf32>
    %6127 = stablehlo.subtract %stages.2.blocks.0.norm.g, %6126 : tensor<12xf32>
    %6128 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6129 = stablehlo.multiply %6128, %5559 : tensor<12xf32>
    %6130 = stablehlo.subtract %stages.2.blocks.0.norm.b, %6129 : tensor<12xf32>
    %6131 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %6132 = stablehlo.multiply %6131, %6010 : tensor<12x48xf32>
    %6133 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %6132 : tensor<12x48xf32>
    %6134 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %6135 = stablehlo.multiply %6134, %5597 : tensor<48xf32>
    %6136 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %6135 : tensor<48xf32>
    %6137 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %6138 = stablehlo.multiply %6137, %6013 : tensor<48x12xf32>
    %6139 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %6138 : tensor<48x12xf32>
    %6140 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6141 = stablehlo.multiply %6140, %5635 : tensor<12xf32>
    %6142 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %6141 : tensor<12xf32>
    %6143 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6144 = stablehlo.multiply %6143, %5654 : tensor<12xf32>
    %6145 = stablehlo.subtract %stages.2.blocks.0.gamma, %6144 : tensor<12xf32>
    %6146 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6147 = stablehlo.multiply %6146, %5673 : tensor<12xf32>
    %6148 = stablehlo.subtract %stages.3.down.norm.g, %6147 : tensor<12xf32>
    %6149 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6150 = stablehlo.multiply %6149, %5692 : tensor<12xf32>
    %6151 = stablehlo.subtract %stages.3.down.norm.b, %6150 : tensor<12xf32>
    %6152 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %6153 = stablehlo.multiply %6152, %6016 : tensor<2x2x12x16xf32>
    %6154 = stablehlo.subtract %stages.3.down.conv.w, %6153 : tensor<2x2x12x16xf32>
    %6155 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6156 = stablehlo.multiply %6155, %5730 : tensor<16xf32>
    %6157 = stablehlo.subtract %stages.3.down.conv.b, %6156 : tensor<16xf32>
    %6158 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %6159 = stablehlo.multiply %6158, %6019 : tensor<7x7x1x16xf32>
    %6160 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %6159 : tensor<7x7x1x16xf32>
    %6161 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6162 = stablehlo.multiply %6161, %5768 : tensor<16xf32>
    %6163 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %6162 : tensor<16xf32>
    %6164 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6165 = stablehlo.multiply %6164, %5787 : tensor<16xf32>
    %6166 = stablehlo.subtract %stages.3.blocks.0.norm.g, %6165 : tensor<16xf32>
    %6167 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6168 = stablehlo.multiply %6167, %5806 : tensor<16xf32>
    %6169 = stablehlo.subtract %stages.3.blocks.0.norm.b, %6168 : tensor<16xf32>
    %6170 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %6171 = stablehlo.multiply %6170, %6022 : tensor<16x64xf32>
    %6172 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %6171 : tensor<16x64xf32>
    %6173 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6174 = stablehlo.multiply %6173, %5844 : tensor<64xf32>
    %6175 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %6174 : tensor<64xf32>
    %6176 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %6177 = stablehlo.multiply %6176, %6025 : tensor<64x16xf32>
    %6178 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %6177 : tensor<64x16xf32>
    %6179 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6180 = stablehlo.multiply %6179, %5882 : tensor<16xf32>
    %6181 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %6180 : tensor<16xf32>
    %6182 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6183 = stablehlo.multiply %6182, %5901 : tensor<16xf32>
    %6184 = stablehlo.subtract %stages.3.blocks.0.gamma, %6183 : tensor<16xf32>
    %6185 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6186 = stablehlo.multiply %6185, %5920 : tensor<16xf32>
    %6187 = stablehlo.subtract %head.norm.g, %6186 : tensor<16xf32>
    %6188 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6189 = stablehlo.multiply %6188, %5939 : tensor<16xf32>
    %6190 = stablehlo.subtract %head.norm.b, %6189 : tensor<16xf32>
    %6191 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %6192 = stablehlo.multiply %6191, %6028 : tensor<16x10xf32>
    %6193 = stablehlo.subtract %head.fc.w, %6192 : tensor<16x10xf32>
    %6194 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %6195 = stablehlo.multiply %6194, %5977 : tensor<10xf32>
    %6196 = stablehlo.subtract %head.fc.b, %6195 : tensor<10xf32>
    "func.return"(%6031, %6034, %6037, %6040, %6043, %6046, %6049, %6052, %6055, %6058, %6061, %6064, %6067, %6070, %6073, %6076, %6079, %6082, %6085, %6088, %6091, %6094, %6097, %6100, %6103, %6106, %6109, %6112, %6115, %6118, %6121, %6124, %6127, %6130, %6133, %6136, %6139, %6142, %6145, %6148, %6151, %6154, %6157, %6160, %6163, %6166, %6169, %6172, %6175, %6178, %6181, %6184, %6187, %6190, %6193, %6196, %4918, %4937, %4956, %4975, %4994, %5013, %5032, %5051, %5070, %5089, %5108, %5127, %5146, %5165, %5184, %5203, %5222, %5241, %5260, %5279, %5298, %5317, %5336, %5355, %5374, %5393, %5412, %5431, %5450, %5469, %5488, %5507, %5526, %5545, %5564, %5583, %5602, %5621, %5640, %5659, %5678, %5697, %5716, %5735, %5754, %5773, %5792, %5811, %5830, %5849, %5868, %5887, %5906, %5925, %5944, %5963, %4924, %4943, %4962, %4981, %5000, %5019, %5038, %5057, %5076, %5095, %5114, %5133, %5152, %5171, %5190, %5209, %5228, %5247, %5266, %5285, %5304, %5323, %5342, %5361, %5380, %5399, %5418, %5437, %5456, %5475, %5494, %5513, %5532, %5551, %5570, %5589, %5608, %5627, %5646, %5665, %5684, %5703, %5722, %5741, %5760, %5779, %5798, %5817, %5836, %5855, %5874, %5893, %5912, %5931, %5950, %5969, %1482, %4631) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
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
// arguments: x 2x32x32x3; params (56 tensors, 7,930 scalars); m (56 tensors, 7,930 scalars); v (56 tensors, 7,930 scalars); scalars (lr, bc1, bc2); drop_mask 2x4; targets 2x10
// results: params' (56 tensors, 7,930 scalars); m' (56 tensors, 7,930 scalars); v' (56 tensors, 7,930 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: 195c7a0b56ae29de165f05fc58af6ad84fa2df5777f1fb9eabd48ff8aa1c597f
module @convnext_micro_c10_i32_b2x1_adamw_wx_clip1_0_drop {
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
    %23 = "stablehlo.convolution"(%22, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<7x7x1x4xf32>) -> tensor<2x8x8x4xf32>
    %24 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %25 = stablehlo.add %23, %24 : tensor<2x8x8x4xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %28 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<2x8x8xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<2x8x8x4xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<2x8x8x4xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %35 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %36 = stablehlo.divide %34, %35 : tensor<2x8x8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %38 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x8x8x4xf32>
    %40 = stablehlo.rsqrt %39 : tensor<2x8x8x4xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<2x8x8x4xf32>
    %42 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x8x8x4xf32>
    %44 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %45 = stablehlo.add %43, %44 : tensor<2x8x8x4xf32>
    %46 = "stablehlo.dot_general"(%45, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x8x8x4xf32>, tensor<4x16xf32>) -> tensor<2x8x8x16xf32>
    %47 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %48 = stablehlo.add %46, %47 : tensor<2x8x8x16xf32>
    %49 = stablehlo.constant dense<0.70710677> : tensor<2x8x8x16xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x8x8x16xf32>
    %51 = "chlo.erf"(%50) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<2x8x8x16xf32>
    %53 = stablehlo.add %51, %52 : tensor<2x8x8x16xf32>
    %54 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<2x8x8x16xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<2x8x8x16xf32>
    %57 = "stablehlo.dot_general"(%56, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x8x8x16xf32>, tensor<16x4xf32>) -> tensor<2x8x8x4xf32>
    %58 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %59 = stablehlo.add %57, %58 : tensor<2x8x8x4xf32>
    %60 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x8x8x4xf32>
    %62 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x8x8x4xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<2x8x8x4xf32>
    %65 = stablehlo.add %64, %22 : tensor<2x8x8x4xf32>
    %66 = stablehlo.constant dense<0.0> : tensor<f32>
    %67 = "stablehlo.reduce"(%65, %66) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %68 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %69 = stablehlo.divide %67, %68 : tensor<2x8x8xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<2x8x8x4xf32>
    %72 = stablehlo.multiply %71, %71 : tensor<2x8x8x4xf32>
    %73 = stablehlo.constant dense<0.0> : tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %75 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %76 = stablehlo.divide %74, %75 : tensor<2x8x8xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %78 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %79 = stablehlo.add %77, %78 : tensor<2x8x8x4xf32>
    %80 = stablehlo.rsqrt %79 : tensor<2x8x8x4xf32>
    %81 = stablehlo.multiply %71, %80 : tensor<2x8x8x4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<2x8x8x4xf32>
    %84 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x8x8x4xf32>
    %86 = "stablehlo.convolution"(%85, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<2x8x8x4xf32>, tensor<2x2x4x8xf32>) -> tensor<2x4x4x8xf32>
    %87 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %88 = stablehlo.add %86, %87 : tensor<2x4x4x8xf32>
    %89 = "stablehlo.convolution"(%88, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<7x7x1x8xf32>) -> tensor<2x4x4x8xf32>
    %90 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %91 = stablehlo.add %89, %90 : tensor<2x4x4x8xf32>
    %92 = stablehlo.constant dense<0.0> : tensor<f32>
    %93 = "stablehlo.reduce"(%91, %92) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %94 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %95 = stablehlo.divide %93, %94 : tensor<2x4x4xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %97 = stablehlo.subtract %91, %96 : tensor<2x4x4x8xf32>
    %98 = stablehlo.multiply %97, %97 : tensor<2x4x4x8xf32>
    %99 = stablehlo.constant dense<0.0> : tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %101 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %102 = stablehlo.divide %100, %101 : tensor<2x4x4xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %104 = stablehlo.constant dense<1.0e-06> : tensor<2x4x4x8xf32>
    %105 = stablehlo.add %103, %104 : tensor<2x4x4x8xf32>
    %106 = stablehlo.rsqrt %105 : tensor<2x4x4x8xf32>
    %107 = stablehlo.multiply %97, %106 : tensor<2x4x4x8xf32>
    %108 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<2x4x4x8xf32>
    %110 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %111 = stablehlo.add %109, %110 : tensor<2x4x4x8xf32>
    %112 = "stablehlo.dot_general"(%111, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x4x8xf32>, tensor<8x32xf32>) -> tensor<2x4x4x32xf32>
    %113 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %114 = stablehlo.add %112, %113 : tensor<2x4x4x32xf32>
    %115 = stablehlo.constant dense<0.70710677> : tensor<2x4x4x32xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x4x4x32xf32>
    %117 = "chlo.erf"(%116) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %118 = stablehlo.constant dense<1.0> : tensor<2x4x4x32xf32>
    %119 = stablehlo.add %117, %118 : tensor<2x4x4x32xf32>
    %120 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %121 = stablehlo.multiply %114, %120 : tensor<2x4x4x32xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<2x4x4x32xf32>
    %123 = "stablehlo.dot_general"(%122, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x4x32xf32>, tensor<32x8xf32>) -> tensor<2x4x4x8xf32>
    %124 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x4x4x8xf32>
    %126 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<2x4x4x8xf32>
    %128 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x4x4x8xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<2x4x4x8xf32>
    %131 = stablehlo.add %130, %88 : tensor<2x4x4x8xf32>
    %132 = stablehlo.constant dense<0.0> : tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %134 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %135 = stablehlo.divide %133, %134 : tensor<2x4x4xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<2x4x4x8xf32>
    %138 = stablehlo.multiply %137, %137 : tensor<2x4x4x8xf32>
    %139 = stablehlo.constant dense<0.0> : tensor<f32>
    %140 = "stablehlo.reduce"(%138, %139) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %141 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %142 = stablehlo.divide %140, %141 : tensor<2x4x4xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %144 = stablehlo.constant dense<1.0e-06> : tensor<2x4x4x8xf32>
    %145 = stablehlo.add %143, %144 : tensor<2x4x4x8xf32>
    %146 = stablehlo.rsqrt %145 : tensor<2x4x4x8xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x4x4x8xf32>
    %148 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x4x4x8xf32>
    %150 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %151 = stablehlo.add %149, %150 : tensor<2x4x4x8xf32>
    %152 = "stablehlo.convolution"(%151, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<2x4x4x8xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x2x12xf32>
    %153 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %154 = stablehlo.add %152, %153 : tensor<2x2x2x12xf32>
    %155 = "stablehlo.convolution"(%154, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 12 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<7x7x1x12xf32>) -> tensor<2x2x2x12xf32>
    %156 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %157 = stablehlo.add %155, %156 : tensor<2x2x2x12xf32>
    %158 = stablehlo.constant dense<0.0> : tensor<f32>
    %159 = "stablehlo.reduce"(%157, %158) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %160 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %161 = stablehlo.divide %159, %160 : tensor<2x2x2xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %163 = stablehlo.subtract %157, %162 : tensor<2x2x2x12xf32>
    %164 = stablehlo.multiply %163, %163 : tensor<2x2x2x12xf32>
    %165 = stablehlo.constant dense<0.0> : tensor<f32>
    %166 = "stablehlo.reduce"(%164, %165) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %167 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %168 = stablehlo.divide %166, %167 : tensor<2x2x2xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %170 = stablehlo.constant dense<1.0e-06> : tensor<2x2x2x12xf32>
    %171 = stablehlo.add %169, %170 : tensor<2x2x2x12xf32>
    %172 = stablehlo.rsqrt %171 : tensor<2x2x2x12xf32>
    %173 = stablehlo.multiply %163, %172 : tensor<2x2x2x12xf32>
    %174 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<2x2x2x12xf32>
    %176 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %177 = stablehlo.add %175, %176 : tensor<2x2x2x12xf32>
    %178 = "stablehlo.dot_general"(%177, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x12xf32>, tensor<12x48xf32>) -> tensor<2x2x2x48xf32>
    %179 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<2x2x2x48xf32>
    %180 = stablehlo.add %178, %179 : tensor<2x2x2x48xf32>
    %181 = stablehlo.constant dense<0.70710677> : tensor<2x2x2x48xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<2x2x2x48xf32>
    %183 = "chlo.erf"(%182) : (tensor<2x2x2x48xf32>) -> tensor<2x2x2x48xf32>
    %184 = stablehlo.constant dense<1.0> : tensor<2x2x2x48xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x2x2x48xf32>
    %186 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %187 = stablehlo.multiply %180, %186 : tensor<2x2x2x48xf32>
    %188 = stablehlo.multiply %187, %185 : tensor<2x2x2x48xf32>
    %189 = "stablehlo.dot_general"(%188, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x48xf32>, tensor<48x12xf32>) -> tensor<2x2x2x12xf32>
    %190 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %191 = stablehlo.add %189, %190 : tensor<2x2x2x12xf32>
    %192 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x2x2x12xf32>
    %194 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x2x2x12xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<2x2x2x12xf32>
    %197 = stablehlo.add %196, %154 : tensor<2x2x2x12xf32>
    %198 = stablehlo.constant dense<0.0> : tensor<f32>
    %199 = "stablehlo.reduce"(%197, %198) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %200 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %201 = stablehlo.divide %199, %200 : tensor<2x2x2xf32>
    %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %203 = stablehlo.subtract %197, %202 : tensor<2x2x2x12xf32>
    %204 = stablehlo.multiply %203, %203 : tensor<2x2x2x12xf32>
    %205 = stablehlo.constant dense<0.0> : tensor<f32>
    %206 = "stablehlo.reduce"(%204, %205) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %207 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %208 = stablehlo.divide %206, %207 : tensor<2x2x2xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %210 = stablehlo.constant dense<1.0e-06> : tensor<2x2x2x12xf32>
    %211 = stablehlo.add %209, %210 : tensor<2x2x2x12xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x2x2x12xf32>
    %213 = stablehlo.multiply %203, %212 : tensor<2x2x2x12xf32>
    %214 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<2x2x2x12xf32>
    %216 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %217 = stablehlo.add %215, %216 : tensor<2x2x2x12xf32>
    %218 = "stablehlo.convolution"(%217, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<2x2x2x12xf32>, tensor<2x2x12x16xf32>) -> tensor<2x1x1x16xf32>
    %219 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %220 = stablehlo.add %218, %219 : tensor<2x1x1x16xf32>
    %221 = "stablehlo.convolution"(%220, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x1x1x16xf32>
    %222 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %223 = stablehlo.add %221, %222 : tensor<2x1x1x16xf32>
    %224 = stablehlo.constant dense<0.0> : tensor<f32>
    %225 = "stablehlo.reduce"(%223, %224) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %226 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2x1x1xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %229 = stablehlo.subtract %223, %228 : tensor<2x1x1x16xf32>
    %230 = stablehlo.multiply %229, %229 : tensor<2x1x1x16xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %233 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %234 = stablehlo.divide %232, %233 : tensor<2x1x1xf32>
    %235 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %236 = stablehlo.constant dense<1.0e-06> : tensor<2x1x1x16xf32>
    %237 = stablehlo.add %235, %236 : tensor<2x1x1x16xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x1x1x16xf32>
    %239 = stablehlo.multiply %229, %238 : tensor<2x1x1x16xf32>
    %240 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<2x1x1x16xf32>
    %242 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %243 = stablehlo.add %241, %242 : tensor<2x1x1x16xf32>
    %244 = "stablehlo.dot_general"(%243, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x16xf32>, tensor<16x64xf32>) -> tensor<2x1x1x64xf32>
    %245 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<2x1x1x64xf32>
    %246 = stablehlo.add %244, %245 : tensor<2x1x1x64xf32>
    %247 = stablehlo.constant dense<0.70710677> : tensor<2x1x1x64xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<2x1x1x64xf32>
    %249 = "chlo.erf"(%248) : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %250 = stablehlo.constant dense<1.0> : tensor<2x1x1x64xf32>
    %251 = stablehlo.add %249, %250 : tensor<2x1x1x64xf32>
    %252 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %253 = stablehlo.multiply %246, %252 : tensor<2x1x1x64xf32>
    %254 = stablehlo.multiply %253, %251 : tensor<2x1x1x64xf32>
    %255 = "stablehlo.dot_general"(%254, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x64xf32>, tensor<64x16xf32>) -> tensor<2x1x1x16xf32>
    %256 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %257 = stablehlo.add %255, %256 : tensor<2x1x1x16xf32>
    %258 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<2x1x1x16xf32>
    %260 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x1x1x16xf32>
    %262 = stablehlo.multiply %259, %261 : tensor<2x1x1x16xf32>
    %263 = stablehlo.add %262, %220 : tensor<2x1x1x16xf32>
    %264 = stablehlo.constant dense<0.0> : tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %266 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %267 = stablehlo.divide %265, %266 : tensor<2x16xf32>
    %268 = stablehlo.constant dense<0.0> : tensor<f32>
    %269 = "stablehlo.reduce"(%267, %268) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %270 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %271 = stablehlo.divide %269, %270 : tensor<2xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %273 = stablehlo.subtract %267, %272 : tensor<2x16xf32>
    %274 = stablehlo.multiply %273, %273 : tensor<2x16xf32>
    %275 = stablehlo.constant dense<0.0> : tensor<f32>
    %276 = "stablehlo.reduce"(%274, %275) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %277 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %278 = stablehlo.divide %276, %277 : tensor<2xf32>
    %279 = "stablehlo.broadcast_in_dim"(%278) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %280 = stablehlo.constant dense<1.0e-06> : tensor<2x16xf32>
    %281 = stablehlo.add %279, %280 : tensor<2x16xf32>
    %282 = stablehlo.rsqrt %281 : tensor<2x16xf32>
    %283 = stablehlo.multiply %273, %282 : tensor<2x16xf32>
    %284 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<2x16xf32>
    %286 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %287 = stablehlo.add %285, %286 : tensor<2x16xf32>
    %288 = "stablehlo.dot_general"(%287, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %289 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<2x10xf32>
    %290 = stablehlo.add %288, %289 : tensor<2x10xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %291 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = "stablehlo.reduce"(%290, %291) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.maximum %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %294 = stablehlo.subtract %290, %293 : tensor<2x10xf32>
    %295 = stablehlo.exponential %294 : tensor<2x10xf32>
    %296 = stablehlo.constant dense<0.0> : tensor<f32>
    %297 = "stablehlo.reduce"(%295, %296) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %299 = stablehlo.log %298 : tensor<2x10xf32>
    %300 = stablehlo.subtract %294, %299 : tensor<2x10xf32>
    %301 = stablehlo.multiply %targets, %300 : tensor<2x10xf32>
    %302 = stablehlo.constant dense<0.0> : tensor<f32>
    %303 = "stablehlo.reduce"(%301, %302) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<f32>
    %304 = stablehlo.negate %303 : tensor<f32>
    %305 = stablehlo.constant dense<2.0> : tensor<f32>
    %306 = stablehlo.divide %304, %305 : tensor<f32>
    // ── backward ──
    %307 = stablehlo.constant dense<0.0> : tensor<f32>
    %308 = "stablehlo.reduce"(%targets, %307) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %309 = "stablehlo.broadcast_in_dim"(%308) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %310 = stablehlo.divide %295, %298 : tensor<2x10xf32>
    %311 = stablehlo.multiply %310, %309 : tensor<2x10xf32>
    %312 = stablehlo.subtract %311, %targets : tensor<2x10xf32>
    %313 = stablehlo.constant dense<2.0> : tensor<2x10xf32>
    %314 = stablehlo.divide %312, %313 : tensor<2x10xf32>
    %315 = "stablehlo.dot_general"(%314, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %316 = "stablehlo.dot_general"(%287, %314) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2x16xf32>, tensor<2x10xf32>) -> tensor<16x10xf32>
    %317 = stablehlo.constant dense<0.0> : tensor<f32>
    %318 = "stablehlo.reduce"(%314, %317) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %319 = stablehlo.multiply %315, %284 : tensor<2x16xf32>
    %320 = stablehlo.constant dense<0.0> : tensor<f32>
    %321 = "stablehlo.reduce"(%319, %320) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %322 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %323 = stablehlo.divide %321, %322 : tensor<2xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %325 = stablehlo.subtract %319, %324 : tensor<2x16xf32>
    %326 = stablehlo.multiply %319, %283 : tensor<2x16xf32>
    %327 = stablehlo.constant dense<0.0> : tensor<f32>
    %328 = "stablehlo.reduce"(%326, %327) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %329 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2xf32>
    %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %332 = stablehlo.multiply %283, %331 : tensor<2x16xf32>
    %333 = stablehlo.subtract %325, %332 : tensor<2x16xf32>
    %334 = stablehlo.multiply %282, %333 : tensor<2x16xf32>
    %335 = stablehlo.multiply %315, %283 : tensor<2x16xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %338 = stablehlo.constant dense<0.0> : tensor<f32>
    %339 = "stablehlo.reduce"(%315, %338) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %340 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %341 = stablehlo.divide %334, %340 : tensor<2x16xf32>
    %342 = "stablehlo.broadcast_in_dim"(%341) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %343 = stablehlo.multiply %342, %261 : tensor<2x1x1x16xf32>
    %344 = stablehlo.multiply %343, %258 : tensor<2x1x1x16xf32>
    %345 = stablehlo.multiply %343, %257 : tensor<2x1x1x16xf32>
    %346 = stablehlo.constant dense<0.0> : tensor<f32>
    %347 = "stablehlo.reduce"(%345, %346) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %348 = "stablehlo.dot_general"(%344, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %349 = "stablehlo.dot_general"(%254, %344) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x64xf32>, tensor<2x1x1x16xf32>) -> tensor<64x16xf32>
    %350 = stablehlo.constant dense<0.0> : tensor<f32>
    %351 = "stablehlo.reduce"(%344, %350) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %353 = stablehlo.multiply %251, %352 : tensor<2x1x1x64xf32>
    %354 = stablehlo.multiply %248, %248 : tensor<2x1x1x64xf32>
    %355 = stablehlo.negate %354 : tensor<2x1x1x64xf32>
    %356 = stablehlo.exponential %355 : tensor<2x1x1x64xf32>
    %357 = stablehlo.constant dense<0.3989423> : tensor<2x1x1x64xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<2x1x1x64xf32>
    %359 = stablehlo.multiply %246, %358 : tensor<2x1x1x64xf32>
    %360 = stablehlo.add %353, %359 : tensor<2x1x1x64xf32>
    %361 = stablehlo.multiply %348, %360 : tensor<2x1x1x64xf32>
    %362 = "stablehlo.dot_general"(%361, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %363 = "stablehlo.dot_general"(%243, %361) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %364 = stablehlo.constant dense<0.0> : tensor<f32>
    %365 = "stablehlo.reduce"(%361, %364) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %366 = stablehlo.multiply %362, %240 : tensor<2x1x1x16xf32>
    %367 = stablehlo.constant dense<0.0> : tensor<f32>
    %368 = "stablehlo.reduce"(%366, %367) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %369 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %370 = stablehlo.divide %368, %369 : tensor<2x1x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %372 = stablehlo.subtract %366, %371 : tensor<2x1x1x16xf32>
    %373 = stablehlo.multiply %366, %239 : tensor<2x1x1x16xf32>
    %374 = stablehlo.constant dense<0.0> : tensor<f32>
    %375 = "stablehlo.reduce"(%373, %374) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %376 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %377 = stablehlo.divide %375, %376 : tensor<2x1x1xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %379 = stablehlo.multiply %239, %378 : tensor<2x1x1x16xf32>
    %380 = stablehlo.subtract %372, %379 : tensor<2x1x1x16xf32>
    %381 = stablehlo.multiply %238, %380 : tensor<2x1x1x16xf32>
    %382 = stablehlo.multiply %362, %239 : tensor<2x1x1x16xf32>
    %383 = stablehlo.constant dense<0.0> : tensor<f32>
    %384 = "stablehlo.reduce"(%382, %383) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %385 = stablehlo.constant dense<0.0> : tensor<f32>
    %386 = "stablehlo.reduce"(%362, %385) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %387 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %388 = "stablehlo.convolution"(%381, %387) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x1x1x16xf32>
    %389 = "stablehlo.convolution"(%220, %381) {batch_group_count = 16 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<7x7x1x16xf32>
    %390 = stablehlo.constant dense<0.0> : tensor<f32>
    %391 = "stablehlo.reduce"(%381, %390) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %392 = stablehlo.add %388, %342 : tensor<2x1x1x16xf32>
    %393 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %394 = "stablehlo.convolution"(%392, %393) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x2x12xf32>
    %395 = "stablehlo.convolution"(%217, %392) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x1x1x16xf32>) -> tensor<2x2x12x16xf32>
    %396 = stablehlo.constant dense<0.0> : tensor<f32>
    %397 = "stablehlo.reduce"(%392, %396) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %398 = stablehlo.multiply %394, %214 : tensor<2x2x2x12xf32>
    %399 = stablehlo.constant dense<0.0> : tensor<f32>
    %400 = "stablehlo.reduce"(%398, %399) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %401 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %402 = stablehlo.divide %400, %401 : tensor<2x2x2xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %404 = stablehlo.subtract %398, %403 : tensor<2x2x2x12xf32>
    %405 = stablehlo.multiply %398, %213 : tensor<2x2x2x12xf32>
    %406 = stablehlo.constant dense<0.0> : tensor<f32>
    %407 = "stablehlo.reduce"(%405, %406) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %408 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %409 = stablehlo.divide %407, %408 : tensor<2x2x2xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %411 = stablehlo.multiply %213, %410 : tensor<2x2x2x12xf32>
    %412 = stablehlo.subtract %404, %411 : tensor<2x2x2x12xf32>
    %413 = stablehlo.multiply %212, %412 : tensor<2x2x2x12xf32>
    %414 = stablehlo.multiply %394, %213 : tensor<2x2x2x12xf32>
    %415 = stablehlo.constant dense<0.0> : tensor<f32>
    %416 = "stablehlo.reduce"(%414, %415) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %417 = stablehlo.constant dense<0.0> : tensor<f32>
    %418 = "stablehlo.reduce"(%394, %417) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %419 = stablehlo.multiply %413, %195 : tensor<2x2x2x12xf32>
    %420 = stablehlo.multiply %419, %192 : tensor<2x2x2x12xf32>
    %421 = stablehlo.multiply %419, %191 : tensor<2x2x2x12xf32>
    %422 = stablehlo.constant dense<0.0> : tensor<f32>
    %423 = "stablehlo.reduce"(%421, %422) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %424 = "stablehlo.dot_general"(%420, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x12xf32>, tensor<48x12xf32>) -> tensor<2x2x2x48xf32>
    %425 = "stablehlo.dot_general"(%188, %420) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x48xf32>, tensor<2x2x2x12xf32>) -> tensor<48x12xf32>
    %426 = stablehlo.constant dense<0.0> : tensor<f32>
    %427 = "stablehlo.reduce"(%420, %426) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %428 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %429 = stablehlo.multiply %185, %428 : tensor<2x2x2x48xf32>
    %430 = stablehlo.multiply %182, %182 : tensor<2x2x2x48xf32>
    %431 = stablehlo.negate %430 : tensor<2x2x2x48xf32>
    %432 = stablehlo.exponential %431 : tensor<2x2x2x48xf32>
    %433 = stablehlo.constant dense<0.3989423> : tensor<2x2x2x48xf32>
    %434 = stablehlo.multiply %432, %433 : tensor<2x2x2x48xf32>
    %435 = stablehlo.multiply %180, %434 : tensor<2x2x2x48xf32>
    %436 = stablehlo.add %429, %435 : tensor<2x2x2x48xf32>
    %437 = stablehlo.multiply %424, %436 : tensor<2x2x2x48xf32>
    %438 = "stablehlo.dot_general"(%437, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x48xf32>, tensor<12x48xf32>) -> tensor<2x2x2x12xf32>
    %439 = "stablehlo.dot_general"(%177, %437) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %440 = stablehlo.constant dense<0.0> : tensor<f32>
    %441 = "stablehlo.reduce"(%437, %440) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x48xf32>, tensor<f32>) -> tensor<48xf32>
    %442 = stablehlo.multiply %438, %174 : tensor<2x2x2x12xf32>
    %443 = stablehlo.constant dense<0.0> : tensor<f32>
    %444 = "stablehlo.reduce"(%442, %443) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %445 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %446 = stablehlo.divide %444, %445 : tensor<2x2x2xf32>
    %447 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %448 = stablehlo.subtract %442, %447 : tensor<2x2x2x12xf32>
    %449 = stablehlo.multiply %442, %173 : tensor<2x2x2x12xf32>
    %450 = stablehlo.constant dense<0.0> : tensor<f32>
    %451 = "stablehlo.reduce"(%449, %450) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %452 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %453 = stablehlo.divide %451, %452 : tensor<2x2x2xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %455 = stablehlo.multiply %173, %454 : tensor<2x2x2x12xf32>
    %456 = stablehlo.subtract %448, %455 : tensor<2x2x2x12xf32>
    %457 = stablehlo.multiply %172, %456 : tensor<2x2x2x12xf32>
    %458 = stablehlo.multiply %438, %173 : tensor<2x2x2x12xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %461 = stablehlo.constant dense<0.0> : tensor<f32>
    %462 = "stablehlo.reduce"(%438, %461) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %463 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %464 = "stablehlo.convolution"(%457, %463) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 12 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<7x7x1x12xf32>) -> tensor<2x2x2x12xf32>
    %465 = "stablehlo.convolution"(%154, %457) {batch_group_count = 12 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x12xf32>) -> tensor<7x7x1x12xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%457, %466) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %468 = stablehlo.add %464, %413 : tensor<2x2x2x12xf32>
    %469 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %470 = "stablehlo.convolution"(%468, %469) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x4x4x8xf32>
    %471 = "stablehlo.convolution"(%151, %468) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x2x12xf32>) -> tensor<2x2x8x12xf32>
    %472 = stablehlo.constant dense<0.0> : tensor<f32>
    %473 = "stablehlo.reduce"(%468, %472) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %474 = stablehlo.multiply %470, %148 : tensor<2x4x4x8xf32>
    %475 = stablehlo.constant dense<0.0> : tensor<f32>
    %476 = "stablehlo.reduce"(%474, %475) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %477 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %478 = stablehlo.divide %476, %477 : tensor<2x4x4xf32>
    %479 = "stablehlo.broadcast_in_dim"(%478) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %480 = stablehlo.subtract %474, %479 : tensor<2x4x4x8xf32>
    %481 = stablehlo.multiply %474, %147 : tensor<2x4x4x8xf32>
    %482 = stablehlo.constant dense<0.0> : tensor<f32>
    %483 = "stablehlo.reduce"(%481, %482) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %484 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %485 = stablehlo.divide %483, %484 : tensor<2x4x4xf32>
    %486 = "stablehlo.broadcast_in_dim"(%485) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %487 = stablehlo.multiply %147, %486 : tensor<2x4x4x8xf32>
    %488 = stablehlo.subtract %480, %487 : tensor<2x4x4x8xf32>
    %489 = stablehlo.multiply %146, %488 : tensor<2x4x4x8xf32>
    %490 = stablehlo.multiply %470, %147 : tensor<2x4x4x8xf32>
    %491 = stablehlo.constant dense<0.0> : tensor<f32>
    %492 = "stablehlo.reduce"(%490, %491) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %493 = stablehlo.constant dense<0.0> : tensor<f32>
    %494 = "stablehlo.reduce"(%470, %493) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %495 = stablehlo.multiply %489, %129 : tensor<2x4x4x8xf32>
    %496 = stablehlo.multiply %495, %126 : tensor<2x4x4x8xf32>
    %497 = stablehlo.multiply %495, %125 : tensor<2x4x4x8xf32>
    %498 = stablehlo.constant dense<0.0> : tensor<f32>
    %499 = "stablehlo.reduce"(%497, %498) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %500 = "stablehlo.dot_general"(%496, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x8xf32>, tensor<32x8xf32>) -> tensor<2x4x4x32xf32>
    %501 = "stablehlo.dot_general"(%122, %496) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x32xf32>, tensor<2x4x4x8xf32>) -> tensor<32x8xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<f32>
    %503 = "stablehlo.reduce"(%496, %502) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %504 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %505 = stablehlo.multiply %119, %504 : tensor<2x4x4x32xf32>
    %506 = stablehlo.multiply %116, %116 : tensor<2x4x4x32xf32>
    %507 = stablehlo.negate %506 : tensor<2x4x4x32xf32>
    %508 = stablehlo.exponential %507 : tensor<2x4x4x32xf32>
    %509 = stablehlo.constant dense<0.3989423> : tensor<2x4x4x32xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<2x4x4x32xf32>
    %511 = stablehlo.multiply %114, %510 : tensor<2x4x4x32xf32>
    %512 = stablehlo.add %505, %511 : tensor<2x4x4x32xf32>
    %513 = stablehlo.multiply %500, %512 : tensor<2x4x4x32xf32>
    %514 = "stablehlo.dot_general"(%513, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x32xf32>, tensor<8x32xf32>) -> tensor<2x4x4x8xf32>
    %515 = "stablehlo.dot_general"(%111, %513) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %516 = stablehlo.constant dense<0.0> : tensor<f32>
    %517 = "stablehlo.reduce"(%513, %516) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %518 = stablehlo.multiply %514, %108 : tensor<2x4x4x8xf32>
    %519 = stablehlo.constant dense<0.0> : tensor<f32>
    %520 = "stablehlo.reduce"(%518, %519) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %521 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %522 = stablehlo.divide %520, %521 : tensor<2x4x4xf32>
    %523 = "stablehlo.broadcast_in_dim"(%522) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %524 = stablehlo.subtract %518, %523 : tensor<2x4x4x8xf32>
    %525 = stablehlo.multiply %518, %107 : tensor<2x4x4x8xf32>
    %526 = stablehlo.constant dense<0.0> : tensor<f32>
    %527 = "stablehlo.reduce"(%525, %526) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %528 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %529 = stablehlo.divide %527, %528 : tensor<2x4x4xf32>
    %530 = "stablehlo.broadcast_in_dim"(%529) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %531 = stablehlo.multiply %107, %530 : tensor<2x4x4x8xf32>
    %532 = stablehlo.subtract %524, %531 : tensor<2x4x4x8xf32>
    %533 = stablehlo.multiply %106, %532 : tensor<2x4x4x8xf32>
    %534 = stablehlo.multiply %514, %107 : tensor<2x4x4x8xf32>
    %535 = stablehlo.constant dense<0.0> : tensor<f32>
    %536 = "stablehlo.reduce"(%534, %535) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %537 = stablehlo.constant dense<0.0> : tensor<f32>
    %538 = "stablehlo.reduce"(%514, %537) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %539 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %540 = "stablehlo.convolution"(%533, %539) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<7x7x1x8xf32>) -> tensor<2x4x4x8xf32>
    %541 = "stablehlo.convolution"(%88, %533) {batch_group_count = 8 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<7x7x1x8xf32>
    %542 = stablehlo.constant dense<0.0> : tensor<f32>
    %543 = "stablehlo.reduce"(%533, %542) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %544 = stablehlo.add %540, %489 : tensor<2x4x4x8xf32>
    %545 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %546 = "stablehlo.convolution"(%544, %545) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x8x8x4xf32>
    %547 = "stablehlo.convolution"(%85, %544) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<2x2x4x8xf32>
    %548 = stablehlo.constant dense<0.0> : tensor<f32>
    %549 = "stablehlo.reduce"(%544, %548) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %550 = stablehlo.multiply %546, %82 : tensor<2x8x8x4xf32>
    %551 = stablehlo.constant dense<0.0> : tensor<f32>
    %552 = "stablehlo.reduce"(%550, %551) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %553 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %554 = stablehlo.divide %552, %553 : tensor<2x8x8xf32>
    %555 = "stablehlo.broadcast_in_dim"(%554) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %556 = stablehlo.subtract %550, %555 : tensor<2x8x8x4xf32>
    %557 = stablehlo.multiply %550, %81 : tensor<2x8x8x4xf32>
    %558 = stablehlo.constant dense<0.0> : tensor<f32>
    %559 = "stablehlo.reduce"(%557, %558) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %560 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %561 = stablehlo.divide %559, %560 : tensor<2x8x8xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %563 = stablehlo.multiply %81, %562 : tensor<2x8x8x4xf32>
    %564 = stablehlo.subtract %556, %563 : tensor<2x8x8x4xf32>
    %565 = stablehlo.multiply %80, %564 : tensor<2x8x8x4xf32>
    %566 = stablehlo.multiply %546, %81 : tensor<2x8x8x4xf32>
    %567 = stablehlo.constant dense<0.0> : tensor<f32>
    %568 = "stablehlo.reduce"(%566, %567) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %569 = stablehlo.constant dense<0.0> : tensor<f32>
    %570 = "stablehlo.reduce"(%546, %569) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %571 = stablehlo.multiply %565, %63 : tensor<2x8x8x4xf32>
    %572 = stablehlo.multiply %571, %60 : tensor<2x8x8x4xf32>
    %573 = stablehlo.multiply %571, %59 : tensor<2x8x8x4xf32>
    %574 = stablehlo.constant dense<0.0> : tensor<f32>
    %575 = "stablehlo.reduce"(%573, %574) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %576 = "stablehlo.dot_general"(%572, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x4xf32>, tensor<16x4xf32>) -> tensor<2x8x8x16xf32>
    %577 = "stablehlo.dot_general"(%56, %572) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<16x4xf32>
    %578 = stablehlo.constant dense<0.0> : tensor<f32>
    %579 = "stablehlo.reduce"(%572, %578) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %580 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %581 = stablehlo.multiply %53, %580 : tensor<2x8x8x16xf32>
    %582 = stablehlo.multiply %50, %50 : tensor<2x8x8x16xf32>
    %583 = stablehlo.negate %582 : tensor<2x8x8x16xf32>
    %584 = stablehlo.exponential %583 : tensor<2x8x8x16xf32>
    %585 = stablehlo.constant dense<0.3989423> : tensor<2x8x8x16xf32>
    %586 = stablehlo.multiply %584, %585 : tensor<2x8x8x16xf32>
    %587 = stablehlo.multiply %48, %586 : tensor<2x8x8x16xf32>
    %588 = stablehlo.add %581, %587 : tensor<2x8x8x16xf32>
    %589 = stablehlo.multiply %576, %588 : tensor<2x8x8x16xf32>
    %590 = "stablehlo.dot_general"(%589, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x16xf32>, tensor<4x16xf32>) -> tensor<2x8x8x4xf32>
    %591 = "stablehlo.dot_general"(%45, %589) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %592 = stablehlo.constant dense<0.0> : tensor<f32>
    %593 = "stablehlo.reduce"(%589, %592) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %594 = stablehlo.multiply %590, %42 : tensor<2x8x8x4xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %597 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %598 = stablehlo.divide %596, %597 : tensor<2x8x8xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %600 = stablehlo.subtract %594, %599 : tensor<2x8x8x4xf32>
    %601 = stablehlo.multiply %594, %41 : tensor<2x8x8x4xf32>
    %602 = stablehlo.constant dense<0.0> : tensor<f32>
    %603 = "stablehlo.reduce"(%601, %602) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %604 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %605 = stablehlo.divide %603, %604 : tensor<2x8x8xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %607 = stablehlo.multiply %41, %606 : tensor<2x8x8x4xf32>
    %608 = stablehlo.subtract %600, %607 : tensor<2x8x8x4xf32>
    %609 = stablehlo.multiply %40, %608 : tensor<2x8x8x4xf32>
    %610 = stablehlo.multiply %590, %41 : tensor<2x8x8x4xf32>
    %611 = stablehlo.constant dense<0.0> : tensor<f32>
    %612 = "stablehlo.reduce"(%610, %611) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %613 = stablehlo.constant dense<0.0> : tensor<f32>
    %614 = "stablehlo.reduce"(%590, %613) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %615 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %616 = "stablehlo.convolution"(%609, %615) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<7x7x1x4xf32>) -> tensor<2x8x8x4xf32>
    %617 = "stablehlo.convolution"(%22, %609) {batch_group_count = 4 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<7x7x1x4xf32>
    %618 = stablehlo.constant dense<0.0> : tensor<f32>
    %619 = "stablehlo.reduce"(%609, %618) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %620 = stablehlo.add %616, %565 : tensor<2x8x8x4xf32>
    %621 = stablehlo.multiply %620, %19 : tensor<2x8x8x4xf32>
    %622 = stablehlo.constant dense<0.0> : tensor<f32>
    %623 = "stablehlo.reduce"(%621, %622) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %624 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %625 = stablehlo.divide %623, %624 : tensor<2x8x8xf32>
    %626 = "stablehlo.broadcast_in_dim"(%625) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %627 = stablehlo.subtract %621, %626 : tensor<2x8x8x4xf32>
    %628 = stablehlo.multiply %621, %18 : tensor<2x8x8x4xf32>
    %629 = stablehlo.constant dense<0.0> : tensor<f32>
    %630 = "stablehlo.reduce"(%628, %629) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %631 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %632 = stablehlo.divide %630, %631 : tensor<2x8x8xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %634 = stablehlo.multiply %18, %633 : tensor<2x8x8x4xf32>
    %635 = stablehlo.subtract %627, %634 : tensor<2x8x8x4xf32>
    %636 = stablehlo.multiply %17, %635 : tensor<2x8x8x4xf32>
    %637 = stablehlo.multiply %620, %18 : tensor<2x8x8x4xf32>
    %638 = stablehlo.constant dense<0.0> : tensor<f32>
    %639 = "stablehlo.reduce"(%637, %638) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %640 = stablehlo.constant dense<0.0> : tensor<f32>
    %641 = "stablehlo.reduce"(%620, %640) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %642 = "stablehlo.convolution"(%x, %636) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<2x32x32x3xf32>, tensor<2x8x8x4xf32>) -> tensor<4x4x3x4xf32>
    %643 = stablehlo.constant dense<0.0> : tensor<f32>
    %644 = "stablehlo.reduce"(%636, %643) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    // ── optimizer ──
    %645 = stablehlo.multiply %642, %642 : tensor<4x4x3x4xf32>
    %646 = stablehlo.constant dense<0.0> : tensor<f32>
    %647 = "stablehlo.reduce"(%645, %646) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %648 = stablehlo.constant dense<0.0> : tensor<f32>
    %649 = "stablehlo.reduce"(%647, %648) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %650 = stablehlo.multiply %644, %644 : tensor<4xf32>
    %651 = stablehlo.constant dense<0.0> : tensor<f32>
    %652 = "stablehlo.reduce"(%650, %651) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %653 = stablehlo.add %649, %652 : tensor<f32>
    %654 = stablehlo.multiply %639, %639 : tensor<4xf32>
    %655 = stablehlo.constant dense<0.0> : tensor<f32>
    %656 = "stablehlo.reduce"(%654, %655) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %657 = stablehlo.add %653, %656 : tensor<f32>
    %658 = stablehlo.multiply %641, %641 : tensor<4xf32>
    %659 = stablehlo.constant dense<0.0> : tensor<f32>
    %660 = "stablehlo.reduce"(%658, %659) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %661 = stablehlo.add %657, %660 : tensor<f32>
    %662 = stablehlo.multiply %617, %617 : tensor<7x7x1x4xf32>
    %663 = stablehlo.constant dense<0.0> : tensor<f32>
    %664 = "stablehlo.reduce"(%662, %663) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %665 = stablehlo.constant dense<0.0> : tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %667 = stablehlo.add %661, %666 : tensor<f32>
    %668 = stablehlo.multiply %619, %619 : tensor<4xf32>
    %669 = stablehlo.constant dense<0.0> : tensor<f32>
    %670 = "stablehlo.reduce"(%668, %669) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %671 = stablehlo.add %667, %670 : tensor<f32>
    %672 = stablehlo.multiply %612, %612 : tensor<4xf32>
    %673 = stablehlo.constant dense<0.0> : tensor<f32>
    %674 = "stablehlo.reduce"(%672, %673) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %675 = stablehlo.add %671, %674 : tensor<f32>
    %676 = stablehlo.multiply %614, %614 : tensor<4xf32>
    %677 = stablehlo.constant dense<0.0> : tensor<f32>
    %678 = "stablehlo.reduce"(%676, %677) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %679 = stablehlo.add %675, %678 : tensor<f32>
    %680 = stablehlo.multiply %591, %591 : tensor<4x16xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %683 = stablehlo.constant dense<0.0> : tensor<f32>
    %684 = "stablehlo.reduce"(%682, %683) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %685 = stablehlo.add %679, %684 : tensor<f32>
    %686 = stablehlo.multiply %593, %593 : tensor<16xf32>
    %687 = stablehlo.constant dense<0.0> : tensor<f32>
    %688 = "stablehlo.reduce"(%686, %687) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %689 = stablehlo.add %685, %688 : tensor<f32>
    %690 = stablehlo.multiply %577, %577 : tensor<16x4xf32>
    %691 = stablehlo.constant dense<0.0> : tensor<f32>
    %692 = "stablehlo.reduce"(%690, %691) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %693 = stablehlo.constant dense<0.0> : tensor<f32>
    %694 = "stablehlo.reduce"(%692, %693) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %695 = stablehlo.add %689, %694 : tensor<f32>
    %696 = stablehlo.multiply %579, %579 : tensor<4xf32>
    %697 = stablehlo.constant dense<0.0> : tensor<f32>
    %698 = "stablehlo.reduce"(%696, %697) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %699 = stablehlo.add %695, %698 : tensor<f32>
    %700 = stablehlo.multiply %575, %575 : tensor<4xf32>
    %701 = stablehlo.constant dense<0.0> : tensor<f32>
    %702 = "stablehlo.reduce"(%700, %701) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %703 = stablehlo.add %699, %702 : tensor<f32>
    %704 = stablehlo.multiply %568, %568 : tensor<4xf32>
    %705 = stablehlo.constant dense<0.0> : tensor<f32>
    %706 = "stablehlo.reduce"(%704, %705) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %707 = stablehlo.add %703, %706 : tensor<f32>
    %708 = stablehlo.multiply %570, %570 : tensor<4xf32>
    %709 = stablehlo.constant dense<0.0> : tensor<f32>
    %710 = "stablehlo.reduce"(%708, %709) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %711 = stablehlo.add %707, %710 : tensor<f32>
    %712 = stablehlo.multiply %547, %547 : tensor<2x2x4x8xf32>
    %713 = stablehlo.constant dense<0.0> : tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %715 = stablehlo.constant dense<0.0> : tensor<f32>
    %716 = "stablehlo.reduce"(%714, %715) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %717 = stablehlo.add %711, %716 : tensor<f32>
    %718 = stablehlo.multiply %549, %549 : tensor<8xf32>
    %719 = stablehlo.constant dense<0.0> : tensor<f32>
    %720 = "stablehlo.reduce"(%718, %719) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %721 = stablehlo.add %717, %720 : tensor<f32>
    %722 = stablehlo.multiply %541, %541 : tensor<7x7x1x8xf32>
    %723 = stablehlo.constant dense<0.0> : tensor<f32>
    %724 = "stablehlo.reduce"(%722, %723) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %725 = stablehlo.constant dense<0.0> : tensor<f32>
    %726 = "stablehlo.reduce"(%724, %725) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %727 = stablehlo.add %721, %726 : tensor<f32>
    %728 = stablehlo.multiply %543, %543 : tensor<8xf32>
    %729 = stablehlo.constant dense<0.0> : tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %731 = stablehlo.add %727, %730 : tensor<f32>
    %732 = stablehlo.multiply %536, %536 : tensor<8xf32>
    %733 = stablehlo.constant dense<0.0> : tensor<f32>
    %734 = "stablehlo.reduce"(%732, %733) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %735 = stablehlo.add %731, %734 : tensor<f32>
    %736 = stablehlo.multiply %538, %538 : tensor<8xf32>
    %737 = stablehlo.constant dense<0.0> : tensor<f32>
    %738 = "stablehlo.reduce"(%736, %737) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %739 = stablehlo.add %735, %738 : tensor<f32>
    %740 = stablehlo.multiply %515, %515 : tensor<8x32xf32>
    %741 = stablehlo.constant dense<0.0> : tensor<f32>
    %742 = "stablehlo.reduce"(%740, %741) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %743 = stablehlo.constant dense<0.0> : tensor<f32>
    %744 = "stablehlo.reduce"(%742, %743) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %745 = stablehlo.add %739, %744 : tensor<f32>
    %746 = stablehlo.multiply %517, %517 : tensor<32xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    %748 = "stablehlo.reduce"(%746, %747) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %749 = stablehlo.add %745, %748 : tensor<f32>
    %750 = stablehlo.multiply %501, %501 : tensor<32x8xf32>
    %751 = stablehlo.constant dense<0.0> : tensor<f32>
    %752 = "stablehlo.reduce"(%750, %751) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %753 = stablehlo.constant dense<0.0> : tensor<f32>
    %754 = "stablehlo.reduce"(%752, %753) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %755 = stablehlo.add %749, %754 : tensor<f32>
    %756 = stablehlo.multiply %503, %503 : tensor<8xf32>
    %757 = stablehlo.constant dense<0.0> : tensor<f32>
    %758 = "stablehlo.reduce"(%756, %757) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %759 = stablehlo.add %755, %758 : tensor<f32>
    %760 = stablehlo.multiply %499, %499 : tensor<8xf32>
    %761 = stablehlo.constant dense<0.0> : tensor<f32>
    %762 = "stablehlo.reduce"(%760, %761) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %763 = stablehlo.add %759, %762 : tensor<f32>
    %764 = stablehlo.multiply %492, %492 : tensor<8xf32>
    %765 = stablehlo.constant dense<0.0> : tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %767 = stablehlo.add %763, %766 : tensor<f32>
    %768 = stablehlo.multiply %494, %494 : tensor<8xf32>
    %769 = stablehlo.constant dense<0.0> : tensor<f32>
    %770 = "stablehlo.reduce"(%768, %769) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %771 = stablehlo.add %767, %770 : tensor<f32>
    %772 = stablehlo.multiply %471, %471 : tensor<2x2x8x12xf32>
    %773 = stablehlo.constant dense<0.0> : tensor<f32>
    %774 = "stablehlo.reduce"(%772, %773) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %775 = stablehlo.constant dense<0.0> : tensor<f32>
    %776 = "stablehlo.reduce"(%774, %775) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %777 = stablehlo.add %771, %776 : tensor<f32>
    %778 = stablehlo.multiply %473, %473 : tensor<12xf32>
    %779 = stablehlo.constant dense<0.0> : tensor<f32>
    %780 = "stablehlo.reduce"(%778, %779) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %781 = stablehlo.add %777, %780 : tensor<f32>
    %782 = stablehlo.multiply %465, %465 : tensor<7x7x1x12xf32>
    %783 = stablehlo.constant dense<0.0> : tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %785 = stablehlo.constant dense<0.0> : tensor<f32>
    %786 = "stablehlo.reduce"(%784, %785) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %787 = stablehlo.add %781, %786 : tensor<f32>
    %788 = stablehlo.multiply %467, %467 : tensor<12xf32>
    %789 = stablehlo.constant dense<0.0> : tensor<f32>
    %790 = "stablehlo.reduce"(%788, %789) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %791 = stablehlo.add %787, %790 : tensor<f32>
    %792 = stablehlo.multiply %460, %460 : tensor<12xf32>
    %793 = stablehlo.constant dense<0.0> : tensor<f32>
    %794 = "stablehlo.reduce"(%792, %793) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %795 = stablehlo.add %791, %794 : tensor<f32>
    %796 = stablehlo.multiply %462, %462 : tensor<12xf32>
    %797 = stablehlo.constant dense<0.0> : tensor<f32>
    %798 = "stablehlo.reduce"(%796, %797) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %799 = stablehlo.add %795, %798 : tensor<f32>
    %800 = stablehlo.multiply %439, %439 : tensor<12x48xf32>
    %801 = stablehlo.constant dense<0.0> : tensor<f32>
    %802 = "stablehlo.reduce"(%800, %801) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %803 = stablehlo.constant dense<0.0> : tensor<f32>
    %804 = "stablehlo.reduce"(%802, %803) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %805 = stablehlo.add %799, %804 : tensor<f32>
    %806 = stablehlo.multiply %441, %441 : tensor<48xf32>
    %807 = stablehlo.constant dense<0.0> : tensor<f32>
    %808 = "stablehlo.reduce"(%806, %807) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %809 = stablehlo.add %805, %808 : tensor<f32>
    %810 = stablehlo.multiply %425, %425 : tensor<48x12xf32>
    %811 = stablehlo.constant dense<0.0> : tensor<f32>
    %812 = "stablehlo.reduce"(%810, %811) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %813 = stablehlo.constant dense<0.0> : tensor<f32>
    %814 = "stablehlo.reduce"(%812, %813) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %815 = stablehlo.add %809, %814 : tensor<f32>
    %816 = stablehlo.multiply %427, %427 : tensor<12xf32>
    %817 = stablehlo.constant dense<0.0> : tensor<f32>
    %818 = "stablehlo.reduce"(%816, %817) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %819 = stablehlo.add %815, %818 : tensor<f32>
    %820 = stablehlo.multiply %423, %423 : tensor<12xf32>
    %821 = stablehlo.constant dense<0.0> : tensor<f32>
    %822 = "stablehlo.reduce"(%820, %821) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %823 = stablehlo.add %819, %822 : tensor<f32>
    %824 = stablehlo.multiply %416, %416 : tensor<12xf32>
    %825 = stablehlo.constant dense<0.0> : tensor<f32>
    %826 = "stablehlo.reduce"(%824, %825) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %827 = stablehlo.add %823, %826 : tensor<f32>
    %828 = stablehlo.multiply %418, %418 : tensor<12xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %831 = stablehlo.add %827, %830 : tensor<f32>
    %832 = stablehlo.multiply %395, %395 : tensor<2x2x12x16xf32>
    %833 = stablehlo.constant dense<0.0> : tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %835 = stablehlo.constant dense<0.0> : tensor<f32>
    %836 = "stablehlo.reduce"(%834, %835) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %837 = stablehlo.add %831, %836 : tensor<f32>
    %838 = stablehlo.multiply %397, %397 : tensor<16xf32>
    %839 = stablehlo.constant dense<0.0> : tensor<f32>
    %840 = "stablehlo.reduce"(%838, %839) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %841 = stablehlo.add %837, %840 : tensor<f32>
    %842 = stablehlo.multiply %389, %389 : tensor<7x7x1x16xf32>
    %843 = stablehlo.constant dense<0.0> : tensor<f32>
    %844 = "stablehlo.reduce"(%842, %843) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %845 = stablehlo.constant dense<0.0> : tensor<f32>
    %846 = "stablehlo.reduce"(%844, %845) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %847 = stablehlo.add %841, %846 : tensor<f32>
    %848 = stablehlo.multiply %391, %391 : tensor<16xf32>
    %849 = stablehlo.constant dense<0.0> : tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %851 = stablehlo.add %847, %850 : tensor<f32>
    %852 = stablehlo.multiply %384, %384 : tensor<16xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %855 = stablehlo.add %851, %854 : tensor<f32>
    %856 = stablehlo.multiply %386, %386 : tensor<16xf32>
    %857 = stablehlo.constant dense<0.0> : tensor<f32>
    %858 = "stablehlo.reduce"(%856, %857) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %859 = stablehlo.add %855, %858 : tensor<f32>
    %860 = stablehlo.multiply %363, %363 : tensor<16x64xf32>
    %861 = stablehlo.constant dense<0.0> : tensor<f32>
    %862 = "stablehlo.reduce"(%860, %861) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %863 = stablehlo.constant dense<0.0> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %865 = stablehlo.add %859, %864 : tensor<f32>
    %866 = stablehlo.multiply %365, %365 : tensor<64xf32>
    %867 = stablehlo.constant dense<0.0> : tensor<f32>
    %868 = "stablehlo.reduce"(%866, %867) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %869 = stablehlo.add %865, %868 : tensor<f32>
    %870 = stablehlo.multiply %349, %349 : tensor<64x16xf32>
    %871 = stablehlo.constant dense<0.0> : tensor<f32>
    %872 = "stablehlo.reduce"(%870, %871) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %873 = stablehlo.constant dense<0.0> : tensor<f32>
    %874 = "stablehlo.reduce"(%872, %873) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %875 = stablehlo.add %869, %874 : tensor<f32>
    %876 = stablehlo.multiply %351, %351 : tensor<16xf32>
    %877 = stablehlo.constant dense<0.0> : tensor<f32>
    %878 = "stablehlo.reduce"(%876, %877) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %879 = stablehlo.add %875, %878 : tensor<f32>
    %880 = stablehlo.multiply %347, %347 : tensor<16xf32>
    %881 = stablehlo.constant dense<0.0> : tensor<f32>
    %882 = "stablehlo.reduce"(%880, %881) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %883 = stablehlo.add %879, %882 : tensor<f32>
    %884 = stablehlo.multiply %337, %337 : tensor<16xf32>
    %885 = stablehlo.constant dense<0.0> : tensor<f32>
    %886 = "stablehlo.reduce"(%884, %885) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %887 = stablehlo.add %883, %886 : tensor<f32>
    %888 = stablehlo.multiply %339, %339 : tensor<16xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %891 = stablehlo.add %887, %890 : tensor<f32>
    %892 = stablehlo.multiply %316, %316 : tensor<16x10xf32>
    %893 = stablehlo.constant dense<0.0> : tensor<f32>
    %894 = "stablehlo.reduce"(%892, %893) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %895 = stablehlo.constant dense<0.0> : tensor<f32>
    %896 = "stablehlo.reduce"(%894, %895) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %897 = stablehlo.add %891, %896 : tensor<f32>
    %898 = stablehlo.multiply %318, %318 : tensor<10xf32>
    %899 = stablehlo.constant dense<0.0> : tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %901 = stablehlo.add %897, %900 : tensor<f32>
    %902 = stablehlo.sqrt %901 : tensor<f32>
    %903 = stablehlo.constant dense<1.0> : tensor<f32>
    %904 = "stablehlo.compare"(%902, %903) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %905 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %906 = stablehlo.divide %642, %905 : tensor<4x4x3x4xf32>
    %907 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %908 = stablehlo.multiply %906, %907 : tensor<4x4x3x4xf32>
    %909 = "stablehlo.select"(%904, %642, %908) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %910 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %911 = stablehlo.divide %644, %910 : tensor<4xf32>
    %912 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %913 = stablehlo.multiply %911, %912 : tensor<4xf32>
    %914 = "stablehlo.select"(%904, %644, %913) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %915 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %916 = stablehlo.divide %639, %915 : tensor<4xf32>
    %917 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %918 = stablehlo.multiply %916, %917 : tensor<4xf32>
    %919 = "stablehlo.select"(%904, %639, %918) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %920 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %921 = stablehlo.divide %641, %920 : tensor<4xf32>
    %922 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %923 = stablehlo.multiply %921, %922 : tensor<4xf32>
    %924 = "stablehlo.select"(%904, %641, %923) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %925 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %926 = stablehlo.divide %617, %925 : tensor<7x7x1x4xf32>
    %927 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<7x7x1x4xf32>
    %929 = "stablehlo.select"(%904, %617, %928) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %930 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %931 = stablehlo.divide %619, %930 : tensor<4xf32>
    %932 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<4xf32>
    %934 = "stablehlo.select"(%904, %619, %933) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %935 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %936 = stablehlo.divide %612, %935 : tensor<4xf32>
    %937 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %938 = stablehlo.multiply %936, %937 : tensor<4xf32>
    %939 = "stablehlo.select"(%904, %612, %938) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %940 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %941 = stablehlo.divide %614, %940 : tensor<4xf32>
    %942 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %943 = stablehlo.multiply %941, %942 : tensor<4xf32>
    %944 = "stablehlo.select"(%904, %614, %943) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %945 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %946 = stablehlo.divide %591, %945 : tensor<4x16xf32>
    %947 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %948 = stablehlo.multiply %946, %947 : tensor<4x16xf32>
    %949 = "stablehlo.select"(%904, %591, %948) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %950 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %951 = stablehlo.divide %593, %950 : tensor<16xf32>
    %952 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %953 = stablehlo.multiply %951, %952 : tensor<16xf32>
    %954 = "stablehlo.select"(%904, %593, %953) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %955 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %956 = stablehlo.divide %577, %955 : tensor<16x4xf32>
    %957 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %958 = stablehlo.multiply %956, %957 : tensor<16x4xf32>
    %959 = "stablehlo.select"(%904, %577, %958) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %960 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %961 = stablehlo.divide %579, %960 : tensor<4xf32>
    %962 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %963 = stablehlo.multiply %961, %962 : tensor<4xf32>
    %964 = "stablehlo.select"(%904, %579, %963) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %965 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %966 = stablehlo.divide %575, %965 : tensor<4xf32>
    %967 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %968 = stablehlo.multiply %966, %967 : tensor<4xf32>
    %969 = "stablehlo.select"(%904, %575, %968) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %970 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %971 = stablehlo.divide %568, %970 : tensor<4xf32>
    %972 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %973 = stablehlo.multiply %971, %972 : tensor<4xf32>
    %974 = "stablehlo.select"(%904, %568, %973) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %975 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %976 = stablehlo.divide %570, %975 : tensor<4xf32>
    %977 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %978 = stablehlo.multiply %976, %977 : tensor<4xf32>
    %979 = "stablehlo.select"(%904, %570, %978) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %980 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %981 = stablehlo.divide %547, %980 : tensor<2x2x4x8xf32>
    %982 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %983 = stablehlo.multiply %981, %982 : tensor<2x2x4x8xf32>
    %984 = "stablehlo.select"(%904, %547, %983) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %985 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %986 = stablehlo.divide %549, %985 : tensor<8xf32>
    %987 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %988 = stablehlo.multiply %986, %987 : tensor<8xf32>
    %989 = "stablehlo.select"(%904, %549, %988) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %990 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %991 = stablehlo.divide %541, %990 : tensor<7x7x1x8xf32>
    %992 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %993 = stablehlo.multiply %991, %992 : tensor<7x7x1x8xf32>
    %994 = "stablehlo.select"(%904, %541, %993) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %995 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %996 = stablehlo.divide %543, %995 : tensor<8xf32>
    %997 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %998 = stablehlo.multiply %996, %997 : tensor<8xf32>
    %999 = "stablehlo.select"(%904, %543, %998) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1000 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1001 = stablehlo.divide %536, %1000 : tensor<8xf32>
    %1002 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1003 = stablehlo.multiply %1001, %1002 : tensor<8xf32>
    %1004 = "stablehlo.select"(%904, %536, %1003) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1006 = stablehlo.divide %538, %1005 : tensor<8xf32>
    %1007 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1008 = stablehlo.multiply %1006, %1007 : tensor<8xf32>
    %1009 = "stablehlo.select"(%904, %538, %1008) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1010 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1011 = stablehlo.divide %515, %1010 : tensor<8x32xf32>
    %1012 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %1013 = stablehlo.multiply %1011, %1012 : tensor<8x32xf32>
    %1014 = "stablehlo.select"(%904, %515, %1013) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1016 = stablehlo.divide %517, %1015 : tensor<32xf32>
    %1017 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1018 = stablehlo.multiply %1016, %1017 : tensor<32xf32>
    %1019 = "stablehlo.select"(%904, %517, %1018) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1021 = stablehlo.divide %501, %1020 : tensor<32x8xf32>
    %1022 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %1023 = stablehlo.multiply %1021, %1022 : tensor<32x8xf32>
    %1024 = "stablehlo.select"(%904, %501, %1023) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1026 = stablehlo.divide %503, %1025 : tensor<8xf32>
    %1027 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<8xf32>
    %1029 = "stablehlo.select"(%904, %503, %1028) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1031 = stablehlo.divide %499, %1030 : tensor<8xf32>
    %1032 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1033 = stablehlo.multiply %1031, %1032 : tensor<8xf32>
    %1034 = "stablehlo.select"(%904, %499, %1033) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1036 = stablehlo.divide %492, %1035 : tensor<8xf32>
    %1037 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1038 = stablehlo.multiply %1036, %1037 : tensor<8xf32>
    %1039 = "stablehlo.select"(%904, %492, %1038) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1040 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1041 = stablehlo.divide %494, %1040 : tensor<8xf32>
    %1042 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1043 = stablehlo.multiply %1041, %1042 : tensor<8xf32>
    %1044 = "stablehlo.select"(%904, %494, %1043) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1045 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1046 = stablehlo.divide %471, %1045 : tensor<2x2x8x12xf32>
    %1047 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1048 = stablehlo.multiply %1046, %1047 : tensor<2x2x8x12xf32>
    %1049 = "stablehlo.select"(%904, %471, %1048) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1051 = stablehlo.divide %473, %1050 : tensor<12xf32>
    %1052 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<12xf32>
    %1054 = "stablehlo.select"(%904, %473, %1053) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1055 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1056 = stablehlo.divide %465, %1055 : tensor<7x7x1x12xf32>
    %1057 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1058 = stablehlo.multiply %1056, %1057 : tensor<7x7x1x12xf32>
    %1059 = "stablehlo.select"(%904, %465, %1058) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1060 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1061 = stablehlo.divide %467, %1060 : tensor<12xf32>
    %1062 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1063 = stablehlo.multiply %1061, %1062 : tensor<12xf32>
    %1064 = "stablehlo.select"(%904, %467, %1063) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1066 = stablehlo.divide %460, %1065 : tensor<12xf32>
    %1067 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1068 = stablehlo.multiply %1066, %1067 : tensor<12xf32>
    %1069 = "stablehlo.select"(%904, %460, %1068) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1071 = stablehlo.divide %462, %1070 : tensor<12xf32>
    %1072 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1073 = stablehlo.multiply %1071, %1072 : tensor<12xf32>
    %1074 = "stablehlo.select"(%904, %462, %1073) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1076 = stablehlo.divide %439, %1075 : tensor<12x48xf32>
    %1077 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1078 = stablehlo.multiply %1076, %1077 : tensor<12x48xf32>
    %1079 = "stablehlo.select"(%904, %439, %1078) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1081 = stablehlo.divide %441, %1080 : tensor<48xf32>
    %1082 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1083 = stablehlo.multiply %1081, %1082 : tensor<48xf32>
    %1084 = "stablehlo.select"(%904, %441, %1083) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1086 = stablehlo.divide %425, %1085 : tensor<48x12xf32>
    %1087 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<48x12xf32>
    %1089 = "stablehlo.select"(%904, %425, %1088) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1090 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1091 = stablehlo.divide %427, %1090 : tensor<12xf32>
    %1092 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1093 = stablehlo.multiply %1091, %1092 : tensor<12xf32>
    %1094 = "stablehlo.select"(%904, %427, %1093) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1096 = stablehlo.divide %423, %1095 : tensor<12xf32>
    %1097 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1098 = stablehlo.multiply %1096, %1097 : tensor<12xf32>
    %1099 = "stablehlo.select"(%904, %423, %1098) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1100 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1101 = stablehlo.divide %416, %1100 : tensor<12xf32>
    %1102 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1103 = stablehlo.multiply %1101, %1102 : tensor<12xf32>
    %1104 = "stablehlo.select"(%904, %416, %1103) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1106 = stablehlo.divide %418, %1105 : tensor<12xf32>
    %1107 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1108 = stablehlo.multiply %1106, %1107 : tensor<12xf32>
    %1109 = "stablehlo.select"(%904, %418, %1108) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1111 = stablehlo.divide %395, %1110 : tensor<2x2x12x16xf32>
    %1112 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1113 = stablehlo.multiply %1111, %1112 : tensor<2x2x12x16xf32>
    %1114 = "stablehlo.select"(%904, %395, %1113) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1116 = stablehlo.divide %397, %1115 : tensor<16xf32>
    %1117 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1118 = stablehlo.multiply %1116, %1117 : tensor<16xf32>
    %1119 = "stablehlo.select"(%904, %397, %1118) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1121 = stablehlo.divide %389, %1120 : tensor<7x7x1x16xf32>
    %1122 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1123 = stablehlo.multiply %1121, %1122 : tensor<7x7x1x16xf32>
    %1124 = "stablehlo.select"(%904, %389, %1123) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1126 = stablehlo.divide %391, %1125 : tensor<16xf32>
    %1127 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1128 = stablehlo.multiply %1126, %1127 : tensor<16xf32>
    %1129 = "stablehlo.select"(%904, %391, %1128) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1130 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1131 = stablehlo.divide %384, %1130 : tensor<16xf32>
    %1132 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1133 = stablehlo.multiply %1131, %1132 : tensor<16xf32>
    %1134 = "stablehlo.select"(%904, %384, %1133) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1135 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1136 = stablehlo.divide %386, %1135 : tensor<16xf32>
    %1137 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1138 = stablehlo.multiply %1136, %1137 : tensor<16xf32>
    %1139 = "stablehlo.select"(%904, %386, %1138) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1140 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1141 = stablehlo.divide %363, %1140 : tensor<16x64xf32>
    %1142 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1143 = stablehlo.multiply %1141, %1142 : tensor<16x64xf32>
    %1144 = "stablehlo.select"(%904, %363, %1143) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1146 = stablehlo.divide %365, %1145 : tensor<64xf32>
    %1147 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1148 = stablehlo.multiply %1146, %1147 : tensor<64xf32>
    %1149 = "stablehlo.select"(%904, %365, %1148) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1150 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1151 = stablehlo.divide %349, %1150 : tensor<64x16xf32>
    %1152 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1153 = stablehlo.multiply %1151, %1152 : tensor<64x16xf32>
    %1154 = "stablehlo.select"(%904, %349, %1153) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1156 = stablehlo.divide %351, %1155 : tensor<16xf32>
    %1157 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1158 = stablehlo.multiply %1156, %1157 : tensor<16xf32>
    %1159 = "stablehlo.select"(%904, %351, %1158) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1161 = stablehlo.divide %347, %1160 : tensor<16xf32>
    %1162 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1163 = stablehlo.multiply %1161, %1162 : tensor<16xf32>
    %1164 = "stablehlo.select"(%904, %347, %1163) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1165 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1166 = stablehlo.divide %337, %1165 : tensor<16xf32>
    %1167 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1168 = stablehlo.multiply %1166, %1167 : tensor<16xf32>
    %1169 = "stablehlo.select"(%904, %337, %1168) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1170 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1171 = stablehlo.divide %339, %1170 : tensor<16xf32>
    %1172 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1173 = stablehlo.multiply %1171, %1172 : tensor<16xf32>
    %1174 = "stablehlo.select"(%904, %339, %1173) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1175 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1176 = stablehlo.divide %316, %1175 : tensor<16x10xf32>
    %1177 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1178 = stablehlo.multiply %1176, %1177 : tensor<16x10xf32>
    %1179 = "stablehlo.select"(%904, %316, %1178) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1181 = stablehlo.divide %318, %1180 : tensor<10xf32>
    %1182 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1183 = stablehlo.multiply %1181, %1182 : tensor<10xf32>
    %1184 = "stablehlo.select"(%904, %318, %1183) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1185 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1186 = stablehlo.multiply %1185, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1187 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1188 = stablehlo.multiply %1187, %909 : tensor<4x4x3x4xf32>
    %1189 = stablehlo.add %1186, %1188 : tensor<4x4x3x4xf32>
    %1190 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1191 = stablehlo.multiply %1190, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1192 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1193 = stablehlo.multiply %909, %909 : tensor<4x4x3x4xf32>
    %1194 = stablehlo.multiply %1192, %1193 : tensor<4x4x3x4xf32>
    %1195 = stablehlo.add %1191, %1194 : tensor<4x4x3x4xf32>
    %1196 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1197 = stablehlo.divide %1189, %1196 : tensor<4x4x3x4xf32>
    %1198 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1199 = stablehlo.divide %1195, %1198 : tensor<4x4x3x4xf32>
    %1200 = stablehlo.sqrt %1199 : tensor<4x4x3x4xf32>
    %1201 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1202 = stablehlo.add %1200, %1201 : tensor<4x4x3x4xf32>
    %1203 = stablehlo.divide %1197, %1202 : tensor<4x4x3x4xf32>
    %1204 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1205 = stablehlo.multiply %1204, %m.stem.conv.b : tensor<4xf32>
    %1206 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1207 = stablehlo.multiply %1206, %914 : tensor<4xf32>
    %1208 = stablehlo.add %1205, %1207 : tensor<4xf32>
    %1209 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1210 = stablehlo.multiply %1209, %v.stem.conv.b : tensor<4xf32>
    %1211 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1212 = stablehlo.multiply %914, %914 : tensor<4xf32>
    %1213 = stablehlo.multiply %1211, %1212 : tensor<4xf32>
    %1214 = stablehlo.add %1210, %1213 : tensor<4xf32>
    %1215 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1216 = stablehlo.divide %1208, %1215 : tensor<4xf32>
    %1217 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1218 = stablehlo.divide %1214, %1217 : tensor<4xf32>
    %1219 = stablehlo.sqrt %1218 : tensor<4xf32>
    %1220 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1221 = stablehlo.add %1219, %1220 : tensor<4xf32>
    %1222 = stablehlo.divide %1216, %1221 : tensor<4xf32>
    %1223 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1224 = stablehlo.multiply %1223, %m.stem.norm.g : tensor<4xf32>
    %1225 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1226 = stablehlo.multiply %1225, %919 : tensor<4xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<4xf32>
    %1228 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1229 = stablehlo.multiply %1228, %v.stem.norm.g : tensor<4xf32>
    %1230 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1231 = stablehlo.multiply %919, %919 : tensor<4xf32>
    %1232 = stablehlo.multiply %1230, %1231 : tensor<4xf32>
    %1233 = stablehlo.add %1229, %1232 : tensor<4xf32>
    %1234 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1235 = stablehlo.divide %1227, %1234 : tensor<4xf32>
    %1236 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1237 = stablehlo.divide %1233, %1236 : tensor<4xf32>
    %1238 = stablehlo.sqrt %1237 : tensor<4xf32>
    %1239 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1240 = stablehlo.add %1238, %1239 : tensor<4xf32>
    %1241 = stablehlo.divide %1235, %1240 : tensor<4xf32>
    %1242 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1243 = stablehlo.multiply %1242, %m.stem.norm.b : tensor<4xf32>
    %1244 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1245 = stablehlo.multiply %1244, %924 : tensor<4xf32>
    %1246 = stablehlo.add %1243, %1245 : tensor<4xf32>
    %1247 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1248 = stablehlo.multiply %1247, %v.stem.norm.b : tensor<4xf32>
    %1249 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1250 = stablehlo.multiply %924, %924 : tensor<4xf32>
    %1251 = stablehlo.multiply %1249, %1250 : tensor<4xf32>
    %1252 = stablehlo.add %1248, %1251 : tensor<4xf32>
    %1253 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1254 = stablehlo.divide %1246, %1253 : tensor<4xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1256 = stablehlo.divide %1252, %1255 : tensor<4xf32>
    %1257 = stablehlo.sqrt %1256 : tensor<4xf32>
    %1258 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1259 = stablehlo.add %1257, %1258 : tensor<4xf32>
    %1260 = stablehlo.divide %1254, %1259 : tensor<4xf32>
    %1261 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1262 = stablehlo.multiply %1261, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1263 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1264 = stablehlo.multiply %1263, %929 : tensor<7x7x1x4xf32>
    %1265 = stablehlo.add %1262, %1264 : tensor<7x7x1x4xf32>
    %1266 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1267 = stablehlo.multiply %1266, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1268 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1269 = stablehlo.multiply %929, %929 : tensor<7x7x1x4xf32>
    %1270 = stablehlo.multiply %1268, %1269 : tensor<7x7x1x4xf32>
    %1271 = stablehlo.add %1267, %1270 : tensor<7x7x1x4xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1273 = stablehlo.divide %1265, %1272 : tensor<7x7x1x4xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1275 = stablehlo.divide %1271, %1274 : tensor<7x7x1x4xf32>
    %1276 = stablehlo.sqrt %1275 : tensor<7x7x1x4xf32>
    %1277 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1278 = stablehlo.add %1276, %1277 : tensor<7x7x1x4xf32>
    %1279 = stablehlo.divide %1273, %1278 : tensor<7x7x1x4xf32>
    %1280 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1281 = stablehlo.multiply %1280, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1282 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1283 = stablehlo.multiply %1282, %934 : tensor<4xf32>
    %1284 = stablehlo.add %1281, %1283 : tensor<4xf32>
    %1285 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1286 = stablehlo.multiply %1285, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1287 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1288 = stablehlo.multiply %934, %934 : tensor<4xf32>
    %1289 = stablehlo.multiply %1287, %1288 : tensor<4xf32>
    %1290 = stablehlo.add %1286, %1289 : tensor<4xf32>
    %1291 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1292 = stablehlo.divide %1284, %1291 : tensor<4xf32>
    %1293 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1294 = stablehlo.divide %1290, %1293 : tensor<4xf32>
    %1295 = stablehlo.sqrt %1294 : tensor<4xf32>
    %1296 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1297 = stablehlo.add %1295, %1296 : tensor<4xf32>
    %1298 = stablehlo.divide %1292, %1297 : tensor<4xf32>
    %1299 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1300 = stablehlo.multiply %1299, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1301 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1302 = stablehlo.multiply %1301, %939 : tensor<4xf32>
    %1303 = stablehlo.add %1300, %1302 : tensor<4xf32>
    %1304 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1305 = stablehlo.multiply %1304, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1306 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1307 = stablehlo.multiply %939, %939 : tensor<4xf32>
    %1308 = stablehlo.multiply %1306, %1307 : tensor<4xf32>
    %1309 = stablehlo.add %1305, %1308 : tensor<4xf32>
    %1310 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1311 = stablehlo.divide %1303, %1310 : tensor<4xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1313 = stablehlo.divide %1309, %1312 : tensor<4xf32>
    %1314 = stablehlo.sqrt %1313 : tensor<4xf32>
    %1315 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1316 = stablehlo.add %1314, %1315 : tensor<4xf32>
    %1317 = stablehlo.divide %1311, %1316 : tensor<4xf32>
    %1318 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1319 = stablehlo.multiply %1318, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1320 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1321 = stablehlo.multiply %1320, %944 : tensor<4xf32>
    %1322 = stablehlo.add %1319, %1321 : tensor<4xf32>
    %1323 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1324 = stablehlo.multiply %1323, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1325 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1326 = stablehlo.multiply %944, %944 : tensor<4xf32>
    %1327 = stablehlo.multiply %1325, %1326 : tensor<4xf32>
    %1328 = stablehlo.add %1324, %1327 : tensor<4xf32>
    %1329 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1330 = stablehlo.divide %1322, %1329 : tensor<4xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1332 = stablehlo.divide %1328, %1331 : tensor<4xf32>
    %1333 = stablehlo.sqrt %1332 : tensor<4xf32>
    %1334 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1335 = stablehlo.add %1333, %1334 : tensor<4xf32>
    %1336 = stablehlo.divide %1330, %1335 : tensor<4xf32>
    %1337 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1338 = stablehlo.multiply %1337, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1339 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1340 = stablehlo.multiply %1339, %949 : tensor<4x16xf32>
    %1341 = stablehlo.add %1338, %1340 : tensor<4x16xf32>
    %1342 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1343 = stablehlo.multiply %1342, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1344 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1345 = stablehlo.multiply %949, %949 : tensor<4x16xf32>
    %1346 = stablehlo.multiply %1344, %1345 : tensor<4x16xf32>
    %1347 = stablehlo.add %1343, %1346 : tensor<4x16xf32>
    %1348 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1349 = stablehlo.divide %1341, %1348 : tensor<4x16xf32>
    %1350 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1351 = stablehlo.divide %1347, %1350 : tensor<4x16xf32>
    %1352 = stablehlo.sqrt %1351 : tensor<4x16xf32>
    %1353 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1354 = stablehlo.add %1352, %1353 : tensor<4x16xf32>
    %1355 = stablehlo.divide %1349, %1354 : tensor<4x16xf32>
    %1356 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1357 = stablehlo.multiply %1356, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1358 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1359 = stablehlo.multiply %1358, %954 : tensor<16xf32>
    %1360 = stablehlo.add %1357, %1359 : tensor<16xf32>
    %1361 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1362 = stablehlo.multiply %1361, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1363 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1364 = stablehlo.multiply %954, %954 : tensor<16xf32>
    %1365 = stablehlo.multiply %1363, %1364 : tensor<16xf32>
    %1366 = stablehlo.add %1362, %1365 : tensor<16xf32>
    %1367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1368 = stablehlo.divide %1360, %1367 : tensor<16xf32>
    %1369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1370 = stablehlo.divide %1366, %1369 : tensor<16xf32>
    %1371 = stablehlo.sqrt %1370 : tensor<16xf32>
    %1372 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1373 = stablehlo.add %1371, %1372 : tensor<16xf32>
    %1374 = stablehlo.divide %1368, %1373 : tensor<16xf32>
    %1375 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1376 = stablehlo.multiply %1375, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1377 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1378 = stablehlo.multiply %1377, %959 : tensor<16x4xf32>
    %1379 = stablehlo.add %1376, %1378 : tensor<16x4xf32>
    %1380 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1381 = stablehlo.multiply %1380, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1382 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1383 = stablehlo.multiply %959, %959 : tensor<16x4xf32>
    %1384 = stablehlo.multiply %1382, %1383 : tensor<16x4xf32>
    %1385 = stablehlo.add %1381, %1384 : tensor<16x4xf32>
    %1386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1387 = stablehlo.divide %1379, %1386 : tensor<16x4xf32>
    %1388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1389 = stablehlo.divide %1385, %1388 : tensor<16x4xf32>
    %1390 = stablehlo.sqrt %1389 : tensor<16x4xf32>
    %1391 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1392 = stablehlo.add %1390, %1391 : tensor<16x4xf32>
    %1393 = stablehlo.divide %1387, %1392 : tensor<16x4xf32>
    %1394 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1395 = stablehlo.multiply %1394, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1396 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1397 = stablehlo.multiply %1396, %964 : tensor<4xf32>
    %1398 = stablehlo.add %1395, %1397 : tensor<4xf32>
    %1399 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1400 = stablehlo.multiply %1399, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1401 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1402 = stablehlo.multiply %964, %964 : tensor<4xf32>
    %1403 = stablehlo.multiply %1401, %1402 : tensor<4xf32>
    %1404 = stablehlo.add %1400, %1403 : tensor<4xf32>
    %1405 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1406 = stablehlo.divide %1398, %1405 : tensor<4xf32>
    %1407 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1408 = stablehlo.divide %1404, %1407 : tensor<4xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<4xf32>
    %1410 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<4xf32>
    %1412 = stablehlo.divide %1406, %1411 : tensor<4xf32>
    %1413 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1414 = stablehlo.multiply %1413, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1415 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1416 = stablehlo.multiply %1415, %969 : tensor<4xf32>
    %1417 = stablehlo.add %1414, %1416 : tensor<4xf32>
    %1418 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1419 = stablehlo.multiply %1418, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1420 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1421 = stablehlo.multiply %969, %969 : tensor<4xf32>
    %1422 = stablehlo.multiply %1420, %1421 : tensor<4xf32>
    %1423 = stablehlo.add %1419, %1422 : tensor<4xf32>
    %1424 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1425 = stablehlo.divide %1417, %1424 : tensor<4xf32>
    %1426 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1427 = stablehlo.divide %1423, %1426 : tensor<4xf32>
    %1428 = stablehlo.sqrt %1427 : tensor<4xf32>
    %1429 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1430 = stablehlo.add %1428, %1429 : tensor<4xf32>
    %1431 = stablehlo.divide %1425, %1430 : tensor<4xf32>
    %1432 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1433 = stablehlo.multiply %1432, %m.stages.1.down.norm.g : tensor<4xf32>
    %1434 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1435 = stablehlo.multiply %1434, %974 : tensor<4xf32>
    %1436 = stablehlo.add %1433, %1435 : tensor<4xf32>
    %1437 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1438 = stablehlo.multiply %1437, %v.stages.1.down.norm.g : tensor<4xf32>
    %1439 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1440 = stablehlo.multiply %974, %974 : tensor<4xf32>
    %1441 = stablehlo.multiply %1439, %1440 : tensor<4xf32>
    %1442 = stablehlo.add %1438, %1441 : tensor<4xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1444 = stablehlo.divide %1436, %1443 : tensor<4xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1446 = stablehlo.divide %1442, %1445 : tensor<4xf32>
    %1447 = stablehlo.sqrt %1446 : tensor<4xf32>
    %1448 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<4xf32>
    %1450 = stablehlo.divide %1444, %1449 : tensor<4xf32>
    %1451 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1452 = stablehlo.multiply %1451, %m.stages.1.down.norm.b : tensor<4xf32>
    %1453 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1454 = stablehlo.multiply %1453, %979 : tensor<4xf32>
    %1455 = stablehlo.add %1452, %1454 : tensor<4xf32>
    %1456 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1457 = stablehlo.multiply %1456, %v.stages.1.down.norm.b : tensor<4xf32>
    %1458 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1459 = stablehlo.multiply %979, %979 : tensor<4xf32>
    %1460 = stablehlo.multiply %1458, %1459 : tensor<4xf32>
    %1461 = stablehlo.add %1457, %1460 : tensor<4xf32>
    %1462 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1463 = stablehlo.divide %1455, %1462 : tensor<4xf32>
    %1464 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1465 = stablehlo.divide %1461, %1464 : tensor<4xf32>
    %1466 = stablehlo.sqrt %1465 : tensor<4xf32>
    %1467 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1468 = stablehlo.add %1466, %1467 : tensor<4xf32>
    %1469 = stablehlo.divide %1463, %1468 : tensor<4xf32>
    %1470 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1471 = stablehlo.multiply %1470, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1472 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1473 = stablehlo.multiply %1472, %984 : tensor<2x2x4x8xf32>
    %1474 = stablehlo.add %1471, %1473 : tensor<2x2x4x8xf32>
    %1475 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1476 = stablehlo.multiply %1475, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1477 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1478 = stablehlo.multiply %984, %984 : tensor<2x2x4x8xf32>
    %1479 = stablehlo.multiply %1477, %1478 : tensor<2x2x4x8xf32>
    %1480 = stablehlo.add %1476, %1479 : tensor<2x2x4x8xf32>
    %1481 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1482 = stablehlo.divide %1474, %1481 : tensor<2x2x4x8xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1484 = stablehlo.divide %1480, %1483 : tensor<2x2x4x8xf32>
    %1485 = stablehlo.sqrt %1484 : tensor<2x2x4x8xf32>
    %1486 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1487 = stablehlo.add %1485, %1486 : tensor<2x2x4x8xf32>
    %1488 = stablehlo.divide %1482, %1487 : tensor<2x2x4x8xf32>
    %1489 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1490 = stablehlo.multiply %1489, %m.stages.1.down.conv.b : tensor<8xf32>
    %1491 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1492 = stablehlo.multiply %1491, %989 : tensor<8xf32>
    %1493 = stablehlo.add %1490, %1492 : tensor<8xf32>
    %1494 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1495 = stablehlo.multiply %1494, %v.stages.1.down.conv.b : tensor<8xf32>
    %1496 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1497 = stablehlo.multiply %989, %989 : tensor<8xf32>
    %1498 = stablehlo.multiply %1496, %1497 : tensor<8xf32>
    %1499 = stablehlo.add %1495, %1498 : tensor<8xf32>
    %1500 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1501 = stablehlo.divide %1493, %1500 : tensor<8xf32>
    %1502 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1503 = stablehlo.divide %1499, %1502 : tensor<8xf32>
    %1504 = stablehlo.sqrt %1503 : tensor<8xf32>
    %1505 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1506 = stablehlo.add %1504, %1505 : tensor<8xf32>
    %1507 = stablehlo.divide %1501, %1506 : tensor<8xf32>
    %1508 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1509 = stablehlo.multiply %1508, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1510 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1511 = stablehlo.multiply %1510, %994 : tensor<7x7x1x8xf32>
    %1512 = stablehlo.add %1509, %1511 : tensor<7x7x1x8xf32>
    %1513 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1514 = stablehlo.multiply %1513, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1515 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1516 = stablehlo.multiply %994, %994 : tensor<7x7x1x8xf32>
    %1517 = stablehlo.multiply %1515, %1516 : tensor<7x7x1x8xf32>
    %1518 = stablehlo.add %1514, %1517 : tensor<7x7x1x8xf32>
    %1519 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1520 = stablehlo.divide %1512, %1519 : tensor<7x7x1x8xf32>
    %1521 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1522 = stablehlo.divide %1518, %1521 : tensor<7x7x1x8xf32>
    %1523 = stablehlo.sqrt %1522 : tensor<7x7x1x8xf32>
    %1524 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1525 = stablehlo.add %1523, %1524 : tensor<7x7x1x8xf32>
    %1526 = stablehlo.divide %1520, %1525 : tensor<7x7x1x8xf32>
    %1527 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1528 = stablehlo.multiply %1527, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1529 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1530 = stablehlo.multiply %1529, %999 : tensor<8xf32>
    %1531 = stablehlo.add %1528, %1530 : tensor<8xf32>
    %1532 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1533 = stablehlo.multiply %1532, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1534 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1535 = stablehlo.multiply %999, %999 : tensor<8xf32>
    %1536 = stablehlo.multiply %1534, %1535 : tensor<8xf32>
    %1537 = stablehlo.add %1533, %1536 : tensor<8xf32>
    %1538 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1539 = stablehlo.divide %1531, %1538 : tensor<8xf32>
    %1540 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1541 = stablehlo.divide %1537, %1540 : tensor<8xf32>
    %1542 = stablehlo.sqrt %1541 : tensor<8xf32>
    %1543 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1544 = stablehlo.add %1542, %1543 : tensor<8xf32>
    %1545 = stablehlo.divide %1539, %1544 : tensor<8xf32>
    %1546 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1547 = stablehlo.multiply %1546, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1548 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1549 = stablehlo.multiply %1548, %1004 : tensor<8xf32>
    %1550 = stablehlo.add %1547, %1549 : tensor<8xf32>
    %1551 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1552 = stablehlo.multiply %1551, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1553 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1554 = stablehlo.multiply %1004, %1004 : tensor<8xf32>
    %1555 = stablehlo.multiply %1553, %1554 : tensor<8xf32>
    %1556 = stablehlo.add %1552, %1555 : tensor<8xf32>
    %1557 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1558 = stablehlo.divide %1550, %1557 : tensor<8xf32>
    %1559 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1560 = stablehlo.divide %1556, %1559 : tensor<8xf32>
    %1561 = stablehlo.sqrt %1560 : tensor<8xf32>
    %1562 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1563 = stablehlo.add %1561, %1562 : tensor<8xf32>
    %1564 = stablehlo.divide %1558, %1563 : tensor<8xf32>
    %1565 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1566 = stablehlo.multiply %1565, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1567 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1568 = stablehlo.multiply %1567, %1009 : tensor<8xf32>
    %1569 = stablehlo.add %1566, %1568 : tensor<8xf32>
    %1570 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1571 = stablehlo.multiply %1570, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1572 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1573 = stablehlo.multiply %1009, %1009 : tensor<8xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<8xf32>
    %1575 = stablehlo.add %1571, %1574 : tensor<8xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1577 = stablehlo.divide %1569, %1576 : tensor<8xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1579 = stablehlo.divide %1575, %1578 : tensor<8xf32>
    %1580 = stablehlo.sqrt %1579 : tensor<8xf32>
    %1581 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1582 = stablehlo.add %1580, %1581 : tensor<8xf32>
    %1583 = stablehlo.divide %1577, %1582 : tensor<8xf32>
    %1584 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1585 = stablehlo.multiply %1584, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1586 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1587 = stablehlo.multiply %1586, %1014 : tensor<8x32xf32>
    %1588 = stablehlo.add %1585, %1587 : tensor<8x32xf32>
    %1589 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1590 = stablehlo.multiply %1589, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1591 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1592 = stablehlo.multiply %1014, %1014 : tensor<8x32xf32>
    %1593 = stablehlo.multiply %1591, %1592 : tensor<8x32xf32>
    %1594 = stablehlo.add %1590, %1593 : tensor<8x32xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1596 = stablehlo.divide %1588, %1595 : tensor<8x32xf32>
    %1597 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1598 = stablehlo.divide %1594, %1597 : tensor<8x32xf32>
    %1599 = stablehlo.sqrt %1598 : tensor<8x32xf32>
    %1600 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1601 = stablehlo.add %1599, %1600 : tensor<8x32xf32>
    %1602 = stablehlo.divide %1596, %1601 : tensor<8x32xf32>
    %1603 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1604 = stablehlo.multiply %1603, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1605 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1606 = stablehlo.multiply %1605, %1019 : tensor<32xf32>
    %1607 = stablehlo.add %1604, %1606 : tensor<32xf32>
    %1608 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1609 = stablehlo.multiply %1608, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1610 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1611 = stablehlo.multiply %1019, %1019 : tensor<32xf32>
    %1612 = stablehlo.multiply %1610, %1611 : tensor<32xf32>
    %1613 = stablehlo.add %1609, %1612 : tensor<32xf32>
    %1614 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1615 = stablehlo.divide %1607, %1614 : tensor<32xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1617 = stablehlo.divide %1613, %1616 : tensor<32xf32>
    %1618 = stablehlo.sqrt %1617 : tensor<32xf32>
    %1619 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1620 = stablehlo.add %1618, %1619 : tensor<32xf32>
    %1621 = stablehlo.divide %1615, %1620 : tensor<32xf32>
    %1622 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1623 = stablehlo.multiply %1622, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1624 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1625 = stablehlo.multiply %1624, %1024 : tensor<32x8xf32>
    %1626 = stablehlo.add %1623, %1625 : tensor<32x8xf32>
    %1627 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1628 = stablehlo.multiply %1627, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1629 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1630 = stablehlo.multiply %1024, %1024 : tensor<32x8xf32>
    %1631 = stablehlo.multiply %1629, %1630 : tensor<32x8xf32>
    %1632 = stablehlo.add %1628, %1631 : tensor<32x8xf32>
    %1633 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1634 = stablehlo.divide %1626, %1633 : tensor<32x8xf32>
    %1635 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1636 = stablehlo.divide %1632, %1635 : tensor<32x8xf32>
    %1637 = stablehlo.sqrt %1636 : tensor<32x8xf32>
    %1638 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1639 = stablehlo.add %1637, %1638 : tensor<32x8xf32>
    %1640 = stablehlo.divide %1634, %1639 : tensor<32x8xf32>
    %1641 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1642 = stablehlo.multiply %1641, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1643 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1644 = stablehlo.multiply %1643, %1029 : tensor<8xf32>
    %1645 = stablehlo.add %1642, %1644 : tensor<8xf32>
    %1646 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1647 = stablehlo.multiply %1646, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1648 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1649 = stablehlo.multiply %1029, %1029 : tensor<8xf32>
    %1650 = stablehlo.multiply %1648, %1649 : tensor<8xf32>
    %1651 = stablehlo.add %1647, %1650 : tensor<8xf32>
    %1652 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1653 = stablehlo.divide %1645, %1652 : tensor<8xf32>
    %1654 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1655 = stablehlo.divide %1651, %1654 : tensor<8xf32>
    %1656 = stablehlo.sqrt %1655 : tensor<8xf32>
    %1657 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1658 = stablehlo.add %1656, %1657 : tensor<8xf32>
    %1659 = stablehlo.divide %1653, %1658 : tensor<8xf32>
    %1660 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1661 = stablehlo.multiply %1660, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1662 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1663 = stablehlo.multiply %1662, %1034 : tensor<8xf32>
    %1664 = stablehlo.add %1661, %1663 : tensor<8xf32>
    %1665 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1666 = stablehlo.multiply %1665, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1667 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1668 = stablehlo.multiply %1034, %1034 : tensor<8xf32>
    %1669 = stablehlo.multiply %1667, %1668 : tensor<8xf32>
    %1670 = stablehlo.add %1666, %1669 : tensor<8xf32>
    %1671 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1672 = stablehlo.divide %1664, %1671 : tensor<8xf32>
    %1673 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1674 = stablehlo.divide %1670, %1673 : tensor<8xf32>
    %1675 = stablehlo.sqrt %1674 : tensor<8xf32>
    %1676 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1677 = stablehlo.add %1675, %1676 : tensor<8xf32>
    %1678 = stablehlo.divide %1672, %1677 : tensor<8xf32>
    %1679 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1680 = stablehlo.multiply %1679, %m.stages.2.down.norm.g : tensor<8xf32>
    %1681 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1682 = stablehlo.multiply %1681, %1039 : tensor<8xf32>
    %1683 = stablehlo.add %1680, %1682 : tensor<8xf32>
    %1684 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1685 = stablehlo.multiply %1684, %v.stages.2.down.norm.g : tensor<8xf32>
    %1686 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1687 = stablehlo.multiply %1039, %1039 : tensor<8xf32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<8xf32>
    %1689 = stablehlo.add %1685, %1688 : tensor<8xf32>
    %1690 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1691 = stablehlo.divide %1683, %1690 : tensor<8xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1693 = stablehlo.divide %1689, %1692 : tensor<8xf32>
    %1694 = stablehlo.sqrt %1693 : tensor<8xf32>
    %1695 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1696 = stablehlo.add %1694, %1695 : tensor<8xf32>
    %1697 = stablehlo.divide %1691, %1696 : tensor<8xf32>
    %1698 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1699 = stablehlo.multiply %1698, %m.stages.2.down.norm.b : tensor<8xf32>
    %1700 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1701 = stablehlo.multiply %1700, %1044 : tensor<8xf32>
    %1702 = stablehlo.add %1699, %1701 : tensor<8xf32>
    %1703 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1704 = stablehlo.multiply %1703, %v.stages.2.down.norm.b : tensor<8xf32>
    %1705 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1706 = stablehlo.multiply %1044, %1044 : tensor<8xf32>
    %1707 = stablehlo.multiply %1705, %1706 : tensor<8xf32>
    %1708 = stablehlo.add %1704, %1707 : tensor<8xf32>
    %1709 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1710 = stablehlo.divide %1702, %1709 : tensor<8xf32>
    %1711 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1712 = stablehlo.divide %1708, %1711 : tensor<8xf32>
    %1713 = stablehlo.sqrt %1712 : tensor<8xf32>
    %1714 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1715 = stablehlo.add %1713, %1714 : tensor<8xf32>
    %1716 = stablehlo.divide %1710, %1715 : tensor<8xf32>
    %1717 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1718 = stablehlo.multiply %1717, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1719 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1720 = stablehlo.multiply %1719, %1049 : tensor<2x2x8x12xf32>
    %1721 = stablehlo.add %1718, %1720 : tensor<2x2x8x12xf32>
    %1722 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1723 = stablehlo.multiply %1722, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1724 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1725 = stablehlo.multiply %1049, %1049 : tensor<2x2x8x12xf32>
    %1726 = stablehlo.multiply %1724, %1725 : tensor<2x2x8x12xf32>
    %1727 = stablehlo.add %1723, %1726 : tensor<2x2x8x12xf32>
    %1728 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1729 = stablehlo.divide %1721, %1728 : tensor<2x2x8x12xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1731 = stablehlo.divide %1727, %1730 : tensor<2x2x8x12xf32>
    %1732 = stablehlo.sqrt %1731 : tensor<2x2x8x12xf32>
    %1733 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1734 = stablehlo.add %1732, %1733 : tensor<2x2x8x12xf32>
    %1735 = stablehlo.divide %1729, %1734 : tensor<2x2x8x12xf32>
    %1736 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1737 = stablehlo.multiply %1736, %m.stages.2.down.conv.b : tensor<12xf32>
    %1738 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1739 = stablehlo.multiply %1738, %1054 : tensor<12xf32>
    %1740 = stablehlo.add %1737, %1739 : tensor<12xf32>
    %1741 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1742 = stablehlo.multiply %1741, %v.stages.2.down.conv.b : tensor<12xf32>
    %1743 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1744 = stablehlo.multiply %1054, %1054 : tensor<12xf32>
    %1745 = stablehlo.multiply %1743, %1744 : tensor<12xf32>
    %1746 = stablehlo.add %1742, %1745 : tensor<12xf32>
    %1747 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1748 = stablehlo.divide %1740, %1747 : tensor<12xf32>
    %1749 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1750 = stablehlo.divide %1746, %1749 : tensor<12xf32>
    %1751 = stablehlo.sqrt %1750 : tensor<12xf32>
    %1752 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1753 = stablehlo.add %1751, %1752 : tensor<12xf32>
    %1754 = stablehlo.divide %1748, %1753 : tensor<12xf32>
    %1755 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1756 = stablehlo.multiply %1755, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1757 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1758 = stablehlo.multiply %1757, %1059 : tensor<7x7x1x12xf32>
    %1759 = stablehlo.add %1756, %1758 : tensor<7x7x1x12xf32>
    %1760 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1761 = stablehlo.multiply %1760, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1762 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1763 = stablehlo.multiply %1059, %1059 : tensor<7x7x1x12xf32>
    %1764 = stablehlo.multiply %1762, %1763 : tensor<7x7x1x12xf32>
    %1765 = stablehlo.add %1761, %1764 : tensor<7x7x1x12xf32>
    %1766 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1767 = stablehlo.divide %1759, %1766 : tensor<7x7x1x12xf32>
    %1768 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1769 = stablehlo.divide %1765, %1768 : tensor<7x7x1x12xf32>
    %1770 = stablehlo.sqrt %1769 : tensor<7x7x1x12xf32>
    %1771 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1772 = stablehlo.add %1770, %1771 : tensor<7x7x1x12xf32>
    %1773 = stablehlo.divide %1767, %1772 : tensor<7x7x1x12xf32>
    %1774 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1775 = stablehlo.multiply %1774, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1776 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1777 = stablehlo.multiply %1776, %1064 : tensor<12xf32>
    %1778 = stablehlo.add %1775, %1777 : tensor<12xf32>
    %1779 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1780 = stablehlo.multiply %1779, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1781 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1782 = stablehlo.multiply %1064, %1064 : tensor<12xf32>
    %1783 = stablehlo.multiply %1781, %1782 : tensor<12xf32>
    %1784 = stablehlo.add %1780, %1783 : tensor<12xf32>
    %1785 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1786 = stablehlo.divide %1778, %1785 : tensor<12xf32>
    %1787 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1788 = stablehlo.divide %1784, %1787 : tensor<12xf32>
    %1789 = stablehlo.sqrt %1788 : tensor<12xf32>
    %1790 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1791 = stablehlo.add %1789, %1790 : tensor<12xf32>
    %1792 = stablehlo.divide %1786, %1791 : tensor<12xf32>
    %1793 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1794 = stablehlo.multiply %1793, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1795 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1796 = stablehlo.multiply %1795, %1069 : tensor<12xf32>
    %1797 = stablehlo.add %1794, %1796 : tensor<12xf32>
    %1798 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1799 = stablehlo.multiply %1798, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1800 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1801 = stablehlo.multiply %1069, %1069 : tensor<12xf32>
    %1802 = stablehlo.multiply %1800, %1801 : tensor<12xf32>
    %1803 = stablehlo.add %1799, %1802 : tensor<12xf32>
    %1804 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1805 = stablehlo.divide %1797, %1804 : tensor<12xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1807 = stablehlo.divide %1803, %1806 : tensor<12xf32>
    %1808 = stablehlo.sqrt %1807 : tensor<12xf32>
    %1809 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1810 = stablehlo.add %1808, %1809 : tensor<12xf32>
    %1811 = stablehlo.divide %1805, %1810 : tensor<12xf32>
    %1812 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1813 = stablehlo.multiply %1812, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1814 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1815 = stablehlo.multiply %1814, %1074 : tensor<12xf32>
    %1816 = stablehlo.add %1813, %1815 : tensor<12xf32>
    %1817 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1818 = stablehlo.multiply %1817, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1819 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1820 = stablehlo.multiply %1074, %1074 : tensor<12xf32>
    %1821 = stablehlo.multiply %1819, %1820 : tensor<12xf32>
    %1822 = stablehlo.add %1818, %1821 : tensor<12xf32>
    %1823 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1824 = stablehlo.divide %1816, %1823 : tensor<12xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1826 = stablehlo.divide %1822, %1825 : tensor<12xf32>
    %1827 = stablehlo.sqrt %1826 : tensor<12xf32>
    %1828 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1829 = stablehlo.add %1827, %1828 : tensor<12xf32>
    %1830 = stablehlo.divide %1824, %1829 : tensor<12xf32>
    %1831 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %1832 = stablehlo.multiply %1831, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1833 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %1834 = stablehlo.multiply %1833, %1079 : tensor<12x48xf32>
    %1835 = stablehlo.add %1832, %1834 : tensor<12x48xf32>
    %1836 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %1837 = stablehlo.multiply %1836, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1838 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %1839 = stablehlo.multiply %1079, %1079 : tensor<12x48xf32>
    %1840 = stablehlo.multiply %1838, %1839 : tensor<12x48xf32>
    %1841 = stablehlo.add %1837, %1840 : tensor<12x48xf32>
    %1842 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1843 = stablehlo.divide %1835, %1842 : tensor<12x48xf32>
    %1844 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1845 = stablehlo.divide %1841, %1844 : tensor<12x48xf32>
    %1846 = stablehlo.sqrt %1845 : tensor<12x48xf32>
    %1847 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %1848 = stablehlo.add %1846, %1847 : tensor<12x48xf32>
    %1849 = stablehlo.divide %1843, %1848 : tensor<12x48xf32>
    %1850 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %1851 = stablehlo.multiply %1850, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1852 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %1853 = stablehlo.multiply %1852, %1084 : tensor<48xf32>
    %1854 = stablehlo.add %1851, %1853 : tensor<48xf32>
    %1855 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %1856 = stablehlo.multiply %1855, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1857 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %1858 = stablehlo.multiply %1084, %1084 : tensor<48xf32>
    %1859 = stablehlo.multiply %1857, %1858 : tensor<48xf32>
    %1860 = stablehlo.add %1856, %1859 : tensor<48xf32>
    %1861 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1862 = stablehlo.divide %1854, %1861 : tensor<48xf32>
    %1863 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1864 = stablehlo.divide %1860, %1863 : tensor<48xf32>
    %1865 = stablehlo.sqrt %1864 : tensor<48xf32>
    %1866 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %1867 = stablehlo.add %1865, %1866 : tensor<48xf32>
    %1868 = stablehlo.divide %1862, %1867 : tensor<48xf32>
    %1869 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %1870 = stablehlo.multiply %1869, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1871 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %1872 = stablehlo.multiply %1871, %1089 : tensor<48x12xf32>
    %1873 = stablehlo.add %1870, %1872 : tensor<48x12xf32>
    %1874 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %1875 = stablehlo.multiply %1874, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1876 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %1877 = stablehlo.multiply %1089, %1089 : tensor<48x12xf32>
    %1878 = stablehlo.multiply %1876, %1877 : tensor<48x12xf32>
    %1879 = stablehlo.add %1875, %1878 : tensor<48x12xf32>
    %1880 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1881 = stablehlo.divide %1873, %1880 : tensor<48x12xf32>
    %1882 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1883 = stablehlo.divide %1879, %1882 : tensor<48x12xf32>
    %1884 = stablehlo.sqrt %1883 : tensor<48x12xf32>
    %1885 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %1886 = stablehlo.add %1884, %1885 : tensor<48x12xf32>
    %1887 = stablehlo.divide %1881, %1886 : tensor<48x12xf32>
    %1888 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1889 = stablehlo.multiply %1888, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1890 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1891 = stablehlo.multiply %1890, %1094 : tensor<12xf32>
    %1892 = stablehlo.add %1889, %1891 : tensor<12xf32>
    %1893 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1894 = stablehlo.multiply %1893, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1895 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1896 = stablehlo.multiply %1094, %1094 : tensor<12xf32>
    %1897 = stablehlo.multiply %1895, %1896 : tensor<12xf32>
    %1898 = stablehlo.add %1894, %1897 : tensor<12xf32>
    %1899 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1900 = stablehlo.divide %1892, %1899 : tensor<12xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1902 = stablehlo.divide %1898, %1901 : tensor<12xf32>
    %1903 = stablehlo.sqrt %1902 : tensor<12xf32>
    %1904 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1905 = stablehlo.add %1903, %1904 : tensor<12xf32>
    %1906 = stablehlo.divide %1900, %1905 : tensor<12xf32>
    %1907 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1908 = stablehlo.multiply %1907, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %1909 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1910 = stablehlo.multiply %1909, %1099 : tensor<12xf32>
    %1911 = stablehlo.add %1908, %1910 : tensor<12xf32>
    %1912 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1913 = stablehlo.multiply %1912, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %1914 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1915 = stablehlo.multiply %1099, %1099 : tensor<12xf32>
    %1916 = stablehlo.multiply %1914, %1915 : tensor<12xf32>
    %1917 = stablehlo.add %1913, %1916 : tensor<12xf32>
    %1918 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1919 = stablehlo.divide %1911, %1918 : tensor<12xf32>
    %1920 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1921 = stablehlo.divide %1917, %1920 : tensor<12xf32>
    %1922 = stablehlo.sqrt %1921 : tensor<12xf32>
    %1923 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1924 = stablehlo.add %1922, %1923 : tensor<12xf32>
    %1925 = stablehlo.divide %1919, %1924 : tensor<12xf32>
    %1926 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1927 = stablehlo.multiply %1926, %m.stages.3.down.norm.g : tensor<12xf32>
    %1928 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1929 = stablehlo.multiply %1928, %1104 : tensor<12xf32>
    %1930 = stablehlo.add %1927, %1929 : tensor<12xf32>
    %1931 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1932 = stablehlo.multiply %1931, %v.stages.3.down.norm.g : tensor<12xf32>
    %1933 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1934 = stablehlo.multiply %1104, %1104 : tensor<12xf32>
    %1935 = stablehlo.multiply %1933, %1934 : tensor<12xf32>
    %1936 = stablehlo.add %1932, %1935 : tensor<12xf32>
    %1937 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1938 = stablehlo.divide %1930, %1937 : tensor<12xf32>
    %1939 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1940 = stablehlo.divide %1936, %1939 : tensor<12xf32>
    %1941 = stablehlo.sqrt %1940 : tensor<12xf32>
    %1942 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1943 = stablehlo.add %1941, %1942 : tensor<12xf32>
    %1944 = stablehlo.divide %1938, %1943 : tensor<12xf32>
    %1945 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1946 = stablehlo.multiply %1945, %m.stages.3.down.norm.b : tensor<12xf32>
    %1947 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1948 = stablehlo.multiply %1947, %1109 : tensor<12xf32>
    %1949 = stablehlo.add %1946, %1948 : tensor<12xf32>
    %1950 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1951 = stablehlo.multiply %1950, %v.stages.3.down.norm.b : tensor<12xf32>
    %1952 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1953 = stablehlo.multiply %1109, %1109 : tensor<12xf32>
    %1954 = stablehlo.multiply %1952, %1953 : tensor<12xf32>
    %1955 = stablehlo.add %1951, %1954 : tensor<12xf32>
    %1956 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1957 = stablehlo.divide %1949, %1956 : tensor<12xf32>
    %1958 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1959 = stablehlo.divide %1955, %1958 : tensor<12xf32>
    %1960 = stablehlo.sqrt %1959 : tensor<12xf32>
    %1961 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1962 = stablehlo.add %1960, %1961 : tensor<12xf32>
    %1963 = stablehlo.divide %1957, %1962 : tensor<12xf32>
    %1964 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %1965 = stablehlo.multiply %1964, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1966 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %1967 = stablehlo.multiply %1966, %1114 : tensor<2x2x12x16xf32>
    %1968 = stablehlo.add %1965, %1967 : tensor<2x2x12x16xf32>
    %1969 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %1970 = stablehlo.multiply %1969, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1971 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %1972 = stablehlo.multiply %1114, %1114 : tensor<2x2x12x16xf32>
    %1973 = stablehlo.multiply %1971, %1972 : tensor<2x2x12x16xf32>
    %1974 = stablehlo.add %1970, %1973 : tensor<2x2x12x16xf32>
    %1975 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1976 = stablehlo.divide %1968, %1975 : tensor<2x2x12x16xf32>
    %1977 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1978 = stablehlo.divide %1974, %1977 : tensor<2x2x12x16xf32>
    %1979 = stablehlo.sqrt %1978 : tensor<2x2x12x16xf32>
    %1980 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %1981 = stablehlo.add %1979, %1980 : tensor<2x2x12x16xf32>
    %1982 = stablehlo.divide %1976, %1981 : tensor<2x2x12x16xf32>
    %1983 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1984 = stablehlo.multiply %1983, %m.stages.3.down.conv.b : tensor<16xf32>
    %1985 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1986 = stablehlo.multiply %1985, %1119 : tensor<16xf32>
    %1987 = stablehlo.add %1984, %1986 : tensor<16xf32>
    %1988 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1989 = stablehlo.multiply %1988, %v.stages.3.down.conv.b : tensor<16xf32>
    %1990 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1991 = stablehlo.multiply %1119, %1119 : tensor<16xf32>
    %1992 = stablehlo.multiply %1990, %1991 : tensor<16xf32>
    %1993 = stablehlo.add %1989, %1992 : tensor<16xf32>
    %1994 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1995 = stablehlo.divide %1987, %1994 : tensor<16xf32>
    %1996 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1997 = stablehlo.divide %1993, %1996 : tensor<16xf32>
    %1998 = stablehlo.sqrt %1997 : tensor<16xf32>
    %1999 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2000 = stablehlo.add %1998, %1999 : tensor<16xf32>
    %2001 = stablehlo.divide %1995, %2000 : tensor<16xf32>
    %2002 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %2003 = stablehlo.multiply %2002, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2004 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %2005 = stablehlo.multiply %2004, %1124 : tensor<7x7x1x16xf32>
    %2006 = stablehlo.add %2003, %2005 : tensor<7x7x1x16xf32>
    %2007 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %2008 = stablehlo.multiply %2007, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2009 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %2010 = stablehlo.multiply %1124, %1124 : tensor<7x7x1x16xf32>
    %2011 = stablehlo.multiply %2009, %2010 : tensor<7x7x1x16xf32>
    %2012 = stablehlo.add %2008, %2011 : tensor<7x7x1x16xf32>
    %2013 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2014 = stablehlo.divide %2006, %2013 : tensor<7x7x1x16xf32>
    %2015 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2016 = stablehlo.divide %2012, %2015 : tensor<7x7x1x16xf32>
    %2017 = stablehlo.sqrt %2016 : tensor<7x7x1x16xf32>
    %2018 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %2019 = stablehlo.add %2017, %2018 : tensor<7x7x1x16xf32>
    %2020 = stablehlo.divide %2014, %2019 : tensor<7x7x1x16xf32>
    %2021 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2022 = stablehlo.multiply %2021, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2023 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2024 = stablehlo.multiply %2023, %1129 : tensor<16xf32>
    %2025 = stablehlo.add %2022, %2024 : tensor<16xf32>
    %2026 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2027 = stablehlo.multiply %2026, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2028 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2029 = stablehlo.multiply %1129, %1129 : tensor<16xf32>
    %2030 = stablehlo.multiply %2028, %2029 : tensor<16xf32>
    %2031 = stablehlo.add %2027, %2030 : tensor<16xf32>
    %2032 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2033 = stablehlo.divide %2025, %2032 : tensor<16xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2035 = stablehlo.divide %2031, %2034 : tensor<16xf32>
    %2036 = stablehlo.sqrt %2035 : tensor<16xf32>
    %2037 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2038 = stablehlo.add %2036, %2037 : tensor<16xf32>
    %2039 = stablehlo.divide %2033, %2038 : tensor<16xf32>
    %2040 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2041 = stablehlo.multiply %2040, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2042 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2043 = stablehlo.multiply %2042, %1134 : tensor<16xf32>
    %2044 = stablehlo.add %2041, %2043 : tensor<16xf32>
    %2045 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2046 = stablehlo.multiply %2045, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2047 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2048 = stablehlo.multiply %1134, %1134 : tensor<16xf32>
    %2049 = stablehlo.multiply %2047, %2048 : tensor<16xf32>
    %2050 = stablehlo.add %2046, %2049 : tensor<16xf32>
    %2051 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2052 = stablehlo.divide %2044, %2051 : tensor<16xf32>
    %2053 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2054 = stablehlo.divide %2050, %2053 : tensor<16xf32>
    %2055 = stablehlo.sqrt %2054 : tensor<16xf32>
    %2056 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2057 = stablehlo.add %2055, %2056 : tensor<16xf32>
    %2058 = stablehlo.divide %2052, %2057 : tensor<16xf32>
    %2059 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2060 = stablehlo.multiply %2059, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2061 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2062 = stablehlo.multiply %2061, %1139 : tensor<16xf32>
    %2063 = stablehlo.add %2060, %2062 : tensor<16xf32>
    %2064 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2065 = stablehlo.multiply %2064, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2066 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2067 = stablehlo.multiply %1139, %1139 : tensor<16xf32>
    %2068 = stablehlo.multiply %2066, %2067 : tensor<16xf32>
    %2069 = stablehlo.add %2065, %2068 : tensor<16xf32>
    %2070 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2071 = stablehlo.divide %2063, %2070 : tensor<16xf32>
    %2072 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2073 = stablehlo.divide %2069, %2072 : tensor<16xf32>
    %2074 = stablehlo.sqrt %2073 : tensor<16xf32>
    %2075 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2076 = stablehlo.add %2074, %2075 : tensor<16xf32>
    %2077 = stablehlo.divide %2071, %2076 : tensor<16xf32>
    %2078 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2079 = stablehlo.multiply %2078, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2080 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2081 = stablehlo.multiply %2080, %1144 : tensor<16x64xf32>
    %2082 = stablehlo.add %2079, %2081 : tensor<16x64xf32>
    %2083 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2084 = stablehlo.multiply %2083, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2085 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2086 = stablehlo.multiply %1144, %1144 : tensor<16x64xf32>
    %2087 = stablehlo.multiply %2085, %2086 : tensor<16x64xf32>
    %2088 = stablehlo.add %2084, %2087 : tensor<16x64xf32>
    %2089 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2090 = stablehlo.divide %2082, %2089 : tensor<16x64xf32>
    %2091 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2092 = stablehlo.divide %2088, %2091 : tensor<16x64xf32>
    %2093 = stablehlo.sqrt %2092 : tensor<16x64xf32>
    %2094 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2095 = stablehlo.add %2093, %2094 : tensor<16x64xf32>
    %2096 = stablehlo.divide %2090, %2095 : tensor<16x64xf32>
    %2097 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2098 = stablehlo.multiply %2097, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2099 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2100 = stablehlo.multiply %2099, %1149 : tensor<64xf32>
    %2101 = stablehlo.add %2098, %2100 : tensor<64xf32>
    %2102 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2103 = stablehlo.multiply %2102, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2104 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2105 = stablehlo.multiply %1149, %1149 : tensor<64xf32>
    %2106 = stablehlo.multiply %2104, %2105 : tensor<64xf32>
    %2107 = stablehlo.add %2103, %2106 : tensor<64xf32>
    %2108 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2109 = stablehlo.divide %2101, %2108 : tensor<64xf32>
    %2110 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2111 = stablehlo.divide %2107, %2110 : tensor<64xf32>
    %2112 = stablehlo.sqrt %2111 : tensor<64xf32>
    %2113 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2114 = stablehlo.add %2112, %2113 : tensor<64xf32>
    %2115 = stablehlo.divide %2109, %2114 : tensor<64xf32>
    %2116 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2117 = stablehlo.multiply %2116, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2118 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2119 = stablehlo.multiply %2118, %1154 : tensor<64x16xf32>
    %2120 = stablehlo.add %2117, %2119 : tensor<64x16xf32>
    %2121 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2122 = stablehlo.multiply %2121, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2123 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2124 = stablehlo.multiply %1154, %1154 : tensor<64x16xf32>
    %2125 = stablehlo.multiply %2123, %2124 : tensor<64x16xf32>
    %2126 = stablehlo.add %2122, %2125 : tensor<64x16xf32>
    %2127 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2128 = stablehlo.divide %2120, %2127 : tensor<64x16xf32>
    %2129 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2130 = stablehlo.divide %2126, %2129 : tensor<64x16xf32>
    %2131 = stablehlo.sqrt %2130 : tensor<64x16xf32>
    %2132 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2133 = stablehlo.add %2131, %2132 : tensor<64x16xf32>
    %2134 = stablehlo.divide %2128, %2133 : tensor<64x16xf32>
    %2135 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2136 = stablehlo.multiply %2135, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2137 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2138 = stablehlo.multiply %2137, %1159 : tensor<16xf32>
    %2139 = stablehlo.add %2136, %2138 : tensor<16xf32>
    %2140 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2141 = stablehlo.multiply %2140, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2142 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2143 = stablehlo.multiply %1159, %1159 : tensor<16xf32>
    %2144 = stablehlo.multiply %2142, %2143 : tensor<16xf32>
    %2145 = stablehlo.add %2141, %2144 : tensor<16xf32>
    %2146 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2147 = stablehlo.divide %2139, %2146 : tensor<16xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2149 = stablehlo.divide %2145, %2148 : tensor<16xf32>
    %2150 = stablehlo.sqrt %2149 : tensor<16xf32>
    %2151 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2152 = stablehlo.add %2150, %2151 : tensor<16xf32>
    %2153 = stablehlo.divide %2147, %2152 : tensor<16xf32>
    %2154 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2155 = stablehlo.multiply %2154, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2156 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2157 = stablehlo.multiply %2156, %1164 : tensor<16xf32>
    %2158 = stablehlo.add %2155, %2157 : tensor<16xf32>
    %2159 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2160 = stablehlo.multiply %2159, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2161 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2162 = stablehlo.multiply %1164, %1164 : tensor<16xf32>
    %2163 = stablehlo.multiply %2161, %2162 : tensor<16xf32>
    %2164 = stablehlo.add %2160, %2163 : tensor<16xf32>
    %2165 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2166 = stablehlo.divide %2158, %2165 : tensor<16xf32>
    %2167 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2168 = stablehlo.divide %2164, %2167 : tensor<16xf32>
    %2169 = stablehlo.sqrt %2168 : tensor<16xf32>
    %2170 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2171 = stablehlo.add %2169, %2170 : tensor<16xf32>
    %2172 = stablehlo.divide %2166, %2171 : tensor<16xf32>
    %2173 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2174 = stablehlo.multiply %2173, %m.head.norm.g : tensor<16xf32>
    %2175 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2176 = stablehlo.multiply %2175, %1169 : tensor<16xf32>
    %2177 = stablehlo.add %2174, %2176 : tensor<16xf32>
    %2178 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2179 = stablehlo.multiply %2178, %v.head.norm.g : tensor<16xf32>
    %2180 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2181 = stablehlo.multiply %1169, %1169 : tensor<16xf32>
    %2182 = stablehlo.multiply %2180, %2181 : tensor<16xf32>
    %2183 = stablehlo.add %2179, %2182 : tensor<16xf32>
    %2184 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2185 = stablehlo.divide %2177, %2184 : tensor<16xf32>
    %2186 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2187 = stablehlo.divide %2183, %2186 : tensor<16xf32>
    %2188 = stablehlo.sqrt %2187 : tensor<16xf32>
    %2189 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2190 = stablehlo.add %2188, %2189 : tensor<16xf32>
    %2191 = stablehlo.divide %2185, %2190 : tensor<16xf32>
    %2192 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2193 = stablehlo.multiply %2192, %m.head.norm.b : tensor<16xf32>
    %2194 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2195 = stablehlo.multiply %2194, %1174 : tensor<16xf32>
    %2196 = stablehlo.add %2193, %2195 : tensor<16xf32>
    %2197 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2198 = stablehlo.multiply %2197, %v.head.norm.b : tensor<16xf32>
    %2199 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2200 = stablehlo.multiply %1174, %1174 : tensor<16xf32>
    %2201 = stablehlo.multiply %2199, %2200 : tensor<16xf32>
    %2202 = stablehlo.add %2198, %2201 : tensor<16xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2204 = stablehlo.divide %2196, %2203 : tensor<16xf32>
    %2205 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2206 = stablehlo.divide %2202, %2205 : tensor<16xf32>
    %2207 = stablehlo.sqrt %2206 : tensor<16xf32>
    %2208 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2209 = stablehlo.add %2207, %2208 : tensor<16xf32>
    %2210 = stablehlo.divide %2204, %2209 : tensor<16xf32>
    %2211 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2212 = stablehlo.multiply %2211, %m.head.fc.w : tensor<16x10xf32>
    %2213 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2214 = stablehlo.multiply %2213, %1179 : tensor<16x10xf32>
    %2215 = stablehlo.add %2212, %2214 : tensor<16x10xf32>
    %2216 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2217 = stablehlo.multiply %2216, %v.head.fc.w : tensor<16x10xf32>
    %2218 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2219 = stablehlo.multiply %1179, %1179 : tensor<16x10xf32>
    %2220 = stablehlo.multiply %2218, %2219 : tensor<16x10xf32>
    %2221 = stablehlo.add %2217, %2220 : tensor<16x10xf32>
    %2222 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2223 = stablehlo.divide %2215, %2222 : tensor<16x10xf32>
    %2224 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2225 = stablehlo.divide %2221, %2224 : tensor<16x10xf32>
    %2226 = stablehlo.sqrt %2225 : tensor<16x10xf32>
    %2227 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2228 = stablehlo.add %2226, %2227 : tensor<16x10xf32>
    %2229 = stablehlo.divide %2223, %2228 : tensor<16x10xf32>
    %2230 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2231 = stablehlo.multiply %2230, %m.head.fc.b : tensor<10xf32>
    %2232 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2233 = stablehlo.multiply %2232, %1184 : tensor<10xf32>
    %2234 = stablehlo.add %2231, %2233 : tensor<10xf32>
    %2235 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2236 = stablehlo.multiply %2235, %v.head.fc.b : tensor<10xf32>
    %2237 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2238 = stablehlo.multiply %1184, %1184 : tensor<10xf32>
    %2239 = stablehlo.multiply %2237, %2238 : tensor<10xf32>
    %2240 = stablehlo.add %2236, %2239 : tensor<10xf32>
    %2241 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2242 = stablehlo.divide %2234, %2241 : tensor<10xf32>
    %2243 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2244 = stablehlo.divide %2240, %2243 : tensor<10xf32>
    %2245 = stablehlo.sqrt %2244 : tensor<10xf32>
    %2246 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2247 = stablehlo.add %2245, %2246 : tensor<10xf32>
    %2248 = stablehlo.divide %2242, %2247 : tensor<10xf32>
    %2249 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2250 = stablehlo.multiply %2249, %stem.conv.w : tensor<4x4x3x4xf32>
    %2251 = stablehlo.add %1203, %2250 : tensor<4x4x3x4xf32>
    %2252 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2253 = stablehlo.multiply %2252, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2254 = stablehlo.add %1279, %2253 : tensor<7x7x1x4xf32>
    %2255 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2256 = stablehlo.multiply %2255, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2257 = stablehlo.add %1355, %2256 : tensor<4x16xf32>
    %2258 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2259 = stablehlo.multiply %2258, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2260 = stablehlo.add %1393, %2259 : tensor<16x4xf32>
    %2261 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2262 = stablehlo.multiply %2261, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2263 = stablehlo.add %1488, %2262 : tensor<2x2x4x8xf32>
    %2264 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2265 = stablehlo.multiply %2264, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2266 = stablehlo.add %1526, %2265 : tensor<7x7x1x8xf32>
    %2267 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2268 = stablehlo.multiply %2267, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2269 = stablehlo.add %1602, %2268 : tensor<8x32xf32>
    %2270 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2271 = stablehlo.multiply %2270, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2272 = stablehlo.add %1640, %2271 : tensor<32x8xf32>
    %2273 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2274 = stablehlo.multiply %2273, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2275 = stablehlo.add %1735, %2274 : tensor<2x2x8x12xf32>
    %2276 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2277 = stablehlo.multiply %2276, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2278 = stablehlo.add %1773, %2277 : tensor<7x7x1x12xf32>
    %2279 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2280 = stablehlo.multiply %2279, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2281 = stablehlo.add %1849, %2280 : tensor<12x48xf32>
    %2282 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2283 = stablehlo.multiply %2282, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2284 = stablehlo.add %1887, %2283 : tensor<48x12xf32>
    %2285 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2286 = stablehlo.multiply %2285, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2287 = stablehlo.add %1982, %2286 : tensor<2x2x12x16xf32>
    %2288 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2289 = stablehlo.multiply %2288, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2290 = stablehlo.add %2020, %2289 : tensor<7x7x1x16xf32>
    %2291 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2292 = stablehlo.multiply %2291, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2293 = stablehlo.add %2096, %2292 : tensor<16x64xf32>
    %2294 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2295 = stablehlo.multiply %2294, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2296 = stablehlo.add %2134, %2295 : tensor<64x16xf32>
    %2297 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2298 = stablehlo.multiply %2297, %head.fc.w : tensor<16x10xf32>
    %2299 = stablehlo.add %2229, %2298 : tensor<16x10xf32>
    %2300 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2301 = stablehlo.multiply %2300, %2251 : tensor<4x4x3x4xf32>
    %2302 = stablehlo.subtract %stem.conv.w, %2301 : tensor<4x4x3x4xf32>
    %2303 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2304 = stablehlo.multiply %2303, %1222 : tensor<4xf32>
    %2305 = stablehlo.subtract %stem.conv.b, %2304 : tensor<4xf32>
    %2306 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2307 = stablehlo.multiply %2306, %1241 : tensor<4xf32>
    %2308 = stablehlo.subtract %stem.norm.g, %2307 : tensor<4xf32>
    %2309 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2310 = stablehlo.multiply %2309, %1260 : tensor<4xf32>
    %2311 = stablehlo.subtract %stem.norm.b, %2310 : tensor<4xf32>
    %2312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2313 = stablehlo.multiply %2312, %2254 : tensor<7x7x1x4xf32>
    %2314 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2313 : tensor<7x7x1x4xf32>
    %2315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2316 = stablehlo.multiply %2315, %1298 : tensor<4xf32>
    %2317 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2316 : tensor<4xf32>
    %2318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2319 = stablehlo.multiply %2318, %1317 : tensor<4xf32>
    %2320 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2319 : tensor<4xf32>
    %2321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2322 = stablehlo.multiply %2321, %1336 : tensor<4xf32>
    %2323 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2322 : tensor<4xf32>
    %2324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2325 = stablehlo.multiply %2324, %2257 : tensor<4x16xf32>
    %2326 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2325 : tensor<4x16xf32>
    %2327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2328 = stablehlo.multiply %2327, %1374 : tensor<16xf32>
    %2329 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2328 : tensor<16xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2331 = stablehlo.multiply %2330, %2260 : tensor<16x4xf32>
    %2332 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2331 : tensor<16x4xf32>
    %2333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2334 = stablehlo.multiply %2333, %1412 : tensor<4xf32>
    %2335 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2334 : tensor<4xf32>
    %2336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2337 = stablehlo.multiply %2336, %1431 : tensor<4xf32>
    %2338 = stablehlo.subtract %stages.0.blocks.0.gamma, %2337 : tensor<4xf32>
    %2339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2340 = stablehlo.multiply %2339, %1450 : tensor<4xf32>
    %2341 = stablehlo.subtract %stages.1.down.norm.g, %2340 : tensor<4xf32>
    %2342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2343 = stablehlo.multiply %2342, %1469 : tensor<4xf32>
    %2344 = stablehlo.subtract %stages.1.down.norm.b, %2343 : tensor<4xf32>
    %2345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2346 = stablehlo.multiply %2345, %2263 : tensor<2x2x4x8xf32>
    %2347 = stablehlo.subtract %stages.1.down.conv.w, %2346 : tensor<2x2x4x8xf32>
    %2348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2349 = stablehlo.multiply %2348, %1507 : tensor<8xf32>
    %2350 = stablehlo.subtract %stages.1.down.conv.b, %2349 : tensor<8xf32>
    %2351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2352 = stablehlo.multiply %2351, %2266 : tensor<7x7x1x8xf32>
    %2353 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2352 : tensor<7x7x1x8xf32>
    %2354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2355 = stablehlo.multiply %2354, %1545 : tensor<8xf32>
    %2356 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2355 : tensor<8xf32>
    %2357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2358 = stablehlo.multiply %2357, %1564 : tensor<8xf32>
    %2359 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2358 : tensor<8xf32>
    %2360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2361 = stablehlo.multiply %2360, %1583 : tensor<8xf32>
    %2362 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2361 : tensor<8xf32>
    %2363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2364 = stablehlo.multiply %2363, %2269 : tensor<8x32xf32>
    %2365 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2364 : tensor<8x32xf32>
    %2366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2367 = stablehlo.multiply %2366, %1621 : tensor<32xf32>
    %2368 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2367 : tensor<32xf32>
    %2369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2370 = stablehlo.multiply %2369, %2272 : tensor<32x8xf32>
    %2371 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2370 : tensor<32x8xf32>
    %2372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2373 = stablehlo.multiply %2372, %1659 : tensor<8xf32>
    %2374 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2373 : tensor<8xf32>
    %2375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2376 = stablehlo.multiply %2375, %1678 : tensor<8xf32>
    %2377 = stablehlo.subtract %stages.1.blocks.0.gamma, %2376 : tensor<8xf32>
    %2378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2379 = stablehlo.multiply %2378, %1697 : tensor<8xf32>
    %2380 = stablehlo.subtract %stages.2.down.norm.g, %2379 : tensor<8xf32>
    %2381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2382 = stablehlo.multiply %2381, %1716 : tensor<8xf32>
    %2383 = stablehlo.subtract %stages.2.down.norm.b, %2382 : tensor<8xf32>
    %2384 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2385 = stablehlo.multiply %2384, %2275 : tensor<2x2x8x12xf32>
    %2386 = stablehlo.subtract %stages.2.down.conv.w, %2385 : tensor<2x2x8x12xf32>
    %2387 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2388 = stablehlo.multiply %2387, %1754 : tensor<12xf32>
    %2389 = stablehlo.subtract %stages.2.down.conv.b, %2388 : tensor<12xf32>
    %2390 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2391 = stablehlo.multiply %2390, %2278 : tensor<7x7x1x12xf32>
    %2392 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2391 : tensor<7x7x1x12xf32>
    %2393 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2394 = stablehlo.multiply %2393, %1792 : tensor<12xf32>
    %2395 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2394 : tensor<12xf32>
    %2396 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2397 = stablehlo.multiply %2396, %1811 : tensor<12xf32>
    %2398 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2397 : tensor<12xf32>
    %2399 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2400 = stablehlo.multiply %2399, %1830 : tensor<12xf32>
    %2401 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2400 : tensor<12xf32>
    %2402 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2403 = stablehlo.multiply %2402, %2281 : tensor<12x48xf32>
    %2404 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2403 : tensor<12x48xf32>
    %2405 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2406 = stablehlo.multiply %2405, %1868 : tensor<48xf32>
    %2407 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2406 : tensor<48xf32>
    %2408 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2409 = stablehlo.multiply %2408, %2284 : tensor<48x12xf32>
    %2410 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2409 : tensor<48x12xf32>
    %2411 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2412 = stablehlo.multiply %2411, %1906 : tensor<12xf32>
    %2413 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2412 : tensor<12xf32>
    %2414 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2415 = stablehlo.multiply %2414, %1925 : tensor<12xf32>
    %2416 = stablehlo.subtract %stages.2.blocks.0.gamma, %2415 : tensor<12xf32>
    %2417 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2418 = stablehlo.multiply %2417, %1944 : tensor<12xf32>
    %2419 = stablehlo.subtract %stages.3.down.norm.g, %2418 : tensor<12xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2421 = stablehlo.multiply %2420, %1963 : tensor<12xf32>
    %2422 = stablehlo.subtract %stages.3.down.norm.b, %2421 : tensor<12xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2424 = stablehlo.multiply %2423, %2287 : tensor<2x2x12x16xf32>
    %2425 = stablehlo.subtract %stages.3.down.conv.w, %2424 : tensor<2x2x12x16xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2427 = stablehlo.multiply %2426, %2001 : tensor<16xf32>
    %2428 = stablehlo.subtract %stages.3.down.conv.b, %2427 : tensor<16xf32>
    %2429 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2430 = stablehlo.multiply %2429, %2290 : tensor<7x7x1x16xf32>
    %2431 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2430 : tensor<7x7x1x16xf32>
    %2432 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2433 = stablehlo.multiply %2432, %2039 : tensor<16xf32>
    %2434 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2433 : tensor<16xf32>
    %2435 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2436 = stablehlo.multiply %2435, %2058 : tensor<16xf32>
    %2437 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2436 : tensor<16xf32>
    %2438 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2439 = stablehlo.multiply %2438, %2077 : tensor<16xf32>
    %2440 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2439 : tensor<16xf32>
    %2441 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2442 = stablehlo.multiply %2441, %2293 : tensor<16x64xf32>
    %2443 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2442 : tensor<16x64xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2445 = stablehlo.multiply %2444, %2115 : tensor<64xf32>
    %2446 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2445 : tensor<64xf32>
    %2447 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2448 = stablehlo.multiply %2447, %2296 : tensor<64x16xf32>
    %2449 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2448 : tensor<64x16xf32>
    %2450 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2451 = stablehlo.multiply %2450, %2153 : tensor<16xf32>
    %2452 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2451 : tensor<16xf32>
    %2453 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2454 = stablehlo.multiply %2453, %2172 : tensor<16xf32>
    %2455 = stablehlo.subtract %stages.3.blocks.0.gamma, %2454 : tensor<16xf32>
    %2456 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2457 = stablehlo.multiply %2456, %2191 : tensor<16xf32>
    %2458 = stablehlo.subtract %head.norm.g, %2457 : tensor<16xf32>
    %2459 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2460 = stablehlo.multiply %2459, %2210 : tensor<16xf32>
    %2461 = stablehlo.subtract %head.norm.b, %2460 : tensor<16xf32>
    %2462 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2463 = stablehlo.multiply %2462, %2299 : tensor<16x10xf32>
    %2464 = stablehlo.subtract %head.fc.w, %2463 : tensor<16x10xf32>
    %2465 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2466 = stablehlo.multiply %2465, %2248 : tensor<10xf32>
    %2467 = stablehlo.subtract %head.fc.b, %2466 : tensor<10xf32>
    "func.return"(%2302, %2305, %2308, %2311, %2314, %2317, %2320, %2323, %2326, %2329, %2332, %2335, %2338, %2341, %2344, %2347, %2350, %2353, %2356, %2359, %2362, %2365, %2368, %2371, %2374, %2377, %2380, %2383, %2386, %2389, %2392, %2395, %2398, %2401, %2404, %2407, %2410, %2413, %2416, %2419, %2422, %2425, %2428, %2431, %2434, %2437, %2440, %2443, %2446, %2449, %2452, %2455, %2458, %2461, %2464, %2467, %1189, %1208, %1227, %1246, %1265, %1284, %1303, %1322, %1341, %1360, %1379, %1398, %1417, %1436, %1455, %1474, %1493, %1512, %1531, %1550, %1569, %1588, %1607, %1626, %1645, %1664, %1683, %1702, %1721, %1740, %1759, %1778, %1797, %1816, %1835, %1854, %1873, %1892, %1911, %1930, %1949, %1968, %1987, %2006, %2025, %2044, %2063, %2082, %2101, %2120, %2139, %2158, %2177, %2196, %2215, %2234, %1195, %1214, %1233, %1252, %1271, %1290, %1309, %1328, %1347, %1366, %1385, %1404, %1423, %1442, %1461, %1480, %1499, %1518, %1537, %1556, %1575, %1594, %1613, %1632, %1651, %1670, %1689, %1708, %1727, %1746, %1765, %1784, %1803, %1822, %1841, %1860, %1879, %1898, %1917, %1936, %1955, %1974, %1993, %2012, %2031, %2050, %2069, %2088, %2107, %2126, %2145, %2164, %2183, %2202, %2221, %2240, %306, %902) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

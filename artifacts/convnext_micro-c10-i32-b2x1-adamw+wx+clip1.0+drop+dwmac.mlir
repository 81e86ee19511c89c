// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+dwmac
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
// variant: adamw+wx+clip1.0+drop+dwmac  gelu: erf
// lowerings: depthwise shifted multiply-adds (the default on xla-cpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu)
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
// content sha256: 2759e578c6684c41e6b0341545bf0c788aacceb6a45205d4067ec1c1d1411940
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
    %1492 = "stablehlo.dot_general"(%1463, %1490) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2x16xf32>, tensor<2x10xf32>) -> tensor<16x10xf32>
    %1493 = stablehlo.constant dense<0.0> : tensor<f32>
    %1494 = "stablehlo.reduce"(%1490, %1493) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %1495 = stablehlo.multiply %1491, %1460 : tensor<2x16xf32>
    %1496 = stablehlo.constant dense<0.0> : tensor<f32>
    %1497 = "stablehlo.reduce"(%1495, %1496) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1498 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %1499 = stablehlo.divide %1497, %1498 : tensor<2xf32>
    %1500 = "stablehlo.broadcast_in_dim"(%1499) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %1501 = stablehlo.subtract %1495, %1500 : tensor<2x16xf32>
    %1502 = stablehlo.multiply %1495, %1459 : tensor<2x16xf32>
    %1503 = stablehlo.constant dense<0.0> : tensor<f32>
    %1504 = "stablehlo.reduce"(%1502, %1503) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %1505 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %1506 = stablehlo.divide %1504, %1505 : tensor<2xf32>
    %1507 = "stablehlo.broadcast_in_dim"(%1506) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %1508 = stablehlo.multiply %1459, %1507 : tensor<2x16xf32>
    %1509 = stablehlo.subtract %1501, %1508 : tensor<2x16xf32>
    %1510 = stablehlo.multiply %1458, %1509 : tensor<2x16xf32>
    %1511 = stablehlo.multiply %1491, %1459 : tensor<2x16xf32>
    %1512 = stablehlo.constant dense<0.0> : tensor<f32>
    %1513 = "stablehlo.reduce"(%1511, %1512) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1514 = stablehlo.constant dense<0.0> : tensor<f32>
    %1515 = "stablehlo.reduce"(%1491, %1514) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1516 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %1517 = stablehlo.divide %1510, %1516 : tensor<2x16xf32>
    %1518 = "stablehlo.broadcast_in_dim"(%1517) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %1519 = stablehlo.multiply %1518, %1437 : tensor<2x1x1x16xf32>
    %1520 = stablehlo.multiply %1519, %1434 : tensor<2x1x1x16xf32>
    %1521 = stablehlo.multiply %1519, %1433 : tensor<2x1x1x16xf32>
    %1522 = stablehlo.constant dense<0.0> : tensor<f32>
    %1523 = "stablehlo.reduce"(%1521, %1522) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1524 = "stablehlo.dot_general"(%1520, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %1525 = "stablehlo.dot_general"(%1430, %1520) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x64xf32>, tensor<2x1x1x16xf32>) -> tensor<64x16xf32>
    %1526 = stablehlo.constant dense<0.0> : tensor<f32>
    %1527 = "stablehlo.reduce"(%1520, %1526) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1528 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %1529 = stablehlo.multiply %1427, %1528 : tensor<2x1x1x64xf32>
    %1530 = stablehlo.multiply %1424, %1424 : tensor<2x1x1x64xf32>
    %1531 = stablehlo.negate %1530 : tensor<2x1x1x64xf32>
    %1532 = stablehlo.exponential %1531 : tensor<2x1x1x64xf32>
    %1533 = stablehlo.constant dense<0.3989423> : tensor<2x1x1x64xf32>
    %1534 = stablehlo.multiply %1532, %1533 : tensor<2x1x1x64xf32>
    %1535 = stablehlo.multiply %1422, %1534 : tensor<2x1x1x64xf32>
    %1536 = stablehlo.add %1529, %1535 : tensor<2x1x1x64xf32>
    %1537 = stablehlo.multiply %1524, %1536 : tensor<2x1x1x64xf32>
    %1538 = "stablehlo.dot_general"(%1537, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %1539 = "stablehlo.dot_general"(%1419, %1537) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %1540 = stablehlo.constant dense<0.0> : tensor<f32>
    %1541 = "stablehlo.reduce"(%1537, %1540) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1542 = stablehlo.multiply %1538, %1416 : tensor<2x1x1x16xf32>
    %1543 = stablehlo.constant dense<0.0> : tensor<f32>
    %1544 = "stablehlo.reduce"(%1542, %1543) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1545 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %1546 = stablehlo.divide %1544, %1545 : tensor<2x1x1xf32>
    %1547 = "stablehlo.broadcast_in_dim"(%1546) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %1548 = stablehlo.subtract %1542, %1547 : tensor<2x1x1x16xf32>
    %1549 = stablehlo.multiply %1542, %1415 : tensor<2x1x1x16xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    %1551 = "stablehlo.reduce"(%1549, %1550) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1552 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %1553 = stablehlo.divide %1551, %1552 : tensor<2x1x1xf32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %1555 = stablehlo.multiply %1415, %1554 : tensor<2x1x1x16xf32>
    %1556 = stablehlo.subtract %1548, %1555 : tensor<2x1x1x16xf32>
    %1557 = stablehlo.multiply %1414, %1556 : tensor<2x1x1x16xf32>
    %1558 = stablehlo.multiply %1538, %1415 : tensor<2x1x1x16xf32>
    %1559 = stablehlo.constant dense<0.0> : tensor<f32>
    %1560 = "stablehlo.reduce"(%1558, %1559) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1561 = stablehlo.constant dense<0.0> : tensor<f32>
    %1562 = "stablehlo.reduce"(%1538, %1561) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1563 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1564 = stablehlo.multiply %1563, %1557 : tensor<2x1x1x16xf32>
    %1565 = stablehlo.constant dense<0.0> : tensor<f32>
    %1566 = "stablehlo.reduce"(%1564, %1565) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1567 = stablehlo.constant dense<0.0> : tensor<f32>
    %1568 = "stablehlo.reduce"(%1566, %1567) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1569 = "stablehlo.reshape"(%1568) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1570 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 2, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1571 = stablehlo.multiply %1570, %1557 : tensor<2x1x1x16xf32>
    %1572 = stablehlo.constant dense<0.0> : tensor<f32>
    %1573 = "stablehlo.reduce"(%1571, %1572) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1573, %1574) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1576 = "stablehlo.reshape"(%1575) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1577 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 3, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1578 = stablehlo.multiply %1577, %1557 : tensor<2x1x1x16xf32>
    %1579 = stablehlo.constant dense<0.0> : tensor<f32>
    %1580 = "stablehlo.reduce"(%1578, %1579) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1581 = stablehlo.constant dense<0.0> : tensor<f32>
    %1582 = "stablehlo.reduce"(%1580, %1581) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1583 = "stablehlo.reshape"(%1582) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1584 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 4, 16>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1585 = stablehlo.multiply %1584, %1557 : tensor<2x1x1x16xf32>
    %1586 = stablehlo.constant dense<0.0> : tensor<f32>
    %1587 = "stablehlo.reduce"(%1585, %1586) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1588 = stablehlo.constant dense<0.0> : tensor<f32>
    %1589 = "stablehlo.reduce"(%1587, %1588) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1590 = "stablehlo.reshape"(%1589) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1591 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 5, 16>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1592 = stablehlo.multiply %1591, %1557 : tensor<2x1x1x16xf32>
    %1593 = stablehlo.constant dense<0.0> : tensor<f32>
    %1594 = "stablehlo.reduce"(%1592, %1593) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1595 = stablehlo.constant dense<0.0> : tensor<f32>
    %1596 = "stablehlo.reduce"(%1594, %1595) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1597 = "stablehlo.reshape"(%1596) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1598 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 6, 16>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1599 = stablehlo.multiply %1598, %1557 : tensor<2x1x1x16xf32>
    %1600 = stablehlo.constant dense<0.0> : tensor<f32>
    %1601 = "stablehlo.reduce"(%1599, %1600) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1602 = stablehlo.constant dense<0.0> : tensor<f32>
    %1603 = "stablehlo.reduce"(%1601, %1602) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1604 = "stablehlo.reshape"(%1603) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1605 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 1, 7, 16>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1606 = stablehlo.multiply %1605, %1557 : tensor<2x1x1x16xf32>
    %1607 = stablehlo.constant dense<0.0> : tensor<f32>
    %1608 = "stablehlo.reduce"(%1606, %1607) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1609 = stablehlo.constant dense<0.0> : tensor<f32>
    %1610 = "stablehlo.reduce"(%1608, %1609) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1611 = "stablehlo.reshape"(%1610) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1612 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1613 = stablehlo.multiply %1612, %1557 : tensor<2x1x1x16xf32>
    %1614 = stablehlo.constant dense<0.0> : tensor<f32>
    %1615 = "stablehlo.reduce"(%1613, %1614) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1616 = stablehlo.constant dense<0.0> : tensor<f32>
    %1617 = "stablehlo.reduce"(%1615, %1616) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1618 = "stablehlo.reshape"(%1617) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1619 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 2, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1620 = stablehlo.multiply %1619, %1557 : tensor<2x1x1x16xf32>
    %1621 = stablehlo.constant dense<0.0> : tensor<f32>
    %1622 = "stablehlo.reduce"(%1620, %1621) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1623 = stablehlo.constant dense<0.0> : tensor<f32>
    %1624 = "stablehlo.reduce"(%1622, %1623) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1625 = "stablehlo.reshape"(%1624) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1626 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 3, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1627 = stablehlo.multiply %1626, %1557 : tensor<2x1x1x16xf32>
    %1628 = stablehlo.constant dense<0.0> : tensor<f32>
    %1629 = "stablehlo.reduce"(%1627, %1628) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1630 = stablehlo.constant dense<0.0> : tensor<f32>
    %1631 = "stablehlo.reduce"(%1629, %1630) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1632 = "stablehlo.reshape"(%1631) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1633 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 4, 16>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1634 = stablehlo.multiply %1633, %1557 : tensor<2x1x1x16xf32>
    %1635 = stablehlo.constant dense<0.0> : tensor<f32>
    %1636 = "stablehlo.reduce"(%1634, %1635) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1637 = stablehlo.constant dense<0.0> : tensor<f32>
    %1638 = "stablehlo.reduce"(%1636, %1637) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1639 = "stablehlo.reshape"(%1638) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1640 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 5, 16>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1641 = stablehlo.multiply %1640, %1557 : tensor<2x1x1x16xf32>
    %1642 = stablehlo.constant dense<0.0> : tensor<f32>
    %1643 = "stablehlo.reduce"(%1641, %1642) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1644 = stablehlo.constant dense<0.0> : tensor<f32>
    %1645 = "stablehlo.reduce"(%1643, %1644) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1646 = "stablehlo.reshape"(%1645) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1647 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 6, 16>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1648 = stablehlo.multiply %1647, %1557 : tensor<2x1x1x16xf32>
    %1649 = stablehlo.constant dense<0.0> : tensor<f32>
    %1650 = "stablehlo.reduce"(%1648, %1649) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1651 = stablehlo.constant dense<0.0> : tensor<f32>
    %1652 = "stablehlo.reduce"(%1650, %1651) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1653 = "stablehlo.reshape"(%1652) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1654 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 2, 7, 16>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1655 = stablehlo.multiply %1654, %1557 : tensor<2x1x1x16xf32>
    %1656 = stablehlo.constant dense<0.0> : tensor<f32>
    %1657 = "stablehlo.reduce"(%1655, %1656) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1658 = stablehlo.constant dense<0.0> : tensor<f32>
    %1659 = "stablehlo.reduce"(%1657, %1658) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1660 = "stablehlo.reshape"(%1659) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1661 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1662 = stablehlo.multiply %1661, %1557 : tensor<2x1x1x16xf32>
    %1663 = stablehlo.constant dense<0.0> : tensor<f32>
    %1664 = "stablehlo.reduce"(%1662, %1663) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1665 = stablehlo.constant dense<0.0> : tensor<f32>
    %1666 = "stablehlo.reduce"(%1664, %1665) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1667 = "stablehlo.reshape"(%1666) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1668 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 2, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1669 = stablehlo.multiply %1668, %1557 : tensor<2x1x1x16xf32>
    %1670 = stablehlo.constant dense<0.0> : tensor<f32>
    %1671 = "stablehlo.reduce"(%1669, %1670) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1672 = stablehlo.constant dense<0.0> : tensor<f32>
    %1673 = "stablehlo.reduce"(%1671, %1672) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1674 = "stablehlo.reshape"(%1673) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1675 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 3, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1676 = stablehlo.multiply %1675, %1557 : tensor<2x1x1x16xf32>
    %1677 = stablehlo.constant dense<0.0> : tensor<f32>
    %1678 = "stablehlo.reduce"(%1676, %1677) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1679 = stablehlo.constant dense<0.0> : tensor<f32>
    %1680 = "stablehlo.reduce"(%1678, %1679) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1681 = "stablehlo.reshape"(%1680) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1682 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 4, 16>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1683 = stablehlo.multiply %1682, %1557 : tensor<2x1x1x16xf32>
    %1684 = stablehlo.constant dense<0.0> : tensor<f32>
    %1685 = "stablehlo.reduce"(%1683, %1684) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1686 = stablehlo.constant dense<0.0> : tensor<f32>
    %1687 = "stablehlo.reduce"(%1685, %1686) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1688 = "stablehlo.reshape"(%1687) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1689 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 5, 16>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1690 = stablehlo.multiply %1689, %1557 : tensor<2x1x1x16xf32>
    %1691 = stablehlo.constant dense<0.0> : tensor<f32>
    %1692 = "stablehlo.reduce"(%1690, %1691) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1693 = stablehlo.constant dense<0.0> : tensor<f32>
    %1694 = "stablehlo.reduce"(%1692, %1693) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1695 = "stablehlo.reshape"(%1694) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1696 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 6, 16>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1697 = stablehlo.multiply %1696, %1557 : tensor<2x1x1x16xf32>
    %1698 = stablehlo.constant dense<0.0> : tensor<f32>
    %1699 = "stablehlo.reduce"(%1697, %1698) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1700 = stablehlo.constant dense<0.0> : tensor<f32>
    %1701 = "stablehlo.reduce"(%1699, %1700) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1702 = "stablehlo.reshape"(%1701) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1703 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 3, 7, 16>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1704 = stablehlo.multiply %1703, %1557 : tensor<2x1x1x16xf32>
    %1705 = stablehlo.constant dense<0.0> : tensor<f32>
    %1706 = "stablehlo.reduce"(%1704, %1705) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1707 = stablehlo.constant dense<0.0> : tensor<f32>
    %1708 = "stablehlo.reduce"(%1706, %1707) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1709 = "stablehlo.reshape"(%1708) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1710 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1711 = stablehlo.multiply %1710, %1557 : tensor<2x1x1x16xf32>
    %1712 = stablehlo.constant dense<0.0> : tensor<f32>
    %1713 = "stablehlo.reduce"(%1711, %1712) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1714 = stablehlo.constant dense<0.0> : tensor<f32>
    %1715 = "stablehlo.reduce"(%1713, %1714) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1716 = "stablehlo.reshape"(%1715) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1717 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 2, 16>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1718 = stablehlo.multiply %1717, %1557 : tensor<2x1x1x16xf32>
    %1719 = stablehlo.constant dense<0.0> : tensor<f32>
    %1720 = "stablehlo.reduce"(%1718, %1719) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1721 = stablehlo.constant dense<0.0> : tensor<f32>
    %1722 = "stablehlo.reduce"(%1720, %1721) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1723 = "stablehlo.reshape"(%1722) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1724 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 3, 16>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1725 = stablehlo.multiply %1724, %1557 : tensor<2x1x1x16xf32>
    %1726 = stablehlo.constant dense<0.0> : tensor<f32>
    %1727 = "stablehlo.reduce"(%1725, %1726) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1727, %1728) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1730 = "stablehlo.reshape"(%1729) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1731 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 4, 16>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1732 = stablehlo.multiply %1731, %1557 : tensor<2x1x1x16xf32>
    %1733 = stablehlo.constant dense<0.0> : tensor<f32>
    %1734 = "stablehlo.reduce"(%1732, %1733) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1735 = stablehlo.constant dense<0.0> : tensor<f32>
    %1736 = "stablehlo.reduce"(%1734, %1735) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1737 = "stablehlo.reshape"(%1736) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1738 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 5, 16>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1739 = stablehlo.multiply %1738, %1557 : tensor<2x1x1x16xf32>
    %1740 = stablehlo.constant dense<0.0> : tensor<f32>
    %1741 = "stablehlo.reduce"(%1739, %1740) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1742 = stablehlo.constant dense<0.0> : tensor<f32>
    %1743 = "stablehlo.reduce"(%1741, %1742) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1744 = "stablehlo.reshape"(%1743) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1745 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 6, 16>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1746 = stablehlo.multiply %1745, %1557 : tensor<2x1x1x16xf32>
    %1747 = stablehlo.constant dense<0.0> : tensor<f32>
    %1748 = "stablehlo.reduce"(%1746, %1747) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1749 = stablehlo.constant dense<0.0> : tensor<f32>
    %1750 = "stablehlo.reduce"(%1748, %1749) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1751 = "stablehlo.reshape"(%1750) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1752 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 4, 7, 16>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1753 = stablehlo.multiply %1752, %1557 : tensor<2x1x1x16xf32>
    %1754 = stablehlo.constant dense<0.0> : tensor<f32>
    %1755 = "stablehlo.reduce"(%1753, %1754) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1756 = stablehlo.constant dense<0.0> : tensor<f32>
    %1757 = "stablehlo.reduce"(%1755, %1756) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1758 = "stablehlo.reshape"(%1757) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1759 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1760 = stablehlo.multiply %1759, %1557 : tensor<2x1x1x16xf32>
    %1761 = stablehlo.constant dense<0.0> : tensor<f32>
    %1762 = "stablehlo.reduce"(%1760, %1761) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1763 = stablehlo.constant dense<0.0> : tensor<f32>
    %1764 = "stablehlo.reduce"(%1762, %1763) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1765 = "stablehlo.reshape"(%1764) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1766 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 2, 16>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1767 = stablehlo.multiply %1766, %1557 : tensor<2x1x1x16xf32>
    %1768 = stablehlo.constant dense<0.0> : tensor<f32>
    %1769 = "stablehlo.reduce"(%1767, %1768) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1770 = stablehlo.constant dense<0.0> : tensor<f32>
    %1771 = "stablehlo.reduce"(%1769, %1770) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1772 = "stablehlo.reshape"(%1771) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1773 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 3, 16>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1774 = stablehlo.multiply %1773, %1557 : tensor<2x1x1x16xf32>
    %1775 = stablehlo.constant dense<0.0> : tensor<f32>
    %1776 = "stablehlo.reduce"(%1774, %1775) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1777 = stablehlo.constant dense<0.0> : tensor<f32>
    %1778 = "stablehlo.reduce"(%1776, %1777) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1779 = "stablehlo.reshape"(%1778) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1780 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 4, 16>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1781 = stablehlo.multiply %1780, %1557 : tensor<2x1x1x16xf32>
    %1782 = stablehlo.constant dense<0.0> : tensor<f32>
    %1783 = "stablehlo.reduce"(%1781, %1782) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1784 = stablehlo.constant dense<0.0> : tensor<f32>
    %1785 = "stablehlo.reduce"(%1783, %1784) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1786 = "stablehlo.reshape"(%1785) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1787 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 5, 16>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1788 = stablehlo.multiply %1787, %1557 : tensor<2x1x1x16xf32>
    %1789 = stablehlo.constant dense<0.0> : tensor<f32>
    %1790 = "stablehlo.reduce"(%1788, %1789) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1791 = stablehlo.constant dense<0.0> : tensor<f32>
    %1792 = "stablehlo.reduce"(%1790, %1791) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1793 = "stablehlo.reshape"(%1792) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1794 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 6, 16>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1795 = stablehlo.multiply %1794, %1557 : tensor<2x1x1x16xf32>
    %1796 = stablehlo.constant dense<0.0> : tensor<f32>
    %1797 = "stablehlo.reduce"(%1795, %1796) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1798 = stablehlo.constant dense<0.0> : tensor<f32>
    %1799 = "stablehlo.reduce"(%1797, %1798) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1800 = "stablehlo.reshape"(%1799) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1801 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 5, 7, 16>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1802 = stablehlo.multiply %1801, %1557 : tensor<2x1x1x16xf32>
    %1803 = stablehlo.constant dense<0.0> : tensor<f32>
    %1804 = "stablehlo.reduce"(%1802, %1803) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1805 = stablehlo.constant dense<0.0> : tensor<f32>
    %1806 = "stablehlo.reduce"(%1804, %1805) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1807 = "stablehlo.reshape"(%1806) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1808 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1809 = stablehlo.multiply %1808, %1557 : tensor<2x1x1x16xf32>
    %1810 = stablehlo.constant dense<0.0> : tensor<f32>
    %1811 = "stablehlo.reduce"(%1809, %1810) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1812 = stablehlo.constant dense<0.0> : tensor<f32>
    %1813 = "stablehlo.reduce"(%1811, %1812) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1814 = "stablehlo.reshape"(%1813) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1815 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 2, 16>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1816 = stablehlo.multiply %1815, %1557 : tensor<2x1x1x16xf32>
    %1817 = stablehlo.constant dense<0.0> : tensor<f32>
    %1818 = "stablehlo.reduce"(%1816, %1817) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1819 = stablehlo.constant dense<0.0> : tensor<f32>
    %1820 = "stablehlo.reduce"(%1818, %1819) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1821 = "stablehlo.reshape"(%1820) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1822 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 3, 16>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1823 = stablehlo.multiply %1822, %1557 : tensor<2x1x1x16xf32>
    %1824 = stablehlo.constant dense<0.0> : tensor<f32>
    %1825 = "stablehlo.reduce"(%1823, %1824) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1825, %1826) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1828 = "stablehlo.reshape"(%1827) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1829 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 4, 16>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1830 = stablehlo.multiply %1829, %1557 : tensor<2x1x1x16xf32>
    %1831 = stablehlo.constant dense<0.0> : tensor<f32>
    %1832 = "stablehlo.reduce"(%1830, %1831) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1833 = stablehlo.constant dense<0.0> : tensor<f32>
    %1834 = "stablehlo.reduce"(%1832, %1833) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1835 = "stablehlo.reshape"(%1834) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1836 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 5, 16>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1837 = stablehlo.multiply %1836, %1557 : tensor<2x1x1x16xf32>
    %1838 = stablehlo.constant dense<0.0> : tensor<f32>
    %1839 = "stablehlo.reduce"(%1837, %1838) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<f32>
    %1841 = "stablehlo.reduce"(%1839, %1840) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1842 = "stablehlo.reshape"(%1841) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1843 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 6, 16>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1844 = stablehlo.multiply %1843, %1557 : tensor<2x1x1x16xf32>
    %1845 = stablehlo.constant dense<0.0> : tensor<f32>
    %1846 = "stablehlo.reduce"(%1844, %1845) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1847 = stablehlo.constant dense<0.0> : tensor<f32>
    %1848 = "stablehlo.reduce"(%1846, %1847) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1849 = "stablehlo.reshape"(%1848) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1850 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 6, 7, 16>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1851 = stablehlo.multiply %1850, %1557 : tensor<2x1x1x16xf32>
    %1852 = stablehlo.constant dense<0.0> : tensor<f32>
    %1853 = "stablehlo.reduce"(%1851, %1852) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1853, %1854) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1856 = "stablehlo.reshape"(%1855) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1857 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1858 = stablehlo.multiply %1857, %1557 : tensor<2x1x1x16xf32>
    %1859 = stablehlo.constant dense<0.0> : tensor<f32>
    %1860 = "stablehlo.reduce"(%1858, %1859) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1861 = stablehlo.constant dense<0.0> : tensor<f32>
    %1862 = "stablehlo.reduce"(%1860, %1861) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1863 = "stablehlo.reshape"(%1862) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1864 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 2, 16>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1865 = stablehlo.multiply %1864, %1557 : tensor<2x1x1x16xf32>
    %1866 = stablehlo.constant dense<0.0> : tensor<f32>
    %1867 = "stablehlo.reduce"(%1865, %1866) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1868 = stablehlo.constant dense<0.0> : tensor<f32>
    %1869 = "stablehlo.reduce"(%1867, %1868) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1870 = "stablehlo.reshape"(%1869) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1871 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 3, 16>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1872 = stablehlo.multiply %1871, %1557 : tensor<2x1x1x16xf32>
    %1873 = stablehlo.constant dense<0.0> : tensor<f32>
    %1874 = "stablehlo.reduce"(%1872, %1873) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1875 = stablehlo.constant dense<0.0> : tensor<f32>
    %1876 = "stablehlo.reduce"(%1874, %1875) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1877 = "stablehlo.reshape"(%1876) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1878 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 4, 16>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1879 = stablehlo.multiply %1878, %1557 : tensor<2x1x1x16xf32>
    %1880 = stablehlo.constant dense<0.0> : tensor<f32>
    %1881 = "stablehlo.reduce"(%1879, %1880) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1882 = stablehlo.constant dense<0.0> : tensor<f32>
    %1883 = "stablehlo.reduce"(%1881, %1882) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1884 = "stablehlo.reshape"(%1883) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1885 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 5, 16>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1886 = stablehlo.multiply %1885, %1557 : tensor<2x1x1x16xf32>
    %1887 = stablehlo.constant dense<0.0> : tensor<f32>
    %1888 = "stablehlo.reduce"(%1886, %1887) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1889 = stablehlo.constant dense<0.0> : tensor<f32>
    %1890 = "stablehlo.reduce"(%1888, %1889) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1891 = "stablehlo.reshape"(%1890) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1892 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 6, 16>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1893 = stablehlo.multiply %1892, %1557 : tensor<2x1x1x16xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1893, %1894) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1896 = stablehlo.constant dense<0.0> : tensor<f32>
    %1897 = "stablehlo.reduce"(%1895, %1896) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1898 = "stablehlo.reshape"(%1897) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1899 = "stablehlo.slice"(%1104) {limit_indices = array<i64: 2, 7, 7, 16>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1900 = stablehlo.multiply %1899, %1557 : tensor<2x1x1x16xf32>
    %1901 = stablehlo.constant dense<0.0> : tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1903 = stablehlo.constant dense<0.0> : tensor<f32>
    %1904 = "stablehlo.reduce"(%1902, %1903) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1905 = "stablehlo.reshape"(%1904) : (tensor<16xf32>) -> tensor<1x16xf32>
    %1906 = "stablehlo.concatenate"(%1569, %1576, %1583, %1590, %1597, %1604, %1611, %1618, %1625, %1632, %1639, %1646, %1653, %1660, %1667, %1674, %1681, %1688, %1695, %1702, %1709, %1716, %1723, %1730, %1737, %1744, %1751, %1758, %1765, %1772, %1779, %1786, %1793, %1800, %1807, %1814, %1821, %1828, %1835, %1842, %1849, %1856, %1863, %1870, %1877, %1884, %1891, %1898, %1905) {dimension = 0 : i64} : (tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<49x16xf32>
    %1907 = "stablehlo.reshape"(%1906) : (tensor<49x16xf32>) -> tensor<7x7x1x16xf32>
    %1908 = stablehlo.constant dense<0.0> : tensor<f32>
    %1909 = "stablehlo.reduce"(%1557, %1908) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1910 = stablehlo.constant dense<0.0> : tensor<f32>
    %1911 = "stablehlo.pad"(%1557, %1910) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x7x7x16xf32>
    %1912 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1913 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 16>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1914 = "stablehlo.reshape"(%1913) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1915 = "stablehlo.broadcast_in_dim"(%1914) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1916 = stablehlo.multiply %1912, %1915 : tensor<2x1x1x16xf32>
    %1917 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 2, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1918 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 16>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1919 = "stablehlo.reshape"(%1918) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1920 = "stablehlo.broadcast_in_dim"(%1919) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1921 = stablehlo.multiply %1917, %1920 : tensor<2x1x1x16xf32>
    %1922 = stablehlo.add %1916, %1921 : tensor<2x1x1x16xf32>
    %1923 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 3, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1924 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 16>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1925 = "stablehlo.reshape"(%1924) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%1925) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1927 = stablehlo.multiply %1923, %1926 : tensor<2x1x1x16xf32>
    %1928 = stablehlo.add %1922, %1927 : tensor<2x1x1x16xf32>
    %1929 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 4, 16>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1930 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 16>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1931 = "stablehlo.reshape"(%1930) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%1931) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1933 = stablehlo.multiply %1929, %1932 : tensor<2x1x1x16xf32>
    %1934 = stablehlo.add %1928, %1933 : tensor<2x1x1x16xf32>
    %1935 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 5, 16>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1936 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 16>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1937 = "stablehlo.reshape"(%1936) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1938 = "stablehlo.broadcast_in_dim"(%1937) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1939 = stablehlo.multiply %1935, %1938 : tensor<2x1x1x16xf32>
    %1940 = stablehlo.add %1934, %1939 : tensor<2x1x1x16xf32>
    %1941 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 6, 16>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1942 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 16>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1943 = "stablehlo.reshape"(%1942) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%1943) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1945 = stablehlo.multiply %1941, %1944 : tensor<2x1x1x16xf32>
    %1946 = stablehlo.add %1940, %1945 : tensor<2x1x1x16xf32>
    %1947 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 1, 7, 16>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1948 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 16>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1949 = "stablehlo.reshape"(%1948) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1950 = "stablehlo.broadcast_in_dim"(%1949) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1951 = stablehlo.multiply %1947, %1950 : tensor<2x1x1x16xf32>
    %1952 = stablehlo.add %1946, %1951 : tensor<2x1x1x16xf32>
    %1953 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1954 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 16>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1955 = "stablehlo.reshape"(%1954) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1956 = "stablehlo.broadcast_in_dim"(%1955) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1957 = stablehlo.multiply %1953, %1956 : tensor<2x1x1x16xf32>
    %1958 = stablehlo.add %1952, %1957 : tensor<2x1x1x16xf32>
    %1959 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 2, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1960 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 16>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1961 = "stablehlo.reshape"(%1960) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1962 = "stablehlo.broadcast_in_dim"(%1961) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1963 = stablehlo.multiply %1959, %1962 : tensor<2x1x1x16xf32>
    %1964 = stablehlo.add %1958, %1963 : tensor<2x1x1x16xf32>
    %1965 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 3, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1966 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 16>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1967 = "stablehlo.reshape"(%1966) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%1967) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1969 = stablehlo.multiply %1965, %1968 : tensor<2x1x1x16xf32>
    %1970 = stablehlo.add %1964, %1969 : tensor<2x1x1x16xf32>
    %1971 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 4, 16>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1972 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 16>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1973 = "stablehlo.reshape"(%1972) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1974 = "stablehlo.broadcast_in_dim"(%1973) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1975 = stablehlo.multiply %1971, %1974 : tensor<2x1x1x16xf32>
    %1976 = stablehlo.add %1970, %1975 : tensor<2x1x1x16xf32>
    %1977 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 5, 16>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1978 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 16>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1979 = "stablehlo.reshape"(%1978) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1980 = "stablehlo.broadcast_in_dim"(%1979) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1981 = stablehlo.multiply %1977, %1980 : tensor<2x1x1x16xf32>
    %1982 = stablehlo.add %1976, %1981 : tensor<2x1x1x16xf32>
    %1983 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 6, 16>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1984 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 16>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1985 = "stablehlo.reshape"(%1984) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%1985) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1987 = stablehlo.multiply %1983, %1986 : tensor<2x1x1x16xf32>
    %1988 = stablehlo.add %1982, %1987 : tensor<2x1x1x16xf32>
    %1989 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 2, 7, 16>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1990 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 16>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1991 = "stablehlo.reshape"(%1990) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1992 = "stablehlo.broadcast_in_dim"(%1991) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1993 = stablehlo.multiply %1989, %1992 : tensor<2x1x1x16xf32>
    %1994 = stablehlo.add %1988, %1993 : tensor<2x1x1x16xf32>
    %1995 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %1996 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 16>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1997 = "stablehlo.reshape"(%1996) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1998 = "stablehlo.broadcast_in_dim"(%1997) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %1999 = stablehlo.multiply %1995, %1998 : tensor<2x1x1x16xf32>
    %2000 = stablehlo.add %1994, %1999 : tensor<2x1x1x16xf32>
    %2001 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 2, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2002 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 16>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2003 = "stablehlo.reshape"(%2002) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2004 = "stablehlo.broadcast_in_dim"(%2003) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2005 = stablehlo.multiply %2001, %2004 : tensor<2x1x1x16xf32>
    %2006 = stablehlo.add %2000, %2005 : tensor<2x1x1x16xf32>
    %2007 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 3, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2008 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 16>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2009 = "stablehlo.reshape"(%2008) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2010 = "stablehlo.broadcast_in_dim"(%2009) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2011 = stablehlo.multiply %2007, %2010 : tensor<2x1x1x16xf32>
    %2012 = stablehlo.add %2006, %2011 : tensor<2x1x1x16xf32>
    %2013 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 4, 16>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2014 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 16>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2015 = "stablehlo.reshape"(%2014) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2016 = "stablehlo.broadcast_in_dim"(%2015) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2017 = stablehlo.multiply %2013, %2016 : tensor<2x1x1x16xf32>
    %2018 = stablehlo.add %2012, %2017 : tensor<2x1x1x16xf32>
    %2019 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 5, 16>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2020 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 16>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2021 = "stablehlo.reshape"(%2020) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2022 = "stablehlo.broadcast_in_dim"(%2021) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2023 = stablehlo.multiply %2019, %2022 : tensor<2x1x1x16xf32>
    %2024 = stablehlo.add %2018, %2023 : tensor<2x1x1x16xf32>
    %2025 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 6, 16>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2026 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 16>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2027 = "stablehlo.reshape"(%2026) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2028 = "stablehlo.broadcast_in_dim"(%2027) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2029 = stablehlo.multiply %2025, %2028 : tensor<2x1x1x16xf32>
    %2030 = stablehlo.add %2024, %2029 : tensor<2x1x1x16xf32>
    %2031 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 3, 7, 16>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2032 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 16>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2033 = "stablehlo.reshape"(%2032) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%2033) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2035 = stablehlo.multiply %2031, %2034 : tensor<2x1x1x16xf32>
    %2036 = stablehlo.add %2030, %2035 : tensor<2x1x1x16xf32>
    %2037 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2038 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 16>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2039 = "stablehlo.reshape"(%2038) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2040 = "stablehlo.broadcast_in_dim"(%2039) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2041 = stablehlo.multiply %2037, %2040 : tensor<2x1x1x16xf32>
    %2042 = stablehlo.add %2036, %2041 : tensor<2x1x1x16xf32>
    %2043 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 2, 16>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2044 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 16>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2045 = "stablehlo.reshape"(%2044) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2046 = "stablehlo.broadcast_in_dim"(%2045) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2047 = stablehlo.multiply %2043, %2046 : tensor<2x1x1x16xf32>
    %2048 = stablehlo.add %2042, %2047 : tensor<2x1x1x16xf32>
    %2049 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 3, 16>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2050 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 16>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2051 = "stablehlo.reshape"(%2050) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2052 = "stablehlo.broadcast_in_dim"(%2051) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2053 = stablehlo.multiply %2049, %2052 : tensor<2x1x1x16xf32>
    %2054 = stablehlo.add %2048, %2053 : tensor<2x1x1x16xf32>
    %2055 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 4, 16>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2056 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 16>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2057 = "stablehlo.reshape"(%2056) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%2057) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2059 = stablehlo.multiply %2055, %2058 : tensor<2x1x1x16xf32>
    %2060 = stablehlo.add %2054, %2059 : tensor<2x1x1x16xf32>
    %2061 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 5, 16>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2062 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 16>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2063 = "stablehlo.reshape"(%2062) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2064 = "stablehlo.broadcast_in_dim"(%2063) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2065 = stablehlo.multiply %2061, %2064 : tensor<2x1x1x16xf32>
    %2066 = stablehlo.add %2060, %2065 : tensor<2x1x1x16xf32>
    %2067 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 6, 16>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2068 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 16>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2069 = "stablehlo.reshape"(%2068) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2070 = "stablehlo.broadcast_in_dim"(%2069) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2071 = stablehlo.multiply %2067, %2070 : tensor<2x1x1x16xf32>
    %2072 = stablehlo.add %2066, %2071 : tensor<2x1x1x16xf32>
    %2073 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 4, 7, 16>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2074 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2075 = "stablehlo.reshape"(%2074) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2076 = "stablehlo.broadcast_in_dim"(%2075) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2077 = stablehlo.multiply %2073, %2076 : tensor<2x1x1x16xf32>
    %2078 = stablehlo.add %2072, %2077 : tensor<2x1x1x16xf32>
    %2079 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2080 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 16>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2081 = "stablehlo.reshape"(%2080) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2082 = "stablehlo.broadcast_in_dim"(%2081) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2083 = stablehlo.multiply %2079, %2082 : tensor<2x1x1x16xf32>
    %2084 = stablehlo.add %2078, %2083 : tensor<2x1x1x16xf32>
    %2085 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 2, 16>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2086 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 16>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2087 = "stablehlo.reshape"(%2086) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2088 = "stablehlo.broadcast_in_dim"(%2087) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2089 = stablehlo.multiply %2085, %2088 : tensor<2x1x1x16xf32>
    %2090 = stablehlo.add %2084, %2089 : tensor<2x1x1x16xf32>
    %2091 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 3, 16>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2092 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 16>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2093 = "stablehlo.reshape"(%2092) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2094 = "stablehlo.broadcast_in_dim"(%2093) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2095 = stablehlo.multiply %2091, %2094 : tensor<2x1x1x16xf32>
    %2096 = stablehlo.add %2090, %2095 : tensor<2x1x1x16xf32>
    %2097 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 4, 16>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2098 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 16>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2099 = "stablehlo.reshape"(%2098) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2100 = "stablehlo.broadcast_in_dim"(%2099) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2101 = stablehlo.multiply %2097, %2100 : tensor<2x1x1x16xf32>
    %2102 = stablehlo.add %2096, %2101 : tensor<2x1x1x16xf32>
    %2103 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 5, 16>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2104 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 16>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2105 = "stablehlo.reshape"(%2104) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2106 = "stablehlo.broadcast_in_dim"(%2105) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2107 = stablehlo.multiply %2103, %2106 : tensor<2x1x1x16xf32>
    %2108 = stablehlo.add %2102, %2107 : tensor<2x1x1x16xf32>
    %2109 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 6, 16>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2110 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 16>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2111 = "stablehlo.reshape"(%2110) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2112 = "stablehlo.broadcast_in_dim"(%2111) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2113 = stablehlo.multiply %2109, %2112 : tensor<2x1x1x16xf32>
    %2114 = stablehlo.add %2108, %2113 : tensor<2x1x1x16xf32>
    %2115 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 5, 7, 16>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2116 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 16>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2117 = "stablehlo.reshape"(%2116) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2118 = "stablehlo.broadcast_in_dim"(%2117) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2119 = stablehlo.multiply %2115, %2118 : tensor<2x1x1x16xf32>
    %2120 = stablehlo.add %2114, %2119 : tensor<2x1x1x16xf32>
    %2121 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2122 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2123 = "stablehlo.reshape"(%2122) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2124 = "stablehlo.broadcast_in_dim"(%2123) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2125 = stablehlo.multiply %2121, %2124 : tensor<2x1x1x16xf32>
    %2126 = stablehlo.add %2120, %2125 : tensor<2x1x1x16xf32>
    %2127 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 2, 16>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2128 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 16>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2129 = "stablehlo.reshape"(%2128) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2131 = stablehlo.multiply %2127, %2130 : tensor<2x1x1x16xf32>
    %2132 = stablehlo.add %2126, %2131 : tensor<2x1x1x16xf32>
    %2133 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 3, 16>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2134 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 16>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2135 = "stablehlo.reshape"(%2134) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2136 = "stablehlo.broadcast_in_dim"(%2135) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2137 = stablehlo.multiply %2133, %2136 : tensor<2x1x1x16xf32>
    %2138 = stablehlo.add %2132, %2137 : tensor<2x1x1x16xf32>
    %2139 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 4, 16>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2140 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 16>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2141 = "stablehlo.reshape"(%2140) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2142 = "stablehlo.broadcast_in_dim"(%2141) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2143 = stablehlo.multiply %2139, %2142 : tensor<2x1x1x16xf32>
    %2144 = stablehlo.add %2138, %2143 : tensor<2x1x1x16xf32>
    %2145 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 5, 16>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2146 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 16>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2147 = "stablehlo.reshape"(%2146) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%2147) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2149 = stablehlo.multiply %2145, %2148 : tensor<2x1x1x16xf32>
    %2150 = stablehlo.add %2144, %2149 : tensor<2x1x1x16xf32>
    %2151 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 6, 16>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2152 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 16>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2153 = "stablehlo.reshape"(%2152) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2154 = "stablehlo.broadcast_in_dim"(%2153) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2155 = stablehlo.multiply %2151, %2154 : tensor<2x1x1x16xf32>
    %2156 = stablehlo.add %2150, %2155 : tensor<2x1x1x16xf32>
    %2157 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 6, 7, 16>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2158 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 16>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2159 = "stablehlo.reshape"(%2158) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%2159) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2161 = stablehlo.multiply %2157, %2160 : tensor<2x1x1x16xf32>
    %2162 = stablehlo.add %2156, %2161 : tensor<2x1x1x16xf32>
    %2163 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2164 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 16>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2165 = "stablehlo.reshape"(%2164) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2166 = "stablehlo.broadcast_in_dim"(%2165) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2167 = stablehlo.multiply %2163, %2166 : tensor<2x1x1x16xf32>
    %2168 = stablehlo.add %2162, %2167 : tensor<2x1x1x16xf32>
    %2169 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 2, 16>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2170 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 16>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2171 = "stablehlo.reshape"(%2170) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2172 = "stablehlo.broadcast_in_dim"(%2171) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2173 = stablehlo.multiply %2169, %2172 : tensor<2x1x1x16xf32>
    %2174 = stablehlo.add %2168, %2173 : tensor<2x1x1x16xf32>
    %2175 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 3, 16>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2176 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 16>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2177 = "stablehlo.reshape"(%2176) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2178 = "stablehlo.broadcast_in_dim"(%2177) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2179 = stablehlo.multiply %2175, %2178 : tensor<2x1x1x16xf32>
    %2180 = stablehlo.add %2174, %2179 : tensor<2x1x1x16xf32>
    %2181 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 4, 16>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2182 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 16>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2183 = "stablehlo.reshape"(%2182) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2184 = "stablehlo.broadcast_in_dim"(%2183) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2185 = stablehlo.multiply %2181, %2184 : tensor<2x1x1x16xf32>
    %2186 = stablehlo.add %2180, %2185 : tensor<2x1x1x16xf32>
    %2187 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 5, 16>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2188 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2189 = "stablehlo.reshape"(%2188) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%2189) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2191 = stablehlo.multiply %2187, %2190 : tensor<2x1x1x16xf32>
    %2192 = stablehlo.add %2186, %2191 : tensor<2x1x1x16xf32>
    %2193 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 6, 16>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2194 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2195 = "stablehlo.reshape"(%2194) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2196 = "stablehlo.broadcast_in_dim"(%2195) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2197 = stablehlo.multiply %2193, %2196 : tensor<2x1x1x16xf32>
    %2198 = stablehlo.add %2192, %2197 : tensor<2x1x1x16xf32>
    %2199 = "stablehlo.slice"(%1911) {limit_indices = array<i64: 2, 7, 7, 16>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x7x7x16xf32>) -> tensor<2x1x1x16xf32>
    %2200 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x16xf32>) -> tensor<1x1x1x16xf32>
    %2201 = "stablehlo.reshape"(%2200) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %2202 = "stablehlo.broadcast_in_dim"(%2201) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %2203 = stablehlo.multiply %2199, %2202 : tensor<2x1x1x16xf32>
    %2204 = stablehlo.add %2198, %2203 : tensor<2x1x1x16xf32>
    %2205 = stablehlo.add %2204, %1518 : tensor<2x1x1x16xf32>
    %2206 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %2207 = "stablehlo.convolution"(%2205, %2206) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x2x12xf32>
    %2208 = "stablehlo.convolution"(%1099, %2205) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x1x1x16xf32>) -> tensor<2x2x12x16xf32>
    %2209 = stablehlo.constant dense<0.0> : tensor<f32>
    %2210 = "stablehlo.reduce"(%2205, %2209) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %2211 = stablehlo.multiply %2207, %1096 : tensor<2x2x2x12xf32>
    %2212 = stablehlo.constant dense<0.0> : tensor<f32>
    %2213 = "stablehlo.reduce"(%2211, %2212) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2214 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2215 = stablehlo.divide %2213, %2214 : tensor<2x2x2xf32>
    %2216 = "stablehlo.broadcast_in_dim"(%2215) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2217 = stablehlo.subtract %2211, %2216 : tensor<2x2x2x12xf32>
    %2218 = stablehlo.multiply %2211, %1095 : tensor<2x2x2x12xf32>
    %2219 = stablehlo.constant dense<0.0> : tensor<f32>
    %2220 = "stablehlo.reduce"(%2218, %2219) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2221 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2222 = stablehlo.divide %2220, %2221 : tensor<2x2x2xf32>
    %2223 = "stablehlo.broadcast_in_dim"(%2222) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2224 = stablehlo.multiply %1095, %2223 : tensor<2x2x2x12xf32>
    %2225 = stablehlo.subtract %2217, %2224 : tensor<2x2x2x12xf32>
    %2226 = stablehlo.multiply %1094, %2225 : tensor<2x2x2x12xf32>
    %2227 = stablehlo.multiply %2207, %1095 : tensor<2x2x2x12xf32>
    %2228 = stablehlo.constant dense<0.0> : tensor<f32>
    %2229 = "stablehlo.reduce"(%2227, %2228) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2230 = stablehlo.constant dense<0.0> : tensor<f32>
    %2231 = "stablehlo.reduce"(%2207, %2230) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2232 = stablehlo.multiply %2226, %1077 : tensor<2x2x2x12xf32>
    %2233 = stablehlo.multiply %2232, %1074 : tensor<2x2x2x12xf32>
    %2234 = stablehlo.multiply %2232, %1073 : tensor<2x2x2x12xf32>
    %2235 = stablehlo.constant dense<0.0> : tensor<f32>
    %2236 = "stablehlo.reduce"(%2234, %2235) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2237 = "stablehlo.dot_general"(%2233, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x12xf32>, tensor<48x12xf32>) -> tensor<2x2x2x48xf32>
    %2238 = "stablehlo.dot_general"(%1070, %2233) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x48xf32>, tensor<2x2x2x12xf32>) -> tensor<48x12xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2233, %2239) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2241 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %2242 = stablehlo.multiply %1067, %2241 : tensor<2x2x2x48xf32>
    %2243 = stablehlo.multiply %1064, %1064 : tensor<2x2x2x48xf32>
    %2244 = stablehlo.negate %2243 : tensor<2x2x2x48xf32>
    %2245 = stablehlo.exponential %2244 : tensor<2x2x2x48xf32>
    %2246 = stablehlo.constant dense<0.3989423> : tensor<2x2x2x48xf32>
    %2247 = stablehlo.multiply %2245, %2246 : tensor<2x2x2x48xf32>
    %2248 = stablehlo.multiply %1062, %2247 : tensor<2x2x2x48xf32>
    %2249 = stablehlo.add %2242, %2248 : tensor<2x2x2x48xf32>
    %2250 = stablehlo.multiply %2237, %2249 : tensor<2x2x2x48xf32>
    %2251 = "stablehlo.dot_general"(%2250, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x48xf32>, tensor<12x48xf32>) -> tensor<2x2x2x12xf32>
    %2252 = "stablehlo.dot_general"(%1059, %2250) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %2253 = stablehlo.constant dense<0.0> : tensor<f32>
    %2254 = "stablehlo.reduce"(%2250, %2253) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x48xf32>, tensor<f32>) -> tensor<48xf32>
    %2255 = stablehlo.multiply %2251, %1056 : tensor<2x2x2x12xf32>
    %2256 = stablehlo.constant dense<0.0> : tensor<f32>
    %2257 = "stablehlo.reduce"(%2255, %2256) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2258 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2259 = stablehlo.divide %2257, %2258 : tensor<2x2x2xf32>
    %2260 = "stablehlo.broadcast_in_dim"(%2259) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2261 = stablehlo.subtract %2255, %2260 : tensor<2x2x2x12xf32>
    %2262 = stablehlo.multiply %2255, %1055 : tensor<2x2x2x12xf32>
    %2263 = stablehlo.constant dense<0.0> : tensor<f32>
    %2264 = "stablehlo.reduce"(%2262, %2263) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %2265 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %2266 = stablehlo.divide %2264, %2265 : tensor<2x2x2xf32>
    %2267 = "stablehlo.broadcast_in_dim"(%2266) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %2268 = stablehlo.multiply %1055, %2267 : tensor<2x2x2x12xf32>
    %2269 = stablehlo.subtract %2261, %2268 : tensor<2x2x2x12xf32>
    %2270 = stablehlo.multiply %1054, %2269 : tensor<2x2x2x12xf32>
    %2271 = stablehlo.multiply %2251, %1055 : tensor<2x2x2x12xf32>
    %2272 = stablehlo.constant dense<0.0> : tensor<f32>
    %2273 = "stablehlo.reduce"(%2271, %2272) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2274 = stablehlo.constant dense<0.0> : tensor<f32>
    %2275 = "stablehlo.reduce"(%2251, %2274) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2276 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 2, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2277 = stablehlo.multiply %2276, %2270 : tensor<2x2x2x12xf32>
    %2278 = stablehlo.constant dense<0.0> : tensor<f32>
    %2279 = "stablehlo.reduce"(%2277, %2278) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2280 = stablehlo.constant dense<0.0> : tensor<f32>
    %2281 = "stablehlo.reduce"(%2279, %2280) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2282 = "stablehlo.reshape"(%2281) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2283 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 3, 12>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2284 = stablehlo.multiply %2283, %2270 : tensor<2x2x2x12xf32>
    %2285 = stablehlo.constant dense<0.0> : tensor<f32>
    %2286 = "stablehlo.reduce"(%2284, %2285) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2287 = stablehlo.constant dense<0.0> : tensor<f32>
    %2288 = "stablehlo.reduce"(%2286, %2287) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2289 = "stablehlo.reshape"(%2288) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2290 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 4, 12>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2291 = stablehlo.multiply %2290, %2270 : tensor<2x2x2x12xf32>
    %2292 = stablehlo.constant dense<0.0> : tensor<f32>
    %2293 = "stablehlo.reduce"(%2291, %2292) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2294 = stablehlo.constant dense<0.0> : tensor<f32>
    %2295 = "stablehlo.reduce"(%2293, %2294) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2296 = "stablehlo.reshape"(%2295) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2297 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 5, 12>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2298 = stablehlo.multiply %2297, %2270 : tensor<2x2x2x12xf32>
    %2299 = stablehlo.constant dense<0.0> : tensor<f32>
    %2300 = "stablehlo.reduce"(%2298, %2299) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2301 = stablehlo.constant dense<0.0> : tensor<f32>
    %2302 = "stablehlo.reduce"(%2300, %2301) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2303 = "stablehlo.reshape"(%2302) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2304 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 6, 12>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2305 = stablehlo.multiply %2304, %2270 : tensor<2x2x2x12xf32>
    %2306 = stablehlo.constant dense<0.0> : tensor<f32>
    %2307 = "stablehlo.reduce"(%2305, %2306) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2308 = stablehlo.constant dense<0.0> : tensor<f32>
    %2309 = "stablehlo.reduce"(%2307, %2308) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2310 = "stablehlo.reshape"(%2309) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2311 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 7, 12>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2312 = stablehlo.multiply %2311, %2270 : tensor<2x2x2x12xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<f32>
    %2314 = "stablehlo.reduce"(%2312, %2313) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2315 = stablehlo.constant dense<0.0> : tensor<f32>
    %2316 = "stablehlo.reduce"(%2314, %2315) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2317 = "stablehlo.reshape"(%2316) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2318 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 2, 8, 12>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2319 = stablehlo.multiply %2318, %2270 : tensor<2x2x2x12xf32>
    %2320 = stablehlo.constant dense<0.0> : tensor<f32>
    %2321 = "stablehlo.reduce"(%2319, %2320) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2322 = stablehlo.constant dense<0.0> : tensor<f32>
    %2323 = "stablehlo.reduce"(%2321, %2322) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2324 = "stablehlo.reshape"(%2323) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2325 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 2, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2326 = stablehlo.multiply %2325, %2270 : tensor<2x2x2x12xf32>
    %2327 = stablehlo.constant dense<0.0> : tensor<f32>
    %2328 = "stablehlo.reduce"(%2326, %2327) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2329 = stablehlo.constant dense<0.0> : tensor<f32>
    %2330 = "stablehlo.reduce"(%2328, %2329) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2331 = "stablehlo.reshape"(%2330) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2332 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 3, 12>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2333 = stablehlo.multiply %2332, %2270 : tensor<2x2x2x12xf32>
    %2334 = stablehlo.constant dense<0.0> : tensor<f32>
    %2335 = "stablehlo.reduce"(%2333, %2334) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2336 = stablehlo.constant dense<0.0> : tensor<f32>
    %2337 = "stablehlo.reduce"(%2335, %2336) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2338 = "stablehlo.reshape"(%2337) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2339 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 4, 12>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2340 = stablehlo.multiply %2339, %2270 : tensor<2x2x2x12xf32>
    %2341 = stablehlo.constant dense<0.0> : tensor<f32>
    %2342 = "stablehlo.reduce"(%2340, %2341) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2343 = stablehlo.constant dense<0.0> : tensor<f32>
    %2344 = "stablehlo.reduce"(%2342, %2343) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2345 = "stablehlo.reshape"(%2344) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2346 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 5, 12>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2347 = stablehlo.multiply %2346, %2270 : tensor<2x2x2x12xf32>
    %2348 = stablehlo.constant dense<0.0> : tensor<f32>
    %2349 = "stablehlo.reduce"(%2347, %2348) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2350 = stablehlo.constant dense<0.0> : tensor<f32>
    %2351 = "stablehlo.reduce"(%2349, %2350) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2352 = "stablehlo.reshape"(%2351) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2353 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 6, 12>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2354 = stablehlo.multiply %2353, %2270 : tensor<2x2x2x12xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2357 = stablehlo.constant dense<0.0> : tensor<f32>
    %2358 = "stablehlo.reduce"(%2356, %2357) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2359 = "stablehlo.reshape"(%2358) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2360 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 7, 12>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2361 = stablehlo.multiply %2360, %2270 : tensor<2x2x2x12xf32>
    %2362 = stablehlo.constant dense<0.0> : tensor<f32>
    %2363 = "stablehlo.reduce"(%2361, %2362) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2364 = stablehlo.constant dense<0.0> : tensor<f32>
    %2365 = "stablehlo.reduce"(%2363, %2364) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2366 = "stablehlo.reshape"(%2365) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2367 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 3, 8, 12>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2368 = stablehlo.multiply %2367, %2270 : tensor<2x2x2x12xf32>
    %2369 = stablehlo.constant dense<0.0> : tensor<f32>
    %2370 = "stablehlo.reduce"(%2368, %2369) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2371 = stablehlo.constant dense<0.0> : tensor<f32>
    %2372 = "stablehlo.reduce"(%2370, %2371) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2373 = "stablehlo.reshape"(%2372) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2374 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 2, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2375 = stablehlo.multiply %2374, %2270 : tensor<2x2x2x12xf32>
    %2376 = stablehlo.constant dense<0.0> : tensor<f32>
    %2377 = "stablehlo.reduce"(%2375, %2376) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2378 = stablehlo.constant dense<0.0> : tensor<f32>
    %2379 = "stablehlo.reduce"(%2377, %2378) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2380 = "stablehlo.reshape"(%2379) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2381 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 3, 12>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2382 = stablehlo.multiply %2381, %2270 : tensor<2x2x2x12xf32>
    %2383 = stablehlo.constant dense<0.0> : tensor<f32>
    %2384 = "stablehlo.reduce"(%2382, %2383) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2385 = stablehlo.constant dense<0.0> : tensor<f32>
    %2386 = "stablehlo.reduce"(%2384, %2385) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2387 = "stablehlo.reshape"(%2386) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2388 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 4, 12>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2389 = stablehlo.multiply %2388, %2270 : tensor<2x2x2x12xf32>
    %2390 = stablehlo.constant dense<0.0> : tensor<f32>
    %2391 = "stablehlo.reduce"(%2389, %2390) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2392 = stablehlo.constant dense<0.0> : tensor<f32>
    %2393 = "stablehlo.reduce"(%2391, %2392) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2394 = "stablehlo.reshape"(%2393) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2395 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 5, 12>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2396 = stablehlo.multiply %2395, %2270 : tensor<2x2x2x12xf32>
    %2397 = stablehlo.constant dense<0.0> : tensor<f32>
    %2398 = "stablehlo.reduce"(%2396, %2397) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2399 = stablehlo.constant dense<0.0> : tensor<f32>
    %2400 = "stablehlo.reduce"(%2398, %2399) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2401 = "stablehlo.reshape"(%2400) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2402 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 6, 12>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2403 = stablehlo.multiply %2402, %2270 : tensor<2x2x2x12xf32>
    %2404 = stablehlo.constant dense<0.0> : tensor<f32>
    %2405 = "stablehlo.reduce"(%2403, %2404) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2406 = stablehlo.constant dense<0.0> : tensor<f32>
    %2407 = "stablehlo.reduce"(%2405, %2406) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2408 = "stablehlo.reshape"(%2407) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2409 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 7, 12>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2410 = stablehlo.multiply %2409, %2270 : tensor<2x2x2x12xf32>
    %2411 = stablehlo.constant dense<0.0> : tensor<f32>
    %2412 = "stablehlo.reduce"(%2410, %2411) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2413 = stablehlo.constant dense<0.0> : tensor<f32>
    %2414 = "stablehlo.reduce"(%2412, %2413) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2415 = "stablehlo.reshape"(%2414) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2416 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 4, 8, 12>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2417 = stablehlo.multiply %2416, %2270 : tensor<2x2x2x12xf32>
    %2418 = stablehlo.constant dense<0.0> : tensor<f32>
    %2419 = "stablehlo.reduce"(%2417, %2418) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2420 = stablehlo.constant dense<0.0> : tensor<f32>
    %2421 = "stablehlo.reduce"(%2419, %2420) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2422 = "stablehlo.reshape"(%2421) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2423 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 2, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2424 = stablehlo.multiply %2423, %2270 : tensor<2x2x2x12xf32>
    %2425 = stablehlo.constant dense<0.0> : tensor<f32>
    %2426 = "stablehlo.reduce"(%2424, %2425) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2427 = stablehlo.constant dense<0.0> : tensor<f32>
    %2428 = "stablehlo.reduce"(%2426, %2427) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2429 = "stablehlo.reshape"(%2428) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2430 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 3, 12>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2431 = stablehlo.multiply %2430, %2270 : tensor<2x2x2x12xf32>
    %2432 = stablehlo.constant dense<0.0> : tensor<f32>
    %2433 = "stablehlo.reduce"(%2431, %2432) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2434 = stablehlo.constant dense<0.0> : tensor<f32>
    %2435 = "stablehlo.reduce"(%2433, %2434) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2436 = "stablehlo.reshape"(%2435) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2437 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 4, 12>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2438 = stablehlo.multiply %2437, %2270 : tensor<2x2x2x12xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2441 = stablehlo.constant dense<0.0> : tensor<f32>
    %2442 = "stablehlo.reduce"(%2440, %2441) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2443 = "stablehlo.reshape"(%2442) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2444 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 5, 12>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2445 = stablehlo.multiply %2444, %2270 : tensor<2x2x2x12xf32>
    %2446 = stablehlo.constant dense<0.0> : tensor<f32>
    %2447 = "stablehlo.reduce"(%2445, %2446) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2448 = stablehlo.constant dense<0.0> : tensor<f32>
    %2449 = "stablehlo.reduce"(%2447, %2448) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2450 = "stablehlo.reshape"(%2449) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2451 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 6, 12>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2452 = stablehlo.multiply %2451, %2270 : tensor<2x2x2x12xf32>
    %2453 = stablehlo.constant dense<0.0> : tensor<f32>
    %2454 = "stablehlo.reduce"(%2452, %2453) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2455 = stablehlo.constant dense<0.0> : tensor<f32>
    %2456 = "stablehlo.reduce"(%2454, %2455) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2457 = "stablehlo.reshape"(%2456) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2458 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 7, 12>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2459 = stablehlo.multiply %2458, %2270 : tensor<2x2x2x12xf32>
    %2460 = stablehlo.constant dense<0.0> : tensor<f32>
    %2461 = "stablehlo.reduce"(%2459, %2460) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2462 = stablehlo.constant dense<0.0> : tensor<f32>
    %2463 = "stablehlo.reduce"(%2461, %2462) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2464 = "stablehlo.reshape"(%2463) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2465 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 5, 8, 12>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2466 = stablehlo.multiply %2465, %2270 : tensor<2x2x2x12xf32>
    %2467 = stablehlo.constant dense<0.0> : tensor<f32>
    %2468 = "stablehlo.reduce"(%2466, %2467) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2469 = stablehlo.constant dense<0.0> : tensor<f32>
    %2470 = "stablehlo.reduce"(%2468, %2469) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2471 = "stablehlo.reshape"(%2470) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2472 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 2, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2473 = stablehlo.multiply %2472, %2270 : tensor<2x2x2x12xf32>
    %2474 = stablehlo.constant dense<0.0> : tensor<f32>
    %2475 = "stablehlo.reduce"(%2473, %2474) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2476 = stablehlo.constant dense<0.0> : tensor<f32>
    %2477 = "stablehlo.reduce"(%2475, %2476) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2478 = "stablehlo.reshape"(%2477) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2479 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 3, 12>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2480 = stablehlo.multiply %2479, %2270 : tensor<2x2x2x12xf32>
    %2481 = stablehlo.constant dense<0.0> : tensor<f32>
    %2482 = "stablehlo.reduce"(%2480, %2481) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<f32>
    %2484 = "stablehlo.reduce"(%2482, %2483) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2485 = "stablehlo.reshape"(%2484) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2486 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 4, 12>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2487 = stablehlo.multiply %2486, %2270 : tensor<2x2x2x12xf32>
    %2488 = stablehlo.constant dense<0.0> : tensor<f32>
    %2489 = "stablehlo.reduce"(%2487, %2488) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2490 = stablehlo.constant dense<0.0> : tensor<f32>
    %2491 = "stablehlo.reduce"(%2489, %2490) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2492 = "stablehlo.reshape"(%2491) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2493 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 5, 12>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2494 = stablehlo.multiply %2493, %2270 : tensor<2x2x2x12xf32>
    %2495 = stablehlo.constant dense<0.0> : tensor<f32>
    %2496 = "stablehlo.reduce"(%2494, %2495) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2497 = stablehlo.constant dense<0.0> : tensor<f32>
    %2498 = "stablehlo.reduce"(%2496, %2497) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2499 = "stablehlo.reshape"(%2498) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2500 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 6, 12>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2501 = stablehlo.multiply %2500, %2270 : tensor<2x2x2x12xf32>
    %2502 = stablehlo.constant dense<0.0> : tensor<f32>
    %2503 = "stablehlo.reduce"(%2501, %2502) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2504 = stablehlo.constant dense<0.0> : tensor<f32>
    %2505 = "stablehlo.reduce"(%2503, %2504) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2506 = "stablehlo.reshape"(%2505) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2507 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 7, 12>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2508 = stablehlo.multiply %2507, %2270 : tensor<2x2x2x12xf32>
    %2509 = stablehlo.constant dense<0.0> : tensor<f32>
    %2510 = "stablehlo.reduce"(%2508, %2509) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<f32>
    %2512 = "stablehlo.reduce"(%2510, %2511) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2513 = "stablehlo.reshape"(%2512) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2514 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 6, 8, 12>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2515 = stablehlo.multiply %2514, %2270 : tensor<2x2x2x12xf32>
    %2516 = stablehlo.constant dense<0.0> : tensor<f32>
    %2517 = "stablehlo.reduce"(%2515, %2516) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2518 = stablehlo.constant dense<0.0> : tensor<f32>
    %2519 = "stablehlo.reduce"(%2517, %2518) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2520 = "stablehlo.reshape"(%2519) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2521 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 2, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2522 = stablehlo.multiply %2521, %2270 : tensor<2x2x2x12xf32>
    %2523 = stablehlo.constant dense<0.0> : tensor<f32>
    %2524 = "stablehlo.reduce"(%2522, %2523) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2525 = stablehlo.constant dense<0.0> : tensor<f32>
    %2526 = "stablehlo.reduce"(%2524, %2525) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2527 = "stablehlo.reshape"(%2526) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2528 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 3, 12>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2529 = stablehlo.multiply %2528, %2270 : tensor<2x2x2x12xf32>
    %2530 = stablehlo.constant dense<0.0> : tensor<f32>
    %2531 = "stablehlo.reduce"(%2529, %2530) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2532 = stablehlo.constant dense<0.0> : tensor<f32>
    %2533 = "stablehlo.reduce"(%2531, %2532) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2534 = "stablehlo.reshape"(%2533) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2535 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 4, 12>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2536 = stablehlo.multiply %2535, %2270 : tensor<2x2x2x12xf32>
    %2537 = stablehlo.constant dense<0.0> : tensor<f32>
    %2538 = "stablehlo.reduce"(%2536, %2537) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2539 = stablehlo.constant dense<0.0> : tensor<f32>
    %2540 = "stablehlo.reduce"(%2538, %2539) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2541 = "stablehlo.reshape"(%2540) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2542 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 5, 12>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2543 = stablehlo.multiply %2542, %2270 : tensor<2x2x2x12xf32>
    %2544 = stablehlo.constant dense<0.0> : tensor<f32>
    %2545 = "stablehlo.reduce"(%2543, %2544) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2546 = stablehlo.constant dense<0.0> : tensor<f32>
    %2547 = "stablehlo.reduce"(%2545, %2546) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2548 = "stablehlo.reshape"(%2547) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2549 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 6, 12>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2550 = stablehlo.multiply %2549, %2270 : tensor<2x2x2x12xf32>
    %2551 = stablehlo.constant dense<0.0> : tensor<f32>
    %2552 = "stablehlo.reduce"(%2550, %2551) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2553 = stablehlo.constant dense<0.0> : tensor<f32>
    %2554 = "stablehlo.reduce"(%2552, %2553) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2555 = "stablehlo.reshape"(%2554) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2556 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 7, 12>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2557 = stablehlo.multiply %2556, %2270 : tensor<2x2x2x12xf32>
    %2558 = stablehlo.constant dense<0.0> : tensor<f32>
    %2559 = "stablehlo.reduce"(%2557, %2558) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2560 = stablehlo.constant dense<0.0> : tensor<f32>
    %2561 = "stablehlo.reduce"(%2559, %2560) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2562 = "stablehlo.reshape"(%2561) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2563 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 7, 8, 12>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2564 = stablehlo.multiply %2563, %2270 : tensor<2x2x2x12xf32>
    %2565 = stablehlo.constant dense<0.0> : tensor<f32>
    %2566 = "stablehlo.reduce"(%2564, %2565) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2567 = stablehlo.constant dense<0.0> : tensor<f32>
    %2568 = "stablehlo.reduce"(%2566, %2567) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2569 = "stablehlo.reshape"(%2568) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2570 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 2, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2571 = stablehlo.multiply %2570, %2270 : tensor<2x2x2x12xf32>
    %2572 = stablehlo.constant dense<0.0> : tensor<f32>
    %2573 = "stablehlo.reduce"(%2571, %2572) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2574 = stablehlo.constant dense<0.0> : tensor<f32>
    %2575 = "stablehlo.reduce"(%2573, %2574) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2576 = "stablehlo.reshape"(%2575) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2577 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 3, 12>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2578 = stablehlo.multiply %2577, %2270 : tensor<2x2x2x12xf32>
    %2579 = stablehlo.constant dense<0.0> : tensor<f32>
    %2580 = "stablehlo.reduce"(%2578, %2579) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2581 = stablehlo.constant dense<0.0> : tensor<f32>
    %2582 = "stablehlo.reduce"(%2580, %2581) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2583 = "stablehlo.reshape"(%2582) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2584 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 4, 12>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2585 = stablehlo.multiply %2584, %2270 : tensor<2x2x2x12xf32>
    %2586 = stablehlo.constant dense<0.0> : tensor<f32>
    %2587 = "stablehlo.reduce"(%2585, %2586) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2588 = stablehlo.constant dense<0.0> : tensor<f32>
    %2589 = "stablehlo.reduce"(%2587, %2588) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2590 = "stablehlo.reshape"(%2589) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2591 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 5, 12>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2592 = stablehlo.multiply %2591, %2270 : tensor<2x2x2x12xf32>
    %2593 = stablehlo.constant dense<0.0> : tensor<f32>
    %2594 = "stablehlo.reduce"(%2592, %2593) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2595 = stablehlo.constant dense<0.0> : tensor<f32>
    %2596 = "stablehlo.reduce"(%2594, %2595) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2597 = "stablehlo.reshape"(%2596) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2598 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 6, 12>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2599 = stablehlo.multiply %2598, %2270 : tensor<2x2x2x12xf32>
    %2600 = stablehlo.constant dense<0.0> : tensor<f32>
    %2601 = "stablehlo.reduce"(%2599, %2600) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2602 = stablehlo.constant dense<0.0> : tensor<f32>
    %2603 = "stablehlo.reduce"(%2601, %2602) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2604 = "stablehlo.reshape"(%2603) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2605 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 7, 12>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2606 = stablehlo.multiply %2605, %2270 : tensor<2x2x2x12xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2609 = stablehlo.constant dense<0.0> : tensor<f32>
    %2610 = "stablehlo.reduce"(%2608, %2609) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2611 = "stablehlo.reshape"(%2610) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2612 = "stablehlo.slice"(%744) {limit_indices = array<i64: 2, 8, 8, 12>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2613 = stablehlo.multiply %2612, %2270 : tensor<2x2x2x12xf32>
    %2614 = stablehlo.constant dense<0.0> : tensor<f32>
    %2615 = "stablehlo.reduce"(%2613, %2614) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2616 = stablehlo.constant dense<0.0> : tensor<f32>
    %2617 = "stablehlo.reduce"(%2615, %2616) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2618 = "stablehlo.reshape"(%2617) : (tensor<12xf32>) -> tensor<1x12xf32>
    %2619 = "stablehlo.concatenate"(%2282, %2289, %2296, %2303, %2310, %2317, %2324, %2331, %2338, %2345, %2352, %2359, %2366, %2373, %2380, %2387, %2394, %2401, %2408, %2415, %2422, %2429, %2436, %2443, %2450, %2457, %2464, %2471, %2478, %2485, %2492, %2499, %2506, %2513, %2520, %2527, %2534, %2541, %2548, %2555, %2562, %2569, %2576, %2583, %2590, %2597, %2604, %2611, %2618) {dimension = 0 : i64} : (tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<49x12xf32>
    %2620 = "stablehlo.reshape"(%2619) : (tensor<49x12xf32>) -> tensor<7x7x1x12xf32>
    %2621 = stablehlo.constant dense<0.0> : tensor<f32>
    %2622 = "stablehlo.reduce"(%2270, %2621) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2623 = stablehlo.constant dense<0.0> : tensor<f32>
    %2624 = "stablehlo.pad"(%2270, %2623) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x8x8x12xf32>
    %2625 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 2, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2626 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 12>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2627 = "stablehlo.reshape"(%2626) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2628 = "stablehlo.broadcast_in_dim"(%2627) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2629 = stablehlo.multiply %2625, %2628 : tensor<2x2x2x12xf32>
    %2630 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 3, 12>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2631 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 12>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2632 = "stablehlo.reshape"(%2631) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%2632) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2634 = stablehlo.multiply %2630, %2633 : tensor<2x2x2x12xf32>
    %2635 = stablehlo.add %2629, %2634 : tensor<2x2x2x12xf32>
    %2636 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 4, 12>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2637 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 12>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2638 = "stablehlo.reshape"(%2637) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2639 = "stablehlo.broadcast_in_dim"(%2638) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2640 = stablehlo.multiply %2636, %2639 : tensor<2x2x2x12xf32>
    %2641 = stablehlo.add %2635, %2640 : tensor<2x2x2x12xf32>
    %2642 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 5, 12>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2643 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 12>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2644 = "stablehlo.reshape"(%2643) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2645 = "stablehlo.broadcast_in_dim"(%2644) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2646 = stablehlo.multiply %2642, %2645 : tensor<2x2x2x12xf32>
    %2647 = stablehlo.add %2641, %2646 : tensor<2x2x2x12xf32>
    %2648 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 6, 12>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2649 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 12>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2650 = "stablehlo.reshape"(%2649) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2651 = "stablehlo.broadcast_in_dim"(%2650) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2652 = stablehlo.multiply %2648, %2651 : tensor<2x2x2x12xf32>
    %2653 = stablehlo.add %2647, %2652 : tensor<2x2x2x12xf32>
    %2654 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 7, 12>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2655 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 12>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2656 = "stablehlo.reshape"(%2655) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2657 = "stablehlo.broadcast_in_dim"(%2656) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2658 = stablehlo.multiply %2654, %2657 : tensor<2x2x2x12xf32>
    %2659 = stablehlo.add %2653, %2658 : tensor<2x2x2x12xf32>
    %2660 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 2, 8, 12>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2661 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 12>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2662 = "stablehlo.reshape"(%2661) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2663 = "stablehlo.broadcast_in_dim"(%2662) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2664 = stablehlo.multiply %2660, %2663 : tensor<2x2x2x12xf32>
    %2665 = stablehlo.add %2659, %2664 : tensor<2x2x2x12xf32>
    %2666 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 2, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2667 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 12>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2668 = "stablehlo.reshape"(%2667) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2669 = "stablehlo.broadcast_in_dim"(%2668) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2670 = stablehlo.multiply %2666, %2669 : tensor<2x2x2x12xf32>
    %2671 = stablehlo.add %2665, %2670 : tensor<2x2x2x12xf32>
    %2672 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 3, 12>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2673 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 12>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2674 = "stablehlo.reshape"(%2673) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2675 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2676 = stablehlo.multiply %2672, %2675 : tensor<2x2x2x12xf32>
    %2677 = stablehlo.add %2671, %2676 : tensor<2x2x2x12xf32>
    %2678 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 4, 12>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2679 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 12>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2680 = "stablehlo.reshape"(%2679) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2681 = "stablehlo.broadcast_in_dim"(%2680) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2682 = stablehlo.multiply %2678, %2681 : tensor<2x2x2x12xf32>
    %2683 = stablehlo.add %2677, %2682 : tensor<2x2x2x12xf32>
    %2684 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 5, 12>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2685 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 12>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2686 = "stablehlo.reshape"(%2685) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2687 = "stablehlo.broadcast_in_dim"(%2686) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2688 = stablehlo.multiply %2684, %2687 : tensor<2x2x2x12xf32>
    %2689 = stablehlo.add %2683, %2688 : tensor<2x2x2x12xf32>
    %2690 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 6, 12>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2691 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 12>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2692 = "stablehlo.reshape"(%2691) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2693 = "stablehlo.broadcast_in_dim"(%2692) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2694 = stablehlo.multiply %2690, %2693 : tensor<2x2x2x12xf32>
    %2695 = stablehlo.add %2689, %2694 : tensor<2x2x2x12xf32>
    %2696 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 7, 12>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2697 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 12>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2698 = "stablehlo.reshape"(%2697) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2699 = "stablehlo.broadcast_in_dim"(%2698) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2700 = stablehlo.multiply %2696, %2699 : tensor<2x2x2x12xf32>
    %2701 = stablehlo.add %2695, %2700 : tensor<2x2x2x12xf32>
    %2702 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 3, 8, 12>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2703 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 12>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2704 = "stablehlo.reshape"(%2703) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2705 = "stablehlo.broadcast_in_dim"(%2704) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2706 = stablehlo.multiply %2702, %2705 : tensor<2x2x2x12xf32>
    %2707 = stablehlo.add %2701, %2706 : tensor<2x2x2x12xf32>
    %2708 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 2, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2709 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 12>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2710 = "stablehlo.reshape"(%2709) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2711 = "stablehlo.broadcast_in_dim"(%2710) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2712 = stablehlo.multiply %2708, %2711 : tensor<2x2x2x12xf32>
    %2713 = stablehlo.add %2707, %2712 : tensor<2x2x2x12xf32>
    %2714 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 3, 12>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2715 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 12>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2716 = "stablehlo.reshape"(%2715) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2717 = "stablehlo.broadcast_in_dim"(%2716) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2718 = stablehlo.multiply %2714, %2717 : tensor<2x2x2x12xf32>
    %2719 = stablehlo.add %2713, %2718 : tensor<2x2x2x12xf32>
    %2720 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 4, 12>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2721 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 12>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2722 = "stablehlo.reshape"(%2721) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2723 = "stablehlo.broadcast_in_dim"(%2722) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2724 = stablehlo.multiply %2720, %2723 : tensor<2x2x2x12xf32>
    %2725 = stablehlo.add %2719, %2724 : tensor<2x2x2x12xf32>
    %2726 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 5, 12>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2727 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 12>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2728 = "stablehlo.reshape"(%2727) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2729 = "stablehlo.broadcast_in_dim"(%2728) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2730 = stablehlo.multiply %2726, %2729 : tensor<2x2x2x12xf32>
    %2731 = stablehlo.add %2725, %2730 : tensor<2x2x2x12xf32>
    %2732 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 6, 12>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2733 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 12>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2734 = "stablehlo.reshape"(%2733) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2735 = "stablehlo.broadcast_in_dim"(%2734) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2736 = stablehlo.multiply %2732, %2735 : tensor<2x2x2x12xf32>
    %2737 = stablehlo.add %2731, %2736 : tensor<2x2x2x12xf32>
    %2738 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 7, 12>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2739 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 12>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2740 = "stablehlo.reshape"(%2739) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2741 = "stablehlo.broadcast_in_dim"(%2740) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2742 = stablehlo.multiply %2738, %2741 : tensor<2x2x2x12xf32>
    %2743 = stablehlo.add %2737, %2742 : tensor<2x2x2x12xf32>
    %2744 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 4, 8, 12>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2745 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 12>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2746 = "stablehlo.reshape"(%2745) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2747 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2748 = stablehlo.multiply %2744, %2747 : tensor<2x2x2x12xf32>
    %2749 = stablehlo.add %2743, %2748 : tensor<2x2x2x12xf32>
    %2750 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 2, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2751 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 12>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2752 = "stablehlo.reshape"(%2751) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2753 = "stablehlo.broadcast_in_dim"(%2752) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2754 = stablehlo.multiply %2750, %2753 : tensor<2x2x2x12xf32>
    %2755 = stablehlo.add %2749, %2754 : tensor<2x2x2x12xf32>
    %2756 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 3, 12>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2757 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 12>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2758 = "stablehlo.reshape"(%2757) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%2758) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2760 = stablehlo.multiply %2756, %2759 : tensor<2x2x2x12xf32>
    %2761 = stablehlo.add %2755, %2760 : tensor<2x2x2x12xf32>
    %2762 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 4, 12>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2763 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 12>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2764 = "stablehlo.reshape"(%2763) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2765 = "stablehlo.broadcast_in_dim"(%2764) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2766 = stablehlo.multiply %2762, %2765 : tensor<2x2x2x12xf32>
    %2767 = stablehlo.add %2761, %2766 : tensor<2x2x2x12xf32>
    %2768 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 5, 12>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2769 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 12>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2770 = "stablehlo.reshape"(%2769) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2771 = "stablehlo.broadcast_in_dim"(%2770) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2772 = stablehlo.multiply %2768, %2771 : tensor<2x2x2x12xf32>
    %2773 = stablehlo.add %2767, %2772 : tensor<2x2x2x12xf32>
    %2774 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 6, 12>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2775 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 12>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2776 = "stablehlo.reshape"(%2775) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2777 = "stablehlo.broadcast_in_dim"(%2776) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2778 = stablehlo.multiply %2774, %2777 : tensor<2x2x2x12xf32>
    %2779 = stablehlo.add %2773, %2778 : tensor<2x2x2x12xf32>
    %2780 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 7, 12>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2781 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 12>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2782 = "stablehlo.reshape"(%2781) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2783 = "stablehlo.broadcast_in_dim"(%2782) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2784 = stablehlo.multiply %2780, %2783 : tensor<2x2x2x12xf32>
    %2785 = stablehlo.add %2779, %2784 : tensor<2x2x2x12xf32>
    %2786 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 5, 8, 12>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2787 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 12>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2788 = "stablehlo.reshape"(%2787) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2789 = "stablehlo.broadcast_in_dim"(%2788) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2790 = stablehlo.multiply %2786, %2789 : tensor<2x2x2x12xf32>
    %2791 = stablehlo.add %2785, %2790 : tensor<2x2x2x12xf32>
    %2792 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 2, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2793 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 12>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2794 = "stablehlo.reshape"(%2793) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2795 = "stablehlo.broadcast_in_dim"(%2794) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2796 = stablehlo.multiply %2792, %2795 : tensor<2x2x2x12xf32>
    %2797 = stablehlo.add %2791, %2796 : tensor<2x2x2x12xf32>
    %2798 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 3, 12>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2799 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 12>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2800 = "stablehlo.reshape"(%2799) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2801 = "stablehlo.broadcast_in_dim"(%2800) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2802 = stablehlo.multiply %2798, %2801 : tensor<2x2x2x12xf32>
    %2803 = stablehlo.add %2797, %2802 : tensor<2x2x2x12xf32>
    %2804 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 4, 12>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2805 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 12>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2806 = "stablehlo.reshape"(%2805) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2807 = "stablehlo.broadcast_in_dim"(%2806) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2808 = stablehlo.multiply %2804, %2807 : tensor<2x2x2x12xf32>
    %2809 = stablehlo.add %2803, %2808 : tensor<2x2x2x12xf32>
    %2810 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 5, 12>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2811 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 12>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2812 = "stablehlo.reshape"(%2811) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2813 = "stablehlo.broadcast_in_dim"(%2812) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2814 = stablehlo.multiply %2810, %2813 : tensor<2x2x2x12xf32>
    %2815 = stablehlo.add %2809, %2814 : tensor<2x2x2x12xf32>
    %2816 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 6, 12>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2817 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 12>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2818 = "stablehlo.reshape"(%2817) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2819 = "stablehlo.broadcast_in_dim"(%2818) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2820 = stablehlo.multiply %2816, %2819 : tensor<2x2x2x12xf32>
    %2821 = stablehlo.add %2815, %2820 : tensor<2x2x2x12xf32>
    %2822 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 7, 12>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2823 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 12>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2824 = "stablehlo.reshape"(%2823) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2825 = "stablehlo.broadcast_in_dim"(%2824) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2826 = stablehlo.multiply %2822, %2825 : tensor<2x2x2x12xf32>
    %2827 = stablehlo.add %2821, %2826 : tensor<2x2x2x12xf32>
    %2828 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 6, 8, 12>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2829 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 12>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2830 = "stablehlo.reshape"(%2829) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2831 = "stablehlo.broadcast_in_dim"(%2830) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2832 = stablehlo.multiply %2828, %2831 : tensor<2x2x2x12xf32>
    %2833 = stablehlo.add %2827, %2832 : tensor<2x2x2x12xf32>
    %2834 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 2, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2835 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 12>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2836 = "stablehlo.reshape"(%2835) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2837 = "stablehlo.broadcast_in_dim"(%2836) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2838 = stablehlo.multiply %2834, %2837 : tensor<2x2x2x12xf32>
    %2839 = stablehlo.add %2833, %2838 : tensor<2x2x2x12xf32>
    %2840 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 3, 12>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2841 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 12>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2842 = "stablehlo.reshape"(%2841) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2843 = "stablehlo.broadcast_in_dim"(%2842) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2844 = stablehlo.multiply %2840, %2843 : tensor<2x2x2x12xf32>
    %2845 = stablehlo.add %2839, %2844 : tensor<2x2x2x12xf32>
    %2846 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 4, 12>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2847 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 12>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2848 = "stablehlo.reshape"(%2847) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2849 = "stablehlo.broadcast_in_dim"(%2848) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2850 = stablehlo.multiply %2846, %2849 : tensor<2x2x2x12xf32>
    %2851 = stablehlo.add %2845, %2850 : tensor<2x2x2x12xf32>
    %2852 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 5, 12>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2853 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 12>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2854 = "stablehlo.reshape"(%2853) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2855 = "stablehlo.broadcast_in_dim"(%2854) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2856 = stablehlo.multiply %2852, %2855 : tensor<2x2x2x12xf32>
    %2857 = stablehlo.add %2851, %2856 : tensor<2x2x2x12xf32>
    %2858 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 6, 12>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2859 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 12>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2860 = "stablehlo.reshape"(%2859) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2861 = "stablehlo.broadcast_in_dim"(%2860) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2862 = stablehlo.multiply %2858, %2861 : tensor<2x2x2x12xf32>
    %2863 = stablehlo.add %2857, %2862 : tensor<2x2x2x12xf32>
    %2864 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 7, 12>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2865 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 12>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2866 = "stablehlo.reshape"(%2865) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2867 = "stablehlo.broadcast_in_dim"(%2866) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2868 = stablehlo.multiply %2864, %2867 : tensor<2x2x2x12xf32>
    %2869 = stablehlo.add %2863, %2868 : tensor<2x2x2x12xf32>
    %2870 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 7, 8, 12>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2871 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 12>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2872 = "stablehlo.reshape"(%2871) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2873 = "stablehlo.broadcast_in_dim"(%2872) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2874 = stablehlo.multiply %2870, %2873 : tensor<2x2x2x12xf32>
    %2875 = stablehlo.add %2869, %2874 : tensor<2x2x2x12xf32>
    %2876 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 2, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2877 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 12>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2878 = "stablehlo.reshape"(%2877) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%2878) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2880 = stablehlo.multiply %2876, %2879 : tensor<2x2x2x12xf32>
    %2881 = stablehlo.add %2875, %2880 : tensor<2x2x2x12xf32>
    %2882 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 3, 12>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2883 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 12>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2884 = "stablehlo.reshape"(%2883) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%2884) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2886 = stablehlo.multiply %2882, %2885 : tensor<2x2x2x12xf32>
    %2887 = stablehlo.add %2881, %2886 : tensor<2x2x2x12xf32>
    %2888 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 4, 12>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2889 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 12>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2890 = "stablehlo.reshape"(%2889) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2891 = "stablehlo.broadcast_in_dim"(%2890) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2892 = stablehlo.multiply %2888, %2891 : tensor<2x2x2x12xf32>
    %2893 = stablehlo.add %2887, %2892 : tensor<2x2x2x12xf32>
    %2894 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 5, 12>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2895 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 12>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2896 = "stablehlo.reshape"(%2895) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2897 = "stablehlo.broadcast_in_dim"(%2896) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2898 = stablehlo.multiply %2894, %2897 : tensor<2x2x2x12xf32>
    %2899 = stablehlo.add %2893, %2898 : tensor<2x2x2x12xf32>
    %2900 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 6, 12>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2901 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 12>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2902 = "stablehlo.reshape"(%2901) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2903 = "stablehlo.broadcast_in_dim"(%2902) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2904 = stablehlo.multiply %2900, %2903 : tensor<2x2x2x12xf32>
    %2905 = stablehlo.add %2899, %2904 : tensor<2x2x2x12xf32>
    %2906 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 7, 12>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2907 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 12>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2908 = "stablehlo.reshape"(%2907) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2909 = "stablehlo.broadcast_in_dim"(%2908) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2910 = stablehlo.multiply %2906, %2909 : tensor<2x2x2x12xf32>
    %2911 = stablehlo.add %2905, %2910 : tensor<2x2x2x12xf32>
    %2912 = "stablehlo.slice"(%2624) {limit_indices = array<i64: 2, 8, 8, 12>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf32>) -> tensor<2x2x2x12xf32>
    %2913 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 12>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x12xf32>) -> tensor<1x1x1x12xf32>
    %2914 = "stablehlo.reshape"(%2913) : (tensor<1x1x1x12xf32>) -> tensor<12xf32>
    %2915 = "stablehlo.broadcast_in_dim"(%2914) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %2916 = stablehlo.multiply %2912, %2915 : tensor<2x2x2x12xf32>
    %2917 = stablehlo.add %2911, %2916 : tensor<2x2x2x12xf32>
    %2918 = stablehlo.add %2917, %2226 : tensor<2x2x2x12xf32>
    %2919 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %2920 = "stablehlo.convolution"(%2918, %2919) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x4x4x8xf32>
    %2921 = "stablehlo.convolution"(%739, %2918) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x2x12xf32>) -> tensor<2x2x8x12xf32>
    %2922 = stablehlo.constant dense<0.0> : tensor<f32>
    %2923 = "stablehlo.reduce"(%2918, %2922) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %2924 = stablehlo.multiply %2920, %736 : tensor<2x4x4x8xf32>
    %2925 = stablehlo.constant dense<0.0> : tensor<f32>
    %2926 = "stablehlo.reduce"(%2924, %2925) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2927 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2928 = stablehlo.divide %2926, %2927 : tensor<2x4x4xf32>
    %2929 = "stablehlo.broadcast_in_dim"(%2928) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2930 = stablehlo.subtract %2924, %2929 : tensor<2x4x4x8xf32>
    %2931 = stablehlo.multiply %2924, %735 : tensor<2x4x4x8xf32>
    %2932 = stablehlo.constant dense<0.0> : tensor<f32>
    %2933 = "stablehlo.reduce"(%2931, %2932) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2934 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2935 = stablehlo.divide %2933, %2934 : tensor<2x4x4xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%2935) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2937 = stablehlo.multiply %735, %2936 : tensor<2x4x4x8xf32>
    %2938 = stablehlo.subtract %2930, %2937 : tensor<2x4x4x8xf32>
    %2939 = stablehlo.multiply %734, %2938 : tensor<2x4x4x8xf32>
    %2940 = stablehlo.multiply %2920, %735 : tensor<2x4x4x8xf32>
    %2941 = stablehlo.constant dense<0.0> : tensor<f32>
    %2942 = "stablehlo.reduce"(%2940, %2941) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2943 = stablehlo.constant dense<0.0> : tensor<f32>
    %2944 = "stablehlo.reduce"(%2920, %2943) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2945 = stablehlo.multiply %2939, %717 : tensor<2x4x4x8xf32>
    %2946 = stablehlo.multiply %2945, %714 : tensor<2x4x4x8xf32>
    %2947 = stablehlo.multiply %2945, %713 : tensor<2x4x4x8xf32>
    %2948 = stablehlo.constant dense<0.0> : tensor<f32>
    %2949 = "stablehlo.reduce"(%2947, %2948) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2950 = "stablehlo.dot_general"(%2946, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x8xf32>, tensor<32x8xf32>) -> tensor<2x4x4x32xf32>
    %2951 = "stablehlo.dot_general"(%710, %2946) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x32xf32>, tensor<2x4x4x8xf32>) -> tensor<32x8xf32>
    %2952 = stablehlo.constant dense<0.0> : tensor<f32>
    %2953 = "stablehlo.reduce"(%2946, %2952) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2954 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %2955 = stablehlo.multiply %707, %2954 : tensor<2x4x4x32xf32>
    %2956 = stablehlo.multiply %704, %704 : tensor<2x4x4x32xf32>
    %2957 = stablehlo.negate %2956 : tensor<2x4x4x32xf32>
    %2958 = stablehlo.exponential %2957 : tensor<2x4x4x32xf32>
    %2959 = stablehlo.constant dense<0.3989423> : tensor<2x4x4x32xf32>
    %2960 = stablehlo.multiply %2958, %2959 : tensor<2x4x4x32xf32>
    %2961 = stablehlo.multiply %702, %2960 : tensor<2x4x4x32xf32>
    %2962 = stablehlo.add %2955, %2961 : tensor<2x4x4x32xf32>
    %2963 = stablehlo.multiply %2950, %2962 : tensor<2x4x4x32xf32>
    %2964 = "stablehlo.dot_general"(%2963, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x32xf32>, tensor<8x32xf32>) -> tensor<2x4x4x8xf32>
    %2965 = "stablehlo.dot_general"(%699, %2963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %2966 = stablehlo.constant dense<0.0> : tensor<f32>
    %2967 = "stablehlo.reduce"(%2963, %2966) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2968 = stablehlo.multiply %2964, %696 : tensor<2x4x4x8xf32>
    %2969 = stablehlo.constant dense<0.0> : tensor<f32>
    %2970 = "stablehlo.reduce"(%2968, %2969) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2971 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2972 = stablehlo.divide %2970, %2971 : tensor<2x4x4xf32>
    %2973 = "stablehlo.broadcast_in_dim"(%2972) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2974 = stablehlo.subtract %2968, %2973 : tensor<2x4x4x8xf32>
    %2975 = stablehlo.multiply %2968, %695 : tensor<2x4x4x8xf32>
    %2976 = stablehlo.constant dense<0.0> : tensor<f32>
    %2977 = "stablehlo.reduce"(%2975, %2976) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %2978 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %2979 = stablehlo.divide %2977, %2978 : tensor<2x4x4xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%2979) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %2981 = stablehlo.multiply %695, %2980 : tensor<2x4x4x8xf32>
    %2982 = stablehlo.subtract %2974, %2981 : tensor<2x4x4x8xf32>
    %2983 = stablehlo.multiply %694, %2982 : tensor<2x4x4x8xf32>
    %2984 = stablehlo.multiply %2964, %695 : tensor<2x4x4x8xf32>
    %2985 = stablehlo.constant dense<0.0> : tensor<f32>
    %2986 = "stablehlo.reduce"(%2984, %2985) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2987 = stablehlo.constant dense<0.0> : tensor<f32>
    %2988 = "stablehlo.reduce"(%2964, %2987) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2989 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %2990 = stablehlo.multiply %2989, %2983 : tensor<2x4x4x8xf32>
    %2991 = stablehlo.constant dense<0.0> : tensor<f32>
    %2992 = "stablehlo.reduce"(%2990, %2991) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %2993 = stablehlo.constant dense<0.0> : tensor<f32>
    %2994 = "stablehlo.reduce"(%2992, %2993) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2995 = "stablehlo.reshape"(%2994) : (tensor<8xf32>) -> tensor<1x8xf32>
    %2996 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 5, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %2997 = stablehlo.multiply %2996, %2983 : tensor<2x4x4x8xf32>
    %2998 = stablehlo.constant dense<0.0> : tensor<f32>
    %2999 = "stablehlo.reduce"(%2997, %2998) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3000 = stablehlo.constant dense<0.0> : tensor<f32>
    %3001 = "stablehlo.reduce"(%2999, %3000) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3002 = "stablehlo.reshape"(%3001) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3003 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 6, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3004 = stablehlo.multiply %3003, %2983 : tensor<2x4x4x8xf32>
    %3005 = stablehlo.constant dense<0.0> : tensor<f32>
    %3006 = "stablehlo.reduce"(%3004, %3005) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3007 = stablehlo.constant dense<0.0> : tensor<f32>
    %3008 = "stablehlo.reduce"(%3006, %3007) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3009 = "stablehlo.reshape"(%3008) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3010 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 7, 8>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3011 = stablehlo.multiply %3010, %2983 : tensor<2x4x4x8xf32>
    %3012 = stablehlo.constant dense<0.0> : tensor<f32>
    %3013 = "stablehlo.reduce"(%3011, %3012) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3014 = stablehlo.constant dense<0.0> : tensor<f32>
    %3015 = "stablehlo.reduce"(%3013, %3014) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3016 = "stablehlo.reshape"(%3015) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3017 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 8, 8>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3018 = stablehlo.multiply %3017, %2983 : tensor<2x4x4x8xf32>
    %3019 = stablehlo.constant dense<0.0> : tensor<f32>
    %3020 = "stablehlo.reduce"(%3018, %3019) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3021 = stablehlo.constant dense<0.0> : tensor<f32>
    %3022 = "stablehlo.reduce"(%3020, %3021) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3023 = "stablehlo.reshape"(%3022) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3024 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3025 = stablehlo.multiply %3024, %2983 : tensor<2x4x4x8xf32>
    %3026 = stablehlo.constant dense<0.0> : tensor<f32>
    %3027 = "stablehlo.reduce"(%3025, %3026) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3028 = stablehlo.constant dense<0.0> : tensor<f32>
    %3029 = "stablehlo.reduce"(%3027, %3028) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3030 = "stablehlo.reshape"(%3029) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3031 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3032 = stablehlo.multiply %3031, %2983 : tensor<2x4x4x8xf32>
    %3033 = stablehlo.constant dense<0.0> : tensor<f32>
    %3034 = "stablehlo.reduce"(%3032, %3033) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3035 = stablehlo.constant dense<0.0> : tensor<f32>
    %3036 = "stablehlo.reduce"(%3034, %3035) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3037 = "stablehlo.reshape"(%3036) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3038 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 4, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3039 = stablehlo.multiply %3038, %2983 : tensor<2x4x4x8xf32>
    %3040 = stablehlo.constant dense<0.0> : tensor<f32>
    %3041 = "stablehlo.reduce"(%3039, %3040) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3042 = stablehlo.constant dense<0.0> : tensor<f32>
    %3043 = "stablehlo.reduce"(%3041, %3042) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3044 = "stablehlo.reshape"(%3043) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3045 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 5, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3046 = stablehlo.multiply %3045, %2983 : tensor<2x4x4x8xf32>
    %3047 = stablehlo.constant dense<0.0> : tensor<f32>
    %3048 = "stablehlo.reduce"(%3046, %3047) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3049 = stablehlo.constant dense<0.0> : tensor<f32>
    %3050 = "stablehlo.reduce"(%3048, %3049) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3051 = "stablehlo.reshape"(%3050) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3052 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 6, 8>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3053 = stablehlo.multiply %3052, %2983 : tensor<2x4x4x8xf32>
    %3054 = stablehlo.constant dense<0.0> : tensor<f32>
    %3055 = "stablehlo.reduce"(%3053, %3054) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3056 = stablehlo.constant dense<0.0> : tensor<f32>
    %3057 = "stablehlo.reduce"(%3055, %3056) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3058 = "stablehlo.reshape"(%3057) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3059 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 7, 8>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3060 = stablehlo.multiply %3059, %2983 : tensor<2x4x4x8xf32>
    %3061 = stablehlo.constant dense<0.0> : tensor<f32>
    %3062 = "stablehlo.reduce"(%3060, %3061) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3063 = stablehlo.constant dense<0.0> : tensor<f32>
    %3064 = "stablehlo.reduce"(%3062, %3063) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3065 = "stablehlo.reshape"(%3064) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3066 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 8, 8>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3067 = stablehlo.multiply %3066, %2983 : tensor<2x4x4x8xf32>
    %3068 = stablehlo.constant dense<0.0> : tensor<f32>
    %3069 = "stablehlo.reduce"(%3067, %3068) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3070 = stablehlo.constant dense<0.0> : tensor<f32>
    %3071 = "stablehlo.reduce"(%3069, %3070) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3072 = "stablehlo.reshape"(%3071) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3073 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 9, 8>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3074 = stablehlo.multiply %3073, %2983 : tensor<2x4x4x8xf32>
    %3075 = stablehlo.constant dense<0.0> : tensor<f32>
    %3076 = "stablehlo.reduce"(%3074, %3075) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3077 = stablehlo.constant dense<0.0> : tensor<f32>
    %3078 = "stablehlo.reduce"(%3076, %3077) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3079 = "stablehlo.reshape"(%3078) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3080 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 5, 10, 8>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3081 = stablehlo.multiply %3080, %2983 : tensor<2x4x4x8xf32>
    %3082 = stablehlo.constant dense<0.0> : tensor<f32>
    %3083 = "stablehlo.reduce"(%3081, %3082) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3084 = stablehlo.constant dense<0.0> : tensor<f32>
    %3085 = "stablehlo.reduce"(%3083, %3084) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3086 = "stablehlo.reshape"(%3085) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3087 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 4, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3088 = stablehlo.multiply %3087, %2983 : tensor<2x4x4x8xf32>
    %3089 = stablehlo.constant dense<0.0> : tensor<f32>
    %3090 = "stablehlo.reduce"(%3088, %3089) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3091 = stablehlo.constant dense<0.0> : tensor<f32>
    %3092 = "stablehlo.reduce"(%3090, %3091) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3093 = "stablehlo.reshape"(%3092) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3094 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 5, 8>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3095 = stablehlo.multiply %3094, %2983 : tensor<2x4x4x8xf32>
    %3096 = stablehlo.constant dense<0.0> : tensor<f32>
    %3097 = "stablehlo.reduce"(%3095, %3096) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3098 = stablehlo.constant dense<0.0> : tensor<f32>
    %3099 = "stablehlo.reduce"(%3097, %3098) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3100 = "stablehlo.reshape"(%3099) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3101 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 6, 8>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3102 = stablehlo.multiply %3101, %2983 : tensor<2x4x4x8xf32>
    %3103 = stablehlo.constant dense<0.0> : tensor<f32>
    %3104 = "stablehlo.reduce"(%3102, %3103) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3105 = stablehlo.constant dense<0.0> : tensor<f32>
    %3106 = "stablehlo.reduce"(%3104, %3105) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3107 = "stablehlo.reshape"(%3106) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3108 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 7, 8>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3109 = stablehlo.multiply %3108, %2983 : tensor<2x4x4x8xf32>
    %3110 = stablehlo.constant dense<0.0> : tensor<f32>
    %3111 = "stablehlo.reduce"(%3109, %3110) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3112 = stablehlo.constant dense<0.0> : tensor<f32>
    %3113 = "stablehlo.reduce"(%3111, %3112) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3114 = "stablehlo.reshape"(%3113) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3115 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 8, 8>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3116 = stablehlo.multiply %3115, %2983 : tensor<2x4x4x8xf32>
    %3117 = stablehlo.constant dense<0.0> : tensor<f32>
    %3118 = "stablehlo.reduce"(%3116, %3117) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3119 = stablehlo.constant dense<0.0> : tensor<f32>
    %3120 = "stablehlo.reduce"(%3118, %3119) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3121 = "stablehlo.reshape"(%3120) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3122 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 9, 8>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3123 = stablehlo.multiply %3122, %2983 : tensor<2x4x4x8xf32>
    %3124 = stablehlo.constant dense<0.0> : tensor<f32>
    %3125 = "stablehlo.reduce"(%3123, %3124) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3126 = stablehlo.constant dense<0.0> : tensor<f32>
    %3127 = "stablehlo.reduce"(%3125, %3126) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3128 = "stablehlo.reshape"(%3127) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3129 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 6, 10, 8>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3130 = stablehlo.multiply %3129, %2983 : tensor<2x4x4x8xf32>
    %3131 = stablehlo.constant dense<0.0> : tensor<f32>
    %3132 = "stablehlo.reduce"(%3130, %3131) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3133 = stablehlo.constant dense<0.0> : tensor<f32>
    %3134 = "stablehlo.reduce"(%3132, %3133) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3135 = "stablehlo.reshape"(%3134) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3136 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 4, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3137 = stablehlo.multiply %3136, %2983 : tensor<2x4x4x8xf32>
    %3138 = stablehlo.constant dense<0.0> : tensor<f32>
    %3139 = "stablehlo.reduce"(%3137, %3138) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3140 = stablehlo.constant dense<0.0> : tensor<f32>
    %3141 = "stablehlo.reduce"(%3139, %3140) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3142 = "stablehlo.reshape"(%3141) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3143 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 5, 8>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3144 = stablehlo.multiply %3143, %2983 : tensor<2x4x4x8xf32>
    %3145 = stablehlo.constant dense<0.0> : tensor<f32>
    %3146 = "stablehlo.reduce"(%3144, %3145) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3147 = stablehlo.constant dense<0.0> : tensor<f32>
    %3148 = "stablehlo.reduce"(%3146, %3147) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3149 = "stablehlo.reshape"(%3148) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3150 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 6, 8>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3151 = stablehlo.multiply %3150, %2983 : tensor<2x4x4x8xf32>
    %3152 = stablehlo.constant dense<0.0> : tensor<f32>
    %3153 = "stablehlo.reduce"(%3151, %3152) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3154 = stablehlo.constant dense<0.0> : tensor<f32>
    %3155 = "stablehlo.reduce"(%3153, %3154) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3156 = "stablehlo.reshape"(%3155) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3157 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 7, 8>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3158 = stablehlo.multiply %3157, %2983 : tensor<2x4x4x8xf32>
    %3159 = stablehlo.constant dense<0.0> : tensor<f32>
    %3160 = "stablehlo.reduce"(%3158, %3159) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3161 = stablehlo.constant dense<0.0> : tensor<f32>
    %3162 = "stablehlo.reduce"(%3160, %3161) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3163 = "stablehlo.reshape"(%3162) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3164 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 8, 8>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3165 = stablehlo.multiply %3164, %2983 : tensor<2x4x4x8xf32>
    %3166 = stablehlo.constant dense<0.0> : tensor<f32>
    %3167 = "stablehlo.reduce"(%3165, %3166) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3168 = stablehlo.constant dense<0.0> : tensor<f32>
    %3169 = "stablehlo.reduce"(%3167, %3168) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3170 = "stablehlo.reshape"(%3169) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3171 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 9, 8>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3172 = stablehlo.multiply %3171, %2983 : tensor<2x4x4x8xf32>
    %3173 = stablehlo.constant dense<0.0> : tensor<f32>
    %3174 = "stablehlo.reduce"(%3172, %3173) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3175 = stablehlo.constant dense<0.0> : tensor<f32>
    %3176 = "stablehlo.reduce"(%3174, %3175) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3177 = "stablehlo.reshape"(%3176) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3178 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 7, 10, 8>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3179 = stablehlo.multiply %3178, %2983 : tensor<2x4x4x8xf32>
    %3180 = stablehlo.constant dense<0.0> : tensor<f32>
    %3181 = "stablehlo.reduce"(%3179, %3180) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3182 = stablehlo.constant dense<0.0> : tensor<f32>
    %3183 = "stablehlo.reduce"(%3181, %3182) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3184 = "stablehlo.reshape"(%3183) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3185 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 4, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3186 = stablehlo.multiply %3185, %2983 : tensor<2x4x4x8xf32>
    %3187 = stablehlo.constant dense<0.0> : tensor<f32>
    %3188 = "stablehlo.reduce"(%3186, %3187) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3189 = stablehlo.constant dense<0.0> : tensor<f32>
    %3190 = "stablehlo.reduce"(%3188, %3189) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3191 = "stablehlo.reshape"(%3190) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3192 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 5, 8>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3193 = stablehlo.multiply %3192, %2983 : tensor<2x4x4x8xf32>
    %3194 = stablehlo.constant dense<0.0> : tensor<f32>
    %3195 = "stablehlo.reduce"(%3193, %3194) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3196 = stablehlo.constant dense<0.0> : tensor<f32>
    %3197 = "stablehlo.reduce"(%3195, %3196) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3198 = "stablehlo.reshape"(%3197) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3199 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 6, 8>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3200 = stablehlo.multiply %3199, %2983 : tensor<2x4x4x8xf32>
    %3201 = stablehlo.constant dense<0.0> : tensor<f32>
    %3202 = "stablehlo.reduce"(%3200, %3201) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3203 = stablehlo.constant dense<0.0> : tensor<f32>
    %3204 = "stablehlo.reduce"(%3202, %3203) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3205 = "stablehlo.reshape"(%3204) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3206 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 7, 8>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3207 = stablehlo.multiply %3206, %2983 : tensor<2x4x4x8xf32>
    %3208 = stablehlo.constant dense<0.0> : tensor<f32>
    %3209 = "stablehlo.reduce"(%3207, %3208) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3210 = stablehlo.constant dense<0.0> : tensor<f32>
    %3211 = "stablehlo.reduce"(%3209, %3210) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3212 = "stablehlo.reshape"(%3211) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3213 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 8, 8>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3214 = stablehlo.multiply %3213, %2983 : tensor<2x4x4x8xf32>
    %3215 = stablehlo.constant dense<0.0> : tensor<f32>
    %3216 = "stablehlo.reduce"(%3214, %3215) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3217 = stablehlo.constant dense<0.0> : tensor<f32>
    %3218 = "stablehlo.reduce"(%3216, %3217) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3219 = "stablehlo.reshape"(%3218) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3220 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 9, 8>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3221 = stablehlo.multiply %3220, %2983 : tensor<2x4x4x8xf32>
    %3222 = stablehlo.constant dense<0.0> : tensor<f32>
    %3223 = "stablehlo.reduce"(%3221, %3222) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3224 = stablehlo.constant dense<0.0> : tensor<f32>
    %3225 = "stablehlo.reduce"(%3223, %3224) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3226 = "stablehlo.reshape"(%3225) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3227 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 8, 10, 8>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3228 = stablehlo.multiply %3227, %2983 : tensor<2x4x4x8xf32>
    %3229 = stablehlo.constant dense<0.0> : tensor<f32>
    %3230 = "stablehlo.reduce"(%3228, %3229) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3231 = stablehlo.constant dense<0.0> : tensor<f32>
    %3232 = "stablehlo.reduce"(%3230, %3231) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3233 = "stablehlo.reshape"(%3232) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3234 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 4, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3235 = stablehlo.multiply %3234, %2983 : tensor<2x4x4x8xf32>
    %3236 = stablehlo.constant dense<0.0> : tensor<f32>
    %3237 = "stablehlo.reduce"(%3235, %3236) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3238 = stablehlo.constant dense<0.0> : tensor<f32>
    %3239 = "stablehlo.reduce"(%3237, %3238) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3240 = "stablehlo.reshape"(%3239) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3241 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 5, 8>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3242 = stablehlo.multiply %3241, %2983 : tensor<2x4x4x8xf32>
    %3243 = stablehlo.constant dense<0.0> : tensor<f32>
    %3244 = "stablehlo.reduce"(%3242, %3243) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3245 = stablehlo.constant dense<0.0> : tensor<f32>
    %3246 = "stablehlo.reduce"(%3244, %3245) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3247 = "stablehlo.reshape"(%3246) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3248 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 6, 8>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3249 = stablehlo.multiply %3248, %2983 : tensor<2x4x4x8xf32>
    %3250 = stablehlo.constant dense<0.0> : tensor<f32>
    %3251 = "stablehlo.reduce"(%3249, %3250) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3252 = stablehlo.constant dense<0.0> : tensor<f32>
    %3253 = "stablehlo.reduce"(%3251, %3252) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3254 = "stablehlo.reshape"(%3253) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3255 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 7, 8>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3256 = stablehlo.multiply %3255, %2983 : tensor<2x4x4x8xf32>
    %3257 = stablehlo.constant dense<0.0> : tensor<f32>
    %3258 = "stablehlo.reduce"(%3256, %3257) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3259 = stablehlo.constant dense<0.0> : tensor<f32>
    %3260 = "stablehlo.reduce"(%3258, %3259) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3261 = "stablehlo.reshape"(%3260) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3262 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 8, 8>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3263 = stablehlo.multiply %3262, %2983 : tensor<2x4x4x8xf32>
    %3264 = stablehlo.constant dense<0.0> : tensor<f32>
    %3265 = "stablehlo.reduce"(%3263, %3264) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3266 = stablehlo.constant dense<0.0> : tensor<f32>
    %3267 = "stablehlo.reduce"(%3265, %3266) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3268 = "stablehlo.reshape"(%3267) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3269 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 9, 8>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3270 = stablehlo.multiply %3269, %2983 : tensor<2x4x4x8xf32>
    %3271 = stablehlo.constant dense<0.0> : tensor<f32>
    %3272 = "stablehlo.reduce"(%3270, %3271) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3273 = stablehlo.constant dense<0.0> : tensor<f32>
    %3274 = "stablehlo.reduce"(%3272, %3273) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3275 = "stablehlo.reshape"(%3274) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3276 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 9, 10, 8>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3277 = stablehlo.multiply %3276, %2983 : tensor<2x4x4x8xf32>
    %3278 = stablehlo.constant dense<0.0> : tensor<f32>
    %3279 = "stablehlo.reduce"(%3277, %3278) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3280 = stablehlo.constant dense<0.0> : tensor<f32>
    %3281 = "stablehlo.reduce"(%3279, %3280) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3282 = "stablehlo.reshape"(%3281) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3283 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 4, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3284 = stablehlo.multiply %3283, %2983 : tensor<2x4x4x8xf32>
    %3285 = stablehlo.constant dense<0.0> : tensor<f32>
    %3286 = "stablehlo.reduce"(%3284, %3285) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3287 = stablehlo.constant dense<0.0> : tensor<f32>
    %3288 = "stablehlo.reduce"(%3286, %3287) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3289 = "stablehlo.reshape"(%3288) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3290 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 5, 8>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3291 = stablehlo.multiply %3290, %2983 : tensor<2x4x4x8xf32>
    %3292 = stablehlo.constant dense<0.0> : tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3294 = stablehlo.constant dense<0.0> : tensor<f32>
    %3295 = "stablehlo.reduce"(%3293, %3294) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3296 = "stablehlo.reshape"(%3295) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3297 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 6, 8>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3298 = stablehlo.multiply %3297, %2983 : tensor<2x4x4x8xf32>
    %3299 = stablehlo.constant dense<0.0> : tensor<f32>
    %3300 = "stablehlo.reduce"(%3298, %3299) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3301 = stablehlo.constant dense<0.0> : tensor<f32>
    %3302 = "stablehlo.reduce"(%3300, %3301) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3303 = "stablehlo.reshape"(%3302) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3304 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 7, 8>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3305 = stablehlo.multiply %3304, %2983 : tensor<2x4x4x8xf32>
    %3306 = stablehlo.constant dense<0.0> : tensor<f32>
    %3307 = "stablehlo.reduce"(%3305, %3306) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3308 = stablehlo.constant dense<0.0> : tensor<f32>
    %3309 = "stablehlo.reduce"(%3307, %3308) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3310 = "stablehlo.reshape"(%3309) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3311 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 8, 8>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3312 = stablehlo.multiply %3311, %2983 : tensor<2x4x4x8xf32>
    %3313 = stablehlo.constant dense<0.0> : tensor<f32>
    %3314 = "stablehlo.reduce"(%3312, %3313) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3315 = stablehlo.constant dense<0.0> : tensor<f32>
    %3316 = "stablehlo.reduce"(%3314, %3315) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3317 = "stablehlo.reshape"(%3316) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3318 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 9, 8>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3319 = stablehlo.multiply %3318, %2983 : tensor<2x4x4x8xf32>
    %3320 = stablehlo.constant dense<0.0> : tensor<f32>
    %3321 = "stablehlo.reduce"(%3319, %3320) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3322 = stablehlo.constant dense<0.0> : tensor<f32>
    %3323 = "stablehlo.reduce"(%3321, %3322) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3324 = "stablehlo.reshape"(%3323) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3325 = "stablehlo.slice"(%384) {limit_indices = array<i64: 2, 10, 10, 8>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3326 = stablehlo.multiply %3325, %2983 : tensor<2x4x4x8xf32>
    %3327 = stablehlo.constant dense<0.0> : tensor<f32>
    %3328 = "stablehlo.reduce"(%3326, %3327) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3329 = stablehlo.constant dense<0.0> : tensor<f32>
    %3330 = "stablehlo.reduce"(%3328, %3329) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3331 = "stablehlo.reshape"(%3330) : (tensor<8xf32>) -> tensor<1x8xf32>
    %3332 = "stablehlo.concatenate"(%2995, %3002, %3009, %3016, %3023, %3030, %3037, %3044, %3051, %3058, %3065, %3072, %3079, %3086, %3093, %3100, %3107, %3114, %3121, %3128, %3135, %3142, %3149, %3156, %3163, %3170, %3177, %3184, %3191, %3198, %3205, %3212, %3219, %3226, %3233, %3240, %3247, %3254, %3261, %3268, %3275, %3282, %3289, %3296, %3303, %3310, %3317, %3324, %3331) {dimension = 0 : i64} : (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<49x8xf32>
    %3333 = "stablehlo.reshape"(%3332) : (tensor<49x8xf32>) -> tensor<7x7x1x8xf32>
    %3334 = stablehlo.constant dense<0.0> : tensor<f32>
    %3335 = "stablehlo.reduce"(%2983, %3334) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3336 = stablehlo.constant dense<0.0> : tensor<f32>
    %3337 = "stablehlo.pad"(%2983, %3336) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x10x10x8xf32>
    %3338 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3339 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 8>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3340 = "stablehlo.reshape"(%3339) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3341 = "stablehlo.broadcast_in_dim"(%3340) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3342 = stablehlo.multiply %3338, %3341 : tensor<2x4x4x8xf32>
    %3343 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 5, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3344 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 8>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3345 = "stablehlo.reshape"(%3344) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3346 = "stablehlo.broadcast_in_dim"(%3345) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3347 = stablehlo.multiply %3343, %3346 : tensor<2x4x4x8xf32>
    %3348 = stablehlo.add %3342, %3347 : tensor<2x4x4x8xf32>
    %3349 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 6, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3350 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 8>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3351 = "stablehlo.reshape"(%3350) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%3351) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3353 = stablehlo.multiply %3349, %3352 : tensor<2x4x4x8xf32>
    %3354 = stablehlo.add %3348, %3353 : tensor<2x4x4x8xf32>
    %3355 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 7, 8>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3356 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 8>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3357 = "stablehlo.reshape"(%3356) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%3357) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3359 = stablehlo.multiply %3355, %3358 : tensor<2x4x4x8xf32>
    %3360 = stablehlo.add %3354, %3359 : tensor<2x4x4x8xf32>
    %3361 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 8, 8>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3362 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 8>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3363 = "stablehlo.reshape"(%3362) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3364 = "stablehlo.broadcast_in_dim"(%3363) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3365 = stablehlo.multiply %3361, %3364 : tensor<2x4x4x8xf32>
    %3366 = stablehlo.add %3360, %3365 : tensor<2x4x4x8xf32>
    %3367 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3368 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 8>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3369 = "stablehlo.reshape"(%3368) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3370 = "stablehlo.broadcast_in_dim"(%3369) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3371 = stablehlo.multiply %3367, %3370 : tensor<2x4x4x8xf32>
    %3372 = stablehlo.add %3366, %3371 : tensor<2x4x4x8xf32>
    %3373 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3374 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 8>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3375 = "stablehlo.reshape"(%3374) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3376 = "stablehlo.broadcast_in_dim"(%3375) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3377 = stablehlo.multiply %3373, %3376 : tensor<2x4x4x8xf32>
    %3378 = stablehlo.add %3372, %3377 : tensor<2x4x4x8xf32>
    %3379 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 4, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3380 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 8>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3381 = "stablehlo.reshape"(%3380) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3382 = "stablehlo.broadcast_in_dim"(%3381) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3383 = stablehlo.multiply %3379, %3382 : tensor<2x4x4x8xf32>
    %3384 = stablehlo.add %3378, %3383 : tensor<2x4x4x8xf32>
    %3385 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 5, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3386 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 8>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3387 = "stablehlo.reshape"(%3386) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%3387) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3389 = stablehlo.multiply %3385, %3388 : tensor<2x4x4x8xf32>
    %3390 = stablehlo.add %3384, %3389 : tensor<2x4x4x8xf32>
    %3391 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 6, 8>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3392 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 8>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3393 = "stablehlo.reshape"(%3392) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3394 = "stablehlo.broadcast_in_dim"(%3393) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3395 = stablehlo.multiply %3391, %3394 : tensor<2x4x4x8xf32>
    %3396 = stablehlo.add %3390, %3395 : tensor<2x4x4x8xf32>
    %3397 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 7, 8>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3398 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 8>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3399 = "stablehlo.reshape"(%3398) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3400 = "stablehlo.broadcast_in_dim"(%3399) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3401 = stablehlo.multiply %3397, %3400 : tensor<2x4x4x8xf32>
    %3402 = stablehlo.add %3396, %3401 : tensor<2x4x4x8xf32>
    %3403 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 8, 8>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3404 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 8>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3405 = "stablehlo.reshape"(%3404) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3406 = "stablehlo.broadcast_in_dim"(%3405) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3407 = stablehlo.multiply %3403, %3406 : tensor<2x4x4x8xf32>
    %3408 = stablehlo.add %3402, %3407 : tensor<2x4x4x8xf32>
    %3409 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 9, 8>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3410 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 8>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3411 = "stablehlo.reshape"(%3410) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3412 = "stablehlo.broadcast_in_dim"(%3411) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3413 = stablehlo.multiply %3409, %3412 : tensor<2x4x4x8xf32>
    %3414 = stablehlo.add %3408, %3413 : tensor<2x4x4x8xf32>
    %3415 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 5, 10, 8>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3416 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 8>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3417 = "stablehlo.reshape"(%3416) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3418 = "stablehlo.broadcast_in_dim"(%3417) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3419 = stablehlo.multiply %3415, %3418 : tensor<2x4x4x8xf32>
    %3420 = stablehlo.add %3414, %3419 : tensor<2x4x4x8xf32>
    %3421 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 4, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3422 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 8>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3423 = "stablehlo.reshape"(%3422) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3424 = "stablehlo.broadcast_in_dim"(%3423) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3425 = stablehlo.multiply %3421, %3424 : tensor<2x4x4x8xf32>
    %3426 = stablehlo.add %3420, %3425 : tensor<2x4x4x8xf32>
    %3427 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 5, 8>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3428 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 8>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3429 = "stablehlo.reshape"(%3428) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3430 = "stablehlo.broadcast_in_dim"(%3429) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3431 = stablehlo.multiply %3427, %3430 : tensor<2x4x4x8xf32>
    %3432 = stablehlo.add %3426, %3431 : tensor<2x4x4x8xf32>
    %3433 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 6, 8>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3434 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 8>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3435 = "stablehlo.reshape"(%3434) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3436 = "stablehlo.broadcast_in_dim"(%3435) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3437 = stablehlo.multiply %3433, %3436 : tensor<2x4x4x8xf32>
    %3438 = stablehlo.add %3432, %3437 : tensor<2x4x4x8xf32>
    %3439 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 7, 8>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3440 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 8>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3441 = "stablehlo.reshape"(%3440) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3442 = "stablehlo.broadcast_in_dim"(%3441) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3443 = stablehlo.multiply %3439, %3442 : tensor<2x4x4x8xf32>
    %3444 = stablehlo.add %3438, %3443 : tensor<2x4x4x8xf32>
    %3445 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 8, 8>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3446 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 8>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3447 = "stablehlo.reshape"(%3446) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3448 = "stablehlo.broadcast_in_dim"(%3447) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3449 = stablehlo.multiply %3445, %3448 : tensor<2x4x4x8xf32>
    %3450 = stablehlo.add %3444, %3449 : tensor<2x4x4x8xf32>
    %3451 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 9, 8>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3452 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 8>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3453 = "stablehlo.reshape"(%3452) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3454 = "stablehlo.broadcast_in_dim"(%3453) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3455 = stablehlo.multiply %3451, %3454 : tensor<2x4x4x8xf32>
    %3456 = stablehlo.add %3450, %3455 : tensor<2x4x4x8xf32>
    %3457 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 6, 10, 8>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3458 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 8>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3459 = "stablehlo.reshape"(%3458) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3460 = "stablehlo.broadcast_in_dim"(%3459) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3461 = stablehlo.multiply %3457, %3460 : tensor<2x4x4x8xf32>
    %3462 = stablehlo.add %3456, %3461 : tensor<2x4x4x8xf32>
    %3463 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 4, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3464 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 8>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3465 = "stablehlo.reshape"(%3464) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3466 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3467 = stablehlo.multiply %3463, %3466 : tensor<2x4x4x8xf32>
    %3468 = stablehlo.add %3462, %3467 : tensor<2x4x4x8xf32>
    %3469 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 5, 8>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3470 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 8>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3471 = "stablehlo.reshape"(%3470) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3472 = "stablehlo.broadcast_in_dim"(%3471) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3473 = stablehlo.multiply %3469, %3472 : tensor<2x4x4x8xf32>
    %3474 = stablehlo.add %3468, %3473 : tensor<2x4x4x8xf32>
    %3475 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 6, 8>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3476 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 8>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3477 = "stablehlo.reshape"(%3476) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3478 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3479 = stablehlo.multiply %3475, %3478 : tensor<2x4x4x8xf32>
    %3480 = stablehlo.add %3474, %3479 : tensor<2x4x4x8xf32>
    %3481 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 7, 8>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3482 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 8>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3483 = "stablehlo.reshape"(%3482) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3484 = "stablehlo.broadcast_in_dim"(%3483) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3485 = stablehlo.multiply %3481, %3484 : tensor<2x4x4x8xf32>
    %3486 = stablehlo.add %3480, %3485 : tensor<2x4x4x8xf32>
    %3487 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 8, 8>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3488 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 8>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3489 = "stablehlo.reshape"(%3488) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%3489) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3491 = stablehlo.multiply %3487, %3490 : tensor<2x4x4x8xf32>
    %3492 = stablehlo.add %3486, %3491 : tensor<2x4x4x8xf32>
    %3493 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 9, 8>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3494 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 8>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3495 = "stablehlo.reshape"(%3494) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3496 = "stablehlo.broadcast_in_dim"(%3495) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3497 = stablehlo.multiply %3493, %3496 : tensor<2x4x4x8xf32>
    %3498 = stablehlo.add %3492, %3497 : tensor<2x4x4x8xf32>
    %3499 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 7, 10, 8>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3500 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3501 = "stablehlo.reshape"(%3500) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%3501) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3503 = stablehlo.multiply %3499, %3502 : tensor<2x4x4x8xf32>
    %3504 = stablehlo.add %3498, %3503 : tensor<2x4x4x8xf32>
    %3505 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 4, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3506 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 8>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3507 = "stablehlo.reshape"(%3506) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3508 = "stablehlo.broadcast_in_dim"(%3507) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3509 = stablehlo.multiply %3505, %3508 : tensor<2x4x4x8xf32>
    %3510 = stablehlo.add %3504, %3509 : tensor<2x4x4x8xf32>
    %3511 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 5, 8>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3512 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 8>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3513 = "stablehlo.reshape"(%3512) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3514 = "stablehlo.broadcast_in_dim"(%3513) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3515 = stablehlo.multiply %3511, %3514 : tensor<2x4x4x8xf32>
    %3516 = stablehlo.add %3510, %3515 : tensor<2x4x4x8xf32>
    %3517 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 6, 8>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3518 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 8>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3519 = "stablehlo.reshape"(%3518) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%3519) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3521 = stablehlo.multiply %3517, %3520 : tensor<2x4x4x8xf32>
    %3522 = stablehlo.add %3516, %3521 : tensor<2x4x4x8xf32>
    %3523 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 7, 8>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3524 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 8>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3525 = "stablehlo.reshape"(%3524) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3526 = "stablehlo.broadcast_in_dim"(%3525) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3527 = stablehlo.multiply %3523, %3526 : tensor<2x4x4x8xf32>
    %3528 = stablehlo.add %3522, %3527 : tensor<2x4x4x8xf32>
    %3529 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 8, 8>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3530 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 8>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3531 = "stablehlo.reshape"(%3530) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3532 = "stablehlo.broadcast_in_dim"(%3531) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3533 = stablehlo.multiply %3529, %3532 : tensor<2x4x4x8xf32>
    %3534 = stablehlo.add %3528, %3533 : tensor<2x4x4x8xf32>
    %3535 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 9, 8>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3536 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 8>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3537 = "stablehlo.reshape"(%3536) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%3537) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3539 = stablehlo.multiply %3535, %3538 : tensor<2x4x4x8xf32>
    %3540 = stablehlo.add %3534, %3539 : tensor<2x4x4x8xf32>
    %3541 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 8, 10, 8>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3542 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 8>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3543 = "stablehlo.reshape"(%3542) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3544 = "stablehlo.broadcast_in_dim"(%3543) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3545 = stablehlo.multiply %3541, %3544 : tensor<2x4x4x8xf32>
    %3546 = stablehlo.add %3540, %3545 : tensor<2x4x4x8xf32>
    %3547 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 4, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3548 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 8>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3549 = "stablehlo.reshape"(%3548) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%3549) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3551 = stablehlo.multiply %3547, %3550 : tensor<2x4x4x8xf32>
    %3552 = stablehlo.add %3546, %3551 : tensor<2x4x4x8xf32>
    %3553 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 5, 8>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3554 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 8>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3555 = "stablehlo.reshape"(%3554) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3556 = "stablehlo.broadcast_in_dim"(%3555) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3557 = stablehlo.multiply %3553, %3556 : tensor<2x4x4x8xf32>
    %3558 = stablehlo.add %3552, %3557 : tensor<2x4x4x8xf32>
    %3559 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 6, 8>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3560 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 8>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3561 = "stablehlo.reshape"(%3560) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3562 = "stablehlo.broadcast_in_dim"(%3561) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3563 = stablehlo.multiply %3559, %3562 : tensor<2x4x4x8xf32>
    %3564 = stablehlo.add %3558, %3563 : tensor<2x4x4x8xf32>
    %3565 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 7, 8>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3566 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 8>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3567 = "stablehlo.reshape"(%3566) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3568 = "stablehlo.broadcast_in_dim"(%3567) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3569 = stablehlo.multiply %3565, %3568 : tensor<2x4x4x8xf32>
    %3570 = stablehlo.add %3564, %3569 : tensor<2x4x4x8xf32>
    %3571 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 8, 8>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3572 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 8>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3573 = "stablehlo.reshape"(%3572) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3574 = "stablehlo.broadcast_in_dim"(%3573) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3575 = stablehlo.multiply %3571, %3574 : tensor<2x4x4x8xf32>
    %3576 = stablehlo.add %3570, %3575 : tensor<2x4x4x8xf32>
    %3577 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 9, 8>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3578 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 8>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3579 = "stablehlo.reshape"(%3578) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%3579) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3581 = stablehlo.multiply %3577, %3580 : tensor<2x4x4x8xf32>
    %3582 = stablehlo.add %3576, %3581 : tensor<2x4x4x8xf32>
    %3583 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 9, 10, 8>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3584 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 8>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3585 = "stablehlo.reshape"(%3584) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3586 = "stablehlo.broadcast_in_dim"(%3585) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3587 = stablehlo.multiply %3583, %3586 : tensor<2x4x4x8xf32>
    %3588 = stablehlo.add %3582, %3587 : tensor<2x4x4x8xf32>
    %3589 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 4, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3590 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 8>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3591 = "stablehlo.reshape"(%3590) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3592 = "stablehlo.broadcast_in_dim"(%3591) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3593 = stablehlo.multiply %3589, %3592 : tensor<2x4x4x8xf32>
    %3594 = stablehlo.add %3588, %3593 : tensor<2x4x4x8xf32>
    %3595 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 5, 8>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3596 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 8>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3597 = "stablehlo.reshape"(%3596) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%3597) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3599 = stablehlo.multiply %3595, %3598 : tensor<2x4x4x8xf32>
    %3600 = stablehlo.add %3594, %3599 : tensor<2x4x4x8xf32>
    %3601 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 6, 8>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3602 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 8>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3603 = "stablehlo.reshape"(%3602) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3604 = "stablehlo.broadcast_in_dim"(%3603) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3605 = stablehlo.multiply %3601, %3604 : tensor<2x4x4x8xf32>
    %3606 = stablehlo.add %3600, %3605 : tensor<2x4x4x8xf32>
    %3607 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 7, 8>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3608 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 8>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3609 = "stablehlo.reshape"(%3608) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3610 = "stablehlo.broadcast_in_dim"(%3609) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3611 = stablehlo.multiply %3607, %3610 : tensor<2x4x4x8xf32>
    %3612 = stablehlo.add %3606, %3611 : tensor<2x4x4x8xf32>
    %3613 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 8, 8>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3614 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3615 = "stablehlo.reshape"(%3614) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3616 = "stablehlo.broadcast_in_dim"(%3615) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3617 = stablehlo.multiply %3613, %3616 : tensor<2x4x4x8xf32>
    %3618 = stablehlo.add %3612, %3617 : tensor<2x4x4x8xf32>
    %3619 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 9, 8>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3620 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3621 = "stablehlo.reshape"(%3620) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3622 = "stablehlo.broadcast_in_dim"(%3621) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3623 = stablehlo.multiply %3619, %3622 : tensor<2x4x4x8xf32>
    %3624 = stablehlo.add %3618, %3623 : tensor<2x4x4x8xf32>
    %3625 = "stablehlo.slice"(%3337) {limit_indices = array<i64: 2, 10, 10, 8>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x10x10x8xf32>) -> tensor<2x4x4x8xf32>
    %3626 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3627 = "stablehlo.reshape"(%3626) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %3628 = "stablehlo.broadcast_in_dim"(%3627) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %3629 = stablehlo.multiply %3625, %3628 : tensor<2x4x4x8xf32>
    %3630 = stablehlo.add %3624, %3629 : tensor<2x4x4x8xf32>
    %3631 = stablehlo.add %3630, %2939 : tensor<2x4x4x8xf32>
    %3632 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %3633 = "stablehlo.convolution"(%3631, %3632) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x8x8x4xf32>
    %3634 = "stablehlo.convolution"(%379, %3631) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<2x2x4x8xf32>
    %3635 = stablehlo.constant dense<0.0> : tensor<f32>
    %3636 = "stablehlo.reduce"(%3631, %3635) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3637 = stablehlo.multiply %3633, %376 : tensor<2x8x8x4xf32>
    %3638 = stablehlo.constant dense<0.0> : tensor<f32>
    %3639 = "stablehlo.reduce"(%3637, %3638) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3640 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3641 = stablehlo.divide %3639, %3640 : tensor<2x8x8xf32>
    %3642 = "stablehlo.broadcast_in_dim"(%3641) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3643 = stablehlo.subtract %3637, %3642 : tensor<2x8x8x4xf32>
    %3644 = stablehlo.multiply %3637, %375 : tensor<2x8x8x4xf32>
    %3645 = stablehlo.constant dense<0.0> : tensor<f32>
    %3646 = "stablehlo.reduce"(%3644, %3645) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3647 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3648 = stablehlo.divide %3646, %3647 : tensor<2x8x8xf32>
    %3649 = "stablehlo.broadcast_in_dim"(%3648) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3650 = stablehlo.multiply %375, %3649 : tensor<2x8x8x4xf32>
    %3651 = stablehlo.subtract %3643, %3650 : tensor<2x8x8x4xf32>
    %3652 = stablehlo.multiply %374, %3651 : tensor<2x8x8x4xf32>
    %3653 = stablehlo.multiply %3633, %375 : tensor<2x8x8x4xf32>
    %3654 = stablehlo.constant dense<0.0> : tensor<f32>
    %3655 = "stablehlo.reduce"(%3653, %3654) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3656 = stablehlo.constant dense<0.0> : tensor<f32>
    %3657 = "stablehlo.reduce"(%3633, %3656) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3658 = stablehlo.multiply %3652, %357 : tensor<2x8x8x4xf32>
    %3659 = stablehlo.multiply %3658, %354 : tensor<2x8x8x4xf32>
    %3660 = stablehlo.multiply %3658, %353 : tensor<2x8x8x4xf32>
    %3661 = stablehlo.constant dense<0.0> : tensor<f32>
    %3662 = "stablehlo.reduce"(%3660, %3661) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3663 = "stablehlo.dot_general"(%3659, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x4xf32>, tensor<16x4xf32>) -> tensor<2x8x8x16xf32>
    %3664 = "stablehlo.dot_general"(%350, %3659) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<16x4xf32>
    %3665 = stablehlo.constant dense<0.0> : tensor<f32>
    %3666 = "stablehlo.reduce"(%3659, %3665) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3667 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %3668 = stablehlo.multiply %347, %3667 : tensor<2x8x8x16xf32>
    %3669 = stablehlo.multiply %344, %344 : tensor<2x8x8x16xf32>
    %3670 = stablehlo.negate %3669 : tensor<2x8x8x16xf32>
    %3671 = stablehlo.exponential %3670 : tensor<2x8x8x16xf32>
    %3672 = stablehlo.constant dense<0.3989423> : tensor<2x8x8x16xf32>
    %3673 = stablehlo.multiply %3671, %3672 : tensor<2x8x8x16xf32>
    %3674 = stablehlo.multiply %342, %3673 : tensor<2x8x8x16xf32>
    %3675 = stablehlo.add %3668, %3674 : tensor<2x8x8x16xf32>
    %3676 = stablehlo.multiply %3663, %3675 : tensor<2x8x8x16xf32>
    %3677 = "stablehlo.dot_general"(%3676, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x16xf32>, tensor<4x16xf32>) -> tensor<2x8x8x4xf32>
    %3678 = "stablehlo.dot_general"(%339, %3676) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %3679 = stablehlo.constant dense<0.0> : tensor<f32>
    %3680 = "stablehlo.reduce"(%3676, %3679) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3681 = stablehlo.multiply %3677, %336 : tensor<2x8x8x4xf32>
    %3682 = stablehlo.constant dense<0.0> : tensor<f32>
    %3683 = "stablehlo.reduce"(%3681, %3682) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3684 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3685 = stablehlo.divide %3683, %3684 : tensor<2x8x8xf32>
    %3686 = "stablehlo.broadcast_in_dim"(%3685) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3687 = stablehlo.subtract %3681, %3686 : tensor<2x8x8x4xf32>
    %3688 = stablehlo.multiply %3681, %335 : tensor<2x8x8x4xf32>
    %3689 = stablehlo.constant dense<0.0> : tensor<f32>
    %3690 = "stablehlo.reduce"(%3688, %3689) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %3691 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %3692 = stablehlo.divide %3690, %3691 : tensor<2x8x8xf32>
    %3693 = "stablehlo.broadcast_in_dim"(%3692) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %3694 = stablehlo.multiply %335, %3693 : tensor<2x8x8x4xf32>
    %3695 = stablehlo.subtract %3687, %3694 : tensor<2x8x8x4xf32>
    %3696 = stablehlo.multiply %334, %3695 : tensor<2x8x8x4xf32>
    %3697 = stablehlo.multiply %3677, %335 : tensor<2x8x8x4xf32>
    %3698 = stablehlo.constant dense<0.0> : tensor<f32>
    %3699 = "stablehlo.reduce"(%3697, %3698) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3700 = stablehlo.constant dense<0.0> : tensor<f32>
    %3701 = "stablehlo.reduce"(%3677, %3700) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3702 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 8, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3703 = stablehlo.multiply %3702, %3696 : tensor<2x8x8x4xf32>
    %3704 = stablehlo.constant dense<0.0> : tensor<f32>
    %3705 = "stablehlo.reduce"(%3703, %3704) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3706 = stablehlo.constant dense<0.0> : tensor<f32>
    %3707 = "stablehlo.reduce"(%3705, %3706) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3708 = "stablehlo.reshape"(%3707) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3709 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 9, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3710 = stablehlo.multiply %3709, %3696 : tensor<2x8x8x4xf32>
    %3711 = stablehlo.constant dense<0.0> : tensor<f32>
    %3712 = "stablehlo.reduce"(%3710, %3711) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3713 = stablehlo.constant dense<0.0> : tensor<f32>
    %3714 = "stablehlo.reduce"(%3712, %3713) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3715 = "stablehlo.reshape"(%3714) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3716 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 10, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3717 = stablehlo.multiply %3716, %3696 : tensor<2x8x8x4xf32>
    %3718 = stablehlo.constant dense<0.0> : tensor<f32>
    %3719 = "stablehlo.reduce"(%3717, %3718) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3720 = stablehlo.constant dense<0.0> : tensor<f32>
    %3721 = "stablehlo.reduce"(%3719, %3720) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3722 = "stablehlo.reshape"(%3721) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3723 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 11, 4>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3724 = stablehlo.multiply %3723, %3696 : tensor<2x8x8x4xf32>
    %3725 = stablehlo.constant dense<0.0> : tensor<f32>
    %3726 = "stablehlo.reduce"(%3724, %3725) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3727 = stablehlo.constant dense<0.0> : tensor<f32>
    %3728 = "stablehlo.reduce"(%3726, %3727) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3729 = "stablehlo.reshape"(%3728) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3730 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 12, 4>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3731 = stablehlo.multiply %3730, %3696 : tensor<2x8x8x4xf32>
    %3732 = stablehlo.constant dense<0.0> : tensor<f32>
    %3733 = "stablehlo.reduce"(%3731, %3732) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3734 = stablehlo.constant dense<0.0> : tensor<f32>
    %3735 = "stablehlo.reduce"(%3733, %3734) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3736 = "stablehlo.reshape"(%3735) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3737 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 13, 4>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3738 = stablehlo.multiply %3737, %3696 : tensor<2x8x8x4xf32>
    %3739 = stablehlo.constant dense<0.0> : tensor<f32>
    %3740 = "stablehlo.reduce"(%3738, %3739) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3741 = stablehlo.constant dense<0.0> : tensor<f32>
    %3742 = "stablehlo.reduce"(%3740, %3741) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3743 = "stablehlo.reshape"(%3742) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3744 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 8, 14, 4>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3745 = stablehlo.multiply %3744, %3696 : tensor<2x8x8x4xf32>
    %3746 = stablehlo.constant dense<0.0> : tensor<f32>
    %3747 = "stablehlo.reduce"(%3745, %3746) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3748 = stablehlo.constant dense<0.0> : tensor<f32>
    %3749 = "stablehlo.reduce"(%3747, %3748) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3750 = "stablehlo.reshape"(%3749) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3751 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 8, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3752 = stablehlo.multiply %3751, %3696 : tensor<2x8x8x4xf32>
    %3753 = stablehlo.constant dense<0.0> : tensor<f32>
    %3754 = "stablehlo.reduce"(%3752, %3753) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3755 = stablehlo.constant dense<0.0> : tensor<f32>
    %3756 = "stablehlo.reduce"(%3754, %3755) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3757 = "stablehlo.reshape"(%3756) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3758 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 9, 4>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3759 = stablehlo.multiply %3758, %3696 : tensor<2x8x8x4xf32>
    %3760 = stablehlo.constant dense<0.0> : tensor<f32>
    %3761 = "stablehlo.reduce"(%3759, %3760) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3762 = stablehlo.constant dense<0.0> : tensor<f32>
    %3763 = "stablehlo.reduce"(%3761, %3762) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3764 = "stablehlo.reshape"(%3763) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3765 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 10, 4>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3766 = stablehlo.multiply %3765, %3696 : tensor<2x8x8x4xf32>
    %3767 = stablehlo.constant dense<0.0> : tensor<f32>
    %3768 = "stablehlo.reduce"(%3766, %3767) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3769 = stablehlo.constant dense<0.0> : tensor<f32>
    %3770 = "stablehlo.reduce"(%3768, %3769) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3771 = "stablehlo.reshape"(%3770) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3772 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 11, 4>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3773 = stablehlo.multiply %3772, %3696 : tensor<2x8x8x4xf32>
    %3774 = stablehlo.constant dense<0.0> : tensor<f32>
    %3775 = "stablehlo.reduce"(%3773, %3774) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3776 = stablehlo.constant dense<0.0> : tensor<f32>
    %3777 = "stablehlo.reduce"(%3775, %3776) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3778 = "stablehlo.reshape"(%3777) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3779 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 12, 4>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3780 = stablehlo.multiply %3779, %3696 : tensor<2x8x8x4xf32>
    %3781 = stablehlo.constant dense<0.0> : tensor<f32>
    %3782 = "stablehlo.reduce"(%3780, %3781) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3783 = stablehlo.constant dense<0.0> : tensor<f32>
    %3784 = "stablehlo.reduce"(%3782, %3783) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3785 = "stablehlo.reshape"(%3784) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3786 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 13, 4>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3787 = stablehlo.multiply %3786, %3696 : tensor<2x8x8x4xf32>
    %3788 = stablehlo.constant dense<0.0> : tensor<f32>
    %3789 = "stablehlo.reduce"(%3787, %3788) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3790 = stablehlo.constant dense<0.0> : tensor<f32>
    %3791 = "stablehlo.reduce"(%3789, %3790) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3792 = "stablehlo.reshape"(%3791) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3793 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 9, 14, 4>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3794 = stablehlo.multiply %3793, %3696 : tensor<2x8x8x4xf32>
    %3795 = stablehlo.constant dense<0.0> : tensor<f32>
    %3796 = "stablehlo.reduce"(%3794, %3795) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3797 = stablehlo.constant dense<0.0> : tensor<f32>
    %3798 = "stablehlo.reduce"(%3796, %3797) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3799 = "stablehlo.reshape"(%3798) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3800 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 8, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3801 = stablehlo.multiply %3800, %3696 : tensor<2x8x8x4xf32>
    %3802 = stablehlo.constant dense<0.0> : tensor<f32>
    %3803 = "stablehlo.reduce"(%3801, %3802) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3804 = stablehlo.constant dense<0.0> : tensor<f32>
    %3805 = "stablehlo.reduce"(%3803, %3804) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3806 = "stablehlo.reshape"(%3805) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3807 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 9, 4>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3808 = stablehlo.multiply %3807, %3696 : tensor<2x8x8x4xf32>
    %3809 = stablehlo.constant dense<0.0> : tensor<f32>
    %3810 = "stablehlo.reduce"(%3808, %3809) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3811 = stablehlo.constant dense<0.0> : tensor<f32>
    %3812 = "stablehlo.reduce"(%3810, %3811) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3813 = "stablehlo.reshape"(%3812) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3814 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 10, 4>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3815 = stablehlo.multiply %3814, %3696 : tensor<2x8x8x4xf32>
    %3816 = stablehlo.constant dense<0.0> : tensor<f32>
    %3817 = "stablehlo.reduce"(%3815, %3816) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3818 = stablehlo.constant dense<0.0> : tensor<f32>
    %3819 = "stablehlo.reduce"(%3817, %3818) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3820 = "stablehlo.reshape"(%3819) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3821 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 11, 4>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3822 = stablehlo.multiply %3821, %3696 : tensor<2x8x8x4xf32>
    %3823 = stablehlo.constant dense<0.0> : tensor<f32>
    %3824 = "stablehlo.reduce"(%3822, %3823) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3825 = stablehlo.constant dense<0.0> : tensor<f32>
    %3826 = "stablehlo.reduce"(%3824, %3825) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3827 = "stablehlo.reshape"(%3826) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3828 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 12, 4>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3829 = stablehlo.multiply %3828, %3696 : tensor<2x8x8x4xf32>
    %3830 = stablehlo.constant dense<0.0> : tensor<f32>
    %3831 = "stablehlo.reduce"(%3829, %3830) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3832 = stablehlo.constant dense<0.0> : tensor<f32>
    %3833 = "stablehlo.reduce"(%3831, %3832) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3834 = "stablehlo.reshape"(%3833) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3835 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 13, 4>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3836 = stablehlo.multiply %3835, %3696 : tensor<2x8x8x4xf32>
    %3837 = stablehlo.constant dense<0.0> : tensor<f32>
    %3838 = "stablehlo.reduce"(%3836, %3837) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3839 = stablehlo.constant dense<0.0> : tensor<f32>
    %3840 = "stablehlo.reduce"(%3838, %3839) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3841 = "stablehlo.reshape"(%3840) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3842 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 10, 14, 4>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3843 = stablehlo.multiply %3842, %3696 : tensor<2x8x8x4xf32>
    %3844 = stablehlo.constant dense<0.0> : tensor<f32>
    %3845 = "stablehlo.reduce"(%3843, %3844) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3846 = stablehlo.constant dense<0.0> : tensor<f32>
    %3847 = "stablehlo.reduce"(%3845, %3846) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3848 = "stablehlo.reshape"(%3847) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3849 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 8, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3850 = stablehlo.multiply %3849, %3696 : tensor<2x8x8x4xf32>
    %3851 = stablehlo.constant dense<0.0> : tensor<f32>
    %3852 = "stablehlo.reduce"(%3850, %3851) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3853 = stablehlo.constant dense<0.0> : tensor<f32>
    %3854 = "stablehlo.reduce"(%3852, %3853) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3855 = "stablehlo.reshape"(%3854) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3856 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 9, 4>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3857 = stablehlo.multiply %3856, %3696 : tensor<2x8x8x4xf32>
    %3858 = stablehlo.constant dense<0.0> : tensor<f32>
    %3859 = "stablehlo.reduce"(%3857, %3858) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3860 = stablehlo.constant dense<0.0> : tensor<f32>
    %3861 = "stablehlo.reduce"(%3859, %3860) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3862 = "stablehlo.reshape"(%3861) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3863 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 10, 4>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3864 = stablehlo.multiply %3863, %3696 : tensor<2x8x8x4xf32>
    %3865 = stablehlo.constant dense<0.0> : tensor<f32>
    %3866 = "stablehlo.reduce"(%3864, %3865) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3867 = stablehlo.constant dense<0.0> : tensor<f32>
    %3868 = "stablehlo.reduce"(%3866, %3867) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3869 = "stablehlo.reshape"(%3868) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3870 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 11, 4>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3871 = stablehlo.multiply %3870, %3696 : tensor<2x8x8x4xf32>
    %3872 = stablehlo.constant dense<0.0> : tensor<f32>
    %3873 = "stablehlo.reduce"(%3871, %3872) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3874 = stablehlo.constant dense<0.0> : tensor<f32>
    %3875 = "stablehlo.reduce"(%3873, %3874) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3876 = "stablehlo.reshape"(%3875) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3877 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 12, 4>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3878 = stablehlo.multiply %3877, %3696 : tensor<2x8x8x4xf32>
    %3879 = stablehlo.constant dense<0.0> : tensor<f32>
    %3880 = "stablehlo.reduce"(%3878, %3879) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3881 = stablehlo.constant dense<0.0> : tensor<f32>
    %3882 = "stablehlo.reduce"(%3880, %3881) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3883 = "stablehlo.reshape"(%3882) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3884 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 13, 4>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3885 = stablehlo.multiply %3884, %3696 : tensor<2x8x8x4xf32>
    %3886 = stablehlo.constant dense<0.0> : tensor<f32>
    %3887 = "stablehlo.reduce"(%3885, %3886) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3888 = stablehlo.constant dense<0.0> : tensor<f32>
    %3889 = "stablehlo.reduce"(%3887, %3888) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3890 = "stablehlo.reshape"(%3889) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3891 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 11, 14, 4>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3892 = stablehlo.multiply %3891, %3696 : tensor<2x8x8x4xf32>
    %3893 = stablehlo.constant dense<0.0> : tensor<f32>
    %3894 = "stablehlo.reduce"(%3892, %3893) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3895 = stablehlo.constant dense<0.0> : tensor<f32>
    %3896 = "stablehlo.reduce"(%3894, %3895) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3897 = "stablehlo.reshape"(%3896) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3898 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 8, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3899 = stablehlo.multiply %3898, %3696 : tensor<2x8x8x4xf32>
    %3900 = stablehlo.constant dense<0.0> : tensor<f32>
    %3901 = "stablehlo.reduce"(%3899, %3900) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3902 = stablehlo.constant dense<0.0> : tensor<f32>
    %3903 = "stablehlo.reduce"(%3901, %3902) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3904 = "stablehlo.reshape"(%3903) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3905 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 9, 4>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3906 = stablehlo.multiply %3905, %3696 : tensor<2x8x8x4xf32>
    %3907 = stablehlo.constant dense<0.0> : tensor<f32>
    %3908 = "stablehlo.reduce"(%3906, %3907) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3909 = stablehlo.constant dense<0.0> : tensor<f32>
    %3910 = "stablehlo.reduce"(%3908, %3909) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3911 = "stablehlo.reshape"(%3910) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3912 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 10, 4>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3913 = stablehlo.multiply %3912, %3696 : tensor<2x8x8x4xf32>
    %3914 = stablehlo.constant dense<0.0> : tensor<f32>
    %3915 = "stablehlo.reduce"(%3913, %3914) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3916 = stablehlo.constant dense<0.0> : tensor<f32>
    %3917 = "stablehlo.reduce"(%3915, %3916) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3918 = "stablehlo.reshape"(%3917) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3919 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 11, 4>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3920 = stablehlo.multiply %3919, %3696 : tensor<2x8x8x4xf32>
    %3921 = stablehlo.constant dense<0.0> : tensor<f32>
    %3922 = "stablehlo.reduce"(%3920, %3921) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3923 = stablehlo.constant dense<0.0> : tensor<f32>
    %3924 = "stablehlo.reduce"(%3922, %3923) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3925 = "stablehlo.reshape"(%3924) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3926 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 12, 4>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3927 = stablehlo.multiply %3926, %3696 : tensor<2x8x8x4xf32>
    %3928 = stablehlo.constant dense<0.0> : tensor<f32>
    %3929 = "stablehlo.reduce"(%3927, %3928) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3930 = stablehlo.constant dense<0.0> : tensor<f32>
    %3931 = "stablehlo.reduce"(%3929, %3930) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3932 = "stablehlo.reshape"(%3931) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3933 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 13, 4>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3934 = stablehlo.multiply %3933, %3696 : tensor<2x8x8x4xf32>
    %3935 = stablehlo.constant dense<0.0> : tensor<f32>
    %3936 = "stablehlo.reduce"(%3934, %3935) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3937 = stablehlo.constant dense<0.0> : tensor<f32>
    %3938 = "stablehlo.reduce"(%3936, %3937) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3939 = "stablehlo.reshape"(%3938) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3940 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 12, 14, 4>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3941 = stablehlo.multiply %3940, %3696 : tensor<2x8x8x4xf32>
    %3942 = stablehlo.constant dense<0.0> : tensor<f32>
    %3943 = "stablehlo.reduce"(%3941, %3942) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3944 = stablehlo.constant dense<0.0> : tensor<f32>
    %3945 = "stablehlo.reduce"(%3943, %3944) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3946 = "stablehlo.reshape"(%3945) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3947 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 8, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3948 = stablehlo.multiply %3947, %3696 : tensor<2x8x8x4xf32>
    %3949 = stablehlo.constant dense<0.0> : tensor<f32>
    %3950 = "stablehlo.reduce"(%3948, %3949) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3951 = stablehlo.constant dense<0.0> : tensor<f32>
    %3952 = "stablehlo.reduce"(%3950, %3951) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3953 = "stablehlo.reshape"(%3952) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3954 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 9, 4>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3955 = stablehlo.multiply %3954, %3696 : tensor<2x8x8x4xf32>
    %3956 = stablehlo.constant dense<0.0> : tensor<f32>
    %3957 = "stablehlo.reduce"(%3955, %3956) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3958 = stablehlo.constant dense<0.0> : tensor<f32>
    %3959 = "stablehlo.reduce"(%3957, %3958) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3960 = "stablehlo.reshape"(%3959) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3961 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 10, 4>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3962 = stablehlo.multiply %3961, %3696 : tensor<2x8x8x4xf32>
    %3963 = stablehlo.constant dense<0.0> : tensor<f32>
    %3964 = "stablehlo.reduce"(%3962, %3963) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3965 = stablehlo.constant dense<0.0> : tensor<f32>
    %3966 = "stablehlo.reduce"(%3964, %3965) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3967 = "stablehlo.reshape"(%3966) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3968 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 11, 4>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3969 = stablehlo.multiply %3968, %3696 : tensor<2x8x8x4xf32>
    %3970 = stablehlo.constant dense<0.0> : tensor<f32>
    %3971 = "stablehlo.reduce"(%3969, %3970) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3972 = stablehlo.constant dense<0.0> : tensor<f32>
    %3973 = "stablehlo.reduce"(%3971, %3972) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3974 = "stablehlo.reshape"(%3973) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3975 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 12, 4>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3976 = stablehlo.multiply %3975, %3696 : tensor<2x8x8x4xf32>
    %3977 = stablehlo.constant dense<0.0> : tensor<f32>
    %3978 = "stablehlo.reduce"(%3976, %3977) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3979 = stablehlo.constant dense<0.0> : tensor<f32>
    %3980 = "stablehlo.reduce"(%3978, %3979) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3981 = "stablehlo.reshape"(%3980) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3982 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 13, 4>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3983 = stablehlo.multiply %3982, %3696 : tensor<2x8x8x4xf32>
    %3984 = stablehlo.constant dense<0.0> : tensor<f32>
    %3985 = "stablehlo.reduce"(%3983, %3984) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3986 = stablehlo.constant dense<0.0> : tensor<f32>
    %3987 = "stablehlo.reduce"(%3985, %3986) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3988 = "stablehlo.reshape"(%3987) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3989 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 13, 14, 4>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3990 = stablehlo.multiply %3989, %3696 : tensor<2x8x8x4xf32>
    %3991 = stablehlo.constant dense<0.0> : tensor<f32>
    %3992 = "stablehlo.reduce"(%3990, %3991) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3993 = stablehlo.constant dense<0.0> : tensor<f32>
    %3994 = "stablehlo.reduce"(%3992, %3993) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3995 = "stablehlo.reshape"(%3994) : (tensor<4xf32>) -> tensor<1x4xf32>
    %3996 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 8, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %3997 = stablehlo.multiply %3996, %3696 : tensor<2x8x8x4xf32>
    %3998 = stablehlo.constant dense<0.0> : tensor<f32>
    %3999 = "stablehlo.reduce"(%3997, %3998) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4000 = stablehlo.constant dense<0.0> : tensor<f32>
    %4001 = "stablehlo.reduce"(%3999, %4000) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4002 = "stablehlo.reshape"(%4001) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4003 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 9, 4>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4004 = stablehlo.multiply %4003, %3696 : tensor<2x8x8x4xf32>
    %4005 = stablehlo.constant dense<0.0> : tensor<f32>
    %4006 = "stablehlo.reduce"(%4004, %4005) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4007 = stablehlo.constant dense<0.0> : tensor<f32>
    %4008 = "stablehlo.reduce"(%4006, %4007) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4009 = "stablehlo.reshape"(%4008) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4010 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 10, 4>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4011 = stablehlo.multiply %4010, %3696 : tensor<2x8x8x4xf32>
    %4012 = stablehlo.constant dense<0.0> : tensor<f32>
    %4013 = "stablehlo.reduce"(%4011, %4012) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4014 = stablehlo.constant dense<0.0> : tensor<f32>
    %4015 = "stablehlo.reduce"(%4013, %4014) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4016 = "stablehlo.reshape"(%4015) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4017 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 11, 4>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4018 = stablehlo.multiply %4017, %3696 : tensor<2x8x8x4xf32>
    %4019 = stablehlo.constant dense<0.0> : tensor<f32>
    %4020 = "stablehlo.reduce"(%4018, %4019) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4021 = stablehlo.constant dense<0.0> : tensor<f32>
    %4022 = "stablehlo.reduce"(%4020, %4021) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4023 = "stablehlo.reshape"(%4022) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4024 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 12, 4>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4025 = stablehlo.multiply %4024, %3696 : tensor<2x8x8x4xf32>
    %4026 = stablehlo.constant dense<0.0> : tensor<f32>
    %4027 = "stablehlo.reduce"(%4025, %4026) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4028 = stablehlo.constant dense<0.0> : tensor<f32>
    %4029 = "stablehlo.reduce"(%4027, %4028) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4030 = "stablehlo.reshape"(%4029) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4031 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 13, 4>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4032 = stablehlo.multiply %4031, %3696 : tensor<2x8x8x4xf32>
    %4033 = stablehlo.constant dense<0.0> : tensor<f32>
    %4034 = "stablehlo.reduce"(%4032, %4033) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4035 = stablehlo.constant dense<0.0> : tensor<f32>
    %4036 = "stablehlo.reduce"(%4034, %4035) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4037 = "stablehlo.reshape"(%4036) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4038 = "stablehlo.slice"(%24) {limit_indices = array<i64: 2, 14, 14, 4>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4039 = stablehlo.multiply %4038, %3696 : tensor<2x8x8x4xf32>
    %4040 = stablehlo.constant dense<0.0> : tensor<f32>
    %4041 = "stablehlo.reduce"(%4039, %4040) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4042 = stablehlo.constant dense<0.0> : tensor<f32>
    %4043 = "stablehlo.reduce"(%4041, %4042) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4044 = "stablehlo.reshape"(%4043) : (tensor<4xf32>) -> tensor<1x4xf32>
    %4045 = "stablehlo.concatenate"(%3708, %3715, %3722, %3729, %3736, %3743, %3750, %3757, %3764, %3771, %3778, %3785, %3792, %3799, %3806, %3813, %3820, %3827, %3834, %3841, %3848, %3855, %3862, %3869, %3876, %3883, %3890, %3897, %3904, %3911, %3918, %3925, %3932, %3939, %3946, %3953, %3960, %3967, %3974, %3981, %3988, %3995, %4002, %4009, %4016, %4023, %4030, %4037, %4044) {dimension = 0 : i64} : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<49x4xf32>
    %4046 = "stablehlo.reshape"(%4045) : (tensor<49x4xf32>) -> tensor<7x7x1x4xf32>
    %4047 = stablehlo.constant dense<0.0> : tensor<f32>
    %4048 = "stablehlo.reduce"(%3696, %4047) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4049 = stablehlo.constant dense<0.0> : tensor<f32>
    %4050 = "stablehlo.pad"(%3696, %4049) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x14x14x4xf32>
    %4051 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 8, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4052 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 4>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4053 = "stablehlo.reshape"(%4052) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4054 = "stablehlo.broadcast_in_dim"(%4053) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4055 = stablehlo.multiply %4051, %4054 : tensor<2x8x8x4xf32>
    %4056 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 9, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4057 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 4>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4058 = "stablehlo.reshape"(%4057) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4059 = "stablehlo.broadcast_in_dim"(%4058) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4060 = stablehlo.multiply %4056, %4059 : tensor<2x8x8x4xf32>
    %4061 = stablehlo.add %4055, %4060 : tensor<2x8x8x4xf32>
    %4062 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 10, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4063 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 4>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4064 = "stablehlo.reshape"(%4063) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4065 = "stablehlo.broadcast_in_dim"(%4064) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4066 = stablehlo.multiply %4062, %4065 : tensor<2x8x8x4xf32>
    %4067 = stablehlo.add %4061, %4066 : tensor<2x8x8x4xf32>
    %4068 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 11, 4>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4069 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 4>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4070 = "stablehlo.reshape"(%4069) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4071 = "stablehlo.broadcast_in_dim"(%4070) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4072 = stablehlo.multiply %4068, %4071 : tensor<2x8x8x4xf32>
    %4073 = stablehlo.add %4067, %4072 : tensor<2x8x8x4xf32>
    %4074 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 12, 4>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4075 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 4>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4076 = "stablehlo.reshape"(%4075) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4077 = "stablehlo.broadcast_in_dim"(%4076) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4078 = stablehlo.multiply %4074, %4077 : tensor<2x8x8x4xf32>
    %4079 = stablehlo.add %4073, %4078 : tensor<2x8x8x4xf32>
    %4080 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 13, 4>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4081 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 4>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4082 = "stablehlo.reshape"(%4081) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4083 = "stablehlo.broadcast_in_dim"(%4082) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4084 = stablehlo.multiply %4080, %4083 : tensor<2x8x8x4xf32>
    %4085 = stablehlo.add %4079, %4084 : tensor<2x8x8x4xf32>
    %4086 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 8, 14, 4>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4087 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 4>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4088 = "stablehlo.reshape"(%4087) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4089 = "stablehlo.broadcast_in_dim"(%4088) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4090 = stablehlo.multiply %4086, %4089 : tensor<2x8x8x4xf32>
    %4091 = stablehlo.add %4085, %4090 : tensor<2x8x8x4xf32>
    %4092 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 8, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4093 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 4>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4094 = "stablehlo.reshape"(%4093) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4095 = "stablehlo.broadcast_in_dim"(%4094) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4096 = stablehlo.multiply %4092, %4095 : tensor<2x8x8x4xf32>
    %4097 = stablehlo.add %4091, %4096 : tensor<2x8x8x4xf32>
    %4098 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 9, 4>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4099 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 4>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4100 = "stablehlo.reshape"(%4099) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4101 = "stablehlo.broadcast_in_dim"(%4100) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4102 = stablehlo.multiply %4098, %4101 : tensor<2x8x8x4xf32>
    %4103 = stablehlo.add %4097, %4102 : tensor<2x8x8x4xf32>
    %4104 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 10, 4>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4105 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 4>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4106 = "stablehlo.reshape"(%4105) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4107 = "stablehlo.broadcast_in_dim"(%4106) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4108 = stablehlo.multiply %4104, %4107 : tensor<2x8x8x4xf32>
    %4109 = stablehlo.add %4103, %4108 : tensor<2x8x8x4xf32>
    %4110 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 11, 4>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4111 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 4>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4112 = "stablehlo.reshape"(%4111) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4113 = "stablehlo.broadcast_in_dim"(%4112) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4114 = stablehlo.multiply %4110, %4113 : tensor<2x8x8x4xf32>
    %4115 = stablehlo.add %4109, %4114 : tensor<2x8x8x4xf32>
    %4116 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 12, 4>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4117 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 4>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4118 = "stablehlo.reshape"(%4117) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4119 = "stablehlo.broadcast_in_dim"(%4118) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4120 = stablehlo.multiply %4116, %4119 : tensor<2x8x8x4xf32>
    %4121 = stablehlo.add %4115, %4120 : tensor<2x8x8x4xf32>
    %4122 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 13, 4>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4123 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 4>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4124 = "stablehlo.reshape"(%4123) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4125 = "stablehlo.broadcast_in_dim"(%4124) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4126 = stablehlo.multiply %4122, %4125 : tensor<2x8x8x4xf32>
    %4127 = stablehlo.add %4121, %4126 : tensor<2x8x8x4xf32>
    %4128 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 9, 14, 4>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4129 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 4>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4130 = "stablehlo.reshape"(%4129) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4131 = "stablehlo.broadcast_in_dim"(%4130) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4132 = stablehlo.multiply %4128, %4131 : tensor<2x8x8x4xf32>
    %4133 = stablehlo.add %4127, %4132 : tensor<2x8x8x4xf32>
    %4134 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 8, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4135 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 4>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4136 = "stablehlo.reshape"(%4135) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4137 = "stablehlo.broadcast_in_dim"(%4136) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4138 = stablehlo.multiply %4134, %4137 : tensor<2x8x8x4xf32>
    %4139 = stablehlo.add %4133, %4138 : tensor<2x8x8x4xf32>
    %4140 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 9, 4>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4141 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 4>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4142 = "stablehlo.reshape"(%4141) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4143 = "stablehlo.broadcast_in_dim"(%4142) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4144 = stablehlo.multiply %4140, %4143 : tensor<2x8x8x4xf32>
    %4145 = stablehlo.add %4139, %4144 : tensor<2x8x8x4xf32>
    %4146 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 10, 4>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4147 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 4>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4148 = "stablehlo.reshape"(%4147) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4149 = "stablehlo.broadcast_in_dim"(%4148) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4150 = stablehlo.multiply %4146, %4149 : tensor<2x8x8x4xf32>
    %4151 = stablehlo.add %4145, %4150 : tensor<2x8x8x4xf32>
    %4152 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 11, 4>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4153 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 4>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4154 = "stablehlo.reshape"(%4153) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4155 = "stablehlo.broadcast_in_dim"(%4154) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4156 = stablehlo.multiply %4152, %4155 : tensor<2x8x8x4xf32>
    %4157 = stablehlo.add %4151, %4156 : tensor<2x8x8x4xf32>
    %4158 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 12, 4>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4159 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 4>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4160 = "stablehlo.reshape"(%4159) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4161 = "stablehlo.broadcast_in_dim"(%4160) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4162 = stablehlo.multiply %4158, %4161 : tensor<2x8x8x4xf32>
    %4163 = stablehlo.add %4157, %4162 : tensor<2x8x8x4xf32>
    %4164 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 13, 4>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4165 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 4>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4166 = "stablehlo.reshape"(%4165) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4167 = "stablehlo.broadcast_in_dim"(%4166) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4168 = stablehlo.multiply %4164, %4167 : tensor<2x8x8x4xf32>
    %4169 = stablehlo.add %4163, %4168 : tensor<2x8x8x4xf32>
    %4170 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 10, 14, 4>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4171 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 4>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4172 = "stablehlo.reshape"(%4171) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4173 = "stablehlo.broadcast_in_dim"(%4172) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4174 = stablehlo.multiply %4170, %4173 : tensor<2x8x8x4xf32>
    %4175 = stablehlo.add %4169, %4174 : tensor<2x8x8x4xf32>
    %4176 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 8, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4177 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 4>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4178 = "stablehlo.reshape"(%4177) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4179 = "stablehlo.broadcast_in_dim"(%4178) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4180 = stablehlo.multiply %4176, %4179 : tensor<2x8x8x4xf32>
    %4181 = stablehlo.add %4175, %4180 : tensor<2x8x8x4xf32>
    %4182 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 9, 4>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4183 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 4>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4184 = "stablehlo.reshape"(%4183) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4185 = "stablehlo.broadcast_in_dim"(%4184) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4186 = stablehlo.multiply %4182, %4185 : tensor<2x8x8x4xf32>
    %4187 = stablehlo.add %4181, %4186 : tensor<2x8x8x4xf32>
    %4188 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 10, 4>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4189 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 4>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4190 = "stablehlo.reshape"(%4189) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4191 = "stablehlo.broadcast_in_dim"(%4190) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4192 = stablehlo.multiply %4188, %4191 : tensor<2x8x8x4xf32>
    %4193 = stablehlo.add %4187, %4192 : tensor<2x8x8x4xf32>
    %4194 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 11, 4>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4195 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 4>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4196 = "stablehlo.reshape"(%4195) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4197 = "stablehlo.broadcast_in_dim"(%4196) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4198 = stablehlo.multiply %4194, %4197 : tensor<2x8x8x4xf32>
    %4199 = stablehlo.add %4193, %4198 : tensor<2x8x8x4xf32>
    %4200 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 12, 4>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4201 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 4>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4202 = "stablehlo.reshape"(%4201) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4203 = "stablehlo.broadcast_in_dim"(%4202) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4204 = stablehlo.multiply %4200, %4203 : tensor<2x8x8x4xf32>
    %4205 = stablehlo.add %4199, %4204 : tensor<2x8x8x4xf32>
    %4206 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 13, 4>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4207 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 4>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4208 = "stablehlo.reshape"(%4207) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4209 = "stablehlo.broadcast_in_dim"(%4208) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4210 = stablehlo.multiply %4206, %4209 : tensor<2x8x8x4xf32>
    %4211 = stablehlo.add %4205, %4210 : tensor<2x8x8x4xf32>
    %4212 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 11, 14, 4>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4213 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 4>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4214 = "stablehlo.reshape"(%4213) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4215 = "stablehlo.broadcast_in_dim"(%4214) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4216 = stablehlo.multiply %4212, %4215 : tensor<2x8x8x4xf32>
    %4217 = stablehlo.add %4211, %4216 : tensor<2x8x8x4xf32>
    %4218 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 8, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4219 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 4>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4220 = "stablehlo.reshape"(%4219) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4221 = "stablehlo.broadcast_in_dim"(%4220) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4222 = stablehlo.multiply %4218, %4221 : tensor<2x8x8x4xf32>
    %4223 = stablehlo.add %4217, %4222 : tensor<2x8x8x4xf32>
    %4224 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 9, 4>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4225 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 4>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4226 = "stablehlo.reshape"(%4225) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4227 = "stablehlo.broadcast_in_dim"(%4226) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4228 = stablehlo.multiply %4224, %4227 : tensor<2x8x8x4xf32>
    %4229 = stablehlo.add %4223, %4228 : tensor<2x8x8x4xf32>
    %4230 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 10, 4>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4231 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 4>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4232 = "stablehlo.reshape"(%4231) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4233 = "stablehlo.broadcast_in_dim"(%4232) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4234 = stablehlo.multiply %4230, %4233 : tensor<2x8x8x4xf32>
    %4235 = stablehlo.add %4229, %4234 : tensor<2x8x8x4xf32>
    %4236 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 11, 4>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4237 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 4>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4238 = "stablehlo.reshape"(%4237) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4239 = "stablehlo.broadcast_in_dim"(%4238) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4240 = stablehlo.multiply %4236, %4239 : tensor<2x8x8x4xf32>
    %4241 = stablehlo.add %4235, %4240 : tensor<2x8x8x4xf32>
    %4242 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 12, 4>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4243 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 4>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4244 = "stablehlo.reshape"(%4243) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4245 = "stablehlo.broadcast_in_dim"(%4244) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4246 = stablehlo.multiply %4242, %4245 : tensor<2x8x8x4xf32>
    %4247 = stablehlo.add %4241, %4246 : tensor<2x8x8x4xf32>
    %4248 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 13, 4>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4249 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 4>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4250 = "stablehlo.reshape"(%4249) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4251 = "stablehlo.broadcast_in_dim"(%4250) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4252 = stablehlo.multiply %4248, %4251 : tensor<2x8x8x4xf32>
    %4253 = stablehlo.add %4247, %4252 : tensor<2x8x8x4xf32>
    %4254 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 12, 14, 4>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4255 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 4>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4256 = "stablehlo.reshape"(%4255) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4257 = "stablehlo.broadcast_in_dim"(%4256) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4258 = stablehlo.multiply %4254, %4257 : tensor<2x8x8x4xf32>
    %4259 = stablehlo.add %4253, %4258 : tensor<2x8x8x4xf32>
    %4260 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 8, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4261 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 4>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4262 = "stablehlo.reshape"(%4261) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4263 = "stablehlo.broadcast_in_dim"(%4262) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4264 = stablehlo.multiply %4260, %4263 : tensor<2x8x8x4xf32>
    %4265 = stablehlo.add %4259, %4264 : tensor<2x8x8x4xf32>
    %4266 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 9, 4>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4267 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 4>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4268 = "stablehlo.reshape"(%4267) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4269 = "stablehlo.broadcast_in_dim"(%4268) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4270 = stablehlo.multiply %4266, %4269 : tensor<2x8x8x4xf32>
    %4271 = stablehlo.add %4265, %4270 : tensor<2x8x8x4xf32>
    %4272 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 10, 4>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4273 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 4>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4274 = "stablehlo.reshape"(%4273) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4275 = "stablehlo.broadcast_in_dim"(%4274) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4276 = stablehlo.multiply %4272, %4275 : tensor<2x8x8x4xf32>
    %4277 = stablehlo.add %4271, %4276 : tensor<2x8x8x4xf32>
    %4278 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 11, 4>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4279 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 4>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4280 = "stablehlo.reshape"(%4279) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4281 = "stablehlo.broadcast_in_dim"(%4280) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4282 = stablehlo.multiply %4278, %4281 : tensor<2x8x8x4xf32>
    %4283 = stablehlo.add %4277, %4282 : tensor<2x8x8x4xf32>
    %4284 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 12, 4>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4285 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 4>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4286 = "stablehlo.reshape"(%4285) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4287 = "stablehlo.broadcast_in_dim"(%4286) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4288 = stablehlo.multiply %4284, %4287 : tensor<2x8x8x4xf32>
    %4289 = stablehlo.add %4283, %4288 : tensor<2x8x8x4xf32>
    %4290 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 13, 4>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4291 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 4>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4292 = "stablehlo.reshape"(%4291) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4293 = "stablehlo.broadcast_in_dim"(%4292) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4294 = stablehlo.multiply %4290, %4293 : tensor<2x8x8x4xf32>
    %4295 = stablehlo.add %4289, %4294 : tensor<2x8x8x4xf32>
    %4296 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 13, 14, 4>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4297 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 4>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4298 = "stablehlo.reshape"(%4297) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4299 = "stablehlo.broadcast_in_dim"(%4298) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4300 = stablehlo.multiply %4296, %4299 : tensor<2x8x8x4xf32>
    %4301 = stablehlo.add %4295, %4300 : tensor<2x8x8x4xf32>
    %4302 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 8, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4303 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 4>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4304 = "stablehlo.reshape"(%4303) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4305 = "stablehlo.broadcast_in_dim"(%4304) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4306 = stablehlo.multiply %4302, %4305 : tensor<2x8x8x4xf32>
    %4307 = stablehlo.add %4301, %4306 : tensor<2x8x8x4xf32>
    %4308 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 9, 4>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4309 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 4>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4310 = "stablehlo.reshape"(%4309) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4311 = "stablehlo.broadcast_in_dim"(%4310) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4312 = stablehlo.multiply %4308, %4311 : tensor<2x8x8x4xf32>
    %4313 = stablehlo.add %4307, %4312 : tensor<2x8x8x4xf32>
    %4314 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 10, 4>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4315 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 4>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4316 = "stablehlo.reshape"(%4315) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4317 = "stablehlo.broadcast_in_dim"(%4316) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4318 = stablehlo.multiply %4314, %4317 : tensor<2x8x8x4xf32>
    %4319 = stablehlo.add %4313, %4318 : tensor<2x8x8x4xf32>
    %4320 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 11, 4>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4321 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 4>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4322 = "stablehlo.reshape"(%4321) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4323 = "stablehlo.broadcast_in_dim"(%4322) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4324 = stablehlo.multiply %4320, %4323 : tensor<2x8x8x4xf32>
    %4325 = stablehlo.add %4319, %4324 : tensor<2x8x8x4xf32>
    %4326 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 12, 4>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4327 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4328 = "stablehlo.reshape"(%4327) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4329 = "stablehlo.broadcast_in_dim"(%4328) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4330 = stablehlo.multiply %4326, %4329 : tensor<2x8x8x4xf32>
    %4331 = stablehlo.add %4325, %4330 : tensor<2x8x8x4xf32>
    %4332 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 13, 4>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4333 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4334 = "stablehlo.reshape"(%4333) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4335 = "stablehlo.broadcast_in_dim"(%4334) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4336 = stablehlo.multiply %4332, %4335 : tensor<2x8x8x4xf32>
    %4337 = stablehlo.add %4331, %4336 : tensor<2x8x8x4xf32>
    %4338 = "stablehlo.slice"(%4050) {limit_indices = array<i64: 2, 14, 14, 4>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x14x14x4xf32>) -> tensor<2x8x8x4xf32>
    %4339 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4340 = "stablehlo.reshape"(%4339) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %4341 = "stablehlo.broadcast_in_dim"(%4340) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %4342 = stablehlo.multiply %4338, %4341 : tensor<2x8x8x4xf32>
    %4343 = stablehlo.add %4337, %4342 : tensor<2x8x8x4xf32>
    %4344 = stablehlo.add %4343, %3652 : tensor<2x8x8x4xf32>
    %4345 = stablehlo.multiply %4344, %19 : tensor<2x8x8x4xf32>
    %4346 = stablehlo.constant dense<0.0> : tensor<f32>
    %4347 = "stablehlo.reduce"(%4345, %4346) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %4348 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %4349 = stablehlo.divide %4347, %4348 : tensor<2x8x8xf32>
    %4350 = "stablehlo.broadcast_in_dim"(%4349) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %4351 = stablehlo.subtract %4345, %4350 : tensor<2x8x8x4xf32>
    %4352 = stablehlo.multiply %4345, %18 : tensor<2x8x8x4xf32>
    %4353 = stablehlo.constant dense<0.0> : tensor<f32>
    %4354 = "stablehlo.reduce"(%4352, %4353) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %4355 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %4356 = stablehlo.divide %4354, %4355 : tensor<2x8x8xf32>
    %4357 = "stablehlo.broadcast_in_dim"(%4356) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %4358 = stablehlo.multiply %18, %4357 : tensor<2x8x8x4xf32>
    %4359 = stablehlo.subtract %4351, %4358 : tensor<2x8x8x4xf32>
    %4360 = stablehlo.multiply %17, %4359 : tensor<2x8x8x4xf32>
    %4361 = stablehlo.multiply %4344, %18 : tensor<2x8x8x4xf32>
    %4362 = stablehlo.constant dense<0.0> : tensor<f32>
    %4363 = "stablehlo.reduce"(%4361, %4362) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4364 = stablehlo.constant dense<0.0> : tensor<f32>
    %4365 = "stablehlo.reduce"(%4344, %4364) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4366 = "stablehlo.convolution"(%x, %4360) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<2x32x32x3xf32>, tensor<2x8x8x4xf32>) -> tensor<4x4x3x4xf32>
    %4367 = stablehlo.constant dense<0.0> : tensor<f32>
    %4368 = "stablehlo.reduce"(%4360, %4367) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    // ── optimizer ──
    %4369 = stablehlo.multiply %4366, %4366 : tensor<4x4x3x4xf32>
    %4370 = stablehlo.constant dense<0.0> : tensor<f32>
    %4371 = "stablehlo.reduce"(%4369, %4370) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %4372 = stablehlo.constant dense<0.0> : tensor<f32>
    %4373 = "stablehlo.reduce"(%4371, %4372) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %4374 = stablehlo.multiply %4368, %4368 : tensor<4xf32>
    %4375 = stablehlo.constant dense<0.0> : tensor<f32>
    %4376 = "stablehlo.reduce"(%4374, %4375) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4377 = stablehlo.add %4373, %4376 : tensor<f32>
    %4378 = stablehlo.multiply %4363, %4363 : tensor<4xf32>
    %4379 = stablehlo.constant dense<0.0> : tensor<f32>
    %4380 = "stablehlo.reduce"(%4378, %4379) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4381 = stablehlo.add %4377, %4380 : tensor<f32>
    %4382 = stablehlo.multiply %4365, %4365 : tensor<4xf32>
    %4383 = stablehlo.constant dense<0.0> : tensor<f32>
    %4384 = "stablehlo.reduce"(%4382, %4383) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4385 = stablehlo.add %4381, %4384 : tensor<f32>
    %4386 = stablehlo.multiply %4046, %4046 : tensor<7x7x1x4xf32>
    %4387 = stablehlo.constant dense<0.0> : tensor<f32>
    %4388 = "stablehlo.reduce"(%4386, %4387) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4389 = stablehlo.constant dense<0.0> : tensor<f32>
    %4390 = "stablehlo.reduce"(%4388, %4389) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4391 = stablehlo.add %4385, %4390 : tensor<f32>
    %4392 = stablehlo.multiply %4048, %4048 : tensor<4xf32>
    %4393 = stablehlo.constant dense<0.0> : tensor<f32>
    %4394 = "stablehlo.reduce"(%4392, %4393) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4395 = stablehlo.add %4391, %4394 : tensor<f32>
    %4396 = stablehlo.multiply %3699, %3699 : tensor<4xf32>
    %4397 = stablehlo.constant dense<0.0> : tensor<f32>
    %4398 = "stablehlo.reduce"(%4396, %4397) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4399 = stablehlo.add %4395, %4398 : tensor<f32>
    %4400 = stablehlo.multiply %3701, %3701 : tensor<4xf32>
    %4401 = stablehlo.constant dense<0.0> : tensor<f32>
    %4402 = "stablehlo.reduce"(%4400, %4401) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4403 = stablehlo.add %4399, %4402 : tensor<f32>
    %4404 = stablehlo.multiply %3678, %3678 : tensor<4x16xf32>
    %4405 = stablehlo.constant dense<0.0> : tensor<f32>
    %4406 = "stablehlo.reduce"(%4404, %4405) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %4407 = stablehlo.constant dense<0.0> : tensor<f32>
    %4408 = "stablehlo.reduce"(%4406, %4407) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4409 = stablehlo.add %4403, %4408 : tensor<f32>
    %4410 = stablehlo.multiply %3680, %3680 : tensor<16xf32>
    %4411 = stablehlo.constant dense<0.0> : tensor<f32>
    %4412 = "stablehlo.reduce"(%4410, %4411) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4413 = stablehlo.add %4409, %4412 : tensor<f32>
    %4414 = stablehlo.multiply %3664, %3664 : tensor<16x4xf32>
    %4415 = stablehlo.constant dense<0.0> : tensor<f32>
    %4416 = "stablehlo.reduce"(%4414, %4415) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %4417 = stablehlo.constant dense<0.0> : tensor<f32>
    %4418 = "stablehlo.reduce"(%4416, %4417) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4419 = stablehlo.add %4413, %4418 : tensor<f32>
    %4420 = stablehlo.multiply %3666, %3666 : tensor<4xf32>
    %4421 = stablehlo.constant dense<0.0> : tensor<f32>
    %4422 = "stablehlo.reduce"(%4420, %4421) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4423 = stablehlo.add %4419, %4422 : tensor<f32>
    %4424 = stablehlo.multiply %3662, %3662 : tensor<4xf32>
    %4425 = stablehlo.constant dense<0.0> : tensor<f32>
    %4426 = "stablehlo.reduce"(%4424, %4425) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4427 = stablehlo.add %4423, %4426 : tensor<f32>
    %4428 = stablehlo.multiply %3655, %3655 : tensor<4xf32>
    %4429 = stablehlo.constant dense<0.0> : tensor<f32>
    %4430 = "stablehlo.reduce"(%4428, %4429) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4431 = stablehlo.add %4427, %4430 : tensor<f32>
    %4432 = stablehlo.multiply %3657, %3657 : tensor<4xf32>
    %4433 = stablehlo.constant dense<0.0> : tensor<f32>
    %4434 = "stablehlo.reduce"(%4432, %4433) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4435 = stablehlo.add %4431, %4434 : tensor<f32>
    %4436 = stablehlo.multiply %3634, %3634 : tensor<2x2x4x8xf32>
    %4437 = stablehlo.constant dense<0.0> : tensor<f32>
    %4438 = "stablehlo.reduce"(%4436, %4437) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %4439 = stablehlo.constant dense<0.0> : tensor<f32>
    %4440 = "stablehlo.reduce"(%4438, %4439) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %4441 = stablehlo.add %4435, %4440 : tensor<f32>
    %4442 = stablehlo.multiply %3636, %3636 : tensor<8xf32>
    %4443 = stablehlo.constant dense<0.0> : tensor<f32>
    %4444 = "stablehlo.reduce"(%4442, %4443) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4445 = stablehlo.add %4441, %4444 : tensor<f32>
    %4446 = stablehlo.multiply %3333, %3333 : tensor<7x7x1x8xf32>
    %4447 = stablehlo.constant dense<0.0> : tensor<f32>
    %4448 = "stablehlo.reduce"(%4446, %4447) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4449 = stablehlo.constant dense<0.0> : tensor<f32>
    %4450 = "stablehlo.reduce"(%4448, %4449) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4451 = stablehlo.add %4445, %4450 : tensor<f32>
    %4452 = stablehlo.multiply %3335, %3335 : tensor<8xf32>
    %4453 = stablehlo.constant dense<0.0> : tensor<f32>
    %4454 = "stablehlo.reduce"(%4452, %4453) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4455 = stablehlo.add %4451, %4454 : tensor<f32>
    %4456 = stablehlo.multiply %2986, %2986 : tensor<8xf32>
    %4457 = stablehlo.constant dense<0.0> : tensor<f32>
    %4458 = "stablehlo.reduce"(%4456, %4457) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4459 = stablehlo.add %4455, %4458 : tensor<f32>
    %4460 = stablehlo.multiply %2988, %2988 : tensor<8xf32>
    %4461 = stablehlo.constant dense<0.0> : tensor<f32>
    %4462 = "stablehlo.reduce"(%4460, %4461) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4463 = stablehlo.add %4459, %4462 : tensor<f32>
    %4464 = stablehlo.multiply %2965, %2965 : tensor<8x32xf32>
    %4465 = stablehlo.constant dense<0.0> : tensor<f32>
    %4466 = "stablehlo.reduce"(%4464, %4465) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %4467 = stablehlo.constant dense<0.0> : tensor<f32>
    %4468 = "stablehlo.reduce"(%4466, %4467) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4469 = stablehlo.add %4463, %4468 : tensor<f32>
    %4470 = stablehlo.multiply %2967, %2967 : tensor<32xf32>
    %4471 = stablehlo.constant dense<0.0> : tensor<f32>
    %4472 = "stablehlo.reduce"(%4470, %4471) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4473 = stablehlo.add %4469, %4472 : tensor<f32>
    %4474 = stablehlo.multiply %2951, %2951 : tensor<32x8xf32>
    %4475 = stablehlo.constant dense<0.0> : tensor<f32>
    %4476 = "stablehlo.reduce"(%4474, %4475) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %4477 = stablehlo.constant dense<0.0> : tensor<f32>
    %4478 = "stablehlo.reduce"(%4476, %4477) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4479 = stablehlo.add %4473, %4478 : tensor<f32>
    %4480 = stablehlo.multiply %2953, %2953 : tensor<8xf32>
    %4481 = stablehlo.constant dense<0.0> : tensor<f32>
    %4482 = "stablehlo.reduce"(%4480, %4481) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4483 = stablehlo.add %4479, %4482 : tensor<f32>
    %4484 = stablehlo.multiply %2949, %2949 : tensor<8xf32>
    %4485 = stablehlo.constant dense<0.0> : tensor<f32>
    %4486 = "stablehlo.reduce"(%4484, %4485) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4487 = stablehlo.add %4483, %4486 : tensor<f32>
    %4488 = stablehlo.multiply %2942, %2942 : tensor<8xf32>
    %4489 = stablehlo.constant dense<0.0> : tensor<f32>
    %4490 = "stablehlo.reduce"(%4488, %4489) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4491 = stablehlo.add %4487, %4490 : tensor<f32>
    %4492 = stablehlo.multiply %2944, %2944 : tensor<8xf32>
    %4493 = stablehlo.constant dense<0.0> : tensor<f32>
    %4494 = "stablehlo.reduce"(%4492, %4493) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %4495 = stablehlo.add %4491, %4494 : tensor<f32>
    %4496 = stablehlo.multiply %2921, %2921 : tensor<2x2x8x12xf32>
    %4497 = stablehlo.constant dense<0.0> : tensor<f32>
    %4498 = "stablehlo.reduce"(%4496, %4497) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %4499 = stablehlo.constant dense<0.0> : tensor<f32>
    %4500 = "stablehlo.reduce"(%4498, %4499) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %4501 = stablehlo.add %4495, %4500 : tensor<f32>
    %4502 = stablehlo.multiply %2923, %2923 : tensor<12xf32>
    %4503 = stablehlo.constant dense<0.0> : tensor<f32>
    %4504 = "stablehlo.reduce"(%4502, %4503) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4505 = stablehlo.add %4501, %4504 : tensor<f32>
    %4506 = stablehlo.multiply %2620, %2620 : tensor<7x7x1x12xf32>
    %4507 = stablehlo.constant dense<0.0> : tensor<f32>
    %4508 = "stablehlo.reduce"(%4506, %4507) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4509 = stablehlo.constant dense<0.0> : tensor<f32>
    %4510 = "stablehlo.reduce"(%4508, %4509) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4511 = stablehlo.add %4505, %4510 : tensor<f32>
    %4512 = stablehlo.multiply %2622, %2622 : tensor<12xf32>
    %4513 = stablehlo.constant dense<0.0> : tensor<f32>
    %4514 = "stablehlo.reduce"(%4512, %4513) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4515 = stablehlo.add %4511, %4514 : tensor<f32>
    %4516 = stablehlo.multiply %2273, %2273 : tensor<12xf32>
    %4517 = stablehlo.constant dense<0.0> : tensor<f32>
    %4518 = "stablehlo.reduce"(%4516, %4517) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4519 = stablehlo.add %4515, %4518 : tensor<f32>
    %4520 = stablehlo.multiply %2275, %2275 : tensor<12xf32>
    %4521 = stablehlo.constant dense<0.0> : tensor<f32>
    %4522 = "stablehlo.reduce"(%4520, %4521) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4523 = stablehlo.add %4519, %4522 : tensor<f32>
    %4524 = stablehlo.multiply %2252, %2252 : tensor<12x48xf32>
    %4525 = stablehlo.constant dense<0.0> : tensor<f32>
    %4526 = "stablehlo.reduce"(%4524, %4525) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %4527 = stablehlo.constant dense<0.0> : tensor<f32>
    %4528 = "stablehlo.reduce"(%4526, %4527) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4529 = stablehlo.add %4523, %4528 : tensor<f32>
    %4530 = stablehlo.multiply %2254, %2254 : tensor<48xf32>
    %4531 = stablehlo.constant dense<0.0> : tensor<f32>
    %4532 = "stablehlo.reduce"(%4530, %4531) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %4533 = stablehlo.add %4529, %4532 : tensor<f32>
    %4534 = stablehlo.multiply %2238, %2238 : tensor<48x12xf32>
    %4535 = stablehlo.constant dense<0.0> : tensor<f32>
    %4536 = "stablehlo.reduce"(%4534, %4535) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %4537 = stablehlo.constant dense<0.0> : tensor<f32>
    %4538 = "stablehlo.reduce"(%4536, %4537) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %4539 = stablehlo.add %4533, %4538 : tensor<f32>
    %4540 = stablehlo.multiply %2240, %2240 : tensor<12xf32>
    %4541 = stablehlo.constant dense<0.0> : tensor<f32>
    %4542 = "stablehlo.reduce"(%4540, %4541) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4543 = stablehlo.add %4539, %4542 : tensor<f32>
    %4544 = stablehlo.multiply %2236, %2236 : tensor<12xf32>
    %4545 = stablehlo.constant dense<0.0> : tensor<f32>
    %4546 = "stablehlo.reduce"(%4544, %4545) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4547 = stablehlo.add %4543, %4546 : tensor<f32>
    %4548 = stablehlo.multiply %2229, %2229 : tensor<12xf32>
    %4549 = stablehlo.constant dense<0.0> : tensor<f32>
    %4550 = "stablehlo.reduce"(%4548, %4549) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4551 = stablehlo.add %4547, %4550 : tensor<f32>
    %4552 = stablehlo.multiply %2231, %2231 : tensor<12xf32>
    %4553 = stablehlo.constant dense<0.0> : tensor<f32>
    %4554 = "stablehlo.reduce"(%4552, %4553) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %4555 = stablehlo.add %4551, %4554 : tensor<f32>
    %4556 = stablehlo.multiply %2208, %2208 : tensor<2x2x12x16xf32>
    %4557 = stablehlo.constant dense<0.0> : tensor<f32>
    %4558 = "stablehlo.reduce"(%4556, %4557) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %4559 = stablehlo.constant dense<0.0> : tensor<f32>
    %4560 = "stablehlo.reduce"(%4558, %4559) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %4561 = stablehlo.add %4555, %4560 : tensor<f32>
    %4562 = stablehlo.multiply %2210, %2210 : tensor<16xf32>
    %4563 = stablehlo.constant dense<0.0> : tensor<f32>
    %4564 = "stablehlo.reduce"(%4562, %4563) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4565 = stablehlo.add %4561, %4564 : tensor<f32>
    %4566 = stablehlo.multiply %1907, %1907 : tensor<7x7x1x16xf32>
    %4567 = stablehlo.constant dense<0.0> : tensor<f32>
    %4568 = "stablehlo.reduce"(%4566, %4567) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %4569 = stablehlo.constant dense<0.0> : tensor<f32>
    %4570 = "stablehlo.reduce"(%4568, %4569) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %4571 = stablehlo.add %4565, %4570 : tensor<f32>
    %4572 = stablehlo.multiply %1909, %1909 : tensor<16xf32>
    %4573 = stablehlo.constant dense<0.0> : tensor<f32>
    %4574 = "stablehlo.reduce"(%4572, %4573) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4575 = stablehlo.add %4571, %4574 : tensor<f32>
    %4576 = stablehlo.multiply %1560, %1560 : tensor<16xf32>
    %4577 = stablehlo.constant dense<0.0> : tensor<f32>
    %4578 = "stablehlo.reduce"(%4576, %4577) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4579 = stablehlo.add %4575, %4578 : tensor<f32>
    %4580 = stablehlo.multiply %1562, %1562 : tensor<16xf32>
    %4581 = stablehlo.constant dense<0.0> : tensor<f32>
    %4582 = "stablehlo.reduce"(%4580, %4581) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4583 = stablehlo.add %4579, %4582 : tensor<f32>
    %4584 = stablehlo.multiply %1539, %1539 : tensor<16x64xf32>
    %4585 = stablehlo.constant dense<0.0> : tensor<f32>
    %4586 = "stablehlo.reduce"(%4584, %4585) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %4587 = stablehlo.constant dense<0.0> : tensor<f32>
    %4588 = "stablehlo.reduce"(%4586, %4587) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4589 = stablehlo.add %4583, %4588 : tensor<f32>
    %4590 = stablehlo.multiply %1541, %1541 : tensor<64xf32>
    %4591 = stablehlo.constant dense<0.0> : tensor<f32>
    %4592 = "stablehlo.reduce"(%4590, %4591) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4593 = stablehlo.add %4589, %4592 : tensor<f32>
    %4594 = stablehlo.multiply %1525, %1525 : tensor<64x16xf32>
    %4595 = stablehlo.constant dense<0.0> : tensor<f32>
    %4596 = "stablehlo.reduce"(%4594, %4595) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %4597 = stablehlo.constant dense<0.0> : tensor<f32>
    %4598 = "stablehlo.reduce"(%4596, %4597) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4599 = stablehlo.add %4593, %4598 : tensor<f32>
    %4600 = stablehlo.multiply %1527, %1527 : tensor<16xf32>
    %4601 = stablehlo.constant dense<0.0> : tensor<f32>
    %4602 = "stablehlo.reduce"(%4600, %4601) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4603 = stablehlo.add %4599, %4602 : tensor<f32>
    %4604 = stablehlo.multiply %1523, %1523 : tensor<16xf32>
    %4605 = stablehlo.constant dense<0.0> : tensor<f32>
    %4606 = "stablehlo.reduce"(%4604, %4605) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4607 = stablehlo.add %4603, %4606 : tensor<f32>
    %4608 = stablehlo.multiply %1513, %1513 : tensor<16xf32>
    %4609 = stablehlo.constant dense<0.0> : tensor<f32>
    %4610 = "stablehlo.reduce"(%4608, %4609) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4611 = stablehlo.add %4607, %4610 : tensor<f32>
    %4612 = stablehlo.multiply %1515, %1515 : tensor<16xf32>
    %4613 = stablehlo.constant dense<0.0> : tensor<f32>
    %4614 = "stablehlo.reduce"(%4612, %4613) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4615 = stablehlo.add %4611, %4614 : tensor<f32>
    %4616 = stablehlo.multiply %1492, %1492 : tensor<16x10xf32>
    %4617 = stablehlo.constant dense<0.0> : tensor<f32>
    %4618 = "stablehlo.reduce"(%4616, %4617) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %4619 = stablehlo.constant dense<0.0> : tensor<f32>
    %4620 = "stablehlo.reduce"(%4618, %4619) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4621 = stablehlo.add %4615, %4620 : tensor<f32>
    %4622 = stablehlo.multiply %1494, %1494 : tensor<10xf32>
    %4623 = stablehlo.constant dense<0.0> : tensor<f32>
    %4624 = "stablehlo.reduce"(%4622, %4623) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %4625 = stablehlo.add %4621, %4624 : tensor<f32>
    %4626 = stablehlo.sqrt %4625 : tensor<f32>
    %4627 = stablehlo.constant dense<1.0> : tensor<f32>
    %4628 = "stablehlo.compare"(%4626, %4627) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4629 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %4630 = stablehlo.divide %4366, %4629 : tensor<4x4x3x4xf32>
    %4631 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %4632 = stablehlo.multiply %4630, %4631 : tensor<4x4x3x4xf32>
    %4633 = "stablehlo.select"(%4628, %4366, %4632) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %4634 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4635 = stablehlo.divide %4368, %4634 : tensor<4xf32>
    %4636 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4637 = stablehlo.multiply %4635, %4636 : tensor<4xf32>
    %4638 = "stablehlo.select"(%4628, %4368, %4637) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4639 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4640 = stablehlo.divide %4363, %4639 : tensor<4xf32>
    %4641 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4642 = stablehlo.multiply %4640, %4641 : tensor<4xf32>
    %4643 = "stablehlo.select"(%4628, %4363, %4642) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4645 = stablehlo.divide %4365, %4644 : tensor<4xf32>
    %4646 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4647 = stablehlo.multiply %4645, %4646 : tensor<4xf32>
    %4648 = "stablehlo.select"(%4628, %4365, %4647) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4649 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %4650 = stablehlo.divide %4046, %4649 : tensor<7x7x1x4xf32>
    %4651 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %4652 = stablehlo.multiply %4650, %4651 : tensor<7x7x1x4xf32>
    %4653 = "stablehlo.select"(%4628, %4046, %4652) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %4654 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4655 = stablehlo.divide %4048, %4654 : tensor<4xf32>
    %4656 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4657 = stablehlo.multiply %4655, %4656 : tensor<4xf32>
    %4658 = "stablehlo.select"(%4628, %4048, %4657) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4660 = stablehlo.divide %3699, %4659 : tensor<4xf32>
    %4661 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4662 = stablehlo.multiply %4660, %4661 : tensor<4xf32>
    %4663 = "stablehlo.select"(%4628, %3699, %4662) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4665 = stablehlo.divide %3701, %4664 : tensor<4xf32>
    %4666 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4667 = stablehlo.multiply %4665, %4666 : tensor<4xf32>
    %4668 = "stablehlo.select"(%4628, %3701, %4667) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4669 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %4670 = stablehlo.divide %3678, %4669 : tensor<4x16xf32>
    %4671 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %4672 = stablehlo.multiply %4670, %4671 : tensor<4x16xf32>
    %4673 = "stablehlo.select"(%4628, %3678, %4672) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %4674 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4675 = stablehlo.divide %3680, %4674 : tensor<16xf32>
    %4676 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4677 = stablehlo.multiply %4675, %4676 : tensor<16xf32>
    %4678 = "stablehlo.select"(%4628, %3680, %4677) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4679 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %4680 = stablehlo.divide %3664, %4679 : tensor<16x4xf32>
    %4681 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %4682 = stablehlo.multiply %4680, %4681 : tensor<16x4xf32>
    %4683 = "stablehlo.select"(%4628, %3664, %4682) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4685 = stablehlo.divide %3666, %4684 : tensor<4xf32>
    %4686 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4687 = stablehlo.multiply %4685, %4686 : tensor<4xf32>
    %4688 = "stablehlo.select"(%4628, %3666, %4687) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4689 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4690 = stablehlo.divide %3662, %4689 : tensor<4xf32>
    %4691 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4692 = stablehlo.multiply %4690, %4691 : tensor<4xf32>
    %4693 = "stablehlo.select"(%4628, %3662, %4692) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4694 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4695 = stablehlo.divide %3655, %4694 : tensor<4xf32>
    %4696 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4697 = stablehlo.multiply %4695, %4696 : tensor<4xf32>
    %4698 = "stablehlo.select"(%4628, %3655, %4697) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4699 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4700 = stablehlo.divide %3657, %4699 : tensor<4xf32>
    %4701 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %4702 = stablehlo.multiply %4700, %4701 : tensor<4xf32>
    %4703 = "stablehlo.select"(%4628, %3657, %4702) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %4705 = stablehlo.divide %3634, %4704 : tensor<2x2x4x8xf32>
    %4706 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %4707 = stablehlo.multiply %4705, %4706 : tensor<2x2x4x8xf32>
    %4708 = "stablehlo.select"(%4628, %3634, %4707) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %4709 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4710 = stablehlo.divide %3636, %4709 : tensor<8xf32>
    %4711 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4712 = stablehlo.multiply %4710, %4711 : tensor<8xf32>
    %4713 = "stablehlo.select"(%4628, %3636, %4712) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4714 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %4715 = stablehlo.divide %3333, %4714 : tensor<7x7x1x8xf32>
    %4716 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %4717 = stablehlo.multiply %4715, %4716 : tensor<7x7x1x8xf32>
    %4718 = "stablehlo.select"(%4628, %3333, %4717) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4720 = stablehlo.divide %3335, %4719 : tensor<8xf32>
    %4721 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4722 = stablehlo.multiply %4720, %4721 : tensor<8xf32>
    %4723 = "stablehlo.select"(%4628, %3335, %4722) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4724 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4725 = stablehlo.divide %2986, %4724 : tensor<8xf32>
    %4726 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4727 = stablehlo.multiply %4725, %4726 : tensor<8xf32>
    %4728 = "stablehlo.select"(%4628, %2986, %4727) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4729 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4730 = stablehlo.divide %2988, %4729 : tensor<8xf32>
    %4731 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4732 = stablehlo.multiply %4730, %4731 : tensor<8xf32>
    %4733 = "stablehlo.select"(%4628, %2988, %4732) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4734 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %4735 = stablehlo.divide %2965, %4734 : tensor<8x32xf32>
    %4736 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %4737 = stablehlo.multiply %4735, %4736 : tensor<8x32xf32>
    %4738 = "stablehlo.select"(%4628, %2965, %4737) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %4739 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %4740 = stablehlo.divide %2967, %4739 : tensor<32xf32>
    %4741 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %4742 = stablehlo.multiply %4740, %4741 : tensor<32xf32>
    %4743 = "stablehlo.select"(%4628, %2967, %4742) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %4744 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %4745 = stablehlo.divide %2951, %4744 : tensor<32x8xf32>
    %4746 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %4747 = stablehlo.multiply %4745, %4746 : tensor<32x8xf32>
    %4748 = "stablehlo.select"(%4628, %2951, %4747) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %4749 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4750 = stablehlo.divide %2953, %4749 : tensor<8xf32>
    %4751 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4752 = stablehlo.multiply %4750, %4751 : tensor<8xf32>
    %4753 = "stablehlo.select"(%4628, %2953, %4752) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4755 = stablehlo.divide %2949, %4754 : tensor<8xf32>
    %4756 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4757 = stablehlo.multiply %4755, %4756 : tensor<8xf32>
    %4758 = "stablehlo.select"(%4628, %2949, %4757) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4760 = stablehlo.divide %2942, %4759 : tensor<8xf32>
    %4761 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4762 = stablehlo.multiply %4760, %4761 : tensor<8xf32>
    %4763 = "stablehlo.select"(%4628, %2942, %4762) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4765 = stablehlo.divide %2944, %4764 : tensor<8xf32>
    %4766 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %4767 = stablehlo.multiply %4765, %4766 : tensor<8xf32>
    %4768 = "stablehlo.select"(%4628, %2944, %4767) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4769 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %4770 = stablehlo.divide %2921, %4769 : tensor<2x2x8x12xf32>
    %4771 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %4772 = stablehlo.multiply %4770, %4771 : tensor<2x2x8x12xf32>
    %4773 = "stablehlo.select"(%4628, %2921, %4772) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %4774 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4775 = stablehlo.divide %2923, %4774 : tensor<12xf32>
    %4776 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4777 = stablehlo.multiply %4775, %4776 : tensor<12xf32>
    %4778 = "stablehlo.select"(%4628, %2923, %4777) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %4780 = stablehlo.divide %2620, %4779 : tensor<7x7x1x12xf32>
    %4781 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %4782 = stablehlo.multiply %4780, %4781 : tensor<7x7x1x12xf32>
    %4783 = "stablehlo.select"(%4628, %2620, %4782) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %4784 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4785 = stablehlo.divide %2622, %4784 : tensor<12xf32>
    %4786 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4787 = stablehlo.multiply %4785, %4786 : tensor<12xf32>
    %4788 = "stablehlo.select"(%4628, %2622, %4787) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4789 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4790 = stablehlo.divide %2273, %4789 : tensor<12xf32>
    %4791 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4792 = stablehlo.multiply %4790, %4791 : tensor<12xf32>
    %4793 = "stablehlo.select"(%4628, %2273, %4792) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4794 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4795 = stablehlo.divide %2275, %4794 : tensor<12xf32>
    %4796 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4797 = stablehlo.multiply %4795, %4796 : tensor<12xf32>
    %4798 = "stablehlo.select"(%4628, %2275, %4797) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %4800 = stablehlo.divide %2252, %4799 : tensor<12x48xf32>
    %4801 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %4802 = stablehlo.multiply %4800, %4801 : tensor<12x48xf32>
    %4803 = "stablehlo.select"(%4628, %2252, %4802) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %4804 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %4805 = stablehlo.divide %2254, %4804 : tensor<48xf32>
    %4806 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %4807 = stablehlo.multiply %4805, %4806 : tensor<48xf32>
    %4808 = "stablehlo.select"(%4628, %2254, %4807) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %4809 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %4810 = stablehlo.divide %2238, %4809 : tensor<48x12xf32>
    %4811 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %4812 = stablehlo.multiply %4810, %4811 : tensor<48x12xf32>
    %4813 = "stablehlo.select"(%4628, %2238, %4812) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4815 = stablehlo.divide %2240, %4814 : tensor<12xf32>
    %4816 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4817 = stablehlo.multiply %4815, %4816 : tensor<12xf32>
    %4818 = "stablehlo.select"(%4628, %2240, %4817) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4819 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4820 = stablehlo.divide %2236, %4819 : tensor<12xf32>
    %4821 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4822 = stablehlo.multiply %4820, %4821 : tensor<12xf32>
    %4823 = "stablehlo.select"(%4628, %2236, %4822) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4824 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4825 = stablehlo.divide %2229, %4824 : tensor<12xf32>
    %4826 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4827 = stablehlo.multiply %4825, %4826 : tensor<12xf32>
    %4828 = "stablehlo.select"(%4628, %2229, %4827) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4829 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4830 = stablehlo.divide %2231, %4829 : tensor<12xf32>
    %4831 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %4832 = stablehlo.multiply %4830, %4831 : tensor<12xf32>
    %4833 = "stablehlo.select"(%4628, %2231, %4832) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %4834 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %4835 = stablehlo.divide %2208, %4834 : tensor<2x2x12x16xf32>
    %4836 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %4837 = stablehlo.multiply %4835, %4836 : tensor<2x2x12x16xf32>
    %4838 = "stablehlo.select"(%4628, %2208, %4837) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %4839 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4840 = stablehlo.divide %2210, %4839 : tensor<16xf32>
    %4841 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4842 = stablehlo.multiply %4840, %4841 : tensor<16xf32>
    %4843 = "stablehlo.select"(%4628, %2210, %4842) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %4845 = stablehlo.divide %1907, %4844 : tensor<7x7x1x16xf32>
    %4846 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %4847 = stablehlo.multiply %4845, %4846 : tensor<7x7x1x16xf32>
    %4848 = "stablehlo.select"(%4628, %1907, %4847) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4850 = stablehlo.divide %1909, %4849 : tensor<16xf32>
    %4851 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4852 = stablehlo.multiply %4850, %4851 : tensor<16xf32>
    %4853 = "stablehlo.select"(%4628, %1909, %4852) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4855 = stablehlo.divide %1560, %4854 : tensor<16xf32>
    %4856 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4857 = stablehlo.multiply %4855, %4856 : tensor<16xf32>
    %4858 = "stablehlo.select"(%4628, %1560, %4857) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4860 = stablehlo.divide %1562, %4859 : tensor<16xf32>
    %4861 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4862 = stablehlo.multiply %4860, %4861 : tensor<16xf32>
    %4863 = "stablehlo.select"(%4628, %1562, %4862) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4864 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %4865 = stablehlo.divide %1539, %4864 : tensor<16x64xf32>
    %4866 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %4867 = stablehlo.multiply %4865, %4866 : tensor<16x64xf32>
    %4868 = "stablehlo.select"(%4628, %1539, %4867) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %4869 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4870 = stablehlo.divide %1541, %4869 : tensor<64xf32>
    %4871 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4872 = stablehlo.multiply %4870, %4871 : tensor<64xf32>
    %4873 = "stablehlo.select"(%4628, %1541, %4872) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4874 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %4875 = stablehlo.divide %1525, %4874 : tensor<64x16xf32>
    %4876 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %4877 = stablehlo.multiply %4875, %4876 : tensor<64x16xf32>
    %4878 = "stablehlo.select"(%4628, %1525, %4877) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %4879 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4880 = stablehlo.divide %1527, %4879 : tensor<16xf32>
    %4881 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4882 = stablehlo.multiply %4880, %4881 : tensor<16xf32>
    %4883 = "stablehlo.select"(%4628, %1527, %4882) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4884 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4885 = stablehlo.divide %1523, %4884 : tensor<16xf32>
    %4886 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4887 = stablehlo.multiply %4885, %4886 : tensor<16xf32>
    %4888 = "stablehlo.select"(%4628, %1523, %4887) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4889 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4890 = stablehlo.divide %1513, %4889 : tensor<16xf32>
    %4891 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4892 = stablehlo.multiply %4890, %4891 : tensor<16xf32>
    %4893 = "stablehlo.select"(%4628, %1513, %4892) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4895 = stablehlo.divide %1515, %4894 : tensor<16xf32>
    %4896 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %4897 = stablehlo.multiply %4895, %4896 : tensor<16xf32>
    %4898 = "stablehlo.select"(%4628, %1515, %4897) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %4899 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %4900 = stablehlo.divide %1492, %4899 : tensor<16x10xf32>
    %4901 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %4902 = stablehlo.multiply %4900, %4901 : tensor<16x10xf32>
    %4903 = "stablehlo.select"(%4628, %1492, %4902) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %4904 = "stablehlo.broadcast_in_dim"(%4626) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %4905 = stablehlo.divide %1494, %4904 : tensor<10xf32>
    %4906 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %4907 = stablehlo.multiply %4905, %4906 : tensor<10xf32>
    %4908 = "stablehlo.select"(%4628, %1494, %4907) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %4909 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %4910 = stablehlo.multiply %4909, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %4911 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %4912 = stablehlo.multiply %4911, %4633 : tensor<4x4x3x4xf32>
    %4913 = stablehlo.add %4910, %4912 : tensor<4x4x3x4xf32>
    %4914 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %4915 = stablehlo.multiply %4914, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %4916 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %4917 = stablehlo.multiply %4633, %4633 : tensor<4x4x3x4xf32>
    %4918 = stablehlo.multiply %4916, %4917 : tensor<4x4x3x4xf32>
    %4919 = stablehlo.add %4915, %4918 : tensor<4x4x3x4xf32>
    %4920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %4921 = stablehlo.divide %4913, %4920 : tensor<4x4x3x4xf32>
    %4922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %4923 = stablehlo.divide %4919, %4922 : tensor<4x4x3x4xf32>
    %4924 = stablehlo.sqrt %4923 : tensor<4x4x3x4xf32>
    %4925 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %4926 = stablehlo.add %4924, %4925 : tensor<4x4x3x4xf32>
    %4927 = stablehlo.divide %4921, %4926 : tensor<4x4x3x4xf32>
    %4928 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %4929 = stablehlo.multiply %4928, %m.stem.conv.b : tensor<4xf32>
    %4930 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %4931 = stablehlo.multiply %4930, %4638 : tensor<4xf32>
    %4932 = stablehlo.add %4929, %4931 : tensor<4xf32>
    %4933 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %4934 = stablehlo.multiply %4933, %v.stem.conv.b : tensor<4xf32>
    %4935 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %4936 = stablehlo.multiply %4638, %4638 : tensor<4xf32>
    %4937 = stablehlo.multiply %4935, %4936 : tensor<4xf32>
    %4938 = stablehlo.add %4934, %4937 : tensor<4xf32>
    %4939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4940 = stablehlo.divide %4932, %4939 : tensor<4xf32>
    %4941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4942 = stablehlo.divide %4938, %4941 : tensor<4xf32>
    %4943 = stablehlo.sqrt %4942 : tensor<4xf32>
    %4944 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %4945 = stablehlo.add %4943, %4944 : tensor<4xf32>
    %4946 = stablehlo.divide %4940, %4945 : tensor<4xf32>
    %4947 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %4948 = stablehlo.multiply %4947, %m.stem.norm.g : tensor<4xf32>
    %4949 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %4950 = stablehlo.multiply %4949, %4643 : tensor<4xf32>
    %4951 = stablehlo.add %4948, %4950 : tensor<4xf32>
    %4952 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %4953 = stablehlo.multiply %4952, %v.stem.norm.g : tensor<4xf32>
    %4954 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %4955 = stablehlo.multiply %4643, %4643 : tensor<4xf32>
    %4956 = stablehlo.multiply %4954, %4955 : tensor<4xf32>
    %4957 = stablehlo.add %4953, %4956 : tensor<4xf32>
    %4958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4959 = stablehlo.divide %4951, %4958 : tensor<4xf32>
    %4960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4961 = stablehlo.divide %4957, %4960 : tensor<4xf32>
    %4962 = stablehlo.sqrt %4961 : tensor<4xf32>
    %4963 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %4964 = stablehlo.add %4962, %4963 : tensor<4xf32>
    %4965 = stablehlo.divide %4959, %4964 : tensor<4xf32>
    %4966 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %4967 = stablehlo.multiply %4966, %m.stem.norm.b : tensor<4xf32>
    %4968 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %4969 = stablehlo.multiply %4968, %4648 : tensor<4xf32>
    %4970 = stablehlo.add %4967, %4969 : tensor<4xf32>
    %4971 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %4972 = stablehlo.multiply %4971, %v.stem.norm.b : tensor<4xf32>
    %4973 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %4974 = stablehlo.multiply %4648, %4648 : tensor<4xf32>
    %4975 = stablehlo.multiply %4973, %4974 : tensor<4xf32>
    %4976 = stablehlo.add %4972, %4975 : tensor<4xf32>
    %4977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4978 = stablehlo.divide %4970, %4977 : tensor<4xf32>
    %4979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4980 = stablehlo.divide %4976, %4979 : tensor<4xf32>
    %4981 = stablehlo.sqrt %4980 : tensor<4xf32>
    %4982 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %4983 = stablehlo.add %4981, %4982 : tensor<4xf32>
    %4984 = stablehlo.divide %4978, %4983 : tensor<4xf32>
    %4985 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %4986 = stablehlo.multiply %4985, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %4987 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %4988 = stablehlo.multiply %4987, %4653 : tensor<7x7x1x4xf32>
    %4989 = stablehlo.add %4986, %4988 : tensor<7x7x1x4xf32>
    %4990 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %4991 = stablehlo.multiply %4990, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %4992 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %4993 = stablehlo.multiply %4653, %4653 : tensor<7x7x1x4xf32>
    %4994 = stablehlo.multiply %4992, %4993 : tensor<7x7x1x4xf32>
    %4995 = stablehlo.add %4991, %4994 : tensor<7x7x1x4xf32>
    %4996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %4997 = stablehlo.divide %4989, %4996 : tensor<7x7x1x4xf32>
    %4998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %4999 = stablehlo.divide %4995, %4998 : tensor<7x7x1x4xf32>
    %5000 = stablehlo.sqrt %4999 : tensor<7x7x1x4xf32>
    %5001 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %5002 = stablehlo.add %5000, %5001 : tensor<7x7x1x4xf32>
    %5003 = stablehlo.divide %4997, %5002 : tensor<7x7x1x4xf32>
    %5004 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5005 = stablehlo.multiply %5004, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %5006 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5007 = stablehlo.multiply %5006, %4658 : tensor<4xf32>
    %5008 = stablehlo.add %5005, %5007 : tensor<4xf32>
    %5009 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5010 = stablehlo.multiply %5009, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %5011 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5012 = stablehlo.multiply %4658, %4658 : tensor<4xf32>
    %5013 = stablehlo.multiply %5011, %5012 : tensor<4xf32>
    %5014 = stablehlo.add %5010, %5013 : tensor<4xf32>
    %5015 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5016 = stablehlo.divide %5008, %5015 : tensor<4xf32>
    %5017 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5018 = stablehlo.divide %5014, %5017 : tensor<4xf32>
    %5019 = stablehlo.sqrt %5018 : tensor<4xf32>
    %5020 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5021 = stablehlo.add %5019, %5020 : tensor<4xf32>
    %5022 = stablehlo.divide %5016, %5021 : tensor<4xf32>
    %5023 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5024 = stablehlo.multiply %5023, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %5025 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5026 = stablehlo.multiply %5025, %4663 : tensor<4xf32>
    %5027 = stablehlo.add %5024, %5026 : tensor<4xf32>
    %5028 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5029 = stablehlo.multiply %5028, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %5030 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5031 = stablehlo.multiply %4663, %4663 : tensor<4xf32>
    %5032 = stablehlo.multiply %5030, %5031 : tensor<4xf32>
    %5033 = stablehlo.add %5029, %5032 : tensor<4xf32>
    %5034 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5035 = stablehlo.divide %5027, %5034 : tensor<4xf32>
    %5036 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5037 = stablehlo.divide %5033, %5036 : tensor<4xf32>
    %5038 = stablehlo.sqrt %5037 : tensor<4xf32>
    %5039 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5040 = stablehlo.add %5038, %5039 : tensor<4xf32>
    %5041 = stablehlo.divide %5035, %5040 : tensor<4xf32>
    %5042 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5043 = stablehlo.multiply %5042, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %5044 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5045 = stablehlo.multiply %5044, %4668 : tensor<4xf32>
    %5046 = stablehlo.add %5043, %5045 : tensor<4xf32>
    %5047 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5048 = stablehlo.multiply %5047, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %5049 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5050 = stablehlo.multiply %4668, %4668 : tensor<4xf32>
    %5051 = stablehlo.multiply %5049, %5050 : tensor<4xf32>
    %5052 = stablehlo.add %5048, %5051 : tensor<4xf32>
    %5053 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5054 = stablehlo.divide %5046, %5053 : tensor<4xf32>
    %5055 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5056 = stablehlo.divide %5052, %5055 : tensor<4xf32>
    %5057 = stablehlo.sqrt %5056 : tensor<4xf32>
    %5058 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5059 = stablehlo.add %5057, %5058 : tensor<4xf32>
    %5060 = stablehlo.divide %5054, %5059 : tensor<4xf32>
    %5061 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %5062 = stablehlo.multiply %5061, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %5063 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %5064 = stablehlo.multiply %5063, %4673 : tensor<4x16xf32>
    %5065 = stablehlo.add %5062, %5064 : tensor<4x16xf32>
    %5066 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %5067 = stablehlo.multiply %5066, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %5068 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %5069 = stablehlo.multiply %4673, %4673 : tensor<4x16xf32>
    %5070 = stablehlo.multiply %5068, %5069 : tensor<4x16xf32>
    %5071 = stablehlo.add %5067, %5070 : tensor<4x16xf32>
    %5072 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %5073 = stablehlo.divide %5065, %5072 : tensor<4x16xf32>
    %5074 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %5075 = stablehlo.divide %5071, %5074 : tensor<4x16xf32>
    %5076 = stablehlo.sqrt %5075 : tensor<4x16xf32>
    %5077 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %5078 = stablehlo.add %5076, %5077 : tensor<4x16xf32>
    %5079 = stablehlo.divide %5073, %5078 : tensor<4x16xf32>
    %5080 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5081 = stablehlo.multiply %5080, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %5082 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5083 = stablehlo.multiply %5082, %4678 : tensor<16xf32>
    %5084 = stablehlo.add %5081, %5083 : tensor<16xf32>
    %5085 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5086 = stablehlo.multiply %5085, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %5087 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5088 = stablehlo.multiply %4678, %4678 : tensor<16xf32>
    %5089 = stablehlo.multiply %5087, %5088 : tensor<16xf32>
    %5090 = stablehlo.add %5086, %5089 : tensor<16xf32>
    %5091 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5092 = stablehlo.divide %5084, %5091 : tensor<16xf32>
    %5093 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5094 = stablehlo.divide %5090, %5093 : tensor<16xf32>
    %5095 = stablehlo.sqrt %5094 : tensor<16xf32>
    %5096 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5097 = stablehlo.add %5095, %5096 : tensor<16xf32>
    %5098 = stablehlo.divide %5092, %5097 : tensor<16xf32>
    %5099 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %5100 = stablehlo.multiply %5099, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %5101 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %5102 = stablehlo.multiply %5101, %4683 : tensor<16x4xf32>
    %5103 = stablehlo.add %5100, %5102 : tensor<16x4xf32>
    %5104 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %5105 = stablehlo.multiply %5104, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %5106 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %5107 = stablehlo.multiply %4683, %4683 : tensor<16x4xf32>
    %5108 = stablehlo.multiply %5106, %5107 : tensor<16x4xf32>
    %5109 = stablehlo.add %5105, %5108 : tensor<16x4xf32>
    %5110 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %5111 = stablehlo.divide %5103, %5110 : tensor<16x4xf32>
    %5112 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %5113 = stablehlo.divide %5109, %5112 : tensor<16x4xf32>
    %5114 = stablehlo.sqrt %5113 : tensor<16x4xf32>
    %5115 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %5116 = stablehlo.add %5114, %5115 : tensor<16x4xf32>
    %5117 = stablehlo.divide %5111, %5116 : tensor<16x4xf32>
    %5118 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5119 = stablehlo.multiply %5118, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %5120 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5121 = stablehlo.multiply %5120, %4688 : tensor<4xf32>
    %5122 = stablehlo.add %5119, %5121 : tensor<4xf32>
    %5123 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5124 = stablehlo.multiply %5123, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %5125 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5126 = stablehlo.multiply %4688, %4688 : tensor<4xf32>
    %5127 = stablehlo.multiply %5125, %5126 : tensor<4xf32>
    %5128 = stablehlo.add %5124, %5127 : tensor<4xf32>
    %5129 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5130 = stablehlo.divide %5122, %5129 : tensor<4xf32>
    %5131 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5132 = stablehlo.divide %5128, %5131 : tensor<4xf32>
    %5133 = stablehlo.sqrt %5132 : tensor<4xf32>
    %5134 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5135 = stablehlo.add %5133, %5134 : tensor<4xf32>
    %5136 = stablehlo.divide %5130, %5135 : tensor<4xf32>
    %5137 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5138 = stablehlo.multiply %5137, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %5139 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5140 = stablehlo.multiply %5139, %4693 : tensor<4xf32>
    %5141 = stablehlo.add %5138, %5140 : tensor<4xf32>
    %5142 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5143 = stablehlo.multiply %5142, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %5144 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5145 = stablehlo.multiply %4693, %4693 : tensor<4xf32>
    %5146 = stablehlo.multiply %5144, %5145 : tensor<4xf32>
    %5147 = stablehlo.add %5143, %5146 : tensor<4xf32>
    %5148 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5149 = stablehlo.divide %5141, %5148 : tensor<4xf32>
    %5150 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5151 = stablehlo.divide %5147, %5150 : tensor<4xf32>
    %5152 = stablehlo.sqrt %5151 : tensor<4xf32>
    %5153 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5154 = stablehlo.add %5152, %5153 : tensor<4xf32>
    %5155 = stablehlo.divide %5149, %5154 : tensor<4xf32>
    %5156 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5157 = stablehlo.multiply %5156, %m.stages.1.down.norm.g : tensor<4xf32>
    %5158 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5159 = stablehlo.multiply %5158, %4698 : tensor<4xf32>
    %5160 = stablehlo.add %5157, %5159 : tensor<4xf32>
    %5161 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5162 = stablehlo.multiply %5161, %v.stages.1.down.norm.g : tensor<4xf32>
    %5163 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5164 = stablehlo.multiply %4698, %4698 : tensor<4xf32>
    %5165 = stablehlo.multiply %5163, %5164 : tensor<4xf32>
    %5166 = stablehlo.add %5162, %5165 : tensor<4xf32>
    %5167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5168 = stablehlo.divide %5160, %5167 : tensor<4xf32>
    %5169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5170 = stablehlo.divide %5166, %5169 : tensor<4xf32>
    %5171 = stablehlo.sqrt %5170 : tensor<4xf32>
    %5172 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5173 = stablehlo.add %5171, %5172 : tensor<4xf32>
    %5174 = stablehlo.divide %5168, %5173 : tensor<4xf32>
    %5175 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %5176 = stablehlo.multiply %5175, %m.stages.1.down.norm.b : tensor<4xf32>
    %5177 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %5178 = stablehlo.multiply %5177, %4703 : tensor<4xf32>
    %5179 = stablehlo.add %5176, %5178 : tensor<4xf32>
    %5180 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %5181 = stablehlo.multiply %5180, %v.stages.1.down.norm.b : tensor<4xf32>
    %5182 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %5183 = stablehlo.multiply %4703, %4703 : tensor<4xf32>
    %5184 = stablehlo.multiply %5182, %5183 : tensor<4xf32>
    %5185 = stablehlo.add %5181, %5184 : tensor<4xf32>
    %5186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5187 = stablehlo.divide %5179, %5186 : tensor<4xf32>
    %5188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5189 = stablehlo.divide %5185, %5188 : tensor<4xf32>
    %5190 = stablehlo.sqrt %5189 : tensor<4xf32>
    %5191 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %5192 = stablehlo.add %5190, %5191 : tensor<4xf32>
    %5193 = stablehlo.divide %5187, %5192 : tensor<4xf32>
    %5194 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %5195 = stablehlo.multiply %5194, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %5196 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %5197 = stablehlo.multiply %5196, %4708 : tensor<2x2x4x8xf32>
    %5198 = stablehlo.add %5195, %5197 : tensor<2x2x4x8xf32>
    %5199 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %5200 = stablehlo.multiply %5199, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %5201 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %5202 = stablehlo.multiply %4708, %4708 : tensor<2x2x4x8xf32>
    %5203 = stablehlo.multiply %5201, %5202 : tensor<2x2x4x8xf32>
    %5204 = stablehlo.add %5200, %5203 : tensor<2x2x4x8xf32>
    %5205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %5206 = stablehlo.divide %5198, %5205 : tensor<2x2x4x8xf32>
    %5207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %5208 = stablehlo.divide %5204, %5207 : tensor<2x2x4x8xf32>
    %5209 = stablehlo.sqrt %5208 : tensor<2x2x4x8xf32>
    %5210 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %5211 = stablehlo.add %5209, %5210 : tensor<2x2x4x8xf32>
    %5212 = stablehlo.divide %5206, %5211 : tensor<2x2x4x8xf32>
    %5213 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5214 = stablehlo.multiply %5213, %m.stages.1.down.conv.b : tensor<8xf32>
    %5215 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5216 = stablehlo.multiply %5215, %4713 : tensor<8xf32>
    %5217 = stablehlo.add %5214, %5216 : tensor<8xf32>
    %5218 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5219 = stablehlo.multiply %5218, %v.stages.1.down.conv.b : tensor<8xf32>
    %5220 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5221 = stablehlo.multiply %4713, %4713 : tensor<8xf32>
    %5222 = stablehlo.multiply %5220, %5221 : tensor<8xf32>
    %5223 = stablehlo.add %5219, %5222 : tensor<8xf32>
    %5224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5225 = stablehlo.divide %5217, %5224 : tensor<8xf32>
    %5226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5227 = stablehlo.divide %5223, %5226 : tensor<8xf32>
    %5228 = stablehlo.sqrt %5227 : tensor<8xf32>
    %5229 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5230 = stablehlo.add %5228, %5229 : tensor<8xf32>
    %5231 = stablehlo.divide %5225, %5230 : tensor<8xf32>
    %5232 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %5233 = stablehlo.multiply %5232, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %5234 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %5235 = stablehlo.multiply %5234, %4718 : tensor<7x7x1x8xf32>
    %5236 = stablehlo.add %5233, %5235 : tensor<7x7x1x8xf32>
    %5237 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %5238 = stablehlo.multiply %5237, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %5239 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %5240 = stablehlo.multiply %4718, %4718 : tensor<7x7x1x8xf32>
    %5241 = stablehlo.multiply %5239, %5240 : tensor<7x7x1x8xf32>
    %5242 = stablehlo.add %5238, %5241 : tensor<7x7x1x8xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %5244 = stablehlo.divide %5236, %5243 : tensor<7x7x1x8xf32>
    %5245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %5246 = stablehlo.divide %5242, %5245 : tensor<7x7x1x8xf32>
    %5247 = stablehlo.sqrt %5246 : tensor<7x7x1x8xf32>
    %5248 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %5249 = stablehlo.add %5247, %5248 : tensor<7x7x1x8xf32>
    %5250 = stablehlo.divide %5244, %5249 : tensor<7x7x1x8xf32>
    %5251 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5252 = stablehlo.multiply %5251, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %5253 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5254 = stablehlo.multiply %5253, %4723 : tensor<8xf32>
    %5255 = stablehlo.add %5252, %5254 : tensor<8xf32>
    %5256 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5257 = stablehlo.multiply %5256, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %5258 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5259 = stablehlo.multiply %4723, %4723 : tensor<8xf32>
    %5260 = stablehlo.multiply %5258, %5259 : tensor<8xf32>
    %5261 = stablehlo.add %5257, %5260 : tensor<8xf32>
    %5262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5263 = stablehlo.divide %5255, %5262 : tensor<8xf32>
    %5264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5265 = stablehlo.divide %5261, %5264 : tensor<8xf32>
    %5266 = stablehlo.sqrt %5265 : tensor<8xf32>
    %5267 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5268 = stablehlo.add %5266, %5267 : tensor<8xf32>
    %5269 = stablehlo.divide %5263, %5268 : tensor<8xf32>
    %5270 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5271 = stablehlo.multiply %5270, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %5272 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5273 = stablehlo.multiply %5272, %4728 : tensor<8xf32>
    %5274 = stablehlo.add %5271, %5273 : tensor<8xf32>
    %5275 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5276 = stablehlo.multiply %5275, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %5277 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5278 = stablehlo.multiply %4728, %4728 : tensor<8xf32>
    %5279 = stablehlo.multiply %5277, %5278 : tensor<8xf32>
    %5280 = stablehlo.add %5276, %5279 : tensor<8xf32>
    %5281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5282 = stablehlo.divide %5274, %5281 : tensor<8xf32>
    %5283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5284 = stablehlo.divide %5280, %5283 : tensor<8xf32>
    %5285 = stablehlo.sqrt %5284 : tensor<8xf32>
    %5286 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5287 = stablehlo.add %5285, %5286 : tensor<8xf32>
    %5288 = stablehlo.divide %5282, %5287 : tensor<8xf32>
    %5289 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5290 = stablehlo.multiply %5289, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %5291 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5292 = stablehlo.multiply %5291, %4733 : tensor<8xf32>
    %5293 = stablehlo.add %5290, %5292 : tensor<8xf32>
    %5294 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5295 = stablehlo.multiply %5294, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %5296 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5297 = stablehlo.multiply %4733, %4733 : tensor<8xf32>
    %5298 = stablehlo.multiply %5296, %5297 : tensor<8xf32>
    %5299 = stablehlo.add %5295, %5298 : tensor<8xf32>
    %5300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5301 = stablehlo.divide %5293, %5300 : tensor<8xf32>
    %5302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5303 = stablehlo.divide %5299, %5302 : tensor<8xf32>
    %5304 = stablehlo.sqrt %5303 : tensor<8xf32>
    %5305 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5306 = stablehlo.add %5304, %5305 : tensor<8xf32>
    %5307 = stablehlo.divide %5301, %5306 : tensor<8xf32>
    %5308 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %5309 = stablehlo.multiply %5308, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %5310 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %5311 = stablehlo.multiply %5310, %4738 : tensor<8x32xf32>
    %5312 = stablehlo.add %5309, %5311 : tensor<8x32xf32>
    %5313 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %5314 = stablehlo.multiply %5313, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %5315 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %5316 = stablehlo.multiply %4738, %4738 : tensor<8x32xf32>
    %5317 = stablehlo.multiply %5315, %5316 : tensor<8x32xf32>
    %5318 = stablehlo.add %5314, %5317 : tensor<8x32xf32>
    %5319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %5320 = stablehlo.divide %5312, %5319 : tensor<8x32xf32>
    %5321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %5322 = stablehlo.divide %5318, %5321 : tensor<8x32xf32>
    %5323 = stablehlo.sqrt %5322 : tensor<8x32xf32>
    %5324 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %5325 = stablehlo.add %5323, %5324 : tensor<8x32xf32>
    %5326 = stablehlo.divide %5320, %5325 : tensor<8x32xf32>
    %5327 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5328 = stablehlo.multiply %5327, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %5329 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5330 = stablehlo.multiply %5329, %4743 : tensor<32xf32>
    %5331 = stablehlo.add %5328, %5330 : tensor<32xf32>
    %5332 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %5333 = stablehlo.multiply %5332, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %5334 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5335 = stablehlo.multiply %4743, %4743 : tensor<32xf32>
    %5336 = stablehlo.multiply %5334, %5335 : tensor<32xf32>
    %5337 = stablehlo.add %5333, %5336 : tensor<32xf32>
    %5338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5339 = stablehlo.divide %5331, %5338 : tensor<32xf32>
    %5340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5341 = stablehlo.divide %5337, %5340 : tensor<32xf32>
    %5342 = stablehlo.sqrt %5341 : tensor<32xf32>
    %5343 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %5344 = stablehlo.add %5342, %5343 : tensor<32xf32>
    %5345 = stablehlo.divide %5339, %5344 : tensor<32xf32>
    %5346 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %5347 = stablehlo.multiply %5346, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %5348 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %5349 = stablehlo.multiply %5348, %4748 : tensor<32x8xf32>
    %5350 = stablehlo.add %5347, %5349 : tensor<32x8xf32>
    %5351 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %5352 = stablehlo.multiply %5351, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %5353 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %5354 = stablehlo.multiply %4748, %4748 : tensor<32x8xf32>
    %5355 = stablehlo.multiply %5353, %5354 : tensor<32x8xf32>
    %5356 = stablehlo.add %5352, %5355 : tensor<32x8xf32>
    %5357 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %5358 = stablehlo.divide %5350, %5357 : tensor<32x8xf32>
    %5359 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %5360 = stablehlo.divide %5356, %5359 : tensor<32x8xf32>
    %5361 = stablehlo.sqrt %5360 : tensor<32x8xf32>
    %5362 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %5363 = stablehlo.add %5361, %5362 : tensor<32x8xf32>
    %5364 = stablehlo.divide %5358, %5363 : tensor<32x8xf32>
    %5365 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5366 = stablehlo.multiply %5365, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %5367 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5368 = stablehlo.multiply %5367, %4753 : tensor<8xf32>
    %5369 = stablehlo.add %5366, %5368 : tensor<8xf32>
    %5370 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5371 = stablehlo.multiply %5370, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %5372 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5373 = stablehlo.multiply %4753, %4753 : tensor<8xf32>
    %5374 = stablehlo.multiply %5372, %5373 : tensor<8xf32>
    %5375 = stablehlo.add %5371, %5374 : tensor<8xf32>
    %5376 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5377 = stablehlo.divide %5369, %5376 : tensor<8xf32>
    %5378 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5379 = stablehlo.divide %5375, %5378 : tensor<8xf32>
    %5380 = stablehlo.sqrt %5379 : tensor<8xf32>
    %5381 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5382 = stablehlo.add %5380, %5381 : tensor<8xf32>
    %5383 = stablehlo.divide %5377, %5382 : tensor<8xf32>
    %5384 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5385 = stablehlo.multiply %5384, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %5386 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5387 = stablehlo.multiply %5386, %4758 : tensor<8xf32>
    %5388 = stablehlo.add %5385, %5387 : tensor<8xf32>
    %5389 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5390 = stablehlo.multiply %5389, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %5391 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5392 = stablehlo.multiply %4758, %4758 : tensor<8xf32>
    %5393 = stablehlo.multiply %5391, %5392 : tensor<8xf32>
    %5394 = stablehlo.add %5390, %5393 : tensor<8xf32>
    %5395 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5396 = stablehlo.divide %5388, %5395 : tensor<8xf32>
    %5397 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5398 = stablehlo.divide %5394, %5397 : tensor<8xf32>
    %5399 = stablehlo.sqrt %5398 : tensor<8xf32>
    %5400 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5401 = stablehlo.add %5399, %5400 : tensor<8xf32>
    %5402 = stablehlo.divide %5396, %5401 : tensor<8xf32>
    %5403 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5404 = stablehlo.multiply %5403, %m.stages.2.down.norm.g : tensor<8xf32>
    %5405 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5406 = stablehlo.multiply %5405, %4763 : tensor<8xf32>
    %5407 = stablehlo.add %5404, %5406 : tensor<8xf32>
    %5408 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5409 = stablehlo.multiply %5408, %v.stages.2.down.norm.g : tensor<8xf32>
    %5410 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5411 = stablehlo.multiply %4763, %4763 : tensor<8xf32>
    %5412 = stablehlo.multiply %5410, %5411 : tensor<8xf32>
    %5413 = stablehlo.add %5409, %5412 : tensor<8xf32>
    %5414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5415 = stablehlo.divide %5407, %5414 : tensor<8xf32>
    %5416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5417 = stablehlo.divide %5413, %5416 : tensor<8xf32>
    %5418 = stablehlo.sqrt %5417 : tensor<8xf32>
    %5419 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5420 = stablehlo.add %5418, %5419 : tensor<8xf32>
    %5421 = stablehlo.divide %5415, %5420 : tensor<8xf32>
    %5422 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %5423 = stablehlo.multiply %5422, %m.stages.2.down.norm.b : tensor<8xf32>
    %5424 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %5425 = stablehlo.multiply %5424, %4768 : tensor<8xf32>
    %5426 = stablehlo.add %5423, %5425 : tensor<8xf32>
    %5427 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %5428 = stablehlo.multiply %5427, %v.stages.2.down.norm.b : tensor<8xf32>
    %5429 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %5430 = stablehlo.multiply %4768, %4768 : tensor<8xf32>
    %5431 = stablehlo.multiply %5429, %5430 : tensor<8xf32>
    %5432 = stablehlo.add %5428, %5431 : tensor<8xf32>
    %5433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5434 = stablehlo.divide %5426, %5433 : tensor<8xf32>
    %5435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %5436 = stablehlo.divide %5432, %5435 : tensor<8xf32>
    %5437 = stablehlo.sqrt %5436 : tensor<8xf32>
    %5438 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %5439 = stablehlo.add %5437, %5438 : tensor<8xf32>
    %5440 = stablehlo.divide %5434, %5439 : tensor<8xf32>
    %5441 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %5442 = stablehlo.multiply %5441, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %5443 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %5444 = stablehlo.multiply %5443, %4773 : tensor<2x2x8x12xf32>
    %5445 = stablehlo.add %5442, %5444 : tensor<2x2x8x12xf32>
    %5446 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %5447 = stablehlo.multiply %5446, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %5448 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %5449 = stablehlo.multiply %4773, %4773 : tensor<2x2x8x12xf32>
    %5450 = stablehlo.multiply %5448, %5449 : tensor<2x2x8x12xf32>
    %5451 = stablehlo.add %5447, %5450 : tensor<2x2x8x12xf32>
    %5452 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %5453 = stablehlo.divide %5445, %5452 : tensor<2x2x8x12xf32>
    %5454 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %5455 = stablehlo.divide %5451, %5454 : tensor<2x2x8x12xf32>
    %5456 = stablehlo.sqrt %5455 : tensor<2x2x8x12xf32>
    %5457 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %5458 = stablehlo.add %5456, %5457 : tensor<2x2x8x12xf32>
    %5459 = stablehlo.divide %5453, %5458 : tensor<2x2x8x12xf32>
    %5460 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5461 = stablehlo.multiply %5460, %m.stages.2.down.conv.b : tensor<12xf32>
    %5462 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5463 = stablehlo.multiply %5462, %4778 : tensor<12xf32>
    %5464 = stablehlo.add %5461, %5463 : tensor<12xf32>
    %5465 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5466 = stablehlo.multiply %5465, %v.stages.2.down.conv.b : tensor<12xf32>
    %5467 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5468 = stablehlo.multiply %4778, %4778 : tensor<12xf32>
    %5469 = stablehlo.multiply %5467, %5468 : tensor<12xf32>
    %5470 = stablehlo.add %5466, %5469 : tensor<12xf32>
    %5471 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5472 = stablehlo.divide %5464, %5471 : tensor<12xf32>
    %5473 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5474 = stablehlo.divide %5470, %5473 : tensor<12xf32>
    %5475 = stablehlo.sqrt %5474 : tensor<12xf32>
    %5476 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5477 = stablehlo.add %5475, %5476 : tensor<12xf32>
    %5478 = stablehlo.divide %5472, %5477 : tensor<12xf32>
    %5479 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %5480 = stablehlo.multiply %5479, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %5481 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %5482 = stablehlo.multiply %5481, %4783 : tensor<7x7x1x12xf32>
    %5483 = stablehlo.add %5480, %5482 : tensor<7x7x1x12xf32>
    %5484 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %5485 = stablehlo.multiply %5484, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %5486 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %5487 = stablehlo.multiply %4783, %4783 : tensor<7x7x1x12xf32>
    %5488 = stablehlo.multiply %5486, %5487 : tensor<7x7x1x12xf32>
    %5489 = stablehlo.add %5485, %5488 : tensor<7x7x1x12xf32>
    %5490 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %5491 = stablehlo.divide %5483, %5490 : tensor<7x7x1x12xf32>
    %5492 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %5493 = stablehlo.divide %5489, %5492 : tensor<7x7x1x12xf32>
    %5494 = stablehlo.sqrt %5493 : tensor<7x7x1x12xf32>
    %5495 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %5496 = stablehlo.add %5494, %5495 : tensor<7x7x1x12xf32>
    %5497 = stablehlo.divide %5491, %5496 : tensor<7x7x1x12xf32>
    %5498 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5499 = stablehlo.multiply %5498, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %5500 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5501 = stablehlo.multiply %5500, %4788 : tensor<12xf32>
    %5502 = stablehlo.add %5499, %5501 : tensor<12xf32>
    %5503 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5504 = stablehlo.multiply %5503, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %5505 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5506 = stablehlo.multiply %4788, %4788 : tensor<12xf32>
    %5507 = stablehlo.multiply %5505, %5506 : tensor<12xf32>
    %5508 = stablehlo.add %5504, %5507 : tensor<12xf32>
    %5509 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5510 = stablehlo.divide %5502, %5509 : tensor<12xf32>
    %5511 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5512 = stablehlo.divide %5508, %5511 : tensor<12xf32>
    %5513 = stablehlo.sqrt %5512 : tensor<12xf32>
    %5514 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5515 = stablehlo.add %5513, %5514 : tensor<12xf32>
    %5516 = stablehlo.divide %5510, %5515 : tensor<12xf32>
    %5517 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5518 = stablehlo.multiply %5517, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %5519 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5520 = stablehlo.multiply %5519, %4793 : tensor<12xf32>
    %5521 = stablehlo.add %5518, %5520 : tensor<12xf32>
    %5522 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5523 = stablehlo.multiply %5522, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %5524 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5525 = stablehlo.multiply %4793, %4793 : tensor<12xf32>
    %5526 = stablehlo.multiply %5524, %5525 : tensor<12xf32>
    %5527 = stablehlo.add %5523, %5526 : tensor<12xf32>
    %5528 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5529 = stablehlo.divide %5521, %5528 : tensor<12xf32>
    %5530 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5531 = stablehlo.divide %5527, %5530 : tensor<12xf32>
    %5532 = stablehlo.sqrt %5531 : tensor<12xf32>
    %5533 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5534 = stablehlo.add %5532, %5533 : tensor<12xf32>
    %5535 = stablehlo.divide %5529, %5534 : tensor<12xf32>
    %5536 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5537 = stablehlo.multiply %5536, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %5538 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5539 = stablehlo.multiply %5538, %4798 : tensor<12xf32>
    %5540 = stablehlo.add %5537, %5539 : tensor<12xf32>
    %5541 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5542 = stablehlo.multiply %5541, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %5543 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5544 = stablehlo.multiply %4798, %4798 : tensor<12xf32>
    %5545 = stablehlo.multiply %5543, %5544 : tensor<12xf32>
    %5546 = stablehlo.add %5542, %5545 : tensor<12xf32>
    %5547 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5548 = stablehlo.divide %5540, %5547 : tensor<12xf32>
    %5549 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5550 = stablehlo.divide %5546, %5549 : tensor<12xf32>
    %5551 = stablehlo.sqrt %5550 : tensor<12xf32>
    %5552 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5553 = stablehlo.add %5551, %5552 : tensor<12xf32>
    %5554 = stablehlo.divide %5548, %5553 : tensor<12xf32>
    %5555 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %5556 = stablehlo.multiply %5555, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %5557 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %5558 = stablehlo.multiply %5557, %4803 : tensor<12x48xf32>
    %5559 = stablehlo.add %5556, %5558 : tensor<12x48xf32>
    %5560 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %5561 = stablehlo.multiply %5560, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %5562 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %5563 = stablehlo.multiply %4803, %4803 : tensor<12x48xf32>
    %5564 = stablehlo.multiply %5562, %5563 : tensor<12x48xf32>
    %5565 = stablehlo.add %5561, %5564 : tensor<12x48xf32>
    %5566 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %5567 = stablehlo.divide %5559, %5566 : tensor<12x48xf32>
    %5568 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %5569 = stablehlo.divide %5565, %5568 : tensor<12x48xf32>
    %5570 = stablehlo.sqrt %5569 : tensor<12x48xf32>
    %5571 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %5572 = stablehlo.add %5570, %5571 : tensor<12x48xf32>
    %5573 = stablehlo.divide %5567, %5572 : tensor<12x48xf32>
    %5574 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %5575 = stablehlo.multiply %5574, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %5576 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %5577 = stablehlo.multiply %5576, %4808 : tensor<48xf32>
    %5578 = stablehlo.add %5575, %5577 : tensor<48xf32>
    %5579 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %5580 = stablehlo.multiply %5579, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %5581 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %5582 = stablehlo.multiply %4808, %4808 : tensor<48xf32>
    %5583 = stablehlo.multiply %5581, %5582 : tensor<48xf32>
    %5584 = stablehlo.add %5580, %5583 : tensor<48xf32>
    %5585 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %5586 = stablehlo.divide %5578, %5585 : tensor<48xf32>
    %5587 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %5588 = stablehlo.divide %5584, %5587 : tensor<48xf32>
    %5589 = stablehlo.sqrt %5588 : tensor<48xf32>
    %5590 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %5591 = stablehlo.add %5589, %5590 : tensor<48xf32>
    %5592 = stablehlo.divide %5586, %5591 : tensor<48xf32>
    %5593 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %5594 = stablehlo.multiply %5593, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %5595 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %5596 = stablehlo.multiply %5595, %4813 : tensor<48x12xf32>
    %5597 = stablehlo.add %5594, %5596 : tensor<48x12xf32>
    %5598 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %5599 = stablehlo.multiply %5598, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %5600 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %5601 = stablehlo.multiply %4813, %4813 : tensor<48x12xf32>
    %5602 = stablehlo.multiply %5600, %5601 : tensor<48x12xf32>
    %5603 = stablehlo.add %5599, %5602 : tensor<48x12xf32>
    %5604 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %5605 = stablehlo.divide %5597, %5604 : tensor<48x12xf32>
    %5606 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %5607 = stablehlo.divide %5603, %5606 : tensor<48x12xf32>
    %5608 = stablehlo.sqrt %5607 : tensor<48x12xf32>
    %5609 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %5610 = stablehlo.add %5608, %5609 : tensor<48x12xf32>
    %5611 = stablehlo.divide %5605, %5610 : tensor<48x12xf32>
    %5612 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5613 = stablehlo.multiply %5612, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %5614 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5615 = stablehlo.multiply %5614, %4818 : tensor<12xf32>
    %5616 = stablehlo.add %5613, %5615 : tensor<12xf32>
    %5617 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5618 = stablehlo.multiply %5617, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %5619 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5620 = stablehlo.multiply %4818, %4818 : tensor<12xf32>
    %5621 = stablehlo.multiply %5619, %5620 : tensor<12xf32>
    %5622 = stablehlo.add %5618, %5621 : tensor<12xf32>
    %5623 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5624 = stablehlo.divide %5616, %5623 : tensor<12xf32>
    %5625 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5626 = stablehlo.divide %5622, %5625 : tensor<12xf32>
    %5627 = stablehlo.sqrt %5626 : tensor<12xf32>
    %5628 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<12xf32>
    %5630 = stablehlo.divide %5624, %5629 : tensor<12xf32>
    %5631 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5632 = stablehlo.multiply %5631, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %5633 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5634 = stablehlo.multiply %5633, %4823 : tensor<12xf32>
    %5635 = stablehlo.add %5632, %5634 : tensor<12xf32>
    %5636 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5637 = stablehlo.multiply %5636, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %5638 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5639 = stablehlo.multiply %4823, %4823 : tensor<12xf32>
    %5640 = stablehlo.multiply %5638, %5639 : tensor<12xf32>
    %5641 = stablehlo.add %5637, %5640 : tensor<12xf32>
    %5642 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5643 = stablehlo.divide %5635, %5642 : tensor<12xf32>
    %5644 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5645 = stablehlo.divide %5641, %5644 : tensor<12xf32>
    %5646 = stablehlo.sqrt %5645 : tensor<12xf32>
    %5647 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5648 = stablehlo.add %5646, %5647 : tensor<12xf32>
    %5649 = stablehlo.divide %5643, %5648 : tensor<12xf32>
    %5650 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5651 = stablehlo.multiply %5650, %m.stages.3.down.norm.g : tensor<12xf32>
    %5652 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5653 = stablehlo.multiply %5652, %4828 : tensor<12xf32>
    %5654 = stablehlo.add %5651, %5653 : tensor<12xf32>
    %5655 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5656 = stablehlo.multiply %5655, %v.stages.3.down.norm.g : tensor<12xf32>
    %5657 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5658 = stablehlo.multiply %4828, %4828 : tensor<12xf32>
    %5659 = stablehlo.multiply %5657, %5658 : tensor<12xf32>
    %5660 = stablehlo.add %5656, %5659 : tensor<12xf32>
    %5661 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5662 = stablehlo.divide %5654, %5661 : tensor<12xf32>
    %5663 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5664 = stablehlo.divide %5660, %5663 : tensor<12xf32>
    %5665 = stablehlo.sqrt %5664 : tensor<12xf32>
    %5666 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5667 = stablehlo.add %5665, %5666 : tensor<12xf32>
    %5668 = stablehlo.divide %5662, %5667 : tensor<12xf32>
    %5669 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %5670 = stablehlo.multiply %5669, %m.stages.3.down.norm.b : tensor<12xf32>
    %5671 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %5672 = stablehlo.multiply %5671, %4833 : tensor<12xf32>
    %5673 = stablehlo.add %5670, %5672 : tensor<12xf32>
    %5674 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %5675 = stablehlo.multiply %5674, %v.stages.3.down.norm.b : tensor<12xf32>
    %5676 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %5677 = stablehlo.multiply %4833, %4833 : tensor<12xf32>
    %5678 = stablehlo.multiply %5676, %5677 : tensor<12xf32>
    %5679 = stablehlo.add %5675, %5678 : tensor<12xf32>
    %5680 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5681 = stablehlo.divide %5673, %5680 : tensor<12xf32>
    %5682 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %5683 = stablehlo.divide %5679, %5682 : tensor<12xf32>
    %5684 = stablehlo.sqrt %5683 : tensor<12xf32>
    %5685 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %5686 = stablehlo.add %5684, %5685 : tensor<12xf32>
    %5687 = stablehlo.divide %5681, %5686 : tensor<12xf32>
    %5688 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %5689 = stablehlo.multiply %5688, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %5690 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %5691 = stablehlo.multiply %5690, %4838 : tensor<2x2x12x16xf32>
    %5692 = stablehlo.add %5689, %5691 : tensor<2x2x12x16xf32>
    %5693 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %5694 = stablehlo.multiply %5693, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %5695 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %5696 = stablehlo.multiply %4838, %4838 : tensor<2x2x12x16xf32>
    %5697 = stablehlo.multiply %5695, %5696 : tensor<2x2x12x16xf32>
    %5698 = stablehlo.add %5694, %5697 : tensor<2x2x12x16xf32>
    %5699 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %5700 = stablehlo.divide %5692, %5699 : tensor<2x2x12x16xf32>
    %5701 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %5702 = stablehlo.divide %5698, %5701 : tensor<2x2x12x16xf32>
    %5703 = stablehlo.sqrt %5702 : tensor<2x2x12x16xf32>
    %5704 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %5705 = stablehlo.add %5703, %5704 : tensor<2x2x12x16xf32>
    %5706 = stablehlo.divide %5700, %5705 : tensor<2x2x12x16xf32>
    %5707 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5708 = stablehlo.multiply %5707, %m.stages.3.down.conv.b : tensor<16xf32>
    %5709 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5710 = stablehlo.multiply %5709, %4843 : tensor<16xf32>
    %5711 = stablehlo.add %5708, %5710 : tensor<16xf32>
    %5712 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5713 = stablehlo.multiply %5712, %v.stages.3.down.conv.b : tensor<16xf32>
    %5714 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5715 = stablehlo.multiply %4843, %4843 : tensor<16xf32>
    %5716 = stablehlo.multiply %5714, %5715 : tensor<16xf32>
    %5717 = stablehlo.add %5713, %5716 : tensor<16xf32>
    %5718 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5719 = stablehlo.divide %5711, %5718 : tensor<16xf32>
    %5720 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5721 = stablehlo.divide %5717, %5720 : tensor<16xf32>
    %5722 = stablehlo.sqrt %5721 : tensor<16xf32>
    %5723 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5724 = stablehlo.add %5722, %5723 : tensor<16xf32>
    %5725 = stablehlo.divide %5719, %5724 : tensor<16xf32>
    %5726 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %5727 = stablehlo.multiply %5726, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %5728 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %5729 = stablehlo.multiply %5728, %4848 : tensor<7x7x1x16xf32>
    %5730 = stablehlo.add %5727, %5729 : tensor<7x7x1x16xf32>
    %5731 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %5732 = stablehlo.multiply %5731, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %5733 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %5734 = stablehlo.multiply %4848, %4848 : tensor<7x7x1x16xf32>
    %5735 = stablehlo.multiply %5733, %5734 : tensor<7x7x1x16xf32>
    %5736 = stablehlo.add %5732, %5735 : tensor<7x7x1x16xf32>
    %5737 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %5738 = stablehlo.divide %5730, %5737 : tensor<7x7x1x16xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %5740 = stablehlo.divide %5736, %5739 : tensor<7x7x1x16xf32>
    %5741 = stablehlo.sqrt %5740 : tensor<7x7x1x16xf32>
    %5742 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %5743 = stablehlo.add %5741, %5742 : tensor<7x7x1x16xf32>
    %5744 = stablehlo.divide %5738, %5743 : tensor<7x7x1x16xf32>
    %5745 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5746 = stablehlo.multiply %5745, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %5747 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5748 = stablehlo.multiply %5747, %4853 : tensor<16xf32>
    %5749 = stablehlo.add %5746, %5748 : tensor<16xf32>
    %5750 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5751 = stablehlo.multiply %5750, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %5752 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5753 = stablehlo.multiply %4853, %4853 : tensor<16xf32>
    %5754 = stablehlo.multiply %5752, %5753 : tensor<16xf32>
    %5755 = stablehlo.add %5751, %5754 : tensor<16xf32>
    %5756 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5757 = stablehlo.divide %5749, %5756 : tensor<16xf32>
    %5758 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5759 = stablehlo.divide %5755, %5758 : tensor<16xf32>
    %5760 = stablehlo.sqrt %5759 : tensor<16xf32>
    %5761 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5762 = stablehlo.add %5760, %5761 : tensor<16xf32>
    %5763 = stablehlo.divide %5757, %5762 : tensor<16xf32>
    %5764 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5765 = stablehlo.multiply %5764, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %5766 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5767 = stablehlo.multiply %5766, %4858 : tensor<16xf32>
    %5768 = stablehlo.add %5765, %5767 : tensor<16xf32>
    %5769 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5770 = stablehlo.multiply %5769, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %5771 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5772 = stablehlo.multiply %4858, %4858 : tensor<16xf32>
    %5773 = stablehlo.multiply %5771, %5772 : tensor<16xf32>
    %5774 = stablehlo.add %5770, %5773 : tensor<16xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5776 = stablehlo.divide %5768, %5775 : tensor<16xf32>
    %5777 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5778 = stablehlo.divide %5774, %5777 : tensor<16xf32>
    %5779 = stablehlo.sqrt %5778 : tensor<16xf32>
    %5780 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5781 = stablehlo.add %5779, %5780 : tensor<16xf32>
    %5782 = stablehlo.divide %5776, %5781 : tensor<16xf32>
    %5783 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5784 = stablehlo.multiply %5783, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %5785 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5786 = stablehlo.multiply %5785, %4863 : tensor<16xf32>
    %5787 = stablehlo.add %5784, %5786 : tensor<16xf32>
    %5788 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5789 = stablehlo.multiply %5788, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %5790 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5791 = stablehlo.multiply %4863, %4863 : tensor<16xf32>
    %5792 = stablehlo.multiply %5790, %5791 : tensor<16xf32>
    %5793 = stablehlo.add %5789, %5792 : tensor<16xf32>
    %5794 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5795 = stablehlo.divide %5787, %5794 : tensor<16xf32>
    %5796 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5797 = stablehlo.divide %5793, %5796 : tensor<16xf32>
    %5798 = stablehlo.sqrt %5797 : tensor<16xf32>
    %5799 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5800 = stablehlo.add %5798, %5799 : tensor<16xf32>
    %5801 = stablehlo.divide %5795, %5800 : tensor<16xf32>
    %5802 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %5803 = stablehlo.multiply %5802, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %5804 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %5805 = stablehlo.multiply %5804, %4868 : tensor<16x64xf32>
    %5806 = stablehlo.add %5803, %5805 : tensor<16x64xf32>
    %5807 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %5808 = stablehlo.multiply %5807, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %5809 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %5810 = stablehlo.multiply %4868, %4868 : tensor<16x64xf32>
    %5811 = stablehlo.multiply %5809, %5810 : tensor<16x64xf32>
    %5812 = stablehlo.add %5808, %5811 : tensor<16x64xf32>
    %5813 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %5814 = stablehlo.divide %5806, %5813 : tensor<16x64xf32>
    %5815 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %5816 = stablehlo.divide %5812, %5815 : tensor<16x64xf32>
    %5817 = stablehlo.sqrt %5816 : tensor<16x64xf32>
    %5818 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %5819 = stablehlo.add %5817, %5818 : tensor<16x64xf32>
    %5820 = stablehlo.divide %5814, %5819 : tensor<16x64xf32>
    %5821 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5822 = stablehlo.multiply %5821, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %5823 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5824 = stablehlo.multiply %5823, %4873 : tensor<64xf32>
    %5825 = stablehlo.add %5822, %5824 : tensor<64xf32>
    %5826 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5827 = stablehlo.multiply %5826, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %5828 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5829 = stablehlo.multiply %4873, %4873 : tensor<64xf32>
    %5830 = stablehlo.multiply %5828, %5829 : tensor<64xf32>
    %5831 = stablehlo.add %5827, %5830 : tensor<64xf32>
    %5832 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5833 = stablehlo.divide %5825, %5832 : tensor<64xf32>
    %5834 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5835 = stablehlo.divide %5831, %5834 : tensor<64xf32>
    %5836 = stablehlo.sqrt %5835 : tensor<64xf32>
    %5837 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5838 = stablehlo.add %5836, %5837 : tensor<64xf32>
    %5839 = stablehlo.divide %5833, %5838 : tensor<64xf32>
    %5840 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %5841 = stablehlo.multiply %5840, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %5842 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %5843 = stablehlo.multiply %5842, %4878 : tensor<64x16xf32>
    %5844 = stablehlo.add %5841, %5843 : tensor<64x16xf32>
    %5845 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %5846 = stablehlo.multiply %5845, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %5847 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %5848 = stablehlo.multiply %4878, %4878 : tensor<64x16xf32>
    %5849 = stablehlo.multiply %5847, %5848 : tensor<64x16xf32>
    %5850 = stablehlo.add %5846, %5849 : tensor<64x16xf32>
    %5851 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %5852 = stablehlo.divide %5844, %5851 : tensor<64x16xf32>
    %5853 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %5854 = stablehlo.divide %5850, %5853 : tensor<64x16xf32>
    %5855 = stablehlo.sqrt %5854 : tensor<64x16xf32>
    %5856 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %5857 = stablehlo.add %5855, %5856 : tensor<64x16xf32>
    %5858 = stablehlo.divide %5852, %5857 : tensor<64x16xf32>
    %5859 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5860 = stablehlo.multiply %5859, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %5861 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5862 = stablehlo.multiply %5861, %4883 : tensor<16xf32>
    %5863 = stablehlo.add %5860, %5862 : tensor<16xf32>
    %5864 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5865 = stablehlo.multiply %5864, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %5866 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5867 = stablehlo.multiply %4883, %4883 : tensor<16xf32>
    %5868 = stablehlo.multiply %5866, %5867 : tensor<16xf32>
    %5869 = stablehlo.add %5865, %5868 : tensor<16xf32>
    %5870 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5871 = stablehlo.divide %5863, %5870 : tensor<16xf32>
    %5872 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5873 = stablehlo.divide %5869, %5872 : tensor<16xf32>
    %5874 = stablehlo.sqrt %5873 : tensor<16xf32>
    %5875 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5876 = stablehlo.add %5874, %5875 : tensor<16xf32>
    %5877 = stablehlo.divide %5871, %5876 : tensor<16xf32>
    %5878 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5879 = stablehlo.multiply %5878, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %5880 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5881 = stablehlo.multiply %5880, %4888 : tensor<16xf32>
    %5882 = stablehlo.add %5879, %5881 : tensor<16xf32>
    %5883 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5884 = stablehlo.multiply %5883, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %5885 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5886 = stablehlo.multiply %4888, %4888 : tensor<16xf32>
    %5887 = stablehlo.multiply %5885, %5886 : tensor<16xf32>
    %5888 = stablehlo.add %5884, %5887 : tensor<16xf32>
    %5889 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5890 = stablehlo.divide %5882, %5889 : tensor<16xf32>
    %5891 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5892 = stablehlo.divide %5888, %5891 : tensor<16xf32>
    %5893 = stablehlo.sqrt %5892 : tensor<16xf32>
    %5894 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5895 = stablehlo.add %5893, %5894 : tensor<16xf32>
    %5896 = stablehlo.divide %5890, %5895 : tensor<16xf32>
    %5897 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5898 = stablehlo.multiply %5897, %m.head.norm.g : tensor<16xf32>
    %5899 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5900 = stablehlo.multiply %5899, %4893 : tensor<16xf32>
    %5901 = stablehlo.add %5898, %5900 : tensor<16xf32>
    %5902 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5903 = stablehlo.multiply %5902, %v.head.norm.g : tensor<16xf32>
    %5904 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5905 = stablehlo.multiply %4893, %4893 : tensor<16xf32>
    %5906 = stablehlo.multiply %5904, %5905 : tensor<16xf32>
    %5907 = stablehlo.add %5903, %5906 : tensor<16xf32>
    %5908 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5909 = stablehlo.divide %5901, %5908 : tensor<16xf32>
    %5910 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5911 = stablehlo.divide %5907, %5910 : tensor<16xf32>
    %5912 = stablehlo.sqrt %5911 : tensor<16xf32>
    %5913 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5914 = stablehlo.add %5912, %5913 : tensor<16xf32>
    %5915 = stablehlo.divide %5909, %5914 : tensor<16xf32>
    %5916 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5917 = stablehlo.multiply %5916, %m.head.norm.b : tensor<16xf32>
    %5918 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5919 = stablehlo.multiply %5918, %4898 : tensor<16xf32>
    %5920 = stablehlo.add %5917, %5919 : tensor<16xf32>
    %5921 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %5922 = stablehlo.multiply %5921, %v.head.norm.b : tensor<16xf32>
    %5923 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5924 = stablehlo.multiply %4898, %4898 : tensor<16xf32>
    %5925 = stablehlo.multiply %5923, %5924 : tensor<16xf32>
    %5926 = stablehlo.add %5922, %5925 : tensor<16xf32>
    %5927 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5928 = stablehlo.divide %5920, %5927 : tensor<16xf32>
    %5929 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5930 = stablehlo.divide %5926, %5929 : tensor<16xf32>
    %5931 = stablehlo.sqrt %5930 : tensor<16xf32>
    %5932 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %5933 = stablehlo.add %5931, %5932 : tensor<16xf32>
    %5934 = stablehlo.divide %5928, %5933 : tensor<16xf32>
    %5935 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %5936 = stablehlo.multiply %5935, %m.head.fc.w : tensor<16x10xf32>
    %5937 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %5938 = stablehlo.multiply %5937, %4903 : tensor<16x10xf32>
    %5939 = stablehlo.add %5936, %5938 : tensor<16x10xf32>
    %5940 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %5941 = stablehlo.multiply %5940, %v.head.fc.w : tensor<16x10xf32>
    %5942 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %5943 = stablehlo.multiply %4903, %4903 : tensor<16x10xf32>
    %5944 = stablehlo.multiply %5942, %5943 : tensor<16x10xf32>
    %5945 = stablehlo.add %5941, %5944 : tensor<16x10xf32>
    %5946 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %5947 = stablehlo.divide %5939, %5946 : tensor<16x10xf32>
    %5948 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %5949 = stablehlo.divide %5945, %5948 : tensor<16x10xf32>
    %5950 = stablehlo.sqrt %5949 : tensor<16x10xf32>
    %5951 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %5952 = stablehlo.add %5950, %5951 : tensor<16x10xf32>
    %5953 = stablehlo.divide %5947, %5952 : tensor<16x10xf32>
    %5954 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %5955 = stablehlo.multiply %5954, %m.head.fc.b : tensor<10xf32>
    %5956 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %5957 = stablehlo.multiply %5956, %4908 : tensor<10xf32>
    %5958 = stablehlo.add %5955, %5957 : tensor<10xf32>
    %5959 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %5960 = stablehlo.multiply %5959, %v.head.fc.b : tensor<10xf32>
    %5961 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %5962 = stablehlo.multiply %4908, %4908 : tensor<10xf32>
    %5963 = stablehlo.multiply %5961, %5962 : tensor<10xf32>
    %5964 = stablehlo.add %5960, %5963 : tensor<10xf32>
    %5965 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5966 = stablehlo.divide %5958, %5965 : tensor<10xf32>
    %5967 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5968 = stablehlo.divide %5964, %5967 : tensor<10xf32>
    %5969 = stablehlo.sqrt %5968 : tensor<10xf32>
    %5970 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %5971 = stablehlo.add %5969, %5970 : tensor<10xf32>
    %5972 = stablehlo.divide %5966, %5971 : tensor<10xf32>
    %5973 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %5974 = stablehlo.multiply %5973, %stem.conv.w : tensor<4x4x3x4xf32>
    %5975 = stablehlo.add %4927, %5974 : tensor<4x4x3x4xf32>
    %5976 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %5977 = stablehlo.multiply %5976, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %5978 = stablehlo.add %5003, %5977 : tensor<7x7x1x4xf32>
    %5979 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %5980 = stablehlo.multiply %5979, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %5981 = stablehlo.add %5079, %5980 : tensor<4x16xf32>
    %5982 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %5983 = stablehlo.multiply %5982, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %5984 = stablehlo.add %5117, %5983 : tensor<16x4xf32>
    %5985 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %5986 = stablehlo.multiply %5985, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %5987 = stablehlo.add %5212, %5986 : tensor<2x2x4x8xf32>
    %5988 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %5989 = stablehlo.multiply %5988, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %5990 = stablehlo.add %5250, %5989 : tensor<7x7x1x8xf32>
    %5991 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %5992 = stablehlo.multiply %5991, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %5993 = stablehlo.add %5326, %5992 : tensor<8x32xf32>
    %5994 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %5995 = stablehlo.multiply %5994, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %5996 = stablehlo.add %5364, %5995 : tensor<32x8xf32>
    %5997 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %5998 = stablehlo.multiply %5997, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %5999 = stablehlo.add %5459, %5998 : tensor<2x2x8x12xf32>
    %6000 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %6001 = stablehlo.multiply %6000, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %6002 = stablehlo.add %5497, %6001 : tensor<7x7x1x12xf32>
    %6003 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %6004 = stablehlo.multiply %6003, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %6005 = stablehlo.add %5573, %6004 : tensor<12x48xf32>
    %6006 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %6007 = stablehlo.multiply %6006, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %6008 = stablehlo.add %5611, %6007 : tensor<48x12xf32>
    %6009 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %6010 = stablehlo.multiply %6009, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %6011 = stablehlo.add %5706, %6010 : tensor<2x2x12x16xf32>
    %6012 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %6013 = stablehlo.multiply %6012, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %6014 = stablehlo.add %5744, %6013 : tensor<7x7x1x16xf32>
    %6015 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %6016 = stablehlo.multiply %6015, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %6017 = stablehlo.add %5820, %6016 : tensor<16x64xf32>
    %6018 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %6019 = stablehlo.multiply %6018, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %6020 = stablehlo.add %5858, %6019 : tensor<64x16xf32>
    %6021 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %6022 = stablehlo.multiply %6021, %head.fc.w : tensor<16x10xf32>
    %6023 = stablehlo.add %5953, %6022 : tensor<16x10xf32>
    %6024 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %6025 = stablehlo.multiply %6024, %5975 : tensor<4x4x3x4xf32>
    %6026 = stablehlo.subtract %stem.conv.w, %6025 : tensor<4x4x3x4xf32>
    %6027 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6028 = stablehlo.multiply %6027, %4946 : tensor<4xf32>
    %6029 = stablehlo.subtract %stem.conv.b, %6028 : tensor<4xf32>
    %6030 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6031 = stablehlo.multiply %6030, %4965 : tensor<4xf32>
    %6032 = stablehlo.subtract %stem.norm.g, %6031 : tensor<4xf32>
    %6033 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6034 = stablehlo.multiply %6033, %4984 : tensor<4xf32>
    %6035 = stablehlo.subtract %stem.norm.b, %6034 : tensor<4xf32>
    %6036 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %6037 = stablehlo.multiply %6036, %5978 : tensor<7x7x1x4xf32>
    %6038 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %6037 : tensor<7x7x1x4xf32>
    %6039 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6040 = stablehlo.multiply %6039, %5022 : tensor<4xf32>
    %6041 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %6040 : tensor<4xf32>
    %6042 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6043 = stablehlo.multiply %6042, %5041 : tensor<4xf32>
    %6044 = stablehlo.subtract %stages.0.blocks.0.norm.g, %6043 : tensor<4xf32>
    %6045 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6046 = stablehlo.multiply %6045, %5060 : tensor<4xf32>
    %6047 = stablehlo.subtract %stages.0.blocks.0.norm.b, %6046 : tensor<4xf32>
    %6048 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %6049 = stablehlo.multiply %6048, %5981 : tensor<4x16xf32>
    %6050 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %6049 : tensor<4x16xf32>
    %6051 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6052 = stablehlo.multiply %6051, %5098 : tensor<16xf32>
    %6053 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %6052 : tensor<16xf32>
    %6054 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %6055 = stablehlo.multiply %6054, %5984 : tensor<16x4xf32>
    %6056 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %6055 : tensor<16x4xf32>
    %6057 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6058 = stablehlo.multiply %6057, %5136 : tensor<4xf32>
    %6059 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %6058 : tensor<4xf32>
    %6060 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6061 = stablehlo.multiply %6060, %5155 : tensor<4xf32>
    %6062 = stablehlo.subtract %stages.0.blocks.0.gamma, %6061 : tensor<4xf32>
    %6063 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6064 = stablehlo.multiply %6063, %5174 : tensor<4xf32>
    %6065 = stablehlo.subtract %stages.1.down.norm.g, %6064 : tensor<4xf32>
    %6066 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %6067 = stablehlo.multiply %6066, %5193 : tensor<4xf32>
    %6068 = stablehlo.subtract %stages.1.down.norm.b, %6067 : tensor<4xf32>
    %6069 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %6070 = stablehlo.multiply %6069, %5987 : tensor<2x2x4x8xf32>
    %6071 = stablehlo.subtract %stages.1.down.conv.w, %6070 : tensor<2x2x4x8xf32>
    %6072 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6073 = stablehlo.multiply %6072, %5231 : tensor<8xf32>
    %6074 = stablehlo.subtract %stages.1.down.conv.b, %6073 : tensor<8xf32>
    %6075 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %6076 = stablehlo.multiply %6075, %5990 : tensor<7x7x1x8xf32>
    %6077 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %6076 : tensor<7x7x1x8xf32>
    %6078 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6079 = stablehlo.multiply %6078, %5269 : tensor<8xf32>
    %6080 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %6079 : tensor<8xf32>
    %6081 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6082 = stablehlo.multiply %6081, %5288 : tensor<8xf32>
    %6083 = stablehlo.subtract %stages.1.blocks.0.norm.g, %6082 : tensor<8xf32>
    %6084 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6085 = stablehlo.multiply %6084, %5307 : tensor<8xf32>
    %6086 = stablehlo.subtract %stages.1.blocks.0.norm.b, %6085 : tensor<8xf32>
    %6087 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %6088 = stablehlo.multiply %6087, %5993 : tensor<8x32xf32>
    %6089 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %6088 : tensor<8x32xf32>
    %6090 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6091 = stablehlo.multiply %6090, %5345 : tensor<32xf32>
    %6092 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %6091 : tensor<32xf32>
    %6093 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %6094 = stablehlo.multiply %6093, %5996 : tensor<32x8xf32>
    %6095 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %6094 : tensor<32x8xf32>
    %6096 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6097 = stablehlo.multiply %6096, %5383 : tensor<8xf32>
    %6098 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %6097 : tensor<8xf32>
    %6099 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6100 = stablehlo.multiply %6099, %5402 : tensor<8xf32>
    %6101 = stablehlo.subtract %stages.1.blocks.0.gamma, %6100 : tensor<8xf32>
    %6102 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6103 = stablehlo.multiply %6102, %5421 : tensor<8xf32>
    %6104 = stablehlo.subtract %stages.2.down.norm.g, %6103 : tensor<8xf32>
    %6105 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6106 = stablehlo.multiply %6105, %5440 : tensor<8xf32>
    %6107 = stablehlo.subtract %stages.2.down.norm.b, %6106 : tensor<8xf32>
    %6108 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %6109 = stablehlo.multiply %6108, %5999 : tensor<2x2x8x12xf32>
    %6110 = stablehlo.subtract %stages.2.down.conv.w, %6109 : tensor<2x2x8x12xf32>
    %6111 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6112 = stablehlo.multiply %6111, %5478 : tensor<12xf32>
    %6113 = stablehlo.subtract %stages.2.down.conv.b, %6112 : tensor<12xf32>
    %6114 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %6115 = stablehlo.multiply %6114, %6002 : tensor<7x7x1x12xf32>
    %6116 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %6115 : tensor<7x7x1x12xf32>
    %6117 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6118 = stablehlo.multiply %6117, %5516 : tensor<12xf32>
    %6119 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %6118 : tensor<12xf32>
    %6120 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6121 = stablehlo.multiply %6120, %5535 : tensor<12xf32>
    %6122 = stablehlo.subtract %stages.2.blocks.0.norm.g, %6121 : tensor<12xf32>
    %6123 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6124 = stablehlo.multiply %6123, %5554 : tensor<12xf32>
    %6125 = stablehlo.subtract %stages.2.blocks.0.norm.b, %6124 : tensor<12xf32>
    %6126 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %6127 = stablehlo.multiply %6126, %6005 : tensor<12x48xf32>
    %6128 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %6127 : tensor<12x48xf32>
    %6129 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %6130 = stablehlo.multiply %6129, %5592 : tensor<48xf32>
    %6131 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %6130 : tensor<48xf32>
    %6132 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %6133 = stablehlo.multiply %6132, %6008 : tensor<48x12xf32>
    %6134 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %6133 : tensor<48x12xf32>
    %6135 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6136 = stablehlo.multiply %6135, %5630 : tensor<12xf32>
    %6137 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %6136 : tensor<12xf32>
    %6138 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6139 = stablehlo.multiply %6138, %5649 : tensor<12xf32>
    %6140 = stablehlo.subtract %stages.2.blocks.0.gamma, %6139 : tensor<12xf32>
    %6141 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6142 = stablehlo.multiply %6141, %5668 : tensor<12xf32>
    %6143 = stablehlo.subtract %stages.3.down.norm.g, %6142 : tensor<12xf32>
    %6144 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6145 = stablehlo.multiply %6144, %5687 : tensor<12xf32>
    %6146 = stablehlo.subtract %stages.3.down.norm.b, %6145 : tensor<12xf32>
    %6147 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %6148 = stablehlo.multiply %6147, %6011 : tensor<2x2x12x16xf32>
    %6149 = stablehlo.subtract %stages.3.down.conv.w, %6148 : tensor<2x2x12x16xf32>
    %6150 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6151 = stablehlo.multiply %6150, %5725 : tensor<16xf32>
    %6152 = stablehlo.subtract %stages.3.down.conv.b, %6151 : tensor<16xf32>
    %6153 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %6154 = stablehlo.multiply %6153, %6014 : tensor<7x7x1x16xf32>
    %6155 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %6154 : tensor<7x7x1x16xf32>
    %6156 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6157 = stablehlo.multiply %6156, %5763 : tensor<16xf32>
    %6158 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %6157 : tensor<16xf32>
    %6159 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6160 = stablehlo.multiply %6159, %5782 : tensor<16xf32>
    %6161 = stablehlo.subtract %stages.3.blocks.0.norm.g, %6160 : tensor<16xf32>
    %6162 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6163 = stablehlo.multiply %6162, %5801 : tensor<16xf32>
    %6164 = stablehlo.subtract %stages.3.blocks.0.norm.b, %6163 : tensor<16xf32>
    %6165 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %6166 = stablehlo.multiply %6165, %6017 : tensor<16x64xf32>
    %6167 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %6166 : tensor<16x64xf32>
    %6168 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6169 = stablehlo.multiply %6168, %5839 : tensor<64xf32>
    %6170 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %6169 : tensor<64xf32>
    %6171 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %6172 = stablehlo.multiply %6171, %6020 : tensor<64x16xf32>
    %6173 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %6172 : tensor<64x16xf32>
    %6174 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6175 = stablehlo.multiply %6174, %5877 : tensor<16xf32>
    %6176 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %6175 : tensor<16xf32>
    %6177 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6178 = stablehlo.multiply %6177, %5896 : tensor<16xf32>
    %6179 = stablehlo.subtract %stages.3.blocks.0.gamma, %6178 : tensor<16xf32>
    %6180 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6181 = stablehlo.multiply %6180, %5915 : tensor<16xf32>
    %6182 = stablehlo.subtract %head.norm.g, %6181 : tensor<16xf32>
    %6183 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6184 = stablehlo.multiply %6183, %5934 : tensor<16xf32>
    %6185 = stablehlo.subtract %head.norm.b, %6184 : tensor<16xf32>
    %6186 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %6187 = stablehlo.multiply %6186, %6023 : tensor<16x10xf32>
    %6188 = stablehlo.subtract %head.fc.w, %6187 : tensor<16x10xf32>
    %6189 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %6190 = stablehlo.multiply %6189, %5972 : tensor<10xf32>
    %6191 = stablehlo.subtract %head.fc.b, %6190 : tensor<10xf32>
    "func.return"(%6026, %6029, %6032, %6035, %6038, %6041, %6044, %6047, %6050, %6053, %6056, %6059, %6062, %6065, %6068, %6071, %6074, %6077, %6080, %6083, %6086, %6089, %6092, %6095, %6098, %6101, %6104, %6107, %6110, %6113, %6116, %6119, %6122, %6125, %6128, %6131, %6134, %6137, %6140, %6143, %6146, %6149, %6152, %6155, %6158, %6161, %6164, %6167, %6170, %6173, %6176, %6179, %6182, %6185, %6188, %6191, %4913, %4932, %4951, %4970, %4989, %5008, %5027, %5046, %5065, %5084, %5103, %5122, %5141, %5160, %5179, %5198, %5217, %5236, %5255, %5274, %5293, %5312, %5331, %5350, %5369, %5388, %5407, %5426, %5445, %5464, %5483, %5502, %5521, %5540, %5559, %5578, %5597, %5616, %5635, %5654, %5673, %5692, %5711, %5730, %5749, %5768, %5787, %5806, %5825, %5844, %5863, %5882, %5901, %5920, %5939, %5958, %4919, %4938, %4957, %4976, %4995, %5014, %5033, %5052, %5071, %5090, %5109, %5128, %5147, %5166, %5185, %5204, %5223, %5242, %5261, %5280, %5299, %5318, %5337, %5356, %5375, %5394, %5413, %5432, %5451, %5470, %5489, %5508, %5527, %5546, %5565, %5584, %5603, %5622, %5641, %5660, %5679, %5698, %5717, %5736, %5755, %5774, %5793, %5812, %5831, %5850, %5869, %5888, %5907, %5926, %5945, %5964, %1482, %4626) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+pmm
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
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
// arguments: x 2x32x32x3; params (56 tensors, 7,930 scalars); m (56 tensors, 7,930 scalars); v (56 tensors, 7,930 scalars); scalars (lr, bc1, bc2); drop_mask 2x4; targets 2x10
// results: params' (56 tensors, 7,930 scalars); m' (56 tensors, 7,930 scalars); v' (56 tensors, 7,930 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: 8a8c13c225d7b5467099cfbebce63080ee73204919d9992ed5e4f8b742fe8f62
module @convnext_micro_c10_i32_b2x1_adamw_wx_clip1_0_drop_pmm {
  func.func public @main(%x: tensor<2x32x32x3xf32>, %stem.conv.w: tensor<4x4x3x4xf32> {tf.aliasing_output = 0 : i32}, %stem.conv.b: tensor<4xf32> {tf.aliasing_output = 1 : i32}, %stem.norm.g: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %stem.norm.b: tensor<4xf32> {tf.aliasing_output = 3 : i32}, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32> {tf.aliasing_output = 4 : i32}, %stages.0.blocks.0.dwconv.b: tensor<4xf32> {tf.aliasing_output = 5 : i32}, %stages.0.blocks.0.norm.g: tensor<4xf32> {tf.aliasing_output = 6 : i32}, %stages.0.blocks.0.norm.b: tensor<4xf32> {tf.aliasing_output = 7 : i32}, %stages.0.blocks.0.fc1.w: tensor<4x16xf32> {tf.aliasing_output = 8 : i32}, %stages.0.blocks.0.fc1.b: tensor<16xf32> {tf.aliasing_output = 9 : i32}, %stages.0.blocks.0.fc2.w: tensor<16x4xf32> {tf.aliasing_output = 10 : i32}, %stages.0.blocks.0.fc2.b: tensor<4xf32> {tf.aliasing_output = 11 : i32}, %stages.0.blocks.0.gamma: tensor<4xf32> {tf.aliasing_output = 12 : i32}, %stages.1.down.norm.g: tensor<4xf32> {tf.aliasing_output = 13 : i32}, %stages.1.down.norm.b: tensor<4xf32> {tf.aliasing_output = 14 : i32}, %stages.1.down.conv.w: tensor<2x2x4x8xf32> {tf.aliasing_output = 15 : i32}, %stages.1.down.conv.b: tensor<8xf32> {tf.aliasing_output = 16 : i32}, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32> {tf.aliasing_output = 17 : i32}, %stages.1.blocks.0.dwconv.b: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %stages.1.blocks.0.norm.g: tensor<8xf32> {tf.aliasing_output = 19 : i32}, %stages.1.blocks.0.norm.b: tensor<8xf32> {tf.aliasing_output = 20 : i32}, %stages.1.blocks.0.fc1.w: tensor<8x32xf32> {tf.aliasing_output = 21 : i32}, %stages.1.blocks.0.fc1.b: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %stages.1.blocks.0.fc2.w: tensor<32x8xf32> {tf.aliasing_output = 23 : i32}, %stages.1.blocks.0.fc2.b: tensor<8xf32> {tf.aliasing_output = 24 : i32}, %stages.1.blocks.0.gamma: tensor<8xf32> {tf.aliasing_output = 25 : i32}, %stages.2.down.norm.g: tensor<8xf32> {tf.aliasing_output = 26 : i32}, %stages.2.down.norm.b: tensor<8xf32> {tf.aliasing_output = 27 : i32}, %stages.2.down.conv.w: tensor<2x2x8x12xf32> {tf.aliasing_output = 28 : i32}, %stages.2.down.conv.b: tensor<12xf32> {tf.aliasing_output = 29 : i32}, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32> {tf.aliasing_output = 30 : i32}, %stages.2.blocks.0.dwconv.b: tensor<12xf32> {tf.aliasing_output = 31 : i32}, %stages.2.blocks.0.norm.g: tensor<12xf32> {tf.aliasing_output = 32 : i32}, %stages.2.blocks.0.norm.b: tensor<12xf32> {tf.aliasing_output = 33 : i32}, %stages.2.blocks.0.fc1.w: tensor<12x48xf32> {tf.aliasing_output = 34 : i32}, %stages.2.blocks.0.fc1.b: tensor<48xf32> {tf.aliasing_output = 35 : i32}, %stages.2.blocks.0.fc2.w: tensor<48x12xf32> {tf.aliasing_output = 36 : i32}, %stages.2.blocks.0.fc2.b: tensor<12xf32> {tf.aliasing_output = 37 : i32}, %stages.2.blocks.0.gamma: tensor<12xf32> {tf.aliasing_output = 38 : i32}, %stages.3.down.norm.g: tensor<12xf32> {tf.aliasing_output = 39 : i32}, %stages.3.down.norm.b: tensor<12xf32> {tf.aliasing_output = 40 : i32}, %stages.3.down.conv.w: tensor<2x2x12x16xf32> {tf.aliasing_output = 41 : i32}, %stages.3.down.conv.b: tensor<16xf32> {tf.aliasing_output = 42 : i32}, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32> {tf.aliasing_output = 43 : i32}, %stages.3.blocks.0.dwconv.b: tensor<16xf32> {tf.aliasing_output = 44 : i32}, %stages.3.blocks.0.norm.g: tensor<16xf32> {tf.aliasing_output = 45 : i32}, %stages.3.blocks.0.norm.b: tensor<16xf32> {tf.aliasing_output = 46 : i32}, %stages.3.blocks.0.fc1.w: tensor<16x64xf32> {tf.aliasing_output = 47 : i32}, %stages.3.blocks.0.fc1.b: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %stages.3.blocks.0.fc2.w: tensor<64x16xf32> {tf.aliasing_output = 49 : i32}, %stages.3.blocks.0.fc2.b: tensor<16xf32> {tf.aliasing_output = 50 : i32}, %stages.3.blocks.0.gamma: tensor<16xf32> {tf.aliasing_output = 51 : i32}, %head.norm.g: tensor<16xf32> {tf.aliasing_output = 52 : i32}, %head.norm.b: tensor<16xf32> {tf.aliasing_output = 53 : i32}, %head.fc.w: tensor<16x10xf32> {tf.aliasing_output = 54 : i32}, %head.fc.b: tensor<10xf32> {tf.aliasing_output = 55 : i32}, %m.stem.conv.w: tensor<4x4x3x4xf32> {tf.aliasing_output = 56 : i32}, %m.stem.conv.b: tensor<4xf32> {tf.aliasing_output = 57 : i32}, %m.stem.norm.g: tensor<4xf32> {tf.aliasing_output = 58 : i32}, %m.stem.norm.b: tensor<4xf32> {tf.aliasing_output = 59 : i32}, %m.stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32> {tf.aliasing_output = 60 : i32}, %m.stages.0.blocks.0.dwconv.b: tensor<4xf32> {tf.aliasing_output = 61 : i32}, %m.stages.0.blocks.0.norm.g: tensor<4xf32> {tf.aliasing_output = 62 : i32}, %m.stages.0.blocks.0.norm.b: tensor<4xf32> {tf.aliasing_output = 63 : i32}, %m.stages.0.blocks.0.fc1.w: tensor<4x16xf32> {tf.aliasing_output = 64 : i32}, %m.stages.0.blocks.0.fc1.b: tensor<16xf32> {tf.aliasing_output = 65 : i32}, %m.stages.0.blocks.0.fc2.w: tensor<16x4xf32> {tf.aliasing_output = 66 : i32}, %m.stages.0.blocks.0.fc2.b: tensor<4xf32> {tf.aliasing_output = 67 : i32}, %m.stages.0.blocks.0.gamma: tensor<4xf32> {tf.aliasing_output = 68 : i32}, %m.stages.1.down.norm.g: tensor<4xf32> {tf.aliasing_output = 69 : i32}, %m.stages.1.down.norm.b: tensor<4xf32> {tf.aliasing_output = 70 : i32}, %m.stages.1.down.conv.w: tensor<2x2x4x8xf32> {tf.aliasing_output = 71 : i32}, %m.stages.1.down.conv.b: tensor<8xf32> {tf.aliasing_output = 72 : i32}, %m.stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32> {tf.aliasing_output = 73 : i32}, %m.stages.1.blocks.0.dwconv.b: tensor<8xf32> {tf.aliasing_output = 74 : i32}, %m.stages.1.blocks.0.norm.g: tensor<8xf32> {tf.aliasing_output = 75 : i32}, %m.stages.1.blocks.0.norm.b: tensor<8xf32> {tf.aliasing_output = 76 : i32}, %m.stages.1.blocks.0.fc1.w: tensor<8x32xf32> {tf.aliasing_output = 77 : i32}, %m.stages.1.blocks.0.fc1.b: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %m.stages.1.blocks.0.fc2.w: tensor<32x8xf32> {tf.aliasing_output = 79 : i32}, %m.stages.1.blocks.0.fc2.b: tensor<8xf32> {tf.aliasing_output = 80 : i32}, %m.stages.1.blocks.0.gamma: tensor<8xf32> {tf.aliasing_output = 81 : i32}, %m.stages.2.down.norm.g: tensor<8xf32> {tf.aliasing_output = 82 : i32}, %m.stages.2.down.norm.b: tensor<8xf32> {tf.aliasing_output = 83 : i32}, %m.stages.2.down.conv.w: tensor<2x2x8x12xf32> {tf.aliasing_output = 84 : i32}, %m.stages.2.down.conv.b: tensor<12xf32> {tf.aliasing_output = 85 : i32}, %m.stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32> {tf.aliasing_output = 86 : i32}, %m.stages.2.blocks.0.dwconv.b: tensor<12xf32> {tf.aliasing_output = 87 : i32}, %m.stages.2.blocks.0.norm.g: tensor<12xf32> {tf.aliasing_output = 88 : i32}, %m.stages.2.blocks.0.norm.b: tensor<12xf32> {tf.aliasing_output = 89 : i32}, %m.stages.2.blocks.0.fc1.w: tensor<12x48xf32> {tf.aliasing_output = 90 : i32}, %m.stages.2.blocks.0.fc1.b: tensor<48xf32> {tf.aliasing_output = 91 : i32}, %m.stages.2.blocks.0.fc2.w: tensor<48x12xf32> {tf.aliasing_output = 92 : i32}, %m.stages.2.blocks.0.fc2.b: tensor<12xf32> {tf.aliasing_output = 93 : i32}, %m.stages.2.blocks.0.gamma: tensor<12xf32> {tf.aliasing_output = 94 : i32}, %m.stages.3.down.norm.g: tensor<12xf32> {tf.aliasing_output = 95 : i32}, %m.stages.3.down.norm.b: tensor<12xf32> {tf.aliasing_output = 96 : i32}, %m.stages.3.down.conv.w: tensor<2x2x12x16xf32> {tf.aliasing_output = 97 : i32}, %m.stages.3.down.conv.b: tensor<16xf32> {tf.aliasing_output = 98 : i32}, %m.stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32> {tf.aliasing_output = 99 : i32}, %m.stages.3.blocks.0.dwconv.b: tensor<16xf32> {tf.aliasing_output = 100 : i32}, %m.stages.3.blocks.0.norm.g: tensor<16xf32> {tf.aliasing_output = 101 : i32}, %m.stages.3.blocks.0.norm.b: tensor<16xf32> {tf.aliasing_output = 102 : i32}, %m.stages.3.blocks.0.fc1.w: tensor<16x64xf32> {tf.aliasing_output = 103 : i32}, %m.stages.3.blocks.0.fc1.b: tensor<64xf32> {tf.aliasing_output = 104 : i32}, %m.stages.3.blocks.0.fc2.w: tensor<64x16xf32> {tf.aliasing_output = 105 : i32}, %m.stages.3.blocks.0.fc2.b: tensor<16xf32> {tf.aliasing_output = 106 : i32}, %m.stages.3.blocks.0.gamma: tensor<16xf32> {tf.aliasing_output = 107 : i32}, %m.head.norm.g: tensor<16xf32> {tf.aliasing_output = 108 : i32}, %m.head.norm.b: tensor<16xf32> {tf.aliasing_output = 109 : i32}, %m.head.fc.w: tensor<16x10xf32> {tf.aliasing_output = 110 : i32}, %m.head.fc.b: tensor<10xf32> {tf.aliasing_output = 111 : i32}, %v.stem.conv.w: tensor<4x4x3x4xf32> {tf.aliasing_output = 112 : i32}, %v.stem.conv.b: tensor<4xf32> {tf.aliasing_output = 113 : i32}, %v.stem.norm.g: tensor<4xf32> {tf.aliasing_output = 114 : i32}, %v.stem.norm.b: tensor<4xf32> {tf.aliasing_output = 115 : i32}, %v.stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32> {tf.aliasing_output = 116 : i32}, %v.stages.0.blocks.0.dwconv.b: tensor<4xf32> {tf.aliasing_output = 117 : i32}, %v.stages.0.blocks.0.norm.g: tensor<4xf32> {tf.aliasing_output = 118 : i32}, %v.stages.0.blocks.0.norm.b: tensor<4xf32> {tf.aliasing_output = 119 : i32}, %v.stages.0.blocks.0.fc1.w: tensor<4x16xf32> {tf.aliasing_output = 120 : i32}, %v.stages.0.blocks.0.fc1.b: tensor<16xf32> {tf.aliasing_output = 121 : i32}, %v.stages.0.blocks.0.fc2.w: tensor<16x4xf32> {tf.aliasing_output = 122 : i32}, %v.stages.0.blocks.0.fc2.b: tensor<4xf32> {tf.aliasing_output = 123 : i32}, %v.stages.0.blocks.0.gamma: tensor<4xf32> {tf.aliasing_output = 124 : i32}, %v.stages.1.down.norm.g: tensor<4xf32> {tf.aliasing_output = 125 : i32}, %v.stages.1.down.norm.b: tensor<4xf32> {tf.aliasing_output = 126 : i32}, %v.stages.1.down.conv.w: tensor<2x2x4x8xf32> {tf.aliasing_output = 127 : i32}, %v.stages.1.down.conv.b: tensor<8xf32> {tf.aliasing_output = 128 : i32}, %v.stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32> {tf.aliasing_output = 129 : i32}, %v.stages.1.blocks.0.dwconv.b: tensor<8xf32> {tf.aliasing_output = 130 : i32}, %v.stages.1.blocks.0.norm.g: tensor<8xf32> {tf.aliasing_output = 131 : i32}, %v.stages.1.blocks.0.norm.b: tensor<8xf32> {tf.aliasing_output = 132 : i32}, %v.stages.1.blocks.0.fc1.w: tensor<8x32xf32> {tf.aliasing_output = 133 : i32}, %v.stages.1.blocks.0.fc1.b: tensor<32xf32> {tf.aliasing_output = 134 : i32}, %v.stages.1.blocks.0.fc2.w: tensor<32x8xf32> {tf.aliasing_output = 135 : i32}, %v.stages.1.blocks.0.fc2.b: tensor<8xf32> {tf.aliasing_output = 136 : i32}, %v.stages.1.blocks.0.gamma: tensor<8xf32> {tf.aliasing_output = 137 : i32}, %v.stages.2.down.norm.g: tensor<8xf32> {tf.aliasing_output = 138 : i32}, %v.stages.2.down.norm.b: tensor<8xf32> {tf.aliasing_output = 139 : i32}, %v.stages.2.down.conv.w: tensor<2x2x8x12xf32> {tf.aliasing_output = 140 : i32}, %v.stages.2.down.conv.b: tensor<12xf32> {tf.aliasing_output = 141 : i32}, %v.stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32> {tf.aliasing_output = 142 : i32}, %v.stages.2.blocks.0.dwconv.b: tensor<12xf32> {tf.aliasing_output = 143 : i32}, %v.stages.2.blocks.0.norm.g: tensor<12xf32> {tf.aliasing_output = 144 : i32}, %v.stages.2.blocks.0.norm.b: tensor<12xf32> {tf.aliasing_output = 145 : i32}, %v.stages.2.blocks.0.fc1.w: tensor<12x48xf32> {tf.aliasing_output = 146 : i32}, %v.stages.2.blocks.0.fc1.b: tensor<48xf32> {tf.aliasing_output = 147 : i32}, %v.stages.2.blocks.0.fc2.w: tensor<48x12xf32> {tf.aliasing_output = 148 : i32}, %v.stages.2.blocks.0.fc2.b: tensor<12xf32> {tf.aliasing_output = 149 : i32}, %v.stages.2.blocks.0.gamma: tensor<12xf32> {tf.aliasing_output = 150 : i32}, %v.stages.3.down.norm.g: tensor<12xf32> {tf.aliasing_output = 151 : i32}, %v.stages.3.down.norm.b: tensor<12xf32> {tf.aliasing_output = 152 : i32}, %v.stages.3.down.conv.w: tensor<2x2x12x16xf32> {tf.aliasing_output = 153 : i32}, %v.stages.3.down.conv.b: tensor<16xf32> {tf.aliasing_output = 154 : i32}, %v.stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32> {tf.aliasing_output = 155 : i32}, %v.stages.3.blocks.0.dwconv.b: tensor<16xf32> {tf.aliasing_output = 156 : i32}, %v.stages.3.blocks.0.norm.g: tensor<16xf32> {tf.aliasing_output = 157 : i32}, %v.stages.3.blocks.0.norm.b: tensor<16xf32> {tf.aliasing_output = 158 : i32}, %v.stages.3.blocks.0.fc1.w: tensor<16x64xf32> {tf.aliasing_output = 159 : i32}, %v.stages.3.blocks.0.fc1.b: tensor<64xf32> {tf.aliasing_output = 160 : i32}, %v.stages.3.blocks.0.fc2.w: tensor<64x16xf32> {tf.aliasing_output = 161 : i32}, %v.stages.3.blocks.0.fc2.b: tensor<16xf32> {tf.aliasing_output = 162 : i32}, %v.stages.3.blocks.0.gamma: tensor<16xf32> {tf.aliasing_output = 163 : i32}, %v.head.norm.g: tensor<16xf32> {tf.aliasing_output = 164 : i32}, %v.head.norm.b: tensor<16xf32> {tf.aliasing_output = 165 : i32}, %v.head.fc.w: tensor<16x10xf32> {tf.aliasing_output = 166 : i32}, %v.head.fc.b: tensor<10xf32> {tf.aliasing_output = 167 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<2x4xf32>, %targets: tensor<2x10xf32>) -> (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.reshape"(%x) : (tensor<2x32x32x3xf32>) -> tensor<2x8x4x8x4x3xf32>
    %1 = "stablehlo.dot_general"(%0, %stem.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x4x8x4x3xf32>, tensor<4x4x3x4xf32>) -> tensor<2x8x8x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x8x8x4xf32>
    %4 = stablehlo.constant dense<0.0> : tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %6 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x8x8xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<2x8x8x4xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x8x8x4xf32>
    %11 = stablehlo.constant dense<0.0> : tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %13 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x8x8xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %16 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x8x8x4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x8x4xf32>
    %19 = stablehlo.multiply %9, %18 : tensor<2x8x8x4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x8x8x4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x8x8x4xf32>
    %24 = "stablehlo.convolution"(%23, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<7x7x1x4xf32>) -> tensor<2x8x8x4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x8x8x4xf32>
    %27 = stablehlo.constant dense<0.0> : tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %29 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x8x8xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<2x8x8x4xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<2x8x8x4xf32>
    %34 = stablehlo.constant dense<0.0> : tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %36 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<2x8x8xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %39 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x8x8x4xf32>
    %41 = stablehlo.rsqrt %40 : tensor<2x8x8x4xf32>
    %42 = stablehlo.multiply %32, %41 : tensor<2x8x8x4xf32>
    %43 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x8x8x4xf32>
    %45 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %46 = stablehlo.add %44, %45 : tensor<2x8x8x4xf32>
    %47 = "stablehlo.dot_general"(%46, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x8x8x4xf32>, tensor<4x16xf32>) -> tensor<2x8x8x16xf32>
    %48 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x8x8x16xf32>
    %50 = stablehlo.constant dense<0.70710677> : tensor<2x8x8x16xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x8x8x16xf32>
    %52 = "chlo.erf"(%51) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %53 = stablehlo.constant dense<1.0> : tensor<2x8x8x16xf32>
    %54 = stablehlo.add %52, %53 : tensor<2x8x8x16xf32>
    %55 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<2x8x8x16xf32>
    %57 = stablehlo.multiply %56, %54 : tensor<2x8x8x16xf32>
    %58 = "stablehlo.dot_general"(%57, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x8x8x16xf32>, tensor<16x4xf32>) -> tensor<2x8x8x4xf32>
    %59 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %60 = stablehlo.add %58, %59 : tensor<2x8x8x4xf32>
    %61 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x8x8x4xf32>
    %63 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x8x8x4xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<2x8x8x4xf32>
    %66 = stablehlo.add %65, %23 : tensor<2x8x8x4xf32>
    %67 = stablehlo.constant dense<0.0> : tensor<f32>
    %68 = "stablehlo.reduce"(%66, %67) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %69 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %70 = stablehlo.divide %68, %69 : tensor<2x8x8xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<2x8x8x4xf32>
    %73 = stablehlo.multiply %72, %72 : tensor<2x8x8x4xf32>
    %74 = stablehlo.constant dense<0.0> : tensor<f32>
    %75 = "stablehlo.reduce"(%73, %74) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %76 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %77 = stablehlo.divide %75, %76 : tensor<2x8x8xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %79 = stablehlo.constant dense<1.0e-06> : tensor<2x8x8x4xf32>
    %80 = stablehlo.add %78, %79 : tensor<2x8x8x4xf32>
    %81 = stablehlo.rsqrt %80 : tensor<2x8x8x4xf32>
    %82 = stablehlo.multiply %72, %81 : tensor<2x8x8x4xf32>
    %83 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x8x8x4xf32>
    %85 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %86 = stablehlo.add %84, %85 : tensor<2x8x8x4xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<2x8x8x4xf32>) -> tensor<2x4x2x4x2x4xf32>
    %88 = "stablehlo.dot_general"(%87, %stages.1.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x2x4x2x4xf32>, tensor<2x2x4x8xf32>) -> tensor<2x4x4x8xf32>
    %89 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %90 = stablehlo.add %88, %89 : tensor<2x4x4x8xf32>
    %91 = "stablehlo.convolution"(%90, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<7x7x1x8xf32>) -> tensor<2x4x4x8xf32>
    %92 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %93 = stablehlo.add %91, %92 : tensor<2x4x4x8xf32>
    %94 = stablehlo.constant dense<0.0> : tensor<f32>
    %95 = "stablehlo.reduce"(%93, %94) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %96 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %97 = stablehlo.divide %95, %96 : tensor<2x4x4xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %99 = stablehlo.subtract %93, %98 : tensor<2x4x4x8xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<2x4x4x8xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %103 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %104 = stablehlo.divide %102, %103 : tensor<2x4x4xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %106 = stablehlo.constant dense<1.0e-06> : tensor<2x4x4x8xf32>
    %107 = stablehlo.add %105, %106 : tensor<2x4x4x8xf32>
    %108 = stablehlo.rsqrt %107 : tensor<2x4x4x8xf32>
    %109 = stablehlo.multiply %99, %108 : tensor<2x4x4x8xf32>
    %110 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<2x4x4x8xf32>
    %112 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %113 = stablehlo.add %111, %112 : tensor<2x4x4x8xf32>
    %114 = "stablehlo.dot_general"(%113, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x4x8xf32>, tensor<8x32xf32>) -> tensor<2x4x4x32xf32>
    %115 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %116 = stablehlo.add %114, %115 : tensor<2x4x4x32xf32>
    %117 = stablehlo.constant dense<0.70710677> : tensor<2x4x4x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x4x4x32xf32>
    %119 = "chlo.erf"(%118) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %120 = stablehlo.constant dense<1.0> : tensor<2x4x4x32xf32>
    %121 = stablehlo.add %119, %120 : tensor<2x4x4x32xf32>
    %122 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %123 = stablehlo.multiply %116, %122 : tensor<2x4x4x32xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<2x4x4x32xf32>
    %125 = "stablehlo.dot_general"(%124, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x4x32xf32>, tensor<32x8xf32>) -> tensor<2x4x4x8xf32>
    %126 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %127 = stablehlo.add %125, %126 : tensor<2x4x4x8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<2x4x4x8xf32>
    %130 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x4x4x8xf32>
    %132 = stablehlo.multiply %129, %131 : tensor<2x4x4x8xf32>
    %133 = stablehlo.add %132, %90 : tensor<2x4x4x8xf32>
    %134 = stablehlo.constant dense<0.0> : tensor<f32>
    %135 = "stablehlo.reduce"(%133, %134) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %136 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %137 = stablehlo.divide %135, %136 : tensor<2x4x4xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %139 = stablehlo.subtract %133, %138 : tensor<2x4x4x8xf32>
    %140 = stablehlo.multiply %139, %139 : tensor<2x4x4x8xf32>
    %141 = stablehlo.constant dense<0.0> : tensor<f32>
    %142 = "stablehlo.reduce"(%140, %141) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %143 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x4x4xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %146 = stablehlo.constant dense<1.0e-06> : tensor<2x4x4x8xf32>
    %147 = stablehlo.add %145, %146 : tensor<2x4x4x8xf32>
    %148 = stablehlo.rsqrt %147 : tensor<2x4x4x8xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x4x4x8xf32>
    %150 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<2x4x4x8xf32>
    %152 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %153 = stablehlo.add %151, %152 : tensor<2x4x4x8xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x2x2x8xf32>
    %155 = "stablehlo.dot_general"(%154, %stages.2.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x2x2x8xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x2x12xf32>
    %156 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %157 = stablehlo.add %155, %156 : tensor<2x2x2x12xf32>
    %158 = "stablehlo.convolution"(%157, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 12 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<7x7x1x12xf32>) -> tensor<2x2x2x12xf32>
    %159 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %160 = stablehlo.add %158, %159 : tensor<2x2x2x12xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %163 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %164 = stablehlo.divide %162, %163 : tensor<2x2x2xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %166 = stablehlo.subtract %160, %165 : tensor<2x2x2x12xf32>
    %167 = stablehlo.multiply %166, %166 : tensor<2x2x2x12xf32>
    %168 = stablehlo.constant dense<0.0> : tensor<f32>
    %169 = "stablehlo.reduce"(%167, %168) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %170 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %171 = stablehlo.divide %169, %170 : tensor<2x2x2xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %173 = stablehlo.constant dense<1.0e-06> : tensor<2x2x2x12xf32>
    %174 = stablehlo.add %172, %173 : tensor<2x2x2x12xf32>
    %175 = stablehlo.rsqrt %174 : tensor<2x2x2x12xf32>
    %176 = stablehlo.multiply %166, %175 : tensor<2x2x2x12xf32>
    %177 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<2x2x2x12xf32>
    %179 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %180 = stablehlo.add %178, %179 : tensor<2x2x2x12xf32>
    %181 = "stablehlo.dot_general"(%180, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x12xf32>, tensor<12x48xf32>) -> tensor<2x2x2x48xf32>
    %182 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<2x2x2x48xf32>
    %183 = stablehlo.add %181, %182 : tensor<2x2x2x48xf32>
    %184 = stablehlo.constant dense<0.70710677> : tensor<2x2x2x48xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<2x2x2x48xf32>
    %186 = "chlo.erf"(%185) : (tensor<2x2x2x48xf32>) -> tensor<2x2x2x48xf32>
    %187 = stablehlo.constant dense<1.0> : tensor<2x2x2x48xf32>
    %188 = stablehlo.add %186, %187 : tensor<2x2x2x48xf32>
    %189 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %190 = stablehlo.multiply %183, %189 : tensor<2x2x2x48xf32>
    %191 = stablehlo.multiply %190, %188 : tensor<2x2x2x48xf32>
    %192 = "stablehlo.dot_general"(%191, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x48xf32>, tensor<48x12xf32>) -> tensor<2x2x2x12xf32>
    %193 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %194 = stablehlo.add %192, %193 : tensor<2x2x2x12xf32>
    %195 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<2x2x2x12xf32>
    %197 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x2x2x12xf32>
    %199 = stablehlo.multiply %196, %198 : tensor<2x2x2x12xf32>
    %200 = stablehlo.add %199, %157 : tensor<2x2x2x12xf32>
    %201 = stablehlo.constant dense<0.0> : tensor<f32>
    %202 = "stablehlo.reduce"(%200, %201) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %203 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %204 = stablehlo.divide %202, %203 : tensor<2x2x2xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %206 = stablehlo.subtract %200, %205 : tensor<2x2x2x12xf32>
    %207 = stablehlo.multiply %206, %206 : tensor<2x2x2x12xf32>
    %208 = stablehlo.constant dense<0.0> : tensor<f32>
    %209 = "stablehlo.reduce"(%207, %208) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %210 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %211 = stablehlo.divide %209, %210 : tensor<2x2x2xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %213 = stablehlo.constant dense<1.0e-06> : tensor<2x2x2x12xf32>
    %214 = stablehlo.add %212, %213 : tensor<2x2x2x12xf32>
    %215 = stablehlo.rsqrt %214 : tensor<2x2x2x12xf32>
    %216 = stablehlo.multiply %206, %215 : tensor<2x2x2x12xf32>
    %217 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %218 = stablehlo.multiply %216, %217 : tensor<2x2x2x12xf32>
    %219 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<12xf32>) -> tensor<2x2x2x12xf32>
    %220 = stablehlo.add %218, %219 : tensor<2x2x2x12xf32>
    %221 = "stablehlo.reshape"(%220) : (tensor<2x2x2x12xf32>) -> tensor<2x1x2x1x2x12xf32>
    %222 = "stablehlo.dot_general"(%221, %stages.3.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x2x1x2x12xf32>, tensor<2x2x12x16xf32>) -> tensor<2x1x1x16xf32>
    %223 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %224 = stablehlo.add %222, %223 : tensor<2x1x1x16xf32>
    %225 = "stablehlo.convolution"(%224, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x1x1x16xf32>
    %226 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %227 = stablehlo.add %225, %226 : tensor<2x1x1x16xf32>
    %228 = stablehlo.constant dense<0.0> : tensor<f32>
    %229 = "stablehlo.reduce"(%227, %228) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %230 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %231 = stablehlo.divide %229, %230 : tensor<2x1x1xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %233 = stablehlo.subtract %227, %232 : tensor<2x1x1x16xf32>
    %234 = stablehlo.multiply %233, %233 : tensor<2x1x1x16xf32>
    %235 = stablehlo.constant dense<0.0> : tensor<f32>
    %236 = "stablehlo.reduce"(%234, %235) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %237 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %238 = stablehlo.divide %236, %237 : tensor<2x1x1xf32>
    %239 = "stablehlo.broadcast_in_dim"(%238) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %240 = stablehlo.constant dense<1.0e-06> : tensor<2x1x1x16xf32>
    %241 = stablehlo.add %239, %240 : tensor<2x1x1x16xf32>
    %242 = stablehlo.rsqrt %241 : tensor<2x1x1x16xf32>
    %243 = stablehlo.multiply %233, %242 : tensor<2x1x1x16xf32>
    %244 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<2x1x1x16xf32>
    %246 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %247 = stablehlo.add %245, %246 : tensor<2x1x1x16xf32>
    %248 = "stablehlo.dot_general"(%247, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x16xf32>, tensor<16x64xf32>) -> tensor<2x1x1x64xf32>
    %249 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<2x1x1x64xf32>
    %250 = stablehlo.add %248, %249 : tensor<2x1x1x64xf32>
    %251 = stablehlo.constant dense<0.70710677> : tensor<2x1x1x64xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<2x1x1x64xf32>
    %253 = "chlo.erf"(%252) : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %254 = stablehlo.constant dense<1.0> : tensor<2x1x1x64xf32>
    %255 = stablehlo.add %253, %254 : tensor<2x1x1x64xf32>
    %256 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %257 = stablehlo.multiply %250, %256 : tensor<2x1x1x64xf32>
    %258 = stablehlo.multiply %257, %255 : tensor<2x1x1x64xf32>
    %259 = "stablehlo.dot_general"(%258, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x64xf32>, tensor<64x16xf32>) -> tensor<2x1x1x16xf32>
    %260 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %261 = stablehlo.add %259, %260 : tensor<2x1x1x16xf32>
    %262 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x1x1x16xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<2x1x1x16xf32>
    %264 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %265 = "stablehlo.broadcast_in_dim"(%264) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x1xf32>) -> tensor<2x1x1x16xf32>
    %266 = stablehlo.multiply %263, %265 : tensor<2x1x1x16xf32>
    %267 = stablehlo.add %266, %224 : tensor<2x1x1x16xf32>
    %268 = stablehlo.constant dense<0.0> : tensor<f32>
    %269 = "stablehlo.reduce"(%267, %268) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %270 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %271 = stablehlo.divide %269, %270 : tensor<2x16xf32>
    %272 = stablehlo.constant dense<0.0> : tensor<f32>
    %273 = "stablehlo.reduce"(%271, %272) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %274 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %275 = stablehlo.divide %273, %274 : tensor<2xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %277 = stablehlo.subtract %271, %276 : tensor<2x16xf32>
    %278 = stablehlo.multiply %277, %277 : tensor<2x16xf32>
    %279 = stablehlo.constant dense<0.0> : tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %281 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %282 = stablehlo.divide %280, %281 : tensor<2xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %284 = stablehlo.constant dense<1.0e-06> : tensor<2x16xf32>
    %285 = stablehlo.add %283, %284 : tensor<2x16xf32>
    %286 = stablehlo.rsqrt %285 : tensor<2x16xf32>
    %287 = stablehlo.multiply %277, %286 : tensor<2x16xf32>
    %288 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<2x16xf32>
    %290 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %291 = stablehlo.add %289, %290 : tensor<2x16xf32>
    %292 = "stablehlo.dot_general"(%291, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %293 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<2x10xf32>
    %294 = stablehlo.add %292, %293 : tensor<2x10xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = "stablehlo.reduce"(%294, %295) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.maximum %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %298 = stablehlo.subtract %294, %297 : tensor<2x10xf32>
    %299 = stablehlo.exponential %298 : tensor<2x10xf32>
    %300 = stablehlo.constant dense<0.0> : tensor<f32>
    %301 = "stablehlo.reduce"(%299, %300) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %303 = stablehlo.log %302 : tensor<2x10xf32>
    %304 = stablehlo.subtract %298, %303 : tensor<2x10xf32>
    %305 = stablehlo.multiply %targets, %304 : tensor<2x10xf32>
    %306 = stablehlo.constant dense<0.0> : tensor<f32>
    %307 = "stablehlo.reduce"(%305, %306) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<f32>
    %308 = stablehlo.negate %307 : tensor<f32>
    %309 = stablehlo.constant dense<2.0> : tensor<f32>
    %310 = stablehlo.divide %308, %309 : tensor<f32>
    // ── backward ──
    %311 = stablehlo.constant dense<0.0> : tensor<f32>
    %312 = "stablehlo.reduce"(%targets, %311) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x10xf32>
    %314 = stablehlo.divide %299, %302 : tensor<2x10xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<2x10xf32>
    %316 = stablehlo.subtract %315, %targets : tensor<2x10xf32>
    %317 = stablehlo.constant dense<2.0> : tensor<2x10xf32>
    %318 = stablehlo.divide %316, %317 : tensor<2x10xf32>
    %319 = "stablehlo.dot_general"(%318, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %320 = "stablehlo.dot_general"(%291, %318) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2x16xf32>, tensor<2x10xf32>) -> tensor<16x10xf32>
    %321 = stablehlo.constant dense<0.0> : tensor<f32>
    %322 = "stablehlo.reduce"(%318, %321) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %323 = stablehlo.multiply %319, %288 : tensor<2x16xf32>
    %324 = stablehlo.constant dense<0.0> : tensor<f32>
    %325 = "stablehlo.reduce"(%323, %324) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %326 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %327 = stablehlo.divide %325, %326 : tensor<2xf32>
    %328 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %329 = stablehlo.subtract %323, %328 : tensor<2x16xf32>
    %330 = stablehlo.multiply %323, %287 : tensor<2x16xf32>
    %331 = stablehlo.constant dense<0.0> : tensor<f32>
    %332 = "stablehlo.reduce"(%330, %331) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %333 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %334 = stablehlo.divide %332, %333 : tensor<2xf32>
    %335 = "stablehlo.broadcast_in_dim"(%334) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %336 = stablehlo.multiply %287, %335 : tensor<2x16xf32>
    %337 = stablehlo.subtract %329, %336 : tensor<2x16xf32>
    %338 = stablehlo.multiply %286, %337 : tensor<2x16xf32>
    %339 = stablehlo.multiply %319, %287 : tensor<2x16xf32>
    %340 = stablehlo.constant dense<0.0> : tensor<f32>
    %341 = "stablehlo.reduce"(%339, %340) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %342 = stablehlo.constant dense<0.0> : tensor<f32>
    %343 = "stablehlo.reduce"(%319, %342) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %344 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %345 = stablehlo.divide %338, %344 : tensor<2x16xf32>
    %346 = "stablehlo.broadcast_in_dim"(%345) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %347 = stablehlo.multiply %346, %265 : tensor<2x1x1x16xf32>
    %348 = stablehlo.multiply %347, %262 : tensor<2x1x1x16xf32>
    %349 = stablehlo.multiply %347, %261 : tensor<2x1x1x16xf32>
    %350 = stablehlo.constant dense<0.0> : tensor<f32>
    %351 = "stablehlo.reduce"(%349, %350) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %352 = "stablehlo.dot_general"(%348, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %353 = "stablehlo.dot_general"(%258, %348) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x64xf32>, tensor<2x1x1x16xf32>) -> tensor<64x16xf32>
    %354 = stablehlo.constant dense<0.0> : tensor<f32>
    %355 = "stablehlo.reduce"(%348, %354) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %356 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %357 = stablehlo.multiply %255, %356 : tensor<2x1x1x64xf32>
    %358 = stablehlo.multiply %252, %252 : tensor<2x1x1x64xf32>
    %359 = stablehlo.negate %358 : tensor<2x1x1x64xf32>
    %360 = stablehlo.exponential %359 : tensor<2x1x1x64xf32>
    %361 = stablehlo.constant dense<0.3989423> : tensor<2x1x1x64xf32>
    %362 = stablehlo.multiply %360, %361 : tensor<2x1x1x64xf32>
    %363 = stablehlo.multiply %250, %362 : tensor<2x1x1x64xf32>
    %364 = stablehlo.add %357, %363 : tensor<2x1x1x64xf32>
    %365 = stablehlo.multiply %352, %364 : tensor<2x1x1x64xf32>
    %366 = "stablehlo.dot_general"(%365, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %367 = "stablehlo.dot_general"(%247, %365) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %368 = stablehlo.constant dense<0.0> : tensor<f32>
    %369 = "stablehlo.reduce"(%365, %368) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %370 = stablehlo.multiply %366, %244 : tensor<2x1x1x16xf32>
    %371 = stablehlo.constant dense<0.0> : tensor<f32>
    %372 = "stablehlo.reduce"(%370, %371) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %373 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %374 = stablehlo.divide %372, %373 : tensor<2x1x1xf32>
    %375 = "stablehlo.broadcast_in_dim"(%374) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %376 = stablehlo.subtract %370, %375 : tensor<2x1x1x16xf32>
    %377 = stablehlo.multiply %370, %243 : tensor<2x1x1x16xf32>
    %378 = stablehlo.constant dense<0.0> : tensor<f32>
    %379 = "stablehlo.reduce"(%377, %378) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %380 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %381 = stablehlo.divide %379, %380 : tensor<2x1x1xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %383 = stablehlo.multiply %243, %382 : tensor<2x1x1x16xf32>
    %384 = stablehlo.subtract %376, %383 : tensor<2x1x1x16xf32>
    %385 = stablehlo.multiply %242, %384 : tensor<2x1x1x16xf32>
    %386 = stablehlo.multiply %366, %243 : tensor<2x1x1x16xf32>
    %387 = stablehlo.constant dense<0.0> : tensor<f32>
    %388 = "stablehlo.reduce"(%386, %387) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %389 = stablehlo.constant dense<0.0> : tensor<f32>
    %390 = "stablehlo.reduce"(%366, %389) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %391 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %392 = "stablehlo.convolution"(%385, %391) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x1x1x16xf32>
    %393 = "stablehlo.convolution"(%224, %385) {batch_group_count = 16 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<7x7x1x16xf32>
    %394 = stablehlo.constant dense<0.0> : tensor<f32>
    %395 = "stablehlo.reduce"(%385, %394) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %396 = stablehlo.add %392, %346 : tensor<2x1x1x16xf32>
    %397 = "stablehlo.dot_general"(%396, %stages.3.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x1x1x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x1x1x2x2x12xf32>
    %398 = "stablehlo.transpose"(%397) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<2x1x1x2x2x12xf32>) -> tensor<2x1x2x1x2x12xf32>
    %399 = "stablehlo.reshape"(%398) : (tensor<2x1x2x1x2x12xf32>) -> tensor<2x2x2x12xf32>
    %400 = "stablehlo.dot_general"(%221, %396) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x2x1x2x12xf32>, tensor<2x1x1x16xf32>) -> tensor<2x2x12x16xf32>
    %401 = stablehlo.constant dense<0.0> : tensor<f32>
    %402 = "stablehlo.reduce"(%396, %401) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %403 = stablehlo.multiply %399, %217 : tensor<2x2x2x12xf32>
    %404 = stablehlo.constant dense<0.0> : tensor<f32>
    %405 = "stablehlo.reduce"(%403, %404) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %406 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %407 = stablehlo.divide %405, %406 : tensor<2x2x2xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %409 = stablehlo.subtract %403, %408 : tensor<2x2x2x12xf32>
    %410 = stablehlo.multiply %403, %216 : tensor<2x2x2x12xf32>
    %411 = stablehlo.constant dense<0.0> : tensor<f32>
    %412 = "stablehlo.reduce"(%410, %411) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %413 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %414 = stablehlo.divide %412, %413 : tensor<2x2x2xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %416 = stablehlo.multiply %216, %415 : tensor<2x2x2x12xf32>
    %417 = stablehlo.subtract %409, %416 : tensor<2x2x2x12xf32>
    %418 = stablehlo.multiply %215, %417 : tensor<2x2x2x12xf32>
    %419 = stablehlo.multiply %399, %216 : tensor<2x2x2x12xf32>
    %420 = stablehlo.constant dense<0.0> : tensor<f32>
    %421 = "stablehlo.reduce"(%419, %420) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %422 = stablehlo.constant dense<0.0> : tensor<f32>
    %423 = "stablehlo.reduce"(%399, %422) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %424 = stablehlo.multiply %418, %198 : tensor<2x2x2x12xf32>
    %425 = stablehlo.multiply %424, %195 : tensor<2x2x2x12xf32>
    %426 = stablehlo.multiply %424, %194 : tensor<2x2x2x12xf32>
    %427 = stablehlo.constant dense<0.0> : tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %429 = "stablehlo.dot_general"(%425, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x12xf32>, tensor<48x12xf32>) -> tensor<2x2x2x48xf32>
    %430 = "stablehlo.dot_general"(%191, %425) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x48xf32>, tensor<2x2x2x12xf32>) -> tensor<48x12xf32>
    %431 = stablehlo.constant dense<0.0> : tensor<f32>
    %432 = "stablehlo.reduce"(%425, %431) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %433 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %434 = stablehlo.multiply %188, %433 : tensor<2x2x2x48xf32>
    %435 = stablehlo.multiply %185, %185 : tensor<2x2x2x48xf32>
    %436 = stablehlo.negate %435 : tensor<2x2x2x48xf32>
    %437 = stablehlo.exponential %436 : tensor<2x2x2x48xf32>
    %438 = stablehlo.constant dense<0.3989423> : tensor<2x2x2x48xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<2x2x2x48xf32>
    %440 = stablehlo.multiply %183, %439 : tensor<2x2x2x48xf32>
    %441 = stablehlo.add %434, %440 : tensor<2x2x2x48xf32>
    %442 = stablehlo.multiply %429, %441 : tensor<2x2x2x48xf32>
    %443 = "stablehlo.dot_general"(%442, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x48xf32>, tensor<12x48xf32>) -> tensor<2x2x2x12xf32>
    %444 = "stablehlo.dot_general"(%180, %442) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %445 = stablehlo.constant dense<0.0> : tensor<f32>
    %446 = "stablehlo.reduce"(%442, %445) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x48xf32>, tensor<f32>) -> tensor<48xf32>
    %447 = stablehlo.multiply %443, %177 : tensor<2x2x2x12xf32>
    %448 = stablehlo.constant dense<0.0> : tensor<f32>
    %449 = "stablehlo.reduce"(%447, %448) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %450 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %451 = stablehlo.divide %449, %450 : tensor<2x2x2xf32>
    %452 = "stablehlo.broadcast_in_dim"(%451) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %453 = stablehlo.subtract %447, %452 : tensor<2x2x2x12xf32>
    %454 = stablehlo.multiply %447, %176 : tensor<2x2x2x12xf32>
    %455 = stablehlo.constant dense<0.0> : tensor<f32>
    %456 = "stablehlo.reduce"(%454, %455) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %457 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %458 = stablehlo.divide %456, %457 : tensor<2x2x2xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %460 = stablehlo.multiply %176, %459 : tensor<2x2x2x12xf32>
    %461 = stablehlo.subtract %453, %460 : tensor<2x2x2x12xf32>
    %462 = stablehlo.multiply %175, %461 : tensor<2x2x2x12xf32>
    %463 = stablehlo.multiply %443, %176 : tensor<2x2x2x12xf32>
    %464 = stablehlo.constant dense<0.0> : tensor<f32>
    %465 = "stablehlo.reduce"(%463, %464) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%443, %466) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %468 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %469 = "stablehlo.convolution"(%462, %468) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 12 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<7x7x1x12xf32>) -> tensor<2x2x2x12xf32>
    %470 = "stablehlo.convolution"(%157, %462) {batch_group_count = 12 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x12xf32>) -> tensor<7x7x1x12xf32>
    %471 = stablehlo.constant dense<0.0> : tensor<f32>
    %472 = "stablehlo.reduce"(%462, %471) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %473 = stablehlo.add %469, %418 : tensor<2x2x2x12xf32>
    %474 = "stablehlo.dot_general"(%473, %stages.2.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x2x2x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x2x2x2x8xf32>
    %475 = "stablehlo.transpose"(%474) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<2x2x2x2x2x8xf32>) -> tensor<2x2x2x2x2x8xf32>
    %476 = "stablehlo.reshape"(%475) : (tensor<2x2x2x2x2x8xf32>) -> tensor<2x4x4x8xf32>
    %477 = "stablehlo.dot_general"(%154, %473) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x2x2x8xf32>, tensor<2x2x2x12xf32>) -> tensor<2x2x8x12xf32>
    %478 = stablehlo.constant dense<0.0> : tensor<f32>
    %479 = "stablehlo.reduce"(%473, %478) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %480 = stablehlo.multiply %476, %150 : tensor<2x4x4x8xf32>
    %481 = stablehlo.constant dense<0.0> : tensor<f32>
    %482 = "stablehlo.reduce"(%480, %481) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %483 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %484 = stablehlo.divide %482, %483 : tensor<2x4x4xf32>
    %485 = "stablehlo.broadcast_in_dim"(%484) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %486 = stablehlo.subtract %480, %485 : tensor<2x4x4x8xf32>
    %487 = stablehlo.multiply %480, %149 : tensor<2x4x4x8xf32>
    %488 = stablehlo.constant dense<0.0> : tensor<f32>
    %489 = "stablehlo.reduce"(%487, %488) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %490 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %491 = stablehlo.divide %489, %490 : tensor<2x4x4xf32>
    %492 = "stablehlo.broadcast_in_dim"(%491) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %493 = stablehlo.multiply %149, %492 : tensor<2x4x4x8xf32>
    %494 = stablehlo.subtract %486, %493 : tensor<2x4x4x8xf32>
    %495 = stablehlo.multiply %148, %494 : tensor<2x4x4x8xf32>
    %496 = stablehlo.multiply %476, %149 : tensor<2x4x4x8xf32>
    %497 = stablehlo.constant dense<0.0> : tensor<f32>
    %498 = "stablehlo.reduce"(%496, %497) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %499 = stablehlo.constant dense<0.0> : tensor<f32>
    %500 = "stablehlo.reduce"(%476, %499) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %501 = stablehlo.multiply %495, %131 : tensor<2x4x4x8xf32>
    %502 = stablehlo.multiply %501, %128 : tensor<2x4x4x8xf32>
    %503 = stablehlo.multiply %501, %127 : tensor<2x4x4x8xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %506 = "stablehlo.dot_general"(%502, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x8xf32>, tensor<32x8xf32>) -> tensor<2x4x4x32xf32>
    %507 = "stablehlo.dot_general"(%124, %502) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x32xf32>, tensor<2x4x4x8xf32>) -> tensor<32x8xf32>
    %508 = stablehlo.constant dense<0.0> : tensor<f32>
    %509 = "stablehlo.reduce"(%502, %508) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %510 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %511 = stablehlo.multiply %121, %510 : tensor<2x4x4x32xf32>
    %512 = stablehlo.multiply %118, %118 : tensor<2x4x4x32xf32>
    %513 = stablehlo.negate %512 : tensor<2x4x4x32xf32>
    %514 = stablehlo.exponential %513 : tensor<2x4x4x32xf32>
    %515 = stablehlo.constant dense<0.3989423> : tensor<2x4x4x32xf32>
    %516 = stablehlo.multiply %514, %515 : tensor<2x4x4x32xf32>
    %517 = stablehlo.multiply %116, %516 : tensor<2x4x4x32xf32>
    %518 = stablehlo.add %511, %517 : tensor<2x4x4x32xf32>
    %519 = stablehlo.multiply %506, %518 : tensor<2x4x4x32xf32>
    %520 = "stablehlo.dot_general"(%519, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x32xf32>, tensor<8x32xf32>) -> tensor<2x4x4x8xf32>
    %521 = "stablehlo.dot_general"(%113, %519) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %522 = stablehlo.constant dense<0.0> : tensor<f32>
    %523 = "stablehlo.reduce"(%519, %522) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %524 = stablehlo.multiply %520, %110 : tensor<2x4x4x8xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %527 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %528 = stablehlo.divide %526, %527 : tensor<2x4x4xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %530 = stablehlo.subtract %524, %529 : tensor<2x4x4x8xf32>
    %531 = stablehlo.multiply %524, %109 : tensor<2x4x4x8xf32>
    %532 = stablehlo.constant dense<0.0> : tensor<f32>
    %533 = "stablehlo.reduce"(%531, %532) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %534 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %535 = stablehlo.divide %533, %534 : tensor<2x4x4xf32>
    %536 = "stablehlo.broadcast_in_dim"(%535) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %537 = stablehlo.multiply %109, %536 : tensor<2x4x4x8xf32>
    %538 = stablehlo.subtract %530, %537 : tensor<2x4x4x8xf32>
    %539 = stablehlo.multiply %108, %538 : tensor<2x4x4x8xf32>
    %540 = stablehlo.multiply %520, %109 : tensor<2x4x4x8xf32>
    %541 = stablehlo.constant dense<0.0> : tensor<f32>
    %542 = "stablehlo.reduce"(%540, %541) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %543 = stablehlo.constant dense<0.0> : tensor<f32>
    %544 = "stablehlo.reduce"(%520, %543) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %545 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %546 = "stablehlo.convolution"(%539, %545) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<7x7x1x8xf32>) -> tensor<2x4x4x8xf32>
    %547 = "stablehlo.convolution"(%90, %539) {batch_group_count = 8 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<7x7x1x8xf32>
    %548 = stablehlo.constant dense<0.0> : tensor<f32>
    %549 = "stablehlo.reduce"(%539, %548) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %550 = stablehlo.add %546, %495 : tensor<2x4x4x8xf32>
    %551 = "stablehlo.dot_general"(%550, %stages.1.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x4x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x4x4x2x2x4xf32>
    %552 = "stablehlo.transpose"(%551) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<2x4x4x2x2x4xf32>) -> tensor<2x4x2x4x2x4xf32>
    %553 = "stablehlo.reshape"(%552) : (tensor<2x4x2x4x2x4xf32>) -> tensor<2x8x8x4xf32>
    %554 = "stablehlo.dot_general"(%87, %550) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x2x4x2x4xf32>, tensor<2x4x4x8xf32>) -> tensor<2x2x4x8xf32>
    %555 = stablehlo.constant dense<0.0> : tensor<f32>
    %556 = "stablehlo.reduce"(%550, %555) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %557 = stablehlo.multiply %553, %83 : tensor<2x8x8x4xf32>
    %558 = stablehlo.constant dense<0.0> : tensor<f32>
    %559 = "stablehlo.reduce"(%557, %558) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %560 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %561 = stablehlo.divide %559, %560 : tensor<2x8x8xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %563 = stablehlo.subtract %557, %562 : tensor<2x8x8x4xf32>
    %564 = stablehlo.multiply %557, %82 : tensor<2x8x8x4xf32>
    %565 = stablehlo.constant dense<0.0> : tensor<f32>
    %566 = "stablehlo.reduce"(%564, %565) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %567 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %568 = stablehlo.divide %566, %567 : tensor<2x8x8xf32>
    %569 = "stablehlo.broadcast_in_dim"(%568) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %570 = stablehlo.multiply %82, %569 : tensor<2x8x8x4xf32>
    %571 = stablehlo.subtract %563, %570 : tensor<2x8x8x4xf32>
    %572 = stablehlo.multiply %81, %571 : tensor<2x8x8x4xf32>
    %573 = stablehlo.multiply %553, %82 : tensor<2x8x8x4xf32>
    %574 = stablehlo.constant dense<0.0> : tensor<f32>
    %575 = "stablehlo.reduce"(%573, %574) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %576 = stablehlo.constant dense<0.0> : tensor<f32>
    %577 = "stablehlo.reduce"(%553, %576) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %578 = stablehlo.multiply %572, %64 : tensor<2x8x8x4xf32>
    %579 = stablehlo.multiply %578, %61 : tensor<2x8x8x4xf32>
    %580 = stablehlo.multiply %578, %60 : tensor<2x8x8x4xf32>
    %581 = stablehlo.constant dense<0.0> : tensor<f32>
    %582 = "stablehlo.reduce"(%580, %581) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %583 = "stablehlo.dot_general"(%579, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x4xf32>, tensor<16x4xf32>) -> tensor<2x8x8x16xf32>
    %584 = "stablehlo.dot_general"(%57, %579) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<16x4xf32>
    %585 = stablehlo.constant dense<0.0> : tensor<f32>
    %586 = "stablehlo.reduce"(%579, %585) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %587 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %588 = stablehlo.multiply %54, %587 : tensor<2x8x8x16xf32>
    %589 = stablehlo.multiply %51, %51 : tensor<2x8x8x16xf32>
    %590 = stablehlo.negate %589 : tensor<2x8x8x16xf32>
    %591 = stablehlo.exponential %590 : tensor<2x8x8x16xf32>
    %592 = stablehlo.constant dense<0.3989423> : tensor<2x8x8x16xf32>
    %593 = stablehlo.multiply %591, %592 : tensor<2x8x8x16xf32>
    %594 = stablehlo.multiply %49, %593 : tensor<2x8x8x16xf32>
    %595 = stablehlo.add %588, %594 : tensor<2x8x8x16xf32>
    %596 = stablehlo.multiply %583, %595 : tensor<2x8x8x16xf32>
    %597 = "stablehlo.dot_general"(%596, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x16xf32>, tensor<4x16xf32>) -> tensor<2x8x8x4xf32>
    %598 = "stablehlo.dot_general"(%46, %596) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %599 = stablehlo.constant dense<0.0> : tensor<f32>
    %600 = "stablehlo.reduce"(%596, %599) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %601 = stablehlo.multiply %597, %43 : tensor<2x8x8x4xf32>
    %602 = stablehlo.constant dense<0.0> : tensor<f32>
    %603 = "stablehlo.reduce"(%601, %602) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %604 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %605 = stablehlo.divide %603, %604 : tensor<2x8x8xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %607 = stablehlo.subtract %601, %606 : tensor<2x8x8x4xf32>
    %608 = stablehlo.multiply %601, %42 : tensor<2x8x8x4xf32>
    %609 = stablehlo.constant dense<0.0> : tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %611 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %612 = stablehlo.divide %610, %611 : tensor<2x8x8xf32>
    %613 = "stablehlo.broadcast_in_dim"(%612) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %614 = stablehlo.multiply %42, %613 : tensor<2x8x8x4xf32>
    %615 = stablehlo.subtract %607, %614 : tensor<2x8x8x4xf32>
    %616 = stablehlo.multiply %41, %615 : tensor<2x8x8x4xf32>
    %617 = stablehlo.multiply %597, %42 : tensor<2x8x8x4xf32>
    %618 = stablehlo.constant dense<0.0> : tensor<f32>
    %619 = "stablehlo.reduce"(%617, %618) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %620 = stablehlo.constant dense<0.0> : tensor<f32>
    %621 = "stablehlo.reduce"(%597, %620) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %622 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %623 = "stablehlo.convolution"(%616, %622) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<7x7x1x4xf32>) -> tensor<2x8x8x4xf32>
    %624 = "stablehlo.convolution"(%23, %616) {batch_group_count = 4 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<7x7x1x4xf32>
    %625 = stablehlo.constant dense<0.0> : tensor<f32>
    %626 = "stablehlo.reduce"(%616, %625) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %627 = stablehlo.add %623, %572 : tensor<2x8x8x4xf32>
    %628 = stablehlo.multiply %627, %20 : tensor<2x8x8x4xf32>
    %629 = stablehlo.constant dense<0.0> : tensor<f32>
    %630 = "stablehlo.reduce"(%628, %629) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %631 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %632 = stablehlo.divide %630, %631 : tensor<2x8x8xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %634 = stablehlo.subtract %628, %633 : tensor<2x8x8x4xf32>
    %635 = stablehlo.multiply %628, %19 : tensor<2x8x8x4xf32>
    %636 = stablehlo.constant dense<0.0> : tensor<f32>
    %637 = "stablehlo.reduce"(%635, %636) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %638 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %639 = stablehlo.divide %637, %638 : tensor<2x8x8xf32>
    %640 = "stablehlo.broadcast_in_dim"(%639) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %641 = stablehlo.multiply %19, %640 : tensor<2x8x8x4xf32>
    %642 = stablehlo.subtract %634, %641 : tensor<2x8x8x4xf32>
    %643 = stablehlo.multiply %18, %642 : tensor<2x8x8x4xf32>
    %644 = stablehlo.multiply %627, %19 : tensor<2x8x8x4xf32>
    %645 = stablehlo.constant dense<0.0> : tensor<f32>
    %646 = "stablehlo.reduce"(%644, %645) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %647 = stablehlo.constant dense<0.0> : tensor<f32>
    %648 = "stablehlo.reduce"(%627, %647) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %649 = "stablehlo.dot_general"(%0, %643) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x4x8x4x3xf32>, tensor<2x8x8x4xf32>) -> tensor<4x4x3x4xf32>
    %650 = stablehlo.constant dense<0.0> : tensor<f32>
    %651 = "stablehlo.reduce"(%643, %650) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    // ── optimizer ──
    %652 = stablehlo.multiply %649, %649 : tensor<4x4x3x4xf32>
    %653 = stablehlo.constant dense<0.0> : tensor<f32>
    %654 = "stablehlo.reduce"(%652, %653) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %655 = stablehlo.constant dense<0.0> : tensor<f32>
    %656 = "stablehlo.reduce"(%654, %655) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %657 = stablehlo.multiply %651, %651 : tensor<4xf32>
    %658 = stablehlo.constant dense<0.0> : tensor<f32>
    %659 = "stablehlo.reduce"(%657, %658) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %660 = stablehlo.add %656, %659 : tensor<f32>
    %661 = stablehlo.multiply %646, %646 : tensor<4xf32>
    %662 = stablehlo.constant dense<0.0> : tensor<f32>
    %663 = "stablehlo.reduce"(%661, %662) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %664 = stablehlo.add %660, %663 : tensor<f32>
    %665 = stablehlo.multiply %648, %648 : tensor<4xf32>
    %666 = stablehlo.constant dense<0.0> : tensor<f32>
    %667 = "stablehlo.reduce"(%665, %666) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %668 = stablehlo.add %664, %667 : tensor<f32>
    %669 = stablehlo.multiply %624, %624 : tensor<7x7x1x4xf32>
    %670 = stablehlo.constant dense<0.0> : tensor<f32>
    %671 = "stablehlo.reduce"(%669, %670) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %672 = stablehlo.constant dense<0.0> : tensor<f32>
    %673 = "stablehlo.reduce"(%671, %672) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %674 = stablehlo.add %668, %673 : tensor<f32>
    %675 = stablehlo.multiply %626, %626 : tensor<4xf32>
    %676 = stablehlo.constant dense<0.0> : tensor<f32>
    %677 = "stablehlo.reduce"(%675, %676) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %678 = stablehlo.add %674, %677 : tensor<f32>
    %679 = stablehlo.multiply %619, %619 : tensor<4xf32>
    %680 = stablehlo.constant dense<0.0> : tensor<f32>
    %681 = "stablehlo.reduce"(%679, %680) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %682 = stablehlo.add %678, %681 : tensor<f32>
    %683 = stablehlo.multiply %621, %621 : tensor<4xf32>
    %684 = stablehlo.constant dense<0.0> : tensor<f32>
    %685 = "stablehlo.reduce"(%683, %684) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %686 = stablehlo.add %682, %685 : tensor<f32>
    %687 = stablehlo.multiply %598, %598 : tensor<4x16xf32>
    %688 = stablehlo.constant dense<0.0> : tensor<f32>
    %689 = "stablehlo.reduce"(%687, %688) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %690 = stablehlo.constant dense<0.0> : tensor<f32>
    %691 = "stablehlo.reduce"(%689, %690) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %692 = stablehlo.add %686, %691 : tensor<f32>
    %693 = stablehlo.multiply %600, %600 : tensor<16xf32>
    %694 = stablehlo.constant dense<0.0> : tensor<f32>
    %695 = "stablehlo.reduce"(%693, %694) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %696 = stablehlo.add %692, %695 : tensor<f32>
    %697 = stablehlo.multiply %584, %584 : tensor<16x4xf32>
    %698 = stablehlo.constant dense<0.0> : tensor<f32>
    %699 = "stablehlo.reduce"(%697, %698) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %700 = stablehlo.constant dense<0.0> : tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %702 = stablehlo.add %696, %701 : tensor<f32>
    %703 = stablehlo.multiply %586, %586 : tensor<4xf32>
    %704 = stablehlo.constant dense<0.0> : tensor<f32>
    %705 = "stablehlo.reduce"(%703, %704) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %706 = stablehlo.add %702, %705 : tensor<f32>
    %707 = stablehlo.multiply %582, %582 : tensor<4xf32>
    %708 = stablehlo.constant dense<0.0> : tensor<f32>
    %709 = "stablehlo.reduce"(%707, %708) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %710 = stablehlo.add %706, %709 : tensor<f32>
    %711 = stablehlo.multiply %575, %575 : tensor<4xf32>
    %712 = stablehlo.constant dense<0.0> : tensor<f32>
    %713 = "stablehlo.reduce"(%711, %712) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %714 = stablehlo.add %710, %713 : tensor<f32>
    %715 = stablehlo.multiply %577, %577 : tensor<4xf32>
    %716 = stablehlo.constant dense<0.0> : tensor<f32>
    %717 = "stablehlo.reduce"(%715, %716) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %718 = stablehlo.add %714, %717 : tensor<f32>
    %719 = stablehlo.multiply %554, %554 : tensor<2x2x4x8xf32>
    %720 = stablehlo.constant dense<0.0> : tensor<f32>
    %721 = "stablehlo.reduce"(%719, %720) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %722 = stablehlo.constant dense<0.0> : tensor<f32>
    %723 = "stablehlo.reduce"(%721, %722) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %724 = stablehlo.add %718, %723 : tensor<f32>
    %725 = stablehlo.multiply %556, %556 : tensor<8xf32>
    %726 = stablehlo.constant dense<0.0> : tensor<f32>
    %727 = "stablehlo.reduce"(%725, %726) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %728 = stablehlo.add %724, %727 : tensor<f32>
    %729 = stablehlo.multiply %547, %547 : tensor<7x7x1x8xf32>
    %730 = stablehlo.constant dense<0.0> : tensor<f32>
    %731 = "stablehlo.reduce"(%729, %730) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %732 = stablehlo.constant dense<0.0> : tensor<f32>
    %733 = "stablehlo.reduce"(%731, %732) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %734 = stablehlo.add %728, %733 : tensor<f32>
    %735 = stablehlo.multiply %549, %549 : tensor<8xf32>
    %736 = stablehlo.constant dense<0.0> : tensor<f32>
    %737 = "stablehlo.reduce"(%735, %736) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %738 = stablehlo.add %734, %737 : tensor<f32>
    %739 = stablehlo.multiply %542, %542 : tensor<8xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<f32>
    %741 = "stablehlo.reduce"(%739, %740) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %742 = stablehlo.add %738, %741 : tensor<f32>
    %743 = stablehlo.multiply %544, %544 : tensor<8xf32>
    %744 = stablehlo.constant dense<0.0> : tensor<f32>
    %745 = "stablehlo.reduce"(%743, %744) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %746 = stablehlo.add %742, %745 : tensor<f32>
    %747 = stablehlo.multiply %521, %521 : tensor<8x32xf32>
    %748 = stablehlo.constant dense<0.0> : tensor<f32>
    %749 = "stablehlo.reduce"(%747, %748) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %750 = stablehlo.constant dense<0.0> : tensor<f32>
    %751 = "stablehlo.reduce"(%749, %750) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %752 = stablehlo.add %746, %751 : tensor<f32>
    %753 = stablehlo.multiply %523, %523 : tensor<32xf32>
    %754 = stablehlo.constant dense<0.0> : tensor<f32>
    %755 = "stablehlo.reduce"(%753, %754) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %756 = stablehlo.add %752, %755 : tensor<f32>
    %757 = stablehlo.multiply %507, %507 : tensor<32x8xf32>
    %758 = stablehlo.constant dense<0.0> : tensor<f32>
    %759 = "stablehlo.reduce"(%757, %758) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.constant dense<0.0> : tensor<f32>
    %761 = "stablehlo.reduce"(%759, %760) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %762 = stablehlo.add %756, %761 : tensor<f32>
    %763 = stablehlo.multiply %509, %509 : tensor<8xf32>
    %764 = stablehlo.constant dense<0.0> : tensor<f32>
    %765 = "stablehlo.reduce"(%763, %764) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %766 = stablehlo.add %762, %765 : tensor<f32>
    %767 = stablehlo.multiply %505, %505 : tensor<8xf32>
    %768 = stablehlo.constant dense<0.0> : tensor<f32>
    %769 = "stablehlo.reduce"(%767, %768) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %770 = stablehlo.add %766, %769 : tensor<f32>
    %771 = stablehlo.multiply %498, %498 : tensor<8xf32>
    %772 = stablehlo.constant dense<0.0> : tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %774 = stablehlo.add %770, %773 : tensor<f32>
    %775 = stablehlo.multiply %500, %500 : tensor<8xf32>
    %776 = stablehlo.constant dense<0.0> : tensor<f32>
    %777 = "stablehlo.reduce"(%775, %776) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %778 = stablehlo.add %774, %777 : tensor<f32>
    %779 = stablehlo.multiply %477, %477 : tensor<2x2x8x12xf32>
    %780 = stablehlo.constant dense<0.0> : tensor<f32>
    %781 = "stablehlo.reduce"(%779, %780) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %782 = stablehlo.constant dense<0.0> : tensor<f32>
    %783 = "stablehlo.reduce"(%781, %782) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %784 = stablehlo.add %778, %783 : tensor<f32>
    %785 = stablehlo.multiply %479, %479 : tensor<12xf32>
    %786 = stablehlo.constant dense<0.0> : tensor<f32>
    %787 = "stablehlo.reduce"(%785, %786) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %788 = stablehlo.add %784, %787 : tensor<f32>
    %789 = stablehlo.multiply %470, %470 : tensor<7x7x1x12xf32>
    %790 = stablehlo.constant dense<0.0> : tensor<f32>
    %791 = "stablehlo.reduce"(%789, %790) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %792 = stablehlo.constant dense<0.0> : tensor<f32>
    %793 = "stablehlo.reduce"(%791, %792) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %794 = stablehlo.add %788, %793 : tensor<f32>
    %795 = stablehlo.multiply %472, %472 : tensor<12xf32>
    %796 = stablehlo.constant dense<0.0> : tensor<f32>
    %797 = "stablehlo.reduce"(%795, %796) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %798 = stablehlo.add %794, %797 : tensor<f32>
    %799 = stablehlo.multiply %465, %465 : tensor<12xf32>
    %800 = stablehlo.constant dense<0.0> : tensor<f32>
    %801 = "stablehlo.reduce"(%799, %800) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %802 = stablehlo.add %798, %801 : tensor<f32>
    %803 = stablehlo.multiply %467, %467 : tensor<12xf32>
    %804 = stablehlo.constant dense<0.0> : tensor<f32>
    %805 = "stablehlo.reduce"(%803, %804) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %806 = stablehlo.add %802, %805 : tensor<f32>
    %807 = stablehlo.multiply %444, %444 : tensor<12x48xf32>
    %808 = stablehlo.constant dense<0.0> : tensor<f32>
    %809 = "stablehlo.reduce"(%807, %808) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %810 = stablehlo.constant dense<0.0> : tensor<f32>
    %811 = "stablehlo.reduce"(%809, %810) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %812 = stablehlo.add %806, %811 : tensor<f32>
    %813 = stablehlo.multiply %446, %446 : tensor<48xf32>
    %814 = stablehlo.constant dense<0.0> : tensor<f32>
    %815 = "stablehlo.reduce"(%813, %814) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %816 = stablehlo.add %812, %815 : tensor<f32>
    %817 = stablehlo.multiply %430, %430 : tensor<48x12xf32>
    %818 = stablehlo.constant dense<0.0> : tensor<f32>
    %819 = "stablehlo.reduce"(%817, %818) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %820 = stablehlo.constant dense<0.0> : tensor<f32>
    %821 = "stablehlo.reduce"(%819, %820) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %822 = stablehlo.add %816, %821 : tensor<f32>
    %823 = stablehlo.multiply %432, %432 : tensor<12xf32>
    %824 = stablehlo.constant dense<0.0> : tensor<f32>
    %825 = "stablehlo.reduce"(%823, %824) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %826 = stablehlo.add %822, %825 : tensor<f32>
    %827 = stablehlo.multiply %428, %428 : tensor<12xf32>
    %828 = stablehlo.constant dense<0.0> : tensor<f32>
    %829 = "stablehlo.reduce"(%827, %828) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %830 = stablehlo.add %826, %829 : tensor<f32>
    %831 = stablehlo.multiply %421, %421 : tensor<12xf32>
    %832 = stablehlo.constant dense<0.0> : tensor<f32>
    %833 = "stablehlo.reduce"(%831, %832) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %834 = stablehlo.add %830, %833 : tensor<f32>
    %835 = stablehlo.multiply %423, %423 : tensor<12xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %838 = stablehlo.add %834, %837 : tensor<f32>
    %839 = stablehlo.multiply %400, %400 : tensor<2x2x12x16xf32>
    %840 = stablehlo.constant dense<0.0> : tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %842 = stablehlo.constant dense<0.0> : tensor<f32>
    %843 = "stablehlo.reduce"(%841, %842) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %844 = stablehlo.add %838, %843 : tensor<f32>
    %845 = stablehlo.multiply %402, %402 : tensor<16xf32>
    %846 = stablehlo.constant dense<0.0> : tensor<f32>
    %847 = "stablehlo.reduce"(%845, %846) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %848 = stablehlo.add %844, %847 : tensor<f32>
    %849 = stablehlo.multiply %393, %393 : tensor<7x7x1x16xf32>
    %850 = stablehlo.constant dense<0.0> : tensor<f32>
    %851 = "stablehlo.reduce"(%849, %850) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %852 = stablehlo.constant dense<0.0> : tensor<f32>
    %853 = "stablehlo.reduce"(%851, %852) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %854 = stablehlo.add %848, %853 : tensor<f32>
    %855 = stablehlo.multiply %395, %395 : tensor<16xf32>
    %856 = stablehlo.constant dense<0.0> : tensor<f32>
    %857 = "stablehlo.reduce"(%855, %856) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %858 = stablehlo.add %854, %857 : tensor<f32>
    %859 = stablehlo.multiply %388, %388 : tensor<16xf32>
    %860 = stablehlo.constant dense<0.0> : tensor<f32>
    %861 = "stablehlo.reduce"(%859, %860) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %862 = stablehlo.add %858, %861 : tensor<f32>
    %863 = stablehlo.multiply %390, %390 : tensor<16xf32>
    %864 = stablehlo.constant dense<0.0> : tensor<f32>
    %865 = "stablehlo.reduce"(%863, %864) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %866 = stablehlo.add %862, %865 : tensor<f32>
    %867 = stablehlo.multiply %367, %367 : tensor<16x64xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %870 = stablehlo.constant dense<0.0> : tensor<f32>
    %871 = "stablehlo.reduce"(%869, %870) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %872 = stablehlo.add %866, %871 : tensor<f32>
    %873 = stablehlo.multiply %369, %369 : tensor<64xf32>
    %874 = stablehlo.constant dense<0.0> : tensor<f32>
    %875 = "stablehlo.reduce"(%873, %874) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %876 = stablehlo.add %872, %875 : tensor<f32>
    %877 = stablehlo.multiply %353, %353 : tensor<64x16xf32>
    %878 = stablehlo.constant dense<0.0> : tensor<f32>
    %879 = "stablehlo.reduce"(%877, %878) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %880 = stablehlo.constant dense<0.0> : tensor<f32>
    %881 = "stablehlo.reduce"(%879, %880) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %882 = stablehlo.add %876, %881 : tensor<f32>
    %883 = stablehlo.multiply %355, %355 : tensor<16xf32>
    %884 = stablehlo.constant dense<0.0> : tensor<f32>
    %885 = "stablehlo.reduce"(%883, %884) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %886 = stablehlo.add %882, %885 : tensor<f32>
    %887 = stablehlo.multiply %351, %351 : tensor<16xf32>
    %888 = stablehlo.constant dense<0.0> : tensor<f32>
    %889 = "stablehlo.reduce"(%887, %888) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %890 = stablehlo.add %886, %889 : tensor<f32>
    %891 = stablehlo.multiply %341, %341 : tensor<16xf32>
    %892 = stablehlo.constant dense<0.0> : tensor<f32>
    %893 = "stablehlo.reduce"(%891, %892) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %894 = stablehlo.add %890, %893 : tensor<f32>
    %895 = stablehlo.multiply %343, %343 : tensor<16xf32>
    %896 = stablehlo.constant dense<0.0> : tensor<f32>
    %897 = "stablehlo.reduce"(%895, %896) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %898 = stablehlo.add %894, %897 : tensor<f32>
    %899 = stablehlo.multiply %320, %320 : tensor<16x10xf32>
    %900 = stablehlo.constant dense<0.0> : tensor<f32>
    %901 = "stablehlo.reduce"(%899, %900) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %902 = stablehlo.constant dense<0.0> : tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %904 = stablehlo.add %898, %903 : tensor<f32>
    %905 = stablehlo.multiply %322, %322 : tensor<10xf32>
    %906 = stablehlo.constant dense<0.0> : tensor<f32>
    %907 = "stablehlo.reduce"(%905, %906) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %908 = stablehlo.add %904, %907 : tensor<f32>
    %909 = stablehlo.sqrt %908 : tensor<f32>
    %910 = stablehlo.constant dense<1.0> : tensor<f32>
    %911 = "stablehlo.compare"(%909, %910) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %912 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %913 = stablehlo.divide %649, %912 : tensor<4x4x3x4xf32>
    %914 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %915 = stablehlo.multiply %913, %914 : tensor<4x4x3x4xf32>
    %916 = "stablehlo.select"(%911, %649, %915) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %917 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %918 = stablehlo.divide %651, %917 : tensor<4xf32>
    %919 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %920 = stablehlo.multiply %918, %919 : tensor<4xf32>
    %921 = "stablehlo.select"(%911, %651, %920) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %922 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %923 = stablehlo.divide %646, %922 : tensor<4xf32>
    %924 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %925 = stablehlo.multiply %923, %924 : tensor<4xf32>
    %926 = "stablehlo.select"(%911, %646, %925) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %927 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %928 = stablehlo.divide %648, %927 : tensor<4xf32>
    %929 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %930 = stablehlo.multiply %928, %929 : tensor<4xf32>
    %931 = "stablehlo.select"(%911, %648, %930) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %932 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %933 = stablehlo.divide %624, %932 : tensor<7x7x1x4xf32>
    %934 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %935 = stablehlo.multiply %933, %934 : tensor<7x7x1x4xf32>
    %936 = "stablehlo.select"(%911, %624, %935) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %937 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %938 = stablehlo.divide %626, %937 : tensor<4xf32>
    %939 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %940 = stablehlo.multiply %938, %939 : tensor<4xf32>
    %941 = "stablehlo.select"(%911, %626, %940) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %942 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %943 = stablehlo.divide %619, %942 : tensor<4xf32>
    %944 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %945 = stablehlo.multiply %943, %944 : tensor<4xf32>
    %946 = "stablehlo.select"(%911, %619, %945) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %947 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %948 = stablehlo.divide %621, %947 : tensor<4xf32>
    %949 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %950 = stablehlo.multiply %948, %949 : tensor<4xf32>
    %951 = "stablehlo.select"(%911, %621, %950) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %952 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %953 = stablehlo.divide %598, %952 : tensor<4x16xf32>
    %954 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %955 = stablehlo.multiply %953, %954 : tensor<4x16xf32>
    %956 = "stablehlo.select"(%911, %598, %955) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %957 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %958 = stablehlo.divide %600, %957 : tensor<16xf32>
    %959 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %960 = stablehlo.multiply %958, %959 : tensor<16xf32>
    %961 = "stablehlo.select"(%911, %600, %960) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %962 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %963 = stablehlo.divide %584, %962 : tensor<16x4xf32>
    %964 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %965 = stablehlo.multiply %963, %964 : tensor<16x4xf32>
    %966 = "stablehlo.select"(%911, %584, %965) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %967 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %968 = stablehlo.divide %586, %967 : tensor<4xf32>
    %969 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %970 = stablehlo.multiply %968, %969 : tensor<4xf32>
    %971 = "stablehlo.select"(%911, %586, %970) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %972 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %973 = stablehlo.divide %582, %972 : tensor<4xf32>
    %974 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %975 = stablehlo.multiply %973, %974 : tensor<4xf32>
    %976 = "stablehlo.select"(%911, %582, %975) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %977 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %978 = stablehlo.divide %575, %977 : tensor<4xf32>
    %979 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %980 = stablehlo.multiply %978, %979 : tensor<4xf32>
    %981 = "stablehlo.select"(%911, %575, %980) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %982 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %983 = stablehlo.divide %577, %982 : tensor<4xf32>
    %984 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %985 = stablehlo.multiply %983, %984 : tensor<4xf32>
    %986 = "stablehlo.select"(%911, %577, %985) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %987 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %988 = stablehlo.divide %554, %987 : tensor<2x2x4x8xf32>
    %989 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %990 = stablehlo.multiply %988, %989 : tensor<2x2x4x8xf32>
    %991 = "stablehlo.select"(%911, %554, %990) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %992 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %993 = stablehlo.divide %556, %992 : tensor<8xf32>
    %994 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %995 = stablehlo.multiply %993, %994 : tensor<8xf32>
    %996 = "stablehlo.select"(%911, %556, %995) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %997 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %998 = stablehlo.divide %547, %997 : tensor<7x7x1x8xf32>
    %999 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %1000 = stablehlo.multiply %998, %999 : tensor<7x7x1x8xf32>
    %1001 = "stablehlo.select"(%911, %547, %1000) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %1002 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1003 = stablehlo.divide %549, %1002 : tensor<8xf32>
    %1004 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1005 = stablehlo.multiply %1003, %1004 : tensor<8xf32>
    %1006 = "stablehlo.select"(%911, %549, %1005) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1007 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1008 = stablehlo.divide %542, %1007 : tensor<8xf32>
    %1009 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<8xf32>
    %1011 = "stablehlo.select"(%911, %542, %1010) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1013 = stablehlo.divide %544, %1012 : tensor<8xf32>
    %1014 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1015 = stablehlo.multiply %1013, %1014 : tensor<8xf32>
    %1016 = "stablehlo.select"(%911, %544, %1015) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1018 = stablehlo.divide %521, %1017 : tensor<8x32xf32>
    %1019 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %1020 = stablehlo.multiply %1018, %1019 : tensor<8x32xf32>
    %1021 = "stablehlo.select"(%911, %521, %1020) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1023 = stablehlo.divide %523, %1022 : tensor<32xf32>
    %1024 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1025 = stablehlo.multiply %1023, %1024 : tensor<32xf32>
    %1026 = "stablehlo.select"(%911, %523, %1025) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1028 = stablehlo.divide %507, %1027 : tensor<32x8xf32>
    %1029 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %1030 = stablehlo.multiply %1028, %1029 : tensor<32x8xf32>
    %1031 = "stablehlo.select"(%911, %507, %1030) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1033 = stablehlo.divide %509, %1032 : tensor<8xf32>
    %1034 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1035 = stablehlo.multiply %1033, %1034 : tensor<8xf32>
    %1036 = "stablehlo.select"(%911, %509, %1035) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1038 = stablehlo.divide %505, %1037 : tensor<8xf32>
    %1039 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1040 = stablehlo.multiply %1038, %1039 : tensor<8xf32>
    %1041 = "stablehlo.select"(%911, %505, %1040) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1042 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1043 = stablehlo.divide %498, %1042 : tensor<8xf32>
    %1044 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1045 = stablehlo.multiply %1043, %1044 : tensor<8xf32>
    %1046 = "stablehlo.select"(%911, %498, %1045) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1048 = stablehlo.divide %500, %1047 : tensor<8xf32>
    %1049 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1050 = stablehlo.multiply %1048, %1049 : tensor<8xf32>
    %1051 = "stablehlo.select"(%911, %500, %1050) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1053 = stablehlo.divide %477, %1052 : tensor<2x2x8x12xf32>
    %1054 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1055 = stablehlo.multiply %1053, %1054 : tensor<2x2x8x12xf32>
    %1056 = "stablehlo.select"(%911, %477, %1055) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1057 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1058 = stablehlo.divide %479, %1057 : tensor<12xf32>
    %1059 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1060 = stablehlo.multiply %1058, %1059 : tensor<12xf32>
    %1061 = "stablehlo.select"(%911, %479, %1060) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1062 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1063 = stablehlo.divide %470, %1062 : tensor<7x7x1x12xf32>
    %1064 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1065 = stablehlo.multiply %1063, %1064 : tensor<7x7x1x12xf32>
    %1066 = "stablehlo.select"(%911, %470, %1065) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1067 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1068 = stablehlo.divide %472, %1067 : tensor<12xf32>
    %1069 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1070 = stablehlo.multiply %1068, %1069 : tensor<12xf32>
    %1071 = "stablehlo.select"(%911, %472, %1070) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1073 = stablehlo.divide %465, %1072 : tensor<12xf32>
    %1074 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1075 = stablehlo.multiply %1073, %1074 : tensor<12xf32>
    %1076 = "stablehlo.select"(%911, %465, %1075) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1078 = stablehlo.divide %467, %1077 : tensor<12xf32>
    %1079 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1080 = stablehlo.multiply %1078, %1079 : tensor<12xf32>
    %1081 = "stablehlo.select"(%911, %467, %1080) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1083 = stablehlo.divide %444, %1082 : tensor<12x48xf32>
    %1084 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1085 = stablehlo.multiply %1083, %1084 : tensor<12x48xf32>
    %1086 = "stablehlo.select"(%911, %444, %1085) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1088 = stablehlo.divide %446, %1087 : tensor<48xf32>
    %1089 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1090 = stablehlo.multiply %1088, %1089 : tensor<48xf32>
    %1091 = "stablehlo.select"(%911, %446, %1090) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1092 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1093 = stablehlo.divide %430, %1092 : tensor<48x12xf32>
    %1094 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1095 = stablehlo.multiply %1093, %1094 : tensor<48x12xf32>
    %1096 = "stablehlo.select"(%911, %430, %1095) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1097 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1098 = stablehlo.divide %432, %1097 : tensor<12xf32>
    %1099 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1100 = stablehlo.multiply %1098, %1099 : tensor<12xf32>
    %1101 = "stablehlo.select"(%911, %432, %1100) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1102 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1103 = stablehlo.divide %428, %1102 : tensor<12xf32>
    %1104 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1105 = stablehlo.multiply %1103, %1104 : tensor<12xf32>
    %1106 = "stablehlo.select"(%911, %428, %1105) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1108 = stablehlo.divide %421, %1107 : tensor<12xf32>
    %1109 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1110 = stablehlo.multiply %1108, %1109 : tensor<12xf32>
    %1111 = "stablehlo.select"(%911, %421, %1110) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1113 = stablehlo.divide %423, %1112 : tensor<12xf32>
    %1114 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1115 = stablehlo.multiply %1113, %1114 : tensor<12xf32>
    %1116 = "stablehlo.select"(%911, %423, %1115) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1117 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1118 = stablehlo.divide %400, %1117 : tensor<2x2x12x16xf32>
    %1119 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1120 = stablehlo.multiply %1118, %1119 : tensor<2x2x12x16xf32>
    %1121 = "stablehlo.select"(%911, %400, %1120) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1123 = stablehlo.divide %402, %1122 : tensor<16xf32>
    %1124 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1125 = stablehlo.multiply %1123, %1124 : tensor<16xf32>
    %1126 = "stablehlo.select"(%911, %402, %1125) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1128 = stablehlo.divide %393, %1127 : tensor<7x7x1x16xf32>
    %1129 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<7x7x1x16xf32>
    %1131 = "stablehlo.select"(%911, %393, %1130) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1132 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1133 = stablehlo.divide %395, %1132 : tensor<16xf32>
    %1134 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1135 = stablehlo.multiply %1133, %1134 : tensor<16xf32>
    %1136 = "stablehlo.select"(%911, %395, %1135) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1138 = stablehlo.divide %388, %1137 : tensor<16xf32>
    %1139 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1140 = stablehlo.multiply %1138, %1139 : tensor<16xf32>
    %1141 = "stablehlo.select"(%911, %388, %1140) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1143 = stablehlo.divide %390, %1142 : tensor<16xf32>
    %1144 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1145 = stablehlo.multiply %1143, %1144 : tensor<16xf32>
    %1146 = "stablehlo.select"(%911, %390, %1145) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1148 = stablehlo.divide %367, %1147 : tensor<16x64xf32>
    %1149 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1150 = stablehlo.multiply %1148, %1149 : tensor<16x64xf32>
    %1151 = "stablehlo.select"(%911, %367, %1150) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1152 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1153 = stablehlo.divide %369, %1152 : tensor<64xf32>
    %1154 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1155 = stablehlo.multiply %1153, %1154 : tensor<64xf32>
    %1156 = "stablehlo.select"(%911, %369, %1155) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1158 = stablehlo.divide %353, %1157 : tensor<64x16xf32>
    %1159 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1160 = stablehlo.multiply %1158, %1159 : tensor<64x16xf32>
    %1161 = "stablehlo.select"(%911, %353, %1160) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1162 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1163 = stablehlo.divide %355, %1162 : tensor<16xf32>
    %1164 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1165 = stablehlo.multiply %1163, %1164 : tensor<16xf32>
    %1166 = "stablehlo.select"(%911, %355, %1165) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1168 = stablehlo.divide %351, %1167 : tensor<16xf32>
    %1169 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1170 = stablehlo.multiply %1168, %1169 : tensor<16xf32>
    %1171 = "stablehlo.select"(%911, %351, %1170) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1172 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1173 = stablehlo.divide %341, %1172 : tensor<16xf32>
    %1174 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1175 = stablehlo.multiply %1173, %1174 : tensor<16xf32>
    %1176 = "stablehlo.select"(%911, %341, %1175) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1178 = stablehlo.divide %343, %1177 : tensor<16xf32>
    %1179 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1180 = stablehlo.multiply %1178, %1179 : tensor<16xf32>
    %1181 = "stablehlo.select"(%911, %343, %1180) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1183 = stablehlo.divide %320, %1182 : tensor<16x10xf32>
    %1184 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1185 = stablehlo.multiply %1183, %1184 : tensor<16x10xf32>
    %1186 = "stablehlo.select"(%911, %320, %1185) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1188 = stablehlo.divide %322, %1187 : tensor<10xf32>
    %1189 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1190 = stablehlo.multiply %1188, %1189 : tensor<10xf32>
    %1191 = "stablehlo.select"(%911, %322, %1190) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1192 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1193 = stablehlo.multiply %1192, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1194 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1195 = stablehlo.multiply %1194, %916 : tensor<4x4x3x4xf32>
    %1196 = stablehlo.add %1193, %1195 : tensor<4x4x3x4xf32>
    %1197 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1198 = stablehlo.multiply %1197, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1199 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1200 = stablehlo.multiply %916, %916 : tensor<4x4x3x4xf32>
    %1201 = stablehlo.multiply %1199, %1200 : tensor<4x4x3x4xf32>
    %1202 = stablehlo.add %1198, %1201 : tensor<4x4x3x4xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1204 = stablehlo.divide %1196, %1203 : tensor<4x4x3x4xf32>
    %1205 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1206 = stablehlo.divide %1202, %1205 : tensor<4x4x3x4xf32>
    %1207 = stablehlo.sqrt %1206 : tensor<4x4x3x4xf32>
    %1208 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1209 = stablehlo.add %1207, %1208 : tensor<4x4x3x4xf32>
    %1210 = stablehlo.divide %1204, %1209 : tensor<4x4x3x4xf32>
    %1211 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1212 = stablehlo.multiply %1211, %m.stem.conv.b : tensor<4xf32>
    %1213 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1214 = stablehlo.multiply %1213, %921 : tensor<4xf32>
    %1215 = stablehlo.add %1212, %1214 : tensor<4xf32>
    %1216 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1217 = stablehlo.multiply %1216, %v.stem.conv.b : tensor<4xf32>
    %1218 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1219 = stablehlo.multiply %921, %921 : tensor<4xf32>
    %1220 = stablehlo.multiply %1218, %1219 : tensor<4xf32>
    %1221 = stablehlo.add %1217, %1220 : tensor<4xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1223 = stablehlo.divide %1215, %1222 : tensor<4xf32>
    %1224 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1225 = stablehlo.divide %1221, %1224 : tensor<4xf32>
    %1226 = stablehlo.sqrt %1225 : tensor<4xf32>
    %1227 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1228 = stablehlo.add %1226, %1227 : tensor<4xf32>
    %1229 = stablehlo.divide %1223, %1228 : tensor<4xf32>
    %1230 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1231 = stablehlo.multiply %1230, %m.stem.norm.g : tensor<4xf32>
    %1232 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1233 = stablehlo.multiply %1232, %926 : tensor<4xf32>
    %1234 = stablehlo.add %1231, %1233 : tensor<4xf32>
    %1235 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1236 = stablehlo.multiply %1235, %v.stem.norm.g : tensor<4xf32>
    %1237 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1238 = stablehlo.multiply %926, %926 : tensor<4xf32>
    %1239 = stablehlo.multiply %1237, %1238 : tensor<4xf32>
    %1240 = stablehlo.add %1236, %1239 : tensor<4xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1242 = stablehlo.divide %1234, %1241 : tensor<4xf32>
    %1243 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1244 = stablehlo.divide %1240, %1243 : tensor<4xf32>
    %1245 = stablehlo.sqrt %1244 : tensor<4xf32>
    %1246 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1247 = stablehlo.add %1245, %1246 : tensor<4xf32>
    %1248 = stablehlo.divide %1242, %1247 : tensor<4xf32>
    %1249 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1250 = stablehlo.multiply %1249, %m.stem.norm.b : tensor<4xf32>
    %1251 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1252 = stablehlo.multiply %1251, %931 : tensor<4xf32>
    %1253 = stablehlo.add %1250, %1252 : tensor<4xf32>
    %1254 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1255 = stablehlo.multiply %1254, %v.stem.norm.b : tensor<4xf32>
    %1256 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1257 = stablehlo.multiply %931, %931 : tensor<4xf32>
    %1258 = stablehlo.multiply %1256, %1257 : tensor<4xf32>
    %1259 = stablehlo.add %1255, %1258 : tensor<4xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1261 = stablehlo.divide %1253, %1260 : tensor<4xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1263 = stablehlo.divide %1259, %1262 : tensor<4xf32>
    %1264 = stablehlo.sqrt %1263 : tensor<4xf32>
    %1265 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1266 = stablehlo.add %1264, %1265 : tensor<4xf32>
    %1267 = stablehlo.divide %1261, %1266 : tensor<4xf32>
    %1268 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1269 = stablehlo.multiply %1268, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1270 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1271 = stablehlo.multiply %1270, %936 : tensor<7x7x1x4xf32>
    %1272 = stablehlo.add %1269, %1271 : tensor<7x7x1x4xf32>
    %1273 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1274 = stablehlo.multiply %1273, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1275 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1276 = stablehlo.multiply %936, %936 : tensor<7x7x1x4xf32>
    %1277 = stablehlo.multiply %1275, %1276 : tensor<7x7x1x4xf32>
    %1278 = stablehlo.add %1274, %1277 : tensor<7x7x1x4xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1280 = stablehlo.divide %1272, %1279 : tensor<7x7x1x4xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1282 = stablehlo.divide %1278, %1281 : tensor<7x7x1x4xf32>
    %1283 = stablehlo.sqrt %1282 : tensor<7x7x1x4xf32>
    %1284 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1285 = stablehlo.add %1283, %1284 : tensor<7x7x1x4xf32>
    %1286 = stablehlo.divide %1280, %1285 : tensor<7x7x1x4xf32>
    %1287 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1288 = stablehlo.multiply %1287, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1289 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1290 = stablehlo.multiply %1289, %941 : tensor<4xf32>
    %1291 = stablehlo.add %1288, %1290 : tensor<4xf32>
    %1292 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1293 = stablehlo.multiply %1292, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1294 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1295 = stablehlo.multiply %941, %941 : tensor<4xf32>
    %1296 = stablehlo.multiply %1294, %1295 : tensor<4xf32>
    %1297 = stablehlo.add %1293, %1296 : tensor<4xf32>
    %1298 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1299 = stablehlo.divide %1291, %1298 : tensor<4xf32>
    %1300 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1301 = stablehlo.divide %1297, %1300 : tensor<4xf32>
    %1302 = stablehlo.sqrt %1301 : tensor<4xf32>
    %1303 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1304 = stablehlo.add %1302, %1303 : tensor<4xf32>
    %1305 = stablehlo.divide %1299, %1304 : tensor<4xf32>
    %1306 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1307 = stablehlo.multiply %1306, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1308 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1309 = stablehlo.multiply %1308, %946 : tensor<4xf32>
    %1310 = stablehlo.add %1307, %1309 : tensor<4xf32>
    %1311 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1312 = stablehlo.multiply %1311, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1313 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1314 = stablehlo.multiply %946, %946 : tensor<4xf32>
    %1315 = stablehlo.multiply %1313, %1314 : tensor<4xf32>
    %1316 = stablehlo.add %1312, %1315 : tensor<4xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1318 = stablehlo.divide %1310, %1317 : tensor<4xf32>
    %1319 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1320 = stablehlo.divide %1316, %1319 : tensor<4xf32>
    %1321 = stablehlo.sqrt %1320 : tensor<4xf32>
    %1322 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1323 = stablehlo.add %1321, %1322 : tensor<4xf32>
    %1324 = stablehlo.divide %1318, %1323 : tensor<4xf32>
    %1325 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1326 = stablehlo.multiply %1325, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1327 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1328 = stablehlo.multiply %1327, %951 : tensor<4xf32>
    %1329 = stablehlo.add %1326, %1328 : tensor<4xf32>
    %1330 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1331 = stablehlo.multiply %1330, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1332 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1333 = stablehlo.multiply %951, %951 : tensor<4xf32>
    %1334 = stablehlo.multiply %1332, %1333 : tensor<4xf32>
    %1335 = stablehlo.add %1331, %1334 : tensor<4xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1337 = stablehlo.divide %1329, %1336 : tensor<4xf32>
    %1338 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1339 = stablehlo.divide %1335, %1338 : tensor<4xf32>
    %1340 = stablehlo.sqrt %1339 : tensor<4xf32>
    %1341 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1342 = stablehlo.add %1340, %1341 : tensor<4xf32>
    %1343 = stablehlo.divide %1337, %1342 : tensor<4xf32>
    %1344 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1345 = stablehlo.multiply %1344, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1346 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1347 = stablehlo.multiply %1346, %956 : tensor<4x16xf32>
    %1348 = stablehlo.add %1345, %1347 : tensor<4x16xf32>
    %1349 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1350 = stablehlo.multiply %1349, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1351 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1352 = stablehlo.multiply %956, %956 : tensor<4x16xf32>
    %1353 = stablehlo.multiply %1351, %1352 : tensor<4x16xf32>
    %1354 = stablehlo.add %1350, %1353 : tensor<4x16xf32>
    %1355 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1356 = stablehlo.divide %1348, %1355 : tensor<4x16xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1358 = stablehlo.divide %1354, %1357 : tensor<4x16xf32>
    %1359 = stablehlo.sqrt %1358 : tensor<4x16xf32>
    %1360 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1361 = stablehlo.add %1359, %1360 : tensor<4x16xf32>
    %1362 = stablehlo.divide %1356, %1361 : tensor<4x16xf32>
    %1363 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1364 = stablehlo.multiply %1363, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1365 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1366 = stablehlo.multiply %1365, %961 : tensor<16xf32>
    %1367 = stablehlo.add %1364, %1366 : tensor<16xf32>
    %1368 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1369 = stablehlo.multiply %1368, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1370 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1371 = stablehlo.multiply %961, %961 : tensor<16xf32>
    %1372 = stablehlo.multiply %1370, %1371 : tensor<16xf32>
    %1373 = stablehlo.add %1369, %1372 : tensor<16xf32>
    %1374 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1375 = stablehlo.divide %1367, %1374 : tensor<16xf32>
    %1376 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1377 = stablehlo.divide %1373, %1376 : tensor<16xf32>
    %1378 = stablehlo.sqrt %1377 : tensor<16xf32>
    %1379 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1380 = stablehlo.add %1378, %1379 : tensor<16xf32>
    %1381 = stablehlo.divide %1375, %1380 : tensor<16xf32>
    %1382 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1383 = stablehlo.multiply %1382, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1384 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1385 = stablehlo.multiply %1384, %966 : tensor<16x4xf32>
    %1386 = stablehlo.add %1383, %1385 : tensor<16x4xf32>
    %1387 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1388 = stablehlo.multiply %1387, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1389 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1390 = stablehlo.multiply %966, %966 : tensor<16x4xf32>
    %1391 = stablehlo.multiply %1389, %1390 : tensor<16x4xf32>
    %1392 = stablehlo.add %1388, %1391 : tensor<16x4xf32>
    %1393 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1394 = stablehlo.divide %1386, %1393 : tensor<16x4xf32>
    %1395 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1396 = stablehlo.divide %1392, %1395 : tensor<16x4xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<16x4xf32>
    %1398 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<16x4xf32>
    %1400 = stablehlo.divide %1394, %1399 : tensor<16x4xf32>
    %1401 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1402 = stablehlo.multiply %1401, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1403 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1404 = stablehlo.multiply %1403, %971 : tensor<4xf32>
    %1405 = stablehlo.add %1402, %1404 : tensor<4xf32>
    %1406 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1407 = stablehlo.multiply %1406, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1408 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1409 = stablehlo.multiply %971, %971 : tensor<4xf32>
    %1410 = stablehlo.multiply %1408, %1409 : tensor<4xf32>
    %1411 = stablehlo.add %1407, %1410 : tensor<4xf32>
    %1412 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1413 = stablehlo.divide %1405, %1412 : tensor<4xf32>
    %1414 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1415 = stablehlo.divide %1411, %1414 : tensor<4xf32>
    %1416 = stablehlo.sqrt %1415 : tensor<4xf32>
    %1417 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1418 = stablehlo.add %1416, %1417 : tensor<4xf32>
    %1419 = stablehlo.divide %1413, %1418 : tensor<4xf32>
    %1420 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1421 = stablehlo.multiply %1420, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1422 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1423 = stablehlo.multiply %1422, %976 : tensor<4xf32>
    %1424 = stablehlo.add %1421, %1423 : tensor<4xf32>
    %1425 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1426 = stablehlo.multiply %1425, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1427 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1428 = stablehlo.multiply %976, %976 : tensor<4xf32>
    %1429 = stablehlo.multiply %1427, %1428 : tensor<4xf32>
    %1430 = stablehlo.add %1426, %1429 : tensor<4xf32>
    %1431 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1432 = stablehlo.divide %1424, %1431 : tensor<4xf32>
    %1433 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1434 = stablehlo.divide %1430, %1433 : tensor<4xf32>
    %1435 = stablehlo.sqrt %1434 : tensor<4xf32>
    %1436 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1437 = stablehlo.add %1435, %1436 : tensor<4xf32>
    %1438 = stablehlo.divide %1432, %1437 : tensor<4xf32>
    %1439 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1440 = stablehlo.multiply %1439, %m.stages.1.down.norm.g : tensor<4xf32>
    %1441 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1442 = stablehlo.multiply %1441, %981 : tensor<4xf32>
    %1443 = stablehlo.add %1440, %1442 : tensor<4xf32>
    %1444 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1445 = stablehlo.multiply %1444, %v.stages.1.down.norm.g : tensor<4xf32>
    %1446 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1447 = stablehlo.multiply %981, %981 : tensor<4xf32>
    %1448 = stablehlo.multiply %1446, %1447 : tensor<4xf32>
    %1449 = stablehlo.add %1445, %1448 : tensor<4xf32>
    %1450 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1451 = stablehlo.divide %1443, %1450 : tensor<4xf32>
    %1452 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1453 = stablehlo.divide %1449, %1452 : tensor<4xf32>
    %1454 = stablehlo.sqrt %1453 : tensor<4xf32>
    %1455 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1456 = stablehlo.add %1454, %1455 : tensor<4xf32>
    %1457 = stablehlo.divide %1451, %1456 : tensor<4xf32>
    %1458 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1459 = stablehlo.multiply %1458, %m.stages.1.down.norm.b : tensor<4xf32>
    %1460 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1461 = stablehlo.multiply %1460, %986 : tensor<4xf32>
    %1462 = stablehlo.add %1459, %1461 : tensor<4xf32>
    %1463 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1464 = stablehlo.multiply %1463, %v.stages.1.down.norm.b : tensor<4xf32>
    %1465 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1466 = stablehlo.multiply %986, %986 : tensor<4xf32>
    %1467 = stablehlo.multiply %1465, %1466 : tensor<4xf32>
    %1468 = stablehlo.add %1464, %1467 : tensor<4xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1470 = stablehlo.divide %1462, %1469 : tensor<4xf32>
    %1471 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1472 = stablehlo.divide %1468, %1471 : tensor<4xf32>
    %1473 = stablehlo.sqrt %1472 : tensor<4xf32>
    %1474 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1475 = stablehlo.add %1473, %1474 : tensor<4xf32>
    %1476 = stablehlo.divide %1470, %1475 : tensor<4xf32>
    %1477 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1478 = stablehlo.multiply %1477, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1479 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1480 = stablehlo.multiply %1479, %991 : tensor<2x2x4x8xf32>
    %1481 = stablehlo.add %1478, %1480 : tensor<2x2x4x8xf32>
    %1482 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1483 = stablehlo.multiply %1482, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1484 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1485 = stablehlo.multiply %991, %991 : tensor<2x2x4x8xf32>
    %1486 = stablehlo.multiply %1484, %1485 : tensor<2x2x4x8xf32>
    %1487 = stablehlo.add %1483, %1486 : tensor<2x2x4x8xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1489 = stablehlo.divide %1481, %1488 : tensor<2x2x4x8xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1491 = stablehlo.divide %1487, %1490 : tensor<2x2x4x8xf32>
    %1492 = stablehlo.sqrt %1491 : tensor<2x2x4x8xf32>
    %1493 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1494 = stablehlo.add %1492, %1493 : tensor<2x2x4x8xf32>
    %1495 = stablehlo.divide %1489, %1494 : tensor<2x2x4x8xf32>
    %1496 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1497 = stablehlo.multiply %1496, %m.stages.1.down.conv.b : tensor<8xf32>
    %1498 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1499 = stablehlo.multiply %1498, %996 : tensor<8xf32>
    %1500 = stablehlo.add %1497, %1499 : tensor<8xf32>
    %1501 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1502 = stablehlo.multiply %1501, %v.stages.1.down.conv.b : tensor<8xf32>
    %1503 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1504 = stablehlo.multiply %996, %996 : tensor<8xf32>
    %1505 = stablehlo.multiply %1503, %1504 : tensor<8xf32>
    %1506 = stablehlo.add %1502, %1505 : tensor<8xf32>
    %1507 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1508 = stablehlo.divide %1500, %1507 : tensor<8xf32>
    %1509 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1510 = stablehlo.divide %1506, %1509 : tensor<8xf32>
    %1511 = stablehlo.sqrt %1510 : tensor<8xf32>
    %1512 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1513 = stablehlo.add %1511, %1512 : tensor<8xf32>
    %1514 = stablehlo.divide %1508, %1513 : tensor<8xf32>
    %1515 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1516 = stablehlo.multiply %1515, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1517 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1518 = stablehlo.multiply %1517, %1001 : tensor<7x7x1x8xf32>
    %1519 = stablehlo.add %1516, %1518 : tensor<7x7x1x8xf32>
    %1520 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1521 = stablehlo.multiply %1520, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1522 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1523 = stablehlo.multiply %1001, %1001 : tensor<7x7x1x8xf32>
    %1524 = stablehlo.multiply %1522, %1523 : tensor<7x7x1x8xf32>
    %1525 = stablehlo.add %1521, %1524 : tensor<7x7x1x8xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1527 = stablehlo.divide %1519, %1526 : tensor<7x7x1x8xf32>
    %1528 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1529 = stablehlo.divide %1525, %1528 : tensor<7x7x1x8xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<7x7x1x8xf32>
    %1531 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<7x7x1x8xf32>
    %1533 = stablehlo.divide %1527, %1532 : tensor<7x7x1x8xf32>
    %1534 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1535 = stablehlo.multiply %1534, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1536 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1537 = stablehlo.multiply %1536, %1006 : tensor<8xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<8xf32>
    %1539 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1540 = stablehlo.multiply %1539, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1541 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1542 = stablehlo.multiply %1006, %1006 : tensor<8xf32>
    %1543 = stablehlo.multiply %1541, %1542 : tensor<8xf32>
    %1544 = stablehlo.add %1540, %1543 : tensor<8xf32>
    %1545 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1546 = stablehlo.divide %1538, %1545 : tensor<8xf32>
    %1547 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1548 = stablehlo.divide %1544, %1547 : tensor<8xf32>
    %1549 = stablehlo.sqrt %1548 : tensor<8xf32>
    %1550 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1551 = stablehlo.add %1549, %1550 : tensor<8xf32>
    %1552 = stablehlo.divide %1546, %1551 : tensor<8xf32>
    %1553 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1554 = stablehlo.multiply %1553, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1555 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1556 = stablehlo.multiply %1555, %1011 : tensor<8xf32>
    %1557 = stablehlo.add %1554, %1556 : tensor<8xf32>
    %1558 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1559 = stablehlo.multiply %1558, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1560 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1561 = stablehlo.multiply %1011, %1011 : tensor<8xf32>
    %1562 = stablehlo.multiply %1560, %1561 : tensor<8xf32>
    %1563 = stablehlo.add %1559, %1562 : tensor<8xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1565 = stablehlo.divide %1557, %1564 : tensor<8xf32>
    %1566 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1567 = stablehlo.divide %1563, %1566 : tensor<8xf32>
    %1568 = stablehlo.sqrt %1567 : tensor<8xf32>
    %1569 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1570 = stablehlo.add %1568, %1569 : tensor<8xf32>
    %1571 = stablehlo.divide %1565, %1570 : tensor<8xf32>
    %1572 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1573 = stablehlo.multiply %1572, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1574 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1575 = stablehlo.multiply %1574, %1016 : tensor<8xf32>
    %1576 = stablehlo.add %1573, %1575 : tensor<8xf32>
    %1577 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1578 = stablehlo.multiply %1577, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1579 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1580 = stablehlo.multiply %1016, %1016 : tensor<8xf32>
    %1581 = stablehlo.multiply %1579, %1580 : tensor<8xf32>
    %1582 = stablehlo.add %1578, %1581 : tensor<8xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1584 = stablehlo.divide %1576, %1583 : tensor<8xf32>
    %1585 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1586 = stablehlo.divide %1582, %1585 : tensor<8xf32>
    %1587 = stablehlo.sqrt %1586 : tensor<8xf32>
    %1588 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1589 = stablehlo.add %1587, %1588 : tensor<8xf32>
    %1590 = stablehlo.divide %1584, %1589 : tensor<8xf32>
    %1591 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1592 = stablehlo.multiply %1591, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1593 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1594 = stablehlo.multiply %1593, %1021 : tensor<8x32xf32>
    %1595 = stablehlo.add %1592, %1594 : tensor<8x32xf32>
    %1596 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1597 = stablehlo.multiply %1596, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1598 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1599 = stablehlo.multiply %1021, %1021 : tensor<8x32xf32>
    %1600 = stablehlo.multiply %1598, %1599 : tensor<8x32xf32>
    %1601 = stablehlo.add %1597, %1600 : tensor<8x32xf32>
    %1602 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1603 = stablehlo.divide %1595, %1602 : tensor<8x32xf32>
    %1604 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1605 = stablehlo.divide %1601, %1604 : tensor<8x32xf32>
    %1606 = stablehlo.sqrt %1605 : tensor<8x32xf32>
    %1607 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1608 = stablehlo.add %1606, %1607 : tensor<8x32xf32>
    %1609 = stablehlo.divide %1603, %1608 : tensor<8x32xf32>
    %1610 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1611 = stablehlo.multiply %1610, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1612 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1613 = stablehlo.multiply %1612, %1026 : tensor<32xf32>
    %1614 = stablehlo.add %1611, %1613 : tensor<32xf32>
    %1615 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1616 = stablehlo.multiply %1615, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1617 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1618 = stablehlo.multiply %1026, %1026 : tensor<32xf32>
    %1619 = stablehlo.multiply %1617, %1618 : tensor<32xf32>
    %1620 = stablehlo.add %1616, %1619 : tensor<32xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1622 = stablehlo.divide %1614, %1621 : tensor<32xf32>
    %1623 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1624 = stablehlo.divide %1620, %1623 : tensor<32xf32>
    %1625 = stablehlo.sqrt %1624 : tensor<32xf32>
    %1626 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1627 = stablehlo.add %1625, %1626 : tensor<32xf32>
    %1628 = stablehlo.divide %1622, %1627 : tensor<32xf32>
    %1629 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1630 = stablehlo.multiply %1629, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1631 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1632 = stablehlo.multiply %1631, %1031 : tensor<32x8xf32>
    %1633 = stablehlo.add %1630, %1632 : tensor<32x8xf32>
    %1634 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1635 = stablehlo.multiply %1634, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1636 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1637 = stablehlo.multiply %1031, %1031 : tensor<32x8xf32>
    %1638 = stablehlo.multiply %1636, %1637 : tensor<32x8xf32>
    %1639 = stablehlo.add %1635, %1638 : tensor<32x8xf32>
    %1640 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1641 = stablehlo.divide %1633, %1640 : tensor<32x8xf32>
    %1642 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1643 = stablehlo.divide %1639, %1642 : tensor<32x8xf32>
    %1644 = stablehlo.sqrt %1643 : tensor<32x8xf32>
    %1645 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1646 = stablehlo.add %1644, %1645 : tensor<32x8xf32>
    %1647 = stablehlo.divide %1641, %1646 : tensor<32x8xf32>
    %1648 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1649 = stablehlo.multiply %1648, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1650 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1651 = stablehlo.multiply %1650, %1036 : tensor<8xf32>
    %1652 = stablehlo.add %1649, %1651 : tensor<8xf32>
    %1653 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1654 = stablehlo.multiply %1653, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1655 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1656 = stablehlo.multiply %1036, %1036 : tensor<8xf32>
    %1657 = stablehlo.multiply %1655, %1656 : tensor<8xf32>
    %1658 = stablehlo.add %1654, %1657 : tensor<8xf32>
    %1659 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1660 = stablehlo.divide %1652, %1659 : tensor<8xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1662 = stablehlo.divide %1658, %1661 : tensor<8xf32>
    %1663 = stablehlo.sqrt %1662 : tensor<8xf32>
    %1664 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1665 = stablehlo.add %1663, %1664 : tensor<8xf32>
    %1666 = stablehlo.divide %1660, %1665 : tensor<8xf32>
    %1667 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1668 = stablehlo.multiply %1667, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1669 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1670 = stablehlo.multiply %1669, %1041 : tensor<8xf32>
    %1671 = stablehlo.add %1668, %1670 : tensor<8xf32>
    %1672 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1673 = stablehlo.multiply %1672, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1674 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1675 = stablehlo.multiply %1041, %1041 : tensor<8xf32>
    %1676 = stablehlo.multiply %1674, %1675 : tensor<8xf32>
    %1677 = stablehlo.add %1673, %1676 : tensor<8xf32>
    %1678 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1679 = stablehlo.divide %1671, %1678 : tensor<8xf32>
    %1680 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1681 = stablehlo.divide %1677, %1680 : tensor<8xf32>
    %1682 = stablehlo.sqrt %1681 : tensor<8xf32>
    %1683 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1684 = stablehlo.add %1682, %1683 : tensor<8xf32>
    %1685 = stablehlo.divide %1679, %1684 : tensor<8xf32>
    %1686 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1687 = stablehlo.multiply %1686, %m.stages.2.down.norm.g : tensor<8xf32>
    %1688 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1689 = stablehlo.multiply %1688, %1046 : tensor<8xf32>
    %1690 = stablehlo.add %1687, %1689 : tensor<8xf32>
    %1691 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1692 = stablehlo.multiply %1691, %v.stages.2.down.norm.g : tensor<8xf32>
    %1693 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1694 = stablehlo.multiply %1046, %1046 : tensor<8xf32>
    %1695 = stablehlo.multiply %1693, %1694 : tensor<8xf32>
    %1696 = stablehlo.add %1692, %1695 : tensor<8xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1698 = stablehlo.divide %1690, %1697 : tensor<8xf32>
    %1699 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1700 = stablehlo.divide %1696, %1699 : tensor<8xf32>
    %1701 = stablehlo.sqrt %1700 : tensor<8xf32>
    %1702 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<8xf32>
    %1704 = stablehlo.divide %1698, %1703 : tensor<8xf32>
    %1705 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1706 = stablehlo.multiply %1705, %m.stages.2.down.norm.b : tensor<8xf32>
    %1707 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1708 = stablehlo.multiply %1707, %1051 : tensor<8xf32>
    %1709 = stablehlo.add %1706, %1708 : tensor<8xf32>
    %1710 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1711 = stablehlo.multiply %1710, %v.stages.2.down.norm.b : tensor<8xf32>
    %1712 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1713 = stablehlo.multiply %1051, %1051 : tensor<8xf32>
    %1714 = stablehlo.multiply %1712, %1713 : tensor<8xf32>
    %1715 = stablehlo.add %1711, %1714 : tensor<8xf32>
    %1716 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1717 = stablehlo.divide %1709, %1716 : tensor<8xf32>
    %1718 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1719 = stablehlo.divide %1715, %1718 : tensor<8xf32>
    %1720 = stablehlo.sqrt %1719 : tensor<8xf32>
    %1721 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1722 = stablehlo.add %1720, %1721 : tensor<8xf32>
    %1723 = stablehlo.divide %1717, %1722 : tensor<8xf32>
    %1724 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1725 = stablehlo.multiply %1724, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1726 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1727 = stablehlo.multiply %1726, %1056 : tensor<2x2x8x12xf32>
    %1728 = stablehlo.add %1725, %1727 : tensor<2x2x8x12xf32>
    %1729 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1730 = stablehlo.multiply %1729, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1731 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1732 = stablehlo.multiply %1056, %1056 : tensor<2x2x8x12xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<2x2x8x12xf32>
    %1734 = stablehlo.add %1730, %1733 : tensor<2x2x8x12xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1736 = stablehlo.divide %1728, %1735 : tensor<2x2x8x12xf32>
    %1737 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1738 = stablehlo.divide %1734, %1737 : tensor<2x2x8x12xf32>
    %1739 = stablehlo.sqrt %1738 : tensor<2x2x8x12xf32>
    %1740 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1741 = stablehlo.add %1739, %1740 : tensor<2x2x8x12xf32>
    %1742 = stablehlo.divide %1736, %1741 : tensor<2x2x8x12xf32>
    %1743 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1744 = stablehlo.multiply %1743, %m.stages.2.down.conv.b : tensor<12xf32>
    %1745 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1746 = stablehlo.multiply %1745, %1061 : tensor<12xf32>
    %1747 = stablehlo.add %1744, %1746 : tensor<12xf32>
    %1748 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1749 = stablehlo.multiply %1748, %v.stages.2.down.conv.b : tensor<12xf32>
    %1750 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1751 = stablehlo.multiply %1061, %1061 : tensor<12xf32>
    %1752 = stablehlo.multiply %1750, %1751 : tensor<12xf32>
    %1753 = stablehlo.add %1749, %1752 : tensor<12xf32>
    %1754 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1755 = stablehlo.divide %1747, %1754 : tensor<12xf32>
    %1756 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1757 = stablehlo.divide %1753, %1756 : tensor<12xf32>
    %1758 = stablehlo.sqrt %1757 : tensor<12xf32>
    %1759 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1760 = stablehlo.add %1758, %1759 : tensor<12xf32>
    %1761 = stablehlo.divide %1755, %1760 : tensor<12xf32>
    %1762 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1763 = stablehlo.multiply %1762, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1764 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1765 = stablehlo.multiply %1764, %1066 : tensor<7x7x1x12xf32>
    %1766 = stablehlo.add %1763, %1765 : tensor<7x7x1x12xf32>
    %1767 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1768 = stablehlo.multiply %1767, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1769 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1770 = stablehlo.multiply %1066, %1066 : tensor<7x7x1x12xf32>
    %1771 = stablehlo.multiply %1769, %1770 : tensor<7x7x1x12xf32>
    %1772 = stablehlo.add %1768, %1771 : tensor<7x7x1x12xf32>
    %1773 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1774 = stablehlo.divide %1766, %1773 : tensor<7x7x1x12xf32>
    %1775 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1776 = stablehlo.divide %1772, %1775 : tensor<7x7x1x12xf32>
    %1777 = stablehlo.sqrt %1776 : tensor<7x7x1x12xf32>
    %1778 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1779 = stablehlo.add %1777, %1778 : tensor<7x7x1x12xf32>
    %1780 = stablehlo.divide %1774, %1779 : tensor<7x7x1x12xf32>
    %1781 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1782 = stablehlo.multiply %1781, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1783 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1784 = stablehlo.multiply %1783, %1071 : tensor<12xf32>
    %1785 = stablehlo.add %1782, %1784 : tensor<12xf32>
    %1786 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1787 = stablehlo.multiply %1786, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1788 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1789 = stablehlo.multiply %1071, %1071 : tensor<12xf32>
    %1790 = stablehlo.multiply %1788, %1789 : tensor<12xf32>
    %1791 = stablehlo.add %1787, %1790 : tensor<12xf32>
    %1792 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1793 = stablehlo.divide %1785, %1792 : tensor<12xf32>
    %1794 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1795 = stablehlo.divide %1791, %1794 : tensor<12xf32>
    %1796 = stablehlo.sqrt %1795 : tensor<12xf32>
    %1797 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1798 = stablehlo.add %1796, %1797 : tensor<12xf32>
    %1799 = stablehlo.divide %1793, %1798 : tensor<12xf32>
    %1800 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1801 = stablehlo.multiply %1800, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1802 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1803 = stablehlo.multiply %1802, %1076 : tensor<12xf32>
    %1804 = stablehlo.add %1801, %1803 : tensor<12xf32>
    %1805 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1806 = stablehlo.multiply %1805, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1807 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1808 = stablehlo.multiply %1076, %1076 : tensor<12xf32>
    %1809 = stablehlo.multiply %1807, %1808 : tensor<12xf32>
    %1810 = stablehlo.add %1806, %1809 : tensor<12xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1812 = stablehlo.divide %1804, %1811 : tensor<12xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1814 = stablehlo.divide %1810, %1813 : tensor<12xf32>
    %1815 = stablehlo.sqrt %1814 : tensor<12xf32>
    %1816 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1817 = stablehlo.add %1815, %1816 : tensor<12xf32>
    %1818 = stablehlo.divide %1812, %1817 : tensor<12xf32>
    %1819 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1820 = stablehlo.multiply %1819, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1821 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1822 = stablehlo.multiply %1821, %1081 : tensor<12xf32>
    %1823 = stablehlo.add %1820, %1822 : tensor<12xf32>
    %1824 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1825 = stablehlo.multiply %1824, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1826 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1827 = stablehlo.multiply %1081, %1081 : tensor<12xf32>
    %1828 = stablehlo.multiply %1826, %1827 : tensor<12xf32>
    %1829 = stablehlo.add %1825, %1828 : tensor<12xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1831 = stablehlo.divide %1823, %1830 : tensor<12xf32>
    %1832 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1833 = stablehlo.divide %1829, %1832 : tensor<12xf32>
    %1834 = stablehlo.sqrt %1833 : tensor<12xf32>
    %1835 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1836 = stablehlo.add %1834, %1835 : tensor<12xf32>
    %1837 = stablehlo.divide %1831, %1836 : tensor<12xf32>
    %1838 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %1839 = stablehlo.multiply %1838, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1840 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %1841 = stablehlo.multiply %1840, %1086 : tensor<12x48xf32>
    %1842 = stablehlo.add %1839, %1841 : tensor<12x48xf32>
    %1843 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %1844 = stablehlo.multiply %1843, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1845 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %1846 = stablehlo.multiply %1086, %1086 : tensor<12x48xf32>
    %1847 = stablehlo.multiply %1845, %1846 : tensor<12x48xf32>
    %1848 = stablehlo.add %1844, %1847 : tensor<12x48xf32>
    %1849 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1850 = stablehlo.divide %1842, %1849 : tensor<12x48xf32>
    %1851 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1852 = stablehlo.divide %1848, %1851 : tensor<12x48xf32>
    %1853 = stablehlo.sqrt %1852 : tensor<12x48xf32>
    %1854 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %1855 = stablehlo.add %1853, %1854 : tensor<12x48xf32>
    %1856 = stablehlo.divide %1850, %1855 : tensor<12x48xf32>
    %1857 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %1858 = stablehlo.multiply %1857, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1859 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %1860 = stablehlo.multiply %1859, %1091 : tensor<48xf32>
    %1861 = stablehlo.add %1858, %1860 : tensor<48xf32>
    %1862 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %1863 = stablehlo.multiply %1862, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1864 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %1865 = stablehlo.multiply %1091, %1091 : tensor<48xf32>
    %1866 = stablehlo.multiply %1864, %1865 : tensor<48xf32>
    %1867 = stablehlo.add %1863, %1866 : tensor<48xf32>
    %1868 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1869 = stablehlo.divide %1861, %1868 : tensor<48xf32>
    %1870 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1871 = stablehlo.divide %1867, %1870 : tensor<48xf32>
    %1872 = stablehlo.sqrt %1871 : tensor<48xf32>
    %1873 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %1874 = stablehlo.add %1872, %1873 : tensor<48xf32>
    %1875 = stablehlo.divide %1869, %1874 : tensor<48xf32>
    %1876 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %1877 = stablehlo.multiply %1876, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1878 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %1879 = stablehlo.multiply %1878, %1096 : tensor<48x12xf32>
    %1880 = stablehlo.add %1877, %1879 : tensor<48x12xf32>
    %1881 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %1882 = stablehlo.multiply %1881, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1883 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %1884 = stablehlo.multiply %1096, %1096 : tensor<48x12xf32>
    %1885 = stablehlo.multiply %1883, %1884 : tensor<48x12xf32>
    %1886 = stablehlo.add %1882, %1885 : tensor<48x12xf32>
    %1887 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1888 = stablehlo.divide %1880, %1887 : tensor<48x12xf32>
    %1889 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1890 = stablehlo.divide %1886, %1889 : tensor<48x12xf32>
    %1891 = stablehlo.sqrt %1890 : tensor<48x12xf32>
    %1892 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %1893 = stablehlo.add %1891, %1892 : tensor<48x12xf32>
    %1894 = stablehlo.divide %1888, %1893 : tensor<48x12xf32>
    %1895 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1896 = stablehlo.multiply %1895, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1897 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1898 = stablehlo.multiply %1897, %1101 : tensor<12xf32>
    %1899 = stablehlo.add %1896, %1898 : tensor<12xf32>
    %1900 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1901 = stablehlo.multiply %1900, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1902 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1903 = stablehlo.multiply %1101, %1101 : tensor<12xf32>
    %1904 = stablehlo.multiply %1902, %1903 : tensor<12xf32>
    %1905 = stablehlo.add %1901, %1904 : tensor<12xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1907 = stablehlo.divide %1899, %1906 : tensor<12xf32>
    %1908 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1909 = stablehlo.divide %1905, %1908 : tensor<12xf32>
    %1910 = stablehlo.sqrt %1909 : tensor<12xf32>
    %1911 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1912 = stablehlo.add %1910, %1911 : tensor<12xf32>
    %1913 = stablehlo.divide %1907, %1912 : tensor<12xf32>
    %1914 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1915 = stablehlo.multiply %1914, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %1916 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1917 = stablehlo.multiply %1916, %1106 : tensor<12xf32>
    %1918 = stablehlo.add %1915, %1917 : tensor<12xf32>
    %1919 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1920 = stablehlo.multiply %1919, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %1921 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1922 = stablehlo.multiply %1106, %1106 : tensor<12xf32>
    %1923 = stablehlo.multiply %1921, %1922 : tensor<12xf32>
    %1924 = stablehlo.add %1920, %1923 : tensor<12xf32>
    %1925 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1926 = stablehlo.divide %1918, %1925 : tensor<12xf32>
    %1927 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1928 = stablehlo.divide %1924, %1927 : tensor<12xf32>
    %1929 = stablehlo.sqrt %1928 : tensor<12xf32>
    %1930 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1931 = stablehlo.add %1929, %1930 : tensor<12xf32>
    %1932 = stablehlo.divide %1926, %1931 : tensor<12xf32>
    %1933 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1934 = stablehlo.multiply %1933, %m.stages.3.down.norm.g : tensor<12xf32>
    %1935 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1936 = stablehlo.multiply %1935, %1111 : tensor<12xf32>
    %1937 = stablehlo.add %1934, %1936 : tensor<12xf32>
    %1938 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1939 = stablehlo.multiply %1938, %v.stages.3.down.norm.g : tensor<12xf32>
    %1940 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1941 = stablehlo.multiply %1111, %1111 : tensor<12xf32>
    %1942 = stablehlo.multiply %1940, %1941 : tensor<12xf32>
    %1943 = stablehlo.add %1939, %1942 : tensor<12xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1945 = stablehlo.divide %1937, %1944 : tensor<12xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1947 = stablehlo.divide %1943, %1946 : tensor<12xf32>
    %1948 = stablehlo.sqrt %1947 : tensor<12xf32>
    %1949 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1950 = stablehlo.add %1948, %1949 : tensor<12xf32>
    %1951 = stablehlo.divide %1945, %1950 : tensor<12xf32>
    %1952 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1953 = stablehlo.multiply %1952, %m.stages.3.down.norm.b : tensor<12xf32>
    %1954 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1955 = stablehlo.multiply %1954, %1116 : tensor<12xf32>
    %1956 = stablehlo.add %1953, %1955 : tensor<12xf32>
    %1957 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1958 = stablehlo.multiply %1957, %v.stages.3.down.norm.b : tensor<12xf32>
    %1959 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1960 = stablehlo.multiply %1116, %1116 : tensor<12xf32>
    %1961 = stablehlo.multiply %1959, %1960 : tensor<12xf32>
    %1962 = stablehlo.add %1958, %1961 : tensor<12xf32>
    %1963 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1964 = stablehlo.divide %1956, %1963 : tensor<12xf32>
    %1965 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1966 = stablehlo.divide %1962, %1965 : tensor<12xf32>
    %1967 = stablehlo.sqrt %1966 : tensor<12xf32>
    %1968 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1969 = stablehlo.add %1967, %1968 : tensor<12xf32>
    %1970 = stablehlo.divide %1964, %1969 : tensor<12xf32>
    %1971 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %1972 = stablehlo.multiply %1971, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1973 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %1974 = stablehlo.multiply %1973, %1121 : tensor<2x2x12x16xf32>
    %1975 = stablehlo.add %1972, %1974 : tensor<2x2x12x16xf32>
    %1976 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %1977 = stablehlo.multiply %1976, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1978 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %1979 = stablehlo.multiply %1121, %1121 : tensor<2x2x12x16xf32>
    %1980 = stablehlo.multiply %1978, %1979 : tensor<2x2x12x16xf32>
    %1981 = stablehlo.add %1977, %1980 : tensor<2x2x12x16xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1983 = stablehlo.divide %1975, %1982 : tensor<2x2x12x16xf32>
    %1984 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1985 = stablehlo.divide %1981, %1984 : tensor<2x2x12x16xf32>
    %1986 = stablehlo.sqrt %1985 : tensor<2x2x12x16xf32>
    %1987 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %1988 = stablehlo.add %1986, %1987 : tensor<2x2x12x16xf32>
    %1989 = stablehlo.divide %1983, %1988 : tensor<2x2x12x16xf32>
    %1990 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1991 = stablehlo.multiply %1990, %m.stages.3.down.conv.b : tensor<16xf32>
    %1992 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1993 = stablehlo.multiply %1992, %1126 : tensor<16xf32>
    %1994 = stablehlo.add %1991, %1993 : tensor<16xf32>
    %1995 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1996 = stablehlo.multiply %1995, %v.stages.3.down.conv.b : tensor<16xf32>
    %1997 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1998 = stablehlo.multiply %1126, %1126 : tensor<16xf32>
    %1999 = stablehlo.multiply %1997, %1998 : tensor<16xf32>
    %2000 = stablehlo.add %1996, %1999 : tensor<16xf32>
    %2001 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2002 = stablehlo.divide %1994, %2001 : tensor<16xf32>
    %2003 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2004 = stablehlo.divide %2000, %2003 : tensor<16xf32>
    %2005 = stablehlo.sqrt %2004 : tensor<16xf32>
    %2006 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2007 = stablehlo.add %2005, %2006 : tensor<16xf32>
    %2008 = stablehlo.divide %2002, %2007 : tensor<16xf32>
    %2009 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %2010 = stablehlo.multiply %2009, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2011 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %2012 = stablehlo.multiply %2011, %1131 : tensor<7x7x1x16xf32>
    %2013 = stablehlo.add %2010, %2012 : tensor<7x7x1x16xf32>
    %2014 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %2015 = stablehlo.multiply %2014, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2016 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %2017 = stablehlo.multiply %1131, %1131 : tensor<7x7x1x16xf32>
    %2018 = stablehlo.multiply %2016, %2017 : tensor<7x7x1x16xf32>
    %2019 = stablehlo.add %2015, %2018 : tensor<7x7x1x16xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2021 = stablehlo.divide %2013, %2020 : tensor<7x7x1x16xf32>
    %2022 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2023 = stablehlo.divide %2019, %2022 : tensor<7x7x1x16xf32>
    %2024 = stablehlo.sqrt %2023 : tensor<7x7x1x16xf32>
    %2025 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %2026 = stablehlo.add %2024, %2025 : tensor<7x7x1x16xf32>
    %2027 = stablehlo.divide %2021, %2026 : tensor<7x7x1x16xf32>
    %2028 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2029 = stablehlo.multiply %2028, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2030 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2031 = stablehlo.multiply %2030, %1136 : tensor<16xf32>
    %2032 = stablehlo.add %2029, %2031 : tensor<16xf32>
    %2033 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2034 = stablehlo.multiply %2033, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2035 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2036 = stablehlo.multiply %1136, %1136 : tensor<16xf32>
    %2037 = stablehlo.multiply %2035, %2036 : tensor<16xf32>
    %2038 = stablehlo.add %2034, %2037 : tensor<16xf32>
    %2039 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2040 = stablehlo.divide %2032, %2039 : tensor<16xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2042 = stablehlo.divide %2038, %2041 : tensor<16xf32>
    %2043 = stablehlo.sqrt %2042 : tensor<16xf32>
    %2044 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2045 = stablehlo.add %2043, %2044 : tensor<16xf32>
    %2046 = stablehlo.divide %2040, %2045 : tensor<16xf32>
    %2047 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2048 = stablehlo.multiply %2047, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2049 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2050 = stablehlo.multiply %2049, %1141 : tensor<16xf32>
    %2051 = stablehlo.add %2048, %2050 : tensor<16xf32>
    %2052 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2053 = stablehlo.multiply %2052, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2054 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2055 = stablehlo.multiply %1141, %1141 : tensor<16xf32>
    %2056 = stablehlo.multiply %2054, %2055 : tensor<16xf32>
    %2057 = stablehlo.add %2053, %2056 : tensor<16xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2059 = stablehlo.divide %2051, %2058 : tensor<16xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2061 = stablehlo.divide %2057, %2060 : tensor<16xf32>
    %2062 = stablehlo.sqrt %2061 : tensor<16xf32>
    %2063 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2064 = stablehlo.add %2062, %2063 : tensor<16xf32>
    %2065 = stablehlo.divide %2059, %2064 : tensor<16xf32>
    %2066 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2067 = stablehlo.multiply %2066, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2068 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2069 = stablehlo.multiply %2068, %1146 : tensor<16xf32>
    %2070 = stablehlo.add %2067, %2069 : tensor<16xf32>
    %2071 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2072 = stablehlo.multiply %2071, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2073 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2074 = stablehlo.multiply %1146, %1146 : tensor<16xf32>
    %2075 = stablehlo.multiply %2073, %2074 : tensor<16xf32>
    %2076 = stablehlo.add %2072, %2075 : tensor<16xf32>
    %2077 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2078 = stablehlo.divide %2070, %2077 : tensor<16xf32>
    %2079 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2080 = stablehlo.divide %2076, %2079 : tensor<16xf32>
    %2081 = stablehlo.sqrt %2080 : tensor<16xf32>
    %2082 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2083 = stablehlo.add %2081, %2082 : tensor<16xf32>
    %2084 = stablehlo.divide %2078, %2083 : tensor<16xf32>
    %2085 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2086 = stablehlo.multiply %2085, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2087 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2088 = stablehlo.multiply %2087, %1151 : tensor<16x64xf32>
    %2089 = stablehlo.add %2086, %2088 : tensor<16x64xf32>
    %2090 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2091 = stablehlo.multiply %2090, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2092 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2093 = stablehlo.multiply %1151, %1151 : tensor<16x64xf32>
    %2094 = stablehlo.multiply %2092, %2093 : tensor<16x64xf32>
    %2095 = stablehlo.add %2091, %2094 : tensor<16x64xf32>
    %2096 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2097 = stablehlo.divide %2089, %2096 : tensor<16x64xf32>
    %2098 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2099 = stablehlo.divide %2095, %2098 : tensor<16x64xf32>
    %2100 = stablehlo.sqrt %2099 : tensor<16x64xf32>
    %2101 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2102 = stablehlo.add %2100, %2101 : tensor<16x64xf32>
    %2103 = stablehlo.divide %2097, %2102 : tensor<16x64xf32>
    %2104 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2105 = stablehlo.multiply %2104, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2106 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2107 = stablehlo.multiply %2106, %1156 : tensor<64xf32>
    %2108 = stablehlo.add %2105, %2107 : tensor<64xf32>
    %2109 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2110 = stablehlo.multiply %2109, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2111 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2112 = stablehlo.multiply %1156, %1156 : tensor<64xf32>
    %2113 = stablehlo.multiply %2111, %2112 : tensor<64xf32>
    %2114 = stablehlo.add %2110, %2113 : tensor<64xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2116 = stablehlo.divide %2108, %2115 : tensor<64xf32>
    %2117 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2118 = stablehlo.divide %2114, %2117 : tensor<64xf32>
    %2119 = stablehlo.sqrt %2118 : tensor<64xf32>
    %2120 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2121 = stablehlo.add %2119, %2120 : tensor<64xf32>
    %2122 = stablehlo.divide %2116, %2121 : tensor<64xf32>
    %2123 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2124 = stablehlo.multiply %2123, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2125 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2126 = stablehlo.multiply %2125, %1161 : tensor<64x16xf32>
    %2127 = stablehlo.add %2124, %2126 : tensor<64x16xf32>
    %2128 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2129 = stablehlo.multiply %2128, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2130 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2131 = stablehlo.multiply %1161, %1161 : tensor<64x16xf32>
    %2132 = stablehlo.multiply %2130, %2131 : tensor<64x16xf32>
    %2133 = stablehlo.add %2129, %2132 : tensor<64x16xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2135 = stablehlo.divide %2127, %2134 : tensor<64x16xf32>
    %2136 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2137 = stablehlo.divide %2133, %2136 : tensor<64x16xf32>
    %2138 = stablehlo.sqrt %2137 : tensor<64x16xf32>
    %2139 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2140 = stablehlo.add %2138, %2139 : tensor<64x16xf32>
    %2141 = stablehlo.divide %2135, %2140 : tensor<64x16xf32>
    %2142 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2143 = stablehlo.multiply %2142, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2144 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2145 = stablehlo.multiply %2144, %1166 : tensor<16xf32>
    %2146 = stablehlo.add %2143, %2145 : tensor<16xf32>
    %2147 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2148 = stablehlo.multiply %2147, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2149 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2150 = stablehlo.multiply %1166, %1166 : tensor<16xf32>
    %2151 = stablehlo.multiply %2149, %2150 : tensor<16xf32>
    %2152 = stablehlo.add %2148, %2151 : tensor<16xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2154 = stablehlo.divide %2146, %2153 : tensor<16xf32>
    %2155 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2156 = stablehlo.divide %2152, %2155 : tensor<16xf32>
    %2157 = stablehlo.sqrt %2156 : tensor<16xf32>
    %2158 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2159 = stablehlo.add %2157, %2158 : tensor<16xf32>
    %2160 = stablehlo.divide %2154, %2159 : tensor<16xf32>
    %2161 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2162 = stablehlo.multiply %2161, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2163 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2164 = stablehlo.multiply %2163, %1171 : tensor<16xf32>
    %2165 = stablehlo.add %2162, %2164 : tensor<16xf32>
    %2166 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2167 = stablehlo.multiply %2166, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2168 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2169 = stablehlo.multiply %1171, %1171 : tensor<16xf32>
    %2170 = stablehlo.multiply %2168, %2169 : tensor<16xf32>
    %2171 = stablehlo.add %2167, %2170 : tensor<16xf32>
    %2172 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2173 = stablehlo.divide %2165, %2172 : tensor<16xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2175 = stablehlo.divide %2171, %2174 : tensor<16xf32>
    %2176 = stablehlo.sqrt %2175 : tensor<16xf32>
    %2177 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2178 = stablehlo.add %2176, %2177 : tensor<16xf32>
    %2179 = stablehlo.divide %2173, %2178 : tensor<16xf32>
    %2180 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2181 = stablehlo.multiply %2180, %m.head.norm.g : tensor<16xf32>
    %2182 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2183 = stablehlo.multiply %2182, %1176 : tensor<16xf32>
    %2184 = stablehlo.add %2181, %2183 : tensor<16xf32>
    %2185 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2186 = stablehlo.multiply %2185, %v.head.norm.g : tensor<16xf32>
    %2187 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2188 = stablehlo.multiply %1176, %1176 : tensor<16xf32>
    %2189 = stablehlo.multiply %2187, %2188 : tensor<16xf32>
    %2190 = stablehlo.add %2186, %2189 : tensor<16xf32>
    %2191 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2192 = stablehlo.divide %2184, %2191 : tensor<16xf32>
    %2193 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2194 = stablehlo.divide %2190, %2193 : tensor<16xf32>
    %2195 = stablehlo.sqrt %2194 : tensor<16xf32>
    %2196 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2197 = stablehlo.add %2195, %2196 : tensor<16xf32>
    %2198 = stablehlo.divide %2192, %2197 : tensor<16xf32>
    %2199 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2200 = stablehlo.multiply %2199, %m.head.norm.b : tensor<16xf32>
    %2201 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2202 = stablehlo.multiply %2201, %1181 : tensor<16xf32>
    %2203 = stablehlo.add %2200, %2202 : tensor<16xf32>
    %2204 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2205 = stablehlo.multiply %2204, %v.head.norm.b : tensor<16xf32>
    %2206 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2207 = stablehlo.multiply %1181, %1181 : tensor<16xf32>
    %2208 = stablehlo.multiply %2206, %2207 : tensor<16xf32>
    %2209 = stablehlo.add %2205, %2208 : tensor<16xf32>
    %2210 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2211 = stablehlo.divide %2203, %2210 : tensor<16xf32>
    %2212 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2213 = stablehlo.divide %2209, %2212 : tensor<16xf32>
    %2214 = stablehlo.sqrt %2213 : tensor<16xf32>
    %2215 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2216 = stablehlo.add %2214, %2215 : tensor<16xf32>
    %2217 = stablehlo.divide %2211, %2216 : tensor<16xf32>
    %2218 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2219 = stablehlo.multiply %2218, %m.head.fc.w : tensor<16x10xf32>
    %2220 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2221 = stablehlo.multiply %2220, %1186 : tensor<16x10xf32>
    %2222 = stablehlo.add %2219, %2221 : tensor<16x10xf32>
    %2223 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2224 = stablehlo.multiply %2223, %v.head.fc.w : tensor<16x10xf32>
    %2225 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2226 = stablehlo.multiply %1186, %1186 : tensor<16x10xf32>
    %2227 = stablehlo.multiply %2225, %2226 : tensor<16x10xf32>
    %2228 = stablehlo.add %2224, %2227 : tensor<16x10xf32>
    %2229 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2230 = stablehlo.divide %2222, %2229 : tensor<16x10xf32>
    %2231 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2232 = stablehlo.divide %2228, %2231 : tensor<16x10xf32>
    %2233 = stablehlo.sqrt %2232 : tensor<16x10xf32>
    %2234 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2235 = stablehlo.add %2233, %2234 : tensor<16x10xf32>
    %2236 = stablehlo.divide %2230, %2235 : tensor<16x10xf32>
    %2237 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2238 = stablehlo.multiply %2237, %m.head.fc.b : tensor<10xf32>
    %2239 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2240 = stablehlo.multiply %2239, %1191 : tensor<10xf32>
    %2241 = stablehlo.add %2238, %2240 : tensor<10xf32>
    %2242 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2243 = stablehlo.multiply %2242, %v.head.fc.b : tensor<10xf32>
    %2244 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2245 = stablehlo.multiply %1191, %1191 : tensor<10xf32>
    %2246 = stablehlo.multiply %2244, %2245 : tensor<10xf32>
    %2247 = stablehlo.add %2243, %2246 : tensor<10xf32>
    %2248 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2249 = stablehlo.divide %2241, %2248 : tensor<10xf32>
    %2250 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2251 = stablehlo.divide %2247, %2250 : tensor<10xf32>
    %2252 = stablehlo.sqrt %2251 : tensor<10xf32>
    %2253 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2254 = stablehlo.add %2252, %2253 : tensor<10xf32>
    %2255 = stablehlo.divide %2249, %2254 : tensor<10xf32>
    %2256 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2257 = stablehlo.multiply %2256, %stem.conv.w : tensor<4x4x3x4xf32>
    %2258 = stablehlo.add %1210, %2257 : tensor<4x4x3x4xf32>
    %2259 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2260 = stablehlo.multiply %2259, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2261 = stablehlo.add %1286, %2260 : tensor<7x7x1x4xf32>
    %2262 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2263 = stablehlo.multiply %2262, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2264 = stablehlo.add %1362, %2263 : tensor<4x16xf32>
    %2265 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2266 = stablehlo.multiply %2265, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2267 = stablehlo.add %1400, %2266 : tensor<16x4xf32>
    %2268 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2269 = stablehlo.multiply %2268, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2270 = stablehlo.add %1495, %2269 : tensor<2x2x4x8xf32>
    %2271 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2272 = stablehlo.multiply %2271, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2273 = stablehlo.add %1533, %2272 : tensor<7x7x1x8xf32>
    %2274 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2275 = stablehlo.multiply %2274, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2276 = stablehlo.add %1609, %2275 : tensor<8x32xf32>
    %2277 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2278 = stablehlo.multiply %2277, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2279 = stablehlo.add %1647, %2278 : tensor<32x8xf32>
    %2280 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2281 = stablehlo.multiply %2280, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2282 = stablehlo.add %1742, %2281 : tensor<2x2x8x12xf32>
    %2283 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2284 = stablehlo.multiply %2283, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2285 = stablehlo.add %1780, %2284 : tensor<7x7x1x12xf32>
    %2286 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2287 = stablehlo.multiply %2286, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2288 = stablehlo.add %1856, %2287 : tensor<12x48xf32>
    %2289 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2290 = stablehlo.multiply %2289, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2291 = stablehlo.add %1894, %2290 : tensor<48x12xf32>
    %2292 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2293 = stablehlo.multiply %2292, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2294 = stablehlo.add %1989, %2293 : tensor<2x2x12x16xf32>
    %2295 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2296 = stablehlo.multiply %2295, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2297 = stablehlo.add %2027, %2296 : tensor<7x7x1x16xf32>
    %2298 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2299 = stablehlo.multiply %2298, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2300 = stablehlo.add %2103, %2299 : tensor<16x64xf32>
    %2301 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2302 = stablehlo.multiply %2301, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2303 = stablehlo.add %2141, %2302 : tensor<64x16xf32>
    %2304 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2305 = stablehlo.multiply %2304, %head.fc.w : tensor<16x10xf32>
    %2306 = stablehlo.add %2236, %2305 : tensor<16x10xf32>
    %2307 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2308 = stablehlo.multiply %2307, %2258 : tensor<4x4x3x4xf32>
    %2309 = stablehlo.subtract %stem.conv.w, %2308 : tensor<4x4x3x4xf32>
    %2310 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2311 = stablehlo.multiply %2310, %1229 : tensor<4xf32>
    %2312 = stablehlo.subtract %stem.conv.b, %2311 : tensor<4xf32>
    %2313 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2314 = stablehlo.multiply %2313, %1248 : tensor<4xf32>
    %2315 = stablehlo.subtract %stem.norm.g, %2314 : tensor<4xf32>
    %2316 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2317 = stablehlo.multiply %2316, %1267 : tensor<4xf32>
    %2318 = stablehlo.subtract %stem.norm.b, %2317 : tensor<4xf32>
    %2319 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2320 = stablehlo.multiply %2319, %2261 : tensor<7x7x1x4xf32>
    %2321 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2320 : tensor<7x7x1x4xf32>
    %2322 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2323 = stablehlo.multiply %2322, %1305 : tensor<4xf32>
    %2324 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2323 : tensor<4xf32>
    %2325 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2326 = stablehlo.multiply %2325, %1324 : tensor<4xf32>
    %2327 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2326 : tensor<4xf32>
    %2328 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2329 = stablehlo.multiply %2328, %1343 : tensor<4xf32>
    %2330 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2329 : tensor<4xf32>
    %2331 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2332 = stablehlo.multiply %2331, %2264 : tensor<4x16xf32>
    %2333 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2332 : tensor<4x16xf32>
    %2334 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2335 = stablehlo.multiply %2334, %1381 : tensor<16xf32>
    %2336 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2335 : tensor<16xf32>
    %2337 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2338 = stablehlo.multiply %2337, %2267 : tensor<16x4xf32>
    %2339 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2338 : tensor<16x4xf32>
    %2340 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2341 = stablehlo.multiply %2340, %1419 : tensor<4xf32>
    %2342 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2341 : tensor<4xf32>
    %2343 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2344 = stablehlo.multiply %2343, %1438 : tensor<4xf32>
    %2345 = stablehlo.subtract %stages.0.blocks.0.gamma, %2344 : tensor<4xf32>
    %2346 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2347 = stablehlo.multiply %2346, %1457 : tensor<4xf32>
    %2348 = stablehlo.subtract %stages.1.down.norm.g, %2347 : tensor<4xf32>
    %2349 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2350 = stablehlo.multiply %2349, %1476 : tensor<4xf32>
    %2351 = stablehlo.subtract %stages.1.down.norm.b, %2350 : tensor<4xf32>
    %2352 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2353 = stablehlo.multiply %2352, %2270 : tensor<2x2x4x8xf32>
    %2354 = stablehlo.subtract %stages.1.down.conv.w, %2353 : tensor<2x2x4x8xf32>
    %2355 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2356 = stablehlo.multiply %2355, %1514 : tensor<8xf32>
    %2357 = stablehlo.subtract %stages.1.down.conv.b, %2356 : tensor<8xf32>
    %2358 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2359 = stablehlo.multiply %2358, %2273 : tensor<7x7x1x8xf32>
    %2360 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2359 : tensor<7x7x1x8xf32>
    %2361 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2362 = stablehlo.multiply %2361, %1552 : tensor<8xf32>
    %2363 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2362 : tensor<8xf32>
    %2364 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2365 = stablehlo.multiply %2364, %1571 : tensor<8xf32>
    %2366 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2365 : tensor<8xf32>
    %2367 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2368 = stablehlo.multiply %2367, %1590 : tensor<8xf32>
    %2369 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2368 : tensor<8xf32>
    %2370 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2371 = stablehlo.multiply %2370, %2276 : tensor<8x32xf32>
    %2372 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2371 : tensor<8x32xf32>
    %2373 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2374 = stablehlo.multiply %2373, %1628 : tensor<32xf32>
    %2375 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2374 : tensor<32xf32>
    %2376 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2377 = stablehlo.multiply %2376, %2279 : tensor<32x8xf32>
    %2378 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2377 : tensor<32x8xf32>
    %2379 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2380 = stablehlo.multiply %2379, %1666 : tensor<8xf32>
    %2381 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2380 : tensor<8xf32>
    %2382 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2383 = stablehlo.multiply %2382, %1685 : tensor<8xf32>
    %2384 = stablehlo.subtract %stages.1.blocks.0.gamma, %2383 : tensor<8xf32>
    %2385 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2386 = stablehlo.multiply %2385, %1704 : tensor<8xf32>
    %2387 = stablehlo.subtract %stages.2.down.norm.g, %2386 : tensor<8xf32>
    %2388 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2389 = stablehlo.multiply %2388, %1723 : tensor<8xf32>
    %2390 = stablehlo.subtract %stages.2.down.norm.b, %2389 : tensor<8xf32>
    %2391 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2392 = stablehlo.multiply %2391, %2282 : tensor<2x2x8x12xf32>
    %2393 = stablehlo.subtract %stages.2.down.conv.w, %2392 : tensor<2x2x8x12xf32>
    %2394 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2395 = stablehlo.multiply %2394, %1761 : tensor<12xf32>
    %2396 = stablehlo.subtract %stages.2.down.conv.b, %2395 : tensor<12xf32>
    %2397 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2398 = stablehlo.multiply %2397, %2285 : tensor<7x7x1x12xf32>
    %2399 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2398 : tensor<7x7x1x12xf32>
    %2400 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2401 = stablehlo.multiply %2400, %1799 : tensor<12xf32>
    %2402 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2401 : tensor<12xf32>
    %2403 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2404 = stablehlo.multiply %2403, %1818 : tensor<12xf32>
    %2405 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2404 : tensor<12xf32>
    %2406 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2407 = stablehlo.multiply %2406, %1837 : tensor<12xf32>
    %2408 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2407 : tensor<12xf32>
    %2409 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2410 = stablehlo.multiply %2409, %2288 : tensor<12x48xf32>
    %2411 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2410 : tensor<12x48xf32>
    %2412 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2413 = stablehlo.multiply %2412, %1875 : tensor<48xf32>
    %2414 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2413 : tensor<48xf32>
    %2415 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2416 = stablehlo.multiply %2415, %2291 : tensor<48x12xf32>
    %2417 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2416 : tensor<48x12xf32>
    %2418 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2419 = stablehlo.multiply %2418, %1913 : tensor<12xf32>
    %2420 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2419 : tensor<12xf32>
    %2421 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2422 = stablehlo.multiply %2421, %1932 : tensor<12xf32>
    %2423 = stablehlo.subtract %stages.2.blocks.0.gamma, %2422 : tensor<12xf32>
    %2424 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2425 = stablehlo.multiply %2424, %1951 : tensor<12xf32>
    %2426 = stablehlo.subtract %stages.3.down.norm.g, %2425 : tensor<12xf32>
    %2427 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2428 = stablehlo.multiply %2427, %1970 : tensor<12xf32>
    %2429 = stablehlo.subtract %stages.3.down.norm.b, %2428 : tensor<12xf32>
    %2430 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2431 = stablehlo.multiply %2430, %2294 : tensor<2x2x12x16xf32>
    %2432 = stablehlo.subtract %stages.3.down.conv.w, %2431 : tensor<2x2x12x16xf32>
    %2433 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2434 = stablehlo.multiply %2433, %2008 : tensor<16xf32>
    %2435 = stablehlo.subtract %stages.3.down.conv.b, %2434 : tensor<16xf32>
    %2436 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2437 = stablehlo.multiply %2436, %2297 : tensor<7x7x1x16xf32>
    %2438 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2437 : tensor<7x7x1x16xf32>
    %2439 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2440 = stablehlo.multiply %2439, %2046 : tensor<16xf32>
    %2441 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2440 : tensor<16xf32>
    %2442 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2443 = stablehlo.multiply %2442, %2065 : tensor<16xf32>
    %2444 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2443 : tensor<16xf32>
    %2445 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2446 = stablehlo.multiply %2445, %2084 : tensor<16xf32>
    %2447 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2446 : tensor<16xf32>
    %2448 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2449 = stablehlo.multiply %2448, %2300 : tensor<16x64xf32>
    %2450 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2449 : tensor<16x64xf32>
    %2451 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2452 = stablehlo.multiply %2451, %2122 : tensor<64xf32>
    %2453 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2452 : tensor<64xf32>
    %2454 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2455 = stablehlo.multiply %2454, %2303 : tensor<64x16xf32>
    %2456 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2455 : tensor<64x16xf32>
    %2457 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2458 = stablehlo.multiply %2457, %2160 : tensor<16xf32>
    %2459 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2458 : tensor<16xf32>
    %2460 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2461 = stablehlo.multiply %2460, %2179 : tensor<16xf32>
    %2462 = stablehlo.subtract %stages.3.blocks.0.gamma, %2461 : tensor<16xf32>
    %2463 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2464 = stablehlo.multiply %2463, %2198 : tensor<16xf32>
    %2465 = stablehlo.subtract %head.norm.g, %2464 : tensor<16xf32>
    %2466 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2467 = stablehlo.multiply %2466, %2217 : tensor<16xf32>
    %2468 = stablehlo.subtract %head.norm.b, %2467 : tensor<16xf32>
    %2469 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2470 = stablehlo.multiply %2469, %2306 : tensor<16x10xf32>
    %2471 = stablehlo.subtract %head.fc.w, %2470 : tensor<16x10xf32>
    %2472 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2473 = stablehlo.multiply %2472, %2255 : tensor<10xf32>
    %2474 = stablehlo.subtract %head.fc.b, %2473 : tensor<10xf32>
    "func.return"(%2309, %2312, %2315, %2318, %2321, %2324, %2327, %2330, %2333, %2336, %2339, %2342, %2345, %2348, %2351, %2354, %2357, %2360, %2363, %2366, %2369, %2372, %2375, %2378, %2381, %2384, %2387, %2390, %2393, %2396, %2399, %2402, %2405, %2408, %2411, %2414, %2417, %2420, %2423, %2426, %2429, %2432, %2435, %2438, %2441, %2444, %2447, %2450, %2453, %2456, %2459, %2462, %2465, %2468, %2471, %2474, %1196, %1215, %1234, %1253, %1272, %1291, %1310, %1329, %1348, %1367, %1386, %1405, %1424, %1443, %1462, %1481, %1500, %1519, %1538, %1557, %1576, %1595, %1614, %1633, %1652, %1671, %1690, %1709, %1728, %1747, %1766, %1785, %1804, %1823, %1842, %1861, %1880, %1899, %1918, %1937, %1956, %1975, %1994, %2013, %2032, %2051, %2070, %2089, %2108, %2127, %2146, %2165, %2184, %2203, %2222, %2241, %1202, %1221, %1240, %1259, %1278, %1297, %1316, %1335, %1354, %1373, %1392, %1411, %1430, %1449, %1468, %1487, %1506, %1525, %1544, %1563, %1582, %1601, %1620, %1639, %1658, %1677, %1696, %1715, %1734, %1753, %1772, %1791, %1810, %1829, %1848, %1867, %1886, %1905, %1924, %1943, %1962, %1981, %2000, %2019, %2038, %2057, %2076, %2095, %2114, %2133, %2152, %2171, %2190, %2209, %2228, %2247, %310, %909) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+pmm
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
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
// arguments: x 2x32x32x3; params (56 tensors, 7,930 scalars); m (56 tensors, 7,930 scalars); v (56 tensors, 7,930 scalars); scalars (lr, bc1, bc2); drop_mask 2x4; targets 2x10
// results: params' (56 tensors, 7,930 scalars); m' (56 tensors, 7,930 scalars); v' (56 tensors, 7,930 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: 87330fc8adf0b577a2dbaf8de2bfae4b30744cfea2f09efe31527abb2e2fa56c
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
    %320 = "stablehlo.dot_general"(%318, %291) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %321 = "stablehlo.transpose"(%320) {permutation = array<i64: 1, 0>} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%318, %322) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %324 = stablehlo.multiply %319, %288 : tensor<2x16xf32>
    %325 = stablehlo.constant dense<0.0> : tensor<f32>
    %326 = "stablehlo.reduce"(%324, %325) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %327 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %328 = stablehlo.divide %326, %327 : tensor<2xf32>
    %329 = "stablehlo.broadcast_in_dim"(%328) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %330 = stablehlo.subtract %324, %329 : tensor<2x16xf32>
    %331 = stablehlo.multiply %324, %287 : tensor<2x16xf32>
    %332 = stablehlo.constant dense<0.0> : tensor<f32>
    %333 = "stablehlo.reduce"(%331, %332) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %334 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %335 = stablehlo.divide %333, %334 : tensor<2xf32>
    %336 = "stablehlo.broadcast_in_dim"(%335) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %337 = stablehlo.multiply %287, %336 : tensor<2x16xf32>
    %338 = stablehlo.subtract %330, %337 : tensor<2x16xf32>
    %339 = stablehlo.multiply %286, %338 : tensor<2x16xf32>
    %340 = stablehlo.multiply %319, %287 : tensor<2x16xf32>
    %341 = stablehlo.constant dense<0.0> : tensor<f32>
    %342 = "stablehlo.reduce"(%340, %341) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%319, %343) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %345 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %346 = stablehlo.divide %339, %345 : tensor<2x16xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %348 = stablehlo.multiply %347, %265 : tensor<2x1x1x16xf32>
    %349 = stablehlo.multiply %348, %262 : tensor<2x1x1x16xf32>
    %350 = stablehlo.multiply %348, %261 : tensor<2x1x1x16xf32>
    %351 = stablehlo.constant dense<0.0> : tensor<f32>
    %352 = "stablehlo.reduce"(%350, %351) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %353 = "stablehlo.dot_general"(%349, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %354 = "stablehlo.dot_general"(%349, %258) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %355 = "stablehlo.transpose"(%354) {permutation = array<i64: 1, 0>} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %356 = stablehlo.constant dense<0.0> : tensor<f32>
    %357 = "stablehlo.reduce"(%349, %356) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %358 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %359 = stablehlo.multiply %255, %358 : tensor<2x1x1x64xf32>
    %360 = stablehlo.multiply %252, %252 : tensor<2x1x1x64xf32>
    %361 = stablehlo.negate %360 : tensor<2x1x1x64xf32>
    %362 = stablehlo.exponential %361 : tensor<2x1x1x64xf32>
    %363 = stablehlo.constant dense<0.3989423> : tensor<2x1x1x64xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<2x1x1x64xf32>
    %365 = stablehlo.multiply %250, %364 : tensor<2x1x1x64xf32>
    %366 = stablehlo.add %359, %365 : tensor<2x1x1x64xf32>
    %367 = stablehlo.multiply %353, %366 : tensor<2x1x1x64xf32>
    %368 = "stablehlo.dot_general"(%367, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %369 = "stablehlo.dot_general"(%247, %367) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %370 = stablehlo.constant dense<0.0> : tensor<f32>
    %371 = "stablehlo.reduce"(%367, %370) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %372 = stablehlo.multiply %368, %244 : tensor<2x1x1x16xf32>
    %373 = stablehlo.constant dense<0.0> : tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %375 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %376 = stablehlo.divide %374, %375 : tensor<2x1x1xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<2x1x1x16xf32>
    %379 = stablehlo.multiply %372, %243 : tensor<2x1x1x16xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<f32>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %382 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %383 = stablehlo.divide %381, %382 : tensor<2x1x1xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %385 = stablehlo.multiply %243, %384 : tensor<2x1x1x16xf32>
    %386 = stablehlo.subtract %378, %385 : tensor<2x1x1x16xf32>
    %387 = stablehlo.multiply %242, %386 : tensor<2x1x1x16xf32>
    %388 = stablehlo.multiply %368, %243 : tensor<2x1x1x16xf32>
    %389 = stablehlo.constant dense<0.0> : tensor<f32>
    %390 = "stablehlo.reduce"(%388, %389) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %391 = stablehlo.constant dense<0.0> : tensor<f32>
    %392 = "stablehlo.reduce"(%368, %391) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %393 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %394 = "stablehlo.convolution"(%387, %393) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x1x1x16xf32>
    %395 = "stablehlo.convolution"(%224, %387) {batch_group_count = 16 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<7x7x1x16xf32>
    %396 = stablehlo.constant dense<0.0> : tensor<f32>
    %397 = "stablehlo.reduce"(%387, %396) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %398 = stablehlo.add %394, %347 : tensor<2x1x1x16xf32>
    %399 = "stablehlo.dot_general"(%398, %stages.3.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x1x1x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x1x1x2x2x12xf32>
    %400 = "stablehlo.transpose"(%399) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<2x1x1x2x2x12xf32>) -> tensor<2x1x2x1x2x12xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<2x1x2x1x2x12xf32>) -> tensor<2x2x2x12xf32>
    %402 = "stablehlo.dot_general"(%221, %398) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x2x1x2x12xf32>, tensor<2x1x1x16xf32>) -> tensor<2x2x12x16xf32>
    %403 = stablehlo.constant dense<0.0> : tensor<f32>
    %404 = "stablehlo.reduce"(%398, %403) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %405 = stablehlo.multiply %401, %217 : tensor<2x2x2x12xf32>
    %406 = stablehlo.constant dense<0.0> : tensor<f32>
    %407 = "stablehlo.reduce"(%405, %406) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %408 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %409 = stablehlo.divide %407, %408 : tensor<2x2x2xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %411 = stablehlo.subtract %405, %410 : tensor<2x2x2x12xf32>
    %412 = stablehlo.multiply %405, %216 : tensor<2x2x2x12xf32>
    %413 = stablehlo.constant dense<0.0> : tensor<f32>
    %414 = "stablehlo.reduce"(%412, %413) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %415 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %416 = stablehlo.divide %414, %415 : tensor<2x2x2xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %418 = stablehlo.multiply %216, %417 : tensor<2x2x2x12xf32>
    %419 = stablehlo.subtract %411, %418 : tensor<2x2x2x12xf32>
    %420 = stablehlo.multiply %215, %419 : tensor<2x2x2x12xf32>
    %421 = stablehlo.multiply %401, %216 : tensor<2x2x2x12xf32>
    %422 = stablehlo.constant dense<0.0> : tensor<f32>
    %423 = "stablehlo.reduce"(%421, %422) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %424 = stablehlo.constant dense<0.0> : tensor<f32>
    %425 = "stablehlo.reduce"(%401, %424) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %426 = stablehlo.multiply %420, %198 : tensor<2x2x2x12xf32>
    %427 = stablehlo.multiply %426, %195 : tensor<2x2x2x12xf32>
    %428 = stablehlo.multiply %426, %194 : tensor<2x2x2x12xf32>
    %429 = stablehlo.constant dense<0.0> : tensor<f32>
    %430 = "stablehlo.reduce"(%428, %429) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %431 = "stablehlo.dot_general"(%427, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x12xf32>, tensor<48x12xf32>) -> tensor<2x2x2x48xf32>
    %432 = "stablehlo.dot_general"(%427, %191) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %433 = "stablehlo.transpose"(%432) {permutation = array<i64: 1, 0>} : (tensor<12x48xf32>) -> tensor<48x12xf32>
    %434 = stablehlo.constant dense<0.0> : tensor<f32>
    %435 = "stablehlo.reduce"(%427, %434) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %436 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %437 = stablehlo.multiply %188, %436 : tensor<2x2x2x48xf32>
    %438 = stablehlo.multiply %185, %185 : tensor<2x2x2x48xf32>
    %439 = stablehlo.negate %438 : tensor<2x2x2x48xf32>
    %440 = stablehlo.exponential %439 : tensor<2x2x2x48xf32>
    %441 = stablehlo.constant dense<0.3989423> : tensor<2x2x2x48xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<2x2x2x48xf32>
    %443 = stablehlo.multiply %183, %442 : tensor<2x2x2x48xf32>
    %444 = stablehlo.add %437, %443 : tensor<2x2x2x48xf32>
    %445 = stablehlo.multiply %431, %444 : tensor<2x2x2x48xf32>
    %446 = "stablehlo.dot_general"(%445, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x48xf32>, tensor<12x48xf32>) -> tensor<2x2x2x12xf32>
    %447 = "stablehlo.dot_general"(%180, %445) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %448 = stablehlo.constant dense<0.0> : tensor<f32>
    %449 = "stablehlo.reduce"(%445, %448) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x48xf32>, tensor<f32>) -> tensor<48xf32>
    %450 = stablehlo.multiply %446, %177 : tensor<2x2x2x12xf32>
    %451 = stablehlo.constant dense<0.0> : tensor<f32>
    %452 = "stablehlo.reduce"(%450, %451) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %453 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %454 = stablehlo.divide %452, %453 : tensor<2x2x2xf32>
    %455 = "stablehlo.broadcast_in_dim"(%454) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %456 = stablehlo.subtract %450, %455 : tensor<2x2x2x12xf32>
    %457 = stablehlo.multiply %450, %176 : tensor<2x2x2x12xf32>
    %458 = stablehlo.constant dense<0.0> : tensor<f32>
    %459 = "stablehlo.reduce"(%457, %458) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %460 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %461 = stablehlo.divide %459, %460 : tensor<2x2x2xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %463 = stablehlo.multiply %176, %462 : tensor<2x2x2x12xf32>
    %464 = stablehlo.subtract %456, %463 : tensor<2x2x2x12xf32>
    %465 = stablehlo.multiply %175, %464 : tensor<2x2x2x12xf32>
    %466 = stablehlo.multiply %446, %176 : tensor<2x2x2x12xf32>
    %467 = stablehlo.constant dense<0.0> : tensor<f32>
    %468 = "stablehlo.reduce"(%466, %467) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %469 = stablehlo.constant dense<0.0> : tensor<f32>
    %470 = "stablehlo.reduce"(%446, %469) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %471 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %472 = "stablehlo.convolution"(%465, %471) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 12 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<7x7x1x12xf32>) -> tensor<2x2x2x12xf32>
    %473 = "stablehlo.convolution"(%157, %465) {batch_group_count = 12 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x12xf32>) -> tensor<7x7x1x12xf32>
    %474 = stablehlo.constant dense<0.0> : tensor<f32>
    %475 = "stablehlo.reduce"(%465, %474) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %476 = stablehlo.add %472, %420 : tensor<2x2x2x12xf32>
    %477 = "stablehlo.dot_general"(%476, %stages.2.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x2x2x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x2x2x2x8xf32>
    %478 = "stablehlo.transpose"(%477) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<2x2x2x2x2x8xf32>) -> tensor<2x2x2x2x2x8xf32>
    %479 = "stablehlo.reshape"(%478) : (tensor<2x2x2x2x2x8xf32>) -> tensor<2x4x4x8xf32>
    %480 = "stablehlo.dot_general"(%154, %476) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x2x2x8xf32>, tensor<2x2x2x12xf32>) -> tensor<2x2x8x12xf32>
    %481 = stablehlo.constant dense<0.0> : tensor<f32>
    %482 = "stablehlo.reduce"(%476, %481) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %483 = stablehlo.multiply %479, %150 : tensor<2x4x4x8xf32>
    %484 = stablehlo.constant dense<0.0> : tensor<f32>
    %485 = "stablehlo.reduce"(%483, %484) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %486 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %487 = stablehlo.divide %485, %486 : tensor<2x4x4xf32>
    %488 = "stablehlo.broadcast_in_dim"(%487) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %489 = stablehlo.subtract %483, %488 : tensor<2x4x4x8xf32>
    %490 = stablehlo.multiply %483, %149 : tensor<2x4x4x8xf32>
    %491 = stablehlo.constant dense<0.0> : tensor<f32>
    %492 = "stablehlo.reduce"(%490, %491) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %493 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %494 = stablehlo.divide %492, %493 : tensor<2x4x4xf32>
    %495 = "stablehlo.broadcast_in_dim"(%494) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %496 = stablehlo.multiply %149, %495 : tensor<2x4x4x8xf32>
    %497 = stablehlo.subtract %489, %496 : tensor<2x4x4x8xf32>
    %498 = stablehlo.multiply %148, %497 : tensor<2x4x4x8xf32>
    %499 = stablehlo.multiply %479, %149 : tensor<2x4x4x8xf32>
    %500 = stablehlo.constant dense<0.0> : tensor<f32>
    %501 = "stablehlo.reduce"(%499, %500) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<f32>
    %503 = "stablehlo.reduce"(%479, %502) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %504 = stablehlo.multiply %498, %131 : tensor<2x4x4x8xf32>
    %505 = stablehlo.multiply %504, %128 : tensor<2x4x4x8xf32>
    %506 = stablehlo.multiply %504, %127 : tensor<2x4x4x8xf32>
    %507 = stablehlo.constant dense<0.0> : tensor<f32>
    %508 = "stablehlo.reduce"(%506, %507) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %509 = "stablehlo.dot_general"(%505, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x8xf32>, tensor<32x8xf32>) -> tensor<2x4x4x32xf32>
    %510 = "stablehlo.dot_general"(%505, %124) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %511 = "stablehlo.transpose"(%510) {permutation = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %512 = stablehlo.constant dense<0.0> : tensor<f32>
    %513 = "stablehlo.reduce"(%505, %512) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %514 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %515 = stablehlo.multiply %121, %514 : tensor<2x4x4x32xf32>
    %516 = stablehlo.multiply %118, %118 : tensor<2x4x4x32xf32>
    %517 = stablehlo.negate %516 : tensor<2x4x4x32xf32>
    %518 = stablehlo.exponential %517 : tensor<2x4x4x32xf32>
    %519 = stablehlo.constant dense<0.3989423> : tensor<2x4x4x32xf32>
    %520 = stablehlo.multiply %518, %519 : tensor<2x4x4x32xf32>
    %521 = stablehlo.multiply %116, %520 : tensor<2x4x4x32xf32>
    %522 = stablehlo.add %515, %521 : tensor<2x4x4x32xf32>
    %523 = stablehlo.multiply %509, %522 : tensor<2x4x4x32xf32>
    %524 = "stablehlo.dot_general"(%523, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x32xf32>, tensor<8x32xf32>) -> tensor<2x4x4x8xf32>
    %525 = "stablehlo.dot_general"(%113, %523) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %526 = stablehlo.constant dense<0.0> : tensor<f32>
    %527 = "stablehlo.reduce"(%523, %526) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %528 = stablehlo.multiply %524, %110 : tensor<2x4x4x8xf32>
    %529 = stablehlo.constant dense<0.0> : tensor<f32>
    %530 = "stablehlo.reduce"(%528, %529) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %531 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %532 = stablehlo.divide %530, %531 : tensor<2x4x4xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %534 = stablehlo.subtract %528, %533 : tensor<2x4x4x8xf32>
    %535 = stablehlo.multiply %528, %109 : tensor<2x4x4x8xf32>
    %536 = stablehlo.constant dense<0.0> : tensor<f32>
    %537 = "stablehlo.reduce"(%535, %536) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %538 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %539 = stablehlo.divide %537, %538 : tensor<2x4x4xf32>
    %540 = "stablehlo.broadcast_in_dim"(%539) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %541 = stablehlo.multiply %109, %540 : tensor<2x4x4x8xf32>
    %542 = stablehlo.subtract %534, %541 : tensor<2x4x4x8xf32>
    %543 = stablehlo.multiply %108, %542 : tensor<2x4x4x8xf32>
    %544 = stablehlo.multiply %524, %109 : tensor<2x4x4x8xf32>
    %545 = stablehlo.constant dense<0.0> : tensor<f32>
    %546 = "stablehlo.reduce"(%544, %545) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %547 = stablehlo.constant dense<0.0> : tensor<f32>
    %548 = "stablehlo.reduce"(%524, %547) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %549 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %550 = "stablehlo.convolution"(%543, %549) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<7x7x1x8xf32>) -> tensor<2x4x4x8xf32>
    %551 = "stablehlo.convolution"(%90, %543) {batch_group_count = 8 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<7x7x1x8xf32>
    %552 = stablehlo.constant dense<0.0> : tensor<f32>
    %553 = "stablehlo.reduce"(%543, %552) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %554 = stablehlo.add %550, %498 : tensor<2x4x4x8xf32>
    %555 = "stablehlo.dot_general"(%554, %stages.1.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x4x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x4x4x2x2x4xf32>
    %556 = "stablehlo.transpose"(%555) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<2x4x4x2x2x4xf32>) -> tensor<2x4x2x4x2x4xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<2x4x2x4x2x4xf32>) -> tensor<2x8x8x4xf32>
    %558 = "stablehlo.dot_general"(%87, %554) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x2x4x2x4xf32>, tensor<2x4x4x8xf32>) -> tensor<2x2x4x8xf32>
    %559 = stablehlo.constant dense<0.0> : tensor<f32>
    %560 = "stablehlo.reduce"(%554, %559) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %561 = stablehlo.multiply %557, %83 : tensor<2x8x8x4xf32>
    %562 = stablehlo.constant dense<0.0> : tensor<f32>
    %563 = "stablehlo.reduce"(%561, %562) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %564 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %565 = stablehlo.divide %563, %564 : tensor<2x8x8xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %567 = stablehlo.subtract %561, %566 : tensor<2x8x8x4xf32>
    %568 = stablehlo.multiply %561, %82 : tensor<2x8x8x4xf32>
    %569 = stablehlo.constant dense<0.0> : tensor<f32>
    %570 = "stablehlo.reduce"(%568, %569) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %571 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %572 = stablehlo.divide %570, %571 : tensor<2x8x8xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %574 = stablehlo.multiply %82, %573 : tensor<2x8x8x4xf32>
    %575 = stablehlo.subtract %567, %574 : tensor<2x8x8x4xf32>
    %576 = stablehlo.multiply %81, %575 : tensor<2x8x8x4xf32>
    %577 = stablehlo.multiply %557, %82 : tensor<2x8x8x4xf32>
    %578 = stablehlo.constant dense<0.0> : tensor<f32>
    %579 = "stablehlo.reduce"(%577, %578) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %580 = stablehlo.constant dense<0.0> : tensor<f32>
    %581 = "stablehlo.reduce"(%557, %580) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %582 = stablehlo.multiply %576, %64 : tensor<2x8x8x4xf32>
    %583 = stablehlo.multiply %582, %61 : tensor<2x8x8x4xf32>
    %584 = stablehlo.multiply %582, %60 : tensor<2x8x8x4xf32>
    %585 = stablehlo.constant dense<0.0> : tensor<f32>
    %586 = "stablehlo.reduce"(%584, %585) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %587 = "stablehlo.dot_general"(%583, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x4xf32>, tensor<16x4xf32>) -> tensor<2x8x8x16xf32>
    %588 = "stablehlo.dot_general"(%583, %57) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %589 = "stablehlo.transpose"(%588) {permutation = array<i64: 1, 0>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %590 = stablehlo.constant dense<0.0> : tensor<f32>
    %591 = "stablehlo.reduce"(%583, %590) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %592 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %593 = stablehlo.multiply %54, %592 : tensor<2x8x8x16xf32>
    %594 = stablehlo.multiply %51, %51 : tensor<2x8x8x16xf32>
    %595 = stablehlo.negate %594 : tensor<2x8x8x16xf32>
    %596 = stablehlo.exponential %595 : tensor<2x8x8x16xf32>
    %597 = stablehlo.constant dense<0.3989423> : tensor<2x8x8x16xf32>
    %598 = stablehlo.multiply %596, %597 : tensor<2x8x8x16xf32>
    %599 = stablehlo.multiply %49, %598 : tensor<2x8x8x16xf32>
    %600 = stablehlo.add %593, %599 : tensor<2x8x8x16xf32>
    %601 = stablehlo.multiply %587, %600 : tensor<2x8x8x16xf32>
    %602 = "stablehlo.dot_general"(%601, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x16xf32>, tensor<4x16xf32>) -> tensor<2x8x8x4xf32>
    %603 = "stablehlo.dot_general"(%46, %601) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %604 = stablehlo.constant dense<0.0> : tensor<f32>
    %605 = "stablehlo.reduce"(%601, %604) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %606 = stablehlo.multiply %602, %43 : tensor<2x8x8x4xf32>
    %607 = stablehlo.constant dense<0.0> : tensor<f32>
    %608 = "stablehlo.reduce"(%606, %607) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %609 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %610 = stablehlo.divide %608, %609 : tensor<2x8x8xf32>
    %611 = "stablehlo.broadcast_in_dim"(%610) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %612 = stablehlo.subtract %606, %611 : tensor<2x8x8x4xf32>
    %613 = stablehlo.multiply %606, %42 : tensor<2x8x8x4xf32>
    %614 = stablehlo.constant dense<0.0> : tensor<f32>
    %615 = "stablehlo.reduce"(%613, %614) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %616 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %617 = stablehlo.divide %615, %616 : tensor<2x8x8xf32>
    %618 = "stablehlo.broadcast_in_dim"(%617) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %619 = stablehlo.multiply %42, %618 : tensor<2x8x8x4xf32>
    %620 = stablehlo.subtract %612, %619 : tensor<2x8x8x4xf32>
    %621 = stablehlo.multiply %41, %620 : tensor<2x8x8x4xf32>
    %622 = stablehlo.multiply %602, %42 : tensor<2x8x8x4xf32>
    %623 = stablehlo.constant dense<0.0> : tensor<f32>
    %624 = "stablehlo.reduce"(%622, %623) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %625 = stablehlo.constant dense<0.0> : tensor<f32>
    %626 = "stablehlo.reduce"(%602, %625) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %627 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %628 = "stablehlo.convolution"(%621, %627) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<7x7x1x4xf32>) -> tensor<2x8x8x4xf32>
    %629 = "stablehlo.convolution"(%23, %621) {batch_group_count = 4 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<7x7x1x4xf32>
    %630 = stablehlo.constant dense<0.0> : tensor<f32>
    %631 = "stablehlo.reduce"(%621, %630) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %632 = stablehlo.add %628, %576 : tensor<2x8x8x4xf32>
    %633 = stablehlo.multiply %632, %20 : tensor<2x8x8x4xf32>
    %634 = stablehlo.constant dense<0.0> : tensor<f32>
    %635 = "stablehlo.reduce"(%633, %634) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %636 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %637 = stablehlo.divide %635, %636 : tensor<2x8x8xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %639 = stablehlo.subtract %633, %638 : tensor<2x8x8x4xf32>
    %640 = stablehlo.multiply %633, %19 : tensor<2x8x8x4xf32>
    %641 = stablehlo.constant dense<0.0> : tensor<f32>
    %642 = "stablehlo.reduce"(%640, %641) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %643 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %644 = stablehlo.divide %642, %643 : tensor<2x8x8xf32>
    %645 = "stablehlo.broadcast_in_dim"(%644) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %646 = stablehlo.multiply %19, %645 : tensor<2x8x8x4xf32>
    %647 = stablehlo.subtract %639, %646 : tensor<2x8x8x4xf32>
    %648 = stablehlo.multiply %18, %647 : tensor<2x8x8x4xf32>
    %649 = stablehlo.multiply %632, %19 : tensor<2x8x8x4xf32>
    %650 = stablehlo.constant dense<0.0> : tensor<f32>
    %651 = "stablehlo.reduce"(%649, %650) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %652 = stablehlo.constant dense<0.0> : tensor<f32>
    %653 = "stablehlo.reduce"(%632, %652) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %654 = "stablehlo.dot_general"(%0, %648) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x4x8x4x3xf32>, tensor<2x8x8x4xf32>) -> tensor<4x4x3x4xf32>
    %655 = stablehlo.constant dense<0.0> : tensor<f32>
    %656 = "stablehlo.reduce"(%648, %655) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    // ── optimizer ──
    %657 = stablehlo.multiply %654, %654 : tensor<4x4x3x4xf32>
    %658 = stablehlo.constant dense<0.0> : tensor<f32>
    %659 = "stablehlo.reduce"(%657, %658) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %660 = stablehlo.constant dense<0.0> : tensor<f32>
    %661 = "stablehlo.reduce"(%659, %660) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %662 = stablehlo.multiply %656, %656 : tensor<4xf32>
    %663 = stablehlo.constant dense<0.0> : tensor<f32>
    %664 = "stablehlo.reduce"(%662, %663) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %665 = stablehlo.add %661, %664 : tensor<f32>
    %666 = stablehlo.multiply %651, %651 : tensor<4xf32>
    %667 = stablehlo.constant dense<0.0> : tensor<f32>
    %668 = "stablehlo.reduce"(%666, %667) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %669 = stablehlo.add %665, %668 : tensor<f32>
    %670 = stablehlo.multiply %653, %653 : tensor<4xf32>
    %671 = stablehlo.constant dense<0.0> : tensor<f32>
    %672 = "stablehlo.reduce"(%670, %671) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %673 = stablehlo.add %669, %672 : tensor<f32>
    %674 = stablehlo.multiply %629, %629 : tensor<7x7x1x4xf32>
    %675 = stablehlo.constant dense<0.0> : tensor<f32>
    %676 = "stablehlo.reduce"(%674, %675) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %677 = stablehlo.constant dense<0.0> : tensor<f32>
    %678 = "stablehlo.reduce"(%676, %677) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %679 = stablehlo.add %673, %678 : tensor<f32>
    %680 = stablehlo.multiply %631, %631 : tensor<4xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %683 = stablehlo.add %679, %682 : tensor<f32>
    %684 = stablehlo.multiply %624, %624 : tensor<4xf32>
    %685 = stablehlo.constant dense<0.0> : tensor<f32>
    %686 = "stablehlo.reduce"(%684, %685) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %687 = stablehlo.add %683, %686 : tensor<f32>
    %688 = stablehlo.multiply %626, %626 : tensor<4xf32>
    %689 = stablehlo.constant dense<0.0> : tensor<f32>
    %690 = "stablehlo.reduce"(%688, %689) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %691 = stablehlo.add %687, %690 : tensor<f32>
    %692 = stablehlo.multiply %603, %603 : tensor<4x16xf32>
    %693 = stablehlo.constant dense<0.0> : tensor<f32>
    %694 = "stablehlo.reduce"(%692, %693) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %695 = stablehlo.constant dense<0.0> : tensor<f32>
    %696 = "stablehlo.reduce"(%694, %695) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %697 = stablehlo.add %691, %696 : tensor<f32>
    %698 = stablehlo.multiply %605, %605 : tensor<16xf32>
    %699 = stablehlo.constant dense<0.0> : tensor<f32>
    %700 = "stablehlo.reduce"(%698, %699) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %701 = stablehlo.add %697, %700 : tensor<f32>
    %702 = stablehlo.multiply %589, %589 : tensor<16x4xf32>
    %703 = stablehlo.constant dense<0.0> : tensor<f32>
    %704 = "stablehlo.reduce"(%702, %703) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %705 = stablehlo.constant dense<0.0> : tensor<f32>
    %706 = "stablehlo.reduce"(%704, %705) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %707 = stablehlo.add %701, %706 : tensor<f32>
    %708 = stablehlo.multiply %591, %591 : tensor<4xf32>
    %709 = stablehlo.constant dense<0.0> : tensor<f32>
    %710 = "stablehlo.reduce"(%708, %709) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %711 = stablehlo.add %707, %710 : tensor<f32>
    %712 = stablehlo.multiply %586, %586 : tensor<4xf32>
    %713 = stablehlo.constant dense<0.0> : tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %715 = stablehlo.add %711, %714 : tensor<f32>
    %716 = stablehlo.multiply %579, %579 : tensor<4xf32>
    %717 = stablehlo.constant dense<0.0> : tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %719 = stablehlo.add %715, %718 : tensor<f32>
    %720 = stablehlo.multiply %581, %581 : tensor<4xf32>
    %721 = stablehlo.constant dense<0.0> : tensor<f32>
    %722 = "stablehlo.reduce"(%720, %721) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %723 = stablehlo.add %719, %722 : tensor<f32>
    %724 = stablehlo.multiply %558, %558 : tensor<2x2x4x8xf32>
    %725 = stablehlo.constant dense<0.0> : tensor<f32>
    %726 = "stablehlo.reduce"(%724, %725) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %727 = stablehlo.constant dense<0.0> : tensor<f32>
    %728 = "stablehlo.reduce"(%726, %727) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %729 = stablehlo.add %723, %728 : tensor<f32>
    %730 = stablehlo.multiply %560, %560 : tensor<8xf32>
    %731 = stablehlo.constant dense<0.0> : tensor<f32>
    %732 = "stablehlo.reduce"(%730, %731) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %733 = stablehlo.add %729, %732 : tensor<f32>
    %734 = stablehlo.multiply %551, %551 : tensor<7x7x1x8xf32>
    %735 = stablehlo.constant dense<0.0> : tensor<f32>
    %736 = "stablehlo.reduce"(%734, %735) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %737 = stablehlo.constant dense<0.0> : tensor<f32>
    %738 = "stablehlo.reduce"(%736, %737) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %739 = stablehlo.add %733, %738 : tensor<f32>
    %740 = stablehlo.multiply %553, %553 : tensor<8xf32>
    %741 = stablehlo.constant dense<0.0> : tensor<f32>
    %742 = "stablehlo.reduce"(%740, %741) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %743 = stablehlo.add %739, %742 : tensor<f32>
    %744 = stablehlo.multiply %546, %546 : tensor<8xf32>
    %745 = stablehlo.constant dense<0.0> : tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %747 = stablehlo.add %743, %746 : tensor<f32>
    %748 = stablehlo.multiply %548, %548 : tensor<8xf32>
    %749 = stablehlo.constant dense<0.0> : tensor<f32>
    %750 = "stablehlo.reduce"(%748, %749) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %751 = stablehlo.add %747, %750 : tensor<f32>
    %752 = stablehlo.multiply %525, %525 : tensor<8x32xf32>
    %753 = stablehlo.constant dense<0.0> : tensor<f32>
    %754 = "stablehlo.reduce"(%752, %753) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %755 = stablehlo.constant dense<0.0> : tensor<f32>
    %756 = "stablehlo.reduce"(%754, %755) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %757 = stablehlo.add %751, %756 : tensor<f32>
    %758 = stablehlo.multiply %527, %527 : tensor<32xf32>
    %759 = stablehlo.constant dense<0.0> : tensor<f32>
    %760 = "stablehlo.reduce"(%758, %759) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %761 = stablehlo.add %757, %760 : tensor<f32>
    %762 = stablehlo.multiply %511, %511 : tensor<32x8xf32>
    %763 = stablehlo.constant dense<0.0> : tensor<f32>
    %764 = "stablehlo.reduce"(%762, %763) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.constant dense<0.0> : tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %767 = stablehlo.add %761, %766 : tensor<f32>
    %768 = stablehlo.multiply %513, %513 : tensor<8xf32>
    %769 = stablehlo.constant dense<0.0> : tensor<f32>
    %770 = "stablehlo.reduce"(%768, %769) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %771 = stablehlo.add %767, %770 : tensor<f32>
    %772 = stablehlo.multiply %508, %508 : tensor<8xf32>
    %773 = stablehlo.constant dense<0.0> : tensor<f32>
    %774 = "stablehlo.reduce"(%772, %773) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %775 = stablehlo.add %771, %774 : tensor<f32>
    %776 = stablehlo.multiply %501, %501 : tensor<8xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %779 = stablehlo.add %775, %778 : tensor<f32>
    %780 = stablehlo.multiply %503, %503 : tensor<8xf32>
    %781 = stablehlo.constant dense<0.0> : tensor<f32>
    %782 = "stablehlo.reduce"(%780, %781) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %783 = stablehlo.add %779, %782 : tensor<f32>
    %784 = stablehlo.multiply %480, %480 : tensor<2x2x8x12xf32>
    %785 = stablehlo.constant dense<0.0> : tensor<f32>
    %786 = "stablehlo.reduce"(%784, %785) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %787 = stablehlo.constant dense<0.0> : tensor<f32>
    %788 = "stablehlo.reduce"(%786, %787) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %789 = stablehlo.add %783, %788 : tensor<f32>
    %790 = stablehlo.multiply %482, %482 : tensor<12xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %793 = stablehlo.add %789, %792 : tensor<f32>
    %794 = stablehlo.multiply %473, %473 : tensor<7x7x1x12xf32>
    %795 = stablehlo.constant dense<0.0> : tensor<f32>
    %796 = "stablehlo.reduce"(%794, %795) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %797 = stablehlo.constant dense<0.0> : tensor<f32>
    %798 = "stablehlo.reduce"(%796, %797) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %799 = stablehlo.add %793, %798 : tensor<f32>
    %800 = stablehlo.multiply %475, %475 : tensor<12xf32>
    %801 = stablehlo.constant dense<0.0> : tensor<f32>
    %802 = "stablehlo.reduce"(%800, %801) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %803 = stablehlo.add %799, %802 : tensor<f32>
    %804 = stablehlo.multiply %468, %468 : tensor<12xf32>
    %805 = stablehlo.constant dense<0.0> : tensor<f32>
    %806 = "stablehlo.reduce"(%804, %805) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %807 = stablehlo.add %803, %806 : tensor<f32>
    %808 = stablehlo.multiply %470, %470 : tensor<12xf32>
    %809 = stablehlo.constant dense<0.0> : tensor<f32>
    %810 = "stablehlo.reduce"(%808, %809) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %811 = stablehlo.add %807, %810 : tensor<f32>
    %812 = stablehlo.multiply %447, %447 : tensor<12x48xf32>
    %813 = stablehlo.constant dense<0.0> : tensor<f32>
    %814 = "stablehlo.reduce"(%812, %813) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %815 = stablehlo.constant dense<0.0> : tensor<f32>
    %816 = "stablehlo.reduce"(%814, %815) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %817 = stablehlo.add %811, %816 : tensor<f32>
    %818 = stablehlo.multiply %449, %449 : tensor<48xf32>
    %819 = stablehlo.constant dense<0.0> : tensor<f32>
    %820 = "stablehlo.reduce"(%818, %819) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %821 = stablehlo.add %817, %820 : tensor<f32>
    %822 = stablehlo.multiply %433, %433 : tensor<48x12xf32>
    %823 = stablehlo.constant dense<0.0> : tensor<f32>
    %824 = "stablehlo.reduce"(%822, %823) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %825 = stablehlo.constant dense<0.0> : tensor<f32>
    %826 = "stablehlo.reduce"(%824, %825) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %827 = stablehlo.add %821, %826 : tensor<f32>
    %828 = stablehlo.multiply %435, %435 : tensor<12xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %831 = stablehlo.add %827, %830 : tensor<f32>
    %832 = stablehlo.multiply %430, %430 : tensor<12xf32>
    %833 = stablehlo.constant dense<0.0> : tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %835 = stablehlo.add %831, %834 : tensor<f32>
    %836 = stablehlo.multiply %423, %423 : tensor<12xf32>
    %837 = stablehlo.constant dense<0.0> : tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %839 = stablehlo.add %835, %838 : tensor<f32>
    %840 = stablehlo.multiply %425, %425 : tensor<12xf32>
    %841 = stablehlo.constant dense<0.0> : tensor<f32>
    %842 = "stablehlo.reduce"(%840, %841) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %843 = stablehlo.add %839, %842 : tensor<f32>
    %844 = stablehlo.multiply %402, %402 : tensor<2x2x12x16xf32>
    %845 = stablehlo.constant dense<0.0> : tensor<f32>
    %846 = "stablehlo.reduce"(%844, %845) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %847 = stablehlo.constant dense<0.0> : tensor<f32>
    %848 = "stablehlo.reduce"(%846, %847) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %849 = stablehlo.add %843, %848 : tensor<f32>
    %850 = stablehlo.multiply %404, %404 : tensor<16xf32>
    %851 = stablehlo.constant dense<0.0> : tensor<f32>
    %852 = "stablehlo.reduce"(%850, %851) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %853 = stablehlo.add %849, %852 : tensor<f32>
    %854 = stablehlo.multiply %395, %395 : tensor<7x7x1x16xf32>
    %855 = stablehlo.constant dense<0.0> : tensor<f32>
    %856 = "stablehlo.reduce"(%854, %855) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %857 = stablehlo.constant dense<0.0> : tensor<f32>
    %858 = "stablehlo.reduce"(%856, %857) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %859 = stablehlo.add %853, %858 : tensor<f32>
    %860 = stablehlo.multiply %397, %397 : tensor<16xf32>
    %861 = stablehlo.constant dense<0.0> : tensor<f32>
    %862 = "stablehlo.reduce"(%860, %861) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %863 = stablehlo.add %859, %862 : tensor<f32>
    %864 = stablehlo.multiply %390, %390 : tensor<16xf32>
    %865 = stablehlo.constant dense<0.0> : tensor<f32>
    %866 = "stablehlo.reduce"(%864, %865) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %867 = stablehlo.add %863, %866 : tensor<f32>
    %868 = stablehlo.multiply %392, %392 : tensor<16xf32>
    %869 = stablehlo.constant dense<0.0> : tensor<f32>
    %870 = "stablehlo.reduce"(%868, %869) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %871 = stablehlo.add %867, %870 : tensor<f32>
    %872 = stablehlo.multiply %369, %369 : tensor<16x64xf32>
    %873 = stablehlo.constant dense<0.0> : tensor<f32>
    %874 = "stablehlo.reduce"(%872, %873) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %875 = stablehlo.constant dense<0.0> : tensor<f32>
    %876 = "stablehlo.reduce"(%874, %875) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %877 = stablehlo.add %871, %876 : tensor<f32>
    %878 = stablehlo.multiply %371, %371 : tensor<64xf32>
    %879 = stablehlo.constant dense<0.0> : tensor<f32>
    %880 = "stablehlo.reduce"(%878, %879) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %881 = stablehlo.add %877, %880 : tensor<f32>
    %882 = stablehlo.multiply %355, %355 : tensor<64x16xf32>
    %883 = stablehlo.constant dense<0.0> : tensor<f32>
    %884 = "stablehlo.reduce"(%882, %883) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %885 = stablehlo.constant dense<0.0> : tensor<f32>
    %886 = "stablehlo.reduce"(%884, %885) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %887 = stablehlo.add %881, %886 : tensor<f32>
    %888 = stablehlo.multiply %357, %357 : tensor<16xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %891 = stablehlo.add %887, %890 : tensor<f32>
    %892 = stablehlo.multiply %352, %352 : tensor<16xf32>
    %893 = stablehlo.constant dense<0.0> : tensor<f32>
    %894 = "stablehlo.reduce"(%892, %893) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %895 = stablehlo.add %891, %894 : tensor<f32>
    %896 = stablehlo.multiply %342, %342 : tensor<16xf32>
    %897 = stablehlo.constant dense<0.0> : tensor<f32>
    %898 = "stablehlo.reduce"(%896, %897) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %899 = stablehlo.add %895, %898 : tensor<f32>
    %900 = stablehlo.multiply %344, %344 : tensor<16xf32>
    %901 = stablehlo.constant dense<0.0> : tensor<f32>
    %902 = "stablehlo.reduce"(%900, %901) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %903 = stablehlo.add %899, %902 : tensor<f32>
    %904 = stablehlo.multiply %321, %321 : tensor<16x10xf32>
    %905 = stablehlo.constant dense<0.0> : tensor<f32>
    %906 = "stablehlo.reduce"(%904, %905) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %907 = stablehlo.constant dense<0.0> : tensor<f32>
    %908 = "stablehlo.reduce"(%906, %907) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %909 = stablehlo.add %903, %908 : tensor<f32>
    %910 = stablehlo.multiply %323, %323 : tensor<10xf32>
    %911 = stablehlo.constant dense<0.0> : tensor<f32>
    %912 = "stablehlo.reduce"(%910, %911) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %913 = stablehlo.add %909, %912 : tensor<f32>
    %914 = stablehlo.sqrt %913 : tensor<f32>
    %915 = stablehlo.constant dense<1.0> : tensor<f32>
    %916 = "stablehlo.compare"(%914, %915) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %917 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %918 = stablehlo.divide %654, %917 : tensor<4x4x3x4xf32>
    %919 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %920 = stablehlo.multiply %918, %919 : tensor<4x4x3x4xf32>
    %921 = "stablehlo.select"(%916, %654, %920) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %922 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %923 = stablehlo.divide %656, %922 : tensor<4xf32>
    %924 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %925 = stablehlo.multiply %923, %924 : tensor<4xf32>
    %926 = "stablehlo.select"(%916, %656, %925) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %927 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %928 = stablehlo.divide %651, %927 : tensor<4xf32>
    %929 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %930 = stablehlo.multiply %928, %929 : tensor<4xf32>
    %931 = "stablehlo.select"(%916, %651, %930) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %932 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %933 = stablehlo.divide %653, %932 : tensor<4xf32>
    %934 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %935 = stablehlo.multiply %933, %934 : tensor<4xf32>
    %936 = "stablehlo.select"(%916, %653, %935) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %937 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %938 = stablehlo.divide %629, %937 : tensor<7x7x1x4xf32>
    %939 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %940 = stablehlo.multiply %938, %939 : tensor<7x7x1x4xf32>
    %941 = "stablehlo.select"(%916, %629, %940) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %942 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %943 = stablehlo.divide %631, %942 : tensor<4xf32>
    %944 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %945 = stablehlo.multiply %943, %944 : tensor<4xf32>
    %946 = "stablehlo.select"(%916, %631, %945) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %947 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %948 = stablehlo.divide %624, %947 : tensor<4xf32>
    %949 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %950 = stablehlo.multiply %948, %949 : tensor<4xf32>
    %951 = "stablehlo.select"(%916, %624, %950) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %952 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %953 = stablehlo.divide %626, %952 : tensor<4xf32>
    %954 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %955 = stablehlo.multiply %953, %954 : tensor<4xf32>
    %956 = "stablehlo.select"(%916, %626, %955) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %957 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %958 = stablehlo.divide %603, %957 : tensor<4x16xf32>
    %959 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %960 = stablehlo.multiply %958, %959 : tensor<4x16xf32>
    %961 = "stablehlo.select"(%916, %603, %960) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %962 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %963 = stablehlo.divide %605, %962 : tensor<16xf32>
    %964 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %965 = stablehlo.multiply %963, %964 : tensor<16xf32>
    %966 = "stablehlo.select"(%916, %605, %965) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %967 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %968 = stablehlo.divide %589, %967 : tensor<16x4xf32>
    %969 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %970 = stablehlo.multiply %968, %969 : tensor<16x4xf32>
    %971 = "stablehlo.select"(%916, %589, %970) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %972 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %973 = stablehlo.divide %591, %972 : tensor<4xf32>
    %974 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %975 = stablehlo.multiply %973, %974 : tensor<4xf32>
    %976 = "stablehlo.select"(%916, %591, %975) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %977 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %978 = stablehlo.divide %586, %977 : tensor<4xf32>
    %979 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %980 = stablehlo.multiply %978, %979 : tensor<4xf32>
    %981 = "stablehlo.select"(%916, %586, %980) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %982 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %983 = stablehlo.divide %579, %982 : tensor<4xf32>
    %984 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %985 = stablehlo.multiply %983, %984 : tensor<4xf32>
    %986 = "stablehlo.select"(%916, %579, %985) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %987 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %988 = stablehlo.divide %581, %987 : tensor<4xf32>
    %989 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %990 = stablehlo.multiply %988, %989 : tensor<4xf32>
    %991 = "stablehlo.select"(%916, %581, %990) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %992 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %993 = stablehlo.divide %558, %992 : tensor<2x2x4x8xf32>
    %994 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %995 = stablehlo.multiply %993, %994 : tensor<2x2x4x8xf32>
    %996 = "stablehlo.select"(%916, %558, %995) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %997 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %998 = stablehlo.divide %560, %997 : tensor<8xf32>
    %999 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1000 = stablehlo.multiply %998, %999 : tensor<8xf32>
    %1001 = "stablehlo.select"(%916, %560, %1000) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1002 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1003 = stablehlo.divide %551, %1002 : tensor<7x7x1x8xf32>
    %1004 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %1005 = stablehlo.multiply %1003, %1004 : tensor<7x7x1x8xf32>
    %1006 = "stablehlo.select"(%916, %551, %1005) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %1007 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1008 = stablehlo.divide %553, %1007 : tensor<8xf32>
    %1009 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<8xf32>
    %1011 = "stablehlo.select"(%916, %553, %1010) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1013 = stablehlo.divide %546, %1012 : tensor<8xf32>
    %1014 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1015 = stablehlo.multiply %1013, %1014 : tensor<8xf32>
    %1016 = "stablehlo.select"(%916, %546, %1015) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1018 = stablehlo.divide %548, %1017 : tensor<8xf32>
    %1019 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1020 = stablehlo.multiply %1018, %1019 : tensor<8xf32>
    %1021 = "stablehlo.select"(%916, %548, %1020) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1023 = stablehlo.divide %525, %1022 : tensor<8x32xf32>
    %1024 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %1025 = stablehlo.multiply %1023, %1024 : tensor<8x32xf32>
    %1026 = "stablehlo.select"(%916, %525, %1025) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.divide %527, %1027 : tensor<32xf32>
    %1029 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1030 = stablehlo.multiply %1028, %1029 : tensor<32xf32>
    %1031 = "stablehlo.select"(%916, %527, %1030) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1033 = stablehlo.divide %511, %1032 : tensor<32x8xf32>
    %1034 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %1035 = stablehlo.multiply %1033, %1034 : tensor<32x8xf32>
    %1036 = "stablehlo.select"(%916, %511, %1035) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1038 = stablehlo.divide %513, %1037 : tensor<8xf32>
    %1039 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1040 = stablehlo.multiply %1038, %1039 : tensor<8xf32>
    %1041 = "stablehlo.select"(%916, %513, %1040) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1042 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1043 = stablehlo.divide %508, %1042 : tensor<8xf32>
    %1044 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1045 = stablehlo.multiply %1043, %1044 : tensor<8xf32>
    %1046 = "stablehlo.select"(%916, %508, %1045) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1048 = stablehlo.divide %501, %1047 : tensor<8xf32>
    %1049 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1050 = stablehlo.multiply %1048, %1049 : tensor<8xf32>
    %1051 = "stablehlo.select"(%916, %501, %1050) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1053 = stablehlo.divide %503, %1052 : tensor<8xf32>
    %1054 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1055 = stablehlo.multiply %1053, %1054 : tensor<8xf32>
    %1056 = "stablehlo.select"(%916, %503, %1055) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1057 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1058 = stablehlo.divide %480, %1057 : tensor<2x2x8x12xf32>
    %1059 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1060 = stablehlo.multiply %1058, %1059 : tensor<2x2x8x12xf32>
    %1061 = "stablehlo.select"(%916, %480, %1060) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1062 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1063 = stablehlo.divide %482, %1062 : tensor<12xf32>
    %1064 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1065 = stablehlo.multiply %1063, %1064 : tensor<12xf32>
    %1066 = "stablehlo.select"(%916, %482, %1065) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1067 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1068 = stablehlo.divide %473, %1067 : tensor<7x7x1x12xf32>
    %1069 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1070 = stablehlo.multiply %1068, %1069 : tensor<7x7x1x12xf32>
    %1071 = "stablehlo.select"(%916, %473, %1070) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1073 = stablehlo.divide %475, %1072 : tensor<12xf32>
    %1074 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1075 = stablehlo.multiply %1073, %1074 : tensor<12xf32>
    %1076 = "stablehlo.select"(%916, %475, %1075) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1078 = stablehlo.divide %468, %1077 : tensor<12xf32>
    %1079 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1080 = stablehlo.multiply %1078, %1079 : tensor<12xf32>
    %1081 = "stablehlo.select"(%916, %468, %1080) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1083 = stablehlo.divide %470, %1082 : tensor<12xf32>
    %1084 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1085 = stablehlo.multiply %1083, %1084 : tensor<12xf32>
    %1086 = "stablehlo.select"(%916, %470, %1085) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1088 = stablehlo.divide %447, %1087 : tensor<12x48xf32>
    %1089 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1090 = stablehlo.multiply %1088, %1089 : tensor<12x48xf32>
    %1091 = "stablehlo.select"(%916, %447, %1090) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1092 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1093 = stablehlo.divide %449, %1092 : tensor<48xf32>
    %1094 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1095 = stablehlo.multiply %1093, %1094 : tensor<48xf32>
    %1096 = "stablehlo.select"(%916, %449, %1095) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1097 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1098 = stablehlo.divide %433, %1097 : tensor<48x12xf32>
    %1099 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1100 = stablehlo.multiply %1098, %1099 : tensor<48x12xf32>
    %1101 = "stablehlo.select"(%916, %433, %1100) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1102 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1103 = stablehlo.divide %435, %1102 : tensor<12xf32>
    %1104 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1105 = stablehlo.multiply %1103, %1104 : tensor<12xf32>
    %1106 = "stablehlo.select"(%916, %435, %1105) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1108 = stablehlo.divide %430, %1107 : tensor<12xf32>
    %1109 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1110 = stablehlo.multiply %1108, %1109 : tensor<12xf32>
    %1111 = "stablehlo.select"(%916, %430, %1110) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1113 = stablehlo.divide %423, %1112 : tensor<12xf32>
    %1114 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1115 = stablehlo.multiply %1113, %1114 : tensor<12xf32>
    %1116 = "stablehlo.select"(%916, %423, %1115) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1117 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1118 = stablehlo.divide %425, %1117 : tensor<12xf32>
    %1119 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1120 = stablehlo.multiply %1118, %1119 : tensor<12xf32>
    %1121 = "stablehlo.select"(%916, %425, %1120) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1123 = stablehlo.divide %402, %1122 : tensor<2x2x12x16xf32>
    %1124 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1125 = stablehlo.multiply %1123, %1124 : tensor<2x2x12x16xf32>
    %1126 = "stablehlo.select"(%916, %402, %1125) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1128 = stablehlo.divide %404, %1127 : tensor<16xf32>
    %1129 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<16xf32>
    %1131 = "stablehlo.select"(%916, %404, %1130) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1132 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1133 = stablehlo.divide %395, %1132 : tensor<7x7x1x16xf32>
    %1134 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1135 = stablehlo.multiply %1133, %1134 : tensor<7x7x1x16xf32>
    %1136 = "stablehlo.select"(%916, %395, %1135) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1138 = stablehlo.divide %397, %1137 : tensor<16xf32>
    %1139 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1140 = stablehlo.multiply %1138, %1139 : tensor<16xf32>
    %1141 = "stablehlo.select"(%916, %397, %1140) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1143 = stablehlo.divide %390, %1142 : tensor<16xf32>
    %1144 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1145 = stablehlo.multiply %1143, %1144 : tensor<16xf32>
    %1146 = "stablehlo.select"(%916, %390, %1145) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1148 = stablehlo.divide %392, %1147 : tensor<16xf32>
    %1149 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1150 = stablehlo.multiply %1148, %1149 : tensor<16xf32>
    %1151 = "stablehlo.select"(%916, %392, %1150) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1152 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1153 = stablehlo.divide %369, %1152 : tensor<16x64xf32>
    %1154 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1155 = stablehlo.multiply %1153, %1154 : tensor<16x64xf32>
    %1156 = "stablehlo.select"(%916, %369, %1155) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1158 = stablehlo.divide %371, %1157 : tensor<64xf32>
    %1159 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1160 = stablehlo.multiply %1158, %1159 : tensor<64xf32>
    %1161 = "stablehlo.select"(%916, %371, %1160) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1162 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1163 = stablehlo.divide %355, %1162 : tensor<64x16xf32>
    %1164 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1165 = stablehlo.multiply %1163, %1164 : tensor<64x16xf32>
    %1166 = "stablehlo.select"(%916, %355, %1165) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1168 = stablehlo.divide %357, %1167 : tensor<16xf32>
    %1169 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1170 = stablehlo.multiply %1168, %1169 : tensor<16xf32>
    %1171 = "stablehlo.select"(%916, %357, %1170) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1172 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1173 = stablehlo.divide %352, %1172 : tensor<16xf32>
    %1174 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1175 = stablehlo.multiply %1173, %1174 : tensor<16xf32>
    %1176 = "stablehlo.select"(%916, %352, %1175) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1178 = stablehlo.divide %342, %1177 : tensor<16xf32>
    %1179 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1180 = stablehlo.multiply %1178, %1179 : tensor<16xf32>
    %1181 = "stablehlo.select"(%916, %342, %1180) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1183 = stablehlo.divide %344, %1182 : tensor<16xf32>
    %1184 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1185 = stablehlo.multiply %1183, %1184 : tensor<16xf32>
    %1186 = "stablehlo.select"(%916, %344, %1185) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1188 = stablehlo.divide %321, %1187 : tensor<16x10xf32>
    %1189 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1190 = stablehlo.multiply %1188, %1189 : tensor<16x10xf32>
    %1191 = "stablehlo.select"(%916, %321, %1190) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1192 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1193 = stablehlo.divide %323, %1192 : tensor<10xf32>
    %1194 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1195 = stablehlo.multiply %1193, %1194 : tensor<10xf32>
    %1196 = "stablehlo.select"(%916, %323, %1195) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1197 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1198 = stablehlo.multiply %1197, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1199 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1200 = stablehlo.multiply %1199, %921 : tensor<4x4x3x4xf32>
    %1201 = stablehlo.add %1198, %1200 : tensor<4x4x3x4xf32>
    %1202 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1203 = stablehlo.multiply %1202, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1204 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1205 = stablehlo.multiply %921, %921 : tensor<4x4x3x4xf32>
    %1206 = stablehlo.multiply %1204, %1205 : tensor<4x4x3x4xf32>
    %1207 = stablehlo.add %1203, %1206 : tensor<4x4x3x4xf32>
    %1208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1209 = stablehlo.divide %1201, %1208 : tensor<4x4x3x4xf32>
    %1210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1211 = stablehlo.divide %1207, %1210 : tensor<4x4x3x4xf32>
    %1212 = stablehlo.sqrt %1211 : tensor<4x4x3x4xf32>
    %1213 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<4x4x3x4xf32>
    %1215 = stablehlo.divide %1209, %1214 : tensor<4x4x3x4xf32>
    %1216 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1217 = stablehlo.multiply %1216, %m.stem.conv.b : tensor<4xf32>
    %1218 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1219 = stablehlo.multiply %1218, %926 : tensor<4xf32>
    %1220 = stablehlo.add %1217, %1219 : tensor<4xf32>
    %1221 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1222 = stablehlo.multiply %1221, %v.stem.conv.b : tensor<4xf32>
    %1223 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1224 = stablehlo.multiply %926, %926 : tensor<4xf32>
    %1225 = stablehlo.multiply %1223, %1224 : tensor<4xf32>
    %1226 = stablehlo.add %1222, %1225 : tensor<4xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1228 = stablehlo.divide %1220, %1227 : tensor<4xf32>
    %1229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1230 = stablehlo.divide %1226, %1229 : tensor<4xf32>
    %1231 = stablehlo.sqrt %1230 : tensor<4xf32>
    %1232 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1233 = stablehlo.add %1231, %1232 : tensor<4xf32>
    %1234 = stablehlo.divide %1228, %1233 : tensor<4xf32>
    %1235 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1236 = stablehlo.multiply %1235, %m.stem.norm.g : tensor<4xf32>
    %1237 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1238 = stablehlo.multiply %1237, %931 : tensor<4xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<4xf32>
    %1240 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1241 = stablehlo.multiply %1240, %v.stem.norm.g : tensor<4xf32>
    %1242 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1243 = stablehlo.multiply %931, %931 : tensor<4xf32>
    %1244 = stablehlo.multiply %1242, %1243 : tensor<4xf32>
    %1245 = stablehlo.add %1241, %1244 : tensor<4xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1247 = stablehlo.divide %1239, %1246 : tensor<4xf32>
    %1248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1249 = stablehlo.divide %1245, %1248 : tensor<4xf32>
    %1250 = stablehlo.sqrt %1249 : tensor<4xf32>
    %1251 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1252 = stablehlo.add %1250, %1251 : tensor<4xf32>
    %1253 = stablehlo.divide %1247, %1252 : tensor<4xf32>
    %1254 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1255 = stablehlo.multiply %1254, %m.stem.norm.b : tensor<4xf32>
    %1256 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1257 = stablehlo.multiply %1256, %936 : tensor<4xf32>
    %1258 = stablehlo.add %1255, %1257 : tensor<4xf32>
    %1259 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1260 = stablehlo.multiply %1259, %v.stem.norm.b : tensor<4xf32>
    %1261 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1262 = stablehlo.multiply %936, %936 : tensor<4xf32>
    %1263 = stablehlo.multiply %1261, %1262 : tensor<4xf32>
    %1264 = stablehlo.add %1260, %1263 : tensor<4xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1266 = stablehlo.divide %1258, %1265 : tensor<4xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1268 = stablehlo.divide %1264, %1267 : tensor<4xf32>
    %1269 = stablehlo.sqrt %1268 : tensor<4xf32>
    %1270 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1271 = stablehlo.add %1269, %1270 : tensor<4xf32>
    %1272 = stablehlo.divide %1266, %1271 : tensor<4xf32>
    %1273 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1274 = stablehlo.multiply %1273, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1275 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1276 = stablehlo.multiply %1275, %941 : tensor<7x7x1x4xf32>
    %1277 = stablehlo.add %1274, %1276 : tensor<7x7x1x4xf32>
    %1278 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1279 = stablehlo.multiply %1278, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1280 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1281 = stablehlo.multiply %941, %941 : tensor<7x7x1x4xf32>
    %1282 = stablehlo.multiply %1280, %1281 : tensor<7x7x1x4xf32>
    %1283 = stablehlo.add %1279, %1282 : tensor<7x7x1x4xf32>
    %1284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1285 = stablehlo.divide %1277, %1284 : tensor<7x7x1x4xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1287 = stablehlo.divide %1283, %1286 : tensor<7x7x1x4xf32>
    %1288 = stablehlo.sqrt %1287 : tensor<7x7x1x4xf32>
    %1289 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1290 = stablehlo.add %1288, %1289 : tensor<7x7x1x4xf32>
    %1291 = stablehlo.divide %1285, %1290 : tensor<7x7x1x4xf32>
    %1292 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1293 = stablehlo.multiply %1292, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1294 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1295 = stablehlo.multiply %1294, %946 : tensor<4xf32>
    %1296 = stablehlo.add %1293, %1295 : tensor<4xf32>
    %1297 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1298 = stablehlo.multiply %1297, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1299 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1300 = stablehlo.multiply %946, %946 : tensor<4xf32>
    %1301 = stablehlo.multiply %1299, %1300 : tensor<4xf32>
    %1302 = stablehlo.add %1298, %1301 : tensor<4xf32>
    %1303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1304 = stablehlo.divide %1296, %1303 : tensor<4xf32>
    %1305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1306 = stablehlo.divide %1302, %1305 : tensor<4xf32>
    %1307 = stablehlo.sqrt %1306 : tensor<4xf32>
    %1308 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1309 = stablehlo.add %1307, %1308 : tensor<4xf32>
    %1310 = stablehlo.divide %1304, %1309 : tensor<4xf32>
    %1311 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1312 = stablehlo.multiply %1311, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1313 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1314 = stablehlo.multiply %1313, %951 : tensor<4xf32>
    %1315 = stablehlo.add %1312, %1314 : tensor<4xf32>
    %1316 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1317 = stablehlo.multiply %1316, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1318 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1319 = stablehlo.multiply %951, %951 : tensor<4xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<4xf32>
    %1321 = stablehlo.add %1317, %1320 : tensor<4xf32>
    %1322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1323 = stablehlo.divide %1315, %1322 : tensor<4xf32>
    %1324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1325 = stablehlo.divide %1321, %1324 : tensor<4xf32>
    %1326 = stablehlo.sqrt %1325 : tensor<4xf32>
    %1327 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1328 = stablehlo.add %1326, %1327 : tensor<4xf32>
    %1329 = stablehlo.divide %1323, %1328 : tensor<4xf32>
    %1330 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1331 = stablehlo.multiply %1330, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1332 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1333 = stablehlo.multiply %1332, %956 : tensor<4xf32>
    %1334 = stablehlo.add %1331, %1333 : tensor<4xf32>
    %1335 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1336 = stablehlo.multiply %1335, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1337 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1338 = stablehlo.multiply %956, %956 : tensor<4xf32>
    %1339 = stablehlo.multiply %1337, %1338 : tensor<4xf32>
    %1340 = stablehlo.add %1336, %1339 : tensor<4xf32>
    %1341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1342 = stablehlo.divide %1334, %1341 : tensor<4xf32>
    %1343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1344 = stablehlo.divide %1340, %1343 : tensor<4xf32>
    %1345 = stablehlo.sqrt %1344 : tensor<4xf32>
    %1346 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1347 = stablehlo.add %1345, %1346 : tensor<4xf32>
    %1348 = stablehlo.divide %1342, %1347 : tensor<4xf32>
    %1349 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1350 = stablehlo.multiply %1349, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1351 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1352 = stablehlo.multiply %1351, %961 : tensor<4x16xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<4x16xf32>
    %1354 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1355 = stablehlo.multiply %1354, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1356 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1357 = stablehlo.multiply %961, %961 : tensor<4x16xf32>
    %1358 = stablehlo.multiply %1356, %1357 : tensor<4x16xf32>
    %1359 = stablehlo.add %1355, %1358 : tensor<4x16xf32>
    %1360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1361 = stablehlo.divide %1353, %1360 : tensor<4x16xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1363 = stablehlo.divide %1359, %1362 : tensor<4x16xf32>
    %1364 = stablehlo.sqrt %1363 : tensor<4x16xf32>
    %1365 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1366 = stablehlo.add %1364, %1365 : tensor<4x16xf32>
    %1367 = stablehlo.divide %1361, %1366 : tensor<4x16xf32>
    %1368 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1369 = stablehlo.multiply %1368, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1370 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1371 = stablehlo.multiply %1370, %966 : tensor<16xf32>
    %1372 = stablehlo.add %1369, %1371 : tensor<16xf32>
    %1373 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1374 = stablehlo.multiply %1373, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1375 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1376 = stablehlo.multiply %966, %966 : tensor<16xf32>
    %1377 = stablehlo.multiply %1375, %1376 : tensor<16xf32>
    %1378 = stablehlo.add %1374, %1377 : tensor<16xf32>
    %1379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1380 = stablehlo.divide %1372, %1379 : tensor<16xf32>
    %1381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1382 = stablehlo.divide %1378, %1381 : tensor<16xf32>
    %1383 = stablehlo.sqrt %1382 : tensor<16xf32>
    %1384 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1385 = stablehlo.add %1383, %1384 : tensor<16xf32>
    %1386 = stablehlo.divide %1380, %1385 : tensor<16xf32>
    %1387 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1388 = stablehlo.multiply %1387, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1389 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1390 = stablehlo.multiply %1389, %971 : tensor<16x4xf32>
    %1391 = stablehlo.add %1388, %1390 : tensor<16x4xf32>
    %1392 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1393 = stablehlo.multiply %1392, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1394 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1395 = stablehlo.multiply %971, %971 : tensor<16x4xf32>
    %1396 = stablehlo.multiply %1394, %1395 : tensor<16x4xf32>
    %1397 = stablehlo.add %1393, %1396 : tensor<16x4xf32>
    %1398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1399 = stablehlo.divide %1391, %1398 : tensor<16x4xf32>
    %1400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1401 = stablehlo.divide %1397, %1400 : tensor<16x4xf32>
    %1402 = stablehlo.sqrt %1401 : tensor<16x4xf32>
    %1403 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1404 = stablehlo.add %1402, %1403 : tensor<16x4xf32>
    %1405 = stablehlo.divide %1399, %1404 : tensor<16x4xf32>
    %1406 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1407 = stablehlo.multiply %1406, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1408 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1409 = stablehlo.multiply %1408, %976 : tensor<4xf32>
    %1410 = stablehlo.add %1407, %1409 : tensor<4xf32>
    %1411 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1412 = stablehlo.multiply %1411, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1413 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1414 = stablehlo.multiply %976, %976 : tensor<4xf32>
    %1415 = stablehlo.multiply %1413, %1414 : tensor<4xf32>
    %1416 = stablehlo.add %1412, %1415 : tensor<4xf32>
    %1417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1418 = stablehlo.divide %1410, %1417 : tensor<4xf32>
    %1419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1420 = stablehlo.divide %1416, %1419 : tensor<4xf32>
    %1421 = stablehlo.sqrt %1420 : tensor<4xf32>
    %1422 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<4xf32>
    %1424 = stablehlo.divide %1418, %1423 : tensor<4xf32>
    %1425 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1426 = stablehlo.multiply %1425, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1427 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1428 = stablehlo.multiply %1427, %981 : tensor<4xf32>
    %1429 = stablehlo.add %1426, %1428 : tensor<4xf32>
    %1430 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1431 = stablehlo.multiply %1430, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1432 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1433 = stablehlo.multiply %981, %981 : tensor<4xf32>
    %1434 = stablehlo.multiply %1432, %1433 : tensor<4xf32>
    %1435 = stablehlo.add %1431, %1434 : tensor<4xf32>
    %1436 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1437 = stablehlo.divide %1429, %1436 : tensor<4xf32>
    %1438 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1439 = stablehlo.divide %1435, %1438 : tensor<4xf32>
    %1440 = stablehlo.sqrt %1439 : tensor<4xf32>
    %1441 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1442 = stablehlo.add %1440, %1441 : tensor<4xf32>
    %1443 = stablehlo.divide %1437, %1442 : tensor<4xf32>
    %1444 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1445 = stablehlo.multiply %1444, %m.stages.1.down.norm.g : tensor<4xf32>
    %1446 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1447 = stablehlo.multiply %1446, %986 : tensor<4xf32>
    %1448 = stablehlo.add %1445, %1447 : tensor<4xf32>
    %1449 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1450 = stablehlo.multiply %1449, %v.stages.1.down.norm.g : tensor<4xf32>
    %1451 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1452 = stablehlo.multiply %986, %986 : tensor<4xf32>
    %1453 = stablehlo.multiply %1451, %1452 : tensor<4xf32>
    %1454 = stablehlo.add %1450, %1453 : tensor<4xf32>
    %1455 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1456 = stablehlo.divide %1448, %1455 : tensor<4xf32>
    %1457 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1458 = stablehlo.divide %1454, %1457 : tensor<4xf32>
    %1459 = stablehlo.sqrt %1458 : tensor<4xf32>
    %1460 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1461 = stablehlo.add %1459, %1460 : tensor<4xf32>
    %1462 = stablehlo.divide %1456, %1461 : tensor<4xf32>
    %1463 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1464 = stablehlo.multiply %1463, %m.stages.1.down.norm.b : tensor<4xf32>
    %1465 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1466 = stablehlo.multiply %1465, %991 : tensor<4xf32>
    %1467 = stablehlo.add %1464, %1466 : tensor<4xf32>
    %1468 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1469 = stablehlo.multiply %1468, %v.stages.1.down.norm.b : tensor<4xf32>
    %1470 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1471 = stablehlo.multiply %991, %991 : tensor<4xf32>
    %1472 = stablehlo.multiply %1470, %1471 : tensor<4xf32>
    %1473 = stablehlo.add %1469, %1472 : tensor<4xf32>
    %1474 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1475 = stablehlo.divide %1467, %1474 : tensor<4xf32>
    %1476 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1477 = stablehlo.divide %1473, %1476 : tensor<4xf32>
    %1478 = stablehlo.sqrt %1477 : tensor<4xf32>
    %1479 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1480 = stablehlo.add %1478, %1479 : tensor<4xf32>
    %1481 = stablehlo.divide %1475, %1480 : tensor<4xf32>
    %1482 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1483 = stablehlo.multiply %1482, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1484 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1485 = stablehlo.multiply %1484, %996 : tensor<2x2x4x8xf32>
    %1486 = stablehlo.add %1483, %1485 : tensor<2x2x4x8xf32>
    %1487 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1488 = stablehlo.multiply %1487, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1489 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1490 = stablehlo.multiply %996, %996 : tensor<2x2x4x8xf32>
    %1491 = stablehlo.multiply %1489, %1490 : tensor<2x2x4x8xf32>
    %1492 = stablehlo.add %1488, %1491 : tensor<2x2x4x8xf32>
    %1493 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1494 = stablehlo.divide %1486, %1493 : tensor<2x2x4x8xf32>
    %1495 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1496 = stablehlo.divide %1492, %1495 : tensor<2x2x4x8xf32>
    %1497 = stablehlo.sqrt %1496 : tensor<2x2x4x8xf32>
    %1498 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1499 = stablehlo.add %1497, %1498 : tensor<2x2x4x8xf32>
    %1500 = stablehlo.divide %1494, %1499 : tensor<2x2x4x8xf32>
    %1501 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1502 = stablehlo.multiply %1501, %m.stages.1.down.conv.b : tensor<8xf32>
    %1503 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1504 = stablehlo.multiply %1503, %1001 : tensor<8xf32>
    %1505 = stablehlo.add %1502, %1504 : tensor<8xf32>
    %1506 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1507 = stablehlo.multiply %1506, %v.stages.1.down.conv.b : tensor<8xf32>
    %1508 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1509 = stablehlo.multiply %1001, %1001 : tensor<8xf32>
    %1510 = stablehlo.multiply %1508, %1509 : tensor<8xf32>
    %1511 = stablehlo.add %1507, %1510 : tensor<8xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1513 = stablehlo.divide %1505, %1512 : tensor<8xf32>
    %1514 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1515 = stablehlo.divide %1511, %1514 : tensor<8xf32>
    %1516 = stablehlo.sqrt %1515 : tensor<8xf32>
    %1517 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1518 = stablehlo.add %1516, %1517 : tensor<8xf32>
    %1519 = stablehlo.divide %1513, %1518 : tensor<8xf32>
    %1520 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1521 = stablehlo.multiply %1520, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1522 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1523 = stablehlo.multiply %1522, %1006 : tensor<7x7x1x8xf32>
    %1524 = stablehlo.add %1521, %1523 : tensor<7x7x1x8xf32>
    %1525 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1526 = stablehlo.multiply %1525, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1527 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1528 = stablehlo.multiply %1006, %1006 : tensor<7x7x1x8xf32>
    %1529 = stablehlo.multiply %1527, %1528 : tensor<7x7x1x8xf32>
    %1530 = stablehlo.add %1526, %1529 : tensor<7x7x1x8xf32>
    %1531 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1532 = stablehlo.divide %1524, %1531 : tensor<7x7x1x8xf32>
    %1533 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1534 = stablehlo.divide %1530, %1533 : tensor<7x7x1x8xf32>
    %1535 = stablehlo.sqrt %1534 : tensor<7x7x1x8xf32>
    %1536 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1537 = stablehlo.add %1535, %1536 : tensor<7x7x1x8xf32>
    %1538 = stablehlo.divide %1532, %1537 : tensor<7x7x1x8xf32>
    %1539 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1540 = stablehlo.multiply %1539, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1541 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1542 = stablehlo.multiply %1541, %1011 : tensor<8xf32>
    %1543 = stablehlo.add %1540, %1542 : tensor<8xf32>
    %1544 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1545 = stablehlo.multiply %1544, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1546 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1547 = stablehlo.multiply %1011, %1011 : tensor<8xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<8xf32>
    %1549 = stablehlo.add %1545, %1548 : tensor<8xf32>
    %1550 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1551 = stablehlo.divide %1543, %1550 : tensor<8xf32>
    %1552 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1553 = stablehlo.divide %1549, %1552 : tensor<8xf32>
    %1554 = stablehlo.sqrt %1553 : tensor<8xf32>
    %1555 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1556 = stablehlo.add %1554, %1555 : tensor<8xf32>
    %1557 = stablehlo.divide %1551, %1556 : tensor<8xf32>
    %1558 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1559 = stablehlo.multiply %1558, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1560 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1561 = stablehlo.multiply %1560, %1016 : tensor<8xf32>
    %1562 = stablehlo.add %1559, %1561 : tensor<8xf32>
    %1563 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1564 = stablehlo.multiply %1563, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1565 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1566 = stablehlo.multiply %1016, %1016 : tensor<8xf32>
    %1567 = stablehlo.multiply %1565, %1566 : tensor<8xf32>
    %1568 = stablehlo.add %1564, %1567 : tensor<8xf32>
    %1569 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1570 = stablehlo.divide %1562, %1569 : tensor<8xf32>
    %1571 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1572 = stablehlo.divide %1568, %1571 : tensor<8xf32>
    %1573 = stablehlo.sqrt %1572 : tensor<8xf32>
    %1574 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1575 = stablehlo.add %1573, %1574 : tensor<8xf32>
    %1576 = stablehlo.divide %1570, %1575 : tensor<8xf32>
    %1577 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1578 = stablehlo.multiply %1577, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1579 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1580 = stablehlo.multiply %1579, %1021 : tensor<8xf32>
    %1581 = stablehlo.add %1578, %1580 : tensor<8xf32>
    %1582 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1583 = stablehlo.multiply %1582, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1584 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1585 = stablehlo.multiply %1021, %1021 : tensor<8xf32>
    %1586 = stablehlo.multiply %1584, %1585 : tensor<8xf32>
    %1587 = stablehlo.add %1583, %1586 : tensor<8xf32>
    %1588 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1589 = stablehlo.divide %1581, %1588 : tensor<8xf32>
    %1590 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1591 = stablehlo.divide %1587, %1590 : tensor<8xf32>
    %1592 = stablehlo.sqrt %1591 : tensor<8xf32>
    %1593 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1594 = stablehlo.add %1592, %1593 : tensor<8xf32>
    %1595 = stablehlo.divide %1589, %1594 : tensor<8xf32>
    %1596 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1597 = stablehlo.multiply %1596, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1598 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1599 = stablehlo.multiply %1598, %1026 : tensor<8x32xf32>
    %1600 = stablehlo.add %1597, %1599 : tensor<8x32xf32>
    %1601 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1602 = stablehlo.multiply %1601, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1603 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1604 = stablehlo.multiply %1026, %1026 : tensor<8x32xf32>
    %1605 = stablehlo.multiply %1603, %1604 : tensor<8x32xf32>
    %1606 = stablehlo.add %1602, %1605 : tensor<8x32xf32>
    %1607 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1608 = stablehlo.divide %1600, %1607 : tensor<8x32xf32>
    %1609 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1610 = stablehlo.divide %1606, %1609 : tensor<8x32xf32>
    %1611 = stablehlo.sqrt %1610 : tensor<8x32xf32>
    %1612 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1613 = stablehlo.add %1611, %1612 : tensor<8x32xf32>
    %1614 = stablehlo.divide %1608, %1613 : tensor<8x32xf32>
    %1615 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1616 = stablehlo.multiply %1615, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1617 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1618 = stablehlo.multiply %1617, %1031 : tensor<32xf32>
    %1619 = stablehlo.add %1616, %1618 : tensor<32xf32>
    %1620 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1621 = stablehlo.multiply %1620, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1622 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1623 = stablehlo.multiply %1031, %1031 : tensor<32xf32>
    %1624 = stablehlo.multiply %1622, %1623 : tensor<32xf32>
    %1625 = stablehlo.add %1621, %1624 : tensor<32xf32>
    %1626 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1627 = stablehlo.divide %1619, %1626 : tensor<32xf32>
    %1628 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1629 = stablehlo.divide %1625, %1628 : tensor<32xf32>
    %1630 = stablehlo.sqrt %1629 : tensor<32xf32>
    %1631 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1632 = stablehlo.add %1630, %1631 : tensor<32xf32>
    %1633 = stablehlo.divide %1627, %1632 : tensor<32xf32>
    %1634 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1635 = stablehlo.multiply %1634, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1636 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1637 = stablehlo.multiply %1636, %1036 : tensor<32x8xf32>
    %1638 = stablehlo.add %1635, %1637 : tensor<32x8xf32>
    %1639 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1640 = stablehlo.multiply %1639, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1641 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1642 = stablehlo.multiply %1036, %1036 : tensor<32x8xf32>
    %1643 = stablehlo.multiply %1641, %1642 : tensor<32x8xf32>
    %1644 = stablehlo.add %1640, %1643 : tensor<32x8xf32>
    %1645 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1646 = stablehlo.divide %1638, %1645 : tensor<32x8xf32>
    %1647 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1648 = stablehlo.divide %1644, %1647 : tensor<32x8xf32>
    %1649 = stablehlo.sqrt %1648 : tensor<32x8xf32>
    %1650 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1651 = stablehlo.add %1649, %1650 : tensor<32x8xf32>
    %1652 = stablehlo.divide %1646, %1651 : tensor<32x8xf32>
    %1653 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1654 = stablehlo.multiply %1653, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1655 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1656 = stablehlo.multiply %1655, %1041 : tensor<8xf32>
    %1657 = stablehlo.add %1654, %1656 : tensor<8xf32>
    %1658 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1659 = stablehlo.multiply %1658, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1660 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1661 = stablehlo.multiply %1041, %1041 : tensor<8xf32>
    %1662 = stablehlo.multiply %1660, %1661 : tensor<8xf32>
    %1663 = stablehlo.add %1659, %1662 : tensor<8xf32>
    %1664 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1665 = stablehlo.divide %1657, %1664 : tensor<8xf32>
    %1666 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1667 = stablehlo.divide %1663, %1666 : tensor<8xf32>
    %1668 = stablehlo.sqrt %1667 : tensor<8xf32>
    %1669 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1670 = stablehlo.add %1668, %1669 : tensor<8xf32>
    %1671 = stablehlo.divide %1665, %1670 : tensor<8xf32>
    %1672 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1673 = stablehlo.multiply %1672, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1674 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1675 = stablehlo.multiply %1674, %1046 : tensor<8xf32>
    %1676 = stablehlo.add %1673, %1675 : tensor<8xf32>
    %1677 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1678 = stablehlo.multiply %1677, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1679 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1680 = stablehlo.multiply %1046, %1046 : tensor<8xf32>
    %1681 = stablehlo.multiply %1679, %1680 : tensor<8xf32>
    %1682 = stablehlo.add %1678, %1681 : tensor<8xf32>
    %1683 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1684 = stablehlo.divide %1676, %1683 : tensor<8xf32>
    %1685 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1686 = stablehlo.divide %1682, %1685 : tensor<8xf32>
    %1687 = stablehlo.sqrt %1686 : tensor<8xf32>
    %1688 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1689 = stablehlo.add %1687, %1688 : tensor<8xf32>
    %1690 = stablehlo.divide %1684, %1689 : tensor<8xf32>
    %1691 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1692 = stablehlo.multiply %1691, %m.stages.2.down.norm.g : tensor<8xf32>
    %1693 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1694 = stablehlo.multiply %1693, %1051 : tensor<8xf32>
    %1695 = stablehlo.add %1692, %1694 : tensor<8xf32>
    %1696 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1697 = stablehlo.multiply %1696, %v.stages.2.down.norm.g : tensor<8xf32>
    %1698 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1699 = stablehlo.multiply %1051, %1051 : tensor<8xf32>
    %1700 = stablehlo.multiply %1698, %1699 : tensor<8xf32>
    %1701 = stablehlo.add %1697, %1700 : tensor<8xf32>
    %1702 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1703 = stablehlo.divide %1695, %1702 : tensor<8xf32>
    %1704 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1705 = stablehlo.divide %1701, %1704 : tensor<8xf32>
    %1706 = stablehlo.sqrt %1705 : tensor<8xf32>
    %1707 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1708 = stablehlo.add %1706, %1707 : tensor<8xf32>
    %1709 = stablehlo.divide %1703, %1708 : tensor<8xf32>
    %1710 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1711 = stablehlo.multiply %1710, %m.stages.2.down.norm.b : tensor<8xf32>
    %1712 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1713 = stablehlo.multiply %1712, %1056 : tensor<8xf32>
    %1714 = stablehlo.add %1711, %1713 : tensor<8xf32>
    %1715 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1716 = stablehlo.multiply %1715, %v.stages.2.down.norm.b : tensor<8xf32>
    %1717 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1718 = stablehlo.multiply %1056, %1056 : tensor<8xf32>
    %1719 = stablehlo.multiply %1717, %1718 : tensor<8xf32>
    %1720 = stablehlo.add %1716, %1719 : tensor<8xf32>
    %1721 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1722 = stablehlo.divide %1714, %1721 : tensor<8xf32>
    %1723 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1724 = stablehlo.divide %1720, %1723 : tensor<8xf32>
    %1725 = stablehlo.sqrt %1724 : tensor<8xf32>
    %1726 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1727 = stablehlo.add %1725, %1726 : tensor<8xf32>
    %1728 = stablehlo.divide %1722, %1727 : tensor<8xf32>
    %1729 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1730 = stablehlo.multiply %1729, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1731 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1732 = stablehlo.multiply %1731, %1061 : tensor<2x2x8x12xf32>
    %1733 = stablehlo.add %1730, %1732 : tensor<2x2x8x12xf32>
    %1734 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1735 = stablehlo.multiply %1734, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1736 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1737 = stablehlo.multiply %1061, %1061 : tensor<2x2x8x12xf32>
    %1738 = stablehlo.multiply %1736, %1737 : tensor<2x2x8x12xf32>
    %1739 = stablehlo.add %1735, %1738 : tensor<2x2x8x12xf32>
    %1740 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1741 = stablehlo.divide %1733, %1740 : tensor<2x2x8x12xf32>
    %1742 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1743 = stablehlo.divide %1739, %1742 : tensor<2x2x8x12xf32>
    %1744 = stablehlo.sqrt %1743 : tensor<2x2x8x12xf32>
    %1745 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1746 = stablehlo.add %1744, %1745 : tensor<2x2x8x12xf32>
    %1747 = stablehlo.divide %1741, %1746 : tensor<2x2x8x12xf32>
    %1748 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1749 = stablehlo.multiply %1748, %m.stages.2.down.conv.b : tensor<12xf32>
    %1750 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1751 = stablehlo.multiply %1750, %1066 : tensor<12xf32>
    %1752 = stablehlo.add %1749, %1751 : tensor<12xf32>
    %1753 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1754 = stablehlo.multiply %1753, %v.stages.2.down.conv.b : tensor<12xf32>
    %1755 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1756 = stablehlo.multiply %1066, %1066 : tensor<12xf32>
    %1757 = stablehlo.multiply %1755, %1756 : tensor<12xf32>
    %1758 = stablehlo.add %1754, %1757 : tensor<12xf32>
    %1759 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1760 = stablehlo.divide %1752, %1759 : tensor<12xf32>
    %1761 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1762 = stablehlo.divide %1758, %1761 : tensor<12xf32>
    %1763 = stablehlo.sqrt %1762 : tensor<12xf32>
    %1764 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1765 = stablehlo.add %1763, %1764 : tensor<12xf32>
    %1766 = stablehlo.divide %1760, %1765 : tensor<12xf32>
    %1767 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1768 = stablehlo.multiply %1767, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1769 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1770 = stablehlo.multiply %1769, %1071 : tensor<7x7x1x12xf32>
    %1771 = stablehlo.add %1768, %1770 : tensor<7x7x1x12xf32>
    %1772 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1773 = stablehlo.multiply %1772, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1774 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1775 = stablehlo.multiply %1071, %1071 : tensor<7x7x1x12xf32>
    %1776 = stablehlo.multiply %1774, %1775 : tensor<7x7x1x12xf32>
    %1777 = stablehlo.add %1773, %1776 : tensor<7x7x1x12xf32>
    %1778 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1779 = stablehlo.divide %1771, %1778 : tensor<7x7x1x12xf32>
    %1780 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1781 = stablehlo.divide %1777, %1780 : tensor<7x7x1x12xf32>
    %1782 = stablehlo.sqrt %1781 : tensor<7x7x1x12xf32>
    %1783 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1784 = stablehlo.add %1782, %1783 : tensor<7x7x1x12xf32>
    %1785 = stablehlo.divide %1779, %1784 : tensor<7x7x1x12xf32>
    %1786 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1787 = stablehlo.multiply %1786, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1788 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1789 = stablehlo.multiply %1788, %1076 : tensor<12xf32>
    %1790 = stablehlo.add %1787, %1789 : tensor<12xf32>
    %1791 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1792 = stablehlo.multiply %1791, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1793 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1794 = stablehlo.multiply %1076, %1076 : tensor<12xf32>
    %1795 = stablehlo.multiply %1793, %1794 : tensor<12xf32>
    %1796 = stablehlo.add %1792, %1795 : tensor<12xf32>
    %1797 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1798 = stablehlo.divide %1790, %1797 : tensor<12xf32>
    %1799 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1800 = stablehlo.divide %1796, %1799 : tensor<12xf32>
    %1801 = stablehlo.sqrt %1800 : tensor<12xf32>
    %1802 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1803 = stablehlo.add %1801, %1802 : tensor<12xf32>
    %1804 = stablehlo.divide %1798, %1803 : tensor<12xf32>
    %1805 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1806 = stablehlo.multiply %1805, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1807 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1808 = stablehlo.multiply %1807, %1081 : tensor<12xf32>
    %1809 = stablehlo.add %1806, %1808 : tensor<12xf32>
    %1810 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1811 = stablehlo.multiply %1810, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1812 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1813 = stablehlo.multiply %1081, %1081 : tensor<12xf32>
    %1814 = stablehlo.multiply %1812, %1813 : tensor<12xf32>
    %1815 = stablehlo.add %1811, %1814 : tensor<12xf32>
    %1816 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1817 = stablehlo.divide %1809, %1816 : tensor<12xf32>
    %1818 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1819 = stablehlo.divide %1815, %1818 : tensor<12xf32>
    %1820 = stablehlo.sqrt %1819 : tensor<12xf32>
    %1821 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1822 = stablehlo.add %1820, %1821 : tensor<12xf32>
    %1823 = stablehlo.divide %1817, %1822 : tensor<12xf32>
    %1824 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1825 = stablehlo.multiply %1824, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1826 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1827 = stablehlo.multiply %1826, %1086 : tensor<12xf32>
    %1828 = stablehlo.add %1825, %1827 : tensor<12xf32>
    %1829 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1830 = stablehlo.multiply %1829, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1831 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1832 = stablehlo.multiply %1086, %1086 : tensor<12xf32>
    %1833 = stablehlo.multiply %1831, %1832 : tensor<12xf32>
    %1834 = stablehlo.add %1830, %1833 : tensor<12xf32>
    %1835 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1836 = stablehlo.divide %1828, %1835 : tensor<12xf32>
    %1837 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1838 = stablehlo.divide %1834, %1837 : tensor<12xf32>
    %1839 = stablehlo.sqrt %1838 : tensor<12xf32>
    %1840 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1841 = stablehlo.add %1839, %1840 : tensor<12xf32>
    %1842 = stablehlo.divide %1836, %1841 : tensor<12xf32>
    %1843 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %1844 = stablehlo.multiply %1843, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1845 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %1846 = stablehlo.multiply %1845, %1091 : tensor<12x48xf32>
    %1847 = stablehlo.add %1844, %1846 : tensor<12x48xf32>
    %1848 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %1849 = stablehlo.multiply %1848, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1850 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %1851 = stablehlo.multiply %1091, %1091 : tensor<12x48xf32>
    %1852 = stablehlo.multiply %1850, %1851 : tensor<12x48xf32>
    %1853 = stablehlo.add %1849, %1852 : tensor<12x48xf32>
    %1854 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1855 = stablehlo.divide %1847, %1854 : tensor<12x48xf32>
    %1856 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1857 = stablehlo.divide %1853, %1856 : tensor<12x48xf32>
    %1858 = stablehlo.sqrt %1857 : tensor<12x48xf32>
    %1859 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %1860 = stablehlo.add %1858, %1859 : tensor<12x48xf32>
    %1861 = stablehlo.divide %1855, %1860 : tensor<12x48xf32>
    %1862 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %1863 = stablehlo.multiply %1862, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1864 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %1865 = stablehlo.multiply %1864, %1096 : tensor<48xf32>
    %1866 = stablehlo.add %1863, %1865 : tensor<48xf32>
    %1867 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %1868 = stablehlo.multiply %1867, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1869 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %1870 = stablehlo.multiply %1096, %1096 : tensor<48xf32>
    %1871 = stablehlo.multiply %1869, %1870 : tensor<48xf32>
    %1872 = stablehlo.add %1868, %1871 : tensor<48xf32>
    %1873 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1874 = stablehlo.divide %1866, %1873 : tensor<48xf32>
    %1875 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1876 = stablehlo.divide %1872, %1875 : tensor<48xf32>
    %1877 = stablehlo.sqrt %1876 : tensor<48xf32>
    %1878 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %1879 = stablehlo.add %1877, %1878 : tensor<48xf32>
    %1880 = stablehlo.divide %1874, %1879 : tensor<48xf32>
    %1881 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %1882 = stablehlo.multiply %1881, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1883 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %1884 = stablehlo.multiply %1883, %1101 : tensor<48x12xf32>
    %1885 = stablehlo.add %1882, %1884 : tensor<48x12xf32>
    %1886 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %1887 = stablehlo.multiply %1886, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1888 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %1889 = stablehlo.multiply %1101, %1101 : tensor<48x12xf32>
    %1890 = stablehlo.multiply %1888, %1889 : tensor<48x12xf32>
    %1891 = stablehlo.add %1887, %1890 : tensor<48x12xf32>
    %1892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1893 = stablehlo.divide %1885, %1892 : tensor<48x12xf32>
    %1894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1895 = stablehlo.divide %1891, %1894 : tensor<48x12xf32>
    %1896 = stablehlo.sqrt %1895 : tensor<48x12xf32>
    %1897 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %1898 = stablehlo.add %1896, %1897 : tensor<48x12xf32>
    %1899 = stablehlo.divide %1893, %1898 : tensor<48x12xf32>
    %1900 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1901 = stablehlo.multiply %1900, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1902 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1903 = stablehlo.multiply %1902, %1106 : tensor<12xf32>
    %1904 = stablehlo.add %1901, %1903 : tensor<12xf32>
    %1905 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1906 = stablehlo.multiply %1905, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1907 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1908 = stablehlo.multiply %1106, %1106 : tensor<12xf32>
    %1909 = stablehlo.multiply %1907, %1908 : tensor<12xf32>
    %1910 = stablehlo.add %1906, %1909 : tensor<12xf32>
    %1911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1912 = stablehlo.divide %1904, %1911 : tensor<12xf32>
    %1913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1914 = stablehlo.divide %1910, %1913 : tensor<12xf32>
    %1915 = stablehlo.sqrt %1914 : tensor<12xf32>
    %1916 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1917 = stablehlo.add %1915, %1916 : tensor<12xf32>
    %1918 = stablehlo.divide %1912, %1917 : tensor<12xf32>
    %1919 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1920 = stablehlo.multiply %1919, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %1921 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1922 = stablehlo.multiply %1921, %1111 : tensor<12xf32>
    %1923 = stablehlo.add %1920, %1922 : tensor<12xf32>
    %1924 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1925 = stablehlo.multiply %1924, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %1926 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1927 = stablehlo.multiply %1111, %1111 : tensor<12xf32>
    %1928 = stablehlo.multiply %1926, %1927 : tensor<12xf32>
    %1929 = stablehlo.add %1925, %1928 : tensor<12xf32>
    %1930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1931 = stablehlo.divide %1923, %1930 : tensor<12xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1933 = stablehlo.divide %1929, %1932 : tensor<12xf32>
    %1934 = stablehlo.sqrt %1933 : tensor<12xf32>
    %1935 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1936 = stablehlo.add %1934, %1935 : tensor<12xf32>
    %1937 = stablehlo.divide %1931, %1936 : tensor<12xf32>
    %1938 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1939 = stablehlo.multiply %1938, %m.stages.3.down.norm.g : tensor<12xf32>
    %1940 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1941 = stablehlo.multiply %1940, %1116 : tensor<12xf32>
    %1942 = stablehlo.add %1939, %1941 : tensor<12xf32>
    %1943 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1944 = stablehlo.multiply %1943, %v.stages.3.down.norm.g : tensor<12xf32>
    %1945 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1946 = stablehlo.multiply %1116, %1116 : tensor<12xf32>
    %1947 = stablehlo.multiply %1945, %1946 : tensor<12xf32>
    %1948 = stablehlo.add %1944, %1947 : tensor<12xf32>
    %1949 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1950 = stablehlo.divide %1942, %1949 : tensor<12xf32>
    %1951 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1952 = stablehlo.divide %1948, %1951 : tensor<12xf32>
    %1953 = stablehlo.sqrt %1952 : tensor<12xf32>
    %1954 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1955 = stablehlo.add %1953, %1954 : tensor<12xf32>
    %1956 = stablehlo.divide %1950, %1955 : tensor<12xf32>
    %1957 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1958 = stablehlo.multiply %1957, %m.stages.3.down.norm.b : tensor<12xf32>
    %1959 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1960 = stablehlo.multiply %1959, %1121 : tensor<12xf32>
    %1961 = stablehlo.add %1958, %1960 : tensor<12xf32>
    %1962 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1963 = stablehlo.multiply %1962, %v.stages.3.down.norm.b : tensor<12xf32>
    %1964 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1965 = stablehlo.multiply %1121, %1121 : tensor<12xf32>
    %1966 = stablehlo.multiply %1964, %1965 : tensor<12xf32>
    %1967 = stablehlo.add %1963, %1966 : tensor<12xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1969 = stablehlo.divide %1961, %1968 : tensor<12xf32>
    %1970 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1971 = stablehlo.divide %1967, %1970 : tensor<12xf32>
    %1972 = stablehlo.sqrt %1971 : tensor<12xf32>
    %1973 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1974 = stablehlo.add %1972, %1973 : tensor<12xf32>
    %1975 = stablehlo.divide %1969, %1974 : tensor<12xf32>
    %1976 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %1977 = stablehlo.multiply %1976, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1978 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %1979 = stablehlo.multiply %1978, %1126 : tensor<2x2x12x16xf32>
    %1980 = stablehlo.add %1977, %1979 : tensor<2x2x12x16xf32>
    %1981 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %1982 = stablehlo.multiply %1981, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1983 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %1984 = stablehlo.multiply %1126, %1126 : tensor<2x2x12x16xf32>
    %1985 = stablehlo.multiply %1983, %1984 : tensor<2x2x12x16xf32>
    %1986 = stablehlo.add %1982, %1985 : tensor<2x2x12x16xf32>
    %1987 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1988 = stablehlo.divide %1980, %1987 : tensor<2x2x12x16xf32>
    %1989 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1990 = stablehlo.divide %1986, %1989 : tensor<2x2x12x16xf32>
    %1991 = stablehlo.sqrt %1990 : tensor<2x2x12x16xf32>
    %1992 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %1993 = stablehlo.add %1991, %1992 : tensor<2x2x12x16xf32>
    %1994 = stablehlo.divide %1988, %1993 : tensor<2x2x12x16xf32>
    %1995 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1996 = stablehlo.multiply %1995, %m.stages.3.down.conv.b : tensor<16xf32>
    %1997 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1998 = stablehlo.multiply %1997, %1131 : tensor<16xf32>
    %1999 = stablehlo.add %1996, %1998 : tensor<16xf32>
    %2000 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2001 = stablehlo.multiply %2000, %v.stages.3.down.conv.b : tensor<16xf32>
    %2002 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2003 = stablehlo.multiply %1131, %1131 : tensor<16xf32>
    %2004 = stablehlo.multiply %2002, %2003 : tensor<16xf32>
    %2005 = stablehlo.add %2001, %2004 : tensor<16xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2007 = stablehlo.divide %1999, %2006 : tensor<16xf32>
    %2008 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2009 = stablehlo.divide %2005, %2008 : tensor<16xf32>
    %2010 = stablehlo.sqrt %2009 : tensor<16xf32>
    %2011 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2012 = stablehlo.add %2010, %2011 : tensor<16xf32>
    %2013 = stablehlo.divide %2007, %2012 : tensor<16xf32>
    %2014 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %2015 = stablehlo.multiply %2014, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2016 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %2017 = stablehlo.multiply %2016, %1136 : tensor<7x7x1x16xf32>
    %2018 = stablehlo.add %2015, %2017 : tensor<7x7x1x16xf32>
    %2019 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %2020 = stablehlo.multiply %2019, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2021 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %2022 = stablehlo.multiply %1136, %1136 : tensor<7x7x1x16xf32>
    %2023 = stablehlo.multiply %2021, %2022 : tensor<7x7x1x16xf32>
    %2024 = stablehlo.add %2020, %2023 : tensor<7x7x1x16xf32>
    %2025 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2026 = stablehlo.divide %2018, %2025 : tensor<7x7x1x16xf32>
    %2027 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2028 = stablehlo.divide %2024, %2027 : tensor<7x7x1x16xf32>
    %2029 = stablehlo.sqrt %2028 : tensor<7x7x1x16xf32>
    %2030 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %2031 = stablehlo.add %2029, %2030 : tensor<7x7x1x16xf32>
    %2032 = stablehlo.divide %2026, %2031 : tensor<7x7x1x16xf32>
    %2033 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2034 = stablehlo.multiply %2033, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2035 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2036 = stablehlo.multiply %2035, %1141 : tensor<16xf32>
    %2037 = stablehlo.add %2034, %2036 : tensor<16xf32>
    %2038 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2039 = stablehlo.multiply %2038, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2040 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2041 = stablehlo.multiply %1141, %1141 : tensor<16xf32>
    %2042 = stablehlo.multiply %2040, %2041 : tensor<16xf32>
    %2043 = stablehlo.add %2039, %2042 : tensor<16xf32>
    %2044 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2045 = stablehlo.divide %2037, %2044 : tensor<16xf32>
    %2046 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2047 = stablehlo.divide %2043, %2046 : tensor<16xf32>
    %2048 = stablehlo.sqrt %2047 : tensor<16xf32>
    %2049 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2050 = stablehlo.add %2048, %2049 : tensor<16xf32>
    %2051 = stablehlo.divide %2045, %2050 : tensor<16xf32>
    %2052 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2053 = stablehlo.multiply %2052, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2054 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2055 = stablehlo.multiply %2054, %1146 : tensor<16xf32>
    %2056 = stablehlo.add %2053, %2055 : tensor<16xf32>
    %2057 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2058 = stablehlo.multiply %2057, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2059 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2060 = stablehlo.multiply %1146, %1146 : tensor<16xf32>
    %2061 = stablehlo.multiply %2059, %2060 : tensor<16xf32>
    %2062 = stablehlo.add %2058, %2061 : tensor<16xf32>
    %2063 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2064 = stablehlo.divide %2056, %2063 : tensor<16xf32>
    %2065 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2066 = stablehlo.divide %2062, %2065 : tensor<16xf32>
    %2067 = stablehlo.sqrt %2066 : tensor<16xf32>
    %2068 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2069 = stablehlo.add %2067, %2068 : tensor<16xf32>
    %2070 = stablehlo.divide %2064, %2069 : tensor<16xf32>
    %2071 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2072 = stablehlo.multiply %2071, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2073 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2074 = stablehlo.multiply %2073, %1151 : tensor<16xf32>
    %2075 = stablehlo.add %2072, %2074 : tensor<16xf32>
    %2076 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2077 = stablehlo.multiply %2076, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2078 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2079 = stablehlo.multiply %1151, %1151 : tensor<16xf32>
    %2080 = stablehlo.multiply %2078, %2079 : tensor<16xf32>
    %2081 = stablehlo.add %2077, %2080 : tensor<16xf32>
    %2082 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2083 = stablehlo.divide %2075, %2082 : tensor<16xf32>
    %2084 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2085 = stablehlo.divide %2081, %2084 : tensor<16xf32>
    %2086 = stablehlo.sqrt %2085 : tensor<16xf32>
    %2087 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2088 = stablehlo.add %2086, %2087 : tensor<16xf32>
    %2089 = stablehlo.divide %2083, %2088 : tensor<16xf32>
    %2090 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2091 = stablehlo.multiply %2090, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2092 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2093 = stablehlo.multiply %2092, %1156 : tensor<16x64xf32>
    %2094 = stablehlo.add %2091, %2093 : tensor<16x64xf32>
    %2095 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2096 = stablehlo.multiply %2095, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2097 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2098 = stablehlo.multiply %1156, %1156 : tensor<16x64xf32>
    %2099 = stablehlo.multiply %2097, %2098 : tensor<16x64xf32>
    %2100 = stablehlo.add %2096, %2099 : tensor<16x64xf32>
    %2101 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2102 = stablehlo.divide %2094, %2101 : tensor<16x64xf32>
    %2103 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2104 = stablehlo.divide %2100, %2103 : tensor<16x64xf32>
    %2105 = stablehlo.sqrt %2104 : tensor<16x64xf32>
    %2106 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2107 = stablehlo.add %2105, %2106 : tensor<16x64xf32>
    %2108 = stablehlo.divide %2102, %2107 : tensor<16x64xf32>
    %2109 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2110 = stablehlo.multiply %2109, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2111 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2112 = stablehlo.multiply %2111, %1161 : tensor<64xf32>
    %2113 = stablehlo.add %2110, %2112 : tensor<64xf32>
    %2114 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2115 = stablehlo.multiply %2114, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2116 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2117 = stablehlo.multiply %1161, %1161 : tensor<64xf32>
    %2118 = stablehlo.multiply %2116, %2117 : tensor<64xf32>
    %2119 = stablehlo.add %2115, %2118 : tensor<64xf32>
    %2120 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2121 = stablehlo.divide %2113, %2120 : tensor<64xf32>
    %2122 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2123 = stablehlo.divide %2119, %2122 : tensor<64xf32>
    %2124 = stablehlo.sqrt %2123 : tensor<64xf32>
    %2125 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2126 = stablehlo.add %2124, %2125 : tensor<64xf32>
    %2127 = stablehlo.divide %2121, %2126 : tensor<64xf32>
    %2128 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2129 = stablehlo.multiply %2128, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2130 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2131 = stablehlo.multiply %2130, %1166 : tensor<64x16xf32>
    %2132 = stablehlo.add %2129, %2131 : tensor<64x16xf32>
    %2133 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2134 = stablehlo.multiply %2133, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2135 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2136 = stablehlo.multiply %1166, %1166 : tensor<64x16xf32>
    %2137 = stablehlo.multiply %2135, %2136 : tensor<64x16xf32>
    %2138 = stablehlo.add %2134, %2137 : tensor<64x16xf32>
    %2139 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2140 = stablehlo.divide %2132, %2139 : tensor<64x16xf32>
    %2141 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2142 = stablehlo.divide %2138, %2141 : tensor<64x16xf32>
    %2143 = stablehlo.sqrt %2142 : tensor<64x16xf32>
    %2144 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2145 = stablehlo.add %2143, %2144 : tensor<64x16xf32>
    %2146 = stablehlo.divide %2140, %2145 : tensor<64x16xf32>
    %2147 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2148 = stablehlo.multiply %2147, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2149 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2150 = stablehlo.multiply %2149, %1171 : tensor<16xf32>
    %2151 = stablehlo.add %2148, %2150 : tensor<16xf32>
    %2152 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2153 = stablehlo.multiply %2152, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2154 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2155 = stablehlo.multiply %1171, %1171 : tensor<16xf32>
    %2156 = stablehlo.multiply %2154, %2155 : tensor<16xf32>
    %2157 = stablehlo.add %2153, %2156 : tensor<16xf32>
    %2158 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2159 = stablehlo.divide %2151, %2158 : tensor<16xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2161 = stablehlo.divide %2157, %2160 : tensor<16xf32>
    %2162 = stablehlo.sqrt %2161 : tensor<16xf32>
    %2163 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2164 = stablehlo.add %2162, %2163 : tensor<16xf32>
    %2165 = stablehlo.divide %2159, %2164 : tensor<16xf32>
    %2166 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2167 = stablehlo.multiply %2166, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2168 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2169 = stablehlo.multiply %2168, %1176 : tensor<16xf32>
    %2170 = stablehlo.add %2167, %2169 : tensor<16xf32>
    %2171 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2172 = stablehlo.multiply %2171, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2173 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2174 = stablehlo.multiply %1176, %1176 : tensor<16xf32>
    %2175 = stablehlo.multiply %2173, %2174 : tensor<16xf32>
    %2176 = stablehlo.add %2172, %2175 : tensor<16xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2178 = stablehlo.divide %2170, %2177 : tensor<16xf32>
    %2179 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2180 = stablehlo.divide %2176, %2179 : tensor<16xf32>
    %2181 = stablehlo.sqrt %2180 : tensor<16xf32>
    %2182 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2183 = stablehlo.add %2181, %2182 : tensor<16xf32>
    %2184 = stablehlo.divide %2178, %2183 : tensor<16xf32>
    %2185 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2186 = stablehlo.multiply %2185, %m.head.norm.g : tensor<16xf32>
    %2187 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2188 = stablehlo.multiply %2187, %1181 : tensor<16xf32>
    %2189 = stablehlo.add %2186, %2188 : tensor<16xf32>
    %2190 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2191 = stablehlo.multiply %2190, %v.head.norm.g : tensor<16xf32>
    %2192 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2193 = stablehlo.multiply %1181, %1181 : tensor<16xf32>
    %2194 = stablehlo.multiply %2192, %2193 : tensor<16xf32>
    %2195 = stablehlo.add %2191, %2194 : tensor<16xf32>
    %2196 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2197 = stablehlo.divide %2189, %2196 : tensor<16xf32>
    %2198 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2199 = stablehlo.divide %2195, %2198 : tensor<16xf32>
    %2200 = stablehlo.sqrt %2199 : tensor<16xf32>
    %2201 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2202 = stablehlo.add %2200, %2201 : tensor<16xf32>
    %2203 = stablehlo.divide %2197, %2202 : tensor<16xf32>
    %2204 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2205 = stablehlo.multiply %2204, %m.head.norm.b : tensor<16xf32>
    %2206 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2207 = stablehlo.multiply %2206, %1186 : tensor<16xf32>
    %2208 = stablehlo.add %2205, %2207 : tensor<16xf32>
    %2209 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2210 = stablehlo.multiply %2209, %v.head.norm.b : tensor<16xf32>
    %2211 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2212 = stablehlo.multiply %1186, %1186 : tensor<16xf32>
    %2213 = stablehlo.multiply %2211, %2212 : tensor<16xf32>
    %2214 = stablehlo.add %2210, %2213 : tensor<16xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2216 = stablehlo.divide %2208, %2215 : tensor<16xf32>
    %2217 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2218 = stablehlo.divide %2214, %2217 : tensor<16xf32>
    %2219 = stablehlo.sqrt %2218 : tensor<16xf32>
    %2220 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2221 = stablehlo.add %2219, %2220 : tensor<16xf32>
    %2222 = stablehlo.divide %2216, %2221 : tensor<16xf32>
    %2223 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2224 = stablehlo.multiply %2223, %m.head.fc.w : tensor<16x10xf32>
    %2225 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2226 = stablehlo.multiply %2225, %1191 : tensor<16x10xf32>
    %2227 = stablehlo.add %2224, %2226 : tensor<16x10xf32>
    %2228 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2229 = stablehlo.multiply %2228, %v.head.fc.w : tensor<16x10xf32>
    %2230 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2231 = stablehlo.multiply %1191, %1191 : tensor<16x10xf32>
    %2232 = stablehlo.multiply %2230, %2231 : tensor<16x10xf32>
    %2233 = stablehlo.add %2229, %2232 : tensor<16x10xf32>
    %2234 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2235 = stablehlo.divide %2227, %2234 : tensor<16x10xf32>
    %2236 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2237 = stablehlo.divide %2233, %2236 : tensor<16x10xf32>
    %2238 = stablehlo.sqrt %2237 : tensor<16x10xf32>
    %2239 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2240 = stablehlo.add %2238, %2239 : tensor<16x10xf32>
    %2241 = stablehlo.divide %2235, %2240 : tensor<16x10xf32>
    %2242 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2243 = stablehlo.multiply %2242, %m.head.fc.b : tensor<10xf32>
    %2244 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2245 = stablehlo.multiply %2244, %1196 : tensor<10xf32>
    %2246 = stablehlo.add %2243, %2245 : tensor<10xf32>
    %2247 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2248 = stablehlo.multiply %2247, %v.head.fc.b : tensor<10xf32>
    %2249 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2250 = stablehlo.multiply %1196, %1196 : tensor<10xf32>
    %2251 = stablehlo.multiply %2249, %2250 : tensor<10xf32>
    %2252 = stablehlo.add %2248, %2251 : tensor<10xf32>
    %2253 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2254 = stablehlo.divide %2246, %2253 : tensor<10xf32>
    %2255 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2256 = stablehlo.divide %2252, %2255 : tensor<10xf32>
    %2257 = stablehlo.sqrt %2256 : tensor<10xf32>
    %2258 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2259 = stablehlo.add %2257, %2258 : tensor<10xf32>
    %2260 = stablehlo.divide %2254, %2259 : tensor<10xf32>
    %2261 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2262 = stablehlo.multiply %2261, %stem.conv.w : tensor<4x4x3x4xf32>
    %2263 = stablehlo.add %1215, %2262 : tensor<4x4x3x4xf32>
    %2264 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2265 = stablehlo.multiply %2264, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2266 = stablehlo.add %1291, %2265 : tensor<7x7x1x4xf32>
    %2267 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2268 = stablehlo.multiply %2267, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2269 = stablehlo.add %1367, %2268 : tensor<4x16xf32>
    %2270 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2271 = stablehlo.multiply %2270, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2272 = stablehlo.add %1405, %2271 : tensor<16x4xf32>
    %2273 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2274 = stablehlo.multiply %2273, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2275 = stablehlo.add %1500, %2274 : tensor<2x2x4x8xf32>
    %2276 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2277 = stablehlo.multiply %2276, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2278 = stablehlo.add %1538, %2277 : tensor<7x7x1x8xf32>
    %2279 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2280 = stablehlo.multiply %2279, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2281 = stablehlo.add %1614, %2280 : tensor<8x32xf32>
    %2282 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2283 = stablehlo.multiply %2282, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2284 = stablehlo.add %1652, %2283 : tensor<32x8xf32>
    %2285 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2286 = stablehlo.multiply %2285, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2287 = stablehlo.add %1747, %2286 : tensor<2x2x8x12xf32>
    %2288 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2289 = stablehlo.multiply %2288, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2290 = stablehlo.add %1785, %2289 : tensor<7x7x1x12xf32>
    %2291 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2292 = stablehlo.multiply %2291, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2293 = stablehlo.add %1861, %2292 : tensor<12x48xf32>
    %2294 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2295 = stablehlo.multiply %2294, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2296 = stablehlo.add %1899, %2295 : tensor<48x12xf32>
    %2297 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2298 = stablehlo.multiply %2297, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2299 = stablehlo.add %1994, %2298 : tensor<2x2x12x16xf32>
    %2300 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2301 = stablehlo.multiply %2300, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2302 = stablehlo.add %2032, %2301 : tensor<7x7x1x16xf32>
    %2303 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2304 = stablehlo.multiply %2303, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2305 = stablehlo.add %2108, %2304 : tensor<16x64xf32>
    %2306 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2307 = stablehlo.multiply %2306, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2308 = stablehlo.add %2146, %2307 : tensor<64x16xf32>
    %2309 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2310 = stablehlo.multiply %2309, %head.fc.w : tensor<16x10xf32>
    %2311 = stablehlo.add %2241, %2310 : tensor<16x10xf32>
    %2312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2313 = stablehlo.multiply %2312, %2263 : tensor<4x4x3x4xf32>
    %2314 = stablehlo.subtract %stem.conv.w, %2313 : tensor<4x4x3x4xf32>
    %2315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2316 = stablehlo.multiply %2315, %1234 : tensor<4xf32>
    %2317 = stablehlo.subtract %stem.conv.b, %2316 : tensor<4xf32>
    %2318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2319 = stablehlo.multiply %2318, %1253 : tensor<4xf32>
    %2320 = stablehlo.subtract %stem.norm.g, %2319 : tensor<4xf32>
    %2321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2322 = stablehlo.multiply %2321, %1272 : tensor<4xf32>
    %2323 = stablehlo.subtract %stem.norm.b, %2322 : tensor<4xf32>
    %2324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2325 = stablehlo.multiply %2324, %2266 : tensor<7x7x1x4xf32>
    %2326 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2325 : tensor<7x7x1x4xf32>
    %2327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2328 = stablehlo.multiply %2327, %1310 : tensor<4xf32>
    %2329 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2328 : tensor<4xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2331 = stablehlo.multiply %2330, %1329 : tensor<4xf32>
    %2332 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2331 : tensor<4xf32>
    %2333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2334 = stablehlo.multiply %2333, %1348 : tensor<4xf32>
    %2335 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2334 : tensor<4xf32>
    %2336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2337 = stablehlo.multiply %2336, %2269 : tensor<4x16xf32>
    %2338 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2337 : tensor<4x16xf32>
    %2339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2340 = stablehlo.multiply %2339, %1386 : tensor<16xf32>
    %2341 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2340 : tensor<16xf32>
    %2342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2343 = stablehlo.multiply %2342, %2272 : tensor<16x4xf32>
    %2344 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2343 : tensor<16x4xf32>
    %2345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2346 = stablehlo.multiply %2345, %1424 : tensor<4xf32>
    %2347 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2346 : tensor<4xf32>
    %2348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2349 = stablehlo.multiply %2348, %1443 : tensor<4xf32>
    %2350 = stablehlo.subtract %stages.0.blocks.0.gamma, %2349 : tensor<4xf32>
    %2351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2352 = stablehlo.multiply %2351, %1462 : tensor<4xf32>
    %2353 = stablehlo.subtract %stages.1.down.norm.g, %2352 : tensor<4xf32>
    %2354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2355 = stablehlo.multiply %2354, %1481 : tensor<4xf32>
    %2356 = stablehlo.subtract %stages.1.down.norm.b, %2355 : tensor<4xf32>
    %2357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2358 = stablehlo.multiply %2357, %2275 : tensor<2x2x4x8xf32>
    %2359 = stablehlo.subtract %stages.1.down.conv.w, %2358 : tensor<2x2x4x8xf32>
    %2360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2361 = stablehlo.multiply %2360, %1519 : tensor<8xf32>
    %2362 = stablehlo.subtract %stages.1.down.conv.b, %2361 : tensor<8xf32>
    %2363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2364 = stablehlo.multiply %2363, %2278 : tensor<7x7x1x8xf32>
    %2365 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2364 : tensor<7x7x1x8xf32>
    %2366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2367 = stablehlo.multiply %2366, %1557 : tensor<8xf32>
    %2368 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2367 : tensor<8xf32>
    %2369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2370 = stablehlo.multiply %2369, %1576 : tensor<8xf32>
    %2371 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2370 : tensor<8xf32>
    %2372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2373 = stablehlo.multiply %2372, %1595 : tensor<8xf32>
    %2374 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2373 : tensor<8xf32>
    %2375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2376 = stablehlo.multiply %2375, %2281 : tensor<8x32xf32>
    %2377 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2376 : tensor<8x32xf32>
    %2378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2379 = stablehlo.multiply %2378, %1633 : tensor<32xf32>
    %2380 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2379 : tensor<32xf32>
    %2381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2382 = stablehlo.multiply %2381, %2284 : tensor<32x8xf32>
    %2383 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2382 : tensor<32x8xf32>
    %2384 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2385 = stablehlo.multiply %2384, %1671 : tensor<8xf32>
    %2386 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2385 : tensor<8xf32>
    %2387 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2388 = stablehlo.multiply %2387, %1690 : tensor<8xf32>
    %2389 = stablehlo.subtract %stages.1.blocks.0.gamma, %2388 : tensor<8xf32>
    %2390 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2391 = stablehlo.multiply %2390, %1709 : tensor<8xf32>
    %2392 = stablehlo.subtract %stages.2.down.norm.g, %2391 : tensor<8xf32>
    %2393 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2394 = stablehlo.multiply %2393, %1728 : tensor<8xf32>
    %2395 = stablehlo.subtract %stages.2.down.norm.b, %2394 : tensor<8xf32>
    %2396 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2397 = stablehlo.multiply %2396, %2287 : tensor<2x2x8x12xf32>
    %2398 = stablehlo.subtract %stages.2.down.conv.w, %2397 : tensor<2x2x8x12xf32>
    %2399 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2400 = stablehlo.multiply %2399, %1766 : tensor<12xf32>
    %2401 = stablehlo.subtract %stages.2.down.conv.b, %2400 : tensor<12xf32>
    %2402 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2403 = stablehlo.multiply %2402, %2290 : tensor<7x7x1x12xf32>
    %2404 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2403 : tensor<7x7x1x12xf32>
    %2405 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2406 = stablehlo.multiply %2405, %1804 : tensor<12xf32>
    %2407 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2406 : tensor<12xf32>
    %2408 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2409 = stablehlo.multiply %2408, %1823 : tensor<12xf32>
    %2410 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2409 : tensor<12xf32>
    %2411 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2412 = stablehlo.multiply %2411, %1842 : tensor<12xf32>
    %2413 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2412 : tensor<12xf32>
    %2414 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2415 = stablehlo.multiply %2414, %2293 : tensor<12x48xf32>
    %2416 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2415 : tensor<12x48xf32>
    %2417 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2418 = stablehlo.multiply %2417, %1880 : tensor<48xf32>
    %2419 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2418 : tensor<48xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2421 = stablehlo.multiply %2420, %2296 : tensor<48x12xf32>
    %2422 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2421 : tensor<48x12xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2424 = stablehlo.multiply %2423, %1918 : tensor<12xf32>
    %2425 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2424 : tensor<12xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2427 = stablehlo.multiply %2426, %1937 : tensor<12xf32>
    %2428 = stablehlo.subtract %stages.2.blocks.0.gamma, %2427 : tensor<12xf32>
    %2429 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2430 = stablehlo.multiply %2429, %1956 : tensor<12xf32>
    %2431 = stablehlo.subtract %stages.3.down.norm.g, %2430 : tensor<12xf32>
    %2432 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2433 = stablehlo.multiply %2432, %1975 : tensor<12xf32>
    %2434 = stablehlo.subtract %stages.3.down.norm.b, %2433 : tensor<12xf32>
    %2435 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2436 = stablehlo.multiply %2435, %2299 : tensor<2x2x12x16xf32>
    %2437 = stablehlo.subtract %stages.3.down.conv.w, %2436 : tensor<2x2x12x16xf32>
    %2438 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2439 = stablehlo.multiply %2438, %2013 : tensor<16xf32>
    %2440 = stablehlo.subtract %stages.3.down.conv.b, %2439 : tensor<16xf32>
    %2441 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2442 = stablehlo.multiply %2441, %2302 : tensor<7x7x1x16xf32>
    %2443 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2442 : tensor<7x7x1x16xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2445 = stablehlo.multiply %2444, %2051 : tensor<16xf32>
    %2446 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2445 : tensor<16xf32>
    %2447 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2448 = stablehlo.multiply %2447, %2070 : tensor<16xf32>
    %2449 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2448 : tensor<16xf32>
    %2450 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2451 = stablehlo.multiply %2450, %2089 : tensor<16xf32>
    %2452 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2451 : tensor<16xf32>
    %2453 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2454 = stablehlo.multiply %2453, %2305 : tensor<16x64xf32>
    %2455 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2454 : tensor<16x64xf32>
    %2456 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2457 = stablehlo.multiply %2456, %2127 : tensor<64xf32>
    %2458 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2457 : tensor<64xf32>
    %2459 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2460 = stablehlo.multiply %2459, %2308 : tensor<64x16xf32>
    %2461 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2460 : tensor<64x16xf32>
    %2462 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2463 = stablehlo.multiply %2462, %2165 : tensor<16xf32>
    %2464 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2463 : tensor<16xf32>
    %2465 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2466 = stablehlo.multiply %2465, %2184 : tensor<16xf32>
    %2467 = stablehlo.subtract %stages.3.blocks.0.gamma, %2466 : tensor<16xf32>
    %2468 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2469 = stablehlo.multiply %2468, %2203 : tensor<16xf32>
    %2470 = stablehlo.subtract %head.norm.g, %2469 : tensor<16xf32>
    %2471 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2472 = stablehlo.multiply %2471, %2222 : tensor<16xf32>
    %2473 = stablehlo.subtract %head.norm.b, %2472 : tensor<16xf32>
    %2474 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2475 = stablehlo.multiply %2474, %2311 : tensor<16x10xf32>
    %2476 = stablehlo.subtract %head.fc.w, %2475 : tensor<16x10xf32>
    %2477 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2478 = stablehlo.multiply %2477, %2260 : tensor<10xf32>
    %2479 = stablehlo.subtract %head.fc.b, %2478 : tensor<10xf32>
    "func.return"(%2314, %2317, %2320, %2323, %2326, %2329, %2332, %2335, %2338, %2341, %2344, %2347, %2350, %2353, %2356, %2359, %2362, %2365, %2368, %2371, %2374, %2377, %2380, %2383, %2386, %2389, %2392, %2395, %2398, %2401, %2404, %2407, %2410, %2413, %2416, %2419, %2422, %2425, %2428, %2431, %2434, %2437, %2440, %2443, %2446, %2449, %2452, %2455, %2458, %2461, %2464, %2467, %2470, %2473, %2476, %2479, %1201, %1220, %1239, %1258, %1277, %1296, %1315, %1334, %1353, %1372, %1391, %1410, %1429, %1448, %1467, %1486, %1505, %1524, %1543, %1562, %1581, %1600, %1619, %1638, %1657, %1676, %1695, %1714, %1733, %1752, %1771, %1790, %1809, %1828, %1847, %1866, %1885, %1904, %1923, %1942, %1961, %1980, %1999, %2018, %2037, %2056, %2075, %2094, %2113, %2132, %2151, %2170, %2189, %2208, %2227, %2246, %1207, %1226, %1245, %1264, %1283, %1302, %1321, %1340, %1359, %1378, %1397, %1416, %1435, %1454, %1473, %1492, %1511, %1530, %1549, %1568, %1587, %1606, %1625, %1644, %1663, %1682, %1701, %1720, %1739, %1758, %1777, %1796, %1815, %1834, %1853, %1872, %1891, %1910, %1929, %1948, %1967, %1986, %2005, %2024, %2043, %2062, %2081, %2100, %2119, %2138, %2157, %2176, %2195, %2214, %2233, %2252, %310, %914) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

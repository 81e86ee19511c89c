// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 2
// variant: adamw+wx+clip1.0+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// data parallel: gradients and loss are the mean over 2 replicas (all-reduce sum ÷ N) before the optimizer
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
// content sha256: e1417b5fb5145d79abdb5582df43344459ed8d7d8f7947740f604a847126c7da
module @convnext_micro_c10_i32_b2x2_adamw_wx_clip1_0_drop attributes {mhlo.num_replicas = 2 : i32} {
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
    // ── data parallel: mean of the gradients and the loss over 2 replicas ──
    %645 = "stablehlo.all_reduce"(%642) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %646 = stablehlo.constant dense<2.0> : tensor<4x4x3x4xf32>
    %647 = stablehlo.divide %645, %646 : tensor<4x4x3x4xf32>
    %648 = "stablehlo.all_reduce"(%644) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %649 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %650 = stablehlo.divide %648, %649 : tensor<4xf32>
    %651 = "stablehlo.all_reduce"(%639) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %652 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %653 = stablehlo.divide %651, %652 : tensor<4xf32>
    %654 = "stablehlo.all_reduce"(%641) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %655 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %656 = stablehlo.divide %654, %655 : tensor<4xf32>
    %657 = "stablehlo.all_reduce"(%617) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %658 = stablehlo.constant dense<2.0> : tensor<7x7x1x4xf32>
    %659 = stablehlo.divide %657, %658 : tensor<7x7x1x4xf32>
    %660 = "stablehlo.all_reduce"(%619) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %661 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %662 = stablehlo.divide %660, %661 : tensor<4xf32>
    %663 = "stablehlo.all_reduce"(%612) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %664 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %665 = stablehlo.divide %663, %664 : tensor<4xf32>
    %666 = "stablehlo.all_reduce"(%614) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %667 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %668 = stablehlo.divide %666, %667 : tensor<4xf32>
    %669 = "stablehlo.all_reduce"(%591) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %670 = stablehlo.constant dense<2.0> : tensor<4x16xf32>
    %671 = stablehlo.divide %669, %670 : tensor<4x16xf32>
    %672 = "stablehlo.all_reduce"(%593) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %673 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %674 = stablehlo.divide %672, %673 : tensor<16xf32>
    %675 = "stablehlo.all_reduce"(%577) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %676 = stablehlo.constant dense<2.0> : tensor<16x4xf32>
    %677 = stablehlo.divide %675, %676 : tensor<16x4xf32>
    %678 = "stablehlo.all_reduce"(%579) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %679 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %680 = stablehlo.divide %678, %679 : tensor<4xf32>
    %681 = "stablehlo.all_reduce"(%575) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %682 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %683 = stablehlo.divide %681, %682 : tensor<4xf32>
    %684 = "stablehlo.all_reduce"(%568) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %685 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %686 = stablehlo.divide %684, %685 : tensor<4xf32>
    %687 = "stablehlo.all_reduce"(%570) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %688 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %689 = stablehlo.divide %687, %688 : tensor<4xf32>
    %690 = "stablehlo.all_reduce"(%547) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %691 = stablehlo.constant dense<2.0> : tensor<2x2x4x8xf32>
    %692 = stablehlo.divide %690, %691 : tensor<2x2x4x8xf32>
    %693 = "stablehlo.all_reduce"(%549) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %694 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %695 = stablehlo.divide %693, %694 : tensor<8xf32>
    %696 = "stablehlo.all_reduce"(%541) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %697 = stablehlo.constant dense<2.0> : tensor<7x7x1x8xf32>
    %698 = stablehlo.divide %696, %697 : tensor<7x7x1x8xf32>
    %699 = "stablehlo.all_reduce"(%543) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %700 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %701 = stablehlo.divide %699, %700 : tensor<8xf32>
    %702 = "stablehlo.all_reduce"(%536) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %703 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %704 = stablehlo.divide %702, %703 : tensor<8xf32>
    %705 = "stablehlo.all_reduce"(%538) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %706 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %707 = stablehlo.divide %705, %706 : tensor<8xf32>
    %708 = "stablehlo.all_reduce"(%515) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %709 = stablehlo.constant dense<2.0> : tensor<8x32xf32>
    %710 = stablehlo.divide %708, %709 : tensor<8x32xf32>
    %711 = "stablehlo.all_reduce"(%517) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %712 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %713 = stablehlo.divide %711, %712 : tensor<32xf32>
    %714 = "stablehlo.all_reduce"(%501) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %715 = stablehlo.constant dense<2.0> : tensor<32x8xf32>
    %716 = stablehlo.divide %714, %715 : tensor<32x8xf32>
    %717 = "stablehlo.all_reduce"(%503) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %718 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %719 = stablehlo.divide %717, %718 : tensor<8xf32>
    %720 = "stablehlo.all_reduce"(%499) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %721 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %722 = stablehlo.divide %720, %721 : tensor<8xf32>
    %723 = "stablehlo.all_reduce"(%492) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %724 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %725 = stablehlo.divide %723, %724 : tensor<8xf32>
    %726 = "stablehlo.all_reduce"(%494) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %727 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %728 = stablehlo.divide %726, %727 : tensor<8xf32>
    %729 = "stablehlo.all_reduce"(%471) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %730 = stablehlo.constant dense<2.0> : tensor<2x2x8x12xf32>
    %731 = stablehlo.divide %729, %730 : tensor<2x2x8x12xf32>
    %732 = "stablehlo.all_reduce"(%473) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %733 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %734 = stablehlo.divide %732, %733 : tensor<12xf32>
    %735 = "stablehlo.all_reduce"(%465) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %736 = stablehlo.constant dense<2.0> : tensor<7x7x1x12xf32>
    %737 = stablehlo.divide %735, %736 : tensor<7x7x1x12xf32>
    %738 = "stablehlo.all_reduce"(%467) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %739 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %740 = stablehlo.divide %738, %739 : tensor<12xf32>
    %741 = "stablehlo.all_reduce"(%460) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %742 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %743 = stablehlo.divide %741, %742 : tensor<12xf32>
    %744 = "stablehlo.all_reduce"(%462) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %745 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %746 = stablehlo.divide %744, %745 : tensor<12xf32>
    %747 = "stablehlo.all_reduce"(%439) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12x48xf32>) -> tensor<12x48xf32>
    %748 = stablehlo.constant dense<2.0> : tensor<12x48xf32>
    %749 = stablehlo.divide %747, %748 : tensor<12x48xf32>
    %750 = "stablehlo.all_reduce"(%441) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<48xf32>) -> tensor<48xf32>
    %751 = stablehlo.constant dense<2.0> : tensor<48xf32>
    %752 = stablehlo.divide %750, %751 : tensor<48xf32>
    %753 = "stablehlo.all_reduce"(%425) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<48x12xf32>) -> tensor<48x12xf32>
    %754 = stablehlo.constant dense<2.0> : tensor<48x12xf32>
    %755 = stablehlo.divide %753, %754 : tensor<48x12xf32>
    %756 = "stablehlo.all_reduce"(%427) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %757 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %758 = stablehlo.divide %756, %757 : tensor<12xf32>
    %759 = "stablehlo.all_reduce"(%423) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %760 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %761 = stablehlo.divide %759, %760 : tensor<12xf32>
    %762 = "stablehlo.all_reduce"(%416) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %763 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %764 = stablehlo.divide %762, %763 : tensor<12xf32>
    %765 = "stablehlo.all_reduce"(%418) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %766 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %767 = stablehlo.divide %765, %766 : tensor<12xf32>
    %768 = "stablehlo.all_reduce"(%395) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %769 = stablehlo.constant dense<2.0> : tensor<2x2x12x16xf32>
    %770 = stablehlo.divide %768, %769 : tensor<2x2x12x16xf32>
    %771 = "stablehlo.all_reduce"(%397) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %772 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %773 = stablehlo.divide %771, %772 : tensor<16xf32>
    %774 = "stablehlo.all_reduce"(%389) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %775 = stablehlo.constant dense<2.0> : tensor<7x7x1x16xf32>
    %776 = stablehlo.divide %774, %775 : tensor<7x7x1x16xf32>
    %777 = "stablehlo.all_reduce"(%391) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %778 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %779 = stablehlo.divide %777, %778 : tensor<16xf32>
    %780 = "stablehlo.all_reduce"(%384) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %781 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %782 = stablehlo.divide %780, %781 : tensor<16xf32>
    %783 = "stablehlo.all_reduce"(%386) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %784 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %785 = stablehlo.divide %783, %784 : tensor<16xf32>
    %786 = "stablehlo.all_reduce"(%363) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %787 = stablehlo.constant dense<2.0> : tensor<16x64xf32>
    %788 = stablehlo.divide %786, %787 : tensor<16x64xf32>
    %789 = "stablehlo.all_reduce"(%365) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %790 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %791 = stablehlo.divide %789, %790 : tensor<64xf32>
    %792 = "stablehlo.all_reduce"(%349) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %793 = stablehlo.constant dense<2.0> : tensor<64x16xf32>
    %794 = stablehlo.divide %792, %793 : tensor<64x16xf32>
    %795 = "stablehlo.all_reduce"(%351) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %796 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %797 = stablehlo.divide %795, %796 : tensor<16xf32>
    %798 = "stablehlo.all_reduce"(%347) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %799 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %800 = stablehlo.divide %798, %799 : tensor<16xf32>
    %801 = "stablehlo.all_reduce"(%337) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %802 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %803 = stablehlo.divide %801, %802 : tensor<16xf32>
    %804 = "stablehlo.all_reduce"(%339) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %805 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %806 = stablehlo.divide %804, %805 : tensor<16xf32>
    %807 = "stablehlo.all_reduce"(%316) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %808 = stablehlo.constant dense<2.0> : tensor<16x10xf32>
    %809 = stablehlo.divide %807, %808 : tensor<16x10xf32>
    %810 = "stablehlo.all_reduce"(%318) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
    %811 = stablehlo.constant dense<2.0> : tensor<10xf32>
    %812 = stablehlo.divide %810, %811 : tensor<10xf32>
    %813 = "stablehlo.all_reduce"(%306) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<f32>) -> tensor<f32>
    %814 = stablehlo.constant dense<2.0> : tensor<f32>
    %815 = stablehlo.divide %813, %814 : tensor<f32>
    // ── optimizer ──
    %816 = stablehlo.multiply %647, %647 : tensor<4x4x3x4xf32>
    %817 = stablehlo.constant dense<0.0> : tensor<f32>
    %818 = "stablehlo.reduce"(%816, %817) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %819 = stablehlo.constant dense<0.0> : tensor<f32>
    %820 = "stablehlo.reduce"(%818, %819) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %821 = stablehlo.multiply %650, %650 : tensor<4xf32>
    %822 = stablehlo.constant dense<0.0> : tensor<f32>
    %823 = "stablehlo.reduce"(%821, %822) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %824 = stablehlo.add %820, %823 : tensor<f32>
    %825 = stablehlo.multiply %653, %653 : tensor<4xf32>
    %826 = stablehlo.constant dense<0.0> : tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %828 = stablehlo.add %824, %827 : tensor<f32>
    %829 = stablehlo.multiply %656, %656 : tensor<4xf32>
    %830 = stablehlo.constant dense<0.0> : tensor<f32>
    %831 = "stablehlo.reduce"(%829, %830) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %832 = stablehlo.add %828, %831 : tensor<f32>
    %833 = stablehlo.multiply %659, %659 : tensor<7x7x1x4xf32>
    %834 = stablehlo.constant dense<0.0> : tensor<f32>
    %835 = "stablehlo.reduce"(%833, %834) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %838 = stablehlo.add %832, %837 : tensor<f32>
    %839 = stablehlo.multiply %662, %662 : tensor<4xf32>
    %840 = stablehlo.constant dense<0.0> : tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %842 = stablehlo.add %838, %841 : tensor<f32>
    %843 = stablehlo.multiply %665, %665 : tensor<4xf32>
    %844 = stablehlo.constant dense<0.0> : tensor<f32>
    %845 = "stablehlo.reduce"(%843, %844) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %846 = stablehlo.add %842, %845 : tensor<f32>
    %847 = stablehlo.multiply %668, %668 : tensor<4xf32>
    %848 = stablehlo.constant dense<0.0> : tensor<f32>
    %849 = "stablehlo.reduce"(%847, %848) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %850 = stablehlo.add %846, %849 : tensor<f32>
    %851 = stablehlo.multiply %671, %671 : tensor<4x16xf32>
    %852 = stablehlo.constant dense<0.0> : tensor<f32>
    %853 = "stablehlo.reduce"(%851, %852) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %854 = stablehlo.constant dense<0.0> : tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %856 = stablehlo.add %850, %855 : tensor<f32>
    %857 = stablehlo.multiply %674, %674 : tensor<16xf32>
    %858 = stablehlo.constant dense<0.0> : tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %860 = stablehlo.add %856, %859 : tensor<f32>
    %861 = stablehlo.multiply %677, %677 : tensor<16x4xf32>
    %862 = stablehlo.constant dense<0.0> : tensor<f32>
    %863 = "stablehlo.reduce"(%861, %862) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %864 = stablehlo.constant dense<0.0> : tensor<f32>
    %865 = "stablehlo.reduce"(%863, %864) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %866 = stablehlo.add %860, %865 : tensor<f32>
    %867 = stablehlo.multiply %680, %680 : tensor<4xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %870 = stablehlo.add %866, %869 : tensor<f32>
    %871 = stablehlo.multiply %683, %683 : tensor<4xf32>
    %872 = stablehlo.constant dense<0.0> : tensor<f32>
    %873 = "stablehlo.reduce"(%871, %872) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %874 = stablehlo.add %870, %873 : tensor<f32>
    %875 = stablehlo.multiply %686, %686 : tensor<4xf32>
    %876 = stablehlo.constant dense<0.0> : tensor<f32>
    %877 = "stablehlo.reduce"(%875, %876) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %878 = stablehlo.add %874, %877 : tensor<f32>
    %879 = stablehlo.multiply %689, %689 : tensor<4xf32>
    %880 = stablehlo.constant dense<0.0> : tensor<f32>
    %881 = "stablehlo.reduce"(%879, %880) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %882 = stablehlo.add %878, %881 : tensor<f32>
    %883 = stablehlo.multiply %692, %692 : tensor<2x2x4x8xf32>
    %884 = stablehlo.constant dense<0.0> : tensor<f32>
    %885 = "stablehlo.reduce"(%883, %884) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %886 = stablehlo.constant dense<0.0> : tensor<f32>
    %887 = "stablehlo.reduce"(%885, %886) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %888 = stablehlo.add %882, %887 : tensor<f32>
    %889 = stablehlo.multiply %695, %695 : tensor<8xf32>
    %890 = stablehlo.constant dense<0.0> : tensor<f32>
    %891 = "stablehlo.reduce"(%889, %890) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %892 = stablehlo.add %888, %891 : tensor<f32>
    %893 = stablehlo.multiply %698, %698 : tensor<7x7x1x8xf32>
    %894 = stablehlo.constant dense<0.0> : tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %896 = stablehlo.constant dense<0.0> : tensor<f32>
    %897 = "stablehlo.reduce"(%895, %896) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %898 = stablehlo.add %892, %897 : tensor<f32>
    %899 = stablehlo.multiply %701, %701 : tensor<8xf32>
    %900 = stablehlo.constant dense<0.0> : tensor<f32>
    %901 = "stablehlo.reduce"(%899, %900) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %902 = stablehlo.add %898, %901 : tensor<f32>
    %903 = stablehlo.multiply %704, %704 : tensor<8xf32>
    %904 = stablehlo.constant dense<0.0> : tensor<f32>
    %905 = "stablehlo.reduce"(%903, %904) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %906 = stablehlo.add %902, %905 : tensor<f32>
    %907 = stablehlo.multiply %707, %707 : tensor<8xf32>
    %908 = stablehlo.constant dense<0.0> : tensor<f32>
    %909 = "stablehlo.reduce"(%907, %908) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %910 = stablehlo.add %906, %909 : tensor<f32>
    %911 = stablehlo.multiply %710, %710 : tensor<8x32xf32>
    %912 = stablehlo.constant dense<0.0> : tensor<f32>
    %913 = "stablehlo.reduce"(%911, %912) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %914 = stablehlo.constant dense<0.0> : tensor<f32>
    %915 = "stablehlo.reduce"(%913, %914) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %916 = stablehlo.add %910, %915 : tensor<f32>
    %917 = stablehlo.multiply %713, %713 : tensor<32xf32>
    %918 = stablehlo.constant dense<0.0> : tensor<f32>
    %919 = "stablehlo.reduce"(%917, %918) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %920 = stablehlo.add %916, %919 : tensor<f32>
    %921 = stablehlo.multiply %716, %716 : tensor<32x8xf32>
    %922 = stablehlo.constant dense<0.0> : tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %924 = stablehlo.constant dense<0.0> : tensor<f32>
    %925 = "stablehlo.reduce"(%923, %924) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %926 = stablehlo.add %920, %925 : tensor<f32>
    %927 = stablehlo.multiply %719, %719 : tensor<8xf32>
    %928 = stablehlo.constant dense<0.0> : tensor<f32>
    %929 = "stablehlo.reduce"(%927, %928) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %930 = stablehlo.add %926, %929 : tensor<f32>
    %931 = stablehlo.multiply %722, %722 : tensor<8xf32>
    %932 = stablehlo.constant dense<0.0> : tensor<f32>
    %933 = "stablehlo.reduce"(%931, %932) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %934 = stablehlo.add %930, %933 : tensor<f32>
    %935 = stablehlo.multiply %725, %725 : tensor<8xf32>
    %936 = stablehlo.constant dense<0.0> : tensor<f32>
    %937 = "stablehlo.reduce"(%935, %936) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %938 = stablehlo.add %934, %937 : tensor<f32>
    %939 = stablehlo.multiply %728, %728 : tensor<8xf32>
    %940 = stablehlo.constant dense<0.0> : tensor<f32>
    %941 = "stablehlo.reduce"(%939, %940) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %942 = stablehlo.add %938, %941 : tensor<f32>
    %943 = stablehlo.multiply %731, %731 : tensor<2x2x8x12xf32>
    %944 = stablehlo.constant dense<0.0> : tensor<f32>
    %945 = "stablehlo.reduce"(%943, %944) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %946 = stablehlo.constant dense<0.0> : tensor<f32>
    %947 = "stablehlo.reduce"(%945, %946) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %948 = stablehlo.add %942, %947 : tensor<f32>
    %949 = stablehlo.multiply %734, %734 : tensor<12xf32>
    %950 = stablehlo.constant dense<0.0> : tensor<f32>
    %951 = "stablehlo.reduce"(%949, %950) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %952 = stablehlo.add %948, %951 : tensor<f32>
    %953 = stablehlo.multiply %737, %737 : tensor<7x7x1x12xf32>
    %954 = stablehlo.constant dense<0.0> : tensor<f32>
    %955 = "stablehlo.reduce"(%953, %954) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %956 = stablehlo.constant dense<0.0> : tensor<f32>
    %957 = "stablehlo.reduce"(%955, %956) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %958 = stablehlo.add %952, %957 : tensor<f32>
    %959 = stablehlo.multiply %740, %740 : tensor<12xf32>
    %960 = stablehlo.constant dense<0.0> : tensor<f32>
    %961 = "stablehlo.reduce"(%959, %960) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %962 = stablehlo.add %958, %961 : tensor<f32>
    %963 = stablehlo.multiply %743, %743 : tensor<12xf32>
    %964 = stablehlo.constant dense<0.0> : tensor<f32>
    %965 = "stablehlo.reduce"(%963, %964) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %966 = stablehlo.add %962, %965 : tensor<f32>
    %967 = stablehlo.multiply %746, %746 : tensor<12xf32>
    %968 = stablehlo.constant dense<0.0> : tensor<f32>
    %969 = "stablehlo.reduce"(%967, %968) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %970 = stablehlo.add %966, %969 : tensor<f32>
    %971 = stablehlo.multiply %749, %749 : tensor<12x48xf32>
    %972 = stablehlo.constant dense<0.0> : tensor<f32>
    %973 = "stablehlo.reduce"(%971, %972) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %974 = stablehlo.constant dense<0.0> : tensor<f32>
    %975 = "stablehlo.reduce"(%973, %974) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %976 = stablehlo.add %970, %975 : tensor<f32>
    %977 = stablehlo.multiply %752, %752 : tensor<48xf32>
    %978 = stablehlo.constant dense<0.0> : tensor<f32>
    %979 = "stablehlo.reduce"(%977, %978) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %980 = stablehlo.add %976, %979 : tensor<f32>
    %981 = stablehlo.multiply %755, %755 : tensor<48x12xf32>
    %982 = stablehlo.constant dense<0.0> : tensor<f32>
    %983 = "stablehlo.reduce"(%981, %982) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %984 = stablehlo.constant dense<0.0> : tensor<f32>
    %985 = "stablehlo.reduce"(%983, %984) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %986 = stablehlo.add %980, %985 : tensor<f32>
    %987 = stablehlo.multiply %758, %758 : tensor<12xf32>
    %988 = stablehlo.constant dense<0.0> : tensor<f32>
    %989 = "stablehlo.reduce"(%987, %988) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %990 = stablehlo.add %986, %989 : tensor<f32>
    %991 = stablehlo.multiply %761, %761 : tensor<12xf32>
    %992 = stablehlo.constant dense<0.0> : tensor<f32>
    %993 = "stablehlo.reduce"(%991, %992) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %994 = stablehlo.add %990, %993 : tensor<f32>
    %995 = stablehlo.multiply %764, %764 : tensor<12xf32>
    %996 = stablehlo.constant dense<0.0> : tensor<f32>
    %997 = "stablehlo.reduce"(%995, %996) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %998 = stablehlo.add %994, %997 : tensor<f32>
    %999 = stablehlo.multiply %767, %767 : tensor<12xf32>
    %1000 = stablehlo.constant dense<0.0> : tensor<f32>
    %1001 = "stablehlo.reduce"(%999, %1000) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %1002 = stablehlo.add %998, %1001 : tensor<f32>
    %1003 = stablehlo.multiply %770, %770 : tensor<2x2x12x16xf32>
    %1004 = stablehlo.constant dense<0.0> : tensor<f32>
    %1005 = "stablehlo.reduce"(%1003, %1004) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %1006 = stablehlo.constant dense<0.0> : tensor<f32>
    %1007 = "stablehlo.reduce"(%1005, %1006) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %1008 = stablehlo.add %1002, %1007 : tensor<f32>
    %1009 = stablehlo.multiply %773, %773 : tensor<16xf32>
    %1010 = stablehlo.constant dense<0.0> : tensor<f32>
    %1011 = "stablehlo.reduce"(%1009, %1010) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1012 = stablehlo.add %1008, %1011 : tensor<f32>
    %1013 = stablehlo.multiply %776, %776 : tensor<7x7x1x16xf32>
    %1014 = stablehlo.constant dense<0.0> : tensor<f32>
    %1015 = "stablehlo.reduce"(%1013, %1014) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1016 = stablehlo.constant dense<0.0> : tensor<f32>
    %1017 = "stablehlo.reduce"(%1015, %1016) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1018 = stablehlo.add %1012, %1017 : tensor<f32>
    %1019 = stablehlo.multiply %779, %779 : tensor<16xf32>
    %1020 = stablehlo.constant dense<0.0> : tensor<f32>
    %1021 = "stablehlo.reduce"(%1019, %1020) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1022 = stablehlo.add %1018, %1021 : tensor<f32>
    %1023 = stablehlo.multiply %782, %782 : tensor<16xf32>
    %1024 = stablehlo.constant dense<0.0> : tensor<f32>
    %1025 = "stablehlo.reduce"(%1023, %1024) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1026 = stablehlo.add %1022, %1025 : tensor<f32>
    %1027 = stablehlo.multiply %785, %785 : tensor<16xf32>
    %1028 = stablehlo.constant dense<0.0> : tensor<f32>
    %1029 = "stablehlo.reduce"(%1027, %1028) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1030 = stablehlo.add %1026, %1029 : tensor<f32>
    %1031 = stablehlo.multiply %788, %788 : tensor<16x64xf32>
    %1032 = stablehlo.constant dense<0.0> : tensor<f32>
    %1033 = "stablehlo.reduce"(%1031, %1032) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %1034 = stablehlo.constant dense<0.0> : tensor<f32>
    %1035 = "stablehlo.reduce"(%1033, %1034) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1036 = stablehlo.add %1030, %1035 : tensor<f32>
    %1037 = stablehlo.multiply %791, %791 : tensor<64xf32>
    %1038 = stablehlo.constant dense<0.0> : tensor<f32>
    %1039 = "stablehlo.reduce"(%1037, %1038) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1040 = stablehlo.add %1036, %1039 : tensor<f32>
    %1041 = stablehlo.multiply %794, %794 : tensor<64x16xf32>
    %1042 = stablehlo.constant dense<0.0> : tensor<f32>
    %1043 = "stablehlo.reduce"(%1041, %1042) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %1044 = stablehlo.constant dense<0.0> : tensor<f32>
    %1045 = "stablehlo.reduce"(%1043, %1044) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1046 = stablehlo.add %1040, %1045 : tensor<f32>
    %1047 = stablehlo.multiply %797, %797 : tensor<16xf32>
    %1048 = stablehlo.constant dense<0.0> : tensor<f32>
    %1049 = "stablehlo.reduce"(%1047, %1048) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1050 = stablehlo.add %1046, %1049 : tensor<f32>
    %1051 = stablehlo.multiply %800, %800 : tensor<16xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<f32>
    %1053 = "stablehlo.reduce"(%1051, %1052) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1054 = stablehlo.add %1050, %1053 : tensor<f32>
    %1055 = stablehlo.multiply %803, %803 : tensor<16xf32>
    %1056 = stablehlo.constant dense<0.0> : tensor<f32>
    %1057 = "stablehlo.reduce"(%1055, %1056) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1058 = stablehlo.add %1054, %1057 : tensor<f32>
    %1059 = stablehlo.multiply %806, %806 : tensor<16xf32>
    %1060 = stablehlo.constant dense<0.0> : tensor<f32>
    %1061 = "stablehlo.reduce"(%1059, %1060) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1062 = stablehlo.add %1058, %1061 : tensor<f32>
    %1063 = stablehlo.multiply %809, %809 : tensor<16x10xf32>
    %1064 = stablehlo.constant dense<0.0> : tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %1066 = stablehlo.constant dense<0.0> : tensor<f32>
    %1067 = "stablehlo.reduce"(%1065, %1066) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1068 = stablehlo.add %1062, %1067 : tensor<f32>
    %1069 = stablehlo.multiply %812, %812 : tensor<10xf32>
    %1070 = stablehlo.constant dense<0.0> : tensor<f32>
    %1071 = "stablehlo.reduce"(%1069, %1070) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1072 = stablehlo.add %1068, %1071 : tensor<f32>
    %1073 = stablehlo.sqrt %1072 : tensor<f32>
    %1074 = stablehlo.constant dense<1.0> : tensor<f32>
    %1075 = "stablehlo.compare"(%1073, %1074) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1076 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1077 = stablehlo.divide %647, %1076 : tensor<4x4x3x4xf32>
    %1078 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %1079 = stablehlo.multiply %1077, %1078 : tensor<4x4x3x4xf32>
    %1080 = "stablehlo.select"(%1075, %647, %1079) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %1081 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1082 = stablehlo.divide %650, %1081 : tensor<4xf32>
    %1083 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1084 = stablehlo.multiply %1082, %1083 : tensor<4xf32>
    %1085 = "stablehlo.select"(%1075, %650, %1084) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1086 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1087 = stablehlo.divide %653, %1086 : tensor<4xf32>
    %1088 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1089 = stablehlo.multiply %1087, %1088 : tensor<4xf32>
    %1090 = "stablehlo.select"(%1075, %653, %1089) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1092 = stablehlo.divide %656, %1091 : tensor<4xf32>
    %1093 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1094 = stablehlo.multiply %1092, %1093 : tensor<4xf32>
    %1095 = "stablehlo.select"(%1075, %656, %1094) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1097 = stablehlo.divide %659, %1096 : tensor<7x7x1x4xf32>
    %1098 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %1099 = stablehlo.multiply %1097, %1098 : tensor<7x7x1x4xf32>
    %1100 = "stablehlo.select"(%1075, %659, %1099) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1102 = stablehlo.divide %662, %1101 : tensor<4xf32>
    %1103 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1104 = stablehlo.multiply %1102, %1103 : tensor<4xf32>
    %1105 = "stablehlo.select"(%1075, %662, %1104) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1106 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1107 = stablehlo.divide %665, %1106 : tensor<4xf32>
    %1108 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1109 = stablehlo.multiply %1107, %1108 : tensor<4xf32>
    %1110 = "stablehlo.select"(%1075, %665, %1109) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1112 = stablehlo.divide %668, %1111 : tensor<4xf32>
    %1113 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1114 = stablehlo.multiply %1112, %1113 : tensor<4xf32>
    %1115 = "stablehlo.select"(%1075, %668, %1114) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1117 = stablehlo.divide %671, %1116 : tensor<4x16xf32>
    %1118 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %1119 = stablehlo.multiply %1117, %1118 : tensor<4x16xf32>
    %1120 = "stablehlo.select"(%1075, %671, %1119) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1121 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1122 = stablehlo.divide %674, %1121 : tensor<16xf32>
    %1123 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1124 = stablehlo.multiply %1122, %1123 : tensor<16xf32>
    %1125 = "stablehlo.select"(%1075, %674, %1124) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1126 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1127 = stablehlo.divide %677, %1126 : tensor<16x4xf32>
    %1128 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %1129 = stablehlo.multiply %1127, %1128 : tensor<16x4xf32>
    %1130 = "stablehlo.select"(%1075, %677, %1129) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1132 = stablehlo.divide %680, %1131 : tensor<4xf32>
    %1133 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1134 = stablehlo.multiply %1132, %1133 : tensor<4xf32>
    %1135 = "stablehlo.select"(%1075, %680, %1134) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1137 = stablehlo.divide %683, %1136 : tensor<4xf32>
    %1138 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1139 = stablehlo.multiply %1137, %1138 : tensor<4xf32>
    %1140 = "stablehlo.select"(%1075, %683, %1139) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1141 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1142 = stablehlo.divide %686, %1141 : tensor<4xf32>
    %1143 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1144 = stablehlo.multiply %1142, %1143 : tensor<4xf32>
    %1145 = "stablehlo.select"(%1075, %686, %1144) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1146 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1147 = stablehlo.divide %689, %1146 : tensor<4xf32>
    %1148 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1149 = stablehlo.multiply %1147, %1148 : tensor<4xf32>
    %1150 = "stablehlo.select"(%1075, %689, %1149) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1152 = stablehlo.divide %692, %1151 : tensor<2x2x4x8xf32>
    %1153 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %1154 = stablehlo.multiply %1152, %1153 : tensor<2x2x4x8xf32>
    %1155 = "stablehlo.select"(%1075, %692, %1154) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1157 = stablehlo.divide %695, %1156 : tensor<8xf32>
    %1158 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1159 = stablehlo.multiply %1157, %1158 : tensor<8xf32>
    %1160 = "stablehlo.select"(%1075, %695, %1159) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1161 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1162 = stablehlo.divide %698, %1161 : tensor<7x7x1x8xf32>
    %1163 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %1164 = stablehlo.multiply %1162, %1163 : tensor<7x7x1x8xf32>
    %1165 = "stablehlo.select"(%1075, %698, %1164) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %1166 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1167 = stablehlo.divide %701, %1166 : tensor<8xf32>
    %1168 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1169 = stablehlo.multiply %1167, %1168 : tensor<8xf32>
    %1170 = "stablehlo.select"(%1075, %701, %1169) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1171 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1172 = stablehlo.divide %704, %1171 : tensor<8xf32>
    %1173 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1174 = stablehlo.multiply %1172, %1173 : tensor<8xf32>
    %1175 = "stablehlo.select"(%1075, %704, %1174) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1176 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1177 = stablehlo.divide %707, %1176 : tensor<8xf32>
    %1178 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1179 = stablehlo.multiply %1177, %1178 : tensor<8xf32>
    %1180 = "stablehlo.select"(%1075, %707, %1179) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1182 = stablehlo.divide %710, %1181 : tensor<8x32xf32>
    %1183 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %1184 = stablehlo.multiply %1182, %1183 : tensor<8x32xf32>
    %1185 = "stablehlo.select"(%1075, %710, %1184) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1186 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1187 = stablehlo.divide %713, %1186 : tensor<32xf32>
    %1188 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1189 = stablehlo.multiply %1187, %1188 : tensor<32xf32>
    %1190 = "stablehlo.select"(%1075, %713, %1189) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1191 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1192 = stablehlo.divide %716, %1191 : tensor<32x8xf32>
    %1193 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %1194 = stablehlo.multiply %1192, %1193 : tensor<32x8xf32>
    %1195 = "stablehlo.select"(%1075, %716, %1194) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1196 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1197 = stablehlo.divide %719, %1196 : tensor<8xf32>
    %1198 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1199 = stablehlo.multiply %1197, %1198 : tensor<8xf32>
    %1200 = "stablehlo.select"(%1075, %719, %1199) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1202 = stablehlo.divide %722, %1201 : tensor<8xf32>
    %1203 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1204 = stablehlo.multiply %1202, %1203 : tensor<8xf32>
    %1205 = "stablehlo.select"(%1075, %722, %1204) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1207 = stablehlo.divide %725, %1206 : tensor<8xf32>
    %1208 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1209 = stablehlo.multiply %1207, %1208 : tensor<8xf32>
    %1210 = "stablehlo.select"(%1075, %725, %1209) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1212 = stablehlo.divide %728, %1211 : tensor<8xf32>
    %1213 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<8xf32>
    %1215 = "stablehlo.select"(%1075, %728, %1214) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1216 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1217 = stablehlo.divide %731, %1216 : tensor<2x2x8x12xf32>
    %1218 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<2x2x8x12xf32>
    %1220 = "stablehlo.select"(%1075, %731, %1219) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1221 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1222 = stablehlo.divide %734, %1221 : tensor<12xf32>
    %1223 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1224 = stablehlo.multiply %1222, %1223 : tensor<12xf32>
    %1225 = "stablehlo.select"(%1075, %734, %1224) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1226 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1227 = stablehlo.divide %737, %1226 : tensor<7x7x1x12xf32>
    %1228 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1229 = stablehlo.multiply %1227, %1228 : tensor<7x7x1x12xf32>
    %1230 = "stablehlo.select"(%1075, %737, %1229) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1231 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1232 = stablehlo.divide %740, %1231 : tensor<12xf32>
    %1233 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1234 = stablehlo.multiply %1232, %1233 : tensor<12xf32>
    %1235 = "stablehlo.select"(%1075, %740, %1234) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1236 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1237 = stablehlo.divide %743, %1236 : tensor<12xf32>
    %1238 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1239 = stablehlo.multiply %1237, %1238 : tensor<12xf32>
    %1240 = "stablehlo.select"(%1075, %743, %1239) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1242 = stablehlo.divide %746, %1241 : tensor<12xf32>
    %1243 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1244 = stablehlo.multiply %1242, %1243 : tensor<12xf32>
    %1245 = "stablehlo.select"(%1075, %746, %1244) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1247 = stablehlo.divide %749, %1246 : tensor<12x48xf32>
    %1248 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1249 = stablehlo.multiply %1247, %1248 : tensor<12x48xf32>
    %1250 = "stablehlo.select"(%1075, %749, %1249) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1251 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1252 = stablehlo.divide %752, %1251 : tensor<48xf32>
    %1253 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1254 = stablehlo.multiply %1252, %1253 : tensor<48xf32>
    %1255 = "stablehlo.select"(%1075, %752, %1254) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1256 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1257 = stablehlo.divide %755, %1256 : tensor<48x12xf32>
    %1258 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1259 = stablehlo.multiply %1257, %1258 : tensor<48x12xf32>
    %1260 = "stablehlo.select"(%1075, %755, %1259) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1262 = stablehlo.divide %758, %1261 : tensor<12xf32>
    %1263 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1264 = stablehlo.multiply %1262, %1263 : tensor<12xf32>
    %1265 = "stablehlo.select"(%1075, %758, %1264) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1266 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1267 = stablehlo.divide %761, %1266 : tensor<12xf32>
    %1268 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1269 = stablehlo.multiply %1267, %1268 : tensor<12xf32>
    %1270 = "stablehlo.select"(%1075, %761, %1269) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1271 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1272 = stablehlo.divide %764, %1271 : tensor<12xf32>
    %1273 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1274 = stablehlo.multiply %1272, %1273 : tensor<12xf32>
    %1275 = "stablehlo.select"(%1075, %764, %1274) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1276 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1277 = stablehlo.divide %767, %1276 : tensor<12xf32>
    %1278 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1279 = stablehlo.multiply %1277, %1278 : tensor<12xf32>
    %1280 = "stablehlo.select"(%1075, %767, %1279) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1282 = stablehlo.divide %770, %1281 : tensor<2x2x12x16xf32>
    %1283 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1284 = stablehlo.multiply %1282, %1283 : tensor<2x2x12x16xf32>
    %1285 = "stablehlo.select"(%1075, %770, %1284) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1287 = stablehlo.divide %773, %1286 : tensor<16xf32>
    %1288 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1289 = stablehlo.multiply %1287, %1288 : tensor<16xf32>
    %1290 = "stablehlo.select"(%1075, %773, %1289) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1291 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1292 = stablehlo.divide %776, %1291 : tensor<7x7x1x16xf32>
    %1293 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1294 = stablehlo.multiply %1292, %1293 : tensor<7x7x1x16xf32>
    %1295 = "stablehlo.select"(%1075, %776, %1294) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1296 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1297 = stablehlo.divide %779, %1296 : tensor<16xf32>
    %1298 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1299 = stablehlo.multiply %1297, %1298 : tensor<16xf32>
    %1300 = "stablehlo.select"(%1075, %779, %1299) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1302 = stablehlo.divide %782, %1301 : tensor<16xf32>
    %1303 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1304 = stablehlo.multiply %1302, %1303 : tensor<16xf32>
    %1305 = "stablehlo.select"(%1075, %782, %1304) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1306 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1307 = stablehlo.divide %785, %1306 : tensor<16xf32>
    %1308 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1309 = stablehlo.multiply %1307, %1308 : tensor<16xf32>
    %1310 = "stablehlo.select"(%1075, %785, %1309) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1312 = stablehlo.divide %788, %1311 : tensor<16x64xf32>
    %1313 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1314 = stablehlo.multiply %1312, %1313 : tensor<16x64xf32>
    %1315 = "stablehlo.select"(%1075, %788, %1314) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1316 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1317 = stablehlo.divide %791, %1316 : tensor<64xf32>
    %1318 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1319 = stablehlo.multiply %1317, %1318 : tensor<64xf32>
    %1320 = "stablehlo.select"(%1075, %791, %1319) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1321 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1322 = stablehlo.divide %794, %1321 : tensor<64x16xf32>
    %1323 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1324 = stablehlo.multiply %1322, %1323 : tensor<64x16xf32>
    %1325 = "stablehlo.select"(%1075, %794, %1324) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1326 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1327 = stablehlo.divide %797, %1326 : tensor<16xf32>
    %1328 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1329 = stablehlo.multiply %1327, %1328 : tensor<16xf32>
    %1330 = "stablehlo.select"(%1075, %797, %1329) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1332 = stablehlo.divide %800, %1331 : tensor<16xf32>
    %1333 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1334 = stablehlo.multiply %1332, %1333 : tensor<16xf32>
    %1335 = "stablehlo.select"(%1075, %800, %1334) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1337 = stablehlo.divide %803, %1336 : tensor<16xf32>
    %1338 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1339 = stablehlo.multiply %1337, %1338 : tensor<16xf32>
    %1340 = "stablehlo.select"(%1075, %803, %1339) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1341 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1342 = stablehlo.divide %806, %1341 : tensor<16xf32>
    %1343 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1344 = stablehlo.multiply %1342, %1343 : tensor<16xf32>
    %1345 = "stablehlo.select"(%1075, %806, %1344) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1347 = stablehlo.divide %809, %1346 : tensor<16x10xf32>
    %1348 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1349 = stablehlo.multiply %1347, %1348 : tensor<16x10xf32>
    %1350 = "stablehlo.select"(%1075, %809, %1349) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1351 = "stablehlo.broadcast_in_dim"(%1073) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1352 = stablehlo.divide %812, %1351 : tensor<10xf32>
    %1353 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1354 = stablehlo.multiply %1352, %1353 : tensor<10xf32>
    %1355 = "stablehlo.select"(%1075, %812, %1354) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1356 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1357 = stablehlo.multiply %1356, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1358 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1359 = stablehlo.multiply %1358, %1080 : tensor<4x4x3x4xf32>
    %1360 = stablehlo.add %1357, %1359 : tensor<4x4x3x4xf32>
    %1361 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1362 = stablehlo.multiply %1361, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1363 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1364 = stablehlo.multiply %1080, %1080 : tensor<4x4x3x4xf32>
    %1365 = stablehlo.multiply %1363, %1364 : tensor<4x4x3x4xf32>
    %1366 = stablehlo.add %1362, %1365 : tensor<4x4x3x4xf32>
    %1367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1368 = stablehlo.divide %1360, %1367 : tensor<4x4x3x4xf32>
    %1369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1370 = stablehlo.divide %1366, %1369 : tensor<4x4x3x4xf32>
    %1371 = stablehlo.sqrt %1370 : tensor<4x4x3x4xf32>
    %1372 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1373 = stablehlo.add %1371, %1372 : tensor<4x4x3x4xf32>
    %1374 = stablehlo.divide %1368, %1373 : tensor<4x4x3x4xf32>
    %1375 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1376 = stablehlo.multiply %1375, %m.stem.conv.b : tensor<4xf32>
    %1377 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1378 = stablehlo.multiply %1377, %1085 : tensor<4xf32>
    %1379 = stablehlo.add %1376, %1378 : tensor<4xf32>
    %1380 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1381 = stablehlo.multiply %1380, %v.stem.conv.b : tensor<4xf32>
    %1382 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1383 = stablehlo.multiply %1085, %1085 : tensor<4xf32>
    %1384 = stablehlo.multiply %1382, %1383 : tensor<4xf32>
    %1385 = stablehlo.add %1381, %1384 : tensor<4xf32>
    %1386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1387 = stablehlo.divide %1379, %1386 : tensor<4xf32>
    %1388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1389 = stablehlo.divide %1385, %1388 : tensor<4xf32>
    %1390 = stablehlo.sqrt %1389 : tensor<4xf32>
    %1391 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1392 = stablehlo.add %1390, %1391 : tensor<4xf32>
    %1393 = stablehlo.divide %1387, %1392 : tensor<4xf32>
    %1394 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1395 = stablehlo.multiply %1394, %m.stem.norm.g : tensor<4xf32>
    %1396 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1397 = stablehlo.multiply %1396, %1090 : tensor<4xf32>
    %1398 = stablehlo.add %1395, %1397 : tensor<4xf32>
    %1399 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1400 = stablehlo.multiply %1399, %v.stem.norm.g : tensor<4xf32>
    %1401 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1402 = stablehlo.multiply %1090, %1090 : tensor<4xf32>
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
    %1414 = stablehlo.multiply %1413, %m.stem.norm.b : tensor<4xf32>
    %1415 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1416 = stablehlo.multiply %1415, %1095 : tensor<4xf32>
    %1417 = stablehlo.add %1414, %1416 : tensor<4xf32>
    %1418 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1419 = stablehlo.multiply %1418, %v.stem.norm.b : tensor<4xf32>
    %1420 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1421 = stablehlo.multiply %1095, %1095 : tensor<4xf32>
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
    %1432 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1433 = stablehlo.multiply %1432, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1434 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1435 = stablehlo.multiply %1434, %1100 : tensor<7x7x1x4xf32>
    %1436 = stablehlo.add %1433, %1435 : tensor<7x7x1x4xf32>
    %1437 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1438 = stablehlo.multiply %1437, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1439 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1440 = stablehlo.multiply %1100, %1100 : tensor<7x7x1x4xf32>
    %1441 = stablehlo.multiply %1439, %1440 : tensor<7x7x1x4xf32>
    %1442 = stablehlo.add %1438, %1441 : tensor<7x7x1x4xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1444 = stablehlo.divide %1436, %1443 : tensor<7x7x1x4xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1446 = stablehlo.divide %1442, %1445 : tensor<7x7x1x4xf32>
    %1447 = stablehlo.sqrt %1446 : tensor<7x7x1x4xf32>
    %1448 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<7x7x1x4xf32>
    %1450 = stablehlo.divide %1444, %1449 : tensor<7x7x1x4xf32>
    %1451 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1452 = stablehlo.multiply %1451, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1453 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1454 = stablehlo.multiply %1453, %1105 : tensor<4xf32>
    %1455 = stablehlo.add %1452, %1454 : tensor<4xf32>
    %1456 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1457 = stablehlo.multiply %1456, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1458 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1459 = stablehlo.multiply %1105, %1105 : tensor<4xf32>
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
    %1470 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1471 = stablehlo.multiply %1470, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1472 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1473 = stablehlo.multiply %1472, %1110 : tensor<4xf32>
    %1474 = stablehlo.add %1471, %1473 : tensor<4xf32>
    %1475 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1476 = stablehlo.multiply %1475, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1477 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1478 = stablehlo.multiply %1110, %1110 : tensor<4xf32>
    %1479 = stablehlo.multiply %1477, %1478 : tensor<4xf32>
    %1480 = stablehlo.add %1476, %1479 : tensor<4xf32>
    %1481 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1482 = stablehlo.divide %1474, %1481 : tensor<4xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1484 = stablehlo.divide %1480, %1483 : tensor<4xf32>
    %1485 = stablehlo.sqrt %1484 : tensor<4xf32>
    %1486 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1487 = stablehlo.add %1485, %1486 : tensor<4xf32>
    %1488 = stablehlo.divide %1482, %1487 : tensor<4xf32>
    %1489 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1490 = stablehlo.multiply %1489, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1491 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1492 = stablehlo.multiply %1491, %1115 : tensor<4xf32>
    %1493 = stablehlo.add %1490, %1492 : tensor<4xf32>
    %1494 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1495 = stablehlo.multiply %1494, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1496 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1497 = stablehlo.multiply %1115, %1115 : tensor<4xf32>
    %1498 = stablehlo.multiply %1496, %1497 : tensor<4xf32>
    %1499 = stablehlo.add %1495, %1498 : tensor<4xf32>
    %1500 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1501 = stablehlo.divide %1493, %1500 : tensor<4xf32>
    %1502 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1503 = stablehlo.divide %1499, %1502 : tensor<4xf32>
    %1504 = stablehlo.sqrt %1503 : tensor<4xf32>
    %1505 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1506 = stablehlo.add %1504, %1505 : tensor<4xf32>
    %1507 = stablehlo.divide %1501, %1506 : tensor<4xf32>
    %1508 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1509 = stablehlo.multiply %1508, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1510 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1511 = stablehlo.multiply %1510, %1120 : tensor<4x16xf32>
    %1512 = stablehlo.add %1509, %1511 : tensor<4x16xf32>
    %1513 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1514 = stablehlo.multiply %1513, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1515 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1516 = stablehlo.multiply %1120, %1120 : tensor<4x16xf32>
    %1517 = stablehlo.multiply %1515, %1516 : tensor<4x16xf32>
    %1518 = stablehlo.add %1514, %1517 : tensor<4x16xf32>
    %1519 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1520 = stablehlo.divide %1512, %1519 : tensor<4x16xf32>
    %1521 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1522 = stablehlo.divide %1518, %1521 : tensor<4x16xf32>
    %1523 = stablehlo.sqrt %1522 : tensor<4x16xf32>
    %1524 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1525 = stablehlo.add %1523, %1524 : tensor<4x16xf32>
    %1526 = stablehlo.divide %1520, %1525 : tensor<4x16xf32>
    %1527 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1528 = stablehlo.multiply %1527, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1529 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1530 = stablehlo.multiply %1529, %1125 : tensor<16xf32>
    %1531 = stablehlo.add %1528, %1530 : tensor<16xf32>
    %1532 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1533 = stablehlo.multiply %1532, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1534 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1535 = stablehlo.multiply %1125, %1125 : tensor<16xf32>
    %1536 = stablehlo.multiply %1534, %1535 : tensor<16xf32>
    %1537 = stablehlo.add %1533, %1536 : tensor<16xf32>
    %1538 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1539 = stablehlo.divide %1531, %1538 : tensor<16xf32>
    %1540 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1541 = stablehlo.divide %1537, %1540 : tensor<16xf32>
    %1542 = stablehlo.sqrt %1541 : tensor<16xf32>
    %1543 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1544 = stablehlo.add %1542, %1543 : tensor<16xf32>
    %1545 = stablehlo.divide %1539, %1544 : tensor<16xf32>
    %1546 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1547 = stablehlo.multiply %1546, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1548 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1549 = stablehlo.multiply %1548, %1130 : tensor<16x4xf32>
    %1550 = stablehlo.add %1547, %1549 : tensor<16x4xf32>
    %1551 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1552 = stablehlo.multiply %1551, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1553 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1554 = stablehlo.multiply %1130, %1130 : tensor<16x4xf32>
    %1555 = stablehlo.multiply %1553, %1554 : tensor<16x4xf32>
    %1556 = stablehlo.add %1552, %1555 : tensor<16x4xf32>
    %1557 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1558 = stablehlo.divide %1550, %1557 : tensor<16x4xf32>
    %1559 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1560 = stablehlo.divide %1556, %1559 : tensor<16x4xf32>
    %1561 = stablehlo.sqrt %1560 : tensor<16x4xf32>
    %1562 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1563 = stablehlo.add %1561, %1562 : tensor<16x4xf32>
    %1564 = stablehlo.divide %1558, %1563 : tensor<16x4xf32>
    %1565 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1566 = stablehlo.multiply %1565, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1567 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1568 = stablehlo.multiply %1567, %1135 : tensor<4xf32>
    %1569 = stablehlo.add %1566, %1568 : tensor<4xf32>
    %1570 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1571 = stablehlo.multiply %1570, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1572 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1573 = stablehlo.multiply %1135, %1135 : tensor<4xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<4xf32>
    %1575 = stablehlo.add %1571, %1574 : tensor<4xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1577 = stablehlo.divide %1569, %1576 : tensor<4xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1579 = stablehlo.divide %1575, %1578 : tensor<4xf32>
    %1580 = stablehlo.sqrt %1579 : tensor<4xf32>
    %1581 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1582 = stablehlo.add %1580, %1581 : tensor<4xf32>
    %1583 = stablehlo.divide %1577, %1582 : tensor<4xf32>
    %1584 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1585 = stablehlo.multiply %1584, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1586 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1587 = stablehlo.multiply %1586, %1140 : tensor<4xf32>
    %1588 = stablehlo.add %1585, %1587 : tensor<4xf32>
    %1589 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1590 = stablehlo.multiply %1589, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1591 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1592 = stablehlo.multiply %1140, %1140 : tensor<4xf32>
    %1593 = stablehlo.multiply %1591, %1592 : tensor<4xf32>
    %1594 = stablehlo.add %1590, %1593 : tensor<4xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1596 = stablehlo.divide %1588, %1595 : tensor<4xf32>
    %1597 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1598 = stablehlo.divide %1594, %1597 : tensor<4xf32>
    %1599 = stablehlo.sqrt %1598 : tensor<4xf32>
    %1600 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1601 = stablehlo.add %1599, %1600 : tensor<4xf32>
    %1602 = stablehlo.divide %1596, %1601 : tensor<4xf32>
    %1603 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1604 = stablehlo.multiply %1603, %m.stages.1.down.norm.g : tensor<4xf32>
    %1605 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1606 = stablehlo.multiply %1605, %1145 : tensor<4xf32>
    %1607 = stablehlo.add %1604, %1606 : tensor<4xf32>
    %1608 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1609 = stablehlo.multiply %1608, %v.stages.1.down.norm.g : tensor<4xf32>
    %1610 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1611 = stablehlo.multiply %1145, %1145 : tensor<4xf32>
    %1612 = stablehlo.multiply %1610, %1611 : tensor<4xf32>
    %1613 = stablehlo.add %1609, %1612 : tensor<4xf32>
    %1614 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1615 = stablehlo.divide %1607, %1614 : tensor<4xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1617 = stablehlo.divide %1613, %1616 : tensor<4xf32>
    %1618 = stablehlo.sqrt %1617 : tensor<4xf32>
    %1619 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1620 = stablehlo.add %1618, %1619 : tensor<4xf32>
    %1621 = stablehlo.divide %1615, %1620 : tensor<4xf32>
    %1622 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1623 = stablehlo.multiply %1622, %m.stages.1.down.norm.b : tensor<4xf32>
    %1624 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1625 = stablehlo.multiply %1624, %1150 : tensor<4xf32>
    %1626 = stablehlo.add %1623, %1625 : tensor<4xf32>
    %1627 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1628 = stablehlo.multiply %1627, %v.stages.1.down.norm.b : tensor<4xf32>
    %1629 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1630 = stablehlo.multiply %1150, %1150 : tensor<4xf32>
    %1631 = stablehlo.multiply %1629, %1630 : tensor<4xf32>
    %1632 = stablehlo.add %1628, %1631 : tensor<4xf32>
    %1633 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1634 = stablehlo.divide %1626, %1633 : tensor<4xf32>
    %1635 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1636 = stablehlo.divide %1632, %1635 : tensor<4xf32>
    %1637 = stablehlo.sqrt %1636 : tensor<4xf32>
    %1638 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1639 = stablehlo.add %1637, %1638 : tensor<4xf32>
    %1640 = stablehlo.divide %1634, %1639 : tensor<4xf32>
    %1641 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1642 = stablehlo.multiply %1641, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1643 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1644 = stablehlo.multiply %1643, %1155 : tensor<2x2x4x8xf32>
    %1645 = stablehlo.add %1642, %1644 : tensor<2x2x4x8xf32>
    %1646 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1647 = stablehlo.multiply %1646, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1648 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1649 = stablehlo.multiply %1155, %1155 : tensor<2x2x4x8xf32>
    %1650 = stablehlo.multiply %1648, %1649 : tensor<2x2x4x8xf32>
    %1651 = stablehlo.add %1647, %1650 : tensor<2x2x4x8xf32>
    %1652 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1653 = stablehlo.divide %1645, %1652 : tensor<2x2x4x8xf32>
    %1654 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1655 = stablehlo.divide %1651, %1654 : tensor<2x2x4x8xf32>
    %1656 = stablehlo.sqrt %1655 : tensor<2x2x4x8xf32>
    %1657 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1658 = stablehlo.add %1656, %1657 : tensor<2x2x4x8xf32>
    %1659 = stablehlo.divide %1653, %1658 : tensor<2x2x4x8xf32>
    %1660 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1661 = stablehlo.multiply %1660, %m.stages.1.down.conv.b : tensor<8xf32>
    %1662 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1663 = stablehlo.multiply %1662, %1160 : tensor<8xf32>
    %1664 = stablehlo.add %1661, %1663 : tensor<8xf32>
    %1665 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1666 = stablehlo.multiply %1665, %v.stages.1.down.conv.b : tensor<8xf32>
    %1667 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1668 = stablehlo.multiply %1160, %1160 : tensor<8xf32>
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
    %1679 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1680 = stablehlo.multiply %1679, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1681 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1682 = stablehlo.multiply %1681, %1165 : tensor<7x7x1x8xf32>
    %1683 = stablehlo.add %1680, %1682 : tensor<7x7x1x8xf32>
    %1684 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1685 = stablehlo.multiply %1684, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1686 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1687 = stablehlo.multiply %1165, %1165 : tensor<7x7x1x8xf32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<7x7x1x8xf32>
    %1689 = stablehlo.add %1685, %1688 : tensor<7x7x1x8xf32>
    %1690 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1691 = stablehlo.divide %1683, %1690 : tensor<7x7x1x8xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1693 = stablehlo.divide %1689, %1692 : tensor<7x7x1x8xf32>
    %1694 = stablehlo.sqrt %1693 : tensor<7x7x1x8xf32>
    %1695 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1696 = stablehlo.add %1694, %1695 : tensor<7x7x1x8xf32>
    %1697 = stablehlo.divide %1691, %1696 : tensor<7x7x1x8xf32>
    %1698 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1699 = stablehlo.multiply %1698, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1700 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1701 = stablehlo.multiply %1700, %1170 : tensor<8xf32>
    %1702 = stablehlo.add %1699, %1701 : tensor<8xf32>
    %1703 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1704 = stablehlo.multiply %1703, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1705 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1706 = stablehlo.multiply %1170, %1170 : tensor<8xf32>
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
    %1717 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1718 = stablehlo.multiply %1717, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1719 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1720 = stablehlo.multiply %1719, %1175 : tensor<8xf32>
    %1721 = stablehlo.add %1718, %1720 : tensor<8xf32>
    %1722 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1723 = stablehlo.multiply %1722, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1724 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1725 = stablehlo.multiply %1175, %1175 : tensor<8xf32>
    %1726 = stablehlo.multiply %1724, %1725 : tensor<8xf32>
    %1727 = stablehlo.add %1723, %1726 : tensor<8xf32>
    %1728 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1729 = stablehlo.divide %1721, %1728 : tensor<8xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1731 = stablehlo.divide %1727, %1730 : tensor<8xf32>
    %1732 = stablehlo.sqrt %1731 : tensor<8xf32>
    %1733 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1734 = stablehlo.add %1732, %1733 : tensor<8xf32>
    %1735 = stablehlo.divide %1729, %1734 : tensor<8xf32>
    %1736 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1737 = stablehlo.multiply %1736, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1738 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1739 = stablehlo.multiply %1738, %1180 : tensor<8xf32>
    %1740 = stablehlo.add %1737, %1739 : tensor<8xf32>
    %1741 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1742 = stablehlo.multiply %1741, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1743 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1744 = stablehlo.multiply %1180, %1180 : tensor<8xf32>
    %1745 = stablehlo.multiply %1743, %1744 : tensor<8xf32>
    %1746 = stablehlo.add %1742, %1745 : tensor<8xf32>
    %1747 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1748 = stablehlo.divide %1740, %1747 : tensor<8xf32>
    %1749 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1750 = stablehlo.divide %1746, %1749 : tensor<8xf32>
    %1751 = stablehlo.sqrt %1750 : tensor<8xf32>
    %1752 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1753 = stablehlo.add %1751, %1752 : tensor<8xf32>
    %1754 = stablehlo.divide %1748, %1753 : tensor<8xf32>
    %1755 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1756 = stablehlo.multiply %1755, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1757 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1758 = stablehlo.multiply %1757, %1185 : tensor<8x32xf32>
    %1759 = stablehlo.add %1756, %1758 : tensor<8x32xf32>
    %1760 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1761 = stablehlo.multiply %1760, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1762 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1763 = stablehlo.multiply %1185, %1185 : tensor<8x32xf32>
    %1764 = stablehlo.multiply %1762, %1763 : tensor<8x32xf32>
    %1765 = stablehlo.add %1761, %1764 : tensor<8x32xf32>
    %1766 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1767 = stablehlo.divide %1759, %1766 : tensor<8x32xf32>
    %1768 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1769 = stablehlo.divide %1765, %1768 : tensor<8x32xf32>
    %1770 = stablehlo.sqrt %1769 : tensor<8x32xf32>
    %1771 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1772 = stablehlo.add %1770, %1771 : tensor<8x32xf32>
    %1773 = stablehlo.divide %1767, %1772 : tensor<8x32xf32>
    %1774 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1775 = stablehlo.multiply %1774, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1776 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1777 = stablehlo.multiply %1776, %1190 : tensor<32xf32>
    %1778 = stablehlo.add %1775, %1777 : tensor<32xf32>
    %1779 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1780 = stablehlo.multiply %1779, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1781 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1782 = stablehlo.multiply %1190, %1190 : tensor<32xf32>
    %1783 = stablehlo.multiply %1781, %1782 : tensor<32xf32>
    %1784 = stablehlo.add %1780, %1783 : tensor<32xf32>
    %1785 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1786 = stablehlo.divide %1778, %1785 : tensor<32xf32>
    %1787 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1788 = stablehlo.divide %1784, %1787 : tensor<32xf32>
    %1789 = stablehlo.sqrt %1788 : tensor<32xf32>
    %1790 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1791 = stablehlo.add %1789, %1790 : tensor<32xf32>
    %1792 = stablehlo.divide %1786, %1791 : tensor<32xf32>
    %1793 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1794 = stablehlo.multiply %1793, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1795 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1796 = stablehlo.multiply %1795, %1195 : tensor<32x8xf32>
    %1797 = stablehlo.add %1794, %1796 : tensor<32x8xf32>
    %1798 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1799 = stablehlo.multiply %1798, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1800 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1801 = stablehlo.multiply %1195, %1195 : tensor<32x8xf32>
    %1802 = stablehlo.multiply %1800, %1801 : tensor<32x8xf32>
    %1803 = stablehlo.add %1799, %1802 : tensor<32x8xf32>
    %1804 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1805 = stablehlo.divide %1797, %1804 : tensor<32x8xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1807 = stablehlo.divide %1803, %1806 : tensor<32x8xf32>
    %1808 = stablehlo.sqrt %1807 : tensor<32x8xf32>
    %1809 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1810 = stablehlo.add %1808, %1809 : tensor<32x8xf32>
    %1811 = stablehlo.divide %1805, %1810 : tensor<32x8xf32>
    %1812 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1813 = stablehlo.multiply %1812, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1814 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1815 = stablehlo.multiply %1814, %1200 : tensor<8xf32>
    %1816 = stablehlo.add %1813, %1815 : tensor<8xf32>
    %1817 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1818 = stablehlo.multiply %1817, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1819 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1820 = stablehlo.multiply %1200, %1200 : tensor<8xf32>
    %1821 = stablehlo.multiply %1819, %1820 : tensor<8xf32>
    %1822 = stablehlo.add %1818, %1821 : tensor<8xf32>
    %1823 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1824 = stablehlo.divide %1816, %1823 : tensor<8xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1826 = stablehlo.divide %1822, %1825 : tensor<8xf32>
    %1827 = stablehlo.sqrt %1826 : tensor<8xf32>
    %1828 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1829 = stablehlo.add %1827, %1828 : tensor<8xf32>
    %1830 = stablehlo.divide %1824, %1829 : tensor<8xf32>
    %1831 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1832 = stablehlo.multiply %1831, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1833 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1834 = stablehlo.multiply %1833, %1205 : tensor<8xf32>
    %1835 = stablehlo.add %1832, %1834 : tensor<8xf32>
    %1836 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1837 = stablehlo.multiply %1836, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1838 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1839 = stablehlo.multiply %1205, %1205 : tensor<8xf32>
    %1840 = stablehlo.multiply %1838, %1839 : tensor<8xf32>
    %1841 = stablehlo.add %1837, %1840 : tensor<8xf32>
    %1842 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1843 = stablehlo.divide %1835, %1842 : tensor<8xf32>
    %1844 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1845 = stablehlo.divide %1841, %1844 : tensor<8xf32>
    %1846 = stablehlo.sqrt %1845 : tensor<8xf32>
    %1847 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1848 = stablehlo.add %1846, %1847 : tensor<8xf32>
    %1849 = stablehlo.divide %1843, %1848 : tensor<8xf32>
    %1850 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1851 = stablehlo.multiply %1850, %m.stages.2.down.norm.g : tensor<8xf32>
    %1852 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1853 = stablehlo.multiply %1852, %1210 : tensor<8xf32>
    %1854 = stablehlo.add %1851, %1853 : tensor<8xf32>
    %1855 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1856 = stablehlo.multiply %1855, %v.stages.2.down.norm.g : tensor<8xf32>
    %1857 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1858 = stablehlo.multiply %1210, %1210 : tensor<8xf32>
    %1859 = stablehlo.multiply %1857, %1858 : tensor<8xf32>
    %1860 = stablehlo.add %1856, %1859 : tensor<8xf32>
    %1861 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1862 = stablehlo.divide %1854, %1861 : tensor<8xf32>
    %1863 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1864 = stablehlo.divide %1860, %1863 : tensor<8xf32>
    %1865 = stablehlo.sqrt %1864 : tensor<8xf32>
    %1866 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1867 = stablehlo.add %1865, %1866 : tensor<8xf32>
    %1868 = stablehlo.divide %1862, %1867 : tensor<8xf32>
    %1869 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1870 = stablehlo.multiply %1869, %m.stages.2.down.norm.b : tensor<8xf32>
    %1871 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1872 = stablehlo.multiply %1871, %1215 : tensor<8xf32>
    %1873 = stablehlo.add %1870, %1872 : tensor<8xf32>
    %1874 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1875 = stablehlo.multiply %1874, %v.stages.2.down.norm.b : tensor<8xf32>
    %1876 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1877 = stablehlo.multiply %1215, %1215 : tensor<8xf32>
    %1878 = stablehlo.multiply %1876, %1877 : tensor<8xf32>
    %1879 = stablehlo.add %1875, %1878 : tensor<8xf32>
    %1880 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1881 = stablehlo.divide %1873, %1880 : tensor<8xf32>
    %1882 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1883 = stablehlo.divide %1879, %1882 : tensor<8xf32>
    %1884 = stablehlo.sqrt %1883 : tensor<8xf32>
    %1885 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1886 = stablehlo.add %1884, %1885 : tensor<8xf32>
    %1887 = stablehlo.divide %1881, %1886 : tensor<8xf32>
    %1888 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1889 = stablehlo.multiply %1888, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1890 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1891 = stablehlo.multiply %1890, %1220 : tensor<2x2x8x12xf32>
    %1892 = stablehlo.add %1889, %1891 : tensor<2x2x8x12xf32>
    %1893 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1894 = stablehlo.multiply %1893, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1895 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1896 = stablehlo.multiply %1220, %1220 : tensor<2x2x8x12xf32>
    %1897 = stablehlo.multiply %1895, %1896 : tensor<2x2x8x12xf32>
    %1898 = stablehlo.add %1894, %1897 : tensor<2x2x8x12xf32>
    %1899 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1900 = stablehlo.divide %1892, %1899 : tensor<2x2x8x12xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1902 = stablehlo.divide %1898, %1901 : tensor<2x2x8x12xf32>
    %1903 = stablehlo.sqrt %1902 : tensor<2x2x8x12xf32>
    %1904 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1905 = stablehlo.add %1903, %1904 : tensor<2x2x8x12xf32>
    %1906 = stablehlo.divide %1900, %1905 : tensor<2x2x8x12xf32>
    %1907 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1908 = stablehlo.multiply %1907, %m.stages.2.down.conv.b : tensor<12xf32>
    %1909 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1910 = stablehlo.multiply %1909, %1225 : tensor<12xf32>
    %1911 = stablehlo.add %1908, %1910 : tensor<12xf32>
    %1912 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1913 = stablehlo.multiply %1912, %v.stages.2.down.conv.b : tensor<12xf32>
    %1914 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1915 = stablehlo.multiply %1225, %1225 : tensor<12xf32>
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
    %1926 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1927 = stablehlo.multiply %1926, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1928 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1929 = stablehlo.multiply %1928, %1230 : tensor<7x7x1x12xf32>
    %1930 = stablehlo.add %1927, %1929 : tensor<7x7x1x12xf32>
    %1931 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1932 = stablehlo.multiply %1931, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1933 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1934 = stablehlo.multiply %1230, %1230 : tensor<7x7x1x12xf32>
    %1935 = stablehlo.multiply %1933, %1934 : tensor<7x7x1x12xf32>
    %1936 = stablehlo.add %1932, %1935 : tensor<7x7x1x12xf32>
    %1937 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1938 = stablehlo.divide %1930, %1937 : tensor<7x7x1x12xf32>
    %1939 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1940 = stablehlo.divide %1936, %1939 : tensor<7x7x1x12xf32>
    %1941 = stablehlo.sqrt %1940 : tensor<7x7x1x12xf32>
    %1942 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1943 = stablehlo.add %1941, %1942 : tensor<7x7x1x12xf32>
    %1944 = stablehlo.divide %1938, %1943 : tensor<7x7x1x12xf32>
    %1945 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1946 = stablehlo.multiply %1945, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1947 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1948 = stablehlo.multiply %1947, %1235 : tensor<12xf32>
    %1949 = stablehlo.add %1946, %1948 : tensor<12xf32>
    %1950 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1951 = stablehlo.multiply %1950, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1952 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1953 = stablehlo.multiply %1235, %1235 : tensor<12xf32>
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
    %1964 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1965 = stablehlo.multiply %1964, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1966 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1967 = stablehlo.multiply %1966, %1240 : tensor<12xf32>
    %1968 = stablehlo.add %1965, %1967 : tensor<12xf32>
    %1969 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1970 = stablehlo.multiply %1969, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1971 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1972 = stablehlo.multiply %1240, %1240 : tensor<12xf32>
    %1973 = stablehlo.multiply %1971, %1972 : tensor<12xf32>
    %1974 = stablehlo.add %1970, %1973 : tensor<12xf32>
    %1975 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1976 = stablehlo.divide %1968, %1975 : tensor<12xf32>
    %1977 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1978 = stablehlo.divide %1974, %1977 : tensor<12xf32>
    %1979 = stablehlo.sqrt %1978 : tensor<12xf32>
    %1980 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1981 = stablehlo.add %1979, %1980 : tensor<12xf32>
    %1982 = stablehlo.divide %1976, %1981 : tensor<12xf32>
    %1983 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1984 = stablehlo.multiply %1983, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1985 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1986 = stablehlo.multiply %1985, %1245 : tensor<12xf32>
    %1987 = stablehlo.add %1984, %1986 : tensor<12xf32>
    %1988 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1989 = stablehlo.multiply %1988, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1990 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1991 = stablehlo.multiply %1245, %1245 : tensor<12xf32>
    %1992 = stablehlo.multiply %1990, %1991 : tensor<12xf32>
    %1993 = stablehlo.add %1989, %1992 : tensor<12xf32>
    %1994 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1995 = stablehlo.divide %1987, %1994 : tensor<12xf32>
    %1996 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1997 = stablehlo.divide %1993, %1996 : tensor<12xf32>
    %1998 = stablehlo.sqrt %1997 : tensor<12xf32>
    %1999 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2000 = stablehlo.add %1998, %1999 : tensor<12xf32>
    %2001 = stablehlo.divide %1995, %2000 : tensor<12xf32>
    %2002 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %2003 = stablehlo.multiply %2002, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2004 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %2005 = stablehlo.multiply %2004, %1250 : tensor<12x48xf32>
    %2006 = stablehlo.add %2003, %2005 : tensor<12x48xf32>
    %2007 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %2008 = stablehlo.multiply %2007, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2009 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %2010 = stablehlo.multiply %1250, %1250 : tensor<12x48xf32>
    %2011 = stablehlo.multiply %2009, %2010 : tensor<12x48xf32>
    %2012 = stablehlo.add %2008, %2011 : tensor<12x48xf32>
    %2013 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2014 = stablehlo.divide %2006, %2013 : tensor<12x48xf32>
    %2015 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2016 = stablehlo.divide %2012, %2015 : tensor<12x48xf32>
    %2017 = stablehlo.sqrt %2016 : tensor<12x48xf32>
    %2018 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %2019 = stablehlo.add %2017, %2018 : tensor<12x48xf32>
    %2020 = stablehlo.divide %2014, %2019 : tensor<12x48xf32>
    %2021 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %2022 = stablehlo.multiply %2021, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %2023 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %2024 = stablehlo.multiply %2023, %1255 : tensor<48xf32>
    %2025 = stablehlo.add %2022, %2024 : tensor<48xf32>
    %2026 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %2027 = stablehlo.multiply %2026, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %2028 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %2029 = stablehlo.multiply %1255, %1255 : tensor<48xf32>
    %2030 = stablehlo.multiply %2028, %2029 : tensor<48xf32>
    %2031 = stablehlo.add %2027, %2030 : tensor<48xf32>
    %2032 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2033 = stablehlo.divide %2025, %2032 : tensor<48xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2035 = stablehlo.divide %2031, %2034 : tensor<48xf32>
    %2036 = stablehlo.sqrt %2035 : tensor<48xf32>
    %2037 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %2038 = stablehlo.add %2036, %2037 : tensor<48xf32>
    %2039 = stablehlo.divide %2033, %2038 : tensor<48xf32>
    %2040 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %2041 = stablehlo.multiply %2040, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2042 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %2043 = stablehlo.multiply %2042, %1260 : tensor<48x12xf32>
    %2044 = stablehlo.add %2041, %2043 : tensor<48x12xf32>
    %2045 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %2046 = stablehlo.multiply %2045, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2047 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %2048 = stablehlo.multiply %1260, %1260 : tensor<48x12xf32>
    %2049 = stablehlo.multiply %2047, %2048 : tensor<48x12xf32>
    %2050 = stablehlo.add %2046, %2049 : tensor<48x12xf32>
    %2051 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2052 = stablehlo.divide %2044, %2051 : tensor<48x12xf32>
    %2053 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2054 = stablehlo.divide %2050, %2053 : tensor<48x12xf32>
    %2055 = stablehlo.sqrt %2054 : tensor<48x12xf32>
    %2056 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %2057 = stablehlo.add %2055, %2056 : tensor<48x12xf32>
    %2058 = stablehlo.divide %2052, %2057 : tensor<48x12xf32>
    %2059 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2060 = stablehlo.multiply %2059, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %2061 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2062 = stablehlo.multiply %2061, %1265 : tensor<12xf32>
    %2063 = stablehlo.add %2060, %2062 : tensor<12xf32>
    %2064 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2065 = stablehlo.multiply %2064, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %2066 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2067 = stablehlo.multiply %1265, %1265 : tensor<12xf32>
    %2068 = stablehlo.multiply %2066, %2067 : tensor<12xf32>
    %2069 = stablehlo.add %2065, %2068 : tensor<12xf32>
    %2070 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2071 = stablehlo.divide %2063, %2070 : tensor<12xf32>
    %2072 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2073 = stablehlo.divide %2069, %2072 : tensor<12xf32>
    %2074 = stablehlo.sqrt %2073 : tensor<12xf32>
    %2075 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2076 = stablehlo.add %2074, %2075 : tensor<12xf32>
    %2077 = stablehlo.divide %2071, %2076 : tensor<12xf32>
    %2078 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2079 = stablehlo.multiply %2078, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %2080 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2081 = stablehlo.multiply %2080, %1270 : tensor<12xf32>
    %2082 = stablehlo.add %2079, %2081 : tensor<12xf32>
    %2083 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2084 = stablehlo.multiply %2083, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %2085 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2086 = stablehlo.multiply %1270, %1270 : tensor<12xf32>
    %2087 = stablehlo.multiply %2085, %2086 : tensor<12xf32>
    %2088 = stablehlo.add %2084, %2087 : tensor<12xf32>
    %2089 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2090 = stablehlo.divide %2082, %2089 : tensor<12xf32>
    %2091 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2092 = stablehlo.divide %2088, %2091 : tensor<12xf32>
    %2093 = stablehlo.sqrt %2092 : tensor<12xf32>
    %2094 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2095 = stablehlo.add %2093, %2094 : tensor<12xf32>
    %2096 = stablehlo.divide %2090, %2095 : tensor<12xf32>
    %2097 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2098 = stablehlo.multiply %2097, %m.stages.3.down.norm.g : tensor<12xf32>
    %2099 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2100 = stablehlo.multiply %2099, %1275 : tensor<12xf32>
    %2101 = stablehlo.add %2098, %2100 : tensor<12xf32>
    %2102 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2103 = stablehlo.multiply %2102, %v.stages.3.down.norm.g : tensor<12xf32>
    %2104 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2105 = stablehlo.multiply %1275, %1275 : tensor<12xf32>
    %2106 = stablehlo.multiply %2104, %2105 : tensor<12xf32>
    %2107 = stablehlo.add %2103, %2106 : tensor<12xf32>
    %2108 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2109 = stablehlo.divide %2101, %2108 : tensor<12xf32>
    %2110 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2111 = stablehlo.divide %2107, %2110 : tensor<12xf32>
    %2112 = stablehlo.sqrt %2111 : tensor<12xf32>
    %2113 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2114 = stablehlo.add %2112, %2113 : tensor<12xf32>
    %2115 = stablehlo.divide %2109, %2114 : tensor<12xf32>
    %2116 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2117 = stablehlo.multiply %2116, %m.stages.3.down.norm.b : tensor<12xf32>
    %2118 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2119 = stablehlo.multiply %2118, %1280 : tensor<12xf32>
    %2120 = stablehlo.add %2117, %2119 : tensor<12xf32>
    %2121 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2122 = stablehlo.multiply %2121, %v.stages.3.down.norm.b : tensor<12xf32>
    %2123 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2124 = stablehlo.multiply %1280, %1280 : tensor<12xf32>
    %2125 = stablehlo.multiply %2123, %2124 : tensor<12xf32>
    %2126 = stablehlo.add %2122, %2125 : tensor<12xf32>
    %2127 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2128 = stablehlo.divide %2120, %2127 : tensor<12xf32>
    %2129 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2130 = stablehlo.divide %2126, %2129 : tensor<12xf32>
    %2131 = stablehlo.sqrt %2130 : tensor<12xf32>
    %2132 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2133 = stablehlo.add %2131, %2132 : tensor<12xf32>
    %2134 = stablehlo.divide %2128, %2133 : tensor<12xf32>
    %2135 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %2136 = stablehlo.multiply %2135, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2137 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %2138 = stablehlo.multiply %2137, %1285 : tensor<2x2x12x16xf32>
    %2139 = stablehlo.add %2136, %2138 : tensor<2x2x12x16xf32>
    %2140 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %2141 = stablehlo.multiply %2140, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2142 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %2143 = stablehlo.multiply %1285, %1285 : tensor<2x2x12x16xf32>
    %2144 = stablehlo.multiply %2142, %2143 : tensor<2x2x12x16xf32>
    %2145 = stablehlo.add %2141, %2144 : tensor<2x2x12x16xf32>
    %2146 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2147 = stablehlo.divide %2139, %2146 : tensor<2x2x12x16xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2149 = stablehlo.divide %2145, %2148 : tensor<2x2x12x16xf32>
    %2150 = stablehlo.sqrt %2149 : tensor<2x2x12x16xf32>
    %2151 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %2152 = stablehlo.add %2150, %2151 : tensor<2x2x12x16xf32>
    %2153 = stablehlo.divide %2147, %2152 : tensor<2x2x12x16xf32>
    %2154 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2155 = stablehlo.multiply %2154, %m.stages.3.down.conv.b : tensor<16xf32>
    %2156 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2157 = stablehlo.multiply %2156, %1290 : tensor<16xf32>
    %2158 = stablehlo.add %2155, %2157 : tensor<16xf32>
    %2159 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2160 = stablehlo.multiply %2159, %v.stages.3.down.conv.b : tensor<16xf32>
    %2161 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2162 = stablehlo.multiply %1290, %1290 : tensor<16xf32>
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
    %2173 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %2174 = stablehlo.multiply %2173, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2175 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %2176 = stablehlo.multiply %2175, %1295 : tensor<7x7x1x16xf32>
    %2177 = stablehlo.add %2174, %2176 : tensor<7x7x1x16xf32>
    %2178 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %2179 = stablehlo.multiply %2178, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2180 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %2181 = stablehlo.multiply %1295, %1295 : tensor<7x7x1x16xf32>
    %2182 = stablehlo.multiply %2180, %2181 : tensor<7x7x1x16xf32>
    %2183 = stablehlo.add %2179, %2182 : tensor<7x7x1x16xf32>
    %2184 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2185 = stablehlo.divide %2177, %2184 : tensor<7x7x1x16xf32>
    %2186 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2187 = stablehlo.divide %2183, %2186 : tensor<7x7x1x16xf32>
    %2188 = stablehlo.sqrt %2187 : tensor<7x7x1x16xf32>
    %2189 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %2190 = stablehlo.add %2188, %2189 : tensor<7x7x1x16xf32>
    %2191 = stablehlo.divide %2185, %2190 : tensor<7x7x1x16xf32>
    %2192 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2193 = stablehlo.multiply %2192, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2194 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2195 = stablehlo.multiply %2194, %1300 : tensor<16xf32>
    %2196 = stablehlo.add %2193, %2195 : tensor<16xf32>
    %2197 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2198 = stablehlo.multiply %2197, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2199 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2200 = stablehlo.multiply %1300, %1300 : tensor<16xf32>
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
    %2211 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2212 = stablehlo.multiply %2211, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2213 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2214 = stablehlo.multiply %2213, %1305 : tensor<16xf32>
    %2215 = stablehlo.add %2212, %2214 : tensor<16xf32>
    %2216 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2217 = stablehlo.multiply %2216, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2218 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2219 = stablehlo.multiply %1305, %1305 : tensor<16xf32>
    %2220 = stablehlo.multiply %2218, %2219 : tensor<16xf32>
    %2221 = stablehlo.add %2217, %2220 : tensor<16xf32>
    %2222 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2223 = stablehlo.divide %2215, %2222 : tensor<16xf32>
    %2224 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2225 = stablehlo.divide %2221, %2224 : tensor<16xf32>
    %2226 = stablehlo.sqrt %2225 : tensor<16xf32>
    %2227 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2228 = stablehlo.add %2226, %2227 : tensor<16xf32>
    %2229 = stablehlo.divide %2223, %2228 : tensor<16xf32>
    %2230 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2231 = stablehlo.multiply %2230, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2232 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2233 = stablehlo.multiply %2232, %1310 : tensor<16xf32>
    %2234 = stablehlo.add %2231, %2233 : tensor<16xf32>
    %2235 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2236 = stablehlo.multiply %2235, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2237 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2238 = stablehlo.multiply %1310, %1310 : tensor<16xf32>
    %2239 = stablehlo.multiply %2237, %2238 : tensor<16xf32>
    %2240 = stablehlo.add %2236, %2239 : tensor<16xf32>
    %2241 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2242 = stablehlo.divide %2234, %2241 : tensor<16xf32>
    %2243 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2244 = stablehlo.divide %2240, %2243 : tensor<16xf32>
    %2245 = stablehlo.sqrt %2244 : tensor<16xf32>
    %2246 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2247 = stablehlo.add %2245, %2246 : tensor<16xf32>
    %2248 = stablehlo.divide %2242, %2247 : tensor<16xf32>
    %2249 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2250 = stablehlo.multiply %2249, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2251 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2252 = stablehlo.multiply %2251, %1315 : tensor<16x64xf32>
    %2253 = stablehlo.add %2250, %2252 : tensor<16x64xf32>
    %2254 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2255 = stablehlo.multiply %2254, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2256 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2257 = stablehlo.multiply %1315, %1315 : tensor<16x64xf32>
    %2258 = stablehlo.multiply %2256, %2257 : tensor<16x64xf32>
    %2259 = stablehlo.add %2255, %2258 : tensor<16x64xf32>
    %2260 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2261 = stablehlo.divide %2253, %2260 : tensor<16x64xf32>
    %2262 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2263 = stablehlo.divide %2259, %2262 : tensor<16x64xf32>
    %2264 = stablehlo.sqrt %2263 : tensor<16x64xf32>
    %2265 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2266 = stablehlo.add %2264, %2265 : tensor<16x64xf32>
    %2267 = stablehlo.divide %2261, %2266 : tensor<16x64xf32>
    %2268 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2269 = stablehlo.multiply %2268, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2270 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2271 = stablehlo.multiply %2270, %1320 : tensor<64xf32>
    %2272 = stablehlo.add %2269, %2271 : tensor<64xf32>
    %2273 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2274 = stablehlo.multiply %2273, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2275 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2276 = stablehlo.multiply %1320, %1320 : tensor<64xf32>
    %2277 = stablehlo.multiply %2275, %2276 : tensor<64xf32>
    %2278 = stablehlo.add %2274, %2277 : tensor<64xf32>
    %2279 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2280 = stablehlo.divide %2272, %2279 : tensor<64xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2282 = stablehlo.divide %2278, %2281 : tensor<64xf32>
    %2283 = stablehlo.sqrt %2282 : tensor<64xf32>
    %2284 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2285 = stablehlo.add %2283, %2284 : tensor<64xf32>
    %2286 = stablehlo.divide %2280, %2285 : tensor<64xf32>
    %2287 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2288 = stablehlo.multiply %2287, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2289 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2290 = stablehlo.multiply %2289, %1325 : tensor<64x16xf32>
    %2291 = stablehlo.add %2288, %2290 : tensor<64x16xf32>
    %2292 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2293 = stablehlo.multiply %2292, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2294 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2295 = stablehlo.multiply %1325, %1325 : tensor<64x16xf32>
    %2296 = stablehlo.multiply %2294, %2295 : tensor<64x16xf32>
    %2297 = stablehlo.add %2293, %2296 : tensor<64x16xf32>
    %2298 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2299 = stablehlo.divide %2291, %2298 : tensor<64x16xf32>
    %2300 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2301 = stablehlo.divide %2297, %2300 : tensor<64x16xf32>
    %2302 = stablehlo.sqrt %2301 : tensor<64x16xf32>
    %2303 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2304 = stablehlo.add %2302, %2303 : tensor<64x16xf32>
    %2305 = stablehlo.divide %2299, %2304 : tensor<64x16xf32>
    %2306 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2307 = stablehlo.multiply %2306, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2308 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2309 = stablehlo.multiply %2308, %1330 : tensor<16xf32>
    %2310 = stablehlo.add %2307, %2309 : tensor<16xf32>
    %2311 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2312 = stablehlo.multiply %2311, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2313 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2314 = stablehlo.multiply %1330, %1330 : tensor<16xf32>
    %2315 = stablehlo.multiply %2313, %2314 : tensor<16xf32>
    %2316 = stablehlo.add %2312, %2315 : tensor<16xf32>
    %2317 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2318 = stablehlo.divide %2310, %2317 : tensor<16xf32>
    %2319 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2320 = stablehlo.divide %2316, %2319 : tensor<16xf32>
    %2321 = stablehlo.sqrt %2320 : tensor<16xf32>
    %2322 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2323 = stablehlo.add %2321, %2322 : tensor<16xf32>
    %2324 = stablehlo.divide %2318, %2323 : tensor<16xf32>
    %2325 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2326 = stablehlo.multiply %2325, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2327 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2328 = stablehlo.multiply %2327, %1335 : tensor<16xf32>
    %2329 = stablehlo.add %2326, %2328 : tensor<16xf32>
    %2330 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2331 = stablehlo.multiply %2330, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2332 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2333 = stablehlo.multiply %1335, %1335 : tensor<16xf32>
    %2334 = stablehlo.multiply %2332, %2333 : tensor<16xf32>
    %2335 = stablehlo.add %2331, %2334 : tensor<16xf32>
    %2336 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2337 = stablehlo.divide %2329, %2336 : tensor<16xf32>
    %2338 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2339 = stablehlo.divide %2335, %2338 : tensor<16xf32>
    %2340 = stablehlo.sqrt %2339 : tensor<16xf32>
    %2341 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2342 = stablehlo.add %2340, %2341 : tensor<16xf32>
    %2343 = stablehlo.divide %2337, %2342 : tensor<16xf32>
    %2344 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2345 = stablehlo.multiply %2344, %m.head.norm.g : tensor<16xf32>
    %2346 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2347 = stablehlo.multiply %2346, %1340 : tensor<16xf32>
    %2348 = stablehlo.add %2345, %2347 : tensor<16xf32>
    %2349 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2350 = stablehlo.multiply %2349, %v.head.norm.g : tensor<16xf32>
    %2351 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2352 = stablehlo.multiply %1340, %1340 : tensor<16xf32>
    %2353 = stablehlo.multiply %2351, %2352 : tensor<16xf32>
    %2354 = stablehlo.add %2350, %2353 : tensor<16xf32>
    %2355 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2356 = stablehlo.divide %2348, %2355 : tensor<16xf32>
    %2357 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2358 = stablehlo.divide %2354, %2357 : tensor<16xf32>
    %2359 = stablehlo.sqrt %2358 : tensor<16xf32>
    %2360 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2361 = stablehlo.add %2359, %2360 : tensor<16xf32>
    %2362 = stablehlo.divide %2356, %2361 : tensor<16xf32>
    %2363 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2364 = stablehlo.multiply %2363, %m.head.norm.b : tensor<16xf32>
    %2365 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2366 = stablehlo.multiply %2365, %1345 : tensor<16xf32>
    %2367 = stablehlo.add %2364, %2366 : tensor<16xf32>
    %2368 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2369 = stablehlo.multiply %2368, %v.head.norm.b : tensor<16xf32>
    %2370 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2371 = stablehlo.multiply %1345, %1345 : tensor<16xf32>
    %2372 = stablehlo.multiply %2370, %2371 : tensor<16xf32>
    %2373 = stablehlo.add %2369, %2372 : tensor<16xf32>
    %2374 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2375 = stablehlo.divide %2367, %2374 : tensor<16xf32>
    %2376 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2377 = stablehlo.divide %2373, %2376 : tensor<16xf32>
    %2378 = stablehlo.sqrt %2377 : tensor<16xf32>
    %2379 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2380 = stablehlo.add %2378, %2379 : tensor<16xf32>
    %2381 = stablehlo.divide %2375, %2380 : tensor<16xf32>
    %2382 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2383 = stablehlo.multiply %2382, %m.head.fc.w : tensor<16x10xf32>
    %2384 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2385 = stablehlo.multiply %2384, %1350 : tensor<16x10xf32>
    %2386 = stablehlo.add %2383, %2385 : tensor<16x10xf32>
    %2387 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2388 = stablehlo.multiply %2387, %v.head.fc.w : tensor<16x10xf32>
    %2389 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2390 = stablehlo.multiply %1350, %1350 : tensor<16x10xf32>
    %2391 = stablehlo.multiply %2389, %2390 : tensor<16x10xf32>
    %2392 = stablehlo.add %2388, %2391 : tensor<16x10xf32>
    %2393 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2394 = stablehlo.divide %2386, %2393 : tensor<16x10xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2396 = stablehlo.divide %2392, %2395 : tensor<16x10xf32>
    %2397 = stablehlo.sqrt %2396 : tensor<16x10xf32>
    %2398 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2399 = stablehlo.add %2397, %2398 : tensor<16x10xf32>
    %2400 = stablehlo.divide %2394, %2399 : tensor<16x10xf32>
    %2401 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2402 = stablehlo.multiply %2401, %m.head.fc.b : tensor<10xf32>
    %2403 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2404 = stablehlo.multiply %2403, %1355 : tensor<10xf32>
    %2405 = stablehlo.add %2402, %2404 : tensor<10xf32>
    %2406 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2407 = stablehlo.multiply %2406, %v.head.fc.b : tensor<10xf32>
    %2408 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2409 = stablehlo.multiply %1355, %1355 : tensor<10xf32>
    %2410 = stablehlo.multiply %2408, %2409 : tensor<10xf32>
    %2411 = stablehlo.add %2407, %2410 : tensor<10xf32>
    %2412 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2413 = stablehlo.divide %2405, %2412 : tensor<10xf32>
    %2414 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2415 = stablehlo.divide %2411, %2414 : tensor<10xf32>
    %2416 = stablehlo.sqrt %2415 : tensor<10xf32>
    %2417 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2418 = stablehlo.add %2416, %2417 : tensor<10xf32>
    %2419 = stablehlo.divide %2413, %2418 : tensor<10xf32>
    %2420 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2421 = stablehlo.multiply %2420, %stem.conv.w : tensor<4x4x3x4xf32>
    %2422 = stablehlo.add %1374, %2421 : tensor<4x4x3x4xf32>
    %2423 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2424 = stablehlo.multiply %2423, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2425 = stablehlo.add %1450, %2424 : tensor<7x7x1x4xf32>
    %2426 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2427 = stablehlo.multiply %2426, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2428 = stablehlo.add %1526, %2427 : tensor<4x16xf32>
    %2429 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2430 = stablehlo.multiply %2429, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2431 = stablehlo.add %1564, %2430 : tensor<16x4xf32>
    %2432 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2433 = stablehlo.multiply %2432, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2434 = stablehlo.add %1659, %2433 : tensor<2x2x4x8xf32>
    %2435 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2436 = stablehlo.multiply %2435, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2437 = stablehlo.add %1697, %2436 : tensor<7x7x1x8xf32>
    %2438 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2439 = stablehlo.multiply %2438, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2440 = stablehlo.add %1773, %2439 : tensor<8x32xf32>
    %2441 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2442 = stablehlo.multiply %2441, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2443 = stablehlo.add %1811, %2442 : tensor<32x8xf32>
    %2444 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2445 = stablehlo.multiply %2444, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2446 = stablehlo.add %1906, %2445 : tensor<2x2x8x12xf32>
    %2447 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2448 = stablehlo.multiply %2447, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2449 = stablehlo.add %1944, %2448 : tensor<7x7x1x12xf32>
    %2450 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2451 = stablehlo.multiply %2450, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2452 = stablehlo.add %2020, %2451 : tensor<12x48xf32>
    %2453 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2454 = stablehlo.multiply %2453, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2455 = stablehlo.add %2058, %2454 : tensor<48x12xf32>
    %2456 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2457 = stablehlo.multiply %2456, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2458 = stablehlo.add %2153, %2457 : tensor<2x2x12x16xf32>
    %2459 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2460 = stablehlo.multiply %2459, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2461 = stablehlo.add %2191, %2460 : tensor<7x7x1x16xf32>
    %2462 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2463 = stablehlo.multiply %2462, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2464 = stablehlo.add %2267, %2463 : tensor<16x64xf32>
    %2465 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2466 = stablehlo.multiply %2465, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2467 = stablehlo.add %2305, %2466 : tensor<64x16xf32>
    %2468 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2469 = stablehlo.multiply %2468, %head.fc.w : tensor<16x10xf32>
    %2470 = stablehlo.add %2400, %2469 : tensor<16x10xf32>
    %2471 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2472 = stablehlo.multiply %2471, %2422 : tensor<4x4x3x4xf32>
    %2473 = stablehlo.subtract %stem.conv.w, %2472 : tensor<4x4x3x4xf32>
    %2474 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2475 = stablehlo.multiply %2474, %1393 : tensor<4xf32>
    %2476 = stablehlo.subtract %stem.conv.b, %2475 : tensor<4xf32>
    %2477 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2478 = stablehlo.multiply %2477, %1412 : tensor<4xf32>
    %2479 = stablehlo.subtract %stem.norm.g, %2478 : tensor<4xf32>
    %2480 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2481 = stablehlo.multiply %2480, %1431 : tensor<4xf32>
    %2482 = stablehlo.subtract %stem.norm.b, %2481 : tensor<4xf32>
    %2483 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2484 = stablehlo.multiply %2483, %2425 : tensor<7x7x1x4xf32>
    %2485 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2484 : tensor<7x7x1x4xf32>
    %2486 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2487 = stablehlo.multiply %2486, %1469 : tensor<4xf32>
    %2488 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2487 : tensor<4xf32>
    %2489 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2490 = stablehlo.multiply %2489, %1488 : tensor<4xf32>
    %2491 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2490 : tensor<4xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2493 = stablehlo.multiply %2492, %1507 : tensor<4xf32>
    %2494 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2493 : tensor<4xf32>
    %2495 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2496 = stablehlo.multiply %2495, %2428 : tensor<4x16xf32>
    %2497 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2496 : tensor<4x16xf32>
    %2498 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2499 = stablehlo.multiply %2498, %1545 : tensor<16xf32>
    %2500 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2499 : tensor<16xf32>
    %2501 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2502 = stablehlo.multiply %2501, %2431 : tensor<16x4xf32>
    %2503 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2502 : tensor<16x4xf32>
    %2504 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2505 = stablehlo.multiply %2504, %1583 : tensor<4xf32>
    %2506 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2505 : tensor<4xf32>
    %2507 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2508 = stablehlo.multiply %2507, %1602 : tensor<4xf32>
    %2509 = stablehlo.subtract %stages.0.blocks.0.gamma, %2508 : tensor<4xf32>
    %2510 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2511 = stablehlo.multiply %2510, %1621 : tensor<4xf32>
    %2512 = stablehlo.subtract %stages.1.down.norm.g, %2511 : tensor<4xf32>
    %2513 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2514 = stablehlo.multiply %2513, %1640 : tensor<4xf32>
    %2515 = stablehlo.subtract %stages.1.down.norm.b, %2514 : tensor<4xf32>
    %2516 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2517 = stablehlo.multiply %2516, %2434 : tensor<2x2x4x8xf32>
    %2518 = stablehlo.subtract %stages.1.down.conv.w, %2517 : tensor<2x2x4x8xf32>
    %2519 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2520 = stablehlo.multiply %2519, %1678 : tensor<8xf32>
    %2521 = stablehlo.subtract %stages.1.down.conv.b, %2520 : tensor<8xf32>
    %2522 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2523 = stablehlo.multiply %2522, %2437 : tensor<7x7x1x8xf32>
    %2524 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2523 : tensor<7x7x1x8xf32>
    %2525 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2526 = stablehlo.multiply %2525, %1716 : tensor<8xf32>
    %2527 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2526 : tensor<8xf32>
    %2528 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2529 = stablehlo.multiply %2528, %1735 : tensor<8xf32>
    %2530 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2529 : tensor<8xf32>
    %2531 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2532 = stablehlo.multiply %2531, %1754 : tensor<8xf32>
    %2533 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2532 : tensor<8xf32>
    %2534 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2535 = stablehlo.multiply %2534, %2440 : tensor<8x32xf32>
    %2536 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2535 : tensor<8x32xf32>
    %2537 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2538 = stablehlo.multiply %2537, %1792 : tensor<32xf32>
    %2539 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2538 : tensor<32xf32>
    %2540 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2541 = stablehlo.multiply %2540, %2443 : tensor<32x8xf32>
    %2542 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2541 : tensor<32x8xf32>
    %2543 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2544 = stablehlo.multiply %2543, %1830 : tensor<8xf32>
    %2545 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2544 : tensor<8xf32>
    %2546 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2547 = stablehlo.multiply %2546, %1849 : tensor<8xf32>
    %2548 = stablehlo.subtract %stages.1.blocks.0.gamma, %2547 : tensor<8xf32>
    %2549 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2550 = stablehlo.multiply %2549, %1868 : tensor<8xf32>
    %2551 = stablehlo.subtract %stages.2.down.norm.g, %2550 : tensor<8xf32>
    %2552 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2553 = stablehlo.multiply %2552, %1887 : tensor<8xf32>
    %2554 = stablehlo.subtract %stages.2.down.norm.b, %2553 : tensor<8xf32>
    %2555 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2556 = stablehlo.multiply %2555, %2446 : tensor<2x2x8x12xf32>
    %2557 = stablehlo.subtract %stages.2.down.conv.w, %2556 : tensor<2x2x8x12xf32>
    %2558 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2559 = stablehlo.multiply %2558, %1925 : tensor<12xf32>
    %2560 = stablehlo.subtract %stages.2.down.conv.b, %2559 : tensor<12xf32>
    %2561 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2562 = stablehlo.multiply %2561, %2449 : tensor<7x7x1x12xf32>
    %2563 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2562 : tensor<7x7x1x12xf32>
    %2564 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2565 = stablehlo.multiply %2564, %1963 : tensor<12xf32>
    %2566 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2565 : tensor<12xf32>
    %2567 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2568 = stablehlo.multiply %2567, %1982 : tensor<12xf32>
    %2569 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2568 : tensor<12xf32>
    %2570 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2571 = stablehlo.multiply %2570, %2001 : tensor<12xf32>
    %2572 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2571 : tensor<12xf32>
    %2573 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2574 = stablehlo.multiply %2573, %2452 : tensor<12x48xf32>
    %2575 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2574 : tensor<12x48xf32>
    %2576 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2577 = stablehlo.multiply %2576, %2039 : tensor<48xf32>
    %2578 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2577 : tensor<48xf32>
    %2579 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2580 = stablehlo.multiply %2579, %2455 : tensor<48x12xf32>
    %2581 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2580 : tensor<48x12xf32>
    %2582 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2583 = stablehlo.multiply %2582, %2077 : tensor<12xf32>
    %2584 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2583 : tensor<12xf32>
    %2585 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2586 = stablehlo.multiply %2585, %2096 : tensor<12xf32>
    %2587 = stablehlo.subtract %stages.2.blocks.0.gamma, %2586 : tensor<12xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2589 = stablehlo.multiply %2588, %2115 : tensor<12xf32>
    %2590 = stablehlo.subtract %stages.3.down.norm.g, %2589 : tensor<12xf32>
    %2591 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2592 = stablehlo.multiply %2591, %2134 : tensor<12xf32>
    %2593 = stablehlo.subtract %stages.3.down.norm.b, %2592 : tensor<12xf32>
    %2594 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2595 = stablehlo.multiply %2594, %2458 : tensor<2x2x12x16xf32>
    %2596 = stablehlo.subtract %stages.3.down.conv.w, %2595 : tensor<2x2x12x16xf32>
    %2597 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2598 = stablehlo.multiply %2597, %2172 : tensor<16xf32>
    %2599 = stablehlo.subtract %stages.3.down.conv.b, %2598 : tensor<16xf32>
    %2600 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2601 = stablehlo.multiply %2600, %2461 : tensor<7x7x1x16xf32>
    %2602 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2601 : tensor<7x7x1x16xf32>
    %2603 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2604 = stablehlo.multiply %2603, %2210 : tensor<16xf32>
    %2605 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2604 : tensor<16xf32>
    %2606 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2607 = stablehlo.multiply %2606, %2229 : tensor<16xf32>
    %2608 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2607 : tensor<16xf32>
    %2609 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2610 = stablehlo.multiply %2609, %2248 : tensor<16xf32>
    %2611 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2610 : tensor<16xf32>
    %2612 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2613 = stablehlo.multiply %2612, %2464 : tensor<16x64xf32>
    %2614 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2613 : tensor<16x64xf32>
    %2615 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2616 = stablehlo.multiply %2615, %2286 : tensor<64xf32>
    %2617 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2616 : tensor<64xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2619 = stablehlo.multiply %2618, %2467 : tensor<64x16xf32>
    %2620 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2619 : tensor<64x16xf32>
    %2621 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2622 = stablehlo.multiply %2621, %2324 : tensor<16xf32>
    %2623 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2622 : tensor<16xf32>
    %2624 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2625 = stablehlo.multiply %2624, %2343 : tensor<16xf32>
    %2626 = stablehlo.subtract %stages.3.blocks.0.gamma, %2625 : tensor<16xf32>
    %2627 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2628 = stablehlo.multiply %2627, %2362 : tensor<16xf32>
    %2629 = stablehlo.subtract %head.norm.g, %2628 : tensor<16xf32>
    %2630 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2631 = stablehlo.multiply %2630, %2381 : tensor<16xf32>
    %2632 = stablehlo.subtract %head.norm.b, %2631 : tensor<16xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2634 = stablehlo.multiply %2633, %2470 : tensor<16x10xf32>
    %2635 = stablehlo.subtract %head.fc.w, %2634 : tensor<16x10xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2637 = stablehlo.multiply %2636, %2419 : tensor<10xf32>
    %2638 = stablehlo.subtract %head.fc.b, %2637 : tensor<10xf32>
    "func.return"(%2473, %2476, %2479, %2482, %2485, %2488, %2491, %2494, %2497, %2500, %2503, %2506, %2509, %2512, %2515, %2518, %2521, %2524, %2527, %2530, %2533, %2536, %2539, %2542, %2545, %2548, %2551, %2554, %2557, %2560, %2563, %2566, %2569, %2572, %2575, %2578, %2581, %2584, %2587, %2590, %2593, %2596, %2599, %2602, %2605, %2608, %2611, %2614, %2617, %2620, %2623, %2626, %2629, %2632, %2635, %2638, %1360, %1379, %1398, %1417, %1436, %1455, %1474, %1493, %1512, %1531, %1550, %1569, %1588, %1607, %1626, %1645, %1664, %1683, %1702, %1721, %1740, %1759, %1778, %1797, %1816, %1835, %1854, %1873, %1892, %1911, %1930, %1949, %1968, %1987, %2006, %2025, %2044, %2063, %2082, %2101, %2120, %2139, %2158, %2177, %2196, %2215, %2234, %2253, %2272, %2291, %2310, %2329, %2348, %2367, %2386, %2405, %1366, %1385, %1404, %1423, %1442, %1461, %1480, %1499, %1518, %1537, %1556, %1575, %1594, %1613, %1632, %1651, %1670, %1689, %1708, %1727, %1746, %1765, %1784, %1803, %1822, %1841, %1860, %1879, %1898, %1917, %1936, %1955, %1974, %1993, %2012, %2031, %2050, %2069, %2088, %2107, %2126, %2145, %2164, %2183, %2202, %2221, %2240, %2259, %2278, %2297, %2316, %2335, %2354, %2373, %2392, %2411, %815, %1073) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

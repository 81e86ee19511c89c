// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 2
// variant: adamw+wx+clip1.0+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
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
// content sha256: 411829c84775d62d86aba507a893d8d9cdaf4fdd1795236f0f6c4812a035ec91
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
    %316 = "stablehlo.dot_general"(%314, %287) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %317 = "stablehlo.transpose"(%316) {permutation = array<i64: 1, 0>} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %318 = stablehlo.constant dense<0.0> : tensor<f32>
    %319 = "stablehlo.reduce"(%314, %318) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %320 = stablehlo.multiply %315, %284 : tensor<2x16xf32>
    %321 = stablehlo.constant dense<0.0> : tensor<f32>
    %322 = "stablehlo.reduce"(%320, %321) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %323 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %324 = stablehlo.divide %322, %323 : tensor<2xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %326 = stablehlo.subtract %320, %325 : tensor<2x16xf32>
    %327 = stablehlo.multiply %320, %283 : tensor<2x16xf32>
    %328 = stablehlo.constant dense<0.0> : tensor<f32>
    %329 = "stablehlo.reduce"(%327, %328) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %330 = stablehlo.constant dense<16.0> : tensor<2xf32>
    %331 = stablehlo.divide %329, %330 : tensor<2xf32>
    %332 = "stablehlo.broadcast_in_dim"(%331) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %333 = stablehlo.multiply %283, %332 : tensor<2x16xf32>
    %334 = stablehlo.subtract %326, %333 : tensor<2x16xf32>
    %335 = stablehlo.multiply %282, %334 : tensor<2x16xf32>
    %336 = stablehlo.multiply %315, %283 : tensor<2x16xf32>
    %337 = stablehlo.constant dense<0.0> : tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %339 = stablehlo.constant dense<0.0> : tensor<f32>
    %340 = "stablehlo.reduce"(%315, %339) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %341 = stablehlo.constant dense<1.0> : tensor<2x16xf32>
    %342 = stablehlo.divide %335, %341 : tensor<2x16xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %344 = stablehlo.multiply %343, %261 : tensor<2x1x1x16xf32>
    %345 = stablehlo.multiply %344, %258 : tensor<2x1x1x16xf32>
    %346 = stablehlo.multiply %344, %257 : tensor<2x1x1x16xf32>
    %347 = stablehlo.constant dense<0.0> : tensor<f32>
    %348 = "stablehlo.reduce"(%346, %347) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %349 = "stablehlo.dot_general"(%345, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %350 = "stablehlo.dot_general"(%345, %254) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %351 = "stablehlo.transpose"(%350) {permutation = array<i64: 1, 0>} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %352 = stablehlo.constant dense<0.0> : tensor<f32>
    %353 = "stablehlo.reduce"(%345, %352) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %354 = stablehlo.constant dense<0.5> : tensor<2x1x1x64xf32>
    %355 = stablehlo.multiply %251, %354 : tensor<2x1x1x64xf32>
    %356 = stablehlo.multiply %248, %248 : tensor<2x1x1x64xf32>
    %357 = stablehlo.negate %356 : tensor<2x1x1x64xf32>
    %358 = stablehlo.exponential %357 : tensor<2x1x1x64xf32>
    %359 = stablehlo.constant dense<0.3989423> : tensor<2x1x1x64xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<2x1x1x64xf32>
    %361 = stablehlo.multiply %246, %360 : tensor<2x1x1x64xf32>
    %362 = stablehlo.add %355, %361 : tensor<2x1x1x64xf32>
    %363 = stablehlo.multiply %349, %362 : tensor<2x1x1x64xf32>
    %364 = "stablehlo.dot_general"(%363, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %365 = "stablehlo.dot_general"(%243, %363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %366 = stablehlo.constant dense<0.0> : tensor<f32>
    %367 = "stablehlo.reduce"(%363, %366) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %368 = stablehlo.multiply %364, %240 : tensor<2x1x1x16xf32>
    %369 = stablehlo.constant dense<0.0> : tensor<f32>
    %370 = "stablehlo.reduce"(%368, %369) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %371 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %372 = stablehlo.divide %370, %371 : tensor<2x1x1xf32>
    %373 = "stablehlo.broadcast_in_dim"(%372) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %374 = stablehlo.subtract %368, %373 : tensor<2x1x1x16xf32>
    %375 = stablehlo.multiply %368, %239 : tensor<2x1x1x16xf32>
    %376 = stablehlo.constant dense<0.0> : tensor<f32>
    %377 = "stablehlo.reduce"(%375, %376) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %378 = stablehlo.constant dense<16.0> : tensor<2x1x1xf32>
    %379 = stablehlo.divide %377, %378 : tensor<2x1x1xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x16xf32>
    %381 = stablehlo.multiply %239, %380 : tensor<2x1x1x16xf32>
    %382 = stablehlo.subtract %374, %381 : tensor<2x1x1x16xf32>
    %383 = stablehlo.multiply %238, %382 : tensor<2x1x1x16xf32>
    %384 = stablehlo.multiply %364, %239 : tensor<2x1x1x16xf32>
    %385 = stablehlo.constant dense<0.0> : tensor<f32>
    %386 = "stablehlo.reduce"(%384, %385) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %387 = stablehlo.constant dense<0.0> : tensor<f32>
    %388 = "stablehlo.reduce"(%364, %387) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %389 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %390 = "stablehlo.convolution"(%383, %389) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 16 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x1x1x16xf32>
    %391 = "stablehlo.convolution"(%220, %383) {batch_group_count = 16 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<7x7x1x16xf32>
    %392 = stablehlo.constant dense<0.0> : tensor<f32>
    %393 = "stablehlo.reduce"(%383, %392) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %394 = stablehlo.add %390, %343 : tensor<2x1x1x16xf32>
    %395 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %396 = "stablehlo.convolution"(%394, %395) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x1x1x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x2x12xf32>
    %397 = "stablehlo.convolution"(%217, %394) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x1x1x16xf32>) -> tensor<2x2x12x16xf32>
    %398 = stablehlo.constant dense<0.0> : tensor<f32>
    %399 = "stablehlo.reduce"(%394, %398) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %400 = stablehlo.multiply %396, %214 : tensor<2x2x2x12xf32>
    %401 = stablehlo.constant dense<0.0> : tensor<f32>
    %402 = "stablehlo.reduce"(%400, %401) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %403 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %404 = stablehlo.divide %402, %403 : tensor<2x2x2xf32>
    %405 = "stablehlo.broadcast_in_dim"(%404) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %406 = stablehlo.subtract %400, %405 : tensor<2x2x2x12xf32>
    %407 = stablehlo.multiply %400, %213 : tensor<2x2x2x12xf32>
    %408 = stablehlo.constant dense<0.0> : tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %410 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %411 = stablehlo.divide %409, %410 : tensor<2x2x2xf32>
    %412 = "stablehlo.broadcast_in_dim"(%411) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %413 = stablehlo.multiply %213, %412 : tensor<2x2x2x12xf32>
    %414 = stablehlo.subtract %406, %413 : tensor<2x2x2x12xf32>
    %415 = stablehlo.multiply %212, %414 : tensor<2x2x2x12xf32>
    %416 = stablehlo.multiply %396, %213 : tensor<2x2x2x12xf32>
    %417 = stablehlo.constant dense<0.0> : tensor<f32>
    %418 = "stablehlo.reduce"(%416, %417) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %419 = stablehlo.constant dense<0.0> : tensor<f32>
    %420 = "stablehlo.reduce"(%396, %419) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %421 = stablehlo.multiply %415, %195 : tensor<2x2x2x12xf32>
    %422 = stablehlo.multiply %421, %192 : tensor<2x2x2x12xf32>
    %423 = stablehlo.multiply %421, %191 : tensor<2x2x2x12xf32>
    %424 = stablehlo.constant dense<0.0> : tensor<f32>
    %425 = "stablehlo.reduce"(%423, %424) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %426 = "stablehlo.dot_general"(%422, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x12xf32>, tensor<48x12xf32>) -> tensor<2x2x2x48xf32>
    %427 = "stablehlo.dot_general"(%422, %188) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %428 = "stablehlo.transpose"(%427) {permutation = array<i64: 1, 0>} : (tensor<12x48xf32>) -> tensor<48x12xf32>
    %429 = stablehlo.constant dense<0.0> : tensor<f32>
    %430 = "stablehlo.reduce"(%422, %429) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %431 = stablehlo.constant dense<0.5> : tensor<2x2x2x48xf32>
    %432 = stablehlo.multiply %185, %431 : tensor<2x2x2x48xf32>
    %433 = stablehlo.multiply %182, %182 : tensor<2x2x2x48xf32>
    %434 = stablehlo.negate %433 : tensor<2x2x2x48xf32>
    %435 = stablehlo.exponential %434 : tensor<2x2x2x48xf32>
    %436 = stablehlo.constant dense<0.3989423> : tensor<2x2x2x48xf32>
    %437 = stablehlo.multiply %435, %436 : tensor<2x2x2x48xf32>
    %438 = stablehlo.multiply %180, %437 : tensor<2x2x2x48xf32>
    %439 = stablehlo.add %432, %438 : tensor<2x2x2x48xf32>
    %440 = stablehlo.multiply %426, %439 : tensor<2x2x2x48xf32>
    %441 = "stablehlo.dot_general"(%440, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x48xf32>, tensor<12x48xf32>) -> tensor<2x2x2x12xf32>
    %442 = "stablehlo.dot_general"(%177, %440) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x48xf32>) -> tensor<12x48xf32>
    %443 = stablehlo.constant dense<0.0> : tensor<f32>
    %444 = "stablehlo.reduce"(%440, %443) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x48xf32>, tensor<f32>) -> tensor<48xf32>
    %445 = stablehlo.multiply %441, %174 : tensor<2x2x2x12xf32>
    %446 = stablehlo.constant dense<0.0> : tensor<f32>
    %447 = "stablehlo.reduce"(%445, %446) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %448 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %449 = stablehlo.divide %447, %448 : tensor<2x2x2xf32>
    %450 = "stablehlo.broadcast_in_dim"(%449) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %451 = stablehlo.subtract %445, %450 : tensor<2x2x2x12xf32>
    %452 = stablehlo.multiply %445, %173 : tensor<2x2x2x12xf32>
    %453 = stablehlo.constant dense<0.0> : tensor<f32>
    %454 = "stablehlo.reduce"(%452, %453) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %455 = stablehlo.constant dense<12.0> : tensor<2x2x2xf32>
    %456 = stablehlo.divide %454, %455 : tensor<2x2x2xf32>
    %457 = "stablehlo.broadcast_in_dim"(%456) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x12xf32>
    %458 = stablehlo.multiply %173, %457 : tensor<2x2x2x12xf32>
    %459 = stablehlo.subtract %451, %458 : tensor<2x2x2x12xf32>
    %460 = stablehlo.multiply %172, %459 : tensor<2x2x2x12xf32>
    %461 = stablehlo.multiply %441, %173 : tensor<2x2x2x12xf32>
    %462 = stablehlo.constant dense<0.0> : tensor<f32>
    %463 = "stablehlo.reduce"(%461, %462) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %464 = stablehlo.constant dense<0.0> : tensor<f32>
    %465 = "stablehlo.reduce"(%441, %464) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %466 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %467 = "stablehlo.convolution"(%460, %466) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 12 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<7x7x1x12xf32>) -> tensor<2x2x2x12xf32>
    %468 = "stablehlo.convolution"(%154, %460) {batch_group_count = 12 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x2x12xf32>) -> tensor<7x7x1x12xf32>
    %469 = stablehlo.constant dense<0.0> : tensor<f32>
    %470 = "stablehlo.reduce"(%460, %469) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %471 = stablehlo.add %467, %415 : tensor<2x2x2x12xf32>
    %472 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %473 = "stablehlo.convolution"(%471, %472) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x2x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x4x4x8xf32>
    %474 = "stablehlo.convolution"(%151, %471) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x2x12xf32>) -> tensor<2x2x8x12xf32>
    %475 = stablehlo.constant dense<0.0> : tensor<f32>
    %476 = "stablehlo.reduce"(%471, %475) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %477 = stablehlo.multiply %473, %148 : tensor<2x4x4x8xf32>
    %478 = stablehlo.constant dense<0.0> : tensor<f32>
    %479 = "stablehlo.reduce"(%477, %478) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %480 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %481 = stablehlo.divide %479, %480 : tensor<2x4x4xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %483 = stablehlo.subtract %477, %482 : tensor<2x4x4x8xf32>
    %484 = stablehlo.multiply %477, %147 : tensor<2x4x4x8xf32>
    %485 = stablehlo.constant dense<0.0> : tensor<f32>
    %486 = "stablehlo.reduce"(%484, %485) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %487 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %488 = stablehlo.divide %486, %487 : tensor<2x4x4xf32>
    %489 = "stablehlo.broadcast_in_dim"(%488) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %490 = stablehlo.multiply %147, %489 : tensor<2x4x4x8xf32>
    %491 = stablehlo.subtract %483, %490 : tensor<2x4x4x8xf32>
    %492 = stablehlo.multiply %146, %491 : tensor<2x4x4x8xf32>
    %493 = stablehlo.multiply %473, %147 : tensor<2x4x4x8xf32>
    %494 = stablehlo.constant dense<0.0> : tensor<f32>
    %495 = "stablehlo.reduce"(%493, %494) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %496 = stablehlo.constant dense<0.0> : tensor<f32>
    %497 = "stablehlo.reduce"(%473, %496) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %498 = stablehlo.multiply %492, %129 : tensor<2x4x4x8xf32>
    %499 = stablehlo.multiply %498, %126 : tensor<2x4x4x8xf32>
    %500 = stablehlo.multiply %498, %125 : tensor<2x4x4x8xf32>
    %501 = stablehlo.constant dense<0.0> : tensor<f32>
    %502 = "stablehlo.reduce"(%500, %501) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %503 = "stablehlo.dot_general"(%499, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x8xf32>, tensor<32x8xf32>) -> tensor<2x4x4x32xf32>
    %504 = "stablehlo.dot_general"(%499, %122) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %505 = "stablehlo.transpose"(%504) {permutation = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %506 = stablehlo.constant dense<0.0> : tensor<f32>
    %507 = "stablehlo.reduce"(%499, %506) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %508 = stablehlo.constant dense<0.5> : tensor<2x4x4x32xf32>
    %509 = stablehlo.multiply %119, %508 : tensor<2x4x4x32xf32>
    %510 = stablehlo.multiply %116, %116 : tensor<2x4x4x32xf32>
    %511 = stablehlo.negate %510 : tensor<2x4x4x32xf32>
    %512 = stablehlo.exponential %511 : tensor<2x4x4x32xf32>
    %513 = stablehlo.constant dense<0.3989423> : tensor<2x4x4x32xf32>
    %514 = stablehlo.multiply %512, %513 : tensor<2x4x4x32xf32>
    %515 = stablehlo.multiply %114, %514 : tensor<2x4x4x32xf32>
    %516 = stablehlo.add %509, %515 : tensor<2x4x4x32xf32>
    %517 = stablehlo.multiply %503, %516 : tensor<2x4x4x32xf32>
    %518 = "stablehlo.dot_general"(%517, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4x32xf32>, tensor<8x32xf32>) -> tensor<2x4x4x8xf32>
    %519 = "stablehlo.dot_general"(%111, %517) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x32xf32>) -> tensor<8x32xf32>
    %520 = stablehlo.constant dense<0.0> : tensor<f32>
    %521 = "stablehlo.reduce"(%517, %520) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %522 = stablehlo.multiply %518, %108 : tensor<2x4x4x8xf32>
    %523 = stablehlo.constant dense<0.0> : tensor<f32>
    %524 = "stablehlo.reduce"(%522, %523) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %525 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %526 = stablehlo.divide %524, %525 : tensor<2x4x4xf32>
    %527 = "stablehlo.broadcast_in_dim"(%526) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %528 = stablehlo.subtract %522, %527 : tensor<2x4x4x8xf32>
    %529 = stablehlo.multiply %522, %107 : tensor<2x4x4x8xf32>
    %530 = stablehlo.constant dense<0.0> : tensor<f32>
    %531 = "stablehlo.reduce"(%529, %530) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %532 = stablehlo.constant dense<8.0> : tensor<2x4x4xf32>
    %533 = stablehlo.divide %531, %532 : tensor<2x4x4xf32>
    %534 = "stablehlo.broadcast_in_dim"(%533) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf32>) -> tensor<2x4x4x8xf32>
    %535 = stablehlo.multiply %107, %534 : tensor<2x4x4x8xf32>
    %536 = stablehlo.subtract %528, %535 : tensor<2x4x4x8xf32>
    %537 = stablehlo.multiply %106, %536 : tensor<2x4x4x8xf32>
    %538 = stablehlo.multiply %518, %107 : tensor<2x4x4x8xf32>
    %539 = stablehlo.constant dense<0.0> : tensor<f32>
    %540 = "stablehlo.reduce"(%538, %539) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %541 = stablehlo.constant dense<0.0> : tensor<f32>
    %542 = "stablehlo.reduce"(%518, %541) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %543 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %544 = "stablehlo.convolution"(%537, %543) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<7x7x1x8xf32>) -> tensor<2x4x4x8xf32>
    %545 = "stablehlo.convolution"(%88, %537) {batch_group_count = 8 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<7x7x1x8xf32>
    %546 = stablehlo.constant dense<0.0> : tensor<f32>
    %547 = "stablehlo.reduce"(%537, %546) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %548 = stablehlo.add %544, %492 : tensor<2x4x4x8xf32>
    %549 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %550 = "stablehlo.convolution"(%548, %549) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x8x8x4xf32>
    %551 = "stablehlo.convolution"(%85, %548) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<2x2x4x8xf32>
    %552 = stablehlo.constant dense<0.0> : tensor<f32>
    %553 = "stablehlo.reduce"(%548, %552) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %554 = stablehlo.multiply %550, %82 : tensor<2x8x8x4xf32>
    %555 = stablehlo.constant dense<0.0> : tensor<f32>
    %556 = "stablehlo.reduce"(%554, %555) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %557 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %558 = stablehlo.divide %556, %557 : tensor<2x8x8xf32>
    %559 = "stablehlo.broadcast_in_dim"(%558) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %560 = stablehlo.subtract %554, %559 : tensor<2x8x8x4xf32>
    %561 = stablehlo.multiply %554, %81 : tensor<2x8x8x4xf32>
    %562 = stablehlo.constant dense<0.0> : tensor<f32>
    %563 = "stablehlo.reduce"(%561, %562) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %564 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %565 = stablehlo.divide %563, %564 : tensor<2x8x8xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %567 = stablehlo.multiply %81, %566 : tensor<2x8x8x4xf32>
    %568 = stablehlo.subtract %560, %567 : tensor<2x8x8x4xf32>
    %569 = stablehlo.multiply %80, %568 : tensor<2x8x8x4xf32>
    %570 = stablehlo.multiply %550, %81 : tensor<2x8x8x4xf32>
    %571 = stablehlo.constant dense<0.0> : tensor<f32>
    %572 = "stablehlo.reduce"(%570, %571) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %573 = stablehlo.constant dense<0.0> : tensor<f32>
    %574 = "stablehlo.reduce"(%550, %573) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %575 = stablehlo.multiply %569, %63 : tensor<2x8x8x4xf32>
    %576 = stablehlo.multiply %575, %60 : tensor<2x8x8x4xf32>
    %577 = stablehlo.multiply %575, %59 : tensor<2x8x8x4xf32>
    %578 = stablehlo.constant dense<0.0> : tensor<f32>
    %579 = "stablehlo.reduce"(%577, %578) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %580 = "stablehlo.dot_general"(%576, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x4xf32>, tensor<16x4xf32>) -> tensor<2x8x8x16xf32>
    %581 = "stablehlo.dot_general"(%576, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %582 = "stablehlo.transpose"(%581) {permutation = array<i64: 1, 0>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %583 = stablehlo.constant dense<0.0> : tensor<f32>
    %584 = "stablehlo.reduce"(%576, %583) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %585 = stablehlo.constant dense<0.5> : tensor<2x8x8x16xf32>
    %586 = stablehlo.multiply %53, %585 : tensor<2x8x8x16xf32>
    %587 = stablehlo.multiply %50, %50 : tensor<2x8x8x16xf32>
    %588 = stablehlo.negate %587 : tensor<2x8x8x16xf32>
    %589 = stablehlo.exponential %588 : tensor<2x8x8x16xf32>
    %590 = stablehlo.constant dense<0.3989423> : tensor<2x8x8x16xf32>
    %591 = stablehlo.multiply %589, %590 : tensor<2x8x8x16xf32>
    %592 = stablehlo.multiply %48, %591 : tensor<2x8x8x16xf32>
    %593 = stablehlo.add %586, %592 : tensor<2x8x8x16xf32>
    %594 = stablehlo.multiply %580, %593 : tensor<2x8x8x16xf32>
    %595 = "stablehlo.dot_general"(%594, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x8x8x16xf32>, tensor<4x16xf32>) -> tensor<2x8x8x4xf32>
    %596 = "stablehlo.dot_general"(%45, %594) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x16xf32>) -> tensor<4x16xf32>
    %597 = stablehlo.constant dense<0.0> : tensor<f32>
    %598 = "stablehlo.reduce"(%594, %597) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %599 = stablehlo.multiply %595, %42 : tensor<2x8x8x4xf32>
    %600 = stablehlo.constant dense<0.0> : tensor<f32>
    %601 = "stablehlo.reduce"(%599, %600) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %602 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %603 = stablehlo.divide %601, %602 : tensor<2x8x8xf32>
    %604 = "stablehlo.broadcast_in_dim"(%603) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %605 = stablehlo.subtract %599, %604 : tensor<2x8x8x4xf32>
    %606 = stablehlo.multiply %599, %41 : tensor<2x8x8x4xf32>
    %607 = stablehlo.constant dense<0.0> : tensor<f32>
    %608 = "stablehlo.reduce"(%606, %607) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %609 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %610 = stablehlo.divide %608, %609 : tensor<2x8x8xf32>
    %611 = "stablehlo.broadcast_in_dim"(%610) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %612 = stablehlo.multiply %41, %611 : tensor<2x8x8x4xf32>
    %613 = stablehlo.subtract %605, %612 : tensor<2x8x8x4xf32>
    %614 = stablehlo.multiply %40, %613 : tensor<2x8x8x4xf32>
    %615 = stablehlo.multiply %595, %41 : tensor<2x8x8x4xf32>
    %616 = stablehlo.constant dense<0.0> : tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %618 = stablehlo.constant dense<0.0> : tensor<f32>
    %619 = "stablehlo.reduce"(%595, %618) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %620 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %621 = "stablehlo.convolution"(%614, %620) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<7x7x1x4xf32>) -> tensor<2x8x8x4xf32>
    %622 = "stablehlo.convolution"(%22, %614) {batch_group_count = 4 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<7x7x1x4xf32>
    %623 = stablehlo.constant dense<0.0> : tensor<f32>
    %624 = "stablehlo.reduce"(%614, %623) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %625 = stablehlo.add %621, %569 : tensor<2x8x8x4xf32>
    %626 = stablehlo.multiply %625, %19 : tensor<2x8x8x4xf32>
    %627 = stablehlo.constant dense<0.0> : tensor<f32>
    %628 = "stablehlo.reduce"(%626, %627) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %629 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %630 = stablehlo.divide %628, %629 : tensor<2x8x8xf32>
    %631 = "stablehlo.broadcast_in_dim"(%630) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %632 = stablehlo.subtract %626, %631 : tensor<2x8x8x4xf32>
    %633 = stablehlo.multiply %626, %18 : tensor<2x8x8x4xf32>
    %634 = stablehlo.constant dense<0.0> : tensor<f32>
    %635 = "stablehlo.reduce"(%633, %634) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %636 = stablehlo.constant dense<4.0> : tensor<2x8x8xf32>
    %637 = stablehlo.divide %635, %636 : tensor<2x8x8xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8xf32>) -> tensor<2x8x8x4xf32>
    %639 = stablehlo.multiply %18, %638 : tensor<2x8x8x4xf32>
    %640 = stablehlo.subtract %632, %639 : tensor<2x8x8x4xf32>
    %641 = stablehlo.multiply %17, %640 : tensor<2x8x8x4xf32>
    %642 = stablehlo.multiply %625, %18 : tensor<2x8x8x4xf32>
    %643 = stablehlo.constant dense<0.0> : tensor<f32>
    %644 = "stablehlo.reduce"(%642, %643) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %645 = stablehlo.constant dense<0.0> : tensor<f32>
    %646 = "stablehlo.reduce"(%625, %645) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %647 = "stablehlo.convolution"(%x, %641) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<2x32x32x3xf32>, tensor<2x8x8x4xf32>) -> tensor<4x4x3x4xf32>
    %648 = stablehlo.constant dense<0.0> : tensor<f32>
    %649 = "stablehlo.reduce"(%641, %648) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    // ── data parallel: mean of the gradients and the loss over 2 replicas ──
    %650 = "stablehlo.all_reduce"(%647) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %651 = stablehlo.constant dense<2.0> : tensor<4x4x3x4xf32>
    %652 = stablehlo.divide %650, %651 : tensor<4x4x3x4xf32>
    %653 = "stablehlo.all_reduce"(%649) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %654 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %655 = stablehlo.divide %653, %654 : tensor<4xf32>
    %656 = "stablehlo.all_reduce"(%644) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %657 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %658 = stablehlo.divide %656, %657 : tensor<4xf32>
    %659 = "stablehlo.all_reduce"(%646) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %660 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %661 = stablehlo.divide %659, %660 : tensor<4xf32>
    %662 = "stablehlo.all_reduce"(%622) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %663 = stablehlo.constant dense<2.0> : tensor<7x7x1x4xf32>
    %664 = stablehlo.divide %662, %663 : tensor<7x7x1x4xf32>
    %665 = "stablehlo.all_reduce"(%624) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %666 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %667 = stablehlo.divide %665, %666 : tensor<4xf32>
    %668 = "stablehlo.all_reduce"(%617) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %669 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %670 = stablehlo.divide %668, %669 : tensor<4xf32>
    %671 = "stablehlo.all_reduce"(%619) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %672 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %673 = stablehlo.divide %671, %672 : tensor<4xf32>
    %674 = "stablehlo.all_reduce"(%596) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %675 = stablehlo.constant dense<2.0> : tensor<4x16xf32>
    %676 = stablehlo.divide %674, %675 : tensor<4x16xf32>
    %677 = "stablehlo.all_reduce"(%598) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %678 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %679 = stablehlo.divide %677, %678 : tensor<16xf32>
    %680 = "stablehlo.all_reduce"(%582) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %681 = stablehlo.constant dense<2.0> : tensor<16x4xf32>
    %682 = stablehlo.divide %680, %681 : tensor<16x4xf32>
    %683 = "stablehlo.all_reduce"(%584) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %684 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %685 = stablehlo.divide %683, %684 : tensor<4xf32>
    %686 = "stablehlo.all_reduce"(%579) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %687 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %688 = stablehlo.divide %686, %687 : tensor<4xf32>
    %689 = "stablehlo.all_reduce"(%572) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %690 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %691 = stablehlo.divide %689, %690 : tensor<4xf32>
    %692 = "stablehlo.all_reduce"(%574) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %693 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %694 = stablehlo.divide %692, %693 : tensor<4xf32>
    %695 = "stablehlo.all_reduce"(%551) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %696 = stablehlo.constant dense<2.0> : tensor<2x2x4x8xf32>
    %697 = stablehlo.divide %695, %696 : tensor<2x2x4x8xf32>
    %698 = "stablehlo.all_reduce"(%553) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %699 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %700 = stablehlo.divide %698, %699 : tensor<8xf32>
    %701 = "stablehlo.all_reduce"(%545) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %702 = stablehlo.constant dense<2.0> : tensor<7x7x1x8xf32>
    %703 = stablehlo.divide %701, %702 : tensor<7x7x1x8xf32>
    %704 = "stablehlo.all_reduce"(%547) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %705 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %706 = stablehlo.divide %704, %705 : tensor<8xf32>
    %707 = "stablehlo.all_reduce"(%540) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %708 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %709 = stablehlo.divide %707, %708 : tensor<8xf32>
    %710 = "stablehlo.all_reduce"(%542) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %711 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %712 = stablehlo.divide %710, %711 : tensor<8xf32>
    %713 = "stablehlo.all_reduce"(%519) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %714 = stablehlo.constant dense<2.0> : tensor<8x32xf32>
    %715 = stablehlo.divide %713, %714 : tensor<8x32xf32>
    %716 = "stablehlo.all_reduce"(%521) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %717 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %718 = stablehlo.divide %716, %717 : tensor<32xf32>
    %719 = "stablehlo.all_reduce"(%505) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %720 = stablehlo.constant dense<2.0> : tensor<32x8xf32>
    %721 = stablehlo.divide %719, %720 : tensor<32x8xf32>
    %722 = "stablehlo.all_reduce"(%507) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %723 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %724 = stablehlo.divide %722, %723 : tensor<8xf32>
    %725 = "stablehlo.all_reduce"(%502) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %726 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %727 = stablehlo.divide %725, %726 : tensor<8xf32>
    %728 = "stablehlo.all_reduce"(%495) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %729 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %730 = stablehlo.divide %728, %729 : tensor<8xf32>
    %731 = "stablehlo.all_reduce"(%497) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
    %732 = stablehlo.constant dense<2.0> : tensor<8xf32>
    %733 = stablehlo.divide %731, %732 : tensor<8xf32>
    %734 = "stablehlo.all_reduce"(%474) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %735 = stablehlo.constant dense<2.0> : tensor<2x2x8x12xf32>
    %736 = stablehlo.divide %734, %735 : tensor<2x2x8x12xf32>
    %737 = "stablehlo.all_reduce"(%476) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %738 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %739 = stablehlo.divide %737, %738 : tensor<12xf32>
    %740 = "stablehlo.all_reduce"(%468) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %741 = stablehlo.constant dense<2.0> : tensor<7x7x1x12xf32>
    %742 = stablehlo.divide %740, %741 : tensor<7x7x1x12xf32>
    %743 = "stablehlo.all_reduce"(%470) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %744 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %745 = stablehlo.divide %743, %744 : tensor<12xf32>
    %746 = "stablehlo.all_reduce"(%463) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %747 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %748 = stablehlo.divide %746, %747 : tensor<12xf32>
    %749 = "stablehlo.all_reduce"(%465) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %750 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %751 = stablehlo.divide %749, %750 : tensor<12xf32>
    %752 = "stablehlo.all_reduce"(%442) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12x48xf32>) -> tensor<12x48xf32>
    %753 = stablehlo.constant dense<2.0> : tensor<12x48xf32>
    %754 = stablehlo.divide %752, %753 : tensor<12x48xf32>
    %755 = "stablehlo.all_reduce"(%444) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<48xf32>) -> tensor<48xf32>
    %756 = stablehlo.constant dense<2.0> : tensor<48xf32>
    %757 = stablehlo.divide %755, %756 : tensor<48xf32>
    %758 = "stablehlo.all_reduce"(%428) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<48x12xf32>) -> tensor<48x12xf32>
    %759 = stablehlo.constant dense<2.0> : tensor<48x12xf32>
    %760 = stablehlo.divide %758, %759 : tensor<48x12xf32>
    %761 = "stablehlo.all_reduce"(%430) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %762 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %763 = stablehlo.divide %761, %762 : tensor<12xf32>
    %764 = "stablehlo.all_reduce"(%425) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %765 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %766 = stablehlo.divide %764, %765 : tensor<12xf32>
    %767 = "stablehlo.all_reduce"(%418) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %768 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %769 = stablehlo.divide %767, %768 : tensor<12xf32>
    %770 = "stablehlo.all_reduce"(%420) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<12xf32>) -> tensor<12xf32>
    %771 = stablehlo.constant dense<2.0> : tensor<12xf32>
    %772 = stablehlo.divide %770, %771 : tensor<12xf32>
    %773 = "stablehlo.all_reduce"(%397) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %774 = stablehlo.constant dense<2.0> : tensor<2x2x12x16xf32>
    %775 = stablehlo.divide %773, %774 : tensor<2x2x12x16xf32>
    %776 = "stablehlo.all_reduce"(%399) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %777 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %778 = stablehlo.divide %776, %777 : tensor<16xf32>
    %779 = "stablehlo.all_reduce"(%391) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %780 = stablehlo.constant dense<2.0> : tensor<7x7x1x16xf32>
    %781 = stablehlo.divide %779, %780 : tensor<7x7x1x16xf32>
    %782 = "stablehlo.all_reduce"(%393) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %783 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %784 = stablehlo.divide %782, %783 : tensor<16xf32>
    %785 = "stablehlo.all_reduce"(%386) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %786 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %787 = stablehlo.divide %785, %786 : tensor<16xf32>
    %788 = "stablehlo.all_reduce"(%388) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %789 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %790 = stablehlo.divide %788, %789 : tensor<16xf32>
    %791 = "stablehlo.all_reduce"(%365) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %792 = stablehlo.constant dense<2.0> : tensor<16x64xf32>
    %793 = stablehlo.divide %791, %792 : tensor<16x64xf32>
    %794 = "stablehlo.all_reduce"(%367) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %795 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %796 = stablehlo.divide %794, %795 : tensor<64xf32>
    %797 = "stablehlo.all_reduce"(%351) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %798 = stablehlo.constant dense<2.0> : tensor<64x16xf32>
    %799 = stablehlo.divide %797, %798 : tensor<64x16xf32>
    %800 = "stablehlo.all_reduce"(%353) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %801 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %802 = stablehlo.divide %800, %801 : tensor<16xf32>
    %803 = "stablehlo.all_reduce"(%348) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %804 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %805 = stablehlo.divide %803, %804 : tensor<16xf32>
    %806 = "stablehlo.all_reduce"(%338) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %807 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %808 = stablehlo.divide %806, %807 : tensor<16xf32>
    %809 = "stablehlo.all_reduce"(%340) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %810 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %811 = stablehlo.divide %809, %810 : tensor<16xf32>
    %812 = "stablehlo.all_reduce"(%317) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %813 = stablehlo.constant dense<2.0> : tensor<16x10xf32>
    %814 = stablehlo.divide %812, %813 : tensor<16x10xf32>
    %815 = "stablehlo.all_reduce"(%319) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
    %816 = stablehlo.constant dense<2.0> : tensor<10xf32>
    %817 = stablehlo.divide %815, %816 : tensor<10xf32>
    %818 = "stablehlo.all_reduce"(%306) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<f32>) -> tensor<f32>
    %819 = stablehlo.constant dense<2.0> : tensor<f32>
    %820 = stablehlo.divide %818, %819 : tensor<f32>
    // ── optimizer ──
    %821 = stablehlo.multiply %652, %652 : tensor<4x4x3x4xf32>
    %822 = stablehlo.constant dense<0.0> : tensor<f32>
    %823 = "stablehlo.reduce"(%821, %822) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %824 = stablehlo.constant dense<0.0> : tensor<f32>
    %825 = "stablehlo.reduce"(%823, %824) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %826 = stablehlo.multiply %655, %655 : tensor<4xf32>
    %827 = stablehlo.constant dense<0.0> : tensor<f32>
    %828 = "stablehlo.reduce"(%826, %827) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %829 = stablehlo.add %825, %828 : tensor<f32>
    %830 = stablehlo.multiply %658, %658 : tensor<4xf32>
    %831 = stablehlo.constant dense<0.0> : tensor<f32>
    %832 = "stablehlo.reduce"(%830, %831) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %833 = stablehlo.add %829, %832 : tensor<f32>
    %834 = stablehlo.multiply %661, %661 : tensor<4xf32>
    %835 = stablehlo.constant dense<0.0> : tensor<f32>
    %836 = "stablehlo.reduce"(%834, %835) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %837 = stablehlo.add %833, %836 : tensor<f32>
    %838 = stablehlo.multiply %664, %664 : tensor<7x7x1x4xf32>
    %839 = stablehlo.constant dense<0.0> : tensor<f32>
    %840 = "stablehlo.reduce"(%838, %839) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %841 = stablehlo.constant dense<0.0> : tensor<f32>
    %842 = "stablehlo.reduce"(%840, %841) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %843 = stablehlo.add %837, %842 : tensor<f32>
    %844 = stablehlo.multiply %667, %667 : tensor<4xf32>
    %845 = stablehlo.constant dense<0.0> : tensor<f32>
    %846 = "stablehlo.reduce"(%844, %845) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %847 = stablehlo.add %843, %846 : tensor<f32>
    %848 = stablehlo.multiply %670, %670 : tensor<4xf32>
    %849 = stablehlo.constant dense<0.0> : tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %851 = stablehlo.add %847, %850 : tensor<f32>
    %852 = stablehlo.multiply %673, %673 : tensor<4xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %855 = stablehlo.add %851, %854 : tensor<f32>
    %856 = stablehlo.multiply %676, %676 : tensor<4x16xf32>
    %857 = stablehlo.constant dense<0.0> : tensor<f32>
    %858 = "stablehlo.reduce"(%856, %857) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %859 = stablehlo.constant dense<0.0> : tensor<f32>
    %860 = "stablehlo.reduce"(%858, %859) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %861 = stablehlo.add %855, %860 : tensor<f32>
    %862 = stablehlo.multiply %679, %679 : tensor<16xf32>
    %863 = stablehlo.constant dense<0.0> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %865 = stablehlo.add %861, %864 : tensor<f32>
    %866 = stablehlo.multiply %682, %682 : tensor<16x4xf32>
    %867 = stablehlo.constant dense<0.0> : tensor<f32>
    %868 = "stablehlo.reduce"(%866, %867) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %869 = stablehlo.constant dense<0.0> : tensor<f32>
    %870 = "stablehlo.reduce"(%868, %869) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %871 = stablehlo.add %865, %870 : tensor<f32>
    %872 = stablehlo.multiply %685, %685 : tensor<4xf32>
    %873 = stablehlo.constant dense<0.0> : tensor<f32>
    %874 = "stablehlo.reduce"(%872, %873) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %875 = stablehlo.add %871, %874 : tensor<f32>
    %876 = stablehlo.multiply %688, %688 : tensor<4xf32>
    %877 = stablehlo.constant dense<0.0> : tensor<f32>
    %878 = "stablehlo.reduce"(%876, %877) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %879 = stablehlo.add %875, %878 : tensor<f32>
    %880 = stablehlo.multiply %691, %691 : tensor<4xf32>
    %881 = stablehlo.constant dense<0.0> : tensor<f32>
    %882 = "stablehlo.reduce"(%880, %881) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %883 = stablehlo.add %879, %882 : tensor<f32>
    %884 = stablehlo.multiply %694, %694 : tensor<4xf32>
    %885 = stablehlo.constant dense<0.0> : tensor<f32>
    %886 = "stablehlo.reduce"(%884, %885) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %887 = stablehlo.add %883, %886 : tensor<f32>
    %888 = stablehlo.multiply %697, %697 : tensor<2x2x4x8xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %891 = stablehlo.constant dense<0.0> : tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %893 = stablehlo.add %887, %892 : tensor<f32>
    %894 = stablehlo.multiply %700, %700 : tensor<8xf32>
    %895 = stablehlo.constant dense<0.0> : tensor<f32>
    %896 = "stablehlo.reduce"(%894, %895) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %897 = stablehlo.add %893, %896 : tensor<f32>
    %898 = stablehlo.multiply %703, %703 : tensor<7x7x1x8xf32>
    %899 = stablehlo.constant dense<0.0> : tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %901 = stablehlo.constant dense<0.0> : tensor<f32>
    %902 = "stablehlo.reduce"(%900, %901) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %903 = stablehlo.add %897, %902 : tensor<f32>
    %904 = stablehlo.multiply %706, %706 : tensor<8xf32>
    %905 = stablehlo.constant dense<0.0> : tensor<f32>
    %906 = "stablehlo.reduce"(%904, %905) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %907 = stablehlo.add %903, %906 : tensor<f32>
    %908 = stablehlo.multiply %709, %709 : tensor<8xf32>
    %909 = stablehlo.constant dense<0.0> : tensor<f32>
    %910 = "stablehlo.reduce"(%908, %909) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %911 = stablehlo.add %907, %910 : tensor<f32>
    %912 = stablehlo.multiply %712, %712 : tensor<8xf32>
    %913 = stablehlo.constant dense<0.0> : tensor<f32>
    %914 = "stablehlo.reduce"(%912, %913) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %915 = stablehlo.add %911, %914 : tensor<f32>
    %916 = stablehlo.multiply %715, %715 : tensor<8x32xf32>
    %917 = stablehlo.constant dense<0.0> : tensor<f32>
    %918 = "stablehlo.reduce"(%916, %917) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %919 = stablehlo.constant dense<0.0> : tensor<f32>
    %920 = "stablehlo.reduce"(%918, %919) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %921 = stablehlo.add %915, %920 : tensor<f32>
    %922 = stablehlo.multiply %718, %718 : tensor<32xf32>
    %923 = stablehlo.constant dense<0.0> : tensor<f32>
    %924 = "stablehlo.reduce"(%922, %923) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %925 = stablehlo.add %921, %924 : tensor<f32>
    %926 = stablehlo.multiply %721, %721 : tensor<32x8xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %929 = stablehlo.constant dense<0.0> : tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %931 = stablehlo.add %925, %930 : tensor<f32>
    %932 = stablehlo.multiply %724, %724 : tensor<8xf32>
    %933 = stablehlo.constant dense<0.0> : tensor<f32>
    %934 = "stablehlo.reduce"(%932, %933) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %935 = stablehlo.add %931, %934 : tensor<f32>
    %936 = stablehlo.multiply %727, %727 : tensor<8xf32>
    %937 = stablehlo.constant dense<0.0> : tensor<f32>
    %938 = "stablehlo.reduce"(%936, %937) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %939 = stablehlo.add %935, %938 : tensor<f32>
    %940 = stablehlo.multiply %730, %730 : tensor<8xf32>
    %941 = stablehlo.constant dense<0.0> : tensor<f32>
    %942 = "stablehlo.reduce"(%940, %941) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %943 = stablehlo.add %939, %942 : tensor<f32>
    %944 = stablehlo.multiply %733, %733 : tensor<8xf32>
    %945 = stablehlo.constant dense<0.0> : tensor<f32>
    %946 = "stablehlo.reduce"(%944, %945) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %947 = stablehlo.add %943, %946 : tensor<f32>
    %948 = stablehlo.multiply %736, %736 : tensor<2x2x8x12xf32>
    %949 = stablehlo.constant dense<0.0> : tensor<f32>
    %950 = "stablehlo.reduce"(%948, %949) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %951 = stablehlo.constant dense<0.0> : tensor<f32>
    %952 = "stablehlo.reduce"(%950, %951) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %953 = stablehlo.add %947, %952 : tensor<f32>
    %954 = stablehlo.multiply %739, %739 : tensor<12xf32>
    %955 = stablehlo.constant dense<0.0> : tensor<f32>
    %956 = "stablehlo.reduce"(%954, %955) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %957 = stablehlo.add %953, %956 : tensor<f32>
    %958 = stablehlo.multiply %742, %742 : tensor<7x7x1x12xf32>
    %959 = stablehlo.constant dense<0.0> : tensor<f32>
    %960 = "stablehlo.reduce"(%958, %959) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %961 = stablehlo.constant dense<0.0> : tensor<f32>
    %962 = "stablehlo.reduce"(%960, %961) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %963 = stablehlo.add %957, %962 : tensor<f32>
    %964 = stablehlo.multiply %745, %745 : tensor<12xf32>
    %965 = stablehlo.constant dense<0.0> : tensor<f32>
    %966 = "stablehlo.reduce"(%964, %965) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %967 = stablehlo.add %963, %966 : tensor<f32>
    %968 = stablehlo.multiply %748, %748 : tensor<12xf32>
    %969 = stablehlo.constant dense<0.0> : tensor<f32>
    %970 = "stablehlo.reduce"(%968, %969) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %971 = stablehlo.add %967, %970 : tensor<f32>
    %972 = stablehlo.multiply %751, %751 : tensor<12xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %975 = stablehlo.add %971, %974 : tensor<f32>
    %976 = stablehlo.multiply %754, %754 : tensor<12x48xf32>
    %977 = stablehlo.constant dense<0.0> : tensor<f32>
    %978 = "stablehlo.reduce"(%976, %977) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %979 = stablehlo.constant dense<0.0> : tensor<f32>
    %980 = "stablehlo.reduce"(%978, %979) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %981 = stablehlo.add %975, %980 : tensor<f32>
    %982 = stablehlo.multiply %757, %757 : tensor<48xf32>
    %983 = stablehlo.constant dense<0.0> : tensor<f32>
    %984 = "stablehlo.reduce"(%982, %983) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %985 = stablehlo.add %981, %984 : tensor<f32>
    %986 = stablehlo.multiply %760, %760 : tensor<48x12xf32>
    %987 = stablehlo.constant dense<0.0> : tensor<f32>
    %988 = "stablehlo.reduce"(%986, %987) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %989 = stablehlo.constant dense<0.0> : tensor<f32>
    %990 = "stablehlo.reduce"(%988, %989) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %991 = stablehlo.add %985, %990 : tensor<f32>
    %992 = stablehlo.multiply %763, %763 : tensor<12xf32>
    %993 = stablehlo.constant dense<0.0> : tensor<f32>
    %994 = "stablehlo.reduce"(%992, %993) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %995 = stablehlo.add %991, %994 : tensor<f32>
    %996 = stablehlo.multiply %766, %766 : tensor<12xf32>
    %997 = stablehlo.constant dense<0.0> : tensor<f32>
    %998 = "stablehlo.reduce"(%996, %997) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %999 = stablehlo.add %995, %998 : tensor<f32>
    %1000 = stablehlo.multiply %769, %769 : tensor<12xf32>
    %1001 = stablehlo.constant dense<0.0> : tensor<f32>
    %1002 = "stablehlo.reduce"(%1000, %1001) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %1003 = stablehlo.add %999, %1002 : tensor<f32>
    %1004 = stablehlo.multiply %772, %772 : tensor<12xf32>
    %1005 = stablehlo.constant dense<0.0> : tensor<f32>
    %1006 = "stablehlo.reduce"(%1004, %1005) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %1007 = stablehlo.add %1003, %1006 : tensor<f32>
    %1008 = stablehlo.multiply %775, %775 : tensor<2x2x12x16xf32>
    %1009 = stablehlo.constant dense<0.0> : tensor<f32>
    %1010 = "stablehlo.reduce"(%1008, %1009) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %1011 = stablehlo.constant dense<0.0> : tensor<f32>
    %1012 = "stablehlo.reduce"(%1010, %1011) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %1013 = stablehlo.add %1007, %1012 : tensor<f32>
    %1014 = stablehlo.multiply %778, %778 : tensor<16xf32>
    %1015 = stablehlo.constant dense<0.0> : tensor<f32>
    %1016 = "stablehlo.reduce"(%1014, %1015) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1017 = stablehlo.add %1013, %1016 : tensor<f32>
    %1018 = stablehlo.multiply %781, %781 : tensor<7x7x1x16xf32>
    %1019 = stablehlo.constant dense<0.0> : tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1021 = stablehlo.constant dense<0.0> : tensor<f32>
    %1022 = "stablehlo.reduce"(%1020, %1021) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1023 = stablehlo.add %1017, %1022 : tensor<f32>
    %1024 = stablehlo.multiply %784, %784 : tensor<16xf32>
    %1025 = stablehlo.constant dense<0.0> : tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1027 = stablehlo.add %1023, %1026 : tensor<f32>
    %1028 = stablehlo.multiply %787, %787 : tensor<16xf32>
    %1029 = stablehlo.constant dense<0.0> : tensor<f32>
    %1030 = "stablehlo.reduce"(%1028, %1029) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1031 = stablehlo.add %1027, %1030 : tensor<f32>
    %1032 = stablehlo.multiply %790, %790 : tensor<16xf32>
    %1033 = stablehlo.constant dense<0.0> : tensor<f32>
    %1034 = "stablehlo.reduce"(%1032, %1033) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1035 = stablehlo.add %1031, %1034 : tensor<f32>
    %1036 = stablehlo.multiply %793, %793 : tensor<16x64xf32>
    %1037 = stablehlo.constant dense<0.0> : tensor<f32>
    %1038 = "stablehlo.reduce"(%1036, %1037) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %1039 = stablehlo.constant dense<0.0> : tensor<f32>
    %1040 = "stablehlo.reduce"(%1038, %1039) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1041 = stablehlo.add %1035, %1040 : tensor<f32>
    %1042 = stablehlo.multiply %796, %796 : tensor<64xf32>
    %1043 = stablehlo.constant dense<0.0> : tensor<f32>
    %1044 = "stablehlo.reduce"(%1042, %1043) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1045 = stablehlo.add %1041, %1044 : tensor<f32>
    %1046 = stablehlo.multiply %799, %799 : tensor<64x16xf32>
    %1047 = stablehlo.constant dense<0.0> : tensor<f32>
    %1048 = "stablehlo.reduce"(%1046, %1047) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %1049 = stablehlo.constant dense<0.0> : tensor<f32>
    %1050 = "stablehlo.reduce"(%1048, %1049) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1051 = stablehlo.add %1045, %1050 : tensor<f32>
    %1052 = stablehlo.multiply %802, %802 : tensor<16xf32>
    %1053 = stablehlo.constant dense<0.0> : tensor<f32>
    %1054 = "stablehlo.reduce"(%1052, %1053) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1055 = stablehlo.add %1051, %1054 : tensor<f32>
    %1056 = stablehlo.multiply %805, %805 : tensor<16xf32>
    %1057 = stablehlo.constant dense<0.0> : tensor<f32>
    %1058 = "stablehlo.reduce"(%1056, %1057) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1059 = stablehlo.add %1055, %1058 : tensor<f32>
    %1060 = stablehlo.multiply %808, %808 : tensor<16xf32>
    %1061 = stablehlo.constant dense<0.0> : tensor<f32>
    %1062 = "stablehlo.reduce"(%1060, %1061) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1063 = stablehlo.add %1059, %1062 : tensor<f32>
    %1064 = stablehlo.multiply %811, %811 : tensor<16xf32>
    %1065 = stablehlo.constant dense<0.0> : tensor<f32>
    %1066 = "stablehlo.reduce"(%1064, %1065) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1067 = stablehlo.add %1063, %1066 : tensor<f32>
    %1068 = stablehlo.multiply %814, %814 : tensor<16x10xf32>
    %1069 = stablehlo.constant dense<0.0> : tensor<f32>
    %1070 = "stablehlo.reduce"(%1068, %1069) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %1071 = stablehlo.constant dense<0.0> : tensor<f32>
    %1072 = "stablehlo.reduce"(%1070, %1071) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1073 = stablehlo.add %1067, %1072 : tensor<f32>
    %1074 = stablehlo.multiply %817, %817 : tensor<10xf32>
    %1075 = stablehlo.constant dense<0.0> : tensor<f32>
    %1076 = "stablehlo.reduce"(%1074, %1075) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1077 = stablehlo.add %1073, %1076 : tensor<f32>
    %1078 = stablehlo.sqrt %1077 : tensor<f32>
    %1079 = stablehlo.constant dense<1.0> : tensor<f32>
    %1080 = "stablehlo.compare"(%1078, %1079) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1081 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1082 = stablehlo.divide %652, %1081 : tensor<4x4x3x4xf32>
    %1083 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %1084 = stablehlo.multiply %1082, %1083 : tensor<4x4x3x4xf32>
    %1085 = "stablehlo.select"(%1080, %652, %1084) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %1086 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1087 = stablehlo.divide %655, %1086 : tensor<4xf32>
    %1088 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1089 = stablehlo.multiply %1087, %1088 : tensor<4xf32>
    %1090 = "stablehlo.select"(%1080, %655, %1089) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1092 = stablehlo.divide %658, %1091 : tensor<4xf32>
    %1093 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1094 = stablehlo.multiply %1092, %1093 : tensor<4xf32>
    %1095 = "stablehlo.select"(%1080, %658, %1094) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1097 = stablehlo.divide %661, %1096 : tensor<4xf32>
    %1098 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1099 = stablehlo.multiply %1097, %1098 : tensor<4xf32>
    %1100 = "stablehlo.select"(%1080, %661, %1099) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1102 = stablehlo.divide %664, %1101 : tensor<7x7x1x4xf32>
    %1103 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %1104 = stablehlo.multiply %1102, %1103 : tensor<7x7x1x4xf32>
    %1105 = "stablehlo.select"(%1080, %664, %1104) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %1106 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1107 = stablehlo.divide %667, %1106 : tensor<4xf32>
    %1108 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1109 = stablehlo.multiply %1107, %1108 : tensor<4xf32>
    %1110 = "stablehlo.select"(%1080, %667, %1109) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1112 = stablehlo.divide %670, %1111 : tensor<4xf32>
    %1113 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1114 = stablehlo.multiply %1112, %1113 : tensor<4xf32>
    %1115 = "stablehlo.select"(%1080, %670, %1114) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1117 = stablehlo.divide %673, %1116 : tensor<4xf32>
    %1118 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1119 = stablehlo.multiply %1117, %1118 : tensor<4xf32>
    %1120 = "stablehlo.select"(%1080, %673, %1119) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1121 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1122 = stablehlo.divide %676, %1121 : tensor<4x16xf32>
    %1123 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %1124 = stablehlo.multiply %1122, %1123 : tensor<4x16xf32>
    %1125 = "stablehlo.select"(%1080, %676, %1124) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1126 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1127 = stablehlo.divide %679, %1126 : tensor<16xf32>
    %1128 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1129 = stablehlo.multiply %1127, %1128 : tensor<16xf32>
    %1130 = "stablehlo.select"(%1080, %679, %1129) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1132 = stablehlo.divide %682, %1131 : tensor<16x4xf32>
    %1133 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %1134 = stablehlo.multiply %1132, %1133 : tensor<16x4xf32>
    %1135 = "stablehlo.select"(%1080, %682, %1134) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1137 = stablehlo.divide %685, %1136 : tensor<4xf32>
    %1138 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1139 = stablehlo.multiply %1137, %1138 : tensor<4xf32>
    %1140 = "stablehlo.select"(%1080, %685, %1139) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1141 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1142 = stablehlo.divide %688, %1141 : tensor<4xf32>
    %1143 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1144 = stablehlo.multiply %1142, %1143 : tensor<4xf32>
    %1145 = "stablehlo.select"(%1080, %688, %1144) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1146 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1147 = stablehlo.divide %691, %1146 : tensor<4xf32>
    %1148 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1149 = stablehlo.multiply %1147, %1148 : tensor<4xf32>
    %1150 = "stablehlo.select"(%1080, %691, %1149) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1152 = stablehlo.divide %694, %1151 : tensor<4xf32>
    %1153 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1154 = stablehlo.multiply %1152, %1153 : tensor<4xf32>
    %1155 = "stablehlo.select"(%1080, %694, %1154) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1157 = stablehlo.divide %697, %1156 : tensor<2x2x4x8xf32>
    %1158 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %1159 = stablehlo.multiply %1157, %1158 : tensor<2x2x4x8xf32>
    %1160 = "stablehlo.select"(%1080, %697, %1159) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %1161 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1162 = stablehlo.divide %700, %1161 : tensor<8xf32>
    %1163 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1164 = stablehlo.multiply %1162, %1163 : tensor<8xf32>
    %1165 = "stablehlo.select"(%1080, %700, %1164) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1166 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1167 = stablehlo.divide %703, %1166 : tensor<7x7x1x8xf32>
    %1168 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %1169 = stablehlo.multiply %1167, %1168 : tensor<7x7x1x8xf32>
    %1170 = "stablehlo.select"(%1080, %703, %1169) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %1171 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1172 = stablehlo.divide %706, %1171 : tensor<8xf32>
    %1173 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1174 = stablehlo.multiply %1172, %1173 : tensor<8xf32>
    %1175 = "stablehlo.select"(%1080, %706, %1174) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1176 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1177 = stablehlo.divide %709, %1176 : tensor<8xf32>
    %1178 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1179 = stablehlo.multiply %1177, %1178 : tensor<8xf32>
    %1180 = "stablehlo.select"(%1080, %709, %1179) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1182 = stablehlo.divide %712, %1181 : tensor<8xf32>
    %1183 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1184 = stablehlo.multiply %1182, %1183 : tensor<8xf32>
    %1185 = "stablehlo.select"(%1080, %712, %1184) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1186 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1187 = stablehlo.divide %715, %1186 : tensor<8x32xf32>
    %1188 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %1189 = stablehlo.multiply %1187, %1188 : tensor<8x32xf32>
    %1190 = "stablehlo.select"(%1080, %715, %1189) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1191 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1192 = stablehlo.divide %718, %1191 : tensor<32xf32>
    %1193 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1194 = stablehlo.multiply %1192, %1193 : tensor<32xf32>
    %1195 = "stablehlo.select"(%1080, %718, %1194) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1196 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1197 = stablehlo.divide %721, %1196 : tensor<32x8xf32>
    %1198 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %1199 = stablehlo.multiply %1197, %1198 : tensor<32x8xf32>
    %1200 = "stablehlo.select"(%1080, %721, %1199) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1202 = stablehlo.divide %724, %1201 : tensor<8xf32>
    %1203 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1204 = stablehlo.multiply %1202, %1203 : tensor<8xf32>
    %1205 = "stablehlo.select"(%1080, %724, %1204) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1207 = stablehlo.divide %727, %1206 : tensor<8xf32>
    %1208 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1209 = stablehlo.multiply %1207, %1208 : tensor<8xf32>
    %1210 = "stablehlo.select"(%1080, %727, %1209) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1212 = stablehlo.divide %730, %1211 : tensor<8xf32>
    %1213 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<8xf32>
    %1215 = "stablehlo.select"(%1080, %730, %1214) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1216 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1217 = stablehlo.divide %733, %1216 : tensor<8xf32>
    %1218 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<8xf32>
    %1220 = "stablehlo.select"(%1080, %733, %1219) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1221 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1222 = stablehlo.divide %736, %1221 : tensor<2x2x8x12xf32>
    %1223 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1224 = stablehlo.multiply %1222, %1223 : tensor<2x2x8x12xf32>
    %1225 = "stablehlo.select"(%1080, %736, %1224) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1226 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1227 = stablehlo.divide %739, %1226 : tensor<12xf32>
    %1228 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1229 = stablehlo.multiply %1227, %1228 : tensor<12xf32>
    %1230 = "stablehlo.select"(%1080, %739, %1229) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1231 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1232 = stablehlo.divide %742, %1231 : tensor<7x7x1x12xf32>
    %1233 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1234 = stablehlo.multiply %1232, %1233 : tensor<7x7x1x12xf32>
    %1235 = "stablehlo.select"(%1080, %742, %1234) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1236 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1237 = stablehlo.divide %745, %1236 : tensor<12xf32>
    %1238 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1239 = stablehlo.multiply %1237, %1238 : tensor<12xf32>
    %1240 = "stablehlo.select"(%1080, %745, %1239) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1242 = stablehlo.divide %748, %1241 : tensor<12xf32>
    %1243 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1244 = stablehlo.multiply %1242, %1243 : tensor<12xf32>
    %1245 = "stablehlo.select"(%1080, %748, %1244) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1247 = stablehlo.divide %751, %1246 : tensor<12xf32>
    %1248 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1249 = stablehlo.multiply %1247, %1248 : tensor<12xf32>
    %1250 = "stablehlo.select"(%1080, %751, %1249) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1251 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1252 = stablehlo.divide %754, %1251 : tensor<12x48xf32>
    %1253 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1254 = stablehlo.multiply %1252, %1253 : tensor<12x48xf32>
    %1255 = "stablehlo.select"(%1080, %754, %1254) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1256 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1257 = stablehlo.divide %757, %1256 : tensor<48xf32>
    %1258 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1259 = stablehlo.multiply %1257, %1258 : tensor<48xf32>
    %1260 = "stablehlo.select"(%1080, %757, %1259) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1262 = stablehlo.divide %760, %1261 : tensor<48x12xf32>
    %1263 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1264 = stablehlo.multiply %1262, %1263 : tensor<48x12xf32>
    %1265 = "stablehlo.select"(%1080, %760, %1264) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1266 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1267 = stablehlo.divide %763, %1266 : tensor<12xf32>
    %1268 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1269 = stablehlo.multiply %1267, %1268 : tensor<12xf32>
    %1270 = "stablehlo.select"(%1080, %763, %1269) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1271 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1272 = stablehlo.divide %766, %1271 : tensor<12xf32>
    %1273 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1274 = stablehlo.multiply %1272, %1273 : tensor<12xf32>
    %1275 = "stablehlo.select"(%1080, %766, %1274) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1276 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1277 = stablehlo.divide %769, %1276 : tensor<12xf32>
    %1278 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1279 = stablehlo.multiply %1277, %1278 : tensor<12xf32>
    %1280 = "stablehlo.select"(%1080, %769, %1279) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1282 = stablehlo.divide %772, %1281 : tensor<12xf32>
    %1283 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1284 = stablehlo.multiply %1282, %1283 : tensor<12xf32>
    %1285 = "stablehlo.select"(%1080, %772, %1284) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1287 = stablehlo.divide %775, %1286 : tensor<2x2x12x16xf32>
    %1288 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1289 = stablehlo.multiply %1287, %1288 : tensor<2x2x12x16xf32>
    %1290 = "stablehlo.select"(%1080, %775, %1289) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1291 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1292 = stablehlo.divide %778, %1291 : tensor<16xf32>
    %1293 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1294 = stablehlo.multiply %1292, %1293 : tensor<16xf32>
    %1295 = "stablehlo.select"(%1080, %778, %1294) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1296 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1297 = stablehlo.divide %781, %1296 : tensor<7x7x1x16xf32>
    %1298 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1299 = stablehlo.multiply %1297, %1298 : tensor<7x7x1x16xf32>
    %1300 = "stablehlo.select"(%1080, %781, %1299) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1302 = stablehlo.divide %784, %1301 : tensor<16xf32>
    %1303 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1304 = stablehlo.multiply %1302, %1303 : tensor<16xf32>
    %1305 = "stablehlo.select"(%1080, %784, %1304) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1306 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1307 = stablehlo.divide %787, %1306 : tensor<16xf32>
    %1308 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1309 = stablehlo.multiply %1307, %1308 : tensor<16xf32>
    %1310 = "stablehlo.select"(%1080, %787, %1309) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1312 = stablehlo.divide %790, %1311 : tensor<16xf32>
    %1313 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1314 = stablehlo.multiply %1312, %1313 : tensor<16xf32>
    %1315 = "stablehlo.select"(%1080, %790, %1314) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1316 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1317 = stablehlo.divide %793, %1316 : tensor<16x64xf32>
    %1318 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1319 = stablehlo.multiply %1317, %1318 : tensor<16x64xf32>
    %1320 = "stablehlo.select"(%1080, %793, %1319) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1321 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1322 = stablehlo.divide %796, %1321 : tensor<64xf32>
    %1323 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1324 = stablehlo.multiply %1322, %1323 : tensor<64xf32>
    %1325 = "stablehlo.select"(%1080, %796, %1324) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1326 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1327 = stablehlo.divide %799, %1326 : tensor<64x16xf32>
    %1328 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1329 = stablehlo.multiply %1327, %1328 : tensor<64x16xf32>
    %1330 = "stablehlo.select"(%1080, %799, %1329) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1332 = stablehlo.divide %802, %1331 : tensor<16xf32>
    %1333 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1334 = stablehlo.multiply %1332, %1333 : tensor<16xf32>
    %1335 = "stablehlo.select"(%1080, %802, %1334) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1337 = stablehlo.divide %805, %1336 : tensor<16xf32>
    %1338 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1339 = stablehlo.multiply %1337, %1338 : tensor<16xf32>
    %1340 = "stablehlo.select"(%1080, %805, %1339) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1341 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1342 = stablehlo.divide %808, %1341 : tensor<16xf32>
    %1343 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1344 = stablehlo.multiply %1342, %1343 : tensor<16xf32>
    %1345 = "stablehlo.select"(%1080, %808, %1344) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1347 = stablehlo.divide %811, %1346 : tensor<16xf32>
    %1348 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1349 = stablehlo.multiply %1347, %1348 : tensor<16xf32>
    %1350 = "stablehlo.select"(%1080, %811, %1349) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1351 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1352 = stablehlo.divide %814, %1351 : tensor<16x10xf32>
    %1353 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1354 = stablehlo.multiply %1352, %1353 : tensor<16x10xf32>
    %1355 = "stablehlo.select"(%1080, %814, %1354) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1357 = stablehlo.divide %817, %1356 : tensor<10xf32>
    %1358 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1359 = stablehlo.multiply %1357, %1358 : tensor<10xf32>
    %1360 = "stablehlo.select"(%1080, %817, %1359) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1361 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1362 = stablehlo.multiply %1361, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1363 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1364 = stablehlo.multiply %1363, %1085 : tensor<4x4x3x4xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<4x4x3x4xf32>
    %1366 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1367 = stablehlo.multiply %1366, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1368 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1369 = stablehlo.multiply %1085, %1085 : tensor<4x4x3x4xf32>
    %1370 = stablehlo.multiply %1368, %1369 : tensor<4x4x3x4xf32>
    %1371 = stablehlo.add %1367, %1370 : tensor<4x4x3x4xf32>
    %1372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1373 = stablehlo.divide %1365, %1372 : tensor<4x4x3x4xf32>
    %1374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1375 = stablehlo.divide %1371, %1374 : tensor<4x4x3x4xf32>
    %1376 = stablehlo.sqrt %1375 : tensor<4x4x3x4xf32>
    %1377 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1378 = stablehlo.add %1376, %1377 : tensor<4x4x3x4xf32>
    %1379 = stablehlo.divide %1373, %1378 : tensor<4x4x3x4xf32>
    %1380 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1381 = stablehlo.multiply %1380, %m.stem.conv.b : tensor<4xf32>
    %1382 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1383 = stablehlo.multiply %1382, %1090 : tensor<4xf32>
    %1384 = stablehlo.add %1381, %1383 : tensor<4xf32>
    %1385 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1386 = stablehlo.multiply %1385, %v.stem.conv.b : tensor<4xf32>
    %1387 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1388 = stablehlo.multiply %1090, %1090 : tensor<4xf32>
    %1389 = stablehlo.multiply %1387, %1388 : tensor<4xf32>
    %1390 = stablehlo.add %1386, %1389 : tensor<4xf32>
    %1391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1392 = stablehlo.divide %1384, %1391 : tensor<4xf32>
    %1393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1394 = stablehlo.divide %1390, %1393 : tensor<4xf32>
    %1395 = stablehlo.sqrt %1394 : tensor<4xf32>
    %1396 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1397 = stablehlo.add %1395, %1396 : tensor<4xf32>
    %1398 = stablehlo.divide %1392, %1397 : tensor<4xf32>
    %1399 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1400 = stablehlo.multiply %1399, %m.stem.norm.g : tensor<4xf32>
    %1401 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1402 = stablehlo.multiply %1401, %1095 : tensor<4xf32>
    %1403 = stablehlo.add %1400, %1402 : tensor<4xf32>
    %1404 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1405 = stablehlo.multiply %1404, %v.stem.norm.g : tensor<4xf32>
    %1406 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1407 = stablehlo.multiply %1095, %1095 : tensor<4xf32>
    %1408 = stablehlo.multiply %1406, %1407 : tensor<4xf32>
    %1409 = stablehlo.add %1405, %1408 : tensor<4xf32>
    %1410 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1411 = stablehlo.divide %1403, %1410 : tensor<4xf32>
    %1412 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1413 = stablehlo.divide %1409, %1412 : tensor<4xf32>
    %1414 = stablehlo.sqrt %1413 : tensor<4xf32>
    %1415 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1416 = stablehlo.add %1414, %1415 : tensor<4xf32>
    %1417 = stablehlo.divide %1411, %1416 : tensor<4xf32>
    %1418 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1419 = stablehlo.multiply %1418, %m.stem.norm.b : tensor<4xf32>
    %1420 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1421 = stablehlo.multiply %1420, %1100 : tensor<4xf32>
    %1422 = stablehlo.add %1419, %1421 : tensor<4xf32>
    %1423 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1424 = stablehlo.multiply %1423, %v.stem.norm.b : tensor<4xf32>
    %1425 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1426 = stablehlo.multiply %1100, %1100 : tensor<4xf32>
    %1427 = stablehlo.multiply %1425, %1426 : tensor<4xf32>
    %1428 = stablehlo.add %1424, %1427 : tensor<4xf32>
    %1429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1430 = stablehlo.divide %1422, %1429 : tensor<4xf32>
    %1431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1432 = stablehlo.divide %1428, %1431 : tensor<4xf32>
    %1433 = stablehlo.sqrt %1432 : tensor<4xf32>
    %1434 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<4xf32>
    %1436 = stablehlo.divide %1430, %1435 : tensor<4xf32>
    %1437 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1438 = stablehlo.multiply %1437, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1439 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1440 = stablehlo.multiply %1439, %1105 : tensor<7x7x1x4xf32>
    %1441 = stablehlo.add %1438, %1440 : tensor<7x7x1x4xf32>
    %1442 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1443 = stablehlo.multiply %1442, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1444 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1445 = stablehlo.multiply %1105, %1105 : tensor<7x7x1x4xf32>
    %1446 = stablehlo.multiply %1444, %1445 : tensor<7x7x1x4xf32>
    %1447 = stablehlo.add %1443, %1446 : tensor<7x7x1x4xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1449 = stablehlo.divide %1441, %1448 : tensor<7x7x1x4xf32>
    %1450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1451 = stablehlo.divide %1447, %1450 : tensor<7x7x1x4xf32>
    %1452 = stablehlo.sqrt %1451 : tensor<7x7x1x4xf32>
    %1453 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1454 = stablehlo.add %1452, %1453 : tensor<7x7x1x4xf32>
    %1455 = stablehlo.divide %1449, %1454 : tensor<7x7x1x4xf32>
    %1456 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1457 = stablehlo.multiply %1456, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1458 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1459 = stablehlo.multiply %1458, %1110 : tensor<4xf32>
    %1460 = stablehlo.add %1457, %1459 : tensor<4xf32>
    %1461 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1462 = stablehlo.multiply %1461, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1463 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1464 = stablehlo.multiply %1110, %1110 : tensor<4xf32>
    %1465 = stablehlo.multiply %1463, %1464 : tensor<4xf32>
    %1466 = stablehlo.add %1462, %1465 : tensor<4xf32>
    %1467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1468 = stablehlo.divide %1460, %1467 : tensor<4xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1470 = stablehlo.divide %1466, %1469 : tensor<4xf32>
    %1471 = stablehlo.sqrt %1470 : tensor<4xf32>
    %1472 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1473 = stablehlo.add %1471, %1472 : tensor<4xf32>
    %1474 = stablehlo.divide %1468, %1473 : tensor<4xf32>
    %1475 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1476 = stablehlo.multiply %1475, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1477 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1478 = stablehlo.multiply %1477, %1115 : tensor<4xf32>
    %1479 = stablehlo.add %1476, %1478 : tensor<4xf32>
    %1480 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1481 = stablehlo.multiply %1480, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1482 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1483 = stablehlo.multiply %1115, %1115 : tensor<4xf32>
    %1484 = stablehlo.multiply %1482, %1483 : tensor<4xf32>
    %1485 = stablehlo.add %1481, %1484 : tensor<4xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1487 = stablehlo.divide %1479, %1486 : tensor<4xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1489 = stablehlo.divide %1485, %1488 : tensor<4xf32>
    %1490 = stablehlo.sqrt %1489 : tensor<4xf32>
    %1491 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1492 = stablehlo.add %1490, %1491 : tensor<4xf32>
    %1493 = stablehlo.divide %1487, %1492 : tensor<4xf32>
    %1494 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1495 = stablehlo.multiply %1494, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1496 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1497 = stablehlo.multiply %1496, %1120 : tensor<4xf32>
    %1498 = stablehlo.add %1495, %1497 : tensor<4xf32>
    %1499 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1500 = stablehlo.multiply %1499, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1501 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1502 = stablehlo.multiply %1120, %1120 : tensor<4xf32>
    %1503 = stablehlo.multiply %1501, %1502 : tensor<4xf32>
    %1504 = stablehlo.add %1500, %1503 : tensor<4xf32>
    %1505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1506 = stablehlo.divide %1498, %1505 : tensor<4xf32>
    %1507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1508 = stablehlo.divide %1504, %1507 : tensor<4xf32>
    %1509 = stablehlo.sqrt %1508 : tensor<4xf32>
    %1510 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1511 = stablehlo.add %1509, %1510 : tensor<4xf32>
    %1512 = stablehlo.divide %1506, %1511 : tensor<4xf32>
    %1513 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1514 = stablehlo.multiply %1513, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1515 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1516 = stablehlo.multiply %1515, %1125 : tensor<4x16xf32>
    %1517 = stablehlo.add %1514, %1516 : tensor<4x16xf32>
    %1518 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1519 = stablehlo.multiply %1518, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1520 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1521 = stablehlo.multiply %1125, %1125 : tensor<4x16xf32>
    %1522 = stablehlo.multiply %1520, %1521 : tensor<4x16xf32>
    %1523 = stablehlo.add %1519, %1522 : tensor<4x16xf32>
    %1524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1525 = stablehlo.divide %1517, %1524 : tensor<4x16xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1527 = stablehlo.divide %1523, %1526 : tensor<4x16xf32>
    %1528 = stablehlo.sqrt %1527 : tensor<4x16xf32>
    %1529 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1530 = stablehlo.add %1528, %1529 : tensor<4x16xf32>
    %1531 = stablehlo.divide %1525, %1530 : tensor<4x16xf32>
    %1532 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1533 = stablehlo.multiply %1532, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1534 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1535 = stablehlo.multiply %1534, %1130 : tensor<16xf32>
    %1536 = stablehlo.add %1533, %1535 : tensor<16xf32>
    %1537 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1538 = stablehlo.multiply %1537, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1539 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1540 = stablehlo.multiply %1130, %1130 : tensor<16xf32>
    %1541 = stablehlo.multiply %1539, %1540 : tensor<16xf32>
    %1542 = stablehlo.add %1538, %1541 : tensor<16xf32>
    %1543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1544 = stablehlo.divide %1536, %1543 : tensor<16xf32>
    %1545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1546 = stablehlo.divide %1542, %1545 : tensor<16xf32>
    %1547 = stablehlo.sqrt %1546 : tensor<16xf32>
    %1548 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1549 = stablehlo.add %1547, %1548 : tensor<16xf32>
    %1550 = stablehlo.divide %1544, %1549 : tensor<16xf32>
    %1551 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1552 = stablehlo.multiply %1551, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1553 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1554 = stablehlo.multiply %1553, %1135 : tensor<16x4xf32>
    %1555 = stablehlo.add %1552, %1554 : tensor<16x4xf32>
    %1556 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1557 = stablehlo.multiply %1556, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1558 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1559 = stablehlo.multiply %1135, %1135 : tensor<16x4xf32>
    %1560 = stablehlo.multiply %1558, %1559 : tensor<16x4xf32>
    %1561 = stablehlo.add %1557, %1560 : tensor<16x4xf32>
    %1562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1563 = stablehlo.divide %1555, %1562 : tensor<16x4xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1565 = stablehlo.divide %1561, %1564 : tensor<16x4xf32>
    %1566 = stablehlo.sqrt %1565 : tensor<16x4xf32>
    %1567 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1568 = stablehlo.add %1566, %1567 : tensor<16x4xf32>
    %1569 = stablehlo.divide %1563, %1568 : tensor<16x4xf32>
    %1570 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1571 = stablehlo.multiply %1570, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1572 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1573 = stablehlo.multiply %1572, %1140 : tensor<4xf32>
    %1574 = stablehlo.add %1571, %1573 : tensor<4xf32>
    %1575 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1576 = stablehlo.multiply %1575, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1577 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1578 = stablehlo.multiply %1140, %1140 : tensor<4xf32>
    %1579 = stablehlo.multiply %1577, %1578 : tensor<4xf32>
    %1580 = stablehlo.add %1576, %1579 : tensor<4xf32>
    %1581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1582 = stablehlo.divide %1574, %1581 : tensor<4xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1584 = stablehlo.divide %1580, %1583 : tensor<4xf32>
    %1585 = stablehlo.sqrt %1584 : tensor<4xf32>
    %1586 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1587 = stablehlo.add %1585, %1586 : tensor<4xf32>
    %1588 = stablehlo.divide %1582, %1587 : tensor<4xf32>
    %1589 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1590 = stablehlo.multiply %1589, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1591 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1592 = stablehlo.multiply %1591, %1145 : tensor<4xf32>
    %1593 = stablehlo.add %1590, %1592 : tensor<4xf32>
    %1594 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1595 = stablehlo.multiply %1594, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1596 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1597 = stablehlo.multiply %1145, %1145 : tensor<4xf32>
    %1598 = stablehlo.multiply %1596, %1597 : tensor<4xf32>
    %1599 = stablehlo.add %1595, %1598 : tensor<4xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1601 = stablehlo.divide %1593, %1600 : tensor<4xf32>
    %1602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1603 = stablehlo.divide %1599, %1602 : tensor<4xf32>
    %1604 = stablehlo.sqrt %1603 : tensor<4xf32>
    %1605 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1606 = stablehlo.add %1604, %1605 : tensor<4xf32>
    %1607 = stablehlo.divide %1601, %1606 : tensor<4xf32>
    %1608 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1609 = stablehlo.multiply %1608, %m.stages.1.down.norm.g : tensor<4xf32>
    %1610 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1611 = stablehlo.multiply %1610, %1150 : tensor<4xf32>
    %1612 = stablehlo.add %1609, %1611 : tensor<4xf32>
    %1613 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1614 = stablehlo.multiply %1613, %v.stages.1.down.norm.g : tensor<4xf32>
    %1615 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1616 = stablehlo.multiply %1150, %1150 : tensor<4xf32>
    %1617 = stablehlo.multiply %1615, %1616 : tensor<4xf32>
    %1618 = stablehlo.add %1614, %1617 : tensor<4xf32>
    %1619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1620 = stablehlo.divide %1612, %1619 : tensor<4xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1622 = stablehlo.divide %1618, %1621 : tensor<4xf32>
    %1623 = stablehlo.sqrt %1622 : tensor<4xf32>
    %1624 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1625 = stablehlo.add %1623, %1624 : tensor<4xf32>
    %1626 = stablehlo.divide %1620, %1625 : tensor<4xf32>
    %1627 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1628 = stablehlo.multiply %1627, %m.stages.1.down.norm.b : tensor<4xf32>
    %1629 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1630 = stablehlo.multiply %1629, %1155 : tensor<4xf32>
    %1631 = stablehlo.add %1628, %1630 : tensor<4xf32>
    %1632 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1633 = stablehlo.multiply %1632, %v.stages.1.down.norm.b : tensor<4xf32>
    %1634 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1635 = stablehlo.multiply %1155, %1155 : tensor<4xf32>
    %1636 = stablehlo.multiply %1634, %1635 : tensor<4xf32>
    %1637 = stablehlo.add %1633, %1636 : tensor<4xf32>
    %1638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1639 = stablehlo.divide %1631, %1638 : tensor<4xf32>
    %1640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1641 = stablehlo.divide %1637, %1640 : tensor<4xf32>
    %1642 = stablehlo.sqrt %1641 : tensor<4xf32>
    %1643 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1644 = stablehlo.add %1642, %1643 : tensor<4xf32>
    %1645 = stablehlo.divide %1639, %1644 : tensor<4xf32>
    %1646 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1647 = stablehlo.multiply %1646, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1648 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1649 = stablehlo.multiply %1648, %1160 : tensor<2x2x4x8xf32>
    %1650 = stablehlo.add %1647, %1649 : tensor<2x2x4x8xf32>
    %1651 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1652 = stablehlo.multiply %1651, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1653 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1654 = stablehlo.multiply %1160, %1160 : tensor<2x2x4x8xf32>
    %1655 = stablehlo.multiply %1653, %1654 : tensor<2x2x4x8xf32>
    %1656 = stablehlo.add %1652, %1655 : tensor<2x2x4x8xf32>
    %1657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1658 = stablehlo.divide %1650, %1657 : tensor<2x2x4x8xf32>
    %1659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1660 = stablehlo.divide %1656, %1659 : tensor<2x2x4x8xf32>
    %1661 = stablehlo.sqrt %1660 : tensor<2x2x4x8xf32>
    %1662 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1663 = stablehlo.add %1661, %1662 : tensor<2x2x4x8xf32>
    %1664 = stablehlo.divide %1658, %1663 : tensor<2x2x4x8xf32>
    %1665 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1666 = stablehlo.multiply %1665, %m.stages.1.down.conv.b : tensor<8xf32>
    %1667 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1668 = stablehlo.multiply %1667, %1165 : tensor<8xf32>
    %1669 = stablehlo.add %1666, %1668 : tensor<8xf32>
    %1670 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1671 = stablehlo.multiply %1670, %v.stages.1.down.conv.b : tensor<8xf32>
    %1672 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1673 = stablehlo.multiply %1165, %1165 : tensor<8xf32>
    %1674 = stablehlo.multiply %1672, %1673 : tensor<8xf32>
    %1675 = stablehlo.add %1671, %1674 : tensor<8xf32>
    %1676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1677 = stablehlo.divide %1669, %1676 : tensor<8xf32>
    %1678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1679 = stablehlo.divide %1675, %1678 : tensor<8xf32>
    %1680 = stablehlo.sqrt %1679 : tensor<8xf32>
    %1681 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1682 = stablehlo.add %1680, %1681 : tensor<8xf32>
    %1683 = stablehlo.divide %1677, %1682 : tensor<8xf32>
    %1684 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1685 = stablehlo.multiply %1684, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1686 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1687 = stablehlo.multiply %1686, %1170 : tensor<7x7x1x8xf32>
    %1688 = stablehlo.add %1685, %1687 : tensor<7x7x1x8xf32>
    %1689 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1690 = stablehlo.multiply %1689, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1691 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1692 = stablehlo.multiply %1170, %1170 : tensor<7x7x1x8xf32>
    %1693 = stablehlo.multiply %1691, %1692 : tensor<7x7x1x8xf32>
    %1694 = stablehlo.add %1690, %1693 : tensor<7x7x1x8xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1696 = stablehlo.divide %1688, %1695 : tensor<7x7x1x8xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1698 = stablehlo.divide %1694, %1697 : tensor<7x7x1x8xf32>
    %1699 = stablehlo.sqrt %1698 : tensor<7x7x1x8xf32>
    %1700 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1701 = stablehlo.add %1699, %1700 : tensor<7x7x1x8xf32>
    %1702 = stablehlo.divide %1696, %1701 : tensor<7x7x1x8xf32>
    %1703 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1704 = stablehlo.multiply %1703, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1705 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1706 = stablehlo.multiply %1705, %1175 : tensor<8xf32>
    %1707 = stablehlo.add %1704, %1706 : tensor<8xf32>
    %1708 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1709 = stablehlo.multiply %1708, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1710 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1711 = stablehlo.multiply %1175, %1175 : tensor<8xf32>
    %1712 = stablehlo.multiply %1710, %1711 : tensor<8xf32>
    %1713 = stablehlo.add %1709, %1712 : tensor<8xf32>
    %1714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1715 = stablehlo.divide %1707, %1714 : tensor<8xf32>
    %1716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1717 = stablehlo.divide %1713, %1716 : tensor<8xf32>
    %1718 = stablehlo.sqrt %1717 : tensor<8xf32>
    %1719 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1720 = stablehlo.add %1718, %1719 : tensor<8xf32>
    %1721 = stablehlo.divide %1715, %1720 : tensor<8xf32>
    %1722 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1723 = stablehlo.multiply %1722, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1724 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1725 = stablehlo.multiply %1724, %1180 : tensor<8xf32>
    %1726 = stablehlo.add %1723, %1725 : tensor<8xf32>
    %1727 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1728 = stablehlo.multiply %1727, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1729 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1730 = stablehlo.multiply %1180, %1180 : tensor<8xf32>
    %1731 = stablehlo.multiply %1729, %1730 : tensor<8xf32>
    %1732 = stablehlo.add %1728, %1731 : tensor<8xf32>
    %1733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1734 = stablehlo.divide %1726, %1733 : tensor<8xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1736 = stablehlo.divide %1732, %1735 : tensor<8xf32>
    %1737 = stablehlo.sqrt %1736 : tensor<8xf32>
    %1738 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1739 = stablehlo.add %1737, %1738 : tensor<8xf32>
    %1740 = stablehlo.divide %1734, %1739 : tensor<8xf32>
    %1741 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1742 = stablehlo.multiply %1741, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1743 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1744 = stablehlo.multiply %1743, %1185 : tensor<8xf32>
    %1745 = stablehlo.add %1742, %1744 : tensor<8xf32>
    %1746 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1747 = stablehlo.multiply %1746, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1748 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1749 = stablehlo.multiply %1185, %1185 : tensor<8xf32>
    %1750 = stablehlo.multiply %1748, %1749 : tensor<8xf32>
    %1751 = stablehlo.add %1747, %1750 : tensor<8xf32>
    %1752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1753 = stablehlo.divide %1745, %1752 : tensor<8xf32>
    %1754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1755 = stablehlo.divide %1751, %1754 : tensor<8xf32>
    %1756 = stablehlo.sqrt %1755 : tensor<8xf32>
    %1757 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1758 = stablehlo.add %1756, %1757 : tensor<8xf32>
    %1759 = stablehlo.divide %1753, %1758 : tensor<8xf32>
    %1760 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1761 = stablehlo.multiply %1760, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1762 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1763 = stablehlo.multiply %1762, %1190 : tensor<8x32xf32>
    %1764 = stablehlo.add %1761, %1763 : tensor<8x32xf32>
    %1765 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1766 = stablehlo.multiply %1765, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1767 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1768 = stablehlo.multiply %1190, %1190 : tensor<8x32xf32>
    %1769 = stablehlo.multiply %1767, %1768 : tensor<8x32xf32>
    %1770 = stablehlo.add %1766, %1769 : tensor<8x32xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1772 = stablehlo.divide %1764, %1771 : tensor<8x32xf32>
    %1773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1774 = stablehlo.divide %1770, %1773 : tensor<8x32xf32>
    %1775 = stablehlo.sqrt %1774 : tensor<8x32xf32>
    %1776 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1777 = stablehlo.add %1775, %1776 : tensor<8x32xf32>
    %1778 = stablehlo.divide %1772, %1777 : tensor<8x32xf32>
    %1779 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1780 = stablehlo.multiply %1779, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1781 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1782 = stablehlo.multiply %1781, %1195 : tensor<32xf32>
    %1783 = stablehlo.add %1780, %1782 : tensor<32xf32>
    %1784 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1785 = stablehlo.multiply %1784, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1786 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1787 = stablehlo.multiply %1195, %1195 : tensor<32xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<32xf32>
    %1789 = stablehlo.add %1785, %1788 : tensor<32xf32>
    %1790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1791 = stablehlo.divide %1783, %1790 : tensor<32xf32>
    %1792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1793 = stablehlo.divide %1789, %1792 : tensor<32xf32>
    %1794 = stablehlo.sqrt %1793 : tensor<32xf32>
    %1795 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1796 = stablehlo.add %1794, %1795 : tensor<32xf32>
    %1797 = stablehlo.divide %1791, %1796 : tensor<32xf32>
    %1798 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1799 = stablehlo.multiply %1798, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1800 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1801 = stablehlo.multiply %1800, %1200 : tensor<32x8xf32>
    %1802 = stablehlo.add %1799, %1801 : tensor<32x8xf32>
    %1803 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1804 = stablehlo.multiply %1803, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1805 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1806 = stablehlo.multiply %1200, %1200 : tensor<32x8xf32>
    %1807 = stablehlo.multiply %1805, %1806 : tensor<32x8xf32>
    %1808 = stablehlo.add %1804, %1807 : tensor<32x8xf32>
    %1809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1810 = stablehlo.divide %1802, %1809 : tensor<32x8xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1812 = stablehlo.divide %1808, %1811 : tensor<32x8xf32>
    %1813 = stablehlo.sqrt %1812 : tensor<32x8xf32>
    %1814 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1815 = stablehlo.add %1813, %1814 : tensor<32x8xf32>
    %1816 = stablehlo.divide %1810, %1815 : tensor<32x8xf32>
    %1817 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1818 = stablehlo.multiply %1817, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1819 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1820 = stablehlo.multiply %1819, %1205 : tensor<8xf32>
    %1821 = stablehlo.add %1818, %1820 : tensor<8xf32>
    %1822 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1823 = stablehlo.multiply %1822, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1824 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1825 = stablehlo.multiply %1205, %1205 : tensor<8xf32>
    %1826 = stablehlo.multiply %1824, %1825 : tensor<8xf32>
    %1827 = stablehlo.add %1823, %1826 : tensor<8xf32>
    %1828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1829 = stablehlo.divide %1821, %1828 : tensor<8xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1831 = stablehlo.divide %1827, %1830 : tensor<8xf32>
    %1832 = stablehlo.sqrt %1831 : tensor<8xf32>
    %1833 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1834 = stablehlo.add %1832, %1833 : tensor<8xf32>
    %1835 = stablehlo.divide %1829, %1834 : tensor<8xf32>
    %1836 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1837 = stablehlo.multiply %1836, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1838 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1839 = stablehlo.multiply %1838, %1210 : tensor<8xf32>
    %1840 = stablehlo.add %1837, %1839 : tensor<8xf32>
    %1841 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1842 = stablehlo.multiply %1841, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1843 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1844 = stablehlo.multiply %1210, %1210 : tensor<8xf32>
    %1845 = stablehlo.multiply %1843, %1844 : tensor<8xf32>
    %1846 = stablehlo.add %1842, %1845 : tensor<8xf32>
    %1847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1848 = stablehlo.divide %1840, %1847 : tensor<8xf32>
    %1849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1850 = stablehlo.divide %1846, %1849 : tensor<8xf32>
    %1851 = stablehlo.sqrt %1850 : tensor<8xf32>
    %1852 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1853 = stablehlo.add %1851, %1852 : tensor<8xf32>
    %1854 = stablehlo.divide %1848, %1853 : tensor<8xf32>
    %1855 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1856 = stablehlo.multiply %1855, %m.stages.2.down.norm.g : tensor<8xf32>
    %1857 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1858 = stablehlo.multiply %1857, %1215 : tensor<8xf32>
    %1859 = stablehlo.add %1856, %1858 : tensor<8xf32>
    %1860 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1861 = stablehlo.multiply %1860, %v.stages.2.down.norm.g : tensor<8xf32>
    %1862 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1863 = stablehlo.multiply %1215, %1215 : tensor<8xf32>
    %1864 = stablehlo.multiply %1862, %1863 : tensor<8xf32>
    %1865 = stablehlo.add %1861, %1864 : tensor<8xf32>
    %1866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1867 = stablehlo.divide %1859, %1866 : tensor<8xf32>
    %1868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1869 = stablehlo.divide %1865, %1868 : tensor<8xf32>
    %1870 = stablehlo.sqrt %1869 : tensor<8xf32>
    %1871 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1872 = stablehlo.add %1870, %1871 : tensor<8xf32>
    %1873 = stablehlo.divide %1867, %1872 : tensor<8xf32>
    %1874 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1875 = stablehlo.multiply %1874, %m.stages.2.down.norm.b : tensor<8xf32>
    %1876 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1877 = stablehlo.multiply %1876, %1220 : tensor<8xf32>
    %1878 = stablehlo.add %1875, %1877 : tensor<8xf32>
    %1879 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1880 = stablehlo.multiply %1879, %v.stages.2.down.norm.b : tensor<8xf32>
    %1881 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1882 = stablehlo.multiply %1220, %1220 : tensor<8xf32>
    %1883 = stablehlo.multiply %1881, %1882 : tensor<8xf32>
    %1884 = stablehlo.add %1880, %1883 : tensor<8xf32>
    %1885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1886 = stablehlo.divide %1878, %1885 : tensor<8xf32>
    %1887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1888 = stablehlo.divide %1884, %1887 : tensor<8xf32>
    %1889 = stablehlo.sqrt %1888 : tensor<8xf32>
    %1890 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1891 = stablehlo.add %1889, %1890 : tensor<8xf32>
    %1892 = stablehlo.divide %1886, %1891 : tensor<8xf32>
    %1893 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1894 = stablehlo.multiply %1893, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1895 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1896 = stablehlo.multiply %1895, %1225 : tensor<2x2x8x12xf32>
    %1897 = stablehlo.add %1894, %1896 : tensor<2x2x8x12xf32>
    %1898 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1899 = stablehlo.multiply %1898, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1900 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1901 = stablehlo.multiply %1225, %1225 : tensor<2x2x8x12xf32>
    %1902 = stablehlo.multiply %1900, %1901 : tensor<2x2x8x12xf32>
    %1903 = stablehlo.add %1899, %1902 : tensor<2x2x8x12xf32>
    %1904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1905 = stablehlo.divide %1897, %1904 : tensor<2x2x8x12xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1907 = stablehlo.divide %1903, %1906 : tensor<2x2x8x12xf32>
    %1908 = stablehlo.sqrt %1907 : tensor<2x2x8x12xf32>
    %1909 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1910 = stablehlo.add %1908, %1909 : tensor<2x2x8x12xf32>
    %1911 = stablehlo.divide %1905, %1910 : tensor<2x2x8x12xf32>
    %1912 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1913 = stablehlo.multiply %1912, %m.stages.2.down.conv.b : tensor<12xf32>
    %1914 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1915 = stablehlo.multiply %1914, %1230 : tensor<12xf32>
    %1916 = stablehlo.add %1913, %1915 : tensor<12xf32>
    %1917 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1918 = stablehlo.multiply %1917, %v.stages.2.down.conv.b : tensor<12xf32>
    %1919 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1920 = stablehlo.multiply %1230, %1230 : tensor<12xf32>
    %1921 = stablehlo.multiply %1919, %1920 : tensor<12xf32>
    %1922 = stablehlo.add %1918, %1921 : tensor<12xf32>
    %1923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1924 = stablehlo.divide %1916, %1923 : tensor<12xf32>
    %1925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1926 = stablehlo.divide %1922, %1925 : tensor<12xf32>
    %1927 = stablehlo.sqrt %1926 : tensor<12xf32>
    %1928 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1929 = stablehlo.add %1927, %1928 : tensor<12xf32>
    %1930 = stablehlo.divide %1924, %1929 : tensor<12xf32>
    %1931 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1932 = stablehlo.multiply %1931, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1933 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1934 = stablehlo.multiply %1933, %1235 : tensor<7x7x1x12xf32>
    %1935 = stablehlo.add %1932, %1934 : tensor<7x7x1x12xf32>
    %1936 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1937 = stablehlo.multiply %1936, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1938 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1939 = stablehlo.multiply %1235, %1235 : tensor<7x7x1x12xf32>
    %1940 = stablehlo.multiply %1938, %1939 : tensor<7x7x1x12xf32>
    %1941 = stablehlo.add %1937, %1940 : tensor<7x7x1x12xf32>
    %1942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1943 = stablehlo.divide %1935, %1942 : tensor<7x7x1x12xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1945 = stablehlo.divide %1941, %1944 : tensor<7x7x1x12xf32>
    %1946 = stablehlo.sqrt %1945 : tensor<7x7x1x12xf32>
    %1947 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1948 = stablehlo.add %1946, %1947 : tensor<7x7x1x12xf32>
    %1949 = stablehlo.divide %1943, %1948 : tensor<7x7x1x12xf32>
    %1950 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1951 = stablehlo.multiply %1950, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1952 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1953 = stablehlo.multiply %1952, %1240 : tensor<12xf32>
    %1954 = stablehlo.add %1951, %1953 : tensor<12xf32>
    %1955 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1956 = stablehlo.multiply %1955, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1957 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1958 = stablehlo.multiply %1240, %1240 : tensor<12xf32>
    %1959 = stablehlo.multiply %1957, %1958 : tensor<12xf32>
    %1960 = stablehlo.add %1956, %1959 : tensor<12xf32>
    %1961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1962 = stablehlo.divide %1954, %1961 : tensor<12xf32>
    %1963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1964 = stablehlo.divide %1960, %1963 : tensor<12xf32>
    %1965 = stablehlo.sqrt %1964 : tensor<12xf32>
    %1966 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1967 = stablehlo.add %1965, %1966 : tensor<12xf32>
    %1968 = stablehlo.divide %1962, %1967 : tensor<12xf32>
    %1969 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1970 = stablehlo.multiply %1969, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1971 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1972 = stablehlo.multiply %1971, %1245 : tensor<12xf32>
    %1973 = stablehlo.add %1970, %1972 : tensor<12xf32>
    %1974 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1975 = stablehlo.multiply %1974, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1976 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1977 = stablehlo.multiply %1245, %1245 : tensor<12xf32>
    %1978 = stablehlo.multiply %1976, %1977 : tensor<12xf32>
    %1979 = stablehlo.add %1975, %1978 : tensor<12xf32>
    %1980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1981 = stablehlo.divide %1973, %1980 : tensor<12xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1983 = stablehlo.divide %1979, %1982 : tensor<12xf32>
    %1984 = stablehlo.sqrt %1983 : tensor<12xf32>
    %1985 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1986 = stablehlo.add %1984, %1985 : tensor<12xf32>
    %1987 = stablehlo.divide %1981, %1986 : tensor<12xf32>
    %1988 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1989 = stablehlo.multiply %1988, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1990 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1991 = stablehlo.multiply %1990, %1250 : tensor<12xf32>
    %1992 = stablehlo.add %1989, %1991 : tensor<12xf32>
    %1993 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1994 = stablehlo.multiply %1993, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1995 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1996 = stablehlo.multiply %1250, %1250 : tensor<12xf32>
    %1997 = stablehlo.multiply %1995, %1996 : tensor<12xf32>
    %1998 = stablehlo.add %1994, %1997 : tensor<12xf32>
    %1999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2000 = stablehlo.divide %1992, %1999 : tensor<12xf32>
    %2001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2002 = stablehlo.divide %1998, %2001 : tensor<12xf32>
    %2003 = stablehlo.sqrt %2002 : tensor<12xf32>
    %2004 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2005 = stablehlo.add %2003, %2004 : tensor<12xf32>
    %2006 = stablehlo.divide %2000, %2005 : tensor<12xf32>
    %2007 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %2008 = stablehlo.multiply %2007, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2009 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %2010 = stablehlo.multiply %2009, %1255 : tensor<12x48xf32>
    %2011 = stablehlo.add %2008, %2010 : tensor<12x48xf32>
    %2012 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %2013 = stablehlo.multiply %2012, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2014 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %2015 = stablehlo.multiply %1255, %1255 : tensor<12x48xf32>
    %2016 = stablehlo.multiply %2014, %2015 : tensor<12x48xf32>
    %2017 = stablehlo.add %2013, %2016 : tensor<12x48xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2019 = stablehlo.divide %2011, %2018 : tensor<12x48xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2021 = stablehlo.divide %2017, %2020 : tensor<12x48xf32>
    %2022 = stablehlo.sqrt %2021 : tensor<12x48xf32>
    %2023 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %2024 = stablehlo.add %2022, %2023 : tensor<12x48xf32>
    %2025 = stablehlo.divide %2019, %2024 : tensor<12x48xf32>
    %2026 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %2027 = stablehlo.multiply %2026, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %2028 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %2029 = stablehlo.multiply %2028, %1260 : tensor<48xf32>
    %2030 = stablehlo.add %2027, %2029 : tensor<48xf32>
    %2031 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %2032 = stablehlo.multiply %2031, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %2033 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %2034 = stablehlo.multiply %1260, %1260 : tensor<48xf32>
    %2035 = stablehlo.multiply %2033, %2034 : tensor<48xf32>
    %2036 = stablehlo.add %2032, %2035 : tensor<48xf32>
    %2037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2038 = stablehlo.divide %2030, %2037 : tensor<48xf32>
    %2039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2040 = stablehlo.divide %2036, %2039 : tensor<48xf32>
    %2041 = stablehlo.sqrt %2040 : tensor<48xf32>
    %2042 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %2043 = stablehlo.add %2041, %2042 : tensor<48xf32>
    %2044 = stablehlo.divide %2038, %2043 : tensor<48xf32>
    %2045 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %2046 = stablehlo.multiply %2045, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2047 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %2048 = stablehlo.multiply %2047, %1265 : tensor<48x12xf32>
    %2049 = stablehlo.add %2046, %2048 : tensor<48x12xf32>
    %2050 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %2051 = stablehlo.multiply %2050, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2052 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %2053 = stablehlo.multiply %1265, %1265 : tensor<48x12xf32>
    %2054 = stablehlo.multiply %2052, %2053 : tensor<48x12xf32>
    %2055 = stablehlo.add %2051, %2054 : tensor<48x12xf32>
    %2056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2057 = stablehlo.divide %2049, %2056 : tensor<48x12xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2059 = stablehlo.divide %2055, %2058 : tensor<48x12xf32>
    %2060 = stablehlo.sqrt %2059 : tensor<48x12xf32>
    %2061 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %2062 = stablehlo.add %2060, %2061 : tensor<48x12xf32>
    %2063 = stablehlo.divide %2057, %2062 : tensor<48x12xf32>
    %2064 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2065 = stablehlo.multiply %2064, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %2066 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2067 = stablehlo.multiply %2066, %1270 : tensor<12xf32>
    %2068 = stablehlo.add %2065, %2067 : tensor<12xf32>
    %2069 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2070 = stablehlo.multiply %2069, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %2071 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2072 = stablehlo.multiply %1270, %1270 : tensor<12xf32>
    %2073 = stablehlo.multiply %2071, %2072 : tensor<12xf32>
    %2074 = stablehlo.add %2070, %2073 : tensor<12xf32>
    %2075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2076 = stablehlo.divide %2068, %2075 : tensor<12xf32>
    %2077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2078 = stablehlo.divide %2074, %2077 : tensor<12xf32>
    %2079 = stablehlo.sqrt %2078 : tensor<12xf32>
    %2080 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2081 = stablehlo.add %2079, %2080 : tensor<12xf32>
    %2082 = stablehlo.divide %2076, %2081 : tensor<12xf32>
    %2083 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2084 = stablehlo.multiply %2083, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %2085 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2086 = stablehlo.multiply %2085, %1275 : tensor<12xf32>
    %2087 = stablehlo.add %2084, %2086 : tensor<12xf32>
    %2088 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2089 = stablehlo.multiply %2088, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %2090 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2091 = stablehlo.multiply %1275, %1275 : tensor<12xf32>
    %2092 = stablehlo.multiply %2090, %2091 : tensor<12xf32>
    %2093 = stablehlo.add %2089, %2092 : tensor<12xf32>
    %2094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2095 = stablehlo.divide %2087, %2094 : tensor<12xf32>
    %2096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2097 = stablehlo.divide %2093, %2096 : tensor<12xf32>
    %2098 = stablehlo.sqrt %2097 : tensor<12xf32>
    %2099 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2100 = stablehlo.add %2098, %2099 : tensor<12xf32>
    %2101 = stablehlo.divide %2095, %2100 : tensor<12xf32>
    %2102 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2103 = stablehlo.multiply %2102, %m.stages.3.down.norm.g : tensor<12xf32>
    %2104 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2105 = stablehlo.multiply %2104, %1280 : tensor<12xf32>
    %2106 = stablehlo.add %2103, %2105 : tensor<12xf32>
    %2107 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2108 = stablehlo.multiply %2107, %v.stages.3.down.norm.g : tensor<12xf32>
    %2109 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2110 = stablehlo.multiply %1280, %1280 : tensor<12xf32>
    %2111 = stablehlo.multiply %2109, %2110 : tensor<12xf32>
    %2112 = stablehlo.add %2108, %2111 : tensor<12xf32>
    %2113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2114 = stablehlo.divide %2106, %2113 : tensor<12xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2116 = stablehlo.divide %2112, %2115 : tensor<12xf32>
    %2117 = stablehlo.sqrt %2116 : tensor<12xf32>
    %2118 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2119 = stablehlo.add %2117, %2118 : tensor<12xf32>
    %2120 = stablehlo.divide %2114, %2119 : tensor<12xf32>
    %2121 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %2122 = stablehlo.multiply %2121, %m.stages.3.down.norm.b : tensor<12xf32>
    %2123 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %2124 = stablehlo.multiply %2123, %1285 : tensor<12xf32>
    %2125 = stablehlo.add %2122, %2124 : tensor<12xf32>
    %2126 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %2127 = stablehlo.multiply %2126, %v.stages.3.down.norm.b : tensor<12xf32>
    %2128 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %2129 = stablehlo.multiply %1285, %1285 : tensor<12xf32>
    %2130 = stablehlo.multiply %2128, %2129 : tensor<12xf32>
    %2131 = stablehlo.add %2127, %2130 : tensor<12xf32>
    %2132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2133 = stablehlo.divide %2125, %2132 : tensor<12xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2135 = stablehlo.divide %2131, %2134 : tensor<12xf32>
    %2136 = stablehlo.sqrt %2135 : tensor<12xf32>
    %2137 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %2138 = stablehlo.add %2136, %2137 : tensor<12xf32>
    %2139 = stablehlo.divide %2133, %2138 : tensor<12xf32>
    %2140 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %2141 = stablehlo.multiply %2140, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2142 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %2143 = stablehlo.multiply %2142, %1290 : tensor<2x2x12x16xf32>
    %2144 = stablehlo.add %2141, %2143 : tensor<2x2x12x16xf32>
    %2145 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %2146 = stablehlo.multiply %2145, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2147 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %2148 = stablehlo.multiply %1290, %1290 : tensor<2x2x12x16xf32>
    %2149 = stablehlo.multiply %2147, %2148 : tensor<2x2x12x16xf32>
    %2150 = stablehlo.add %2146, %2149 : tensor<2x2x12x16xf32>
    %2151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2152 = stablehlo.divide %2144, %2151 : tensor<2x2x12x16xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2154 = stablehlo.divide %2150, %2153 : tensor<2x2x12x16xf32>
    %2155 = stablehlo.sqrt %2154 : tensor<2x2x12x16xf32>
    %2156 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %2157 = stablehlo.add %2155, %2156 : tensor<2x2x12x16xf32>
    %2158 = stablehlo.divide %2152, %2157 : tensor<2x2x12x16xf32>
    %2159 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2160 = stablehlo.multiply %2159, %m.stages.3.down.conv.b : tensor<16xf32>
    %2161 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2162 = stablehlo.multiply %2161, %1295 : tensor<16xf32>
    %2163 = stablehlo.add %2160, %2162 : tensor<16xf32>
    %2164 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2165 = stablehlo.multiply %2164, %v.stages.3.down.conv.b : tensor<16xf32>
    %2166 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2167 = stablehlo.multiply %1295, %1295 : tensor<16xf32>
    %2168 = stablehlo.multiply %2166, %2167 : tensor<16xf32>
    %2169 = stablehlo.add %2165, %2168 : tensor<16xf32>
    %2170 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2171 = stablehlo.divide %2163, %2170 : tensor<16xf32>
    %2172 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2173 = stablehlo.divide %2169, %2172 : tensor<16xf32>
    %2174 = stablehlo.sqrt %2173 : tensor<16xf32>
    %2175 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2176 = stablehlo.add %2174, %2175 : tensor<16xf32>
    %2177 = stablehlo.divide %2171, %2176 : tensor<16xf32>
    %2178 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %2179 = stablehlo.multiply %2178, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2180 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %2181 = stablehlo.multiply %2180, %1300 : tensor<7x7x1x16xf32>
    %2182 = stablehlo.add %2179, %2181 : tensor<7x7x1x16xf32>
    %2183 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %2184 = stablehlo.multiply %2183, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2185 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %2186 = stablehlo.multiply %1300, %1300 : tensor<7x7x1x16xf32>
    %2187 = stablehlo.multiply %2185, %2186 : tensor<7x7x1x16xf32>
    %2188 = stablehlo.add %2184, %2187 : tensor<7x7x1x16xf32>
    %2189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2190 = stablehlo.divide %2182, %2189 : tensor<7x7x1x16xf32>
    %2191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2192 = stablehlo.divide %2188, %2191 : tensor<7x7x1x16xf32>
    %2193 = stablehlo.sqrt %2192 : tensor<7x7x1x16xf32>
    %2194 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %2195 = stablehlo.add %2193, %2194 : tensor<7x7x1x16xf32>
    %2196 = stablehlo.divide %2190, %2195 : tensor<7x7x1x16xf32>
    %2197 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2198 = stablehlo.multiply %2197, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2199 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2200 = stablehlo.multiply %2199, %1305 : tensor<16xf32>
    %2201 = stablehlo.add %2198, %2200 : tensor<16xf32>
    %2202 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2203 = stablehlo.multiply %2202, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2204 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2205 = stablehlo.multiply %1305, %1305 : tensor<16xf32>
    %2206 = stablehlo.multiply %2204, %2205 : tensor<16xf32>
    %2207 = stablehlo.add %2203, %2206 : tensor<16xf32>
    %2208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2209 = stablehlo.divide %2201, %2208 : tensor<16xf32>
    %2210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2211 = stablehlo.divide %2207, %2210 : tensor<16xf32>
    %2212 = stablehlo.sqrt %2211 : tensor<16xf32>
    %2213 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2214 = stablehlo.add %2212, %2213 : tensor<16xf32>
    %2215 = stablehlo.divide %2209, %2214 : tensor<16xf32>
    %2216 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2217 = stablehlo.multiply %2216, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2218 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2219 = stablehlo.multiply %2218, %1310 : tensor<16xf32>
    %2220 = stablehlo.add %2217, %2219 : tensor<16xf32>
    %2221 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2222 = stablehlo.multiply %2221, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2223 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2224 = stablehlo.multiply %1310, %1310 : tensor<16xf32>
    %2225 = stablehlo.multiply %2223, %2224 : tensor<16xf32>
    %2226 = stablehlo.add %2222, %2225 : tensor<16xf32>
    %2227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2228 = stablehlo.divide %2220, %2227 : tensor<16xf32>
    %2229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2230 = stablehlo.divide %2226, %2229 : tensor<16xf32>
    %2231 = stablehlo.sqrt %2230 : tensor<16xf32>
    %2232 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2233 = stablehlo.add %2231, %2232 : tensor<16xf32>
    %2234 = stablehlo.divide %2228, %2233 : tensor<16xf32>
    %2235 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2236 = stablehlo.multiply %2235, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2237 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2238 = stablehlo.multiply %2237, %1315 : tensor<16xf32>
    %2239 = stablehlo.add %2236, %2238 : tensor<16xf32>
    %2240 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2241 = stablehlo.multiply %2240, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2242 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2243 = stablehlo.multiply %1315, %1315 : tensor<16xf32>
    %2244 = stablehlo.multiply %2242, %2243 : tensor<16xf32>
    %2245 = stablehlo.add %2241, %2244 : tensor<16xf32>
    %2246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2247 = stablehlo.divide %2239, %2246 : tensor<16xf32>
    %2248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2249 = stablehlo.divide %2245, %2248 : tensor<16xf32>
    %2250 = stablehlo.sqrt %2249 : tensor<16xf32>
    %2251 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2252 = stablehlo.add %2250, %2251 : tensor<16xf32>
    %2253 = stablehlo.divide %2247, %2252 : tensor<16xf32>
    %2254 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2255 = stablehlo.multiply %2254, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2256 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2257 = stablehlo.multiply %2256, %1320 : tensor<16x64xf32>
    %2258 = stablehlo.add %2255, %2257 : tensor<16x64xf32>
    %2259 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2260 = stablehlo.multiply %2259, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2261 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2262 = stablehlo.multiply %1320, %1320 : tensor<16x64xf32>
    %2263 = stablehlo.multiply %2261, %2262 : tensor<16x64xf32>
    %2264 = stablehlo.add %2260, %2263 : tensor<16x64xf32>
    %2265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2266 = stablehlo.divide %2258, %2265 : tensor<16x64xf32>
    %2267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2268 = stablehlo.divide %2264, %2267 : tensor<16x64xf32>
    %2269 = stablehlo.sqrt %2268 : tensor<16x64xf32>
    %2270 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2271 = stablehlo.add %2269, %2270 : tensor<16x64xf32>
    %2272 = stablehlo.divide %2266, %2271 : tensor<16x64xf32>
    %2273 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2274 = stablehlo.multiply %2273, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2275 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2276 = stablehlo.multiply %2275, %1325 : tensor<64xf32>
    %2277 = stablehlo.add %2274, %2276 : tensor<64xf32>
    %2278 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2279 = stablehlo.multiply %2278, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2280 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2281 = stablehlo.multiply %1325, %1325 : tensor<64xf32>
    %2282 = stablehlo.multiply %2280, %2281 : tensor<64xf32>
    %2283 = stablehlo.add %2279, %2282 : tensor<64xf32>
    %2284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2285 = stablehlo.divide %2277, %2284 : tensor<64xf32>
    %2286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2287 = stablehlo.divide %2283, %2286 : tensor<64xf32>
    %2288 = stablehlo.sqrt %2287 : tensor<64xf32>
    %2289 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2290 = stablehlo.add %2288, %2289 : tensor<64xf32>
    %2291 = stablehlo.divide %2285, %2290 : tensor<64xf32>
    %2292 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2293 = stablehlo.multiply %2292, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2294 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2295 = stablehlo.multiply %2294, %1330 : tensor<64x16xf32>
    %2296 = stablehlo.add %2293, %2295 : tensor<64x16xf32>
    %2297 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2298 = stablehlo.multiply %2297, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2299 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2300 = stablehlo.multiply %1330, %1330 : tensor<64x16xf32>
    %2301 = stablehlo.multiply %2299, %2300 : tensor<64x16xf32>
    %2302 = stablehlo.add %2298, %2301 : tensor<64x16xf32>
    %2303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2304 = stablehlo.divide %2296, %2303 : tensor<64x16xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2306 = stablehlo.divide %2302, %2305 : tensor<64x16xf32>
    %2307 = stablehlo.sqrt %2306 : tensor<64x16xf32>
    %2308 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2309 = stablehlo.add %2307, %2308 : tensor<64x16xf32>
    %2310 = stablehlo.divide %2304, %2309 : tensor<64x16xf32>
    %2311 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2312 = stablehlo.multiply %2311, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2313 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2314 = stablehlo.multiply %2313, %1335 : tensor<16xf32>
    %2315 = stablehlo.add %2312, %2314 : tensor<16xf32>
    %2316 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2317 = stablehlo.multiply %2316, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2318 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2319 = stablehlo.multiply %1335, %1335 : tensor<16xf32>
    %2320 = stablehlo.multiply %2318, %2319 : tensor<16xf32>
    %2321 = stablehlo.add %2317, %2320 : tensor<16xf32>
    %2322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2323 = stablehlo.divide %2315, %2322 : tensor<16xf32>
    %2324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2325 = stablehlo.divide %2321, %2324 : tensor<16xf32>
    %2326 = stablehlo.sqrt %2325 : tensor<16xf32>
    %2327 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2328 = stablehlo.add %2326, %2327 : tensor<16xf32>
    %2329 = stablehlo.divide %2323, %2328 : tensor<16xf32>
    %2330 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2331 = stablehlo.multiply %2330, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2332 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2333 = stablehlo.multiply %2332, %1340 : tensor<16xf32>
    %2334 = stablehlo.add %2331, %2333 : tensor<16xf32>
    %2335 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2336 = stablehlo.multiply %2335, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2337 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2338 = stablehlo.multiply %1340, %1340 : tensor<16xf32>
    %2339 = stablehlo.multiply %2337, %2338 : tensor<16xf32>
    %2340 = stablehlo.add %2336, %2339 : tensor<16xf32>
    %2341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2342 = stablehlo.divide %2334, %2341 : tensor<16xf32>
    %2343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2344 = stablehlo.divide %2340, %2343 : tensor<16xf32>
    %2345 = stablehlo.sqrt %2344 : tensor<16xf32>
    %2346 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2347 = stablehlo.add %2345, %2346 : tensor<16xf32>
    %2348 = stablehlo.divide %2342, %2347 : tensor<16xf32>
    %2349 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2350 = stablehlo.multiply %2349, %m.head.norm.g : tensor<16xf32>
    %2351 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2352 = stablehlo.multiply %2351, %1345 : tensor<16xf32>
    %2353 = stablehlo.add %2350, %2352 : tensor<16xf32>
    %2354 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2355 = stablehlo.multiply %2354, %v.head.norm.g : tensor<16xf32>
    %2356 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2357 = stablehlo.multiply %1345, %1345 : tensor<16xf32>
    %2358 = stablehlo.multiply %2356, %2357 : tensor<16xf32>
    %2359 = stablehlo.add %2355, %2358 : tensor<16xf32>
    %2360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2361 = stablehlo.divide %2353, %2360 : tensor<16xf32>
    %2362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2363 = stablehlo.divide %2359, %2362 : tensor<16xf32>
    %2364 = stablehlo.sqrt %2363 : tensor<16xf32>
    %2365 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2366 = stablehlo.add %2364, %2365 : tensor<16xf32>
    %2367 = stablehlo.divide %2361, %2366 : tensor<16xf32>
    %2368 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2369 = stablehlo.multiply %2368, %m.head.norm.b : tensor<16xf32>
    %2370 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2371 = stablehlo.multiply %2370, %1350 : tensor<16xf32>
    %2372 = stablehlo.add %2369, %2371 : tensor<16xf32>
    %2373 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2374 = stablehlo.multiply %2373, %v.head.norm.b : tensor<16xf32>
    %2375 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2376 = stablehlo.multiply %1350, %1350 : tensor<16xf32>
    %2377 = stablehlo.multiply %2375, %2376 : tensor<16xf32>
    %2378 = stablehlo.add %2374, %2377 : tensor<16xf32>
    %2379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2380 = stablehlo.divide %2372, %2379 : tensor<16xf32>
    %2381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2382 = stablehlo.divide %2378, %2381 : tensor<16xf32>
    %2383 = stablehlo.sqrt %2382 : tensor<16xf32>
    %2384 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2385 = stablehlo.add %2383, %2384 : tensor<16xf32>
    %2386 = stablehlo.divide %2380, %2385 : tensor<16xf32>
    %2387 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2388 = stablehlo.multiply %2387, %m.head.fc.w : tensor<16x10xf32>
    %2389 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2390 = stablehlo.multiply %2389, %1355 : tensor<16x10xf32>
    %2391 = stablehlo.add %2388, %2390 : tensor<16x10xf32>
    %2392 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2393 = stablehlo.multiply %2392, %v.head.fc.w : tensor<16x10xf32>
    %2394 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2395 = stablehlo.multiply %1355, %1355 : tensor<16x10xf32>
    %2396 = stablehlo.multiply %2394, %2395 : tensor<16x10xf32>
    %2397 = stablehlo.add %2393, %2396 : tensor<16x10xf32>
    %2398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2399 = stablehlo.divide %2391, %2398 : tensor<16x10xf32>
    %2400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2401 = stablehlo.divide %2397, %2400 : tensor<16x10xf32>
    %2402 = stablehlo.sqrt %2401 : tensor<16x10xf32>
    %2403 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2404 = stablehlo.add %2402, %2403 : tensor<16x10xf32>
    %2405 = stablehlo.divide %2399, %2404 : tensor<16x10xf32>
    %2406 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2407 = stablehlo.multiply %2406, %m.head.fc.b : tensor<10xf32>
    %2408 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2409 = stablehlo.multiply %2408, %1360 : tensor<10xf32>
    %2410 = stablehlo.add %2407, %2409 : tensor<10xf32>
    %2411 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2412 = stablehlo.multiply %2411, %v.head.fc.b : tensor<10xf32>
    %2413 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2414 = stablehlo.multiply %1360, %1360 : tensor<10xf32>
    %2415 = stablehlo.multiply %2413, %2414 : tensor<10xf32>
    %2416 = stablehlo.add %2412, %2415 : tensor<10xf32>
    %2417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2418 = stablehlo.divide %2410, %2417 : tensor<10xf32>
    %2419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2420 = stablehlo.divide %2416, %2419 : tensor<10xf32>
    %2421 = stablehlo.sqrt %2420 : tensor<10xf32>
    %2422 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2423 = stablehlo.add %2421, %2422 : tensor<10xf32>
    %2424 = stablehlo.divide %2418, %2423 : tensor<10xf32>
    %2425 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2426 = stablehlo.multiply %2425, %stem.conv.w : tensor<4x4x3x4xf32>
    %2427 = stablehlo.add %1379, %2426 : tensor<4x4x3x4xf32>
    %2428 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2429 = stablehlo.multiply %2428, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2430 = stablehlo.add %1455, %2429 : tensor<7x7x1x4xf32>
    %2431 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2432 = stablehlo.multiply %2431, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2433 = stablehlo.add %1531, %2432 : tensor<4x16xf32>
    %2434 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2435 = stablehlo.multiply %2434, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2436 = stablehlo.add %1569, %2435 : tensor<16x4xf32>
    %2437 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2438 = stablehlo.multiply %2437, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2439 = stablehlo.add %1664, %2438 : tensor<2x2x4x8xf32>
    %2440 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2441 = stablehlo.multiply %2440, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2442 = stablehlo.add %1702, %2441 : tensor<7x7x1x8xf32>
    %2443 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2444 = stablehlo.multiply %2443, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2445 = stablehlo.add %1778, %2444 : tensor<8x32xf32>
    %2446 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2447 = stablehlo.multiply %2446, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2448 = stablehlo.add %1816, %2447 : tensor<32x8xf32>
    %2449 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2450 = stablehlo.multiply %2449, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2451 = stablehlo.add %1911, %2450 : tensor<2x2x8x12xf32>
    %2452 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2453 = stablehlo.multiply %2452, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2454 = stablehlo.add %1949, %2453 : tensor<7x7x1x12xf32>
    %2455 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2456 = stablehlo.multiply %2455, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2457 = stablehlo.add %2025, %2456 : tensor<12x48xf32>
    %2458 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2459 = stablehlo.multiply %2458, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2460 = stablehlo.add %2063, %2459 : tensor<48x12xf32>
    %2461 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2462 = stablehlo.multiply %2461, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2463 = stablehlo.add %2158, %2462 : tensor<2x2x12x16xf32>
    %2464 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2465 = stablehlo.multiply %2464, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2466 = stablehlo.add %2196, %2465 : tensor<7x7x1x16xf32>
    %2467 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2468 = stablehlo.multiply %2467, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2469 = stablehlo.add %2272, %2468 : tensor<16x64xf32>
    %2470 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2471 = stablehlo.multiply %2470, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2472 = stablehlo.add %2310, %2471 : tensor<64x16xf32>
    %2473 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2474 = stablehlo.multiply %2473, %head.fc.w : tensor<16x10xf32>
    %2475 = stablehlo.add %2405, %2474 : tensor<16x10xf32>
    %2476 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2477 = stablehlo.multiply %2476, %2427 : tensor<4x4x3x4xf32>
    %2478 = stablehlo.subtract %stem.conv.w, %2477 : tensor<4x4x3x4xf32>
    %2479 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2480 = stablehlo.multiply %2479, %1398 : tensor<4xf32>
    %2481 = stablehlo.subtract %stem.conv.b, %2480 : tensor<4xf32>
    %2482 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2483 = stablehlo.multiply %2482, %1417 : tensor<4xf32>
    %2484 = stablehlo.subtract %stem.norm.g, %2483 : tensor<4xf32>
    %2485 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2486 = stablehlo.multiply %2485, %1436 : tensor<4xf32>
    %2487 = stablehlo.subtract %stem.norm.b, %2486 : tensor<4xf32>
    %2488 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2489 = stablehlo.multiply %2488, %2430 : tensor<7x7x1x4xf32>
    %2490 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2489 : tensor<7x7x1x4xf32>
    %2491 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2492 = stablehlo.multiply %2491, %1474 : tensor<4xf32>
    %2493 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2492 : tensor<4xf32>
    %2494 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2495 = stablehlo.multiply %2494, %1493 : tensor<4xf32>
    %2496 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2495 : tensor<4xf32>
    %2497 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2498 = stablehlo.multiply %2497, %1512 : tensor<4xf32>
    %2499 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2498 : tensor<4xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2501 = stablehlo.multiply %2500, %2433 : tensor<4x16xf32>
    %2502 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2501 : tensor<4x16xf32>
    %2503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2504 = stablehlo.multiply %2503, %1550 : tensor<16xf32>
    %2505 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2504 : tensor<16xf32>
    %2506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2507 = stablehlo.multiply %2506, %2436 : tensor<16x4xf32>
    %2508 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2507 : tensor<16x4xf32>
    %2509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2510 = stablehlo.multiply %2509, %1588 : tensor<4xf32>
    %2511 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2510 : tensor<4xf32>
    %2512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2513 = stablehlo.multiply %2512, %1607 : tensor<4xf32>
    %2514 = stablehlo.subtract %stages.0.blocks.0.gamma, %2513 : tensor<4xf32>
    %2515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2516 = stablehlo.multiply %2515, %1626 : tensor<4xf32>
    %2517 = stablehlo.subtract %stages.1.down.norm.g, %2516 : tensor<4xf32>
    %2518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2519 = stablehlo.multiply %2518, %1645 : tensor<4xf32>
    %2520 = stablehlo.subtract %stages.1.down.norm.b, %2519 : tensor<4xf32>
    %2521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2522 = stablehlo.multiply %2521, %2439 : tensor<2x2x4x8xf32>
    %2523 = stablehlo.subtract %stages.1.down.conv.w, %2522 : tensor<2x2x4x8xf32>
    %2524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2525 = stablehlo.multiply %2524, %1683 : tensor<8xf32>
    %2526 = stablehlo.subtract %stages.1.down.conv.b, %2525 : tensor<8xf32>
    %2527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2528 = stablehlo.multiply %2527, %2442 : tensor<7x7x1x8xf32>
    %2529 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2528 : tensor<7x7x1x8xf32>
    %2530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2531 = stablehlo.multiply %2530, %1721 : tensor<8xf32>
    %2532 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2531 : tensor<8xf32>
    %2533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2534 = stablehlo.multiply %2533, %1740 : tensor<8xf32>
    %2535 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2534 : tensor<8xf32>
    %2536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2537 = stablehlo.multiply %2536, %1759 : tensor<8xf32>
    %2538 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2537 : tensor<8xf32>
    %2539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2540 = stablehlo.multiply %2539, %2445 : tensor<8x32xf32>
    %2541 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2540 : tensor<8x32xf32>
    %2542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2543 = stablehlo.multiply %2542, %1797 : tensor<32xf32>
    %2544 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2543 : tensor<32xf32>
    %2545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2546 = stablehlo.multiply %2545, %2448 : tensor<32x8xf32>
    %2547 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2546 : tensor<32x8xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2549 = stablehlo.multiply %2548, %1835 : tensor<8xf32>
    %2550 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2549 : tensor<8xf32>
    %2551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2552 = stablehlo.multiply %2551, %1854 : tensor<8xf32>
    %2553 = stablehlo.subtract %stages.1.blocks.0.gamma, %2552 : tensor<8xf32>
    %2554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2555 = stablehlo.multiply %2554, %1873 : tensor<8xf32>
    %2556 = stablehlo.subtract %stages.2.down.norm.g, %2555 : tensor<8xf32>
    %2557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2558 = stablehlo.multiply %2557, %1892 : tensor<8xf32>
    %2559 = stablehlo.subtract %stages.2.down.norm.b, %2558 : tensor<8xf32>
    %2560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2561 = stablehlo.multiply %2560, %2451 : tensor<2x2x8x12xf32>
    %2562 = stablehlo.subtract %stages.2.down.conv.w, %2561 : tensor<2x2x8x12xf32>
    %2563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2564 = stablehlo.multiply %2563, %1930 : tensor<12xf32>
    %2565 = stablehlo.subtract %stages.2.down.conv.b, %2564 : tensor<12xf32>
    %2566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2567 = stablehlo.multiply %2566, %2454 : tensor<7x7x1x12xf32>
    %2568 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2567 : tensor<7x7x1x12xf32>
    %2569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2570 = stablehlo.multiply %2569, %1968 : tensor<12xf32>
    %2571 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2570 : tensor<12xf32>
    %2572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2573 = stablehlo.multiply %2572, %1987 : tensor<12xf32>
    %2574 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2573 : tensor<12xf32>
    %2575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2576 = stablehlo.multiply %2575, %2006 : tensor<12xf32>
    %2577 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2576 : tensor<12xf32>
    %2578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2579 = stablehlo.multiply %2578, %2457 : tensor<12x48xf32>
    %2580 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2579 : tensor<12x48xf32>
    %2581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2582 = stablehlo.multiply %2581, %2044 : tensor<48xf32>
    %2583 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2582 : tensor<48xf32>
    %2584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2585 = stablehlo.multiply %2584, %2460 : tensor<48x12xf32>
    %2586 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2585 : tensor<48x12xf32>
    %2587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2588 = stablehlo.multiply %2587, %2082 : tensor<12xf32>
    %2589 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2588 : tensor<12xf32>
    %2590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2591 = stablehlo.multiply %2590, %2101 : tensor<12xf32>
    %2592 = stablehlo.subtract %stages.2.blocks.0.gamma, %2591 : tensor<12xf32>
    %2593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2594 = stablehlo.multiply %2593, %2120 : tensor<12xf32>
    %2595 = stablehlo.subtract %stages.3.down.norm.g, %2594 : tensor<12xf32>
    %2596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2597 = stablehlo.multiply %2596, %2139 : tensor<12xf32>
    %2598 = stablehlo.subtract %stages.3.down.norm.b, %2597 : tensor<12xf32>
    %2599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2600 = stablehlo.multiply %2599, %2463 : tensor<2x2x12x16xf32>
    %2601 = stablehlo.subtract %stages.3.down.conv.w, %2600 : tensor<2x2x12x16xf32>
    %2602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2603 = stablehlo.multiply %2602, %2177 : tensor<16xf32>
    %2604 = stablehlo.subtract %stages.3.down.conv.b, %2603 : tensor<16xf32>
    %2605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2606 = stablehlo.multiply %2605, %2466 : tensor<7x7x1x16xf32>
    %2607 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2606 : tensor<7x7x1x16xf32>
    %2608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2609 = stablehlo.multiply %2608, %2215 : tensor<16xf32>
    %2610 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2609 : tensor<16xf32>
    %2611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2612 = stablehlo.multiply %2611, %2234 : tensor<16xf32>
    %2613 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2612 : tensor<16xf32>
    %2614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2615 = stablehlo.multiply %2614, %2253 : tensor<16xf32>
    %2616 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2615 : tensor<16xf32>
    %2617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2618 = stablehlo.multiply %2617, %2469 : tensor<16x64xf32>
    %2619 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2618 : tensor<16x64xf32>
    %2620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2621 = stablehlo.multiply %2620, %2291 : tensor<64xf32>
    %2622 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2621 : tensor<64xf32>
    %2623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2624 = stablehlo.multiply %2623, %2472 : tensor<64x16xf32>
    %2625 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2624 : tensor<64x16xf32>
    %2626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2627 = stablehlo.multiply %2626, %2329 : tensor<16xf32>
    %2628 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2627 : tensor<16xf32>
    %2629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2630 = stablehlo.multiply %2629, %2348 : tensor<16xf32>
    %2631 = stablehlo.subtract %stages.3.blocks.0.gamma, %2630 : tensor<16xf32>
    %2632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2633 = stablehlo.multiply %2632, %2367 : tensor<16xf32>
    %2634 = stablehlo.subtract %head.norm.g, %2633 : tensor<16xf32>
    %2635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2636 = stablehlo.multiply %2635, %2386 : tensor<16xf32>
    %2637 = stablehlo.subtract %head.norm.b, %2636 : tensor<16xf32>
    %2638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2639 = stablehlo.multiply %2638, %2475 : tensor<16x10xf32>
    %2640 = stablehlo.subtract %head.fc.w, %2639 : tensor<16x10xf32>
    %2641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2642 = stablehlo.multiply %2641, %2424 : tensor<10xf32>
    %2643 = stablehlo.subtract %head.fc.b, %2642 : tensor<10xf32>
    "func.return"(%2478, %2481, %2484, %2487, %2490, %2493, %2496, %2499, %2502, %2505, %2508, %2511, %2514, %2517, %2520, %2523, %2526, %2529, %2532, %2535, %2538, %2541, %2544, %2547, %2550, %2553, %2556, %2559, %2562, %2565, %2568, %2571, %2574, %2577, %2580, %2583, %2586, %2589, %2592, %2595, %2598, %2601, %2604, %2607, %2610, %2613, %2616, %2619, %2622, %2625, %2628, %2631, %2634, %2637, %2640, %2643, %1365, %1384, %1403, %1422, %1441, %1460, %1479, %1498, %1517, %1536, %1555, %1574, %1593, %1612, %1631, %1650, %1669, %1688, %1707, %1726, %1745, %1764, %1783, %1802, %1821, %1840, %1859, %1878, %1897, %1916, %1935, %1954, %1973, %1992, %2011, %2030, %2049, %2068, %2087, %2106, %2125, %2144, %2163, %2182, %2201, %2220, %2239, %2258, %2277, %2296, %2315, %2334, %2353, %2372, %2391, %2410, %1371, %1390, %1409, %1428, %1447, %1466, %1485, %1504, %1523, %1542, %1561, %1580, %1599, %1618, %1637, %1656, %1675, %1694, %1713, %1732, %1751, %1770, %1789, %1808, %1827, %1846, %1865, %1884, %1903, %1922, %1941, %1960, %1979, %1998, %2017, %2036, %2055, %2074, %2093, %2112, %2131, %2150, %2169, %2188, %2207, %2226, %2245, %2264, %2283, %2302, %2321, %2340, %2359, %2378, %2397, %2416, %820, %1078) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

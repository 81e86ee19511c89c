// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
// variant: adamw+wx+clip1.0+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
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
// content sha256: c51688b37bf60ae566ade94f87e97df0c424476f621b902e5ca837eb6b7a8d94
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
    // ── optimizer ──
    %650 = stablehlo.multiply %647, %647 : tensor<4x4x3x4xf32>
    %651 = stablehlo.constant dense<0.0> : tensor<f32>
    %652 = "stablehlo.reduce"(%650, %651) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %653 = stablehlo.constant dense<0.0> : tensor<f32>
    %654 = "stablehlo.reduce"(%652, %653) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %655 = stablehlo.multiply %649, %649 : tensor<4xf32>
    %656 = stablehlo.constant dense<0.0> : tensor<f32>
    %657 = "stablehlo.reduce"(%655, %656) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %658 = stablehlo.add %654, %657 : tensor<f32>
    %659 = stablehlo.multiply %644, %644 : tensor<4xf32>
    %660 = stablehlo.constant dense<0.0> : tensor<f32>
    %661 = "stablehlo.reduce"(%659, %660) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %662 = stablehlo.add %658, %661 : tensor<f32>
    %663 = stablehlo.multiply %646, %646 : tensor<4xf32>
    %664 = stablehlo.constant dense<0.0> : tensor<f32>
    %665 = "stablehlo.reduce"(%663, %664) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %666 = stablehlo.add %662, %665 : tensor<f32>
    %667 = stablehlo.multiply %622, %622 : tensor<7x7x1x4xf32>
    %668 = stablehlo.constant dense<0.0> : tensor<f32>
    %669 = "stablehlo.reduce"(%667, %668) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %670 = stablehlo.constant dense<0.0> : tensor<f32>
    %671 = "stablehlo.reduce"(%669, %670) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %672 = stablehlo.add %666, %671 : tensor<f32>
    %673 = stablehlo.multiply %624, %624 : tensor<4xf32>
    %674 = stablehlo.constant dense<0.0> : tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %676 = stablehlo.add %672, %675 : tensor<f32>
    %677 = stablehlo.multiply %617, %617 : tensor<4xf32>
    %678 = stablehlo.constant dense<0.0> : tensor<f32>
    %679 = "stablehlo.reduce"(%677, %678) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %680 = stablehlo.add %676, %679 : tensor<f32>
    %681 = stablehlo.multiply %619, %619 : tensor<4xf32>
    %682 = stablehlo.constant dense<0.0> : tensor<f32>
    %683 = "stablehlo.reduce"(%681, %682) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %684 = stablehlo.add %680, %683 : tensor<f32>
    %685 = stablehlo.multiply %596, %596 : tensor<4x16xf32>
    %686 = stablehlo.constant dense<0.0> : tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %688 = stablehlo.constant dense<0.0> : tensor<f32>
    %689 = "stablehlo.reduce"(%687, %688) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %690 = stablehlo.add %684, %689 : tensor<f32>
    %691 = stablehlo.multiply %598, %598 : tensor<16xf32>
    %692 = stablehlo.constant dense<0.0> : tensor<f32>
    %693 = "stablehlo.reduce"(%691, %692) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %694 = stablehlo.add %690, %693 : tensor<f32>
    %695 = stablehlo.multiply %582, %582 : tensor<16x4xf32>
    %696 = stablehlo.constant dense<0.0> : tensor<f32>
    %697 = "stablehlo.reduce"(%695, %696) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %698 = stablehlo.constant dense<0.0> : tensor<f32>
    %699 = "stablehlo.reduce"(%697, %698) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %700 = stablehlo.add %694, %699 : tensor<f32>
    %701 = stablehlo.multiply %584, %584 : tensor<4xf32>
    %702 = stablehlo.constant dense<0.0> : tensor<f32>
    %703 = "stablehlo.reduce"(%701, %702) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %704 = stablehlo.add %700, %703 : tensor<f32>
    %705 = stablehlo.multiply %579, %579 : tensor<4xf32>
    %706 = stablehlo.constant dense<0.0> : tensor<f32>
    %707 = "stablehlo.reduce"(%705, %706) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %708 = stablehlo.add %704, %707 : tensor<f32>
    %709 = stablehlo.multiply %572, %572 : tensor<4xf32>
    %710 = stablehlo.constant dense<0.0> : tensor<f32>
    %711 = "stablehlo.reduce"(%709, %710) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %712 = stablehlo.add %708, %711 : tensor<f32>
    %713 = stablehlo.multiply %574, %574 : tensor<4xf32>
    %714 = stablehlo.constant dense<0.0> : tensor<f32>
    %715 = "stablehlo.reduce"(%713, %714) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %716 = stablehlo.add %712, %715 : tensor<f32>
    %717 = stablehlo.multiply %551, %551 : tensor<2x2x4x8xf32>
    %718 = stablehlo.constant dense<0.0> : tensor<f32>
    %719 = "stablehlo.reduce"(%717, %718) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %720 = stablehlo.constant dense<0.0> : tensor<f32>
    %721 = "stablehlo.reduce"(%719, %720) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %722 = stablehlo.add %716, %721 : tensor<f32>
    %723 = stablehlo.multiply %553, %553 : tensor<8xf32>
    %724 = stablehlo.constant dense<0.0> : tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %726 = stablehlo.add %722, %725 : tensor<f32>
    %727 = stablehlo.multiply %545, %545 : tensor<7x7x1x8xf32>
    %728 = stablehlo.constant dense<0.0> : tensor<f32>
    %729 = "stablehlo.reduce"(%727, %728) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %730 = stablehlo.constant dense<0.0> : tensor<f32>
    %731 = "stablehlo.reduce"(%729, %730) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %732 = stablehlo.add %726, %731 : tensor<f32>
    %733 = stablehlo.multiply %547, %547 : tensor<8xf32>
    %734 = stablehlo.constant dense<0.0> : tensor<f32>
    %735 = "stablehlo.reduce"(%733, %734) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %736 = stablehlo.add %732, %735 : tensor<f32>
    %737 = stablehlo.multiply %540, %540 : tensor<8xf32>
    %738 = stablehlo.constant dense<0.0> : tensor<f32>
    %739 = "stablehlo.reduce"(%737, %738) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %740 = stablehlo.add %736, %739 : tensor<f32>
    %741 = stablehlo.multiply %542, %542 : tensor<8xf32>
    %742 = stablehlo.constant dense<0.0> : tensor<f32>
    %743 = "stablehlo.reduce"(%741, %742) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %744 = stablehlo.add %740, %743 : tensor<f32>
    %745 = stablehlo.multiply %519, %519 : tensor<8x32xf32>
    %746 = stablehlo.constant dense<0.0> : tensor<f32>
    %747 = "stablehlo.reduce"(%745, %746) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %748 = stablehlo.constant dense<0.0> : tensor<f32>
    %749 = "stablehlo.reduce"(%747, %748) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %750 = stablehlo.add %744, %749 : tensor<f32>
    %751 = stablehlo.multiply %521, %521 : tensor<32xf32>
    %752 = stablehlo.constant dense<0.0> : tensor<f32>
    %753 = "stablehlo.reduce"(%751, %752) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %754 = stablehlo.add %750, %753 : tensor<f32>
    %755 = stablehlo.multiply %505, %505 : tensor<32x8xf32>
    %756 = stablehlo.constant dense<0.0> : tensor<f32>
    %757 = "stablehlo.reduce"(%755, %756) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.constant dense<0.0> : tensor<f32>
    %759 = "stablehlo.reduce"(%757, %758) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %760 = stablehlo.add %754, %759 : tensor<f32>
    %761 = stablehlo.multiply %507, %507 : tensor<8xf32>
    %762 = stablehlo.constant dense<0.0> : tensor<f32>
    %763 = "stablehlo.reduce"(%761, %762) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %764 = stablehlo.add %760, %763 : tensor<f32>
    %765 = stablehlo.multiply %502, %502 : tensor<8xf32>
    %766 = stablehlo.constant dense<0.0> : tensor<f32>
    %767 = "stablehlo.reduce"(%765, %766) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %768 = stablehlo.add %764, %767 : tensor<f32>
    %769 = stablehlo.multiply %495, %495 : tensor<8xf32>
    %770 = stablehlo.constant dense<0.0> : tensor<f32>
    %771 = "stablehlo.reduce"(%769, %770) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %772 = stablehlo.add %768, %771 : tensor<f32>
    %773 = stablehlo.multiply %497, %497 : tensor<8xf32>
    %774 = stablehlo.constant dense<0.0> : tensor<f32>
    %775 = "stablehlo.reduce"(%773, %774) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %776 = stablehlo.add %772, %775 : tensor<f32>
    %777 = stablehlo.multiply %474, %474 : tensor<2x2x8x12xf32>
    %778 = stablehlo.constant dense<0.0> : tensor<f32>
    %779 = "stablehlo.reduce"(%777, %778) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %780 = stablehlo.constant dense<0.0> : tensor<f32>
    %781 = "stablehlo.reduce"(%779, %780) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<f32>
    %782 = stablehlo.add %776, %781 : tensor<f32>
    %783 = stablehlo.multiply %476, %476 : tensor<12xf32>
    %784 = stablehlo.constant dense<0.0> : tensor<f32>
    %785 = "stablehlo.reduce"(%783, %784) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %786 = stablehlo.add %782, %785 : tensor<f32>
    %787 = stablehlo.multiply %468, %468 : tensor<7x7x1x12xf32>
    %788 = stablehlo.constant dense<0.0> : tensor<f32>
    %789 = "stablehlo.reduce"(%787, %788) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %790 = stablehlo.constant dense<0.0> : tensor<f32>
    %791 = "stablehlo.reduce"(%789, %790) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %792 = stablehlo.add %786, %791 : tensor<f32>
    %793 = stablehlo.multiply %470, %470 : tensor<12xf32>
    %794 = stablehlo.constant dense<0.0> : tensor<f32>
    %795 = "stablehlo.reduce"(%793, %794) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %796 = stablehlo.add %792, %795 : tensor<f32>
    %797 = stablehlo.multiply %463, %463 : tensor<12xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %800 = stablehlo.add %796, %799 : tensor<f32>
    %801 = stablehlo.multiply %465, %465 : tensor<12xf32>
    %802 = stablehlo.constant dense<0.0> : tensor<f32>
    %803 = "stablehlo.reduce"(%801, %802) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %804 = stablehlo.add %800, %803 : tensor<f32>
    %805 = stablehlo.multiply %442, %442 : tensor<12x48xf32>
    %806 = stablehlo.constant dense<0.0> : tensor<f32>
    %807 = "stablehlo.reduce"(%805, %806) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<12xf32>
    %808 = stablehlo.constant dense<0.0> : tensor<f32>
    %809 = "stablehlo.reduce"(%807, %808) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %810 = stablehlo.add %804, %809 : tensor<f32>
    %811 = stablehlo.multiply %444, %444 : tensor<48xf32>
    %812 = stablehlo.constant dense<0.0> : tensor<f32>
    %813 = "stablehlo.reduce"(%811, %812) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %814 = stablehlo.add %810, %813 : tensor<f32>
    %815 = stablehlo.multiply %428, %428 : tensor<48x12xf32>
    %816 = stablehlo.constant dense<0.0> : tensor<f32>
    %817 = "stablehlo.reduce"(%815, %816) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<48xf32>
    %818 = stablehlo.constant dense<0.0> : tensor<f32>
    %819 = "stablehlo.reduce"(%817, %818) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %820 = stablehlo.add %814, %819 : tensor<f32>
    %821 = stablehlo.multiply %430, %430 : tensor<12xf32>
    %822 = stablehlo.constant dense<0.0> : tensor<f32>
    %823 = "stablehlo.reduce"(%821, %822) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %824 = stablehlo.add %820, %823 : tensor<f32>
    %825 = stablehlo.multiply %425, %425 : tensor<12xf32>
    %826 = stablehlo.constant dense<0.0> : tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %828 = stablehlo.add %824, %827 : tensor<f32>
    %829 = stablehlo.multiply %418, %418 : tensor<12xf32>
    %830 = stablehlo.constant dense<0.0> : tensor<f32>
    %831 = "stablehlo.reduce"(%829, %830) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %832 = stablehlo.add %828, %831 : tensor<f32>
    %833 = stablehlo.multiply %420, %420 : tensor<12xf32>
    %834 = stablehlo.constant dense<0.0> : tensor<f32>
    %835 = "stablehlo.reduce"(%833, %834) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %836 = stablehlo.add %832, %835 : tensor<f32>
    %837 = stablehlo.multiply %397, %397 : tensor<2x2x12x16xf32>
    %838 = stablehlo.constant dense<0.0> : tensor<f32>
    %839 = "stablehlo.reduce"(%837, %838) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %840 = stablehlo.constant dense<0.0> : tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x12xf32>, tensor<f32>) -> tensor<f32>
    %842 = stablehlo.add %836, %841 : tensor<f32>
    %843 = stablehlo.multiply %399, %399 : tensor<16xf32>
    %844 = stablehlo.constant dense<0.0> : tensor<f32>
    %845 = "stablehlo.reduce"(%843, %844) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %846 = stablehlo.add %842, %845 : tensor<f32>
    %847 = stablehlo.multiply %391, %391 : tensor<7x7x1x16xf32>
    %848 = stablehlo.constant dense<0.0> : tensor<f32>
    %849 = "stablehlo.reduce"(%847, %848) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %850 = stablehlo.constant dense<0.0> : tensor<f32>
    %851 = "stablehlo.reduce"(%849, %850) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %852 = stablehlo.add %846, %851 : tensor<f32>
    %853 = stablehlo.multiply %393, %393 : tensor<16xf32>
    %854 = stablehlo.constant dense<0.0> : tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %856 = stablehlo.add %852, %855 : tensor<f32>
    %857 = stablehlo.multiply %386, %386 : tensor<16xf32>
    %858 = stablehlo.constant dense<0.0> : tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %860 = stablehlo.add %856, %859 : tensor<f32>
    %861 = stablehlo.multiply %388, %388 : tensor<16xf32>
    %862 = stablehlo.constant dense<0.0> : tensor<f32>
    %863 = "stablehlo.reduce"(%861, %862) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %864 = stablehlo.add %860, %863 : tensor<f32>
    %865 = stablehlo.multiply %365, %365 : tensor<16x64xf32>
    %866 = stablehlo.constant dense<0.0> : tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %870 = stablehlo.add %864, %869 : tensor<f32>
    %871 = stablehlo.multiply %367, %367 : tensor<64xf32>
    %872 = stablehlo.constant dense<0.0> : tensor<f32>
    %873 = "stablehlo.reduce"(%871, %872) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %874 = stablehlo.add %870, %873 : tensor<f32>
    %875 = stablehlo.multiply %351, %351 : tensor<64x16xf32>
    %876 = stablehlo.constant dense<0.0> : tensor<f32>
    %877 = "stablehlo.reduce"(%875, %876) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %878 = stablehlo.constant dense<0.0> : tensor<f32>
    %879 = "stablehlo.reduce"(%877, %878) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %880 = stablehlo.add %874, %879 : tensor<f32>
    %881 = stablehlo.multiply %353, %353 : tensor<16xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %884 = stablehlo.add %880, %883 : tensor<f32>
    %885 = stablehlo.multiply %348, %348 : tensor<16xf32>
    %886 = stablehlo.constant dense<0.0> : tensor<f32>
    %887 = "stablehlo.reduce"(%885, %886) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %888 = stablehlo.add %884, %887 : tensor<f32>
    %889 = stablehlo.multiply %338, %338 : tensor<16xf32>
    %890 = stablehlo.constant dense<0.0> : tensor<f32>
    %891 = "stablehlo.reduce"(%889, %890) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %892 = stablehlo.add %888, %891 : tensor<f32>
    %893 = stablehlo.multiply %340, %340 : tensor<16xf32>
    %894 = stablehlo.constant dense<0.0> : tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %896 = stablehlo.add %892, %895 : tensor<f32>
    %897 = stablehlo.multiply %317, %317 : tensor<16x10xf32>
    %898 = stablehlo.constant dense<0.0> : tensor<f32>
    %899 = "stablehlo.reduce"(%897, %898) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %900 = stablehlo.constant dense<0.0> : tensor<f32>
    %901 = "stablehlo.reduce"(%899, %900) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %902 = stablehlo.add %896, %901 : tensor<f32>
    %903 = stablehlo.multiply %319, %319 : tensor<10xf32>
    %904 = stablehlo.constant dense<0.0> : tensor<f32>
    %905 = "stablehlo.reduce"(%903, %904) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %906 = stablehlo.add %902, %905 : tensor<f32>
    %907 = stablehlo.sqrt %906 : tensor<f32>
    %908 = stablehlo.constant dense<1.0> : tensor<f32>
    %909 = "stablehlo.compare"(%907, %908) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %910 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %911 = stablehlo.divide %647, %910 : tensor<4x4x3x4xf32>
    %912 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %913 = stablehlo.multiply %911, %912 : tensor<4x4x3x4xf32>
    %914 = "stablehlo.select"(%909, %647, %913) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %915 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %916 = stablehlo.divide %649, %915 : tensor<4xf32>
    %917 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %918 = stablehlo.multiply %916, %917 : tensor<4xf32>
    %919 = "stablehlo.select"(%909, %649, %918) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %920 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %921 = stablehlo.divide %644, %920 : tensor<4xf32>
    %922 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %923 = stablehlo.multiply %921, %922 : tensor<4xf32>
    %924 = "stablehlo.select"(%909, %644, %923) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %925 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %926 = stablehlo.divide %646, %925 : tensor<4xf32>
    %927 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<4xf32>
    %929 = "stablehlo.select"(%909, %646, %928) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %930 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %931 = stablehlo.divide %622, %930 : tensor<7x7x1x4xf32>
    %932 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<7x7x1x4xf32>
    %934 = "stablehlo.select"(%909, %622, %933) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %935 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %936 = stablehlo.divide %624, %935 : tensor<4xf32>
    %937 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %938 = stablehlo.multiply %936, %937 : tensor<4xf32>
    %939 = "stablehlo.select"(%909, %624, %938) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %940 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %941 = stablehlo.divide %617, %940 : tensor<4xf32>
    %942 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %943 = stablehlo.multiply %941, %942 : tensor<4xf32>
    %944 = "stablehlo.select"(%909, %617, %943) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %945 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %946 = stablehlo.divide %619, %945 : tensor<4xf32>
    %947 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %948 = stablehlo.multiply %946, %947 : tensor<4xf32>
    %949 = "stablehlo.select"(%909, %619, %948) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %950 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %951 = stablehlo.divide %596, %950 : tensor<4x16xf32>
    %952 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %953 = stablehlo.multiply %951, %952 : tensor<4x16xf32>
    %954 = "stablehlo.select"(%909, %596, %953) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %955 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %956 = stablehlo.divide %598, %955 : tensor<16xf32>
    %957 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %958 = stablehlo.multiply %956, %957 : tensor<16xf32>
    %959 = "stablehlo.select"(%909, %598, %958) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %960 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %961 = stablehlo.divide %582, %960 : tensor<16x4xf32>
    %962 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %963 = stablehlo.multiply %961, %962 : tensor<16x4xf32>
    %964 = "stablehlo.select"(%909, %582, %963) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %965 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %966 = stablehlo.divide %584, %965 : tensor<4xf32>
    %967 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %968 = stablehlo.multiply %966, %967 : tensor<4xf32>
    %969 = "stablehlo.select"(%909, %584, %968) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %970 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %971 = stablehlo.divide %579, %970 : tensor<4xf32>
    %972 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %973 = stablehlo.multiply %971, %972 : tensor<4xf32>
    %974 = "stablehlo.select"(%909, %579, %973) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %975 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %976 = stablehlo.divide %572, %975 : tensor<4xf32>
    %977 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %978 = stablehlo.multiply %976, %977 : tensor<4xf32>
    %979 = "stablehlo.select"(%909, %572, %978) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %980 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %981 = stablehlo.divide %574, %980 : tensor<4xf32>
    %982 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %983 = stablehlo.multiply %981, %982 : tensor<4xf32>
    %984 = "stablehlo.select"(%909, %574, %983) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %985 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %986 = stablehlo.divide %551, %985 : tensor<2x2x4x8xf32>
    %987 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %988 = stablehlo.multiply %986, %987 : tensor<2x2x4x8xf32>
    %989 = "stablehlo.select"(%909, %551, %988) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %990 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %991 = stablehlo.divide %553, %990 : tensor<8xf32>
    %992 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %993 = stablehlo.multiply %991, %992 : tensor<8xf32>
    %994 = "stablehlo.select"(%909, %553, %993) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %995 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %996 = stablehlo.divide %545, %995 : tensor<7x7x1x8xf32>
    %997 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %998 = stablehlo.multiply %996, %997 : tensor<7x7x1x8xf32>
    %999 = "stablehlo.select"(%909, %545, %998) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %1000 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1001 = stablehlo.divide %547, %1000 : tensor<8xf32>
    %1002 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1003 = stablehlo.multiply %1001, %1002 : tensor<8xf32>
    %1004 = "stablehlo.select"(%909, %547, %1003) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1006 = stablehlo.divide %540, %1005 : tensor<8xf32>
    %1007 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1008 = stablehlo.multiply %1006, %1007 : tensor<8xf32>
    %1009 = "stablehlo.select"(%909, %540, %1008) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1010 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1011 = stablehlo.divide %542, %1010 : tensor<8xf32>
    %1012 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1013 = stablehlo.multiply %1011, %1012 : tensor<8xf32>
    %1014 = "stablehlo.select"(%909, %542, %1013) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1016 = stablehlo.divide %519, %1015 : tensor<8x32xf32>
    %1017 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %1018 = stablehlo.multiply %1016, %1017 : tensor<8x32xf32>
    %1019 = "stablehlo.select"(%909, %519, %1018) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1021 = stablehlo.divide %521, %1020 : tensor<32xf32>
    %1022 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1023 = stablehlo.multiply %1021, %1022 : tensor<32xf32>
    %1024 = "stablehlo.select"(%909, %521, %1023) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1026 = stablehlo.divide %505, %1025 : tensor<32x8xf32>
    %1027 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<32x8xf32>
    %1029 = "stablehlo.select"(%909, %505, %1028) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1031 = stablehlo.divide %507, %1030 : tensor<8xf32>
    %1032 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1033 = stablehlo.multiply %1031, %1032 : tensor<8xf32>
    %1034 = "stablehlo.select"(%909, %507, %1033) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1036 = stablehlo.divide %502, %1035 : tensor<8xf32>
    %1037 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1038 = stablehlo.multiply %1036, %1037 : tensor<8xf32>
    %1039 = "stablehlo.select"(%909, %502, %1038) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1040 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1041 = stablehlo.divide %495, %1040 : tensor<8xf32>
    %1042 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1043 = stablehlo.multiply %1041, %1042 : tensor<8xf32>
    %1044 = "stablehlo.select"(%909, %495, %1043) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1045 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1046 = stablehlo.divide %497, %1045 : tensor<8xf32>
    %1047 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1048 = stablehlo.multiply %1046, %1047 : tensor<8xf32>
    %1049 = "stablehlo.select"(%909, %497, %1048) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1051 = stablehlo.divide %474, %1050 : tensor<2x2x8x12xf32>
    %1052 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<2x2x8x12xf32>
    %1054 = "stablehlo.select"(%909, %474, %1053) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1055 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1056 = stablehlo.divide %476, %1055 : tensor<12xf32>
    %1057 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1058 = stablehlo.multiply %1056, %1057 : tensor<12xf32>
    %1059 = "stablehlo.select"(%909, %476, %1058) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1060 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1061 = stablehlo.divide %468, %1060 : tensor<7x7x1x12xf32>
    %1062 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1063 = stablehlo.multiply %1061, %1062 : tensor<7x7x1x12xf32>
    %1064 = "stablehlo.select"(%909, %468, %1063) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1066 = stablehlo.divide %470, %1065 : tensor<12xf32>
    %1067 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1068 = stablehlo.multiply %1066, %1067 : tensor<12xf32>
    %1069 = "stablehlo.select"(%909, %470, %1068) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1071 = stablehlo.divide %463, %1070 : tensor<12xf32>
    %1072 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1073 = stablehlo.multiply %1071, %1072 : tensor<12xf32>
    %1074 = "stablehlo.select"(%909, %463, %1073) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1076 = stablehlo.divide %465, %1075 : tensor<12xf32>
    %1077 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1078 = stablehlo.multiply %1076, %1077 : tensor<12xf32>
    %1079 = "stablehlo.select"(%909, %465, %1078) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1081 = stablehlo.divide %442, %1080 : tensor<12x48xf32>
    %1082 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1083 = stablehlo.multiply %1081, %1082 : tensor<12x48xf32>
    %1084 = "stablehlo.select"(%909, %442, %1083) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1086 = stablehlo.divide %444, %1085 : tensor<48xf32>
    %1087 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<48xf32>
    %1089 = "stablehlo.select"(%909, %444, %1088) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1090 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1091 = stablehlo.divide %428, %1090 : tensor<48x12xf32>
    %1092 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1093 = stablehlo.multiply %1091, %1092 : tensor<48x12xf32>
    %1094 = "stablehlo.select"(%909, %428, %1093) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1096 = stablehlo.divide %430, %1095 : tensor<12xf32>
    %1097 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1098 = stablehlo.multiply %1096, %1097 : tensor<12xf32>
    %1099 = "stablehlo.select"(%909, %430, %1098) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1100 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1101 = stablehlo.divide %425, %1100 : tensor<12xf32>
    %1102 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1103 = stablehlo.multiply %1101, %1102 : tensor<12xf32>
    %1104 = "stablehlo.select"(%909, %425, %1103) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1106 = stablehlo.divide %418, %1105 : tensor<12xf32>
    %1107 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1108 = stablehlo.multiply %1106, %1107 : tensor<12xf32>
    %1109 = "stablehlo.select"(%909, %418, %1108) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1111 = stablehlo.divide %420, %1110 : tensor<12xf32>
    %1112 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1113 = stablehlo.multiply %1111, %1112 : tensor<12xf32>
    %1114 = "stablehlo.select"(%909, %420, %1113) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1116 = stablehlo.divide %397, %1115 : tensor<2x2x12x16xf32>
    %1117 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1118 = stablehlo.multiply %1116, %1117 : tensor<2x2x12x16xf32>
    %1119 = "stablehlo.select"(%909, %397, %1118) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1121 = stablehlo.divide %399, %1120 : tensor<16xf32>
    %1122 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1123 = stablehlo.multiply %1121, %1122 : tensor<16xf32>
    %1124 = "stablehlo.select"(%909, %399, %1123) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1126 = stablehlo.divide %391, %1125 : tensor<7x7x1x16xf32>
    %1127 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1128 = stablehlo.multiply %1126, %1127 : tensor<7x7x1x16xf32>
    %1129 = "stablehlo.select"(%909, %391, %1128) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1130 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1131 = stablehlo.divide %393, %1130 : tensor<16xf32>
    %1132 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1133 = stablehlo.multiply %1131, %1132 : tensor<16xf32>
    %1134 = "stablehlo.select"(%909, %393, %1133) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1135 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1136 = stablehlo.divide %386, %1135 : tensor<16xf32>
    %1137 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1138 = stablehlo.multiply %1136, %1137 : tensor<16xf32>
    %1139 = "stablehlo.select"(%909, %386, %1138) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1140 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1141 = stablehlo.divide %388, %1140 : tensor<16xf32>
    %1142 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1143 = stablehlo.multiply %1141, %1142 : tensor<16xf32>
    %1144 = "stablehlo.select"(%909, %388, %1143) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1146 = stablehlo.divide %365, %1145 : tensor<16x64xf32>
    %1147 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1148 = stablehlo.multiply %1146, %1147 : tensor<16x64xf32>
    %1149 = "stablehlo.select"(%909, %365, %1148) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1150 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1151 = stablehlo.divide %367, %1150 : tensor<64xf32>
    %1152 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1153 = stablehlo.multiply %1151, %1152 : tensor<64xf32>
    %1154 = "stablehlo.select"(%909, %367, %1153) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1156 = stablehlo.divide %351, %1155 : tensor<64x16xf32>
    %1157 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1158 = stablehlo.multiply %1156, %1157 : tensor<64x16xf32>
    %1159 = "stablehlo.select"(%909, %351, %1158) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1161 = stablehlo.divide %353, %1160 : tensor<16xf32>
    %1162 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1163 = stablehlo.multiply %1161, %1162 : tensor<16xf32>
    %1164 = "stablehlo.select"(%909, %353, %1163) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1165 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1166 = stablehlo.divide %348, %1165 : tensor<16xf32>
    %1167 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1168 = stablehlo.multiply %1166, %1167 : tensor<16xf32>
    %1169 = "stablehlo.select"(%909, %348, %1168) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1170 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1171 = stablehlo.divide %338, %1170 : tensor<16xf32>
    %1172 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1173 = stablehlo.multiply %1171, %1172 : tensor<16xf32>
    %1174 = "stablehlo.select"(%909, %338, %1173) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1175 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1176 = stablehlo.divide %340, %1175 : tensor<16xf32>
    %1177 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1178 = stablehlo.multiply %1176, %1177 : tensor<16xf32>
    %1179 = "stablehlo.select"(%909, %340, %1178) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1181 = stablehlo.divide %317, %1180 : tensor<16x10xf32>
    %1182 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1183 = stablehlo.multiply %1181, %1182 : tensor<16x10xf32>
    %1184 = "stablehlo.select"(%909, %317, %1183) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1185 = "stablehlo.broadcast_in_dim"(%907) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1186 = stablehlo.divide %319, %1185 : tensor<10xf32>
    %1187 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1188 = stablehlo.multiply %1186, %1187 : tensor<10xf32>
    %1189 = "stablehlo.select"(%909, %319, %1188) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1190 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1191 = stablehlo.multiply %1190, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1192 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1193 = stablehlo.multiply %1192, %914 : tensor<4x4x3x4xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<4x4x3x4xf32>
    %1195 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1196 = stablehlo.multiply %1195, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1197 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1198 = stablehlo.multiply %914, %914 : tensor<4x4x3x4xf32>
    %1199 = stablehlo.multiply %1197, %1198 : tensor<4x4x3x4xf32>
    %1200 = stablehlo.add %1196, %1199 : tensor<4x4x3x4xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1202 = stablehlo.divide %1194, %1201 : tensor<4x4x3x4xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1204 = stablehlo.divide %1200, %1203 : tensor<4x4x3x4xf32>
    %1205 = stablehlo.sqrt %1204 : tensor<4x4x3x4xf32>
    %1206 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1207 = stablehlo.add %1205, %1206 : tensor<4x4x3x4xf32>
    %1208 = stablehlo.divide %1202, %1207 : tensor<4x4x3x4xf32>
    %1209 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1210 = stablehlo.multiply %1209, %m.stem.conv.b : tensor<4xf32>
    %1211 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1212 = stablehlo.multiply %1211, %919 : tensor<4xf32>
    %1213 = stablehlo.add %1210, %1212 : tensor<4xf32>
    %1214 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1215 = stablehlo.multiply %1214, %v.stem.conv.b : tensor<4xf32>
    %1216 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1217 = stablehlo.multiply %919, %919 : tensor<4xf32>
    %1218 = stablehlo.multiply %1216, %1217 : tensor<4xf32>
    %1219 = stablehlo.add %1215, %1218 : tensor<4xf32>
    %1220 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1221 = stablehlo.divide %1213, %1220 : tensor<4xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1223 = stablehlo.divide %1219, %1222 : tensor<4xf32>
    %1224 = stablehlo.sqrt %1223 : tensor<4xf32>
    %1225 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1226 = stablehlo.add %1224, %1225 : tensor<4xf32>
    %1227 = stablehlo.divide %1221, %1226 : tensor<4xf32>
    %1228 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1229 = stablehlo.multiply %1228, %m.stem.norm.g : tensor<4xf32>
    %1230 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1231 = stablehlo.multiply %1230, %924 : tensor<4xf32>
    %1232 = stablehlo.add %1229, %1231 : tensor<4xf32>
    %1233 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1234 = stablehlo.multiply %1233, %v.stem.norm.g : tensor<4xf32>
    %1235 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1236 = stablehlo.multiply %924, %924 : tensor<4xf32>
    %1237 = stablehlo.multiply %1235, %1236 : tensor<4xf32>
    %1238 = stablehlo.add %1234, %1237 : tensor<4xf32>
    %1239 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1240 = stablehlo.divide %1232, %1239 : tensor<4xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1242 = stablehlo.divide %1238, %1241 : tensor<4xf32>
    %1243 = stablehlo.sqrt %1242 : tensor<4xf32>
    %1244 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1245 = stablehlo.add %1243, %1244 : tensor<4xf32>
    %1246 = stablehlo.divide %1240, %1245 : tensor<4xf32>
    %1247 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1248 = stablehlo.multiply %1247, %m.stem.norm.b : tensor<4xf32>
    %1249 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1250 = stablehlo.multiply %1249, %929 : tensor<4xf32>
    %1251 = stablehlo.add %1248, %1250 : tensor<4xf32>
    %1252 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1253 = stablehlo.multiply %1252, %v.stem.norm.b : tensor<4xf32>
    %1254 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1255 = stablehlo.multiply %929, %929 : tensor<4xf32>
    %1256 = stablehlo.multiply %1254, %1255 : tensor<4xf32>
    %1257 = stablehlo.add %1253, %1256 : tensor<4xf32>
    %1258 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1259 = stablehlo.divide %1251, %1258 : tensor<4xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1261 = stablehlo.divide %1257, %1260 : tensor<4xf32>
    %1262 = stablehlo.sqrt %1261 : tensor<4xf32>
    %1263 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1264 = stablehlo.add %1262, %1263 : tensor<4xf32>
    %1265 = stablehlo.divide %1259, %1264 : tensor<4xf32>
    %1266 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1267 = stablehlo.multiply %1266, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1268 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1269 = stablehlo.multiply %1268, %934 : tensor<7x7x1x4xf32>
    %1270 = stablehlo.add %1267, %1269 : tensor<7x7x1x4xf32>
    %1271 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1272 = stablehlo.multiply %1271, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1273 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1274 = stablehlo.multiply %934, %934 : tensor<7x7x1x4xf32>
    %1275 = stablehlo.multiply %1273, %1274 : tensor<7x7x1x4xf32>
    %1276 = stablehlo.add %1272, %1275 : tensor<7x7x1x4xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1278 = stablehlo.divide %1270, %1277 : tensor<7x7x1x4xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1280 = stablehlo.divide %1276, %1279 : tensor<7x7x1x4xf32>
    %1281 = stablehlo.sqrt %1280 : tensor<7x7x1x4xf32>
    %1282 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1283 = stablehlo.add %1281, %1282 : tensor<7x7x1x4xf32>
    %1284 = stablehlo.divide %1278, %1283 : tensor<7x7x1x4xf32>
    %1285 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1286 = stablehlo.multiply %1285, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1287 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1288 = stablehlo.multiply %1287, %939 : tensor<4xf32>
    %1289 = stablehlo.add %1286, %1288 : tensor<4xf32>
    %1290 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1291 = stablehlo.multiply %1290, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1292 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1293 = stablehlo.multiply %939, %939 : tensor<4xf32>
    %1294 = stablehlo.multiply %1292, %1293 : tensor<4xf32>
    %1295 = stablehlo.add %1291, %1294 : tensor<4xf32>
    %1296 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1297 = stablehlo.divide %1289, %1296 : tensor<4xf32>
    %1298 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1299 = stablehlo.divide %1295, %1298 : tensor<4xf32>
    %1300 = stablehlo.sqrt %1299 : tensor<4xf32>
    %1301 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1302 = stablehlo.add %1300, %1301 : tensor<4xf32>
    %1303 = stablehlo.divide %1297, %1302 : tensor<4xf32>
    %1304 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1305 = stablehlo.multiply %1304, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1306 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1307 = stablehlo.multiply %1306, %944 : tensor<4xf32>
    %1308 = stablehlo.add %1305, %1307 : tensor<4xf32>
    %1309 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1310 = stablehlo.multiply %1309, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1311 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1312 = stablehlo.multiply %944, %944 : tensor<4xf32>
    %1313 = stablehlo.multiply %1311, %1312 : tensor<4xf32>
    %1314 = stablehlo.add %1310, %1313 : tensor<4xf32>
    %1315 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1316 = stablehlo.divide %1308, %1315 : tensor<4xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1318 = stablehlo.divide %1314, %1317 : tensor<4xf32>
    %1319 = stablehlo.sqrt %1318 : tensor<4xf32>
    %1320 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1321 = stablehlo.add %1319, %1320 : tensor<4xf32>
    %1322 = stablehlo.divide %1316, %1321 : tensor<4xf32>
    %1323 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1324 = stablehlo.multiply %1323, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1325 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1326 = stablehlo.multiply %1325, %949 : tensor<4xf32>
    %1327 = stablehlo.add %1324, %1326 : tensor<4xf32>
    %1328 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1329 = stablehlo.multiply %1328, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1330 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1331 = stablehlo.multiply %949, %949 : tensor<4xf32>
    %1332 = stablehlo.multiply %1330, %1331 : tensor<4xf32>
    %1333 = stablehlo.add %1329, %1332 : tensor<4xf32>
    %1334 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1335 = stablehlo.divide %1327, %1334 : tensor<4xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1337 = stablehlo.divide %1333, %1336 : tensor<4xf32>
    %1338 = stablehlo.sqrt %1337 : tensor<4xf32>
    %1339 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1340 = stablehlo.add %1338, %1339 : tensor<4xf32>
    %1341 = stablehlo.divide %1335, %1340 : tensor<4xf32>
    %1342 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1343 = stablehlo.multiply %1342, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1344 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1345 = stablehlo.multiply %1344, %954 : tensor<4x16xf32>
    %1346 = stablehlo.add %1343, %1345 : tensor<4x16xf32>
    %1347 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1348 = stablehlo.multiply %1347, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1349 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1350 = stablehlo.multiply %954, %954 : tensor<4x16xf32>
    %1351 = stablehlo.multiply %1349, %1350 : tensor<4x16xf32>
    %1352 = stablehlo.add %1348, %1351 : tensor<4x16xf32>
    %1353 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1354 = stablehlo.divide %1346, %1353 : tensor<4x16xf32>
    %1355 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1356 = stablehlo.divide %1352, %1355 : tensor<4x16xf32>
    %1357 = stablehlo.sqrt %1356 : tensor<4x16xf32>
    %1358 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1359 = stablehlo.add %1357, %1358 : tensor<4x16xf32>
    %1360 = stablehlo.divide %1354, %1359 : tensor<4x16xf32>
    %1361 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1362 = stablehlo.multiply %1361, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1363 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1364 = stablehlo.multiply %1363, %959 : tensor<16xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<16xf32>
    %1366 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1367 = stablehlo.multiply %1366, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1368 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1369 = stablehlo.multiply %959, %959 : tensor<16xf32>
    %1370 = stablehlo.multiply %1368, %1369 : tensor<16xf32>
    %1371 = stablehlo.add %1367, %1370 : tensor<16xf32>
    %1372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1373 = stablehlo.divide %1365, %1372 : tensor<16xf32>
    %1374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1375 = stablehlo.divide %1371, %1374 : tensor<16xf32>
    %1376 = stablehlo.sqrt %1375 : tensor<16xf32>
    %1377 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1378 = stablehlo.add %1376, %1377 : tensor<16xf32>
    %1379 = stablehlo.divide %1373, %1378 : tensor<16xf32>
    %1380 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1381 = stablehlo.multiply %1380, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1382 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1383 = stablehlo.multiply %1382, %964 : tensor<16x4xf32>
    %1384 = stablehlo.add %1381, %1383 : tensor<16x4xf32>
    %1385 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1386 = stablehlo.multiply %1385, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1387 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1388 = stablehlo.multiply %964, %964 : tensor<16x4xf32>
    %1389 = stablehlo.multiply %1387, %1388 : tensor<16x4xf32>
    %1390 = stablehlo.add %1386, %1389 : tensor<16x4xf32>
    %1391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1392 = stablehlo.divide %1384, %1391 : tensor<16x4xf32>
    %1393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1394 = stablehlo.divide %1390, %1393 : tensor<16x4xf32>
    %1395 = stablehlo.sqrt %1394 : tensor<16x4xf32>
    %1396 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1397 = stablehlo.add %1395, %1396 : tensor<16x4xf32>
    %1398 = stablehlo.divide %1392, %1397 : tensor<16x4xf32>
    %1399 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1400 = stablehlo.multiply %1399, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1401 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1402 = stablehlo.multiply %1401, %969 : tensor<4xf32>
    %1403 = stablehlo.add %1400, %1402 : tensor<4xf32>
    %1404 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1405 = stablehlo.multiply %1404, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1406 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1407 = stablehlo.multiply %969, %969 : tensor<4xf32>
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
    %1419 = stablehlo.multiply %1418, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1420 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1421 = stablehlo.multiply %1420, %974 : tensor<4xf32>
    %1422 = stablehlo.add %1419, %1421 : tensor<4xf32>
    %1423 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1424 = stablehlo.multiply %1423, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1425 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1426 = stablehlo.multiply %974, %974 : tensor<4xf32>
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
    %1437 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1438 = stablehlo.multiply %1437, %m.stages.1.down.norm.g : tensor<4xf32>
    %1439 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1440 = stablehlo.multiply %1439, %979 : tensor<4xf32>
    %1441 = stablehlo.add %1438, %1440 : tensor<4xf32>
    %1442 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1443 = stablehlo.multiply %1442, %v.stages.1.down.norm.g : tensor<4xf32>
    %1444 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1445 = stablehlo.multiply %979, %979 : tensor<4xf32>
    %1446 = stablehlo.multiply %1444, %1445 : tensor<4xf32>
    %1447 = stablehlo.add %1443, %1446 : tensor<4xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1449 = stablehlo.divide %1441, %1448 : tensor<4xf32>
    %1450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1451 = stablehlo.divide %1447, %1450 : tensor<4xf32>
    %1452 = stablehlo.sqrt %1451 : tensor<4xf32>
    %1453 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1454 = stablehlo.add %1452, %1453 : tensor<4xf32>
    %1455 = stablehlo.divide %1449, %1454 : tensor<4xf32>
    %1456 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1457 = stablehlo.multiply %1456, %m.stages.1.down.norm.b : tensor<4xf32>
    %1458 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1459 = stablehlo.multiply %1458, %984 : tensor<4xf32>
    %1460 = stablehlo.add %1457, %1459 : tensor<4xf32>
    %1461 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1462 = stablehlo.multiply %1461, %v.stages.1.down.norm.b : tensor<4xf32>
    %1463 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1464 = stablehlo.multiply %984, %984 : tensor<4xf32>
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
    %1475 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1476 = stablehlo.multiply %1475, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1477 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1478 = stablehlo.multiply %1477, %989 : tensor<2x2x4x8xf32>
    %1479 = stablehlo.add %1476, %1478 : tensor<2x2x4x8xf32>
    %1480 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1481 = stablehlo.multiply %1480, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1482 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1483 = stablehlo.multiply %989, %989 : tensor<2x2x4x8xf32>
    %1484 = stablehlo.multiply %1482, %1483 : tensor<2x2x4x8xf32>
    %1485 = stablehlo.add %1481, %1484 : tensor<2x2x4x8xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1487 = stablehlo.divide %1479, %1486 : tensor<2x2x4x8xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1489 = stablehlo.divide %1485, %1488 : tensor<2x2x4x8xf32>
    %1490 = stablehlo.sqrt %1489 : tensor<2x2x4x8xf32>
    %1491 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1492 = stablehlo.add %1490, %1491 : tensor<2x2x4x8xf32>
    %1493 = stablehlo.divide %1487, %1492 : tensor<2x2x4x8xf32>
    %1494 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1495 = stablehlo.multiply %1494, %m.stages.1.down.conv.b : tensor<8xf32>
    %1496 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1497 = stablehlo.multiply %1496, %994 : tensor<8xf32>
    %1498 = stablehlo.add %1495, %1497 : tensor<8xf32>
    %1499 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1500 = stablehlo.multiply %1499, %v.stages.1.down.conv.b : tensor<8xf32>
    %1501 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1502 = stablehlo.multiply %994, %994 : tensor<8xf32>
    %1503 = stablehlo.multiply %1501, %1502 : tensor<8xf32>
    %1504 = stablehlo.add %1500, %1503 : tensor<8xf32>
    %1505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1506 = stablehlo.divide %1498, %1505 : tensor<8xf32>
    %1507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1508 = stablehlo.divide %1504, %1507 : tensor<8xf32>
    %1509 = stablehlo.sqrt %1508 : tensor<8xf32>
    %1510 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1511 = stablehlo.add %1509, %1510 : tensor<8xf32>
    %1512 = stablehlo.divide %1506, %1511 : tensor<8xf32>
    %1513 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1514 = stablehlo.multiply %1513, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1515 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1516 = stablehlo.multiply %1515, %999 : tensor<7x7x1x8xf32>
    %1517 = stablehlo.add %1514, %1516 : tensor<7x7x1x8xf32>
    %1518 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1519 = stablehlo.multiply %1518, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1520 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1521 = stablehlo.multiply %999, %999 : tensor<7x7x1x8xf32>
    %1522 = stablehlo.multiply %1520, %1521 : tensor<7x7x1x8xf32>
    %1523 = stablehlo.add %1519, %1522 : tensor<7x7x1x8xf32>
    %1524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1525 = stablehlo.divide %1517, %1524 : tensor<7x7x1x8xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1527 = stablehlo.divide %1523, %1526 : tensor<7x7x1x8xf32>
    %1528 = stablehlo.sqrt %1527 : tensor<7x7x1x8xf32>
    %1529 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1530 = stablehlo.add %1528, %1529 : tensor<7x7x1x8xf32>
    %1531 = stablehlo.divide %1525, %1530 : tensor<7x7x1x8xf32>
    %1532 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1533 = stablehlo.multiply %1532, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1534 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1535 = stablehlo.multiply %1534, %1004 : tensor<8xf32>
    %1536 = stablehlo.add %1533, %1535 : tensor<8xf32>
    %1537 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1538 = stablehlo.multiply %1537, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1539 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1540 = stablehlo.multiply %1004, %1004 : tensor<8xf32>
    %1541 = stablehlo.multiply %1539, %1540 : tensor<8xf32>
    %1542 = stablehlo.add %1538, %1541 : tensor<8xf32>
    %1543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1544 = stablehlo.divide %1536, %1543 : tensor<8xf32>
    %1545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1546 = stablehlo.divide %1542, %1545 : tensor<8xf32>
    %1547 = stablehlo.sqrt %1546 : tensor<8xf32>
    %1548 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1549 = stablehlo.add %1547, %1548 : tensor<8xf32>
    %1550 = stablehlo.divide %1544, %1549 : tensor<8xf32>
    %1551 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1552 = stablehlo.multiply %1551, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1553 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1554 = stablehlo.multiply %1553, %1009 : tensor<8xf32>
    %1555 = stablehlo.add %1552, %1554 : tensor<8xf32>
    %1556 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1557 = stablehlo.multiply %1556, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1558 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1559 = stablehlo.multiply %1009, %1009 : tensor<8xf32>
    %1560 = stablehlo.multiply %1558, %1559 : tensor<8xf32>
    %1561 = stablehlo.add %1557, %1560 : tensor<8xf32>
    %1562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1563 = stablehlo.divide %1555, %1562 : tensor<8xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1565 = stablehlo.divide %1561, %1564 : tensor<8xf32>
    %1566 = stablehlo.sqrt %1565 : tensor<8xf32>
    %1567 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1568 = stablehlo.add %1566, %1567 : tensor<8xf32>
    %1569 = stablehlo.divide %1563, %1568 : tensor<8xf32>
    %1570 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1571 = stablehlo.multiply %1570, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1572 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1573 = stablehlo.multiply %1572, %1014 : tensor<8xf32>
    %1574 = stablehlo.add %1571, %1573 : tensor<8xf32>
    %1575 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1576 = stablehlo.multiply %1575, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1577 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1578 = stablehlo.multiply %1014, %1014 : tensor<8xf32>
    %1579 = stablehlo.multiply %1577, %1578 : tensor<8xf32>
    %1580 = stablehlo.add %1576, %1579 : tensor<8xf32>
    %1581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1582 = stablehlo.divide %1574, %1581 : tensor<8xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1584 = stablehlo.divide %1580, %1583 : tensor<8xf32>
    %1585 = stablehlo.sqrt %1584 : tensor<8xf32>
    %1586 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1587 = stablehlo.add %1585, %1586 : tensor<8xf32>
    %1588 = stablehlo.divide %1582, %1587 : tensor<8xf32>
    %1589 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1590 = stablehlo.multiply %1589, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1591 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1592 = stablehlo.multiply %1591, %1019 : tensor<8x32xf32>
    %1593 = stablehlo.add %1590, %1592 : tensor<8x32xf32>
    %1594 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1595 = stablehlo.multiply %1594, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1596 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1597 = stablehlo.multiply %1019, %1019 : tensor<8x32xf32>
    %1598 = stablehlo.multiply %1596, %1597 : tensor<8x32xf32>
    %1599 = stablehlo.add %1595, %1598 : tensor<8x32xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1601 = stablehlo.divide %1593, %1600 : tensor<8x32xf32>
    %1602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1603 = stablehlo.divide %1599, %1602 : tensor<8x32xf32>
    %1604 = stablehlo.sqrt %1603 : tensor<8x32xf32>
    %1605 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1606 = stablehlo.add %1604, %1605 : tensor<8x32xf32>
    %1607 = stablehlo.divide %1601, %1606 : tensor<8x32xf32>
    %1608 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1609 = stablehlo.multiply %1608, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1610 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1611 = stablehlo.multiply %1610, %1024 : tensor<32xf32>
    %1612 = stablehlo.add %1609, %1611 : tensor<32xf32>
    %1613 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1614 = stablehlo.multiply %1613, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1615 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1616 = stablehlo.multiply %1024, %1024 : tensor<32xf32>
    %1617 = stablehlo.multiply %1615, %1616 : tensor<32xf32>
    %1618 = stablehlo.add %1614, %1617 : tensor<32xf32>
    %1619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1620 = stablehlo.divide %1612, %1619 : tensor<32xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1622 = stablehlo.divide %1618, %1621 : tensor<32xf32>
    %1623 = stablehlo.sqrt %1622 : tensor<32xf32>
    %1624 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1625 = stablehlo.add %1623, %1624 : tensor<32xf32>
    %1626 = stablehlo.divide %1620, %1625 : tensor<32xf32>
    %1627 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1628 = stablehlo.multiply %1627, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1629 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1630 = stablehlo.multiply %1629, %1029 : tensor<32x8xf32>
    %1631 = stablehlo.add %1628, %1630 : tensor<32x8xf32>
    %1632 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1633 = stablehlo.multiply %1632, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1634 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1635 = stablehlo.multiply %1029, %1029 : tensor<32x8xf32>
    %1636 = stablehlo.multiply %1634, %1635 : tensor<32x8xf32>
    %1637 = stablehlo.add %1633, %1636 : tensor<32x8xf32>
    %1638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1639 = stablehlo.divide %1631, %1638 : tensor<32x8xf32>
    %1640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1641 = stablehlo.divide %1637, %1640 : tensor<32x8xf32>
    %1642 = stablehlo.sqrt %1641 : tensor<32x8xf32>
    %1643 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1644 = stablehlo.add %1642, %1643 : tensor<32x8xf32>
    %1645 = stablehlo.divide %1639, %1644 : tensor<32x8xf32>
    %1646 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1647 = stablehlo.multiply %1646, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1648 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1649 = stablehlo.multiply %1648, %1034 : tensor<8xf32>
    %1650 = stablehlo.add %1647, %1649 : tensor<8xf32>
    %1651 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1652 = stablehlo.multiply %1651, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1653 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1654 = stablehlo.multiply %1034, %1034 : tensor<8xf32>
    %1655 = stablehlo.multiply %1653, %1654 : tensor<8xf32>
    %1656 = stablehlo.add %1652, %1655 : tensor<8xf32>
    %1657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1658 = stablehlo.divide %1650, %1657 : tensor<8xf32>
    %1659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1660 = stablehlo.divide %1656, %1659 : tensor<8xf32>
    %1661 = stablehlo.sqrt %1660 : tensor<8xf32>
    %1662 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1663 = stablehlo.add %1661, %1662 : tensor<8xf32>
    %1664 = stablehlo.divide %1658, %1663 : tensor<8xf32>
    %1665 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1666 = stablehlo.multiply %1665, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1667 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1668 = stablehlo.multiply %1667, %1039 : tensor<8xf32>
    %1669 = stablehlo.add %1666, %1668 : tensor<8xf32>
    %1670 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1671 = stablehlo.multiply %1670, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1672 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1673 = stablehlo.multiply %1039, %1039 : tensor<8xf32>
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
    %1684 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1685 = stablehlo.multiply %1684, %m.stages.2.down.norm.g : tensor<8xf32>
    %1686 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1687 = stablehlo.multiply %1686, %1044 : tensor<8xf32>
    %1688 = stablehlo.add %1685, %1687 : tensor<8xf32>
    %1689 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1690 = stablehlo.multiply %1689, %v.stages.2.down.norm.g : tensor<8xf32>
    %1691 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1692 = stablehlo.multiply %1044, %1044 : tensor<8xf32>
    %1693 = stablehlo.multiply %1691, %1692 : tensor<8xf32>
    %1694 = stablehlo.add %1690, %1693 : tensor<8xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1696 = stablehlo.divide %1688, %1695 : tensor<8xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1698 = stablehlo.divide %1694, %1697 : tensor<8xf32>
    %1699 = stablehlo.sqrt %1698 : tensor<8xf32>
    %1700 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1701 = stablehlo.add %1699, %1700 : tensor<8xf32>
    %1702 = stablehlo.divide %1696, %1701 : tensor<8xf32>
    %1703 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1704 = stablehlo.multiply %1703, %m.stages.2.down.norm.b : tensor<8xf32>
    %1705 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1706 = stablehlo.multiply %1705, %1049 : tensor<8xf32>
    %1707 = stablehlo.add %1704, %1706 : tensor<8xf32>
    %1708 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1709 = stablehlo.multiply %1708, %v.stages.2.down.norm.b : tensor<8xf32>
    %1710 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1711 = stablehlo.multiply %1049, %1049 : tensor<8xf32>
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
    %1722 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1723 = stablehlo.multiply %1722, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1724 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1725 = stablehlo.multiply %1724, %1054 : tensor<2x2x8x12xf32>
    %1726 = stablehlo.add %1723, %1725 : tensor<2x2x8x12xf32>
    %1727 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1728 = stablehlo.multiply %1727, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1729 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1730 = stablehlo.multiply %1054, %1054 : tensor<2x2x8x12xf32>
    %1731 = stablehlo.multiply %1729, %1730 : tensor<2x2x8x12xf32>
    %1732 = stablehlo.add %1728, %1731 : tensor<2x2x8x12xf32>
    %1733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1734 = stablehlo.divide %1726, %1733 : tensor<2x2x8x12xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1736 = stablehlo.divide %1732, %1735 : tensor<2x2x8x12xf32>
    %1737 = stablehlo.sqrt %1736 : tensor<2x2x8x12xf32>
    %1738 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1739 = stablehlo.add %1737, %1738 : tensor<2x2x8x12xf32>
    %1740 = stablehlo.divide %1734, %1739 : tensor<2x2x8x12xf32>
    %1741 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1742 = stablehlo.multiply %1741, %m.stages.2.down.conv.b : tensor<12xf32>
    %1743 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1744 = stablehlo.multiply %1743, %1059 : tensor<12xf32>
    %1745 = stablehlo.add %1742, %1744 : tensor<12xf32>
    %1746 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1747 = stablehlo.multiply %1746, %v.stages.2.down.conv.b : tensor<12xf32>
    %1748 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1749 = stablehlo.multiply %1059, %1059 : tensor<12xf32>
    %1750 = stablehlo.multiply %1748, %1749 : tensor<12xf32>
    %1751 = stablehlo.add %1747, %1750 : tensor<12xf32>
    %1752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1753 = stablehlo.divide %1745, %1752 : tensor<12xf32>
    %1754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1755 = stablehlo.divide %1751, %1754 : tensor<12xf32>
    %1756 = stablehlo.sqrt %1755 : tensor<12xf32>
    %1757 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1758 = stablehlo.add %1756, %1757 : tensor<12xf32>
    %1759 = stablehlo.divide %1753, %1758 : tensor<12xf32>
    %1760 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1761 = stablehlo.multiply %1760, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1762 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1763 = stablehlo.multiply %1762, %1064 : tensor<7x7x1x12xf32>
    %1764 = stablehlo.add %1761, %1763 : tensor<7x7x1x12xf32>
    %1765 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1766 = stablehlo.multiply %1765, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1767 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1768 = stablehlo.multiply %1064, %1064 : tensor<7x7x1x12xf32>
    %1769 = stablehlo.multiply %1767, %1768 : tensor<7x7x1x12xf32>
    %1770 = stablehlo.add %1766, %1769 : tensor<7x7x1x12xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1772 = stablehlo.divide %1764, %1771 : tensor<7x7x1x12xf32>
    %1773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1774 = stablehlo.divide %1770, %1773 : tensor<7x7x1x12xf32>
    %1775 = stablehlo.sqrt %1774 : tensor<7x7x1x12xf32>
    %1776 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1777 = stablehlo.add %1775, %1776 : tensor<7x7x1x12xf32>
    %1778 = stablehlo.divide %1772, %1777 : tensor<7x7x1x12xf32>
    %1779 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1780 = stablehlo.multiply %1779, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1781 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1782 = stablehlo.multiply %1781, %1069 : tensor<12xf32>
    %1783 = stablehlo.add %1780, %1782 : tensor<12xf32>
    %1784 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1785 = stablehlo.multiply %1784, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1786 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1787 = stablehlo.multiply %1069, %1069 : tensor<12xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<12xf32>
    %1789 = stablehlo.add %1785, %1788 : tensor<12xf32>
    %1790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1791 = stablehlo.divide %1783, %1790 : tensor<12xf32>
    %1792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1793 = stablehlo.divide %1789, %1792 : tensor<12xf32>
    %1794 = stablehlo.sqrt %1793 : tensor<12xf32>
    %1795 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1796 = stablehlo.add %1794, %1795 : tensor<12xf32>
    %1797 = stablehlo.divide %1791, %1796 : tensor<12xf32>
    %1798 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1799 = stablehlo.multiply %1798, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1800 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1801 = stablehlo.multiply %1800, %1074 : tensor<12xf32>
    %1802 = stablehlo.add %1799, %1801 : tensor<12xf32>
    %1803 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1804 = stablehlo.multiply %1803, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1805 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1806 = stablehlo.multiply %1074, %1074 : tensor<12xf32>
    %1807 = stablehlo.multiply %1805, %1806 : tensor<12xf32>
    %1808 = stablehlo.add %1804, %1807 : tensor<12xf32>
    %1809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1810 = stablehlo.divide %1802, %1809 : tensor<12xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1812 = stablehlo.divide %1808, %1811 : tensor<12xf32>
    %1813 = stablehlo.sqrt %1812 : tensor<12xf32>
    %1814 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1815 = stablehlo.add %1813, %1814 : tensor<12xf32>
    %1816 = stablehlo.divide %1810, %1815 : tensor<12xf32>
    %1817 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1818 = stablehlo.multiply %1817, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1819 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1820 = stablehlo.multiply %1819, %1079 : tensor<12xf32>
    %1821 = stablehlo.add %1818, %1820 : tensor<12xf32>
    %1822 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1823 = stablehlo.multiply %1822, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1824 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1825 = stablehlo.multiply %1079, %1079 : tensor<12xf32>
    %1826 = stablehlo.multiply %1824, %1825 : tensor<12xf32>
    %1827 = stablehlo.add %1823, %1826 : tensor<12xf32>
    %1828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1829 = stablehlo.divide %1821, %1828 : tensor<12xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1831 = stablehlo.divide %1827, %1830 : tensor<12xf32>
    %1832 = stablehlo.sqrt %1831 : tensor<12xf32>
    %1833 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1834 = stablehlo.add %1832, %1833 : tensor<12xf32>
    %1835 = stablehlo.divide %1829, %1834 : tensor<12xf32>
    %1836 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %1837 = stablehlo.multiply %1836, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1838 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %1839 = stablehlo.multiply %1838, %1084 : tensor<12x48xf32>
    %1840 = stablehlo.add %1837, %1839 : tensor<12x48xf32>
    %1841 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %1842 = stablehlo.multiply %1841, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1843 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %1844 = stablehlo.multiply %1084, %1084 : tensor<12x48xf32>
    %1845 = stablehlo.multiply %1843, %1844 : tensor<12x48xf32>
    %1846 = stablehlo.add %1842, %1845 : tensor<12x48xf32>
    %1847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1848 = stablehlo.divide %1840, %1847 : tensor<12x48xf32>
    %1849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1850 = stablehlo.divide %1846, %1849 : tensor<12x48xf32>
    %1851 = stablehlo.sqrt %1850 : tensor<12x48xf32>
    %1852 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %1853 = stablehlo.add %1851, %1852 : tensor<12x48xf32>
    %1854 = stablehlo.divide %1848, %1853 : tensor<12x48xf32>
    %1855 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %1856 = stablehlo.multiply %1855, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1857 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %1858 = stablehlo.multiply %1857, %1089 : tensor<48xf32>
    %1859 = stablehlo.add %1856, %1858 : tensor<48xf32>
    %1860 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %1861 = stablehlo.multiply %1860, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1862 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %1863 = stablehlo.multiply %1089, %1089 : tensor<48xf32>
    %1864 = stablehlo.multiply %1862, %1863 : tensor<48xf32>
    %1865 = stablehlo.add %1861, %1864 : tensor<48xf32>
    %1866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1867 = stablehlo.divide %1859, %1866 : tensor<48xf32>
    %1868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1869 = stablehlo.divide %1865, %1868 : tensor<48xf32>
    %1870 = stablehlo.sqrt %1869 : tensor<48xf32>
    %1871 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %1872 = stablehlo.add %1870, %1871 : tensor<48xf32>
    %1873 = stablehlo.divide %1867, %1872 : tensor<48xf32>
    %1874 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %1875 = stablehlo.multiply %1874, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1876 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %1877 = stablehlo.multiply %1876, %1094 : tensor<48x12xf32>
    %1878 = stablehlo.add %1875, %1877 : tensor<48x12xf32>
    %1879 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %1880 = stablehlo.multiply %1879, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1881 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %1882 = stablehlo.multiply %1094, %1094 : tensor<48x12xf32>
    %1883 = stablehlo.multiply %1881, %1882 : tensor<48x12xf32>
    %1884 = stablehlo.add %1880, %1883 : tensor<48x12xf32>
    %1885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1886 = stablehlo.divide %1878, %1885 : tensor<48x12xf32>
    %1887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1888 = stablehlo.divide %1884, %1887 : tensor<48x12xf32>
    %1889 = stablehlo.sqrt %1888 : tensor<48x12xf32>
    %1890 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %1891 = stablehlo.add %1889, %1890 : tensor<48x12xf32>
    %1892 = stablehlo.divide %1886, %1891 : tensor<48x12xf32>
    %1893 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1894 = stablehlo.multiply %1893, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1895 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1896 = stablehlo.multiply %1895, %1099 : tensor<12xf32>
    %1897 = stablehlo.add %1894, %1896 : tensor<12xf32>
    %1898 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1899 = stablehlo.multiply %1898, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1900 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1901 = stablehlo.multiply %1099, %1099 : tensor<12xf32>
    %1902 = stablehlo.multiply %1900, %1901 : tensor<12xf32>
    %1903 = stablehlo.add %1899, %1902 : tensor<12xf32>
    %1904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1905 = stablehlo.divide %1897, %1904 : tensor<12xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1907 = stablehlo.divide %1903, %1906 : tensor<12xf32>
    %1908 = stablehlo.sqrt %1907 : tensor<12xf32>
    %1909 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1910 = stablehlo.add %1908, %1909 : tensor<12xf32>
    %1911 = stablehlo.divide %1905, %1910 : tensor<12xf32>
    %1912 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1913 = stablehlo.multiply %1912, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %1914 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1915 = stablehlo.multiply %1914, %1104 : tensor<12xf32>
    %1916 = stablehlo.add %1913, %1915 : tensor<12xf32>
    %1917 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1918 = stablehlo.multiply %1917, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %1919 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1920 = stablehlo.multiply %1104, %1104 : tensor<12xf32>
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
    %1931 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1932 = stablehlo.multiply %1931, %m.stages.3.down.norm.g : tensor<12xf32>
    %1933 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1934 = stablehlo.multiply %1933, %1109 : tensor<12xf32>
    %1935 = stablehlo.add %1932, %1934 : tensor<12xf32>
    %1936 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1937 = stablehlo.multiply %1936, %v.stages.3.down.norm.g : tensor<12xf32>
    %1938 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1939 = stablehlo.multiply %1109, %1109 : tensor<12xf32>
    %1940 = stablehlo.multiply %1938, %1939 : tensor<12xf32>
    %1941 = stablehlo.add %1937, %1940 : tensor<12xf32>
    %1942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1943 = stablehlo.divide %1935, %1942 : tensor<12xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1945 = stablehlo.divide %1941, %1944 : tensor<12xf32>
    %1946 = stablehlo.sqrt %1945 : tensor<12xf32>
    %1947 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1948 = stablehlo.add %1946, %1947 : tensor<12xf32>
    %1949 = stablehlo.divide %1943, %1948 : tensor<12xf32>
    %1950 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1951 = stablehlo.multiply %1950, %m.stages.3.down.norm.b : tensor<12xf32>
    %1952 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1953 = stablehlo.multiply %1952, %1114 : tensor<12xf32>
    %1954 = stablehlo.add %1951, %1953 : tensor<12xf32>
    %1955 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1956 = stablehlo.multiply %1955, %v.stages.3.down.norm.b : tensor<12xf32>
    %1957 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1958 = stablehlo.multiply %1114, %1114 : tensor<12xf32>
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
    %1969 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %1970 = stablehlo.multiply %1969, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1971 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %1972 = stablehlo.multiply %1971, %1119 : tensor<2x2x12x16xf32>
    %1973 = stablehlo.add %1970, %1972 : tensor<2x2x12x16xf32>
    %1974 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %1975 = stablehlo.multiply %1974, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1976 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %1977 = stablehlo.multiply %1119, %1119 : tensor<2x2x12x16xf32>
    %1978 = stablehlo.multiply %1976, %1977 : tensor<2x2x12x16xf32>
    %1979 = stablehlo.add %1975, %1978 : tensor<2x2x12x16xf32>
    %1980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1981 = stablehlo.divide %1973, %1980 : tensor<2x2x12x16xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1983 = stablehlo.divide %1979, %1982 : tensor<2x2x12x16xf32>
    %1984 = stablehlo.sqrt %1983 : tensor<2x2x12x16xf32>
    %1985 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %1986 = stablehlo.add %1984, %1985 : tensor<2x2x12x16xf32>
    %1987 = stablehlo.divide %1981, %1986 : tensor<2x2x12x16xf32>
    %1988 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1989 = stablehlo.multiply %1988, %m.stages.3.down.conv.b : tensor<16xf32>
    %1990 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1991 = stablehlo.multiply %1990, %1124 : tensor<16xf32>
    %1992 = stablehlo.add %1989, %1991 : tensor<16xf32>
    %1993 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1994 = stablehlo.multiply %1993, %v.stages.3.down.conv.b : tensor<16xf32>
    %1995 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1996 = stablehlo.multiply %1124, %1124 : tensor<16xf32>
    %1997 = stablehlo.multiply %1995, %1996 : tensor<16xf32>
    %1998 = stablehlo.add %1994, %1997 : tensor<16xf32>
    %1999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2000 = stablehlo.divide %1992, %1999 : tensor<16xf32>
    %2001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2002 = stablehlo.divide %1998, %2001 : tensor<16xf32>
    %2003 = stablehlo.sqrt %2002 : tensor<16xf32>
    %2004 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2005 = stablehlo.add %2003, %2004 : tensor<16xf32>
    %2006 = stablehlo.divide %2000, %2005 : tensor<16xf32>
    %2007 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %2008 = stablehlo.multiply %2007, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2009 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %2010 = stablehlo.multiply %2009, %1129 : tensor<7x7x1x16xf32>
    %2011 = stablehlo.add %2008, %2010 : tensor<7x7x1x16xf32>
    %2012 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %2013 = stablehlo.multiply %2012, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2014 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %2015 = stablehlo.multiply %1129, %1129 : tensor<7x7x1x16xf32>
    %2016 = stablehlo.multiply %2014, %2015 : tensor<7x7x1x16xf32>
    %2017 = stablehlo.add %2013, %2016 : tensor<7x7x1x16xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2019 = stablehlo.divide %2011, %2018 : tensor<7x7x1x16xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2021 = stablehlo.divide %2017, %2020 : tensor<7x7x1x16xf32>
    %2022 = stablehlo.sqrt %2021 : tensor<7x7x1x16xf32>
    %2023 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %2024 = stablehlo.add %2022, %2023 : tensor<7x7x1x16xf32>
    %2025 = stablehlo.divide %2019, %2024 : tensor<7x7x1x16xf32>
    %2026 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2027 = stablehlo.multiply %2026, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2028 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2029 = stablehlo.multiply %2028, %1134 : tensor<16xf32>
    %2030 = stablehlo.add %2027, %2029 : tensor<16xf32>
    %2031 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2032 = stablehlo.multiply %2031, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %2033 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2034 = stablehlo.multiply %1134, %1134 : tensor<16xf32>
    %2035 = stablehlo.multiply %2033, %2034 : tensor<16xf32>
    %2036 = stablehlo.add %2032, %2035 : tensor<16xf32>
    %2037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2038 = stablehlo.divide %2030, %2037 : tensor<16xf32>
    %2039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2040 = stablehlo.divide %2036, %2039 : tensor<16xf32>
    %2041 = stablehlo.sqrt %2040 : tensor<16xf32>
    %2042 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2043 = stablehlo.add %2041, %2042 : tensor<16xf32>
    %2044 = stablehlo.divide %2038, %2043 : tensor<16xf32>
    %2045 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2046 = stablehlo.multiply %2045, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2047 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2048 = stablehlo.multiply %2047, %1139 : tensor<16xf32>
    %2049 = stablehlo.add %2046, %2048 : tensor<16xf32>
    %2050 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2051 = stablehlo.multiply %2050, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2052 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2053 = stablehlo.multiply %1139, %1139 : tensor<16xf32>
    %2054 = stablehlo.multiply %2052, %2053 : tensor<16xf32>
    %2055 = stablehlo.add %2051, %2054 : tensor<16xf32>
    %2056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2057 = stablehlo.divide %2049, %2056 : tensor<16xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2059 = stablehlo.divide %2055, %2058 : tensor<16xf32>
    %2060 = stablehlo.sqrt %2059 : tensor<16xf32>
    %2061 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2062 = stablehlo.add %2060, %2061 : tensor<16xf32>
    %2063 = stablehlo.divide %2057, %2062 : tensor<16xf32>
    %2064 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2065 = stablehlo.multiply %2064, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2066 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2067 = stablehlo.multiply %2066, %1144 : tensor<16xf32>
    %2068 = stablehlo.add %2065, %2067 : tensor<16xf32>
    %2069 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2070 = stablehlo.multiply %2069, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2071 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2072 = stablehlo.multiply %1144, %1144 : tensor<16xf32>
    %2073 = stablehlo.multiply %2071, %2072 : tensor<16xf32>
    %2074 = stablehlo.add %2070, %2073 : tensor<16xf32>
    %2075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2076 = stablehlo.divide %2068, %2075 : tensor<16xf32>
    %2077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2078 = stablehlo.divide %2074, %2077 : tensor<16xf32>
    %2079 = stablehlo.sqrt %2078 : tensor<16xf32>
    %2080 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2081 = stablehlo.add %2079, %2080 : tensor<16xf32>
    %2082 = stablehlo.divide %2076, %2081 : tensor<16xf32>
    %2083 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2084 = stablehlo.multiply %2083, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2085 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2086 = stablehlo.multiply %2085, %1149 : tensor<16x64xf32>
    %2087 = stablehlo.add %2084, %2086 : tensor<16x64xf32>
    %2088 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2089 = stablehlo.multiply %2088, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2090 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2091 = stablehlo.multiply %1149, %1149 : tensor<16x64xf32>
    %2092 = stablehlo.multiply %2090, %2091 : tensor<16x64xf32>
    %2093 = stablehlo.add %2089, %2092 : tensor<16x64xf32>
    %2094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2095 = stablehlo.divide %2087, %2094 : tensor<16x64xf32>
    %2096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2097 = stablehlo.divide %2093, %2096 : tensor<16x64xf32>
    %2098 = stablehlo.sqrt %2097 : tensor<16x64xf32>
    %2099 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2100 = stablehlo.add %2098, %2099 : tensor<16x64xf32>
    %2101 = stablehlo.divide %2095, %2100 : tensor<16x64xf32>
    %2102 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2103 = stablehlo.multiply %2102, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2104 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2105 = stablehlo.multiply %2104, %1154 : tensor<64xf32>
    %2106 = stablehlo.add %2103, %2105 : tensor<64xf32>
    %2107 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2108 = stablehlo.multiply %2107, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2109 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2110 = stablehlo.multiply %1154, %1154 : tensor<64xf32>
    %2111 = stablehlo.multiply %2109, %2110 : tensor<64xf32>
    %2112 = stablehlo.add %2108, %2111 : tensor<64xf32>
    %2113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2114 = stablehlo.divide %2106, %2113 : tensor<64xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2116 = stablehlo.divide %2112, %2115 : tensor<64xf32>
    %2117 = stablehlo.sqrt %2116 : tensor<64xf32>
    %2118 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2119 = stablehlo.add %2117, %2118 : tensor<64xf32>
    %2120 = stablehlo.divide %2114, %2119 : tensor<64xf32>
    %2121 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2122 = stablehlo.multiply %2121, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2123 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2124 = stablehlo.multiply %2123, %1159 : tensor<64x16xf32>
    %2125 = stablehlo.add %2122, %2124 : tensor<64x16xf32>
    %2126 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2127 = stablehlo.multiply %2126, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2128 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2129 = stablehlo.multiply %1159, %1159 : tensor<64x16xf32>
    %2130 = stablehlo.multiply %2128, %2129 : tensor<64x16xf32>
    %2131 = stablehlo.add %2127, %2130 : tensor<64x16xf32>
    %2132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2133 = stablehlo.divide %2125, %2132 : tensor<64x16xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2135 = stablehlo.divide %2131, %2134 : tensor<64x16xf32>
    %2136 = stablehlo.sqrt %2135 : tensor<64x16xf32>
    %2137 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2138 = stablehlo.add %2136, %2137 : tensor<64x16xf32>
    %2139 = stablehlo.divide %2133, %2138 : tensor<64x16xf32>
    %2140 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2141 = stablehlo.multiply %2140, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2142 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2143 = stablehlo.multiply %2142, %1164 : tensor<16xf32>
    %2144 = stablehlo.add %2141, %2143 : tensor<16xf32>
    %2145 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2146 = stablehlo.multiply %2145, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2147 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2148 = stablehlo.multiply %1164, %1164 : tensor<16xf32>
    %2149 = stablehlo.multiply %2147, %2148 : tensor<16xf32>
    %2150 = stablehlo.add %2146, %2149 : tensor<16xf32>
    %2151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2152 = stablehlo.divide %2144, %2151 : tensor<16xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2154 = stablehlo.divide %2150, %2153 : tensor<16xf32>
    %2155 = stablehlo.sqrt %2154 : tensor<16xf32>
    %2156 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2157 = stablehlo.add %2155, %2156 : tensor<16xf32>
    %2158 = stablehlo.divide %2152, %2157 : tensor<16xf32>
    %2159 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2160 = stablehlo.multiply %2159, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2161 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2162 = stablehlo.multiply %2161, %1169 : tensor<16xf32>
    %2163 = stablehlo.add %2160, %2162 : tensor<16xf32>
    %2164 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2165 = stablehlo.multiply %2164, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2166 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2167 = stablehlo.multiply %1169, %1169 : tensor<16xf32>
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
    %2178 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2179 = stablehlo.multiply %2178, %m.head.norm.g : tensor<16xf32>
    %2180 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2181 = stablehlo.multiply %2180, %1174 : tensor<16xf32>
    %2182 = stablehlo.add %2179, %2181 : tensor<16xf32>
    %2183 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2184 = stablehlo.multiply %2183, %v.head.norm.g : tensor<16xf32>
    %2185 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2186 = stablehlo.multiply %1174, %1174 : tensor<16xf32>
    %2187 = stablehlo.multiply %2185, %2186 : tensor<16xf32>
    %2188 = stablehlo.add %2184, %2187 : tensor<16xf32>
    %2189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2190 = stablehlo.divide %2182, %2189 : tensor<16xf32>
    %2191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2192 = stablehlo.divide %2188, %2191 : tensor<16xf32>
    %2193 = stablehlo.sqrt %2192 : tensor<16xf32>
    %2194 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2195 = stablehlo.add %2193, %2194 : tensor<16xf32>
    %2196 = stablehlo.divide %2190, %2195 : tensor<16xf32>
    %2197 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2198 = stablehlo.multiply %2197, %m.head.norm.b : tensor<16xf32>
    %2199 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2200 = stablehlo.multiply %2199, %1179 : tensor<16xf32>
    %2201 = stablehlo.add %2198, %2200 : tensor<16xf32>
    %2202 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2203 = stablehlo.multiply %2202, %v.head.norm.b : tensor<16xf32>
    %2204 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2205 = stablehlo.multiply %1179, %1179 : tensor<16xf32>
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
    %2216 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2217 = stablehlo.multiply %2216, %m.head.fc.w : tensor<16x10xf32>
    %2218 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2219 = stablehlo.multiply %2218, %1184 : tensor<16x10xf32>
    %2220 = stablehlo.add %2217, %2219 : tensor<16x10xf32>
    %2221 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2222 = stablehlo.multiply %2221, %v.head.fc.w : tensor<16x10xf32>
    %2223 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2224 = stablehlo.multiply %1184, %1184 : tensor<16x10xf32>
    %2225 = stablehlo.multiply %2223, %2224 : tensor<16x10xf32>
    %2226 = stablehlo.add %2222, %2225 : tensor<16x10xf32>
    %2227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2228 = stablehlo.divide %2220, %2227 : tensor<16x10xf32>
    %2229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2230 = stablehlo.divide %2226, %2229 : tensor<16x10xf32>
    %2231 = stablehlo.sqrt %2230 : tensor<16x10xf32>
    %2232 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2233 = stablehlo.add %2231, %2232 : tensor<16x10xf32>
    %2234 = stablehlo.divide %2228, %2233 : tensor<16x10xf32>
    %2235 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2236 = stablehlo.multiply %2235, %m.head.fc.b : tensor<10xf32>
    %2237 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2238 = stablehlo.multiply %2237, %1189 : tensor<10xf32>
    %2239 = stablehlo.add %2236, %2238 : tensor<10xf32>
    %2240 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2241 = stablehlo.multiply %2240, %v.head.fc.b : tensor<10xf32>
    %2242 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2243 = stablehlo.multiply %1189, %1189 : tensor<10xf32>
    %2244 = stablehlo.multiply %2242, %2243 : tensor<10xf32>
    %2245 = stablehlo.add %2241, %2244 : tensor<10xf32>
    %2246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2247 = stablehlo.divide %2239, %2246 : tensor<10xf32>
    %2248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2249 = stablehlo.divide %2245, %2248 : tensor<10xf32>
    %2250 = stablehlo.sqrt %2249 : tensor<10xf32>
    %2251 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2252 = stablehlo.add %2250, %2251 : tensor<10xf32>
    %2253 = stablehlo.divide %2247, %2252 : tensor<10xf32>
    %2254 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2255 = stablehlo.multiply %2254, %stem.conv.w : tensor<4x4x3x4xf32>
    %2256 = stablehlo.add %1208, %2255 : tensor<4x4x3x4xf32>
    %2257 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2258 = stablehlo.multiply %2257, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2259 = stablehlo.add %1284, %2258 : tensor<7x7x1x4xf32>
    %2260 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2261 = stablehlo.multiply %2260, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2262 = stablehlo.add %1360, %2261 : tensor<4x16xf32>
    %2263 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2264 = stablehlo.multiply %2263, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2265 = stablehlo.add %1398, %2264 : tensor<16x4xf32>
    %2266 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2267 = stablehlo.multiply %2266, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2268 = stablehlo.add %1493, %2267 : tensor<2x2x4x8xf32>
    %2269 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2270 = stablehlo.multiply %2269, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2271 = stablehlo.add %1531, %2270 : tensor<7x7x1x8xf32>
    %2272 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2273 = stablehlo.multiply %2272, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2274 = stablehlo.add %1607, %2273 : tensor<8x32xf32>
    %2275 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2276 = stablehlo.multiply %2275, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2277 = stablehlo.add %1645, %2276 : tensor<32x8xf32>
    %2278 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2279 = stablehlo.multiply %2278, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2280 = stablehlo.add %1740, %2279 : tensor<2x2x8x12xf32>
    %2281 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2282 = stablehlo.multiply %2281, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2283 = stablehlo.add %1778, %2282 : tensor<7x7x1x12xf32>
    %2284 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2285 = stablehlo.multiply %2284, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2286 = stablehlo.add %1854, %2285 : tensor<12x48xf32>
    %2287 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2288 = stablehlo.multiply %2287, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2289 = stablehlo.add %1892, %2288 : tensor<48x12xf32>
    %2290 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2291 = stablehlo.multiply %2290, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2292 = stablehlo.add %1987, %2291 : tensor<2x2x12x16xf32>
    %2293 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2294 = stablehlo.multiply %2293, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2295 = stablehlo.add %2025, %2294 : tensor<7x7x1x16xf32>
    %2296 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2297 = stablehlo.multiply %2296, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2298 = stablehlo.add %2101, %2297 : tensor<16x64xf32>
    %2299 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2300 = stablehlo.multiply %2299, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2301 = stablehlo.add %2139, %2300 : tensor<64x16xf32>
    %2302 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2303 = stablehlo.multiply %2302, %head.fc.w : tensor<16x10xf32>
    %2304 = stablehlo.add %2234, %2303 : tensor<16x10xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2306 = stablehlo.multiply %2305, %2256 : tensor<4x4x3x4xf32>
    %2307 = stablehlo.subtract %stem.conv.w, %2306 : tensor<4x4x3x4xf32>
    %2308 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2309 = stablehlo.multiply %2308, %1227 : tensor<4xf32>
    %2310 = stablehlo.subtract %stem.conv.b, %2309 : tensor<4xf32>
    %2311 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2312 = stablehlo.multiply %2311, %1246 : tensor<4xf32>
    %2313 = stablehlo.subtract %stem.norm.g, %2312 : tensor<4xf32>
    %2314 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2315 = stablehlo.multiply %2314, %1265 : tensor<4xf32>
    %2316 = stablehlo.subtract %stem.norm.b, %2315 : tensor<4xf32>
    %2317 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2318 = stablehlo.multiply %2317, %2259 : tensor<7x7x1x4xf32>
    %2319 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2318 : tensor<7x7x1x4xf32>
    %2320 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2321 = stablehlo.multiply %2320, %1303 : tensor<4xf32>
    %2322 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2321 : tensor<4xf32>
    %2323 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2324 = stablehlo.multiply %2323, %1322 : tensor<4xf32>
    %2325 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2324 : tensor<4xf32>
    %2326 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2327 = stablehlo.multiply %2326, %1341 : tensor<4xf32>
    %2328 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2327 : tensor<4xf32>
    %2329 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2330 = stablehlo.multiply %2329, %2262 : tensor<4x16xf32>
    %2331 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2330 : tensor<4x16xf32>
    %2332 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2333 = stablehlo.multiply %2332, %1379 : tensor<16xf32>
    %2334 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2333 : tensor<16xf32>
    %2335 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2336 = stablehlo.multiply %2335, %2265 : tensor<16x4xf32>
    %2337 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2336 : tensor<16x4xf32>
    %2338 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2339 = stablehlo.multiply %2338, %1417 : tensor<4xf32>
    %2340 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2339 : tensor<4xf32>
    %2341 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2342 = stablehlo.multiply %2341, %1436 : tensor<4xf32>
    %2343 = stablehlo.subtract %stages.0.blocks.0.gamma, %2342 : tensor<4xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2345 = stablehlo.multiply %2344, %1455 : tensor<4xf32>
    %2346 = stablehlo.subtract %stages.1.down.norm.g, %2345 : tensor<4xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2348 = stablehlo.multiply %2347, %1474 : tensor<4xf32>
    %2349 = stablehlo.subtract %stages.1.down.norm.b, %2348 : tensor<4xf32>
    %2350 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2351 = stablehlo.multiply %2350, %2268 : tensor<2x2x4x8xf32>
    %2352 = stablehlo.subtract %stages.1.down.conv.w, %2351 : tensor<2x2x4x8xf32>
    %2353 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2354 = stablehlo.multiply %2353, %1512 : tensor<8xf32>
    %2355 = stablehlo.subtract %stages.1.down.conv.b, %2354 : tensor<8xf32>
    %2356 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2357 = stablehlo.multiply %2356, %2271 : tensor<7x7x1x8xf32>
    %2358 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2357 : tensor<7x7x1x8xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2360 = stablehlo.multiply %2359, %1550 : tensor<8xf32>
    %2361 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2360 : tensor<8xf32>
    %2362 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2363 = stablehlo.multiply %2362, %1569 : tensor<8xf32>
    %2364 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2363 : tensor<8xf32>
    %2365 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2366 = stablehlo.multiply %2365, %1588 : tensor<8xf32>
    %2367 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2366 : tensor<8xf32>
    %2368 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2369 = stablehlo.multiply %2368, %2274 : tensor<8x32xf32>
    %2370 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2369 : tensor<8x32xf32>
    %2371 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2372 = stablehlo.multiply %2371, %1626 : tensor<32xf32>
    %2373 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2372 : tensor<32xf32>
    %2374 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2375 = stablehlo.multiply %2374, %2277 : tensor<32x8xf32>
    %2376 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2375 : tensor<32x8xf32>
    %2377 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2378 = stablehlo.multiply %2377, %1664 : tensor<8xf32>
    %2379 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2378 : tensor<8xf32>
    %2380 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2381 = stablehlo.multiply %2380, %1683 : tensor<8xf32>
    %2382 = stablehlo.subtract %stages.1.blocks.0.gamma, %2381 : tensor<8xf32>
    %2383 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2384 = stablehlo.multiply %2383, %1702 : tensor<8xf32>
    %2385 = stablehlo.subtract %stages.2.down.norm.g, %2384 : tensor<8xf32>
    %2386 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2387 = stablehlo.multiply %2386, %1721 : tensor<8xf32>
    %2388 = stablehlo.subtract %stages.2.down.norm.b, %2387 : tensor<8xf32>
    %2389 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2390 = stablehlo.multiply %2389, %2280 : tensor<2x2x8x12xf32>
    %2391 = stablehlo.subtract %stages.2.down.conv.w, %2390 : tensor<2x2x8x12xf32>
    %2392 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2393 = stablehlo.multiply %2392, %1759 : tensor<12xf32>
    %2394 = stablehlo.subtract %stages.2.down.conv.b, %2393 : tensor<12xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2396 = stablehlo.multiply %2395, %2283 : tensor<7x7x1x12xf32>
    %2397 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2396 : tensor<7x7x1x12xf32>
    %2398 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2399 = stablehlo.multiply %2398, %1797 : tensor<12xf32>
    %2400 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2399 : tensor<12xf32>
    %2401 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2402 = stablehlo.multiply %2401, %1816 : tensor<12xf32>
    %2403 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2402 : tensor<12xf32>
    %2404 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2405 = stablehlo.multiply %2404, %1835 : tensor<12xf32>
    %2406 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2405 : tensor<12xf32>
    %2407 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2408 = stablehlo.multiply %2407, %2286 : tensor<12x48xf32>
    %2409 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2408 : tensor<12x48xf32>
    %2410 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2411 = stablehlo.multiply %2410, %1873 : tensor<48xf32>
    %2412 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2411 : tensor<48xf32>
    %2413 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2414 = stablehlo.multiply %2413, %2289 : tensor<48x12xf32>
    %2415 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2414 : tensor<48x12xf32>
    %2416 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2417 = stablehlo.multiply %2416, %1911 : tensor<12xf32>
    %2418 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2417 : tensor<12xf32>
    %2419 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2420 = stablehlo.multiply %2419, %1930 : tensor<12xf32>
    %2421 = stablehlo.subtract %stages.2.blocks.0.gamma, %2420 : tensor<12xf32>
    %2422 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2423 = stablehlo.multiply %2422, %1949 : tensor<12xf32>
    %2424 = stablehlo.subtract %stages.3.down.norm.g, %2423 : tensor<12xf32>
    %2425 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2426 = stablehlo.multiply %2425, %1968 : tensor<12xf32>
    %2427 = stablehlo.subtract %stages.3.down.norm.b, %2426 : tensor<12xf32>
    %2428 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2429 = stablehlo.multiply %2428, %2292 : tensor<2x2x12x16xf32>
    %2430 = stablehlo.subtract %stages.3.down.conv.w, %2429 : tensor<2x2x12x16xf32>
    %2431 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2432 = stablehlo.multiply %2431, %2006 : tensor<16xf32>
    %2433 = stablehlo.subtract %stages.3.down.conv.b, %2432 : tensor<16xf32>
    %2434 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2435 = stablehlo.multiply %2434, %2295 : tensor<7x7x1x16xf32>
    %2436 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2435 : tensor<7x7x1x16xf32>
    %2437 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2438 = stablehlo.multiply %2437, %2044 : tensor<16xf32>
    %2439 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2438 : tensor<16xf32>
    %2440 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2441 = stablehlo.multiply %2440, %2063 : tensor<16xf32>
    %2442 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2441 : tensor<16xf32>
    %2443 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2444 = stablehlo.multiply %2443, %2082 : tensor<16xf32>
    %2445 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2444 : tensor<16xf32>
    %2446 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2447 = stablehlo.multiply %2446, %2298 : tensor<16x64xf32>
    %2448 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2447 : tensor<16x64xf32>
    %2449 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2450 = stablehlo.multiply %2449, %2120 : tensor<64xf32>
    %2451 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2450 : tensor<64xf32>
    %2452 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2453 = stablehlo.multiply %2452, %2301 : tensor<64x16xf32>
    %2454 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2453 : tensor<64x16xf32>
    %2455 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2456 = stablehlo.multiply %2455, %2158 : tensor<16xf32>
    %2457 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2456 : tensor<16xf32>
    %2458 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2459 = stablehlo.multiply %2458, %2177 : tensor<16xf32>
    %2460 = stablehlo.subtract %stages.3.blocks.0.gamma, %2459 : tensor<16xf32>
    %2461 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2462 = stablehlo.multiply %2461, %2196 : tensor<16xf32>
    %2463 = stablehlo.subtract %head.norm.g, %2462 : tensor<16xf32>
    %2464 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2465 = stablehlo.multiply %2464, %2215 : tensor<16xf32>
    %2466 = stablehlo.subtract %head.norm.b, %2465 : tensor<16xf32>
    %2467 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2468 = stablehlo.multiply %2467, %2304 : tensor<16x10xf32>
    %2469 = stablehlo.subtract %head.fc.w, %2468 : tensor<16x10xf32>
    %2470 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2471 = stablehlo.multiply %2470, %2253 : tensor<10xf32>
    %2472 = stablehlo.subtract %head.fc.b, %2471 : tensor<10xf32>
    "func.return"(%2307, %2310, %2313, %2316, %2319, %2322, %2325, %2328, %2331, %2334, %2337, %2340, %2343, %2346, %2349, %2352, %2355, %2358, %2361, %2364, %2367, %2370, %2373, %2376, %2379, %2382, %2385, %2388, %2391, %2394, %2397, %2400, %2403, %2406, %2409, %2412, %2415, %2418, %2421, %2424, %2427, %2430, %2433, %2436, %2439, %2442, %2445, %2448, %2451, %2454, %2457, %2460, %2463, %2466, %2469, %2472, %1194, %1213, %1232, %1251, %1270, %1289, %1308, %1327, %1346, %1365, %1384, %1403, %1422, %1441, %1460, %1479, %1498, %1517, %1536, %1555, %1574, %1593, %1612, %1631, %1650, %1669, %1688, %1707, %1726, %1745, %1764, %1783, %1802, %1821, %1840, %1859, %1878, %1897, %1916, %1935, %1954, %1973, %1992, %2011, %2030, %2049, %2068, %2087, %2106, %2125, %2144, %2163, %2182, %2201, %2220, %2239, %1200, %1219, %1238, %1257, %1276, %1295, %1314, %1333, %1352, %1371, %1390, %1409, %1428, %1447, %1466, %1485, %1504, %1523, %1542, %1561, %1580, %1599, %1618, %1637, %1656, %1675, %1694, %1713, %1732, %1751, %1770, %1789, %1808, %1827, %1846, %1865, %1884, %1903, %1922, %1941, %1960, %1979, %1998, %2017, %2036, %2055, %2074, %2093, %2112, %2131, %2150, %2169, %2188, %2207, %2226, %2245, %306, %907) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

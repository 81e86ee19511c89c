// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
// variant: adamw+wx+clip1.0+drop  gelu: erf
// content sha256: 79e21d97c1e377fbebff03845b185caffe62966f54013dd418be43bff1ce27fb
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
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<4x4x3x4xf32>, tensor<f32>) -> tensor<f32>
    %648 = stablehlo.multiply %644, %644 : tensor<4xf32>
    %649 = stablehlo.constant dense<0.0> : tensor<f32>
    %650 = "stablehlo.reduce"(%648, %649) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %651 = stablehlo.add %647, %650 : tensor<f32>
    %652 = stablehlo.multiply %639, %639 : tensor<4xf32>
    %653 = stablehlo.constant dense<0.0> : tensor<f32>
    %654 = "stablehlo.reduce"(%652, %653) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %655 = stablehlo.add %651, %654 : tensor<f32>
    %656 = stablehlo.multiply %641, %641 : tensor<4xf32>
    %657 = stablehlo.constant dense<0.0> : tensor<f32>
    %658 = "stablehlo.reduce"(%656, %657) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %659 = stablehlo.add %655, %658 : tensor<f32>
    %660 = stablehlo.multiply %617, %617 : tensor<7x7x1x4xf32>
    %661 = stablehlo.constant dense<0.0> : tensor<f32>
    %662 = "stablehlo.reduce"(%660, %661) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x4xf32>, tensor<f32>) -> tensor<f32>
    %663 = stablehlo.add %659, %662 : tensor<f32>
    %664 = stablehlo.multiply %619, %619 : tensor<4xf32>
    %665 = stablehlo.constant dense<0.0> : tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %667 = stablehlo.add %663, %666 : tensor<f32>
    %668 = stablehlo.multiply %612, %612 : tensor<4xf32>
    %669 = stablehlo.constant dense<0.0> : tensor<f32>
    %670 = "stablehlo.reduce"(%668, %669) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %671 = stablehlo.add %667, %670 : tensor<f32>
    %672 = stablehlo.multiply %614, %614 : tensor<4xf32>
    %673 = stablehlo.constant dense<0.0> : tensor<f32>
    %674 = "stablehlo.reduce"(%672, %673) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %675 = stablehlo.add %671, %674 : tensor<f32>
    %676 = stablehlo.multiply %591, %591 : tensor<4x16xf32>
    %677 = stablehlo.constant dense<0.0> : tensor<f32>
    %678 = "stablehlo.reduce"(%676, %677) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %679 = stablehlo.add %675, %678 : tensor<f32>
    %680 = stablehlo.multiply %593, %593 : tensor<16xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %683 = stablehlo.add %679, %682 : tensor<f32>
    %684 = stablehlo.multiply %577, %577 : tensor<16x4xf32>
    %685 = stablehlo.constant dense<0.0> : tensor<f32>
    %686 = "stablehlo.reduce"(%684, %685) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
    %687 = stablehlo.add %683, %686 : tensor<f32>
    %688 = stablehlo.multiply %579, %579 : tensor<4xf32>
    %689 = stablehlo.constant dense<0.0> : tensor<f32>
    %690 = "stablehlo.reduce"(%688, %689) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %691 = stablehlo.add %687, %690 : tensor<f32>
    %692 = stablehlo.multiply %575, %575 : tensor<4xf32>
    %693 = stablehlo.constant dense<0.0> : tensor<f32>
    %694 = "stablehlo.reduce"(%692, %693) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %695 = stablehlo.add %691, %694 : tensor<f32>
    %696 = stablehlo.multiply %568, %568 : tensor<4xf32>
    %697 = stablehlo.constant dense<0.0> : tensor<f32>
    %698 = "stablehlo.reduce"(%696, %697) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %699 = stablehlo.add %695, %698 : tensor<f32>
    %700 = stablehlo.multiply %570, %570 : tensor<4xf32>
    %701 = stablehlo.constant dense<0.0> : tensor<f32>
    %702 = "stablehlo.reduce"(%700, %701) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %703 = stablehlo.add %699, %702 : tensor<f32>
    %704 = stablehlo.multiply %547, %547 : tensor<2x2x4x8xf32>
    %705 = stablehlo.constant dense<0.0> : tensor<f32>
    %706 = "stablehlo.reduce"(%704, %705) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x2x4x8xf32>, tensor<f32>) -> tensor<f32>
    %707 = stablehlo.add %703, %706 : tensor<f32>
    %708 = stablehlo.multiply %549, %549 : tensor<8xf32>
    %709 = stablehlo.constant dense<0.0> : tensor<f32>
    %710 = "stablehlo.reduce"(%708, %709) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %711 = stablehlo.add %707, %710 : tensor<f32>
    %712 = stablehlo.multiply %541, %541 : tensor<7x7x1x8xf32>
    %713 = stablehlo.constant dense<0.0> : tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x8xf32>, tensor<f32>) -> tensor<f32>
    %715 = stablehlo.add %711, %714 : tensor<f32>
    %716 = stablehlo.multiply %543, %543 : tensor<8xf32>
    %717 = stablehlo.constant dense<0.0> : tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %719 = stablehlo.add %715, %718 : tensor<f32>
    %720 = stablehlo.multiply %536, %536 : tensor<8xf32>
    %721 = stablehlo.constant dense<0.0> : tensor<f32>
    %722 = "stablehlo.reduce"(%720, %721) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %723 = stablehlo.add %719, %722 : tensor<f32>
    %724 = stablehlo.multiply %538, %538 : tensor<8xf32>
    %725 = stablehlo.constant dense<0.0> : tensor<f32>
    %726 = "stablehlo.reduce"(%724, %725) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %727 = stablehlo.add %723, %726 : tensor<f32>
    %728 = stablehlo.multiply %515, %515 : tensor<8x32xf32>
    %729 = stablehlo.constant dense<0.0> : tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %731 = stablehlo.add %727, %730 : tensor<f32>
    %732 = stablehlo.multiply %517, %517 : tensor<32xf32>
    %733 = stablehlo.constant dense<0.0> : tensor<f32>
    %734 = "stablehlo.reduce"(%732, %733) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %735 = stablehlo.add %731, %734 : tensor<f32>
    %736 = stablehlo.multiply %501, %501 : tensor<32x8xf32>
    %737 = stablehlo.constant dense<0.0> : tensor<f32>
    %738 = "stablehlo.reduce"(%736, %737) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x8xf32>, tensor<f32>) -> tensor<f32>
    %739 = stablehlo.add %735, %738 : tensor<f32>
    %740 = stablehlo.multiply %503, %503 : tensor<8xf32>
    %741 = stablehlo.constant dense<0.0> : tensor<f32>
    %742 = "stablehlo.reduce"(%740, %741) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %743 = stablehlo.add %739, %742 : tensor<f32>
    %744 = stablehlo.multiply %499, %499 : tensor<8xf32>
    %745 = stablehlo.constant dense<0.0> : tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %747 = stablehlo.add %743, %746 : tensor<f32>
    %748 = stablehlo.multiply %492, %492 : tensor<8xf32>
    %749 = stablehlo.constant dense<0.0> : tensor<f32>
    %750 = "stablehlo.reduce"(%748, %749) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %751 = stablehlo.add %747, %750 : tensor<f32>
    %752 = stablehlo.multiply %494, %494 : tensor<8xf32>
    %753 = stablehlo.constant dense<0.0> : tensor<f32>
    %754 = "stablehlo.reduce"(%752, %753) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %755 = stablehlo.add %751, %754 : tensor<f32>
    %756 = stablehlo.multiply %471, %471 : tensor<2x2x8x12xf32>
    %757 = stablehlo.constant dense<0.0> : tensor<f32>
    %758 = "stablehlo.reduce"(%756, %757) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x2x8x12xf32>, tensor<f32>) -> tensor<f32>
    %759 = stablehlo.add %755, %758 : tensor<f32>
    %760 = stablehlo.multiply %473, %473 : tensor<12xf32>
    %761 = stablehlo.constant dense<0.0> : tensor<f32>
    %762 = "stablehlo.reduce"(%760, %761) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %763 = stablehlo.add %759, %762 : tensor<f32>
    %764 = stablehlo.multiply %465, %465 : tensor<7x7x1x12xf32>
    %765 = stablehlo.constant dense<0.0> : tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x12xf32>, tensor<f32>) -> tensor<f32>
    %767 = stablehlo.add %763, %766 : tensor<f32>
    %768 = stablehlo.multiply %467, %467 : tensor<12xf32>
    %769 = stablehlo.constant dense<0.0> : tensor<f32>
    %770 = "stablehlo.reduce"(%768, %769) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %771 = stablehlo.add %767, %770 : tensor<f32>
    %772 = stablehlo.multiply %460, %460 : tensor<12xf32>
    %773 = stablehlo.constant dense<0.0> : tensor<f32>
    %774 = "stablehlo.reduce"(%772, %773) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %775 = stablehlo.add %771, %774 : tensor<f32>
    %776 = stablehlo.multiply %462, %462 : tensor<12xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %779 = stablehlo.add %775, %778 : tensor<f32>
    %780 = stablehlo.multiply %439, %439 : tensor<12x48xf32>
    %781 = stablehlo.constant dense<0.0> : tensor<f32>
    %782 = "stablehlo.reduce"(%780, %781) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<12x48xf32>, tensor<f32>) -> tensor<f32>
    %783 = stablehlo.add %779, %782 : tensor<f32>
    %784 = stablehlo.multiply %441, %441 : tensor<48xf32>
    %785 = stablehlo.constant dense<0.0> : tensor<f32>
    %786 = "stablehlo.reduce"(%784, %785) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %787 = stablehlo.add %783, %786 : tensor<f32>
    %788 = stablehlo.multiply %425, %425 : tensor<48x12xf32>
    %789 = stablehlo.constant dense<0.0> : tensor<f32>
    %790 = "stablehlo.reduce"(%788, %789) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<48x12xf32>, tensor<f32>) -> tensor<f32>
    %791 = stablehlo.add %787, %790 : tensor<f32>
    %792 = stablehlo.multiply %427, %427 : tensor<12xf32>
    %793 = stablehlo.constant dense<0.0> : tensor<f32>
    %794 = "stablehlo.reduce"(%792, %793) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %795 = stablehlo.add %791, %794 : tensor<f32>
    %796 = stablehlo.multiply %423, %423 : tensor<12xf32>
    %797 = stablehlo.constant dense<0.0> : tensor<f32>
    %798 = "stablehlo.reduce"(%796, %797) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %799 = stablehlo.add %795, %798 : tensor<f32>
    %800 = stablehlo.multiply %416, %416 : tensor<12xf32>
    %801 = stablehlo.constant dense<0.0> : tensor<f32>
    %802 = "stablehlo.reduce"(%800, %801) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %803 = stablehlo.add %799, %802 : tensor<f32>
    %804 = stablehlo.multiply %418, %418 : tensor<12xf32>
    %805 = stablehlo.constant dense<0.0> : tensor<f32>
    %806 = "stablehlo.reduce"(%804, %805) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %807 = stablehlo.add %803, %806 : tensor<f32>
    %808 = stablehlo.multiply %395, %395 : tensor<2x2x12x16xf32>
    %809 = stablehlo.constant dense<0.0> : tensor<f32>
    %810 = "stablehlo.reduce"(%808, %809) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x2x12x16xf32>, tensor<f32>) -> tensor<f32>
    %811 = stablehlo.add %807, %810 : tensor<f32>
    %812 = stablehlo.multiply %397, %397 : tensor<16xf32>
    %813 = stablehlo.constant dense<0.0> : tensor<f32>
    %814 = "stablehlo.reduce"(%812, %813) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %815 = stablehlo.add %811, %814 : tensor<f32>
    %816 = stablehlo.multiply %389, %389 : tensor<7x7x1x16xf32>
    %817 = stablehlo.constant dense<0.0> : tensor<f32>
    %818 = "stablehlo.reduce"(%816, %817) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x16xf32>, tensor<f32>) -> tensor<f32>
    %819 = stablehlo.add %815, %818 : tensor<f32>
    %820 = stablehlo.multiply %391, %391 : tensor<16xf32>
    %821 = stablehlo.constant dense<0.0> : tensor<f32>
    %822 = "stablehlo.reduce"(%820, %821) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %823 = stablehlo.add %819, %822 : tensor<f32>
    %824 = stablehlo.multiply %384, %384 : tensor<16xf32>
    %825 = stablehlo.constant dense<0.0> : tensor<f32>
    %826 = "stablehlo.reduce"(%824, %825) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %827 = stablehlo.add %823, %826 : tensor<f32>
    %828 = stablehlo.multiply %386, %386 : tensor<16xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %831 = stablehlo.add %827, %830 : tensor<f32>
    %832 = stablehlo.multiply %363, %363 : tensor<16x64xf32>
    %833 = stablehlo.constant dense<0.0> : tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<f32>
    %835 = stablehlo.add %831, %834 : tensor<f32>
    %836 = stablehlo.multiply %365, %365 : tensor<64xf32>
    %837 = stablehlo.constant dense<0.0> : tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %839 = stablehlo.add %835, %838 : tensor<f32>
    %840 = stablehlo.multiply %349, %349 : tensor<64x16xf32>
    %841 = stablehlo.constant dense<0.0> : tensor<f32>
    %842 = "stablehlo.reduce"(%840, %841) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %843 = stablehlo.add %839, %842 : tensor<f32>
    %844 = stablehlo.multiply %351, %351 : tensor<16xf32>
    %845 = stablehlo.constant dense<0.0> : tensor<f32>
    %846 = "stablehlo.reduce"(%844, %845) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %847 = stablehlo.add %843, %846 : tensor<f32>
    %848 = stablehlo.multiply %347, %347 : tensor<16xf32>
    %849 = stablehlo.constant dense<0.0> : tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %851 = stablehlo.add %847, %850 : tensor<f32>
    %852 = stablehlo.multiply %337, %337 : tensor<16xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %855 = stablehlo.add %851, %854 : tensor<f32>
    %856 = stablehlo.multiply %339, %339 : tensor<16xf32>
    %857 = stablehlo.constant dense<0.0> : tensor<f32>
    %858 = "stablehlo.reduce"(%856, %857) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %859 = stablehlo.add %855, %858 : tensor<f32>
    %860 = stablehlo.multiply %316, %316 : tensor<16x10xf32>
    %861 = stablehlo.constant dense<0.0> : tensor<f32>
    %862 = "stablehlo.reduce"(%860, %861) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<16x10xf32>, tensor<f32>) -> tensor<f32>
    %863 = stablehlo.add %859, %862 : tensor<f32>
    %864 = stablehlo.multiply %318, %318 : tensor<10xf32>
    %865 = stablehlo.constant dense<0.0> : tensor<f32>
    %866 = "stablehlo.reduce"(%864, %865) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %867 = stablehlo.add %863, %866 : tensor<f32>
    %868 = stablehlo.sqrt %867 : tensor<f32>
    %869 = stablehlo.constant dense<1.0> : tensor<f32>
    %870 = "stablehlo.compare"(%868, %869) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %871 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %872 = stablehlo.divide %642, %871 : tensor<4x4x3x4xf32>
    %873 = stablehlo.constant dense<1.0> : tensor<4x4x3x4xf32>
    %874 = stablehlo.multiply %872, %873 : tensor<4x4x3x4xf32>
    %875 = "stablehlo.select"(%870, %642, %874) : (tensor<i1>, tensor<4x4x3x4xf32>, tensor<4x4x3x4xf32>) -> tensor<4x4x3x4xf32>
    %876 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %877 = stablehlo.divide %644, %876 : tensor<4xf32>
    %878 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %879 = stablehlo.multiply %877, %878 : tensor<4xf32>
    %880 = "stablehlo.select"(%870, %644, %879) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %881 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %882 = stablehlo.divide %639, %881 : tensor<4xf32>
    %883 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %884 = stablehlo.multiply %882, %883 : tensor<4xf32>
    %885 = "stablehlo.select"(%870, %639, %884) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %886 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %887 = stablehlo.divide %641, %886 : tensor<4xf32>
    %888 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %889 = stablehlo.multiply %887, %888 : tensor<4xf32>
    %890 = "stablehlo.select"(%870, %641, %889) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %891 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %892 = stablehlo.divide %617, %891 : tensor<7x7x1x4xf32>
    %893 = stablehlo.constant dense<1.0> : tensor<7x7x1x4xf32>
    %894 = stablehlo.multiply %892, %893 : tensor<7x7x1x4xf32>
    %895 = "stablehlo.select"(%870, %617, %894) : (tensor<i1>, tensor<7x7x1x4xf32>, tensor<7x7x1x4xf32>) -> tensor<7x7x1x4xf32>
    %896 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %897 = stablehlo.divide %619, %896 : tensor<4xf32>
    %898 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %899 = stablehlo.multiply %897, %898 : tensor<4xf32>
    %900 = "stablehlo.select"(%870, %619, %899) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %901 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %902 = stablehlo.divide %612, %901 : tensor<4xf32>
    %903 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %904 = stablehlo.multiply %902, %903 : tensor<4xf32>
    %905 = "stablehlo.select"(%870, %612, %904) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %906 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %907 = stablehlo.divide %614, %906 : tensor<4xf32>
    %908 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %909 = stablehlo.multiply %907, %908 : tensor<4xf32>
    %910 = "stablehlo.select"(%870, %614, %909) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %911 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %912 = stablehlo.divide %591, %911 : tensor<4x16xf32>
    %913 = stablehlo.constant dense<1.0> : tensor<4x16xf32>
    %914 = stablehlo.multiply %912, %913 : tensor<4x16xf32>
    %915 = "stablehlo.select"(%870, %591, %914) : (tensor<i1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %916 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %917 = stablehlo.divide %593, %916 : tensor<16xf32>
    %918 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %919 = stablehlo.multiply %917, %918 : tensor<16xf32>
    %920 = "stablehlo.select"(%870, %593, %919) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %921 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %922 = stablehlo.divide %577, %921 : tensor<16x4xf32>
    %923 = stablehlo.constant dense<1.0> : tensor<16x4xf32>
    %924 = stablehlo.multiply %922, %923 : tensor<16x4xf32>
    %925 = "stablehlo.select"(%870, %577, %924) : (tensor<i1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %926 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %927 = stablehlo.divide %579, %926 : tensor<4xf32>
    %928 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %929 = stablehlo.multiply %927, %928 : tensor<4xf32>
    %930 = "stablehlo.select"(%870, %579, %929) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %931 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %932 = stablehlo.divide %575, %931 : tensor<4xf32>
    %933 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %934 = stablehlo.multiply %932, %933 : tensor<4xf32>
    %935 = "stablehlo.select"(%870, %575, %934) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %936 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %937 = stablehlo.divide %568, %936 : tensor<4xf32>
    %938 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %939 = stablehlo.multiply %937, %938 : tensor<4xf32>
    %940 = "stablehlo.select"(%870, %568, %939) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %941 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %942 = stablehlo.divide %570, %941 : tensor<4xf32>
    %943 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %944 = stablehlo.multiply %942, %943 : tensor<4xf32>
    %945 = "stablehlo.select"(%870, %570, %944) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %946 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %947 = stablehlo.divide %547, %946 : tensor<2x2x4x8xf32>
    %948 = stablehlo.constant dense<1.0> : tensor<2x2x4x8xf32>
    %949 = stablehlo.multiply %947, %948 : tensor<2x2x4x8xf32>
    %950 = "stablehlo.select"(%870, %547, %949) : (tensor<i1>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32>
    %951 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %952 = stablehlo.divide %549, %951 : tensor<8xf32>
    %953 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %954 = stablehlo.multiply %952, %953 : tensor<8xf32>
    %955 = "stablehlo.select"(%870, %549, %954) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %956 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %957 = stablehlo.divide %541, %956 : tensor<7x7x1x8xf32>
    %958 = stablehlo.constant dense<1.0> : tensor<7x7x1x8xf32>
    %959 = stablehlo.multiply %957, %958 : tensor<7x7x1x8xf32>
    %960 = "stablehlo.select"(%870, %541, %959) : (tensor<i1>, tensor<7x7x1x8xf32>, tensor<7x7x1x8xf32>) -> tensor<7x7x1x8xf32>
    %961 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %962 = stablehlo.divide %543, %961 : tensor<8xf32>
    %963 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %964 = stablehlo.multiply %962, %963 : tensor<8xf32>
    %965 = "stablehlo.select"(%870, %543, %964) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %966 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %967 = stablehlo.divide %536, %966 : tensor<8xf32>
    %968 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %969 = stablehlo.multiply %967, %968 : tensor<8xf32>
    %970 = "stablehlo.select"(%870, %536, %969) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %971 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %972 = stablehlo.divide %538, %971 : tensor<8xf32>
    %973 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %974 = stablehlo.multiply %972, %973 : tensor<8xf32>
    %975 = "stablehlo.select"(%870, %538, %974) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %976 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %977 = stablehlo.divide %515, %976 : tensor<8x32xf32>
    %978 = stablehlo.constant dense<1.0> : tensor<8x32xf32>
    %979 = stablehlo.multiply %977, %978 : tensor<8x32xf32>
    %980 = "stablehlo.select"(%870, %515, %979) : (tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %981 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %982 = stablehlo.divide %517, %981 : tensor<32xf32>
    %983 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %984 = stablehlo.multiply %982, %983 : tensor<32xf32>
    %985 = "stablehlo.select"(%870, %517, %984) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %986 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %987 = stablehlo.divide %501, %986 : tensor<32x8xf32>
    %988 = stablehlo.constant dense<1.0> : tensor<32x8xf32>
    %989 = stablehlo.multiply %987, %988 : tensor<32x8xf32>
    %990 = "stablehlo.select"(%870, %501, %989) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %991 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %992 = stablehlo.divide %503, %991 : tensor<8xf32>
    %993 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %994 = stablehlo.multiply %992, %993 : tensor<8xf32>
    %995 = "stablehlo.select"(%870, %503, %994) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %996 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %997 = stablehlo.divide %499, %996 : tensor<8xf32>
    %998 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %999 = stablehlo.multiply %997, %998 : tensor<8xf32>
    %1000 = "stablehlo.select"(%870, %499, %999) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1001 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1002 = stablehlo.divide %492, %1001 : tensor<8xf32>
    %1003 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1004 = stablehlo.multiply %1002, %1003 : tensor<8xf32>
    %1005 = "stablehlo.select"(%870, %492, %1004) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1007 = stablehlo.divide %494, %1006 : tensor<8xf32>
    %1008 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1009 = stablehlo.multiply %1007, %1008 : tensor<8xf32>
    %1010 = "stablehlo.select"(%870, %494, %1009) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1011 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1012 = stablehlo.divide %471, %1011 : tensor<2x2x8x12xf32>
    %1013 = stablehlo.constant dense<1.0> : tensor<2x2x8x12xf32>
    %1014 = stablehlo.multiply %1012, %1013 : tensor<2x2x8x12xf32>
    %1015 = "stablehlo.select"(%870, %471, %1014) : (tensor<i1>, tensor<2x2x8x12xf32>, tensor<2x2x8x12xf32>) -> tensor<2x2x8x12xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1017 = stablehlo.divide %473, %1016 : tensor<12xf32>
    %1018 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1019 = stablehlo.multiply %1017, %1018 : tensor<12xf32>
    %1020 = "stablehlo.select"(%870, %473, %1019) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1021 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1022 = stablehlo.divide %465, %1021 : tensor<7x7x1x12xf32>
    %1023 = stablehlo.constant dense<1.0> : tensor<7x7x1x12xf32>
    %1024 = stablehlo.multiply %1022, %1023 : tensor<7x7x1x12xf32>
    %1025 = "stablehlo.select"(%870, %465, %1024) : (tensor<i1>, tensor<7x7x1x12xf32>, tensor<7x7x1x12xf32>) -> tensor<7x7x1x12xf32>
    %1026 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1027 = stablehlo.divide %467, %1026 : tensor<12xf32>
    %1028 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1029 = stablehlo.multiply %1027, %1028 : tensor<12xf32>
    %1030 = "stablehlo.select"(%870, %467, %1029) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1031 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1032 = stablehlo.divide %460, %1031 : tensor<12xf32>
    %1033 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1034 = stablehlo.multiply %1032, %1033 : tensor<12xf32>
    %1035 = "stablehlo.select"(%870, %460, %1034) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1037 = stablehlo.divide %462, %1036 : tensor<12xf32>
    %1038 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1039 = stablehlo.multiply %1037, %1038 : tensor<12xf32>
    %1040 = "stablehlo.select"(%870, %462, %1039) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1042 = stablehlo.divide %439, %1041 : tensor<12x48xf32>
    %1043 = stablehlo.constant dense<1.0> : tensor<12x48xf32>
    %1044 = stablehlo.multiply %1042, %1043 : tensor<12x48xf32>
    %1045 = "stablehlo.select"(%870, %439, %1044) : (tensor<i1>, tensor<12x48xf32>, tensor<12x48xf32>) -> tensor<12x48xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1047 = stablehlo.divide %441, %1046 : tensor<48xf32>
    %1048 = stablehlo.constant dense<1.0> : tensor<48xf32>
    %1049 = stablehlo.multiply %1047, %1048 : tensor<48xf32>
    %1050 = "stablehlo.select"(%870, %441, %1049) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1051 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1052 = stablehlo.divide %425, %1051 : tensor<48x12xf32>
    %1053 = stablehlo.constant dense<1.0> : tensor<48x12xf32>
    %1054 = stablehlo.multiply %1052, %1053 : tensor<48x12xf32>
    %1055 = "stablehlo.select"(%870, %425, %1054) : (tensor<i1>, tensor<48x12xf32>, tensor<48x12xf32>) -> tensor<48x12xf32>
    %1056 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1057 = stablehlo.divide %427, %1056 : tensor<12xf32>
    %1058 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1059 = stablehlo.multiply %1057, %1058 : tensor<12xf32>
    %1060 = "stablehlo.select"(%870, %427, %1059) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1062 = stablehlo.divide %423, %1061 : tensor<12xf32>
    %1063 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1064 = stablehlo.multiply %1062, %1063 : tensor<12xf32>
    %1065 = "stablehlo.select"(%870, %423, %1064) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1066 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1067 = stablehlo.divide %416, %1066 : tensor<12xf32>
    %1068 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1069 = stablehlo.multiply %1067, %1068 : tensor<12xf32>
    %1070 = "stablehlo.select"(%870, %416, %1069) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1071 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1072 = stablehlo.divide %418, %1071 : tensor<12xf32>
    %1073 = stablehlo.constant dense<1.0> : tensor<12xf32>
    %1074 = stablehlo.multiply %1072, %1073 : tensor<12xf32>
    %1075 = "stablehlo.select"(%870, %418, %1074) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1076 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1077 = stablehlo.divide %395, %1076 : tensor<2x2x12x16xf32>
    %1078 = stablehlo.constant dense<1.0> : tensor<2x2x12x16xf32>
    %1079 = stablehlo.multiply %1077, %1078 : tensor<2x2x12x16xf32>
    %1080 = "stablehlo.select"(%870, %395, %1079) : (tensor<i1>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>) -> tensor<2x2x12x16xf32>
    %1081 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1082 = stablehlo.divide %397, %1081 : tensor<16xf32>
    %1083 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1084 = stablehlo.multiply %1082, %1083 : tensor<16xf32>
    %1085 = "stablehlo.select"(%870, %397, %1084) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1086 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1087 = stablehlo.divide %389, %1086 : tensor<7x7x1x16xf32>
    %1088 = stablehlo.constant dense<1.0> : tensor<7x7x1x16xf32>
    %1089 = stablehlo.multiply %1087, %1088 : tensor<7x7x1x16xf32>
    %1090 = "stablehlo.select"(%870, %389, %1089) : (tensor<i1>, tensor<7x7x1x16xf32>, tensor<7x7x1x16xf32>) -> tensor<7x7x1x16xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1092 = stablehlo.divide %391, %1091 : tensor<16xf32>
    %1093 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1094 = stablehlo.multiply %1092, %1093 : tensor<16xf32>
    %1095 = "stablehlo.select"(%870, %391, %1094) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1097 = stablehlo.divide %384, %1096 : tensor<16xf32>
    %1098 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1099 = stablehlo.multiply %1097, %1098 : tensor<16xf32>
    %1100 = "stablehlo.select"(%870, %384, %1099) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1102 = stablehlo.divide %386, %1101 : tensor<16xf32>
    %1103 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1104 = stablehlo.multiply %1102, %1103 : tensor<16xf32>
    %1105 = "stablehlo.select"(%870, %386, %1104) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1106 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %1107 = stablehlo.divide %363, %1106 : tensor<16x64xf32>
    %1108 = stablehlo.constant dense<1.0> : tensor<16x64xf32>
    %1109 = stablehlo.multiply %1107, %1108 : tensor<16x64xf32>
    %1110 = "stablehlo.select"(%870, %363, %1109) : (tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1112 = stablehlo.divide %365, %1111 : tensor<64xf32>
    %1113 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1114 = stablehlo.multiply %1112, %1113 : tensor<64xf32>
    %1115 = "stablehlo.select"(%870, %365, %1114) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %1117 = stablehlo.divide %349, %1116 : tensor<64x16xf32>
    %1118 = stablehlo.constant dense<1.0> : tensor<64x16xf32>
    %1119 = stablehlo.multiply %1117, %1118 : tensor<64x16xf32>
    %1120 = "stablehlo.select"(%870, %349, %1119) : (tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1121 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1122 = stablehlo.divide %351, %1121 : tensor<16xf32>
    %1123 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1124 = stablehlo.multiply %1122, %1123 : tensor<16xf32>
    %1125 = "stablehlo.select"(%870, %351, %1124) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1126 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1127 = stablehlo.divide %347, %1126 : tensor<16xf32>
    %1128 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1129 = stablehlo.multiply %1127, %1128 : tensor<16xf32>
    %1130 = "stablehlo.select"(%870, %347, %1129) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1132 = stablehlo.divide %337, %1131 : tensor<16xf32>
    %1133 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1134 = stablehlo.multiply %1132, %1133 : tensor<16xf32>
    %1135 = "stablehlo.select"(%870, %337, %1134) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1137 = stablehlo.divide %339, %1136 : tensor<16xf32>
    %1138 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1139 = stablehlo.multiply %1137, %1138 : tensor<16xf32>
    %1140 = "stablehlo.select"(%870, %339, %1139) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1141 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %1142 = stablehlo.divide %316, %1141 : tensor<16x10xf32>
    %1143 = stablehlo.constant dense<1.0> : tensor<16x10xf32>
    %1144 = stablehlo.multiply %1142, %1143 : tensor<16x10xf32>
    %1145 = "stablehlo.select"(%870, %316, %1144) : (tensor<i1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %1146 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1147 = stablehlo.divide %318, %1146 : tensor<10xf32>
    %1148 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1149 = stablehlo.multiply %1147, %1148 : tensor<10xf32>
    %1150 = "stablehlo.select"(%870, %318, %1149) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1151 = stablehlo.constant dense<0.9> : tensor<4x4x3x4xf32>
    %1152 = stablehlo.multiply %1151, %m.stem.conv.w : tensor<4x4x3x4xf32>
    %1153 = stablehlo.constant dense<0.1> : tensor<4x4x3x4xf32>
    %1154 = stablehlo.multiply %1153, %875 : tensor<4x4x3x4xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<4x4x3x4xf32>
    %1156 = stablehlo.constant dense<0.999> : tensor<4x4x3x4xf32>
    %1157 = stablehlo.multiply %1156, %v.stem.conv.w : tensor<4x4x3x4xf32>
    %1158 = stablehlo.constant dense<0.001> : tensor<4x4x3x4xf32>
    %1159 = stablehlo.multiply %875, %875 : tensor<4x4x3x4xf32>
    %1160 = stablehlo.multiply %1158, %1159 : tensor<4x4x3x4xf32>
    %1161 = stablehlo.add %1157, %1160 : tensor<4x4x3x4xf32>
    %1162 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1163 = stablehlo.divide %1155, %1162 : tensor<4x4x3x4xf32>
    %1164 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %1165 = stablehlo.divide %1161, %1164 : tensor<4x4x3x4xf32>
    %1166 = stablehlo.sqrt %1165 : tensor<4x4x3x4xf32>
    %1167 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x4xf32>
    %1168 = stablehlo.add %1166, %1167 : tensor<4x4x3x4xf32>
    %1169 = stablehlo.divide %1163, %1168 : tensor<4x4x3x4xf32>
    %1170 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1171 = stablehlo.multiply %1170, %m.stem.conv.b : tensor<4xf32>
    %1172 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1173 = stablehlo.multiply %1172, %880 : tensor<4xf32>
    %1174 = stablehlo.add %1171, %1173 : tensor<4xf32>
    %1175 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1176 = stablehlo.multiply %1175, %v.stem.conv.b : tensor<4xf32>
    %1177 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1178 = stablehlo.multiply %880, %880 : tensor<4xf32>
    %1179 = stablehlo.multiply %1177, %1178 : tensor<4xf32>
    %1180 = stablehlo.add %1176, %1179 : tensor<4xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1182 = stablehlo.divide %1174, %1181 : tensor<4xf32>
    %1183 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1184 = stablehlo.divide %1180, %1183 : tensor<4xf32>
    %1185 = stablehlo.sqrt %1184 : tensor<4xf32>
    %1186 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1187 = stablehlo.add %1185, %1186 : tensor<4xf32>
    %1188 = stablehlo.divide %1182, %1187 : tensor<4xf32>
    %1189 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1190 = stablehlo.multiply %1189, %m.stem.norm.g : tensor<4xf32>
    %1191 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1192 = stablehlo.multiply %1191, %885 : tensor<4xf32>
    %1193 = stablehlo.add %1190, %1192 : tensor<4xf32>
    %1194 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1195 = stablehlo.multiply %1194, %v.stem.norm.g : tensor<4xf32>
    %1196 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1197 = stablehlo.multiply %885, %885 : tensor<4xf32>
    %1198 = stablehlo.multiply %1196, %1197 : tensor<4xf32>
    %1199 = stablehlo.add %1195, %1198 : tensor<4xf32>
    %1200 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1201 = stablehlo.divide %1193, %1200 : tensor<4xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1203 = stablehlo.divide %1199, %1202 : tensor<4xf32>
    %1204 = stablehlo.sqrt %1203 : tensor<4xf32>
    %1205 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1206 = stablehlo.add %1204, %1205 : tensor<4xf32>
    %1207 = stablehlo.divide %1201, %1206 : tensor<4xf32>
    %1208 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1209 = stablehlo.multiply %1208, %m.stem.norm.b : tensor<4xf32>
    %1210 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1211 = stablehlo.multiply %1210, %890 : tensor<4xf32>
    %1212 = stablehlo.add %1209, %1211 : tensor<4xf32>
    %1213 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1214 = stablehlo.multiply %1213, %v.stem.norm.b : tensor<4xf32>
    %1215 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1216 = stablehlo.multiply %890, %890 : tensor<4xf32>
    %1217 = stablehlo.multiply %1215, %1216 : tensor<4xf32>
    %1218 = stablehlo.add %1214, %1217 : tensor<4xf32>
    %1219 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1220 = stablehlo.divide %1212, %1219 : tensor<4xf32>
    %1221 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1222 = stablehlo.divide %1218, %1221 : tensor<4xf32>
    %1223 = stablehlo.sqrt %1222 : tensor<4xf32>
    %1224 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1225 = stablehlo.add %1223, %1224 : tensor<4xf32>
    %1226 = stablehlo.divide %1220, %1225 : tensor<4xf32>
    %1227 = stablehlo.constant dense<0.9> : tensor<7x7x1x4xf32>
    %1228 = stablehlo.multiply %1227, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1229 = stablehlo.constant dense<0.1> : tensor<7x7x1x4xf32>
    %1230 = stablehlo.multiply %1229, %895 : tensor<7x7x1x4xf32>
    %1231 = stablehlo.add %1228, %1230 : tensor<7x7x1x4xf32>
    %1232 = stablehlo.constant dense<0.999> : tensor<7x7x1x4xf32>
    %1233 = stablehlo.multiply %1232, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %1234 = stablehlo.constant dense<0.001> : tensor<7x7x1x4xf32>
    %1235 = stablehlo.multiply %895, %895 : tensor<7x7x1x4xf32>
    %1236 = stablehlo.multiply %1234, %1235 : tensor<7x7x1x4xf32>
    %1237 = stablehlo.add %1233, %1236 : tensor<7x7x1x4xf32>
    %1238 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1239 = stablehlo.divide %1231, %1238 : tensor<7x7x1x4xf32>
    %1240 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %1241 = stablehlo.divide %1237, %1240 : tensor<7x7x1x4xf32>
    %1242 = stablehlo.sqrt %1241 : tensor<7x7x1x4xf32>
    %1243 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x4xf32>
    %1244 = stablehlo.add %1242, %1243 : tensor<7x7x1x4xf32>
    %1245 = stablehlo.divide %1239, %1244 : tensor<7x7x1x4xf32>
    %1246 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1247 = stablehlo.multiply %1246, %m.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1248 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1249 = stablehlo.multiply %1248, %900 : tensor<4xf32>
    %1250 = stablehlo.add %1247, %1249 : tensor<4xf32>
    %1251 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1252 = stablehlo.multiply %1251, %v.stages.0.blocks.0.dwconv.b : tensor<4xf32>
    %1253 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1254 = stablehlo.multiply %900, %900 : tensor<4xf32>
    %1255 = stablehlo.multiply %1253, %1254 : tensor<4xf32>
    %1256 = stablehlo.add %1252, %1255 : tensor<4xf32>
    %1257 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1258 = stablehlo.divide %1250, %1257 : tensor<4xf32>
    %1259 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1260 = stablehlo.divide %1256, %1259 : tensor<4xf32>
    %1261 = stablehlo.sqrt %1260 : tensor<4xf32>
    %1262 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1263 = stablehlo.add %1261, %1262 : tensor<4xf32>
    %1264 = stablehlo.divide %1258, %1263 : tensor<4xf32>
    %1265 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1266 = stablehlo.multiply %1265, %m.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1267 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1268 = stablehlo.multiply %1267, %905 : tensor<4xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<4xf32>
    %1270 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1271 = stablehlo.multiply %1270, %v.stages.0.blocks.0.norm.g : tensor<4xf32>
    %1272 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1273 = stablehlo.multiply %905, %905 : tensor<4xf32>
    %1274 = stablehlo.multiply %1272, %1273 : tensor<4xf32>
    %1275 = stablehlo.add %1271, %1274 : tensor<4xf32>
    %1276 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1277 = stablehlo.divide %1269, %1276 : tensor<4xf32>
    %1278 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1279 = stablehlo.divide %1275, %1278 : tensor<4xf32>
    %1280 = stablehlo.sqrt %1279 : tensor<4xf32>
    %1281 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1282 = stablehlo.add %1280, %1281 : tensor<4xf32>
    %1283 = stablehlo.divide %1277, %1282 : tensor<4xf32>
    %1284 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1285 = stablehlo.multiply %1284, %m.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1286 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1287 = stablehlo.multiply %1286, %910 : tensor<4xf32>
    %1288 = stablehlo.add %1285, %1287 : tensor<4xf32>
    %1289 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1290 = stablehlo.multiply %1289, %v.stages.0.blocks.0.norm.b : tensor<4xf32>
    %1291 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1292 = stablehlo.multiply %910, %910 : tensor<4xf32>
    %1293 = stablehlo.multiply %1291, %1292 : tensor<4xf32>
    %1294 = stablehlo.add %1290, %1293 : tensor<4xf32>
    %1295 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1296 = stablehlo.divide %1288, %1295 : tensor<4xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1298 = stablehlo.divide %1294, %1297 : tensor<4xf32>
    %1299 = stablehlo.sqrt %1298 : tensor<4xf32>
    %1300 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1301 = stablehlo.add %1299, %1300 : tensor<4xf32>
    %1302 = stablehlo.divide %1296, %1301 : tensor<4xf32>
    %1303 = stablehlo.constant dense<0.9> : tensor<4x16xf32>
    %1304 = stablehlo.multiply %1303, %m.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1305 = stablehlo.constant dense<0.1> : tensor<4x16xf32>
    %1306 = stablehlo.multiply %1305, %915 : tensor<4x16xf32>
    %1307 = stablehlo.add %1304, %1306 : tensor<4x16xf32>
    %1308 = stablehlo.constant dense<0.999> : tensor<4x16xf32>
    %1309 = stablehlo.multiply %1308, %v.stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %1310 = stablehlo.constant dense<0.001> : tensor<4x16xf32>
    %1311 = stablehlo.multiply %915, %915 : tensor<4x16xf32>
    %1312 = stablehlo.multiply %1310, %1311 : tensor<4x16xf32>
    %1313 = stablehlo.add %1309, %1312 : tensor<4x16xf32>
    %1314 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1315 = stablehlo.divide %1307, %1314 : tensor<4x16xf32>
    %1316 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %1317 = stablehlo.divide %1313, %1316 : tensor<4x16xf32>
    %1318 = stablehlo.sqrt %1317 : tensor<4x16xf32>
    %1319 = stablehlo.constant dense<1.0e-08> : tensor<4x16xf32>
    %1320 = stablehlo.add %1318, %1319 : tensor<4x16xf32>
    %1321 = stablehlo.divide %1315, %1320 : tensor<4x16xf32>
    %1322 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1323 = stablehlo.multiply %1322, %m.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1324 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1325 = stablehlo.multiply %1324, %920 : tensor<16xf32>
    %1326 = stablehlo.add %1323, %1325 : tensor<16xf32>
    %1327 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1328 = stablehlo.multiply %1327, %v.stages.0.blocks.0.fc1.b : tensor<16xf32>
    %1329 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1330 = stablehlo.multiply %920, %920 : tensor<16xf32>
    %1331 = stablehlo.multiply %1329, %1330 : tensor<16xf32>
    %1332 = stablehlo.add %1328, %1331 : tensor<16xf32>
    %1333 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1334 = stablehlo.divide %1326, %1333 : tensor<16xf32>
    %1335 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1336 = stablehlo.divide %1332, %1335 : tensor<16xf32>
    %1337 = stablehlo.sqrt %1336 : tensor<16xf32>
    %1338 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<16xf32>
    %1340 = stablehlo.divide %1334, %1339 : tensor<16xf32>
    %1341 = stablehlo.constant dense<0.9> : tensor<16x4xf32>
    %1342 = stablehlo.multiply %1341, %m.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1343 = stablehlo.constant dense<0.1> : tensor<16x4xf32>
    %1344 = stablehlo.multiply %1343, %925 : tensor<16x4xf32>
    %1345 = stablehlo.add %1342, %1344 : tensor<16x4xf32>
    %1346 = stablehlo.constant dense<0.999> : tensor<16x4xf32>
    %1347 = stablehlo.multiply %1346, %v.stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %1348 = stablehlo.constant dense<0.001> : tensor<16x4xf32>
    %1349 = stablehlo.multiply %925, %925 : tensor<16x4xf32>
    %1350 = stablehlo.multiply %1348, %1349 : tensor<16x4xf32>
    %1351 = stablehlo.add %1347, %1350 : tensor<16x4xf32>
    %1352 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1353 = stablehlo.divide %1345, %1352 : tensor<16x4xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %1355 = stablehlo.divide %1351, %1354 : tensor<16x4xf32>
    %1356 = stablehlo.sqrt %1355 : tensor<16x4xf32>
    %1357 = stablehlo.constant dense<1.0e-08> : tensor<16x4xf32>
    %1358 = stablehlo.add %1356, %1357 : tensor<16x4xf32>
    %1359 = stablehlo.divide %1353, %1358 : tensor<16x4xf32>
    %1360 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1361 = stablehlo.multiply %1360, %m.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1362 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1363 = stablehlo.multiply %1362, %930 : tensor<4xf32>
    %1364 = stablehlo.add %1361, %1363 : tensor<4xf32>
    %1365 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1366 = stablehlo.multiply %1365, %v.stages.0.blocks.0.fc2.b : tensor<4xf32>
    %1367 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1368 = stablehlo.multiply %930, %930 : tensor<4xf32>
    %1369 = stablehlo.multiply %1367, %1368 : tensor<4xf32>
    %1370 = stablehlo.add %1366, %1369 : tensor<4xf32>
    %1371 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1372 = stablehlo.divide %1364, %1371 : tensor<4xf32>
    %1373 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1374 = stablehlo.divide %1370, %1373 : tensor<4xf32>
    %1375 = stablehlo.sqrt %1374 : tensor<4xf32>
    %1376 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1377 = stablehlo.add %1375, %1376 : tensor<4xf32>
    %1378 = stablehlo.divide %1372, %1377 : tensor<4xf32>
    %1379 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1380 = stablehlo.multiply %1379, %m.stages.0.blocks.0.gamma : tensor<4xf32>
    %1381 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1382 = stablehlo.multiply %1381, %935 : tensor<4xf32>
    %1383 = stablehlo.add %1380, %1382 : tensor<4xf32>
    %1384 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1385 = stablehlo.multiply %1384, %v.stages.0.blocks.0.gamma : tensor<4xf32>
    %1386 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1387 = stablehlo.multiply %935, %935 : tensor<4xf32>
    %1388 = stablehlo.multiply %1386, %1387 : tensor<4xf32>
    %1389 = stablehlo.add %1385, %1388 : tensor<4xf32>
    %1390 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1391 = stablehlo.divide %1383, %1390 : tensor<4xf32>
    %1392 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1393 = stablehlo.divide %1389, %1392 : tensor<4xf32>
    %1394 = stablehlo.sqrt %1393 : tensor<4xf32>
    %1395 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1396 = stablehlo.add %1394, %1395 : tensor<4xf32>
    %1397 = stablehlo.divide %1391, %1396 : tensor<4xf32>
    %1398 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1399 = stablehlo.multiply %1398, %m.stages.1.down.norm.g : tensor<4xf32>
    %1400 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1401 = stablehlo.multiply %1400, %940 : tensor<4xf32>
    %1402 = stablehlo.add %1399, %1401 : tensor<4xf32>
    %1403 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1404 = stablehlo.multiply %1403, %v.stages.1.down.norm.g : tensor<4xf32>
    %1405 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1406 = stablehlo.multiply %940, %940 : tensor<4xf32>
    %1407 = stablehlo.multiply %1405, %1406 : tensor<4xf32>
    %1408 = stablehlo.add %1404, %1407 : tensor<4xf32>
    %1409 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1410 = stablehlo.divide %1402, %1409 : tensor<4xf32>
    %1411 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1412 = stablehlo.divide %1408, %1411 : tensor<4xf32>
    %1413 = stablehlo.sqrt %1412 : tensor<4xf32>
    %1414 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1415 = stablehlo.add %1413, %1414 : tensor<4xf32>
    %1416 = stablehlo.divide %1410, %1415 : tensor<4xf32>
    %1417 = stablehlo.constant dense<0.9> : tensor<4xf32>
    %1418 = stablehlo.multiply %1417, %m.stages.1.down.norm.b : tensor<4xf32>
    %1419 = stablehlo.constant dense<0.1> : tensor<4xf32>
    %1420 = stablehlo.multiply %1419, %945 : tensor<4xf32>
    %1421 = stablehlo.add %1418, %1420 : tensor<4xf32>
    %1422 = stablehlo.constant dense<0.999> : tensor<4xf32>
    %1423 = stablehlo.multiply %1422, %v.stages.1.down.norm.b : tensor<4xf32>
    %1424 = stablehlo.constant dense<0.001> : tensor<4xf32>
    %1425 = stablehlo.multiply %945, %945 : tensor<4xf32>
    %1426 = stablehlo.multiply %1424, %1425 : tensor<4xf32>
    %1427 = stablehlo.add %1423, %1426 : tensor<4xf32>
    %1428 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1429 = stablehlo.divide %1421, %1428 : tensor<4xf32>
    %1430 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1431 = stablehlo.divide %1427, %1430 : tensor<4xf32>
    %1432 = stablehlo.sqrt %1431 : tensor<4xf32>
    %1433 = stablehlo.constant dense<1.0e-08> : tensor<4xf32>
    %1434 = stablehlo.add %1432, %1433 : tensor<4xf32>
    %1435 = stablehlo.divide %1429, %1434 : tensor<4xf32>
    %1436 = stablehlo.constant dense<0.9> : tensor<2x2x4x8xf32>
    %1437 = stablehlo.multiply %1436, %m.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1438 = stablehlo.constant dense<0.1> : tensor<2x2x4x8xf32>
    %1439 = stablehlo.multiply %1438, %950 : tensor<2x2x4x8xf32>
    %1440 = stablehlo.add %1437, %1439 : tensor<2x2x4x8xf32>
    %1441 = stablehlo.constant dense<0.999> : tensor<2x2x4x8xf32>
    %1442 = stablehlo.multiply %1441, %v.stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %1443 = stablehlo.constant dense<0.001> : tensor<2x2x4x8xf32>
    %1444 = stablehlo.multiply %950, %950 : tensor<2x2x4x8xf32>
    %1445 = stablehlo.multiply %1443, %1444 : tensor<2x2x4x8xf32>
    %1446 = stablehlo.add %1442, %1445 : tensor<2x2x4x8xf32>
    %1447 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1448 = stablehlo.divide %1440, %1447 : tensor<2x2x4x8xf32>
    %1449 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %1450 = stablehlo.divide %1446, %1449 : tensor<2x2x4x8xf32>
    %1451 = stablehlo.sqrt %1450 : tensor<2x2x4x8xf32>
    %1452 = stablehlo.constant dense<1.0e-08> : tensor<2x2x4x8xf32>
    %1453 = stablehlo.add %1451, %1452 : tensor<2x2x4x8xf32>
    %1454 = stablehlo.divide %1448, %1453 : tensor<2x2x4x8xf32>
    %1455 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1456 = stablehlo.multiply %1455, %m.stages.1.down.conv.b : tensor<8xf32>
    %1457 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1458 = stablehlo.multiply %1457, %955 : tensor<8xf32>
    %1459 = stablehlo.add %1456, %1458 : tensor<8xf32>
    %1460 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1461 = stablehlo.multiply %1460, %v.stages.1.down.conv.b : tensor<8xf32>
    %1462 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1463 = stablehlo.multiply %955, %955 : tensor<8xf32>
    %1464 = stablehlo.multiply %1462, %1463 : tensor<8xf32>
    %1465 = stablehlo.add %1461, %1464 : tensor<8xf32>
    %1466 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1467 = stablehlo.divide %1459, %1466 : tensor<8xf32>
    %1468 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1469 = stablehlo.divide %1465, %1468 : tensor<8xf32>
    %1470 = stablehlo.sqrt %1469 : tensor<8xf32>
    %1471 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1472 = stablehlo.add %1470, %1471 : tensor<8xf32>
    %1473 = stablehlo.divide %1467, %1472 : tensor<8xf32>
    %1474 = stablehlo.constant dense<0.9> : tensor<7x7x1x8xf32>
    %1475 = stablehlo.multiply %1474, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1476 = stablehlo.constant dense<0.1> : tensor<7x7x1x8xf32>
    %1477 = stablehlo.multiply %1476, %960 : tensor<7x7x1x8xf32>
    %1478 = stablehlo.add %1475, %1477 : tensor<7x7x1x8xf32>
    %1479 = stablehlo.constant dense<0.999> : tensor<7x7x1x8xf32>
    %1480 = stablehlo.multiply %1479, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %1481 = stablehlo.constant dense<0.001> : tensor<7x7x1x8xf32>
    %1482 = stablehlo.multiply %960, %960 : tensor<7x7x1x8xf32>
    %1483 = stablehlo.multiply %1481, %1482 : tensor<7x7x1x8xf32>
    %1484 = stablehlo.add %1480, %1483 : tensor<7x7x1x8xf32>
    %1485 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1486 = stablehlo.divide %1478, %1485 : tensor<7x7x1x8xf32>
    %1487 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %1488 = stablehlo.divide %1484, %1487 : tensor<7x7x1x8xf32>
    %1489 = stablehlo.sqrt %1488 : tensor<7x7x1x8xf32>
    %1490 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x8xf32>
    %1491 = stablehlo.add %1489, %1490 : tensor<7x7x1x8xf32>
    %1492 = stablehlo.divide %1486, %1491 : tensor<7x7x1x8xf32>
    %1493 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1494 = stablehlo.multiply %1493, %m.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1495 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1496 = stablehlo.multiply %1495, %965 : tensor<8xf32>
    %1497 = stablehlo.add %1494, %1496 : tensor<8xf32>
    %1498 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1499 = stablehlo.multiply %1498, %v.stages.1.blocks.0.dwconv.b : tensor<8xf32>
    %1500 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1501 = stablehlo.multiply %965, %965 : tensor<8xf32>
    %1502 = stablehlo.multiply %1500, %1501 : tensor<8xf32>
    %1503 = stablehlo.add %1499, %1502 : tensor<8xf32>
    %1504 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1505 = stablehlo.divide %1497, %1504 : tensor<8xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1507 = stablehlo.divide %1503, %1506 : tensor<8xf32>
    %1508 = stablehlo.sqrt %1507 : tensor<8xf32>
    %1509 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1510 = stablehlo.add %1508, %1509 : tensor<8xf32>
    %1511 = stablehlo.divide %1505, %1510 : tensor<8xf32>
    %1512 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1513 = stablehlo.multiply %1512, %m.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1514 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1515 = stablehlo.multiply %1514, %970 : tensor<8xf32>
    %1516 = stablehlo.add %1513, %1515 : tensor<8xf32>
    %1517 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1518 = stablehlo.multiply %1517, %v.stages.1.blocks.0.norm.g : tensor<8xf32>
    %1519 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1520 = stablehlo.multiply %970, %970 : tensor<8xf32>
    %1521 = stablehlo.multiply %1519, %1520 : tensor<8xf32>
    %1522 = stablehlo.add %1518, %1521 : tensor<8xf32>
    %1523 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1524 = stablehlo.divide %1516, %1523 : tensor<8xf32>
    %1525 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1526 = stablehlo.divide %1522, %1525 : tensor<8xf32>
    %1527 = stablehlo.sqrt %1526 : tensor<8xf32>
    %1528 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1529 = stablehlo.add %1527, %1528 : tensor<8xf32>
    %1530 = stablehlo.divide %1524, %1529 : tensor<8xf32>
    %1531 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1532 = stablehlo.multiply %1531, %m.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1533 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1534 = stablehlo.multiply %1533, %975 : tensor<8xf32>
    %1535 = stablehlo.add %1532, %1534 : tensor<8xf32>
    %1536 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1537 = stablehlo.multiply %1536, %v.stages.1.blocks.0.norm.b : tensor<8xf32>
    %1538 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1539 = stablehlo.multiply %975, %975 : tensor<8xf32>
    %1540 = stablehlo.multiply %1538, %1539 : tensor<8xf32>
    %1541 = stablehlo.add %1537, %1540 : tensor<8xf32>
    %1542 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1543 = stablehlo.divide %1535, %1542 : tensor<8xf32>
    %1544 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1545 = stablehlo.divide %1541, %1544 : tensor<8xf32>
    %1546 = stablehlo.sqrt %1545 : tensor<8xf32>
    %1547 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1548 = stablehlo.add %1546, %1547 : tensor<8xf32>
    %1549 = stablehlo.divide %1543, %1548 : tensor<8xf32>
    %1550 = stablehlo.constant dense<0.9> : tensor<8x32xf32>
    %1551 = stablehlo.multiply %1550, %m.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1552 = stablehlo.constant dense<0.1> : tensor<8x32xf32>
    %1553 = stablehlo.multiply %1552, %980 : tensor<8x32xf32>
    %1554 = stablehlo.add %1551, %1553 : tensor<8x32xf32>
    %1555 = stablehlo.constant dense<0.999> : tensor<8x32xf32>
    %1556 = stablehlo.multiply %1555, %v.stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %1557 = stablehlo.constant dense<0.001> : tensor<8x32xf32>
    %1558 = stablehlo.multiply %980, %980 : tensor<8x32xf32>
    %1559 = stablehlo.multiply %1557, %1558 : tensor<8x32xf32>
    %1560 = stablehlo.add %1556, %1559 : tensor<8x32xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1562 = stablehlo.divide %1554, %1561 : tensor<8x32xf32>
    %1563 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %1564 = stablehlo.divide %1560, %1563 : tensor<8x32xf32>
    %1565 = stablehlo.sqrt %1564 : tensor<8x32xf32>
    %1566 = stablehlo.constant dense<1.0e-08> : tensor<8x32xf32>
    %1567 = stablehlo.add %1565, %1566 : tensor<8x32xf32>
    %1568 = stablehlo.divide %1562, %1567 : tensor<8x32xf32>
    %1569 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %1570 = stablehlo.multiply %1569, %m.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1571 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %1572 = stablehlo.multiply %1571, %985 : tensor<32xf32>
    %1573 = stablehlo.add %1570, %1572 : tensor<32xf32>
    %1574 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %1575 = stablehlo.multiply %1574, %v.stages.1.blocks.0.fc1.b : tensor<32xf32>
    %1576 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %1577 = stablehlo.multiply %985, %985 : tensor<32xf32>
    %1578 = stablehlo.multiply %1576, %1577 : tensor<32xf32>
    %1579 = stablehlo.add %1575, %1578 : tensor<32xf32>
    %1580 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1581 = stablehlo.divide %1573, %1580 : tensor<32xf32>
    %1582 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1583 = stablehlo.divide %1579, %1582 : tensor<32xf32>
    %1584 = stablehlo.sqrt %1583 : tensor<32xf32>
    %1585 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %1586 = stablehlo.add %1584, %1585 : tensor<32xf32>
    %1587 = stablehlo.divide %1581, %1586 : tensor<32xf32>
    %1588 = stablehlo.constant dense<0.9> : tensor<32x8xf32>
    %1589 = stablehlo.multiply %1588, %m.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1590 = stablehlo.constant dense<0.1> : tensor<32x8xf32>
    %1591 = stablehlo.multiply %1590, %990 : tensor<32x8xf32>
    %1592 = stablehlo.add %1589, %1591 : tensor<32x8xf32>
    %1593 = stablehlo.constant dense<0.999> : tensor<32x8xf32>
    %1594 = stablehlo.multiply %1593, %v.stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %1595 = stablehlo.constant dense<0.001> : tensor<32x8xf32>
    %1596 = stablehlo.multiply %990, %990 : tensor<32x8xf32>
    %1597 = stablehlo.multiply %1595, %1596 : tensor<32x8xf32>
    %1598 = stablehlo.add %1594, %1597 : tensor<32x8xf32>
    %1599 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1600 = stablehlo.divide %1592, %1599 : tensor<32x8xf32>
    %1601 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %1602 = stablehlo.divide %1598, %1601 : tensor<32x8xf32>
    %1603 = stablehlo.sqrt %1602 : tensor<32x8xf32>
    %1604 = stablehlo.constant dense<1.0e-08> : tensor<32x8xf32>
    %1605 = stablehlo.add %1603, %1604 : tensor<32x8xf32>
    %1606 = stablehlo.divide %1600, %1605 : tensor<32x8xf32>
    %1607 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1608 = stablehlo.multiply %1607, %m.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1609 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1610 = stablehlo.multiply %1609, %995 : tensor<8xf32>
    %1611 = stablehlo.add %1608, %1610 : tensor<8xf32>
    %1612 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1613 = stablehlo.multiply %1612, %v.stages.1.blocks.0.fc2.b : tensor<8xf32>
    %1614 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1615 = stablehlo.multiply %995, %995 : tensor<8xf32>
    %1616 = stablehlo.multiply %1614, %1615 : tensor<8xf32>
    %1617 = stablehlo.add %1613, %1616 : tensor<8xf32>
    %1618 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1619 = stablehlo.divide %1611, %1618 : tensor<8xf32>
    %1620 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1621 = stablehlo.divide %1617, %1620 : tensor<8xf32>
    %1622 = stablehlo.sqrt %1621 : tensor<8xf32>
    %1623 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1624 = stablehlo.add %1622, %1623 : tensor<8xf32>
    %1625 = stablehlo.divide %1619, %1624 : tensor<8xf32>
    %1626 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1627 = stablehlo.multiply %1626, %m.stages.1.blocks.0.gamma : tensor<8xf32>
    %1628 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1629 = stablehlo.multiply %1628, %1000 : tensor<8xf32>
    %1630 = stablehlo.add %1627, %1629 : tensor<8xf32>
    %1631 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1632 = stablehlo.multiply %1631, %v.stages.1.blocks.0.gamma : tensor<8xf32>
    %1633 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1634 = stablehlo.multiply %1000, %1000 : tensor<8xf32>
    %1635 = stablehlo.multiply %1633, %1634 : tensor<8xf32>
    %1636 = stablehlo.add %1632, %1635 : tensor<8xf32>
    %1637 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1638 = stablehlo.divide %1630, %1637 : tensor<8xf32>
    %1639 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1640 = stablehlo.divide %1636, %1639 : tensor<8xf32>
    %1641 = stablehlo.sqrt %1640 : tensor<8xf32>
    %1642 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1643 = stablehlo.add %1641, %1642 : tensor<8xf32>
    %1644 = stablehlo.divide %1638, %1643 : tensor<8xf32>
    %1645 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1646 = stablehlo.multiply %1645, %m.stages.2.down.norm.g : tensor<8xf32>
    %1647 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1648 = stablehlo.multiply %1647, %1005 : tensor<8xf32>
    %1649 = stablehlo.add %1646, %1648 : tensor<8xf32>
    %1650 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1651 = stablehlo.multiply %1650, %v.stages.2.down.norm.g : tensor<8xf32>
    %1652 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1653 = stablehlo.multiply %1005, %1005 : tensor<8xf32>
    %1654 = stablehlo.multiply %1652, %1653 : tensor<8xf32>
    %1655 = stablehlo.add %1651, %1654 : tensor<8xf32>
    %1656 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1657 = stablehlo.divide %1649, %1656 : tensor<8xf32>
    %1658 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1659 = stablehlo.divide %1655, %1658 : tensor<8xf32>
    %1660 = stablehlo.sqrt %1659 : tensor<8xf32>
    %1661 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1662 = stablehlo.add %1660, %1661 : tensor<8xf32>
    %1663 = stablehlo.divide %1657, %1662 : tensor<8xf32>
    %1664 = stablehlo.constant dense<0.9> : tensor<8xf32>
    %1665 = stablehlo.multiply %1664, %m.stages.2.down.norm.b : tensor<8xf32>
    %1666 = stablehlo.constant dense<0.1> : tensor<8xf32>
    %1667 = stablehlo.multiply %1666, %1010 : tensor<8xf32>
    %1668 = stablehlo.add %1665, %1667 : tensor<8xf32>
    %1669 = stablehlo.constant dense<0.999> : tensor<8xf32>
    %1670 = stablehlo.multiply %1669, %v.stages.2.down.norm.b : tensor<8xf32>
    %1671 = stablehlo.constant dense<0.001> : tensor<8xf32>
    %1672 = stablehlo.multiply %1010, %1010 : tensor<8xf32>
    %1673 = stablehlo.multiply %1671, %1672 : tensor<8xf32>
    %1674 = stablehlo.add %1670, %1673 : tensor<8xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1676 = stablehlo.divide %1668, %1675 : tensor<8xf32>
    %1677 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %1678 = stablehlo.divide %1674, %1677 : tensor<8xf32>
    %1679 = stablehlo.sqrt %1678 : tensor<8xf32>
    %1680 = stablehlo.constant dense<1.0e-08> : tensor<8xf32>
    %1681 = stablehlo.add %1679, %1680 : tensor<8xf32>
    %1682 = stablehlo.divide %1676, %1681 : tensor<8xf32>
    %1683 = stablehlo.constant dense<0.9> : tensor<2x2x8x12xf32>
    %1684 = stablehlo.multiply %1683, %m.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1685 = stablehlo.constant dense<0.1> : tensor<2x2x8x12xf32>
    %1686 = stablehlo.multiply %1685, %1015 : tensor<2x2x8x12xf32>
    %1687 = stablehlo.add %1684, %1686 : tensor<2x2x8x12xf32>
    %1688 = stablehlo.constant dense<0.999> : tensor<2x2x8x12xf32>
    %1689 = stablehlo.multiply %1688, %v.stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %1690 = stablehlo.constant dense<0.001> : tensor<2x2x8x12xf32>
    %1691 = stablehlo.multiply %1015, %1015 : tensor<2x2x8x12xf32>
    %1692 = stablehlo.multiply %1690, %1691 : tensor<2x2x8x12xf32>
    %1693 = stablehlo.add %1689, %1692 : tensor<2x2x8x12xf32>
    %1694 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1695 = stablehlo.divide %1687, %1694 : tensor<2x2x8x12xf32>
    %1696 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %1697 = stablehlo.divide %1693, %1696 : tensor<2x2x8x12xf32>
    %1698 = stablehlo.sqrt %1697 : tensor<2x2x8x12xf32>
    %1699 = stablehlo.constant dense<1.0e-08> : tensor<2x2x8x12xf32>
    %1700 = stablehlo.add %1698, %1699 : tensor<2x2x8x12xf32>
    %1701 = stablehlo.divide %1695, %1700 : tensor<2x2x8x12xf32>
    %1702 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1703 = stablehlo.multiply %1702, %m.stages.2.down.conv.b : tensor<12xf32>
    %1704 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1705 = stablehlo.multiply %1704, %1020 : tensor<12xf32>
    %1706 = stablehlo.add %1703, %1705 : tensor<12xf32>
    %1707 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1708 = stablehlo.multiply %1707, %v.stages.2.down.conv.b : tensor<12xf32>
    %1709 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1710 = stablehlo.multiply %1020, %1020 : tensor<12xf32>
    %1711 = stablehlo.multiply %1709, %1710 : tensor<12xf32>
    %1712 = stablehlo.add %1708, %1711 : tensor<12xf32>
    %1713 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1714 = stablehlo.divide %1706, %1713 : tensor<12xf32>
    %1715 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1716 = stablehlo.divide %1712, %1715 : tensor<12xf32>
    %1717 = stablehlo.sqrt %1716 : tensor<12xf32>
    %1718 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1719 = stablehlo.add %1717, %1718 : tensor<12xf32>
    %1720 = stablehlo.divide %1714, %1719 : tensor<12xf32>
    %1721 = stablehlo.constant dense<0.9> : tensor<7x7x1x12xf32>
    %1722 = stablehlo.multiply %1721, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1723 = stablehlo.constant dense<0.1> : tensor<7x7x1x12xf32>
    %1724 = stablehlo.multiply %1723, %1025 : tensor<7x7x1x12xf32>
    %1725 = stablehlo.add %1722, %1724 : tensor<7x7x1x12xf32>
    %1726 = stablehlo.constant dense<0.999> : tensor<7x7x1x12xf32>
    %1727 = stablehlo.multiply %1726, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %1728 = stablehlo.constant dense<0.001> : tensor<7x7x1x12xf32>
    %1729 = stablehlo.multiply %1025, %1025 : tensor<7x7x1x12xf32>
    %1730 = stablehlo.multiply %1728, %1729 : tensor<7x7x1x12xf32>
    %1731 = stablehlo.add %1727, %1730 : tensor<7x7x1x12xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1733 = stablehlo.divide %1725, %1732 : tensor<7x7x1x12xf32>
    %1734 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %1735 = stablehlo.divide %1731, %1734 : tensor<7x7x1x12xf32>
    %1736 = stablehlo.sqrt %1735 : tensor<7x7x1x12xf32>
    %1737 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x12xf32>
    %1738 = stablehlo.add %1736, %1737 : tensor<7x7x1x12xf32>
    %1739 = stablehlo.divide %1733, %1738 : tensor<7x7x1x12xf32>
    %1740 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1741 = stablehlo.multiply %1740, %m.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1742 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1743 = stablehlo.multiply %1742, %1030 : tensor<12xf32>
    %1744 = stablehlo.add %1741, %1743 : tensor<12xf32>
    %1745 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1746 = stablehlo.multiply %1745, %v.stages.2.blocks.0.dwconv.b : tensor<12xf32>
    %1747 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1748 = stablehlo.multiply %1030, %1030 : tensor<12xf32>
    %1749 = stablehlo.multiply %1747, %1748 : tensor<12xf32>
    %1750 = stablehlo.add %1746, %1749 : tensor<12xf32>
    %1751 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1752 = stablehlo.divide %1744, %1751 : tensor<12xf32>
    %1753 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1754 = stablehlo.divide %1750, %1753 : tensor<12xf32>
    %1755 = stablehlo.sqrt %1754 : tensor<12xf32>
    %1756 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1757 = stablehlo.add %1755, %1756 : tensor<12xf32>
    %1758 = stablehlo.divide %1752, %1757 : tensor<12xf32>
    %1759 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1760 = stablehlo.multiply %1759, %m.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1761 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1762 = stablehlo.multiply %1761, %1035 : tensor<12xf32>
    %1763 = stablehlo.add %1760, %1762 : tensor<12xf32>
    %1764 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1765 = stablehlo.multiply %1764, %v.stages.2.blocks.0.norm.g : tensor<12xf32>
    %1766 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1767 = stablehlo.multiply %1035, %1035 : tensor<12xf32>
    %1768 = stablehlo.multiply %1766, %1767 : tensor<12xf32>
    %1769 = stablehlo.add %1765, %1768 : tensor<12xf32>
    %1770 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1771 = stablehlo.divide %1763, %1770 : tensor<12xf32>
    %1772 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1773 = stablehlo.divide %1769, %1772 : tensor<12xf32>
    %1774 = stablehlo.sqrt %1773 : tensor<12xf32>
    %1775 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1776 = stablehlo.add %1774, %1775 : tensor<12xf32>
    %1777 = stablehlo.divide %1771, %1776 : tensor<12xf32>
    %1778 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1779 = stablehlo.multiply %1778, %m.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1780 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1781 = stablehlo.multiply %1780, %1040 : tensor<12xf32>
    %1782 = stablehlo.add %1779, %1781 : tensor<12xf32>
    %1783 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1784 = stablehlo.multiply %1783, %v.stages.2.blocks.0.norm.b : tensor<12xf32>
    %1785 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1786 = stablehlo.multiply %1040, %1040 : tensor<12xf32>
    %1787 = stablehlo.multiply %1785, %1786 : tensor<12xf32>
    %1788 = stablehlo.add %1784, %1787 : tensor<12xf32>
    %1789 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1790 = stablehlo.divide %1782, %1789 : tensor<12xf32>
    %1791 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1792 = stablehlo.divide %1788, %1791 : tensor<12xf32>
    %1793 = stablehlo.sqrt %1792 : tensor<12xf32>
    %1794 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1795 = stablehlo.add %1793, %1794 : tensor<12xf32>
    %1796 = stablehlo.divide %1790, %1795 : tensor<12xf32>
    %1797 = stablehlo.constant dense<0.9> : tensor<12x48xf32>
    %1798 = stablehlo.multiply %1797, %m.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1799 = stablehlo.constant dense<0.1> : tensor<12x48xf32>
    %1800 = stablehlo.multiply %1799, %1045 : tensor<12x48xf32>
    %1801 = stablehlo.add %1798, %1800 : tensor<12x48xf32>
    %1802 = stablehlo.constant dense<0.999> : tensor<12x48xf32>
    %1803 = stablehlo.multiply %1802, %v.stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %1804 = stablehlo.constant dense<0.001> : tensor<12x48xf32>
    %1805 = stablehlo.multiply %1045, %1045 : tensor<12x48xf32>
    %1806 = stablehlo.multiply %1804, %1805 : tensor<12x48xf32>
    %1807 = stablehlo.add %1803, %1806 : tensor<12x48xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1809 = stablehlo.divide %1801, %1808 : tensor<12x48xf32>
    %1810 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %1811 = stablehlo.divide %1807, %1810 : tensor<12x48xf32>
    %1812 = stablehlo.sqrt %1811 : tensor<12x48xf32>
    %1813 = stablehlo.constant dense<1.0e-08> : tensor<12x48xf32>
    %1814 = stablehlo.add %1812, %1813 : tensor<12x48xf32>
    %1815 = stablehlo.divide %1809, %1814 : tensor<12x48xf32>
    %1816 = stablehlo.constant dense<0.9> : tensor<48xf32>
    %1817 = stablehlo.multiply %1816, %m.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1818 = stablehlo.constant dense<0.1> : tensor<48xf32>
    %1819 = stablehlo.multiply %1818, %1050 : tensor<48xf32>
    %1820 = stablehlo.add %1817, %1819 : tensor<48xf32>
    %1821 = stablehlo.constant dense<0.999> : tensor<48xf32>
    %1822 = stablehlo.multiply %1821, %v.stages.2.blocks.0.fc1.b : tensor<48xf32>
    %1823 = stablehlo.constant dense<0.001> : tensor<48xf32>
    %1824 = stablehlo.multiply %1050, %1050 : tensor<48xf32>
    %1825 = stablehlo.multiply %1823, %1824 : tensor<48xf32>
    %1826 = stablehlo.add %1822, %1825 : tensor<48xf32>
    %1827 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1828 = stablehlo.divide %1820, %1827 : tensor<48xf32>
    %1829 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %1830 = stablehlo.divide %1826, %1829 : tensor<48xf32>
    %1831 = stablehlo.sqrt %1830 : tensor<48xf32>
    %1832 = stablehlo.constant dense<1.0e-08> : tensor<48xf32>
    %1833 = stablehlo.add %1831, %1832 : tensor<48xf32>
    %1834 = stablehlo.divide %1828, %1833 : tensor<48xf32>
    %1835 = stablehlo.constant dense<0.9> : tensor<48x12xf32>
    %1836 = stablehlo.multiply %1835, %m.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1837 = stablehlo.constant dense<0.1> : tensor<48x12xf32>
    %1838 = stablehlo.multiply %1837, %1055 : tensor<48x12xf32>
    %1839 = stablehlo.add %1836, %1838 : tensor<48x12xf32>
    %1840 = stablehlo.constant dense<0.999> : tensor<48x12xf32>
    %1841 = stablehlo.multiply %1840, %v.stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %1842 = stablehlo.constant dense<0.001> : tensor<48x12xf32>
    %1843 = stablehlo.multiply %1055, %1055 : tensor<48x12xf32>
    %1844 = stablehlo.multiply %1842, %1843 : tensor<48x12xf32>
    %1845 = stablehlo.add %1841, %1844 : tensor<48x12xf32>
    %1846 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1847 = stablehlo.divide %1839, %1846 : tensor<48x12xf32>
    %1848 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %1849 = stablehlo.divide %1845, %1848 : tensor<48x12xf32>
    %1850 = stablehlo.sqrt %1849 : tensor<48x12xf32>
    %1851 = stablehlo.constant dense<1.0e-08> : tensor<48x12xf32>
    %1852 = stablehlo.add %1850, %1851 : tensor<48x12xf32>
    %1853 = stablehlo.divide %1847, %1852 : tensor<48x12xf32>
    %1854 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1855 = stablehlo.multiply %1854, %m.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1856 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1857 = stablehlo.multiply %1856, %1060 : tensor<12xf32>
    %1858 = stablehlo.add %1855, %1857 : tensor<12xf32>
    %1859 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1860 = stablehlo.multiply %1859, %v.stages.2.blocks.0.fc2.b : tensor<12xf32>
    %1861 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1862 = stablehlo.multiply %1060, %1060 : tensor<12xf32>
    %1863 = stablehlo.multiply %1861, %1862 : tensor<12xf32>
    %1864 = stablehlo.add %1860, %1863 : tensor<12xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1866 = stablehlo.divide %1858, %1865 : tensor<12xf32>
    %1867 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1868 = stablehlo.divide %1864, %1867 : tensor<12xf32>
    %1869 = stablehlo.sqrt %1868 : tensor<12xf32>
    %1870 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1871 = stablehlo.add %1869, %1870 : tensor<12xf32>
    %1872 = stablehlo.divide %1866, %1871 : tensor<12xf32>
    %1873 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1874 = stablehlo.multiply %1873, %m.stages.2.blocks.0.gamma : tensor<12xf32>
    %1875 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1876 = stablehlo.multiply %1875, %1065 : tensor<12xf32>
    %1877 = stablehlo.add %1874, %1876 : tensor<12xf32>
    %1878 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1879 = stablehlo.multiply %1878, %v.stages.2.blocks.0.gamma : tensor<12xf32>
    %1880 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1881 = stablehlo.multiply %1065, %1065 : tensor<12xf32>
    %1882 = stablehlo.multiply %1880, %1881 : tensor<12xf32>
    %1883 = stablehlo.add %1879, %1882 : tensor<12xf32>
    %1884 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1885 = stablehlo.divide %1877, %1884 : tensor<12xf32>
    %1886 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1887 = stablehlo.divide %1883, %1886 : tensor<12xf32>
    %1888 = stablehlo.sqrt %1887 : tensor<12xf32>
    %1889 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1890 = stablehlo.add %1888, %1889 : tensor<12xf32>
    %1891 = stablehlo.divide %1885, %1890 : tensor<12xf32>
    %1892 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1893 = stablehlo.multiply %1892, %m.stages.3.down.norm.g : tensor<12xf32>
    %1894 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1895 = stablehlo.multiply %1894, %1070 : tensor<12xf32>
    %1896 = stablehlo.add %1893, %1895 : tensor<12xf32>
    %1897 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1898 = stablehlo.multiply %1897, %v.stages.3.down.norm.g : tensor<12xf32>
    %1899 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1900 = stablehlo.multiply %1070, %1070 : tensor<12xf32>
    %1901 = stablehlo.multiply %1899, %1900 : tensor<12xf32>
    %1902 = stablehlo.add %1898, %1901 : tensor<12xf32>
    %1903 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1904 = stablehlo.divide %1896, %1903 : tensor<12xf32>
    %1905 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1906 = stablehlo.divide %1902, %1905 : tensor<12xf32>
    %1907 = stablehlo.sqrt %1906 : tensor<12xf32>
    %1908 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1909 = stablehlo.add %1907, %1908 : tensor<12xf32>
    %1910 = stablehlo.divide %1904, %1909 : tensor<12xf32>
    %1911 = stablehlo.constant dense<0.9> : tensor<12xf32>
    %1912 = stablehlo.multiply %1911, %m.stages.3.down.norm.b : tensor<12xf32>
    %1913 = stablehlo.constant dense<0.1> : tensor<12xf32>
    %1914 = stablehlo.multiply %1913, %1075 : tensor<12xf32>
    %1915 = stablehlo.add %1912, %1914 : tensor<12xf32>
    %1916 = stablehlo.constant dense<0.999> : tensor<12xf32>
    %1917 = stablehlo.multiply %1916, %v.stages.3.down.norm.b : tensor<12xf32>
    %1918 = stablehlo.constant dense<0.001> : tensor<12xf32>
    %1919 = stablehlo.multiply %1075, %1075 : tensor<12xf32>
    %1920 = stablehlo.multiply %1918, %1919 : tensor<12xf32>
    %1921 = stablehlo.add %1917, %1920 : tensor<12xf32>
    %1922 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1923 = stablehlo.divide %1915, %1922 : tensor<12xf32>
    %1924 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %1925 = stablehlo.divide %1921, %1924 : tensor<12xf32>
    %1926 = stablehlo.sqrt %1925 : tensor<12xf32>
    %1927 = stablehlo.constant dense<1.0e-08> : tensor<12xf32>
    %1928 = stablehlo.add %1926, %1927 : tensor<12xf32>
    %1929 = stablehlo.divide %1923, %1928 : tensor<12xf32>
    %1930 = stablehlo.constant dense<0.9> : tensor<2x2x12x16xf32>
    %1931 = stablehlo.multiply %1930, %m.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1932 = stablehlo.constant dense<0.1> : tensor<2x2x12x16xf32>
    %1933 = stablehlo.multiply %1932, %1080 : tensor<2x2x12x16xf32>
    %1934 = stablehlo.add %1931, %1933 : tensor<2x2x12x16xf32>
    %1935 = stablehlo.constant dense<0.999> : tensor<2x2x12x16xf32>
    %1936 = stablehlo.multiply %1935, %v.stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %1937 = stablehlo.constant dense<0.001> : tensor<2x2x12x16xf32>
    %1938 = stablehlo.multiply %1080, %1080 : tensor<2x2x12x16xf32>
    %1939 = stablehlo.multiply %1937, %1938 : tensor<2x2x12x16xf32>
    %1940 = stablehlo.add %1936, %1939 : tensor<2x2x12x16xf32>
    %1941 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1942 = stablehlo.divide %1934, %1941 : tensor<2x2x12x16xf32>
    %1943 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %1944 = stablehlo.divide %1940, %1943 : tensor<2x2x12x16xf32>
    %1945 = stablehlo.sqrt %1944 : tensor<2x2x12x16xf32>
    %1946 = stablehlo.constant dense<1.0e-08> : tensor<2x2x12x16xf32>
    %1947 = stablehlo.add %1945, %1946 : tensor<2x2x12x16xf32>
    %1948 = stablehlo.divide %1942, %1947 : tensor<2x2x12x16xf32>
    %1949 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1950 = stablehlo.multiply %1949, %m.stages.3.down.conv.b : tensor<16xf32>
    %1951 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1952 = stablehlo.multiply %1951, %1085 : tensor<16xf32>
    %1953 = stablehlo.add %1950, %1952 : tensor<16xf32>
    %1954 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1955 = stablehlo.multiply %1954, %v.stages.3.down.conv.b : tensor<16xf32>
    %1956 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1957 = stablehlo.multiply %1085, %1085 : tensor<16xf32>
    %1958 = stablehlo.multiply %1956, %1957 : tensor<16xf32>
    %1959 = stablehlo.add %1955, %1958 : tensor<16xf32>
    %1960 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1961 = stablehlo.divide %1953, %1960 : tensor<16xf32>
    %1962 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1963 = stablehlo.divide %1959, %1962 : tensor<16xf32>
    %1964 = stablehlo.sqrt %1963 : tensor<16xf32>
    %1965 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1966 = stablehlo.add %1964, %1965 : tensor<16xf32>
    %1967 = stablehlo.divide %1961, %1966 : tensor<16xf32>
    %1968 = stablehlo.constant dense<0.9> : tensor<7x7x1x16xf32>
    %1969 = stablehlo.multiply %1968, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %1970 = stablehlo.constant dense<0.1> : tensor<7x7x1x16xf32>
    %1971 = stablehlo.multiply %1970, %1090 : tensor<7x7x1x16xf32>
    %1972 = stablehlo.add %1969, %1971 : tensor<7x7x1x16xf32>
    %1973 = stablehlo.constant dense<0.999> : tensor<7x7x1x16xf32>
    %1974 = stablehlo.multiply %1973, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %1975 = stablehlo.constant dense<0.001> : tensor<7x7x1x16xf32>
    %1976 = stablehlo.multiply %1090, %1090 : tensor<7x7x1x16xf32>
    %1977 = stablehlo.multiply %1975, %1976 : tensor<7x7x1x16xf32>
    %1978 = stablehlo.add %1974, %1977 : tensor<7x7x1x16xf32>
    %1979 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1980 = stablehlo.divide %1972, %1979 : tensor<7x7x1x16xf32>
    %1981 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %1982 = stablehlo.divide %1978, %1981 : tensor<7x7x1x16xf32>
    %1983 = stablehlo.sqrt %1982 : tensor<7x7x1x16xf32>
    %1984 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x16xf32>
    %1985 = stablehlo.add %1983, %1984 : tensor<7x7x1x16xf32>
    %1986 = stablehlo.divide %1980, %1985 : tensor<7x7x1x16xf32>
    %1987 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1988 = stablehlo.multiply %1987, %m.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %1989 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1990 = stablehlo.multiply %1989, %1095 : tensor<16xf32>
    %1991 = stablehlo.add %1988, %1990 : tensor<16xf32>
    %1992 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1993 = stablehlo.multiply %1992, %v.stages.3.blocks.0.dwconv.b : tensor<16xf32>
    %1994 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1995 = stablehlo.multiply %1095, %1095 : tensor<16xf32>
    %1996 = stablehlo.multiply %1994, %1995 : tensor<16xf32>
    %1997 = stablehlo.add %1993, %1996 : tensor<16xf32>
    %1998 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1999 = stablehlo.divide %1991, %1998 : tensor<16xf32>
    %2000 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2001 = stablehlo.divide %1997, %2000 : tensor<16xf32>
    %2002 = stablehlo.sqrt %2001 : tensor<16xf32>
    %2003 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2004 = stablehlo.add %2002, %2003 : tensor<16xf32>
    %2005 = stablehlo.divide %1999, %2004 : tensor<16xf32>
    %2006 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2007 = stablehlo.multiply %2006, %m.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2008 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2009 = stablehlo.multiply %2008, %1100 : tensor<16xf32>
    %2010 = stablehlo.add %2007, %2009 : tensor<16xf32>
    %2011 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2012 = stablehlo.multiply %2011, %v.stages.3.blocks.0.norm.g : tensor<16xf32>
    %2013 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2014 = stablehlo.multiply %1100, %1100 : tensor<16xf32>
    %2015 = stablehlo.multiply %2013, %2014 : tensor<16xf32>
    %2016 = stablehlo.add %2012, %2015 : tensor<16xf32>
    %2017 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2018 = stablehlo.divide %2010, %2017 : tensor<16xf32>
    %2019 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2020 = stablehlo.divide %2016, %2019 : tensor<16xf32>
    %2021 = stablehlo.sqrt %2020 : tensor<16xf32>
    %2022 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2023 = stablehlo.add %2021, %2022 : tensor<16xf32>
    %2024 = stablehlo.divide %2018, %2023 : tensor<16xf32>
    %2025 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2026 = stablehlo.multiply %2025, %m.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2027 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2028 = stablehlo.multiply %2027, %1105 : tensor<16xf32>
    %2029 = stablehlo.add %2026, %2028 : tensor<16xf32>
    %2030 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2031 = stablehlo.multiply %2030, %v.stages.3.blocks.0.norm.b : tensor<16xf32>
    %2032 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2033 = stablehlo.multiply %1105, %1105 : tensor<16xf32>
    %2034 = stablehlo.multiply %2032, %2033 : tensor<16xf32>
    %2035 = stablehlo.add %2031, %2034 : tensor<16xf32>
    %2036 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2037 = stablehlo.divide %2029, %2036 : tensor<16xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2039 = stablehlo.divide %2035, %2038 : tensor<16xf32>
    %2040 = stablehlo.sqrt %2039 : tensor<16xf32>
    %2041 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2042 = stablehlo.add %2040, %2041 : tensor<16xf32>
    %2043 = stablehlo.divide %2037, %2042 : tensor<16xf32>
    %2044 = stablehlo.constant dense<0.9> : tensor<16x64xf32>
    %2045 = stablehlo.multiply %2044, %m.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2046 = stablehlo.constant dense<0.1> : tensor<16x64xf32>
    %2047 = stablehlo.multiply %2046, %1110 : tensor<16x64xf32>
    %2048 = stablehlo.add %2045, %2047 : tensor<16x64xf32>
    %2049 = stablehlo.constant dense<0.999> : tensor<16x64xf32>
    %2050 = stablehlo.multiply %2049, %v.stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2051 = stablehlo.constant dense<0.001> : tensor<16x64xf32>
    %2052 = stablehlo.multiply %1110, %1110 : tensor<16x64xf32>
    %2053 = stablehlo.multiply %2051, %2052 : tensor<16x64xf32>
    %2054 = stablehlo.add %2050, %2053 : tensor<16x64xf32>
    %2055 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2056 = stablehlo.divide %2048, %2055 : tensor<16x64xf32>
    %2057 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2058 = stablehlo.divide %2054, %2057 : tensor<16x64xf32>
    %2059 = stablehlo.sqrt %2058 : tensor<16x64xf32>
    %2060 = stablehlo.constant dense<1.0e-08> : tensor<16x64xf32>
    %2061 = stablehlo.add %2059, %2060 : tensor<16x64xf32>
    %2062 = stablehlo.divide %2056, %2061 : tensor<16x64xf32>
    %2063 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2064 = stablehlo.multiply %2063, %m.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2065 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2066 = stablehlo.multiply %2065, %1115 : tensor<64xf32>
    %2067 = stablehlo.add %2064, %2066 : tensor<64xf32>
    %2068 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2069 = stablehlo.multiply %2068, %v.stages.3.blocks.0.fc1.b : tensor<64xf32>
    %2070 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2071 = stablehlo.multiply %1115, %1115 : tensor<64xf32>
    %2072 = stablehlo.multiply %2070, %2071 : tensor<64xf32>
    %2073 = stablehlo.add %2069, %2072 : tensor<64xf32>
    %2074 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2075 = stablehlo.divide %2067, %2074 : tensor<64xf32>
    %2076 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2077 = stablehlo.divide %2073, %2076 : tensor<64xf32>
    %2078 = stablehlo.sqrt %2077 : tensor<64xf32>
    %2079 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2080 = stablehlo.add %2078, %2079 : tensor<64xf32>
    %2081 = stablehlo.divide %2075, %2080 : tensor<64xf32>
    %2082 = stablehlo.constant dense<0.9> : tensor<64x16xf32>
    %2083 = stablehlo.multiply %2082, %m.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2084 = stablehlo.constant dense<0.1> : tensor<64x16xf32>
    %2085 = stablehlo.multiply %2084, %1120 : tensor<64x16xf32>
    %2086 = stablehlo.add %2083, %2085 : tensor<64x16xf32>
    %2087 = stablehlo.constant dense<0.999> : tensor<64x16xf32>
    %2088 = stablehlo.multiply %2087, %v.stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2089 = stablehlo.constant dense<0.001> : tensor<64x16xf32>
    %2090 = stablehlo.multiply %1120, %1120 : tensor<64x16xf32>
    %2091 = stablehlo.multiply %2089, %2090 : tensor<64x16xf32>
    %2092 = stablehlo.add %2088, %2091 : tensor<64x16xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2094 = stablehlo.divide %2086, %2093 : tensor<64x16xf32>
    %2095 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2096 = stablehlo.divide %2092, %2095 : tensor<64x16xf32>
    %2097 = stablehlo.sqrt %2096 : tensor<64x16xf32>
    %2098 = stablehlo.constant dense<1.0e-08> : tensor<64x16xf32>
    %2099 = stablehlo.add %2097, %2098 : tensor<64x16xf32>
    %2100 = stablehlo.divide %2094, %2099 : tensor<64x16xf32>
    %2101 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2102 = stablehlo.multiply %2101, %m.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2103 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2104 = stablehlo.multiply %2103, %1125 : tensor<16xf32>
    %2105 = stablehlo.add %2102, %2104 : tensor<16xf32>
    %2106 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2107 = stablehlo.multiply %2106, %v.stages.3.blocks.0.fc2.b : tensor<16xf32>
    %2108 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2109 = stablehlo.multiply %1125, %1125 : tensor<16xf32>
    %2110 = stablehlo.multiply %2108, %2109 : tensor<16xf32>
    %2111 = stablehlo.add %2107, %2110 : tensor<16xf32>
    %2112 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2113 = stablehlo.divide %2105, %2112 : tensor<16xf32>
    %2114 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2115 = stablehlo.divide %2111, %2114 : tensor<16xf32>
    %2116 = stablehlo.sqrt %2115 : tensor<16xf32>
    %2117 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2118 = stablehlo.add %2116, %2117 : tensor<16xf32>
    %2119 = stablehlo.divide %2113, %2118 : tensor<16xf32>
    %2120 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2121 = stablehlo.multiply %2120, %m.stages.3.blocks.0.gamma : tensor<16xf32>
    %2122 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2123 = stablehlo.multiply %2122, %1130 : tensor<16xf32>
    %2124 = stablehlo.add %2121, %2123 : tensor<16xf32>
    %2125 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2126 = stablehlo.multiply %2125, %v.stages.3.blocks.0.gamma : tensor<16xf32>
    %2127 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2128 = stablehlo.multiply %1130, %1130 : tensor<16xf32>
    %2129 = stablehlo.multiply %2127, %2128 : tensor<16xf32>
    %2130 = stablehlo.add %2126, %2129 : tensor<16xf32>
    %2131 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2132 = stablehlo.divide %2124, %2131 : tensor<16xf32>
    %2133 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2134 = stablehlo.divide %2130, %2133 : tensor<16xf32>
    %2135 = stablehlo.sqrt %2134 : tensor<16xf32>
    %2136 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2137 = stablehlo.add %2135, %2136 : tensor<16xf32>
    %2138 = stablehlo.divide %2132, %2137 : tensor<16xf32>
    %2139 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2140 = stablehlo.multiply %2139, %m.head.norm.g : tensor<16xf32>
    %2141 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2142 = stablehlo.multiply %2141, %1135 : tensor<16xf32>
    %2143 = stablehlo.add %2140, %2142 : tensor<16xf32>
    %2144 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2145 = stablehlo.multiply %2144, %v.head.norm.g : tensor<16xf32>
    %2146 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2147 = stablehlo.multiply %1135, %1135 : tensor<16xf32>
    %2148 = stablehlo.multiply %2146, %2147 : tensor<16xf32>
    %2149 = stablehlo.add %2145, %2148 : tensor<16xf32>
    %2150 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2151 = stablehlo.divide %2143, %2150 : tensor<16xf32>
    %2152 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2153 = stablehlo.divide %2149, %2152 : tensor<16xf32>
    %2154 = stablehlo.sqrt %2153 : tensor<16xf32>
    %2155 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2156 = stablehlo.add %2154, %2155 : tensor<16xf32>
    %2157 = stablehlo.divide %2151, %2156 : tensor<16xf32>
    %2158 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2159 = stablehlo.multiply %2158, %m.head.norm.b : tensor<16xf32>
    %2160 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2161 = stablehlo.multiply %2160, %1140 : tensor<16xf32>
    %2162 = stablehlo.add %2159, %2161 : tensor<16xf32>
    %2163 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2164 = stablehlo.multiply %2163, %v.head.norm.b : tensor<16xf32>
    %2165 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2166 = stablehlo.multiply %1140, %1140 : tensor<16xf32>
    %2167 = stablehlo.multiply %2165, %2166 : tensor<16xf32>
    %2168 = stablehlo.add %2164, %2167 : tensor<16xf32>
    %2169 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2170 = stablehlo.divide %2162, %2169 : tensor<16xf32>
    %2171 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2172 = stablehlo.divide %2168, %2171 : tensor<16xf32>
    %2173 = stablehlo.sqrt %2172 : tensor<16xf32>
    %2174 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2175 = stablehlo.add %2173, %2174 : tensor<16xf32>
    %2176 = stablehlo.divide %2170, %2175 : tensor<16xf32>
    %2177 = stablehlo.constant dense<0.9> : tensor<16x10xf32>
    %2178 = stablehlo.multiply %2177, %m.head.fc.w : tensor<16x10xf32>
    %2179 = stablehlo.constant dense<0.1> : tensor<16x10xf32>
    %2180 = stablehlo.multiply %2179, %1145 : tensor<16x10xf32>
    %2181 = stablehlo.add %2178, %2180 : tensor<16x10xf32>
    %2182 = stablehlo.constant dense<0.999> : tensor<16x10xf32>
    %2183 = stablehlo.multiply %2182, %v.head.fc.w : tensor<16x10xf32>
    %2184 = stablehlo.constant dense<0.001> : tensor<16x10xf32>
    %2185 = stablehlo.multiply %1145, %1145 : tensor<16x10xf32>
    %2186 = stablehlo.multiply %2184, %2185 : tensor<16x10xf32>
    %2187 = stablehlo.add %2183, %2186 : tensor<16x10xf32>
    %2188 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2189 = stablehlo.divide %2181, %2188 : tensor<16x10xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2191 = stablehlo.divide %2187, %2190 : tensor<16x10xf32>
    %2192 = stablehlo.sqrt %2191 : tensor<16x10xf32>
    %2193 = stablehlo.constant dense<1.0e-08> : tensor<16x10xf32>
    %2194 = stablehlo.add %2192, %2193 : tensor<16x10xf32>
    %2195 = stablehlo.divide %2189, %2194 : tensor<16x10xf32>
    %2196 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %2197 = stablehlo.multiply %2196, %m.head.fc.b : tensor<10xf32>
    %2198 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %2199 = stablehlo.multiply %2198, %1150 : tensor<10xf32>
    %2200 = stablehlo.add %2197, %2199 : tensor<10xf32>
    %2201 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %2202 = stablehlo.multiply %2201, %v.head.fc.b : tensor<10xf32>
    %2203 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %2204 = stablehlo.multiply %1150, %1150 : tensor<10xf32>
    %2205 = stablehlo.multiply %2203, %2204 : tensor<10xf32>
    %2206 = stablehlo.add %2202, %2205 : tensor<10xf32>
    %2207 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2208 = stablehlo.divide %2200, %2207 : tensor<10xf32>
    %2209 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2210 = stablehlo.divide %2206, %2209 : tensor<10xf32>
    %2211 = stablehlo.sqrt %2210 : tensor<10xf32>
    %2212 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %2213 = stablehlo.add %2211, %2212 : tensor<10xf32>
    %2214 = stablehlo.divide %2208, %2213 : tensor<10xf32>
    %2215 = stablehlo.constant dense<0.05> : tensor<4x4x3x4xf32>
    %2216 = stablehlo.multiply %2215, %stem.conv.w : tensor<4x4x3x4xf32>
    %2217 = stablehlo.add %1169, %2216 : tensor<4x4x3x4xf32>
    %2218 = stablehlo.constant dense<0.05> : tensor<7x7x1x4xf32>
    %2219 = stablehlo.multiply %2218, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x4xf32>
    %2220 = stablehlo.add %1245, %2219 : tensor<7x7x1x4xf32>
    %2221 = stablehlo.constant dense<0.05> : tensor<4x16xf32>
    %2222 = stablehlo.multiply %2221, %stages.0.blocks.0.fc1.w : tensor<4x16xf32>
    %2223 = stablehlo.add %1321, %2222 : tensor<4x16xf32>
    %2224 = stablehlo.constant dense<0.05> : tensor<16x4xf32>
    %2225 = stablehlo.multiply %2224, %stages.0.blocks.0.fc2.w : tensor<16x4xf32>
    %2226 = stablehlo.add %1359, %2225 : tensor<16x4xf32>
    %2227 = stablehlo.constant dense<0.05> : tensor<2x2x4x8xf32>
    %2228 = stablehlo.multiply %2227, %stages.1.down.conv.w : tensor<2x2x4x8xf32>
    %2229 = stablehlo.add %1454, %2228 : tensor<2x2x4x8xf32>
    %2230 = stablehlo.constant dense<0.05> : tensor<7x7x1x8xf32>
    %2231 = stablehlo.multiply %2230, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x8xf32>
    %2232 = stablehlo.add %1492, %2231 : tensor<7x7x1x8xf32>
    %2233 = stablehlo.constant dense<0.05> : tensor<8x32xf32>
    %2234 = stablehlo.multiply %2233, %stages.1.blocks.0.fc1.w : tensor<8x32xf32>
    %2235 = stablehlo.add %1568, %2234 : tensor<8x32xf32>
    %2236 = stablehlo.constant dense<0.05> : tensor<32x8xf32>
    %2237 = stablehlo.multiply %2236, %stages.1.blocks.0.fc2.w : tensor<32x8xf32>
    %2238 = stablehlo.add %1606, %2237 : tensor<32x8xf32>
    %2239 = stablehlo.constant dense<0.05> : tensor<2x2x8x12xf32>
    %2240 = stablehlo.multiply %2239, %stages.2.down.conv.w : tensor<2x2x8x12xf32>
    %2241 = stablehlo.add %1701, %2240 : tensor<2x2x8x12xf32>
    %2242 = stablehlo.constant dense<0.05> : tensor<7x7x1x12xf32>
    %2243 = stablehlo.multiply %2242, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x12xf32>
    %2244 = stablehlo.add %1739, %2243 : tensor<7x7x1x12xf32>
    %2245 = stablehlo.constant dense<0.05> : tensor<12x48xf32>
    %2246 = stablehlo.multiply %2245, %stages.2.blocks.0.fc1.w : tensor<12x48xf32>
    %2247 = stablehlo.add %1815, %2246 : tensor<12x48xf32>
    %2248 = stablehlo.constant dense<0.05> : tensor<48x12xf32>
    %2249 = stablehlo.multiply %2248, %stages.2.blocks.0.fc2.w : tensor<48x12xf32>
    %2250 = stablehlo.add %1853, %2249 : tensor<48x12xf32>
    %2251 = stablehlo.constant dense<0.05> : tensor<2x2x12x16xf32>
    %2252 = stablehlo.multiply %2251, %stages.3.down.conv.w : tensor<2x2x12x16xf32>
    %2253 = stablehlo.add %1948, %2252 : tensor<2x2x12x16xf32>
    %2254 = stablehlo.constant dense<0.05> : tensor<7x7x1x16xf32>
    %2255 = stablehlo.multiply %2254, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x16xf32>
    %2256 = stablehlo.add %1986, %2255 : tensor<7x7x1x16xf32>
    %2257 = stablehlo.constant dense<0.05> : tensor<16x64xf32>
    %2258 = stablehlo.multiply %2257, %stages.3.blocks.0.fc1.w : tensor<16x64xf32>
    %2259 = stablehlo.add %2062, %2258 : tensor<16x64xf32>
    %2260 = stablehlo.constant dense<0.05> : tensor<64x16xf32>
    %2261 = stablehlo.multiply %2260, %stages.3.blocks.0.fc2.w : tensor<64x16xf32>
    %2262 = stablehlo.add %2100, %2261 : tensor<64x16xf32>
    %2263 = stablehlo.constant dense<0.05> : tensor<16x10xf32>
    %2264 = stablehlo.multiply %2263, %head.fc.w : tensor<16x10xf32>
    %2265 = stablehlo.add %2195, %2264 : tensor<16x10xf32>
    %2266 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x4xf32>
    %2267 = stablehlo.multiply %2266, %2217 : tensor<4x4x3x4xf32>
    %2268 = stablehlo.subtract %stem.conv.w, %2267 : tensor<4x4x3x4xf32>
    %2269 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2270 = stablehlo.multiply %2269, %1188 : tensor<4xf32>
    %2271 = stablehlo.subtract %stem.conv.b, %2270 : tensor<4xf32>
    %2272 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2273 = stablehlo.multiply %2272, %1207 : tensor<4xf32>
    %2274 = stablehlo.subtract %stem.norm.g, %2273 : tensor<4xf32>
    %2275 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2276 = stablehlo.multiply %2275, %1226 : tensor<4xf32>
    %2277 = stablehlo.subtract %stem.norm.b, %2276 : tensor<4xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x4xf32>
    %2279 = stablehlo.multiply %2278, %2220 : tensor<7x7x1x4xf32>
    %2280 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %2279 : tensor<7x7x1x4xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2282 = stablehlo.multiply %2281, %1264 : tensor<4xf32>
    %2283 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %2282 : tensor<4xf32>
    %2284 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2285 = stablehlo.multiply %2284, %1283 : tensor<4xf32>
    %2286 = stablehlo.subtract %stages.0.blocks.0.norm.g, %2285 : tensor<4xf32>
    %2287 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2288 = stablehlo.multiply %2287, %1302 : tensor<4xf32>
    %2289 = stablehlo.subtract %stages.0.blocks.0.norm.b, %2288 : tensor<4xf32>
    %2290 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %2291 = stablehlo.multiply %2290, %2223 : tensor<4x16xf32>
    %2292 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %2291 : tensor<4x16xf32>
    %2293 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2294 = stablehlo.multiply %2293, %1340 : tensor<16xf32>
    %2295 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %2294 : tensor<16xf32>
    %2296 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %2297 = stablehlo.multiply %2296, %2226 : tensor<16x4xf32>
    %2298 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %2297 : tensor<16x4xf32>
    %2299 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2300 = stablehlo.multiply %2299, %1378 : tensor<4xf32>
    %2301 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %2300 : tensor<4xf32>
    %2302 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2303 = stablehlo.multiply %2302, %1397 : tensor<4xf32>
    %2304 = stablehlo.subtract %stages.0.blocks.0.gamma, %2303 : tensor<4xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2306 = stablehlo.multiply %2305, %1416 : tensor<4xf32>
    %2307 = stablehlo.subtract %stages.1.down.norm.g, %2306 : tensor<4xf32>
    %2308 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2309 = stablehlo.multiply %2308, %1435 : tensor<4xf32>
    %2310 = stablehlo.subtract %stages.1.down.norm.b, %2309 : tensor<4xf32>
    %2311 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x4x8xf32>
    %2312 = stablehlo.multiply %2311, %2229 : tensor<2x2x4x8xf32>
    %2313 = stablehlo.subtract %stages.1.down.conv.w, %2312 : tensor<2x2x4x8xf32>
    %2314 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2315 = stablehlo.multiply %2314, %1473 : tensor<8xf32>
    %2316 = stablehlo.subtract %stages.1.down.conv.b, %2315 : tensor<8xf32>
    %2317 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x8xf32>
    %2318 = stablehlo.multiply %2317, %2232 : tensor<7x7x1x8xf32>
    %2319 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %2318 : tensor<7x7x1x8xf32>
    %2320 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2321 = stablehlo.multiply %2320, %1511 : tensor<8xf32>
    %2322 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %2321 : tensor<8xf32>
    %2323 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2324 = stablehlo.multiply %2323, %1530 : tensor<8xf32>
    %2325 = stablehlo.subtract %stages.1.blocks.0.norm.g, %2324 : tensor<8xf32>
    %2326 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2327 = stablehlo.multiply %2326, %1549 : tensor<8xf32>
    %2328 = stablehlo.subtract %stages.1.blocks.0.norm.b, %2327 : tensor<8xf32>
    %2329 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x32xf32>
    %2330 = stablehlo.multiply %2329, %2235 : tensor<8x32xf32>
    %2331 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %2330 : tensor<8x32xf32>
    %2332 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2333 = stablehlo.multiply %2332, %1587 : tensor<32xf32>
    %2334 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %2333 : tensor<32xf32>
    %2335 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x8xf32>
    %2336 = stablehlo.multiply %2335, %2238 : tensor<32x8xf32>
    %2337 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %2336 : tensor<32x8xf32>
    %2338 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2339 = stablehlo.multiply %2338, %1625 : tensor<8xf32>
    %2340 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %2339 : tensor<8xf32>
    %2341 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2342 = stablehlo.multiply %2341, %1644 : tensor<8xf32>
    %2343 = stablehlo.subtract %stages.1.blocks.0.gamma, %2342 : tensor<8xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2345 = stablehlo.multiply %2344, %1663 : tensor<8xf32>
    %2346 = stablehlo.subtract %stages.2.down.norm.g, %2345 : tensor<8xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2348 = stablehlo.multiply %2347, %1682 : tensor<8xf32>
    %2349 = stablehlo.subtract %stages.2.down.norm.b, %2348 : tensor<8xf32>
    %2350 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x8x12xf32>
    %2351 = stablehlo.multiply %2350, %2241 : tensor<2x2x8x12xf32>
    %2352 = stablehlo.subtract %stages.2.down.conv.w, %2351 : tensor<2x2x8x12xf32>
    %2353 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2354 = stablehlo.multiply %2353, %1720 : tensor<12xf32>
    %2355 = stablehlo.subtract %stages.2.down.conv.b, %2354 : tensor<12xf32>
    %2356 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x12xf32>
    %2357 = stablehlo.multiply %2356, %2244 : tensor<7x7x1x12xf32>
    %2358 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %2357 : tensor<7x7x1x12xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2360 = stablehlo.multiply %2359, %1758 : tensor<12xf32>
    %2361 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %2360 : tensor<12xf32>
    %2362 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2363 = stablehlo.multiply %2362, %1777 : tensor<12xf32>
    %2364 = stablehlo.subtract %stages.2.blocks.0.norm.g, %2363 : tensor<12xf32>
    %2365 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2366 = stablehlo.multiply %2365, %1796 : tensor<12xf32>
    %2367 = stablehlo.subtract %stages.2.blocks.0.norm.b, %2366 : tensor<12xf32>
    %2368 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x48xf32>
    %2369 = stablehlo.multiply %2368, %2247 : tensor<12x48xf32>
    %2370 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %2369 : tensor<12x48xf32>
    %2371 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48xf32>
    %2372 = stablehlo.multiply %2371, %1834 : tensor<48xf32>
    %2373 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %2372 : tensor<48xf32>
    %2374 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<48x12xf32>
    %2375 = stablehlo.multiply %2374, %2250 : tensor<48x12xf32>
    %2376 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %2375 : tensor<48x12xf32>
    %2377 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2378 = stablehlo.multiply %2377, %1872 : tensor<12xf32>
    %2379 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %2378 : tensor<12xf32>
    %2380 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2381 = stablehlo.multiply %2380, %1891 : tensor<12xf32>
    %2382 = stablehlo.subtract %stages.2.blocks.0.gamma, %2381 : tensor<12xf32>
    %2383 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2384 = stablehlo.multiply %2383, %1910 : tensor<12xf32>
    %2385 = stablehlo.subtract %stages.3.down.norm.g, %2384 : tensor<12xf32>
    %2386 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2387 = stablehlo.multiply %2386, %1929 : tensor<12xf32>
    %2388 = stablehlo.subtract %stages.3.down.norm.b, %2387 : tensor<12xf32>
    %2389 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x12x16xf32>
    %2390 = stablehlo.multiply %2389, %2253 : tensor<2x2x12x16xf32>
    %2391 = stablehlo.subtract %stages.3.down.conv.w, %2390 : tensor<2x2x12x16xf32>
    %2392 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2393 = stablehlo.multiply %2392, %1967 : tensor<16xf32>
    %2394 = stablehlo.subtract %stages.3.down.conv.b, %2393 : tensor<16xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x16xf32>
    %2396 = stablehlo.multiply %2395, %2256 : tensor<7x7x1x16xf32>
    %2397 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %2396 : tensor<7x7x1x16xf32>
    %2398 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2399 = stablehlo.multiply %2398, %2005 : tensor<16xf32>
    %2400 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %2399 : tensor<16xf32>
    %2401 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2402 = stablehlo.multiply %2401, %2024 : tensor<16xf32>
    %2403 = stablehlo.subtract %stages.3.blocks.0.norm.g, %2402 : tensor<16xf32>
    %2404 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2405 = stablehlo.multiply %2404, %2043 : tensor<16xf32>
    %2406 = stablehlo.subtract %stages.3.blocks.0.norm.b, %2405 : tensor<16xf32>
    %2407 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %2408 = stablehlo.multiply %2407, %2259 : tensor<16x64xf32>
    %2409 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %2408 : tensor<16x64xf32>
    %2410 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2411 = stablehlo.multiply %2410, %2081 : tensor<64xf32>
    %2412 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %2411 : tensor<64xf32>
    %2413 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x16xf32>
    %2414 = stablehlo.multiply %2413, %2262 : tensor<64x16xf32>
    %2415 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %2414 : tensor<64x16xf32>
    %2416 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2417 = stablehlo.multiply %2416, %2119 : tensor<16xf32>
    %2418 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %2417 : tensor<16xf32>
    %2419 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2420 = stablehlo.multiply %2419, %2138 : tensor<16xf32>
    %2421 = stablehlo.subtract %stages.3.blocks.0.gamma, %2420 : tensor<16xf32>
    %2422 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2423 = stablehlo.multiply %2422, %2157 : tensor<16xf32>
    %2424 = stablehlo.subtract %head.norm.g, %2423 : tensor<16xf32>
    %2425 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2426 = stablehlo.multiply %2425, %2176 : tensor<16xf32>
    %2427 = stablehlo.subtract %head.norm.b, %2426 : tensor<16xf32>
    %2428 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x10xf32>
    %2429 = stablehlo.multiply %2428, %2265 : tensor<16x10xf32>
    %2430 = stablehlo.subtract %head.fc.w, %2429 : tensor<16x10xf32>
    %2431 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2432 = stablehlo.multiply %2431, %2214 : tensor<10xf32>
    %2433 = stablehlo.subtract %head.fc.b, %2432 : tensor<10xf32>
    "func.return"(%2268, %2271, %2274, %2277, %2280, %2283, %2286, %2289, %2292, %2295, %2298, %2301, %2304, %2307, %2310, %2313, %2316, %2319, %2322, %2325, %2328, %2331, %2334, %2337, %2340, %2343, %2346, %2349, %2352, %2355, %2358, %2361, %2364, %2367, %2370, %2373, %2376, %2379, %2382, %2385, %2388, %2391, %2394, %2397, %2400, %2403, %2406, %2409, %2412, %2415, %2418, %2421, %2424, %2427, %2430, %2433, %1155, %1174, %1193, %1212, %1231, %1250, %1269, %1288, %1307, %1326, %1345, %1364, %1383, %1402, %1421, %1440, %1459, %1478, %1497, %1516, %1535, %1554, %1573, %1592, %1611, %1630, %1649, %1668, %1687, %1706, %1725, %1744, %1763, %1782, %1801, %1820, %1839, %1858, %1877, %1896, %1915, %1934, %1953, %1972, %1991, %2010, %2029, %2048, %2067, %2086, %2105, %2124, %2143, %2162, %2181, %2200, %1161, %1180, %1199, %1218, %1237, %1256, %1275, %1294, %1313, %1332, %1351, %1370, %1389, %1408, %1427, %1446, %1465, %1484, %1503, %1522, %1541, %1560, %1579, %1598, %1617, %1636, %1655, %1674, %1693, %1712, %1731, %1750, %1769, %1788, %1807, %1826, %1845, %1864, %1883, %1902, %1921, %1940, %1959, %1978, %1997, %2016, %2035, %2054, %2073, %2092, %2111, %2130, %2149, %2168, %2187, %2206, %306, %868) : (tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<4x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<7x7x1x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x4x8xf32>, tensor<8xf32>, tensor<7x7x1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x8x12xf32>, tensor<12xf32>, tensor<7x7x1x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x48xf32>, tensor<48xf32>, tensor<48x12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<2x2x12x16xf32>, tensor<16xf32>, tensor<7x7x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

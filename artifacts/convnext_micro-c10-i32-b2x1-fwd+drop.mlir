// hlocert 0.1.0 render: convnext_micro-c10-i32-b2x1-fwd+drop
// model: ConvNeXt-micro  classes: 10  image: 32  batch per replica: 2  replicas: 1
// variant: fwd+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// arguments: x 2x32x32x3; params (56 tensors, 7,930 scalars); drop_mask 2x4
// results: logits 2x10
// content sha256: bc1f6ed25b0c05112162eafd6c0e03d0c3e3744ae482cb5e9dd0617bc6012321
module @convnext_micro_c10_i32_b2x1_fwd_drop {
  func.func public @main(%x: tensor<2x32x32x3xf32>, %stem.conv.w: tensor<4x4x3x4xf32>, %stem.conv.b: tensor<4xf32>, %stem.norm.g: tensor<4xf32>, %stem.norm.b: tensor<4xf32>, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x4xf32>, %stages.0.blocks.0.dwconv.b: tensor<4xf32>, %stages.0.blocks.0.norm.g: tensor<4xf32>, %stages.0.blocks.0.norm.b: tensor<4xf32>, %stages.0.blocks.0.fc1.w: tensor<4x16xf32>, %stages.0.blocks.0.fc1.b: tensor<16xf32>, %stages.0.blocks.0.fc2.w: tensor<16x4xf32>, %stages.0.blocks.0.fc2.b: tensor<4xf32>, %stages.0.blocks.0.gamma: tensor<4xf32>, %stages.1.down.norm.g: tensor<4xf32>, %stages.1.down.norm.b: tensor<4xf32>, %stages.1.down.conv.w: tensor<2x2x4x8xf32>, %stages.1.down.conv.b: tensor<8xf32>, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x8xf32>, %stages.1.blocks.0.dwconv.b: tensor<8xf32>, %stages.1.blocks.0.norm.g: tensor<8xf32>, %stages.1.blocks.0.norm.b: tensor<8xf32>, %stages.1.blocks.0.fc1.w: tensor<8x32xf32>, %stages.1.blocks.0.fc1.b: tensor<32xf32>, %stages.1.blocks.0.fc2.w: tensor<32x8xf32>, %stages.1.blocks.0.fc2.b: tensor<8xf32>, %stages.1.blocks.0.gamma: tensor<8xf32>, %stages.2.down.norm.g: tensor<8xf32>, %stages.2.down.norm.b: tensor<8xf32>, %stages.2.down.conv.w: tensor<2x2x8x12xf32>, %stages.2.down.conv.b: tensor<12xf32>, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x12xf32>, %stages.2.blocks.0.dwconv.b: tensor<12xf32>, %stages.2.blocks.0.norm.g: tensor<12xf32>, %stages.2.blocks.0.norm.b: tensor<12xf32>, %stages.2.blocks.0.fc1.w: tensor<12x48xf32>, %stages.2.blocks.0.fc1.b: tensor<48xf32>, %stages.2.blocks.0.fc2.w: tensor<48x12xf32>, %stages.2.blocks.0.fc2.b: tensor<12xf32>, %stages.2.blocks.0.gamma: tensor<12xf32>, %stages.3.down.norm.g: tensor<12xf32>, %stages.3.down.norm.b: tensor<12xf32>, %stages.3.down.conv.w: tensor<2x2x12x16xf32>, %stages.3.down.conv.b: tensor<16xf32>, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x16xf32>, %stages.3.blocks.0.dwconv.b: tensor<16xf32>, %stages.3.blocks.0.norm.g: tensor<16xf32>, %stages.3.blocks.0.norm.b: tensor<16xf32>, %stages.3.blocks.0.fc1.w: tensor<16x64xf32>, %stages.3.blocks.0.fc1.b: tensor<64xf32>, %stages.3.blocks.0.fc2.w: tensor<64x16xf32>, %stages.3.blocks.0.fc2.b: tensor<16xf32>, %stages.3.blocks.0.gamma: tensor<16xf32>, %head.norm.g: tensor<16xf32>, %head.norm.b: tensor<16xf32>, %head.fc.w: tensor<16x10xf32>, %head.fc.b: tensor<10xf32>, %drop_mask: tensor<2x4xf32>) -> (tensor<2x10xf32>) {
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
    "func.return"(%290) : (tensor<2x10xf32>) -> ()
  }
}

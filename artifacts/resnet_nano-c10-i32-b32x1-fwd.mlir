// hlocert 0.1.0 render: resnet_nano-c10-i32-b32x1-fwd
// model: ResNet-nano  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: fwd  zero-init last BN gamma: yes
// lowerings: pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-gpu, iree-gpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// arguments: x 32x32x32x3; params (62 tensors, 703,386 scalars); state (40 tensors, 2,400 scalars)
// results: logits 32x10
// content sha256: b72d1661aa2607bf40130662478f043dc901d1c1ee18e3af47ea58cc629b51f8
module @resnet_nano_c10_i32_b32x1_fwd {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %conv1.w: tensor<7x7x3x16xf32>, %bn1.g: tensor<16xf32>, %bn1.b: tensor<16xf32>, %layer1.0.conv1.w: tensor<3x3x16x16xf32>, %layer1.0.bn1.g: tensor<16xf32>, %layer1.0.bn1.b: tensor<16xf32>, %layer1.0.conv2.w: tensor<3x3x16x16xf32>, %layer1.0.bn2.g: tensor<16xf32>, %layer1.0.bn2.b: tensor<16xf32>, %layer1.1.conv1.w: tensor<3x3x16x16xf32>, %layer1.1.bn1.g: tensor<16xf32>, %layer1.1.bn1.b: tensor<16xf32>, %layer1.1.conv2.w: tensor<3x3x16x16xf32>, %layer1.1.bn2.g: tensor<16xf32>, %layer1.1.bn2.b: tensor<16xf32>, %layer2.0.conv1.w: tensor<3x3x16x32xf32>, %layer2.0.bn1.g: tensor<32xf32>, %layer2.0.bn1.b: tensor<32xf32>, %layer2.0.conv2.w: tensor<3x3x32x32xf32>, %layer2.0.bn2.g: tensor<32xf32>, %layer2.0.bn2.b: tensor<32xf32>, %layer2.0.downsample.0.w: tensor<1x1x16x32xf32>, %layer2.0.downsample.1.g: tensor<32xf32>, %layer2.0.downsample.1.b: tensor<32xf32>, %layer2.1.conv1.w: tensor<3x3x32x32xf32>, %layer2.1.bn1.g: tensor<32xf32>, %layer2.1.bn1.b: tensor<32xf32>, %layer2.1.conv2.w: tensor<3x3x32x32xf32>, %layer2.1.bn2.g: tensor<32xf32>, %layer2.1.bn2.b: tensor<32xf32>, %layer3.0.conv1.w: tensor<3x3x32x64xf32>, %layer3.0.bn1.g: tensor<64xf32>, %layer3.0.bn1.b: tensor<64xf32>, %layer3.0.conv2.w: tensor<3x3x64x64xf32>, %layer3.0.bn2.g: tensor<64xf32>, %layer3.0.bn2.b: tensor<64xf32>, %layer3.0.downsample.0.w: tensor<1x1x32x64xf32>, %layer3.0.downsample.1.g: tensor<64xf32>, %layer3.0.downsample.1.b: tensor<64xf32>, %layer3.1.conv1.w: tensor<3x3x64x64xf32>, %layer3.1.bn1.g: tensor<64xf32>, %layer3.1.bn1.b: tensor<64xf32>, %layer3.1.conv2.w: tensor<3x3x64x64xf32>, %layer3.1.bn2.g: tensor<64xf32>, %layer3.1.bn2.b: tensor<64xf32>, %layer4.0.conv1.w: tensor<3x3x64x128xf32>, %layer4.0.bn1.g: tensor<128xf32>, %layer4.0.bn1.b: tensor<128xf32>, %layer4.0.conv2.w: tensor<3x3x128x128xf32>, %layer4.0.bn2.g: tensor<128xf32>, %layer4.0.bn2.b: tensor<128xf32>, %layer4.0.downsample.0.w: tensor<1x1x64x128xf32>, %layer4.0.downsample.1.g: tensor<128xf32>, %layer4.0.downsample.1.b: tensor<128xf32>, %layer4.1.conv1.w: tensor<3x3x128x128xf32>, %layer4.1.bn1.g: tensor<128xf32>, %layer4.1.bn1.b: tensor<128xf32>, %layer4.1.conv2.w: tensor<3x3x128x128xf32>, %layer4.1.bn2.g: tensor<128xf32>, %layer4.1.bn2.b: tensor<128xf32>, %fc.w: tensor<128x10xf32>, %fc.b: tensor<10xf32>, %bn1.running_mean: tensor<16xf32>, %bn1.running_var: tensor<16xf32>, %layer1.0.bn1.running_mean: tensor<16xf32>, %layer1.0.bn1.running_var: tensor<16xf32>, %layer1.0.bn2.running_mean: tensor<16xf32>, %layer1.0.bn2.running_var: tensor<16xf32>, %layer1.1.bn1.running_mean: tensor<16xf32>, %layer1.1.bn1.running_var: tensor<16xf32>, %layer1.1.bn2.running_mean: tensor<16xf32>, %layer1.1.bn2.running_var: tensor<16xf32>, %layer2.0.bn1.running_mean: tensor<32xf32>, %layer2.0.bn1.running_var: tensor<32xf32>, %layer2.0.bn2.running_mean: tensor<32xf32>, %layer2.0.bn2.running_var: tensor<32xf32>, %layer2.0.downsample.1.running_mean: tensor<32xf32>, %layer2.0.downsample.1.running_var: tensor<32xf32>, %layer2.1.bn1.running_mean: tensor<32xf32>, %layer2.1.bn1.running_var: tensor<32xf32>, %layer2.1.bn2.running_mean: tensor<32xf32>, %layer2.1.bn2.running_var: tensor<32xf32>, %layer3.0.bn1.running_mean: tensor<64xf32>, %layer3.0.bn1.running_var: tensor<64xf32>, %layer3.0.bn2.running_mean: tensor<64xf32>, %layer3.0.bn2.running_var: tensor<64xf32>, %layer3.0.downsample.1.running_mean: tensor<64xf32>, %layer3.0.downsample.1.running_var: tensor<64xf32>, %layer3.1.bn1.running_mean: tensor<64xf32>, %layer3.1.bn1.running_var: tensor<64xf32>, %layer3.1.bn2.running_mean: tensor<64xf32>, %layer3.1.bn2.running_var: tensor<64xf32>, %layer4.0.bn1.running_mean: tensor<128xf32>, %layer4.0.bn1.running_var: tensor<128xf32>, %layer4.0.bn2.running_mean: tensor<128xf32>, %layer4.0.bn2.running_var: tensor<128xf32>, %layer4.0.downsample.1.running_mean: tensor<128xf32>, %layer4.0.downsample.1.running_var: tensor<128xf32>, %layer4.1.bn1.running_mean: tensor<128xf32>, %layer4.1.bn1.running_var: tensor<128xf32>, %layer4.1.bn2.running_mean: tensor<128xf32>, %layer4.1.bn2.running_var: tensor<128xf32>) -> (tensor<32x10xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x32x32x3xf32>, tensor<7x7x3x16xf32>) -> tensor<32x16x16x16xf32>
    %1 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %2 = stablehlo.add %bn1.running_var, %1 : tensor<16xf32>
    %3 = stablehlo.rsqrt %2 : tensor<16xf32>
    %4 = "stablehlo.broadcast_in_dim"(%bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %5 = stablehlo.subtract %0, %4 : tensor<32x16x16x16xf32>
    %6 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x16xf32>
    %8 = "stablehlo.broadcast_in_dim"(%bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x16x16x16xf32>
    %10 = "stablehlo.broadcast_in_dim"(%bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %11 = stablehlo.add %9, %10 : tensor<32x16x16x16xf32>
    %12 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<32x16x16x16xf32>
    %14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = "stablehlo.reduce_window"(%13, %14) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.maximum %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<32x8x8x16xf32>
    %16 = "stablehlo.convolution"(%15, %layer1.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %17 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %18 = stablehlo.add %layer1.0.bn1.running_var, %17 : tensor<16xf32>
    %19 = stablehlo.rsqrt %18 : tensor<16xf32>
    %20 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<32x8x8x16xf32>
    %22 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x8x8x16xf32>
    %24 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32x8x8x16xf32>
    %26 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %27 = stablehlo.add %25, %26 : tensor<32x8x8x16xf32>
    %28 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x8x8x16xf32>
    %30 = "stablehlo.convolution"(%29, %layer1.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %31 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %32 = stablehlo.add %layer1.0.bn2.running_var, %31 : tensor<16xf32>
    %33 = stablehlo.rsqrt %32 : tensor<16xf32>
    %34 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %35 = stablehlo.subtract %30, %34 : tensor<32x8x8x16xf32>
    %36 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<32x8x8x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<32x8x8x16xf32>
    %40 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %41 = stablehlo.add %39, %40 : tensor<32x8x8x16xf32>
    %42 = stablehlo.add %41, %15 : tensor<32x8x8x16xf32>
    %43 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %44 = stablehlo.maximum %42, %43 : tensor<32x8x8x16xf32>
    %45 = "stablehlo.convolution"(%44, %layer1.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %46 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %47 = stablehlo.add %layer1.1.bn1.running_var, %46 : tensor<16xf32>
    %48 = stablehlo.rsqrt %47 : tensor<16xf32>
    %49 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %50 = stablehlo.subtract %45, %49 : tensor<32x8x8x16xf32>
    %51 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<32x8x8x16xf32>
    %53 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<32x8x8x16xf32>
    %55 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %56 = stablehlo.add %54, %55 : tensor<32x8x8x16xf32>
    %57 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %58 = stablehlo.maximum %56, %57 : tensor<32x8x8x16xf32>
    %59 = "stablehlo.convolution"(%58, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %60 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %61 = stablehlo.add %layer1.1.bn2.running_var, %60 : tensor<16xf32>
    %62 = stablehlo.rsqrt %61 : tensor<16xf32>
    %63 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %64 = stablehlo.subtract %59, %63 : tensor<32x8x8x16xf32>
    %65 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<32x8x8x16xf32>
    %67 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<32x8x8x16xf32>
    %69 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %70 = stablehlo.add %68, %69 : tensor<32x8x8x16xf32>
    %71 = stablehlo.add %70, %44 : tensor<32x8x8x16xf32>
    %72 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %73 = stablehlo.maximum %71, %72 : tensor<32x8x8x16xf32>
    %74 = "stablehlo.convolution"(%73, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x4x4x32xf32>
    %75 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %76 = stablehlo.add %layer2.0.bn1.running_var, %75 : tensor<32xf32>
    %77 = stablehlo.rsqrt %76 : tensor<32xf32>
    %78 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %79 = stablehlo.subtract %74, %78 : tensor<32x4x4x32xf32>
    %80 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<32x4x4x32xf32>
    %82 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<32x4x4x32xf32>
    %84 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<32x4x4x32xf32>
    %86 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %87 = stablehlo.maximum %85, %86 : tensor<32x4x4x32xf32>
    %88 = "stablehlo.convolution"(%87, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %89 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %90 = stablehlo.add %layer2.0.bn2.running_var, %89 : tensor<32xf32>
    %91 = stablehlo.rsqrt %90 : tensor<32xf32>
    %92 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %93 = stablehlo.subtract %88, %92 : tensor<32x4x4x32xf32>
    %94 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<32x4x4x32xf32>
    %96 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<32x4x4x32xf32>
    %98 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %99 = stablehlo.add %97, %98 : tensor<32x4x4x32xf32>
    %100 = "stablehlo.convolution"(%73, %layer2.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<32x4x4x32xf32>
    %101 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %102 = stablehlo.add %layer2.0.downsample.1.running_var, %101 : tensor<32xf32>
    %103 = stablehlo.rsqrt %102 : tensor<32xf32>
    %104 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %105 = stablehlo.subtract %100, %104 : tensor<32x4x4x32xf32>
    %106 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<32x4x4x32xf32>
    %108 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<32x4x4x32xf32>
    %110 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<32x4x4x32xf32>
    %112 = stablehlo.add %99, %111 : tensor<32x4x4x32xf32>
    %113 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %114 = stablehlo.maximum %112, %113 : tensor<32x4x4x32xf32>
    %115 = "stablehlo.convolution"(%114, %layer2.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %116 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %117 = stablehlo.add %layer2.1.bn1.running_var, %116 : tensor<32xf32>
    %118 = stablehlo.rsqrt %117 : tensor<32xf32>
    %119 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %120 = stablehlo.subtract %115, %119 : tensor<32x4x4x32xf32>
    %121 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<32x4x4x32xf32>
    %123 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<32x4x4x32xf32>
    %125 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<32x4x4x32xf32>
    %127 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %128 = stablehlo.maximum %126, %127 : tensor<32x4x4x32xf32>
    %129 = "stablehlo.convolution"(%128, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %130 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %131 = stablehlo.add %layer2.1.bn2.running_var, %130 : tensor<32xf32>
    %132 = stablehlo.rsqrt %131 : tensor<32xf32>
    %133 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %134 = stablehlo.subtract %129, %133 : tensor<32x4x4x32xf32>
    %135 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<32x4x4x32xf32>
    %137 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<32x4x4x32xf32>
    %139 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<32x4x4x32xf32>
    %141 = stablehlo.add %140, %114 : tensor<32x4x4x32xf32>
    %142 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %143 = stablehlo.maximum %141, %142 : tensor<32x4x4x32xf32>
    %144 = "stablehlo.convolution"(%143, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x2x2x64xf32>
    %145 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %146 = stablehlo.add %layer3.0.bn1.running_var, %145 : tensor<64xf32>
    %147 = stablehlo.rsqrt %146 : tensor<64xf32>
    %148 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %149 = stablehlo.subtract %144, %148 : tensor<32x2x2x64xf32>
    %150 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<32x2x2x64xf32>
    %152 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<32x2x2x64xf32>
    %154 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %155 = stablehlo.add %153, %154 : tensor<32x2x2x64xf32>
    %156 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %157 = stablehlo.maximum %155, %156 : tensor<32x2x2x64xf32>
    %158 = "stablehlo.convolution"(%157, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %159 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %160 = stablehlo.add %layer3.0.bn2.running_var, %159 : tensor<64xf32>
    %161 = stablehlo.rsqrt %160 : tensor<64xf32>
    %162 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %163 = stablehlo.subtract %158, %162 : tensor<32x2x2x64xf32>
    %164 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<32x2x2x64xf32>
    %166 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<32x2x2x64xf32>
    %168 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %169 = stablehlo.add %167, %168 : tensor<32x2x2x64xf32>
    %170 = "stablehlo.convolution"(%143, %layer3.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x32xf32>, tensor<1x1x32x64xf32>) -> tensor<32x2x2x64xf32>
    %171 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %172 = stablehlo.add %layer3.0.downsample.1.running_var, %171 : tensor<64xf32>
    %173 = stablehlo.rsqrt %172 : tensor<64xf32>
    %174 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %175 = stablehlo.subtract %170, %174 : tensor<32x2x2x64xf32>
    %176 = "stablehlo.broadcast_in_dim"(%173) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<32x2x2x64xf32>
    %178 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<32x2x2x64xf32>
    %180 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %181 = stablehlo.add %179, %180 : tensor<32x2x2x64xf32>
    %182 = stablehlo.add %169, %181 : tensor<32x2x2x64xf32>
    %183 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %184 = stablehlo.maximum %182, %183 : tensor<32x2x2x64xf32>
    %185 = "stablehlo.convolution"(%184, %layer3.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %186 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %187 = stablehlo.add %layer3.1.bn1.running_var, %186 : tensor<64xf32>
    %188 = stablehlo.rsqrt %187 : tensor<64xf32>
    %189 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %190 = stablehlo.subtract %185, %189 : tensor<32x2x2x64xf32>
    %191 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<32x2x2x64xf32>
    %193 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<32x2x2x64xf32>
    %195 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %196 = stablehlo.add %194, %195 : tensor<32x2x2x64xf32>
    %197 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %198 = stablehlo.maximum %196, %197 : tensor<32x2x2x64xf32>
    %199 = "stablehlo.convolution"(%198, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %200 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %201 = stablehlo.add %layer3.1.bn2.running_var, %200 : tensor<64xf32>
    %202 = stablehlo.rsqrt %201 : tensor<64xf32>
    %203 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %204 = stablehlo.subtract %199, %203 : tensor<32x2x2x64xf32>
    %205 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<32x2x2x64xf32>
    %207 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<32x2x2x64xf32>
    %209 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %210 = stablehlo.add %208, %209 : tensor<32x2x2x64xf32>
    %211 = stablehlo.add %210, %184 : tensor<32x2x2x64xf32>
    %212 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %213 = stablehlo.maximum %211, %212 : tensor<32x2x2x64xf32>
    %214 = "stablehlo.convolution"(%213, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x1x1x128xf32>
    %215 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %216 = stablehlo.add %layer4.0.bn1.running_var, %215 : tensor<128xf32>
    %217 = stablehlo.rsqrt %216 : tensor<128xf32>
    %218 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %219 = stablehlo.subtract %214, %218 : tensor<32x1x1x128xf32>
    %220 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<32x1x1x128xf32>
    %222 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<32x1x1x128xf32>
    %224 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %225 = stablehlo.add %223, %224 : tensor<32x1x1x128xf32>
    %226 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %227 = stablehlo.maximum %225, %226 : tensor<32x1x1x128xf32>
    %228 = "stablehlo.convolution"(%227, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %229 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %230 = stablehlo.add %layer4.0.bn2.running_var, %229 : tensor<128xf32>
    %231 = stablehlo.rsqrt %230 : tensor<128xf32>
    %232 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %233 = stablehlo.subtract %228, %232 : tensor<32x1x1x128xf32>
    %234 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<32x1x1x128xf32>
    %236 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<32x1x1x128xf32>
    %238 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %239 = stablehlo.add %237, %238 : tensor<32x1x1x128xf32>
    %240 = "stablehlo.convolution"(%213, %layer4.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x1x1x128xf32>
    %241 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %242 = stablehlo.add %layer4.0.downsample.1.running_var, %241 : tensor<128xf32>
    %243 = stablehlo.rsqrt %242 : tensor<128xf32>
    %244 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %245 = stablehlo.subtract %240, %244 : tensor<32x1x1x128xf32>
    %246 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<32x1x1x128xf32>
    %248 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<32x1x1x128xf32>
    %250 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %251 = stablehlo.add %249, %250 : tensor<32x1x1x128xf32>
    %252 = stablehlo.add %239, %251 : tensor<32x1x1x128xf32>
    %253 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %254 = stablehlo.maximum %252, %253 : tensor<32x1x1x128xf32>
    %255 = "stablehlo.convolution"(%254, %layer4.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %256 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %257 = stablehlo.add %layer4.1.bn1.running_var, %256 : tensor<128xf32>
    %258 = stablehlo.rsqrt %257 : tensor<128xf32>
    %259 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %260 = stablehlo.subtract %255, %259 : tensor<32x1x1x128xf32>
    %261 = "stablehlo.broadcast_in_dim"(%258) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<32x1x1x128xf32>
    %263 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<32x1x1x128xf32>
    %265 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %266 = stablehlo.add %264, %265 : tensor<32x1x1x128xf32>
    %267 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %268 = stablehlo.maximum %266, %267 : tensor<32x1x1x128xf32>
    %269 = "stablehlo.convolution"(%268, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %270 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %271 = stablehlo.add %layer4.1.bn2.running_var, %270 : tensor<128xf32>
    %272 = stablehlo.rsqrt %271 : tensor<128xf32>
    %273 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %274 = stablehlo.subtract %269, %273 : tensor<32x1x1x128xf32>
    %275 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<32x1x1x128xf32>
    %277 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<32x1x1x128xf32>
    %279 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %280 = stablehlo.add %278, %279 : tensor<32x1x1x128xf32>
    %281 = stablehlo.add %280, %254 : tensor<32x1x1x128xf32>
    %282 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %283 = stablehlo.maximum %281, %282 : tensor<32x1x1x128xf32>
    %284 = stablehlo.constant dense<0.0> : tensor<f32>
    %285 = "stablehlo.reduce"(%283, %284) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %286 = stablehlo.constant dense<1.0> : tensor<32x128xf32>
    %287 = stablehlo.divide %285, %286 : tensor<32x128xf32>
    %288 = "stablehlo.dot_general"(%287, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %289 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %290 = stablehlo.add %288, %289 : tensor<32x10xf32>
    "func.return"(%290) : (tensor<32x10xf32>) -> ()
  }
}

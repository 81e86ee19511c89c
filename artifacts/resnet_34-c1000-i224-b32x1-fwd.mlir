// hlocert 0.1.0 render: resnet_34-c1000-i224-b32x1-fwd
// model: ResNet-34  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: fwd  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-gpu, iree-gpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// arguments: x 32x224x224x3; params (110 tensors, 21,797,672 scalars); state (72 tensors, 17,024 scalars)
// results: logits 32x1000
// content sha256: acc7a48dc0b3b0611ac9c344a16915b27fbcac6d29d21f66ad45ec1a417d997f
module @resnet_34_c1000_i224_b32x1_fwd {
  func.func public @main(%x: tensor<32x224x224x3xf32>, %conv1.w: tensor<7x7x3x64xf32>, %bn1.g: tensor<64xf32>, %bn1.b: tensor<64xf32>, %layer1.0.conv1.w: tensor<3x3x64x64xf32>, %layer1.0.bn1.g: tensor<64xf32>, %layer1.0.bn1.b: tensor<64xf32>, %layer1.0.conv2.w: tensor<3x3x64x64xf32>, %layer1.0.bn2.g: tensor<64xf32>, %layer1.0.bn2.b: tensor<64xf32>, %layer1.1.conv1.w: tensor<3x3x64x64xf32>, %layer1.1.bn1.g: tensor<64xf32>, %layer1.1.bn1.b: tensor<64xf32>, %layer1.1.conv2.w: tensor<3x3x64x64xf32>, %layer1.1.bn2.g: tensor<64xf32>, %layer1.1.bn2.b: tensor<64xf32>, %layer1.2.conv1.w: tensor<3x3x64x64xf32>, %layer1.2.bn1.g: tensor<64xf32>, %layer1.2.bn1.b: tensor<64xf32>, %layer1.2.conv2.w: tensor<3x3x64x64xf32>, %layer1.2.bn2.g: tensor<64xf32>, %layer1.2.bn2.b: tensor<64xf32>, %layer2.0.conv1.w: tensor<3x3x64x128xf32>, %layer2.0.bn1.g: tensor<128xf32>, %layer2.0.bn1.b: tensor<128xf32>, %layer2.0.conv2.w: tensor<3x3x128x128xf32>, %layer2.0.bn2.g: tensor<128xf32>, %layer2.0.bn2.b: tensor<128xf32>, %layer2.0.downsample.0.w: tensor<1x1x64x128xf32>, %layer2.0.downsample.1.g: tensor<128xf32>, %layer2.0.downsample.1.b: tensor<128xf32>, %layer2.1.conv1.w: tensor<3x3x128x128xf32>, %layer2.1.bn1.g: tensor<128xf32>, %layer2.1.bn1.b: tensor<128xf32>, %layer2.1.conv2.w: tensor<3x3x128x128xf32>, %layer2.1.bn2.g: tensor<128xf32>, %layer2.1.bn2.b: tensor<128xf32>, %layer2.2.conv1.w: tensor<3x3x128x128xf32>, %layer2.2.bn1.g: tensor<128xf32>, %layer2.2.bn1.b: tensor<128xf32>, %layer2.2.conv2.w: tensor<3x3x128x128xf32>, %layer2.2.bn2.g: tensor<128xf32>, %layer2.2.bn2.b: tensor<128xf32>, %layer2.3.conv1.w: tensor<3x3x128x128xf32>, %layer2.3.bn1.g: tensor<128xf32>, %layer2.3.bn1.b: tensor<128xf32>, %layer2.3.conv2.w: tensor<3x3x128x128xf32>, %layer2.3.bn2.g: tensor<128xf32>, %layer2.3.bn2.b: tensor<128xf32>, %layer3.0.conv1.w: tensor<3x3x128x256xf32>, %layer3.0.bn1.g: tensor<256xf32>, %layer3.0.bn1.b: tensor<256xf32>, %layer3.0.conv2.w: tensor<3x3x256x256xf32>, %layer3.0.bn2.g: tensor<256xf32>, %layer3.0.bn2.b: tensor<256xf32>, %layer3.0.downsample.0.w: tensor<1x1x128x256xf32>, %layer3.0.downsample.1.g: tensor<256xf32>, %layer3.0.downsample.1.b: tensor<256xf32>, %layer3.1.conv1.w: tensor<3x3x256x256xf32>, %layer3.1.bn1.g: tensor<256xf32>, %layer3.1.bn1.b: tensor<256xf32>, %layer3.1.conv2.w: tensor<3x3x256x256xf32>, %layer3.1.bn2.g: tensor<256xf32>, %layer3.1.bn2.b: tensor<256xf32>, %layer3.2.conv1.w: tensor<3x3x256x256xf32>, %layer3.2.bn1.g: tensor<256xf32>, %layer3.2.bn1.b: tensor<256xf32>, %layer3.2.conv2.w: tensor<3x3x256x256xf32>, %layer3.2.bn2.g: tensor<256xf32>, %layer3.2.bn2.b: tensor<256xf32>, %layer3.3.conv1.w: tensor<3x3x256x256xf32>, %layer3.3.bn1.g: tensor<256xf32>, %layer3.3.bn1.b: tensor<256xf32>, %layer3.3.conv2.w: tensor<3x3x256x256xf32>, %layer3.3.bn2.g: tensor<256xf32>, %layer3.3.bn2.b: tensor<256xf32>, %layer3.4.conv1.w: tensor<3x3x256x256xf32>, %layer3.4.bn1.g: tensor<256xf32>, %layer3.4.bn1.b: tensor<256xf32>, %layer3.4.conv2.w: tensor<3x3x256x256xf32>, %layer3.4.bn2.g: tensor<256xf32>, %layer3.4.bn2.b: tensor<256xf32>, %layer3.5.conv1.w: tensor<3x3x256x256xf32>, %layer3.5.bn1.g: tensor<256xf32>, %layer3.5.bn1.b: tensor<256xf32>, %layer3.5.conv2.w: tensor<3x3x256x256xf32>, %layer3.5.bn2.g: tensor<256xf32>, %layer3.5.bn2.b: tensor<256xf32>, %layer4.0.conv1.w: tensor<3x3x256x512xf32>, %layer4.0.bn1.g: tensor<512xf32>, %layer4.0.bn1.b: tensor<512xf32>, %layer4.0.conv2.w: tensor<3x3x512x512xf32>, %layer4.0.bn2.g: tensor<512xf32>, %layer4.0.bn2.b: tensor<512xf32>, %layer4.0.downsample.0.w: tensor<1x1x256x512xf32>, %layer4.0.downsample.1.g: tensor<512xf32>, %layer4.0.downsample.1.b: tensor<512xf32>, %layer4.1.conv1.w: tensor<3x3x512x512xf32>, %layer4.1.bn1.g: tensor<512xf32>, %layer4.1.bn1.b: tensor<512xf32>, %layer4.1.conv2.w: tensor<3x3x512x512xf32>, %layer4.1.bn2.g: tensor<512xf32>, %layer4.1.bn2.b: tensor<512xf32>, %layer4.2.conv1.w: tensor<3x3x512x512xf32>, %layer4.2.bn1.g: tensor<512xf32>, %layer4.2.bn1.b: tensor<512xf32>, %layer4.2.conv2.w: tensor<3x3x512x512xf32>, %layer4.2.bn2.g: tensor<512xf32>, %layer4.2.bn2.b: tensor<512xf32>, %fc.w: tensor<512x1000xf32>, %fc.b: tensor<1000xf32>, %bn1.running_mean: tensor<64xf32>, %bn1.running_var: tensor<64xf32>, %layer1.0.bn1.running_mean: tensor<64xf32>, %layer1.0.bn1.running_var: tensor<64xf32>, %layer1.0.bn2.running_mean: tensor<64xf32>, %layer1.0.bn2.running_var: tensor<64xf32>, %layer1.1.bn1.running_mean: tensor<64xf32>, %layer1.1.bn1.running_var: tensor<64xf32>, %layer1.1.bn2.running_mean: tensor<64xf32>, %layer1.1.bn2.running_var: tensor<64xf32>, %layer1.2.bn1.running_mean: tensor<64xf32>, %layer1.2.bn1.running_var: tensor<64xf32>, %layer1.2.bn2.running_mean: tensor<64xf32>, %layer1.2.bn2.running_var: tensor<64xf32>, %layer2.0.bn1.running_mean: tensor<128xf32>, %layer2.0.bn1.running_var: tensor<128xf32>, %layer2.0.bn2.running_mean: tensor<128xf32>, %layer2.0.bn2.running_var: tensor<128xf32>, %layer2.0.downsample.1.running_mean: tensor<128xf32>, %layer2.0.downsample.1.running_var: tensor<128xf32>, %layer2.1.bn1.running_mean: tensor<128xf32>, %layer2.1.bn1.running_var: tensor<128xf32>, %layer2.1.bn2.running_mean: tensor<128xf32>, %layer2.1.bn2.running_var: tensor<128xf32>, %layer2.2.bn1.running_mean: tensor<128xf32>, %layer2.2.bn1.running_var: tensor<128xf32>, %layer2.2.bn2.running_mean: tensor<128xf32>, %layer2.2.bn2.running_var: tensor<128xf32>, %layer2.3.bn1.running_mean: tensor<128xf32>, %layer2.3.bn1.running_var: tensor<128xf32>, %layer2.3.bn2.running_mean: tensor<128xf32>, %layer2.3.bn2.running_var: tensor<128xf32>, %layer3.0.bn1.running_mean: tensor<256xf32>, %layer3.0.bn1.running_var: tensor<256xf32>, %layer3.0.bn2.running_mean: tensor<256xf32>, %layer3.0.bn2.running_var: tensor<256xf32>, %layer3.0.downsample.1.running_mean: tensor<256xf32>, %layer3.0.downsample.1.running_var: tensor<256xf32>, %layer3.1.bn1.running_mean: tensor<256xf32>, %layer3.1.bn1.running_var: tensor<256xf32>, %layer3.1.bn2.running_mean: tensor<256xf32>, %layer3.1.bn2.running_var: tensor<256xf32>, %layer3.2.bn1.running_mean: tensor<256xf32>, %layer3.2.bn1.running_var: tensor<256xf32>, %layer3.2.bn2.running_mean: tensor<256xf32>, %layer3.2.bn2.running_var: tensor<256xf32>, %layer3.3.bn1.running_mean: tensor<256xf32>, %layer3.3.bn1.running_var: tensor<256xf32>, %layer3.3.bn2.running_mean: tensor<256xf32>, %layer3.3.bn2.running_var: tensor<256xf32>, %layer3.4.bn1.running_mean: tensor<256xf32>, %layer3.4.bn1.running_var: tensor<256xf32>, %layer3.4.bn2.running_mean: tensor<256xf32>, %layer3.4.bn2.running_var: tensor<256xf32>, %layer3.5.bn1.running_mean: tensor<256xf32>, %layer3.5.bn1.running_var: tensor<256xf32>, %layer3.5.bn2.running_mean: tensor<256xf32>, %layer3.5.bn2.running_var: tensor<256xf32>, %layer4.0.bn1.running_mean: tensor<512xf32>, %layer4.0.bn1.running_var: tensor<512xf32>, %layer4.0.bn2.running_mean: tensor<512xf32>, %layer4.0.bn2.running_var: tensor<512xf32>, %layer4.0.downsample.1.running_mean: tensor<512xf32>, %layer4.0.downsample.1.running_var: tensor<512xf32>, %layer4.1.bn1.running_mean: tensor<512xf32>, %layer4.1.bn1.running_var: tensor<512xf32>, %layer4.1.bn2.running_mean: tensor<512xf32>, %layer4.1.bn2.running_var: tensor<512xf32>, %layer4.2.bn1.running_mean: tensor<512xf32>, %layer4.2.bn1.running_var: tensor<512xf32>, %layer4.2.bn2.running_mean: tensor<512xf32>, %layer4.2.bn2.running_var: tensor<512xf32>) -> (tensor<32x1000xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<32x112x112x64xf32>
    %1 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %2 = stablehlo.add %bn1.running_var, %1 : tensor<64xf32>
    %3 = stablehlo.rsqrt %2 : tensor<64xf32>
    %4 = "stablehlo.broadcast_in_dim"(%bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %5 = stablehlo.subtract %0, %4 : tensor<32x112x112x64xf32>
    %6 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x112x112x64xf32>
    %8 = "stablehlo.broadcast_in_dim"(%bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x112x112x64xf32>
    %10 = "stablehlo.broadcast_in_dim"(%bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %11 = stablehlo.add %9, %10 : tensor<32x112x112x64xf32>
    %12 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<32x112x112x64xf32>
    %14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = "stablehlo.reduce_window"(%13, %14) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.maximum %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x56x56x64xf32>
    %16 = "stablehlo.convolution"(%15, %layer1.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %17 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %18 = stablehlo.add %layer1.0.bn1.running_var, %17 : tensor<64xf32>
    %19 = stablehlo.rsqrt %18 : tensor<64xf32>
    %20 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<32x56x56x64xf32>
    %22 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x56x56x64xf32>
    %24 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32x56x56x64xf32>
    %26 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %27 = stablehlo.add %25, %26 : tensor<32x56x56x64xf32>
    %28 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x56x56x64xf32>
    %30 = "stablehlo.convolution"(%29, %layer1.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %31 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %32 = stablehlo.add %layer1.0.bn2.running_var, %31 : tensor<64xf32>
    %33 = stablehlo.rsqrt %32 : tensor<64xf32>
    %34 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %35 = stablehlo.subtract %30, %34 : tensor<32x56x56x64xf32>
    %36 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<32x56x56x64xf32>
    %38 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<32x56x56x64xf32>
    %40 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %41 = stablehlo.add %39, %40 : tensor<32x56x56x64xf32>
    %42 = stablehlo.add %41, %15 : tensor<32x56x56x64xf32>
    %43 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %44 = stablehlo.maximum %42, %43 : tensor<32x56x56x64xf32>
    %45 = "stablehlo.convolution"(%44, %layer1.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %46 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %47 = stablehlo.add %layer1.1.bn1.running_var, %46 : tensor<64xf32>
    %48 = stablehlo.rsqrt %47 : tensor<64xf32>
    %49 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %50 = stablehlo.subtract %45, %49 : tensor<32x56x56x64xf32>
    %51 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<32x56x56x64xf32>
    %53 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<32x56x56x64xf32>
    %55 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %56 = stablehlo.add %54, %55 : tensor<32x56x56x64xf32>
    %57 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %58 = stablehlo.maximum %56, %57 : tensor<32x56x56x64xf32>
    %59 = "stablehlo.convolution"(%58, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %60 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %61 = stablehlo.add %layer1.1.bn2.running_var, %60 : tensor<64xf32>
    %62 = stablehlo.rsqrt %61 : tensor<64xf32>
    %63 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %64 = stablehlo.subtract %59, %63 : tensor<32x56x56x64xf32>
    %65 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<32x56x56x64xf32>
    %67 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<32x56x56x64xf32>
    %69 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %70 = stablehlo.add %68, %69 : tensor<32x56x56x64xf32>
    %71 = stablehlo.add %70, %44 : tensor<32x56x56x64xf32>
    %72 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %73 = stablehlo.maximum %71, %72 : tensor<32x56x56x64xf32>
    %74 = "stablehlo.convolution"(%73, %layer1.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %75 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %76 = stablehlo.add %layer1.2.bn1.running_var, %75 : tensor<64xf32>
    %77 = stablehlo.rsqrt %76 : tensor<64xf32>
    %78 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %79 = stablehlo.subtract %74, %78 : tensor<32x56x56x64xf32>
    %80 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<32x56x56x64xf32>
    %82 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<32x56x56x64xf32>
    %84 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %85 = stablehlo.add %83, %84 : tensor<32x56x56x64xf32>
    %86 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %87 = stablehlo.maximum %85, %86 : tensor<32x56x56x64xf32>
    %88 = "stablehlo.convolution"(%87, %layer1.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %89 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %90 = stablehlo.add %layer1.2.bn2.running_var, %89 : tensor<64xf32>
    %91 = stablehlo.rsqrt %90 : tensor<64xf32>
    %92 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %93 = stablehlo.subtract %88, %92 : tensor<32x56x56x64xf32>
    %94 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<32x56x56x64xf32>
    %96 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<32x56x56x64xf32>
    %98 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %99 = stablehlo.add %97, %98 : tensor<32x56x56x64xf32>
    %100 = stablehlo.add %99, %73 : tensor<32x56x56x64xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %102 = stablehlo.maximum %100, %101 : tensor<32x56x56x64xf32>
    %103 = "stablehlo.convolution"(%102, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x28x28x128xf32>
    %104 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %105 = stablehlo.add %layer2.0.bn1.running_var, %104 : tensor<128xf32>
    %106 = stablehlo.rsqrt %105 : tensor<128xf32>
    %107 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %108 = stablehlo.subtract %103, %107 : tensor<32x28x28x128xf32>
    %109 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<32x28x28x128xf32>
    %111 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<32x28x28x128xf32>
    %113 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %114 = stablehlo.add %112, %113 : tensor<32x28x28x128xf32>
    %115 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %116 = stablehlo.maximum %114, %115 : tensor<32x28x28x128xf32>
    %117 = "stablehlo.convolution"(%116, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %118 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %119 = stablehlo.add %layer2.0.bn2.running_var, %118 : tensor<128xf32>
    %120 = stablehlo.rsqrt %119 : tensor<128xf32>
    %121 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %122 = stablehlo.subtract %117, %121 : tensor<32x28x28x128xf32>
    %123 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<32x28x28x128xf32>
    %125 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<32x28x28x128xf32>
    %127 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %128 = stablehlo.add %126, %127 : tensor<32x28x28x128xf32>
    %129 = "stablehlo.convolution"(%102, %layer2.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x28x28x128xf32>
    %130 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %131 = stablehlo.add %layer2.0.downsample.1.running_var, %130 : tensor<128xf32>
    %132 = stablehlo.rsqrt %131 : tensor<128xf32>
    %133 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %134 = stablehlo.subtract %129, %133 : tensor<32x28x28x128xf32>
    %135 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<32x28x28x128xf32>
    %137 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<32x28x28x128xf32>
    %139 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %140 = stablehlo.add %138, %139 : tensor<32x28x28x128xf32>
    %141 = stablehlo.add %128, %140 : tensor<32x28x28x128xf32>
    %142 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %143 = stablehlo.maximum %141, %142 : tensor<32x28x28x128xf32>
    %144 = "stablehlo.convolution"(%143, %layer2.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %145 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %146 = stablehlo.add %layer2.1.bn1.running_var, %145 : tensor<128xf32>
    %147 = stablehlo.rsqrt %146 : tensor<128xf32>
    %148 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %149 = stablehlo.subtract %144, %148 : tensor<32x28x28x128xf32>
    %150 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<32x28x28x128xf32>
    %152 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<32x28x28x128xf32>
    %154 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %155 = stablehlo.add %153, %154 : tensor<32x28x28x128xf32>
    %156 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %157 = stablehlo.maximum %155, %156 : tensor<32x28x28x128xf32>
    %158 = "stablehlo.convolution"(%157, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %159 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %160 = stablehlo.add %layer2.1.bn2.running_var, %159 : tensor<128xf32>
    %161 = stablehlo.rsqrt %160 : tensor<128xf32>
    %162 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %163 = stablehlo.subtract %158, %162 : tensor<32x28x28x128xf32>
    %164 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<32x28x28x128xf32>
    %166 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<32x28x28x128xf32>
    %168 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %169 = stablehlo.add %167, %168 : tensor<32x28x28x128xf32>
    %170 = stablehlo.add %169, %143 : tensor<32x28x28x128xf32>
    %171 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %172 = stablehlo.maximum %170, %171 : tensor<32x28x28x128xf32>
    %173 = "stablehlo.convolution"(%172, %layer2.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %174 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %175 = stablehlo.add %layer2.2.bn1.running_var, %174 : tensor<128xf32>
    %176 = stablehlo.rsqrt %175 : tensor<128xf32>
    %177 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %178 = stablehlo.subtract %173, %177 : tensor<32x28x28x128xf32>
    %179 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<32x28x28x128xf32>
    %181 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<32x28x28x128xf32>
    %183 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %184 = stablehlo.add %182, %183 : tensor<32x28x28x128xf32>
    %185 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %186 = stablehlo.maximum %184, %185 : tensor<32x28x28x128xf32>
    %187 = "stablehlo.convolution"(%186, %layer2.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %188 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %189 = stablehlo.add %layer2.2.bn2.running_var, %188 : tensor<128xf32>
    %190 = stablehlo.rsqrt %189 : tensor<128xf32>
    %191 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %192 = stablehlo.subtract %187, %191 : tensor<32x28x28x128xf32>
    %193 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<32x28x28x128xf32>
    %195 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<32x28x28x128xf32>
    %197 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %198 = stablehlo.add %196, %197 : tensor<32x28x28x128xf32>
    %199 = stablehlo.add %198, %172 : tensor<32x28x28x128xf32>
    %200 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %201 = stablehlo.maximum %199, %200 : tensor<32x28x28x128xf32>
    %202 = "stablehlo.convolution"(%201, %layer2.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %203 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %204 = stablehlo.add %layer2.3.bn1.running_var, %203 : tensor<128xf32>
    %205 = stablehlo.rsqrt %204 : tensor<128xf32>
    %206 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %207 = stablehlo.subtract %202, %206 : tensor<32x28x28x128xf32>
    %208 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<32x28x28x128xf32>
    %210 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<32x28x28x128xf32>
    %212 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %213 = stablehlo.add %211, %212 : tensor<32x28x28x128xf32>
    %214 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %215 = stablehlo.maximum %213, %214 : tensor<32x28x28x128xf32>
    %216 = "stablehlo.convolution"(%215, %layer2.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %217 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %218 = stablehlo.add %layer2.3.bn2.running_var, %217 : tensor<128xf32>
    %219 = stablehlo.rsqrt %218 : tensor<128xf32>
    %220 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %221 = stablehlo.subtract %216, %220 : tensor<32x28x28x128xf32>
    %222 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<32x28x28x128xf32>
    %224 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<32x28x28x128xf32>
    %226 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %227 = stablehlo.add %225, %226 : tensor<32x28x28x128xf32>
    %228 = stablehlo.add %227, %201 : tensor<32x28x28x128xf32>
    %229 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %230 = stablehlo.maximum %228, %229 : tensor<32x28x28x128xf32>
    %231 = "stablehlo.convolution"(%230, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x14x14x256xf32>
    %232 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %233 = stablehlo.add %layer3.0.bn1.running_var, %232 : tensor<256xf32>
    %234 = stablehlo.rsqrt %233 : tensor<256xf32>
    %235 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %236 = stablehlo.subtract %231, %235 : tensor<32x14x14x256xf32>
    %237 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<32x14x14x256xf32>
    %239 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<32x14x14x256xf32>
    %241 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %242 = stablehlo.add %240, %241 : tensor<32x14x14x256xf32>
    %243 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %244 = stablehlo.maximum %242, %243 : tensor<32x14x14x256xf32>
    %245 = "stablehlo.convolution"(%244, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %246 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %247 = stablehlo.add %layer3.0.bn2.running_var, %246 : tensor<256xf32>
    %248 = stablehlo.rsqrt %247 : tensor<256xf32>
    %249 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %250 = stablehlo.subtract %245, %249 : tensor<32x14x14x256xf32>
    %251 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<32x14x14x256xf32>
    %253 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %254 = stablehlo.multiply %252, %253 : tensor<32x14x14x256xf32>
    %255 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %256 = stablehlo.add %254, %255 : tensor<32x14x14x256xf32>
    %257 = "stablehlo.convolution"(%230, %layer3.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x256xf32>) -> tensor<32x14x14x256xf32>
    %258 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %259 = stablehlo.add %layer3.0.downsample.1.running_var, %258 : tensor<256xf32>
    %260 = stablehlo.rsqrt %259 : tensor<256xf32>
    %261 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %262 = stablehlo.subtract %257, %261 : tensor<32x14x14x256xf32>
    %263 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<32x14x14x256xf32>
    %265 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<32x14x14x256xf32>
    %267 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %268 = stablehlo.add %266, %267 : tensor<32x14x14x256xf32>
    %269 = stablehlo.add %256, %268 : tensor<32x14x14x256xf32>
    %270 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %271 = stablehlo.maximum %269, %270 : tensor<32x14x14x256xf32>
    %272 = "stablehlo.convolution"(%271, %layer3.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %273 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %274 = stablehlo.add %layer3.1.bn1.running_var, %273 : tensor<256xf32>
    %275 = stablehlo.rsqrt %274 : tensor<256xf32>
    %276 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %277 = stablehlo.subtract %272, %276 : tensor<32x14x14x256xf32>
    %278 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<32x14x14x256xf32>
    %280 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<32x14x14x256xf32>
    %282 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %283 = stablehlo.add %281, %282 : tensor<32x14x14x256xf32>
    %284 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %285 = stablehlo.maximum %283, %284 : tensor<32x14x14x256xf32>
    %286 = "stablehlo.convolution"(%285, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %287 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %288 = stablehlo.add %layer3.1.bn2.running_var, %287 : tensor<256xf32>
    %289 = stablehlo.rsqrt %288 : tensor<256xf32>
    %290 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %291 = stablehlo.subtract %286, %290 : tensor<32x14x14x256xf32>
    %292 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<32x14x14x256xf32>
    %294 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<32x14x14x256xf32>
    %296 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %297 = stablehlo.add %295, %296 : tensor<32x14x14x256xf32>
    %298 = stablehlo.add %297, %271 : tensor<32x14x14x256xf32>
    %299 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %300 = stablehlo.maximum %298, %299 : tensor<32x14x14x256xf32>
    %301 = "stablehlo.convolution"(%300, %layer3.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %302 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %303 = stablehlo.add %layer3.2.bn1.running_var, %302 : tensor<256xf32>
    %304 = stablehlo.rsqrt %303 : tensor<256xf32>
    %305 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %306 = stablehlo.subtract %301, %305 : tensor<32x14x14x256xf32>
    %307 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<32x14x14x256xf32>
    %309 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<32x14x14x256xf32>
    %311 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %312 = stablehlo.add %310, %311 : tensor<32x14x14x256xf32>
    %313 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %314 = stablehlo.maximum %312, %313 : tensor<32x14x14x256xf32>
    %315 = "stablehlo.convolution"(%314, %layer3.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %316 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %317 = stablehlo.add %layer3.2.bn2.running_var, %316 : tensor<256xf32>
    %318 = stablehlo.rsqrt %317 : tensor<256xf32>
    %319 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %320 = stablehlo.subtract %315, %319 : tensor<32x14x14x256xf32>
    %321 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<32x14x14x256xf32>
    %323 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %324 = stablehlo.multiply %322, %323 : tensor<32x14x14x256xf32>
    %325 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %326 = stablehlo.add %324, %325 : tensor<32x14x14x256xf32>
    %327 = stablehlo.add %326, %300 : tensor<32x14x14x256xf32>
    %328 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %329 = stablehlo.maximum %327, %328 : tensor<32x14x14x256xf32>
    %330 = "stablehlo.convolution"(%329, %layer3.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %331 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %332 = stablehlo.add %layer3.3.bn1.running_var, %331 : tensor<256xf32>
    %333 = stablehlo.rsqrt %332 : tensor<256xf32>
    %334 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %335 = stablehlo.subtract %330, %334 : tensor<32x14x14x256xf32>
    %336 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<32x14x14x256xf32>
    %338 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<32x14x14x256xf32>
    %340 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %341 = stablehlo.add %339, %340 : tensor<32x14x14x256xf32>
    %342 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %343 = stablehlo.maximum %341, %342 : tensor<32x14x14x256xf32>
    %344 = "stablehlo.convolution"(%343, %layer3.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %345 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %346 = stablehlo.add %layer3.3.bn2.running_var, %345 : tensor<256xf32>
    %347 = stablehlo.rsqrt %346 : tensor<256xf32>
    %348 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %349 = stablehlo.subtract %344, %348 : tensor<32x14x14x256xf32>
    %350 = "stablehlo.broadcast_in_dim"(%347) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<32x14x14x256xf32>
    %352 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<32x14x14x256xf32>
    %354 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %355 = stablehlo.add %353, %354 : tensor<32x14x14x256xf32>
    %356 = stablehlo.add %355, %329 : tensor<32x14x14x256xf32>
    %357 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %358 = stablehlo.maximum %356, %357 : tensor<32x14x14x256xf32>
    %359 = "stablehlo.convolution"(%358, %layer3.4.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %360 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %361 = stablehlo.add %layer3.4.bn1.running_var, %360 : tensor<256xf32>
    %362 = stablehlo.rsqrt %361 : tensor<256xf32>
    %363 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %364 = stablehlo.subtract %359, %363 : tensor<32x14x14x256xf32>
    %365 = "stablehlo.broadcast_in_dim"(%362) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<32x14x14x256xf32>
    %367 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %368 = stablehlo.multiply %366, %367 : tensor<32x14x14x256xf32>
    %369 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %370 = stablehlo.add %368, %369 : tensor<32x14x14x256xf32>
    %371 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %372 = stablehlo.maximum %370, %371 : tensor<32x14x14x256xf32>
    %373 = "stablehlo.convolution"(%372, %layer3.4.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %374 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %375 = stablehlo.add %layer3.4.bn2.running_var, %374 : tensor<256xf32>
    %376 = stablehlo.rsqrt %375 : tensor<256xf32>
    %377 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %378 = stablehlo.subtract %373, %377 : tensor<32x14x14x256xf32>
    %379 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<32x14x14x256xf32>
    %381 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<32x14x14x256xf32>
    %383 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %384 = stablehlo.add %382, %383 : tensor<32x14x14x256xf32>
    %385 = stablehlo.add %384, %358 : tensor<32x14x14x256xf32>
    %386 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %387 = stablehlo.maximum %385, %386 : tensor<32x14x14x256xf32>
    %388 = "stablehlo.convolution"(%387, %layer3.5.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %389 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %390 = stablehlo.add %layer3.5.bn1.running_var, %389 : tensor<256xf32>
    %391 = stablehlo.rsqrt %390 : tensor<256xf32>
    %392 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %393 = stablehlo.subtract %388, %392 : tensor<32x14x14x256xf32>
    %394 = "stablehlo.broadcast_in_dim"(%391) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %395 = stablehlo.multiply %393, %394 : tensor<32x14x14x256xf32>
    %396 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<32x14x14x256xf32>
    %398 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %399 = stablehlo.add %397, %398 : tensor<32x14x14x256xf32>
    %400 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %401 = stablehlo.maximum %399, %400 : tensor<32x14x14x256xf32>
    %402 = "stablehlo.convolution"(%401, %layer3.5.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %403 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %404 = stablehlo.add %layer3.5.bn2.running_var, %403 : tensor<256xf32>
    %405 = stablehlo.rsqrt %404 : tensor<256xf32>
    %406 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %407 = stablehlo.subtract %402, %406 : tensor<32x14x14x256xf32>
    %408 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<32x14x14x256xf32>
    %410 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<32x14x14x256xf32>
    %412 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %413 = stablehlo.add %411, %412 : tensor<32x14x14x256xf32>
    %414 = stablehlo.add %413, %387 : tensor<32x14x14x256xf32>
    %415 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %416 = stablehlo.maximum %414, %415 : tensor<32x14x14x256xf32>
    %417 = "stablehlo.convolution"(%416, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x7x7x512xf32>
    %418 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %419 = stablehlo.add %layer4.0.bn1.running_var, %418 : tensor<512xf32>
    %420 = stablehlo.rsqrt %419 : tensor<512xf32>
    %421 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %422 = stablehlo.subtract %417, %421 : tensor<32x7x7x512xf32>
    %423 = "stablehlo.broadcast_in_dim"(%420) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %424 = stablehlo.multiply %422, %423 : tensor<32x7x7x512xf32>
    %425 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<32x7x7x512xf32>
    %427 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %428 = stablehlo.add %426, %427 : tensor<32x7x7x512xf32>
    %429 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %430 = stablehlo.maximum %428, %429 : tensor<32x7x7x512xf32>
    %431 = "stablehlo.convolution"(%430, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %432 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %433 = stablehlo.add %layer4.0.bn2.running_var, %432 : tensor<512xf32>
    %434 = stablehlo.rsqrt %433 : tensor<512xf32>
    %435 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %436 = stablehlo.subtract %431, %435 : tensor<32x7x7x512xf32>
    %437 = "stablehlo.broadcast_in_dim"(%434) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %438 = stablehlo.multiply %436, %437 : tensor<32x7x7x512xf32>
    %439 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<32x7x7x512xf32>
    %441 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %442 = stablehlo.add %440, %441 : tensor<32x7x7x512xf32>
    %443 = "stablehlo.convolution"(%416, %layer4.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x7x7x512xf32>
    %444 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %445 = stablehlo.add %layer4.0.downsample.1.running_var, %444 : tensor<512xf32>
    %446 = stablehlo.rsqrt %445 : tensor<512xf32>
    %447 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %448 = stablehlo.subtract %443, %447 : tensor<32x7x7x512xf32>
    %449 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %450 = stablehlo.multiply %448, %449 : tensor<32x7x7x512xf32>
    %451 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<32x7x7x512xf32>
    %453 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %454 = stablehlo.add %452, %453 : tensor<32x7x7x512xf32>
    %455 = stablehlo.add %442, %454 : tensor<32x7x7x512xf32>
    %456 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %457 = stablehlo.maximum %455, %456 : tensor<32x7x7x512xf32>
    %458 = "stablehlo.convolution"(%457, %layer4.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %459 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %460 = stablehlo.add %layer4.1.bn1.running_var, %459 : tensor<512xf32>
    %461 = stablehlo.rsqrt %460 : tensor<512xf32>
    %462 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %463 = stablehlo.subtract %458, %462 : tensor<32x7x7x512xf32>
    %464 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %465 = stablehlo.multiply %463, %464 : tensor<32x7x7x512xf32>
    %466 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %467 = stablehlo.multiply %465, %466 : tensor<32x7x7x512xf32>
    %468 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %469 = stablehlo.add %467, %468 : tensor<32x7x7x512xf32>
    %470 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %471 = stablehlo.maximum %469, %470 : tensor<32x7x7x512xf32>
    %472 = "stablehlo.convolution"(%471, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %473 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %474 = stablehlo.add %layer4.1.bn2.running_var, %473 : tensor<512xf32>
    %475 = stablehlo.rsqrt %474 : tensor<512xf32>
    %476 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %477 = stablehlo.subtract %472, %476 : tensor<32x7x7x512xf32>
    %478 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %479 = stablehlo.multiply %477, %478 : tensor<32x7x7x512xf32>
    %480 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %481 = stablehlo.multiply %479, %480 : tensor<32x7x7x512xf32>
    %482 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %483 = stablehlo.add %481, %482 : tensor<32x7x7x512xf32>
    %484 = stablehlo.add %483, %457 : tensor<32x7x7x512xf32>
    %485 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %486 = stablehlo.maximum %484, %485 : tensor<32x7x7x512xf32>
    %487 = "stablehlo.convolution"(%486, %layer4.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %488 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %489 = stablehlo.add %layer4.2.bn1.running_var, %488 : tensor<512xf32>
    %490 = stablehlo.rsqrt %489 : tensor<512xf32>
    %491 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %492 = stablehlo.subtract %487, %491 : tensor<32x7x7x512xf32>
    %493 = "stablehlo.broadcast_in_dim"(%490) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<32x7x7x512xf32>
    %495 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %496 = stablehlo.multiply %494, %495 : tensor<32x7x7x512xf32>
    %497 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %498 = stablehlo.add %496, %497 : tensor<32x7x7x512xf32>
    %499 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %500 = stablehlo.maximum %498, %499 : tensor<32x7x7x512xf32>
    %501 = "stablehlo.convolution"(%500, %layer4.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %502 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %503 = stablehlo.add %layer4.2.bn2.running_var, %502 : tensor<512xf32>
    %504 = stablehlo.rsqrt %503 : tensor<512xf32>
    %505 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %506 = stablehlo.subtract %501, %505 : tensor<32x7x7x512xf32>
    %507 = "stablehlo.broadcast_in_dim"(%504) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %508 = stablehlo.multiply %506, %507 : tensor<32x7x7x512xf32>
    %509 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<32x7x7x512xf32>
    %511 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %512 = stablehlo.add %510, %511 : tensor<32x7x7x512xf32>
    %513 = stablehlo.add %512, %486 : tensor<32x7x7x512xf32>
    %514 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %515 = stablehlo.maximum %513, %514 : tensor<32x7x7x512xf32>
    %516 = stablehlo.constant dense<0.0> : tensor<f32>
    %517 = "stablehlo.reduce"(%515, %516) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %518 = stablehlo.constant dense<49.0> : tensor<32x512xf32>
    %519 = stablehlo.divide %517, %518 : tensor<32x512xf32>
    %520 = "stablehlo.dot_general"(%519, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x512xf32>, tensor<512x1000xf32>) -> tensor<32x1000xf32>
    %521 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %522 = stablehlo.add %520, %521 : tensor<32x1000xf32>
    "func.return"(%522) : (tensor<32x1000xf32>) -> ()
  }
}

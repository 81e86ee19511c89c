// hlocert 0.1.0 render: resnet_50-c1000-i224-b32x1-fwd
// model: ResNet-50  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: fwd  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-gpu, iree-gpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// arguments: x 32x224x224x3; params (161 tensors, 25,557,032 scalars); state (106 tensors, 53,120 scalars)
// results: logits 32x1000
// content sha256: cce9e30a70e1e8d7665ef9a13b49f5439d4f1d12ce755f0f95ef8e626c1324c6
module @resnet_50_c1000_i224_b32x1_fwd {
  func.func public @main(%x: tensor<32x224x224x3xf32>, %conv1.w: tensor<7x7x3x64xf32>, %bn1.g: tensor<64xf32>, %bn1.b: tensor<64xf32>, %layer1.0.conv1.w: tensor<1x1x64x64xf32>, %layer1.0.bn1.g: tensor<64xf32>, %layer1.0.bn1.b: tensor<64xf32>, %layer1.0.conv2.w: tensor<3x3x64x64xf32>, %layer1.0.bn2.g: tensor<64xf32>, %layer1.0.bn2.b: tensor<64xf32>, %layer1.0.conv3.w: tensor<1x1x64x256xf32>, %layer1.0.bn3.g: tensor<256xf32>, %layer1.0.bn3.b: tensor<256xf32>, %layer1.0.downsample.0.w: tensor<1x1x64x256xf32>, %layer1.0.downsample.1.g: tensor<256xf32>, %layer1.0.downsample.1.b: tensor<256xf32>, %layer1.1.conv1.w: tensor<1x1x256x64xf32>, %layer1.1.bn1.g: tensor<64xf32>, %layer1.1.bn1.b: tensor<64xf32>, %layer1.1.conv2.w: tensor<3x3x64x64xf32>, %layer1.1.bn2.g: tensor<64xf32>, %layer1.1.bn2.b: tensor<64xf32>, %layer1.1.conv3.w: tensor<1x1x64x256xf32>, %layer1.1.bn3.g: tensor<256xf32>, %layer1.1.bn3.b: tensor<256xf32>, %layer1.2.conv1.w: tensor<1x1x256x64xf32>, %layer1.2.bn1.g: tensor<64xf32>, %layer1.2.bn1.b: tensor<64xf32>, %layer1.2.conv2.w: tensor<3x3x64x64xf32>, %layer1.2.bn2.g: tensor<64xf32>, %layer1.2.bn2.b: tensor<64xf32>, %layer1.2.conv3.w: tensor<1x1x64x256xf32>, %layer1.2.bn3.g: tensor<256xf32>, %layer1.2.bn3.b: tensor<256xf32>, %layer2.0.conv1.w: tensor<1x1x256x128xf32>, %layer2.0.bn1.g: tensor<128xf32>, %layer2.0.bn1.b: tensor<128xf32>, %layer2.0.conv2.w: tensor<3x3x128x128xf32>, %layer2.0.bn2.g: tensor<128xf32>, %layer2.0.bn2.b: tensor<128xf32>, %layer2.0.conv3.w: tensor<1x1x128x512xf32>, %layer2.0.bn3.g: tensor<512xf32>, %layer2.0.bn3.b: tensor<512xf32>, %layer2.0.downsample.0.w: tensor<1x1x256x512xf32>, %layer2.0.downsample.1.g: tensor<512xf32>, %layer2.0.downsample.1.b: tensor<512xf32>, %layer2.1.conv1.w: tensor<1x1x512x128xf32>, %layer2.1.bn1.g: tensor<128xf32>, %layer2.1.bn1.b: tensor<128xf32>, %layer2.1.conv2.w: tensor<3x3x128x128xf32>, %layer2.1.bn2.g: tensor<128xf32>, %layer2.1.bn2.b: tensor<128xf32>, %layer2.1.conv3.w: tensor<1x1x128x512xf32>, %layer2.1.bn3.g: tensor<512xf32>, %layer2.1.bn3.b: tensor<512xf32>, %layer2.2.conv1.w: tensor<1x1x512x128xf32>, %layer2.2.bn1.g: tensor<128xf32>, %layer2.2.bn1.b: tensor<128xf32>, %layer2.2.conv2.w: tensor<3x3x128x128xf32>, %layer2.2.bn2.g: tensor<128xf32>, %layer2.2.bn2.b: tensor<128xf32>, %layer2.2.conv3.w: tensor<1x1x128x512xf32>, %layer2.2.bn3.g: tensor<512xf32>, %layer2.2.bn3.b: tensor<512xf32>, %layer2.3.conv1.w: tensor<1x1x512x128xf32>, %layer2.3.bn1.g: tensor<128xf32>, %layer2.3.bn1.b: tensor<128xf32>, %layer2.3.conv2.w: tensor<3x3x128x128xf32>, %layer2.3.bn2.g: tensor<128xf32>, %layer2.3.bn2.b: tensor<128xf32>, %layer2.3.conv3.w: tensor<1x1x128x512xf32>, %layer2.3.bn3.g: tensor<512xf32>, %layer2.3.bn3.b: tensor<512xf32>, %layer3.0.conv1.w: tensor<1x1x512x256xf32>, %layer3.0.bn1.g: tensor<256xf32>, %layer3.0.bn1.b: tensor<256xf32>, %layer3.0.conv2.w: tensor<3x3x256x256xf32>, %layer3.0.bn2.g: tensor<256xf32>, %layer3.0.bn2.b: tensor<256xf32>, %layer3.0.conv3.w: tensor<1x1x256x1024xf32>, %layer3.0.bn3.g: tensor<1024xf32>, %layer3.0.bn3.b: tensor<1024xf32>, %layer3.0.downsample.0.w: tensor<1x1x512x1024xf32>, %layer3.0.downsample.1.g: tensor<1024xf32>, %layer3.0.downsample.1.b: tensor<1024xf32>, %layer3.1.conv1.w: tensor<1x1x1024x256xf32>, %layer3.1.bn1.g: tensor<256xf32>, %layer3.1.bn1.b: tensor<256xf32>, %layer3.1.conv2.w: tensor<3x3x256x256xf32>, %layer3.1.bn2.g: tensor<256xf32>, %layer3.1.bn2.b: tensor<256xf32>, %layer3.1.conv3.w: tensor<1x1x256x1024xf32>, %layer3.1.bn3.g: tensor<1024xf32>, %layer3.1.bn3.b: tensor<1024xf32>, %layer3.2.conv1.w: tensor<1x1x1024x256xf32>, %layer3.2.bn1.g: tensor<256xf32>, %layer3.2.bn1.b: tensor<256xf32>, %layer3.2.conv2.w: tensor<3x3x256x256xf32>, %layer3.2.bn2.g: tensor<256xf32>, %layer3.2.bn2.b: tensor<256xf32>, %layer3.2.conv3.w: tensor<1x1x256x1024xf32>, %layer3.2.bn3.g: tensor<1024xf32>, %layer3.2.bn3.b: tensor<1024xf32>, %layer3.3.conv1.w: tensor<1x1x1024x256xf32>, %layer3.3.bn1.g: tensor<256xf32>, %layer3.3.bn1.b: tensor<256xf32>, %layer3.3.conv2.w: tensor<3x3x256x256xf32>, %layer3.3.bn2.g: tensor<256xf32>, %layer3.3.bn2.b: tensor<256xf32>, %layer3.3.conv3.w: tensor<1x1x256x1024xf32>, %layer3.3.bn3.g: tensor<1024xf32>, %layer3.3.bn3.b: tensor<1024xf32>, %layer3.4.conv1.w: tensor<1x1x1024x256xf32>, %layer3.4.bn1.g: tensor<256xf32>, %layer3.4.bn1.b: tensor<256xf32>, %layer3.4.conv2.w: tensor<3x3x256x256xf32>, %layer3.4.bn2.g: tensor<256xf32>, %layer3.4.bn2.b: tensor<256xf32>, %layer3.4.conv3.w: tensor<1x1x256x1024xf32>, %layer3.4.bn3.g: tensor<1024xf32>, %layer3.4.bn3.b: tensor<1024xf32>, %layer3.5.conv1.w: tensor<1x1x1024x256xf32>, %layer3.5.bn1.g: tensor<256xf32>, %layer3.5.bn1.b: tensor<256xf32>, %layer3.5.conv2.w: tensor<3x3x256x256xf32>, %layer3.5.bn2.g: tensor<256xf32>, %layer3.5.bn2.b: tensor<256xf32>, %layer3.5.conv3.w: tensor<1x1x256x1024xf32>, %layer3.5.bn3.g: tensor<1024xf32>, %layer3.5.bn3.b: tensor<1024xf32>, %layer4.0.conv1.w: tensor<1x1x1024x512xf32>, %layer4.0.bn1.g: tensor<512xf32>, %layer4.0.bn1.b: tensor<512xf32>, %layer4.0.conv2.w: tensor<3x3x512x512xf32>, %layer4.0.bn2.g: tensor<512xf32>, %layer4.0.bn2.b: tensor<512xf32>, %layer4.0.conv3.w: tensor<1x1x512x2048xf32>, %layer4.0.bn3.g: tensor<2048xf32>, %layer4.0.bn3.b: tensor<2048xf32>, %layer4.0.downsample.0.w: tensor<1x1x1024x2048xf32>, %layer4.0.downsample.1.g: tensor<2048xf32>, %layer4.0.downsample.1.b: tensor<2048xf32>, %layer4.1.conv1.w: tensor<1x1x2048x512xf32>, %layer4.1.bn1.g: tensor<512xf32>, %layer4.1.bn1.b: tensor<512xf32>, %layer4.1.conv2.w: tensor<3x3x512x512xf32>, %layer4.1.bn2.g: tensor<512xf32>, %layer4.1.bn2.b: tensor<512xf32>, %layer4.1.conv3.w: tensor<1x1x512x2048xf32>, %layer4.1.bn3.g: tensor<2048xf32>, %layer4.1.bn3.b: tensor<2048xf32>, %layer4.2.conv1.w: tensor<1x1x2048x512xf32>, %layer4.2.bn1.g: tensor<512xf32>, %layer4.2.bn1.b: tensor<512xf32>, %layer4.2.conv2.w: tensor<3x3x512x512xf32>, %layer4.2.bn2.g: tensor<512xf32>, %layer4.2.bn2.b: tensor<512xf32>, %layer4.2.conv3.w: tensor<1x1x512x2048xf32>, %layer4.2.bn3.g: tensor<2048xf32>, %layer4.2.bn3.b: tensor<2048xf32>, %fc.w: tensor<2048x1000xf32>, %fc.b: tensor<1000xf32>, %bn1.running_mean: tensor<64xf32>, %bn1.running_var: tensor<64xf32>, %layer1.0.bn1.running_mean: tensor<64xf32>, %layer1.0.bn1.running_var: tensor<64xf32>, %layer1.0.bn2.running_mean: tensor<64xf32>, %layer1.0.bn2.running_var: tensor<64xf32>, %layer1.0.bn3.running_mean: tensor<256xf32>, %layer1.0.bn3.running_var: tensor<256xf32>, %layer1.0.downsample.1.running_mean: tensor<256xf32>, %layer1.0.downsample.1.running_var: tensor<256xf32>, %layer1.1.bn1.running_mean: tensor<64xf32>, %layer1.1.bn1.running_var: tensor<64xf32>, %layer1.1.bn2.running_mean: tensor<64xf32>, %layer1.1.bn2.running_var: tensor<64xf32>, %layer1.1.bn3.running_mean: tensor<256xf32>, %layer1.1.bn3.running_var: tensor<256xf32>, %layer1.2.bn1.running_mean: tensor<64xf32>, %layer1.2.bn1.running_var: tensor<64xf32>, %layer1.2.bn2.running_mean: tensor<64xf32>, %layer1.2.bn2.running_var: tensor<64xf32>, %layer1.2.bn3.running_mean: tensor<256xf32>, %layer1.2.bn3.running_var: tensor<256xf32>, %layer2.0.bn1.running_mean: tensor<128xf32>, %layer2.0.bn1.running_var: tensor<128xf32>, %layer2.0.bn2.running_mean: tensor<128xf32>, %layer2.0.bn2.running_var: tensor<128xf32>, %layer2.0.bn3.running_mean: tensor<512xf32>, %layer2.0.bn3.running_var: tensor<512xf32>, %layer2.0.downsample.1.running_mean: tensor<512xf32>, %layer2.0.downsample.1.running_var: tensor<512xf32>, %layer2.1.bn1.running_mean: tensor<128xf32>, %layer2.1.bn1.running_var: tensor<128xf32>, %layer2.1.bn2.running_mean: tensor<128xf32>, %layer2.1.bn2.running_var: tensor<128xf32>, %layer2.1.bn3.running_mean: tensor<512xf32>, %layer2.1.bn3.running_var: tensor<512xf32>, %layer2.2.bn1.running_mean: tensor<128xf32>, %layer2.2.bn1.running_var: tensor<128xf32>, %layer2.2.bn2.running_mean: tensor<128xf32>, %layer2.2.bn2.running_var: tensor<128xf32>, %layer2.2.bn3.running_mean: tensor<512xf32>, %layer2.2.bn3.running_var: tensor<512xf32>, %layer2.3.bn1.running_mean: tensor<128xf32>, %layer2.3.bn1.running_var: tensor<128xf32>, %layer2.3.bn2.running_mean: tensor<128xf32>, %layer2.3.bn2.running_var: tensor<128xf32>, %layer2.3.bn3.running_mean: tensor<512xf32>, %layer2.3.bn3.running_var: tensor<512xf32>, %layer3.0.bn1.running_mean: tensor<256xf32>, %layer3.0.bn1.running_var: tensor<256xf32>, %layer3.0.bn2.running_mean: tensor<256xf32>, %layer3.0.bn2.running_var: tensor<256xf32>, %layer3.0.bn3.running_mean: tensor<1024xf32>, %layer3.0.bn3.running_var: tensor<1024xf32>, %layer3.0.downsample.1.running_mean: tensor<1024xf32>, %layer3.0.downsample.1.running_var: tensor<1024xf32>, %layer3.1.bn1.running_mean: tensor<256xf32>, %layer3.1.bn1.running_var: tensor<256xf32>, %layer3.1.bn2.running_mean: tensor<256xf32>, %layer3.1.bn2.running_var: tensor<256xf32>, %layer3.1.bn3.running_mean: tensor<1024xf32>, %layer3.1.bn3.running_var: tensor<1024xf32>, %layer3.2.bn1.running_mean: tensor<256xf32>, %layer3.2.bn1.running_var: tensor<256xf32>, %layer3.2.bn2.running_mean: tensor<256xf32>, %layer3.2.bn2.running_var: tensor<256xf32>, %layer3.2.bn3.running_mean: tensor<1024xf32>, %layer3.2.bn3.running_var: tensor<1024xf32>, %layer3.3.bn1.running_mean: tensor<256xf32>, %layer3.3.bn1.running_var: tensor<256xf32>, %layer3.3.bn2.running_mean: tensor<256xf32>, %layer3.3.bn2.running_var: tensor<256xf32>, %layer3.3.bn3.running_mean: tensor<1024xf32>, %layer3.3.bn3.running_var: tensor<1024xf32>, %layer3.4.bn1.running_mean: tensor<256xf32>, %layer3.4.bn1.running_var: tensor<256xf32>, %layer3.4.bn2.running_mean: tensor<256xf32>, %layer3.4.bn2.running_var: tensor<256xf32>, %layer3.4.bn3.running_mean: tensor<1024xf32>, %layer3.4.bn3.running_var: tensor<1024xf32>, %layer3.5.bn1.running_mean: tensor<256xf32>, %layer3.5.bn1.running_var: tensor<256xf32>, %layer3.5.bn2.running_mean: tensor<256xf32>, %layer3.5.bn2.running_var: tensor<256xf32>, %layer3.5.bn3.running_mean: tensor<1024xf32>, %layer3.5.bn3.running_var: tensor<1024xf32>, %layer4.0.bn1.running_mean: tensor<512xf32>, %layer4.0.bn1.running_var: tensor<512xf32>, %layer4.0.bn2.running_mean: tensor<512xf32>, %layer4.0.bn2.running_var: tensor<512xf32>, %layer4.0.bn3.running_mean: tensor<2048xf32>, %layer4.0.bn3.running_var: tensor<2048xf32>, %layer4.0.downsample.1.running_mean: tensor<2048xf32>, %layer4.0.downsample.1.running_var: tensor<2048xf32>, %layer4.1.bn1.running_mean: tensor<512xf32>, %layer4.1.bn1.running_var: tensor<512xf32>, %layer4.1.bn2.running_mean: tensor<512xf32>, %layer4.1.bn2.running_var: tensor<512xf32>, %layer4.1.bn3.running_mean: tensor<2048xf32>, %layer4.1.bn3.running_var: tensor<2048xf32>, %layer4.2.bn1.running_mean: tensor<512xf32>, %layer4.2.bn1.running_var: tensor<512xf32>, %layer4.2.bn2.running_mean: tensor<512xf32>, %layer4.2.bn2.running_var: tensor<512xf32>, %layer4.2.bn3.running_mean: tensor<2048xf32>, %layer4.2.bn3.running_var: tensor<2048xf32>) -> (tensor<32x1000xf32>) {
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
    %16 = "stablehlo.convolution"(%15, %layer1.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x64xf32>) -> tensor<32x56x56x64xf32>
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
    %42 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %43 = stablehlo.maximum %41, %42 : tensor<32x56x56x64xf32>
    %44 = "stablehlo.convolution"(%43, %layer1.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %45 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %46 = stablehlo.add %layer1.0.bn3.running_var, %45 : tensor<256xf32>
    %47 = stablehlo.rsqrt %46 : tensor<256xf32>
    %48 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %49 = stablehlo.subtract %44, %48 : tensor<32x56x56x256xf32>
    %50 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<32x56x56x256xf32>
    %52 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<32x56x56x256xf32>
    %54 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %55 = stablehlo.add %53, %54 : tensor<32x56x56x256xf32>
    %56 = "stablehlo.convolution"(%15, %layer1.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %57 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %58 = stablehlo.add %layer1.0.downsample.1.running_var, %57 : tensor<256xf32>
    %59 = stablehlo.rsqrt %58 : tensor<256xf32>
    %60 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %61 = stablehlo.subtract %56, %60 : tensor<32x56x56x256xf32>
    %62 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<32x56x56x256xf32>
    %64 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<32x56x56x256xf32>
    %66 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %67 = stablehlo.add %65, %66 : tensor<32x56x56x256xf32>
    %68 = stablehlo.add %55, %67 : tensor<32x56x56x256xf32>
    %69 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %70 = stablehlo.maximum %68, %69 : tensor<32x56x56x256xf32>
    %71 = "stablehlo.convolution"(%70, %layer1.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %72 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %73 = stablehlo.add %layer1.1.bn1.running_var, %72 : tensor<64xf32>
    %74 = stablehlo.rsqrt %73 : tensor<64xf32>
    %75 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %76 = stablehlo.subtract %71, %75 : tensor<32x56x56x64xf32>
    %77 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<32x56x56x64xf32>
    %79 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<32x56x56x64xf32>
    %81 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %82 = stablehlo.add %80, %81 : tensor<32x56x56x64xf32>
    %83 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %84 = stablehlo.maximum %82, %83 : tensor<32x56x56x64xf32>
    %85 = "stablehlo.convolution"(%84, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %86 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %87 = stablehlo.add %layer1.1.bn2.running_var, %86 : tensor<64xf32>
    %88 = stablehlo.rsqrt %87 : tensor<64xf32>
    %89 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %90 = stablehlo.subtract %85, %89 : tensor<32x56x56x64xf32>
    %91 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<32x56x56x64xf32>
    %93 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<32x56x56x64xf32>
    %95 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %96 = stablehlo.add %94, %95 : tensor<32x56x56x64xf32>
    %97 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %98 = stablehlo.maximum %96, %97 : tensor<32x56x56x64xf32>
    %99 = "stablehlo.convolution"(%98, %layer1.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %100 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %101 = stablehlo.add %layer1.1.bn3.running_var, %100 : tensor<256xf32>
    %102 = stablehlo.rsqrt %101 : tensor<256xf32>
    %103 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %104 = stablehlo.subtract %99, %103 : tensor<32x56x56x256xf32>
    %105 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<32x56x56x256xf32>
    %107 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<32x56x56x256xf32>
    %109 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %110 = stablehlo.add %108, %109 : tensor<32x56x56x256xf32>
    %111 = stablehlo.add %110, %70 : tensor<32x56x56x256xf32>
    %112 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %113 = stablehlo.maximum %111, %112 : tensor<32x56x56x256xf32>
    %114 = "stablehlo.convolution"(%113, %layer1.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %115 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %116 = stablehlo.add %layer1.2.bn1.running_var, %115 : tensor<64xf32>
    %117 = stablehlo.rsqrt %116 : tensor<64xf32>
    %118 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %119 = stablehlo.subtract %114, %118 : tensor<32x56x56x64xf32>
    %120 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<32x56x56x64xf32>
    %122 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<32x56x56x64xf32>
    %124 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %125 = stablehlo.add %123, %124 : tensor<32x56x56x64xf32>
    %126 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %127 = stablehlo.maximum %125, %126 : tensor<32x56x56x64xf32>
    %128 = "stablehlo.convolution"(%127, %layer1.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %129 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %130 = stablehlo.add %layer1.2.bn2.running_var, %129 : tensor<64xf32>
    %131 = stablehlo.rsqrt %130 : tensor<64xf32>
    %132 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %133 = stablehlo.subtract %128, %132 : tensor<32x56x56x64xf32>
    %134 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<32x56x56x64xf32>
    %136 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<32x56x56x64xf32>
    %138 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %139 = stablehlo.add %137, %138 : tensor<32x56x56x64xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %141 = stablehlo.maximum %139, %140 : tensor<32x56x56x64xf32>
    %142 = "stablehlo.convolution"(%141, %layer1.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %143 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %144 = stablehlo.add %layer1.2.bn3.running_var, %143 : tensor<256xf32>
    %145 = stablehlo.rsqrt %144 : tensor<256xf32>
    %146 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %147 = stablehlo.subtract %142, %146 : tensor<32x56x56x256xf32>
    %148 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<32x56x56x256xf32>
    %150 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<32x56x56x256xf32>
    %152 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %153 = stablehlo.add %151, %152 : tensor<32x56x56x256xf32>
    %154 = stablehlo.add %153, %113 : tensor<32x56x56x256xf32>
    %155 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %156 = stablehlo.maximum %154, %155 : tensor<32x56x56x256xf32>
    %157 = "stablehlo.convolution"(%156, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x128xf32>) -> tensor<32x56x56x128xf32>
    %158 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %159 = stablehlo.add %layer2.0.bn1.running_var, %158 : tensor<128xf32>
    %160 = stablehlo.rsqrt %159 : tensor<128xf32>
    %161 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %162 = stablehlo.subtract %157, %161 : tensor<32x56x56x128xf32>
    %163 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<32x56x56x128xf32>
    %165 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<32x56x56x128xf32>
    %167 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %168 = stablehlo.add %166, %167 : tensor<32x56x56x128xf32>
    %169 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %170 = stablehlo.maximum %168, %169 : tensor<32x56x56x128xf32>
    %171 = "stablehlo.convolution"(%170, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %172 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %173 = stablehlo.add %layer2.0.bn2.running_var, %172 : tensor<128xf32>
    %174 = stablehlo.rsqrt %173 : tensor<128xf32>
    %175 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %176 = stablehlo.subtract %171, %175 : tensor<32x28x28x128xf32>
    %177 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<32x28x28x128xf32>
    %179 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<32x28x28x128xf32>
    %181 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %182 = stablehlo.add %180, %181 : tensor<32x28x28x128xf32>
    %183 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %184 = stablehlo.maximum %182, %183 : tensor<32x28x28x128xf32>
    %185 = "stablehlo.convolution"(%184, %layer2.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %186 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %187 = stablehlo.add %layer2.0.bn3.running_var, %186 : tensor<512xf32>
    %188 = stablehlo.rsqrt %187 : tensor<512xf32>
    %189 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %190 = stablehlo.subtract %185, %189 : tensor<32x28x28x512xf32>
    %191 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<32x28x28x512xf32>
    %193 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<32x28x28x512xf32>
    %195 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %196 = stablehlo.add %194, %195 : tensor<32x28x28x512xf32>
    %197 = "stablehlo.convolution"(%156, %layer2.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x28x28x512xf32>
    %198 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %199 = stablehlo.add %layer2.0.downsample.1.running_var, %198 : tensor<512xf32>
    %200 = stablehlo.rsqrt %199 : tensor<512xf32>
    %201 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %202 = stablehlo.subtract %197, %201 : tensor<32x28x28x512xf32>
    %203 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<32x28x28x512xf32>
    %205 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<32x28x28x512xf32>
    %207 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %208 = stablehlo.add %206, %207 : tensor<32x28x28x512xf32>
    %209 = stablehlo.add %196, %208 : tensor<32x28x28x512xf32>
    %210 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %211 = stablehlo.maximum %209, %210 : tensor<32x28x28x512xf32>
    %212 = "stablehlo.convolution"(%211, %layer2.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x128xf32>
    %213 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %214 = stablehlo.add %layer2.1.bn1.running_var, %213 : tensor<128xf32>
    %215 = stablehlo.rsqrt %214 : tensor<128xf32>
    %216 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %217 = stablehlo.subtract %212, %216 : tensor<32x28x28x128xf32>
    %218 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<32x28x28x128xf32>
    %220 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<32x28x28x128xf32>
    %222 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %223 = stablehlo.add %221, %222 : tensor<32x28x28x128xf32>
    %224 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %225 = stablehlo.maximum %223, %224 : tensor<32x28x28x128xf32>
    %226 = "stablehlo.convolution"(%225, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %227 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %228 = stablehlo.add %layer2.1.bn2.running_var, %227 : tensor<128xf32>
    %229 = stablehlo.rsqrt %228 : tensor<128xf32>
    %230 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %231 = stablehlo.subtract %226, %230 : tensor<32x28x28x128xf32>
    %232 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<32x28x28x128xf32>
    %234 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<32x28x28x128xf32>
    %236 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %237 = stablehlo.add %235, %236 : tensor<32x28x28x128xf32>
    %238 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %239 = stablehlo.maximum %237, %238 : tensor<32x28x28x128xf32>
    %240 = "stablehlo.convolution"(%239, %layer2.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %241 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %242 = stablehlo.add %layer2.1.bn3.running_var, %241 : tensor<512xf32>
    %243 = stablehlo.rsqrt %242 : tensor<512xf32>
    %244 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %245 = stablehlo.subtract %240, %244 : tensor<32x28x28x512xf32>
    %246 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<32x28x28x512xf32>
    %248 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<32x28x28x512xf32>
    %250 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %251 = stablehlo.add %249, %250 : tensor<32x28x28x512xf32>
    %252 = stablehlo.add %251, %211 : tensor<32x28x28x512xf32>
    %253 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %254 = stablehlo.maximum %252, %253 : tensor<32x28x28x512xf32>
    %255 = "stablehlo.convolution"(%254, %layer2.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x128xf32>
    %256 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %257 = stablehlo.add %layer2.2.bn1.running_var, %256 : tensor<128xf32>
    %258 = stablehlo.rsqrt %257 : tensor<128xf32>
    %259 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %260 = stablehlo.subtract %255, %259 : tensor<32x28x28x128xf32>
    %261 = "stablehlo.broadcast_in_dim"(%258) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<32x28x28x128xf32>
    %263 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<32x28x28x128xf32>
    %265 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %266 = stablehlo.add %264, %265 : tensor<32x28x28x128xf32>
    %267 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %268 = stablehlo.maximum %266, %267 : tensor<32x28x28x128xf32>
    %269 = "stablehlo.convolution"(%268, %layer2.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %270 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %271 = stablehlo.add %layer2.2.bn2.running_var, %270 : tensor<128xf32>
    %272 = stablehlo.rsqrt %271 : tensor<128xf32>
    %273 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %274 = stablehlo.subtract %269, %273 : tensor<32x28x28x128xf32>
    %275 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<32x28x28x128xf32>
    %277 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<32x28x28x128xf32>
    %279 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %280 = stablehlo.add %278, %279 : tensor<32x28x28x128xf32>
    %281 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %282 = stablehlo.maximum %280, %281 : tensor<32x28x28x128xf32>
    %283 = "stablehlo.convolution"(%282, %layer2.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %284 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %285 = stablehlo.add %layer2.2.bn3.running_var, %284 : tensor<512xf32>
    %286 = stablehlo.rsqrt %285 : tensor<512xf32>
    %287 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %288 = stablehlo.subtract %283, %287 : tensor<32x28x28x512xf32>
    %289 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<32x28x28x512xf32>
    %291 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<32x28x28x512xf32>
    %293 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %294 = stablehlo.add %292, %293 : tensor<32x28x28x512xf32>
    %295 = stablehlo.add %294, %254 : tensor<32x28x28x512xf32>
    %296 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %297 = stablehlo.maximum %295, %296 : tensor<32x28x28x512xf32>
    %298 = "stablehlo.convolution"(%297, %layer2.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x128xf32>
    %299 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %300 = stablehlo.add %layer2.3.bn1.running_var, %299 : tensor<128xf32>
    %301 = stablehlo.rsqrt %300 : tensor<128xf32>
    %302 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %303 = stablehlo.subtract %298, %302 : tensor<32x28x28x128xf32>
    %304 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<32x28x28x128xf32>
    %306 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %307 = stablehlo.multiply %305, %306 : tensor<32x28x28x128xf32>
    %308 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %309 = stablehlo.add %307, %308 : tensor<32x28x28x128xf32>
    %310 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %311 = stablehlo.maximum %309, %310 : tensor<32x28x28x128xf32>
    %312 = "stablehlo.convolution"(%311, %layer2.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %313 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %314 = stablehlo.add %layer2.3.bn2.running_var, %313 : tensor<128xf32>
    %315 = stablehlo.rsqrt %314 : tensor<128xf32>
    %316 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %317 = stablehlo.subtract %312, %316 : tensor<32x28x28x128xf32>
    %318 = "stablehlo.broadcast_in_dim"(%315) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<32x28x28x128xf32>
    %320 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<32x28x28x128xf32>
    %322 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %323 = stablehlo.add %321, %322 : tensor<32x28x28x128xf32>
    %324 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %325 = stablehlo.maximum %323, %324 : tensor<32x28x28x128xf32>
    %326 = "stablehlo.convolution"(%325, %layer2.3.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %327 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %328 = stablehlo.add %layer2.3.bn3.running_var, %327 : tensor<512xf32>
    %329 = stablehlo.rsqrt %328 : tensor<512xf32>
    %330 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %331 = stablehlo.subtract %326, %330 : tensor<32x28x28x512xf32>
    %332 = "stablehlo.broadcast_in_dim"(%329) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<32x28x28x512xf32>
    %334 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<32x28x28x512xf32>
    %336 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %337 = stablehlo.add %335, %336 : tensor<32x28x28x512xf32>
    %338 = stablehlo.add %337, %297 : tensor<32x28x28x512xf32>
    %339 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %340 = stablehlo.maximum %338, %339 : tensor<32x28x28x512xf32>
    %341 = "stablehlo.convolution"(%340, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x256xf32>) -> tensor<32x28x28x256xf32>
    %342 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %343 = stablehlo.add %layer3.0.bn1.running_var, %342 : tensor<256xf32>
    %344 = stablehlo.rsqrt %343 : tensor<256xf32>
    %345 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %346 = stablehlo.subtract %341, %345 : tensor<32x28x28x256xf32>
    %347 = "stablehlo.broadcast_in_dim"(%344) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %348 = stablehlo.multiply %346, %347 : tensor<32x28x28x256xf32>
    %349 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<32x28x28x256xf32>
    %351 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %352 = stablehlo.add %350, %351 : tensor<32x28x28x256xf32>
    %353 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %354 = stablehlo.maximum %352, %353 : tensor<32x28x28x256xf32>
    %355 = "stablehlo.convolution"(%354, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %356 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %357 = stablehlo.add %layer3.0.bn2.running_var, %356 : tensor<256xf32>
    %358 = stablehlo.rsqrt %357 : tensor<256xf32>
    %359 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %360 = stablehlo.subtract %355, %359 : tensor<32x14x14x256xf32>
    %361 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %362 = stablehlo.multiply %360, %361 : tensor<32x14x14x256xf32>
    %363 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<32x14x14x256xf32>
    %365 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %366 = stablehlo.add %364, %365 : tensor<32x14x14x256xf32>
    %367 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %368 = stablehlo.maximum %366, %367 : tensor<32x14x14x256xf32>
    %369 = "stablehlo.convolution"(%368, %layer3.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %370 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %371 = stablehlo.add %layer3.0.bn3.running_var, %370 : tensor<1024xf32>
    %372 = stablehlo.rsqrt %371 : tensor<1024xf32>
    %373 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %374 = stablehlo.subtract %369, %373 : tensor<32x14x14x1024xf32>
    %375 = "stablehlo.broadcast_in_dim"(%372) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<32x14x14x1024xf32>
    %377 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %378 = stablehlo.multiply %376, %377 : tensor<32x14x14x1024xf32>
    %379 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %380 = stablehlo.add %378, %379 : tensor<32x14x14x1024xf32>
    %381 = "stablehlo.convolution"(%340, %layer3.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x1024xf32>) -> tensor<32x14x14x1024xf32>
    %382 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %383 = stablehlo.add %layer3.0.downsample.1.running_var, %382 : tensor<1024xf32>
    %384 = stablehlo.rsqrt %383 : tensor<1024xf32>
    %385 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %386 = stablehlo.subtract %381, %385 : tensor<32x14x14x1024xf32>
    %387 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<32x14x14x1024xf32>
    %389 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<32x14x14x1024xf32>
    %391 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %392 = stablehlo.add %390, %391 : tensor<32x14x14x1024xf32>
    %393 = stablehlo.add %380, %392 : tensor<32x14x14x1024xf32>
    %394 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %395 = stablehlo.maximum %393, %394 : tensor<32x14x14x1024xf32>
    %396 = "stablehlo.convolution"(%395, %layer3.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %397 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %398 = stablehlo.add %layer3.1.bn1.running_var, %397 : tensor<256xf32>
    %399 = stablehlo.rsqrt %398 : tensor<256xf32>
    %400 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %401 = stablehlo.subtract %396, %400 : tensor<32x14x14x256xf32>
    %402 = "stablehlo.broadcast_in_dim"(%399) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<32x14x14x256xf32>
    %404 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<32x14x14x256xf32>
    %406 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %407 = stablehlo.add %405, %406 : tensor<32x14x14x256xf32>
    %408 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %409 = stablehlo.maximum %407, %408 : tensor<32x14x14x256xf32>
    %410 = "stablehlo.convolution"(%409, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %411 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %412 = stablehlo.add %layer3.1.bn2.running_var, %411 : tensor<256xf32>
    %413 = stablehlo.rsqrt %412 : tensor<256xf32>
    %414 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %415 = stablehlo.subtract %410, %414 : tensor<32x14x14x256xf32>
    %416 = "stablehlo.broadcast_in_dim"(%413) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<32x14x14x256xf32>
    %418 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<32x14x14x256xf32>
    %420 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %421 = stablehlo.add %419, %420 : tensor<32x14x14x256xf32>
    %422 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %423 = stablehlo.maximum %421, %422 : tensor<32x14x14x256xf32>
    %424 = "stablehlo.convolution"(%423, %layer3.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %425 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %426 = stablehlo.add %layer3.1.bn3.running_var, %425 : tensor<1024xf32>
    %427 = stablehlo.rsqrt %426 : tensor<1024xf32>
    %428 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %429 = stablehlo.subtract %424, %428 : tensor<32x14x14x1024xf32>
    %430 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %431 = stablehlo.multiply %429, %430 : tensor<32x14x14x1024xf32>
    %432 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<32x14x14x1024xf32>
    %434 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %435 = stablehlo.add %433, %434 : tensor<32x14x14x1024xf32>
    %436 = stablehlo.add %435, %395 : tensor<32x14x14x1024xf32>
    %437 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %438 = stablehlo.maximum %436, %437 : tensor<32x14x14x1024xf32>
    %439 = "stablehlo.convolution"(%438, %layer3.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %440 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %441 = stablehlo.add %layer3.2.bn1.running_var, %440 : tensor<256xf32>
    %442 = stablehlo.rsqrt %441 : tensor<256xf32>
    %443 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %444 = stablehlo.subtract %439, %443 : tensor<32x14x14x256xf32>
    %445 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %446 = stablehlo.multiply %444, %445 : tensor<32x14x14x256xf32>
    %447 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %448 = stablehlo.multiply %446, %447 : tensor<32x14x14x256xf32>
    %449 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %450 = stablehlo.add %448, %449 : tensor<32x14x14x256xf32>
    %451 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %452 = stablehlo.maximum %450, %451 : tensor<32x14x14x256xf32>
    %453 = "stablehlo.convolution"(%452, %layer3.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %454 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %455 = stablehlo.add %layer3.2.bn2.running_var, %454 : tensor<256xf32>
    %456 = stablehlo.rsqrt %455 : tensor<256xf32>
    %457 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %458 = stablehlo.subtract %453, %457 : tensor<32x14x14x256xf32>
    %459 = "stablehlo.broadcast_in_dim"(%456) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %460 = stablehlo.multiply %458, %459 : tensor<32x14x14x256xf32>
    %461 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<32x14x14x256xf32>
    %463 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %464 = stablehlo.add %462, %463 : tensor<32x14x14x256xf32>
    %465 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %466 = stablehlo.maximum %464, %465 : tensor<32x14x14x256xf32>
    %467 = "stablehlo.convolution"(%466, %layer3.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %468 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %469 = stablehlo.add %layer3.2.bn3.running_var, %468 : tensor<1024xf32>
    %470 = stablehlo.rsqrt %469 : tensor<1024xf32>
    %471 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %472 = stablehlo.subtract %467, %471 : tensor<32x14x14x1024xf32>
    %473 = "stablehlo.broadcast_in_dim"(%470) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<32x14x14x1024xf32>
    %475 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<32x14x14x1024xf32>
    %477 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %478 = stablehlo.add %476, %477 : tensor<32x14x14x1024xf32>
    %479 = stablehlo.add %478, %438 : tensor<32x14x14x1024xf32>
    %480 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %481 = stablehlo.maximum %479, %480 : tensor<32x14x14x1024xf32>
    %482 = "stablehlo.convolution"(%481, %layer3.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %483 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %484 = stablehlo.add %layer3.3.bn1.running_var, %483 : tensor<256xf32>
    %485 = stablehlo.rsqrt %484 : tensor<256xf32>
    %486 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %487 = stablehlo.subtract %482, %486 : tensor<32x14x14x256xf32>
    %488 = "stablehlo.broadcast_in_dim"(%485) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %489 = stablehlo.multiply %487, %488 : tensor<32x14x14x256xf32>
    %490 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %491 = stablehlo.multiply %489, %490 : tensor<32x14x14x256xf32>
    %492 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %493 = stablehlo.add %491, %492 : tensor<32x14x14x256xf32>
    %494 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %495 = stablehlo.maximum %493, %494 : tensor<32x14x14x256xf32>
    %496 = "stablehlo.convolution"(%495, %layer3.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %497 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %498 = stablehlo.add %layer3.3.bn2.running_var, %497 : tensor<256xf32>
    %499 = stablehlo.rsqrt %498 : tensor<256xf32>
    %500 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %501 = stablehlo.subtract %496, %500 : tensor<32x14x14x256xf32>
    %502 = "stablehlo.broadcast_in_dim"(%499) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<32x14x14x256xf32>
    %504 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<32x14x14x256xf32>
    %506 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %507 = stablehlo.add %505, %506 : tensor<32x14x14x256xf32>
    %508 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %509 = stablehlo.maximum %507, %508 : tensor<32x14x14x256xf32>
    %510 = "stablehlo.convolution"(%509, %layer3.3.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %511 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %512 = stablehlo.add %layer3.3.bn3.running_var, %511 : tensor<1024xf32>
    %513 = stablehlo.rsqrt %512 : tensor<1024xf32>
    %514 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %515 = stablehlo.subtract %510, %514 : tensor<32x14x14x1024xf32>
    %516 = "stablehlo.broadcast_in_dim"(%513) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<32x14x14x1024xf32>
    %518 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<32x14x14x1024xf32>
    %520 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %521 = stablehlo.add %519, %520 : tensor<32x14x14x1024xf32>
    %522 = stablehlo.add %521, %481 : tensor<32x14x14x1024xf32>
    %523 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %524 = stablehlo.maximum %522, %523 : tensor<32x14x14x1024xf32>
    %525 = "stablehlo.convolution"(%524, %layer3.4.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %526 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %527 = stablehlo.add %layer3.4.bn1.running_var, %526 : tensor<256xf32>
    %528 = stablehlo.rsqrt %527 : tensor<256xf32>
    %529 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %530 = stablehlo.subtract %525, %529 : tensor<32x14x14x256xf32>
    %531 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<32x14x14x256xf32>
    %533 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<32x14x14x256xf32>
    %535 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %536 = stablehlo.add %534, %535 : tensor<32x14x14x256xf32>
    %537 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %538 = stablehlo.maximum %536, %537 : tensor<32x14x14x256xf32>
    %539 = "stablehlo.convolution"(%538, %layer3.4.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %540 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %541 = stablehlo.add %layer3.4.bn2.running_var, %540 : tensor<256xf32>
    %542 = stablehlo.rsqrt %541 : tensor<256xf32>
    %543 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %544 = stablehlo.subtract %539, %543 : tensor<32x14x14x256xf32>
    %545 = "stablehlo.broadcast_in_dim"(%542) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %546 = stablehlo.multiply %544, %545 : tensor<32x14x14x256xf32>
    %547 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<32x14x14x256xf32>
    %549 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %550 = stablehlo.add %548, %549 : tensor<32x14x14x256xf32>
    %551 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %552 = stablehlo.maximum %550, %551 : tensor<32x14x14x256xf32>
    %553 = "stablehlo.convolution"(%552, %layer3.4.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %554 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %555 = stablehlo.add %layer3.4.bn3.running_var, %554 : tensor<1024xf32>
    %556 = stablehlo.rsqrt %555 : tensor<1024xf32>
    %557 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %558 = stablehlo.subtract %553, %557 : tensor<32x14x14x1024xf32>
    %559 = "stablehlo.broadcast_in_dim"(%556) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %560 = stablehlo.multiply %558, %559 : tensor<32x14x14x1024xf32>
    %561 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<32x14x14x1024xf32>
    %563 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %564 = stablehlo.add %562, %563 : tensor<32x14x14x1024xf32>
    %565 = stablehlo.add %564, %524 : tensor<32x14x14x1024xf32>
    %566 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %567 = stablehlo.maximum %565, %566 : tensor<32x14x14x1024xf32>
    %568 = "stablehlo.convolution"(%567, %layer3.5.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %569 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %570 = stablehlo.add %layer3.5.bn1.running_var, %569 : tensor<256xf32>
    %571 = stablehlo.rsqrt %570 : tensor<256xf32>
    %572 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %573 = stablehlo.subtract %568, %572 : tensor<32x14x14x256xf32>
    %574 = "stablehlo.broadcast_in_dim"(%571) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<32x14x14x256xf32>
    %576 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<32x14x14x256xf32>
    %578 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %579 = stablehlo.add %577, %578 : tensor<32x14x14x256xf32>
    %580 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %581 = stablehlo.maximum %579, %580 : tensor<32x14x14x256xf32>
    %582 = "stablehlo.convolution"(%581, %layer3.5.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %583 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %584 = stablehlo.add %layer3.5.bn2.running_var, %583 : tensor<256xf32>
    %585 = stablehlo.rsqrt %584 : tensor<256xf32>
    %586 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %587 = stablehlo.subtract %582, %586 : tensor<32x14x14x256xf32>
    %588 = "stablehlo.broadcast_in_dim"(%585) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %589 = stablehlo.multiply %587, %588 : tensor<32x14x14x256xf32>
    %590 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %591 = stablehlo.multiply %589, %590 : tensor<32x14x14x256xf32>
    %592 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %593 = stablehlo.add %591, %592 : tensor<32x14x14x256xf32>
    %594 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %595 = stablehlo.maximum %593, %594 : tensor<32x14x14x256xf32>
    %596 = "stablehlo.convolution"(%595, %layer3.5.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %597 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %598 = stablehlo.add %layer3.5.bn3.running_var, %597 : tensor<1024xf32>
    %599 = stablehlo.rsqrt %598 : tensor<1024xf32>
    %600 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %601 = stablehlo.subtract %596, %600 : tensor<32x14x14x1024xf32>
    %602 = "stablehlo.broadcast_in_dim"(%599) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<32x14x14x1024xf32>
    %604 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %605 = stablehlo.multiply %603, %604 : tensor<32x14x14x1024xf32>
    %606 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %607 = stablehlo.add %605, %606 : tensor<32x14x14x1024xf32>
    %608 = stablehlo.add %607, %567 : tensor<32x14x14x1024xf32>
    %609 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %610 = stablehlo.maximum %608, %609 : tensor<32x14x14x1024xf32>
    %611 = "stablehlo.convolution"(%610, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x512xf32>) -> tensor<32x14x14x512xf32>
    %612 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %613 = stablehlo.add %layer4.0.bn1.running_var, %612 : tensor<512xf32>
    %614 = stablehlo.rsqrt %613 : tensor<512xf32>
    %615 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %616 = stablehlo.subtract %611, %615 : tensor<32x14x14x512xf32>
    %617 = "stablehlo.broadcast_in_dim"(%614) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %618 = stablehlo.multiply %616, %617 : tensor<32x14x14x512xf32>
    %619 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<32x14x14x512xf32>
    %621 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %622 = stablehlo.add %620, %621 : tensor<32x14x14x512xf32>
    %623 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %624 = stablehlo.maximum %622, %623 : tensor<32x14x14x512xf32>
    %625 = "stablehlo.convolution"(%624, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %626 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %627 = stablehlo.add %layer4.0.bn2.running_var, %626 : tensor<512xf32>
    %628 = stablehlo.rsqrt %627 : tensor<512xf32>
    %629 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %630 = stablehlo.subtract %625, %629 : tensor<32x7x7x512xf32>
    %631 = "stablehlo.broadcast_in_dim"(%628) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %632 = stablehlo.multiply %630, %631 : tensor<32x7x7x512xf32>
    %633 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<32x7x7x512xf32>
    %635 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %636 = stablehlo.add %634, %635 : tensor<32x7x7x512xf32>
    %637 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %638 = stablehlo.maximum %636, %637 : tensor<32x7x7x512xf32>
    %639 = "stablehlo.convolution"(%638, %layer4.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %640 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %641 = stablehlo.add %layer4.0.bn3.running_var, %640 : tensor<2048xf32>
    %642 = stablehlo.rsqrt %641 : tensor<2048xf32>
    %643 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %644 = stablehlo.subtract %639, %643 : tensor<32x7x7x2048xf32>
    %645 = "stablehlo.broadcast_in_dim"(%642) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %646 = stablehlo.multiply %644, %645 : tensor<32x7x7x2048xf32>
    %647 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<32x7x7x2048xf32>
    %649 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %650 = stablehlo.add %648, %649 : tensor<32x7x7x2048xf32>
    %651 = "stablehlo.convolution"(%610, %layer4.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x2048xf32>) -> tensor<32x7x7x2048xf32>
    %652 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %653 = stablehlo.add %layer4.0.downsample.1.running_var, %652 : tensor<2048xf32>
    %654 = stablehlo.rsqrt %653 : tensor<2048xf32>
    %655 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %656 = stablehlo.subtract %651, %655 : tensor<32x7x7x2048xf32>
    %657 = "stablehlo.broadcast_in_dim"(%654) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<32x7x7x2048xf32>
    %659 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %660 = stablehlo.multiply %658, %659 : tensor<32x7x7x2048xf32>
    %661 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %662 = stablehlo.add %660, %661 : tensor<32x7x7x2048xf32>
    %663 = stablehlo.add %650, %662 : tensor<32x7x7x2048xf32>
    %664 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %665 = stablehlo.maximum %663, %664 : tensor<32x7x7x2048xf32>
    %666 = "stablehlo.convolution"(%665, %layer4.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x512xf32>
    %667 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %668 = stablehlo.add %layer4.1.bn1.running_var, %667 : tensor<512xf32>
    %669 = stablehlo.rsqrt %668 : tensor<512xf32>
    %670 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %671 = stablehlo.subtract %666, %670 : tensor<32x7x7x512xf32>
    %672 = "stablehlo.broadcast_in_dim"(%669) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %673 = stablehlo.multiply %671, %672 : tensor<32x7x7x512xf32>
    %674 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %675 = stablehlo.multiply %673, %674 : tensor<32x7x7x512xf32>
    %676 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %677 = stablehlo.add %675, %676 : tensor<32x7x7x512xf32>
    %678 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %679 = stablehlo.maximum %677, %678 : tensor<32x7x7x512xf32>
    %680 = "stablehlo.convolution"(%679, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %681 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %682 = stablehlo.add %layer4.1.bn2.running_var, %681 : tensor<512xf32>
    %683 = stablehlo.rsqrt %682 : tensor<512xf32>
    %684 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %685 = stablehlo.subtract %680, %684 : tensor<32x7x7x512xf32>
    %686 = "stablehlo.broadcast_in_dim"(%683) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %687 = stablehlo.multiply %685, %686 : tensor<32x7x7x512xf32>
    %688 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %689 = stablehlo.multiply %687, %688 : tensor<32x7x7x512xf32>
    %690 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %691 = stablehlo.add %689, %690 : tensor<32x7x7x512xf32>
    %692 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %693 = stablehlo.maximum %691, %692 : tensor<32x7x7x512xf32>
    %694 = "stablehlo.convolution"(%693, %layer4.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %695 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %696 = stablehlo.add %layer4.1.bn3.running_var, %695 : tensor<2048xf32>
    %697 = stablehlo.rsqrt %696 : tensor<2048xf32>
    %698 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %699 = stablehlo.subtract %694, %698 : tensor<32x7x7x2048xf32>
    %700 = "stablehlo.broadcast_in_dim"(%697) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %701 = stablehlo.multiply %699, %700 : tensor<32x7x7x2048xf32>
    %702 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %703 = stablehlo.multiply %701, %702 : tensor<32x7x7x2048xf32>
    %704 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %705 = stablehlo.add %703, %704 : tensor<32x7x7x2048xf32>
    %706 = stablehlo.add %705, %665 : tensor<32x7x7x2048xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %708 = stablehlo.maximum %706, %707 : tensor<32x7x7x2048xf32>
    %709 = "stablehlo.convolution"(%708, %layer4.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x512xf32>
    %710 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %711 = stablehlo.add %layer4.2.bn1.running_var, %710 : tensor<512xf32>
    %712 = stablehlo.rsqrt %711 : tensor<512xf32>
    %713 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %714 = stablehlo.subtract %709, %713 : tensor<32x7x7x512xf32>
    %715 = "stablehlo.broadcast_in_dim"(%712) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %716 = stablehlo.multiply %714, %715 : tensor<32x7x7x512xf32>
    %717 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %718 = stablehlo.multiply %716, %717 : tensor<32x7x7x512xf32>
    %719 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %720 = stablehlo.add %718, %719 : tensor<32x7x7x512xf32>
    %721 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %722 = stablehlo.maximum %720, %721 : tensor<32x7x7x512xf32>
    %723 = "stablehlo.convolution"(%722, %layer4.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %724 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %725 = stablehlo.add %layer4.2.bn2.running_var, %724 : tensor<512xf32>
    %726 = stablehlo.rsqrt %725 : tensor<512xf32>
    %727 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %728 = stablehlo.subtract %723, %727 : tensor<32x7x7x512xf32>
    %729 = "stablehlo.broadcast_in_dim"(%726) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<32x7x7x512xf32>
    %731 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %732 = stablehlo.multiply %730, %731 : tensor<32x7x7x512xf32>
    %733 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %734 = stablehlo.add %732, %733 : tensor<32x7x7x512xf32>
    %735 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %736 = stablehlo.maximum %734, %735 : tensor<32x7x7x512xf32>
    %737 = "stablehlo.convolution"(%736, %layer4.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %738 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %739 = stablehlo.add %layer4.2.bn3.running_var, %738 : tensor<2048xf32>
    %740 = stablehlo.rsqrt %739 : tensor<2048xf32>
    %741 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %742 = stablehlo.subtract %737, %741 : tensor<32x7x7x2048xf32>
    %743 = "stablehlo.broadcast_in_dim"(%740) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %744 = stablehlo.multiply %742, %743 : tensor<32x7x7x2048xf32>
    %745 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %746 = stablehlo.multiply %744, %745 : tensor<32x7x7x2048xf32>
    %747 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %748 = stablehlo.add %746, %747 : tensor<32x7x7x2048xf32>
    %749 = stablehlo.add %748, %708 : tensor<32x7x7x2048xf32>
    %750 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %751 = stablehlo.maximum %749, %750 : tensor<32x7x7x2048xf32>
    %752 = stablehlo.constant dense<0.0> : tensor<f32>
    %753 = "stablehlo.reduce"(%751, %752) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %754 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %755 = stablehlo.divide %753, %754 : tensor<32x2048xf32>
    %756 = "stablehlo.dot_general"(%755, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x2048xf32>, tensor<2048x1000xf32>) -> tensor<32x1000xf32>
    %757 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %758 = stablehlo.add %756, %757 : tensor<32x1000xf32>
    "func.return"(%758) : (tensor<32x1000xf32>) -> ()
  }
}

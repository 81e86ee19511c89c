// hlocert 0.1.0 render: mobilenetv2_100-c1000-i224-b384x1-fwd+drop
// model: MobileNetV2-100  classes: 1000  image: 224  batch per replica: 384  replicas: 1
// variant: fwd+drop
// lowerings: depthwise convolution (the default on xla-gpu, iree-gpu); pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// arguments: x 384x224x224x3; params (158 tensors, 3,504,872 scalars); state (104 tensors, 34,112 scalars); drop_mask 384x1290
// results: logits 384x1000
// content sha256: 2a49d1bce0476c40d6aa17b7bcf8375ba2a15f9b915ca40b418788761dc41f1b
module @mobilenetv2_100_c1000_i224_b384x1_fwd_drop {
  func.func public @main(%x: tensor<384x224x224x3xf32>, %conv_stem.w: tensor<3x3x3x32xf32>, %bn1.g: tensor<32xf32>, %bn1.b: tensor<32xf32>, %blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32>, %blocks.0.0.bn1.g: tensor<32xf32>, %blocks.0.0.bn1.b: tensor<32xf32>, %blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32>, %blocks.0.0.bn2.g: tensor<16xf32>, %blocks.0.0.bn2.b: tensor<16xf32>, %blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32>, %blocks.1.0.bn1.g: tensor<96xf32>, %blocks.1.0.bn1.b: tensor<96xf32>, %blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32>, %blocks.1.0.bn2.g: tensor<96xf32>, %blocks.1.0.bn2.b: tensor<96xf32>, %blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32>, %blocks.1.0.bn3.g: tensor<24xf32>, %blocks.1.0.bn3.b: tensor<24xf32>, %blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32>, %blocks.1.1.bn1.g: tensor<144xf32>, %blocks.1.1.bn1.b: tensor<144xf32>, %blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32>, %blocks.1.1.bn2.g: tensor<144xf32>, %blocks.1.1.bn2.b: tensor<144xf32>, %blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32>, %blocks.1.1.bn3.g: tensor<24xf32>, %blocks.1.1.bn3.b: tensor<24xf32>, %blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32>, %blocks.2.0.bn1.g: tensor<144xf32>, %blocks.2.0.bn1.b: tensor<144xf32>, %blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32>, %blocks.2.0.bn2.g: tensor<144xf32>, %blocks.2.0.bn2.b: tensor<144xf32>, %blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32>, %blocks.2.0.bn3.g: tensor<32xf32>, %blocks.2.0.bn3.b: tensor<32xf32>, %blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32>, %blocks.2.1.bn1.g: tensor<192xf32>, %blocks.2.1.bn1.b: tensor<192xf32>, %blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32>, %blocks.2.1.bn2.g: tensor<192xf32>, %blocks.2.1.bn2.b: tensor<192xf32>, %blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32>, %blocks.2.1.bn3.g: tensor<32xf32>, %blocks.2.1.bn3.b: tensor<32xf32>, %blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32>, %blocks.2.2.bn1.g: tensor<192xf32>, %blocks.2.2.bn1.b: tensor<192xf32>, %blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32>, %blocks.2.2.bn2.g: tensor<192xf32>, %blocks.2.2.bn2.b: tensor<192xf32>, %blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32>, %blocks.2.2.bn3.g: tensor<32xf32>, %blocks.2.2.bn3.b: tensor<32xf32>, %blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32>, %blocks.3.0.bn1.g: tensor<192xf32>, %blocks.3.0.bn1.b: tensor<192xf32>, %blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32>, %blocks.3.0.bn2.g: tensor<192xf32>, %blocks.3.0.bn2.b: tensor<192xf32>, %blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32>, %blocks.3.0.bn3.g: tensor<64xf32>, %blocks.3.0.bn3.b: tensor<64xf32>, %blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32>, %blocks.3.1.bn1.g: tensor<384xf32>, %blocks.3.1.bn1.b: tensor<384xf32>, %blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32>, %blocks.3.1.bn2.g: tensor<384xf32>, %blocks.3.1.bn2.b: tensor<384xf32>, %blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32>, %blocks.3.1.bn3.g: tensor<64xf32>, %blocks.3.1.bn3.b: tensor<64xf32>, %blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32>, %blocks.3.2.bn1.g: tensor<384xf32>, %blocks.3.2.bn1.b: tensor<384xf32>, %blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32>, %blocks.3.2.bn2.g: tensor<384xf32>, %blocks.3.2.bn2.b: tensor<384xf32>, %blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32>, %blocks.3.2.bn3.g: tensor<64xf32>, %blocks.3.2.bn3.b: tensor<64xf32>, %blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32>, %blocks.3.3.bn1.g: tensor<384xf32>, %blocks.3.3.bn1.b: tensor<384xf32>, %blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32>, %blocks.3.3.bn2.g: tensor<384xf32>, %blocks.3.3.bn2.b: tensor<384xf32>, %blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32>, %blocks.3.3.bn3.g: tensor<64xf32>, %blocks.3.3.bn3.b: tensor<64xf32>, %blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32>, %blocks.4.0.bn1.g: tensor<384xf32>, %blocks.4.0.bn1.b: tensor<384xf32>, %blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32>, %blocks.4.0.bn2.g: tensor<384xf32>, %blocks.4.0.bn2.b: tensor<384xf32>, %blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32>, %blocks.4.0.bn3.g: tensor<96xf32>, %blocks.4.0.bn3.b: tensor<96xf32>, %blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32>, %blocks.4.1.bn1.g: tensor<576xf32>, %blocks.4.1.bn1.b: tensor<576xf32>, %blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32>, %blocks.4.1.bn2.g: tensor<576xf32>, %blocks.4.1.bn2.b: tensor<576xf32>, %blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32>, %blocks.4.1.bn3.g: tensor<96xf32>, %blocks.4.1.bn3.b: tensor<96xf32>, %blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32>, %blocks.4.2.bn1.g: tensor<576xf32>, %blocks.4.2.bn1.b: tensor<576xf32>, %blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32>, %blocks.4.2.bn2.g: tensor<576xf32>, %blocks.4.2.bn2.b: tensor<576xf32>, %blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32>, %blocks.4.2.bn3.g: tensor<96xf32>, %blocks.4.2.bn3.b: tensor<96xf32>, %blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32>, %blocks.5.0.bn1.g: tensor<576xf32>, %blocks.5.0.bn1.b: tensor<576xf32>, %blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32>, %blocks.5.0.bn2.g: tensor<576xf32>, %blocks.5.0.bn2.b: tensor<576xf32>, %blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32>, %blocks.5.0.bn3.g: tensor<160xf32>, %blocks.5.0.bn3.b: tensor<160xf32>, %blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32>, %blocks.5.1.bn1.g: tensor<960xf32>, %blocks.5.1.bn1.b: tensor<960xf32>, %blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32>, %blocks.5.1.bn2.g: tensor<960xf32>, %blocks.5.1.bn2.b: tensor<960xf32>, %blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32>, %blocks.5.1.bn3.g: tensor<160xf32>, %blocks.5.1.bn3.b: tensor<160xf32>, %blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32>, %blocks.5.2.bn1.g: tensor<960xf32>, %blocks.5.2.bn1.b: tensor<960xf32>, %blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32>, %blocks.5.2.bn2.g: tensor<960xf32>, %blocks.5.2.bn2.b: tensor<960xf32>, %blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32>, %blocks.5.2.bn3.g: tensor<160xf32>, %blocks.5.2.bn3.b: tensor<160xf32>, %blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32>, %blocks.6.0.bn1.g: tensor<960xf32>, %blocks.6.0.bn1.b: tensor<960xf32>, %blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32>, %blocks.6.0.bn2.g: tensor<960xf32>, %blocks.6.0.bn2.b: tensor<960xf32>, %blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32>, %blocks.6.0.bn3.g: tensor<320xf32>, %blocks.6.0.bn3.b: tensor<320xf32>, %conv_head.w: tensor<1x1x320x1280xf32>, %bn2.g: tensor<1280xf32>, %bn2.b: tensor<1280xf32>, %classifier.w: tensor<1280x1000xf32>, %classifier.b: tensor<1000xf32>, %bn1.running_mean: tensor<32xf32>, %bn1.running_var: tensor<32xf32>, %blocks.0.0.bn1.running_mean: tensor<32xf32>, %blocks.0.0.bn1.running_var: tensor<32xf32>, %blocks.0.0.bn2.running_mean: tensor<16xf32>, %blocks.0.0.bn2.running_var: tensor<16xf32>, %blocks.1.0.bn1.running_mean: tensor<96xf32>, %blocks.1.0.bn1.running_var: tensor<96xf32>, %blocks.1.0.bn2.running_mean: tensor<96xf32>, %blocks.1.0.bn2.running_var: tensor<96xf32>, %blocks.1.0.bn3.running_mean: tensor<24xf32>, %blocks.1.0.bn3.running_var: tensor<24xf32>, %blocks.1.1.bn1.running_mean: tensor<144xf32>, %blocks.1.1.bn1.running_var: tensor<144xf32>, %blocks.1.1.bn2.running_mean: tensor<144xf32>, %blocks.1.1.bn2.running_var: tensor<144xf32>, %blocks.1.1.bn3.running_mean: tensor<24xf32>, %blocks.1.1.bn3.running_var: tensor<24xf32>, %blocks.2.0.bn1.running_mean: tensor<144xf32>, %blocks.2.0.bn1.running_var: tensor<144xf32>, %blocks.2.0.bn2.running_mean: tensor<144xf32>, %blocks.2.0.bn2.running_var: tensor<144xf32>, %blocks.2.0.bn3.running_mean: tensor<32xf32>, %blocks.2.0.bn3.running_var: tensor<32xf32>, %blocks.2.1.bn1.running_mean: tensor<192xf32>, %blocks.2.1.bn1.running_var: tensor<192xf32>, %blocks.2.1.bn2.running_mean: tensor<192xf32>, %blocks.2.1.bn2.running_var: tensor<192xf32>, %blocks.2.1.bn3.running_mean: tensor<32xf32>, %blocks.2.1.bn3.running_var: tensor<32xf32>, %blocks.2.2.bn1.running_mean: tensor<192xf32>, %blocks.2.2.bn1.running_var: tensor<192xf32>, %blocks.2.2.bn2.running_mean: tensor<192xf32>, %blocks.2.2.bn2.running_var: tensor<192xf32>, %blocks.2.2.bn3.running_mean: tensor<32xf32>, %blocks.2.2.bn3.running_var: tensor<32xf32>, %blocks.3.0.bn1.running_mean: tensor<192xf32>, %blocks.3.0.bn1.running_var: tensor<192xf32>, %blocks.3.0.bn2.running_mean: tensor<192xf32>, %blocks.3.0.bn2.running_var: tensor<192xf32>, %blocks.3.0.bn3.running_mean: tensor<64xf32>, %blocks.3.0.bn3.running_var: tensor<64xf32>, %blocks.3.1.bn1.running_mean: tensor<384xf32>, %blocks.3.1.bn1.running_var: tensor<384xf32>, %blocks.3.1.bn2.running_mean: tensor<384xf32>, %blocks.3.1.bn2.running_var: tensor<384xf32>, %blocks.3.1.bn3.running_mean: tensor<64xf32>, %blocks.3.1.bn3.running_var: tensor<64xf32>, %blocks.3.2.bn1.running_mean: tensor<384xf32>, %blocks.3.2.bn1.running_var: tensor<384xf32>, %blocks.3.2.bn2.running_mean: tensor<384xf32>, %blocks.3.2.bn2.running_var: tensor<384xf32>, %blocks.3.2.bn3.running_mean: tensor<64xf32>, %blocks.3.2.bn3.running_var: tensor<64xf32>, %blocks.3.3.bn1.running_mean: tensor<384xf32>, %blocks.3.3.bn1.running_var: tensor<384xf32>, %blocks.3.3.bn2.running_mean: tensor<384xf32>, %blocks.3.3.bn2.running_var: tensor<384xf32>, %blocks.3.3.bn3.running_mean: tensor<64xf32>, %blocks.3.3.bn3.running_var: tensor<64xf32>, %blocks.4.0.bn1.running_mean: tensor<384xf32>, %blocks.4.0.bn1.running_var: tensor<384xf32>, %blocks.4.0.bn2.running_mean: tensor<384xf32>, %blocks.4.0.bn2.running_var: tensor<384xf32>, %blocks.4.0.bn3.running_mean: tensor<96xf32>, %blocks.4.0.bn3.running_var: tensor<96xf32>, %blocks.4.1.bn1.running_mean: tensor<576xf32>, %blocks.4.1.bn1.running_var: tensor<576xf32>, %blocks.4.1.bn2.running_mean: tensor<576xf32>, %blocks.4.1.bn2.running_var: tensor<576xf32>, %blocks.4.1.bn3.running_mean: tensor<96xf32>, %blocks.4.1.bn3.running_var: tensor<96xf32>, %blocks.4.2.bn1.running_mean: tensor<576xf32>, %blocks.4.2.bn1.running_var: tensor<576xf32>, %blocks.4.2.bn2.running_mean: tensor<576xf32>, %blocks.4.2.bn2.running_var: tensor<576xf32>, %blocks.4.2.bn3.running_mean: tensor<96xf32>, %blocks.4.2.bn3.running_var: tensor<96xf32>, %blocks.5.0.bn1.running_mean: tensor<576xf32>, %blocks.5.0.bn1.running_var: tensor<576xf32>, %blocks.5.0.bn2.running_mean: tensor<576xf32>, %blocks.5.0.bn2.running_var: tensor<576xf32>, %blocks.5.0.bn3.running_mean: tensor<160xf32>, %blocks.5.0.bn3.running_var: tensor<160xf32>, %blocks.5.1.bn1.running_mean: tensor<960xf32>, %blocks.5.1.bn1.running_var: tensor<960xf32>, %blocks.5.1.bn2.running_mean: tensor<960xf32>, %blocks.5.1.bn2.running_var: tensor<960xf32>, %blocks.5.1.bn3.running_mean: tensor<160xf32>, %blocks.5.1.bn3.running_var: tensor<160xf32>, %blocks.5.2.bn1.running_mean: tensor<960xf32>, %blocks.5.2.bn1.running_var: tensor<960xf32>, %blocks.5.2.bn2.running_mean: tensor<960xf32>, %blocks.5.2.bn2.running_var: tensor<960xf32>, %blocks.5.2.bn3.running_mean: tensor<160xf32>, %blocks.5.2.bn3.running_var: tensor<160xf32>, %blocks.6.0.bn1.running_mean: tensor<960xf32>, %blocks.6.0.bn1.running_var: tensor<960xf32>, %blocks.6.0.bn2.running_mean: tensor<960xf32>, %blocks.6.0.bn2.running_var: tensor<960xf32>, %blocks.6.0.bn3.running_mean: tensor<320xf32>, %blocks.6.0.bn3.running_var: tensor<320xf32>, %bn2.running_mean: tensor<1280xf32>, %bn2.running_var: tensor<1280xf32>, %drop_mask: tensor<384x1290xf32>) -> (tensor<384x1000xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv_stem.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x224x224x3xf32>, tensor<3x3x3x32xf32>) -> tensor<384x112x112x32xf32>
    %1 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %2 = stablehlo.add %bn1.running_var, %1 : tensor<32xf32>
    %3 = stablehlo.rsqrt %2 : tensor<32xf32>
    %4 = "stablehlo.broadcast_in_dim"(%bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %5 = stablehlo.subtract %0, %4 : tensor<384x112x112x32xf32>
    %6 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<384x112x112x32xf32>
    %8 = "stablehlo.broadcast_in_dim"(%bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<384x112x112x32xf32>
    %10 = "stablehlo.broadcast_in_dim"(%bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<384x112x112x32xf32>
    %12 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<384x112x112x32xf32>
    %14 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %15 = stablehlo.minimum %13, %14 : tensor<384x112x112x32xf32>
    %16 = "stablehlo.convolution"(%15, %blocks.0.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 32 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<3x3x1x32xf32>) -> tensor<384x112x112x32xf32>
    %17 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %18 = stablehlo.add %blocks.0.0.bn1.running_var, %17 : tensor<32xf32>
    %19 = stablehlo.rsqrt %18 : tensor<32xf32>
    %20 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<384x112x112x32xf32>
    %22 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<384x112x112x32xf32>
    %24 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<384x112x112x32xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<384x112x112x32xf32>
    %28 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<384x112x112x32xf32>
    %30 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %31 = stablehlo.minimum %29, %30 : tensor<384x112x112x32xf32>
    %32 = "stablehlo.convolution"(%31, %blocks.0.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<1x1x32x16xf32>) -> tensor<384x112x112x16xf32>
    %33 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %34 = stablehlo.add %blocks.0.0.bn2.running_var, %33 : tensor<16xf32>
    %35 = stablehlo.rsqrt %34 : tensor<16xf32>
    %36 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %37 = stablehlo.subtract %32, %36 : tensor<384x112x112x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<384x112x112x16xf32>
    %40 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<384x112x112x16xf32>
    %42 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %43 = stablehlo.add %41, %42 : tensor<384x112x112x16xf32>
    %44 = "stablehlo.convolution"(%43, %blocks.1.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<1x1x16x96xf32>) -> tensor<384x112x112x96xf32>
    %45 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %46 = stablehlo.add %blocks.1.0.bn1.running_var, %45 : tensor<96xf32>
    %47 = stablehlo.rsqrt %46 : tensor<96xf32>
    %48 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %49 = stablehlo.subtract %44, %48 : tensor<384x112x112x96xf32>
    %50 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<384x112x112x96xf32>
    %52 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<384x112x112x96xf32>
    %54 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %55 = stablehlo.add %53, %54 : tensor<384x112x112x96xf32>
    %56 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %57 = stablehlo.maximum %55, %56 : tensor<384x112x112x96xf32>
    %58 = stablehlo.constant dense<6.0> : tensor<384x112x112x96xf32>
    %59 = stablehlo.minimum %57, %58 : tensor<384x112x112x96xf32>
    %60 = "stablehlo.convolution"(%59, %blocks.1.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x112x112x96xf32>, tensor<3x3x1x96xf32>) -> tensor<384x56x56x96xf32>
    %61 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %62 = stablehlo.add %blocks.1.0.bn2.running_var, %61 : tensor<96xf32>
    %63 = stablehlo.rsqrt %62 : tensor<96xf32>
    %64 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %65 = stablehlo.subtract %60, %64 : tensor<384x56x56x96xf32>
    %66 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<384x56x56x96xf32>
    %68 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<384x56x56x96xf32>
    %70 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %71 = stablehlo.add %69, %70 : tensor<384x56x56x96xf32>
    %72 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %73 = stablehlo.maximum %71, %72 : tensor<384x56x56x96xf32>
    %74 = stablehlo.constant dense<6.0> : tensor<384x56x56x96xf32>
    %75 = stablehlo.minimum %73, %74 : tensor<384x56x56x96xf32>
    %76 = "stablehlo.convolution"(%75, %blocks.1.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<1x1x96x24xf32>) -> tensor<384x56x56x24xf32>
    %77 = stablehlo.constant dense<1.0e-05> : tensor<24xf32>
    %78 = stablehlo.add %blocks.1.0.bn3.running_var, %77 : tensor<24xf32>
    %79 = stablehlo.rsqrt %78 : tensor<24xf32>
    %80 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %81 = stablehlo.subtract %76, %80 : tensor<384x56x56x24xf32>
    %82 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<384x56x56x24xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %85 = stablehlo.multiply %83, %84 : tensor<384x56x56x24xf32>
    %86 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %87 = stablehlo.add %85, %86 : tensor<384x56x56x24xf32>
    %88 = "stablehlo.convolution"(%87, %blocks.1.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x144xf32>
    %89 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %90 = stablehlo.add %blocks.1.1.bn1.running_var, %89 : tensor<144xf32>
    %91 = stablehlo.rsqrt %90 : tensor<144xf32>
    %92 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %93 = stablehlo.subtract %88, %92 : tensor<384x56x56x144xf32>
    %94 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<384x56x56x144xf32>
    %96 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<384x56x56x144xf32>
    %98 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %99 = stablehlo.add %97, %98 : tensor<384x56x56x144xf32>
    %100 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %101 = stablehlo.maximum %99, %100 : tensor<384x56x56x144xf32>
    %102 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %103 = stablehlo.minimum %101, %102 : tensor<384x56x56x144xf32>
    %104 = "stablehlo.convolution"(%103, %blocks.1.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %105 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %106 = stablehlo.add %blocks.1.1.bn2.running_var, %105 : tensor<144xf32>
    %107 = stablehlo.rsqrt %106 : tensor<144xf32>
    %108 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %109 = stablehlo.subtract %104, %108 : tensor<384x56x56x144xf32>
    %110 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<384x56x56x144xf32>
    %112 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<384x56x56x144xf32>
    %114 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %115 = stablehlo.add %113, %114 : tensor<384x56x56x144xf32>
    %116 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %117 = stablehlo.maximum %115, %116 : tensor<384x56x56x144xf32>
    %118 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %119 = stablehlo.minimum %117, %118 : tensor<384x56x56x144xf32>
    %120 = "stablehlo.convolution"(%119, %blocks.1.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x144x24xf32>) -> tensor<384x56x56x24xf32>
    %121 = stablehlo.constant dense<1.0e-05> : tensor<24xf32>
    %122 = stablehlo.add %blocks.1.1.bn3.running_var, %121 : tensor<24xf32>
    %123 = stablehlo.rsqrt %122 : tensor<24xf32>
    %124 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %125 = stablehlo.subtract %120, %124 : tensor<384x56x56x24xf32>
    %126 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<384x56x56x24xf32>
    %128 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<384x56x56x24xf32>
    %130 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %131 = stablehlo.add %129, %130 : tensor<384x56x56x24xf32>
    %132 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x56x56x24xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<384x56x56x24xf32>
    %135 = stablehlo.add %134, %87 : tensor<384x56x56x24xf32>
    %136 = "stablehlo.convolution"(%135, %blocks.2.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x144xf32>
    %137 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %138 = stablehlo.add %blocks.2.0.bn1.running_var, %137 : tensor<144xf32>
    %139 = stablehlo.rsqrt %138 : tensor<144xf32>
    %140 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %141 = stablehlo.subtract %136, %140 : tensor<384x56x56x144xf32>
    %142 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<384x56x56x144xf32>
    %144 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<384x56x56x144xf32>
    %146 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %147 = stablehlo.add %145, %146 : tensor<384x56x56x144xf32>
    %148 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %149 = stablehlo.maximum %147, %148 : tensor<384x56x56x144xf32>
    %150 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %151 = stablehlo.minimum %149, %150 : tensor<384x56x56x144xf32>
    %152 = "stablehlo.convolution"(%151, %blocks.2.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x28x28x144xf32>
    %153 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %154 = stablehlo.add %blocks.2.0.bn2.running_var, %153 : tensor<144xf32>
    %155 = stablehlo.rsqrt %154 : tensor<144xf32>
    %156 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %157 = stablehlo.subtract %152, %156 : tensor<384x28x28x144xf32>
    %158 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<384x28x28x144xf32>
    %160 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<384x28x28x144xf32>
    %162 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %163 = stablehlo.add %161, %162 : tensor<384x28x28x144xf32>
    %164 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %165 = stablehlo.maximum %163, %164 : tensor<384x28x28x144xf32>
    %166 = stablehlo.constant dense<6.0> : tensor<384x28x28x144xf32>
    %167 = stablehlo.minimum %165, %166 : tensor<384x28x28x144xf32>
    %168 = "stablehlo.convolution"(%167, %blocks.2.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<1x1x144x32xf32>) -> tensor<384x28x28x32xf32>
    %169 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %170 = stablehlo.add %blocks.2.0.bn3.running_var, %169 : tensor<32xf32>
    %171 = stablehlo.rsqrt %170 : tensor<32xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %173 = stablehlo.subtract %168, %172 : tensor<384x28x28x32xf32>
    %174 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<384x28x28x32xf32>
    %176 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<384x28x28x32xf32>
    %178 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<384x28x28x32xf32>
    %180 = "stablehlo.convolution"(%179, %blocks.2.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x192xf32>
    %181 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %182 = stablehlo.add %blocks.2.1.bn1.running_var, %181 : tensor<192xf32>
    %183 = stablehlo.rsqrt %182 : tensor<192xf32>
    %184 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %185 = stablehlo.subtract %180, %184 : tensor<384x28x28x192xf32>
    %186 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %187 = stablehlo.multiply %185, %186 : tensor<384x28x28x192xf32>
    %188 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<384x28x28x192xf32>
    %190 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %191 = stablehlo.add %189, %190 : tensor<384x28x28x192xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %193 = stablehlo.maximum %191, %192 : tensor<384x28x28x192xf32>
    %194 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %195 = stablehlo.minimum %193, %194 : tensor<384x28x28x192xf32>
    %196 = "stablehlo.convolution"(%195, %blocks.2.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %197 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %198 = stablehlo.add %blocks.2.1.bn2.running_var, %197 : tensor<192xf32>
    %199 = stablehlo.rsqrt %198 : tensor<192xf32>
    %200 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %201 = stablehlo.subtract %196, %200 : tensor<384x28x28x192xf32>
    %202 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<384x28x28x192xf32>
    %204 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<384x28x28x192xf32>
    %206 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %207 = stablehlo.add %205, %206 : tensor<384x28x28x192xf32>
    %208 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %209 = stablehlo.maximum %207, %208 : tensor<384x28x28x192xf32>
    %210 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %211 = stablehlo.minimum %209, %210 : tensor<384x28x28x192xf32>
    %212 = "stablehlo.convolution"(%211, %blocks.2.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x32xf32>
    %213 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %214 = stablehlo.add %blocks.2.1.bn3.running_var, %213 : tensor<32xf32>
    %215 = stablehlo.rsqrt %214 : tensor<32xf32>
    %216 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %217 = stablehlo.subtract %212, %216 : tensor<384x28x28x32xf32>
    %218 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<384x28x28x32xf32>
    %220 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<384x28x28x32xf32>
    %222 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %223 = stablehlo.add %221, %222 : tensor<384x28x28x32xf32>
    %224 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x28x28x32xf32>
    %226 = stablehlo.multiply %223, %225 : tensor<384x28x28x32xf32>
    %227 = stablehlo.add %226, %179 : tensor<384x28x28x32xf32>
    %228 = "stablehlo.convolution"(%227, %blocks.2.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x192xf32>
    %229 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %230 = stablehlo.add %blocks.2.2.bn1.running_var, %229 : tensor<192xf32>
    %231 = stablehlo.rsqrt %230 : tensor<192xf32>
    %232 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %233 = stablehlo.subtract %228, %232 : tensor<384x28x28x192xf32>
    %234 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<384x28x28x192xf32>
    %236 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<384x28x28x192xf32>
    %238 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %239 = stablehlo.add %237, %238 : tensor<384x28x28x192xf32>
    %240 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %241 = stablehlo.maximum %239, %240 : tensor<384x28x28x192xf32>
    %242 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %243 = stablehlo.minimum %241, %242 : tensor<384x28x28x192xf32>
    %244 = "stablehlo.convolution"(%243, %blocks.2.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %245 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %246 = stablehlo.add %blocks.2.2.bn2.running_var, %245 : tensor<192xf32>
    %247 = stablehlo.rsqrt %246 : tensor<192xf32>
    %248 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %249 = stablehlo.subtract %244, %248 : tensor<384x28x28x192xf32>
    %250 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<384x28x28x192xf32>
    %252 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<384x28x28x192xf32>
    %254 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %255 = stablehlo.add %253, %254 : tensor<384x28x28x192xf32>
    %256 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %257 = stablehlo.maximum %255, %256 : tensor<384x28x28x192xf32>
    %258 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %259 = stablehlo.minimum %257, %258 : tensor<384x28x28x192xf32>
    %260 = "stablehlo.convolution"(%259, %blocks.2.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x32xf32>
    %261 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %262 = stablehlo.add %blocks.2.2.bn3.running_var, %261 : tensor<32xf32>
    %263 = stablehlo.rsqrt %262 : tensor<32xf32>
    %264 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %265 = stablehlo.subtract %260, %264 : tensor<384x28x28x32xf32>
    %266 = "stablehlo.broadcast_in_dim"(%263) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %267 = stablehlo.multiply %265, %266 : tensor<384x28x28x32xf32>
    %268 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<384x28x28x32xf32>
    %270 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %271 = stablehlo.add %269, %270 : tensor<384x28x28x32xf32>
    %272 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x28x28x32xf32>
    %274 = stablehlo.multiply %271, %273 : tensor<384x28x28x32xf32>
    %275 = stablehlo.add %274, %227 : tensor<384x28x28x32xf32>
    %276 = "stablehlo.convolution"(%275, %blocks.3.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x192xf32>
    %277 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %278 = stablehlo.add %blocks.3.0.bn1.running_var, %277 : tensor<192xf32>
    %279 = stablehlo.rsqrt %278 : tensor<192xf32>
    %280 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %281 = stablehlo.subtract %276, %280 : tensor<384x28x28x192xf32>
    %282 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<384x28x28x192xf32>
    %284 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<384x28x28x192xf32>
    %286 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %287 = stablehlo.add %285, %286 : tensor<384x28x28x192xf32>
    %288 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %289 = stablehlo.maximum %287, %288 : tensor<384x28x28x192xf32>
    %290 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %291 = stablehlo.minimum %289, %290 : tensor<384x28x28x192xf32>
    %292 = "stablehlo.convolution"(%291, %blocks.3.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x14x14x192xf32>
    %293 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %294 = stablehlo.add %blocks.3.0.bn2.running_var, %293 : tensor<192xf32>
    %295 = stablehlo.rsqrt %294 : tensor<192xf32>
    %296 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %297 = stablehlo.subtract %292, %296 : tensor<384x14x14x192xf32>
    %298 = "stablehlo.broadcast_in_dim"(%295) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<384x14x14x192xf32>
    %300 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<384x14x14x192xf32>
    %302 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %303 = stablehlo.add %301, %302 : tensor<384x14x14x192xf32>
    %304 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %305 = stablehlo.maximum %303, %304 : tensor<384x14x14x192xf32>
    %306 = stablehlo.constant dense<6.0> : tensor<384x14x14x192xf32>
    %307 = stablehlo.minimum %305, %306 : tensor<384x14x14x192xf32>
    %308 = "stablehlo.convolution"(%307, %blocks.3.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x192xf32>, tensor<1x1x192x64xf32>) -> tensor<384x14x14x64xf32>
    %309 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %310 = stablehlo.add %blocks.3.0.bn3.running_var, %309 : tensor<64xf32>
    %311 = stablehlo.rsqrt %310 : tensor<64xf32>
    %312 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %313 = stablehlo.subtract %308, %312 : tensor<384x14x14x64xf32>
    %314 = "stablehlo.broadcast_in_dim"(%311) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<384x14x14x64xf32>
    %316 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<384x14x14x64xf32>
    %318 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %319 = stablehlo.add %317, %318 : tensor<384x14x14x64xf32>
    %320 = "stablehlo.convolution"(%319, %blocks.3.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %321 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %322 = stablehlo.add %blocks.3.1.bn1.running_var, %321 : tensor<384xf32>
    %323 = stablehlo.rsqrt %322 : tensor<384xf32>
    %324 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %325 = stablehlo.subtract %320, %324 : tensor<384x14x14x384xf32>
    %326 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<384x14x14x384xf32>
    %328 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<384x14x14x384xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %331 = stablehlo.add %329, %330 : tensor<384x14x14x384xf32>
    %332 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %333 = stablehlo.maximum %331, %332 : tensor<384x14x14x384xf32>
    %334 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %335 = stablehlo.minimum %333, %334 : tensor<384x14x14x384xf32>
    %336 = "stablehlo.convolution"(%335, %blocks.3.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %337 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %338 = stablehlo.add %blocks.3.1.bn2.running_var, %337 : tensor<384xf32>
    %339 = stablehlo.rsqrt %338 : tensor<384xf32>
    %340 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %341 = stablehlo.subtract %336, %340 : tensor<384x14x14x384xf32>
    %342 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %343 = stablehlo.multiply %341, %342 : tensor<384x14x14x384xf32>
    %344 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<384x14x14x384xf32>
    %346 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %347 = stablehlo.add %345, %346 : tensor<384x14x14x384xf32>
    %348 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %349 = stablehlo.maximum %347, %348 : tensor<384x14x14x384xf32>
    %350 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %351 = stablehlo.minimum %349, %350 : tensor<384x14x14x384xf32>
    %352 = "stablehlo.convolution"(%351, %blocks.3.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x64xf32>
    %353 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %354 = stablehlo.add %blocks.3.1.bn3.running_var, %353 : tensor<64xf32>
    %355 = stablehlo.rsqrt %354 : tensor<64xf32>
    %356 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %357 = stablehlo.subtract %352, %356 : tensor<384x14x14x64xf32>
    %358 = "stablehlo.broadcast_in_dim"(%355) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<384x14x14x64xf32>
    %360 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<384x14x14x64xf32>
    %362 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %363 = stablehlo.add %361, %362 : tensor<384x14x14x64xf32>
    %364 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x64xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<384x14x14x64xf32>
    %367 = stablehlo.add %366, %319 : tensor<384x14x14x64xf32>
    %368 = "stablehlo.convolution"(%367, %blocks.3.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %369 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %370 = stablehlo.add %blocks.3.2.bn1.running_var, %369 : tensor<384xf32>
    %371 = stablehlo.rsqrt %370 : tensor<384xf32>
    %372 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %373 = stablehlo.subtract %368, %372 : tensor<384x14x14x384xf32>
    %374 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<384x14x14x384xf32>
    %376 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<384x14x14x384xf32>
    %378 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %379 = stablehlo.add %377, %378 : tensor<384x14x14x384xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %381 = stablehlo.maximum %379, %380 : tensor<384x14x14x384xf32>
    %382 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %383 = stablehlo.minimum %381, %382 : tensor<384x14x14x384xf32>
    %384 = "stablehlo.convolution"(%383, %blocks.3.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %385 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %386 = stablehlo.add %blocks.3.2.bn2.running_var, %385 : tensor<384xf32>
    %387 = stablehlo.rsqrt %386 : tensor<384xf32>
    %388 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %389 = stablehlo.subtract %384, %388 : tensor<384x14x14x384xf32>
    %390 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<384x14x14x384xf32>
    %392 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<384x14x14x384xf32>
    %394 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %395 = stablehlo.add %393, %394 : tensor<384x14x14x384xf32>
    %396 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %397 = stablehlo.maximum %395, %396 : tensor<384x14x14x384xf32>
    %398 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %399 = stablehlo.minimum %397, %398 : tensor<384x14x14x384xf32>
    %400 = "stablehlo.convolution"(%399, %blocks.3.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x64xf32>
    %401 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %402 = stablehlo.add %blocks.3.2.bn3.running_var, %401 : tensor<64xf32>
    %403 = stablehlo.rsqrt %402 : tensor<64xf32>
    %404 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %405 = stablehlo.subtract %400, %404 : tensor<384x14x14x64xf32>
    %406 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<384x14x14x64xf32>
    %408 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<384x14x14x64xf32>
    %410 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %411 = stablehlo.add %409, %410 : tensor<384x14x14x64xf32>
    %412 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x64xf32>
    %414 = stablehlo.multiply %411, %413 : tensor<384x14x14x64xf32>
    %415 = stablehlo.add %414, %367 : tensor<384x14x14x64xf32>
    %416 = "stablehlo.convolution"(%415, %blocks.3.3.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %417 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %418 = stablehlo.add %blocks.3.3.bn1.running_var, %417 : tensor<384xf32>
    %419 = stablehlo.rsqrt %418 : tensor<384xf32>
    %420 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %421 = stablehlo.subtract %416, %420 : tensor<384x14x14x384xf32>
    %422 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %423 = stablehlo.multiply %421, %422 : tensor<384x14x14x384xf32>
    %424 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %425 = stablehlo.multiply %423, %424 : tensor<384x14x14x384xf32>
    %426 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %427 = stablehlo.add %425, %426 : tensor<384x14x14x384xf32>
    %428 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %429 = stablehlo.maximum %427, %428 : tensor<384x14x14x384xf32>
    %430 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %431 = stablehlo.minimum %429, %430 : tensor<384x14x14x384xf32>
    %432 = "stablehlo.convolution"(%431, %blocks.3.3.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %433 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %434 = stablehlo.add %blocks.3.3.bn2.running_var, %433 : tensor<384xf32>
    %435 = stablehlo.rsqrt %434 : tensor<384xf32>
    %436 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %437 = stablehlo.subtract %432, %436 : tensor<384x14x14x384xf32>
    %438 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<384x14x14x384xf32>
    %440 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<384x14x14x384xf32>
    %442 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %443 = stablehlo.add %441, %442 : tensor<384x14x14x384xf32>
    %444 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %445 = stablehlo.maximum %443, %444 : tensor<384x14x14x384xf32>
    %446 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %447 = stablehlo.minimum %445, %446 : tensor<384x14x14x384xf32>
    %448 = "stablehlo.convolution"(%447, %blocks.3.3.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x64xf32>
    %449 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %450 = stablehlo.add %blocks.3.3.bn3.running_var, %449 : tensor<64xf32>
    %451 = stablehlo.rsqrt %450 : tensor<64xf32>
    %452 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %453 = stablehlo.subtract %448, %452 : tensor<384x14x14x64xf32>
    %454 = "stablehlo.broadcast_in_dim"(%451) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %455 = stablehlo.multiply %453, %454 : tensor<384x14x14x64xf32>
    %456 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<384x14x14x64xf32>
    %458 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %459 = stablehlo.add %457, %458 : tensor<384x14x14x64xf32>
    %460 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x64xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<384x14x14x64xf32>
    %463 = stablehlo.add %462, %415 : tensor<384x14x14x64xf32>
    %464 = "stablehlo.convolution"(%463, %blocks.4.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %465 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %466 = stablehlo.add %blocks.4.0.bn1.running_var, %465 : tensor<384xf32>
    %467 = stablehlo.rsqrt %466 : tensor<384xf32>
    %468 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %469 = stablehlo.subtract %464, %468 : tensor<384x14x14x384xf32>
    %470 = "stablehlo.broadcast_in_dim"(%467) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %471 = stablehlo.multiply %469, %470 : tensor<384x14x14x384xf32>
    %472 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %473 = stablehlo.multiply %471, %472 : tensor<384x14x14x384xf32>
    %474 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %475 = stablehlo.add %473, %474 : tensor<384x14x14x384xf32>
    %476 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %477 = stablehlo.maximum %475, %476 : tensor<384x14x14x384xf32>
    %478 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %479 = stablehlo.minimum %477, %478 : tensor<384x14x14x384xf32>
    %480 = "stablehlo.convolution"(%479, %blocks.4.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %481 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %482 = stablehlo.add %blocks.4.0.bn2.running_var, %481 : tensor<384xf32>
    %483 = stablehlo.rsqrt %482 : tensor<384xf32>
    %484 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %485 = stablehlo.subtract %480, %484 : tensor<384x14x14x384xf32>
    %486 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<384x14x14x384xf32>
    %488 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %489 = stablehlo.multiply %487, %488 : tensor<384x14x14x384xf32>
    %490 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %491 = stablehlo.add %489, %490 : tensor<384x14x14x384xf32>
    %492 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %493 = stablehlo.maximum %491, %492 : tensor<384x14x14x384xf32>
    %494 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %495 = stablehlo.minimum %493, %494 : tensor<384x14x14x384xf32>
    %496 = "stablehlo.convolution"(%495, %blocks.4.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x96xf32>) -> tensor<384x14x14x96xf32>
    %497 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %498 = stablehlo.add %blocks.4.0.bn3.running_var, %497 : tensor<96xf32>
    %499 = stablehlo.rsqrt %498 : tensor<96xf32>
    %500 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %501 = stablehlo.subtract %496, %500 : tensor<384x14x14x96xf32>
    %502 = "stablehlo.broadcast_in_dim"(%499) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<384x14x14x96xf32>
    %504 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<384x14x14x96xf32>
    %506 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %507 = stablehlo.add %505, %506 : tensor<384x14x14x96xf32>
    %508 = "stablehlo.convolution"(%507, %blocks.4.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x576xf32>
    %509 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %510 = stablehlo.add %blocks.4.1.bn1.running_var, %509 : tensor<576xf32>
    %511 = stablehlo.rsqrt %510 : tensor<576xf32>
    %512 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %513 = stablehlo.subtract %508, %512 : tensor<384x14x14x576xf32>
    %514 = "stablehlo.broadcast_in_dim"(%511) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<384x14x14x576xf32>
    %516 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<384x14x14x576xf32>
    %518 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %519 = stablehlo.add %517, %518 : tensor<384x14x14x576xf32>
    %520 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %521 = stablehlo.maximum %519, %520 : tensor<384x14x14x576xf32>
    %522 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %523 = stablehlo.minimum %521, %522 : tensor<384x14x14x576xf32>
    %524 = "stablehlo.convolution"(%523, %blocks.4.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %525 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %526 = stablehlo.add %blocks.4.1.bn2.running_var, %525 : tensor<576xf32>
    %527 = stablehlo.rsqrt %526 : tensor<576xf32>
    %528 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %529 = stablehlo.subtract %524, %528 : tensor<384x14x14x576xf32>
    %530 = "stablehlo.broadcast_in_dim"(%527) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<384x14x14x576xf32>
    %532 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %533 = stablehlo.multiply %531, %532 : tensor<384x14x14x576xf32>
    %534 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %535 = stablehlo.add %533, %534 : tensor<384x14x14x576xf32>
    %536 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %537 = stablehlo.maximum %535, %536 : tensor<384x14x14x576xf32>
    %538 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %539 = stablehlo.minimum %537, %538 : tensor<384x14x14x576xf32>
    %540 = "stablehlo.convolution"(%539, %blocks.4.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x96xf32>
    %541 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %542 = stablehlo.add %blocks.4.1.bn3.running_var, %541 : tensor<96xf32>
    %543 = stablehlo.rsqrt %542 : tensor<96xf32>
    %544 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %545 = stablehlo.subtract %540, %544 : tensor<384x14x14x96xf32>
    %546 = "stablehlo.broadcast_in_dim"(%543) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<384x14x14x96xf32>
    %548 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<384x14x14x96xf32>
    %550 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %551 = stablehlo.add %549, %550 : tensor<384x14x14x96xf32>
    %552 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x96xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<384x14x14x96xf32>
    %555 = stablehlo.add %554, %507 : tensor<384x14x14x96xf32>
    %556 = "stablehlo.convolution"(%555, %blocks.4.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x576xf32>
    %557 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %558 = stablehlo.add %blocks.4.2.bn1.running_var, %557 : tensor<576xf32>
    %559 = stablehlo.rsqrt %558 : tensor<576xf32>
    %560 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %561 = stablehlo.subtract %556, %560 : tensor<384x14x14x576xf32>
    %562 = "stablehlo.broadcast_in_dim"(%559) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %563 = stablehlo.multiply %561, %562 : tensor<384x14x14x576xf32>
    %564 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %565 = stablehlo.multiply %563, %564 : tensor<384x14x14x576xf32>
    %566 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %567 = stablehlo.add %565, %566 : tensor<384x14x14x576xf32>
    %568 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %569 = stablehlo.maximum %567, %568 : tensor<384x14x14x576xf32>
    %570 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %571 = stablehlo.minimum %569, %570 : tensor<384x14x14x576xf32>
    %572 = "stablehlo.convolution"(%571, %blocks.4.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %573 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %574 = stablehlo.add %blocks.4.2.bn2.running_var, %573 : tensor<576xf32>
    %575 = stablehlo.rsqrt %574 : tensor<576xf32>
    %576 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %577 = stablehlo.subtract %572, %576 : tensor<384x14x14x576xf32>
    %578 = "stablehlo.broadcast_in_dim"(%575) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %579 = stablehlo.multiply %577, %578 : tensor<384x14x14x576xf32>
    %580 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %581 = stablehlo.multiply %579, %580 : tensor<384x14x14x576xf32>
    %582 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %583 = stablehlo.add %581, %582 : tensor<384x14x14x576xf32>
    %584 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %585 = stablehlo.maximum %583, %584 : tensor<384x14x14x576xf32>
    %586 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %587 = stablehlo.minimum %585, %586 : tensor<384x14x14x576xf32>
    %588 = "stablehlo.convolution"(%587, %blocks.4.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x96xf32>
    %589 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %590 = stablehlo.add %blocks.4.2.bn3.running_var, %589 : tensor<96xf32>
    %591 = stablehlo.rsqrt %590 : tensor<96xf32>
    %592 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %593 = stablehlo.subtract %588, %592 : tensor<384x14x14x96xf32>
    %594 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %595 = stablehlo.multiply %593, %594 : tensor<384x14x14x96xf32>
    %596 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<384x14x14x96xf32>
    %598 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %599 = stablehlo.add %597, %598 : tensor<384x14x14x96xf32>
    %600 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %601 = "stablehlo.broadcast_in_dim"(%600) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x96xf32>
    %602 = stablehlo.multiply %599, %601 : tensor<384x14x14x96xf32>
    %603 = stablehlo.add %602, %555 : tensor<384x14x14x96xf32>
    %604 = "stablehlo.convolution"(%603, %blocks.5.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x576xf32>
    %605 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %606 = stablehlo.add %blocks.5.0.bn1.running_var, %605 : tensor<576xf32>
    %607 = stablehlo.rsqrt %606 : tensor<576xf32>
    %608 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %609 = stablehlo.subtract %604, %608 : tensor<384x14x14x576xf32>
    %610 = "stablehlo.broadcast_in_dim"(%607) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<384x14x14x576xf32>
    %612 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %613 = stablehlo.multiply %611, %612 : tensor<384x14x14x576xf32>
    %614 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %615 = stablehlo.add %613, %614 : tensor<384x14x14x576xf32>
    %616 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %617 = stablehlo.maximum %615, %616 : tensor<384x14x14x576xf32>
    %618 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %619 = stablehlo.minimum %617, %618 : tensor<384x14x14x576xf32>
    %620 = "stablehlo.convolution"(%619, %blocks.5.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x7x7x576xf32>
    %621 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %622 = stablehlo.add %blocks.5.0.bn2.running_var, %621 : tensor<576xf32>
    %623 = stablehlo.rsqrt %622 : tensor<576xf32>
    %624 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %625 = stablehlo.subtract %620, %624 : tensor<384x7x7x576xf32>
    %626 = "stablehlo.broadcast_in_dim"(%623) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<384x7x7x576xf32>
    %628 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<384x7x7x576xf32>
    %630 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %631 = stablehlo.add %629, %630 : tensor<384x7x7x576xf32>
    %632 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %633 = stablehlo.maximum %631, %632 : tensor<384x7x7x576xf32>
    %634 = stablehlo.constant dense<6.0> : tensor<384x7x7x576xf32>
    %635 = stablehlo.minimum %633, %634 : tensor<384x7x7x576xf32>
    %636 = "stablehlo.convolution"(%635, %blocks.5.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x576xf32>, tensor<1x1x576x160xf32>) -> tensor<384x7x7x160xf32>
    %637 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %638 = stablehlo.add %blocks.5.0.bn3.running_var, %637 : tensor<160xf32>
    %639 = stablehlo.rsqrt %638 : tensor<160xf32>
    %640 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %641 = stablehlo.subtract %636, %640 : tensor<384x7x7x160xf32>
    %642 = "stablehlo.broadcast_in_dim"(%639) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %643 = stablehlo.multiply %641, %642 : tensor<384x7x7x160xf32>
    %644 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %645 = stablehlo.multiply %643, %644 : tensor<384x7x7x160xf32>
    %646 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %647 = stablehlo.add %645, %646 : tensor<384x7x7x160xf32>
    %648 = "stablehlo.convolution"(%647, %blocks.5.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x960xf32>
    %649 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %650 = stablehlo.add %blocks.5.1.bn1.running_var, %649 : tensor<960xf32>
    %651 = stablehlo.rsqrt %650 : tensor<960xf32>
    %652 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %653 = stablehlo.subtract %648, %652 : tensor<384x7x7x960xf32>
    %654 = "stablehlo.broadcast_in_dim"(%651) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %655 = stablehlo.multiply %653, %654 : tensor<384x7x7x960xf32>
    %656 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %657 = stablehlo.multiply %655, %656 : tensor<384x7x7x960xf32>
    %658 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %659 = stablehlo.add %657, %658 : tensor<384x7x7x960xf32>
    %660 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %661 = stablehlo.maximum %659, %660 : tensor<384x7x7x960xf32>
    %662 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %663 = stablehlo.minimum %661, %662 : tensor<384x7x7x960xf32>
    %664 = "stablehlo.convolution"(%663, %blocks.5.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %665 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %666 = stablehlo.add %blocks.5.1.bn2.running_var, %665 : tensor<960xf32>
    %667 = stablehlo.rsqrt %666 : tensor<960xf32>
    %668 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %669 = stablehlo.subtract %664, %668 : tensor<384x7x7x960xf32>
    %670 = "stablehlo.broadcast_in_dim"(%667) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %671 = stablehlo.multiply %669, %670 : tensor<384x7x7x960xf32>
    %672 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %673 = stablehlo.multiply %671, %672 : tensor<384x7x7x960xf32>
    %674 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %675 = stablehlo.add %673, %674 : tensor<384x7x7x960xf32>
    %676 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %677 = stablehlo.maximum %675, %676 : tensor<384x7x7x960xf32>
    %678 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %679 = stablehlo.minimum %677, %678 : tensor<384x7x7x960xf32>
    %680 = "stablehlo.convolution"(%679, %blocks.5.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x160xf32>
    %681 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %682 = stablehlo.add %blocks.5.1.bn3.running_var, %681 : tensor<160xf32>
    %683 = stablehlo.rsqrt %682 : tensor<160xf32>
    %684 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %685 = stablehlo.subtract %680, %684 : tensor<384x7x7x160xf32>
    %686 = "stablehlo.broadcast_in_dim"(%683) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %687 = stablehlo.multiply %685, %686 : tensor<384x7x7x160xf32>
    %688 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %689 = stablehlo.multiply %687, %688 : tensor<384x7x7x160xf32>
    %690 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %691 = stablehlo.add %689, %690 : tensor<384x7x7x160xf32>
    %692 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %693 = "stablehlo.broadcast_in_dim"(%692) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x160xf32>
    %694 = stablehlo.multiply %691, %693 : tensor<384x7x7x160xf32>
    %695 = stablehlo.add %694, %647 : tensor<384x7x7x160xf32>
    %696 = "stablehlo.convolution"(%695, %blocks.5.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x960xf32>
    %697 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %698 = stablehlo.add %blocks.5.2.bn1.running_var, %697 : tensor<960xf32>
    %699 = stablehlo.rsqrt %698 : tensor<960xf32>
    %700 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %701 = stablehlo.subtract %696, %700 : tensor<384x7x7x960xf32>
    %702 = "stablehlo.broadcast_in_dim"(%699) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %703 = stablehlo.multiply %701, %702 : tensor<384x7x7x960xf32>
    %704 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %705 = stablehlo.multiply %703, %704 : tensor<384x7x7x960xf32>
    %706 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %707 = stablehlo.add %705, %706 : tensor<384x7x7x960xf32>
    %708 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %709 = stablehlo.maximum %707, %708 : tensor<384x7x7x960xf32>
    %710 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %711 = stablehlo.minimum %709, %710 : tensor<384x7x7x960xf32>
    %712 = "stablehlo.convolution"(%711, %blocks.5.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %713 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %714 = stablehlo.add %blocks.5.2.bn2.running_var, %713 : tensor<960xf32>
    %715 = stablehlo.rsqrt %714 : tensor<960xf32>
    %716 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %717 = stablehlo.subtract %712, %716 : tensor<384x7x7x960xf32>
    %718 = "stablehlo.broadcast_in_dim"(%715) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %719 = stablehlo.multiply %717, %718 : tensor<384x7x7x960xf32>
    %720 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<384x7x7x960xf32>
    %722 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %723 = stablehlo.add %721, %722 : tensor<384x7x7x960xf32>
    %724 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %725 = stablehlo.maximum %723, %724 : tensor<384x7x7x960xf32>
    %726 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %727 = stablehlo.minimum %725, %726 : tensor<384x7x7x960xf32>
    %728 = "stablehlo.convolution"(%727, %blocks.5.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x160xf32>
    %729 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %730 = stablehlo.add %blocks.5.2.bn3.running_var, %729 : tensor<160xf32>
    %731 = stablehlo.rsqrt %730 : tensor<160xf32>
    %732 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %733 = stablehlo.subtract %728, %732 : tensor<384x7x7x160xf32>
    %734 = "stablehlo.broadcast_in_dim"(%731) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %735 = stablehlo.multiply %733, %734 : tensor<384x7x7x160xf32>
    %736 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %737 = stablehlo.multiply %735, %736 : tensor<384x7x7x160xf32>
    %738 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %739 = stablehlo.add %737, %738 : tensor<384x7x7x160xf32>
    %740 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %741 = "stablehlo.broadcast_in_dim"(%740) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x160xf32>
    %742 = stablehlo.multiply %739, %741 : tensor<384x7x7x160xf32>
    %743 = stablehlo.add %742, %695 : tensor<384x7x7x160xf32>
    %744 = "stablehlo.convolution"(%743, %blocks.6.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x960xf32>
    %745 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %746 = stablehlo.add %blocks.6.0.bn1.running_var, %745 : tensor<960xf32>
    %747 = stablehlo.rsqrt %746 : tensor<960xf32>
    %748 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %749 = stablehlo.subtract %744, %748 : tensor<384x7x7x960xf32>
    %750 = "stablehlo.broadcast_in_dim"(%747) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %751 = stablehlo.multiply %749, %750 : tensor<384x7x7x960xf32>
    %752 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %753 = stablehlo.multiply %751, %752 : tensor<384x7x7x960xf32>
    %754 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %755 = stablehlo.add %753, %754 : tensor<384x7x7x960xf32>
    %756 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %757 = stablehlo.maximum %755, %756 : tensor<384x7x7x960xf32>
    %758 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %759 = stablehlo.minimum %757, %758 : tensor<384x7x7x960xf32>
    %760 = "stablehlo.convolution"(%759, %blocks.6.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %761 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %762 = stablehlo.add %blocks.6.0.bn2.running_var, %761 : tensor<960xf32>
    %763 = stablehlo.rsqrt %762 : tensor<960xf32>
    %764 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %765 = stablehlo.subtract %760, %764 : tensor<384x7x7x960xf32>
    %766 = "stablehlo.broadcast_in_dim"(%763) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %767 = stablehlo.multiply %765, %766 : tensor<384x7x7x960xf32>
    %768 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %769 = stablehlo.multiply %767, %768 : tensor<384x7x7x960xf32>
    %770 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %771 = stablehlo.add %769, %770 : tensor<384x7x7x960xf32>
    %772 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %773 = stablehlo.maximum %771, %772 : tensor<384x7x7x960xf32>
    %774 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %775 = stablehlo.minimum %773, %774 : tensor<384x7x7x960xf32>
    %776 = "stablehlo.convolution"(%775, %blocks.6.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x320xf32>) -> tensor<384x7x7x320xf32>
    %777 = stablehlo.constant dense<1.0e-05> : tensor<320xf32>
    %778 = stablehlo.add %blocks.6.0.bn3.running_var, %777 : tensor<320xf32>
    %779 = stablehlo.rsqrt %778 : tensor<320xf32>
    %780 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %781 = stablehlo.subtract %776, %780 : tensor<384x7x7x320xf32>
    %782 = "stablehlo.broadcast_in_dim"(%779) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %783 = stablehlo.multiply %781, %782 : tensor<384x7x7x320xf32>
    %784 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %785 = stablehlo.multiply %783, %784 : tensor<384x7x7x320xf32>
    %786 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %787 = stablehlo.add %785, %786 : tensor<384x7x7x320xf32>
    %788 = "stablehlo.convolution"(%787, %conv_head.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<1x1x320x1280xf32>) -> tensor<384x7x7x1280xf32>
    %789 = stablehlo.constant dense<1.0e-05> : tensor<1280xf32>
    %790 = stablehlo.add %bn2.running_var, %789 : tensor<1280xf32>
    %791 = stablehlo.rsqrt %790 : tensor<1280xf32>
    %792 = "stablehlo.broadcast_in_dim"(%bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %793 = stablehlo.subtract %788, %792 : tensor<384x7x7x1280xf32>
    %794 = "stablehlo.broadcast_in_dim"(%791) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %795 = stablehlo.multiply %793, %794 : tensor<384x7x7x1280xf32>
    %796 = "stablehlo.broadcast_in_dim"(%bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %797 = stablehlo.multiply %795, %796 : tensor<384x7x7x1280xf32>
    %798 = "stablehlo.broadcast_in_dim"(%bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %799 = stablehlo.add %797, %798 : tensor<384x7x7x1280xf32>
    %800 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %801 = stablehlo.maximum %799, %800 : tensor<384x7x7x1280xf32>
    %802 = stablehlo.constant dense<6.0> : tensor<384x7x7x1280xf32>
    %803 = stablehlo.minimum %801, %802 : tensor<384x7x7x1280xf32>
    %804 = stablehlo.constant dense<0.0> : tensor<f32>
    %805 = "stablehlo.reduce"(%803, %804) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<384x1280xf32>
    %806 = stablehlo.constant dense<49.0> : tensor<384x1280xf32>
    %807 = stablehlo.divide %805, %806 : tensor<384x1280xf32>
    %808 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1290>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1280xf32>
    %809 = stablehlo.multiply %807, %808 : tensor<384x1280xf32>
    %810 = "stablehlo.dot_general"(%809, %classifier.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1280xf32>, tensor<1280x1000xf32>) -> tensor<384x1000xf32>
    %811 = "stablehlo.broadcast_in_dim"(%classifier.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<384x1000xf32>
    %812 = stablehlo.add %810, %811 : tensor<384x1000xf32>
    "func.return"(%812) : (tensor<384x1000xf32>) -> ()
  }
}

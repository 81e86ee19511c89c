// hlocert 0.1.0 render: efficientnet_b0-c1000-i224-b384x1-fwd+drop
// model: EfficientNet-b0  classes: 1000  image: 224  batch per replica: 384  replicas: 1
// variant: fwd+drop
// lowerings: depthwise convolution (the default on xla-gpu, iree-gpu); pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// arguments: x 384x224x224x3; params (213 tensors, 5,288,548 scalars); state (98 tensors, 42,016 scalars); drop_mask 384x1289
// results: logits 384x1000
// content sha256: dbda9830ff7c1376331970eef042fe0a18436cb26a7750bdc0f7a80ddda3fe76
module @efficientnet_b0_c1000_i224_b384x1_fwd_drop {
  func.func public @main(%x: tensor<384x224x224x3xf32>, %conv_stem.w: tensor<3x3x3x32xf32>, %bn1.g: tensor<32xf32>, %bn1.b: tensor<32xf32>, %blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32>, %blocks.0.0.bn1.g: tensor<32xf32>, %blocks.0.0.bn1.b: tensor<32xf32>, %blocks.0.0.se.conv_reduce.w: tensor<32x8xf32>, %blocks.0.0.se.conv_reduce.b: tensor<8xf32>, %blocks.0.0.se.conv_expand.w: tensor<8x32xf32>, %blocks.0.0.se.conv_expand.b: tensor<32xf32>, %blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32>, %blocks.0.0.bn2.g: tensor<16xf32>, %blocks.0.0.bn2.b: tensor<16xf32>, %blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32>, %blocks.1.0.bn1.g: tensor<96xf32>, %blocks.1.0.bn1.b: tensor<96xf32>, %blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32>, %blocks.1.0.bn2.g: tensor<96xf32>, %blocks.1.0.bn2.b: tensor<96xf32>, %blocks.1.0.se.conv_reduce.w: tensor<96x4xf32>, %blocks.1.0.se.conv_reduce.b: tensor<4xf32>, %blocks.1.0.se.conv_expand.w: tensor<4x96xf32>, %blocks.1.0.se.conv_expand.b: tensor<96xf32>, %blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32>, %blocks.1.0.bn3.g: tensor<24xf32>, %blocks.1.0.bn3.b: tensor<24xf32>, %blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32>, %blocks.1.1.bn1.g: tensor<144xf32>, %blocks.1.1.bn1.b: tensor<144xf32>, %blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32>, %blocks.1.1.bn2.g: tensor<144xf32>, %blocks.1.1.bn2.b: tensor<144xf32>, %blocks.1.1.se.conv_reduce.w: tensor<144x6xf32>, %blocks.1.1.se.conv_reduce.b: tensor<6xf32>, %blocks.1.1.se.conv_expand.w: tensor<6x144xf32>, %blocks.1.1.se.conv_expand.b: tensor<144xf32>, %blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32>, %blocks.1.1.bn3.g: tensor<24xf32>, %blocks.1.1.bn3.b: tensor<24xf32>, %blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32>, %blocks.2.0.bn1.g: tensor<144xf32>, %blocks.2.0.bn1.b: tensor<144xf32>, %blocks.2.0.conv_dw.w: tensor<5x5x1x144xf32>, %blocks.2.0.bn2.g: tensor<144xf32>, %blocks.2.0.bn2.b: tensor<144xf32>, %blocks.2.0.se.conv_reduce.w: tensor<144x6xf32>, %blocks.2.0.se.conv_reduce.b: tensor<6xf32>, %blocks.2.0.se.conv_expand.w: tensor<6x144xf32>, %blocks.2.0.se.conv_expand.b: tensor<144xf32>, %blocks.2.0.conv_pwl.w: tensor<1x1x144x40xf32>, %blocks.2.0.bn3.g: tensor<40xf32>, %blocks.2.0.bn3.b: tensor<40xf32>, %blocks.2.1.conv_pw.w: tensor<1x1x40x240xf32>, %blocks.2.1.bn1.g: tensor<240xf32>, %blocks.2.1.bn1.b: tensor<240xf32>, %blocks.2.1.conv_dw.w: tensor<5x5x1x240xf32>, %blocks.2.1.bn2.g: tensor<240xf32>, %blocks.2.1.bn2.b: tensor<240xf32>, %blocks.2.1.se.conv_reduce.w: tensor<240x10xf32>, %blocks.2.1.se.conv_reduce.b: tensor<10xf32>, %blocks.2.1.se.conv_expand.w: tensor<10x240xf32>, %blocks.2.1.se.conv_expand.b: tensor<240xf32>, %blocks.2.1.conv_pwl.w: tensor<1x1x240x40xf32>, %blocks.2.1.bn3.g: tensor<40xf32>, %blocks.2.1.bn3.b: tensor<40xf32>, %blocks.3.0.conv_pw.w: tensor<1x1x40x240xf32>, %blocks.3.0.bn1.g: tensor<240xf32>, %blocks.3.0.bn1.b: tensor<240xf32>, %blocks.3.0.conv_dw.w: tensor<3x3x1x240xf32>, %blocks.3.0.bn2.g: tensor<240xf32>, %blocks.3.0.bn2.b: tensor<240xf32>, %blocks.3.0.se.conv_reduce.w: tensor<240x10xf32>, %blocks.3.0.se.conv_reduce.b: tensor<10xf32>, %blocks.3.0.se.conv_expand.w: tensor<10x240xf32>, %blocks.3.0.se.conv_expand.b: tensor<240xf32>, %blocks.3.0.conv_pwl.w: tensor<1x1x240x80xf32>, %blocks.3.0.bn3.g: tensor<80xf32>, %blocks.3.0.bn3.b: tensor<80xf32>, %blocks.3.1.conv_pw.w: tensor<1x1x80x480xf32>, %blocks.3.1.bn1.g: tensor<480xf32>, %blocks.3.1.bn1.b: tensor<480xf32>, %blocks.3.1.conv_dw.w: tensor<3x3x1x480xf32>, %blocks.3.1.bn2.g: tensor<480xf32>, %blocks.3.1.bn2.b: tensor<480xf32>, %blocks.3.1.se.conv_reduce.w: tensor<480x20xf32>, %blocks.3.1.se.conv_reduce.b: tensor<20xf32>, %blocks.3.1.se.conv_expand.w: tensor<20x480xf32>, %blocks.3.1.se.conv_expand.b: tensor<480xf32>, %blocks.3.1.conv_pwl.w: tensor<1x1x480x80xf32>, %blocks.3.1.bn3.g: tensor<80xf32>, %blocks.3.1.bn3.b: tensor<80xf32>, %blocks.3.2.conv_pw.w: tensor<1x1x80x480xf32>, %blocks.3.2.bn1.g: tensor<480xf32>, %blocks.3.2.bn1.b: tensor<480xf32>, %blocks.3.2.conv_dw.w: tensor<3x3x1x480xf32>, %blocks.3.2.bn2.g: tensor<480xf32>, %blocks.3.2.bn2.b: tensor<480xf32>, %blocks.3.2.se.conv_reduce.w: tensor<480x20xf32>, %blocks.3.2.se.conv_reduce.b: tensor<20xf32>, %blocks.3.2.se.conv_expand.w: tensor<20x480xf32>, %blocks.3.2.se.conv_expand.b: tensor<480xf32>, %blocks.3.2.conv_pwl.w: tensor<1x1x480x80xf32>, %blocks.3.2.bn3.g: tensor<80xf32>, %blocks.3.2.bn3.b: tensor<80xf32>, %blocks.4.0.conv_pw.w: tensor<1x1x80x480xf32>, %blocks.4.0.bn1.g: tensor<480xf32>, %blocks.4.0.bn1.b: tensor<480xf32>, %blocks.4.0.conv_dw.w: tensor<5x5x1x480xf32>, %blocks.4.0.bn2.g: tensor<480xf32>, %blocks.4.0.bn2.b: tensor<480xf32>, %blocks.4.0.se.conv_reduce.w: tensor<480x20xf32>, %blocks.4.0.se.conv_reduce.b: tensor<20xf32>, %blocks.4.0.se.conv_expand.w: tensor<20x480xf32>, %blocks.4.0.se.conv_expand.b: tensor<480xf32>, %blocks.4.0.conv_pwl.w: tensor<1x1x480x112xf32>, %blocks.4.0.bn3.g: tensor<112xf32>, %blocks.4.0.bn3.b: tensor<112xf32>, %blocks.4.1.conv_pw.w: tensor<1x1x112x672xf32>, %blocks.4.1.bn1.g: tensor<672xf32>, %blocks.4.1.bn1.b: tensor<672xf32>, %blocks.4.1.conv_dw.w: tensor<5x5x1x672xf32>, %blocks.4.1.bn2.g: tensor<672xf32>, %blocks.4.1.bn2.b: tensor<672xf32>, %blocks.4.1.se.conv_reduce.w: tensor<672x28xf32>, %blocks.4.1.se.conv_reduce.b: tensor<28xf32>, %blocks.4.1.se.conv_expand.w: tensor<28x672xf32>, %blocks.4.1.se.conv_expand.b: tensor<672xf32>, %blocks.4.1.conv_pwl.w: tensor<1x1x672x112xf32>, %blocks.4.1.bn3.g: tensor<112xf32>, %blocks.4.1.bn3.b: tensor<112xf32>, %blocks.4.2.conv_pw.w: tensor<1x1x112x672xf32>, %blocks.4.2.bn1.g: tensor<672xf32>, %blocks.4.2.bn1.b: tensor<672xf32>, %blocks.4.2.conv_dw.w: tensor<5x5x1x672xf32>, %blocks.4.2.bn2.g: tensor<672xf32>, %blocks.4.2.bn2.b: tensor<672xf32>, %blocks.4.2.se.conv_reduce.w: tensor<672x28xf32>, %blocks.4.2.se.conv_reduce.b: tensor<28xf32>, %blocks.4.2.se.conv_expand.w: tensor<28x672xf32>, %blocks.4.2.se.conv_expand.b: tensor<672xf32>, %blocks.4.2.conv_pwl.w: tensor<1x1x672x112xf32>, %blocks.4.2.bn3.g: tensor<112xf32>, %blocks.4.2.bn3.b: tensor<112xf32>, %blocks.5.0.conv_pw.w: tensor<1x1x112x672xf32>, %blocks.5.0.bn1.g: tensor<672xf32>, %blocks.5.0.bn1.b: tensor<672xf32>, %blocks.5.0.conv_dw.w: tensor<5x5x1x672xf32>, %blocks.5.0.bn2.g: tensor<672xf32>, %blocks.5.0.bn2.b: tensor<672xf32>, %blocks.5.0.se.conv_reduce.w: tensor<672x28xf32>, %blocks.5.0.se.conv_reduce.b: tensor<28xf32>, %blocks.5.0.se.conv_expand.w: tensor<28x672xf32>, %blocks.5.0.se.conv_expand.b: tensor<672xf32>, %blocks.5.0.conv_pwl.w: tensor<1x1x672x192xf32>, %blocks.5.0.bn3.g: tensor<192xf32>, %blocks.5.0.bn3.b: tensor<192xf32>, %blocks.5.1.conv_pw.w: tensor<1x1x192x1152xf32>, %blocks.5.1.bn1.g: tensor<1152xf32>, %blocks.5.1.bn1.b: tensor<1152xf32>, %blocks.5.1.conv_dw.w: tensor<5x5x1x1152xf32>, %blocks.5.1.bn2.g: tensor<1152xf32>, %blocks.5.1.bn2.b: tensor<1152xf32>, %blocks.5.1.se.conv_reduce.w: tensor<1152x48xf32>, %blocks.5.1.se.conv_reduce.b: tensor<48xf32>, %blocks.5.1.se.conv_expand.w: tensor<48x1152xf32>, %blocks.5.1.se.conv_expand.b: tensor<1152xf32>, %blocks.5.1.conv_pwl.w: tensor<1x1x1152x192xf32>, %blocks.5.1.bn3.g: tensor<192xf32>, %blocks.5.1.bn3.b: tensor<192xf32>, %blocks.5.2.conv_pw.w: tensor<1x1x192x1152xf32>, %blocks.5.2.bn1.g: tensor<1152xf32>, %blocks.5.2.bn1.b: tensor<1152xf32>, %blocks.5.2.conv_dw.w: tensor<5x5x1x1152xf32>, %blocks.5.2.bn2.g: tensor<1152xf32>, %blocks.5.2.bn2.b: tensor<1152xf32>, %blocks.5.2.se.conv_reduce.w: tensor<1152x48xf32>, %blocks.5.2.se.conv_reduce.b: tensor<48xf32>, %blocks.5.2.se.conv_expand.w: tensor<48x1152xf32>, %blocks.5.2.se.conv_expand.b: tensor<1152xf32>, %blocks.5.2.conv_pwl.w: tensor<1x1x1152x192xf32>, %blocks.5.2.bn3.g: tensor<192xf32>, %blocks.5.2.bn3.b: tensor<192xf32>, %blocks.5.3.conv_pw.w: tensor<1x1x192x1152xf32>, %blocks.5.3.bn1.g: tensor<1152xf32>, %blocks.5.3.bn1.b: tensor<1152xf32>, %blocks.5.3.conv_dw.w: tensor<5x5x1x1152xf32>, %blocks.5.3.bn2.g: tensor<1152xf32>, %blocks.5.3.bn2.b: tensor<1152xf32>, %blocks.5.3.se.conv_reduce.w: tensor<1152x48xf32>, %blocks.5.3.se.conv_reduce.b: tensor<48xf32>, %blocks.5.3.se.conv_expand.w: tensor<48x1152xf32>, %blocks.5.3.se.conv_expand.b: tensor<1152xf32>, %blocks.5.3.conv_pwl.w: tensor<1x1x1152x192xf32>, %blocks.5.3.bn3.g: tensor<192xf32>, %blocks.5.3.bn3.b: tensor<192xf32>, %blocks.6.0.conv_pw.w: tensor<1x1x192x1152xf32>, %blocks.6.0.bn1.g: tensor<1152xf32>, %blocks.6.0.bn1.b: tensor<1152xf32>, %blocks.6.0.conv_dw.w: tensor<3x3x1x1152xf32>, %blocks.6.0.bn2.g: tensor<1152xf32>, %blocks.6.0.bn2.b: tensor<1152xf32>, %blocks.6.0.se.conv_reduce.w: tensor<1152x48xf32>, %blocks.6.0.se.conv_reduce.b: tensor<48xf32>, %blocks.6.0.se.conv_expand.w: tensor<48x1152xf32>, %blocks.6.0.se.conv_expand.b: tensor<1152xf32>, %blocks.6.0.conv_pwl.w: tensor<1x1x1152x320xf32>, %blocks.6.0.bn3.g: tensor<320xf32>, %blocks.6.0.bn3.b: tensor<320xf32>, %conv_head.w: tensor<1x1x320x1280xf32>, %bn2.g: tensor<1280xf32>, %bn2.b: tensor<1280xf32>, %classifier.w: tensor<1280x1000xf32>, %classifier.b: tensor<1000xf32>, %bn1.running_mean: tensor<32xf32>, %bn1.running_var: tensor<32xf32>, %blocks.0.0.bn1.running_mean: tensor<32xf32>, %blocks.0.0.bn1.running_var: tensor<32xf32>, %blocks.0.0.bn2.running_mean: tensor<16xf32>, %blocks.0.0.bn2.running_var: tensor<16xf32>, %blocks.1.0.bn1.running_mean: tensor<96xf32>, %blocks.1.0.bn1.running_var: tensor<96xf32>, %blocks.1.0.bn2.running_mean: tensor<96xf32>, %blocks.1.0.bn2.running_var: tensor<96xf32>, %blocks.1.0.bn3.running_mean: tensor<24xf32>, %blocks.1.0.bn3.running_var: tensor<24xf32>, %blocks.1.1.bn1.running_mean: tensor<144xf32>, %blocks.1.1.bn1.running_var: tensor<144xf32>, %blocks.1.1.bn2.running_mean: tensor<144xf32>, %blocks.1.1.bn2.running_var: tensor<144xf32>, %blocks.1.1.bn3.running_mean: tensor<24xf32>, %blocks.1.1.bn3.running_var: tensor<24xf32>, %blocks.2.0.bn1.running_mean: tensor<144xf32>, %blocks.2.0.bn1.running_var: tensor<144xf32>, %blocks.2.0.bn2.running_mean: tensor<144xf32>, %blocks.2.0.bn2.running_var: tensor<144xf32>, %blocks.2.0.bn3.running_mean: tensor<40xf32>, %blocks.2.0.bn3.running_var: tensor<40xf32>, %blocks.2.1.bn1.running_mean: tensor<240xf32>, %blocks.2.1.bn1.running_var: tensor<240xf32>, %blocks.2.1.bn2.running_mean: tensor<240xf32>, %blocks.2.1.bn2.running_var: tensor<240xf32>, %blocks.2.1.bn3.running_mean: tensor<40xf32>, %blocks.2.1.bn3.running_var: tensor<40xf32>, %blocks.3.0.bn1.running_mean: tensor<240xf32>, %blocks.3.0.bn1.running_var: tensor<240xf32>, %blocks.3.0.bn2.running_mean: tensor<240xf32>, %blocks.3.0.bn2.running_var: tensor<240xf32>, %blocks.3.0.bn3.running_mean: tensor<80xf32>, %blocks.3.0.bn3.running_var: tensor<80xf32>, %blocks.3.1.bn1.running_mean: tensor<480xf32>, %blocks.3.1.bn1.running_var: tensor<480xf32>, %blocks.3.1.bn2.running_mean: tensor<480xf32>, %blocks.3.1.bn2.running_var: tensor<480xf32>, %blocks.3.1.bn3.running_mean: tensor<80xf32>, %blocks.3.1.bn3.running_var: tensor<80xf32>, %blocks.3.2.bn1.running_mean: tensor<480xf32>, %blocks.3.2.bn1.running_var: tensor<480xf32>, %blocks.3.2.bn2.running_mean: tensor<480xf32>, %blocks.3.2.bn2.running_var: tensor<480xf32>, %blocks.3.2.bn3.running_mean: tensor<80xf32>, %blocks.3.2.bn3.running_var: tensor<80xf32>, %blocks.4.0.bn1.running_mean: tensor<480xf32>, %blocks.4.0.bn1.running_var: tensor<480xf32>, %blocks.4.0.bn2.running_mean: tensor<480xf32>, %blocks.4.0.bn2.running_var: tensor<480xf32>, %blocks.4.0.bn3.running_mean: tensor<112xf32>, %blocks.4.0.bn3.running_var: tensor<112xf32>, %blocks.4.1.bn1.running_mean: tensor<672xf32>, %blocks.4.1.bn1.running_var: tensor<672xf32>, %blocks.4.1.bn2.running_mean: tensor<672xf32>, %blocks.4.1.bn2.running_var: tensor<672xf32>, %blocks.4.1.bn3.running_mean: tensor<112xf32>, %blocks.4.1.bn3.running_var: tensor<112xf32>, %blocks.4.2.bn1.running_mean: tensor<672xf32>, %blocks.4.2.bn1.running_var: tensor<672xf32>, %blocks.4.2.bn2.running_mean: tensor<672xf32>, %blocks.4.2.bn2.running_var: tensor<672xf32>, %blocks.4.2.bn3.running_mean: tensor<112xf32>, %blocks.4.2.bn3.running_var: tensor<112xf32>, %blocks.5.0.bn1.running_mean: tensor<672xf32>, %blocks.5.0.bn1.running_var: tensor<672xf32>, %blocks.5.0.bn2.running_mean: tensor<672xf32>, %blocks.5.0.bn2.running_var: tensor<672xf32>, %blocks.5.0.bn3.running_mean: tensor<192xf32>, %blocks.5.0.bn3.running_var: tensor<192xf32>, %blocks.5.1.bn1.running_mean: tensor<1152xf32>, %blocks.5.1.bn1.running_var: tensor<1152xf32>, %blocks.5.1.bn2.running_mean: tensor<1152xf32>, %blocks.5.1.bn2.running_var: tensor<1152xf32>, %blocks.5.1.bn3.running_mean: tensor<192xf32>, %blocks.5.1.bn3.running_var: tensor<192xf32>, %blocks.5.2.bn1.running_mean: tensor<1152xf32>, %blocks.5.2.bn1.running_var: tensor<1152xf32>, %blocks.5.2.bn2.running_mean: tensor<1152xf32>, %blocks.5.2.bn2.running_var: tensor<1152xf32>, %blocks.5.2.bn3.running_mean: tensor<192xf32>, %blocks.5.2.bn3.running_var: tensor<192xf32>, %blocks.5.3.bn1.running_mean: tensor<1152xf32>, %blocks.5.3.bn1.running_var: tensor<1152xf32>, %blocks.5.3.bn2.running_mean: tensor<1152xf32>, %blocks.5.3.bn2.running_var: tensor<1152xf32>, %blocks.5.3.bn3.running_mean: tensor<192xf32>, %blocks.5.3.bn3.running_var: tensor<192xf32>, %blocks.6.0.bn1.running_mean: tensor<1152xf32>, %blocks.6.0.bn1.running_var: tensor<1152xf32>, %blocks.6.0.bn2.running_mean: tensor<1152xf32>, %blocks.6.0.bn2.running_var: tensor<1152xf32>, %blocks.6.0.bn3.running_mean: tensor<320xf32>, %blocks.6.0.bn3.running_var: tensor<320xf32>, %bn2.running_mean: tensor<1280xf32>, %bn2.running_var: tensor<1280xf32>, %drop_mask: tensor<384x1289xf32>) -> (tensor<384x1000xf32>) {
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
    %12 = stablehlo.constant dense<1.0> : tensor<384x112x112x32xf32>
    %13 = stablehlo.negate %11 : tensor<384x112x112x32xf32>
    %14 = stablehlo.exponential %13 : tensor<384x112x112x32xf32>
    %15 = stablehlo.add %12, %14 : tensor<384x112x112x32xf32>
    %16 = stablehlo.divide %12, %15 : tensor<384x112x112x32xf32>
    %17 = stablehlo.multiply %11, %16 : tensor<384x112x112x32xf32>
    %18 = "stablehlo.convolution"(%17, %blocks.0.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 32 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<3x3x1x32xf32>) -> tensor<384x112x112x32xf32>
    %19 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %20 = stablehlo.add %blocks.0.0.bn1.running_var, %19 : tensor<32xf32>
    %21 = stablehlo.rsqrt %20 : tensor<32xf32>
    %22 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %23 = stablehlo.subtract %18, %22 : tensor<384x112x112x32xf32>
    %24 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<384x112x112x32xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<384x112x112x32xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %29 = stablehlo.add %27, %28 : tensor<384x112x112x32xf32>
    %30 = stablehlo.constant dense<1.0> : tensor<384x112x112x32xf32>
    %31 = stablehlo.negate %29 : tensor<384x112x112x32xf32>
    %32 = stablehlo.exponential %31 : tensor<384x112x112x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<384x112x112x32xf32>
    %34 = stablehlo.divide %30, %33 : tensor<384x112x112x32xf32>
    %35 = stablehlo.multiply %29, %34 : tensor<384x112x112x32xf32>
    %36 = stablehlo.constant dense<0.0> : tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<384x32xf32>
    %38 = stablehlo.constant dense<12544.0> : tensor<384x32xf32>
    %39 = stablehlo.divide %37, %38 : tensor<384x32xf32>
    %40 = "stablehlo.dot_general"(%39, %blocks.0.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x32xf32>, tensor<32x8xf32>) -> tensor<384x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%blocks.0.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<384x8xf32>
    %42 = stablehlo.add %40, %41 : tensor<384x8xf32>
    %43 = stablehlo.constant dense<1.0> : tensor<384x8xf32>
    %44 = stablehlo.negate %42 : tensor<384x8xf32>
    %45 = stablehlo.exponential %44 : tensor<384x8xf32>
    %46 = stablehlo.add %43, %45 : tensor<384x8xf32>
    %47 = stablehlo.divide %43, %46 : tensor<384x8xf32>
    %48 = stablehlo.multiply %42, %47 : tensor<384x8xf32>
    %49 = "stablehlo.dot_general"(%48, %blocks.0.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x8xf32>, tensor<8x32xf32>) -> tensor<384x32xf32>
    %50 = "stablehlo.broadcast_in_dim"(%blocks.0.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<384x32xf32>
    %51 = stablehlo.add %49, %50 : tensor<384x32xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<384x32xf32>
    %53 = stablehlo.negate %51 : tensor<384x32xf32>
    %54 = stablehlo.exponential %53 : tensor<384x32xf32>
    %55 = stablehlo.add %52, %54 : tensor<384x32xf32>
    %56 = stablehlo.divide %52, %55 : tensor<384x32xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x32xf32>) -> tensor<384x112x112x32xf32>
    %58 = stablehlo.multiply %35, %57 : tensor<384x112x112x32xf32>
    %59 = "stablehlo.convolution"(%58, %blocks.0.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<1x1x32x16xf32>) -> tensor<384x112x112x16xf32>
    %60 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %61 = stablehlo.add %blocks.0.0.bn2.running_var, %60 : tensor<16xf32>
    %62 = stablehlo.rsqrt %61 : tensor<16xf32>
    %63 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %64 = stablehlo.subtract %59, %63 : tensor<384x112x112x16xf32>
    %65 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<384x112x112x16xf32>
    %67 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<384x112x112x16xf32>
    %69 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %70 = stablehlo.add %68, %69 : tensor<384x112x112x16xf32>
    %71 = "stablehlo.convolution"(%70, %blocks.1.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<1x1x16x96xf32>) -> tensor<384x112x112x96xf32>
    %72 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %73 = stablehlo.add %blocks.1.0.bn1.running_var, %72 : tensor<96xf32>
    %74 = stablehlo.rsqrt %73 : tensor<96xf32>
    %75 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %76 = stablehlo.subtract %71, %75 : tensor<384x112x112x96xf32>
    %77 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<384x112x112x96xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<384x112x112x96xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %82 = stablehlo.add %80, %81 : tensor<384x112x112x96xf32>
    %83 = stablehlo.constant dense<1.0> : tensor<384x112x112x96xf32>
    %84 = stablehlo.negate %82 : tensor<384x112x112x96xf32>
    %85 = stablehlo.exponential %84 : tensor<384x112x112x96xf32>
    %86 = stablehlo.add %83, %85 : tensor<384x112x112x96xf32>
    %87 = stablehlo.divide %83, %86 : tensor<384x112x112x96xf32>
    %88 = stablehlo.multiply %82, %87 : tensor<384x112x112x96xf32>
    %89 = "stablehlo.convolution"(%88, %blocks.1.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x112x112x96xf32>, tensor<3x3x1x96xf32>) -> tensor<384x56x56x96xf32>
    %90 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %91 = stablehlo.add %blocks.1.0.bn2.running_var, %90 : tensor<96xf32>
    %92 = stablehlo.rsqrt %91 : tensor<96xf32>
    %93 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %94 = stablehlo.subtract %89, %93 : tensor<384x56x56x96xf32>
    %95 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<384x56x56x96xf32>
    %97 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<384x56x56x96xf32>
    %99 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %100 = stablehlo.add %98, %99 : tensor<384x56x56x96xf32>
    %101 = stablehlo.constant dense<1.0> : tensor<384x56x56x96xf32>
    %102 = stablehlo.negate %100 : tensor<384x56x56x96xf32>
    %103 = stablehlo.exponential %102 : tensor<384x56x56x96xf32>
    %104 = stablehlo.add %101, %103 : tensor<384x56x56x96xf32>
    %105 = stablehlo.divide %101, %104 : tensor<384x56x56x96xf32>
    %106 = stablehlo.multiply %100, %105 : tensor<384x56x56x96xf32>
    %107 = stablehlo.constant dense<0.0> : tensor<f32>
    %108 = "stablehlo.reduce"(%106, %107) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<384x96xf32>
    %109 = stablehlo.constant dense<3136.0> : tensor<384x96xf32>
    %110 = stablehlo.divide %108, %109 : tensor<384x96xf32>
    %111 = "stablehlo.dot_general"(%110, %blocks.1.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x96xf32>, tensor<96x4xf32>) -> tensor<384x4xf32>
    %112 = "stablehlo.broadcast_in_dim"(%blocks.1.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<384x4xf32>
    %113 = stablehlo.add %111, %112 : tensor<384x4xf32>
    %114 = stablehlo.constant dense<1.0> : tensor<384x4xf32>
    %115 = stablehlo.negate %113 : tensor<384x4xf32>
    %116 = stablehlo.exponential %115 : tensor<384x4xf32>
    %117 = stablehlo.add %114, %116 : tensor<384x4xf32>
    %118 = stablehlo.divide %114, %117 : tensor<384x4xf32>
    %119 = stablehlo.multiply %113, %118 : tensor<384x4xf32>
    %120 = "stablehlo.dot_general"(%119, %blocks.1.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x4xf32>, tensor<4x96xf32>) -> tensor<384x96xf32>
    %121 = "stablehlo.broadcast_in_dim"(%blocks.1.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<384x96xf32>
    %122 = stablehlo.add %120, %121 : tensor<384x96xf32>
    %123 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %124 = stablehlo.negate %122 : tensor<384x96xf32>
    %125 = stablehlo.exponential %124 : tensor<384x96xf32>
    %126 = stablehlo.add %123, %125 : tensor<384x96xf32>
    %127 = stablehlo.divide %123, %126 : tensor<384x96xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x96xf32>) -> tensor<384x56x56x96xf32>
    %129 = stablehlo.multiply %106, %128 : tensor<384x56x56x96xf32>
    %130 = "stablehlo.convolution"(%129, %blocks.1.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<1x1x96x24xf32>) -> tensor<384x56x56x24xf32>
    %131 = stablehlo.constant dense<1.0e-05> : tensor<24xf32>
    %132 = stablehlo.add %blocks.1.0.bn3.running_var, %131 : tensor<24xf32>
    %133 = stablehlo.rsqrt %132 : tensor<24xf32>
    %134 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %135 = stablehlo.subtract %130, %134 : tensor<384x56x56x24xf32>
    %136 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<384x56x56x24xf32>
    %138 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<384x56x56x24xf32>
    %140 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %141 = stablehlo.add %139, %140 : tensor<384x56x56x24xf32>
    %142 = "stablehlo.convolution"(%141, %blocks.1.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x144xf32>
    %143 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %144 = stablehlo.add %blocks.1.1.bn1.running_var, %143 : tensor<144xf32>
    %145 = stablehlo.rsqrt %144 : tensor<144xf32>
    %146 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %147 = stablehlo.subtract %142, %146 : tensor<384x56x56x144xf32>
    %148 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<384x56x56x144xf32>
    %150 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<384x56x56x144xf32>
    %152 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %153 = stablehlo.add %151, %152 : tensor<384x56x56x144xf32>
    %154 = stablehlo.constant dense<1.0> : tensor<384x56x56x144xf32>
    %155 = stablehlo.negate %153 : tensor<384x56x56x144xf32>
    %156 = stablehlo.exponential %155 : tensor<384x56x56x144xf32>
    %157 = stablehlo.add %154, %156 : tensor<384x56x56x144xf32>
    %158 = stablehlo.divide %154, %157 : tensor<384x56x56x144xf32>
    %159 = stablehlo.multiply %153, %158 : tensor<384x56x56x144xf32>
    %160 = "stablehlo.convolution"(%159, %blocks.1.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %161 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %162 = stablehlo.add %blocks.1.1.bn2.running_var, %161 : tensor<144xf32>
    %163 = stablehlo.rsqrt %162 : tensor<144xf32>
    %164 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %165 = stablehlo.subtract %160, %164 : tensor<384x56x56x144xf32>
    %166 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<384x56x56x144xf32>
    %168 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<384x56x56x144xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %171 = stablehlo.add %169, %170 : tensor<384x56x56x144xf32>
    %172 = stablehlo.constant dense<1.0> : tensor<384x56x56x144xf32>
    %173 = stablehlo.negate %171 : tensor<384x56x56x144xf32>
    %174 = stablehlo.exponential %173 : tensor<384x56x56x144xf32>
    %175 = stablehlo.add %172, %174 : tensor<384x56x56x144xf32>
    %176 = stablehlo.divide %172, %175 : tensor<384x56x56x144xf32>
    %177 = stablehlo.multiply %171, %176 : tensor<384x56x56x144xf32>
    %178 = stablehlo.constant dense<0.0> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<384x144xf32>
    %180 = stablehlo.constant dense<3136.0> : tensor<384x144xf32>
    %181 = stablehlo.divide %179, %180 : tensor<384x144xf32>
    %182 = "stablehlo.dot_general"(%181, %blocks.1.1.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x144xf32>, tensor<144x6xf32>) -> tensor<384x6xf32>
    %183 = "stablehlo.broadcast_in_dim"(%blocks.1.1.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<384x6xf32>
    %184 = stablehlo.add %182, %183 : tensor<384x6xf32>
    %185 = stablehlo.constant dense<1.0> : tensor<384x6xf32>
    %186 = stablehlo.negate %184 : tensor<384x6xf32>
    %187 = stablehlo.exponential %186 : tensor<384x6xf32>
    %188 = stablehlo.add %185, %187 : tensor<384x6xf32>
    %189 = stablehlo.divide %185, %188 : tensor<384x6xf32>
    %190 = stablehlo.multiply %184, %189 : tensor<384x6xf32>
    %191 = "stablehlo.dot_general"(%190, %blocks.1.1.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x6xf32>, tensor<6x144xf32>) -> tensor<384x144xf32>
    %192 = "stablehlo.broadcast_in_dim"(%blocks.1.1.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<144xf32>) -> tensor<384x144xf32>
    %193 = stablehlo.add %191, %192 : tensor<384x144xf32>
    %194 = stablehlo.constant dense<1.0> : tensor<384x144xf32>
    %195 = stablehlo.negate %193 : tensor<384x144xf32>
    %196 = stablehlo.exponential %195 : tensor<384x144xf32>
    %197 = stablehlo.add %194, %196 : tensor<384x144xf32>
    %198 = stablehlo.divide %194, %197 : tensor<384x144xf32>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x144xf32>) -> tensor<384x56x56x144xf32>
    %200 = stablehlo.multiply %177, %199 : tensor<384x56x56x144xf32>
    %201 = "stablehlo.convolution"(%200, %blocks.1.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x144x24xf32>) -> tensor<384x56x56x24xf32>
    %202 = stablehlo.constant dense<1.0e-05> : tensor<24xf32>
    %203 = stablehlo.add %blocks.1.1.bn3.running_var, %202 : tensor<24xf32>
    %204 = stablehlo.rsqrt %203 : tensor<24xf32>
    %205 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %206 = stablehlo.subtract %201, %205 : tensor<384x56x56x24xf32>
    %207 = "stablehlo.broadcast_in_dim"(%204) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<384x56x56x24xf32>
    %209 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<384x56x56x24xf32>
    %211 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %212 = stablehlo.add %210, %211 : tensor<384x56x56x24xf32>
    %213 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x56x56x24xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<384x56x56x24xf32>
    %216 = stablehlo.add %215, %141 : tensor<384x56x56x24xf32>
    %217 = "stablehlo.convolution"(%216, %blocks.2.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x144xf32>
    %218 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %219 = stablehlo.add %blocks.2.0.bn1.running_var, %218 : tensor<144xf32>
    %220 = stablehlo.rsqrt %219 : tensor<144xf32>
    %221 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %222 = stablehlo.subtract %217, %221 : tensor<384x56x56x144xf32>
    %223 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<384x56x56x144xf32>
    %225 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<384x56x56x144xf32>
    %227 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %228 = stablehlo.add %226, %227 : tensor<384x56x56x144xf32>
    %229 = stablehlo.constant dense<1.0> : tensor<384x56x56x144xf32>
    %230 = stablehlo.negate %228 : tensor<384x56x56x144xf32>
    %231 = stablehlo.exponential %230 : tensor<384x56x56x144xf32>
    %232 = stablehlo.add %229, %231 : tensor<384x56x56x144xf32>
    %233 = stablehlo.divide %229, %232 : tensor<384x56x56x144xf32>
    %234 = stablehlo.multiply %228, %233 : tensor<384x56x56x144xf32>
    %235 = "stablehlo.convolution"(%234, %blocks.2.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x56x56x144xf32>, tensor<5x5x1x144xf32>) -> tensor<384x28x28x144xf32>
    %236 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %237 = stablehlo.add %blocks.2.0.bn2.running_var, %236 : tensor<144xf32>
    %238 = stablehlo.rsqrt %237 : tensor<144xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %240 = stablehlo.subtract %235, %239 : tensor<384x28x28x144xf32>
    %241 = "stablehlo.broadcast_in_dim"(%238) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<384x28x28x144xf32>
    %243 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<384x28x28x144xf32>
    %245 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %246 = stablehlo.add %244, %245 : tensor<384x28x28x144xf32>
    %247 = stablehlo.constant dense<1.0> : tensor<384x28x28x144xf32>
    %248 = stablehlo.negate %246 : tensor<384x28x28x144xf32>
    %249 = stablehlo.exponential %248 : tensor<384x28x28x144xf32>
    %250 = stablehlo.add %247, %249 : tensor<384x28x28x144xf32>
    %251 = stablehlo.divide %247, %250 : tensor<384x28x28x144xf32>
    %252 = stablehlo.multiply %246, %251 : tensor<384x28x28x144xf32>
    %253 = stablehlo.constant dense<0.0> : tensor<f32>
    %254 = "stablehlo.reduce"(%252, %253) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<384x144xf32>
    %255 = stablehlo.constant dense<784.0> : tensor<384x144xf32>
    %256 = stablehlo.divide %254, %255 : tensor<384x144xf32>
    %257 = "stablehlo.dot_general"(%256, %blocks.2.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x144xf32>, tensor<144x6xf32>) -> tensor<384x6xf32>
    %258 = "stablehlo.broadcast_in_dim"(%blocks.2.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<384x6xf32>
    %259 = stablehlo.add %257, %258 : tensor<384x6xf32>
    %260 = stablehlo.constant dense<1.0> : tensor<384x6xf32>
    %261 = stablehlo.negate %259 : tensor<384x6xf32>
    %262 = stablehlo.exponential %261 : tensor<384x6xf32>
    %263 = stablehlo.add %260, %262 : tensor<384x6xf32>
    %264 = stablehlo.divide %260, %263 : tensor<384x6xf32>
    %265 = stablehlo.multiply %259, %264 : tensor<384x6xf32>
    %266 = "stablehlo.dot_general"(%265, %blocks.2.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x6xf32>, tensor<6x144xf32>) -> tensor<384x144xf32>
    %267 = "stablehlo.broadcast_in_dim"(%blocks.2.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<144xf32>) -> tensor<384x144xf32>
    %268 = stablehlo.add %266, %267 : tensor<384x144xf32>
    %269 = stablehlo.constant dense<1.0> : tensor<384x144xf32>
    %270 = stablehlo.negate %268 : tensor<384x144xf32>
    %271 = stablehlo.exponential %270 : tensor<384x144xf32>
    %272 = stablehlo.add %269, %271 : tensor<384x144xf32>
    %273 = stablehlo.divide %269, %272 : tensor<384x144xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x144xf32>) -> tensor<384x28x28x144xf32>
    %275 = stablehlo.multiply %252, %274 : tensor<384x28x28x144xf32>
    %276 = "stablehlo.convolution"(%275, %blocks.2.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<1x1x144x40xf32>) -> tensor<384x28x28x40xf32>
    %277 = stablehlo.constant dense<1.0e-05> : tensor<40xf32>
    %278 = stablehlo.add %blocks.2.0.bn3.running_var, %277 : tensor<40xf32>
    %279 = stablehlo.rsqrt %278 : tensor<40xf32>
    %280 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %281 = stablehlo.subtract %276, %280 : tensor<384x28x28x40xf32>
    %282 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<384x28x28x40xf32>
    %284 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<384x28x28x40xf32>
    %286 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %287 = stablehlo.add %285, %286 : tensor<384x28x28x40xf32>
    %288 = "stablehlo.convolution"(%287, %blocks.2.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x40xf32>, tensor<1x1x40x240xf32>) -> tensor<384x28x28x240xf32>
    %289 = stablehlo.constant dense<1.0e-05> : tensor<240xf32>
    %290 = stablehlo.add %blocks.2.1.bn1.running_var, %289 : tensor<240xf32>
    %291 = stablehlo.rsqrt %290 : tensor<240xf32>
    %292 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %293 = stablehlo.subtract %288, %292 : tensor<384x28x28x240xf32>
    %294 = "stablehlo.broadcast_in_dim"(%291) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<384x28x28x240xf32>
    %296 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %297 = stablehlo.multiply %295, %296 : tensor<384x28x28x240xf32>
    %298 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %299 = stablehlo.add %297, %298 : tensor<384x28x28x240xf32>
    %300 = stablehlo.constant dense<1.0> : tensor<384x28x28x240xf32>
    %301 = stablehlo.negate %299 : tensor<384x28x28x240xf32>
    %302 = stablehlo.exponential %301 : tensor<384x28x28x240xf32>
    %303 = stablehlo.add %300, %302 : tensor<384x28x28x240xf32>
    %304 = stablehlo.divide %300, %303 : tensor<384x28x28x240xf32>
    %305 = stablehlo.multiply %299, %304 : tensor<384x28x28x240xf32>
    %306 = "stablehlo.convolution"(%305, %blocks.2.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 240 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x240xf32>, tensor<5x5x1x240xf32>) -> tensor<384x28x28x240xf32>
    %307 = stablehlo.constant dense<1.0e-05> : tensor<240xf32>
    %308 = stablehlo.add %blocks.2.1.bn2.running_var, %307 : tensor<240xf32>
    %309 = stablehlo.rsqrt %308 : tensor<240xf32>
    %310 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %311 = stablehlo.subtract %306, %310 : tensor<384x28x28x240xf32>
    %312 = "stablehlo.broadcast_in_dim"(%309) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<384x28x28x240xf32>
    %314 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<384x28x28x240xf32>
    %316 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %317 = stablehlo.add %315, %316 : tensor<384x28x28x240xf32>
    %318 = stablehlo.constant dense<1.0> : tensor<384x28x28x240xf32>
    %319 = stablehlo.negate %317 : tensor<384x28x28x240xf32>
    %320 = stablehlo.exponential %319 : tensor<384x28x28x240xf32>
    %321 = stablehlo.add %318, %320 : tensor<384x28x28x240xf32>
    %322 = stablehlo.divide %318, %321 : tensor<384x28x28x240xf32>
    %323 = stablehlo.multiply %317, %322 : tensor<384x28x28x240xf32>
    %324 = stablehlo.constant dense<0.0> : tensor<f32>
    %325 = "stablehlo.reduce"(%323, %324) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x28x28x240xf32>, tensor<f32>) -> tensor<384x240xf32>
    %326 = stablehlo.constant dense<784.0> : tensor<384x240xf32>
    %327 = stablehlo.divide %325, %326 : tensor<384x240xf32>
    %328 = "stablehlo.dot_general"(%327, %blocks.2.1.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x240xf32>, tensor<240x10xf32>) -> tensor<384x10xf32>
    %329 = "stablehlo.broadcast_in_dim"(%blocks.2.1.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<384x10xf32>
    %330 = stablehlo.add %328, %329 : tensor<384x10xf32>
    %331 = stablehlo.constant dense<1.0> : tensor<384x10xf32>
    %332 = stablehlo.negate %330 : tensor<384x10xf32>
    %333 = stablehlo.exponential %332 : tensor<384x10xf32>
    %334 = stablehlo.add %331, %333 : tensor<384x10xf32>
    %335 = stablehlo.divide %331, %334 : tensor<384x10xf32>
    %336 = stablehlo.multiply %330, %335 : tensor<384x10xf32>
    %337 = "stablehlo.dot_general"(%336, %blocks.2.1.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x10xf32>, tensor<10x240xf32>) -> tensor<384x240xf32>
    %338 = "stablehlo.broadcast_in_dim"(%blocks.2.1.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<240xf32>) -> tensor<384x240xf32>
    %339 = stablehlo.add %337, %338 : tensor<384x240xf32>
    %340 = stablehlo.constant dense<1.0> : tensor<384x240xf32>
    %341 = stablehlo.negate %339 : tensor<384x240xf32>
    %342 = stablehlo.exponential %341 : tensor<384x240xf32>
    %343 = stablehlo.add %340, %342 : tensor<384x240xf32>
    %344 = stablehlo.divide %340, %343 : tensor<384x240xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x240xf32>) -> tensor<384x28x28x240xf32>
    %346 = stablehlo.multiply %323, %345 : tensor<384x28x28x240xf32>
    %347 = "stablehlo.convolution"(%346, %blocks.2.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x240xf32>, tensor<1x1x240x40xf32>) -> tensor<384x28x28x40xf32>
    %348 = stablehlo.constant dense<1.0e-05> : tensor<40xf32>
    %349 = stablehlo.add %blocks.2.1.bn3.running_var, %348 : tensor<40xf32>
    %350 = stablehlo.rsqrt %349 : tensor<40xf32>
    %351 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %352 = stablehlo.subtract %347, %351 : tensor<384x28x28x40xf32>
    %353 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<384x28x28x40xf32>
    %355 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<384x28x28x40xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<384x28x28x40xf32>
    %358 = stablehlo.add %356, %357 : tensor<384x28x28x40xf32>
    %359 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x28x28x40xf32>
    %361 = stablehlo.multiply %358, %360 : tensor<384x28x28x40xf32>
    %362 = stablehlo.add %361, %287 : tensor<384x28x28x40xf32>
    %363 = "stablehlo.convolution"(%362, %blocks.3.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x40xf32>, tensor<1x1x40x240xf32>) -> tensor<384x28x28x240xf32>
    %364 = stablehlo.constant dense<1.0e-05> : tensor<240xf32>
    %365 = stablehlo.add %blocks.3.0.bn1.running_var, %364 : tensor<240xf32>
    %366 = stablehlo.rsqrt %365 : tensor<240xf32>
    %367 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %368 = stablehlo.subtract %363, %367 : tensor<384x28x28x240xf32>
    %369 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<384x28x28x240xf32>
    %371 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<384x28x28x240xf32>
    %373 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x28x28x240xf32>
    %374 = stablehlo.add %372, %373 : tensor<384x28x28x240xf32>
    %375 = stablehlo.constant dense<1.0> : tensor<384x28x28x240xf32>
    %376 = stablehlo.negate %374 : tensor<384x28x28x240xf32>
    %377 = stablehlo.exponential %376 : tensor<384x28x28x240xf32>
    %378 = stablehlo.add %375, %377 : tensor<384x28x28x240xf32>
    %379 = stablehlo.divide %375, %378 : tensor<384x28x28x240xf32>
    %380 = stablehlo.multiply %374, %379 : tensor<384x28x28x240xf32>
    %381 = "stablehlo.convolution"(%380, %blocks.3.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 240 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x28x28x240xf32>, tensor<3x3x1x240xf32>) -> tensor<384x14x14x240xf32>
    %382 = stablehlo.constant dense<1.0e-05> : tensor<240xf32>
    %383 = stablehlo.add %blocks.3.0.bn2.running_var, %382 : tensor<240xf32>
    %384 = stablehlo.rsqrt %383 : tensor<240xf32>
    %385 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x14x14x240xf32>
    %386 = stablehlo.subtract %381, %385 : tensor<384x14x14x240xf32>
    %387 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x14x14x240xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<384x14x14x240xf32>
    %389 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x14x14x240xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<384x14x14x240xf32>
    %391 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<240xf32>) -> tensor<384x14x14x240xf32>
    %392 = stablehlo.add %390, %391 : tensor<384x14x14x240xf32>
    %393 = stablehlo.constant dense<1.0> : tensor<384x14x14x240xf32>
    %394 = stablehlo.negate %392 : tensor<384x14x14x240xf32>
    %395 = stablehlo.exponential %394 : tensor<384x14x14x240xf32>
    %396 = stablehlo.add %393, %395 : tensor<384x14x14x240xf32>
    %397 = stablehlo.divide %393, %396 : tensor<384x14x14x240xf32>
    %398 = stablehlo.multiply %392, %397 : tensor<384x14x14x240xf32>
    %399 = stablehlo.constant dense<0.0> : tensor<f32>
    %400 = "stablehlo.reduce"(%398, %399) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x14x14x240xf32>, tensor<f32>) -> tensor<384x240xf32>
    %401 = stablehlo.constant dense<196.0> : tensor<384x240xf32>
    %402 = stablehlo.divide %400, %401 : tensor<384x240xf32>
    %403 = "stablehlo.dot_general"(%402, %blocks.3.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x240xf32>, tensor<240x10xf32>) -> tensor<384x10xf32>
    %404 = "stablehlo.broadcast_in_dim"(%blocks.3.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<384x10xf32>
    %405 = stablehlo.add %403, %404 : tensor<384x10xf32>
    %406 = stablehlo.constant dense<1.0> : tensor<384x10xf32>
    %407 = stablehlo.negate %405 : tensor<384x10xf32>
    %408 = stablehlo.exponential %407 : tensor<384x10xf32>
    %409 = stablehlo.add %406, %408 : tensor<384x10xf32>
    %410 = stablehlo.divide %406, %409 : tensor<384x10xf32>
    %411 = stablehlo.multiply %405, %410 : tensor<384x10xf32>
    %412 = "stablehlo.dot_general"(%411, %blocks.3.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x10xf32>, tensor<10x240xf32>) -> tensor<384x240xf32>
    %413 = "stablehlo.broadcast_in_dim"(%blocks.3.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<240xf32>) -> tensor<384x240xf32>
    %414 = stablehlo.add %412, %413 : tensor<384x240xf32>
    %415 = stablehlo.constant dense<1.0> : tensor<384x240xf32>
    %416 = stablehlo.negate %414 : tensor<384x240xf32>
    %417 = stablehlo.exponential %416 : tensor<384x240xf32>
    %418 = stablehlo.add %415, %417 : tensor<384x240xf32>
    %419 = stablehlo.divide %415, %418 : tensor<384x240xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x240xf32>) -> tensor<384x14x14x240xf32>
    %421 = stablehlo.multiply %398, %420 : tensor<384x14x14x240xf32>
    %422 = "stablehlo.convolution"(%421, %blocks.3.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x240xf32>, tensor<1x1x240x80xf32>) -> tensor<384x14x14x80xf32>
    %423 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %424 = stablehlo.add %blocks.3.0.bn3.running_var, %423 : tensor<80xf32>
    %425 = stablehlo.rsqrt %424 : tensor<80xf32>
    %426 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %427 = stablehlo.subtract %422, %426 : tensor<384x14x14x80xf32>
    %428 = "stablehlo.broadcast_in_dim"(%425) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %429 = stablehlo.multiply %427, %428 : tensor<384x14x14x80xf32>
    %430 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %431 = stablehlo.multiply %429, %430 : tensor<384x14x14x80xf32>
    %432 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %433 = stablehlo.add %431, %432 : tensor<384x14x14x80xf32>
    %434 = "stablehlo.convolution"(%433, %blocks.3.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x80xf32>, tensor<1x1x80x480xf32>) -> tensor<384x14x14x480xf32>
    %435 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %436 = stablehlo.add %blocks.3.1.bn1.running_var, %435 : tensor<480xf32>
    %437 = stablehlo.rsqrt %436 : tensor<480xf32>
    %438 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %439 = stablehlo.subtract %434, %438 : tensor<384x14x14x480xf32>
    %440 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<384x14x14x480xf32>
    %442 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<384x14x14x480xf32>
    %444 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %445 = stablehlo.add %443, %444 : tensor<384x14x14x480xf32>
    %446 = stablehlo.constant dense<1.0> : tensor<384x14x14x480xf32>
    %447 = stablehlo.negate %445 : tensor<384x14x14x480xf32>
    %448 = stablehlo.exponential %447 : tensor<384x14x14x480xf32>
    %449 = stablehlo.add %446, %448 : tensor<384x14x14x480xf32>
    %450 = stablehlo.divide %446, %449 : tensor<384x14x14x480xf32>
    %451 = stablehlo.multiply %445, %450 : tensor<384x14x14x480xf32>
    %452 = "stablehlo.convolution"(%451, %blocks.3.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 480 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<3x3x1x480xf32>) -> tensor<384x14x14x480xf32>
    %453 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %454 = stablehlo.add %blocks.3.1.bn2.running_var, %453 : tensor<480xf32>
    %455 = stablehlo.rsqrt %454 : tensor<480xf32>
    %456 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %457 = stablehlo.subtract %452, %456 : tensor<384x14x14x480xf32>
    %458 = "stablehlo.broadcast_in_dim"(%455) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<384x14x14x480xf32>
    %460 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %461 = stablehlo.multiply %459, %460 : tensor<384x14x14x480xf32>
    %462 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %463 = stablehlo.add %461, %462 : tensor<384x14x14x480xf32>
    %464 = stablehlo.constant dense<1.0> : tensor<384x14x14x480xf32>
    %465 = stablehlo.negate %463 : tensor<384x14x14x480xf32>
    %466 = stablehlo.exponential %465 : tensor<384x14x14x480xf32>
    %467 = stablehlo.add %464, %466 : tensor<384x14x14x480xf32>
    %468 = stablehlo.divide %464, %467 : tensor<384x14x14x480xf32>
    %469 = stablehlo.multiply %463, %468 : tensor<384x14x14x480xf32>
    %470 = stablehlo.constant dense<0.0> : tensor<f32>
    %471 = "stablehlo.reduce"(%469, %470) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x14x14x480xf32>, tensor<f32>) -> tensor<384x480xf32>
    %472 = stablehlo.constant dense<196.0> : tensor<384x480xf32>
    %473 = stablehlo.divide %471, %472 : tensor<384x480xf32>
    %474 = "stablehlo.dot_general"(%473, %blocks.3.1.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x480xf32>, tensor<480x20xf32>) -> tensor<384x20xf32>
    %475 = "stablehlo.broadcast_in_dim"(%blocks.3.1.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<20xf32>) -> tensor<384x20xf32>
    %476 = stablehlo.add %474, %475 : tensor<384x20xf32>
    %477 = stablehlo.constant dense<1.0> : tensor<384x20xf32>
    %478 = stablehlo.negate %476 : tensor<384x20xf32>
    %479 = stablehlo.exponential %478 : tensor<384x20xf32>
    %480 = stablehlo.add %477, %479 : tensor<384x20xf32>
    %481 = stablehlo.divide %477, %480 : tensor<384x20xf32>
    %482 = stablehlo.multiply %476, %481 : tensor<384x20xf32>
    %483 = "stablehlo.dot_general"(%482, %blocks.3.1.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x20xf32>, tensor<20x480xf32>) -> tensor<384x480xf32>
    %484 = "stablehlo.broadcast_in_dim"(%blocks.3.1.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<480xf32>) -> tensor<384x480xf32>
    %485 = stablehlo.add %483, %484 : tensor<384x480xf32>
    %486 = stablehlo.constant dense<1.0> : tensor<384x480xf32>
    %487 = stablehlo.negate %485 : tensor<384x480xf32>
    %488 = stablehlo.exponential %487 : tensor<384x480xf32>
    %489 = stablehlo.add %486, %488 : tensor<384x480xf32>
    %490 = stablehlo.divide %486, %489 : tensor<384x480xf32>
    %491 = "stablehlo.broadcast_in_dim"(%490) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x480xf32>) -> tensor<384x14x14x480xf32>
    %492 = stablehlo.multiply %469, %491 : tensor<384x14x14x480xf32>
    %493 = "stablehlo.convolution"(%492, %blocks.3.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<1x1x480x80xf32>) -> tensor<384x14x14x80xf32>
    %494 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %495 = stablehlo.add %blocks.3.1.bn3.running_var, %494 : tensor<80xf32>
    %496 = stablehlo.rsqrt %495 : tensor<80xf32>
    %497 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %498 = stablehlo.subtract %493, %497 : tensor<384x14x14x80xf32>
    %499 = "stablehlo.broadcast_in_dim"(%496) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %500 = stablehlo.multiply %498, %499 : tensor<384x14x14x80xf32>
    %501 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %502 = stablehlo.multiply %500, %501 : tensor<384x14x14x80xf32>
    %503 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %504 = stablehlo.add %502, %503 : tensor<384x14x14x80xf32>
    %505 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x80xf32>
    %507 = stablehlo.multiply %504, %506 : tensor<384x14x14x80xf32>
    %508 = stablehlo.add %507, %433 : tensor<384x14x14x80xf32>
    %509 = "stablehlo.convolution"(%508, %blocks.3.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x80xf32>, tensor<1x1x80x480xf32>) -> tensor<384x14x14x480xf32>
    %510 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %511 = stablehlo.add %blocks.3.2.bn1.running_var, %510 : tensor<480xf32>
    %512 = stablehlo.rsqrt %511 : tensor<480xf32>
    %513 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %514 = stablehlo.subtract %509, %513 : tensor<384x14x14x480xf32>
    %515 = "stablehlo.broadcast_in_dim"(%512) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %516 = stablehlo.multiply %514, %515 : tensor<384x14x14x480xf32>
    %517 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %518 = stablehlo.multiply %516, %517 : tensor<384x14x14x480xf32>
    %519 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %520 = stablehlo.add %518, %519 : tensor<384x14x14x480xf32>
    %521 = stablehlo.constant dense<1.0> : tensor<384x14x14x480xf32>
    %522 = stablehlo.negate %520 : tensor<384x14x14x480xf32>
    %523 = stablehlo.exponential %522 : tensor<384x14x14x480xf32>
    %524 = stablehlo.add %521, %523 : tensor<384x14x14x480xf32>
    %525 = stablehlo.divide %521, %524 : tensor<384x14x14x480xf32>
    %526 = stablehlo.multiply %520, %525 : tensor<384x14x14x480xf32>
    %527 = "stablehlo.convolution"(%526, %blocks.3.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 480 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<3x3x1x480xf32>) -> tensor<384x14x14x480xf32>
    %528 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %529 = stablehlo.add %blocks.3.2.bn2.running_var, %528 : tensor<480xf32>
    %530 = stablehlo.rsqrt %529 : tensor<480xf32>
    %531 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %532 = stablehlo.subtract %527, %531 : tensor<384x14x14x480xf32>
    %533 = "stablehlo.broadcast_in_dim"(%530) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<384x14x14x480xf32>
    %535 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %536 = stablehlo.multiply %534, %535 : tensor<384x14x14x480xf32>
    %537 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %538 = stablehlo.add %536, %537 : tensor<384x14x14x480xf32>
    %539 = stablehlo.constant dense<1.0> : tensor<384x14x14x480xf32>
    %540 = stablehlo.negate %538 : tensor<384x14x14x480xf32>
    %541 = stablehlo.exponential %540 : tensor<384x14x14x480xf32>
    %542 = stablehlo.add %539, %541 : tensor<384x14x14x480xf32>
    %543 = stablehlo.divide %539, %542 : tensor<384x14x14x480xf32>
    %544 = stablehlo.multiply %538, %543 : tensor<384x14x14x480xf32>
    %545 = stablehlo.constant dense<0.0> : tensor<f32>
    %546 = "stablehlo.reduce"(%544, %545) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x14x14x480xf32>, tensor<f32>) -> tensor<384x480xf32>
    %547 = stablehlo.constant dense<196.0> : tensor<384x480xf32>
    %548 = stablehlo.divide %546, %547 : tensor<384x480xf32>
    %549 = "stablehlo.dot_general"(%548, %blocks.3.2.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x480xf32>, tensor<480x20xf32>) -> tensor<384x20xf32>
    %550 = "stablehlo.broadcast_in_dim"(%blocks.3.2.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<20xf32>) -> tensor<384x20xf32>
    %551 = stablehlo.add %549, %550 : tensor<384x20xf32>
    %552 = stablehlo.constant dense<1.0> : tensor<384x20xf32>
    %553 = stablehlo.negate %551 : tensor<384x20xf32>
    %554 = stablehlo.exponential %553 : tensor<384x20xf32>
    %555 = stablehlo.add %552, %554 : tensor<384x20xf32>
    %556 = stablehlo.divide %552, %555 : tensor<384x20xf32>
    %557 = stablehlo.multiply %551, %556 : tensor<384x20xf32>
    %558 = "stablehlo.dot_general"(%557, %blocks.3.2.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x20xf32>, tensor<20x480xf32>) -> tensor<384x480xf32>
    %559 = "stablehlo.broadcast_in_dim"(%blocks.3.2.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<480xf32>) -> tensor<384x480xf32>
    %560 = stablehlo.add %558, %559 : tensor<384x480xf32>
    %561 = stablehlo.constant dense<1.0> : tensor<384x480xf32>
    %562 = stablehlo.negate %560 : tensor<384x480xf32>
    %563 = stablehlo.exponential %562 : tensor<384x480xf32>
    %564 = stablehlo.add %561, %563 : tensor<384x480xf32>
    %565 = stablehlo.divide %561, %564 : tensor<384x480xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x480xf32>) -> tensor<384x14x14x480xf32>
    %567 = stablehlo.multiply %544, %566 : tensor<384x14x14x480xf32>
    %568 = "stablehlo.convolution"(%567, %blocks.3.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<1x1x480x80xf32>) -> tensor<384x14x14x80xf32>
    %569 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %570 = stablehlo.add %blocks.3.2.bn3.running_var, %569 : tensor<80xf32>
    %571 = stablehlo.rsqrt %570 : tensor<80xf32>
    %572 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %573 = stablehlo.subtract %568, %572 : tensor<384x14x14x80xf32>
    %574 = "stablehlo.broadcast_in_dim"(%571) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<384x14x14x80xf32>
    %576 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<384x14x14x80xf32>
    %578 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x14x14x80xf32>
    %579 = stablehlo.add %577, %578 : tensor<384x14x14x80xf32>
    %580 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %581 = "stablehlo.broadcast_in_dim"(%580) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x80xf32>
    %582 = stablehlo.multiply %579, %581 : tensor<384x14x14x80xf32>
    %583 = stablehlo.add %582, %508 : tensor<384x14x14x80xf32>
    %584 = "stablehlo.convolution"(%583, %blocks.4.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x80xf32>, tensor<1x1x80x480xf32>) -> tensor<384x14x14x480xf32>
    %585 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %586 = stablehlo.add %blocks.4.0.bn1.running_var, %585 : tensor<480xf32>
    %587 = stablehlo.rsqrt %586 : tensor<480xf32>
    %588 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %589 = stablehlo.subtract %584, %588 : tensor<384x14x14x480xf32>
    %590 = "stablehlo.broadcast_in_dim"(%587) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %591 = stablehlo.multiply %589, %590 : tensor<384x14x14x480xf32>
    %592 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %593 = stablehlo.multiply %591, %592 : tensor<384x14x14x480xf32>
    %594 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %595 = stablehlo.add %593, %594 : tensor<384x14x14x480xf32>
    %596 = stablehlo.constant dense<1.0> : tensor<384x14x14x480xf32>
    %597 = stablehlo.negate %595 : tensor<384x14x14x480xf32>
    %598 = stablehlo.exponential %597 : tensor<384x14x14x480xf32>
    %599 = stablehlo.add %596, %598 : tensor<384x14x14x480xf32>
    %600 = stablehlo.divide %596, %599 : tensor<384x14x14x480xf32>
    %601 = stablehlo.multiply %595, %600 : tensor<384x14x14x480xf32>
    %602 = "stablehlo.convolution"(%601, %blocks.4.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 480 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<5x5x1x480xf32>) -> tensor<384x14x14x480xf32>
    %603 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %604 = stablehlo.add %blocks.4.0.bn2.running_var, %603 : tensor<480xf32>
    %605 = stablehlo.rsqrt %604 : tensor<480xf32>
    %606 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %607 = stablehlo.subtract %602, %606 : tensor<384x14x14x480xf32>
    %608 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<384x14x14x480xf32>
    %610 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<384x14x14x480xf32>
    %612 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %613 = stablehlo.add %611, %612 : tensor<384x14x14x480xf32>
    %614 = stablehlo.constant dense<1.0> : tensor<384x14x14x480xf32>
    %615 = stablehlo.negate %613 : tensor<384x14x14x480xf32>
    %616 = stablehlo.exponential %615 : tensor<384x14x14x480xf32>
    %617 = stablehlo.add %614, %616 : tensor<384x14x14x480xf32>
    %618 = stablehlo.divide %614, %617 : tensor<384x14x14x480xf32>
    %619 = stablehlo.multiply %613, %618 : tensor<384x14x14x480xf32>
    %620 = stablehlo.constant dense<0.0> : tensor<f32>
    %621 = "stablehlo.reduce"(%619, %620) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x14x14x480xf32>, tensor<f32>) -> tensor<384x480xf32>
    %622 = stablehlo.constant dense<196.0> : tensor<384x480xf32>
    %623 = stablehlo.divide %621, %622 : tensor<384x480xf32>
    %624 = "stablehlo.dot_general"(%623, %blocks.4.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x480xf32>, tensor<480x20xf32>) -> tensor<384x20xf32>
    %625 = "stablehlo.broadcast_in_dim"(%blocks.4.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<20xf32>) -> tensor<384x20xf32>
    %626 = stablehlo.add %624, %625 : tensor<384x20xf32>
    %627 = stablehlo.constant dense<1.0> : tensor<384x20xf32>
    %628 = stablehlo.negate %626 : tensor<384x20xf32>
    %629 = stablehlo.exponential %628 : tensor<384x20xf32>
    %630 = stablehlo.add %627, %629 : tensor<384x20xf32>
    %631 = stablehlo.divide %627, %630 : tensor<384x20xf32>
    %632 = stablehlo.multiply %626, %631 : tensor<384x20xf32>
    %633 = "stablehlo.dot_general"(%632, %blocks.4.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x20xf32>, tensor<20x480xf32>) -> tensor<384x480xf32>
    %634 = "stablehlo.broadcast_in_dim"(%blocks.4.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<480xf32>) -> tensor<384x480xf32>
    %635 = stablehlo.add %633, %634 : tensor<384x480xf32>
    %636 = stablehlo.constant dense<1.0> : tensor<384x480xf32>
    %637 = stablehlo.negate %635 : tensor<384x480xf32>
    %638 = stablehlo.exponential %637 : tensor<384x480xf32>
    %639 = stablehlo.add %636, %638 : tensor<384x480xf32>
    %640 = stablehlo.divide %636, %639 : tensor<384x480xf32>
    %641 = "stablehlo.broadcast_in_dim"(%640) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x480xf32>) -> tensor<384x14x14x480xf32>
    %642 = stablehlo.multiply %619, %641 : tensor<384x14x14x480xf32>
    %643 = "stablehlo.convolution"(%642, %blocks.4.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<1x1x480x112xf32>) -> tensor<384x14x14x112xf32>
    %644 = stablehlo.constant dense<1.0e-05> : tensor<112xf32>
    %645 = stablehlo.add %blocks.4.0.bn3.running_var, %644 : tensor<112xf32>
    %646 = stablehlo.rsqrt %645 : tensor<112xf32>
    %647 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %648 = stablehlo.subtract %643, %647 : tensor<384x14x14x112xf32>
    %649 = "stablehlo.broadcast_in_dim"(%646) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %650 = stablehlo.multiply %648, %649 : tensor<384x14x14x112xf32>
    %651 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<384x14x14x112xf32>
    %653 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %654 = stablehlo.add %652, %653 : tensor<384x14x14x112xf32>
    %655 = "stablehlo.convolution"(%654, %blocks.4.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x112xf32>, tensor<1x1x112x672xf32>) -> tensor<384x14x14x672xf32>
    %656 = stablehlo.constant dense<1.0e-05> : tensor<672xf32>
    %657 = stablehlo.add %blocks.4.1.bn1.running_var, %656 : tensor<672xf32>
    %658 = stablehlo.rsqrt %657 : tensor<672xf32>
    %659 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %660 = stablehlo.subtract %655, %659 : tensor<384x14x14x672xf32>
    %661 = "stablehlo.broadcast_in_dim"(%658) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<384x14x14x672xf32>
    %663 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<384x14x14x672xf32>
    %665 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %666 = stablehlo.add %664, %665 : tensor<384x14x14x672xf32>
    %667 = stablehlo.constant dense<1.0> : tensor<384x14x14x672xf32>
    %668 = stablehlo.negate %666 : tensor<384x14x14x672xf32>
    %669 = stablehlo.exponential %668 : tensor<384x14x14x672xf32>
    %670 = stablehlo.add %667, %669 : tensor<384x14x14x672xf32>
    %671 = stablehlo.divide %667, %670 : tensor<384x14x14x672xf32>
    %672 = stablehlo.multiply %666, %671 : tensor<384x14x14x672xf32>
    %673 = "stablehlo.convolution"(%672, %blocks.4.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 672 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x672xf32>, tensor<5x5x1x672xf32>) -> tensor<384x14x14x672xf32>
    %674 = stablehlo.constant dense<1.0e-05> : tensor<672xf32>
    %675 = stablehlo.add %blocks.4.1.bn2.running_var, %674 : tensor<672xf32>
    %676 = stablehlo.rsqrt %675 : tensor<672xf32>
    %677 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %678 = stablehlo.subtract %673, %677 : tensor<384x14x14x672xf32>
    %679 = "stablehlo.broadcast_in_dim"(%676) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %680 = stablehlo.multiply %678, %679 : tensor<384x14x14x672xf32>
    %681 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<384x14x14x672xf32>
    %683 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %684 = stablehlo.add %682, %683 : tensor<384x14x14x672xf32>
    %685 = stablehlo.constant dense<1.0> : tensor<384x14x14x672xf32>
    %686 = stablehlo.negate %684 : tensor<384x14x14x672xf32>
    %687 = stablehlo.exponential %686 : tensor<384x14x14x672xf32>
    %688 = stablehlo.add %685, %687 : tensor<384x14x14x672xf32>
    %689 = stablehlo.divide %685, %688 : tensor<384x14x14x672xf32>
    %690 = stablehlo.multiply %684, %689 : tensor<384x14x14x672xf32>
    %691 = stablehlo.constant dense<0.0> : tensor<f32>
    %692 = "stablehlo.reduce"(%690, %691) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x14x14x672xf32>, tensor<f32>) -> tensor<384x672xf32>
    %693 = stablehlo.constant dense<196.0> : tensor<384x672xf32>
    %694 = stablehlo.divide %692, %693 : tensor<384x672xf32>
    %695 = "stablehlo.dot_general"(%694, %blocks.4.1.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x672xf32>, tensor<672x28xf32>) -> tensor<384x28xf32>
    %696 = "stablehlo.broadcast_in_dim"(%blocks.4.1.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<28xf32>) -> tensor<384x28xf32>
    %697 = stablehlo.add %695, %696 : tensor<384x28xf32>
    %698 = stablehlo.constant dense<1.0> : tensor<384x28xf32>
    %699 = stablehlo.negate %697 : tensor<384x28xf32>
    %700 = stablehlo.exponential %699 : tensor<384x28xf32>
    %701 = stablehlo.add %698, %700 : tensor<384x28xf32>
    %702 = stablehlo.divide %698, %701 : tensor<384x28xf32>
    %703 = stablehlo.multiply %697, %702 : tensor<384x28xf32>
    %704 = "stablehlo.dot_general"(%703, %blocks.4.1.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x28xf32>, tensor<28x672xf32>) -> tensor<384x672xf32>
    %705 = "stablehlo.broadcast_in_dim"(%blocks.4.1.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<672xf32>) -> tensor<384x672xf32>
    %706 = stablehlo.add %704, %705 : tensor<384x672xf32>
    %707 = stablehlo.constant dense<1.0> : tensor<384x672xf32>
    %708 = stablehlo.negate %706 : tensor<384x672xf32>
    %709 = stablehlo.exponential %708 : tensor<384x672xf32>
    %710 = stablehlo.add %707, %709 : tensor<384x672xf32>
    %711 = stablehlo.divide %707, %710 : tensor<384x672xf32>
    %712 = "stablehlo.broadcast_in_dim"(%711) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x672xf32>) -> tensor<384x14x14x672xf32>
    %713 = stablehlo.multiply %690, %712 : tensor<384x14x14x672xf32>
    %714 = "stablehlo.convolution"(%713, %blocks.4.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x672xf32>, tensor<1x1x672x112xf32>) -> tensor<384x14x14x112xf32>
    %715 = stablehlo.constant dense<1.0e-05> : tensor<112xf32>
    %716 = stablehlo.add %blocks.4.1.bn3.running_var, %715 : tensor<112xf32>
    %717 = stablehlo.rsqrt %716 : tensor<112xf32>
    %718 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %719 = stablehlo.subtract %714, %718 : tensor<384x14x14x112xf32>
    %720 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<384x14x14x112xf32>
    %722 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %723 = stablehlo.multiply %721, %722 : tensor<384x14x14x112xf32>
    %724 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %725 = stablehlo.add %723, %724 : tensor<384x14x14x112xf32>
    %726 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %727 = "stablehlo.broadcast_in_dim"(%726) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x112xf32>
    %728 = stablehlo.multiply %725, %727 : tensor<384x14x14x112xf32>
    %729 = stablehlo.add %728, %654 : tensor<384x14x14x112xf32>
    %730 = "stablehlo.convolution"(%729, %blocks.4.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x112xf32>, tensor<1x1x112x672xf32>) -> tensor<384x14x14x672xf32>
    %731 = stablehlo.constant dense<1.0e-05> : tensor<672xf32>
    %732 = stablehlo.add %blocks.4.2.bn1.running_var, %731 : tensor<672xf32>
    %733 = stablehlo.rsqrt %732 : tensor<672xf32>
    %734 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %735 = stablehlo.subtract %730, %734 : tensor<384x14x14x672xf32>
    %736 = "stablehlo.broadcast_in_dim"(%733) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %737 = stablehlo.multiply %735, %736 : tensor<384x14x14x672xf32>
    %738 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %739 = stablehlo.multiply %737, %738 : tensor<384x14x14x672xf32>
    %740 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %741 = stablehlo.add %739, %740 : tensor<384x14x14x672xf32>
    %742 = stablehlo.constant dense<1.0> : tensor<384x14x14x672xf32>
    %743 = stablehlo.negate %741 : tensor<384x14x14x672xf32>
    %744 = stablehlo.exponential %743 : tensor<384x14x14x672xf32>
    %745 = stablehlo.add %742, %744 : tensor<384x14x14x672xf32>
    %746 = stablehlo.divide %742, %745 : tensor<384x14x14x672xf32>
    %747 = stablehlo.multiply %741, %746 : tensor<384x14x14x672xf32>
    %748 = "stablehlo.convolution"(%747, %blocks.4.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 672 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x672xf32>, tensor<5x5x1x672xf32>) -> tensor<384x14x14x672xf32>
    %749 = stablehlo.constant dense<1.0e-05> : tensor<672xf32>
    %750 = stablehlo.add %blocks.4.2.bn2.running_var, %749 : tensor<672xf32>
    %751 = stablehlo.rsqrt %750 : tensor<672xf32>
    %752 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %753 = stablehlo.subtract %748, %752 : tensor<384x14x14x672xf32>
    %754 = "stablehlo.broadcast_in_dim"(%751) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<384x14x14x672xf32>
    %756 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %757 = stablehlo.multiply %755, %756 : tensor<384x14x14x672xf32>
    %758 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %759 = stablehlo.add %757, %758 : tensor<384x14x14x672xf32>
    %760 = stablehlo.constant dense<1.0> : tensor<384x14x14x672xf32>
    %761 = stablehlo.negate %759 : tensor<384x14x14x672xf32>
    %762 = stablehlo.exponential %761 : tensor<384x14x14x672xf32>
    %763 = stablehlo.add %760, %762 : tensor<384x14x14x672xf32>
    %764 = stablehlo.divide %760, %763 : tensor<384x14x14x672xf32>
    %765 = stablehlo.multiply %759, %764 : tensor<384x14x14x672xf32>
    %766 = stablehlo.constant dense<0.0> : tensor<f32>
    %767 = "stablehlo.reduce"(%765, %766) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x14x14x672xf32>, tensor<f32>) -> tensor<384x672xf32>
    %768 = stablehlo.constant dense<196.0> : tensor<384x672xf32>
    %769 = stablehlo.divide %767, %768 : tensor<384x672xf32>
    %770 = "stablehlo.dot_general"(%769, %blocks.4.2.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x672xf32>, tensor<672x28xf32>) -> tensor<384x28xf32>
    %771 = "stablehlo.broadcast_in_dim"(%blocks.4.2.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<28xf32>) -> tensor<384x28xf32>
    %772 = stablehlo.add %770, %771 : tensor<384x28xf32>
    %773 = stablehlo.constant dense<1.0> : tensor<384x28xf32>
    %774 = stablehlo.negate %772 : tensor<384x28xf32>
    %775 = stablehlo.exponential %774 : tensor<384x28xf32>
    %776 = stablehlo.add %773, %775 : tensor<384x28xf32>
    %777 = stablehlo.divide %773, %776 : tensor<384x28xf32>
    %778 = stablehlo.multiply %772, %777 : tensor<384x28xf32>
    %779 = "stablehlo.dot_general"(%778, %blocks.4.2.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x28xf32>, tensor<28x672xf32>) -> tensor<384x672xf32>
    %780 = "stablehlo.broadcast_in_dim"(%blocks.4.2.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<672xf32>) -> tensor<384x672xf32>
    %781 = stablehlo.add %779, %780 : tensor<384x672xf32>
    %782 = stablehlo.constant dense<1.0> : tensor<384x672xf32>
    %783 = stablehlo.negate %781 : tensor<384x672xf32>
    %784 = stablehlo.exponential %783 : tensor<384x672xf32>
    %785 = stablehlo.add %782, %784 : tensor<384x672xf32>
    %786 = stablehlo.divide %782, %785 : tensor<384x672xf32>
    %787 = "stablehlo.broadcast_in_dim"(%786) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x672xf32>) -> tensor<384x14x14x672xf32>
    %788 = stablehlo.multiply %765, %787 : tensor<384x14x14x672xf32>
    %789 = "stablehlo.convolution"(%788, %blocks.4.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x672xf32>, tensor<1x1x672x112xf32>) -> tensor<384x14x14x112xf32>
    %790 = stablehlo.constant dense<1.0e-05> : tensor<112xf32>
    %791 = stablehlo.add %blocks.4.2.bn3.running_var, %790 : tensor<112xf32>
    %792 = stablehlo.rsqrt %791 : tensor<112xf32>
    %793 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %794 = stablehlo.subtract %789, %793 : tensor<384x14x14x112xf32>
    %795 = "stablehlo.broadcast_in_dim"(%792) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %796 = stablehlo.multiply %794, %795 : tensor<384x14x14x112xf32>
    %797 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %798 = stablehlo.multiply %796, %797 : tensor<384x14x14x112xf32>
    %799 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<112xf32>) -> tensor<384x14x14x112xf32>
    %800 = stablehlo.add %798, %799 : tensor<384x14x14x112xf32>
    %801 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x112xf32>
    %803 = stablehlo.multiply %800, %802 : tensor<384x14x14x112xf32>
    %804 = stablehlo.add %803, %729 : tensor<384x14x14x112xf32>
    %805 = "stablehlo.convolution"(%804, %blocks.5.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x112xf32>, tensor<1x1x112x672xf32>) -> tensor<384x14x14x672xf32>
    %806 = stablehlo.constant dense<1.0e-05> : tensor<672xf32>
    %807 = stablehlo.add %blocks.5.0.bn1.running_var, %806 : tensor<672xf32>
    %808 = stablehlo.rsqrt %807 : tensor<672xf32>
    %809 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %810 = stablehlo.subtract %805, %809 : tensor<384x14x14x672xf32>
    %811 = "stablehlo.broadcast_in_dim"(%808) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %812 = stablehlo.multiply %810, %811 : tensor<384x14x14x672xf32>
    %813 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %814 = stablehlo.multiply %812, %813 : tensor<384x14x14x672xf32>
    %815 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x14x14x672xf32>
    %816 = stablehlo.add %814, %815 : tensor<384x14x14x672xf32>
    %817 = stablehlo.constant dense<1.0> : tensor<384x14x14x672xf32>
    %818 = stablehlo.negate %816 : tensor<384x14x14x672xf32>
    %819 = stablehlo.exponential %818 : tensor<384x14x14x672xf32>
    %820 = stablehlo.add %817, %819 : tensor<384x14x14x672xf32>
    %821 = stablehlo.divide %817, %820 : tensor<384x14x14x672xf32>
    %822 = stablehlo.multiply %816, %821 : tensor<384x14x14x672xf32>
    %823 = "stablehlo.convolution"(%822, %blocks.5.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 672 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x14x14x672xf32>, tensor<5x5x1x672xf32>) -> tensor<384x7x7x672xf32>
    %824 = stablehlo.constant dense<1.0e-05> : tensor<672xf32>
    %825 = stablehlo.add %blocks.5.0.bn2.running_var, %824 : tensor<672xf32>
    %826 = stablehlo.rsqrt %825 : tensor<672xf32>
    %827 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x7x7x672xf32>
    %828 = stablehlo.subtract %823, %827 : tensor<384x7x7x672xf32>
    %829 = "stablehlo.broadcast_in_dim"(%826) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x7x7x672xf32>
    %830 = stablehlo.multiply %828, %829 : tensor<384x7x7x672xf32>
    %831 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x7x7x672xf32>
    %832 = stablehlo.multiply %830, %831 : tensor<384x7x7x672xf32>
    %833 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<672xf32>) -> tensor<384x7x7x672xf32>
    %834 = stablehlo.add %832, %833 : tensor<384x7x7x672xf32>
    %835 = stablehlo.constant dense<1.0> : tensor<384x7x7x672xf32>
    %836 = stablehlo.negate %834 : tensor<384x7x7x672xf32>
    %837 = stablehlo.exponential %836 : tensor<384x7x7x672xf32>
    %838 = stablehlo.add %835, %837 : tensor<384x7x7x672xf32>
    %839 = stablehlo.divide %835, %838 : tensor<384x7x7x672xf32>
    %840 = stablehlo.multiply %834, %839 : tensor<384x7x7x672xf32>
    %841 = stablehlo.constant dense<0.0> : tensor<f32>
    %842 = "stablehlo.reduce"(%840, %841) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x672xf32>, tensor<f32>) -> tensor<384x672xf32>
    %843 = stablehlo.constant dense<49.0> : tensor<384x672xf32>
    %844 = stablehlo.divide %842, %843 : tensor<384x672xf32>
    %845 = "stablehlo.dot_general"(%844, %blocks.5.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x672xf32>, tensor<672x28xf32>) -> tensor<384x28xf32>
    %846 = "stablehlo.broadcast_in_dim"(%blocks.5.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<28xf32>) -> tensor<384x28xf32>
    %847 = stablehlo.add %845, %846 : tensor<384x28xf32>
    %848 = stablehlo.constant dense<1.0> : tensor<384x28xf32>
    %849 = stablehlo.negate %847 : tensor<384x28xf32>
    %850 = stablehlo.exponential %849 : tensor<384x28xf32>
    %851 = stablehlo.add %848, %850 : tensor<384x28xf32>
    %852 = stablehlo.divide %848, %851 : tensor<384x28xf32>
    %853 = stablehlo.multiply %847, %852 : tensor<384x28xf32>
    %854 = "stablehlo.dot_general"(%853, %blocks.5.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x28xf32>, tensor<28x672xf32>) -> tensor<384x672xf32>
    %855 = "stablehlo.broadcast_in_dim"(%blocks.5.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<672xf32>) -> tensor<384x672xf32>
    %856 = stablehlo.add %854, %855 : tensor<384x672xf32>
    %857 = stablehlo.constant dense<1.0> : tensor<384x672xf32>
    %858 = stablehlo.negate %856 : tensor<384x672xf32>
    %859 = stablehlo.exponential %858 : tensor<384x672xf32>
    %860 = stablehlo.add %857, %859 : tensor<384x672xf32>
    %861 = stablehlo.divide %857, %860 : tensor<384x672xf32>
    %862 = "stablehlo.broadcast_in_dim"(%861) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x672xf32>) -> tensor<384x7x7x672xf32>
    %863 = stablehlo.multiply %840, %862 : tensor<384x7x7x672xf32>
    %864 = "stablehlo.convolution"(%863, %blocks.5.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x672xf32>, tensor<1x1x672x192xf32>) -> tensor<384x7x7x192xf32>
    %865 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %866 = stablehlo.add %blocks.5.0.bn3.running_var, %865 : tensor<192xf32>
    %867 = stablehlo.rsqrt %866 : tensor<192xf32>
    %868 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %869 = stablehlo.subtract %864, %868 : tensor<384x7x7x192xf32>
    %870 = "stablehlo.broadcast_in_dim"(%867) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %871 = stablehlo.multiply %869, %870 : tensor<384x7x7x192xf32>
    %872 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %873 = stablehlo.multiply %871, %872 : tensor<384x7x7x192xf32>
    %874 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %875 = stablehlo.add %873, %874 : tensor<384x7x7x192xf32>
    %876 = "stablehlo.convolution"(%875, %blocks.5.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<384x7x7x1152xf32>
    %877 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %878 = stablehlo.add %blocks.5.1.bn1.running_var, %877 : tensor<1152xf32>
    %879 = stablehlo.rsqrt %878 : tensor<1152xf32>
    %880 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %881 = stablehlo.subtract %876, %880 : tensor<384x7x7x1152xf32>
    %882 = "stablehlo.broadcast_in_dim"(%879) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %883 = stablehlo.multiply %881, %882 : tensor<384x7x7x1152xf32>
    %884 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %885 = stablehlo.multiply %883, %884 : tensor<384x7x7x1152xf32>
    %886 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %887 = stablehlo.add %885, %886 : tensor<384x7x7x1152xf32>
    %888 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %889 = stablehlo.negate %887 : tensor<384x7x7x1152xf32>
    %890 = stablehlo.exponential %889 : tensor<384x7x7x1152xf32>
    %891 = stablehlo.add %888, %890 : tensor<384x7x7x1152xf32>
    %892 = stablehlo.divide %888, %891 : tensor<384x7x7x1152xf32>
    %893 = stablehlo.multiply %887, %892 : tensor<384x7x7x1152xf32>
    %894 = "stablehlo.convolution"(%893, %blocks.5.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1152 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<384x7x7x1152xf32>
    %895 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %896 = stablehlo.add %blocks.5.1.bn2.running_var, %895 : tensor<1152xf32>
    %897 = stablehlo.rsqrt %896 : tensor<1152xf32>
    %898 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %899 = stablehlo.subtract %894, %898 : tensor<384x7x7x1152xf32>
    %900 = "stablehlo.broadcast_in_dim"(%897) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %901 = stablehlo.multiply %899, %900 : tensor<384x7x7x1152xf32>
    %902 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %903 = stablehlo.multiply %901, %902 : tensor<384x7x7x1152xf32>
    %904 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %905 = stablehlo.add %903, %904 : tensor<384x7x7x1152xf32>
    %906 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %907 = stablehlo.negate %905 : tensor<384x7x7x1152xf32>
    %908 = stablehlo.exponential %907 : tensor<384x7x7x1152xf32>
    %909 = stablehlo.add %906, %908 : tensor<384x7x7x1152xf32>
    %910 = stablehlo.divide %906, %909 : tensor<384x7x7x1152xf32>
    %911 = stablehlo.multiply %905, %910 : tensor<384x7x7x1152xf32>
    %912 = stablehlo.constant dense<0.0> : tensor<f32>
    %913 = "stablehlo.reduce"(%911, %912) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1152xf32>, tensor<f32>) -> tensor<384x1152xf32>
    %914 = stablehlo.constant dense<49.0> : tensor<384x1152xf32>
    %915 = stablehlo.divide %913, %914 : tensor<384x1152xf32>
    %916 = "stablehlo.dot_general"(%915, %blocks.5.1.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1152xf32>, tensor<1152x48xf32>) -> tensor<384x48xf32>
    %917 = "stablehlo.broadcast_in_dim"(%blocks.5.1.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<48xf32>) -> tensor<384x48xf32>
    %918 = stablehlo.add %916, %917 : tensor<384x48xf32>
    %919 = stablehlo.constant dense<1.0> : tensor<384x48xf32>
    %920 = stablehlo.negate %918 : tensor<384x48xf32>
    %921 = stablehlo.exponential %920 : tensor<384x48xf32>
    %922 = stablehlo.add %919, %921 : tensor<384x48xf32>
    %923 = stablehlo.divide %919, %922 : tensor<384x48xf32>
    %924 = stablehlo.multiply %918, %923 : tensor<384x48xf32>
    %925 = "stablehlo.dot_general"(%924, %blocks.5.1.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x48xf32>, tensor<48x1152xf32>) -> tensor<384x1152xf32>
    %926 = "stablehlo.broadcast_in_dim"(%blocks.5.1.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1152xf32>) -> tensor<384x1152xf32>
    %927 = stablehlo.add %925, %926 : tensor<384x1152xf32>
    %928 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %929 = stablehlo.negate %927 : tensor<384x1152xf32>
    %930 = stablehlo.exponential %929 : tensor<384x1152xf32>
    %931 = stablehlo.add %928, %930 : tensor<384x1152xf32>
    %932 = stablehlo.divide %928, %931 : tensor<384x1152xf32>
    %933 = "stablehlo.broadcast_in_dim"(%932) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1152xf32>) -> tensor<384x7x7x1152xf32>
    %934 = stablehlo.multiply %911, %933 : tensor<384x7x7x1152xf32>
    %935 = "stablehlo.convolution"(%934, %blocks.5.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<384x7x7x192xf32>
    %936 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %937 = stablehlo.add %blocks.5.1.bn3.running_var, %936 : tensor<192xf32>
    %938 = stablehlo.rsqrt %937 : tensor<192xf32>
    %939 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %940 = stablehlo.subtract %935, %939 : tensor<384x7x7x192xf32>
    %941 = "stablehlo.broadcast_in_dim"(%938) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %942 = stablehlo.multiply %940, %941 : tensor<384x7x7x192xf32>
    %943 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %944 = stablehlo.multiply %942, %943 : tensor<384x7x7x192xf32>
    %945 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %946 = stablehlo.add %944, %945 : tensor<384x7x7x192xf32>
    %947 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %948 = "stablehlo.broadcast_in_dim"(%947) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x192xf32>
    %949 = stablehlo.multiply %946, %948 : tensor<384x7x7x192xf32>
    %950 = stablehlo.add %949, %875 : tensor<384x7x7x192xf32>
    %951 = "stablehlo.convolution"(%950, %blocks.5.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<384x7x7x1152xf32>
    %952 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %953 = stablehlo.add %blocks.5.2.bn1.running_var, %952 : tensor<1152xf32>
    %954 = stablehlo.rsqrt %953 : tensor<1152xf32>
    %955 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %956 = stablehlo.subtract %951, %955 : tensor<384x7x7x1152xf32>
    %957 = "stablehlo.broadcast_in_dim"(%954) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %958 = stablehlo.multiply %956, %957 : tensor<384x7x7x1152xf32>
    %959 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %960 = stablehlo.multiply %958, %959 : tensor<384x7x7x1152xf32>
    %961 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %962 = stablehlo.add %960, %961 : tensor<384x7x7x1152xf32>
    %963 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %964 = stablehlo.negate %962 : tensor<384x7x7x1152xf32>
    %965 = stablehlo.exponential %964 : tensor<384x7x7x1152xf32>
    %966 = stablehlo.add %963, %965 : tensor<384x7x7x1152xf32>
    %967 = stablehlo.divide %963, %966 : tensor<384x7x7x1152xf32>
    %968 = stablehlo.multiply %962, %967 : tensor<384x7x7x1152xf32>
    %969 = "stablehlo.convolution"(%968, %blocks.5.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1152 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<384x7x7x1152xf32>
    %970 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %971 = stablehlo.add %blocks.5.2.bn2.running_var, %970 : tensor<1152xf32>
    %972 = stablehlo.rsqrt %971 : tensor<1152xf32>
    %973 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %974 = stablehlo.subtract %969, %973 : tensor<384x7x7x1152xf32>
    %975 = "stablehlo.broadcast_in_dim"(%972) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %976 = stablehlo.multiply %974, %975 : tensor<384x7x7x1152xf32>
    %977 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %978 = stablehlo.multiply %976, %977 : tensor<384x7x7x1152xf32>
    %979 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %980 = stablehlo.add %978, %979 : tensor<384x7x7x1152xf32>
    %981 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %982 = stablehlo.negate %980 : tensor<384x7x7x1152xf32>
    %983 = stablehlo.exponential %982 : tensor<384x7x7x1152xf32>
    %984 = stablehlo.add %981, %983 : tensor<384x7x7x1152xf32>
    %985 = stablehlo.divide %981, %984 : tensor<384x7x7x1152xf32>
    %986 = stablehlo.multiply %980, %985 : tensor<384x7x7x1152xf32>
    %987 = stablehlo.constant dense<0.0> : tensor<f32>
    %988 = "stablehlo.reduce"(%986, %987) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1152xf32>, tensor<f32>) -> tensor<384x1152xf32>
    %989 = stablehlo.constant dense<49.0> : tensor<384x1152xf32>
    %990 = stablehlo.divide %988, %989 : tensor<384x1152xf32>
    %991 = "stablehlo.dot_general"(%990, %blocks.5.2.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1152xf32>, tensor<1152x48xf32>) -> tensor<384x48xf32>
    %992 = "stablehlo.broadcast_in_dim"(%blocks.5.2.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<48xf32>) -> tensor<384x48xf32>
    %993 = stablehlo.add %991, %992 : tensor<384x48xf32>
    %994 = stablehlo.constant dense<1.0> : tensor<384x48xf32>
    %995 = stablehlo.negate %993 : tensor<384x48xf32>
    %996 = stablehlo.exponential %995 : tensor<384x48xf32>
    %997 = stablehlo.add %994, %996 : tensor<384x48xf32>
    %998 = stablehlo.divide %994, %997 : tensor<384x48xf32>
    %999 = stablehlo.multiply %993, %998 : tensor<384x48xf32>
    %1000 = "stablehlo.dot_general"(%999, %blocks.5.2.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x48xf32>, tensor<48x1152xf32>) -> tensor<384x1152xf32>
    %1001 = "stablehlo.broadcast_in_dim"(%blocks.5.2.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1152xf32>) -> tensor<384x1152xf32>
    %1002 = stablehlo.add %1000, %1001 : tensor<384x1152xf32>
    %1003 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %1004 = stablehlo.negate %1002 : tensor<384x1152xf32>
    %1005 = stablehlo.exponential %1004 : tensor<384x1152xf32>
    %1006 = stablehlo.add %1003, %1005 : tensor<384x1152xf32>
    %1007 = stablehlo.divide %1003, %1006 : tensor<384x1152xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1009 = stablehlo.multiply %986, %1008 : tensor<384x7x7x1152xf32>
    %1010 = "stablehlo.convolution"(%1009, %blocks.5.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<384x7x7x192xf32>
    %1011 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %1012 = stablehlo.add %blocks.5.2.bn3.running_var, %1011 : tensor<192xf32>
    %1013 = stablehlo.rsqrt %1012 : tensor<192xf32>
    %1014 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1015 = stablehlo.subtract %1010, %1014 : tensor<384x7x7x192xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%1013) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1017 = stablehlo.multiply %1015, %1016 : tensor<384x7x7x192xf32>
    %1018 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1019 = stablehlo.multiply %1017, %1018 : tensor<384x7x7x192xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1021 = stablehlo.add %1019, %1020 : tensor<384x7x7x192xf32>
    %1022 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x192xf32>
    %1024 = stablehlo.multiply %1021, %1023 : tensor<384x7x7x192xf32>
    %1025 = stablehlo.add %1024, %950 : tensor<384x7x7x192xf32>
    %1026 = "stablehlo.convolution"(%1025, %blocks.5.3.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1027 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %1028 = stablehlo.add %blocks.5.3.bn1.running_var, %1027 : tensor<1152xf32>
    %1029 = stablehlo.rsqrt %1028 : tensor<1152xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1031 = stablehlo.subtract %1026, %1030 : tensor<384x7x7x1152xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%1029) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1033 = stablehlo.multiply %1031, %1032 : tensor<384x7x7x1152xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1035 = stablehlo.multiply %1033, %1034 : tensor<384x7x7x1152xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1037 = stablehlo.add %1035, %1036 : tensor<384x7x7x1152xf32>
    %1038 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %1039 = stablehlo.negate %1037 : tensor<384x7x7x1152xf32>
    %1040 = stablehlo.exponential %1039 : tensor<384x7x7x1152xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<384x7x7x1152xf32>
    %1042 = stablehlo.divide %1038, %1041 : tensor<384x7x7x1152xf32>
    %1043 = stablehlo.multiply %1037, %1042 : tensor<384x7x7x1152xf32>
    %1044 = "stablehlo.convolution"(%1043, %blocks.5.3.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1152 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1045 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %1046 = stablehlo.add %blocks.5.3.bn2.running_var, %1045 : tensor<1152xf32>
    %1047 = stablehlo.rsqrt %1046 : tensor<1152xf32>
    %1048 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1049 = stablehlo.subtract %1044, %1048 : tensor<384x7x7x1152xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1047) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1051 = stablehlo.multiply %1049, %1050 : tensor<384x7x7x1152xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<384x7x7x1152xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<384x7x7x1152xf32>
    %1056 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %1057 = stablehlo.negate %1055 : tensor<384x7x7x1152xf32>
    %1058 = stablehlo.exponential %1057 : tensor<384x7x7x1152xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<384x7x7x1152xf32>
    %1060 = stablehlo.divide %1056, %1059 : tensor<384x7x7x1152xf32>
    %1061 = stablehlo.multiply %1055, %1060 : tensor<384x7x7x1152xf32>
    %1062 = stablehlo.constant dense<0.0> : tensor<f32>
    %1063 = "stablehlo.reduce"(%1061, %1062) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1152xf32>, tensor<f32>) -> tensor<384x1152xf32>
    %1064 = stablehlo.constant dense<49.0> : tensor<384x1152xf32>
    %1065 = stablehlo.divide %1063, %1064 : tensor<384x1152xf32>
    %1066 = "stablehlo.dot_general"(%1065, %blocks.5.3.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1152xf32>, tensor<1152x48xf32>) -> tensor<384x48xf32>
    %1067 = "stablehlo.broadcast_in_dim"(%blocks.5.3.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<48xf32>) -> tensor<384x48xf32>
    %1068 = stablehlo.add %1066, %1067 : tensor<384x48xf32>
    %1069 = stablehlo.constant dense<1.0> : tensor<384x48xf32>
    %1070 = stablehlo.negate %1068 : tensor<384x48xf32>
    %1071 = stablehlo.exponential %1070 : tensor<384x48xf32>
    %1072 = stablehlo.add %1069, %1071 : tensor<384x48xf32>
    %1073 = stablehlo.divide %1069, %1072 : tensor<384x48xf32>
    %1074 = stablehlo.multiply %1068, %1073 : tensor<384x48xf32>
    %1075 = "stablehlo.dot_general"(%1074, %blocks.5.3.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x48xf32>, tensor<48x1152xf32>) -> tensor<384x1152xf32>
    %1076 = "stablehlo.broadcast_in_dim"(%blocks.5.3.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1152xf32>) -> tensor<384x1152xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<384x1152xf32>
    %1078 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %1079 = stablehlo.negate %1077 : tensor<384x1152xf32>
    %1080 = stablehlo.exponential %1079 : tensor<384x1152xf32>
    %1081 = stablehlo.add %1078, %1080 : tensor<384x1152xf32>
    %1082 = stablehlo.divide %1078, %1081 : tensor<384x1152xf32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1084 = stablehlo.multiply %1061, %1083 : tensor<384x7x7x1152xf32>
    %1085 = "stablehlo.convolution"(%1084, %blocks.5.3.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<384x7x7x192xf32>
    %1086 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %1087 = stablehlo.add %blocks.5.3.bn3.running_var, %1086 : tensor<192xf32>
    %1088 = stablehlo.rsqrt %1087 : tensor<192xf32>
    %1089 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1090 = stablehlo.subtract %1085, %1089 : tensor<384x7x7x192xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1088) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1092 = stablehlo.multiply %1090, %1091 : tensor<384x7x7x192xf32>
    %1093 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1094 = stablehlo.multiply %1092, %1093 : tensor<384x7x7x192xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%blocks.5.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x7x7x192xf32>
    %1096 = stablehlo.add %1094, %1095 : tensor<384x7x7x192xf32>
    %1097 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1xf32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x192xf32>
    %1099 = stablehlo.multiply %1096, %1098 : tensor<384x7x7x192xf32>
    %1100 = stablehlo.add %1099, %1025 : tensor<384x7x7x192xf32>
    %1101 = "stablehlo.convolution"(%1100, %blocks.6.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1102 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %1103 = stablehlo.add %blocks.6.0.bn1.running_var, %1102 : tensor<1152xf32>
    %1104 = stablehlo.rsqrt %1103 : tensor<1152xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1106 = stablehlo.subtract %1101, %1105 : tensor<384x7x7x1152xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%1104) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1108 = stablehlo.multiply %1106, %1107 : tensor<384x7x7x1152xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1110 = stablehlo.multiply %1108, %1109 : tensor<384x7x7x1152xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1112 = stablehlo.add %1110, %1111 : tensor<384x7x7x1152xf32>
    %1113 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %1114 = stablehlo.negate %1112 : tensor<384x7x7x1152xf32>
    %1115 = stablehlo.exponential %1114 : tensor<384x7x7x1152xf32>
    %1116 = stablehlo.add %1113, %1115 : tensor<384x7x7x1152xf32>
    %1117 = stablehlo.divide %1113, %1116 : tensor<384x7x7x1152xf32>
    %1118 = stablehlo.multiply %1112, %1117 : tensor<384x7x7x1152xf32>
    %1119 = "stablehlo.convolution"(%1118, %blocks.6.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1152 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<3x3x1x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1120 = stablehlo.constant dense<1.0e-05> : tensor<1152xf32>
    %1121 = stablehlo.add %blocks.6.0.bn2.running_var, %1120 : tensor<1152xf32>
    %1122 = stablehlo.rsqrt %1121 : tensor<1152xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1124 = stablehlo.subtract %1119, %1123 : tensor<384x7x7x1152xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%1122) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1126 = stablehlo.multiply %1124, %1125 : tensor<384x7x7x1152xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1128 = stablehlo.multiply %1126, %1127 : tensor<384x7x7x1152xf32>
    %1129 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1152xf32>) -> tensor<384x7x7x1152xf32>
    %1130 = stablehlo.add %1128, %1129 : tensor<384x7x7x1152xf32>
    %1131 = stablehlo.constant dense<1.0> : tensor<384x7x7x1152xf32>
    %1132 = stablehlo.negate %1130 : tensor<384x7x7x1152xf32>
    %1133 = stablehlo.exponential %1132 : tensor<384x7x7x1152xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<384x7x7x1152xf32>
    %1135 = stablehlo.divide %1131, %1134 : tensor<384x7x7x1152xf32>
    %1136 = stablehlo.multiply %1130, %1135 : tensor<384x7x7x1152xf32>
    %1137 = stablehlo.constant dense<0.0> : tensor<f32>
    %1138 = "stablehlo.reduce"(%1136, %1137) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1152xf32>, tensor<f32>) -> tensor<384x1152xf32>
    %1139 = stablehlo.constant dense<49.0> : tensor<384x1152xf32>
    %1140 = stablehlo.divide %1138, %1139 : tensor<384x1152xf32>
    %1141 = "stablehlo.dot_general"(%1140, %blocks.6.0.se.conv_reduce.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1152xf32>, tensor<1152x48xf32>) -> tensor<384x48xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%blocks.6.0.se.conv_reduce.b) {broadcast_dimensions = array<i64: 1>} : (tensor<48xf32>) -> tensor<384x48xf32>
    %1143 = stablehlo.add %1141, %1142 : tensor<384x48xf32>
    %1144 = stablehlo.constant dense<1.0> : tensor<384x48xf32>
    %1145 = stablehlo.negate %1143 : tensor<384x48xf32>
    %1146 = stablehlo.exponential %1145 : tensor<384x48xf32>
    %1147 = stablehlo.add %1144, %1146 : tensor<384x48xf32>
    %1148 = stablehlo.divide %1144, %1147 : tensor<384x48xf32>
    %1149 = stablehlo.multiply %1143, %1148 : tensor<384x48xf32>
    %1150 = "stablehlo.dot_general"(%1149, %blocks.6.0.se.conv_expand.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x48xf32>, tensor<48x1152xf32>) -> tensor<384x1152xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%blocks.6.0.se.conv_expand.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1152xf32>) -> tensor<384x1152xf32>
    %1152 = stablehlo.add %1150, %1151 : tensor<384x1152xf32>
    %1153 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %1154 = stablehlo.negate %1152 : tensor<384x1152xf32>
    %1155 = stablehlo.exponential %1154 : tensor<384x1152xf32>
    %1156 = stablehlo.add %1153, %1155 : tensor<384x1152xf32>
    %1157 = stablehlo.divide %1153, %1156 : tensor<384x1152xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1152xf32>) -> tensor<384x7x7x1152xf32>
    %1159 = stablehlo.multiply %1136, %1158 : tensor<384x7x7x1152xf32>
    %1160 = "stablehlo.convolution"(%1159, %blocks.6.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1152xf32>, tensor<1x1x1152x320xf32>) -> tensor<384x7x7x320xf32>
    %1161 = stablehlo.constant dense<1.0e-05> : tensor<320xf32>
    %1162 = stablehlo.add %blocks.6.0.bn3.running_var, %1161 : tensor<320xf32>
    %1163 = stablehlo.rsqrt %1162 : tensor<320xf32>
    %1164 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1165 = stablehlo.subtract %1160, %1164 : tensor<384x7x7x320xf32>
    %1166 = "stablehlo.broadcast_in_dim"(%1163) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1167 = stablehlo.multiply %1165, %1166 : tensor<384x7x7x320xf32>
    %1168 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1169 = stablehlo.multiply %1167, %1168 : tensor<384x7x7x320xf32>
    %1170 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1171 = stablehlo.add %1169, %1170 : tensor<384x7x7x320xf32>
    %1172 = "stablehlo.convolution"(%1171, %conv_head.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<1x1x320x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1173 = stablehlo.constant dense<1.0e-05> : tensor<1280xf32>
    %1174 = stablehlo.add %bn2.running_var, %1173 : tensor<1280xf32>
    %1175 = stablehlo.rsqrt %1174 : tensor<1280xf32>
    %1176 = "stablehlo.broadcast_in_dim"(%bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1177 = stablehlo.subtract %1172, %1176 : tensor<384x7x7x1280xf32>
    %1178 = "stablehlo.broadcast_in_dim"(%1175) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1179 = stablehlo.multiply %1177, %1178 : tensor<384x7x7x1280xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1181 = stablehlo.multiply %1179, %1180 : tensor<384x7x7x1280xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1183 = stablehlo.add %1181, %1182 : tensor<384x7x7x1280xf32>
    %1184 = stablehlo.constant dense<1.0> : tensor<384x7x7x1280xf32>
    %1185 = stablehlo.negate %1183 : tensor<384x7x7x1280xf32>
    %1186 = stablehlo.exponential %1185 : tensor<384x7x7x1280xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<384x7x7x1280xf32>
    %1188 = stablehlo.divide %1184, %1187 : tensor<384x7x7x1280xf32>
    %1189 = stablehlo.multiply %1183, %1188 : tensor<384x7x7x1280xf32>
    %1190 = stablehlo.constant dense<0.0> : tensor<f32>
    %1191 = "stablehlo.reduce"(%1189, %1190) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<384x1280xf32>
    %1192 = stablehlo.constant dense<49.0> : tensor<384x1280xf32>
    %1193 = stablehlo.divide %1191, %1192 : tensor<384x1280xf32>
    %1194 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1289>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<384x1289xf32>) -> tensor<384x1280xf32>
    %1195 = stablehlo.multiply %1193, %1194 : tensor<384x1280xf32>
    %1196 = "stablehlo.dot_general"(%1195, %classifier.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1280xf32>, tensor<1280x1000xf32>) -> tensor<384x1000xf32>
    %1197 = "stablehlo.broadcast_in_dim"(%classifier.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<384x1000xf32>
    %1198 = stablehlo.add %1196, %1197 : tensor<384x1000xf32>
    "func.return"(%1198) : (tensor<384x1000xf32>) -> ()
  }
}

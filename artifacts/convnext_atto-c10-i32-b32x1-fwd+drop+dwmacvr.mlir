// hlocert 0.1.0 render: convnext_atto-c10-i32-b32x1-fwd+drop+dwmacvr
// model: ConvNeXt-atto  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: fwd+drop+dwmacvr  gelu: erf
// lowerings: depthwise shifted multiply-adds, one-pass weight gradient (the default on xla-cpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// arguments: x 32x32x32x3; params (128 tensors, 3,377,730 scalars); drop_mask 32x12
// results: logits 32x10
// content sha256: e711f4cde8fa79147441a00dac242bb5d76e5e1969ee9528076767d0a9d702ee
module @convnext_atto_c10_i32_b32x1_fwd_drop_dwmacvr {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %stem.conv.w: tensor<4x4x3x40xf32>, %stem.conv.b: tensor<40xf32>, %stem.norm.g: tensor<40xf32>, %stem.norm.b: tensor<40xf32>, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x40xf32>, %stages.0.blocks.0.dwconv.b: tensor<40xf32>, %stages.0.blocks.0.norm.g: tensor<40xf32>, %stages.0.blocks.0.norm.b: tensor<40xf32>, %stages.0.blocks.0.fc1.w: tensor<40x160xf32>, %stages.0.blocks.0.fc1.b: tensor<160xf32>, %stages.0.blocks.0.fc2.w: tensor<160x40xf32>, %stages.0.blocks.0.fc2.b: tensor<40xf32>, %stages.0.blocks.0.gamma: tensor<40xf32>, %stages.0.blocks.1.dwconv.w: tensor<7x7x1x40xf32>, %stages.0.blocks.1.dwconv.b: tensor<40xf32>, %stages.0.blocks.1.norm.g: tensor<40xf32>, %stages.0.blocks.1.norm.b: tensor<40xf32>, %stages.0.blocks.1.fc1.w: tensor<40x160xf32>, %stages.0.blocks.1.fc1.b: tensor<160xf32>, %stages.0.blocks.1.fc2.w: tensor<160x40xf32>, %stages.0.blocks.1.fc2.b: tensor<40xf32>, %stages.0.blocks.1.gamma: tensor<40xf32>, %stages.1.down.norm.g: tensor<40xf32>, %stages.1.down.norm.b: tensor<40xf32>, %stages.1.down.conv.w: tensor<2x2x40x80xf32>, %stages.1.down.conv.b: tensor<80xf32>, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x80xf32>, %stages.1.blocks.0.dwconv.b: tensor<80xf32>, %stages.1.blocks.0.norm.g: tensor<80xf32>, %stages.1.blocks.0.norm.b: tensor<80xf32>, %stages.1.blocks.0.fc1.w: tensor<80x320xf32>, %stages.1.blocks.0.fc1.b: tensor<320xf32>, %stages.1.blocks.0.fc2.w: tensor<320x80xf32>, %stages.1.blocks.0.fc2.b: tensor<80xf32>, %stages.1.blocks.0.gamma: tensor<80xf32>, %stages.1.blocks.1.dwconv.w: tensor<7x7x1x80xf32>, %stages.1.blocks.1.dwconv.b: tensor<80xf32>, %stages.1.blocks.1.norm.g: tensor<80xf32>, %stages.1.blocks.1.norm.b: tensor<80xf32>, %stages.1.blocks.1.fc1.w: tensor<80x320xf32>, %stages.1.blocks.1.fc1.b: tensor<320xf32>, %stages.1.blocks.1.fc2.w: tensor<320x80xf32>, %stages.1.blocks.1.fc2.b: tensor<80xf32>, %stages.1.blocks.1.gamma: tensor<80xf32>, %stages.2.down.norm.g: tensor<80xf32>, %stages.2.down.norm.b: tensor<80xf32>, %stages.2.down.conv.w: tensor<2x2x80x160xf32>, %stages.2.down.conv.b: tensor<160xf32>, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x160xf32>, %stages.2.blocks.0.dwconv.b: tensor<160xf32>, %stages.2.blocks.0.norm.g: tensor<160xf32>, %stages.2.blocks.0.norm.b: tensor<160xf32>, %stages.2.blocks.0.fc1.w: tensor<160x640xf32>, %stages.2.blocks.0.fc1.b: tensor<640xf32>, %stages.2.blocks.0.fc2.w: tensor<640x160xf32>, %stages.2.blocks.0.fc2.b: tensor<160xf32>, %stages.2.blocks.0.gamma: tensor<160xf32>, %stages.2.blocks.1.dwconv.w: tensor<7x7x1x160xf32>, %stages.2.blocks.1.dwconv.b: tensor<160xf32>, %stages.2.blocks.1.norm.g: tensor<160xf32>, %stages.2.blocks.1.norm.b: tensor<160xf32>, %stages.2.blocks.1.fc1.w: tensor<160x640xf32>, %stages.2.blocks.1.fc1.b: tensor<640xf32>, %stages.2.blocks.1.fc2.w: tensor<640x160xf32>, %stages.2.blocks.1.fc2.b: tensor<160xf32>, %stages.2.blocks.1.gamma: tensor<160xf32>, %stages.2.blocks.2.dwconv.w: tensor<7x7x1x160xf32>, %stages.2.blocks.2.dwconv.b: tensor<160xf32>, %stages.2.blocks.2.norm.g: tensor<160xf32>, %stages.2.blocks.2.norm.b: tensor<160xf32>, %stages.2.blocks.2.fc1.w: tensor<160x640xf32>, %stages.2.blocks.2.fc1.b: tensor<640xf32>, %stages.2.blocks.2.fc2.w: tensor<640x160xf32>, %stages.2.blocks.2.fc2.b: tensor<160xf32>, %stages.2.blocks.2.gamma: tensor<160xf32>, %stages.2.blocks.3.dwconv.w: tensor<7x7x1x160xf32>, %stages.2.blocks.3.dwconv.b: tensor<160xf32>, %stages.2.blocks.3.norm.g: tensor<160xf32>, %stages.2.blocks.3.norm.b: tensor<160xf32>, %stages.2.blocks.3.fc1.w: tensor<160x640xf32>, %stages.2.blocks.3.fc1.b: tensor<640xf32>, %stages.2.blocks.3.fc2.w: tensor<640x160xf32>, %stages.2.blocks.3.fc2.b: tensor<160xf32>, %stages.2.blocks.3.gamma: tensor<160xf32>, %stages.2.blocks.4.dwconv.w: tensor<7x7x1x160xf32>, %stages.2.blocks.4.dwconv.b: tensor<160xf32>, %stages.2.blocks.4.norm.g: tensor<160xf32>, %stages.2.blocks.4.norm.b: tensor<160xf32>, %stages.2.blocks.4.fc1.w: tensor<160x640xf32>, %stages.2.blocks.4.fc1.b: tensor<640xf32>, %stages.2.blocks.4.fc2.w: tensor<640x160xf32>, %stages.2.blocks.4.fc2.b: tensor<160xf32>, %stages.2.blocks.4.gamma: tensor<160xf32>, %stages.2.blocks.5.dwconv.w: tensor<7x7x1x160xf32>, %stages.2.blocks.5.dwconv.b: tensor<160xf32>, %stages.2.blocks.5.norm.g: tensor<160xf32>, %stages.2.blocks.5.norm.b: tensor<160xf32>, %stages.2.blocks.5.fc1.w: tensor<160x640xf32>, %stages.2.blocks.5.fc1.b: tensor<640xf32>, %stages.2.blocks.5.fc2.w: tensor<640x160xf32>, %stages.2.blocks.5.fc2.b: tensor<160xf32>, %stages.2.blocks.5.gamma: tensor<160xf32>, %stages.3.down.norm.g: tensor<160xf32>, %stages.3.down.norm.b: tensor<160xf32>, %stages.3.down.conv.w: tensor<2x2x160x320xf32>, %stages.3.down.conv.b: tensor<320xf32>, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x320xf32>, %stages.3.blocks.0.dwconv.b: tensor<320xf32>, %stages.3.blocks.0.norm.g: tensor<320xf32>, %stages.3.blocks.0.norm.b: tensor<320xf32>, %stages.3.blocks.0.fc1.w: tensor<320x1280xf32>, %stages.3.blocks.0.fc1.b: tensor<1280xf32>, %stages.3.blocks.0.fc2.w: tensor<1280x320xf32>, %stages.3.blocks.0.fc2.b: tensor<320xf32>, %stages.3.blocks.0.gamma: tensor<320xf32>, %stages.3.blocks.1.dwconv.w: tensor<7x7x1x320xf32>, %stages.3.blocks.1.dwconv.b: tensor<320xf32>, %stages.3.blocks.1.norm.g: tensor<320xf32>, %stages.3.blocks.1.norm.b: tensor<320xf32>, %stages.3.blocks.1.fc1.w: tensor<320x1280xf32>, %stages.3.blocks.1.fc1.b: tensor<1280xf32>, %stages.3.blocks.1.fc2.w: tensor<1280x320xf32>, %stages.3.blocks.1.fc2.b: tensor<320xf32>, %stages.3.blocks.1.gamma: tensor<320xf32>, %head.norm.g: tensor<320xf32>, %head.norm.b: tensor<320xf32>, %head.fc.w: tensor<320x10xf32>, %head.fc.b: tensor<10xf32>, %drop_mask: tensor<32x12xf32>) -> (tensor<32x10xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %stem.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 4, 4>} : (tensor<32x32x32x3xf32>, tensor<4x4x3x40xf32>) -> tensor<32x8x8x40xf32>
    %1 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x8x8x40xf32>
    %3 = stablehlo.constant dense<0.0> : tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %5 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<32x8x8xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<32x8x8x40xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<32x8x8x40xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %12 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32x8x8xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %15 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %16 = stablehlo.add %14, %15 : tensor<32x8x8x40xf32>
    %17 = stablehlo.rsqrt %16 : tensor<32x8x8x40xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<32x8x8x40xf32>
    %19 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<32x8x8x40xf32>
    %21 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %22 = stablehlo.add %20, %21 : tensor<32x8x8x40xf32>
    %23 = stablehlo.constant dense<0.0> : tensor<f32>
    %24 = "stablehlo.pad"(%22, %23) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x14x14x40xf32>
    %25 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 8, 40>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %26 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 40>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<32x8x8x40xf32>
    %30 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 9, 40>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %31 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 40>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<32x8x8x40xf32>
    %35 = stablehlo.add %29, %34 : tensor<32x8x8x40xf32>
    %36 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 10, 40>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %37 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 40>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<32x8x8x40xf32>
    %41 = stablehlo.add %35, %40 : tensor<32x8x8x40xf32>
    %42 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 11, 40>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %43 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 40>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<32x8x8x40xf32>
    %47 = stablehlo.add %41, %46 : tensor<32x8x8x40xf32>
    %48 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 12, 40>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %49 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 40>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<32x8x8x40xf32>
    %53 = stablehlo.add %47, %52 : tensor<32x8x8x40xf32>
    %54 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 13, 40>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %55 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 40>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<32x8x8x40xf32>
    %59 = stablehlo.add %53, %58 : tensor<32x8x8x40xf32>
    %60 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 8, 14, 40>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %61 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 40>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<32x8x8x40xf32>
    %65 = stablehlo.add %59, %64 : tensor<32x8x8x40xf32>
    %66 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 8, 40>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %67 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 40>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %70 = stablehlo.multiply %66, %69 : tensor<32x8x8x40xf32>
    %71 = stablehlo.add %65, %70 : tensor<32x8x8x40xf32>
    %72 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 9, 40>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %73 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 40>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %76 = stablehlo.multiply %72, %75 : tensor<32x8x8x40xf32>
    %77 = stablehlo.add %71, %76 : tensor<32x8x8x40xf32>
    %78 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 10, 40>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %79 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 40>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %82 = stablehlo.multiply %78, %81 : tensor<32x8x8x40xf32>
    %83 = stablehlo.add %77, %82 : tensor<32x8x8x40xf32>
    %84 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 11, 40>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %85 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 40>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %88 = stablehlo.multiply %84, %87 : tensor<32x8x8x40xf32>
    %89 = stablehlo.add %83, %88 : tensor<32x8x8x40xf32>
    %90 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 12, 40>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %91 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 40>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %94 = stablehlo.multiply %90, %93 : tensor<32x8x8x40xf32>
    %95 = stablehlo.add %89, %94 : tensor<32x8x8x40xf32>
    %96 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 13, 40>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %97 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 40>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %98 = "stablehlo.reshape"(%97) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<32x8x8x40xf32>
    %101 = stablehlo.add %95, %100 : tensor<32x8x8x40xf32>
    %102 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 9, 14, 40>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %103 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 40>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %104 = "stablehlo.reshape"(%103) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<32x8x8x40xf32>
    %107 = stablehlo.add %101, %106 : tensor<32x8x8x40xf32>
    %108 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 8, 40>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %109 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 40>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<32x8x8x40xf32>
    %113 = stablehlo.add %107, %112 : tensor<32x8x8x40xf32>
    %114 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 9, 40>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %115 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 40>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %116 = "stablehlo.reshape"(%115) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<32x8x8x40xf32>
    %119 = stablehlo.add %113, %118 : tensor<32x8x8x40xf32>
    %120 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 10, 40>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %121 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 40>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %122 = "stablehlo.reshape"(%121) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<32x8x8x40xf32>
    %125 = stablehlo.add %119, %124 : tensor<32x8x8x40xf32>
    %126 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 11, 40>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %127 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 40>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<32x8x8x40xf32>
    %131 = stablehlo.add %125, %130 : tensor<32x8x8x40xf32>
    %132 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 12, 40>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %133 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 40>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %136 = stablehlo.multiply %132, %135 : tensor<32x8x8x40xf32>
    %137 = stablehlo.add %131, %136 : tensor<32x8x8x40xf32>
    %138 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 13, 40>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %139 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 40>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<32x8x8x40xf32>
    %143 = stablehlo.add %137, %142 : tensor<32x8x8x40xf32>
    %144 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 10, 14, 40>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %145 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 40>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<32x8x8x40xf32>
    %149 = stablehlo.add %143, %148 : tensor<32x8x8x40xf32>
    %150 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 8, 40>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %151 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 40>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %154 = stablehlo.multiply %150, %153 : tensor<32x8x8x40xf32>
    %155 = stablehlo.add %149, %154 : tensor<32x8x8x40xf32>
    %156 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 9, 40>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %157 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 40>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %160 = stablehlo.multiply %156, %159 : tensor<32x8x8x40xf32>
    %161 = stablehlo.add %155, %160 : tensor<32x8x8x40xf32>
    %162 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 10, 40>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %163 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 40>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %166 = stablehlo.multiply %162, %165 : tensor<32x8x8x40xf32>
    %167 = stablehlo.add %161, %166 : tensor<32x8x8x40xf32>
    %168 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 11, 40>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %169 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 40>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %170 = "stablehlo.reshape"(%169) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %172 = stablehlo.multiply %168, %171 : tensor<32x8x8x40xf32>
    %173 = stablehlo.add %167, %172 : tensor<32x8x8x40xf32>
    %174 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 12, 40>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %175 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 40>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %176 = "stablehlo.reshape"(%175) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %178 = stablehlo.multiply %174, %177 : tensor<32x8x8x40xf32>
    %179 = stablehlo.add %173, %178 : tensor<32x8x8x40xf32>
    %180 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 13, 40>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %181 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 40>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<32x8x8x40xf32>
    %185 = stablehlo.add %179, %184 : tensor<32x8x8x40xf32>
    %186 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 11, 14, 40>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %187 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 40>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %190 = stablehlo.multiply %186, %189 : tensor<32x8x8x40xf32>
    %191 = stablehlo.add %185, %190 : tensor<32x8x8x40xf32>
    %192 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 8, 40>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %193 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 40>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %194 = "stablehlo.reshape"(%193) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<32x8x8x40xf32>
    %197 = stablehlo.add %191, %196 : tensor<32x8x8x40xf32>
    %198 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 9, 40>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %199 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 40>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %202 = stablehlo.multiply %198, %201 : tensor<32x8x8x40xf32>
    %203 = stablehlo.add %197, %202 : tensor<32x8x8x40xf32>
    %204 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 10, 40>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %205 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 40>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<32x8x8x40xf32>
    %209 = stablehlo.add %203, %208 : tensor<32x8x8x40xf32>
    %210 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 11, 40>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %211 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 40>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %212 = "stablehlo.reshape"(%211) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %214 = stablehlo.multiply %210, %213 : tensor<32x8x8x40xf32>
    %215 = stablehlo.add %209, %214 : tensor<32x8x8x40xf32>
    %216 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 12, 40>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %217 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 40>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %220 = stablehlo.multiply %216, %219 : tensor<32x8x8x40xf32>
    %221 = stablehlo.add %215, %220 : tensor<32x8x8x40xf32>
    %222 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 13, 40>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %223 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 40>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %226 = stablehlo.multiply %222, %225 : tensor<32x8x8x40xf32>
    %227 = stablehlo.add %221, %226 : tensor<32x8x8x40xf32>
    %228 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 12, 14, 40>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %229 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 40>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<32x8x8x40xf32>
    %233 = stablehlo.add %227, %232 : tensor<32x8x8x40xf32>
    %234 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 8, 40>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %235 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 40>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<32x8x8x40xf32>
    %239 = stablehlo.add %233, %238 : tensor<32x8x8x40xf32>
    %240 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 9, 40>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %241 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 40>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<32x8x8x40xf32>
    %245 = stablehlo.add %239, %244 : tensor<32x8x8x40xf32>
    %246 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 10, 40>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %247 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 40>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<32x8x8x40xf32>
    %251 = stablehlo.add %245, %250 : tensor<32x8x8x40xf32>
    %252 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 11, 40>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %253 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 40>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %256 = stablehlo.multiply %252, %255 : tensor<32x8x8x40xf32>
    %257 = stablehlo.add %251, %256 : tensor<32x8x8x40xf32>
    %258 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 12, 40>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %259 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 40>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %260 = "stablehlo.reshape"(%259) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %262 = stablehlo.multiply %258, %261 : tensor<32x8x8x40xf32>
    %263 = stablehlo.add %257, %262 : tensor<32x8x8x40xf32>
    %264 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 13, 40>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %265 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 40>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %268 = stablehlo.multiply %264, %267 : tensor<32x8x8x40xf32>
    %269 = stablehlo.add %263, %268 : tensor<32x8x8x40xf32>
    %270 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 13, 14, 40>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %271 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 40>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %272 = "stablehlo.reshape"(%271) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %274 = stablehlo.multiply %270, %273 : tensor<32x8x8x40xf32>
    %275 = stablehlo.add %269, %274 : tensor<32x8x8x40xf32>
    %276 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 8, 40>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %277 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 40>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %278 = "stablehlo.reshape"(%277) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %279 = "stablehlo.broadcast_in_dim"(%278) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %280 = stablehlo.multiply %276, %279 : tensor<32x8x8x40xf32>
    %281 = stablehlo.add %275, %280 : tensor<32x8x8x40xf32>
    %282 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 9, 40>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %283 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 40>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %284 = "stablehlo.reshape"(%283) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %286 = stablehlo.multiply %282, %285 : tensor<32x8x8x40xf32>
    %287 = stablehlo.add %281, %286 : tensor<32x8x8x40xf32>
    %288 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 10, 40>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %289 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 40>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %290 = "stablehlo.reshape"(%289) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %292 = stablehlo.multiply %288, %291 : tensor<32x8x8x40xf32>
    %293 = stablehlo.add %287, %292 : tensor<32x8x8x40xf32>
    %294 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 11, 40>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %295 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 40>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %298 = stablehlo.multiply %294, %297 : tensor<32x8x8x40xf32>
    %299 = stablehlo.add %293, %298 : tensor<32x8x8x40xf32>
    %300 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 12, 40>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %301 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 40>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %302 = "stablehlo.reshape"(%301) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %304 = stablehlo.multiply %300, %303 : tensor<32x8x8x40xf32>
    %305 = stablehlo.add %299, %304 : tensor<32x8x8x40xf32>
    %306 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 13, 40>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %307 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 40>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %309 = "stablehlo.broadcast_in_dim"(%308) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %310 = stablehlo.multiply %306, %309 : tensor<32x8x8x40xf32>
    %311 = stablehlo.add %305, %310 : tensor<32x8x8x40xf32>
    %312 = "stablehlo.slice"(%24) {limit_indices = array<i64: 32, 14, 14, 40>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %313 = "stablehlo.slice"(%stages.0.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 40>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %314 = "stablehlo.reshape"(%313) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<32x8x8x40xf32>
    %317 = stablehlo.add %311, %316 : tensor<32x8x8x40xf32>
    %318 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %319 = stablehlo.add %317, %318 : tensor<32x8x8x40xf32>
    %320 = stablehlo.constant dense<0.0> : tensor<f32>
    %321 = "stablehlo.reduce"(%319, %320) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %322 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %323 = stablehlo.divide %321, %322 : tensor<32x8x8xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %325 = stablehlo.subtract %319, %324 : tensor<32x8x8x40xf32>
    %326 = stablehlo.multiply %325, %325 : tensor<32x8x8x40xf32>
    %327 = stablehlo.constant dense<0.0> : tensor<f32>
    %328 = "stablehlo.reduce"(%326, %327) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %329 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %330 = stablehlo.divide %328, %329 : tensor<32x8x8xf32>
    %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %332 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %333 = stablehlo.add %331, %332 : tensor<32x8x8x40xf32>
    %334 = stablehlo.rsqrt %333 : tensor<32x8x8x40xf32>
    %335 = stablehlo.multiply %325, %334 : tensor<32x8x8x40xf32>
    %336 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<32x8x8x40xf32>
    %338 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %339 = stablehlo.add %337, %338 : tensor<32x8x8x40xf32>
    %340 = "stablehlo.dot_general"(%339, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %341 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %342 = stablehlo.add %340, %341 : tensor<32x8x8x160xf32>
    %343 = stablehlo.constant dense<0.70710677> : tensor<32x8x8x160xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<32x8x8x160xf32>
    %345 = "chlo.erf"(%344) : (tensor<32x8x8x160xf32>) -> tensor<32x8x8x160xf32>
    %346 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %347 = stablehlo.add %345, %346 : tensor<32x8x8x160xf32>
    %348 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %349 = stablehlo.multiply %342, %348 : tensor<32x8x8x160xf32>
    %350 = stablehlo.multiply %349, %347 : tensor<32x8x8x160xf32>
    %351 = "stablehlo.dot_general"(%350, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %352 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %353 = stablehlo.add %351, %352 : tensor<32x8x8x40xf32>
    %354 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<32x8x8x40xf32>
    %356 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %357 = "stablehlo.broadcast_in_dim"(%356) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x8x8x40xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<32x8x8x40xf32>
    %359 = stablehlo.add %358, %22 : tensor<32x8x8x40xf32>
    %360 = stablehlo.constant dense<0.0> : tensor<f32>
    %361 = "stablehlo.pad"(%359, %360) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x14x14x40xf32>
    %362 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 8, 40>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %363 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 40>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %364 = "stablehlo.reshape"(%363) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %366 = stablehlo.multiply %362, %365 : tensor<32x8x8x40xf32>
    %367 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 9, 40>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %368 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 40>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %369 = "stablehlo.reshape"(%368) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %370 = "stablehlo.broadcast_in_dim"(%369) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %371 = stablehlo.multiply %367, %370 : tensor<32x8x8x40xf32>
    %372 = stablehlo.add %366, %371 : tensor<32x8x8x40xf32>
    %373 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 10, 40>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %374 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 40>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %375 = "stablehlo.reshape"(%374) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %377 = stablehlo.multiply %373, %376 : tensor<32x8x8x40xf32>
    %378 = stablehlo.add %372, %377 : tensor<32x8x8x40xf32>
    %379 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 11, 40>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %380 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 40>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %381 = "stablehlo.reshape"(%380) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %383 = stablehlo.multiply %379, %382 : tensor<32x8x8x40xf32>
    %384 = stablehlo.add %378, %383 : tensor<32x8x8x40xf32>
    %385 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 12, 40>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %386 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 40>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %387 = "stablehlo.reshape"(%386) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %388 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %389 = stablehlo.multiply %385, %388 : tensor<32x8x8x40xf32>
    %390 = stablehlo.add %384, %389 : tensor<32x8x8x40xf32>
    %391 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 13, 40>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %392 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 40>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %393 = "stablehlo.reshape"(%392) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %395 = stablehlo.multiply %391, %394 : tensor<32x8x8x40xf32>
    %396 = stablehlo.add %390, %395 : tensor<32x8x8x40xf32>
    %397 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 8, 14, 40>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %398 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 40>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %399 = "stablehlo.reshape"(%398) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %400 = "stablehlo.broadcast_in_dim"(%399) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %401 = stablehlo.multiply %397, %400 : tensor<32x8x8x40xf32>
    %402 = stablehlo.add %396, %401 : tensor<32x8x8x40xf32>
    %403 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 8, 40>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %404 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 40>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %405 = "stablehlo.reshape"(%404) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %406 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %407 = stablehlo.multiply %403, %406 : tensor<32x8x8x40xf32>
    %408 = stablehlo.add %402, %407 : tensor<32x8x8x40xf32>
    %409 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 9, 40>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %410 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 40>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %411 = "stablehlo.reshape"(%410) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %412 = "stablehlo.broadcast_in_dim"(%411) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %413 = stablehlo.multiply %409, %412 : tensor<32x8x8x40xf32>
    %414 = stablehlo.add %408, %413 : tensor<32x8x8x40xf32>
    %415 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 10, 40>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %416 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 40>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %417 = "stablehlo.reshape"(%416) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %418 = "stablehlo.broadcast_in_dim"(%417) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %419 = stablehlo.multiply %415, %418 : tensor<32x8x8x40xf32>
    %420 = stablehlo.add %414, %419 : tensor<32x8x8x40xf32>
    %421 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 11, 40>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %422 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 40>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %423 = "stablehlo.reshape"(%422) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %425 = stablehlo.multiply %421, %424 : tensor<32x8x8x40xf32>
    %426 = stablehlo.add %420, %425 : tensor<32x8x8x40xf32>
    %427 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 12, 40>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %428 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 40>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %429 = "stablehlo.reshape"(%428) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %431 = stablehlo.multiply %427, %430 : tensor<32x8x8x40xf32>
    %432 = stablehlo.add %426, %431 : tensor<32x8x8x40xf32>
    %433 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 13, 40>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %434 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 40>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %435 = "stablehlo.reshape"(%434) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %437 = stablehlo.multiply %433, %436 : tensor<32x8x8x40xf32>
    %438 = stablehlo.add %432, %437 : tensor<32x8x8x40xf32>
    %439 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 9, 14, 40>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %440 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 40>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %441 = "stablehlo.reshape"(%440) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %442 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %443 = stablehlo.multiply %439, %442 : tensor<32x8x8x40xf32>
    %444 = stablehlo.add %438, %443 : tensor<32x8x8x40xf32>
    %445 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 8, 40>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %446 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 40>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %447 = "stablehlo.reshape"(%446) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %448 = "stablehlo.broadcast_in_dim"(%447) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %449 = stablehlo.multiply %445, %448 : tensor<32x8x8x40xf32>
    %450 = stablehlo.add %444, %449 : tensor<32x8x8x40xf32>
    %451 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 9, 40>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %452 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 40>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %453 = "stablehlo.reshape"(%452) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %455 = stablehlo.multiply %451, %454 : tensor<32x8x8x40xf32>
    %456 = stablehlo.add %450, %455 : tensor<32x8x8x40xf32>
    %457 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 10, 40>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %458 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 40>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %459 = "stablehlo.reshape"(%458) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<32x8x8x40xf32>
    %462 = stablehlo.add %456, %461 : tensor<32x8x8x40xf32>
    %463 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 11, 40>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %464 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 40>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %465 = "stablehlo.reshape"(%464) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %467 = stablehlo.multiply %463, %466 : tensor<32x8x8x40xf32>
    %468 = stablehlo.add %462, %467 : tensor<32x8x8x40xf32>
    %469 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 12, 40>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %470 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 40>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %471 = "stablehlo.reshape"(%470) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %473 = stablehlo.multiply %469, %472 : tensor<32x8x8x40xf32>
    %474 = stablehlo.add %468, %473 : tensor<32x8x8x40xf32>
    %475 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 13, 40>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %476 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 40>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %477 = "stablehlo.reshape"(%476) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %478 = "stablehlo.broadcast_in_dim"(%477) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %479 = stablehlo.multiply %475, %478 : tensor<32x8x8x40xf32>
    %480 = stablehlo.add %474, %479 : tensor<32x8x8x40xf32>
    %481 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 10, 14, 40>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %482 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 40>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %483 = "stablehlo.reshape"(%482) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %485 = stablehlo.multiply %481, %484 : tensor<32x8x8x40xf32>
    %486 = stablehlo.add %480, %485 : tensor<32x8x8x40xf32>
    %487 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 8, 40>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %488 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 40>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %489 = "stablehlo.reshape"(%488) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %490 = "stablehlo.broadcast_in_dim"(%489) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %491 = stablehlo.multiply %487, %490 : tensor<32x8x8x40xf32>
    %492 = stablehlo.add %486, %491 : tensor<32x8x8x40xf32>
    %493 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 9, 40>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %494 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 40>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %495 = "stablehlo.reshape"(%494) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %497 = stablehlo.multiply %493, %496 : tensor<32x8x8x40xf32>
    %498 = stablehlo.add %492, %497 : tensor<32x8x8x40xf32>
    %499 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 10, 40>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %500 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 40>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %501 = "stablehlo.reshape"(%500) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %502 = "stablehlo.broadcast_in_dim"(%501) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %503 = stablehlo.multiply %499, %502 : tensor<32x8x8x40xf32>
    %504 = stablehlo.add %498, %503 : tensor<32x8x8x40xf32>
    %505 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 11, 40>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %506 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 40>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %507 = "stablehlo.reshape"(%506) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %508 = "stablehlo.broadcast_in_dim"(%507) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %509 = stablehlo.multiply %505, %508 : tensor<32x8x8x40xf32>
    %510 = stablehlo.add %504, %509 : tensor<32x8x8x40xf32>
    %511 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 12, 40>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %512 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 40>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %513 = "stablehlo.reshape"(%512) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %515 = stablehlo.multiply %511, %514 : tensor<32x8x8x40xf32>
    %516 = stablehlo.add %510, %515 : tensor<32x8x8x40xf32>
    %517 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 13, 40>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %518 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 40>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %519 = "stablehlo.reshape"(%518) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %520 = "stablehlo.broadcast_in_dim"(%519) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %521 = stablehlo.multiply %517, %520 : tensor<32x8x8x40xf32>
    %522 = stablehlo.add %516, %521 : tensor<32x8x8x40xf32>
    %523 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 11, 14, 40>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %524 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 40>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %525 = "stablehlo.reshape"(%524) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %526 = "stablehlo.broadcast_in_dim"(%525) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %527 = stablehlo.multiply %523, %526 : tensor<32x8x8x40xf32>
    %528 = stablehlo.add %522, %527 : tensor<32x8x8x40xf32>
    %529 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 8, 40>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %530 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 40>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %531 = "stablehlo.reshape"(%530) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %532 = "stablehlo.broadcast_in_dim"(%531) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %533 = stablehlo.multiply %529, %532 : tensor<32x8x8x40xf32>
    %534 = stablehlo.add %528, %533 : tensor<32x8x8x40xf32>
    %535 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 9, 40>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %536 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 40>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %537 = "stablehlo.reshape"(%536) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %538 = "stablehlo.broadcast_in_dim"(%537) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %539 = stablehlo.multiply %535, %538 : tensor<32x8x8x40xf32>
    %540 = stablehlo.add %534, %539 : tensor<32x8x8x40xf32>
    %541 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 10, 40>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %542 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 40>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %543 = "stablehlo.reshape"(%542) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %544 = "stablehlo.broadcast_in_dim"(%543) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %545 = stablehlo.multiply %541, %544 : tensor<32x8x8x40xf32>
    %546 = stablehlo.add %540, %545 : tensor<32x8x8x40xf32>
    %547 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 11, 40>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %548 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 40>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %550 = "stablehlo.broadcast_in_dim"(%549) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %551 = stablehlo.multiply %547, %550 : tensor<32x8x8x40xf32>
    %552 = stablehlo.add %546, %551 : tensor<32x8x8x40xf32>
    %553 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 12, 40>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %554 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 40>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %555 = "stablehlo.reshape"(%554) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %557 = stablehlo.multiply %553, %556 : tensor<32x8x8x40xf32>
    %558 = stablehlo.add %552, %557 : tensor<32x8x8x40xf32>
    %559 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 13, 40>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %560 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 40>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %561 = "stablehlo.reshape"(%560) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %563 = stablehlo.multiply %559, %562 : tensor<32x8x8x40xf32>
    %564 = stablehlo.add %558, %563 : tensor<32x8x8x40xf32>
    %565 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 12, 14, 40>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %566 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 40>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %567 = "stablehlo.reshape"(%566) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %568 = "stablehlo.broadcast_in_dim"(%567) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %569 = stablehlo.multiply %565, %568 : tensor<32x8x8x40xf32>
    %570 = stablehlo.add %564, %569 : tensor<32x8x8x40xf32>
    %571 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 8, 40>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %572 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 40>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %573 = "stablehlo.reshape"(%572) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %574 = "stablehlo.broadcast_in_dim"(%573) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %575 = stablehlo.multiply %571, %574 : tensor<32x8x8x40xf32>
    %576 = stablehlo.add %570, %575 : tensor<32x8x8x40xf32>
    %577 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 9, 40>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %578 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 40>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %580 = "stablehlo.broadcast_in_dim"(%579) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %581 = stablehlo.multiply %577, %580 : tensor<32x8x8x40xf32>
    %582 = stablehlo.add %576, %581 : tensor<32x8x8x40xf32>
    %583 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 10, 40>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %584 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 40>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %585 = "stablehlo.reshape"(%584) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %586 = "stablehlo.broadcast_in_dim"(%585) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %587 = stablehlo.multiply %583, %586 : tensor<32x8x8x40xf32>
    %588 = stablehlo.add %582, %587 : tensor<32x8x8x40xf32>
    %589 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 11, 40>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %590 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 40>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %591 = "stablehlo.reshape"(%590) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %593 = stablehlo.multiply %589, %592 : tensor<32x8x8x40xf32>
    %594 = stablehlo.add %588, %593 : tensor<32x8x8x40xf32>
    %595 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 12, 40>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %596 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 40>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %597 = "stablehlo.reshape"(%596) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %598 = "stablehlo.broadcast_in_dim"(%597) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %599 = stablehlo.multiply %595, %598 : tensor<32x8x8x40xf32>
    %600 = stablehlo.add %594, %599 : tensor<32x8x8x40xf32>
    %601 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 13, 40>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %602 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 40>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %603 = "stablehlo.reshape"(%602) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %604 = "stablehlo.broadcast_in_dim"(%603) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %605 = stablehlo.multiply %601, %604 : tensor<32x8x8x40xf32>
    %606 = stablehlo.add %600, %605 : tensor<32x8x8x40xf32>
    %607 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 13, 14, 40>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %608 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 40>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %609 = "stablehlo.reshape"(%608) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %610 = "stablehlo.broadcast_in_dim"(%609) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %611 = stablehlo.multiply %607, %610 : tensor<32x8x8x40xf32>
    %612 = stablehlo.add %606, %611 : tensor<32x8x8x40xf32>
    %613 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 8, 40>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %614 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 40>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %615 = "stablehlo.reshape"(%614) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %616 = "stablehlo.broadcast_in_dim"(%615) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %617 = stablehlo.multiply %613, %616 : tensor<32x8x8x40xf32>
    %618 = stablehlo.add %612, %617 : tensor<32x8x8x40xf32>
    %619 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 9, 40>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %620 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 40>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %621 = "stablehlo.reshape"(%620) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %622 = "stablehlo.broadcast_in_dim"(%621) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %623 = stablehlo.multiply %619, %622 : tensor<32x8x8x40xf32>
    %624 = stablehlo.add %618, %623 : tensor<32x8x8x40xf32>
    %625 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 10, 40>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %626 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 40>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %627 = "stablehlo.reshape"(%626) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %628 = "stablehlo.broadcast_in_dim"(%627) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %629 = stablehlo.multiply %625, %628 : tensor<32x8x8x40xf32>
    %630 = stablehlo.add %624, %629 : tensor<32x8x8x40xf32>
    %631 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 11, 40>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %632 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 40>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %633 = "stablehlo.reshape"(%632) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %634 = "stablehlo.broadcast_in_dim"(%633) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %635 = stablehlo.multiply %631, %634 : tensor<32x8x8x40xf32>
    %636 = stablehlo.add %630, %635 : tensor<32x8x8x40xf32>
    %637 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 12, 40>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %638 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 40>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %639 = "stablehlo.reshape"(%638) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %640 = "stablehlo.broadcast_in_dim"(%639) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %641 = stablehlo.multiply %637, %640 : tensor<32x8x8x40xf32>
    %642 = stablehlo.add %636, %641 : tensor<32x8x8x40xf32>
    %643 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 13, 40>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %644 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 40>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %645 = "stablehlo.reshape"(%644) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %646 = "stablehlo.broadcast_in_dim"(%645) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %647 = stablehlo.multiply %643, %646 : tensor<32x8x8x40xf32>
    %648 = stablehlo.add %642, %647 : tensor<32x8x8x40xf32>
    %649 = "stablehlo.slice"(%361) {limit_indices = array<i64: 32, 14, 14, 40>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x40xf32>) -> tensor<32x8x8x40xf32>
    %650 = "stablehlo.slice"(%stages.0.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 40>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x40xf32>) -> tensor<1x1x1x40xf32>
    %651 = "stablehlo.reshape"(%650) : (tensor<1x1x1x40xf32>) -> tensor<40xf32>
    %652 = "stablehlo.broadcast_in_dim"(%651) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %653 = stablehlo.multiply %649, %652 : tensor<32x8x8x40xf32>
    %654 = stablehlo.add %648, %653 : tensor<32x8x8x40xf32>
    %655 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %656 = stablehlo.add %654, %655 : tensor<32x8x8x40xf32>
    %657 = stablehlo.constant dense<0.0> : tensor<f32>
    %658 = "stablehlo.reduce"(%656, %657) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %659 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %660 = stablehlo.divide %658, %659 : tensor<32x8x8xf32>
    %661 = "stablehlo.broadcast_in_dim"(%660) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %662 = stablehlo.subtract %656, %661 : tensor<32x8x8x40xf32>
    %663 = stablehlo.multiply %662, %662 : tensor<32x8x8x40xf32>
    %664 = stablehlo.constant dense<0.0> : tensor<f32>
    %665 = "stablehlo.reduce"(%663, %664) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %666 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %667 = stablehlo.divide %665, %666 : tensor<32x8x8xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %669 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %670 = stablehlo.add %668, %669 : tensor<32x8x8x40xf32>
    %671 = stablehlo.rsqrt %670 : tensor<32x8x8x40xf32>
    %672 = stablehlo.multiply %662, %671 : tensor<32x8x8x40xf32>
    %673 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %674 = stablehlo.multiply %672, %673 : tensor<32x8x8x40xf32>
    %675 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %676 = stablehlo.add %674, %675 : tensor<32x8x8x40xf32>
    %677 = "stablehlo.dot_general"(%676, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %678 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %679 = stablehlo.add %677, %678 : tensor<32x8x8x160xf32>
    %680 = stablehlo.constant dense<0.70710677> : tensor<32x8x8x160xf32>
    %681 = stablehlo.multiply %679, %680 : tensor<32x8x8x160xf32>
    %682 = "chlo.erf"(%681) : (tensor<32x8x8x160xf32>) -> tensor<32x8x8x160xf32>
    %683 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %684 = stablehlo.add %682, %683 : tensor<32x8x8x160xf32>
    %685 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %686 = stablehlo.multiply %679, %685 : tensor<32x8x8x160xf32>
    %687 = stablehlo.multiply %686, %684 : tensor<32x8x8x160xf32>
    %688 = "stablehlo.dot_general"(%687, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %689 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %690 = stablehlo.add %688, %689 : tensor<32x8x8x40xf32>
    %691 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %692 = stablehlo.multiply %690, %691 : tensor<32x8x8x40xf32>
    %693 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %694 = "stablehlo.broadcast_in_dim"(%693) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x8x8x40xf32>
    %695 = stablehlo.multiply %692, %694 : tensor<32x8x8x40xf32>
    %696 = stablehlo.add %695, %359 : tensor<32x8x8x40xf32>
    %697 = stablehlo.constant dense<0.0> : tensor<f32>
    %698 = "stablehlo.reduce"(%696, %697) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %699 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %700 = stablehlo.divide %698, %699 : tensor<32x8x8xf32>
    %701 = "stablehlo.broadcast_in_dim"(%700) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %702 = stablehlo.subtract %696, %701 : tensor<32x8x8x40xf32>
    %703 = stablehlo.multiply %702, %702 : tensor<32x8x8x40xf32>
    %704 = stablehlo.constant dense<0.0> : tensor<f32>
    %705 = "stablehlo.reduce"(%703, %704) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %706 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %707 = stablehlo.divide %705, %706 : tensor<32x8x8xf32>
    %708 = "stablehlo.broadcast_in_dim"(%707) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %709 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %710 = stablehlo.add %708, %709 : tensor<32x8x8x40xf32>
    %711 = stablehlo.rsqrt %710 : tensor<32x8x8x40xf32>
    %712 = stablehlo.multiply %702, %711 : tensor<32x8x8x40xf32>
    %713 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<32x8x8x40xf32>
    %715 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %716 = stablehlo.add %714, %715 : tensor<32x8x8x40xf32>
    %717 = "stablehlo.convolution"(%716, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x40xf32>, tensor<2x2x40x80xf32>) -> tensor<32x4x4x80xf32>
    %718 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %719 = stablehlo.add %717, %718 : tensor<32x4x4x80xf32>
    %720 = stablehlo.constant dense<0.0> : tensor<f32>
    %721 = "stablehlo.pad"(%719, %720) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x10x10x80xf32>
    %722 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 4, 80>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %723 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 80>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %724 = "stablehlo.reshape"(%723) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %725 = "stablehlo.broadcast_in_dim"(%724) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %726 = stablehlo.multiply %722, %725 : tensor<32x4x4x80xf32>
    %727 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 5, 80>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %728 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 80>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %729 = "stablehlo.reshape"(%728) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %730 = "stablehlo.broadcast_in_dim"(%729) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %731 = stablehlo.multiply %727, %730 : tensor<32x4x4x80xf32>
    %732 = stablehlo.add %726, %731 : tensor<32x4x4x80xf32>
    %733 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 6, 80>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %734 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 80>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %735 = "stablehlo.reshape"(%734) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %736 = "stablehlo.broadcast_in_dim"(%735) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %737 = stablehlo.multiply %733, %736 : tensor<32x4x4x80xf32>
    %738 = stablehlo.add %732, %737 : tensor<32x4x4x80xf32>
    %739 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 7, 80>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %740 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 80>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %741 = "stablehlo.reshape"(%740) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %742 = "stablehlo.broadcast_in_dim"(%741) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %743 = stablehlo.multiply %739, %742 : tensor<32x4x4x80xf32>
    %744 = stablehlo.add %738, %743 : tensor<32x4x4x80xf32>
    %745 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 8, 80>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %746 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 80>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %747 = "stablehlo.reshape"(%746) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %748 = "stablehlo.broadcast_in_dim"(%747) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %749 = stablehlo.multiply %745, %748 : tensor<32x4x4x80xf32>
    %750 = stablehlo.add %744, %749 : tensor<32x4x4x80xf32>
    %751 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 9, 80>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %752 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 80>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %753 = "stablehlo.reshape"(%752) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %754 = "stablehlo.broadcast_in_dim"(%753) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %755 = stablehlo.multiply %751, %754 : tensor<32x4x4x80xf32>
    %756 = stablehlo.add %750, %755 : tensor<32x4x4x80xf32>
    %757 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 4, 10, 80>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %758 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 80>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %759 = "stablehlo.reshape"(%758) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %760 = "stablehlo.broadcast_in_dim"(%759) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %761 = stablehlo.multiply %757, %760 : tensor<32x4x4x80xf32>
    %762 = stablehlo.add %756, %761 : tensor<32x4x4x80xf32>
    %763 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 4, 80>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %764 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 80>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %765 = "stablehlo.reshape"(%764) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %766 = "stablehlo.broadcast_in_dim"(%765) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %767 = stablehlo.multiply %763, %766 : tensor<32x4x4x80xf32>
    %768 = stablehlo.add %762, %767 : tensor<32x4x4x80xf32>
    %769 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 5, 80>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %770 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 80>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %771 = "stablehlo.reshape"(%770) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %772 = "stablehlo.broadcast_in_dim"(%771) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %773 = stablehlo.multiply %769, %772 : tensor<32x4x4x80xf32>
    %774 = stablehlo.add %768, %773 : tensor<32x4x4x80xf32>
    %775 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 6, 80>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %776 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 80>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %777 = "stablehlo.reshape"(%776) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %778 = "stablehlo.broadcast_in_dim"(%777) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %779 = stablehlo.multiply %775, %778 : tensor<32x4x4x80xf32>
    %780 = stablehlo.add %774, %779 : tensor<32x4x4x80xf32>
    %781 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 7, 80>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %782 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 80>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %784 = "stablehlo.broadcast_in_dim"(%783) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %785 = stablehlo.multiply %781, %784 : tensor<32x4x4x80xf32>
    %786 = stablehlo.add %780, %785 : tensor<32x4x4x80xf32>
    %787 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 8, 80>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %788 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 80>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %789 = "stablehlo.reshape"(%788) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %790 = "stablehlo.broadcast_in_dim"(%789) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %791 = stablehlo.multiply %787, %790 : tensor<32x4x4x80xf32>
    %792 = stablehlo.add %786, %791 : tensor<32x4x4x80xf32>
    %793 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 9, 80>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %794 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 80>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %795 = "stablehlo.reshape"(%794) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %796 = "stablehlo.broadcast_in_dim"(%795) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %797 = stablehlo.multiply %793, %796 : tensor<32x4x4x80xf32>
    %798 = stablehlo.add %792, %797 : tensor<32x4x4x80xf32>
    %799 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 5, 10, 80>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %800 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 80>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %801 = "stablehlo.reshape"(%800) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %803 = stablehlo.multiply %799, %802 : tensor<32x4x4x80xf32>
    %804 = stablehlo.add %798, %803 : tensor<32x4x4x80xf32>
    %805 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 4, 80>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %806 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 80>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %807 = "stablehlo.reshape"(%806) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %808 = "stablehlo.broadcast_in_dim"(%807) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %809 = stablehlo.multiply %805, %808 : tensor<32x4x4x80xf32>
    %810 = stablehlo.add %804, %809 : tensor<32x4x4x80xf32>
    %811 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 5, 80>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %812 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 80>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %813 = "stablehlo.reshape"(%812) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %814 = "stablehlo.broadcast_in_dim"(%813) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %815 = stablehlo.multiply %811, %814 : tensor<32x4x4x80xf32>
    %816 = stablehlo.add %810, %815 : tensor<32x4x4x80xf32>
    %817 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 6, 80>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %818 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 80>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %819 = "stablehlo.reshape"(%818) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %820 = "stablehlo.broadcast_in_dim"(%819) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %821 = stablehlo.multiply %817, %820 : tensor<32x4x4x80xf32>
    %822 = stablehlo.add %816, %821 : tensor<32x4x4x80xf32>
    %823 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 7, 80>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %824 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 80>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %825 = "stablehlo.reshape"(%824) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %827 = stablehlo.multiply %823, %826 : tensor<32x4x4x80xf32>
    %828 = stablehlo.add %822, %827 : tensor<32x4x4x80xf32>
    %829 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 8, 80>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %830 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 80>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %831 = "stablehlo.reshape"(%830) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %832 = "stablehlo.broadcast_in_dim"(%831) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %833 = stablehlo.multiply %829, %832 : tensor<32x4x4x80xf32>
    %834 = stablehlo.add %828, %833 : tensor<32x4x4x80xf32>
    %835 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 9, 80>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %836 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 80>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %837 = "stablehlo.reshape"(%836) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %838 = "stablehlo.broadcast_in_dim"(%837) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %839 = stablehlo.multiply %835, %838 : tensor<32x4x4x80xf32>
    %840 = stablehlo.add %834, %839 : tensor<32x4x4x80xf32>
    %841 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 6, 10, 80>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %842 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 80>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %843 = "stablehlo.reshape"(%842) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %844 = "stablehlo.broadcast_in_dim"(%843) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %845 = stablehlo.multiply %841, %844 : tensor<32x4x4x80xf32>
    %846 = stablehlo.add %840, %845 : tensor<32x4x4x80xf32>
    %847 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 4, 80>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %848 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 80>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %849 = "stablehlo.reshape"(%848) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %850 = "stablehlo.broadcast_in_dim"(%849) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %851 = stablehlo.multiply %847, %850 : tensor<32x4x4x80xf32>
    %852 = stablehlo.add %846, %851 : tensor<32x4x4x80xf32>
    %853 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 5, 80>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %854 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 80>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %855 = "stablehlo.reshape"(%854) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %856 = "stablehlo.broadcast_in_dim"(%855) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %857 = stablehlo.multiply %853, %856 : tensor<32x4x4x80xf32>
    %858 = stablehlo.add %852, %857 : tensor<32x4x4x80xf32>
    %859 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 6, 80>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %860 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 80>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %861 = "stablehlo.reshape"(%860) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %862 = "stablehlo.broadcast_in_dim"(%861) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %863 = stablehlo.multiply %859, %862 : tensor<32x4x4x80xf32>
    %864 = stablehlo.add %858, %863 : tensor<32x4x4x80xf32>
    %865 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 7, 80>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %866 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 80>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %867 = "stablehlo.reshape"(%866) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %868 = "stablehlo.broadcast_in_dim"(%867) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %869 = stablehlo.multiply %865, %868 : tensor<32x4x4x80xf32>
    %870 = stablehlo.add %864, %869 : tensor<32x4x4x80xf32>
    %871 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 8, 80>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %872 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 80>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %873 = "stablehlo.reshape"(%872) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %874 = "stablehlo.broadcast_in_dim"(%873) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %875 = stablehlo.multiply %871, %874 : tensor<32x4x4x80xf32>
    %876 = stablehlo.add %870, %875 : tensor<32x4x4x80xf32>
    %877 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 9, 80>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %878 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 80>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %879 = "stablehlo.reshape"(%878) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %880 = "stablehlo.broadcast_in_dim"(%879) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %881 = stablehlo.multiply %877, %880 : tensor<32x4x4x80xf32>
    %882 = stablehlo.add %876, %881 : tensor<32x4x4x80xf32>
    %883 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 7, 10, 80>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %884 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 80>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %885 = "stablehlo.reshape"(%884) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %886 = "stablehlo.broadcast_in_dim"(%885) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %887 = stablehlo.multiply %883, %886 : tensor<32x4x4x80xf32>
    %888 = stablehlo.add %882, %887 : tensor<32x4x4x80xf32>
    %889 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 4, 80>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %890 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 80>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %891 = "stablehlo.reshape"(%890) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %892 = "stablehlo.broadcast_in_dim"(%891) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %893 = stablehlo.multiply %889, %892 : tensor<32x4x4x80xf32>
    %894 = stablehlo.add %888, %893 : tensor<32x4x4x80xf32>
    %895 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 5, 80>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %896 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 80>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %897 = "stablehlo.reshape"(%896) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %898 = "stablehlo.broadcast_in_dim"(%897) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %899 = stablehlo.multiply %895, %898 : tensor<32x4x4x80xf32>
    %900 = stablehlo.add %894, %899 : tensor<32x4x4x80xf32>
    %901 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 6, 80>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %902 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 80>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %903 = "stablehlo.reshape"(%902) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %904 = "stablehlo.broadcast_in_dim"(%903) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %905 = stablehlo.multiply %901, %904 : tensor<32x4x4x80xf32>
    %906 = stablehlo.add %900, %905 : tensor<32x4x4x80xf32>
    %907 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 7, 80>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %908 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 80>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %909 = "stablehlo.reshape"(%908) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %910 = "stablehlo.broadcast_in_dim"(%909) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %911 = stablehlo.multiply %907, %910 : tensor<32x4x4x80xf32>
    %912 = stablehlo.add %906, %911 : tensor<32x4x4x80xf32>
    %913 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 8, 80>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %914 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 80>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %915 = "stablehlo.reshape"(%914) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %916 = "stablehlo.broadcast_in_dim"(%915) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %917 = stablehlo.multiply %913, %916 : tensor<32x4x4x80xf32>
    %918 = stablehlo.add %912, %917 : tensor<32x4x4x80xf32>
    %919 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 9, 80>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %920 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 80>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %921 = "stablehlo.reshape"(%920) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %922 = "stablehlo.broadcast_in_dim"(%921) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %923 = stablehlo.multiply %919, %922 : tensor<32x4x4x80xf32>
    %924 = stablehlo.add %918, %923 : tensor<32x4x4x80xf32>
    %925 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 8, 10, 80>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %926 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 80>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %927 = "stablehlo.reshape"(%926) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %928 = "stablehlo.broadcast_in_dim"(%927) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %929 = stablehlo.multiply %925, %928 : tensor<32x4x4x80xf32>
    %930 = stablehlo.add %924, %929 : tensor<32x4x4x80xf32>
    %931 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 4, 80>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %932 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 80>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %933 = "stablehlo.reshape"(%932) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %934 = "stablehlo.broadcast_in_dim"(%933) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %935 = stablehlo.multiply %931, %934 : tensor<32x4x4x80xf32>
    %936 = stablehlo.add %930, %935 : tensor<32x4x4x80xf32>
    %937 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 5, 80>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %938 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 80>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %939 = "stablehlo.reshape"(%938) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %940 = "stablehlo.broadcast_in_dim"(%939) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %941 = stablehlo.multiply %937, %940 : tensor<32x4x4x80xf32>
    %942 = stablehlo.add %936, %941 : tensor<32x4x4x80xf32>
    %943 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 6, 80>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %944 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 80>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %945 = "stablehlo.reshape"(%944) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %946 = "stablehlo.broadcast_in_dim"(%945) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %947 = stablehlo.multiply %943, %946 : tensor<32x4x4x80xf32>
    %948 = stablehlo.add %942, %947 : tensor<32x4x4x80xf32>
    %949 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 7, 80>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %950 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 80>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %951 = "stablehlo.reshape"(%950) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %952 = "stablehlo.broadcast_in_dim"(%951) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %953 = stablehlo.multiply %949, %952 : tensor<32x4x4x80xf32>
    %954 = stablehlo.add %948, %953 : tensor<32x4x4x80xf32>
    %955 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 8, 80>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %956 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 80>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %957 = "stablehlo.reshape"(%956) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %958 = "stablehlo.broadcast_in_dim"(%957) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %959 = stablehlo.multiply %955, %958 : tensor<32x4x4x80xf32>
    %960 = stablehlo.add %954, %959 : tensor<32x4x4x80xf32>
    %961 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 9, 80>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %962 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 80>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %963 = "stablehlo.reshape"(%962) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %964 = "stablehlo.broadcast_in_dim"(%963) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %965 = stablehlo.multiply %961, %964 : tensor<32x4x4x80xf32>
    %966 = stablehlo.add %960, %965 : tensor<32x4x4x80xf32>
    %967 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 9, 10, 80>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %968 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 80>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %969 = "stablehlo.reshape"(%968) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %971 = stablehlo.multiply %967, %970 : tensor<32x4x4x80xf32>
    %972 = stablehlo.add %966, %971 : tensor<32x4x4x80xf32>
    %973 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 4, 80>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %974 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 80>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %975 = "stablehlo.reshape"(%974) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %976 = "stablehlo.broadcast_in_dim"(%975) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %977 = stablehlo.multiply %973, %976 : tensor<32x4x4x80xf32>
    %978 = stablehlo.add %972, %977 : tensor<32x4x4x80xf32>
    %979 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 5, 80>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %980 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 80>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %981 = "stablehlo.reshape"(%980) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %982 = "stablehlo.broadcast_in_dim"(%981) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %983 = stablehlo.multiply %979, %982 : tensor<32x4x4x80xf32>
    %984 = stablehlo.add %978, %983 : tensor<32x4x4x80xf32>
    %985 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 6, 80>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %986 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 80>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %987 = "stablehlo.reshape"(%986) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %988 = "stablehlo.broadcast_in_dim"(%987) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %989 = stablehlo.multiply %985, %988 : tensor<32x4x4x80xf32>
    %990 = stablehlo.add %984, %989 : tensor<32x4x4x80xf32>
    %991 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 7, 80>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %992 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 80>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %993 = "stablehlo.reshape"(%992) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %994 = "stablehlo.broadcast_in_dim"(%993) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %995 = stablehlo.multiply %991, %994 : tensor<32x4x4x80xf32>
    %996 = stablehlo.add %990, %995 : tensor<32x4x4x80xf32>
    %997 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 8, 80>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %998 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 80>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %999 = "stablehlo.reshape"(%998) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1000 = "stablehlo.broadcast_in_dim"(%999) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1001 = stablehlo.multiply %997, %1000 : tensor<32x4x4x80xf32>
    %1002 = stablehlo.add %996, %1001 : tensor<32x4x4x80xf32>
    %1003 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 9, 80>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1004 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 80>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1005 = "stablehlo.reshape"(%1004) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%1005) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1007 = stablehlo.multiply %1003, %1006 : tensor<32x4x4x80xf32>
    %1008 = stablehlo.add %1002, %1007 : tensor<32x4x4x80xf32>
    %1009 = "stablehlo.slice"(%721) {limit_indices = array<i64: 32, 10, 10, 80>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1010 = "stablehlo.slice"(%stages.1.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 80>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1011 = "stablehlo.reshape"(%1010) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1013 = stablehlo.multiply %1009, %1012 : tensor<32x4x4x80xf32>
    %1014 = stablehlo.add %1008, %1013 : tensor<32x4x4x80xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1016 = stablehlo.add %1014, %1015 : tensor<32x4x4x80xf32>
    %1017 = stablehlo.constant dense<0.0> : tensor<f32>
    %1018 = "stablehlo.reduce"(%1016, %1017) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1019 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1020 = stablehlo.divide %1018, %1019 : tensor<32x4x4xf32>
    %1021 = "stablehlo.broadcast_in_dim"(%1020) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1022 = stablehlo.subtract %1016, %1021 : tensor<32x4x4x80xf32>
    %1023 = stablehlo.multiply %1022, %1022 : tensor<32x4x4x80xf32>
    %1024 = stablehlo.constant dense<0.0> : tensor<f32>
    %1025 = "stablehlo.reduce"(%1023, %1024) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1026 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1027 = stablehlo.divide %1025, %1026 : tensor<32x4x4xf32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1029 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<32x4x4x80xf32>
    %1031 = stablehlo.rsqrt %1030 : tensor<32x4x4x80xf32>
    %1032 = stablehlo.multiply %1022, %1031 : tensor<32x4x4x80xf32>
    %1033 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1034 = stablehlo.multiply %1032, %1033 : tensor<32x4x4x80xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1036 = stablehlo.add %1034, %1035 : tensor<32x4x4x80xf32>
    %1037 = "stablehlo.dot_general"(%1036, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %1038 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<32x4x4x320xf32>
    %1040 = stablehlo.constant dense<0.70710677> : tensor<32x4x4x320xf32>
    %1041 = stablehlo.multiply %1039, %1040 : tensor<32x4x4x320xf32>
    %1042 = "chlo.erf"(%1041) : (tensor<32x4x4x320xf32>) -> tensor<32x4x4x320xf32>
    %1043 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<32x4x4x320xf32>
    %1045 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %1046 = stablehlo.multiply %1039, %1045 : tensor<32x4x4x320xf32>
    %1047 = stablehlo.multiply %1046, %1044 : tensor<32x4x4x320xf32>
    %1048 = "stablehlo.dot_general"(%1047, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1050 = stablehlo.add %1048, %1049 : tensor<32x4x4x80xf32>
    %1051 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1052 = stablehlo.multiply %1050, %1051 : tensor<32x4x4x80xf32>
    %1053 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%1053) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x4x4x80xf32>
    %1055 = stablehlo.multiply %1052, %1054 : tensor<32x4x4x80xf32>
    %1056 = stablehlo.add %1055, %719 : tensor<32x4x4x80xf32>
    %1057 = stablehlo.constant dense<0.0> : tensor<f32>
    %1058 = "stablehlo.pad"(%1056, %1057) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x10x10x80xf32>
    %1059 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 4, 80>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1060 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 80>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1061 = "stablehlo.reshape"(%1060) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1063 = stablehlo.multiply %1059, %1062 : tensor<32x4x4x80xf32>
    %1064 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 5, 80>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1065 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 80>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1066 = "stablehlo.reshape"(%1065) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1067 = "stablehlo.broadcast_in_dim"(%1066) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1068 = stablehlo.multiply %1064, %1067 : tensor<32x4x4x80xf32>
    %1069 = stablehlo.add %1063, %1068 : tensor<32x4x4x80xf32>
    %1070 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 6, 80>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1071 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 80>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1072 = "stablehlo.reshape"(%1071) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1074 = stablehlo.multiply %1070, %1073 : tensor<32x4x4x80xf32>
    %1075 = stablehlo.add %1069, %1074 : tensor<32x4x4x80xf32>
    %1076 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 7, 80>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1077 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 80>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1078 = "stablehlo.reshape"(%1077) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1079 = "stablehlo.broadcast_in_dim"(%1078) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1080 = stablehlo.multiply %1076, %1079 : tensor<32x4x4x80xf32>
    %1081 = stablehlo.add %1075, %1080 : tensor<32x4x4x80xf32>
    %1082 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 8, 80>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1083 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 80>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1084 = "stablehlo.reshape"(%1083) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%1084) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1086 = stablehlo.multiply %1082, %1085 : tensor<32x4x4x80xf32>
    %1087 = stablehlo.add %1081, %1086 : tensor<32x4x4x80xf32>
    %1088 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 9, 80>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1089 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 80>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1090 = "stablehlo.reshape"(%1089) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1092 = stablehlo.multiply %1088, %1091 : tensor<32x4x4x80xf32>
    %1093 = stablehlo.add %1087, %1092 : tensor<32x4x4x80xf32>
    %1094 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 4, 10, 80>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1095 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 80>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1096 = "stablehlo.reshape"(%1095) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1098 = stablehlo.multiply %1094, %1097 : tensor<32x4x4x80xf32>
    %1099 = stablehlo.add %1093, %1098 : tensor<32x4x4x80xf32>
    %1100 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 4, 80>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1101 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 80>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1102 = "stablehlo.reshape"(%1101) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1103 = "stablehlo.broadcast_in_dim"(%1102) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1104 = stablehlo.multiply %1100, %1103 : tensor<32x4x4x80xf32>
    %1105 = stablehlo.add %1099, %1104 : tensor<32x4x4x80xf32>
    %1106 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 5, 80>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1107 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 80>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1108 = "stablehlo.reshape"(%1107) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1110 = stablehlo.multiply %1106, %1109 : tensor<32x4x4x80xf32>
    %1111 = stablehlo.add %1105, %1110 : tensor<32x4x4x80xf32>
    %1112 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 6, 80>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1113 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 80>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1114 = "stablehlo.reshape"(%1113) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1116 = stablehlo.multiply %1112, %1115 : tensor<32x4x4x80xf32>
    %1117 = stablehlo.add %1111, %1116 : tensor<32x4x4x80xf32>
    %1118 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 7, 80>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1119 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 80>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1120 = "stablehlo.reshape"(%1119) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1121 = "stablehlo.broadcast_in_dim"(%1120) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1122 = stablehlo.multiply %1118, %1121 : tensor<32x4x4x80xf32>
    %1123 = stablehlo.add %1117, %1122 : tensor<32x4x4x80xf32>
    %1124 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 8, 80>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1125 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 80>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1126 = "stablehlo.reshape"(%1125) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1128 = stablehlo.multiply %1124, %1127 : tensor<32x4x4x80xf32>
    %1129 = stablehlo.add %1123, %1128 : tensor<32x4x4x80xf32>
    %1130 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 9, 80>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1131 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 80>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1132 = "stablehlo.reshape"(%1131) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1134 = stablehlo.multiply %1130, %1133 : tensor<32x4x4x80xf32>
    %1135 = stablehlo.add %1129, %1134 : tensor<32x4x4x80xf32>
    %1136 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 5, 10, 80>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1137 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 80>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1138 = "stablehlo.reshape"(%1137) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1139 = "stablehlo.broadcast_in_dim"(%1138) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1140 = stablehlo.multiply %1136, %1139 : tensor<32x4x4x80xf32>
    %1141 = stablehlo.add %1135, %1140 : tensor<32x4x4x80xf32>
    %1142 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 4, 80>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1143 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 80>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1144 = "stablehlo.reshape"(%1143) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1146 = stablehlo.multiply %1142, %1145 : tensor<32x4x4x80xf32>
    %1147 = stablehlo.add %1141, %1146 : tensor<32x4x4x80xf32>
    %1148 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 5, 80>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1149 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 80>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1150 = "stablehlo.reshape"(%1149) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%1150) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1152 = stablehlo.multiply %1148, %1151 : tensor<32x4x4x80xf32>
    %1153 = stablehlo.add %1147, %1152 : tensor<32x4x4x80xf32>
    %1154 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 6, 80>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1155 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 80>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1156 = "stablehlo.reshape"(%1155) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1158 = stablehlo.multiply %1154, %1157 : tensor<32x4x4x80xf32>
    %1159 = stablehlo.add %1153, %1158 : tensor<32x4x4x80xf32>
    %1160 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 7, 80>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1161 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 80>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1162 = "stablehlo.reshape"(%1161) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1163 = "stablehlo.broadcast_in_dim"(%1162) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1164 = stablehlo.multiply %1160, %1163 : tensor<32x4x4x80xf32>
    %1165 = stablehlo.add %1159, %1164 : tensor<32x4x4x80xf32>
    %1166 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 8, 80>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1167 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 80>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1168 = "stablehlo.reshape"(%1167) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1169 = "stablehlo.broadcast_in_dim"(%1168) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1170 = stablehlo.multiply %1166, %1169 : tensor<32x4x4x80xf32>
    %1171 = stablehlo.add %1165, %1170 : tensor<32x4x4x80xf32>
    %1172 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 9, 80>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1173 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 80>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1174 = "stablehlo.reshape"(%1173) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1175 = "stablehlo.broadcast_in_dim"(%1174) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1176 = stablehlo.multiply %1172, %1175 : tensor<32x4x4x80xf32>
    %1177 = stablehlo.add %1171, %1176 : tensor<32x4x4x80xf32>
    %1178 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 6, 10, 80>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1179 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 80>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1180 = "stablehlo.reshape"(%1179) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1182 = stablehlo.multiply %1178, %1181 : tensor<32x4x4x80xf32>
    %1183 = stablehlo.add %1177, %1182 : tensor<32x4x4x80xf32>
    %1184 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 4, 80>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1185 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 80>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1186 = "stablehlo.reshape"(%1185) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%1186) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1188 = stablehlo.multiply %1184, %1187 : tensor<32x4x4x80xf32>
    %1189 = stablehlo.add %1183, %1188 : tensor<32x4x4x80xf32>
    %1190 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 5, 80>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1191 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 80>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1192 = "stablehlo.reshape"(%1191) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1193 = "stablehlo.broadcast_in_dim"(%1192) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1194 = stablehlo.multiply %1190, %1193 : tensor<32x4x4x80xf32>
    %1195 = stablehlo.add %1189, %1194 : tensor<32x4x4x80xf32>
    %1196 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 6, 80>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1197 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 80>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1198 = "stablehlo.reshape"(%1197) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1200 = stablehlo.multiply %1196, %1199 : tensor<32x4x4x80xf32>
    %1201 = stablehlo.add %1195, %1200 : tensor<32x4x4x80xf32>
    %1202 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 7, 80>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1203 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 80>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1204 = "stablehlo.reshape"(%1203) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1206 = stablehlo.multiply %1202, %1205 : tensor<32x4x4x80xf32>
    %1207 = stablehlo.add %1201, %1206 : tensor<32x4x4x80xf32>
    %1208 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 8, 80>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1209 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 80>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1210 = "stablehlo.reshape"(%1209) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1212 = stablehlo.multiply %1208, %1211 : tensor<32x4x4x80xf32>
    %1213 = stablehlo.add %1207, %1212 : tensor<32x4x4x80xf32>
    %1214 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 9, 80>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1215 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 80>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1216 = "stablehlo.reshape"(%1215) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1218 = stablehlo.multiply %1214, %1217 : tensor<32x4x4x80xf32>
    %1219 = stablehlo.add %1213, %1218 : tensor<32x4x4x80xf32>
    %1220 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 7, 10, 80>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1221 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 80>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1222 = "stablehlo.reshape"(%1221) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1223 = "stablehlo.broadcast_in_dim"(%1222) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1224 = stablehlo.multiply %1220, %1223 : tensor<32x4x4x80xf32>
    %1225 = stablehlo.add %1219, %1224 : tensor<32x4x4x80xf32>
    %1226 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 4, 80>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1227 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 80>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1228 = "stablehlo.reshape"(%1227) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1230 = stablehlo.multiply %1226, %1229 : tensor<32x4x4x80xf32>
    %1231 = stablehlo.add %1225, %1230 : tensor<32x4x4x80xf32>
    %1232 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 5, 80>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1233 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 80>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1234 = "stablehlo.reshape"(%1233) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1235 = "stablehlo.broadcast_in_dim"(%1234) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1236 = stablehlo.multiply %1232, %1235 : tensor<32x4x4x80xf32>
    %1237 = stablehlo.add %1231, %1236 : tensor<32x4x4x80xf32>
    %1238 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 6, 80>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1239 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 80>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1240 = "stablehlo.reshape"(%1239) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1242 = stablehlo.multiply %1238, %1241 : tensor<32x4x4x80xf32>
    %1243 = stablehlo.add %1237, %1242 : tensor<32x4x4x80xf32>
    %1244 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 7, 80>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1245 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 80>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1246 = "stablehlo.reshape"(%1245) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1247 = "stablehlo.broadcast_in_dim"(%1246) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1248 = stablehlo.multiply %1244, %1247 : tensor<32x4x4x80xf32>
    %1249 = stablehlo.add %1243, %1248 : tensor<32x4x4x80xf32>
    %1250 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 8, 80>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1251 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 80>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1252 = "stablehlo.reshape"(%1251) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1254 = stablehlo.multiply %1250, %1253 : tensor<32x4x4x80xf32>
    %1255 = stablehlo.add %1249, %1254 : tensor<32x4x4x80xf32>
    %1256 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 9, 80>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1257 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 80>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1258 = "stablehlo.reshape"(%1257) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1259 = "stablehlo.broadcast_in_dim"(%1258) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1260 = stablehlo.multiply %1256, %1259 : tensor<32x4x4x80xf32>
    %1261 = stablehlo.add %1255, %1260 : tensor<32x4x4x80xf32>
    %1262 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 8, 10, 80>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1263 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 80>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1264 = "stablehlo.reshape"(%1263) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1266 = stablehlo.multiply %1262, %1265 : tensor<32x4x4x80xf32>
    %1267 = stablehlo.add %1261, %1266 : tensor<32x4x4x80xf32>
    %1268 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 4, 80>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1269 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 80>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1270 = "stablehlo.reshape"(%1269) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1271 = "stablehlo.broadcast_in_dim"(%1270) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1272 = stablehlo.multiply %1268, %1271 : tensor<32x4x4x80xf32>
    %1273 = stablehlo.add %1267, %1272 : tensor<32x4x4x80xf32>
    %1274 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 5, 80>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1275 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 80>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1276 = "stablehlo.reshape"(%1275) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%1276) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1278 = stablehlo.multiply %1274, %1277 : tensor<32x4x4x80xf32>
    %1279 = stablehlo.add %1273, %1278 : tensor<32x4x4x80xf32>
    %1280 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 6, 80>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1281 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 80>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1282 = "stablehlo.reshape"(%1281) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1283 = "stablehlo.broadcast_in_dim"(%1282) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1284 = stablehlo.multiply %1280, %1283 : tensor<32x4x4x80xf32>
    %1285 = stablehlo.add %1279, %1284 : tensor<32x4x4x80xf32>
    %1286 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 7, 80>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1287 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 80>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1288 = "stablehlo.reshape"(%1287) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1289 = "stablehlo.broadcast_in_dim"(%1288) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1290 = stablehlo.multiply %1286, %1289 : tensor<32x4x4x80xf32>
    %1291 = stablehlo.add %1285, %1290 : tensor<32x4x4x80xf32>
    %1292 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 8, 80>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1293 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 80>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1294 = "stablehlo.reshape"(%1293) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1296 = stablehlo.multiply %1292, %1295 : tensor<32x4x4x80xf32>
    %1297 = stablehlo.add %1291, %1296 : tensor<32x4x4x80xf32>
    %1298 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 9, 80>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1299 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 80>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1300 = "stablehlo.reshape"(%1299) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1302 = stablehlo.multiply %1298, %1301 : tensor<32x4x4x80xf32>
    %1303 = stablehlo.add %1297, %1302 : tensor<32x4x4x80xf32>
    %1304 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 9, 10, 80>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1305 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 80>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1306 = "stablehlo.reshape"(%1305) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1308 = stablehlo.multiply %1304, %1307 : tensor<32x4x4x80xf32>
    %1309 = stablehlo.add %1303, %1308 : tensor<32x4x4x80xf32>
    %1310 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 4, 80>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1311 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 80>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1312 = "stablehlo.reshape"(%1311) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1314 = stablehlo.multiply %1310, %1313 : tensor<32x4x4x80xf32>
    %1315 = stablehlo.add %1309, %1314 : tensor<32x4x4x80xf32>
    %1316 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 5, 80>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1317 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 80>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1318 = "stablehlo.reshape"(%1317) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1319 = "stablehlo.broadcast_in_dim"(%1318) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1320 = stablehlo.multiply %1316, %1319 : tensor<32x4x4x80xf32>
    %1321 = stablehlo.add %1315, %1320 : tensor<32x4x4x80xf32>
    %1322 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 6, 80>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1323 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 80>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1324 = "stablehlo.reshape"(%1323) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1326 = stablehlo.multiply %1322, %1325 : tensor<32x4x4x80xf32>
    %1327 = stablehlo.add %1321, %1326 : tensor<32x4x4x80xf32>
    %1328 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 7, 80>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1329 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 80>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1330 = "stablehlo.reshape"(%1329) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1332 = stablehlo.multiply %1328, %1331 : tensor<32x4x4x80xf32>
    %1333 = stablehlo.add %1327, %1332 : tensor<32x4x4x80xf32>
    %1334 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 8, 80>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1335 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 80>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1336 = "stablehlo.reshape"(%1335) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1338 = stablehlo.multiply %1334, %1337 : tensor<32x4x4x80xf32>
    %1339 = stablehlo.add %1333, %1338 : tensor<32x4x4x80xf32>
    %1340 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 9, 80>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1341 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 80>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1342 = "stablehlo.reshape"(%1341) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1343 = "stablehlo.broadcast_in_dim"(%1342) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1344 = stablehlo.multiply %1340, %1343 : tensor<32x4x4x80xf32>
    %1345 = stablehlo.add %1339, %1344 : tensor<32x4x4x80xf32>
    %1346 = "stablehlo.slice"(%1058) {limit_indices = array<i64: 32, 10, 10, 80>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x10x10x80xf32>) -> tensor<32x4x4x80xf32>
    %1347 = "stablehlo.slice"(%stages.1.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 80>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x80xf32>) -> tensor<1x1x1x80xf32>
    %1348 = "stablehlo.reshape"(%1347) : (tensor<1x1x1x80xf32>) -> tensor<80xf32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1350 = stablehlo.multiply %1346, %1349 : tensor<32x4x4x80xf32>
    %1351 = stablehlo.add %1345, %1350 : tensor<32x4x4x80xf32>
    %1352 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1353 = stablehlo.add %1351, %1352 : tensor<32x4x4x80xf32>
    %1354 = stablehlo.constant dense<0.0> : tensor<f32>
    %1355 = "stablehlo.reduce"(%1353, %1354) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1356 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1357 = stablehlo.divide %1355, %1356 : tensor<32x4x4xf32>
    %1358 = "stablehlo.broadcast_in_dim"(%1357) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1359 = stablehlo.subtract %1353, %1358 : tensor<32x4x4x80xf32>
    %1360 = stablehlo.multiply %1359, %1359 : tensor<32x4x4x80xf32>
    %1361 = stablehlo.constant dense<0.0> : tensor<f32>
    %1362 = "stablehlo.reduce"(%1360, %1361) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1363 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1364 = stablehlo.divide %1362, %1363 : tensor<32x4x4xf32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1366 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %1367 = stablehlo.add %1365, %1366 : tensor<32x4x4x80xf32>
    %1368 = stablehlo.rsqrt %1367 : tensor<32x4x4x80xf32>
    %1369 = stablehlo.multiply %1359, %1368 : tensor<32x4x4x80xf32>
    %1370 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1371 = stablehlo.multiply %1369, %1370 : tensor<32x4x4x80xf32>
    %1372 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1373 = stablehlo.add %1371, %1372 : tensor<32x4x4x80xf32>
    %1374 = "stablehlo.dot_general"(%1373, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %1375 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %1376 = stablehlo.add %1374, %1375 : tensor<32x4x4x320xf32>
    %1377 = stablehlo.constant dense<0.70710677> : tensor<32x4x4x320xf32>
    %1378 = stablehlo.multiply %1376, %1377 : tensor<32x4x4x320xf32>
    %1379 = "chlo.erf"(%1378) : (tensor<32x4x4x320xf32>) -> tensor<32x4x4x320xf32>
    %1380 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<32x4x4x320xf32>
    %1382 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %1383 = stablehlo.multiply %1376, %1382 : tensor<32x4x4x320xf32>
    %1384 = stablehlo.multiply %1383, %1381 : tensor<32x4x4x320xf32>
    %1385 = "stablehlo.dot_general"(%1384, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %1386 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1387 = stablehlo.add %1385, %1386 : tensor<32x4x4x80xf32>
    %1388 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1389 = stablehlo.multiply %1387, %1388 : tensor<32x4x4x80xf32>
    %1390 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x4x4x80xf32>
    %1392 = stablehlo.multiply %1389, %1391 : tensor<32x4x4x80xf32>
    %1393 = stablehlo.add %1392, %1056 : tensor<32x4x4x80xf32>
    %1394 = stablehlo.constant dense<0.0> : tensor<f32>
    %1395 = "stablehlo.reduce"(%1393, %1394) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1396 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1397 = stablehlo.divide %1395, %1396 : tensor<32x4x4xf32>
    %1398 = "stablehlo.broadcast_in_dim"(%1397) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1399 = stablehlo.subtract %1393, %1398 : tensor<32x4x4x80xf32>
    %1400 = stablehlo.multiply %1399, %1399 : tensor<32x4x4x80xf32>
    %1401 = stablehlo.constant dense<0.0> : tensor<f32>
    %1402 = "stablehlo.reduce"(%1400, %1401) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1403 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1404 = stablehlo.divide %1402, %1403 : tensor<32x4x4xf32>
    %1405 = "stablehlo.broadcast_in_dim"(%1404) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1406 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<32x4x4x80xf32>
    %1408 = stablehlo.rsqrt %1407 : tensor<32x4x4x80xf32>
    %1409 = stablehlo.multiply %1399, %1408 : tensor<32x4x4x80xf32>
    %1410 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1411 = stablehlo.multiply %1409, %1410 : tensor<32x4x4x80xf32>
    %1412 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<32x4x4x80xf32>
    %1414 = "stablehlo.convolution"(%1413, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x80xf32>, tensor<2x2x80x160xf32>) -> tensor<32x2x2x160xf32>
    %1415 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1416 = stablehlo.add %1414, %1415 : tensor<32x2x2x160xf32>
    %1417 = stablehlo.constant dense<0.0> : tensor<f32>
    %1418 = "stablehlo.pad"(%1416, %1417) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x8x8x160xf32>
    %1419 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 2, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1420 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1421 = "stablehlo.reshape"(%1420) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1422 = "stablehlo.broadcast_in_dim"(%1421) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1423 = stablehlo.multiply %1419, %1422 : tensor<32x2x2x160xf32>
    %1424 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 3, 160>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1425 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1426 = "stablehlo.reshape"(%1425) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1427 = "stablehlo.broadcast_in_dim"(%1426) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1428 = stablehlo.multiply %1424, %1427 : tensor<32x2x2x160xf32>
    %1429 = stablehlo.add %1423, %1428 : tensor<32x2x2x160xf32>
    %1430 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 4, 160>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1431 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1432 = "stablehlo.reshape"(%1431) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1433 = "stablehlo.broadcast_in_dim"(%1432) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1434 = stablehlo.multiply %1430, %1433 : tensor<32x2x2x160xf32>
    %1435 = stablehlo.add %1429, %1434 : tensor<32x2x2x160xf32>
    %1436 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 5, 160>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1437 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1438 = "stablehlo.reshape"(%1437) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1439 = "stablehlo.broadcast_in_dim"(%1438) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1440 = stablehlo.multiply %1436, %1439 : tensor<32x2x2x160xf32>
    %1441 = stablehlo.add %1435, %1440 : tensor<32x2x2x160xf32>
    %1442 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 6, 160>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1443 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1444 = "stablehlo.reshape"(%1443) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1446 = stablehlo.multiply %1442, %1445 : tensor<32x2x2x160xf32>
    %1447 = stablehlo.add %1441, %1446 : tensor<32x2x2x160xf32>
    %1448 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 7, 160>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1449 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1450 = "stablehlo.reshape"(%1449) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1451 = "stablehlo.broadcast_in_dim"(%1450) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1452 = stablehlo.multiply %1448, %1451 : tensor<32x2x2x160xf32>
    %1453 = stablehlo.add %1447, %1452 : tensor<32x2x2x160xf32>
    %1454 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 2, 8, 160>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1455 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1456 = "stablehlo.reshape"(%1455) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1457 = "stablehlo.broadcast_in_dim"(%1456) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1458 = stablehlo.multiply %1454, %1457 : tensor<32x2x2x160xf32>
    %1459 = stablehlo.add %1453, %1458 : tensor<32x2x2x160xf32>
    %1460 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 2, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1461 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 160>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1462 = "stablehlo.reshape"(%1461) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1463 = "stablehlo.broadcast_in_dim"(%1462) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1464 = stablehlo.multiply %1460, %1463 : tensor<32x2x2x160xf32>
    %1465 = stablehlo.add %1459, %1464 : tensor<32x2x2x160xf32>
    %1466 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 3, 160>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1467 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 160>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1468 = "stablehlo.reshape"(%1467) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%1468) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1470 = stablehlo.multiply %1466, %1469 : tensor<32x2x2x160xf32>
    %1471 = stablehlo.add %1465, %1470 : tensor<32x2x2x160xf32>
    %1472 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 4, 160>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1473 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 160>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1474 = "stablehlo.reshape"(%1473) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1476 = stablehlo.multiply %1472, %1475 : tensor<32x2x2x160xf32>
    %1477 = stablehlo.add %1471, %1476 : tensor<32x2x2x160xf32>
    %1478 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 5, 160>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1479 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 160>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1480 = "stablehlo.reshape"(%1479) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1481 = "stablehlo.broadcast_in_dim"(%1480) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1482 = stablehlo.multiply %1478, %1481 : tensor<32x2x2x160xf32>
    %1483 = stablehlo.add %1477, %1482 : tensor<32x2x2x160xf32>
    %1484 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 6, 160>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1485 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 160>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1486 = "stablehlo.reshape"(%1485) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1488 = stablehlo.multiply %1484, %1487 : tensor<32x2x2x160xf32>
    %1489 = stablehlo.add %1483, %1488 : tensor<32x2x2x160xf32>
    %1490 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 7, 160>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1491 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 160>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1492 = "stablehlo.reshape"(%1491) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1493 = "stablehlo.broadcast_in_dim"(%1492) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1494 = stablehlo.multiply %1490, %1493 : tensor<32x2x2x160xf32>
    %1495 = stablehlo.add %1489, %1494 : tensor<32x2x2x160xf32>
    %1496 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 3, 8, 160>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1497 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 160>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1498 = "stablehlo.reshape"(%1497) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1500 = stablehlo.multiply %1496, %1499 : tensor<32x2x2x160xf32>
    %1501 = stablehlo.add %1495, %1500 : tensor<32x2x2x160xf32>
    %1502 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 2, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1503 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 160>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1504 = "stablehlo.reshape"(%1503) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1505 = "stablehlo.broadcast_in_dim"(%1504) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1506 = stablehlo.multiply %1502, %1505 : tensor<32x2x2x160xf32>
    %1507 = stablehlo.add %1501, %1506 : tensor<32x2x2x160xf32>
    %1508 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 3, 160>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1509 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 160>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1510 = "stablehlo.reshape"(%1509) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1512 = stablehlo.multiply %1508, %1511 : tensor<32x2x2x160xf32>
    %1513 = stablehlo.add %1507, %1512 : tensor<32x2x2x160xf32>
    %1514 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 4, 160>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1515 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 160>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1516 = "stablehlo.reshape"(%1515) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1517 = "stablehlo.broadcast_in_dim"(%1516) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1518 = stablehlo.multiply %1514, %1517 : tensor<32x2x2x160xf32>
    %1519 = stablehlo.add %1513, %1518 : tensor<32x2x2x160xf32>
    %1520 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 5, 160>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1521 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 160>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1522 = "stablehlo.reshape"(%1521) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1523 = "stablehlo.broadcast_in_dim"(%1522) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1524 = stablehlo.multiply %1520, %1523 : tensor<32x2x2x160xf32>
    %1525 = stablehlo.add %1519, %1524 : tensor<32x2x2x160xf32>
    %1526 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 6, 160>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1527 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 160>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1528 = "stablehlo.reshape"(%1527) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1529 = "stablehlo.broadcast_in_dim"(%1528) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1530 = stablehlo.multiply %1526, %1529 : tensor<32x2x2x160xf32>
    %1531 = stablehlo.add %1525, %1530 : tensor<32x2x2x160xf32>
    %1532 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 7, 160>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1533 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 160>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1534 = "stablehlo.reshape"(%1533) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1535 = "stablehlo.broadcast_in_dim"(%1534) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1536 = stablehlo.multiply %1532, %1535 : tensor<32x2x2x160xf32>
    %1537 = stablehlo.add %1531, %1536 : tensor<32x2x2x160xf32>
    %1538 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 4, 8, 160>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1539 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 160>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1540 = "stablehlo.reshape"(%1539) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1541 = "stablehlo.broadcast_in_dim"(%1540) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1542 = stablehlo.multiply %1538, %1541 : tensor<32x2x2x160xf32>
    %1543 = stablehlo.add %1537, %1542 : tensor<32x2x2x160xf32>
    %1544 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 2, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1545 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 160>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1546 = "stablehlo.reshape"(%1545) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1547 = "stablehlo.broadcast_in_dim"(%1546) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1548 = stablehlo.multiply %1544, %1547 : tensor<32x2x2x160xf32>
    %1549 = stablehlo.add %1543, %1548 : tensor<32x2x2x160xf32>
    %1550 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 3, 160>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1551 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 160>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1552 = "stablehlo.reshape"(%1551) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1553 = "stablehlo.broadcast_in_dim"(%1552) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1554 = stablehlo.multiply %1550, %1553 : tensor<32x2x2x160xf32>
    %1555 = stablehlo.add %1549, %1554 : tensor<32x2x2x160xf32>
    %1556 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 4, 160>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1557 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 160>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1558 = "stablehlo.reshape"(%1557) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1559 = "stablehlo.broadcast_in_dim"(%1558) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1560 = stablehlo.multiply %1556, %1559 : tensor<32x2x2x160xf32>
    %1561 = stablehlo.add %1555, %1560 : tensor<32x2x2x160xf32>
    %1562 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 5, 160>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1563 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 160>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1564 = "stablehlo.reshape"(%1563) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1565 = "stablehlo.broadcast_in_dim"(%1564) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1566 = stablehlo.multiply %1562, %1565 : tensor<32x2x2x160xf32>
    %1567 = stablehlo.add %1561, %1566 : tensor<32x2x2x160xf32>
    %1568 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 6, 160>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1569 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 160>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1570 = "stablehlo.reshape"(%1569) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1571 = "stablehlo.broadcast_in_dim"(%1570) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1572 = stablehlo.multiply %1568, %1571 : tensor<32x2x2x160xf32>
    %1573 = stablehlo.add %1567, %1572 : tensor<32x2x2x160xf32>
    %1574 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 7, 160>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1575 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 160>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1576 = "stablehlo.reshape"(%1575) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1577 = "stablehlo.broadcast_in_dim"(%1576) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1578 = stablehlo.multiply %1574, %1577 : tensor<32x2x2x160xf32>
    %1579 = stablehlo.add %1573, %1578 : tensor<32x2x2x160xf32>
    %1580 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 5, 8, 160>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1581 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 160>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1582 = "stablehlo.reshape"(%1581) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%1582) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1584 = stablehlo.multiply %1580, %1583 : tensor<32x2x2x160xf32>
    %1585 = stablehlo.add %1579, %1584 : tensor<32x2x2x160xf32>
    %1586 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 2, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1587 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 160>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1588 = "stablehlo.reshape"(%1587) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1589 = "stablehlo.broadcast_in_dim"(%1588) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1590 = stablehlo.multiply %1586, %1589 : tensor<32x2x2x160xf32>
    %1591 = stablehlo.add %1585, %1590 : tensor<32x2x2x160xf32>
    %1592 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 3, 160>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1593 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 160>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1594 = "stablehlo.reshape"(%1593) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%1594) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1596 = stablehlo.multiply %1592, %1595 : tensor<32x2x2x160xf32>
    %1597 = stablehlo.add %1591, %1596 : tensor<32x2x2x160xf32>
    %1598 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 4, 160>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1599 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 160>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1600 = "stablehlo.reshape"(%1599) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1601 = "stablehlo.broadcast_in_dim"(%1600) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1602 = stablehlo.multiply %1598, %1601 : tensor<32x2x2x160xf32>
    %1603 = stablehlo.add %1597, %1602 : tensor<32x2x2x160xf32>
    %1604 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 5, 160>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1605 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 160>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1606 = "stablehlo.reshape"(%1605) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1607 = "stablehlo.broadcast_in_dim"(%1606) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1608 = stablehlo.multiply %1604, %1607 : tensor<32x2x2x160xf32>
    %1609 = stablehlo.add %1603, %1608 : tensor<32x2x2x160xf32>
    %1610 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 6, 160>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1611 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 160>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1612 = "stablehlo.reshape"(%1611) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1613 = "stablehlo.broadcast_in_dim"(%1612) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1614 = stablehlo.multiply %1610, %1613 : tensor<32x2x2x160xf32>
    %1615 = stablehlo.add %1609, %1614 : tensor<32x2x2x160xf32>
    %1616 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 7, 160>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1617 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 160>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1618 = "stablehlo.reshape"(%1617) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1619 = "stablehlo.broadcast_in_dim"(%1618) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1620 = stablehlo.multiply %1616, %1619 : tensor<32x2x2x160xf32>
    %1621 = stablehlo.add %1615, %1620 : tensor<32x2x2x160xf32>
    %1622 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 6, 8, 160>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1623 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 160>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1624 = "stablehlo.reshape"(%1623) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1625 = "stablehlo.broadcast_in_dim"(%1624) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1626 = stablehlo.multiply %1622, %1625 : tensor<32x2x2x160xf32>
    %1627 = stablehlo.add %1621, %1626 : tensor<32x2x2x160xf32>
    %1628 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 2, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1629 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 160>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1630 = "stablehlo.reshape"(%1629) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1631 = "stablehlo.broadcast_in_dim"(%1630) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1632 = stablehlo.multiply %1628, %1631 : tensor<32x2x2x160xf32>
    %1633 = stablehlo.add %1627, %1632 : tensor<32x2x2x160xf32>
    %1634 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 3, 160>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1635 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 160>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1636 = "stablehlo.reshape"(%1635) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1637 = "stablehlo.broadcast_in_dim"(%1636) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1638 = stablehlo.multiply %1634, %1637 : tensor<32x2x2x160xf32>
    %1639 = stablehlo.add %1633, %1638 : tensor<32x2x2x160xf32>
    %1640 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 4, 160>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1641 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 160>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1642 = "stablehlo.reshape"(%1641) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1643 = "stablehlo.broadcast_in_dim"(%1642) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1644 = stablehlo.multiply %1640, %1643 : tensor<32x2x2x160xf32>
    %1645 = stablehlo.add %1639, %1644 : tensor<32x2x2x160xf32>
    %1646 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 5, 160>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1647 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 160>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1648 = "stablehlo.reshape"(%1647) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1649 = "stablehlo.broadcast_in_dim"(%1648) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1650 = stablehlo.multiply %1646, %1649 : tensor<32x2x2x160xf32>
    %1651 = stablehlo.add %1645, %1650 : tensor<32x2x2x160xf32>
    %1652 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 6, 160>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1653 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 160>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1654 = "stablehlo.reshape"(%1653) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1655 = "stablehlo.broadcast_in_dim"(%1654) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1656 = stablehlo.multiply %1652, %1655 : tensor<32x2x2x160xf32>
    %1657 = stablehlo.add %1651, %1656 : tensor<32x2x2x160xf32>
    %1658 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 7, 160>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1659 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 160>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1660 = "stablehlo.reshape"(%1659) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%1660) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1662 = stablehlo.multiply %1658, %1661 : tensor<32x2x2x160xf32>
    %1663 = stablehlo.add %1657, %1662 : tensor<32x2x2x160xf32>
    %1664 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 7, 8, 160>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1665 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 160>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1666 = "stablehlo.reshape"(%1665) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1667 = "stablehlo.broadcast_in_dim"(%1666) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1668 = stablehlo.multiply %1664, %1667 : tensor<32x2x2x160xf32>
    %1669 = stablehlo.add %1663, %1668 : tensor<32x2x2x160xf32>
    %1670 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 2, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1671 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 160>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1672 = "stablehlo.reshape"(%1671) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1673 = "stablehlo.broadcast_in_dim"(%1672) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1674 = stablehlo.multiply %1670, %1673 : tensor<32x2x2x160xf32>
    %1675 = stablehlo.add %1669, %1674 : tensor<32x2x2x160xf32>
    %1676 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 3, 160>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1677 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 160>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1678 = "stablehlo.reshape"(%1677) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1679 = "stablehlo.broadcast_in_dim"(%1678) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1680 = stablehlo.multiply %1676, %1679 : tensor<32x2x2x160xf32>
    %1681 = stablehlo.add %1675, %1680 : tensor<32x2x2x160xf32>
    %1682 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 4, 160>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1683 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 160>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1684 = "stablehlo.reshape"(%1683) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1685 = "stablehlo.broadcast_in_dim"(%1684) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1686 = stablehlo.multiply %1682, %1685 : tensor<32x2x2x160xf32>
    %1687 = stablehlo.add %1681, %1686 : tensor<32x2x2x160xf32>
    %1688 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 5, 160>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1689 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 160>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1690 = "stablehlo.reshape"(%1689) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1691 = "stablehlo.broadcast_in_dim"(%1690) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1692 = stablehlo.multiply %1688, %1691 : tensor<32x2x2x160xf32>
    %1693 = stablehlo.add %1687, %1692 : tensor<32x2x2x160xf32>
    %1694 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 6, 160>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1695 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 160>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1696 = "stablehlo.reshape"(%1695) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%1696) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1698 = stablehlo.multiply %1694, %1697 : tensor<32x2x2x160xf32>
    %1699 = stablehlo.add %1693, %1698 : tensor<32x2x2x160xf32>
    %1700 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 7, 160>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1701 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 160>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1702 = "stablehlo.reshape"(%1701) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1703 = "stablehlo.broadcast_in_dim"(%1702) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1704 = stablehlo.multiply %1700, %1703 : tensor<32x2x2x160xf32>
    %1705 = stablehlo.add %1699, %1704 : tensor<32x2x2x160xf32>
    %1706 = "stablehlo.slice"(%1418) {limit_indices = array<i64: 32, 8, 8, 160>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1707 = "stablehlo.slice"(%stages.2.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 160>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1708 = "stablehlo.reshape"(%1707) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1709 = "stablehlo.broadcast_in_dim"(%1708) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1710 = stablehlo.multiply %1706, %1709 : tensor<32x2x2x160xf32>
    %1711 = stablehlo.add %1705, %1710 : tensor<32x2x2x160xf32>
    %1712 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1713 = stablehlo.add %1711, %1712 : tensor<32x2x2x160xf32>
    %1714 = stablehlo.constant dense<0.0> : tensor<f32>
    %1715 = "stablehlo.reduce"(%1713, %1714) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1716 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1717 = stablehlo.divide %1715, %1716 : tensor<32x2x2xf32>
    %1718 = "stablehlo.broadcast_in_dim"(%1717) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1719 = stablehlo.subtract %1713, %1718 : tensor<32x2x2x160xf32>
    %1720 = stablehlo.multiply %1719, %1719 : tensor<32x2x2x160xf32>
    %1721 = stablehlo.constant dense<0.0> : tensor<f32>
    %1722 = "stablehlo.reduce"(%1720, %1721) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1723 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1724 = stablehlo.divide %1722, %1723 : tensor<32x2x2xf32>
    %1725 = "stablehlo.broadcast_in_dim"(%1724) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1726 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %1727 = stablehlo.add %1725, %1726 : tensor<32x2x2x160xf32>
    %1728 = stablehlo.rsqrt %1727 : tensor<32x2x2x160xf32>
    %1729 = stablehlo.multiply %1719, %1728 : tensor<32x2x2x160xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1731 = stablehlo.multiply %1729, %1730 : tensor<32x2x2x160xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1733 = stablehlo.add %1731, %1732 : tensor<32x2x2x160xf32>
    %1734 = "stablehlo.dot_general"(%1733, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %1736 = stablehlo.add %1734, %1735 : tensor<32x2x2x640xf32>
    %1737 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %1738 = stablehlo.multiply %1736, %1737 : tensor<32x2x2x640xf32>
    %1739 = "chlo.erf"(%1738) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %1740 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %1741 = stablehlo.add %1739, %1740 : tensor<32x2x2x640xf32>
    %1742 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %1743 = stablehlo.multiply %1736, %1742 : tensor<32x2x2x640xf32>
    %1744 = stablehlo.multiply %1743, %1741 : tensor<32x2x2x640xf32>
    %1745 = "stablehlo.dot_general"(%1744, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %1746 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1747 = stablehlo.add %1745, %1746 : tensor<32x2x2x160xf32>
    %1748 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1749 = stablehlo.multiply %1747, %1748 : tensor<32x2x2x160xf32>
    %1750 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %1751 = "stablehlo.broadcast_in_dim"(%1750) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %1752 = stablehlo.multiply %1749, %1751 : tensor<32x2x2x160xf32>
    %1753 = stablehlo.add %1752, %1416 : tensor<32x2x2x160xf32>
    %1754 = stablehlo.constant dense<0.0> : tensor<f32>
    %1755 = "stablehlo.pad"(%1753, %1754) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x8x8x160xf32>
    %1756 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 2, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1757 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1758 = "stablehlo.reshape"(%1757) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1759 = "stablehlo.broadcast_in_dim"(%1758) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1760 = stablehlo.multiply %1756, %1759 : tensor<32x2x2x160xf32>
    %1761 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 3, 160>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1762 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1763 = "stablehlo.reshape"(%1762) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1764 = "stablehlo.broadcast_in_dim"(%1763) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1765 = stablehlo.multiply %1761, %1764 : tensor<32x2x2x160xf32>
    %1766 = stablehlo.add %1760, %1765 : tensor<32x2x2x160xf32>
    %1767 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 4, 160>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1768 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1769 = "stablehlo.reshape"(%1768) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1770 = "stablehlo.broadcast_in_dim"(%1769) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1771 = stablehlo.multiply %1767, %1770 : tensor<32x2x2x160xf32>
    %1772 = stablehlo.add %1766, %1771 : tensor<32x2x2x160xf32>
    %1773 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 5, 160>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1774 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1775 = "stablehlo.reshape"(%1774) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1776 = "stablehlo.broadcast_in_dim"(%1775) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1777 = stablehlo.multiply %1773, %1776 : tensor<32x2x2x160xf32>
    %1778 = stablehlo.add %1772, %1777 : tensor<32x2x2x160xf32>
    %1779 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 6, 160>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1780 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1781 = "stablehlo.reshape"(%1780) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1782 = "stablehlo.broadcast_in_dim"(%1781) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1783 = stablehlo.multiply %1779, %1782 : tensor<32x2x2x160xf32>
    %1784 = stablehlo.add %1778, %1783 : tensor<32x2x2x160xf32>
    %1785 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 7, 160>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1786 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1787 = "stablehlo.reshape"(%1786) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1788 = "stablehlo.broadcast_in_dim"(%1787) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1789 = stablehlo.multiply %1785, %1788 : tensor<32x2x2x160xf32>
    %1790 = stablehlo.add %1784, %1789 : tensor<32x2x2x160xf32>
    %1791 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 2, 8, 160>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1792 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1793 = "stablehlo.reshape"(%1792) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1794 = "stablehlo.broadcast_in_dim"(%1793) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1795 = stablehlo.multiply %1791, %1794 : tensor<32x2x2x160xf32>
    %1796 = stablehlo.add %1790, %1795 : tensor<32x2x2x160xf32>
    %1797 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 2, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1798 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 160>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1799 = "stablehlo.reshape"(%1798) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1800 = "stablehlo.broadcast_in_dim"(%1799) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1801 = stablehlo.multiply %1797, %1800 : tensor<32x2x2x160xf32>
    %1802 = stablehlo.add %1796, %1801 : tensor<32x2x2x160xf32>
    %1803 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 3, 160>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1804 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 160>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1805 = "stablehlo.reshape"(%1804) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%1805) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1807 = stablehlo.multiply %1803, %1806 : tensor<32x2x2x160xf32>
    %1808 = stablehlo.add %1802, %1807 : tensor<32x2x2x160xf32>
    %1809 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 4, 160>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1810 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 160>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1811 = "stablehlo.reshape"(%1810) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1812 = "stablehlo.broadcast_in_dim"(%1811) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1813 = stablehlo.multiply %1809, %1812 : tensor<32x2x2x160xf32>
    %1814 = stablehlo.add %1808, %1813 : tensor<32x2x2x160xf32>
    %1815 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 5, 160>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1816 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 160>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1817 = "stablehlo.reshape"(%1816) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1818 = "stablehlo.broadcast_in_dim"(%1817) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1819 = stablehlo.multiply %1815, %1818 : tensor<32x2x2x160xf32>
    %1820 = stablehlo.add %1814, %1819 : tensor<32x2x2x160xf32>
    %1821 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 6, 160>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1822 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 160>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1823 = "stablehlo.reshape"(%1822) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1824 = "stablehlo.broadcast_in_dim"(%1823) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1825 = stablehlo.multiply %1821, %1824 : tensor<32x2x2x160xf32>
    %1826 = stablehlo.add %1820, %1825 : tensor<32x2x2x160xf32>
    %1827 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 7, 160>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1828 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 160>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1829 = "stablehlo.reshape"(%1828) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%1829) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1831 = stablehlo.multiply %1827, %1830 : tensor<32x2x2x160xf32>
    %1832 = stablehlo.add %1826, %1831 : tensor<32x2x2x160xf32>
    %1833 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 3, 8, 160>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1834 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 160>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1835 = "stablehlo.reshape"(%1834) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1836 = "stablehlo.broadcast_in_dim"(%1835) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1837 = stablehlo.multiply %1833, %1836 : tensor<32x2x2x160xf32>
    %1838 = stablehlo.add %1832, %1837 : tensor<32x2x2x160xf32>
    %1839 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 2, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1840 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 160>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1841 = "stablehlo.reshape"(%1840) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1842 = "stablehlo.broadcast_in_dim"(%1841) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1843 = stablehlo.multiply %1839, %1842 : tensor<32x2x2x160xf32>
    %1844 = stablehlo.add %1838, %1843 : tensor<32x2x2x160xf32>
    %1845 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 3, 160>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1846 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 160>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1847 = "stablehlo.reshape"(%1846) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1848 = "stablehlo.broadcast_in_dim"(%1847) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1849 = stablehlo.multiply %1845, %1848 : tensor<32x2x2x160xf32>
    %1850 = stablehlo.add %1844, %1849 : tensor<32x2x2x160xf32>
    %1851 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 4, 160>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1852 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 160>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1853 = "stablehlo.reshape"(%1852) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1854 = "stablehlo.broadcast_in_dim"(%1853) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1855 = stablehlo.multiply %1851, %1854 : tensor<32x2x2x160xf32>
    %1856 = stablehlo.add %1850, %1855 : tensor<32x2x2x160xf32>
    %1857 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 5, 160>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1858 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 160>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1859 = "stablehlo.reshape"(%1858) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1860 = "stablehlo.broadcast_in_dim"(%1859) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1861 = stablehlo.multiply %1857, %1860 : tensor<32x2x2x160xf32>
    %1862 = stablehlo.add %1856, %1861 : tensor<32x2x2x160xf32>
    %1863 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 6, 160>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1864 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 160>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1865 = "stablehlo.reshape"(%1864) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1866 = "stablehlo.broadcast_in_dim"(%1865) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1867 = stablehlo.multiply %1863, %1866 : tensor<32x2x2x160xf32>
    %1868 = stablehlo.add %1862, %1867 : tensor<32x2x2x160xf32>
    %1869 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 7, 160>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1870 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 160>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1871 = "stablehlo.reshape"(%1870) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1872 = "stablehlo.broadcast_in_dim"(%1871) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1873 = stablehlo.multiply %1869, %1872 : tensor<32x2x2x160xf32>
    %1874 = stablehlo.add %1868, %1873 : tensor<32x2x2x160xf32>
    %1875 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 4, 8, 160>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1876 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 160>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1877 = "stablehlo.reshape"(%1876) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1878 = "stablehlo.broadcast_in_dim"(%1877) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1879 = stablehlo.multiply %1875, %1878 : tensor<32x2x2x160xf32>
    %1880 = stablehlo.add %1874, %1879 : tensor<32x2x2x160xf32>
    %1881 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 2, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1882 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 160>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1883 = "stablehlo.reshape"(%1882) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1884 = "stablehlo.broadcast_in_dim"(%1883) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1885 = stablehlo.multiply %1881, %1884 : tensor<32x2x2x160xf32>
    %1886 = stablehlo.add %1880, %1885 : tensor<32x2x2x160xf32>
    %1887 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 3, 160>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1888 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 160>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1889 = "stablehlo.reshape"(%1888) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1890 = "stablehlo.broadcast_in_dim"(%1889) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1891 = stablehlo.multiply %1887, %1890 : tensor<32x2x2x160xf32>
    %1892 = stablehlo.add %1886, %1891 : tensor<32x2x2x160xf32>
    %1893 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 4, 160>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1894 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 160>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1895 = "stablehlo.reshape"(%1894) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1896 = "stablehlo.broadcast_in_dim"(%1895) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1897 = stablehlo.multiply %1893, %1896 : tensor<32x2x2x160xf32>
    %1898 = stablehlo.add %1892, %1897 : tensor<32x2x2x160xf32>
    %1899 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 5, 160>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1900 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 160>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1901 = "stablehlo.reshape"(%1900) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1902 = "stablehlo.broadcast_in_dim"(%1901) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1903 = stablehlo.multiply %1899, %1902 : tensor<32x2x2x160xf32>
    %1904 = stablehlo.add %1898, %1903 : tensor<32x2x2x160xf32>
    %1905 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 6, 160>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1906 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 160>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1907 = "stablehlo.reshape"(%1906) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1908 = "stablehlo.broadcast_in_dim"(%1907) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1909 = stablehlo.multiply %1905, %1908 : tensor<32x2x2x160xf32>
    %1910 = stablehlo.add %1904, %1909 : tensor<32x2x2x160xf32>
    %1911 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 7, 160>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1912 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 160>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1913 = "stablehlo.reshape"(%1912) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1914 = "stablehlo.broadcast_in_dim"(%1913) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1915 = stablehlo.multiply %1911, %1914 : tensor<32x2x2x160xf32>
    %1916 = stablehlo.add %1910, %1915 : tensor<32x2x2x160xf32>
    %1917 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 5, 8, 160>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1918 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 160>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1919 = "stablehlo.reshape"(%1918) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1920 = "stablehlo.broadcast_in_dim"(%1919) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1921 = stablehlo.multiply %1917, %1920 : tensor<32x2x2x160xf32>
    %1922 = stablehlo.add %1916, %1921 : tensor<32x2x2x160xf32>
    %1923 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 2, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1924 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 160>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1925 = "stablehlo.reshape"(%1924) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%1925) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1927 = stablehlo.multiply %1923, %1926 : tensor<32x2x2x160xf32>
    %1928 = stablehlo.add %1922, %1927 : tensor<32x2x2x160xf32>
    %1929 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 3, 160>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1930 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 160>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1931 = "stablehlo.reshape"(%1930) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%1931) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1933 = stablehlo.multiply %1929, %1932 : tensor<32x2x2x160xf32>
    %1934 = stablehlo.add %1928, %1933 : tensor<32x2x2x160xf32>
    %1935 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 4, 160>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1936 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 160>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1937 = "stablehlo.reshape"(%1936) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1938 = "stablehlo.broadcast_in_dim"(%1937) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1939 = stablehlo.multiply %1935, %1938 : tensor<32x2x2x160xf32>
    %1940 = stablehlo.add %1934, %1939 : tensor<32x2x2x160xf32>
    %1941 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 5, 160>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1942 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 160>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1943 = "stablehlo.reshape"(%1942) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%1943) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1945 = stablehlo.multiply %1941, %1944 : tensor<32x2x2x160xf32>
    %1946 = stablehlo.add %1940, %1945 : tensor<32x2x2x160xf32>
    %1947 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 6, 160>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1948 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 160>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1949 = "stablehlo.reshape"(%1948) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1950 = "stablehlo.broadcast_in_dim"(%1949) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1951 = stablehlo.multiply %1947, %1950 : tensor<32x2x2x160xf32>
    %1952 = stablehlo.add %1946, %1951 : tensor<32x2x2x160xf32>
    %1953 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 7, 160>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1954 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 160>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1955 = "stablehlo.reshape"(%1954) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1956 = "stablehlo.broadcast_in_dim"(%1955) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1957 = stablehlo.multiply %1953, %1956 : tensor<32x2x2x160xf32>
    %1958 = stablehlo.add %1952, %1957 : tensor<32x2x2x160xf32>
    %1959 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 6, 8, 160>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1960 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 160>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1961 = "stablehlo.reshape"(%1960) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1962 = "stablehlo.broadcast_in_dim"(%1961) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1963 = stablehlo.multiply %1959, %1962 : tensor<32x2x2x160xf32>
    %1964 = stablehlo.add %1958, %1963 : tensor<32x2x2x160xf32>
    %1965 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 2, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1966 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 160>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1967 = "stablehlo.reshape"(%1966) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%1967) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1969 = stablehlo.multiply %1965, %1968 : tensor<32x2x2x160xf32>
    %1970 = stablehlo.add %1964, %1969 : tensor<32x2x2x160xf32>
    %1971 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 3, 160>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1972 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 160>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1973 = "stablehlo.reshape"(%1972) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1974 = "stablehlo.broadcast_in_dim"(%1973) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1975 = stablehlo.multiply %1971, %1974 : tensor<32x2x2x160xf32>
    %1976 = stablehlo.add %1970, %1975 : tensor<32x2x2x160xf32>
    %1977 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 4, 160>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1978 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 160>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1979 = "stablehlo.reshape"(%1978) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1980 = "stablehlo.broadcast_in_dim"(%1979) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1981 = stablehlo.multiply %1977, %1980 : tensor<32x2x2x160xf32>
    %1982 = stablehlo.add %1976, %1981 : tensor<32x2x2x160xf32>
    %1983 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 5, 160>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1984 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 160>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1985 = "stablehlo.reshape"(%1984) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%1985) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1987 = stablehlo.multiply %1983, %1986 : tensor<32x2x2x160xf32>
    %1988 = stablehlo.add %1982, %1987 : tensor<32x2x2x160xf32>
    %1989 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 6, 160>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1990 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 160>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1991 = "stablehlo.reshape"(%1990) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1992 = "stablehlo.broadcast_in_dim"(%1991) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1993 = stablehlo.multiply %1989, %1992 : tensor<32x2x2x160xf32>
    %1994 = stablehlo.add %1988, %1993 : tensor<32x2x2x160xf32>
    %1995 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 7, 160>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %1996 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 160>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %1997 = "stablehlo.reshape"(%1996) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %1998 = "stablehlo.broadcast_in_dim"(%1997) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %1999 = stablehlo.multiply %1995, %1998 : tensor<32x2x2x160xf32>
    %2000 = stablehlo.add %1994, %1999 : tensor<32x2x2x160xf32>
    %2001 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 7, 8, 160>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2002 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 160>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2003 = "stablehlo.reshape"(%2002) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2004 = "stablehlo.broadcast_in_dim"(%2003) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2005 = stablehlo.multiply %2001, %2004 : tensor<32x2x2x160xf32>
    %2006 = stablehlo.add %2000, %2005 : tensor<32x2x2x160xf32>
    %2007 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 2, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2008 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 160>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2009 = "stablehlo.reshape"(%2008) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2010 = "stablehlo.broadcast_in_dim"(%2009) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2011 = stablehlo.multiply %2007, %2010 : tensor<32x2x2x160xf32>
    %2012 = stablehlo.add %2006, %2011 : tensor<32x2x2x160xf32>
    %2013 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 3, 160>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2014 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 160>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2015 = "stablehlo.reshape"(%2014) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2016 = "stablehlo.broadcast_in_dim"(%2015) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2017 = stablehlo.multiply %2013, %2016 : tensor<32x2x2x160xf32>
    %2018 = stablehlo.add %2012, %2017 : tensor<32x2x2x160xf32>
    %2019 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 4, 160>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2020 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 160>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2021 = "stablehlo.reshape"(%2020) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2022 = "stablehlo.broadcast_in_dim"(%2021) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2023 = stablehlo.multiply %2019, %2022 : tensor<32x2x2x160xf32>
    %2024 = stablehlo.add %2018, %2023 : tensor<32x2x2x160xf32>
    %2025 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 5, 160>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2026 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 160>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2027 = "stablehlo.reshape"(%2026) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2028 = "stablehlo.broadcast_in_dim"(%2027) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2029 = stablehlo.multiply %2025, %2028 : tensor<32x2x2x160xf32>
    %2030 = stablehlo.add %2024, %2029 : tensor<32x2x2x160xf32>
    %2031 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 6, 160>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2032 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 160>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2033 = "stablehlo.reshape"(%2032) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%2033) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2035 = stablehlo.multiply %2031, %2034 : tensor<32x2x2x160xf32>
    %2036 = stablehlo.add %2030, %2035 : tensor<32x2x2x160xf32>
    %2037 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 7, 160>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2038 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 160>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2039 = "stablehlo.reshape"(%2038) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2040 = "stablehlo.broadcast_in_dim"(%2039) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2041 = stablehlo.multiply %2037, %2040 : tensor<32x2x2x160xf32>
    %2042 = stablehlo.add %2036, %2041 : tensor<32x2x2x160xf32>
    %2043 = "stablehlo.slice"(%1755) {limit_indices = array<i64: 32, 8, 8, 160>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2044 = "stablehlo.slice"(%stages.2.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 160>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2045 = "stablehlo.reshape"(%2044) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2046 = "stablehlo.broadcast_in_dim"(%2045) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2047 = stablehlo.multiply %2043, %2046 : tensor<32x2x2x160xf32>
    %2048 = stablehlo.add %2042, %2047 : tensor<32x2x2x160xf32>
    %2049 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2050 = stablehlo.add %2048, %2049 : tensor<32x2x2x160xf32>
    %2051 = stablehlo.constant dense<0.0> : tensor<f32>
    %2052 = "stablehlo.reduce"(%2050, %2051) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %2053 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %2054 = stablehlo.divide %2052, %2053 : tensor<32x2x2xf32>
    %2055 = "stablehlo.broadcast_in_dim"(%2054) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %2056 = stablehlo.subtract %2050, %2055 : tensor<32x2x2x160xf32>
    %2057 = stablehlo.multiply %2056, %2056 : tensor<32x2x2x160xf32>
    %2058 = stablehlo.constant dense<0.0> : tensor<f32>
    %2059 = "stablehlo.reduce"(%2057, %2058) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %2060 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %2061 = stablehlo.divide %2059, %2060 : tensor<32x2x2xf32>
    %2062 = "stablehlo.broadcast_in_dim"(%2061) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %2063 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %2064 = stablehlo.add %2062, %2063 : tensor<32x2x2x160xf32>
    %2065 = stablehlo.rsqrt %2064 : tensor<32x2x2x160xf32>
    %2066 = stablehlo.multiply %2056, %2065 : tensor<32x2x2x160xf32>
    %2067 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2068 = stablehlo.multiply %2066, %2067 : tensor<32x2x2x160xf32>
    %2069 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2070 = stablehlo.add %2068, %2069 : tensor<32x2x2x160xf32>
    %2071 = "stablehlo.dot_general"(%2070, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %2072 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %2073 = stablehlo.add %2071, %2072 : tensor<32x2x2x640xf32>
    %2074 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %2075 = stablehlo.multiply %2073, %2074 : tensor<32x2x2x640xf32>
    %2076 = "chlo.erf"(%2075) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %2077 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %2078 = stablehlo.add %2076, %2077 : tensor<32x2x2x640xf32>
    %2079 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %2080 = stablehlo.multiply %2073, %2079 : tensor<32x2x2x640xf32>
    %2081 = stablehlo.multiply %2080, %2078 : tensor<32x2x2x640xf32>
    %2082 = "stablehlo.dot_general"(%2081, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2084 = stablehlo.add %2082, %2083 : tensor<32x2x2x160xf32>
    %2085 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2086 = stablehlo.multiply %2084, %2085 : tensor<32x2x2x160xf32>
    %2087 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %2088 = "stablehlo.broadcast_in_dim"(%2087) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %2089 = stablehlo.multiply %2086, %2088 : tensor<32x2x2x160xf32>
    %2090 = stablehlo.add %2089, %1753 : tensor<32x2x2x160xf32>
    %2091 = stablehlo.constant dense<0.0> : tensor<f32>
    %2092 = "stablehlo.pad"(%2090, %2091) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x8x8x160xf32>
    %2093 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 2, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2094 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2095 = "stablehlo.reshape"(%2094) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2096 = "stablehlo.broadcast_in_dim"(%2095) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2097 = stablehlo.multiply %2093, %2096 : tensor<32x2x2x160xf32>
    %2098 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 3, 160>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2099 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2100 = "stablehlo.reshape"(%2099) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2101 = "stablehlo.broadcast_in_dim"(%2100) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2102 = stablehlo.multiply %2098, %2101 : tensor<32x2x2x160xf32>
    %2103 = stablehlo.add %2097, %2102 : tensor<32x2x2x160xf32>
    %2104 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 4, 160>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2105 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2106 = "stablehlo.reshape"(%2105) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2107 = "stablehlo.broadcast_in_dim"(%2106) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2108 = stablehlo.multiply %2104, %2107 : tensor<32x2x2x160xf32>
    %2109 = stablehlo.add %2103, %2108 : tensor<32x2x2x160xf32>
    %2110 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 5, 160>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2111 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2112 = "stablehlo.reshape"(%2111) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2113 = "stablehlo.broadcast_in_dim"(%2112) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2114 = stablehlo.multiply %2110, %2113 : tensor<32x2x2x160xf32>
    %2115 = stablehlo.add %2109, %2114 : tensor<32x2x2x160xf32>
    %2116 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 6, 160>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2117 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2118 = "stablehlo.reshape"(%2117) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2119 = "stablehlo.broadcast_in_dim"(%2118) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2120 = stablehlo.multiply %2116, %2119 : tensor<32x2x2x160xf32>
    %2121 = stablehlo.add %2115, %2120 : tensor<32x2x2x160xf32>
    %2122 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 7, 160>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2123 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2124 = "stablehlo.reshape"(%2123) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2125 = "stablehlo.broadcast_in_dim"(%2124) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2126 = stablehlo.multiply %2122, %2125 : tensor<32x2x2x160xf32>
    %2127 = stablehlo.add %2121, %2126 : tensor<32x2x2x160xf32>
    %2128 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 2, 8, 160>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2129 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2130 = "stablehlo.reshape"(%2129) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2131 = "stablehlo.broadcast_in_dim"(%2130) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2132 = stablehlo.multiply %2128, %2131 : tensor<32x2x2x160xf32>
    %2133 = stablehlo.add %2127, %2132 : tensor<32x2x2x160xf32>
    %2134 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 2, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2135 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 160>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2136 = "stablehlo.reshape"(%2135) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2137 = "stablehlo.broadcast_in_dim"(%2136) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2138 = stablehlo.multiply %2134, %2137 : tensor<32x2x2x160xf32>
    %2139 = stablehlo.add %2133, %2138 : tensor<32x2x2x160xf32>
    %2140 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 3, 160>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2141 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 160>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2142 = "stablehlo.reshape"(%2141) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2143 = "stablehlo.broadcast_in_dim"(%2142) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2144 = stablehlo.multiply %2140, %2143 : tensor<32x2x2x160xf32>
    %2145 = stablehlo.add %2139, %2144 : tensor<32x2x2x160xf32>
    %2146 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 4, 160>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2147 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 160>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2148 = "stablehlo.reshape"(%2147) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2149 = "stablehlo.broadcast_in_dim"(%2148) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2150 = stablehlo.multiply %2146, %2149 : tensor<32x2x2x160xf32>
    %2151 = stablehlo.add %2145, %2150 : tensor<32x2x2x160xf32>
    %2152 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 5, 160>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2153 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 160>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2154 = "stablehlo.reshape"(%2153) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2155 = "stablehlo.broadcast_in_dim"(%2154) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2156 = stablehlo.multiply %2152, %2155 : tensor<32x2x2x160xf32>
    %2157 = stablehlo.add %2151, %2156 : tensor<32x2x2x160xf32>
    %2158 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 6, 160>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2159 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 160>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2160 = "stablehlo.reshape"(%2159) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2161 = "stablehlo.broadcast_in_dim"(%2160) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2162 = stablehlo.multiply %2158, %2161 : tensor<32x2x2x160xf32>
    %2163 = stablehlo.add %2157, %2162 : tensor<32x2x2x160xf32>
    %2164 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 7, 160>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2165 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 160>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2166 = "stablehlo.reshape"(%2165) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2167 = "stablehlo.broadcast_in_dim"(%2166) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2168 = stablehlo.multiply %2164, %2167 : tensor<32x2x2x160xf32>
    %2169 = stablehlo.add %2163, %2168 : tensor<32x2x2x160xf32>
    %2170 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 3, 8, 160>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2171 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 160>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2172 = "stablehlo.reshape"(%2171) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2173 = "stablehlo.broadcast_in_dim"(%2172) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2174 = stablehlo.multiply %2170, %2173 : tensor<32x2x2x160xf32>
    %2175 = stablehlo.add %2169, %2174 : tensor<32x2x2x160xf32>
    %2176 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 2, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2177 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 160>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2178 = "stablehlo.reshape"(%2177) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2179 = "stablehlo.broadcast_in_dim"(%2178) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2180 = stablehlo.multiply %2176, %2179 : tensor<32x2x2x160xf32>
    %2181 = stablehlo.add %2175, %2180 : tensor<32x2x2x160xf32>
    %2182 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 3, 160>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2183 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 160>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2184 = "stablehlo.reshape"(%2183) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2185 = "stablehlo.broadcast_in_dim"(%2184) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2186 = stablehlo.multiply %2182, %2185 : tensor<32x2x2x160xf32>
    %2187 = stablehlo.add %2181, %2186 : tensor<32x2x2x160xf32>
    %2188 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 4, 160>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2189 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 160>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2190 = "stablehlo.reshape"(%2189) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2191 = "stablehlo.broadcast_in_dim"(%2190) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2192 = stablehlo.multiply %2188, %2191 : tensor<32x2x2x160xf32>
    %2193 = stablehlo.add %2187, %2192 : tensor<32x2x2x160xf32>
    %2194 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 5, 160>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2195 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 160>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2196 = "stablehlo.reshape"(%2195) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2197 = "stablehlo.broadcast_in_dim"(%2196) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2198 = stablehlo.multiply %2194, %2197 : tensor<32x2x2x160xf32>
    %2199 = stablehlo.add %2193, %2198 : tensor<32x2x2x160xf32>
    %2200 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 6, 160>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2201 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 160>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2202 = "stablehlo.reshape"(%2201) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%2202) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2204 = stablehlo.multiply %2200, %2203 : tensor<32x2x2x160xf32>
    %2205 = stablehlo.add %2199, %2204 : tensor<32x2x2x160xf32>
    %2206 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 7, 160>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2207 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 160>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2208 = "stablehlo.reshape"(%2207) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2209 = "stablehlo.broadcast_in_dim"(%2208) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2210 = stablehlo.multiply %2206, %2209 : tensor<32x2x2x160xf32>
    %2211 = stablehlo.add %2205, %2210 : tensor<32x2x2x160xf32>
    %2212 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 4, 8, 160>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2213 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 160>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2214 = "stablehlo.reshape"(%2213) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%2214) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2216 = stablehlo.multiply %2212, %2215 : tensor<32x2x2x160xf32>
    %2217 = stablehlo.add %2211, %2216 : tensor<32x2x2x160xf32>
    %2218 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 2, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2219 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 160>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2220 = "stablehlo.reshape"(%2219) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2221 = "stablehlo.broadcast_in_dim"(%2220) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2222 = stablehlo.multiply %2218, %2221 : tensor<32x2x2x160xf32>
    %2223 = stablehlo.add %2217, %2222 : tensor<32x2x2x160xf32>
    %2224 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 3, 160>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2225 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 160>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2226 = "stablehlo.reshape"(%2225) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2227 = "stablehlo.broadcast_in_dim"(%2226) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2228 = stablehlo.multiply %2224, %2227 : tensor<32x2x2x160xf32>
    %2229 = stablehlo.add %2223, %2228 : tensor<32x2x2x160xf32>
    %2230 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 4, 160>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2231 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 160>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2232 = "stablehlo.reshape"(%2231) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%2232) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2234 = stablehlo.multiply %2230, %2233 : tensor<32x2x2x160xf32>
    %2235 = stablehlo.add %2229, %2234 : tensor<32x2x2x160xf32>
    %2236 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 5, 160>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2237 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 160>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2238 = "stablehlo.reshape"(%2237) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2239 = "stablehlo.broadcast_in_dim"(%2238) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2240 = stablehlo.multiply %2236, %2239 : tensor<32x2x2x160xf32>
    %2241 = stablehlo.add %2235, %2240 : tensor<32x2x2x160xf32>
    %2242 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 6, 160>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2243 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 160>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2244 = "stablehlo.reshape"(%2243) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2245 = "stablehlo.broadcast_in_dim"(%2244) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2246 = stablehlo.multiply %2242, %2245 : tensor<32x2x2x160xf32>
    %2247 = stablehlo.add %2241, %2246 : tensor<32x2x2x160xf32>
    %2248 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 7, 160>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2249 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 160>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2250 = "stablehlo.reshape"(%2249) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2251 = "stablehlo.broadcast_in_dim"(%2250) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2252 = stablehlo.multiply %2248, %2251 : tensor<32x2x2x160xf32>
    %2253 = stablehlo.add %2247, %2252 : tensor<32x2x2x160xf32>
    %2254 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 5, 8, 160>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2255 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 160>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2256 = "stablehlo.reshape"(%2255) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2257 = "stablehlo.broadcast_in_dim"(%2256) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2258 = stablehlo.multiply %2254, %2257 : tensor<32x2x2x160xf32>
    %2259 = stablehlo.add %2253, %2258 : tensor<32x2x2x160xf32>
    %2260 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 2, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2261 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 160>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2262 = "stablehlo.reshape"(%2261) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2263 = "stablehlo.broadcast_in_dim"(%2262) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2264 = stablehlo.multiply %2260, %2263 : tensor<32x2x2x160xf32>
    %2265 = stablehlo.add %2259, %2264 : tensor<32x2x2x160xf32>
    %2266 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 3, 160>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2267 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 160>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2268 = "stablehlo.reshape"(%2267) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2269 = "stablehlo.broadcast_in_dim"(%2268) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2270 = stablehlo.multiply %2266, %2269 : tensor<32x2x2x160xf32>
    %2271 = stablehlo.add %2265, %2270 : tensor<32x2x2x160xf32>
    %2272 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 4, 160>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2273 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 160>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2274 = "stablehlo.reshape"(%2273) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2275 = "stablehlo.broadcast_in_dim"(%2274) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2276 = stablehlo.multiply %2272, %2275 : tensor<32x2x2x160xf32>
    %2277 = stablehlo.add %2271, %2276 : tensor<32x2x2x160xf32>
    %2278 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 5, 160>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2279 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 160>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2280 = "stablehlo.reshape"(%2279) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%2280) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2282 = stablehlo.multiply %2278, %2281 : tensor<32x2x2x160xf32>
    %2283 = stablehlo.add %2277, %2282 : tensor<32x2x2x160xf32>
    %2284 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 6, 160>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2285 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 160>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2286 = "stablehlo.reshape"(%2285) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2287 = "stablehlo.broadcast_in_dim"(%2286) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2288 = stablehlo.multiply %2284, %2287 : tensor<32x2x2x160xf32>
    %2289 = stablehlo.add %2283, %2288 : tensor<32x2x2x160xf32>
    %2290 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 7, 160>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2291 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 160>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2292 = "stablehlo.reshape"(%2291) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2293 = "stablehlo.broadcast_in_dim"(%2292) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2294 = stablehlo.multiply %2290, %2293 : tensor<32x2x2x160xf32>
    %2295 = stablehlo.add %2289, %2294 : tensor<32x2x2x160xf32>
    %2296 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 6, 8, 160>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2297 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 160>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2298 = "stablehlo.reshape"(%2297) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2299 = "stablehlo.broadcast_in_dim"(%2298) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2300 = stablehlo.multiply %2296, %2299 : tensor<32x2x2x160xf32>
    %2301 = stablehlo.add %2295, %2300 : tensor<32x2x2x160xf32>
    %2302 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 2, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2303 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 160>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2304 = "stablehlo.reshape"(%2303) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%2304) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2306 = stablehlo.multiply %2302, %2305 : tensor<32x2x2x160xf32>
    %2307 = stablehlo.add %2301, %2306 : tensor<32x2x2x160xf32>
    %2308 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 3, 160>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2309 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 160>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2310 = "stablehlo.reshape"(%2309) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2311 = "stablehlo.broadcast_in_dim"(%2310) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2312 = stablehlo.multiply %2308, %2311 : tensor<32x2x2x160xf32>
    %2313 = stablehlo.add %2307, %2312 : tensor<32x2x2x160xf32>
    %2314 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 4, 160>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2315 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 160>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2316 = "stablehlo.reshape"(%2315) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2317 = "stablehlo.broadcast_in_dim"(%2316) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2318 = stablehlo.multiply %2314, %2317 : tensor<32x2x2x160xf32>
    %2319 = stablehlo.add %2313, %2318 : tensor<32x2x2x160xf32>
    %2320 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 5, 160>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2321 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 160>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2322 = "stablehlo.reshape"(%2321) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2323 = "stablehlo.broadcast_in_dim"(%2322) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2324 = stablehlo.multiply %2320, %2323 : tensor<32x2x2x160xf32>
    %2325 = stablehlo.add %2319, %2324 : tensor<32x2x2x160xf32>
    %2326 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 6, 160>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2327 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 160>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2328 = "stablehlo.reshape"(%2327) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2329 = "stablehlo.broadcast_in_dim"(%2328) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2330 = stablehlo.multiply %2326, %2329 : tensor<32x2x2x160xf32>
    %2331 = stablehlo.add %2325, %2330 : tensor<32x2x2x160xf32>
    %2332 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 7, 160>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2333 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 160>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2334 = "stablehlo.reshape"(%2333) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2335 = "stablehlo.broadcast_in_dim"(%2334) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2336 = stablehlo.multiply %2332, %2335 : tensor<32x2x2x160xf32>
    %2337 = stablehlo.add %2331, %2336 : tensor<32x2x2x160xf32>
    %2338 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 7, 8, 160>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2339 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 160>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2340 = "stablehlo.reshape"(%2339) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2341 = "stablehlo.broadcast_in_dim"(%2340) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2342 = stablehlo.multiply %2338, %2341 : tensor<32x2x2x160xf32>
    %2343 = stablehlo.add %2337, %2342 : tensor<32x2x2x160xf32>
    %2344 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 2, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2345 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 160>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2346 = "stablehlo.reshape"(%2345) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%2346) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2348 = stablehlo.multiply %2344, %2347 : tensor<32x2x2x160xf32>
    %2349 = stablehlo.add %2343, %2348 : tensor<32x2x2x160xf32>
    %2350 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 3, 160>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2351 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 160>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2352 = "stablehlo.reshape"(%2351) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2353 = "stablehlo.broadcast_in_dim"(%2352) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2354 = stablehlo.multiply %2350, %2353 : tensor<32x2x2x160xf32>
    %2355 = stablehlo.add %2349, %2354 : tensor<32x2x2x160xf32>
    %2356 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 4, 160>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2357 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 160>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2358 = "stablehlo.reshape"(%2357) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%2358) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2360 = stablehlo.multiply %2356, %2359 : tensor<32x2x2x160xf32>
    %2361 = stablehlo.add %2355, %2360 : tensor<32x2x2x160xf32>
    %2362 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 5, 160>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2363 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 160>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2364 = "stablehlo.reshape"(%2363) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2365 = "stablehlo.broadcast_in_dim"(%2364) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2366 = stablehlo.multiply %2362, %2365 : tensor<32x2x2x160xf32>
    %2367 = stablehlo.add %2361, %2366 : tensor<32x2x2x160xf32>
    %2368 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 6, 160>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2369 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 160>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2370 = "stablehlo.reshape"(%2369) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2371 = "stablehlo.broadcast_in_dim"(%2370) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2372 = stablehlo.multiply %2368, %2371 : tensor<32x2x2x160xf32>
    %2373 = stablehlo.add %2367, %2372 : tensor<32x2x2x160xf32>
    %2374 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 7, 160>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2375 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 160>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2376 = "stablehlo.reshape"(%2375) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2377 = "stablehlo.broadcast_in_dim"(%2376) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2378 = stablehlo.multiply %2374, %2377 : tensor<32x2x2x160xf32>
    %2379 = stablehlo.add %2373, %2378 : tensor<32x2x2x160xf32>
    %2380 = "stablehlo.slice"(%2092) {limit_indices = array<i64: 32, 8, 8, 160>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2381 = "stablehlo.slice"(%stages.2.blocks.2.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 160>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2382 = "stablehlo.reshape"(%2381) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2383 = "stablehlo.broadcast_in_dim"(%2382) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2384 = stablehlo.multiply %2380, %2383 : tensor<32x2x2x160xf32>
    %2385 = stablehlo.add %2379, %2384 : tensor<32x2x2x160xf32>
    %2386 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2387 = stablehlo.add %2385, %2386 : tensor<32x2x2x160xf32>
    %2388 = stablehlo.constant dense<0.0> : tensor<f32>
    %2389 = "stablehlo.reduce"(%2387, %2388) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %2390 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %2391 = stablehlo.divide %2389, %2390 : tensor<32x2x2xf32>
    %2392 = "stablehlo.broadcast_in_dim"(%2391) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %2393 = stablehlo.subtract %2387, %2392 : tensor<32x2x2x160xf32>
    %2394 = stablehlo.multiply %2393, %2393 : tensor<32x2x2x160xf32>
    %2395 = stablehlo.constant dense<0.0> : tensor<f32>
    %2396 = "stablehlo.reduce"(%2394, %2395) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %2397 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %2398 = stablehlo.divide %2396, %2397 : tensor<32x2x2xf32>
    %2399 = "stablehlo.broadcast_in_dim"(%2398) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %2400 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %2401 = stablehlo.add %2399, %2400 : tensor<32x2x2x160xf32>
    %2402 = stablehlo.rsqrt %2401 : tensor<32x2x2x160xf32>
    %2403 = stablehlo.multiply %2393, %2402 : tensor<32x2x2x160xf32>
    %2404 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2405 = stablehlo.multiply %2403, %2404 : tensor<32x2x2x160xf32>
    %2406 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2407 = stablehlo.add %2405, %2406 : tensor<32x2x2x160xf32>
    %2408 = "stablehlo.dot_general"(%2407, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %2409 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %2410 = stablehlo.add %2408, %2409 : tensor<32x2x2x640xf32>
    %2411 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %2412 = stablehlo.multiply %2410, %2411 : tensor<32x2x2x640xf32>
    %2413 = "chlo.erf"(%2412) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %2414 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %2415 = stablehlo.add %2413, %2414 : tensor<32x2x2x640xf32>
    %2416 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %2417 = stablehlo.multiply %2410, %2416 : tensor<32x2x2x640xf32>
    %2418 = stablehlo.multiply %2417, %2415 : tensor<32x2x2x640xf32>
    %2419 = "stablehlo.dot_general"(%2418, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2421 = stablehlo.add %2419, %2420 : tensor<32x2x2x160xf32>
    %2422 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2423 = stablehlo.multiply %2421, %2422 : tensor<32x2x2x160xf32>
    %2424 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %2425 = "stablehlo.broadcast_in_dim"(%2424) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %2426 = stablehlo.multiply %2423, %2425 : tensor<32x2x2x160xf32>
    %2427 = stablehlo.add %2426, %2090 : tensor<32x2x2x160xf32>
    %2428 = stablehlo.constant dense<0.0> : tensor<f32>
    %2429 = "stablehlo.pad"(%2427, %2428) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x8x8x160xf32>
    %2430 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 2, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2431 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2432 = "stablehlo.reshape"(%2431) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2433 = "stablehlo.broadcast_in_dim"(%2432) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2434 = stablehlo.multiply %2430, %2433 : tensor<32x2x2x160xf32>
    %2435 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 3, 160>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2436 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2437 = "stablehlo.reshape"(%2436) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2438 = "stablehlo.broadcast_in_dim"(%2437) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2439 = stablehlo.multiply %2435, %2438 : tensor<32x2x2x160xf32>
    %2440 = stablehlo.add %2434, %2439 : tensor<32x2x2x160xf32>
    %2441 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 4, 160>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2442 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2443 = "stablehlo.reshape"(%2442) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%2443) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2445 = stablehlo.multiply %2441, %2444 : tensor<32x2x2x160xf32>
    %2446 = stablehlo.add %2440, %2445 : tensor<32x2x2x160xf32>
    %2447 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 5, 160>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2448 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2449 = "stablehlo.reshape"(%2448) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2450 = "stablehlo.broadcast_in_dim"(%2449) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2451 = stablehlo.multiply %2447, %2450 : tensor<32x2x2x160xf32>
    %2452 = stablehlo.add %2446, %2451 : tensor<32x2x2x160xf32>
    %2453 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 6, 160>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2454 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2455 = "stablehlo.reshape"(%2454) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2456 = "stablehlo.broadcast_in_dim"(%2455) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2457 = stablehlo.multiply %2453, %2456 : tensor<32x2x2x160xf32>
    %2458 = stablehlo.add %2452, %2457 : tensor<32x2x2x160xf32>
    %2459 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 7, 160>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2460 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2461 = "stablehlo.reshape"(%2460) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2462 = "stablehlo.broadcast_in_dim"(%2461) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2463 = stablehlo.multiply %2459, %2462 : tensor<32x2x2x160xf32>
    %2464 = stablehlo.add %2458, %2463 : tensor<32x2x2x160xf32>
    %2465 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 2, 8, 160>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2466 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2467 = "stablehlo.reshape"(%2466) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2468 = "stablehlo.broadcast_in_dim"(%2467) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2469 = stablehlo.multiply %2465, %2468 : tensor<32x2x2x160xf32>
    %2470 = stablehlo.add %2464, %2469 : tensor<32x2x2x160xf32>
    %2471 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 2, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2472 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 160>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2473 = "stablehlo.reshape"(%2472) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2474 = "stablehlo.broadcast_in_dim"(%2473) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2475 = stablehlo.multiply %2471, %2474 : tensor<32x2x2x160xf32>
    %2476 = stablehlo.add %2470, %2475 : tensor<32x2x2x160xf32>
    %2477 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 3, 160>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2478 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 160>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2479 = "stablehlo.reshape"(%2478) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2480 = "stablehlo.broadcast_in_dim"(%2479) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2481 = stablehlo.multiply %2477, %2480 : tensor<32x2x2x160xf32>
    %2482 = stablehlo.add %2476, %2481 : tensor<32x2x2x160xf32>
    %2483 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 4, 160>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2484 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 160>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2485 = "stablehlo.reshape"(%2484) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2486 = "stablehlo.broadcast_in_dim"(%2485) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2487 = stablehlo.multiply %2483, %2486 : tensor<32x2x2x160xf32>
    %2488 = stablehlo.add %2482, %2487 : tensor<32x2x2x160xf32>
    %2489 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 5, 160>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2490 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 160>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2491 = "stablehlo.reshape"(%2490) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%2491) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2493 = stablehlo.multiply %2489, %2492 : tensor<32x2x2x160xf32>
    %2494 = stablehlo.add %2488, %2493 : tensor<32x2x2x160xf32>
    %2495 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 6, 160>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2496 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 160>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2497 = "stablehlo.reshape"(%2496) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2498 = "stablehlo.broadcast_in_dim"(%2497) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2499 = stablehlo.multiply %2495, %2498 : tensor<32x2x2x160xf32>
    %2500 = stablehlo.add %2494, %2499 : tensor<32x2x2x160xf32>
    %2501 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 7, 160>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2502 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 160>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2503 = "stablehlo.reshape"(%2502) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2504 = "stablehlo.broadcast_in_dim"(%2503) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2505 = stablehlo.multiply %2501, %2504 : tensor<32x2x2x160xf32>
    %2506 = stablehlo.add %2500, %2505 : tensor<32x2x2x160xf32>
    %2507 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 3, 8, 160>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2508 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 160>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2509 = "stablehlo.reshape"(%2508) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2510 = "stablehlo.broadcast_in_dim"(%2509) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2511 = stablehlo.multiply %2507, %2510 : tensor<32x2x2x160xf32>
    %2512 = stablehlo.add %2506, %2511 : tensor<32x2x2x160xf32>
    %2513 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 2, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2514 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 160>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2515 = "stablehlo.reshape"(%2514) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2516 = "stablehlo.broadcast_in_dim"(%2515) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2517 = stablehlo.multiply %2513, %2516 : tensor<32x2x2x160xf32>
    %2518 = stablehlo.add %2512, %2517 : tensor<32x2x2x160xf32>
    %2519 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 3, 160>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2520 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 160>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2521 = "stablehlo.reshape"(%2520) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2522 = "stablehlo.broadcast_in_dim"(%2521) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2523 = stablehlo.multiply %2519, %2522 : tensor<32x2x2x160xf32>
    %2524 = stablehlo.add %2518, %2523 : tensor<32x2x2x160xf32>
    %2525 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 4, 160>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2526 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 160>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2527 = "stablehlo.reshape"(%2526) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2528 = "stablehlo.broadcast_in_dim"(%2527) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2529 = stablehlo.multiply %2525, %2528 : tensor<32x2x2x160xf32>
    %2530 = stablehlo.add %2524, %2529 : tensor<32x2x2x160xf32>
    %2531 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 5, 160>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2532 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 160>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2533 = "stablehlo.reshape"(%2532) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2534 = "stablehlo.broadcast_in_dim"(%2533) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2535 = stablehlo.multiply %2531, %2534 : tensor<32x2x2x160xf32>
    %2536 = stablehlo.add %2530, %2535 : tensor<32x2x2x160xf32>
    %2537 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 6, 160>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2538 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 160>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2539 = "stablehlo.reshape"(%2538) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2540 = "stablehlo.broadcast_in_dim"(%2539) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2541 = stablehlo.multiply %2537, %2540 : tensor<32x2x2x160xf32>
    %2542 = stablehlo.add %2536, %2541 : tensor<32x2x2x160xf32>
    %2543 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 7, 160>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2544 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 160>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2545 = "stablehlo.reshape"(%2544) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2546 = "stablehlo.broadcast_in_dim"(%2545) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2547 = stablehlo.multiply %2543, %2546 : tensor<32x2x2x160xf32>
    %2548 = stablehlo.add %2542, %2547 : tensor<32x2x2x160xf32>
    %2549 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 4, 8, 160>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2550 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 160>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2551 = "stablehlo.reshape"(%2550) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2552 = "stablehlo.broadcast_in_dim"(%2551) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2553 = stablehlo.multiply %2549, %2552 : tensor<32x2x2x160xf32>
    %2554 = stablehlo.add %2548, %2553 : tensor<32x2x2x160xf32>
    %2555 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 2, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2556 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 160>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2557 = "stablehlo.reshape"(%2556) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2558 = "stablehlo.broadcast_in_dim"(%2557) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2559 = stablehlo.multiply %2555, %2558 : tensor<32x2x2x160xf32>
    %2560 = stablehlo.add %2554, %2559 : tensor<32x2x2x160xf32>
    %2561 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 3, 160>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2562 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 160>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2563 = "stablehlo.reshape"(%2562) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2564 = "stablehlo.broadcast_in_dim"(%2563) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2565 = stablehlo.multiply %2561, %2564 : tensor<32x2x2x160xf32>
    %2566 = stablehlo.add %2560, %2565 : tensor<32x2x2x160xf32>
    %2567 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 4, 160>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2568 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 160>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2569 = "stablehlo.reshape"(%2568) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2570 = "stablehlo.broadcast_in_dim"(%2569) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2571 = stablehlo.multiply %2567, %2570 : tensor<32x2x2x160xf32>
    %2572 = stablehlo.add %2566, %2571 : tensor<32x2x2x160xf32>
    %2573 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 5, 160>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2574 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 160>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2575 = "stablehlo.reshape"(%2574) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2576 = "stablehlo.broadcast_in_dim"(%2575) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2577 = stablehlo.multiply %2573, %2576 : tensor<32x2x2x160xf32>
    %2578 = stablehlo.add %2572, %2577 : tensor<32x2x2x160xf32>
    %2579 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 6, 160>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2580 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 160>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2581 = "stablehlo.reshape"(%2580) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2582 = "stablehlo.broadcast_in_dim"(%2581) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2583 = stablehlo.multiply %2579, %2582 : tensor<32x2x2x160xf32>
    %2584 = stablehlo.add %2578, %2583 : tensor<32x2x2x160xf32>
    %2585 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 7, 160>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2586 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 160>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2587 = "stablehlo.reshape"(%2586) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%2587) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2589 = stablehlo.multiply %2585, %2588 : tensor<32x2x2x160xf32>
    %2590 = stablehlo.add %2584, %2589 : tensor<32x2x2x160xf32>
    %2591 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 5, 8, 160>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2592 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 160>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2593 = "stablehlo.reshape"(%2592) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2594 = "stablehlo.broadcast_in_dim"(%2593) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2595 = stablehlo.multiply %2591, %2594 : tensor<32x2x2x160xf32>
    %2596 = stablehlo.add %2590, %2595 : tensor<32x2x2x160xf32>
    %2597 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 2, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2598 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 160>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2599 = "stablehlo.reshape"(%2598) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2600 = "stablehlo.broadcast_in_dim"(%2599) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2601 = stablehlo.multiply %2597, %2600 : tensor<32x2x2x160xf32>
    %2602 = stablehlo.add %2596, %2601 : tensor<32x2x2x160xf32>
    %2603 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 3, 160>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2604 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 160>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2605 = "stablehlo.reshape"(%2604) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2606 = "stablehlo.broadcast_in_dim"(%2605) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2607 = stablehlo.multiply %2603, %2606 : tensor<32x2x2x160xf32>
    %2608 = stablehlo.add %2602, %2607 : tensor<32x2x2x160xf32>
    %2609 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 4, 160>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2610 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 160>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2611 = "stablehlo.reshape"(%2610) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2612 = "stablehlo.broadcast_in_dim"(%2611) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2613 = stablehlo.multiply %2609, %2612 : tensor<32x2x2x160xf32>
    %2614 = stablehlo.add %2608, %2613 : tensor<32x2x2x160xf32>
    %2615 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 5, 160>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2616 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 160>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2617 = "stablehlo.reshape"(%2616) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%2617) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2619 = stablehlo.multiply %2615, %2618 : tensor<32x2x2x160xf32>
    %2620 = stablehlo.add %2614, %2619 : tensor<32x2x2x160xf32>
    %2621 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 6, 160>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2622 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 160>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2623 = "stablehlo.reshape"(%2622) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2624 = "stablehlo.broadcast_in_dim"(%2623) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2625 = stablehlo.multiply %2621, %2624 : tensor<32x2x2x160xf32>
    %2626 = stablehlo.add %2620, %2625 : tensor<32x2x2x160xf32>
    %2627 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 7, 160>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2628 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 160>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2629 = "stablehlo.reshape"(%2628) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2630 = "stablehlo.broadcast_in_dim"(%2629) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2631 = stablehlo.multiply %2627, %2630 : tensor<32x2x2x160xf32>
    %2632 = stablehlo.add %2626, %2631 : tensor<32x2x2x160xf32>
    %2633 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 6, 8, 160>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2634 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 160>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2635 = "stablehlo.reshape"(%2634) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%2635) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2637 = stablehlo.multiply %2633, %2636 : tensor<32x2x2x160xf32>
    %2638 = stablehlo.add %2632, %2637 : tensor<32x2x2x160xf32>
    %2639 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 2, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2640 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 160>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2641 = "stablehlo.reshape"(%2640) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2642 = "stablehlo.broadcast_in_dim"(%2641) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2643 = stablehlo.multiply %2639, %2642 : tensor<32x2x2x160xf32>
    %2644 = stablehlo.add %2638, %2643 : tensor<32x2x2x160xf32>
    %2645 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 3, 160>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2646 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 160>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2647 = "stablehlo.reshape"(%2646) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2648 = "stablehlo.broadcast_in_dim"(%2647) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2649 = stablehlo.multiply %2645, %2648 : tensor<32x2x2x160xf32>
    %2650 = stablehlo.add %2644, %2649 : tensor<32x2x2x160xf32>
    %2651 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 4, 160>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2652 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 160>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2653 = "stablehlo.reshape"(%2652) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%2653) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2655 = stablehlo.multiply %2651, %2654 : tensor<32x2x2x160xf32>
    %2656 = stablehlo.add %2650, %2655 : tensor<32x2x2x160xf32>
    %2657 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 5, 160>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2658 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 160>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2659 = "stablehlo.reshape"(%2658) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2660 = "stablehlo.broadcast_in_dim"(%2659) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2661 = stablehlo.multiply %2657, %2660 : tensor<32x2x2x160xf32>
    %2662 = stablehlo.add %2656, %2661 : tensor<32x2x2x160xf32>
    %2663 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 6, 160>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2664 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 160>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2665 = "stablehlo.reshape"(%2664) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2666 = "stablehlo.broadcast_in_dim"(%2665) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2667 = stablehlo.multiply %2663, %2666 : tensor<32x2x2x160xf32>
    %2668 = stablehlo.add %2662, %2667 : tensor<32x2x2x160xf32>
    %2669 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 7, 160>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2670 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 160>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2671 = "stablehlo.reshape"(%2670) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2672 = "stablehlo.broadcast_in_dim"(%2671) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2673 = stablehlo.multiply %2669, %2672 : tensor<32x2x2x160xf32>
    %2674 = stablehlo.add %2668, %2673 : tensor<32x2x2x160xf32>
    %2675 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 7, 8, 160>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2676 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 160>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2677 = "stablehlo.reshape"(%2676) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2678 = "stablehlo.broadcast_in_dim"(%2677) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2679 = stablehlo.multiply %2675, %2678 : tensor<32x2x2x160xf32>
    %2680 = stablehlo.add %2674, %2679 : tensor<32x2x2x160xf32>
    %2681 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 2, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2682 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 160>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2683 = "stablehlo.reshape"(%2682) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2684 = "stablehlo.broadcast_in_dim"(%2683) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2685 = stablehlo.multiply %2681, %2684 : tensor<32x2x2x160xf32>
    %2686 = stablehlo.add %2680, %2685 : tensor<32x2x2x160xf32>
    %2687 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 3, 160>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2688 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 160>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2689 = "stablehlo.reshape"(%2688) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2690 = "stablehlo.broadcast_in_dim"(%2689) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2691 = stablehlo.multiply %2687, %2690 : tensor<32x2x2x160xf32>
    %2692 = stablehlo.add %2686, %2691 : tensor<32x2x2x160xf32>
    %2693 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 4, 160>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2694 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 160>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2695 = "stablehlo.reshape"(%2694) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2696 = "stablehlo.broadcast_in_dim"(%2695) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2697 = stablehlo.multiply %2693, %2696 : tensor<32x2x2x160xf32>
    %2698 = stablehlo.add %2692, %2697 : tensor<32x2x2x160xf32>
    %2699 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 5, 160>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2700 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 160>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2701 = "stablehlo.reshape"(%2700) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2702 = "stablehlo.broadcast_in_dim"(%2701) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2703 = stablehlo.multiply %2699, %2702 : tensor<32x2x2x160xf32>
    %2704 = stablehlo.add %2698, %2703 : tensor<32x2x2x160xf32>
    %2705 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 6, 160>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2706 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 160>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2707 = "stablehlo.reshape"(%2706) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2708 = "stablehlo.broadcast_in_dim"(%2707) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2709 = stablehlo.multiply %2705, %2708 : tensor<32x2x2x160xf32>
    %2710 = stablehlo.add %2704, %2709 : tensor<32x2x2x160xf32>
    %2711 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 7, 160>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2712 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 160>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2713 = "stablehlo.reshape"(%2712) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2714 = "stablehlo.broadcast_in_dim"(%2713) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2715 = stablehlo.multiply %2711, %2714 : tensor<32x2x2x160xf32>
    %2716 = stablehlo.add %2710, %2715 : tensor<32x2x2x160xf32>
    %2717 = "stablehlo.slice"(%2429) {limit_indices = array<i64: 32, 8, 8, 160>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2718 = "stablehlo.slice"(%stages.2.blocks.3.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 160>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2719 = "stablehlo.reshape"(%2718) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2720 = "stablehlo.broadcast_in_dim"(%2719) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2721 = stablehlo.multiply %2717, %2720 : tensor<32x2x2x160xf32>
    %2722 = stablehlo.add %2716, %2721 : tensor<32x2x2x160xf32>
    %2723 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2724 = stablehlo.add %2722, %2723 : tensor<32x2x2x160xf32>
    %2725 = stablehlo.constant dense<0.0> : tensor<f32>
    %2726 = "stablehlo.reduce"(%2724, %2725) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %2727 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %2728 = stablehlo.divide %2726, %2727 : tensor<32x2x2xf32>
    %2729 = "stablehlo.broadcast_in_dim"(%2728) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %2730 = stablehlo.subtract %2724, %2729 : tensor<32x2x2x160xf32>
    %2731 = stablehlo.multiply %2730, %2730 : tensor<32x2x2x160xf32>
    %2732 = stablehlo.constant dense<0.0> : tensor<f32>
    %2733 = "stablehlo.reduce"(%2731, %2732) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %2734 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %2735 = stablehlo.divide %2733, %2734 : tensor<32x2x2xf32>
    %2736 = "stablehlo.broadcast_in_dim"(%2735) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %2737 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %2738 = stablehlo.add %2736, %2737 : tensor<32x2x2x160xf32>
    %2739 = stablehlo.rsqrt %2738 : tensor<32x2x2x160xf32>
    %2740 = stablehlo.multiply %2730, %2739 : tensor<32x2x2x160xf32>
    %2741 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2742 = stablehlo.multiply %2740, %2741 : tensor<32x2x2x160xf32>
    %2743 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2744 = stablehlo.add %2742, %2743 : tensor<32x2x2x160xf32>
    %2745 = "stablehlo.dot_general"(%2744, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %2747 = stablehlo.add %2745, %2746 : tensor<32x2x2x640xf32>
    %2748 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %2749 = stablehlo.multiply %2747, %2748 : tensor<32x2x2x640xf32>
    %2750 = "chlo.erf"(%2749) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %2751 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %2752 = stablehlo.add %2750, %2751 : tensor<32x2x2x640xf32>
    %2753 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %2754 = stablehlo.multiply %2747, %2753 : tensor<32x2x2x640xf32>
    %2755 = stablehlo.multiply %2754, %2752 : tensor<32x2x2x640xf32>
    %2756 = "stablehlo.dot_general"(%2755, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %2757 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2758 = stablehlo.add %2756, %2757 : tensor<32x2x2x160xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2760 = stablehlo.multiply %2758, %2759 : tensor<32x2x2x160xf32>
    %2761 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %2762 = "stablehlo.broadcast_in_dim"(%2761) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %2763 = stablehlo.multiply %2760, %2762 : tensor<32x2x2x160xf32>
    %2764 = stablehlo.add %2763, %2427 : tensor<32x2x2x160xf32>
    %2765 = stablehlo.constant dense<0.0> : tensor<f32>
    %2766 = "stablehlo.pad"(%2764, %2765) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x8x8x160xf32>
    %2767 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 2, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2768 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2769 = "stablehlo.reshape"(%2768) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2770 = "stablehlo.broadcast_in_dim"(%2769) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2771 = stablehlo.multiply %2767, %2770 : tensor<32x2x2x160xf32>
    %2772 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 3, 160>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2773 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2774 = "stablehlo.reshape"(%2773) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2775 = "stablehlo.broadcast_in_dim"(%2774) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2776 = stablehlo.multiply %2772, %2775 : tensor<32x2x2x160xf32>
    %2777 = stablehlo.add %2771, %2776 : tensor<32x2x2x160xf32>
    %2778 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 4, 160>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2779 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2780 = "stablehlo.reshape"(%2779) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2781 = "stablehlo.broadcast_in_dim"(%2780) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2782 = stablehlo.multiply %2778, %2781 : tensor<32x2x2x160xf32>
    %2783 = stablehlo.add %2777, %2782 : tensor<32x2x2x160xf32>
    %2784 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 5, 160>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2785 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2786 = "stablehlo.reshape"(%2785) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2787 = "stablehlo.broadcast_in_dim"(%2786) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2788 = stablehlo.multiply %2784, %2787 : tensor<32x2x2x160xf32>
    %2789 = stablehlo.add %2783, %2788 : tensor<32x2x2x160xf32>
    %2790 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 6, 160>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2791 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2792 = "stablehlo.reshape"(%2791) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2793 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2794 = stablehlo.multiply %2790, %2793 : tensor<32x2x2x160xf32>
    %2795 = stablehlo.add %2789, %2794 : tensor<32x2x2x160xf32>
    %2796 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 7, 160>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2797 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2798 = "stablehlo.reshape"(%2797) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2799 = "stablehlo.broadcast_in_dim"(%2798) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2800 = stablehlo.multiply %2796, %2799 : tensor<32x2x2x160xf32>
    %2801 = stablehlo.add %2795, %2800 : tensor<32x2x2x160xf32>
    %2802 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 2, 8, 160>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2803 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2804 = "stablehlo.reshape"(%2803) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2805 = "stablehlo.broadcast_in_dim"(%2804) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2806 = stablehlo.multiply %2802, %2805 : tensor<32x2x2x160xf32>
    %2807 = stablehlo.add %2801, %2806 : tensor<32x2x2x160xf32>
    %2808 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 2, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2809 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 160>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2810 = "stablehlo.reshape"(%2809) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2811 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2812 = stablehlo.multiply %2808, %2811 : tensor<32x2x2x160xf32>
    %2813 = stablehlo.add %2807, %2812 : tensor<32x2x2x160xf32>
    %2814 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 3, 160>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2815 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 160>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2816 = "stablehlo.reshape"(%2815) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2817 = "stablehlo.broadcast_in_dim"(%2816) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2818 = stablehlo.multiply %2814, %2817 : tensor<32x2x2x160xf32>
    %2819 = stablehlo.add %2813, %2818 : tensor<32x2x2x160xf32>
    %2820 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 4, 160>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2821 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 160>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2822 = "stablehlo.reshape"(%2821) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2823 = "stablehlo.broadcast_in_dim"(%2822) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2824 = stablehlo.multiply %2820, %2823 : tensor<32x2x2x160xf32>
    %2825 = stablehlo.add %2819, %2824 : tensor<32x2x2x160xf32>
    %2826 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 5, 160>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2827 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 160>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2828 = "stablehlo.reshape"(%2827) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2829 = "stablehlo.broadcast_in_dim"(%2828) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2830 = stablehlo.multiply %2826, %2829 : tensor<32x2x2x160xf32>
    %2831 = stablehlo.add %2825, %2830 : tensor<32x2x2x160xf32>
    %2832 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 6, 160>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2833 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 160>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2834 = "stablehlo.reshape"(%2833) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2835 = "stablehlo.broadcast_in_dim"(%2834) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2836 = stablehlo.multiply %2832, %2835 : tensor<32x2x2x160xf32>
    %2837 = stablehlo.add %2831, %2836 : tensor<32x2x2x160xf32>
    %2838 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 7, 160>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2839 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 160>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2840 = "stablehlo.reshape"(%2839) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2841 = "stablehlo.broadcast_in_dim"(%2840) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2842 = stablehlo.multiply %2838, %2841 : tensor<32x2x2x160xf32>
    %2843 = stablehlo.add %2837, %2842 : tensor<32x2x2x160xf32>
    %2844 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 3, 8, 160>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2845 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 160>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2846 = "stablehlo.reshape"(%2845) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2847 = "stablehlo.broadcast_in_dim"(%2846) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2848 = stablehlo.multiply %2844, %2847 : tensor<32x2x2x160xf32>
    %2849 = stablehlo.add %2843, %2848 : tensor<32x2x2x160xf32>
    %2850 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 2, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2851 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 160>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2852 = "stablehlo.reshape"(%2851) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2853 = "stablehlo.broadcast_in_dim"(%2852) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2854 = stablehlo.multiply %2850, %2853 : tensor<32x2x2x160xf32>
    %2855 = stablehlo.add %2849, %2854 : tensor<32x2x2x160xf32>
    %2856 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 3, 160>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2857 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 160>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2858 = "stablehlo.reshape"(%2857) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2859 = "stablehlo.broadcast_in_dim"(%2858) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2860 = stablehlo.multiply %2856, %2859 : tensor<32x2x2x160xf32>
    %2861 = stablehlo.add %2855, %2860 : tensor<32x2x2x160xf32>
    %2862 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 4, 160>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2863 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 160>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2864 = "stablehlo.reshape"(%2863) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2865 = "stablehlo.broadcast_in_dim"(%2864) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2866 = stablehlo.multiply %2862, %2865 : tensor<32x2x2x160xf32>
    %2867 = stablehlo.add %2861, %2866 : tensor<32x2x2x160xf32>
    %2868 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 5, 160>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2869 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 160>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2870 = "stablehlo.reshape"(%2869) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2871 = "stablehlo.broadcast_in_dim"(%2870) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2872 = stablehlo.multiply %2868, %2871 : tensor<32x2x2x160xf32>
    %2873 = stablehlo.add %2867, %2872 : tensor<32x2x2x160xf32>
    %2874 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 6, 160>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2875 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 160>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2876 = "stablehlo.reshape"(%2875) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2877 = "stablehlo.broadcast_in_dim"(%2876) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2878 = stablehlo.multiply %2874, %2877 : tensor<32x2x2x160xf32>
    %2879 = stablehlo.add %2873, %2878 : tensor<32x2x2x160xf32>
    %2880 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 7, 160>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2881 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 160>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2882 = "stablehlo.reshape"(%2881) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2883 = "stablehlo.broadcast_in_dim"(%2882) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2884 = stablehlo.multiply %2880, %2883 : tensor<32x2x2x160xf32>
    %2885 = stablehlo.add %2879, %2884 : tensor<32x2x2x160xf32>
    %2886 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 4, 8, 160>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2887 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 160>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2888 = "stablehlo.reshape"(%2887) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2889 = "stablehlo.broadcast_in_dim"(%2888) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2890 = stablehlo.multiply %2886, %2889 : tensor<32x2x2x160xf32>
    %2891 = stablehlo.add %2885, %2890 : tensor<32x2x2x160xf32>
    %2892 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 2, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2893 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 160>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2894 = "stablehlo.reshape"(%2893) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2895 = "stablehlo.broadcast_in_dim"(%2894) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2896 = stablehlo.multiply %2892, %2895 : tensor<32x2x2x160xf32>
    %2897 = stablehlo.add %2891, %2896 : tensor<32x2x2x160xf32>
    %2898 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 3, 160>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2899 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 160>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2900 = "stablehlo.reshape"(%2899) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%2900) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2902 = stablehlo.multiply %2898, %2901 : tensor<32x2x2x160xf32>
    %2903 = stablehlo.add %2897, %2902 : tensor<32x2x2x160xf32>
    %2904 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 4, 160>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2905 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 160>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2906 = "stablehlo.reshape"(%2905) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2907 = "stablehlo.broadcast_in_dim"(%2906) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2908 = stablehlo.multiply %2904, %2907 : tensor<32x2x2x160xf32>
    %2909 = stablehlo.add %2903, %2908 : tensor<32x2x2x160xf32>
    %2910 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 5, 160>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2911 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 160>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2912 = "stablehlo.reshape"(%2911) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2913 = "stablehlo.broadcast_in_dim"(%2912) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2914 = stablehlo.multiply %2910, %2913 : tensor<32x2x2x160xf32>
    %2915 = stablehlo.add %2909, %2914 : tensor<32x2x2x160xf32>
    %2916 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 6, 160>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2917 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 160>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2918 = "stablehlo.reshape"(%2917) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2919 = "stablehlo.broadcast_in_dim"(%2918) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2920 = stablehlo.multiply %2916, %2919 : tensor<32x2x2x160xf32>
    %2921 = stablehlo.add %2915, %2920 : tensor<32x2x2x160xf32>
    %2922 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 7, 160>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2923 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 160>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2924 = "stablehlo.reshape"(%2923) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2925 = "stablehlo.broadcast_in_dim"(%2924) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2926 = stablehlo.multiply %2922, %2925 : tensor<32x2x2x160xf32>
    %2927 = stablehlo.add %2921, %2926 : tensor<32x2x2x160xf32>
    %2928 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 5, 8, 160>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2929 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 160>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2930 = "stablehlo.reshape"(%2929) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2931 = "stablehlo.broadcast_in_dim"(%2930) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2932 = stablehlo.multiply %2928, %2931 : tensor<32x2x2x160xf32>
    %2933 = stablehlo.add %2927, %2932 : tensor<32x2x2x160xf32>
    %2934 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 2, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2935 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 160>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2936 = "stablehlo.reshape"(%2935) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2937 = "stablehlo.broadcast_in_dim"(%2936) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2938 = stablehlo.multiply %2934, %2937 : tensor<32x2x2x160xf32>
    %2939 = stablehlo.add %2933, %2938 : tensor<32x2x2x160xf32>
    %2940 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 3, 160>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2941 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 160>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2942 = "stablehlo.reshape"(%2941) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2943 = "stablehlo.broadcast_in_dim"(%2942) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2944 = stablehlo.multiply %2940, %2943 : tensor<32x2x2x160xf32>
    %2945 = stablehlo.add %2939, %2944 : tensor<32x2x2x160xf32>
    %2946 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 4, 160>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2947 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 160>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2948 = "stablehlo.reshape"(%2947) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2949 = "stablehlo.broadcast_in_dim"(%2948) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2950 = stablehlo.multiply %2946, %2949 : tensor<32x2x2x160xf32>
    %2951 = stablehlo.add %2945, %2950 : tensor<32x2x2x160xf32>
    %2952 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 5, 160>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2953 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 160>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2954 = "stablehlo.reshape"(%2953) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2955 = "stablehlo.broadcast_in_dim"(%2954) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2956 = stablehlo.multiply %2952, %2955 : tensor<32x2x2x160xf32>
    %2957 = stablehlo.add %2951, %2956 : tensor<32x2x2x160xf32>
    %2958 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 6, 160>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2959 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 160>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2960 = "stablehlo.reshape"(%2959) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2961 = "stablehlo.broadcast_in_dim"(%2960) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2962 = stablehlo.multiply %2958, %2961 : tensor<32x2x2x160xf32>
    %2963 = stablehlo.add %2957, %2962 : tensor<32x2x2x160xf32>
    %2964 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 7, 160>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2965 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 160>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2966 = "stablehlo.reshape"(%2965) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2967 = "stablehlo.broadcast_in_dim"(%2966) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2968 = stablehlo.multiply %2964, %2967 : tensor<32x2x2x160xf32>
    %2969 = stablehlo.add %2963, %2968 : tensor<32x2x2x160xf32>
    %2970 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 6, 8, 160>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2971 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 160>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2972 = "stablehlo.reshape"(%2971) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2973 = "stablehlo.broadcast_in_dim"(%2972) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2974 = stablehlo.multiply %2970, %2973 : tensor<32x2x2x160xf32>
    %2975 = stablehlo.add %2969, %2974 : tensor<32x2x2x160xf32>
    %2976 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 2, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2977 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 160>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2978 = "stablehlo.reshape"(%2977) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2979 = "stablehlo.broadcast_in_dim"(%2978) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2980 = stablehlo.multiply %2976, %2979 : tensor<32x2x2x160xf32>
    %2981 = stablehlo.add %2975, %2980 : tensor<32x2x2x160xf32>
    %2982 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 3, 160>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2983 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 160>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2984 = "stablehlo.reshape"(%2983) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2985 = "stablehlo.broadcast_in_dim"(%2984) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2986 = stablehlo.multiply %2982, %2985 : tensor<32x2x2x160xf32>
    %2987 = stablehlo.add %2981, %2986 : tensor<32x2x2x160xf32>
    %2988 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 4, 160>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2989 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 160>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2990 = "stablehlo.reshape"(%2989) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2991 = "stablehlo.broadcast_in_dim"(%2990) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2992 = stablehlo.multiply %2988, %2991 : tensor<32x2x2x160xf32>
    %2993 = stablehlo.add %2987, %2992 : tensor<32x2x2x160xf32>
    %2994 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 5, 160>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %2995 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 160>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %2996 = "stablehlo.reshape"(%2995) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %2997 = "stablehlo.broadcast_in_dim"(%2996) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %2998 = stablehlo.multiply %2994, %2997 : tensor<32x2x2x160xf32>
    %2999 = stablehlo.add %2993, %2998 : tensor<32x2x2x160xf32>
    %3000 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 6, 160>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3001 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 160>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3002 = "stablehlo.reshape"(%3001) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3003 = "stablehlo.broadcast_in_dim"(%3002) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3004 = stablehlo.multiply %3000, %3003 : tensor<32x2x2x160xf32>
    %3005 = stablehlo.add %2999, %3004 : tensor<32x2x2x160xf32>
    %3006 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 7, 160>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3007 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 160>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3008 = "stablehlo.reshape"(%3007) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3009 = "stablehlo.broadcast_in_dim"(%3008) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3010 = stablehlo.multiply %3006, %3009 : tensor<32x2x2x160xf32>
    %3011 = stablehlo.add %3005, %3010 : tensor<32x2x2x160xf32>
    %3012 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 7, 8, 160>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3013 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 160>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3014 = "stablehlo.reshape"(%3013) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3015 = "stablehlo.broadcast_in_dim"(%3014) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3016 = stablehlo.multiply %3012, %3015 : tensor<32x2x2x160xf32>
    %3017 = stablehlo.add %3011, %3016 : tensor<32x2x2x160xf32>
    %3018 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 2, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3019 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 160>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3020 = "stablehlo.reshape"(%3019) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3021 = "stablehlo.broadcast_in_dim"(%3020) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3022 = stablehlo.multiply %3018, %3021 : tensor<32x2x2x160xf32>
    %3023 = stablehlo.add %3017, %3022 : tensor<32x2x2x160xf32>
    %3024 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 3, 160>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3025 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 160>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3026 = "stablehlo.reshape"(%3025) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3027 = "stablehlo.broadcast_in_dim"(%3026) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3028 = stablehlo.multiply %3024, %3027 : tensor<32x2x2x160xf32>
    %3029 = stablehlo.add %3023, %3028 : tensor<32x2x2x160xf32>
    %3030 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 4, 160>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3031 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 160>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3032 = "stablehlo.reshape"(%3031) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3033 = "stablehlo.broadcast_in_dim"(%3032) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3034 = stablehlo.multiply %3030, %3033 : tensor<32x2x2x160xf32>
    %3035 = stablehlo.add %3029, %3034 : tensor<32x2x2x160xf32>
    %3036 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 5, 160>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3037 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 160>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3038 = "stablehlo.reshape"(%3037) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3039 = "stablehlo.broadcast_in_dim"(%3038) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3040 = stablehlo.multiply %3036, %3039 : tensor<32x2x2x160xf32>
    %3041 = stablehlo.add %3035, %3040 : tensor<32x2x2x160xf32>
    %3042 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 6, 160>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3043 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 160>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3044 = "stablehlo.reshape"(%3043) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3045 = "stablehlo.broadcast_in_dim"(%3044) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3046 = stablehlo.multiply %3042, %3045 : tensor<32x2x2x160xf32>
    %3047 = stablehlo.add %3041, %3046 : tensor<32x2x2x160xf32>
    %3048 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 7, 160>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3049 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 160>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3050 = "stablehlo.reshape"(%3049) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3051 = "stablehlo.broadcast_in_dim"(%3050) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3052 = stablehlo.multiply %3048, %3051 : tensor<32x2x2x160xf32>
    %3053 = stablehlo.add %3047, %3052 : tensor<32x2x2x160xf32>
    %3054 = "stablehlo.slice"(%2766) {limit_indices = array<i64: 32, 8, 8, 160>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3055 = "stablehlo.slice"(%stages.2.blocks.4.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 160>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3056 = "stablehlo.reshape"(%3055) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%3056) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3058 = stablehlo.multiply %3054, %3057 : tensor<32x2x2x160xf32>
    %3059 = stablehlo.add %3053, %3058 : tensor<32x2x2x160xf32>
    %3060 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3061 = stablehlo.add %3059, %3060 : tensor<32x2x2x160xf32>
    %3062 = stablehlo.constant dense<0.0> : tensor<f32>
    %3063 = "stablehlo.reduce"(%3061, %3062) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %3064 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %3065 = stablehlo.divide %3063, %3064 : tensor<32x2x2xf32>
    %3066 = "stablehlo.broadcast_in_dim"(%3065) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %3067 = stablehlo.subtract %3061, %3066 : tensor<32x2x2x160xf32>
    %3068 = stablehlo.multiply %3067, %3067 : tensor<32x2x2x160xf32>
    %3069 = stablehlo.constant dense<0.0> : tensor<f32>
    %3070 = "stablehlo.reduce"(%3068, %3069) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %3071 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %3072 = stablehlo.divide %3070, %3071 : tensor<32x2x2xf32>
    %3073 = "stablehlo.broadcast_in_dim"(%3072) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %3074 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %3075 = stablehlo.add %3073, %3074 : tensor<32x2x2x160xf32>
    %3076 = stablehlo.rsqrt %3075 : tensor<32x2x2x160xf32>
    %3077 = stablehlo.multiply %3067, %3076 : tensor<32x2x2x160xf32>
    %3078 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3079 = stablehlo.multiply %3077, %3078 : tensor<32x2x2x160xf32>
    %3080 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3081 = stablehlo.add %3079, %3080 : tensor<32x2x2x160xf32>
    %3082 = "stablehlo.dot_general"(%3081, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %3083 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %3084 = stablehlo.add %3082, %3083 : tensor<32x2x2x640xf32>
    %3085 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %3086 = stablehlo.multiply %3084, %3085 : tensor<32x2x2x640xf32>
    %3087 = "chlo.erf"(%3086) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %3088 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %3089 = stablehlo.add %3087, %3088 : tensor<32x2x2x640xf32>
    %3090 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %3091 = stablehlo.multiply %3084, %3090 : tensor<32x2x2x640xf32>
    %3092 = stablehlo.multiply %3091, %3089 : tensor<32x2x2x640xf32>
    %3093 = "stablehlo.dot_general"(%3092, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %3094 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3095 = stablehlo.add %3093, %3094 : tensor<32x2x2x160xf32>
    %3096 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3097 = stablehlo.multiply %3095, %3096 : tensor<32x2x2x160xf32>
    %3098 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %3099 = "stablehlo.broadcast_in_dim"(%3098) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %3100 = stablehlo.multiply %3097, %3099 : tensor<32x2x2x160xf32>
    %3101 = stablehlo.add %3100, %2764 : tensor<32x2x2x160xf32>
    %3102 = stablehlo.constant dense<0.0> : tensor<f32>
    %3103 = "stablehlo.pad"(%3101, %3102) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x8x8x160xf32>
    %3104 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 2, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3105 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 160>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3106 = "stablehlo.reshape"(%3105) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3107 = "stablehlo.broadcast_in_dim"(%3106) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3108 = stablehlo.multiply %3104, %3107 : tensor<32x2x2x160xf32>
    %3109 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 3, 160>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3110 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3111 = "stablehlo.reshape"(%3110) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3112 = "stablehlo.broadcast_in_dim"(%3111) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3113 = stablehlo.multiply %3109, %3112 : tensor<32x2x2x160xf32>
    %3114 = stablehlo.add %3108, %3113 : tensor<32x2x2x160xf32>
    %3115 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 4, 160>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3116 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3117 = "stablehlo.reshape"(%3116) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3118 = "stablehlo.broadcast_in_dim"(%3117) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3119 = stablehlo.multiply %3115, %3118 : tensor<32x2x2x160xf32>
    %3120 = stablehlo.add %3114, %3119 : tensor<32x2x2x160xf32>
    %3121 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 5, 160>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3122 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3123 = "stablehlo.reshape"(%3122) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%3123) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3125 = stablehlo.multiply %3121, %3124 : tensor<32x2x2x160xf32>
    %3126 = stablehlo.add %3120, %3125 : tensor<32x2x2x160xf32>
    %3127 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 6, 160>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3128 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3129 = "stablehlo.reshape"(%3128) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3130 = "stablehlo.broadcast_in_dim"(%3129) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3131 = stablehlo.multiply %3127, %3130 : tensor<32x2x2x160xf32>
    %3132 = stablehlo.add %3126, %3131 : tensor<32x2x2x160xf32>
    %3133 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 7, 160>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3134 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3135 = "stablehlo.reshape"(%3134) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3136 = "stablehlo.broadcast_in_dim"(%3135) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3137 = stablehlo.multiply %3133, %3136 : tensor<32x2x2x160xf32>
    %3138 = stablehlo.add %3132, %3137 : tensor<32x2x2x160xf32>
    %3139 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 2, 8, 160>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3140 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3141 = "stablehlo.reshape"(%3140) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3142 = "stablehlo.broadcast_in_dim"(%3141) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3143 = stablehlo.multiply %3139, %3142 : tensor<32x2x2x160xf32>
    %3144 = stablehlo.add %3138, %3143 : tensor<32x2x2x160xf32>
    %3145 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 2, 160>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3146 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 160>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3147 = "stablehlo.reshape"(%3146) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3148 = "stablehlo.broadcast_in_dim"(%3147) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3149 = stablehlo.multiply %3145, %3148 : tensor<32x2x2x160xf32>
    %3150 = stablehlo.add %3144, %3149 : tensor<32x2x2x160xf32>
    %3151 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 3, 160>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3152 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 160>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3153 = "stablehlo.reshape"(%3152) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3154 = "stablehlo.broadcast_in_dim"(%3153) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3155 = stablehlo.multiply %3151, %3154 : tensor<32x2x2x160xf32>
    %3156 = stablehlo.add %3150, %3155 : tensor<32x2x2x160xf32>
    %3157 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 4, 160>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3158 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 160>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3159 = "stablehlo.reshape"(%3158) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3160 = "stablehlo.broadcast_in_dim"(%3159) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3161 = stablehlo.multiply %3157, %3160 : tensor<32x2x2x160xf32>
    %3162 = stablehlo.add %3156, %3161 : tensor<32x2x2x160xf32>
    %3163 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 5, 160>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3164 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 160>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3165 = "stablehlo.reshape"(%3164) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3166 = "stablehlo.broadcast_in_dim"(%3165) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3167 = stablehlo.multiply %3163, %3166 : tensor<32x2x2x160xf32>
    %3168 = stablehlo.add %3162, %3167 : tensor<32x2x2x160xf32>
    %3169 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 6, 160>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3170 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 160>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3171 = "stablehlo.reshape"(%3170) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3172 = "stablehlo.broadcast_in_dim"(%3171) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3173 = stablehlo.multiply %3169, %3172 : tensor<32x2x2x160xf32>
    %3174 = stablehlo.add %3168, %3173 : tensor<32x2x2x160xf32>
    %3175 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 7, 160>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3176 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 160>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3177 = "stablehlo.reshape"(%3176) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3178 = "stablehlo.broadcast_in_dim"(%3177) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3179 = stablehlo.multiply %3175, %3178 : tensor<32x2x2x160xf32>
    %3180 = stablehlo.add %3174, %3179 : tensor<32x2x2x160xf32>
    %3181 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 3, 8, 160>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3182 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 160>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3183 = "stablehlo.reshape"(%3182) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3184 = "stablehlo.broadcast_in_dim"(%3183) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3185 = stablehlo.multiply %3181, %3184 : tensor<32x2x2x160xf32>
    %3186 = stablehlo.add %3180, %3185 : tensor<32x2x2x160xf32>
    %3187 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 2, 160>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3188 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 160>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3189 = "stablehlo.reshape"(%3188) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3190 = "stablehlo.broadcast_in_dim"(%3189) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3191 = stablehlo.multiply %3187, %3190 : tensor<32x2x2x160xf32>
    %3192 = stablehlo.add %3186, %3191 : tensor<32x2x2x160xf32>
    %3193 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 3, 160>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3194 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 160>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3195 = "stablehlo.reshape"(%3194) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3196 = "stablehlo.broadcast_in_dim"(%3195) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3197 = stablehlo.multiply %3193, %3196 : tensor<32x2x2x160xf32>
    %3198 = stablehlo.add %3192, %3197 : tensor<32x2x2x160xf32>
    %3199 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 4, 160>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3200 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 160>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3201 = "stablehlo.reshape"(%3200) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3202 = "stablehlo.broadcast_in_dim"(%3201) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3203 = stablehlo.multiply %3199, %3202 : tensor<32x2x2x160xf32>
    %3204 = stablehlo.add %3198, %3203 : tensor<32x2x2x160xf32>
    %3205 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 5, 160>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3206 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 160>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3207 = "stablehlo.reshape"(%3206) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3208 = "stablehlo.broadcast_in_dim"(%3207) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3209 = stablehlo.multiply %3205, %3208 : tensor<32x2x2x160xf32>
    %3210 = stablehlo.add %3204, %3209 : tensor<32x2x2x160xf32>
    %3211 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 6, 160>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3212 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 160>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3213 = "stablehlo.reshape"(%3212) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%3213) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3215 = stablehlo.multiply %3211, %3214 : tensor<32x2x2x160xf32>
    %3216 = stablehlo.add %3210, %3215 : tensor<32x2x2x160xf32>
    %3217 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 7, 160>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3218 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 160>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3219 = "stablehlo.reshape"(%3218) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3220 = "stablehlo.broadcast_in_dim"(%3219) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3221 = stablehlo.multiply %3217, %3220 : tensor<32x2x2x160xf32>
    %3222 = stablehlo.add %3216, %3221 : tensor<32x2x2x160xf32>
    %3223 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 4, 8, 160>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3224 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 160>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3225 = "stablehlo.reshape"(%3224) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3226 = "stablehlo.broadcast_in_dim"(%3225) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3227 = stablehlo.multiply %3223, %3226 : tensor<32x2x2x160xf32>
    %3228 = stablehlo.add %3222, %3227 : tensor<32x2x2x160xf32>
    %3229 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 2, 160>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3230 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 160>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3231 = "stablehlo.reshape"(%3230) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3232 = "stablehlo.broadcast_in_dim"(%3231) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3233 = stablehlo.multiply %3229, %3232 : tensor<32x2x2x160xf32>
    %3234 = stablehlo.add %3228, %3233 : tensor<32x2x2x160xf32>
    %3235 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 3, 160>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3236 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 160>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3237 = "stablehlo.reshape"(%3236) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3238 = "stablehlo.broadcast_in_dim"(%3237) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3239 = stablehlo.multiply %3235, %3238 : tensor<32x2x2x160xf32>
    %3240 = stablehlo.add %3234, %3239 : tensor<32x2x2x160xf32>
    %3241 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 4, 160>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3242 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 160>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3243 = "stablehlo.reshape"(%3242) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3244 = "stablehlo.broadcast_in_dim"(%3243) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3245 = stablehlo.multiply %3241, %3244 : tensor<32x2x2x160xf32>
    %3246 = stablehlo.add %3240, %3245 : tensor<32x2x2x160xf32>
    %3247 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 5, 160>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3248 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 160>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3249 = "stablehlo.reshape"(%3248) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3250 = "stablehlo.broadcast_in_dim"(%3249) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3251 = stablehlo.multiply %3247, %3250 : tensor<32x2x2x160xf32>
    %3252 = stablehlo.add %3246, %3251 : tensor<32x2x2x160xf32>
    %3253 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 6, 160>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3254 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 160>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3255 = "stablehlo.reshape"(%3254) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3256 = "stablehlo.broadcast_in_dim"(%3255) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3257 = stablehlo.multiply %3253, %3256 : tensor<32x2x2x160xf32>
    %3258 = stablehlo.add %3252, %3257 : tensor<32x2x2x160xf32>
    %3259 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 7, 160>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3260 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 160>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3261 = "stablehlo.reshape"(%3260) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3262 = "stablehlo.broadcast_in_dim"(%3261) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3263 = stablehlo.multiply %3259, %3262 : tensor<32x2x2x160xf32>
    %3264 = stablehlo.add %3258, %3263 : tensor<32x2x2x160xf32>
    %3265 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 5, 8, 160>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3266 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 160>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3267 = "stablehlo.reshape"(%3266) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3268 = "stablehlo.broadcast_in_dim"(%3267) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3269 = stablehlo.multiply %3265, %3268 : tensor<32x2x2x160xf32>
    %3270 = stablehlo.add %3264, %3269 : tensor<32x2x2x160xf32>
    %3271 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 2, 160>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3272 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 160>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3273 = "stablehlo.reshape"(%3272) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3274 = "stablehlo.broadcast_in_dim"(%3273) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3275 = stablehlo.multiply %3271, %3274 : tensor<32x2x2x160xf32>
    %3276 = stablehlo.add %3270, %3275 : tensor<32x2x2x160xf32>
    %3277 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 3, 160>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3278 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 160>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3279 = "stablehlo.reshape"(%3278) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3280 = "stablehlo.broadcast_in_dim"(%3279) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3281 = stablehlo.multiply %3277, %3280 : tensor<32x2x2x160xf32>
    %3282 = stablehlo.add %3276, %3281 : tensor<32x2x2x160xf32>
    %3283 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 4, 160>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3284 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 160>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3285 = "stablehlo.reshape"(%3284) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3286 = "stablehlo.broadcast_in_dim"(%3285) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3287 = stablehlo.multiply %3283, %3286 : tensor<32x2x2x160xf32>
    %3288 = stablehlo.add %3282, %3287 : tensor<32x2x2x160xf32>
    %3289 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 5, 160>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3290 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 160>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3291 = "stablehlo.reshape"(%3290) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3292 = "stablehlo.broadcast_in_dim"(%3291) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3293 = stablehlo.multiply %3289, %3292 : tensor<32x2x2x160xf32>
    %3294 = stablehlo.add %3288, %3293 : tensor<32x2x2x160xf32>
    %3295 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 6, 160>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3296 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 160>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3297 = "stablehlo.reshape"(%3296) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3298 = "stablehlo.broadcast_in_dim"(%3297) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3299 = stablehlo.multiply %3295, %3298 : tensor<32x2x2x160xf32>
    %3300 = stablehlo.add %3294, %3299 : tensor<32x2x2x160xf32>
    %3301 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 7, 160>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3302 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 160>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3303 = "stablehlo.reshape"(%3302) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3304 = "stablehlo.broadcast_in_dim"(%3303) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3305 = stablehlo.multiply %3301, %3304 : tensor<32x2x2x160xf32>
    %3306 = stablehlo.add %3300, %3305 : tensor<32x2x2x160xf32>
    %3307 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 6, 8, 160>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3308 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 160>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3309 = "stablehlo.reshape"(%3308) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3310 = "stablehlo.broadcast_in_dim"(%3309) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3311 = stablehlo.multiply %3307, %3310 : tensor<32x2x2x160xf32>
    %3312 = stablehlo.add %3306, %3311 : tensor<32x2x2x160xf32>
    %3313 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 2, 160>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3314 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 160>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3315 = "stablehlo.reshape"(%3314) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3316 = "stablehlo.broadcast_in_dim"(%3315) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3317 = stablehlo.multiply %3313, %3316 : tensor<32x2x2x160xf32>
    %3318 = stablehlo.add %3312, %3317 : tensor<32x2x2x160xf32>
    %3319 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 3, 160>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3320 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 160>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3321 = "stablehlo.reshape"(%3320) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3322 = "stablehlo.broadcast_in_dim"(%3321) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3323 = stablehlo.multiply %3319, %3322 : tensor<32x2x2x160xf32>
    %3324 = stablehlo.add %3318, %3323 : tensor<32x2x2x160xf32>
    %3325 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 4, 160>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3326 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 160>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3327 = "stablehlo.reshape"(%3326) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3328 = "stablehlo.broadcast_in_dim"(%3327) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3329 = stablehlo.multiply %3325, %3328 : tensor<32x2x2x160xf32>
    %3330 = stablehlo.add %3324, %3329 : tensor<32x2x2x160xf32>
    %3331 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 5, 160>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3332 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 160>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3333 = "stablehlo.reshape"(%3332) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3334 = "stablehlo.broadcast_in_dim"(%3333) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3335 = stablehlo.multiply %3331, %3334 : tensor<32x2x2x160xf32>
    %3336 = stablehlo.add %3330, %3335 : tensor<32x2x2x160xf32>
    %3337 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 6, 160>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3338 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 160>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3339 = "stablehlo.reshape"(%3338) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3340 = "stablehlo.broadcast_in_dim"(%3339) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3341 = stablehlo.multiply %3337, %3340 : tensor<32x2x2x160xf32>
    %3342 = stablehlo.add %3336, %3341 : tensor<32x2x2x160xf32>
    %3343 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 7, 160>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3344 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 160>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3345 = "stablehlo.reshape"(%3344) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3346 = "stablehlo.broadcast_in_dim"(%3345) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3347 = stablehlo.multiply %3343, %3346 : tensor<32x2x2x160xf32>
    %3348 = stablehlo.add %3342, %3347 : tensor<32x2x2x160xf32>
    %3349 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 7, 8, 160>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3350 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 160>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3351 = "stablehlo.reshape"(%3350) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%3351) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3353 = stablehlo.multiply %3349, %3352 : tensor<32x2x2x160xf32>
    %3354 = stablehlo.add %3348, %3353 : tensor<32x2x2x160xf32>
    %3355 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 2, 160>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3356 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 160>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3357 = "stablehlo.reshape"(%3356) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%3357) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3359 = stablehlo.multiply %3355, %3358 : tensor<32x2x2x160xf32>
    %3360 = stablehlo.add %3354, %3359 : tensor<32x2x2x160xf32>
    %3361 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 3, 160>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3362 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 160>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3363 = "stablehlo.reshape"(%3362) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3364 = "stablehlo.broadcast_in_dim"(%3363) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3365 = stablehlo.multiply %3361, %3364 : tensor<32x2x2x160xf32>
    %3366 = stablehlo.add %3360, %3365 : tensor<32x2x2x160xf32>
    %3367 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 4, 160>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3368 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 160>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3369 = "stablehlo.reshape"(%3368) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3370 = "stablehlo.broadcast_in_dim"(%3369) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3371 = stablehlo.multiply %3367, %3370 : tensor<32x2x2x160xf32>
    %3372 = stablehlo.add %3366, %3371 : tensor<32x2x2x160xf32>
    %3373 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 5, 160>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3374 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 160>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3375 = "stablehlo.reshape"(%3374) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3376 = "stablehlo.broadcast_in_dim"(%3375) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3377 = stablehlo.multiply %3373, %3376 : tensor<32x2x2x160xf32>
    %3378 = stablehlo.add %3372, %3377 : tensor<32x2x2x160xf32>
    %3379 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 6, 160>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3380 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 160>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3381 = "stablehlo.reshape"(%3380) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3382 = "stablehlo.broadcast_in_dim"(%3381) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3383 = stablehlo.multiply %3379, %3382 : tensor<32x2x2x160xf32>
    %3384 = stablehlo.add %3378, %3383 : tensor<32x2x2x160xf32>
    %3385 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 7, 160>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3386 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 160>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3387 = "stablehlo.reshape"(%3386) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%3387) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3389 = stablehlo.multiply %3385, %3388 : tensor<32x2x2x160xf32>
    %3390 = stablehlo.add %3384, %3389 : tensor<32x2x2x160xf32>
    %3391 = "stablehlo.slice"(%3103) {limit_indices = array<i64: 32, 8, 8, 160>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<32x2x2x160xf32>
    %3392 = "stablehlo.slice"(%stages.2.blocks.5.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 160>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x160xf32>) -> tensor<1x1x1x160xf32>
    %3393 = "stablehlo.reshape"(%3392) : (tensor<1x1x1x160xf32>) -> tensor<160xf32>
    %3394 = "stablehlo.broadcast_in_dim"(%3393) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3395 = stablehlo.multiply %3391, %3394 : tensor<32x2x2x160xf32>
    %3396 = stablehlo.add %3390, %3395 : tensor<32x2x2x160xf32>
    %3397 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3398 = stablehlo.add %3396, %3397 : tensor<32x2x2x160xf32>
    %3399 = stablehlo.constant dense<0.0> : tensor<f32>
    %3400 = "stablehlo.reduce"(%3398, %3399) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %3401 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %3402 = stablehlo.divide %3400, %3401 : tensor<32x2x2xf32>
    %3403 = "stablehlo.broadcast_in_dim"(%3402) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %3404 = stablehlo.subtract %3398, %3403 : tensor<32x2x2x160xf32>
    %3405 = stablehlo.multiply %3404, %3404 : tensor<32x2x2x160xf32>
    %3406 = stablehlo.constant dense<0.0> : tensor<f32>
    %3407 = "stablehlo.reduce"(%3405, %3406) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %3408 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %3409 = stablehlo.divide %3407, %3408 : tensor<32x2x2xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%3409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %3411 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %3412 = stablehlo.add %3410, %3411 : tensor<32x2x2x160xf32>
    %3413 = stablehlo.rsqrt %3412 : tensor<32x2x2x160xf32>
    %3414 = stablehlo.multiply %3404, %3413 : tensor<32x2x2x160xf32>
    %3415 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3416 = stablehlo.multiply %3414, %3415 : tensor<32x2x2x160xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3418 = stablehlo.add %3416, %3417 : tensor<32x2x2x160xf32>
    %3419 = "stablehlo.dot_general"(%3418, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %3420 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %3421 = stablehlo.add %3419, %3420 : tensor<32x2x2x640xf32>
    %3422 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %3423 = stablehlo.multiply %3421, %3422 : tensor<32x2x2x640xf32>
    %3424 = "chlo.erf"(%3423) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %3425 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %3426 = stablehlo.add %3424, %3425 : tensor<32x2x2x640xf32>
    %3427 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %3428 = stablehlo.multiply %3421, %3427 : tensor<32x2x2x640xf32>
    %3429 = stablehlo.multiply %3428, %3426 : tensor<32x2x2x640xf32>
    %3430 = "stablehlo.dot_general"(%3429, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %3431 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3432 = stablehlo.add %3430, %3431 : tensor<32x2x2x160xf32>
    %3433 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3434 = stablehlo.multiply %3432, %3433 : tensor<32x2x2x160xf32>
    %3435 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %3436 = "stablehlo.broadcast_in_dim"(%3435) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %3437 = stablehlo.multiply %3434, %3436 : tensor<32x2x2x160xf32>
    %3438 = stablehlo.add %3437, %3101 : tensor<32x2x2x160xf32>
    %3439 = stablehlo.constant dense<0.0> : tensor<f32>
    %3440 = "stablehlo.reduce"(%3438, %3439) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %3441 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %3442 = stablehlo.divide %3440, %3441 : tensor<32x2x2xf32>
    %3443 = "stablehlo.broadcast_in_dim"(%3442) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %3444 = stablehlo.subtract %3438, %3443 : tensor<32x2x2x160xf32>
    %3445 = stablehlo.multiply %3444, %3444 : tensor<32x2x2x160xf32>
    %3446 = stablehlo.constant dense<0.0> : tensor<f32>
    %3447 = "stablehlo.reduce"(%3445, %3446) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %3448 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %3449 = stablehlo.divide %3447, %3448 : tensor<32x2x2xf32>
    %3450 = "stablehlo.broadcast_in_dim"(%3449) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %3451 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %3452 = stablehlo.add %3450, %3451 : tensor<32x2x2x160xf32>
    %3453 = stablehlo.rsqrt %3452 : tensor<32x2x2x160xf32>
    %3454 = stablehlo.multiply %3444, %3453 : tensor<32x2x2x160xf32>
    %3455 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3456 = stablehlo.multiply %3454, %3455 : tensor<32x2x2x160xf32>
    %3457 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %3458 = stablehlo.add %3456, %3457 : tensor<32x2x2x160xf32>
    %3459 = "stablehlo.convolution"(%3458, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x160xf32>, tensor<2x2x160x320xf32>) -> tensor<32x1x1x320xf32>
    %3460 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3461 = stablehlo.add %3459, %3460 : tensor<32x1x1x320xf32>
    %3462 = stablehlo.constant dense<0.0> : tensor<f32>
    %3463 = "stablehlo.pad"(%3461, %3462) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x7x7x320xf32>
    %3464 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 1, 320>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3465 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 320>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3466 = "stablehlo.reshape"(%3465) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3467 = "stablehlo.broadcast_in_dim"(%3466) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3468 = stablehlo.multiply %3464, %3467 : tensor<32x1x1x320xf32>
    %3469 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 2, 320>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3470 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 320>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3471 = "stablehlo.reshape"(%3470) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3472 = "stablehlo.broadcast_in_dim"(%3471) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3473 = stablehlo.multiply %3469, %3472 : tensor<32x1x1x320xf32>
    %3474 = stablehlo.add %3468, %3473 : tensor<32x1x1x320xf32>
    %3475 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 3, 320>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3476 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 320>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3477 = "stablehlo.reshape"(%3476) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3478 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3479 = stablehlo.multiply %3475, %3478 : tensor<32x1x1x320xf32>
    %3480 = stablehlo.add %3474, %3479 : tensor<32x1x1x320xf32>
    %3481 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 4, 320>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3482 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 320>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3483 = "stablehlo.reshape"(%3482) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3484 = "stablehlo.broadcast_in_dim"(%3483) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3485 = stablehlo.multiply %3481, %3484 : tensor<32x1x1x320xf32>
    %3486 = stablehlo.add %3480, %3485 : tensor<32x1x1x320xf32>
    %3487 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 5, 320>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3488 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 320>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3489 = "stablehlo.reshape"(%3488) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%3489) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3491 = stablehlo.multiply %3487, %3490 : tensor<32x1x1x320xf32>
    %3492 = stablehlo.add %3486, %3491 : tensor<32x1x1x320xf32>
    %3493 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 6, 320>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3494 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 320>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3495 = "stablehlo.reshape"(%3494) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3496 = "stablehlo.broadcast_in_dim"(%3495) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3497 = stablehlo.multiply %3493, %3496 : tensor<32x1x1x320xf32>
    %3498 = stablehlo.add %3492, %3497 : tensor<32x1x1x320xf32>
    %3499 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 1, 7, 320>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3500 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 320>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3501 = "stablehlo.reshape"(%3500) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%3501) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3503 = stablehlo.multiply %3499, %3502 : tensor<32x1x1x320xf32>
    %3504 = stablehlo.add %3498, %3503 : tensor<32x1x1x320xf32>
    %3505 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 1, 320>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3506 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 320>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3507 = "stablehlo.reshape"(%3506) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3508 = "stablehlo.broadcast_in_dim"(%3507) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3509 = stablehlo.multiply %3505, %3508 : tensor<32x1x1x320xf32>
    %3510 = stablehlo.add %3504, %3509 : tensor<32x1x1x320xf32>
    %3511 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 2, 320>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3512 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 320>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3513 = "stablehlo.reshape"(%3512) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3514 = "stablehlo.broadcast_in_dim"(%3513) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3515 = stablehlo.multiply %3511, %3514 : tensor<32x1x1x320xf32>
    %3516 = stablehlo.add %3510, %3515 : tensor<32x1x1x320xf32>
    %3517 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 3, 320>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3518 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 320>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3519 = "stablehlo.reshape"(%3518) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%3519) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3521 = stablehlo.multiply %3517, %3520 : tensor<32x1x1x320xf32>
    %3522 = stablehlo.add %3516, %3521 : tensor<32x1x1x320xf32>
    %3523 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 4, 320>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3524 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 320>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3525 = "stablehlo.reshape"(%3524) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3526 = "stablehlo.broadcast_in_dim"(%3525) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3527 = stablehlo.multiply %3523, %3526 : tensor<32x1x1x320xf32>
    %3528 = stablehlo.add %3522, %3527 : tensor<32x1x1x320xf32>
    %3529 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 5, 320>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3530 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 320>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3531 = "stablehlo.reshape"(%3530) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3532 = "stablehlo.broadcast_in_dim"(%3531) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3533 = stablehlo.multiply %3529, %3532 : tensor<32x1x1x320xf32>
    %3534 = stablehlo.add %3528, %3533 : tensor<32x1x1x320xf32>
    %3535 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 6, 320>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3536 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 320>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3537 = "stablehlo.reshape"(%3536) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%3537) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3539 = stablehlo.multiply %3535, %3538 : tensor<32x1x1x320xf32>
    %3540 = stablehlo.add %3534, %3539 : tensor<32x1x1x320xf32>
    %3541 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 2, 7, 320>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3542 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 320>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3543 = "stablehlo.reshape"(%3542) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3544 = "stablehlo.broadcast_in_dim"(%3543) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3545 = stablehlo.multiply %3541, %3544 : tensor<32x1x1x320xf32>
    %3546 = stablehlo.add %3540, %3545 : tensor<32x1x1x320xf32>
    %3547 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 1, 320>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3548 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 320>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3549 = "stablehlo.reshape"(%3548) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%3549) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3551 = stablehlo.multiply %3547, %3550 : tensor<32x1x1x320xf32>
    %3552 = stablehlo.add %3546, %3551 : tensor<32x1x1x320xf32>
    %3553 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 2, 320>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3554 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 320>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3555 = "stablehlo.reshape"(%3554) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3556 = "stablehlo.broadcast_in_dim"(%3555) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3557 = stablehlo.multiply %3553, %3556 : tensor<32x1x1x320xf32>
    %3558 = stablehlo.add %3552, %3557 : tensor<32x1x1x320xf32>
    %3559 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 3, 320>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3560 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 320>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3561 = "stablehlo.reshape"(%3560) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3562 = "stablehlo.broadcast_in_dim"(%3561) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3563 = stablehlo.multiply %3559, %3562 : tensor<32x1x1x320xf32>
    %3564 = stablehlo.add %3558, %3563 : tensor<32x1x1x320xf32>
    %3565 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 4, 320>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3566 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 320>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3567 = "stablehlo.reshape"(%3566) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3568 = "stablehlo.broadcast_in_dim"(%3567) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3569 = stablehlo.multiply %3565, %3568 : tensor<32x1x1x320xf32>
    %3570 = stablehlo.add %3564, %3569 : tensor<32x1x1x320xf32>
    %3571 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 5, 320>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3572 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 320>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3573 = "stablehlo.reshape"(%3572) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3574 = "stablehlo.broadcast_in_dim"(%3573) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3575 = stablehlo.multiply %3571, %3574 : tensor<32x1x1x320xf32>
    %3576 = stablehlo.add %3570, %3575 : tensor<32x1x1x320xf32>
    %3577 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 6, 320>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3578 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 320>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3579 = "stablehlo.reshape"(%3578) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%3579) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3581 = stablehlo.multiply %3577, %3580 : tensor<32x1x1x320xf32>
    %3582 = stablehlo.add %3576, %3581 : tensor<32x1x1x320xf32>
    %3583 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 3, 7, 320>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3584 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 320>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3585 = "stablehlo.reshape"(%3584) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3586 = "stablehlo.broadcast_in_dim"(%3585) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3587 = stablehlo.multiply %3583, %3586 : tensor<32x1x1x320xf32>
    %3588 = stablehlo.add %3582, %3587 : tensor<32x1x1x320xf32>
    %3589 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 1, 320>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3590 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 320>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3591 = "stablehlo.reshape"(%3590) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3592 = "stablehlo.broadcast_in_dim"(%3591) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3593 = stablehlo.multiply %3589, %3592 : tensor<32x1x1x320xf32>
    %3594 = stablehlo.add %3588, %3593 : tensor<32x1x1x320xf32>
    %3595 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 2, 320>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3596 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 320>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3597 = "stablehlo.reshape"(%3596) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%3597) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3599 = stablehlo.multiply %3595, %3598 : tensor<32x1x1x320xf32>
    %3600 = stablehlo.add %3594, %3599 : tensor<32x1x1x320xf32>
    %3601 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 3, 320>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3602 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 320>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3603 = "stablehlo.reshape"(%3602) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3604 = "stablehlo.broadcast_in_dim"(%3603) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3605 = stablehlo.multiply %3601, %3604 : tensor<32x1x1x320xf32>
    %3606 = stablehlo.add %3600, %3605 : tensor<32x1x1x320xf32>
    %3607 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 4, 320>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3608 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 320>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3609 = "stablehlo.reshape"(%3608) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3610 = "stablehlo.broadcast_in_dim"(%3609) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3611 = stablehlo.multiply %3607, %3610 : tensor<32x1x1x320xf32>
    %3612 = stablehlo.add %3606, %3611 : tensor<32x1x1x320xf32>
    %3613 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 5, 320>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3614 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 320>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3615 = "stablehlo.reshape"(%3614) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3616 = "stablehlo.broadcast_in_dim"(%3615) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3617 = stablehlo.multiply %3613, %3616 : tensor<32x1x1x320xf32>
    %3618 = stablehlo.add %3612, %3617 : tensor<32x1x1x320xf32>
    %3619 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 6, 320>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3620 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 320>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3621 = "stablehlo.reshape"(%3620) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3622 = "stablehlo.broadcast_in_dim"(%3621) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3623 = stablehlo.multiply %3619, %3622 : tensor<32x1x1x320xf32>
    %3624 = stablehlo.add %3618, %3623 : tensor<32x1x1x320xf32>
    %3625 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 4, 7, 320>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3626 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 320>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3627 = "stablehlo.reshape"(%3626) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3628 = "stablehlo.broadcast_in_dim"(%3627) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3629 = stablehlo.multiply %3625, %3628 : tensor<32x1x1x320xf32>
    %3630 = stablehlo.add %3624, %3629 : tensor<32x1x1x320xf32>
    %3631 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 1, 320>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3632 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 320>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3633 = "stablehlo.reshape"(%3632) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3634 = "stablehlo.broadcast_in_dim"(%3633) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3635 = stablehlo.multiply %3631, %3634 : tensor<32x1x1x320xf32>
    %3636 = stablehlo.add %3630, %3635 : tensor<32x1x1x320xf32>
    %3637 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 2, 320>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3638 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 320>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3639 = "stablehlo.reshape"(%3638) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3640 = "stablehlo.broadcast_in_dim"(%3639) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3641 = stablehlo.multiply %3637, %3640 : tensor<32x1x1x320xf32>
    %3642 = stablehlo.add %3636, %3641 : tensor<32x1x1x320xf32>
    %3643 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 3, 320>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3644 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 320>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3645 = "stablehlo.reshape"(%3644) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3646 = "stablehlo.broadcast_in_dim"(%3645) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3647 = stablehlo.multiply %3643, %3646 : tensor<32x1x1x320xf32>
    %3648 = stablehlo.add %3642, %3647 : tensor<32x1x1x320xf32>
    %3649 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 4, 320>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3650 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 320>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3651 = "stablehlo.reshape"(%3650) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3652 = "stablehlo.broadcast_in_dim"(%3651) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3653 = stablehlo.multiply %3649, %3652 : tensor<32x1x1x320xf32>
    %3654 = stablehlo.add %3648, %3653 : tensor<32x1x1x320xf32>
    %3655 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 5, 320>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3656 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 320>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3657 = "stablehlo.reshape"(%3656) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%3657) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3659 = stablehlo.multiply %3655, %3658 : tensor<32x1x1x320xf32>
    %3660 = stablehlo.add %3654, %3659 : tensor<32x1x1x320xf32>
    %3661 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 6, 320>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3662 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 320>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3663 = "stablehlo.reshape"(%3662) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3664 = "stablehlo.broadcast_in_dim"(%3663) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3665 = stablehlo.multiply %3661, %3664 : tensor<32x1x1x320xf32>
    %3666 = stablehlo.add %3660, %3665 : tensor<32x1x1x320xf32>
    %3667 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 5, 7, 320>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3668 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 320>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3669 = "stablehlo.reshape"(%3668) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3670 = "stablehlo.broadcast_in_dim"(%3669) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3671 = stablehlo.multiply %3667, %3670 : tensor<32x1x1x320xf32>
    %3672 = stablehlo.add %3666, %3671 : tensor<32x1x1x320xf32>
    %3673 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 1, 320>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3674 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 320>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3675 = "stablehlo.reshape"(%3674) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3676 = "stablehlo.broadcast_in_dim"(%3675) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3677 = stablehlo.multiply %3673, %3676 : tensor<32x1x1x320xf32>
    %3678 = stablehlo.add %3672, %3677 : tensor<32x1x1x320xf32>
    %3679 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 2, 320>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3680 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 320>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3681 = "stablehlo.reshape"(%3680) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3682 = "stablehlo.broadcast_in_dim"(%3681) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3683 = stablehlo.multiply %3679, %3682 : tensor<32x1x1x320xf32>
    %3684 = stablehlo.add %3678, %3683 : tensor<32x1x1x320xf32>
    %3685 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 3, 320>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3686 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 320>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3687 = "stablehlo.reshape"(%3686) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3688 = "stablehlo.broadcast_in_dim"(%3687) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3689 = stablehlo.multiply %3685, %3688 : tensor<32x1x1x320xf32>
    %3690 = stablehlo.add %3684, %3689 : tensor<32x1x1x320xf32>
    %3691 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 4, 320>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3692 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 320>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3693 = "stablehlo.reshape"(%3692) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3694 = "stablehlo.broadcast_in_dim"(%3693) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3695 = stablehlo.multiply %3691, %3694 : tensor<32x1x1x320xf32>
    %3696 = stablehlo.add %3690, %3695 : tensor<32x1x1x320xf32>
    %3697 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 5, 320>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3698 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 320>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3699 = "stablehlo.reshape"(%3698) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3700 = "stablehlo.broadcast_in_dim"(%3699) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3701 = stablehlo.multiply %3697, %3700 : tensor<32x1x1x320xf32>
    %3702 = stablehlo.add %3696, %3701 : tensor<32x1x1x320xf32>
    %3703 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 6, 320>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3704 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 320>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3705 = "stablehlo.reshape"(%3704) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3706 = "stablehlo.broadcast_in_dim"(%3705) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3707 = stablehlo.multiply %3703, %3706 : tensor<32x1x1x320xf32>
    %3708 = stablehlo.add %3702, %3707 : tensor<32x1x1x320xf32>
    %3709 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 6, 7, 320>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3710 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 320>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3711 = "stablehlo.reshape"(%3710) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3712 = "stablehlo.broadcast_in_dim"(%3711) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3713 = stablehlo.multiply %3709, %3712 : tensor<32x1x1x320xf32>
    %3714 = stablehlo.add %3708, %3713 : tensor<32x1x1x320xf32>
    %3715 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 1, 320>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3716 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 320>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3717 = "stablehlo.reshape"(%3716) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3718 = "stablehlo.broadcast_in_dim"(%3717) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3719 = stablehlo.multiply %3715, %3718 : tensor<32x1x1x320xf32>
    %3720 = stablehlo.add %3714, %3719 : tensor<32x1x1x320xf32>
    %3721 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 2, 320>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3722 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 320>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3723 = "stablehlo.reshape"(%3722) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3724 = "stablehlo.broadcast_in_dim"(%3723) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3725 = stablehlo.multiply %3721, %3724 : tensor<32x1x1x320xf32>
    %3726 = stablehlo.add %3720, %3725 : tensor<32x1x1x320xf32>
    %3727 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 3, 320>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3728 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 320>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3729 = "stablehlo.reshape"(%3728) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3730 = "stablehlo.broadcast_in_dim"(%3729) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3731 = stablehlo.multiply %3727, %3730 : tensor<32x1x1x320xf32>
    %3732 = stablehlo.add %3726, %3731 : tensor<32x1x1x320xf32>
    %3733 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 4, 320>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3734 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 320>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3735 = "stablehlo.reshape"(%3734) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3736 = "stablehlo.broadcast_in_dim"(%3735) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3737 = stablehlo.multiply %3733, %3736 : tensor<32x1x1x320xf32>
    %3738 = stablehlo.add %3732, %3737 : tensor<32x1x1x320xf32>
    %3739 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 5, 320>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3740 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 320>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3741 = "stablehlo.reshape"(%3740) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3742 = "stablehlo.broadcast_in_dim"(%3741) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3743 = stablehlo.multiply %3739, %3742 : tensor<32x1x1x320xf32>
    %3744 = stablehlo.add %3738, %3743 : tensor<32x1x1x320xf32>
    %3745 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 6, 320>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3746 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 320>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3747 = "stablehlo.reshape"(%3746) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3748 = "stablehlo.broadcast_in_dim"(%3747) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3749 = stablehlo.multiply %3745, %3748 : tensor<32x1x1x320xf32>
    %3750 = stablehlo.add %3744, %3749 : tensor<32x1x1x320xf32>
    %3751 = "stablehlo.slice"(%3463) {limit_indices = array<i64: 32, 7, 7, 320>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3752 = "stablehlo.slice"(%stages.3.blocks.0.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 320>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3753 = "stablehlo.reshape"(%3752) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3754 = "stablehlo.broadcast_in_dim"(%3753) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3755 = stablehlo.multiply %3751, %3754 : tensor<32x1x1x320xf32>
    %3756 = stablehlo.add %3750, %3755 : tensor<32x1x1x320xf32>
    %3757 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3758 = stablehlo.add %3756, %3757 : tensor<32x1x1x320xf32>
    %3759 = stablehlo.constant dense<0.0> : tensor<f32>
    %3760 = "stablehlo.reduce"(%3758, %3759) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %3761 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %3762 = stablehlo.divide %3760, %3761 : tensor<32x1x1xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3762) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %3764 = stablehlo.subtract %3758, %3763 : tensor<32x1x1x320xf32>
    %3765 = stablehlo.multiply %3764, %3764 : tensor<32x1x1x320xf32>
    %3766 = stablehlo.constant dense<0.0> : tensor<f32>
    %3767 = "stablehlo.reduce"(%3765, %3766) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %3768 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %3769 = stablehlo.divide %3767, %3768 : tensor<32x1x1xf32>
    %3770 = "stablehlo.broadcast_in_dim"(%3769) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %3771 = stablehlo.constant dense<1.0e-06> : tensor<32x1x1x320xf32>
    %3772 = stablehlo.add %3770, %3771 : tensor<32x1x1x320xf32>
    %3773 = stablehlo.rsqrt %3772 : tensor<32x1x1x320xf32>
    %3774 = stablehlo.multiply %3764, %3773 : tensor<32x1x1x320xf32>
    %3775 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3776 = stablehlo.multiply %3774, %3775 : tensor<32x1x1x320xf32>
    %3777 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3778 = stablehlo.add %3776, %3777 : tensor<32x1x1x320xf32>
    %3779 = "stablehlo.dot_general"(%3778, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %3780 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %3781 = stablehlo.add %3779, %3780 : tensor<32x1x1x1280xf32>
    %3782 = stablehlo.constant dense<0.70710677> : tensor<32x1x1x1280xf32>
    %3783 = stablehlo.multiply %3781, %3782 : tensor<32x1x1x1280xf32>
    %3784 = "chlo.erf"(%3783) : (tensor<32x1x1x1280xf32>) -> tensor<32x1x1x1280xf32>
    %3785 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %3786 = stablehlo.add %3784, %3785 : tensor<32x1x1x1280xf32>
    %3787 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %3788 = stablehlo.multiply %3781, %3787 : tensor<32x1x1x1280xf32>
    %3789 = stablehlo.multiply %3788, %3786 : tensor<32x1x1x1280xf32>
    %3790 = "stablehlo.dot_general"(%3789, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %3791 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3792 = stablehlo.add %3790, %3791 : tensor<32x1x1x320xf32>
    %3793 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3794 = stablehlo.multiply %3792, %3793 : tensor<32x1x1x320xf32>
    %3795 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %3796 = "stablehlo.broadcast_in_dim"(%3795) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x1x1x320xf32>
    %3797 = stablehlo.multiply %3794, %3796 : tensor<32x1x1x320xf32>
    %3798 = stablehlo.add %3797, %3461 : tensor<32x1x1x320xf32>
    %3799 = stablehlo.constant dense<0.0> : tensor<f32>
    %3800 = "stablehlo.pad"(%3798, %3799) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 3, 3, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x7x7x320xf32>
    %3801 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 1, 320>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3802 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 1, 1, 320>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3803 = "stablehlo.reshape"(%3802) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3804 = "stablehlo.broadcast_in_dim"(%3803) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3805 = stablehlo.multiply %3801, %3804 : tensor<32x1x1x320xf32>
    %3806 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 2, 320>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3807 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 2, 1, 320>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3808 = "stablehlo.reshape"(%3807) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3809 = "stablehlo.broadcast_in_dim"(%3808) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3810 = stablehlo.multiply %3806, %3809 : tensor<32x1x1x320xf32>
    %3811 = stablehlo.add %3805, %3810 : tensor<32x1x1x320xf32>
    %3812 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 3, 320>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3813 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 3, 1, 320>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3814 = "stablehlo.reshape"(%3813) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3815 = "stablehlo.broadcast_in_dim"(%3814) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3816 = stablehlo.multiply %3812, %3815 : tensor<32x1x1x320xf32>
    %3817 = stablehlo.add %3811, %3816 : tensor<32x1x1x320xf32>
    %3818 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 4, 320>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3819 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 4, 1, 320>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3820 = "stablehlo.reshape"(%3819) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3821 = "stablehlo.broadcast_in_dim"(%3820) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3822 = stablehlo.multiply %3818, %3821 : tensor<32x1x1x320xf32>
    %3823 = stablehlo.add %3817, %3822 : tensor<32x1x1x320xf32>
    %3824 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 5, 320>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3825 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 5, 1, 320>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3826 = "stablehlo.reshape"(%3825) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3827 = "stablehlo.broadcast_in_dim"(%3826) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3828 = stablehlo.multiply %3824, %3827 : tensor<32x1x1x320xf32>
    %3829 = stablehlo.add %3823, %3828 : tensor<32x1x1x320xf32>
    %3830 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 6, 320>, start_indices = array<i64: 0, 0, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3831 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 6, 1, 320>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3832 = "stablehlo.reshape"(%3831) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3833 = "stablehlo.broadcast_in_dim"(%3832) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3834 = stablehlo.multiply %3830, %3833 : tensor<32x1x1x320xf32>
    %3835 = stablehlo.add %3829, %3834 : tensor<32x1x1x320xf32>
    %3836 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 1, 7, 320>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3837 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 1, 7, 1, 320>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3838 = "stablehlo.reshape"(%3837) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3839 = "stablehlo.broadcast_in_dim"(%3838) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3840 = stablehlo.multiply %3836, %3839 : tensor<32x1x1x320xf32>
    %3841 = stablehlo.add %3835, %3840 : tensor<32x1x1x320xf32>
    %3842 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 1, 320>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3843 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 1, 1, 320>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3844 = "stablehlo.reshape"(%3843) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3845 = "stablehlo.broadcast_in_dim"(%3844) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3846 = stablehlo.multiply %3842, %3845 : tensor<32x1x1x320xf32>
    %3847 = stablehlo.add %3841, %3846 : tensor<32x1x1x320xf32>
    %3848 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 2, 320>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3849 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 2, 1, 320>, start_indices = array<i64: 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3850 = "stablehlo.reshape"(%3849) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3851 = "stablehlo.broadcast_in_dim"(%3850) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3852 = stablehlo.multiply %3848, %3851 : tensor<32x1x1x320xf32>
    %3853 = stablehlo.add %3847, %3852 : tensor<32x1x1x320xf32>
    %3854 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 3, 320>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3855 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 3, 1, 320>, start_indices = array<i64: 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3856 = "stablehlo.reshape"(%3855) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3857 = "stablehlo.broadcast_in_dim"(%3856) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3858 = stablehlo.multiply %3854, %3857 : tensor<32x1x1x320xf32>
    %3859 = stablehlo.add %3853, %3858 : tensor<32x1x1x320xf32>
    %3860 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 4, 320>, start_indices = array<i64: 0, 1, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3861 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 4, 1, 320>, start_indices = array<i64: 1, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3862 = "stablehlo.reshape"(%3861) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3863 = "stablehlo.broadcast_in_dim"(%3862) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3864 = stablehlo.multiply %3860, %3863 : tensor<32x1x1x320xf32>
    %3865 = stablehlo.add %3859, %3864 : tensor<32x1x1x320xf32>
    %3866 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 5, 320>, start_indices = array<i64: 0, 1, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3867 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 5, 1, 320>, start_indices = array<i64: 1, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3868 = "stablehlo.reshape"(%3867) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3869 = "stablehlo.broadcast_in_dim"(%3868) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3870 = stablehlo.multiply %3866, %3869 : tensor<32x1x1x320xf32>
    %3871 = stablehlo.add %3865, %3870 : tensor<32x1x1x320xf32>
    %3872 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 6, 320>, start_indices = array<i64: 0, 1, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3873 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 6, 1, 320>, start_indices = array<i64: 1, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3874 = "stablehlo.reshape"(%3873) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3875 = "stablehlo.broadcast_in_dim"(%3874) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3876 = stablehlo.multiply %3872, %3875 : tensor<32x1x1x320xf32>
    %3877 = stablehlo.add %3871, %3876 : tensor<32x1x1x320xf32>
    %3878 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 2, 7, 320>, start_indices = array<i64: 0, 1, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3879 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 2, 7, 1, 320>, start_indices = array<i64: 1, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3880 = "stablehlo.reshape"(%3879) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3881 = "stablehlo.broadcast_in_dim"(%3880) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3882 = stablehlo.multiply %3878, %3881 : tensor<32x1x1x320xf32>
    %3883 = stablehlo.add %3877, %3882 : tensor<32x1x1x320xf32>
    %3884 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 1, 320>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3885 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 1, 1, 320>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3886 = "stablehlo.reshape"(%3885) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3887 = "stablehlo.broadcast_in_dim"(%3886) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3888 = stablehlo.multiply %3884, %3887 : tensor<32x1x1x320xf32>
    %3889 = stablehlo.add %3883, %3888 : tensor<32x1x1x320xf32>
    %3890 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 2, 320>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3891 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 2, 1, 320>, start_indices = array<i64: 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3892 = "stablehlo.reshape"(%3891) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3893 = "stablehlo.broadcast_in_dim"(%3892) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3894 = stablehlo.multiply %3890, %3893 : tensor<32x1x1x320xf32>
    %3895 = stablehlo.add %3889, %3894 : tensor<32x1x1x320xf32>
    %3896 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 3, 320>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3897 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 3, 1, 320>, start_indices = array<i64: 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3898 = "stablehlo.reshape"(%3897) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3899 = "stablehlo.broadcast_in_dim"(%3898) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3900 = stablehlo.multiply %3896, %3899 : tensor<32x1x1x320xf32>
    %3901 = stablehlo.add %3895, %3900 : tensor<32x1x1x320xf32>
    %3902 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 4, 320>, start_indices = array<i64: 0, 2, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3903 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 4, 1, 320>, start_indices = array<i64: 2, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3904 = "stablehlo.reshape"(%3903) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3905 = "stablehlo.broadcast_in_dim"(%3904) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3906 = stablehlo.multiply %3902, %3905 : tensor<32x1x1x320xf32>
    %3907 = stablehlo.add %3901, %3906 : tensor<32x1x1x320xf32>
    %3908 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 5, 320>, start_indices = array<i64: 0, 2, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3909 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 5, 1, 320>, start_indices = array<i64: 2, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3910 = "stablehlo.reshape"(%3909) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3911 = "stablehlo.broadcast_in_dim"(%3910) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3912 = stablehlo.multiply %3908, %3911 : tensor<32x1x1x320xf32>
    %3913 = stablehlo.add %3907, %3912 : tensor<32x1x1x320xf32>
    %3914 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 6, 320>, start_indices = array<i64: 0, 2, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3915 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 6, 1, 320>, start_indices = array<i64: 2, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3916 = "stablehlo.reshape"(%3915) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3917 = "stablehlo.broadcast_in_dim"(%3916) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3918 = stablehlo.multiply %3914, %3917 : tensor<32x1x1x320xf32>
    %3919 = stablehlo.add %3913, %3918 : tensor<32x1x1x320xf32>
    %3920 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 3, 7, 320>, start_indices = array<i64: 0, 2, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3921 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 3, 7, 1, 320>, start_indices = array<i64: 2, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3922 = "stablehlo.reshape"(%3921) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3923 = "stablehlo.broadcast_in_dim"(%3922) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3924 = stablehlo.multiply %3920, %3923 : tensor<32x1x1x320xf32>
    %3925 = stablehlo.add %3919, %3924 : tensor<32x1x1x320xf32>
    %3926 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 1, 320>, start_indices = array<i64: 0, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3927 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 1, 1, 320>, start_indices = array<i64: 3, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3928 = "stablehlo.reshape"(%3927) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3929 = "stablehlo.broadcast_in_dim"(%3928) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3930 = stablehlo.multiply %3926, %3929 : tensor<32x1x1x320xf32>
    %3931 = stablehlo.add %3925, %3930 : tensor<32x1x1x320xf32>
    %3932 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 2, 320>, start_indices = array<i64: 0, 3, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3933 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 2, 1, 320>, start_indices = array<i64: 3, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3934 = "stablehlo.reshape"(%3933) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3935 = "stablehlo.broadcast_in_dim"(%3934) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3936 = stablehlo.multiply %3932, %3935 : tensor<32x1x1x320xf32>
    %3937 = stablehlo.add %3931, %3936 : tensor<32x1x1x320xf32>
    %3938 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 3, 320>, start_indices = array<i64: 0, 3, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3939 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 3, 1, 320>, start_indices = array<i64: 3, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3940 = "stablehlo.reshape"(%3939) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3941 = "stablehlo.broadcast_in_dim"(%3940) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3942 = stablehlo.multiply %3938, %3941 : tensor<32x1x1x320xf32>
    %3943 = stablehlo.add %3937, %3942 : tensor<32x1x1x320xf32>
    %3944 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 4, 320>, start_indices = array<i64: 0, 3, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3945 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 4, 1, 320>, start_indices = array<i64: 3, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3946 = "stablehlo.reshape"(%3945) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3947 = "stablehlo.broadcast_in_dim"(%3946) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3948 = stablehlo.multiply %3944, %3947 : tensor<32x1x1x320xf32>
    %3949 = stablehlo.add %3943, %3948 : tensor<32x1x1x320xf32>
    %3950 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 5, 320>, start_indices = array<i64: 0, 3, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3951 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 5, 1, 320>, start_indices = array<i64: 3, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3952 = "stablehlo.reshape"(%3951) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3953 = "stablehlo.broadcast_in_dim"(%3952) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3954 = stablehlo.multiply %3950, %3953 : tensor<32x1x1x320xf32>
    %3955 = stablehlo.add %3949, %3954 : tensor<32x1x1x320xf32>
    %3956 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 6, 320>, start_indices = array<i64: 0, 3, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3957 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 6, 1, 320>, start_indices = array<i64: 3, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3958 = "stablehlo.reshape"(%3957) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3959 = "stablehlo.broadcast_in_dim"(%3958) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3960 = stablehlo.multiply %3956, %3959 : tensor<32x1x1x320xf32>
    %3961 = stablehlo.add %3955, %3960 : tensor<32x1x1x320xf32>
    %3962 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 4, 7, 320>, start_indices = array<i64: 0, 3, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3963 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 4, 7, 1, 320>, start_indices = array<i64: 3, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3964 = "stablehlo.reshape"(%3963) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3965 = "stablehlo.broadcast_in_dim"(%3964) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3966 = stablehlo.multiply %3962, %3965 : tensor<32x1x1x320xf32>
    %3967 = stablehlo.add %3961, %3966 : tensor<32x1x1x320xf32>
    %3968 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 1, 320>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3969 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 1, 1, 320>, start_indices = array<i64: 4, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3970 = "stablehlo.reshape"(%3969) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3971 = "stablehlo.broadcast_in_dim"(%3970) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3972 = stablehlo.multiply %3968, %3971 : tensor<32x1x1x320xf32>
    %3973 = stablehlo.add %3967, %3972 : tensor<32x1x1x320xf32>
    %3974 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 2, 320>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3975 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 2, 1, 320>, start_indices = array<i64: 4, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3976 = "stablehlo.reshape"(%3975) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3977 = "stablehlo.broadcast_in_dim"(%3976) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3978 = stablehlo.multiply %3974, %3977 : tensor<32x1x1x320xf32>
    %3979 = stablehlo.add %3973, %3978 : tensor<32x1x1x320xf32>
    %3980 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 3, 320>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3981 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 3, 1, 320>, start_indices = array<i64: 4, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3982 = "stablehlo.reshape"(%3981) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3983 = "stablehlo.broadcast_in_dim"(%3982) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3984 = stablehlo.multiply %3980, %3983 : tensor<32x1x1x320xf32>
    %3985 = stablehlo.add %3979, %3984 : tensor<32x1x1x320xf32>
    %3986 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 4, 320>, start_indices = array<i64: 0, 4, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3987 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 4, 1, 320>, start_indices = array<i64: 4, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3988 = "stablehlo.reshape"(%3987) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3989 = "stablehlo.broadcast_in_dim"(%3988) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3990 = stablehlo.multiply %3986, %3989 : tensor<32x1x1x320xf32>
    %3991 = stablehlo.add %3985, %3990 : tensor<32x1x1x320xf32>
    %3992 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 5, 320>, start_indices = array<i64: 0, 4, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3993 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 5, 1, 320>, start_indices = array<i64: 4, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %3994 = "stablehlo.reshape"(%3993) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %3995 = "stablehlo.broadcast_in_dim"(%3994) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %3996 = stablehlo.multiply %3992, %3995 : tensor<32x1x1x320xf32>
    %3997 = stablehlo.add %3991, %3996 : tensor<32x1x1x320xf32>
    %3998 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 6, 320>, start_indices = array<i64: 0, 4, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %3999 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 6, 1, 320>, start_indices = array<i64: 4, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4000 = "stablehlo.reshape"(%3999) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4001 = "stablehlo.broadcast_in_dim"(%4000) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4002 = stablehlo.multiply %3998, %4001 : tensor<32x1x1x320xf32>
    %4003 = stablehlo.add %3997, %4002 : tensor<32x1x1x320xf32>
    %4004 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 5, 7, 320>, start_indices = array<i64: 0, 4, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4005 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 5, 7, 1, 320>, start_indices = array<i64: 4, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4006 = "stablehlo.reshape"(%4005) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4007 = "stablehlo.broadcast_in_dim"(%4006) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4008 = stablehlo.multiply %4004, %4007 : tensor<32x1x1x320xf32>
    %4009 = stablehlo.add %4003, %4008 : tensor<32x1x1x320xf32>
    %4010 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 1, 320>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4011 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 1, 1, 320>, start_indices = array<i64: 5, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4012 = "stablehlo.reshape"(%4011) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4013 = "stablehlo.broadcast_in_dim"(%4012) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4014 = stablehlo.multiply %4010, %4013 : tensor<32x1x1x320xf32>
    %4015 = stablehlo.add %4009, %4014 : tensor<32x1x1x320xf32>
    %4016 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 2, 320>, start_indices = array<i64: 0, 5, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4017 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 2, 1, 320>, start_indices = array<i64: 5, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4018 = "stablehlo.reshape"(%4017) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4019 = "stablehlo.broadcast_in_dim"(%4018) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4020 = stablehlo.multiply %4016, %4019 : tensor<32x1x1x320xf32>
    %4021 = stablehlo.add %4015, %4020 : tensor<32x1x1x320xf32>
    %4022 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 3, 320>, start_indices = array<i64: 0, 5, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4023 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 3, 1, 320>, start_indices = array<i64: 5, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4024 = "stablehlo.reshape"(%4023) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4025 = "stablehlo.broadcast_in_dim"(%4024) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4026 = stablehlo.multiply %4022, %4025 : tensor<32x1x1x320xf32>
    %4027 = stablehlo.add %4021, %4026 : tensor<32x1x1x320xf32>
    %4028 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 4, 320>, start_indices = array<i64: 0, 5, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4029 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 4, 1, 320>, start_indices = array<i64: 5, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4030 = "stablehlo.reshape"(%4029) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4031 = "stablehlo.broadcast_in_dim"(%4030) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4032 = stablehlo.multiply %4028, %4031 : tensor<32x1x1x320xf32>
    %4033 = stablehlo.add %4027, %4032 : tensor<32x1x1x320xf32>
    %4034 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 5, 320>, start_indices = array<i64: 0, 5, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4035 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 5, 1, 320>, start_indices = array<i64: 5, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4036 = "stablehlo.reshape"(%4035) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4037 = "stablehlo.broadcast_in_dim"(%4036) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4038 = stablehlo.multiply %4034, %4037 : tensor<32x1x1x320xf32>
    %4039 = stablehlo.add %4033, %4038 : tensor<32x1x1x320xf32>
    %4040 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 6, 320>, start_indices = array<i64: 0, 5, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4041 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 6, 1, 320>, start_indices = array<i64: 5, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4042 = "stablehlo.reshape"(%4041) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4043 = "stablehlo.broadcast_in_dim"(%4042) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4044 = stablehlo.multiply %4040, %4043 : tensor<32x1x1x320xf32>
    %4045 = stablehlo.add %4039, %4044 : tensor<32x1x1x320xf32>
    %4046 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 6, 7, 320>, start_indices = array<i64: 0, 5, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4047 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 6, 7, 1, 320>, start_indices = array<i64: 5, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4048 = "stablehlo.reshape"(%4047) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4049 = "stablehlo.broadcast_in_dim"(%4048) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4050 = stablehlo.multiply %4046, %4049 : tensor<32x1x1x320xf32>
    %4051 = stablehlo.add %4045, %4050 : tensor<32x1x1x320xf32>
    %4052 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 1, 320>, start_indices = array<i64: 0, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4053 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 1, 1, 320>, start_indices = array<i64: 6, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4054 = "stablehlo.reshape"(%4053) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4055 = "stablehlo.broadcast_in_dim"(%4054) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4056 = stablehlo.multiply %4052, %4055 : tensor<32x1x1x320xf32>
    %4057 = stablehlo.add %4051, %4056 : tensor<32x1x1x320xf32>
    %4058 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 2, 320>, start_indices = array<i64: 0, 6, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4059 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 2, 1, 320>, start_indices = array<i64: 6, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4060 = "stablehlo.reshape"(%4059) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4061 = "stablehlo.broadcast_in_dim"(%4060) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4062 = stablehlo.multiply %4058, %4061 : tensor<32x1x1x320xf32>
    %4063 = stablehlo.add %4057, %4062 : tensor<32x1x1x320xf32>
    %4064 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 3, 320>, start_indices = array<i64: 0, 6, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4065 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 3, 1, 320>, start_indices = array<i64: 6, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4066 = "stablehlo.reshape"(%4065) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4067 = "stablehlo.broadcast_in_dim"(%4066) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4068 = stablehlo.multiply %4064, %4067 : tensor<32x1x1x320xf32>
    %4069 = stablehlo.add %4063, %4068 : tensor<32x1x1x320xf32>
    %4070 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 4, 320>, start_indices = array<i64: 0, 6, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4071 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 4, 1, 320>, start_indices = array<i64: 6, 3, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4072 = "stablehlo.reshape"(%4071) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4073 = "stablehlo.broadcast_in_dim"(%4072) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4074 = stablehlo.multiply %4070, %4073 : tensor<32x1x1x320xf32>
    %4075 = stablehlo.add %4069, %4074 : tensor<32x1x1x320xf32>
    %4076 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 5, 320>, start_indices = array<i64: 0, 6, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4077 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 5, 1, 320>, start_indices = array<i64: 6, 4, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4078 = "stablehlo.reshape"(%4077) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4079 = "stablehlo.broadcast_in_dim"(%4078) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4080 = stablehlo.multiply %4076, %4079 : tensor<32x1x1x320xf32>
    %4081 = stablehlo.add %4075, %4080 : tensor<32x1x1x320xf32>
    %4082 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 6, 320>, start_indices = array<i64: 0, 6, 5, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4083 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 6, 1, 320>, start_indices = array<i64: 6, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4084 = "stablehlo.reshape"(%4083) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4085 = "stablehlo.broadcast_in_dim"(%4084) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4086 = stablehlo.multiply %4082, %4085 : tensor<32x1x1x320xf32>
    %4087 = stablehlo.add %4081, %4086 : tensor<32x1x1x320xf32>
    %4088 = "stablehlo.slice"(%3800) {limit_indices = array<i64: 32, 7, 7, 320>, start_indices = array<i64: 0, 6, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x7x7x320xf32>) -> tensor<32x1x1x320xf32>
    %4089 = "stablehlo.slice"(%stages.3.blocks.1.dwconv.w) {limit_indices = array<i64: 7, 7, 1, 320>, start_indices = array<i64: 6, 6, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<7x7x1x320xf32>) -> tensor<1x1x1x320xf32>
    %4090 = "stablehlo.reshape"(%4089) : (tensor<1x1x1x320xf32>) -> tensor<320xf32>
    %4091 = "stablehlo.broadcast_in_dim"(%4090) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4092 = stablehlo.multiply %4088, %4091 : tensor<32x1x1x320xf32>
    %4093 = stablehlo.add %4087, %4092 : tensor<32x1x1x320xf32>
    %4094 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4095 = stablehlo.add %4093, %4094 : tensor<32x1x1x320xf32>
    %4096 = stablehlo.constant dense<0.0> : tensor<f32>
    %4097 = "stablehlo.reduce"(%4095, %4096) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %4098 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %4099 = stablehlo.divide %4097, %4098 : tensor<32x1x1xf32>
    %4100 = "stablehlo.broadcast_in_dim"(%4099) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %4101 = stablehlo.subtract %4095, %4100 : tensor<32x1x1x320xf32>
    %4102 = stablehlo.multiply %4101, %4101 : tensor<32x1x1x320xf32>
    %4103 = stablehlo.constant dense<0.0> : tensor<f32>
    %4104 = "stablehlo.reduce"(%4102, %4103) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %4105 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %4106 = stablehlo.divide %4104, %4105 : tensor<32x1x1xf32>
    %4107 = "stablehlo.broadcast_in_dim"(%4106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %4108 = stablehlo.constant dense<1.0e-06> : tensor<32x1x1x320xf32>
    %4109 = stablehlo.add %4107, %4108 : tensor<32x1x1x320xf32>
    %4110 = stablehlo.rsqrt %4109 : tensor<32x1x1x320xf32>
    %4111 = stablehlo.multiply %4101, %4110 : tensor<32x1x1x320xf32>
    %4112 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4113 = stablehlo.multiply %4111, %4112 : tensor<32x1x1x320xf32>
    %4114 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4115 = stablehlo.add %4113, %4114 : tensor<32x1x1x320xf32>
    %4116 = "stablehlo.dot_general"(%4115, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %4117 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %4118 = stablehlo.add %4116, %4117 : tensor<32x1x1x1280xf32>
    %4119 = stablehlo.constant dense<0.70710677> : tensor<32x1x1x1280xf32>
    %4120 = stablehlo.multiply %4118, %4119 : tensor<32x1x1x1280xf32>
    %4121 = "chlo.erf"(%4120) : (tensor<32x1x1x1280xf32>) -> tensor<32x1x1x1280xf32>
    %4122 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %4123 = stablehlo.add %4121, %4122 : tensor<32x1x1x1280xf32>
    %4124 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %4125 = stablehlo.multiply %4118, %4124 : tensor<32x1x1x1280xf32>
    %4126 = stablehlo.multiply %4125, %4123 : tensor<32x1x1x1280xf32>
    %4127 = "stablehlo.dot_general"(%4126, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %4128 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4129 = stablehlo.add %4127, %4128 : tensor<32x1x1x320xf32>
    %4130 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %4131 = stablehlo.multiply %4129, %4130 : tensor<32x1x1x320xf32>
    %4132 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %4133 = "stablehlo.broadcast_in_dim"(%4132) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x1x1x320xf32>
    %4134 = stablehlo.multiply %4131, %4133 : tensor<32x1x1x320xf32>
    %4135 = stablehlo.add %4134, %3798 : tensor<32x1x1x320xf32>
    %4136 = stablehlo.constant dense<0.0> : tensor<f32>
    %4137 = "stablehlo.reduce"(%4135, %4136) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %4138 = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %4139 = stablehlo.divide %4137, %4138 : tensor<32x320xf32>
    %4140 = stablehlo.constant dense<0.0> : tensor<f32>
    %4141 = "stablehlo.reduce"(%4139, %4140) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %4142 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %4143 = stablehlo.divide %4141, %4142 : tensor<32xf32>
    %4144 = "stablehlo.broadcast_in_dim"(%4143) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %4145 = stablehlo.subtract %4139, %4144 : tensor<32x320xf32>
    %4146 = stablehlo.multiply %4145, %4145 : tensor<32x320xf32>
    %4147 = stablehlo.constant dense<0.0> : tensor<f32>
    %4148 = "stablehlo.reduce"(%4146, %4147) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %4149 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %4150 = stablehlo.divide %4148, %4149 : tensor<32xf32>
    %4151 = "stablehlo.broadcast_in_dim"(%4150) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %4152 = stablehlo.constant dense<1.0e-06> : tensor<32x320xf32>
    %4153 = stablehlo.add %4151, %4152 : tensor<32x320xf32>
    %4154 = stablehlo.rsqrt %4153 : tensor<32x320xf32>
    %4155 = stablehlo.multiply %4145, %4154 : tensor<32x320xf32>
    %4156 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<320xf32>) -> tensor<32x320xf32>
    %4157 = stablehlo.multiply %4155, %4156 : tensor<32x320xf32>
    %4158 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<320xf32>) -> tensor<32x320xf32>
    %4159 = stablehlo.add %4157, %4158 : tensor<32x320xf32>
    %4160 = "stablehlo.dot_general"(%4159, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x320xf32>, tensor<320x10xf32>) -> tensor<32x10xf32>
    %4161 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %4162 = stablehlo.add %4160, %4161 : tensor<32x10xf32>
    "func.return"(%4162) : (tensor<32x10xf32>) -> ()
  }
}

// hlocert 0.1.0 render: convnext_atto-c10-i32-b32x1-fwd+drop
// model: ConvNeXt-atto  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: fwd+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// arguments: x 32x32x32x3; params (128 tensors, 3,377,730 scalars); drop_mask 32x12
// results: logits 32x10
// content sha256: a9851567b9d04b2d660e2fd5d388fef19cee013bf46dfc997a4e2b53b8a178c5
module @convnext_atto_c10_i32_b32x1_fwd_drop {
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
    %23 = "stablehlo.convolution"(%22, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %24 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %25 = stablehlo.add %23, %24 : tensor<32x8x8x40xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %28 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<32x8x8xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<32x8x8x40xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<32x8x8x40xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %35 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %36 = stablehlo.divide %34, %35 : tensor<32x8x8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %38 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %39 = stablehlo.add %37, %38 : tensor<32x8x8x40xf32>
    %40 = stablehlo.rsqrt %39 : tensor<32x8x8x40xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<32x8x8x40xf32>
    %42 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<32x8x8x40xf32>
    %44 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %45 = stablehlo.add %43, %44 : tensor<32x8x8x40xf32>
    %46 = "stablehlo.dot_general"(%45, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %47 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %48 = stablehlo.add %46, %47 : tensor<32x8x8x160xf32>
    %49 = stablehlo.constant dense<0.70710677> : tensor<32x8x8x160xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<32x8x8x160xf32>
    %51 = "chlo.erf"(%50) : (tensor<32x8x8x160xf32>) -> tensor<32x8x8x160xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %53 = stablehlo.add %51, %52 : tensor<32x8x8x160xf32>
    %54 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<32x8x8x160xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<32x8x8x160xf32>
    %57 = "stablehlo.dot_general"(%56, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %58 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %59 = stablehlo.add %57, %58 : tensor<32x8x8x40xf32>
    %60 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<32x8x8x40xf32>
    %62 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x8x8x40xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<32x8x8x40xf32>
    %65 = stablehlo.add %64, %22 : tensor<32x8x8x40xf32>
    %66 = "stablehlo.convolution"(%65, %stages.0.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %67 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %68 = stablehlo.add %66, %67 : tensor<32x8x8x40xf32>
    %69 = stablehlo.constant dense<0.0> : tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %71 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %72 = stablehlo.divide %70, %71 : tensor<32x8x8xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<32x8x8x40xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<32x8x8x40xf32>
    %76 = stablehlo.constant dense<0.0> : tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %78 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %79 = stablehlo.divide %77, %78 : tensor<32x8x8xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %81 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %82 = stablehlo.add %80, %81 : tensor<32x8x8x40xf32>
    %83 = stablehlo.rsqrt %82 : tensor<32x8x8x40xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<32x8x8x40xf32>
    %85 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<32x8x8x40xf32>
    %87 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %88 = stablehlo.add %86, %87 : tensor<32x8x8x40xf32>
    %89 = "stablehlo.dot_general"(%88, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %90 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %91 = stablehlo.add %89, %90 : tensor<32x8x8x160xf32>
    %92 = stablehlo.constant dense<0.70710677> : tensor<32x8x8x160xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<32x8x8x160xf32>
    %94 = "chlo.erf"(%93) : (tensor<32x8x8x160xf32>) -> tensor<32x8x8x160xf32>
    %95 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %96 = stablehlo.add %94, %95 : tensor<32x8x8x160xf32>
    %97 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<32x8x8x160xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<32x8x8x160xf32>
    %100 = "stablehlo.dot_general"(%99, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %101 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %102 = stablehlo.add %100, %101 : tensor<32x8x8x40xf32>
    %103 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<32x8x8x40xf32>
    %105 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x8x8x40xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<32x8x8x40xf32>
    %108 = stablehlo.add %107, %65 : tensor<32x8x8x40xf32>
    %109 = stablehlo.constant dense<0.0> : tensor<f32>
    %110 = "stablehlo.reduce"(%108, %109) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %111 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %112 = stablehlo.divide %110, %111 : tensor<32x8x8xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<32x8x8x40xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<32x8x8x40xf32>
    %116 = stablehlo.constant dense<0.0> : tensor<f32>
    %117 = "stablehlo.reduce"(%115, %116) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %118 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %119 = stablehlo.divide %117, %118 : tensor<32x8x8xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %121 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %122 = stablehlo.add %120, %121 : tensor<32x8x8x40xf32>
    %123 = stablehlo.rsqrt %122 : tensor<32x8x8x40xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<32x8x8x40xf32>
    %125 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<32x8x8x40xf32>
    %127 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %128 = stablehlo.add %126, %127 : tensor<32x8x8x40xf32>
    %129 = "stablehlo.convolution"(%128, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x40xf32>, tensor<2x2x40x80xf32>) -> tensor<32x4x4x80xf32>
    %130 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %131 = stablehlo.add %129, %130 : tensor<32x4x4x80xf32>
    %132 = "stablehlo.convolution"(%131, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %133 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %134 = stablehlo.add %132, %133 : tensor<32x4x4x80xf32>
    %135 = stablehlo.constant dense<0.0> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %137 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %138 = stablehlo.divide %136, %137 : tensor<32x4x4xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<32x4x4x80xf32>
    %141 = stablehlo.multiply %140, %140 : tensor<32x4x4x80xf32>
    %142 = stablehlo.constant dense<0.0> : tensor<f32>
    %143 = "stablehlo.reduce"(%141, %142) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %144 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %145 = stablehlo.divide %143, %144 : tensor<32x4x4xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %147 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %148 = stablehlo.add %146, %147 : tensor<32x4x4x80xf32>
    %149 = stablehlo.rsqrt %148 : tensor<32x4x4x80xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<32x4x4x80xf32>
    %151 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<32x4x4x80xf32>
    %153 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %154 = stablehlo.add %152, %153 : tensor<32x4x4x80xf32>
    %155 = "stablehlo.dot_general"(%154, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %156 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %157 = stablehlo.add %155, %156 : tensor<32x4x4x320xf32>
    %158 = stablehlo.constant dense<0.70710677> : tensor<32x4x4x320xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<32x4x4x320xf32>
    %160 = "chlo.erf"(%159) : (tensor<32x4x4x320xf32>) -> tensor<32x4x4x320xf32>
    %161 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %162 = stablehlo.add %160, %161 : tensor<32x4x4x320xf32>
    %163 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %164 = stablehlo.multiply %157, %163 : tensor<32x4x4x320xf32>
    %165 = stablehlo.multiply %164, %162 : tensor<32x4x4x320xf32>
    %166 = "stablehlo.dot_general"(%165, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %167 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %168 = stablehlo.add %166, %167 : tensor<32x4x4x80xf32>
    %169 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<32x4x4x80xf32>
    %171 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x4x4x80xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<32x4x4x80xf32>
    %174 = stablehlo.add %173, %131 : tensor<32x4x4x80xf32>
    %175 = "stablehlo.convolution"(%174, %stages.1.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %176 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %177 = stablehlo.add %175, %176 : tensor<32x4x4x80xf32>
    %178 = stablehlo.constant dense<0.0> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %180 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %181 = stablehlo.divide %179, %180 : tensor<32x4x4xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %183 = stablehlo.subtract %177, %182 : tensor<32x4x4x80xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<32x4x4x80xf32>
    %185 = stablehlo.constant dense<0.0> : tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %187 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %188 = stablehlo.divide %186, %187 : tensor<32x4x4xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %190 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %191 = stablehlo.add %189, %190 : tensor<32x4x4x80xf32>
    %192 = stablehlo.rsqrt %191 : tensor<32x4x4x80xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<32x4x4x80xf32>
    %194 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<32x4x4x80xf32>
    %196 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %197 = stablehlo.add %195, %196 : tensor<32x4x4x80xf32>
    %198 = "stablehlo.dot_general"(%197, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %199 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %200 = stablehlo.add %198, %199 : tensor<32x4x4x320xf32>
    %201 = stablehlo.constant dense<0.70710677> : tensor<32x4x4x320xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<32x4x4x320xf32>
    %203 = "chlo.erf"(%202) : (tensor<32x4x4x320xf32>) -> tensor<32x4x4x320xf32>
    %204 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %205 = stablehlo.add %203, %204 : tensor<32x4x4x320xf32>
    %206 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<32x4x4x320xf32>
    %208 = stablehlo.multiply %207, %205 : tensor<32x4x4x320xf32>
    %209 = "stablehlo.dot_general"(%208, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %210 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %211 = stablehlo.add %209, %210 : tensor<32x4x4x80xf32>
    %212 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<32x4x4x80xf32>
    %214 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x4x4x80xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<32x4x4x80xf32>
    %217 = stablehlo.add %216, %174 : tensor<32x4x4x80xf32>
    %218 = stablehlo.constant dense<0.0> : tensor<f32>
    %219 = "stablehlo.reduce"(%217, %218) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %220 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %221 = stablehlo.divide %219, %220 : tensor<32x4x4xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %223 = stablehlo.subtract %217, %222 : tensor<32x4x4x80xf32>
    %224 = stablehlo.multiply %223, %223 : tensor<32x4x4x80xf32>
    %225 = stablehlo.constant dense<0.0> : tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %227 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %228 = stablehlo.divide %226, %227 : tensor<32x4x4xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %230 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %231 = stablehlo.add %229, %230 : tensor<32x4x4x80xf32>
    %232 = stablehlo.rsqrt %231 : tensor<32x4x4x80xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<32x4x4x80xf32>
    %234 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<32x4x4x80xf32>
    %236 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %237 = stablehlo.add %235, %236 : tensor<32x4x4x80xf32>
    %238 = "stablehlo.convolution"(%237, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x80xf32>, tensor<2x2x80x160xf32>) -> tensor<32x2x2x160xf32>
    %239 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %240 = stablehlo.add %238, %239 : tensor<32x2x2x160xf32>
    %241 = "stablehlo.convolution"(%240, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %242 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %243 = stablehlo.add %241, %242 : tensor<32x2x2x160xf32>
    %244 = stablehlo.constant dense<0.0> : tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %246 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %247 = stablehlo.divide %245, %246 : tensor<32x2x2xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %249 = stablehlo.subtract %243, %248 : tensor<32x2x2x160xf32>
    %250 = stablehlo.multiply %249, %249 : tensor<32x2x2x160xf32>
    %251 = stablehlo.constant dense<0.0> : tensor<f32>
    %252 = "stablehlo.reduce"(%250, %251) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %253 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %254 = stablehlo.divide %252, %253 : tensor<32x2x2xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %256 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %257 = stablehlo.add %255, %256 : tensor<32x2x2x160xf32>
    %258 = stablehlo.rsqrt %257 : tensor<32x2x2x160xf32>
    %259 = stablehlo.multiply %249, %258 : tensor<32x2x2x160xf32>
    %260 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<32x2x2x160xf32>
    %262 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %263 = stablehlo.add %261, %262 : tensor<32x2x2x160xf32>
    %264 = "stablehlo.dot_general"(%263, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %265 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %266 = stablehlo.add %264, %265 : tensor<32x2x2x640xf32>
    %267 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<32x2x2x640xf32>
    %269 = "chlo.erf"(%268) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %270 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %271 = stablehlo.add %269, %270 : tensor<32x2x2x640xf32>
    %272 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %273 = stablehlo.multiply %266, %272 : tensor<32x2x2x640xf32>
    %274 = stablehlo.multiply %273, %271 : tensor<32x2x2x640xf32>
    %275 = "stablehlo.dot_general"(%274, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %276 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %277 = stablehlo.add %275, %276 : tensor<32x2x2x160xf32>
    %278 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<32x2x2x160xf32>
    %280 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %282 = stablehlo.multiply %279, %281 : tensor<32x2x2x160xf32>
    %283 = stablehlo.add %282, %240 : tensor<32x2x2x160xf32>
    %284 = "stablehlo.convolution"(%283, %stages.2.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %285 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %286 = stablehlo.add %284, %285 : tensor<32x2x2x160xf32>
    %287 = stablehlo.constant dense<0.0> : tensor<f32>
    %288 = "stablehlo.reduce"(%286, %287) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %289 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %290 = stablehlo.divide %288, %289 : tensor<32x2x2xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %292 = stablehlo.subtract %286, %291 : tensor<32x2x2x160xf32>
    %293 = stablehlo.multiply %292, %292 : tensor<32x2x2x160xf32>
    %294 = stablehlo.constant dense<0.0> : tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %296 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %297 = stablehlo.divide %295, %296 : tensor<32x2x2xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %299 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %300 = stablehlo.add %298, %299 : tensor<32x2x2x160xf32>
    %301 = stablehlo.rsqrt %300 : tensor<32x2x2x160xf32>
    %302 = stablehlo.multiply %292, %301 : tensor<32x2x2x160xf32>
    %303 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<32x2x2x160xf32>
    %305 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %306 = stablehlo.add %304, %305 : tensor<32x2x2x160xf32>
    %307 = "stablehlo.dot_general"(%306, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %308 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %309 = stablehlo.add %307, %308 : tensor<32x2x2x640xf32>
    %310 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<32x2x2x640xf32>
    %312 = "chlo.erf"(%311) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %313 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %314 = stablehlo.add %312, %313 : tensor<32x2x2x640xf32>
    %315 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %316 = stablehlo.multiply %309, %315 : tensor<32x2x2x640xf32>
    %317 = stablehlo.multiply %316, %314 : tensor<32x2x2x640xf32>
    %318 = "stablehlo.dot_general"(%317, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %319 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %320 = stablehlo.add %318, %319 : tensor<32x2x2x160xf32>
    %321 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<32x2x2x160xf32>
    %323 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<32x2x2x160xf32>
    %326 = stablehlo.add %325, %283 : tensor<32x2x2x160xf32>
    %327 = "stablehlo.convolution"(%326, %stages.2.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %328 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %329 = stablehlo.add %327, %328 : tensor<32x2x2x160xf32>
    %330 = stablehlo.constant dense<0.0> : tensor<f32>
    %331 = "stablehlo.reduce"(%329, %330) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %332 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %333 = stablehlo.divide %331, %332 : tensor<32x2x2xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<32x2x2x160xf32>
    %336 = stablehlo.multiply %335, %335 : tensor<32x2x2x160xf32>
    %337 = stablehlo.constant dense<0.0> : tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %339 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %340 = stablehlo.divide %338, %339 : tensor<32x2x2xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %342 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %343 = stablehlo.add %341, %342 : tensor<32x2x2x160xf32>
    %344 = stablehlo.rsqrt %343 : tensor<32x2x2x160xf32>
    %345 = stablehlo.multiply %335, %344 : tensor<32x2x2x160xf32>
    %346 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<32x2x2x160xf32>
    %348 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %349 = stablehlo.add %347, %348 : tensor<32x2x2x160xf32>
    %350 = "stablehlo.dot_general"(%349, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %352 = stablehlo.add %350, %351 : tensor<32x2x2x640xf32>
    %353 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<32x2x2x640xf32>
    %355 = "chlo.erf"(%354) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %356 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %357 = stablehlo.add %355, %356 : tensor<32x2x2x640xf32>
    %358 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %359 = stablehlo.multiply %352, %358 : tensor<32x2x2x640xf32>
    %360 = stablehlo.multiply %359, %357 : tensor<32x2x2x640xf32>
    %361 = "stablehlo.dot_general"(%360, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %362 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %363 = stablehlo.add %361, %362 : tensor<32x2x2x160xf32>
    %364 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<32x2x2x160xf32>
    %366 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %368 = stablehlo.multiply %365, %367 : tensor<32x2x2x160xf32>
    %369 = stablehlo.add %368, %326 : tensor<32x2x2x160xf32>
    %370 = "stablehlo.convolution"(%369, %stages.2.blocks.3.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %371 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %372 = stablehlo.add %370, %371 : tensor<32x2x2x160xf32>
    %373 = stablehlo.constant dense<0.0> : tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %375 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %376 = stablehlo.divide %374, %375 : tensor<32x2x2xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<32x2x2x160xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<32x2x2x160xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<f32>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %382 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %383 = stablehlo.divide %381, %382 : tensor<32x2x2xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %385 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %386 = stablehlo.add %384, %385 : tensor<32x2x2x160xf32>
    %387 = stablehlo.rsqrt %386 : tensor<32x2x2x160xf32>
    %388 = stablehlo.multiply %378, %387 : tensor<32x2x2x160xf32>
    %389 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<32x2x2x160xf32>
    %391 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %392 = stablehlo.add %390, %391 : tensor<32x2x2x160xf32>
    %393 = "stablehlo.dot_general"(%392, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %395 = stablehlo.add %393, %394 : tensor<32x2x2x640xf32>
    %396 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<32x2x2x640xf32>
    %398 = "chlo.erf"(%397) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %399 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %400 = stablehlo.add %398, %399 : tensor<32x2x2x640xf32>
    %401 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %402 = stablehlo.multiply %395, %401 : tensor<32x2x2x640xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<32x2x2x640xf32>
    %404 = "stablehlo.dot_general"(%403, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %405 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %406 = stablehlo.add %404, %405 : tensor<32x2x2x160xf32>
    %407 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<32x2x2x160xf32>
    %409 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<32x2x2x160xf32>
    %412 = stablehlo.add %411, %369 : tensor<32x2x2x160xf32>
    %413 = "stablehlo.convolution"(%412, %stages.2.blocks.4.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %414 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %415 = stablehlo.add %413, %414 : tensor<32x2x2x160xf32>
    %416 = stablehlo.constant dense<0.0> : tensor<f32>
    %417 = "stablehlo.reduce"(%415, %416) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %418 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %419 = stablehlo.divide %417, %418 : tensor<32x2x2xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<32x2x2x160xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<32x2x2x160xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %425 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %426 = stablehlo.divide %424, %425 : tensor<32x2x2xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %428 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %429 = stablehlo.add %427, %428 : tensor<32x2x2x160xf32>
    %430 = stablehlo.rsqrt %429 : tensor<32x2x2x160xf32>
    %431 = stablehlo.multiply %421, %430 : tensor<32x2x2x160xf32>
    %432 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<32x2x2x160xf32>
    %434 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %435 = stablehlo.add %433, %434 : tensor<32x2x2x160xf32>
    %436 = "stablehlo.dot_general"(%435, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %438 = stablehlo.add %436, %437 : tensor<32x2x2x640xf32>
    %439 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<32x2x2x640xf32>
    %441 = "chlo.erf"(%440) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %442 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %443 = stablehlo.add %441, %442 : tensor<32x2x2x640xf32>
    %444 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %445 = stablehlo.multiply %438, %444 : tensor<32x2x2x640xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<32x2x2x640xf32>
    %447 = "stablehlo.dot_general"(%446, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %448 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %449 = stablehlo.add %447, %448 : tensor<32x2x2x160xf32>
    %450 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<32x2x2x160xf32>
    %452 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<32x2x2x160xf32>
    %455 = stablehlo.add %454, %412 : tensor<32x2x2x160xf32>
    %456 = "stablehlo.convolution"(%455, %stages.2.blocks.5.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %457 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %458 = stablehlo.add %456, %457 : tensor<32x2x2x160xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %461 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %462 = stablehlo.divide %460, %461 : tensor<32x2x2xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<32x2x2x160xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<32x2x2x160xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %468 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %469 = stablehlo.divide %467, %468 : tensor<32x2x2xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %471 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %472 = stablehlo.add %470, %471 : tensor<32x2x2x160xf32>
    %473 = stablehlo.rsqrt %472 : tensor<32x2x2x160xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<32x2x2x160xf32>
    %475 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<32x2x2x160xf32>
    %477 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %478 = stablehlo.add %476, %477 : tensor<32x2x2x160xf32>
    %479 = "stablehlo.dot_general"(%478, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %481 = stablehlo.add %479, %480 : tensor<32x2x2x640xf32>
    %482 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<32x2x2x640xf32>
    %484 = "chlo.erf"(%483) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %485 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %486 = stablehlo.add %484, %485 : tensor<32x2x2x640xf32>
    %487 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %488 = stablehlo.multiply %481, %487 : tensor<32x2x2x640xf32>
    %489 = stablehlo.multiply %488, %486 : tensor<32x2x2x640xf32>
    %490 = "stablehlo.dot_general"(%489, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %491 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %492 = stablehlo.add %490, %491 : tensor<32x2x2x160xf32>
    %493 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<32x2x2x160xf32>
    %495 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<32x2x2x160xf32>
    %498 = stablehlo.add %497, %455 : tensor<32x2x2x160xf32>
    %499 = stablehlo.constant dense<0.0> : tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %501 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %502 = stablehlo.divide %500, %501 : tensor<32x2x2xf32>
    %503 = "stablehlo.broadcast_in_dim"(%502) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %504 = stablehlo.subtract %498, %503 : tensor<32x2x2x160xf32>
    %505 = stablehlo.multiply %504, %504 : tensor<32x2x2x160xf32>
    %506 = stablehlo.constant dense<0.0> : tensor<f32>
    %507 = "stablehlo.reduce"(%505, %506) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %508 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %509 = stablehlo.divide %507, %508 : tensor<32x2x2xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %511 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %512 = stablehlo.add %510, %511 : tensor<32x2x2x160xf32>
    %513 = stablehlo.rsqrt %512 : tensor<32x2x2x160xf32>
    %514 = stablehlo.multiply %504, %513 : tensor<32x2x2x160xf32>
    %515 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %516 = stablehlo.multiply %514, %515 : tensor<32x2x2x160xf32>
    %517 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %518 = stablehlo.add %516, %517 : tensor<32x2x2x160xf32>
    %519 = "stablehlo.convolution"(%518, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x160xf32>, tensor<2x2x160x320xf32>) -> tensor<32x1x1x320xf32>
    %520 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %521 = stablehlo.add %519, %520 : tensor<32x1x1x320xf32>
    %522 = "stablehlo.convolution"(%521, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %523 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %524 = stablehlo.add %522, %523 : tensor<32x1x1x320xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %527 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %528 = stablehlo.divide %526, %527 : tensor<32x1x1xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %530 = stablehlo.subtract %524, %529 : tensor<32x1x1x320xf32>
    %531 = stablehlo.multiply %530, %530 : tensor<32x1x1x320xf32>
    %532 = stablehlo.constant dense<0.0> : tensor<f32>
    %533 = "stablehlo.reduce"(%531, %532) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %534 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %535 = stablehlo.divide %533, %534 : tensor<32x1x1xf32>
    %536 = "stablehlo.broadcast_in_dim"(%535) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %537 = stablehlo.constant dense<1.0e-06> : tensor<32x1x1x320xf32>
    %538 = stablehlo.add %536, %537 : tensor<32x1x1x320xf32>
    %539 = stablehlo.rsqrt %538 : tensor<32x1x1x320xf32>
    %540 = stablehlo.multiply %530, %539 : tensor<32x1x1x320xf32>
    %541 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<32x1x1x320xf32>
    %543 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %544 = stablehlo.add %542, %543 : tensor<32x1x1x320xf32>
    %545 = "stablehlo.dot_general"(%544, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %546 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %547 = stablehlo.add %545, %546 : tensor<32x1x1x1280xf32>
    %548 = stablehlo.constant dense<0.70710677> : tensor<32x1x1x1280xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<32x1x1x1280xf32>
    %550 = "chlo.erf"(%549) : (tensor<32x1x1x1280xf32>) -> tensor<32x1x1x1280xf32>
    %551 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %552 = stablehlo.add %550, %551 : tensor<32x1x1x1280xf32>
    %553 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %554 = stablehlo.multiply %547, %553 : tensor<32x1x1x1280xf32>
    %555 = stablehlo.multiply %554, %552 : tensor<32x1x1x1280xf32>
    %556 = "stablehlo.dot_general"(%555, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %557 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %558 = stablehlo.add %556, %557 : tensor<32x1x1x320xf32>
    %559 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %560 = stablehlo.multiply %558, %559 : tensor<32x1x1x320xf32>
    %561 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x1x1x320xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<32x1x1x320xf32>
    %564 = stablehlo.add %563, %521 : tensor<32x1x1x320xf32>
    %565 = "stablehlo.convolution"(%564, %stages.3.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %566 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %567 = stablehlo.add %565, %566 : tensor<32x1x1x320xf32>
    %568 = stablehlo.constant dense<0.0> : tensor<f32>
    %569 = "stablehlo.reduce"(%567, %568) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %570 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %571 = stablehlo.divide %569, %570 : tensor<32x1x1xf32>
    %572 = "stablehlo.broadcast_in_dim"(%571) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %573 = stablehlo.subtract %567, %572 : tensor<32x1x1x320xf32>
    %574 = stablehlo.multiply %573, %573 : tensor<32x1x1x320xf32>
    %575 = stablehlo.constant dense<0.0> : tensor<f32>
    %576 = "stablehlo.reduce"(%574, %575) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %577 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %578 = stablehlo.divide %576, %577 : tensor<32x1x1xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %580 = stablehlo.constant dense<1.0e-06> : tensor<32x1x1x320xf32>
    %581 = stablehlo.add %579, %580 : tensor<32x1x1x320xf32>
    %582 = stablehlo.rsqrt %581 : tensor<32x1x1x320xf32>
    %583 = stablehlo.multiply %573, %582 : tensor<32x1x1x320xf32>
    %584 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<32x1x1x320xf32>
    %586 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %587 = stablehlo.add %585, %586 : tensor<32x1x1x320xf32>
    %588 = "stablehlo.dot_general"(%587, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %589 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %590 = stablehlo.add %588, %589 : tensor<32x1x1x1280xf32>
    %591 = stablehlo.constant dense<0.70710677> : tensor<32x1x1x1280xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<32x1x1x1280xf32>
    %593 = "chlo.erf"(%592) : (tensor<32x1x1x1280xf32>) -> tensor<32x1x1x1280xf32>
    %594 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %595 = stablehlo.add %593, %594 : tensor<32x1x1x1280xf32>
    %596 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %597 = stablehlo.multiply %590, %596 : tensor<32x1x1x1280xf32>
    %598 = stablehlo.multiply %597, %595 : tensor<32x1x1x1280xf32>
    %599 = "stablehlo.dot_general"(%598, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %600 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %601 = stablehlo.add %599, %600 : tensor<32x1x1x320xf32>
    %602 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<32x1x1x320xf32>
    %604 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %605 = "stablehlo.broadcast_in_dim"(%604) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x1x1x320xf32>
    %606 = stablehlo.multiply %603, %605 : tensor<32x1x1x320xf32>
    %607 = stablehlo.add %606, %564 : tensor<32x1x1x320xf32>
    %608 = stablehlo.constant dense<0.0> : tensor<f32>
    %609 = "stablehlo.reduce"(%607, %608) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %610 = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %611 = stablehlo.divide %609, %610 : tensor<32x320xf32>
    %612 = stablehlo.constant dense<0.0> : tensor<f32>
    %613 = "stablehlo.reduce"(%611, %612) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %615 = stablehlo.divide %613, %614 : tensor<32xf32>
    %616 = "stablehlo.broadcast_in_dim"(%615) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %617 = stablehlo.subtract %611, %616 : tensor<32x320xf32>
    %618 = stablehlo.multiply %617, %617 : tensor<32x320xf32>
    %619 = stablehlo.constant dense<0.0> : tensor<f32>
    %620 = "stablehlo.reduce"(%618, %619) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %622 = stablehlo.divide %620, %621 : tensor<32xf32>
    %623 = "stablehlo.broadcast_in_dim"(%622) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %624 = stablehlo.constant dense<1.0e-06> : tensor<32x320xf32>
    %625 = stablehlo.add %623, %624 : tensor<32x320xf32>
    %626 = stablehlo.rsqrt %625 : tensor<32x320xf32>
    %627 = stablehlo.multiply %617, %626 : tensor<32x320xf32>
    %628 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<320xf32>) -> tensor<32x320xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<32x320xf32>
    %630 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<320xf32>) -> tensor<32x320xf32>
    %631 = stablehlo.add %629, %630 : tensor<32x320xf32>
    %632 = "stablehlo.dot_general"(%631, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x320xf32>, tensor<320x10xf32>) -> tensor<32x10xf32>
    %633 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %634 = stablehlo.add %632, %633 : tensor<32x10xf32>
    "func.return"(%634) : (tensor<32x10xf32>) -> ()
  }
}

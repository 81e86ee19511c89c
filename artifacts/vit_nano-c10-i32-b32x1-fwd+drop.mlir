// hlocert 0.1.0 render: vit_nano-c10-i32-b32x1-fwd+drop
// model: ViT-nano/8  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: fwd+drop
// arguments: x 32x32x32x3; params (56 tensors, 214,218 scalars); drop_mask 32x8
// results: logits 32x10
// content sha256: c96b8c9b0ffab8ccc57c1ec2346a7766eb7a7097ef2f00c144994cd1924bd18e
module @vit_nano_c10_i32_b32x1_fwd_drop {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %patch_embed.proj.w: tensor<8x8x3x64xf32>, %patch_embed.proj.b: tensor<64xf32>, %cls.token: tensor<1x1x64xf32>, %pos.table: tensor<1x17x64xf32>, %blocks.0.norm1.g: tensor<64xf32>, %blocks.0.norm1.b: tensor<64xf32>, %blocks.0.attn.qkv.w: tensor<64x192xf32>, %blocks.0.attn.qkv.b: tensor<192xf32>, %blocks.0.attn.proj.w: tensor<64x64xf32>, %blocks.0.attn.proj.b: tensor<64xf32>, %blocks.0.norm2.g: tensor<64xf32>, %blocks.0.norm2.b: tensor<64xf32>, %blocks.0.mlp.fc1.w: tensor<64x256xf32>, %blocks.0.mlp.fc1.b: tensor<256xf32>, %blocks.0.mlp.fc2.w: tensor<256x64xf32>, %blocks.0.mlp.fc2.b: tensor<64xf32>, %blocks.1.norm1.g: tensor<64xf32>, %blocks.1.norm1.b: tensor<64xf32>, %blocks.1.attn.qkv.w: tensor<64x192xf32>, %blocks.1.attn.qkv.b: tensor<192xf32>, %blocks.1.attn.proj.w: tensor<64x64xf32>, %blocks.1.attn.proj.b: tensor<64xf32>, %blocks.1.norm2.g: tensor<64xf32>, %blocks.1.norm2.b: tensor<64xf32>, %blocks.1.mlp.fc1.w: tensor<64x256xf32>, %blocks.1.mlp.fc1.b: tensor<256xf32>, %blocks.1.mlp.fc2.w: tensor<256x64xf32>, %blocks.1.mlp.fc2.b: tensor<64xf32>, %blocks.2.norm1.g: tensor<64xf32>, %blocks.2.norm1.b: tensor<64xf32>, %blocks.2.attn.qkv.w: tensor<64x192xf32>, %blocks.2.attn.qkv.b: tensor<192xf32>, %blocks.2.attn.proj.w: tensor<64x64xf32>, %blocks.2.attn.proj.b: tensor<64xf32>, %blocks.2.norm2.g: tensor<64xf32>, %blocks.2.norm2.b: tensor<64xf32>, %blocks.2.mlp.fc1.w: tensor<64x256xf32>, %blocks.2.mlp.fc1.b: tensor<256xf32>, %blocks.2.mlp.fc2.w: tensor<256x64xf32>, %blocks.2.mlp.fc2.b: tensor<64xf32>, %blocks.3.norm1.g: tensor<64xf32>, %blocks.3.norm1.b: tensor<64xf32>, %blocks.3.attn.qkv.w: tensor<64x192xf32>, %blocks.3.attn.qkv.b: tensor<192xf32>, %blocks.3.attn.proj.w: tensor<64x64xf32>, %blocks.3.attn.proj.b: tensor<64xf32>, %blocks.3.norm2.g: tensor<64xf32>, %blocks.3.norm2.b: tensor<64xf32>, %blocks.3.mlp.fc1.w: tensor<64x256xf32>, %blocks.3.mlp.fc1.b: tensor<256xf32>, %blocks.3.mlp.fc2.w: tensor<256x64xf32>, %blocks.3.mlp.fc2.b: tensor<64xf32>, %norm.g: tensor<64xf32>, %norm.b: tensor<64xf32>, %head.w: tensor<64x10xf32>, %head.b: tensor<10xf32>, %drop_mask: tensor<32x8xf32>) -> (tensor<32x10xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %patch_embed.proj.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 8, 8>} : (tensor<32x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<32x4x4x64xf32>
    %1 = "stablehlo.broadcast_in_dim"(%patch_embed.proj.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x4x4x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x4x4x64xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<32x4x4x64xf32>) -> tensor<32x16x64xf32>
    %4 = "stablehlo.reshape"(%cls.token) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x1x64xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 1 : i64} : (tensor<32x1x64xf32>, tensor<32x16x64xf32>) -> tensor<32x17x64xf32>
    %7 = "stablehlo.reshape"(%pos.table) : (tensor<1x17x64xf32>) -> tensor<17x64xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<17x64xf32>) -> tensor<32x17x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<32x17x64xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %12 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32x17xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<32x17x64xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<32x17x64xf32>
    %17 = stablehlo.constant dense<0.0> : tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %19 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %20 = stablehlo.divide %18, %19 : tensor<32x17xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %22 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<32x17x64xf32>
    %24 = stablehlo.rsqrt %23 : tensor<32x17x64xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<32x17x64xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<32x17x64xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %29 = stablehlo.add %27, %28 : tensor<32x17x64xf32>
    %30 = "stablehlo.dot_general"(%29, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %31 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %32 = stablehlo.add %30, %31 : tensor<32x17x192xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %35 = "stablehlo.slice"(%34) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %37 = "stablehlo.slice"(%34) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %39 = "stablehlo.slice"(%34) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %41 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<32x2x17x32xf32>
    %43 = "stablehlo.dot_general"(%42, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<32x2x17x17xf32>
    %48 = stablehlo.exponential %47 : tensor<32x2x17x17xf32>
    %49 = stablehlo.constant dense<0.0> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %52 = stablehlo.divide %48, %51 : tensor<32x2x17x17xf32>
    %53 = "stablehlo.dot_general"(%52, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %54 = "stablehlo.transpose"(%53) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %56 = "stablehlo.dot_general"(%55, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %57 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %58 = stablehlo.add %56, %57 : tensor<32x17x64xf32>
    %59 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<32x17x64xf32>
    %62 = stablehlo.add %61, %9 : tensor<32x17x64xf32>
    %63 = stablehlo.constant dense<0.0> : tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %65 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %66 = stablehlo.divide %64, %65 : tensor<32x17xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<32x17x64xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<32x17x64xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %72 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %73 = stablehlo.divide %71, %72 : tensor<32x17xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %75 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %76 = stablehlo.add %74, %75 : tensor<32x17x64xf32>
    %77 = stablehlo.rsqrt %76 : tensor<32x17x64xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<32x17x64xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<32x17x64xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %82 = stablehlo.add %80, %81 : tensor<32x17x64xf32>
    %83 = "stablehlo.dot_general"(%82, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %85 = stablehlo.add %83, %84 : tensor<32x17x256xf32>
    %86 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<32x17x256xf32>
    %88 = "chlo.erf"(%87) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %89 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %90 = stablehlo.add %88, %89 : tensor<32x17x256xf32>
    %91 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<32x17x256xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<32x17x256xf32>
    %94 = "stablehlo.dot_general"(%93, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %95 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %96 = stablehlo.add %94, %95 : tensor<32x17x64xf32>
    %97 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<32x17x64xf32>
    %100 = stablehlo.add %99, %62 : tensor<32x17x64xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %103 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %104 = stablehlo.divide %102, %103 : tensor<32x17xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<32x17x64xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<32x17x64xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %110 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %111 = stablehlo.divide %109, %110 : tensor<32x17xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %113 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %114 = stablehlo.add %112, %113 : tensor<32x17x64xf32>
    %115 = stablehlo.rsqrt %114 : tensor<32x17x64xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<32x17x64xf32>
    %117 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<32x17x64xf32>
    %119 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %120 = stablehlo.add %118, %119 : tensor<32x17x64xf32>
    %121 = "stablehlo.dot_general"(%120, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %123 = stablehlo.add %121, %122 : tensor<32x17x192xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %126 = "stablehlo.slice"(%125) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %128 = "stablehlo.slice"(%125) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %130 = "stablehlo.slice"(%125) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %132 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<32x2x17x32xf32>
    %134 = "stablehlo.dot_general"(%133, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.maximum %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %138 = stablehlo.subtract %134, %137 : tensor<32x2x17x17xf32>
    %139 = stablehlo.exponential %138 : tensor<32x2x17x17xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %143 = stablehlo.divide %139, %142 : tensor<32x2x17x17xf32>
    %144 = "stablehlo.dot_general"(%143, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %147 = "stablehlo.dot_general"(%146, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %148 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<32x17x64xf32>
    %150 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<32x17x64xf32>
    %153 = stablehlo.add %152, %100 : tensor<32x17x64xf32>
    %154 = stablehlo.constant dense<0.0> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %156 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %157 = stablehlo.divide %155, %156 : tensor<32x17xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<32x17x64xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<32x17x64xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %163 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %164 = stablehlo.divide %162, %163 : tensor<32x17xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %166 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %167 = stablehlo.add %165, %166 : tensor<32x17x64xf32>
    %168 = stablehlo.rsqrt %167 : tensor<32x17x64xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<32x17x64xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<32x17x64xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %173 = stablehlo.add %171, %172 : tensor<32x17x64xf32>
    %174 = "stablehlo.dot_general"(%173, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %175 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %176 = stablehlo.add %174, %175 : tensor<32x17x256xf32>
    %177 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<32x17x256xf32>
    %179 = "chlo.erf"(%178) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %180 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %181 = stablehlo.add %179, %180 : tensor<32x17x256xf32>
    %182 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<32x17x256xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<32x17x256xf32>
    %185 = "stablehlo.dot_general"(%184, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %186 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %187 = stablehlo.add %185, %186 : tensor<32x17x64xf32>
    %188 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<32x17x64xf32>
    %191 = stablehlo.add %190, %153 : tensor<32x17x64xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %194 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %195 = stablehlo.divide %193, %194 : tensor<32x17xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<32x17x64xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<32x17x64xf32>
    %199 = stablehlo.constant dense<0.0> : tensor<f32>
    %200 = "stablehlo.reduce"(%198, %199) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %201 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %202 = stablehlo.divide %200, %201 : tensor<32x17xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %204 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %205 = stablehlo.add %203, %204 : tensor<32x17x64xf32>
    %206 = stablehlo.rsqrt %205 : tensor<32x17x64xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<32x17x64xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<32x17x64xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %211 = stablehlo.add %209, %210 : tensor<32x17x64xf32>
    %212 = "stablehlo.dot_general"(%211, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %213 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %214 = stablehlo.add %212, %213 : tensor<32x17x192xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %217 = "stablehlo.slice"(%216) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %219 = "stablehlo.slice"(%216) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %221 = "stablehlo.slice"(%216) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %223 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<32x2x17x32xf32>
    %225 = "stablehlo.dot_general"(%224, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.maximum %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<32x2x17x17xf32>
    %230 = stablehlo.exponential %229 : tensor<32x2x17x17xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %234 = stablehlo.divide %230, %233 : tensor<32x2x17x17xf32>
    %235 = "stablehlo.dot_general"(%234, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %236 = "stablehlo.transpose"(%235) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %238 = "stablehlo.dot_general"(%237, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %240 = stablehlo.add %238, %239 : tensor<32x17x64xf32>
    %241 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<32x17x64xf32>
    %244 = stablehlo.add %243, %191 : tensor<32x17x64xf32>
    %245 = stablehlo.constant dense<0.0> : tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %247 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %248 = stablehlo.divide %246, %247 : tensor<32x17xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<32x17x64xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<32x17x64xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %254 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %255 = stablehlo.divide %253, %254 : tensor<32x17xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %257 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %258 = stablehlo.add %256, %257 : tensor<32x17x64xf32>
    %259 = stablehlo.rsqrt %258 : tensor<32x17x64xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<32x17x64xf32>
    %261 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<32x17x64xf32>
    %263 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %264 = stablehlo.add %262, %263 : tensor<32x17x64xf32>
    %265 = "stablehlo.dot_general"(%264, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %267 = stablehlo.add %265, %266 : tensor<32x17x256xf32>
    %268 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<32x17x256xf32>
    %270 = "chlo.erf"(%269) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %271 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %272 = stablehlo.add %270, %271 : tensor<32x17x256xf32>
    %273 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<32x17x256xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<32x17x256xf32>
    %276 = "stablehlo.dot_general"(%275, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %277 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %278 = stablehlo.add %276, %277 : tensor<32x17x64xf32>
    %279 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<32x17x64xf32>
    %282 = stablehlo.add %281, %244 : tensor<32x17x64xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %285 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %286 = stablehlo.divide %284, %285 : tensor<32x17xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<32x17x64xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<32x17x64xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %292 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %293 = stablehlo.divide %291, %292 : tensor<32x17xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %295 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %296 = stablehlo.add %294, %295 : tensor<32x17x64xf32>
    %297 = stablehlo.rsqrt %296 : tensor<32x17x64xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<32x17x64xf32>
    %299 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<32x17x64xf32>
    %301 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %302 = stablehlo.add %300, %301 : tensor<32x17x64xf32>
    %303 = "stablehlo.dot_general"(%302, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x192xf32>) -> tensor<32x17x192xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<32x17x192xf32>
    %305 = stablehlo.add %303, %304 : tensor<32x17x192xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<32x17x192xf32>) -> tensor<32x17x3x2x32xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<32x17x3x2x32xf32>) -> tensor<32x3x2x17x32xf32>
    %308 = "stablehlo.slice"(%307) {limit_indices = array<i64: 32, 1, 2, 17, 32>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %310 = "stablehlo.slice"(%307) {limit_indices = array<i64: 32, 2, 2, 17, 32>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %312 = "stablehlo.slice"(%307) {limit_indices = array<i64: 32, 3, 2, 17, 32>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<32x3x2x17x32xf32>) -> tensor<32x1x2x17x32xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<32x1x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %314 = stablehlo.constant dense<0.17677669> : tensor<32x2x17x32xf32>
    %315 = stablehlo.multiply %309, %314 : tensor<32x2x17x32xf32>
    %316 = "stablehlo.dot_general"(%315, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<32x2x17x32xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x17xf32>
    %317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.maximum %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %320 = stablehlo.subtract %316, %319 : tensor<32x2x17x17xf32>
    %321 = stablehlo.exponential %320 : tensor<32x2x17x17xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%321, %322) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x17x17xf32>, tensor<f32>) -> tensor<32x2x17xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x17xf32>) -> tensor<32x2x17x17xf32>
    %325 = stablehlo.divide %321, %324 : tensor<32x2x17x17xf32>
    %326 = "stablehlo.dot_general"(%325, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<32x2x17x17xf32>, tensor<32x2x17x32xf32>) -> tensor<32x2x17x32xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<32x2x17x32xf32>) -> tensor<32x17x2x32xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<32x17x2x32xf32>) -> tensor<32x17x64xf32>
    %329 = "stablehlo.dot_general"(%328, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x64xf32>) -> tensor<32x17x64xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %331 = stablehlo.add %329, %330 : tensor<32x17x64xf32>
    %332 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<32x17x64xf32>
    %335 = stablehlo.add %334, %282 : tensor<32x17x64xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %338 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %339 = stablehlo.divide %337, %338 : tensor<32x17xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %341 = stablehlo.subtract %335, %340 : tensor<32x17x64xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<32x17x64xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%342, %343) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<32x17x64xf32>, tensor<f32>) -> tensor<32x17xf32>
    %345 = stablehlo.constant dense<64.0> : tensor<32x17xf32>
    %346 = stablehlo.divide %344, %345 : tensor<32x17xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x17xf32>) -> tensor<32x17x64xf32>
    %348 = stablehlo.constant dense<1.0e-06> : tensor<32x17x64xf32>
    %349 = stablehlo.add %347, %348 : tensor<32x17x64xf32>
    %350 = stablehlo.rsqrt %349 : tensor<32x17x64xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<32x17x64xf32>
    %352 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<32x17x64xf32>
    %354 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %355 = stablehlo.add %353, %354 : tensor<32x17x64xf32>
    %356 = "stablehlo.dot_general"(%355, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x64xf32>, tensor<64x256xf32>) -> tensor<32x17x256xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<256xf32>) -> tensor<32x17x256xf32>
    %358 = stablehlo.add %356, %357 : tensor<32x17x256xf32>
    %359 = stablehlo.constant dense<0.70710677> : tensor<32x17x256xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<32x17x256xf32>
    %361 = "chlo.erf"(%360) : (tensor<32x17x256xf32>) -> tensor<32x17x256xf32>
    %362 = stablehlo.constant dense<1.0> : tensor<32x17x256xf32>
    %363 = stablehlo.add %361, %362 : tensor<32x17x256xf32>
    %364 = stablehlo.constant dense<0.5> : tensor<32x17x256xf32>
    %365 = stablehlo.multiply %358, %364 : tensor<32x17x256xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<32x17x256xf32>
    %367 = "stablehlo.dot_general"(%366, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<32x17x256xf32>, tensor<256x64xf32>) -> tensor<32x17x64xf32>
    %368 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<32x17x64xf32>
    %369 = stablehlo.add %367, %368 : tensor<32x17x64xf32>
    %370 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<32x8xf32>) -> tensor<32x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<32x1xf32>) -> tensor<32x17x64xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<32x17x64xf32>
    %373 = stablehlo.add %372, %335 : tensor<32x17x64xf32>
    %374 = "stablehlo.slice"(%373) {limit_indices = array<i64: 32, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<32x17x64xf32>) -> tensor<32x1x64xf32>
    %375 = "stablehlo.reshape"(%374) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %376 = stablehlo.constant dense<0.0> : tensor<f32>
    %377 = "stablehlo.reduce"(%375, %376) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %379 = stablehlo.divide %377, %378 : tensor<32xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %381 = stablehlo.subtract %375, %380 : tensor<32x64xf32>
    %382 = stablehlo.multiply %381, %381 : tensor<32x64xf32>
    %383 = stablehlo.constant dense<0.0> : tensor<f32>
    %384 = "stablehlo.reduce"(%382, %383) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %385 = stablehlo.constant dense<64.0> : tensor<32xf32>
    %386 = stablehlo.divide %384, %385 : tensor<32xf32>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x64xf32>
    %388 = stablehlo.constant dense<1.0e-06> : tensor<32x64xf32>
    %389 = stablehlo.add %387, %388 : tensor<32x64xf32>
    %390 = stablehlo.rsqrt %389 : tensor<32x64xf32>
    %391 = stablehlo.multiply %381, %390 : tensor<32x64xf32>
    %392 = "stablehlo.broadcast_in_dim"(%norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<32x64xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<32x64xf32>
    %394 = "stablehlo.broadcast_in_dim"(%norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<32x64xf32>
    %395 = stablehlo.add %393, %394 : tensor<32x64xf32>
    %396 = "stablehlo.dot_general"(%395, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
    %397 = "stablehlo.broadcast_in_dim"(%head.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %398 = stablehlo.add %396, %397 : tensor<32x10xf32>
    "func.return"(%398) : (tensor<32x10xf32>) -> ()
  }
}

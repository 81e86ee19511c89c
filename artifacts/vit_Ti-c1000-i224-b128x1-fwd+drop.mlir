// hlocert 0.1.0 render: vit_Ti-c1000-i224-b128x1-fwd+drop
// model: ViT-Ti/16  classes: 1000  image: 224  batch per replica: 128  replicas: 1
// variant: fwd+drop  recipe batch: 128 per replica (DeiT's global 1024 = 8 replicas x 128)
// arguments: x 128x224x224x3; params (152 tensors, 5,717,416 scalars); drop_mask 128x24
// results: logits 128x1000
// content sha256: 6971a63cce93f86edd97df22549648c26e7ed1d0aa2cdce143d1f367065f9deb
module @vit_Ti_c1000_i224_b128x1_fwd_drop {
  func.func public @main(%x: tensor<128x224x224x3xf32>, %patch_embed.proj.w: tensor<16x16x3x192xf32>, %patch_embed.proj.b: tensor<192xf32>, %cls.token: tensor<1x1x192xf32>, %pos.table: tensor<1x197x192xf32>, %blocks.0.norm1.g: tensor<192xf32>, %blocks.0.norm1.b: tensor<192xf32>, %blocks.0.attn.qkv.w: tensor<192x576xf32>, %blocks.0.attn.qkv.b: tensor<576xf32>, %blocks.0.attn.proj.w: tensor<192x192xf32>, %blocks.0.attn.proj.b: tensor<192xf32>, %blocks.0.norm2.g: tensor<192xf32>, %blocks.0.norm2.b: tensor<192xf32>, %blocks.0.mlp.fc1.w: tensor<192x768xf32>, %blocks.0.mlp.fc1.b: tensor<768xf32>, %blocks.0.mlp.fc2.w: tensor<768x192xf32>, %blocks.0.mlp.fc2.b: tensor<192xf32>, %blocks.1.norm1.g: tensor<192xf32>, %blocks.1.norm1.b: tensor<192xf32>, %blocks.1.attn.qkv.w: tensor<192x576xf32>, %blocks.1.attn.qkv.b: tensor<576xf32>, %blocks.1.attn.proj.w: tensor<192x192xf32>, %blocks.1.attn.proj.b: tensor<192xf32>, %blocks.1.norm2.g: tensor<192xf32>, %blocks.1.norm2.b: tensor<192xf32>, %blocks.1.mlp.fc1.w: tensor<192x768xf32>, %blocks.1.mlp.fc1.b: tensor<768xf32>, %blocks.1.mlp.fc2.w: tensor<768x192xf32>, %blocks.1.mlp.fc2.b: tensor<192xf32>, %blocks.2.norm1.g: tensor<192xf32>, %blocks.2.norm1.b: tensor<192xf32>, %blocks.2.attn.qkv.w: tensor<192x576xf32>, %blocks.2.attn.qkv.b: tensor<576xf32>, %blocks.2.attn.proj.w: tensor<192x192xf32>, %blocks.2.attn.proj.b: tensor<192xf32>, %blocks.2.norm2.g: tensor<192xf32>, %blocks.2.norm2.b: tensor<192xf32>, %blocks.2.mlp.fc1.w: tensor<192x768xf32>, %blocks.2.mlp.fc1.b: tensor<768xf32>, %blocks.2.mlp.fc2.w: tensor<768x192xf32>, %blocks.2.mlp.fc2.b: tensor<192xf32>, %blocks.3.norm1.g: tensor<192xf32>, %blocks.3.norm1.b: tensor<192xf32>, %blocks.3.attn.qkv.w: tensor<192x576xf32>, %blocks.3.attn.qkv.b: tensor<576xf32>, %blocks.3.attn.proj.w: tensor<192x192xf32>, %blocks.3.attn.proj.b: tensor<192xf32>, %blocks.3.norm2.g: tensor<192xf32>, %blocks.3.norm2.b: tensor<192xf32>, %blocks.3.mlp.fc1.w: tensor<192x768xf32>, %blocks.3.mlp.fc1.b: tensor<768xf32>, %blocks.3.mlp.fc2.w: tensor<768x192xf32>, %blocks.3.mlp.fc2.b: tensor<192xf32>, %blocks.4.norm1.g: tensor<192xf32>, %blocks.4.norm1.b: tensor<192xf32>, %blocks.4.attn.qkv.w: tensor<192x576xf32>, %blocks.4.attn.qkv.b: tensor<576xf32>, %blocks.4.attn.proj.w: tensor<192x192xf32>, %blocks.4.attn.proj.b: tensor<192xf32>, %blocks.4.norm2.g: tensor<192xf32>, %blocks.4.norm2.b: tensor<192xf32>, %blocks.4.mlp.fc1.w: tensor<192x768xf32>, %blocks.4.mlp.fc1.b: tensor<768xf32>, %blocks.4.mlp.fc2.w: tensor<768x192xf32>, %blocks.4.mlp.fc2.b: tensor<192xf32>, %blocks.5.norm1.g: tensor<192xf32>, %blocks.5.norm1.b: tensor<192xf32>, %blocks.5.attn.qkv.w: tensor<192x576xf32>, %blocks.5.attn.qkv.b: tensor<576xf32>, %blocks.5.attn.proj.w: tensor<192x192xf32>, %blocks.5.attn.proj.b: tensor<192xf32>, %blocks.5.norm2.g: tensor<192xf32>, %blocks.5.norm2.b: tensor<192xf32>, %blocks.5.mlp.fc1.w: tensor<192x768xf32>, %blocks.5.mlp.fc1.b: tensor<768xf32>, %blocks.5.mlp.fc2.w: tensor<768x192xf32>, %blocks.5.mlp.fc2.b: tensor<192xf32>, %blocks.6.norm1.g: tensor<192xf32>, %blocks.6.norm1.b: tensor<192xf32>, %blocks.6.attn.qkv.w: tensor<192x576xf32>, %blocks.6.attn.qkv.b: tensor<576xf32>, %blocks.6.attn.proj.w: tensor<192x192xf32>, %blocks.6.attn.proj.b: tensor<192xf32>, %blocks.6.norm2.g: tensor<192xf32>, %blocks.6.norm2.b: tensor<192xf32>, %blocks.6.mlp.fc1.w: tensor<192x768xf32>, %blocks.6.mlp.fc1.b: tensor<768xf32>, %blocks.6.mlp.fc2.w: tensor<768x192xf32>, %blocks.6.mlp.fc2.b: tensor<192xf32>, %blocks.7.norm1.g: tensor<192xf32>, %blocks.7.norm1.b: tensor<192xf32>, %blocks.7.attn.qkv.w: tensor<192x576xf32>, %blocks.7.attn.qkv.b: tensor<576xf32>, %blocks.7.attn.proj.w: tensor<192x192xf32>, %blocks.7.attn.proj.b: tensor<192xf32>, %blocks.7.norm2.g: tensor<192xf32>, %blocks.7.norm2.b: tensor<192xf32>, %blocks.7.mlp.fc1.w: tensor<192x768xf32>, %blocks.7.mlp.fc1.b: tensor<768xf32>, %blocks.7.mlp.fc2.w: tensor<768x192xf32>, %blocks.7.mlp.fc2.b: tensor<192xf32>, %blocks.8.norm1.g: tensor<192xf32>, %blocks.8.norm1.b: tensor<192xf32>, %blocks.8.attn.qkv.w: tensor<192x576xf32>, %blocks.8.attn.qkv.b: tensor<576xf32>, %blocks.8.attn.proj.w: tensor<192x192xf32>, %blocks.8.attn.proj.b: tensor<192xf32>, %blocks.8.norm2.g: tensor<192xf32>, %blocks.8.norm2.b: tensor<192xf32>, %blocks.8.mlp.fc1.w: tensor<192x768xf32>, %blocks.8.mlp.fc1.b: tensor<768xf32>, %blocks.8.mlp.fc2.w: tensor<768x192xf32>, %blocks.8.mlp.fc2.b: tensor<192xf32>, %blocks.9.norm1.g: tensor<192xf32>, %blocks.9.norm1.b: tensor<192xf32>, %blocks.9.attn.qkv.w: tensor<192x576xf32>, %blocks.9.attn.qkv.b: tensor<576xf32>, %blocks.9.attn.proj.w: tensor<192x192xf32>, %blocks.9.attn.proj.b: tensor<192xf32>, %blocks.9.norm2.g: tensor<192xf32>, %blocks.9.norm2.b: tensor<192xf32>, %blocks.9.mlp.fc1.w: tensor<192x768xf32>, %blocks.9.mlp.fc1.b: tensor<768xf32>, %blocks.9.mlp.fc2.w: tensor<768x192xf32>, %blocks.9.mlp.fc2.b: tensor<192xf32>, %blocks.10.norm1.g: tensor<192xf32>, %blocks.10.norm1.b: tensor<192xf32>, %blocks.10.attn.qkv.w: tensor<192x576xf32>, %blocks.10.attn.qkv.b: tensor<576xf32>, %blocks.10.attn.proj.w: tensor<192x192xf32>, %blocks.10.attn.proj.b: tensor<192xf32>, %blocks.10.norm2.g: tensor<192xf32>, %blocks.10.norm2.b: tensor<192xf32>, %blocks.10.mlp.fc1.w: tensor<192x768xf32>, %blocks.10.mlp.fc1.b: tensor<768xf32>, %blocks.10.mlp.fc2.w: tensor<768x192xf32>, %blocks.10.mlp.fc2.b: tensor<192xf32>, %blocks.11.norm1.g: tensor<192xf32>, %blocks.11.norm1.b: tensor<192xf32>, %blocks.11.attn.qkv.w: tensor<192x576xf32>, %blocks.11.attn.qkv.b: tensor<576xf32>, %blocks.11.attn.proj.w: tensor<192x192xf32>, %blocks.11.attn.proj.b: tensor<192xf32>, %blocks.11.norm2.g: tensor<192xf32>, %blocks.11.norm2.b: tensor<192xf32>, %blocks.11.mlp.fc1.w: tensor<192x768xf32>, %blocks.11.mlp.fc1.b: tensor<768xf32>, %blocks.11.mlp.fc2.w: tensor<768x192xf32>, %blocks.11.mlp.fc2.b: tensor<192xf32>, %norm.g: tensor<192xf32>, %norm.b: tensor<192xf32>, %head.w: tensor<192x1000xf32>, %head.b: tensor<1000xf32>, %drop_mask: tensor<128x24xf32>) -> (tensor<128x1000xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %patch_embed.proj.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 16, 16>} : (tensor<128x224x224x3xf32>, tensor<16x16x3x192xf32>) -> tensor<128x14x14x192xf32>
    %1 = "stablehlo.broadcast_in_dim"(%patch_embed.proj.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<128x14x14x192xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x14x14x192xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<128x14x14x192xf32>) -> tensor<128x196x192xf32>
    %4 = "stablehlo.reshape"(%cls.token) : (tensor<1x1x192xf32>) -> tensor<192xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x1x192xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 1 : i64} : (tensor<128x1x192xf32>, tensor<128x196x192xf32>) -> tensor<128x197x192xf32>
    %7 = "stablehlo.reshape"(%pos.table) : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<197x192xf32>) -> tensor<128x197x192xf32>
    %9 = stablehlo.add %6, %8 : tensor<128x197x192xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %12 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x197xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<128x197x192xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<128x197x192xf32>
    %17 = stablehlo.constant dense<0.0> : tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %19 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %20 = stablehlo.divide %18, %19 : tensor<128x197xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %22 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %23 = stablehlo.add %21, %22 : tensor<128x197x192xf32>
    %24 = stablehlo.rsqrt %23 : tensor<128x197x192xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<128x197x192xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<128x197x192xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %29 = stablehlo.add %27, %28 : tensor<128x197x192xf32>
    %30 = "stablehlo.dot_general"(%29, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %31 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %32 = stablehlo.add %30, %31 : tensor<128x197x576xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %35 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %37 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %39 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %41 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<128x3x197x64xf32>
    %43 = "stablehlo.dot_general"(%42, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<128x3x197x197xf32>
    %48 = stablehlo.exponential %47 : tensor<128x3x197x197xf32>
    %49 = stablehlo.constant dense<0.0> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %52 = stablehlo.divide %48, %51 : tensor<128x3x197x197xf32>
    %53 = "stablehlo.dot_general"(%52, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %54 = "stablehlo.transpose"(%53) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %56 = "stablehlo.dot_general"(%55, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %57 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %58 = stablehlo.add %56, %57 : tensor<128x197x192xf32>
    %59 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<128x197x192xf32>
    %62 = stablehlo.add %61, %9 : tensor<128x197x192xf32>
    %63 = stablehlo.constant dense<0.0> : tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %65 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %66 = stablehlo.divide %64, %65 : tensor<128x197xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<128x197x192xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<128x197x192xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %72 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %73 = stablehlo.divide %71, %72 : tensor<128x197xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %75 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %76 = stablehlo.add %74, %75 : tensor<128x197x192xf32>
    %77 = stablehlo.rsqrt %76 : tensor<128x197x192xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<128x197x192xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<128x197x192xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %82 = stablehlo.add %80, %81 : tensor<128x197x192xf32>
    %83 = "stablehlo.dot_general"(%82, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x197x768xf32>
    %86 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<128x197x768xf32>
    %88 = "chlo.erf"(%87) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %89 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %90 = stablehlo.add %88, %89 : tensor<128x197x768xf32>
    %91 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<128x197x768xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<128x197x768xf32>
    %94 = "stablehlo.dot_general"(%93, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %95 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %96 = stablehlo.add %94, %95 : tensor<128x197x192xf32>
    %97 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<128x197x192xf32>
    %100 = stablehlo.add %99, %62 : tensor<128x197x192xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %103 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %104 = stablehlo.divide %102, %103 : tensor<128x197xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<128x197x192xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<128x197x192xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %110 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %111 = stablehlo.divide %109, %110 : tensor<128x197xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %113 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %114 = stablehlo.add %112, %113 : tensor<128x197x192xf32>
    %115 = stablehlo.rsqrt %114 : tensor<128x197x192xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<128x197x192xf32>
    %117 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<128x197x192xf32>
    %119 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %120 = stablehlo.add %118, %119 : tensor<128x197x192xf32>
    %121 = "stablehlo.dot_general"(%120, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %123 = stablehlo.add %121, %122 : tensor<128x197x576xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %126 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %128 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %130 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %132 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<128x3x197x64xf32>
    %134 = "stablehlo.dot_general"(%133, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.maximum %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %138 = stablehlo.subtract %134, %137 : tensor<128x3x197x197xf32>
    %139 = stablehlo.exponential %138 : tensor<128x3x197x197xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %143 = stablehlo.divide %139, %142 : tensor<128x3x197x197xf32>
    %144 = "stablehlo.dot_general"(%143, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %147 = "stablehlo.dot_general"(%146, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %148 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %149 = stablehlo.add %147, %148 : tensor<128x197x192xf32>
    %150 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<128x197x192xf32>
    %153 = stablehlo.add %152, %100 : tensor<128x197x192xf32>
    %154 = stablehlo.constant dense<0.0> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %156 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %157 = stablehlo.divide %155, %156 : tensor<128x197xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<128x197x192xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<128x197x192xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %163 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %164 = stablehlo.divide %162, %163 : tensor<128x197xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %166 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %167 = stablehlo.add %165, %166 : tensor<128x197x192xf32>
    %168 = stablehlo.rsqrt %167 : tensor<128x197x192xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<128x197x192xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<128x197x192xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %173 = stablehlo.add %171, %172 : tensor<128x197x192xf32>
    %174 = "stablehlo.dot_general"(%173, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %175 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %176 = stablehlo.add %174, %175 : tensor<128x197x768xf32>
    %177 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<128x197x768xf32>
    %179 = "chlo.erf"(%178) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %180 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %181 = stablehlo.add %179, %180 : tensor<128x197x768xf32>
    %182 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<128x197x768xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<128x197x768xf32>
    %185 = "stablehlo.dot_general"(%184, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %186 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %187 = stablehlo.add %185, %186 : tensor<128x197x192xf32>
    %188 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<128x197x192xf32>
    %191 = stablehlo.add %190, %153 : tensor<128x197x192xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %194 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %195 = stablehlo.divide %193, %194 : tensor<128x197xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<128x197x192xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<128x197x192xf32>
    %199 = stablehlo.constant dense<0.0> : tensor<f32>
    %200 = "stablehlo.reduce"(%198, %199) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %201 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %202 = stablehlo.divide %200, %201 : tensor<128x197xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %204 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %205 = stablehlo.add %203, %204 : tensor<128x197x192xf32>
    %206 = stablehlo.rsqrt %205 : tensor<128x197x192xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<128x197x192xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<128x197x192xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %211 = stablehlo.add %209, %210 : tensor<128x197x192xf32>
    %212 = "stablehlo.dot_general"(%211, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %213 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %214 = stablehlo.add %212, %213 : tensor<128x197x576xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %217 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %219 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %221 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %223 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<128x3x197x64xf32>
    %225 = "stablehlo.dot_general"(%224, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.maximum %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<128x3x197x197xf32>
    %230 = stablehlo.exponential %229 : tensor<128x3x197x197xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %234 = stablehlo.divide %230, %233 : tensor<128x3x197x197xf32>
    %235 = "stablehlo.dot_general"(%234, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %236 = "stablehlo.transpose"(%235) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %238 = "stablehlo.dot_general"(%237, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %240 = stablehlo.add %238, %239 : tensor<128x197x192xf32>
    %241 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<128x197x192xf32>
    %244 = stablehlo.add %243, %191 : tensor<128x197x192xf32>
    %245 = stablehlo.constant dense<0.0> : tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %247 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %248 = stablehlo.divide %246, %247 : tensor<128x197xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<128x197x192xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<128x197x192xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %254 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %255 = stablehlo.divide %253, %254 : tensor<128x197xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %257 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %258 = stablehlo.add %256, %257 : tensor<128x197x192xf32>
    %259 = stablehlo.rsqrt %258 : tensor<128x197x192xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<128x197x192xf32>
    %261 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<128x197x192xf32>
    %263 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %264 = stablehlo.add %262, %263 : tensor<128x197x192xf32>
    %265 = "stablehlo.dot_general"(%264, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %267 = stablehlo.add %265, %266 : tensor<128x197x768xf32>
    %268 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<128x197x768xf32>
    %270 = "chlo.erf"(%269) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %271 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %272 = stablehlo.add %270, %271 : tensor<128x197x768xf32>
    %273 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<128x197x768xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<128x197x768xf32>
    %276 = "stablehlo.dot_general"(%275, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %277 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %278 = stablehlo.add %276, %277 : tensor<128x197x192xf32>
    %279 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<128x197x192xf32>
    %282 = stablehlo.add %281, %244 : tensor<128x197x192xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %285 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %286 = stablehlo.divide %284, %285 : tensor<128x197xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<128x197x192xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<128x197x192xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %292 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %293 = stablehlo.divide %291, %292 : tensor<128x197xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %295 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %296 = stablehlo.add %294, %295 : tensor<128x197x192xf32>
    %297 = stablehlo.rsqrt %296 : tensor<128x197x192xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<128x197x192xf32>
    %299 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<128x197x192xf32>
    %301 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %302 = stablehlo.add %300, %301 : tensor<128x197x192xf32>
    %303 = "stablehlo.dot_general"(%302, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %305 = stablehlo.add %303, %304 : tensor<128x197x576xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %308 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %310 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %312 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %314 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %315 = stablehlo.multiply %309, %314 : tensor<128x3x197x64xf32>
    %316 = "stablehlo.dot_general"(%315, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.maximum %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %320 = stablehlo.subtract %316, %319 : tensor<128x3x197x197xf32>
    %321 = stablehlo.exponential %320 : tensor<128x3x197x197xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%321, %322) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %325 = stablehlo.divide %321, %324 : tensor<128x3x197x197xf32>
    %326 = "stablehlo.dot_general"(%325, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %329 = "stablehlo.dot_general"(%328, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %331 = stablehlo.add %329, %330 : tensor<128x197x192xf32>
    %332 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<128x197x192xf32>
    %335 = stablehlo.add %334, %282 : tensor<128x197x192xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %338 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %339 = stablehlo.divide %337, %338 : tensor<128x197xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %341 = stablehlo.subtract %335, %340 : tensor<128x197x192xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<128x197x192xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%342, %343) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %345 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %346 = stablehlo.divide %344, %345 : tensor<128x197xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %348 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %349 = stablehlo.add %347, %348 : tensor<128x197x192xf32>
    %350 = stablehlo.rsqrt %349 : tensor<128x197x192xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<128x197x192xf32>
    %352 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<128x197x192xf32>
    %354 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %355 = stablehlo.add %353, %354 : tensor<128x197x192xf32>
    %356 = "stablehlo.dot_general"(%355, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %358 = stablehlo.add %356, %357 : tensor<128x197x768xf32>
    %359 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<128x197x768xf32>
    %361 = "chlo.erf"(%360) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %362 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %363 = stablehlo.add %361, %362 : tensor<128x197x768xf32>
    %364 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %365 = stablehlo.multiply %358, %364 : tensor<128x197x768xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<128x197x768xf32>
    %367 = "stablehlo.dot_general"(%366, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %368 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %369 = stablehlo.add %367, %368 : tensor<128x197x192xf32>
    %370 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<128x197x192xf32>
    %373 = stablehlo.add %372, %335 : tensor<128x197x192xf32>
    %374 = stablehlo.constant dense<0.0> : tensor<f32>
    %375 = "stablehlo.reduce"(%373, %374) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %376 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %377 = stablehlo.divide %375, %376 : tensor<128x197xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %379 = stablehlo.subtract %373, %378 : tensor<128x197x192xf32>
    %380 = stablehlo.multiply %379, %379 : tensor<128x197x192xf32>
    %381 = stablehlo.constant dense<0.0> : tensor<f32>
    %382 = "stablehlo.reduce"(%380, %381) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %383 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %384 = stablehlo.divide %382, %383 : tensor<128x197xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %386 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %387 = stablehlo.add %385, %386 : tensor<128x197x192xf32>
    %388 = stablehlo.rsqrt %387 : tensor<128x197x192xf32>
    %389 = stablehlo.multiply %379, %388 : tensor<128x197x192xf32>
    %390 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<128x197x192xf32>
    %392 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %393 = stablehlo.add %391, %392 : tensor<128x197x192xf32>
    %394 = "stablehlo.dot_general"(%393, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %395 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %396 = stablehlo.add %394, %395 : tensor<128x197x576xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %398 = "stablehlo.transpose"(%397) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %399 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %400 = "stablehlo.reshape"(%399) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %401 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %403 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %405 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %406 = stablehlo.multiply %400, %405 : tensor<128x3x197x64xf32>
    %407 = "stablehlo.dot_general"(%406, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %408 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.maximum %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %411 = stablehlo.subtract %407, %410 : tensor<128x3x197x197xf32>
    %412 = stablehlo.exponential %411 : tensor<128x3x197x197xf32>
    %413 = stablehlo.constant dense<0.0> : tensor<f32>
    %414 = "stablehlo.reduce"(%412, %413) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %416 = stablehlo.divide %412, %415 : tensor<128x3x197x197xf32>
    %417 = "stablehlo.dot_general"(%416, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %418 = "stablehlo.transpose"(%417) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %419 = "stablehlo.reshape"(%418) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %420 = "stablehlo.dot_general"(%419, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %421 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %422 = stablehlo.add %420, %421 : tensor<128x197x192xf32>
    %423 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<128x197x192xf32>
    %426 = stablehlo.add %425, %373 : tensor<128x197x192xf32>
    %427 = stablehlo.constant dense<0.0> : tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %429 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %430 = stablehlo.divide %428, %429 : tensor<128x197xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %432 = stablehlo.subtract %426, %431 : tensor<128x197x192xf32>
    %433 = stablehlo.multiply %432, %432 : tensor<128x197x192xf32>
    %434 = stablehlo.constant dense<0.0> : tensor<f32>
    %435 = "stablehlo.reduce"(%433, %434) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %436 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %437 = stablehlo.divide %435, %436 : tensor<128x197xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %439 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %440 = stablehlo.add %438, %439 : tensor<128x197x192xf32>
    %441 = stablehlo.rsqrt %440 : tensor<128x197x192xf32>
    %442 = stablehlo.multiply %432, %441 : tensor<128x197x192xf32>
    %443 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<128x197x192xf32>
    %445 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %446 = stablehlo.add %444, %445 : tensor<128x197x192xf32>
    %447 = "stablehlo.dot_general"(%446, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %448 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %449 = stablehlo.add %447, %448 : tensor<128x197x768xf32>
    %450 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<128x197x768xf32>
    %452 = "chlo.erf"(%451) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %453 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %454 = stablehlo.add %452, %453 : tensor<128x197x768xf32>
    %455 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %456 = stablehlo.multiply %449, %455 : tensor<128x197x768xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<128x197x768xf32>
    %458 = "stablehlo.dot_general"(%457, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %459 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %460 = stablehlo.add %458, %459 : tensor<128x197x192xf32>
    %461 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<128x197x192xf32>
    %464 = stablehlo.add %463, %426 : tensor<128x197x192xf32>
    %465 = stablehlo.constant dense<0.0> : tensor<f32>
    %466 = "stablehlo.reduce"(%464, %465) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %467 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %468 = stablehlo.divide %466, %467 : tensor<128x197xf32>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %470 = stablehlo.subtract %464, %469 : tensor<128x197x192xf32>
    %471 = stablehlo.multiply %470, %470 : tensor<128x197x192xf32>
    %472 = stablehlo.constant dense<0.0> : tensor<f32>
    %473 = "stablehlo.reduce"(%471, %472) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %474 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %475 = stablehlo.divide %473, %474 : tensor<128x197xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %477 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %478 = stablehlo.add %476, %477 : tensor<128x197x192xf32>
    %479 = stablehlo.rsqrt %478 : tensor<128x197x192xf32>
    %480 = stablehlo.multiply %470, %479 : tensor<128x197x192xf32>
    %481 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<128x197x192xf32>
    %483 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %484 = stablehlo.add %482, %483 : tensor<128x197x192xf32>
    %485 = "stablehlo.dot_general"(%484, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %486 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %487 = stablehlo.add %485, %486 : tensor<128x197x576xf32>
    %488 = "stablehlo.reshape"(%487) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %489 = "stablehlo.transpose"(%488) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %490 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %491 = "stablehlo.reshape"(%490) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %492 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %493 = "stablehlo.reshape"(%492) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %494 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %495 = "stablehlo.reshape"(%494) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %496 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<128x3x197x64xf32>
    %498 = "stablehlo.dot_general"(%497, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %499 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.maximum %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %502 = stablehlo.subtract %498, %501 : tensor<128x3x197x197xf32>
    %503 = stablehlo.exponential %502 : tensor<128x3x197x197xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %507 = stablehlo.divide %503, %506 : tensor<128x3x197x197xf32>
    %508 = "stablehlo.dot_general"(%507, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %509 = "stablehlo.transpose"(%508) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %511 = "stablehlo.dot_general"(%510, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %512 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %513 = stablehlo.add %511, %512 : tensor<128x197x192xf32>
    %514 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<128x197x192xf32>
    %517 = stablehlo.add %516, %464 : tensor<128x197x192xf32>
    %518 = stablehlo.constant dense<0.0> : tensor<f32>
    %519 = "stablehlo.reduce"(%517, %518) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %520 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %521 = stablehlo.divide %519, %520 : tensor<128x197xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %523 = stablehlo.subtract %517, %522 : tensor<128x197x192xf32>
    %524 = stablehlo.multiply %523, %523 : tensor<128x197x192xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %527 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %528 = stablehlo.divide %526, %527 : tensor<128x197xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %530 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %531 = stablehlo.add %529, %530 : tensor<128x197x192xf32>
    %532 = stablehlo.rsqrt %531 : tensor<128x197x192xf32>
    %533 = stablehlo.multiply %523, %532 : tensor<128x197x192xf32>
    %534 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %535 = stablehlo.multiply %533, %534 : tensor<128x197x192xf32>
    %536 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %537 = stablehlo.add %535, %536 : tensor<128x197x192xf32>
    %538 = "stablehlo.dot_general"(%537, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %539 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %540 = stablehlo.add %538, %539 : tensor<128x197x768xf32>
    %541 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<128x197x768xf32>
    %543 = "chlo.erf"(%542) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %544 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %545 = stablehlo.add %543, %544 : tensor<128x197x768xf32>
    %546 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %547 = stablehlo.multiply %540, %546 : tensor<128x197x768xf32>
    %548 = stablehlo.multiply %547, %545 : tensor<128x197x768xf32>
    %549 = "stablehlo.dot_general"(%548, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %550 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %551 = stablehlo.add %549, %550 : tensor<128x197x192xf32>
    %552 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<128x197x192xf32>
    %555 = stablehlo.add %554, %517 : tensor<128x197x192xf32>
    %556 = stablehlo.constant dense<0.0> : tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %558 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %559 = stablehlo.divide %557, %558 : tensor<128x197xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %561 = stablehlo.subtract %555, %560 : tensor<128x197x192xf32>
    %562 = stablehlo.multiply %561, %561 : tensor<128x197x192xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    %564 = "stablehlo.reduce"(%562, %563) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %565 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %566 = stablehlo.divide %564, %565 : tensor<128x197xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %568 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %569 = stablehlo.add %567, %568 : tensor<128x197x192xf32>
    %570 = stablehlo.rsqrt %569 : tensor<128x197x192xf32>
    %571 = stablehlo.multiply %561, %570 : tensor<128x197x192xf32>
    %572 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<128x197x192xf32>
    %574 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %575 = stablehlo.add %573, %574 : tensor<128x197x192xf32>
    %576 = "stablehlo.dot_general"(%575, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %577 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %578 = stablehlo.add %576, %577 : tensor<128x197x576xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %580 = "stablehlo.transpose"(%579) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %581 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %583 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %585 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %587 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %588 = stablehlo.multiply %582, %587 : tensor<128x3x197x64xf32>
    %589 = "stablehlo.dot_general"(%588, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %590 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.maximum %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %593 = stablehlo.subtract %589, %592 : tensor<128x3x197x197xf32>
    %594 = stablehlo.exponential %593 : tensor<128x3x197x197xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %597 = "stablehlo.broadcast_in_dim"(%596) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %598 = stablehlo.divide %594, %597 : tensor<128x3x197x197xf32>
    %599 = "stablehlo.dot_general"(%598, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %600 = "stablehlo.transpose"(%599) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %601 = "stablehlo.reshape"(%600) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %602 = "stablehlo.dot_general"(%601, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %603 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %604 = stablehlo.add %602, %603 : tensor<128x197x192xf32>
    %605 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<128x197x192xf32>
    %608 = stablehlo.add %607, %555 : tensor<128x197x192xf32>
    %609 = stablehlo.constant dense<0.0> : tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %611 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %612 = stablehlo.divide %610, %611 : tensor<128x197xf32>
    %613 = "stablehlo.broadcast_in_dim"(%612) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %614 = stablehlo.subtract %608, %613 : tensor<128x197x192xf32>
    %615 = stablehlo.multiply %614, %614 : tensor<128x197x192xf32>
    %616 = stablehlo.constant dense<0.0> : tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %618 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %619 = stablehlo.divide %617, %618 : tensor<128x197xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %621 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %622 = stablehlo.add %620, %621 : tensor<128x197x192xf32>
    %623 = stablehlo.rsqrt %622 : tensor<128x197x192xf32>
    %624 = stablehlo.multiply %614, %623 : tensor<128x197x192xf32>
    %625 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<128x197x192xf32>
    %627 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %628 = stablehlo.add %626, %627 : tensor<128x197x192xf32>
    %629 = "stablehlo.dot_general"(%628, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %630 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %631 = stablehlo.add %629, %630 : tensor<128x197x768xf32>
    %632 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %633 = stablehlo.multiply %631, %632 : tensor<128x197x768xf32>
    %634 = "chlo.erf"(%633) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %635 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %636 = stablehlo.add %634, %635 : tensor<128x197x768xf32>
    %637 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %638 = stablehlo.multiply %631, %637 : tensor<128x197x768xf32>
    %639 = stablehlo.multiply %638, %636 : tensor<128x197x768xf32>
    %640 = "stablehlo.dot_general"(%639, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %641 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %642 = stablehlo.add %640, %641 : tensor<128x197x192xf32>
    %643 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %644 = "stablehlo.broadcast_in_dim"(%643) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %645 = stablehlo.multiply %642, %644 : tensor<128x197x192xf32>
    %646 = stablehlo.add %645, %608 : tensor<128x197x192xf32>
    %647 = stablehlo.constant dense<0.0> : tensor<f32>
    %648 = "stablehlo.reduce"(%646, %647) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %649 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %650 = stablehlo.divide %648, %649 : tensor<128x197xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %652 = stablehlo.subtract %646, %651 : tensor<128x197x192xf32>
    %653 = stablehlo.multiply %652, %652 : tensor<128x197x192xf32>
    %654 = stablehlo.constant dense<0.0> : tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %656 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %657 = stablehlo.divide %655, %656 : tensor<128x197xf32>
    %658 = "stablehlo.broadcast_in_dim"(%657) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %659 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %660 = stablehlo.add %658, %659 : tensor<128x197x192xf32>
    %661 = stablehlo.rsqrt %660 : tensor<128x197x192xf32>
    %662 = stablehlo.multiply %652, %661 : tensor<128x197x192xf32>
    %663 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<128x197x192xf32>
    %665 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %666 = stablehlo.add %664, %665 : tensor<128x197x192xf32>
    %667 = "stablehlo.dot_general"(%666, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %668 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %669 = stablehlo.add %667, %668 : tensor<128x197x576xf32>
    %670 = "stablehlo.reshape"(%669) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %671 = "stablehlo.transpose"(%670) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %672 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %673 = "stablehlo.reshape"(%672) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %674 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %676 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %677 = "stablehlo.reshape"(%676) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %678 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %679 = stablehlo.multiply %673, %678 : tensor<128x3x197x64xf32>
    %680 = "stablehlo.dot_general"(%679, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %681 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.maximum %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %684 = stablehlo.subtract %680, %683 : tensor<128x3x197x197xf32>
    %685 = stablehlo.exponential %684 : tensor<128x3x197x197xf32>
    %686 = stablehlo.constant dense<0.0> : tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %689 = stablehlo.divide %685, %688 : tensor<128x3x197x197xf32>
    %690 = "stablehlo.dot_general"(%689, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %691 = "stablehlo.transpose"(%690) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %692 = "stablehlo.reshape"(%691) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %693 = "stablehlo.dot_general"(%692, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %694 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %695 = stablehlo.add %693, %694 : tensor<128x197x192xf32>
    %696 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %698 = stablehlo.multiply %695, %697 : tensor<128x197x192xf32>
    %699 = stablehlo.add %698, %646 : tensor<128x197x192xf32>
    %700 = stablehlo.constant dense<0.0> : tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %702 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %703 = stablehlo.divide %701, %702 : tensor<128x197xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %705 = stablehlo.subtract %699, %704 : tensor<128x197x192xf32>
    %706 = stablehlo.multiply %705, %705 : tensor<128x197x192xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<f32>
    %708 = "stablehlo.reduce"(%706, %707) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %709 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %710 = stablehlo.divide %708, %709 : tensor<128x197xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %712 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %713 = stablehlo.add %711, %712 : tensor<128x197x192xf32>
    %714 = stablehlo.rsqrt %713 : tensor<128x197x192xf32>
    %715 = stablehlo.multiply %705, %714 : tensor<128x197x192xf32>
    %716 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<128x197x192xf32>
    %718 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %719 = stablehlo.add %717, %718 : tensor<128x197x192xf32>
    %720 = "stablehlo.dot_general"(%719, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %721 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %722 = stablehlo.add %720, %721 : tensor<128x197x768xf32>
    %723 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %724 = stablehlo.multiply %722, %723 : tensor<128x197x768xf32>
    %725 = "chlo.erf"(%724) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %726 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %727 = stablehlo.add %725, %726 : tensor<128x197x768xf32>
    %728 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %729 = stablehlo.multiply %722, %728 : tensor<128x197x768xf32>
    %730 = stablehlo.multiply %729, %727 : tensor<128x197x768xf32>
    %731 = "stablehlo.dot_general"(%730, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %732 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %733 = stablehlo.add %731, %732 : tensor<128x197x192xf32>
    %734 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %735 = "stablehlo.broadcast_in_dim"(%734) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %736 = stablehlo.multiply %733, %735 : tensor<128x197x192xf32>
    %737 = stablehlo.add %736, %699 : tensor<128x197x192xf32>
    %738 = stablehlo.constant dense<0.0> : tensor<f32>
    %739 = "stablehlo.reduce"(%737, %738) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %740 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %741 = stablehlo.divide %739, %740 : tensor<128x197xf32>
    %742 = "stablehlo.broadcast_in_dim"(%741) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %743 = stablehlo.subtract %737, %742 : tensor<128x197x192xf32>
    %744 = stablehlo.multiply %743, %743 : tensor<128x197x192xf32>
    %745 = stablehlo.constant dense<0.0> : tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %747 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %748 = stablehlo.divide %746, %747 : tensor<128x197xf32>
    %749 = "stablehlo.broadcast_in_dim"(%748) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %750 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %751 = stablehlo.add %749, %750 : tensor<128x197x192xf32>
    %752 = stablehlo.rsqrt %751 : tensor<128x197x192xf32>
    %753 = stablehlo.multiply %743, %752 : tensor<128x197x192xf32>
    %754 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<128x197x192xf32>
    %756 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %757 = stablehlo.add %755, %756 : tensor<128x197x192xf32>
    %758 = "stablehlo.dot_general"(%757, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %759 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %760 = stablehlo.add %758, %759 : tensor<128x197x576xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %762 = "stablehlo.transpose"(%761) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %763 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %765 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %766 = "stablehlo.reshape"(%765) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %767 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %769 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %770 = stablehlo.multiply %764, %769 : tensor<128x3x197x64xf32>
    %771 = "stablehlo.dot_general"(%770, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %772 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.maximum %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %774 = "stablehlo.broadcast_in_dim"(%773) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %775 = stablehlo.subtract %771, %774 : tensor<128x3x197x197xf32>
    %776 = stablehlo.exponential %775 : tensor<128x3x197x197xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %780 = stablehlo.divide %776, %779 : tensor<128x3x197x197xf32>
    %781 = "stablehlo.dot_general"(%780, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %782 = "stablehlo.transpose"(%781) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %784 = "stablehlo.dot_general"(%783, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %785 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %786 = stablehlo.add %784, %785 : tensor<128x197x192xf32>
    %787 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %789 = stablehlo.multiply %786, %788 : tensor<128x197x192xf32>
    %790 = stablehlo.add %789, %737 : tensor<128x197x192xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %793 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %794 = stablehlo.divide %792, %793 : tensor<128x197xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %796 = stablehlo.subtract %790, %795 : tensor<128x197x192xf32>
    %797 = stablehlo.multiply %796, %796 : tensor<128x197x192xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %800 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %801 = stablehlo.divide %799, %800 : tensor<128x197xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %803 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %804 = stablehlo.add %802, %803 : tensor<128x197x192xf32>
    %805 = stablehlo.rsqrt %804 : tensor<128x197x192xf32>
    %806 = stablehlo.multiply %796, %805 : tensor<128x197x192xf32>
    %807 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<128x197x192xf32>
    %809 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %810 = stablehlo.add %808, %809 : tensor<128x197x192xf32>
    %811 = "stablehlo.dot_general"(%810, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %812 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %813 = stablehlo.add %811, %812 : tensor<128x197x768xf32>
    %814 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %815 = stablehlo.multiply %813, %814 : tensor<128x197x768xf32>
    %816 = "chlo.erf"(%815) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %817 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %818 = stablehlo.add %816, %817 : tensor<128x197x768xf32>
    %819 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %820 = stablehlo.multiply %813, %819 : tensor<128x197x768xf32>
    %821 = stablehlo.multiply %820, %818 : tensor<128x197x768xf32>
    %822 = "stablehlo.dot_general"(%821, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %823 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %824 = stablehlo.add %822, %823 : tensor<128x197x192xf32>
    %825 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<128x197x192xf32>
    %828 = stablehlo.add %827, %790 : tensor<128x197x192xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %831 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %832 = stablehlo.divide %830, %831 : tensor<128x197xf32>
    %833 = "stablehlo.broadcast_in_dim"(%832) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %834 = stablehlo.subtract %828, %833 : tensor<128x197x192xf32>
    %835 = stablehlo.multiply %834, %834 : tensor<128x197x192xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %838 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %839 = stablehlo.divide %837, %838 : tensor<128x197xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %841 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %842 = stablehlo.add %840, %841 : tensor<128x197x192xf32>
    %843 = stablehlo.rsqrt %842 : tensor<128x197x192xf32>
    %844 = stablehlo.multiply %834, %843 : tensor<128x197x192xf32>
    %845 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %846 = stablehlo.multiply %844, %845 : tensor<128x197x192xf32>
    %847 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %848 = stablehlo.add %846, %847 : tensor<128x197x192xf32>
    %849 = "stablehlo.dot_general"(%848, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %850 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %851 = stablehlo.add %849, %850 : tensor<128x197x576xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %853 = "stablehlo.transpose"(%852) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %854 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %855 = "stablehlo.reshape"(%854) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %856 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %857 = "stablehlo.reshape"(%856) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %858 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %859 = "stablehlo.reshape"(%858) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %860 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %861 = stablehlo.multiply %855, %860 : tensor<128x3x197x64xf32>
    %862 = "stablehlo.dot_general"(%861, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %863 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.maximum %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %865 = "stablehlo.broadcast_in_dim"(%864) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %866 = stablehlo.subtract %862, %865 : tensor<128x3x197x197xf32>
    %867 = stablehlo.exponential %866 : tensor<128x3x197x197xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %871 = stablehlo.divide %867, %870 : tensor<128x3x197x197xf32>
    %872 = "stablehlo.dot_general"(%871, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %873 = "stablehlo.transpose"(%872) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %875 = "stablehlo.dot_general"(%874, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %876 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %877 = stablehlo.add %875, %876 : tensor<128x197x192xf32>
    %878 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 19>, start_indices = array<i64: 0, 18>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %879 = "stablehlo.broadcast_in_dim"(%878) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %880 = stablehlo.multiply %877, %879 : tensor<128x197x192xf32>
    %881 = stablehlo.add %880, %828 : tensor<128x197x192xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %884 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %885 = stablehlo.divide %883, %884 : tensor<128x197xf32>
    %886 = "stablehlo.broadcast_in_dim"(%885) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %887 = stablehlo.subtract %881, %886 : tensor<128x197x192xf32>
    %888 = stablehlo.multiply %887, %887 : tensor<128x197x192xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %891 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %892 = stablehlo.divide %890, %891 : tensor<128x197xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %894 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %895 = stablehlo.add %893, %894 : tensor<128x197x192xf32>
    %896 = stablehlo.rsqrt %895 : tensor<128x197x192xf32>
    %897 = stablehlo.multiply %887, %896 : tensor<128x197x192xf32>
    %898 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %899 = stablehlo.multiply %897, %898 : tensor<128x197x192xf32>
    %900 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %901 = stablehlo.add %899, %900 : tensor<128x197x192xf32>
    %902 = "stablehlo.dot_general"(%901, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %903 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %904 = stablehlo.add %902, %903 : tensor<128x197x768xf32>
    %905 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<128x197x768xf32>
    %907 = "chlo.erf"(%906) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %908 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %909 = stablehlo.add %907, %908 : tensor<128x197x768xf32>
    %910 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %911 = stablehlo.multiply %904, %910 : tensor<128x197x768xf32>
    %912 = stablehlo.multiply %911, %909 : tensor<128x197x768xf32>
    %913 = "stablehlo.dot_general"(%912, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %914 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %915 = stablehlo.add %913, %914 : tensor<128x197x192xf32>
    %916 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 20>, start_indices = array<i64: 0, 19>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %918 = stablehlo.multiply %915, %917 : tensor<128x197x192xf32>
    %919 = stablehlo.add %918, %881 : tensor<128x197x192xf32>
    %920 = stablehlo.constant dense<0.0> : tensor<f32>
    %921 = "stablehlo.reduce"(%919, %920) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %922 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %923 = stablehlo.divide %921, %922 : tensor<128x197xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %925 = stablehlo.subtract %919, %924 : tensor<128x197x192xf32>
    %926 = stablehlo.multiply %925, %925 : tensor<128x197x192xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %929 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %930 = stablehlo.divide %928, %929 : tensor<128x197xf32>
    %931 = "stablehlo.broadcast_in_dim"(%930) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %932 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %933 = stablehlo.add %931, %932 : tensor<128x197x192xf32>
    %934 = stablehlo.rsqrt %933 : tensor<128x197x192xf32>
    %935 = stablehlo.multiply %925, %934 : tensor<128x197x192xf32>
    %936 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %937 = stablehlo.multiply %935, %936 : tensor<128x197x192xf32>
    %938 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %939 = stablehlo.add %937, %938 : tensor<128x197x192xf32>
    %940 = "stablehlo.dot_general"(%939, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %941 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %942 = stablehlo.add %940, %941 : tensor<128x197x576xf32>
    %943 = "stablehlo.reshape"(%942) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %944 = "stablehlo.transpose"(%943) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %945 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %947 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %948 = "stablehlo.reshape"(%947) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %949 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %950 = "stablehlo.reshape"(%949) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %951 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %952 = stablehlo.multiply %946, %951 : tensor<128x3x197x64xf32>
    %953 = "stablehlo.dot_general"(%952, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %954 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %955 = "stablehlo.reduce"(%953, %954) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.maximum %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %956 = "stablehlo.broadcast_in_dim"(%955) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %957 = stablehlo.subtract %953, %956 : tensor<128x3x197x197xf32>
    %958 = stablehlo.exponential %957 : tensor<128x3x197x197xf32>
    %959 = stablehlo.constant dense<0.0> : tensor<f32>
    %960 = "stablehlo.reduce"(%958, %959) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %961 = "stablehlo.broadcast_in_dim"(%960) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %962 = stablehlo.divide %958, %961 : tensor<128x3x197x197xf32>
    %963 = "stablehlo.dot_general"(%962, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %964 = "stablehlo.transpose"(%963) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %965 = "stablehlo.reshape"(%964) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %966 = "stablehlo.dot_general"(%965, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %967 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %968 = stablehlo.add %966, %967 : tensor<128x197x192xf32>
    %969 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 21>, start_indices = array<i64: 0, 20>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %971 = stablehlo.multiply %968, %970 : tensor<128x197x192xf32>
    %972 = stablehlo.add %971, %919 : tensor<128x197x192xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %975 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %976 = stablehlo.divide %974, %975 : tensor<128x197xf32>
    %977 = "stablehlo.broadcast_in_dim"(%976) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %978 = stablehlo.subtract %972, %977 : tensor<128x197x192xf32>
    %979 = stablehlo.multiply %978, %978 : tensor<128x197x192xf32>
    %980 = stablehlo.constant dense<0.0> : tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %982 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %983 = stablehlo.divide %981, %982 : tensor<128x197xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %985 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %986 = stablehlo.add %984, %985 : tensor<128x197x192xf32>
    %987 = stablehlo.rsqrt %986 : tensor<128x197x192xf32>
    %988 = stablehlo.multiply %978, %987 : tensor<128x197x192xf32>
    %989 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %990 = stablehlo.multiply %988, %989 : tensor<128x197x192xf32>
    %991 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %992 = stablehlo.add %990, %991 : tensor<128x197x192xf32>
    %993 = "stablehlo.dot_general"(%992, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %994 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %995 = stablehlo.add %993, %994 : tensor<128x197x768xf32>
    %996 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %997 = stablehlo.multiply %995, %996 : tensor<128x197x768xf32>
    %998 = "chlo.erf"(%997) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %999 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %1000 = stablehlo.add %998, %999 : tensor<128x197x768xf32>
    %1001 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1002 = stablehlo.multiply %995, %1001 : tensor<128x197x768xf32>
    %1003 = stablehlo.multiply %1002, %1000 : tensor<128x197x768xf32>
    %1004 = "stablehlo.dot_general"(%1003, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1006 = stablehlo.add %1004, %1005 : tensor<128x197x192xf32>
    %1007 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 22>, start_indices = array<i64: 0, 21>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %1009 = stablehlo.multiply %1006, %1008 : tensor<128x197x192xf32>
    %1010 = stablehlo.add %1009, %972 : tensor<128x197x192xf32>
    %1011 = stablehlo.constant dense<0.0> : tensor<f32>
    %1012 = "stablehlo.reduce"(%1010, %1011) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1013 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1014 = stablehlo.divide %1012, %1013 : tensor<128x197xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1016 = stablehlo.subtract %1010, %1015 : tensor<128x197x192xf32>
    %1017 = stablehlo.multiply %1016, %1016 : tensor<128x197x192xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1017, %1018) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1020 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1021 = stablehlo.divide %1019, %1020 : tensor<128x197xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1023 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<128x197x192xf32>
    %1025 = stablehlo.rsqrt %1024 : tensor<128x197x192xf32>
    %1026 = stablehlo.multiply %1016, %1025 : tensor<128x197x192xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<128x197x192xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<128x197x192xf32>
    %1031 = "stablehlo.dot_general"(%1030, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<128x197x576xf32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %1035 = "stablehlo.transpose"(%1034) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1036 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1037 = "stablehlo.reshape"(%1036) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1038 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1039 = "stablehlo.reshape"(%1038) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1040 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1041 = "stablehlo.reshape"(%1040) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1042 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1043 = stablehlo.multiply %1037, %1042 : tensor<128x3x197x64xf32>
    %1044 = "stablehlo.dot_general"(%1043, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1045 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1046 = "stablehlo.reduce"(%1044, %1045) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.maximum %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1048 = stablehlo.subtract %1044, %1047 : tensor<128x3x197x197xf32>
    %1049 = stablehlo.exponential %1048 : tensor<128x3x197x197xf32>
    %1050 = stablehlo.constant dense<0.0> : tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1053 = stablehlo.divide %1049, %1052 : tensor<128x3x197x197xf32>
    %1054 = "stablehlo.dot_general"(%1053, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1055 = "stablehlo.transpose"(%1054) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %1057 = "stablehlo.dot_general"(%1056, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<128x197x192xf32>
    %1060 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 23>, start_indices = array<i64: 0, 22>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %1062 = stablehlo.multiply %1059, %1061 : tensor<128x197x192xf32>
    %1063 = stablehlo.add %1062, %1010 : tensor<128x197x192xf32>
    %1064 = stablehlo.constant dense<0.0> : tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1066 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1067 = stablehlo.divide %1065, %1066 : tensor<128x197xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1069 = stablehlo.subtract %1063, %1068 : tensor<128x197x192xf32>
    %1070 = stablehlo.multiply %1069, %1069 : tensor<128x197x192xf32>
    %1071 = stablehlo.constant dense<0.0> : tensor<f32>
    %1072 = "stablehlo.reduce"(%1070, %1071) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1073 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1074 = stablehlo.divide %1072, %1073 : tensor<128x197xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1076 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<128x197x192xf32>
    %1078 = stablehlo.rsqrt %1077 : tensor<128x197x192xf32>
    %1079 = stablehlo.multiply %1069, %1078 : tensor<128x197x192xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<128x197x192xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<128x197x192xf32>
    %1084 = "stablehlo.dot_general"(%1083, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<128x197x768xf32>
    %1087 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<128x197x768xf32>
    %1089 = "chlo.erf"(%1088) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %1090 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<128x197x768xf32>
    %1092 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1093 = stablehlo.multiply %1086, %1092 : tensor<128x197x768xf32>
    %1094 = stablehlo.multiply %1093, %1091 : tensor<128x197x768xf32>
    %1095 = "stablehlo.dot_general"(%1094, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<128x197x192xf32>
    %1098 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 24>, start_indices = array<i64: 0, 23>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<128x197x192xf32>
    %1101 = stablehlo.add %1100, %1063 : tensor<128x197x192xf32>
    %1102 = "stablehlo.slice"(%1101) {limit_indices = array<i64: 128, 1, 192>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x192xf32>) -> tensor<128x1x192xf32>
    %1103 = "stablehlo.reshape"(%1102) : (tensor<128x1x192xf32>) -> tensor<128x192xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.constant dense<192.0> : tensor<128xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<128xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x192xf32>
    %1109 = stablehlo.subtract %1103, %1108 : tensor<128x192xf32>
    %1110 = stablehlo.multiply %1109, %1109 : tensor<128x192xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<f32>
    %1112 = "stablehlo.reduce"(%1110, %1111) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<128xf32>
    %1113 = stablehlo.constant dense<192.0> : tensor<128xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<128xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x192xf32>
    %1116 = stablehlo.constant dense<1.0e-06> : tensor<128x192xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<128x192xf32>
    %1118 = stablehlo.rsqrt %1117 : tensor<128x192xf32>
    %1119 = stablehlo.multiply %1109, %1118 : tensor<128x192xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<192xf32>) -> tensor<128x192xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<128x192xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<192xf32>) -> tensor<128x192xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<128x192xf32>
    %1124 = "stablehlo.dot_general"(%1123, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<128x192xf32>, tensor<192x1000xf32>) -> tensor<128x1000xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%head.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<128x1000xf32>
    %1126 = stablehlo.add %1124, %1125 : tensor<128x1000xf32>
    "func.return"(%1126) : (tensor<128x1000xf32>) -> ()
  }
}

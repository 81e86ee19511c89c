// hlocert 0.1.0 render: convnext_S-c1000-i224-b64x1-fwd+drop
// model: ConvNeXt-S  classes: 1000  image: 224  batch per replica: 64  replicas: 1
// variant: fwd+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// arguments: x 64x224x224x3; params (344 tensors, 50,223,688 scalars); drop_mask 64x36
// results: logits 64x1000
// content sha256: dbc4f11d851f5a765283872ab2d886fc9d1fa9ff0308146678c058e70c99fe64
module @convnext_S_c1000_i224_b64x1_fwd_drop {
  func.func public @main(%x: tensor<64x224x224x3xf32>, %stem.conv.w: tensor<4x4x3x96xf32>, %stem.conv.b: tensor<96xf32>, %stem.norm.g: tensor<96xf32>, %stem.norm.b: tensor<96xf32>, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32>, %stages.0.blocks.0.dwconv.b: tensor<96xf32>, %stages.0.blocks.0.norm.g: tensor<96xf32>, %stages.0.blocks.0.norm.b: tensor<96xf32>, %stages.0.blocks.0.fc1.w: tensor<96x384xf32>, %stages.0.blocks.0.fc1.b: tensor<384xf32>, %stages.0.blocks.0.fc2.w: tensor<384x96xf32>, %stages.0.blocks.0.fc2.b: tensor<96xf32>, %stages.0.blocks.0.gamma: tensor<96xf32>, %stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32>, %stages.0.blocks.1.dwconv.b: tensor<96xf32>, %stages.0.blocks.1.norm.g: tensor<96xf32>, %stages.0.blocks.1.norm.b: tensor<96xf32>, %stages.0.blocks.1.fc1.w: tensor<96x384xf32>, %stages.0.blocks.1.fc1.b: tensor<384xf32>, %stages.0.blocks.1.fc2.w: tensor<384x96xf32>, %stages.0.blocks.1.fc2.b: tensor<96xf32>, %stages.0.blocks.1.gamma: tensor<96xf32>, %stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32>, %stages.0.blocks.2.dwconv.b: tensor<96xf32>, %stages.0.blocks.2.norm.g: tensor<96xf32>, %stages.0.blocks.2.norm.b: tensor<96xf32>, %stages.0.blocks.2.fc1.w: tensor<96x384xf32>, %stages.0.blocks.2.fc1.b: tensor<384xf32>, %stages.0.blocks.2.fc2.w: tensor<384x96xf32>, %stages.0.blocks.2.fc2.b: tensor<96xf32>, %stages.0.blocks.2.gamma: tensor<96xf32>, %stages.1.down.norm.g: tensor<96xf32>, %stages.1.down.norm.b: tensor<96xf32>, %stages.1.down.conv.w: tensor<2x2x96x192xf32>, %stages.1.down.conv.b: tensor<192xf32>, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32>, %stages.1.blocks.0.dwconv.b: tensor<192xf32>, %stages.1.blocks.0.norm.g: tensor<192xf32>, %stages.1.blocks.0.norm.b: tensor<192xf32>, %stages.1.blocks.0.fc1.w: tensor<192x768xf32>, %stages.1.blocks.0.fc1.b: tensor<768xf32>, %stages.1.blocks.0.fc2.w: tensor<768x192xf32>, %stages.1.blocks.0.fc2.b: tensor<192xf32>, %stages.1.blocks.0.gamma: tensor<192xf32>, %stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32>, %stages.1.blocks.1.dwconv.b: tensor<192xf32>, %stages.1.blocks.1.norm.g: tensor<192xf32>, %stages.1.blocks.1.norm.b: tensor<192xf32>, %stages.1.blocks.1.fc1.w: tensor<192x768xf32>, %stages.1.blocks.1.fc1.b: tensor<768xf32>, %stages.1.blocks.1.fc2.w: tensor<768x192xf32>, %stages.1.blocks.1.fc2.b: tensor<192xf32>, %stages.1.blocks.1.gamma: tensor<192xf32>, %stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32>, %stages.1.blocks.2.dwconv.b: tensor<192xf32>, %stages.1.blocks.2.norm.g: tensor<192xf32>, %stages.1.blocks.2.norm.b: tensor<192xf32>, %stages.1.blocks.2.fc1.w: tensor<192x768xf32>, %stages.1.blocks.2.fc1.b: tensor<768xf32>, %stages.1.blocks.2.fc2.w: tensor<768x192xf32>, %stages.1.blocks.2.fc2.b: tensor<192xf32>, %stages.1.blocks.2.gamma: tensor<192xf32>, %stages.2.down.norm.g: tensor<192xf32>, %stages.2.down.norm.b: tensor<192xf32>, %stages.2.down.conv.w: tensor<2x2x192x384xf32>, %stages.2.down.conv.b: tensor<384xf32>, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.0.dwconv.b: tensor<384xf32>, %stages.2.blocks.0.norm.g: tensor<384xf32>, %stages.2.blocks.0.norm.b: tensor<384xf32>, %stages.2.blocks.0.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.0.fc1.b: tensor<1536xf32>, %stages.2.blocks.0.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.0.fc2.b: tensor<384xf32>, %stages.2.blocks.0.gamma: tensor<384xf32>, %stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.1.dwconv.b: tensor<384xf32>, %stages.2.blocks.1.norm.g: tensor<384xf32>, %stages.2.blocks.1.norm.b: tensor<384xf32>, %stages.2.blocks.1.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.1.fc1.b: tensor<1536xf32>, %stages.2.blocks.1.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.1.fc2.b: tensor<384xf32>, %stages.2.blocks.1.gamma: tensor<384xf32>, %stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.2.dwconv.b: tensor<384xf32>, %stages.2.blocks.2.norm.g: tensor<384xf32>, %stages.2.blocks.2.norm.b: tensor<384xf32>, %stages.2.blocks.2.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.2.fc1.b: tensor<1536xf32>, %stages.2.blocks.2.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.2.fc2.b: tensor<384xf32>, %stages.2.blocks.2.gamma: tensor<384xf32>, %stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.3.dwconv.b: tensor<384xf32>, %stages.2.blocks.3.norm.g: tensor<384xf32>, %stages.2.blocks.3.norm.b: tensor<384xf32>, %stages.2.blocks.3.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.3.fc1.b: tensor<1536xf32>, %stages.2.blocks.3.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.3.fc2.b: tensor<384xf32>, %stages.2.blocks.3.gamma: tensor<384xf32>, %stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.4.dwconv.b: tensor<384xf32>, %stages.2.blocks.4.norm.g: tensor<384xf32>, %stages.2.blocks.4.norm.b: tensor<384xf32>, %stages.2.blocks.4.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.4.fc1.b: tensor<1536xf32>, %stages.2.blocks.4.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.4.fc2.b: tensor<384xf32>, %stages.2.blocks.4.gamma: tensor<384xf32>, %stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.5.dwconv.b: tensor<384xf32>, %stages.2.blocks.5.norm.g: tensor<384xf32>, %stages.2.blocks.5.norm.b: tensor<384xf32>, %stages.2.blocks.5.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.5.fc1.b: tensor<1536xf32>, %stages.2.blocks.5.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.5.fc2.b: tensor<384xf32>, %stages.2.blocks.5.gamma: tensor<384xf32>, %stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.6.dwconv.b: tensor<384xf32>, %stages.2.blocks.6.norm.g: tensor<384xf32>, %stages.2.blocks.6.norm.b: tensor<384xf32>, %stages.2.blocks.6.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.6.fc1.b: tensor<1536xf32>, %stages.2.blocks.6.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.6.fc2.b: tensor<384xf32>, %stages.2.blocks.6.gamma: tensor<384xf32>, %stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.7.dwconv.b: tensor<384xf32>, %stages.2.blocks.7.norm.g: tensor<384xf32>, %stages.2.blocks.7.norm.b: tensor<384xf32>, %stages.2.blocks.7.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.7.fc1.b: tensor<1536xf32>, %stages.2.blocks.7.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.7.fc2.b: tensor<384xf32>, %stages.2.blocks.7.gamma: tensor<384xf32>, %stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.8.dwconv.b: tensor<384xf32>, %stages.2.blocks.8.norm.g: tensor<384xf32>, %stages.2.blocks.8.norm.b: tensor<384xf32>, %stages.2.blocks.8.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.8.fc1.b: tensor<1536xf32>, %stages.2.blocks.8.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.8.fc2.b: tensor<384xf32>, %stages.2.blocks.8.gamma: tensor<384xf32>, %stages.2.blocks.9.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.9.dwconv.b: tensor<384xf32>, %stages.2.blocks.9.norm.g: tensor<384xf32>, %stages.2.blocks.9.norm.b: tensor<384xf32>, %stages.2.blocks.9.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.9.fc1.b: tensor<1536xf32>, %stages.2.blocks.9.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.9.fc2.b: tensor<384xf32>, %stages.2.blocks.9.gamma: tensor<384xf32>, %stages.2.blocks.10.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.10.dwconv.b: tensor<384xf32>, %stages.2.blocks.10.norm.g: tensor<384xf32>, %stages.2.blocks.10.norm.b: tensor<384xf32>, %stages.2.blocks.10.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.10.fc1.b: tensor<1536xf32>, %stages.2.blocks.10.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.10.fc2.b: tensor<384xf32>, %stages.2.blocks.10.gamma: tensor<384xf32>, %stages.2.blocks.11.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.11.dwconv.b: tensor<384xf32>, %stages.2.blocks.11.norm.g: tensor<384xf32>, %stages.2.blocks.11.norm.b: tensor<384xf32>, %stages.2.blocks.11.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.11.fc1.b: tensor<1536xf32>, %stages.2.blocks.11.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.11.fc2.b: tensor<384xf32>, %stages.2.blocks.11.gamma: tensor<384xf32>, %stages.2.blocks.12.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.12.dwconv.b: tensor<384xf32>, %stages.2.blocks.12.norm.g: tensor<384xf32>, %stages.2.blocks.12.norm.b: tensor<384xf32>, %stages.2.blocks.12.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.12.fc1.b: tensor<1536xf32>, %stages.2.blocks.12.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.12.fc2.b: tensor<384xf32>, %stages.2.blocks.12.gamma: tensor<384xf32>, %stages.2.blocks.13.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.13.dwconv.b: tensor<384xf32>, %stages.2.blocks.13.norm.g: tensor<384xf32>, %stages.2.blocks.13.norm.b: tensor<384xf32>, %stages.2.blocks.13.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.13.fc1.b: tensor<1536xf32>, %stages.2.blocks.13.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.13.fc2.b: tensor<384xf32>, %stages.2.blocks.13.gamma: tensor<384xf32>, %stages.2.blocks.14.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.14.dwconv.b: tensor<384xf32>, %stages.2.blocks.14.norm.g: tensor<384xf32>, %stages.2.blocks.14.norm.b: tensor<384xf32>, %stages.2.blocks.14.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.14.fc1.b: tensor<1536xf32>, %stages.2.blocks.14.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.14.fc2.b: tensor<384xf32>, %stages.2.blocks.14.gamma: tensor<384xf32>, %stages.2.blocks.15.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.15.dwconv.b: tensor<384xf32>, %stages.2.blocks.15.norm.g: tensor<384xf32>, %stages.2.blocks.15.norm.b: tensor<384xf32>, %stages.2.blocks.15.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.15.fc1.b: tensor<1536xf32>, %stages.2.blocks.15.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.15.fc2.b: tensor<384xf32>, %stages.2.blocks.15.gamma: tensor<384xf32>, %stages.2.blocks.16.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.16.dwconv.b: tensor<384xf32>, %stages.2.blocks.16.norm.g: tensor<384xf32>, %stages.2.blocks.16.norm.b: tensor<384xf32>, %stages.2.blocks.16.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.16.fc1.b: tensor<1536xf32>, %stages.2.blocks.16.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.16.fc2.b: tensor<384xf32>, %stages.2.blocks.16.gamma: tensor<384xf32>, %stages.2.blocks.17.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.17.dwconv.b: tensor<384xf32>, %stages.2.blocks.17.norm.g: tensor<384xf32>, %stages.2.blocks.17.norm.b: tensor<384xf32>, %stages.2.blocks.17.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.17.fc1.b: tensor<1536xf32>, %stages.2.blocks.17.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.17.fc2.b: tensor<384xf32>, %stages.2.blocks.17.gamma: tensor<384xf32>, %stages.2.blocks.18.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.18.dwconv.b: tensor<384xf32>, %stages.2.blocks.18.norm.g: tensor<384xf32>, %stages.2.blocks.18.norm.b: tensor<384xf32>, %stages.2.blocks.18.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.18.fc1.b: tensor<1536xf32>, %stages.2.blocks.18.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.18.fc2.b: tensor<384xf32>, %stages.2.blocks.18.gamma: tensor<384xf32>, %stages.2.blocks.19.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.19.dwconv.b: tensor<384xf32>, %stages.2.blocks.19.norm.g: tensor<384xf32>, %stages.2.blocks.19.norm.b: tensor<384xf32>, %stages.2.blocks.19.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.19.fc1.b: tensor<1536xf32>, %stages.2.blocks.19.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.19.fc2.b: tensor<384xf32>, %stages.2.blocks.19.gamma: tensor<384xf32>, %stages.2.blocks.20.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.20.dwconv.b: tensor<384xf32>, %stages.2.blocks.20.norm.g: tensor<384xf32>, %stages.2.blocks.20.norm.b: tensor<384xf32>, %stages.2.blocks.20.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.20.fc1.b: tensor<1536xf32>, %stages.2.blocks.20.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.20.fc2.b: tensor<384xf32>, %stages.2.blocks.20.gamma: tensor<384xf32>, %stages.2.blocks.21.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.21.dwconv.b: tensor<384xf32>, %stages.2.blocks.21.norm.g: tensor<384xf32>, %stages.2.blocks.21.norm.b: tensor<384xf32>, %stages.2.blocks.21.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.21.fc1.b: tensor<1536xf32>, %stages.2.blocks.21.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.21.fc2.b: tensor<384xf32>, %stages.2.blocks.21.gamma: tensor<384xf32>, %stages.2.blocks.22.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.22.dwconv.b: tensor<384xf32>, %stages.2.blocks.22.norm.g: tensor<384xf32>, %stages.2.blocks.22.norm.b: tensor<384xf32>, %stages.2.blocks.22.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.22.fc1.b: tensor<1536xf32>, %stages.2.blocks.22.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.22.fc2.b: tensor<384xf32>, %stages.2.blocks.22.gamma: tensor<384xf32>, %stages.2.blocks.23.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.23.dwconv.b: tensor<384xf32>, %stages.2.blocks.23.norm.g: tensor<384xf32>, %stages.2.blocks.23.norm.b: tensor<384xf32>, %stages.2.blocks.23.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.23.fc1.b: tensor<1536xf32>, %stages.2.blocks.23.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.23.fc2.b: tensor<384xf32>, %stages.2.blocks.23.gamma: tensor<384xf32>, %stages.2.blocks.24.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.24.dwconv.b: tensor<384xf32>, %stages.2.blocks.24.norm.g: tensor<384xf32>, %stages.2.blocks.24.norm.b: tensor<384xf32>, %stages.2.blocks.24.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.24.fc1.b: tensor<1536xf32>, %stages.2.blocks.24.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.24.fc2.b: tensor<384xf32>, %stages.2.blocks.24.gamma: tensor<384xf32>, %stages.2.blocks.25.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.25.dwconv.b: tensor<384xf32>, %stages.2.blocks.25.norm.g: tensor<384xf32>, %stages.2.blocks.25.norm.b: tensor<384xf32>, %stages.2.blocks.25.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.25.fc1.b: tensor<1536xf32>, %stages.2.blocks.25.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.25.fc2.b: tensor<384xf32>, %stages.2.blocks.25.gamma: tensor<384xf32>, %stages.2.blocks.26.dwconv.w: tensor<7x7x1x384xf32>, %stages.2.blocks.26.dwconv.b: tensor<384xf32>, %stages.2.blocks.26.norm.g: tensor<384xf32>, %stages.2.blocks.26.norm.b: tensor<384xf32>, %stages.2.blocks.26.fc1.w: tensor<384x1536xf32>, %stages.2.blocks.26.fc1.b: tensor<1536xf32>, %stages.2.blocks.26.fc2.w: tensor<1536x384xf32>, %stages.2.blocks.26.fc2.b: tensor<384xf32>, %stages.2.blocks.26.gamma: tensor<384xf32>, %stages.3.down.norm.g: tensor<384xf32>, %stages.3.down.norm.b: tensor<384xf32>, %stages.3.down.conv.w: tensor<2x2x384x768xf32>, %stages.3.down.conv.b: tensor<768xf32>, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32>, %stages.3.blocks.0.dwconv.b: tensor<768xf32>, %stages.3.blocks.0.norm.g: tensor<768xf32>, %stages.3.blocks.0.norm.b: tensor<768xf32>, %stages.3.blocks.0.fc1.w: tensor<768x3072xf32>, %stages.3.blocks.0.fc1.b: tensor<3072xf32>, %stages.3.blocks.0.fc2.w: tensor<3072x768xf32>, %stages.3.blocks.0.fc2.b: tensor<768xf32>, %stages.3.blocks.0.gamma: tensor<768xf32>, %stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32>, %stages.3.blocks.1.dwconv.b: tensor<768xf32>, %stages.3.blocks.1.norm.g: tensor<768xf32>, %stages.3.blocks.1.norm.b: tensor<768xf32>, %stages.3.blocks.1.fc1.w: tensor<768x3072xf32>, %stages.3.blocks.1.fc1.b: tensor<3072xf32>, %stages.3.blocks.1.fc2.w: tensor<3072x768xf32>, %stages.3.blocks.1.fc2.b: tensor<768xf32>, %stages.3.blocks.1.gamma: tensor<768xf32>, %stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32>, %stages.3.blocks.2.dwconv.b: tensor<768xf32>, %stages.3.blocks.2.norm.g: tensor<768xf32>, %stages.3.blocks.2.norm.b: tensor<768xf32>, %stages.3.blocks.2.fc1.w: tensor<768x3072xf32>, %stages.3.blocks.2.fc1.b: tensor<3072xf32>, %stages.3.blocks.2.fc2.w: tensor<3072x768xf32>, %stages.3.blocks.2.fc2.b: tensor<768xf32>, %stages.3.blocks.2.gamma: tensor<768xf32>, %head.norm.g: tensor<768xf32>, %head.norm.b: tensor<768xf32>, %head.fc.w: tensor<768x1000xf32>, %head.fc.b: tensor<1000xf32>, %drop_mask: tensor<64x36xf32>) -> (tensor<64x1000xf32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %stem.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 4, 4>} : (tensor<64x224x224x3xf32>, tensor<4x4x3x96xf32>) -> tensor<64x56x56x96xf32>
    %1 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x56x56x96xf32>
    %3 = stablehlo.constant dense<0.0> : tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %5 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %6 = stablehlo.divide %4, %5 : tensor<64x56x56xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<64x56x56x96xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<64x56x56x96xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %12 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %13 = stablehlo.divide %11, %12 : tensor<64x56x56xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %15 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x56x56x96xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64x56x56x96xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<64x56x56x96xf32>
    %19 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<64x56x56x96xf32>
    %21 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %22 = stablehlo.add %20, %21 : tensor<64x56x56x96xf32>
    %23 = "stablehlo.convolution"(%22, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %24 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %25 = stablehlo.add %23, %24 : tensor<64x56x56x96xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %28 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64x56x56xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<64x56x56x96xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<64x56x56x96xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %35 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %36 = stablehlo.divide %34, %35 : tensor<64x56x56xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %38 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %39 = stablehlo.add %37, %38 : tensor<64x56x56x96xf32>
    %40 = stablehlo.rsqrt %39 : tensor<64x56x56x96xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<64x56x56x96xf32>
    %42 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<64x56x56x96xf32>
    %44 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %45 = stablehlo.add %43, %44 : tensor<64x56x56x96xf32>
    %46 = "stablehlo.dot_general"(%45, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %47 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %48 = stablehlo.add %46, %47 : tensor<64x56x56x384xf32>
    %49 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<64x56x56x384xf32>
    %51 = "chlo.erf"(%50) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %53 = stablehlo.add %51, %52 : tensor<64x56x56x384xf32>
    %54 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<64x56x56x384xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<64x56x56x384xf32>
    %57 = "stablehlo.dot_general"(%56, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %58 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %59 = stablehlo.add %57, %58 : tensor<64x56x56x96xf32>
    %60 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<64x56x56x96xf32>
    %62 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<64x56x56x96xf32>
    %65 = stablehlo.add %64, %22 : tensor<64x56x56x96xf32>
    %66 = "stablehlo.convolution"(%65, %stages.0.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %67 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %68 = stablehlo.add %66, %67 : tensor<64x56x56x96xf32>
    %69 = stablehlo.constant dense<0.0> : tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %71 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %72 = stablehlo.divide %70, %71 : tensor<64x56x56xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<64x56x56x96xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<64x56x56x96xf32>
    %76 = stablehlo.constant dense<0.0> : tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %78 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %79 = stablehlo.divide %77, %78 : tensor<64x56x56xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %81 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %82 = stablehlo.add %80, %81 : tensor<64x56x56x96xf32>
    %83 = stablehlo.rsqrt %82 : tensor<64x56x56x96xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<64x56x56x96xf32>
    %85 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<64x56x56x96xf32>
    %87 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %88 = stablehlo.add %86, %87 : tensor<64x56x56x96xf32>
    %89 = "stablehlo.dot_general"(%88, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %90 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %91 = stablehlo.add %89, %90 : tensor<64x56x56x384xf32>
    %92 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<64x56x56x384xf32>
    %94 = "chlo.erf"(%93) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %95 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %96 = stablehlo.add %94, %95 : tensor<64x56x56x384xf32>
    %97 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<64x56x56x384xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<64x56x56x384xf32>
    %100 = "stablehlo.dot_general"(%99, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %101 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %102 = stablehlo.add %100, %101 : tensor<64x56x56x96xf32>
    %103 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<64x56x56x96xf32>
    %105 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<64x56x56x96xf32>
    %108 = stablehlo.add %107, %65 : tensor<64x56x56x96xf32>
    %109 = "stablehlo.convolution"(%108, %stages.0.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %110 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %111 = stablehlo.add %109, %110 : tensor<64x56x56x96xf32>
    %112 = stablehlo.constant dense<0.0> : tensor<f32>
    %113 = "stablehlo.reduce"(%111, %112) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %114 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %115 = stablehlo.divide %113, %114 : tensor<64x56x56xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<64x56x56x96xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<64x56x56x96xf32>
    %119 = stablehlo.constant dense<0.0> : tensor<f32>
    %120 = "stablehlo.reduce"(%118, %119) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %121 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %122 = stablehlo.divide %120, %121 : tensor<64x56x56xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %124 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %125 = stablehlo.add %123, %124 : tensor<64x56x56x96xf32>
    %126 = stablehlo.rsqrt %125 : tensor<64x56x56x96xf32>
    %127 = stablehlo.multiply %117, %126 : tensor<64x56x56x96xf32>
    %128 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<64x56x56x96xf32>
    %130 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %131 = stablehlo.add %129, %130 : tensor<64x56x56x96xf32>
    %132 = "stablehlo.dot_general"(%131, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %133 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %134 = stablehlo.add %132, %133 : tensor<64x56x56x384xf32>
    %135 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<64x56x56x384xf32>
    %137 = "chlo.erf"(%136) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %138 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %139 = stablehlo.add %137, %138 : tensor<64x56x56x384xf32>
    %140 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %141 = stablehlo.multiply %134, %140 : tensor<64x56x56x384xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<64x56x56x384xf32>
    %143 = "stablehlo.dot_general"(%142, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %144 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %145 = stablehlo.add %143, %144 : tensor<64x56x56x96xf32>
    %146 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<64x56x56x96xf32>
    %148 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<64x56x56x96xf32>
    %151 = stablehlo.add %150, %108 : tensor<64x56x56x96xf32>
    %152 = stablehlo.constant dense<0.0> : tensor<f32>
    %153 = "stablehlo.reduce"(%151, %152) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %154 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %155 = stablehlo.divide %153, %154 : tensor<64x56x56xf32>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %157 = stablehlo.subtract %151, %156 : tensor<64x56x56x96xf32>
    %158 = stablehlo.multiply %157, %157 : tensor<64x56x56x96xf32>
    %159 = stablehlo.constant dense<0.0> : tensor<f32>
    %160 = "stablehlo.reduce"(%158, %159) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %161 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %162 = stablehlo.divide %160, %161 : tensor<64x56x56xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %164 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %165 = stablehlo.add %163, %164 : tensor<64x56x56x96xf32>
    %166 = stablehlo.rsqrt %165 : tensor<64x56x56x96xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<64x56x56x96xf32>
    %168 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<64x56x56x96xf32>
    %170 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %171 = stablehlo.add %169, %170 : tensor<64x56x56x96xf32>
    %172 = "stablehlo.convolution"(%171, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x56x56x96xf32>, tensor<2x2x96x192xf32>) -> tensor<64x28x28x192xf32>
    %173 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %174 = stablehlo.add %172, %173 : tensor<64x28x28x192xf32>
    %175 = "stablehlo.convolution"(%174, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %176 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %177 = stablehlo.add %175, %176 : tensor<64x28x28x192xf32>
    %178 = stablehlo.constant dense<0.0> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %180 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %181 = stablehlo.divide %179, %180 : tensor<64x28x28xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %183 = stablehlo.subtract %177, %182 : tensor<64x28x28x192xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<64x28x28x192xf32>
    %185 = stablehlo.constant dense<0.0> : tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %187 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %188 = stablehlo.divide %186, %187 : tensor<64x28x28xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %190 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %191 = stablehlo.add %189, %190 : tensor<64x28x28x192xf32>
    %192 = stablehlo.rsqrt %191 : tensor<64x28x28x192xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<64x28x28x192xf32>
    %194 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<64x28x28x192xf32>
    %196 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %197 = stablehlo.add %195, %196 : tensor<64x28x28x192xf32>
    %198 = "stablehlo.dot_general"(%197, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %199 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %200 = stablehlo.add %198, %199 : tensor<64x28x28x768xf32>
    %201 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<64x28x28x768xf32>
    %203 = "chlo.erf"(%202) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %204 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %205 = stablehlo.add %203, %204 : tensor<64x28x28x768xf32>
    %206 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<64x28x28x768xf32>
    %208 = stablehlo.multiply %207, %205 : tensor<64x28x28x768xf32>
    %209 = "stablehlo.dot_general"(%208, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %210 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %211 = stablehlo.add %209, %210 : tensor<64x28x28x192xf32>
    %212 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<64x28x28x192xf32>
    %214 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<64x28x28x192xf32>
    %217 = stablehlo.add %216, %174 : tensor<64x28x28x192xf32>
    %218 = "stablehlo.convolution"(%217, %stages.1.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %219 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %220 = stablehlo.add %218, %219 : tensor<64x28x28x192xf32>
    %221 = stablehlo.constant dense<0.0> : tensor<f32>
    %222 = "stablehlo.reduce"(%220, %221) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %223 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %224 = stablehlo.divide %222, %223 : tensor<64x28x28xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %226 = stablehlo.subtract %220, %225 : tensor<64x28x28x192xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<64x28x28x192xf32>
    %228 = stablehlo.constant dense<0.0> : tensor<f32>
    %229 = "stablehlo.reduce"(%227, %228) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %230 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %231 = stablehlo.divide %229, %230 : tensor<64x28x28xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %233 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %234 = stablehlo.add %232, %233 : tensor<64x28x28x192xf32>
    %235 = stablehlo.rsqrt %234 : tensor<64x28x28x192xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<64x28x28x192xf32>
    %237 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<64x28x28x192xf32>
    %239 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %240 = stablehlo.add %238, %239 : tensor<64x28x28x192xf32>
    %241 = "stablehlo.dot_general"(%240, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %242 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %243 = stablehlo.add %241, %242 : tensor<64x28x28x768xf32>
    %244 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<64x28x28x768xf32>
    %246 = "chlo.erf"(%245) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %247 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %248 = stablehlo.add %246, %247 : tensor<64x28x28x768xf32>
    %249 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %250 = stablehlo.multiply %243, %249 : tensor<64x28x28x768xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<64x28x28x768xf32>
    %252 = "stablehlo.dot_general"(%251, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %253 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %254 = stablehlo.add %252, %253 : tensor<64x28x28x192xf32>
    %255 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<64x28x28x192xf32>
    %257 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %259 = stablehlo.multiply %256, %258 : tensor<64x28x28x192xf32>
    %260 = stablehlo.add %259, %217 : tensor<64x28x28x192xf32>
    %261 = "stablehlo.convolution"(%260, %stages.1.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %262 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %263 = stablehlo.add %261, %262 : tensor<64x28x28x192xf32>
    %264 = stablehlo.constant dense<0.0> : tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %266 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %267 = stablehlo.divide %265, %266 : tensor<64x28x28xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %269 = stablehlo.subtract %263, %268 : tensor<64x28x28x192xf32>
    %270 = stablehlo.multiply %269, %269 : tensor<64x28x28x192xf32>
    %271 = stablehlo.constant dense<0.0> : tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %273 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %274 = stablehlo.divide %272, %273 : tensor<64x28x28xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %276 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %277 = stablehlo.add %275, %276 : tensor<64x28x28x192xf32>
    %278 = stablehlo.rsqrt %277 : tensor<64x28x28x192xf32>
    %279 = stablehlo.multiply %269, %278 : tensor<64x28x28x192xf32>
    %280 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<64x28x28x192xf32>
    %282 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %283 = stablehlo.add %281, %282 : tensor<64x28x28x192xf32>
    %284 = "stablehlo.dot_general"(%283, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %285 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %286 = stablehlo.add %284, %285 : tensor<64x28x28x768xf32>
    %287 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<64x28x28x768xf32>
    %289 = "chlo.erf"(%288) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %290 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %291 = stablehlo.add %289, %290 : tensor<64x28x28x768xf32>
    %292 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %293 = stablehlo.multiply %286, %292 : tensor<64x28x28x768xf32>
    %294 = stablehlo.multiply %293, %291 : tensor<64x28x28x768xf32>
    %295 = "stablehlo.dot_general"(%294, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %296 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %297 = stablehlo.add %295, %296 : tensor<64x28x28x192xf32>
    %298 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<64x28x28x192xf32>
    %300 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %302 = stablehlo.multiply %299, %301 : tensor<64x28x28x192xf32>
    %303 = stablehlo.add %302, %260 : tensor<64x28x28x192xf32>
    %304 = stablehlo.constant dense<0.0> : tensor<f32>
    %305 = "stablehlo.reduce"(%303, %304) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %306 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %307 = stablehlo.divide %305, %306 : tensor<64x28x28xf32>
    %308 = "stablehlo.broadcast_in_dim"(%307) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %309 = stablehlo.subtract %303, %308 : tensor<64x28x28x192xf32>
    %310 = stablehlo.multiply %309, %309 : tensor<64x28x28x192xf32>
    %311 = stablehlo.constant dense<0.0> : tensor<f32>
    %312 = "stablehlo.reduce"(%310, %311) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %313 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %314 = stablehlo.divide %312, %313 : tensor<64x28x28xf32>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %316 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %317 = stablehlo.add %315, %316 : tensor<64x28x28x192xf32>
    %318 = stablehlo.rsqrt %317 : tensor<64x28x28x192xf32>
    %319 = stablehlo.multiply %309, %318 : tensor<64x28x28x192xf32>
    %320 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<64x28x28x192xf32>
    %322 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %323 = stablehlo.add %321, %322 : tensor<64x28x28x192xf32>
    %324 = "stablehlo.convolution"(%323, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x28x28x192xf32>, tensor<2x2x192x384xf32>) -> tensor<64x14x14x384xf32>
    %325 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %326 = stablehlo.add %324, %325 : tensor<64x14x14x384xf32>
    %327 = "stablehlo.convolution"(%326, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %328 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %329 = stablehlo.add %327, %328 : tensor<64x14x14x384xf32>
    %330 = stablehlo.constant dense<0.0> : tensor<f32>
    %331 = "stablehlo.reduce"(%329, %330) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %332 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %333 = stablehlo.divide %331, %332 : tensor<64x14x14xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<64x14x14x384xf32>
    %336 = stablehlo.multiply %335, %335 : tensor<64x14x14x384xf32>
    %337 = stablehlo.constant dense<0.0> : tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %339 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %340 = stablehlo.divide %338, %339 : tensor<64x14x14xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %342 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %343 = stablehlo.add %341, %342 : tensor<64x14x14x384xf32>
    %344 = stablehlo.rsqrt %343 : tensor<64x14x14x384xf32>
    %345 = stablehlo.multiply %335, %344 : tensor<64x14x14x384xf32>
    %346 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<64x14x14x384xf32>
    %348 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %349 = stablehlo.add %347, %348 : tensor<64x14x14x384xf32>
    %350 = "stablehlo.dot_general"(%349, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %352 = stablehlo.add %350, %351 : tensor<64x14x14x1536xf32>
    %353 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<64x14x14x1536xf32>
    %355 = "chlo.erf"(%354) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %356 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %357 = stablehlo.add %355, %356 : tensor<64x14x14x1536xf32>
    %358 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %359 = stablehlo.multiply %352, %358 : tensor<64x14x14x1536xf32>
    %360 = stablehlo.multiply %359, %357 : tensor<64x14x14x1536xf32>
    %361 = "stablehlo.dot_general"(%360, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %362 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %363 = stablehlo.add %361, %362 : tensor<64x14x14x384xf32>
    %364 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<64x14x14x384xf32>
    %366 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %368 = stablehlo.multiply %365, %367 : tensor<64x14x14x384xf32>
    %369 = stablehlo.add %368, %326 : tensor<64x14x14x384xf32>
    %370 = "stablehlo.convolution"(%369, %stages.2.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %371 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %372 = stablehlo.add %370, %371 : tensor<64x14x14x384xf32>
    %373 = stablehlo.constant dense<0.0> : tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %375 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %376 = stablehlo.divide %374, %375 : tensor<64x14x14xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<64x14x14x384xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<64x14x14x384xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<f32>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %382 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %383 = stablehlo.divide %381, %382 : tensor<64x14x14xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %385 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %386 = stablehlo.add %384, %385 : tensor<64x14x14x384xf32>
    %387 = stablehlo.rsqrt %386 : tensor<64x14x14x384xf32>
    %388 = stablehlo.multiply %378, %387 : tensor<64x14x14x384xf32>
    %389 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<64x14x14x384xf32>
    %391 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %392 = stablehlo.add %390, %391 : tensor<64x14x14x384xf32>
    %393 = "stablehlo.dot_general"(%392, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %395 = stablehlo.add %393, %394 : tensor<64x14x14x1536xf32>
    %396 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<64x14x14x1536xf32>
    %398 = "chlo.erf"(%397) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %399 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %400 = stablehlo.add %398, %399 : tensor<64x14x14x1536xf32>
    %401 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %402 = stablehlo.multiply %395, %401 : tensor<64x14x14x1536xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<64x14x14x1536xf32>
    %404 = "stablehlo.dot_general"(%403, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %405 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %406 = stablehlo.add %404, %405 : tensor<64x14x14x384xf32>
    %407 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<64x14x14x384xf32>
    %409 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<64x14x14x384xf32>
    %412 = stablehlo.add %411, %369 : tensor<64x14x14x384xf32>
    %413 = "stablehlo.convolution"(%412, %stages.2.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %414 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %415 = stablehlo.add %413, %414 : tensor<64x14x14x384xf32>
    %416 = stablehlo.constant dense<0.0> : tensor<f32>
    %417 = "stablehlo.reduce"(%415, %416) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %418 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %419 = stablehlo.divide %417, %418 : tensor<64x14x14xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<64x14x14x384xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<64x14x14x384xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %425 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %426 = stablehlo.divide %424, %425 : tensor<64x14x14xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %428 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %429 = stablehlo.add %427, %428 : tensor<64x14x14x384xf32>
    %430 = stablehlo.rsqrt %429 : tensor<64x14x14x384xf32>
    %431 = stablehlo.multiply %421, %430 : tensor<64x14x14x384xf32>
    %432 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<64x14x14x384xf32>
    %434 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %435 = stablehlo.add %433, %434 : tensor<64x14x14x384xf32>
    %436 = "stablehlo.dot_general"(%435, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %438 = stablehlo.add %436, %437 : tensor<64x14x14x1536xf32>
    %439 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<64x14x14x1536xf32>
    %441 = "chlo.erf"(%440) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %442 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %443 = stablehlo.add %441, %442 : tensor<64x14x14x1536xf32>
    %444 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %445 = stablehlo.multiply %438, %444 : tensor<64x14x14x1536xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<64x14x14x1536xf32>
    %447 = "stablehlo.dot_general"(%446, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %448 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %449 = stablehlo.add %447, %448 : tensor<64x14x14x384xf32>
    %450 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<64x14x14x384xf32>
    %452 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<64x14x14x384xf32>
    %455 = stablehlo.add %454, %412 : tensor<64x14x14x384xf32>
    %456 = "stablehlo.convolution"(%455, %stages.2.blocks.3.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %457 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %458 = stablehlo.add %456, %457 : tensor<64x14x14x384xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %461 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %462 = stablehlo.divide %460, %461 : tensor<64x14x14xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<64x14x14x384xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<64x14x14x384xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %468 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %469 = stablehlo.divide %467, %468 : tensor<64x14x14xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %471 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %472 = stablehlo.add %470, %471 : tensor<64x14x14x384xf32>
    %473 = stablehlo.rsqrt %472 : tensor<64x14x14x384xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<64x14x14x384xf32>
    %475 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<64x14x14x384xf32>
    %477 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %478 = stablehlo.add %476, %477 : tensor<64x14x14x384xf32>
    %479 = "stablehlo.dot_general"(%478, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %481 = stablehlo.add %479, %480 : tensor<64x14x14x1536xf32>
    %482 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<64x14x14x1536xf32>
    %484 = "chlo.erf"(%483) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %485 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %486 = stablehlo.add %484, %485 : tensor<64x14x14x1536xf32>
    %487 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %488 = stablehlo.multiply %481, %487 : tensor<64x14x14x1536xf32>
    %489 = stablehlo.multiply %488, %486 : tensor<64x14x14x1536xf32>
    %490 = "stablehlo.dot_general"(%489, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %491 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %492 = stablehlo.add %490, %491 : tensor<64x14x14x384xf32>
    %493 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<64x14x14x384xf32>
    %495 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<64x14x14x384xf32>
    %498 = stablehlo.add %497, %455 : tensor<64x14x14x384xf32>
    %499 = "stablehlo.convolution"(%498, %stages.2.blocks.4.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %500 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %501 = stablehlo.add %499, %500 : tensor<64x14x14x384xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<f32>
    %503 = "stablehlo.reduce"(%501, %502) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %504 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %505 = stablehlo.divide %503, %504 : tensor<64x14x14xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %507 = stablehlo.subtract %501, %506 : tensor<64x14x14x384xf32>
    %508 = stablehlo.multiply %507, %507 : tensor<64x14x14x384xf32>
    %509 = stablehlo.constant dense<0.0> : tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %511 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %512 = stablehlo.divide %510, %511 : tensor<64x14x14xf32>
    %513 = "stablehlo.broadcast_in_dim"(%512) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %514 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %515 = stablehlo.add %513, %514 : tensor<64x14x14x384xf32>
    %516 = stablehlo.rsqrt %515 : tensor<64x14x14x384xf32>
    %517 = stablehlo.multiply %507, %516 : tensor<64x14x14x384xf32>
    %518 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<64x14x14x384xf32>
    %520 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %521 = stablehlo.add %519, %520 : tensor<64x14x14x384xf32>
    %522 = "stablehlo.dot_general"(%521, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %523 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %524 = stablehlo.add %522, %523 : tensor<64x14x14x1536xf32>
    %525 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<64x14x14x1536xf32>
    %527 = "chlo.erf"(%526) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %528 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %529 = stablehlo.add %527, %528 : tensor<64x14x14x1536xf32>
    %530 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %531 = stablehlo.multiply %524, %530 : tensor<64x14x14x1536xf32>
    %532 = stablehlo.multiply %531, %529 : tensor<64x14x14x1536xf32>
    %533 = "stablehlo.dot_general"(%532, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %534 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %535 = stablehlo.add %533, %534 : tensor<64x14x14x384xf32>
    %536 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<64x14x14x384xf32>
    %538 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %539 = "stablehlo.broadcast_in_dim"(%538) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %540 = stablehlo.multiply %537, %539 : tensor<64x14x14x384xf32>
    %541 = stablehlo.add %540, %498 : tensor<64x14x14x384xf32>
    %542 = "stablehlo.convolution"(%541, %stages.2.blocks.5.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %543 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %544 = stablehlo.add %542, %543 : tensor<64x14x14x384xf32>
    %545 = stablehlo.constant dense<0.0> : tensor<f32>
    %546 = "stablehlo.reduce"(%544, %545) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %547 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %548 = stablehlo.divide %546, %547 : tensor<64x14x14xf32>
    %549 = "stablehlo.broadcast_in_dim"(%548) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %550 = stablehlo.subtract %544, %549 : tensor<64x14x14x384xf32>
    %551 = stablehlo.multiply %550, %550 : tensor<64x14x14x384xf32>
    %552 = stablehlo.constant dense<0.0> : tensor<f32>
    %553 = "stablehlo.reduce"(%551, %552) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %554 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %555 = stablehlo.divide %553, %554 : tensor<64x14x14xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %557 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %558 = stablehlo.add %556, %557 : tensor<64x14x14x384xf32>
    %559 = stablehlo.rsqrt %558 : tensor<64x14x14x384xf32>
    %560 = stablehlo.multiply %550, %559 : tensor<64x14x14x384xf32>
    %561 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<64x14x14x384xf32>
    %563 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %564 = stablehlo.add %562, %563 : tensor<64x14x14x384xf32>
    %565 = "stablehlo.dot_general"(%564, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %566 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %567 = stablehlo.add %565, %566 : tensor<64x14x14x1536xf32>
    %568 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %569 = stablehlo.multiply %567, %568 : tensor<64x14x14x1536xf32>
    %570 = "chlo.erf"(%569) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %571 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %572 = stablehlo.add %570, %571 : tensor<64x14x14x1536xf32>
    %573 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %574 = stablehlo.multiply %567, %573 : tensor<64x14x14x1536xf32>
    %575 = stablehlo.multiply %574, %572 : tensor<64x14x14x1536xf32>
    %576 = "stablehlo.dot_general"(%575, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %577 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %578 = stablehlo.add %576, %577 : tensor<64x14x14x384xf32>
    %579 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<64x14x14x384xf32>
    %581 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %582 = "stablehlo.broadcast_in_dim"(%581) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %583 = stablehlo.multiply %580, %582 : tensor<64x14x14x384xf32>
    %584 = stablehlo.add %583, %541 : tensor<64x14x14x384xf32>
    %585 = "stablehlo.convolution"(%584, %stages.2.blocks.6.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %586 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %587 = stablehlo.add %585, %586 : tensor<64x14x14x384xf32>
    %588 = stablehlo.constant dense<0.0> : tensor<f32>
    %589 = "stablehlo.reduce"(%587, %588) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %590 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %591 = stablehlo.divide %589, %590 : tensor<64x14x14xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %593 = stablehlo.subtract %587, %592 : tensor<64x14x14x384xf32>
    %594 = stablehlo.multiply %593, %593 : tensor<64x14x14x384xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %597 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %598 = stablehlo.divide %596, %597 : tensor<64x14x14xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %600 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %601 = stablehlo.add %599, %600 : tensor<64x14x14x384xf32>
    %602 = stablehlo.rsqrt %601 : tensor<64x14x14x384xf32>
    %603 = stablehlo.multiply %593, %602 : tensor<64x14x14x384xf32>
    %604 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %605 = stablehlo.multiply %603, %604 : tensor<64x14x14x384xf32>
    %606 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %607 = stablehlo.add %605, %606 : tensor<64x14x14x384xf32>
    %608 = "stablehlo.dot_general"(%607, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %609 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %610 = stablehlo.add %608, %609 : tensor<64x14x14x1536xf32>
    %611 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<64x14x14x1536xf32>
    %613 = "chlo.erf"(%612) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %614 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %615 = stablehlo.add %613, %614 : tensor<64x14x14x1536xf32>
    %616 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %617 = stablehlo.multiply %610, %616 : tensor<64x14x14x1536xf32>
    %618 = stablehlo.multiply %617, %615 : tensor<64x14x14x1536xf32>
    %619 = "stablehlo.dot_general"(%618, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %620 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %621 = stablehlo.add %619, %620 : tensor<64x14x14x384xf32>
    %622 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<64x14x14x384xf32>
    %624 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %626 = stablehlo.multiply %623, %625 : tensor<64x14x14x384xf32>
    %627 = stablehlo.add %626, %584 : tensor<64x14x14x384xf32>
    %628 = "stablehlo.convolution"(%627, %stages.2.blocks.7.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %629 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %630 = stablehlo.add %628, %629 : tensor<64x14x14x384xf32>
    %631 = stablehlo.constant dense<0.0> : tensor<f32>
    %632 = "stablehlo.reduce"(%630, %631) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %633 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %634 = stablehlo.divide %632, %633 : tensor<64x14x14xf32>
    %635 = "stablehlo.broadcast_in_dim"(%634) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %636 = stablehlo.subtract %630, %635 : tensor<64x14x14x384xf32>
    %637 = stablehlo.multiply %636, %636 : tensor<64x14x14x384xf32>
    %638 = stablehlo.constant dense<0.0> : tensor<f32>
    %639 = "stablehlo.reduce"(%637, %638) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %640 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %641 = stablehlo.divide %639, %640 : tensor<64x14x14xf32>
    %642 = "stablehlo.broadcast_in_dim"(%641) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %643 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %644 = stablehlo.add %642, %643 : tensor<64x14x14x384xf32>
    %645 = stablehlo.rsqrt %644 : tensor<64x14x14x384xf32>
    %646 = stablehlo.multiply %636, %645 : tensor<64x14x14x384xf32>
    %647 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<64x14x14x384xf32>
    %649 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %650 = stablehlo.add %648, %649 : tensor<64x14x14x384xf32>
    %651 = "stablehlo.dot_general"(%650, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %652 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %653 = stablehlo.add %651, %652 : tensor<64x14x14x1536xf32>
    %654 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %655 = stablehlo.multiply %653, %654 : tensor<64x14x14x1536xf32>
    %656 = "chlo.erf"(%655) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %657 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %658 = stablehlo.add %656, %657 : tensor<64x14x14x1536xf32>
    %659 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %660 = stablehlo.multiply %653, %659 : tensor<64x14x14x1536xf32>
    %661 = stablehlo.multiply %660, %658 : tensor<64x14x14x1536xf32>
    %662 = "stablehlo.dot_general"(%661, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %663 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %664 = stablehlo.add %662, %663 : tensor<64x14x14x384xf32>
    %665 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<64x14x14x384xf32>
    %667 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %669 = stablehlo.multiply %666, %668 : tensor<64x14x14x384xf32>
    %670 = stablehlo.add %669, %627 : tensor<64x14x14x384xf32>
    %671 = "stablehlo.convolution"(%670, %stages.2.blocks.8.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %672 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %673 = stablehlo.add %671, %672 : tensor<64x14x14x384xf32>
    %674 = stablehlo.constant dense<0.0> : tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %676 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %677 = stablehlo.divide %675, %676 : tensor<64x14x14xf32>
    %678 = "stablehlo.broadcast_in_dim"(%677) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %679 = stablehlo.subtract %673, %678 : tensor<64x14x14x384xf32>
    %680 = stablehlo.multiply %679, %679 : tensor<64x14x14x384xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %683 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %684 = stablehlo.divide %682, %683 : tensor<64x14x14xf32>
    %685 = "stablehlo.broadcast_in_dim"(%684) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %686 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %687 = stablehlo.add %685, %686 : tensor<64x14x14x384xf32>
    %688 = stablehlo.rsqrt %687 : tensor<64x14x14x384xf32>
    %689 = stablehlo.multiply %679, %688 : tensor<64x14x14x384xf32>
    %690 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %691 = stablehlo.multiply %689, %690 : tensor<64x14x14x384xf32>
    %692 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %693 = stablehlo.add %691, %692 : tensor<64x14x14x384xf32>
    %694 = "stablehlo.dot_general"(%693, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %695 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %696 = stablehlo.add %694, %695 : tensor<64x14x14x1536xf32>
    %697 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %698 = stablehlo.multiply %696, %697 : tensor<64x14x14x1536xf32>
    %699 = "chlo.erf"(%698) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %700 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %701 = stablehlo.add %699, %700 : tensor<64x14x14x1536xf32>
    %702 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %703 = stablehlo.multiply %696, %702 : tensor<64x14x14x1536xf32>
    %704 = stablehlo.multiply %703, %701 : tensor<64x14x14x1536xf32>
    %705 = "stablehlo.dot_general"(%704, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %706 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %707 = stablehlo.add %705, %706 : tensor<64x14x14x384xf32>
    %708 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<64x14x14x384xf32>
    %710 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %712 = stablehlo.multiply %709, %711 : tensor<64x14x14x384xf32>
    %713 = stablehlo.add %712, %670 : tensor<64x14x14x384xf32>
    %714 = "stablehlo.convolution"(%713, %stages.2.blocks.9.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %715 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.9.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %716 = stablehlo.add %714, %715 : tensor<64x14x14x384xf32>
    %717 = stablehlo.constant dense<0.0> : tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %719 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %720 = stablehlo.divide %718, %719 : tensor<64x14x14xf32>
    %721 = "stablehlo.broadcast_in_dim"(%720) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %722 = stablehlo.subtract %716, %721 : tensor<64x14x14x384xf32>
    %723 = stablehlo.multiply %722, %722 : tensor<64x14x14x384xf32>
    %724 = stablehlo.constant dense<0.0> : tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %726 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %727 = stablehlo.divide %725, %726 : tensor<64x14x14xf32>
    %728 = "stablehlo.broadcast_in_dim"(%727) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %729 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %730 = stablehlo.add %728, %729 : tensor<64x14x14x384xf32>
    %731 = stablehlo.rsqrt %730 : tensor<64x14x14x384xf32>
    %732 = stablehlo.multiply %722, %731 : tensor<64x14x14x384xf32>
    %733 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.9.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<64x14x14x384xf32>
    %735 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.9.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %736 = stablehlo.add %734, %735 : tensor<64x14x14x384xf32>
    %737 = "stablehlo.dot_general"(%736, %stages.2.blocks.9.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %738 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.9.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %739 = stablehlo.add %737, %738 : tensor<64x14x14x1536xf32>
    %740 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %741 = stablehlo.multiply %739, %740 : tensor<64x14x14x1536xf32>
    %742 = "chlo.erf"(%741) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %743 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %744 = stablehlo.add %742, %743 : tensor<64x14x14x1536xf32>
    %745 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %746 = stablehlo.multiply %739, %745 : tensor<64x14x14x1536xf32>
    %747 = stablehlo.multiply %746, %744 : tensor<64x14x14x1536xf32>
    %748 = "stablehlo.dot_general"(%747, %stages.2.blocks.9.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %749 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.9.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %750 = stablehlo.add %748, %749 : tensor<64x14x14x384xf32>
    %751 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.9.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %752 = stablehlo.multiply %750, %751 : tensor<64x14x14x384xf32>
    %753 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %754 = "stablehlo.broadcast_in_dim"(%753) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %755 = stablehlo.multiply %752, %754 : tensor<64x14x14x384xf32>
    %756 = stablehlo.add %755, %713 : tensor<64x14x14x384xf32>
    %757 = "stablehlo.convolution"(%756, %stages.2.blocks.10.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %758 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.10.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %759 = stablehlo.add %757, %758 : tensor<64x14x14x384xf32>
    %760 = stablehlo.constant dense<0.0> : tensor<f32>
    %761 = "stablehlo.reduce"(%759, %760) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %762 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %763 = stablehlo.divide %761, %762 : tensor<64x14x14xf32>
    %764 = "stablehlo.broadcast_in_dim"(%763) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %765 = stablehlo.subtract %759, %764 : tensor<64x14x14x384xf32>
    %766 = stablehlo.multiply %765, %765 : tensor<64x14x14x384xf32>
    %767 = stablehlo.constant dense<0.0> : tensor<f32>
    %768 = "stablehlo.reduce"(%766, %767) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %769 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %770 = stablehlo.divide %768, %769 : tensor<64x14x14xf32>
    %771 = "stablehlo.broadcast_in_dim"(%770) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %772 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %773 = stablehlo.add %771, %772 : tensor<64x14x14x384xf32>
    %774 = stablehlo.rsqrt %773 : tensor<64x14x14x384xf32>
    %775 = stablehlo.multiply %765, %774 : tensor<64x14x14x384xf32>
    %776 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.10.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %777 = stablehlo.multiply %775, %776 : tensor<64x14x14x384xf32>
    %778 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.10.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %779 = stablehlo.add %777, %778 : tensor<64x14x14x384xf32>
    %780 = "stablehlo.dot_general"(%779, %stages.2.blocks.10.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %781 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.10.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %782 = stablehlo.add %780, %781 : tensor<64x14x14x1536xf32>
    %783 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %784 = stablehlo.multiply %782, %783 : tensor<64x14x14x1536xf32>
    %785 = "chlo.erf"(%784) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %786 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %787 = stablehlo.add %785, %786 : tensor<64x14x14x1536xf32>
    %788 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %789 = stablehlo.multiply %782, %788 : tensor<64x14x14x1536xf32>
    %790 = stablehlo.multiply %789, %787 : tensor<64x14x14x1536xf32>
    %791 = "stablehlo.dot_general"(%790, %stages.2.blocks.10.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %792 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.10.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %793 = stablehlo.add %791, %792 : tensor<64x14x14x384xf32>
    %794 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.10.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %795 = stablehlo.multiply %793, %794 : tensor<64x14x14x384xf32>
    %796 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %797 = "stablehlo.broadcast_in_dim"(%796) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %798 = stablehlo.multiply %795, %797 : tensor<64x14x14x384xf32>
    %799 = stablehlo.add %798, %756 : tensor<64x14x14x384xf32>
    %800 = "stablehlo.convolution"(%799, %stages.2.blocks.11.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %801 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.11.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %802 = stablehlo.add %800, %801 : tensor<64x14x14x384xf32>
    %803 = stablehlo.constant dense<0.0> : tensor<f32>
    %804 = "stablehlo.reduce"(%802, %803) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %805 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %806 = stablehlo.divide %804, %805 : tensor<64x14x14xf32>
    %807 = "stablehlo.broadcast_in_dim"(%806) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %808 = stablehlo.subtract %802, %807 : tensor<64x14x14x384xf32>
    %809 = stablehlo.multiply %808, %808 : tensor<64x14x14x384xf32>
    %810 = stablehlo.constant dense<0.0> : tensor<f32>
    %811 = "stablehlo.reduce"(%809, %810) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %812 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %813 = stablehlo.divide %811, %812 : tensor<64x14x14xf32>
    %814 = "stablehlo.broadcast_in_dim"(%813) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %815 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %816 = stablehlo.add %814, %815 : tensor<64x14x14x384xf32>
    %817 = stablehlo.rsqrt %816 : tensor<64x14x14x384xf32>
    %818 = stablehlo.multiply %808, %817 : tensor<64x14x14x384xf32>
    %819 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.11.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %820 = stablehlo.multiply %818, %819 : tensor<64x14x14x384xf32>
    %821 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.11.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %822 = stablehlo.add %820, %821 : tensor<64x14x14x384xf32>
    %823 = "stablehlo.dot_general"(%822, %stages.2.blocks.11.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %824 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.11.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %825 = stablehlo.add %823, %824 : tensor<64x14x14x1536xf32>
    %826 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %827 = stablehlo.multiply %825, %826 : tensor<64x14x14x1536xf32>
    %828 = "chlo.erf"(%827) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %829 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %830 = stablehlo.add %828, %829 : tensor<64x14x14x1536xf32>
    %831 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %832 = stablehlo.multiply %825, %831 : tensor<64x14x14x1536xf32>
    %833 = stablehlo.multiply %832, %830 : tensor<64x14x14x1536xf32>
    %834 = "stablehlo.dot_general"(%833, %stages.2.blocks.11.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %835 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.11.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %836 = stablehlo.add %834, %835 : tensor<64x14x14x384xf32>
    %837 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.11.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %838 = stablehlo.multiply %836, %837 : tensor<64x14x14x384xf32>
    %839 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %841 = stablehlo.multiply %838, %840 : tensor<64x14x14x384xf32>
    %842 = stablehlo.add %841, %799 : tensor<64x14x14x384xf32>
    %843 = "stablehlo.convolution"(%842, %stages.2.blocks.12.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %844 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.12.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %845 = stablehlo.add %843, %844 : tensor<64x14x14x384xf32>
    %846 = stablehlo.constant dense<0.0> : tensor<f32>
    %847 = "stablehlo.reduce"(%845, %846) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %848 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %849 = stablehlo.divide %847, %848 : tensor<64x14x14xf32>
    %850 = "stablehlo.broadcast_in_dim"(%849) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %851 = stablehlo.subtract %845, %850 : tensor<64x14x14x384xf32>
    %852 = stablehlo.multiply %851, %851 : tensor<64x14x14x384xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %855 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %856 = stablehlo.divide %854, %855 : tensor<64x14x14xf32>
    %857 = "stablehlo.broadcast_in_dim"(%856) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %858 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %859 = stablehlo.add %857, %858 : tensor<64x14x14x384xf32>
    %860 = stablehlo.rsqrt %859 : tensor<64x14x14x384xf32>
    %861 = stablehlo.multiply %851, %860 : tensor<64x14x14x384xf32>
    %862 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.12.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %863 = stablehlo.multiply %861, %862 : tensor<64x14x14x384xf32>
    %864 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.12.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %865 = stablehlo.add %863, %864 : tensor<64x14x14x384xf32>
    %866 = "stablehlo.dot_general"(%865, %stages.2.blocks.12.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %867 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.12.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %868 = stablehlo.add %866, %867 : tensor<64x14x14x1536xf32>
    %869 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %870 = stablehlo.multiply %868, %869 : tensor<64x14x14x1536xf32>
    %871 = "chlo.erf"(%870) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %872 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %873 = stablehlo.add %871, %872 : tensor<64x14x14x1536xf32>
    %874 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %875 = stablehlo.multiply %868, %874 : tensor<64x14x14x1536xf32>
    %876 = stablehlo.multiply %875, %873 : tensor<64x14x14x1536xf32>
    %877 = "stablehlo.dot_general"(%876, %stages.2.blocks.12.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %878 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.12.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %879 = stablehlo.add %877, %878 : tensor<64x14x14x384xf32>
    %880 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.12.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %881 = stablehlo.multiply %879, %880 : tensor<64x14x14x384xf32>
    %882 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 19>, start_indices = array<i64: 0, 18>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %883 = "stablehlo.broadcast_in_dim"(%882) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %884 = stablehlo.multiply %881, %883 : tensor<64x14x14x384xf32>
    %885 = stablehlo.add %884, %842 : tensor<64x14x14x384xf32>
    %886 = "stablehlo.convolution"(%885, %stages.2.blocks.13.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %887 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.13.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %888 = stablehlo.add %886, %887 : tensor<64x14x14x384xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %891 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %892 = stablehlo.divide %890, %891 : tensor<64x14x14xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %894 = stablehlo.subtract %888, %893 : tensor<64x14x14x384xf32>
    %895 = stablehlo.multiply %894, %894 : tensor<64x14x14x384xf32>
    %896 = stablehlo.constant dense<0.0> : tensor<f32>
    %897 = "stablehlo.reduce"(%895, %896) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %898 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %899 = stablehlo.divide %897, %898 : tensor<64x14x14xf32>
    %900 = "stablehlo.broadcast_in_dim"(%899) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %901 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %902 = stablehlo.add %900, %901 : tensor<64x14x14x384xf32>
    %903 = stablehlo.rsqrt %902 : tensor<64x14x14x384xf32>
    %904 = stablehlo.multiply %894, %903 : tensor<64x14x14x384xf32>
    %905 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.13.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<64x14x14x384xf32>
    %907 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.13.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %908 = stablehlo.add %906, %907 : tensor<64x14x14x384xf32>
    %909 = "stablehlo.dot_general"(%908, %stages.2.blocks.13.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %910 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.13.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %911 = stablehlo.add %909, %910 : tensor<64x14x14x1536xf32>
    %912 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %913 = stablehlo.multiply %911, %912 : tensor<64x14x14x1536xf32>
    %914 = "chlo.erf"(%913) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %915 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %916 = stablehlo.add %914, %915 : tensor<64x14x14x1536xf32>
    %917 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %918 = stablehlo.multiply %911, %917 : tensor<64x14x14x1536xf32>
    %919 = stablehlo.multiply %918, %916 : tensor<64x14x14x1536xf32>
    %920 = "stablehlo.dot_general"(%919, %stages.2.blocks.13.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %921 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.13.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %922 = stablehlo.add %920, %921 : tensor<64x14x14x384xf32>
    %923 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.13.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %924 = stablehlo.multiply %922, %923 : tensor<64x14x14x384xf32>
    %925 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 20>, start_indices = array<i64: 0, 19>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %926 = "stablehlo.broadcast_in_dim"(%925) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %927 = stablehlo.multiply %924, %926 : tensor<64x14x14x384xf32>
    %928 = stablehlo.add %927, %885 : tensor<64x14x14x384xf32>
    %929 = "stablehlo.convolution"(%928, %stages.2.blocks.14.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %930 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.14.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %931 = stablehlo.add %929, %930 : tensor<64x14x14x384xf32>
    %932 = stablehlo.constant dense<0.0> : tensor<f32>
    %933 = "stablehlo.reduce"(%931, %932) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %934 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %935 = stablehlo.divide %933, %934 : tensor<64x14x14xf32>
    %936 = "stablehlo.broadcast_in_dim"(%935) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %937 = stablehlo.subtract %931, %936 : tensor<64x14x14x384xf32>
    %938 = stablehlo.multiply %937, %937 : tensor<64x14x14x384xf32>
    %939 = stablehlo.constant dense<0.0> : tensor<f32>
    %940 = "stablehlo.reduce"(%938, %939) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %941 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %942 = stablehlo.divide %940, %941 : tensor<64x14x14xf32>
    %943 = "stablehlo.broadcast_in_dim"(%942) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %944 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %945 = stablehlo.add %943, %944 : tensor<64x14x14x384xf32>
    %946 = stablehlo.rsqrt %945 : tensor<64x14x14x384xf32>
    %947 = stablehlo.multiply %937, %946 : tensor<64x14x14x384xf32>
    %948 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.14.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %949 = stablehlo.multiply %947, %948 : tensor<64x14x14x384xf32>
    %950 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.14.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %951 = stablehlo.add %949, %950 : tensor<64x14x14x384xf32>
    %952 = "stablehlo.dot_general"(%951, %stages.2.blocks.14.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %953 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.14.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %954 = stablehlo.add %952, %953 : tensor<64x14x14x1536xf32>
    %955 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %956 = stablehlo.multiply %954, %955 : tensor<64x14x14x1536xf32>
    %957 = "chlo.erf"(%956) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %958 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %959 = stablehlo.add %957, %958 : tensor<64x14x14x1536xf32>
    %960 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %961 = stablehlo.multiply %954, %960 : tensor<64x14x14x1536xf32>
    %962 = stablehlo.multiply %961, %959 : tensor<64x14x14x1536xf32>
    %963 = "stablehlo.dot_general"(%962, %stages.2.blocks.14.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %964 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.14.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %965 = stablehlo.add %963, %964 : tensor<64x14x14x384xf32>
    %966 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.14.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %967 = stablehlo.multiply %965, %966 : tensor<64x14x14x384xf32>
    %968 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 21>, start_indices = array<i64: 0, 20>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %969 = "stablehlo.broadcast_in_dim"(%968) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %970 = stablehlo.multiply %967, %969 : tensor<64x14x14x384xf32>
    %971 = stablehlo.add %970, %928 : tensor<64x14x14x384xf32>
    %972 = "stablehlo.convolution"(%971, %stages.2.blocks.15.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %973 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.15.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %974 = stablehlo.add %972, %973 : tensor<64x14x14x384xf32>
    %975 = stablehlo.constant dense<0.0> : tensor<f32>
    %976 = "stablehlo.reduce"(%974, %975) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %977 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %978 = stablehlo.divide %976, %977 : tensor<64x14x14xf32>
    %979 = "stablehlo.broadcast_in_dim"(%978) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %980 = stablehlo.subtract %974, %979 : tensor<64x14x14x384xf32>
    %981 = stablehlo.multiply %980, %980 : tensor<64x14x14x384xf32>
    %982 = stablehlo.constant dense<0.0> : tensor<f32>
    %983 = "stablehlo.reduce"(%981, %982) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %984 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %985 = stablehlo.divide %983, %984 : tensor<64x14x14xf32>
    %986 = "stablehlo.broadcast_in_dim"(%985) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %987 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %988 = stablehlo.add %986, %987 : tensor<64x14x14x384xf32>
    %989 = stablehlo.rsqrt %988 : tensor<64x14x14x384xf32>
    %990 = stablehlo.multiply %980, %989 : tensor<64x14x14x384xf32>
    %991 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.15.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %992 = stablehlo.multiply %990, %991 : tensor<64x14x14x384xf32>
    %993 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.15.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %994 = stablehlo.add %992, %993 : tensor<64x14x14x384xf32>
    %995 = "stablehlo.dot_general"(%994, %stages.2.blocks.15.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %996 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.15.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %997 = stablehlo.add %995, %996 : tensor<64x14x14x1536xf32>
    %998 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %999 = stablehlo.multiply %997, %998 : tensor<64x14x14x1536xf32>
    %1000 = "chlo.erf"(%999) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1001 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1002 = stablehlo.add %1000, %1001 : tensor<64x14x14x1536xf32>
    %1003 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1004 = stablehlo.multiply %997, %1003 : tensor<64x14x14x1536xf32>
    %1005 = stablehlo.multiply %1004, %1002 : tensor<64x14x14x1536xf32>
    %1006 = "stablehlo.dot_general"(%1005, %stages.2.blocks.15.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1007 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.15.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1008 = stablehlo.add %1006, %1007 : tensor<64x14x14x384xf32>
    %1009 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.15.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<64x14x14x384xf32>
    %1011 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 22>, start_indices = array<i64: 0, 21>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1013 = stablehlo.multiply %1010, %1012 : tensor<64x14x14x384xf32>
    %1014 = stablehlo.add %1013, %971 : tensor<64x14x14x384xf32>
    %1015 = "stablehlo.convolution"(%1014, %stages.2.blocks.16.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.16.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1017 = stablehlo.add %1015, %1016 : tensor<64x14x14x384xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1017, %1018) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1020 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1021 = stablehlo.divide %1019, %1020 : tensor<64x14x14xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1023 = stablehlo.subtract %1017, %1022 : tensor<64x14x14x384xf32>
    %1024 = stablehlo.multiply %1023, %1023 : tensor<64x14x14x384xf32>
    %1025 = stablehlo.constant dense<0.0> : tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1027 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1028 = stablehlo.divide %1026, %1027 : tensor<64x14x14xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%1028) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1030 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<64x14x14x384xf32>
    %1032 = stablehlo.rsqrt %1031 : tensor<64x14x14x384xf32>
    %1033 = stablehlo.multiply %1023, %1032 : tensor<64x14x14x384xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.16.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1035 = stablehlo.multiply %1033, %1034 : tensor<64x14x14x384xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.16.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1037 = stablehlo.add %1035, %1036 : tensor<64x14x14x384xf32>
    %1038 = "stablehlo.dot_general"(%1037, %stages.2.blocks.16.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1039 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.16.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1040 = stablehlo.add %1038, %1039 : tensor<64x14x14x1536xf32>
    %1041 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1042 = stablehlo.multiply %1040, %1041 : tensor<64x14x14x1536xf32>
    %1043 = "chlo.erf"(%1042) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1044 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1045 = stablehlo.add %1043, %1044 : tensor<64x14x14x1536xf32>
    %1046 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1047 = stablehlo.multiply %1040, %1046 : tensor<64x14x14x1536xf32>
    %1048 = stablehlo.multiply %1047, %1045 : tensor<64x14x14x1536xf32>
    %1049 = "stablehlo.dot_general"(%1048, %stages.2.blocks.16.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.16.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1051 = stablehlo.add %1049, %1050 : tensor<64x14x14x384xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.16.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<64x14x14x384xf32>
    %1054 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 23>, start_indices = array<i64: 0, 22>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1056 = stablehlo.multiply %1053, %1055 : tensor<64x14x14x384xf32>
    %1057 = stablehlo.add %1056, %1014 : tensor<64x14x14x384xf32>
    %1058 = "stablehlo.convolution"(%1057, %stages.2.blocks.17.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1059 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.17.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1060 = stablehlo.add %1058, %1059 : tensor<64x14x14x384xf32>
    %1061 = stablehlo.constant dense<0.0> : tensor<f32>
    %1062 = "stablehlo.reduce"(%1060, %1061) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1063 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1064 = stablehlo.divide %1062, %1063 : tensor<64x14x14xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%1064) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1066 = stablehlo.subtract %1060, %1065 : tensor<64x14x14x384xf32>
    %1067 = stablehlo.multiply %1066, %1066 : tensor<64x14x14x384xf32>
    %1068 = stablehlo.constant dense<0.0> : tensor<f32>
    %1069 = "stablehlo.reduce"(%1067, %1068) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1070 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1071 = stablehlo.divide %1069, %1070 : tensor<64x14x14xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1073 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<64x14x14x384xf32>
    %1075 = stablehlo.rsqrt %1074 : tensor<64x14x14x384xf32>
    %1076 = stablehlo.multiply %1066, %1075 : tensor<64x14x14x384xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.17.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1078 = stablehlo.multiply %1076, %1077 : tensor<64x14x14x384xf32>
    %1079 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.17.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1080 = stablehlo.add %1078, %1079 : tensor<64x14x14x384xf32>
    %1081 = "stablehlo.dot_general"(%1080, %stages.2.blocks.17.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.17.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<64x14x14x1536xf32>
    %1084 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1085 = stablehlo.multiply %1083, %1084 : tensor<64x14x14x1536xf32>
    %1086 = "chlo.erf"(%1085) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1087 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1088 = stablehlo.add %1086, %1087 : tensor<64x14x14x1536xf32>
    %1089 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1090 = stablehlo.multiply %1083, %1089 : tensor<64x14x14x1536xf32>
    %1091 = stablehlo.multiply %1090, %1088 : tensor<64x14x14x1536xf32>
    %1092 = "stablehlo.dot_general"(%1091, %stages.2.blocks.17.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1093 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.17.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1094 = stablehlo.add %1092, %1093 : tensor<64x14x14x384xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.17.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1096 = stablehlo.multiply %1094, %1095 : tensor<64x14x14x384xf32>
    %1097 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 24>, start_indices = array<i64: 0, 23>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1099 = stablehlo.multiply %1096, %1098 : tensor<64x14x14x384xf32>
    %1100 = stablehlo.add %1099, %1057 : tensor<64x14x14x384xf32>
    %1101 = "stablehlo.convolution"(%1100, %stages.2.blocks.18.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1102 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.18.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1103 = stablehlo.add %1101, %1102 : tensor<64x14x14x384xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1106 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<64x14x14xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1109 = stablehlo.subtract %1103, %1108 : tensor<64x14x14x384xf32>
    %1110 = stablehlo.multiply %1109, %1109 : tensor<64x14x14x384xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<f32>
    %1112 = "stablehlo.reduce"(%1110, %1111) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1113 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<64x14x14xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1116 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<64x14x14x384xf32>
    %1118 = stablehlo.rsqrt %1117 : tensor<64x14x14x384xf32>
    %1119 = stablehlo.multiply %1109, %1118 : tensor<64x14x14x384xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.18.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<64x14x14x384xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.18.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<64x14x14x384xf32>
    %1124 = "stablehlo.dot_general"(%1123, %stages.2.blocks.18.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.18.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1126 = stablehlo.add %1124, %1125 : tensor<64x14x14x1536xf32>
    %1127 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1128 = stablehlo.multiply %1126, %1127 : tensor<64x14x14x1536xf32>
    %1129 = "chlo.erf"(%1128) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1130 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1131 = stablehlo.add %1129, %1130 : tensor<64x14x14x1536xf32>
    %1132 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1133 = stablehlo.multiply %1126, %1132 : tensor<64x14x14x1536xf32>
    %1134 = stablehlo.multiply %1133, %1131 : tensor<64x14x14x1536xf32>
    %1135 = "stablehlo.dot_general"(%1134, %stages.2.blocks.18.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.18.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1137 = stablehlo.add %1135, %1136 : tensor<64x14x14x384xf32>
    %1138 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.18.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1139 = stablehlo.multiply %1137, %1138 : tensor<64x14x14x384xf32>
    %1140 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 25>, start_indices = array<i64: 0, 24>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1142 = stablehlo.multiply %1139, %1141 : tensor<64x14x14x384xf32>
    %1143 = stablehlo.add %1142, %1100 : tensor<64x14x14x384xf32>
    %1144 = "stablehlo.convolution"(%1143, %stages.2.blocks.19.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.19.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1146 = stablehlo.add %1144, %1145 : tensor<64x14x14x384xf32>
    %1147 = stablehlo.constant dense<0.0> : tensor<f32>
    %1148 = "stablehlo.reduce"(%1146, %1147) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1149 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1150 = stablehlo.divide %1148, %1149 : tensor<64x14x14xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%1150) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1152 = stablehlo.subtract %1146, %1151 : tensor<64x14x14x384xf32>
    %1153 = stablehlo.multiply %1152, %1152 : tensor<64x14x14x384xf32>
    %1154 = stablehlo.constant dense<0.0> : tensor<f32>
    %1155 = "stablehlo.reduce"(%1153, %1154) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1156 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1157 = stablehlo.divide %1155, %1156 : tensor<64x14x14xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1159 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1160 = stablehlo.add %1158, %1159 : tensor<64x14x14x384xf32>
    %1161 = stablehlo.rsqrt %1160 : tensor<64x14x14x384xf32>
    %1162 = stablehlo.multiply %1152, %1161 : tensor<64x14x14x384xf32>
    %1163 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.19.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1164 = stablehlo.multiply %1162, %1163 : tensor<64x14x14x384xf32>
    %1165 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.19.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1166 = stablehlo.add %1164, %1165 : tensor<64x14x14x384xf32>
    %1167 = "stablehlo.dot_general"(%1166, %stages.2.blocks.19.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1168 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.19.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1169 = stablehlo.add %1167, %1168 : tensor<64x14x14x1536xf32>
    %1170 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1171 = stablehlo.multiply %1169, %1170 : tensor<64x14x14x1536xf32>
    %1172 = "chlo.erf"(%1171) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1173 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1174 = stablehlo.add %1172, %1173 : tensor<64x14x14x1536xf32>
    %1175 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1176 = stablehlo.multiply %1169, %1175 : tensor<64x14x14x1536xf32>
    %1177 = stablehlo.multiply %1176, %1174 : tensor<64x14x14x1536xf32>
    %1178 = "stablehlo.dot_general"(%1177, %stages.2.blocks.19.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1179 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.19.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1180 = stablehlo.add %1178, %1179 : tensor<64x14x14x384xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.19.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1182 = stablehlo.multiply %1180, %1181 : tensor<64x14x14x384xf32>
    %1183 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 26>, start_indices = array<i64: 0, 25>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1185 = stablehlo.multiply %1182, %1184 : tensor<64x14x14x384xf32>
    %1186 = stablehlo.add %1185, %1143 : tensor<64x14x14x384xf32>
    %1187 = "stablehlo.convolution"(%1186, %stages.2.blocks.20.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1188 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.20.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1189 = stablehlo.add %1187, %1188 : tensor<64x14x14x384xf32>
    %1190 = stablehlo.constant dense<0.0> : tensor<f32>
    %1191 = "stablehlo.reduce"(%1189, %1190) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1192 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1193 = stablehlo.divide %1191, %1192 : tensor<64x14x14xf32>
    %1194 = "stablehlo.broadcast_in_dim"(%1193) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1195 = stablehlo.subtract %1189, %1194 : tensor<64x14x14x384xf32>
    %1196 = stablehlo.multiply %1195, %1195 : tensor<64x14x14x384xf32>
    %1197 = stablehlo.constant dense<0.0> : tensor<f32>
    %1198 = "stablehlo.reduce"(%1196, %1197) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1199 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1200 = stablehlo.divide %1198, %1199 : tensor<64x14x14xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1202 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1203 = stablehlo.add %1201, %1202 : tensor<64x14x14x384xf32>
    %1204 = stablehlo.rsqrt %1203 : tensor<64x14x14x384xf32>
    %1205 = stablehlo.multiply %1195, %1204 : tensor<64x14x14x384xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.20.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1207 = stablehlo.multiply %1205, %1206 : tensor<64x14x14x384xf32>
    %1208 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.20.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1209 = stablehlo.add %1207, %1208 : tensor<64x14x14x384xf32>
    %1210 = "stablehlo.dot_general"(%1209, %stages.2.blocks.20.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.20.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1212 = stablehlo.add %1210, %1211 : tensor<64x14x14x1536xf32>
    %1213 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<64x14x14x1536xf32>
    %1215 = "chlo.erf"(%1214) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1216 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1217 = stablehlo.add %1215, %1216 : tensor<64x14x14x1536xf32>
    %1218 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1219 = stablehlo.multiply %1212, %1218 : tensor<64x14x14x1536xf32>
    %1220 = stablehlo.multiply %1219, %1217 : tensor<64x14x14x1536xf32>
    %1221 = "stablehlo.dot_general"(%1220, %stages.2.blocks.20.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.20.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1223 = stablehlo.add %1221, %1222 : tensor<64x14x14x384xf32>
    %1224 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.20.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1225 = stablehlo.multiply %1223, %1224 : tensor<64x14x14x384xf32>
    %1226 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 27>, start_indices = array<i64: 0, 26>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1228 = stablehlo.multiply %1225, %1227 : tensor<64x14x14x384xf32>
    %1229 = stablehlo.add %1228, %1186 : tensor<64x14x14x384xf32>
    %1230 = "stablehlo.convolution"(%1229, %stages.2.blocks.21.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1231 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.21.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1232 = stablehlo.add %1230, %1231 : tensor<64x14x14x384xf32>
    %1233 = stablehlo.constant dense<0.0> : tensor<f32>
    %1234 = "stablehlo.reduce"(%1232, %1233) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1235 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1236 = stablehlo.divide %1234, %1235 : tensor<64x14x14xf32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1238 = stablehlo.subtract %1232, %1237 : tensor<64x14x14x384xf32>
    %1239 = stablehlo.multiply %1238, %1238 : tensor<64x14x14x384xf32>
    %1240 = stablehlo.constant dense<0.0> : tensor<f32>
    %1241 = "stablehlo.reduce"(%1239, %1240) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1242 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1243 = stablehlo.divide %1241, %1242 : tensor<64x14x14xf32>
    %1244 = "stablehlo.broadcast_in_dim"(%1243) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1245 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1246 = stablehlo.add %1244, %1245 : tensor<64x14x14x384xf32>
    %1247 = stablehlo.rsqrt %1246 : tensor<64x14x14x384xf32>
    %1248 = stablehlo.multiply %1238, %1247 : tensor<64x14x14x384xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.21.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1250 = stablehlo.multiply %1248, %1249 : tensor<64x14x14x384xf32>
    %1251 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.21.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1252 = stablehlo.add %1250, %1251 : tensor<64x14x14x384xf32>
    %1253 = "stablehlo.dot_general"(%1252, %stages.2.blocks.21.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1254 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.21.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1255 = stablehlo.add %1253, %1254 : tensor<64x14x14x1536xf32>
    %1256 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1257 = stablehlo.multiply %1255, %1256 : tensor<64x14x14x1536xf32>
    %1258 = "chlo.erf"(%1257) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1259 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1260 = stablehlo.add %1258, %1259 : tensor<64x14x14x1536xf32>
    %1261 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1262 = stablehlo.multiply %1255, %1261 : tensor<64x14x14x1536xf32>
    %1263 = stablehlo.multiply %1262, %1260 : tensor<64x14x14x1536xf32>
    %1264 = "stablehlo.dot_general"(%1263, %stages.2.blocks.21.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.21.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1266 = stablehlo.add %1264, %1265 : tensor<64x14x14x384xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.21.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1268 = stablehlo.multiply %1266, %1267 : tensor<64x14x14x384xf32>
    %1269 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 28>, start_indices = array<i64: 0, 27>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1270 = "stablehlo.broadcast_in_dim"(%1269) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1271 = stablehlo.multiply %1268, %1270 : tensor<64x14x14x384xf32>
    %1272 = stablehlo.add %1271, %1229 : tensor<64x14x14x384xf32>
    %1273 = "stablehlo.convolution"(%1272, %stages.2.blocks.22.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.22.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1275 = stablehlo.add %1273, %1274 : tensor<64x14x14x384xf32>
    %1276 = stablehlo.constant dense<0.0> : tensor<f32>
    %1277 = "stablehlo.reduce"(%1275, %1276) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1278 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1279 = stablehlo.divide %1277, %1278 : tensor<64x14x14xf32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1281 = stablehlo.subtract %1275, %1280 : tensor<64x14x14x384xf32>
    %1282 = stablehlo.multiply %1281, %1281 : tensor<64x14x14x384xf32>
    %1283 = stablehlo.constant dense<0.0> : tensor<f32>
    %1284 = "stablehlo.reduce"(%1282, %1283) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1285 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1286 = stablehlo.divide %1284, %1285 : tensor<64x14x14xf32>
    %1287 = "stablehlo.broadcast_in_dim"(%1286) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1288 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1289 = stablehlo.add %1287, %1288 : tensor<64x14x14x384xf32>
    %1290 = stablehlo.rsqrt %1289 : tensor<64x14x14x384xf32>
    %1291 = stablehlo.multiply %1281, %1290 : tensor<64x14x14x384xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.22.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1293 = stablehlo.multiply %1291, %1292 : tensor<64x14x14x384xf32>
    %1294 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.22.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1295 = stablehlo.add %1293, %1294 : tensor<64x14x14x384xf32>
    %1296 = "stablehlo.dot_general"(%1295, %stages.2.blocks.22.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.22.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1298 = stablehlo.add %1296, %1297 : tensor<64x14x14x1536xf32>
    %1299 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1300 = stablehlo.multiply %1298, %1299 : tensor<64x14x14x1536xf32>
    %1301 = "chlo.erf"(%1300) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1302 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1303 = stablehlo.add %1301, %1302 : tensor<64x14x14x1536xf32>
    %1304 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1305 = stablehlo.multiply %1298, %1304 : tensor<64x14x14x1536xf32>
    %1306 = stablehlo.multiply %1305, %1303 : tensor<64x14x14x1536xf32>
    %1307 = "stablehlo.dot_general"(%1306, %stages.2.blocks.22.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1308 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.22.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1309 = stablehlo.add %1307, %1308 : tensor<64x14x14x384xf32>
    %1310 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.22.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1311 = stablehlo.multiply %1309, %1310 : tensor<64x14x14x384xf32>
    %1312 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 29>, start_indices = array<i64: 0, 28>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1314 = stablehlo.multiply %1311, %1313 : tensor<64x14x14x384xf32>
    %1315 = stablehlo.add %1314, %1272 : tensor<64x14x14x384xf32>
    %1316 = "stablehlo.convolution"(%1315, %stages.2.blocks.23.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.23.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1318 = stablehlo.add %1316, %1317 : tensor<64x14x14x384xf32>
    %1319 = stablehlo.constant dense<0.0> : tensor<f32>
    %1320 = "stablehlo.reduce"(%1318, %1319) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1321 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1322 = stablehlo.divide %1320, %1321 : tensor<64x14x14xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%1322) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1324 = stablehlo.subtract %1318, %1323 : tensor<64x14x14x384xf32>
    %1325 = stablehlo.multiply %1324, %1324 : tensor<64x14x14x384xf32>
    %1326 = stablehlo.constant dense<0.0> : tensor<f32>
    %1327 = "stablehlo.reduce"(%1325, %1326) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1328 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1329 = stablehlo.divide %1327, %1328 : tensor<64x14x14xf32>
    %1330 = "stablehlo.broadcast_in_dim"(%1329) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1331 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1332 = stablehlo.add %1330, %1331 : tensor<64x14x14x384xf32>
    %1333 = stablehlo.rsqrt %1332 : tensor<64x14x14x384xf32>
    %1334 = stablehlo.multiply %1324, %1333 : tensor<64x14x14x384xf32>
    %1335 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.23.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1336 = stablehlo.multiply %1334, %1335 : tensor<64x14x14x384xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.23.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1338 = stablehlo.add %1336, %1337 : tensor<64x14x14x384xf32>
    %1339 = "stablehlo.dot_general"(%1338, %stages.2.blocks.23.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1340 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.23.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1341 = stablehlo.add %1339, %1340 : tensor<64x14x14x1536xf32>
    %1342 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1343 = stablehlo.multiply %1341, %1342 : tensor<64x14x14x1536xf32>
    %1344 = "chlo.erf"(%1343) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1345 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1346 = stablehlo.add %1344, %1345 : tensor<64x14x14x1536xf32>
    %1347 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1348 = stablehlo.multiply %1341, %1347 : tensor<64x14x14x1536xf32>
    %1349 = stablehlo.multiply %1348, %1346 : tensor<64x14x14x1536xf32>
    %1350 = "stablehlo.dot_general"(%1349, %stages.2.blocks.23.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.23.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1352 = stablehlo.add %1350, %1351 : tensor<64x14x14x384xf32>
    %1353 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.23.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1354 = stablehlo.multiply %1352, %1353 : tensor<64x14x14x384xf32>
    %1355 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 30>, start_indices = array<i64: 0, 29>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1357 = stablehlo.multiply %1354, %1356 : tensor<64x14x14x384xf32>
    %1358 = stablehlo.add %1357, %1315 : tensor<64x14x14x384xf32>
    %1359 = "stablehlo.convolution"(%1358, %stages.2.blocks.24.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1360 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.24.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1361 = stablehlo.add %1359, %1360 : tensor<64x14x14x384xf32>
    %1362 = stablehlo.constant dense<0.0> : tensor<f32>
    %1363 = "stablehlo.reduce"(%1361, %1362) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1364 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1365 = stablehlo.divide %1363, %1364 : tensor<64x14x14xf32>
    %1366 = "stablehlo.broadcast_in_dim"(%1365) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1367 = stablehlo.subtract %1361, %1366 : tensor<64x14x14x384xf32>
    %1368 = stablehlo.multiply %1367, %1367 : tensor<64x14x14x384xf32>
    %1369 = stablehlo.constant dense<0.0> : tensor<f32>
    %1370 = "stablehlo.reduce"(%1368, %1369) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1371 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1372 = stablehlo.divide %1370, %1371 : tensor<64x14x14xf32>
    %1373 = "stablehlo.broadcast_in_dim"(%1372) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1374 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1375 = stablehlo.add %1373, %1374 : tensor<64x14x14x384xf32>
    %1376 = stablehlo.rsqrt %1375 : tensor<64x14x14x384xf32>
    %1377 = stablehlo.multiply %1367, %1376 : tensor<64x14x14x384xf32>
    %1378 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.24.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1379 = stablehlo.multiply %1377, %1378 : tensor<64x14x14x384xf32>
    %1380 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.24.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<64x14x14x384xf32>
    %1382 = "stablehlo.dot_general"(%1381, %stages.2.blocks.24.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1383 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.24.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1384 = stablehlo.add %1382, %1383 : tensor<64x14x14x1536xf32>
    %1385 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1386 = stablehlo.multiply %1384, %1385 : tensor<64x14x14x1536xf32>
    %1387 = "chlo.erf"(%1386) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1388 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1389 = stablehlo.add %1387, %1388 : tensor<64x14x14x1536xf32>
    %1390 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1391 = stablehlo.multiply %1384, %1390 : tensor<64x14x14x1536xf32>
    %1392 = stablehlo.multiply %1391, %1389 : tensor<64x14x14x1536xf32>
    %1393 = "stablehlo.dot_general"(%1392, %stages.2.blocks.24.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.24.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1395 = stablehlo.add %1393, %1394 : tensor<64x14x14x384xf32>
    %1396 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.24.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1397 = stablehlo.multiply %1395, %1396 : tensor<64x14x14x384xf32>
    %1398 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 31>, start_indices = array<i64: 0, 30>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1400 = stablehlo.multiply %1397, %1399 : tensor<64x14x14x384xf32>
    %1401 = stablehlo.add %1400, %1358 : tensor<64x14x14x384xf32>
    %1402 = "stablehlo.convolution"(%1401, %stages.2.blocks.25.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1403 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.25.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1404 = stablehlo.add %1402, %1403 : tensor<64x14x14x384xf32>
    %1405 = stablehlo.constant dense<0.0> : tensor<f32>
    %1406 = "stablehlo.reduce"(%1404, %1405) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1407 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1408 = stablehlo.divide %1406, %1407 : tensor<64x14x14xf32>
    %1409 = "stablehlo.broadcast_in_dim"(%1408) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1410 = stablehlo.subtract %1404, %1409 : tensor<64x14x14x384xf32>
    %1411 = stablehlo.multiply %1410, %1410 : tensor<64x14x14x384xf32>
    %1412 = stablehlo.constant dense<0.0> : tensor<f32>
    %1413 = "stablehlo.reduce"(%1411, %1412) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1414 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1415 = stablehlo.divide %1413, %1414 : tensor<64x14x14xf32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1417 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1418 = stablehlo.add %1416, %1417 : tensor<64x14x14x384xf32>
    %1419 = stablehlo.rsqrt %1418 : tensor<64x14x14x384xf32>
    %1420 = stablehlo.multiply %1410, %1419 : tensor<64x14x14x384xf32>
    %1421 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.25.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1422 = stablehlo.multiply %1420, %1421 : tensor<64x14x14x384xf32>
    %1423 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.25.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1424 = stablehlo.add %1422, %1423 : tensor<64x14x14x384xf32>
    %1425 = "stablehlo.dot_general"(%1424, %stages.2.blocks.25.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1426 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.25.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1427 = stablehlo.add %1425, %1426 : tensor<64x14x14x1536xf32>
    %1428 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1429 = stablehlo.multiply %1427, %1428 : tensor<64x14x14x1536xf32>
    %1430 = "chlo.erf"(%1429) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1431 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1432 = stablehlo.add %1430, %1431 : tensor<64x14x14x1536xf32>
    %1433 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1434 = stablehlo.multiply %1427, %1433 : tensor<64x14x14x1536xf32>
    %1435 = stablehlo.multiply %1434, %1432 : tensor<64x14x14x1536xf32>
    %1436 = "stablehlo.dot_general"(%1435, %stages.2.blocks.25.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.25.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1438 = stablehlo.add %1436, %1437 : tensor<64x14x14x384xf32>
    %1439 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.25.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1440 = stablehlo.multiply %1438, %1439 : tensor<64x14x14x384xf32>
    %1441 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 32>, start_indices = array<i64: 0, 31>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1442 = "stablehlo.broadcast_in_dim"(%1441) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1443 = stablehlo.multiply %1440, %1442 : tensor<64x14x14x384xf32>
    %1444 = stablehlo.add %1443, %1401 : tensor<64x14x14x384xf32>
    %1445 = "stablehlo.convolution"(%1444, %stages.2.blocks.26.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1446 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.26.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1447 = stablehlo.add %1445, %1446 : tensor<64x14x14x384xf32>
    %1448 = stablehlo.constant dense<0.0> : tensor<f32>
    %1449 = "stablehlo.reduce"(%1447, %1448) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1450 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1451 = stablehlo.divide %1449, %1450 : tensor<64x14x14xf32>
    %1452 = "stablehlo.broadcast_in_dim"(%1451) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1453 = stablehlo.subtract %1447, %1452 : tensor<64x14x14x384xf32>
    %1454 = stablehlo.multiply %1453, %1453 : tensor<64x14x14x384xf32>
    %1455 = stablehlo.constant dense<0.0> : tensor<f32>
    %1456 = "stablehlo.reduce"(%1454, %1455) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1457 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1458 = stablehlo.divide %1456, %1457 : tensor<64x14x14xf32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1460 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1461 = stablehlo.add %1459, %1460 : tensor<64x14x14x384xf32>
    %1462 = stablehlo.rsqrt %1461 : tensor<64x14x14x384xf32>
    %1463 = stablehlo.multiply %1453, %1462 : tensor<64x14x14x384xf32>
    %1464 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.26.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1465 = stablehlo.multiply %1463, %1464 : tensor<64x14x14x384xf32>
    %1466 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.26.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1467 = stablehlo.add %1465, %1466 : tensor<64x14x14x384xf32>
    %1468 = "stablehlo.dot_general"(%1467, %stages.2.blocks.26.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.26.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %1470 = stablehlo.add %1468, %1469 : tensor<64x14x14x1536xf32>
    %1471 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %1472 = stablehlo.multiply %1470, %1471 : tensor<64x14x14x1536xf32>
    %1473 = "chlo.erf"(%1472) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %1474 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %1475 = stablehlo.add %1473, %1474 : tensor<64x14x14x1536xf32>
    %1476 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1477 = stablehlo.multiply %1470, %1476 : tensor<64x14x14x1536xf32>
    %1478 = stablehlo.multiply %1477, %1475 : tensor<64x14x14x1536xf32>
    %1479 = "stablehlo.dot_general"(%1478, %stages.2.blocks.26.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %1480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.26.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1481 = stablehlo.add %1479, %1480 : tensor<64x14x14x384xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.26.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1483 = stablehlo.multiply %1481, %1482 : tensor<64x14x14x384xf32>
    %1484 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 33>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1485 = "stablehlo.broadcast_in_dim"(%1484) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %1486 = stablehlo.multiply %1483, %1485 : tensor<64x14x14x384xf32>
    %1487 = stablehlo.add %1486, %1444 : tensor<64x14x14x384xf32>
    %1488 = stablehlo.constant dense<0.0> : tensor<f32>
    %1489 = "stablehlo.reduce"(%1487, %1488) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1490 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1491 = stablehlo.divide %1489, %1490 : tensor<64x14x14xf32>
    %1492 = "stablehlo.broadcast_in_dim"(%1491) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1493 = stablehlo.subtract %1487, %1492 : tensor<64x14x14x384xf32>
    %1494 = stablehlo.multiply %1493, %1493 : tensor<64x14x14x384xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1497 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1498 = stablehlo.divide %1496, %1497 : tensor<64x14x14xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1500 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<64x14x14x384xf32>
    %1502 = stablehlo.rsqrt %1501 : tensor<64x14x14x384xf32>
    %1503 = stablehlo.multiply %1493, %1502 : tensor<64x14x14x384xf32>
    %1504 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1505 = stablehlo.multiply %1503, %1504 : tensor<64x14x14x384xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<64x14x14x384xf32>
    %1508 = "stablehlo.convolution"(%1507, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x14x14x384xf32>, tensor<2x2x384x768xf32>) -> tensor<64x7x7x768xf32>
    %1509 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1510 = stablehlo.add %1508, %1509 : tensor<64x7x7x768xf32>
    %1511 = "stablehlo.convolution"(%1510, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1513 = stablehlo.add %1511, %1512 : tensor<64x7x7x768xf32>
    %1514 = stablehlo.constant dense<0.0> : tensor<f32>
    %1515 = "stablehlo.reduce"(%1513, %1514) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1516 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1517 = stablehlo.divide %1515, %1516 : tensor<64x7x7xf32>
    %1518 = "stablehlo.broadcast_in_dim"(%1517) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1519 = stablehlo.subtract %1513, %1518 : tensor<64x7x7x768xf32>
    %1520 = stablehlo.multiply %1519, %1519 : tensor<64x7x7x768xf32>
    %1521 = stablehlo.constant dense<0.0> : tensor<f32>
    %1522 = "stablehlo.reduce"(%1520, %1521) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1523 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1524 = stablehlo.divide %1522, %1523 : tensor<64x7x7xf32>
    %1525 = "stablehlo.broadcast_in_dim"(%1524) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1526 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %1527 = stablehlo.add %1525, %1526 : tensor<64x7x7x768xf32>
    %1528 = stablehlo.rsqrt %1527 : tensor<64x7x7x768xf32>
    %1529 = stablehlo.multiply %1519, %1528 : tensor<64x7x7x768xf32>
    %1530 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1531 = stablehlo.multiply %1529, %1530 : tensor<64x7x7x768xf32>
    %1532 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1533 = stablehlo.add %1531, %1532 : tensor<64x7x7x768xf32>
    %1534 = "stablehlo.dot_general"(%1533, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %1535 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %1536 = stablehlo.add %1534, %1535 : tensor<64x7x7x3072xf32>
    %1537 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %1538 = stablehlo.multiply %1536, %1537 : tensor<64x7x7x3072xf32>
    %1539 = "chlo.erf"(%1538) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %1540 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %1541 = stablehlo.add %1539, %1540 : tensor<64x7x7x3072xf32>
    %1542 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1543 = stablehlo.multiply %1536, %1542 : tensor<64x7x7x3072xf32>
    %1544 = stablehlo.multiply %1543, %1541 : tensor<64x7x7x3072xf32>
    %1545 = "stablehlo.dot_general"(%1544, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %1546 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1547 = stablehlo.add %1545, %1546 : tensor<64x7x7x768xf32>
    %1548 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1549 = stablehlo.multiply %1547, %1548 : tensor<64x7x7x768xf32>
    %1550 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 34>, start_indices = array<i64: 0, 33>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1551 = "stablehlo.broadcast_in_dim"(%1550) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %1552 = stablehlo.multiply %1549, %1551 : tensor<64x7x7x768xf32>
    %1553 = stablehlo.add %1552, %1510 : tensor<64x7x7x768xf32>
    %1554 = "stablehlo.convolution"(%1553, %stages.3.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1555 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1556 = stablehlo.add %1554, %1555 : tensor<64x7x7x768xf32>
    %1557 = stablehlo.constant dense<0.0> : tensor<f32>
    %1558 = "stablehlo.reduce"(%1556, %1557) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1559 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1560 = stablehlo.divide %1558, %1559 : tensor<64x7x7xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1562 = stablehlo.subtract %1556, %1561 : tensor<64x7x7x768xf32>
    %1563 = stablehlo.multiply %1562, %1562 : tensor<64x7x7x768xf32>
    %1564 = stablehlo.constant dense<0.0> : tensor<f32>
    %1565 = "stablehlo.reduce"(%1563, %1564) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1566 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1567 = stablehlo.divide %1565, %1566 : tensor<64x7x7xf32>
    %1568 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1569 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %1570 = stablehlo.add %1568, %1569 : tensor<64x7x7x768xf32>
    %1571 = stablehlo.rsqrt %1570 : tensor<64x7x7x768xf32>
    %1572 = stablehlo.multiply %1562, %1571 : tensor<64x7x7x768xf32>
    %1573 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<64x7x7x768xf32>
    %1575 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1576 = stablehlo.add %1574, %1575 : tensor<64x7x7x768xf32>
    %1577 = "stablehlo.dot_general"(%1576, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %1579 = stablehlo.add %1577, %1578 : tensor<64x7x7x3072xf32>
    %1580 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %1581 = stablehlo.multiply %1579, %1580 : tensor<64x7x7x3072xf32>
    %1582 = "chlo.erf"(%1581) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %1583 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %1584 = stablehlo.add %1582, %1583 : tensor<64x7x7x3072xf32>
    %1585 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1586 = stablehlo.multiply %1579, %1585 : tensor<64x7x7x3072xf32>
    %1587 = stablehlo.multiply %1586, %1584 : tensor<64x7x7x3072xf32>
    %1588 = "stablehlo.dot_general"(%1587, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %1589 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1590 = stablehlo.add %1588, %1589 : tensor<64x7x7x768xf32>
    %1591 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1592 = stablehlo.multiply %1590, %1591 : tensor<64x7x7x768xf32>
    %1593 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 35>, start_indices = array<i64: 0, 34>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1594 = "stablehlo.broadcast_in_dim"(%1593) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %1595 = stablehlo.multiply %1592, %1594 : tensor<64x7x7x768xf32>
    %1596 = stablehlo.add %1595, %1553 : tensor<64x7x7x768xf32>
    %1597 = "stablehlo.convolution"(%1596, %stages.3.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1598 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1599 = stablehlo.add %1597, %1598 : tensor<64x7x7x768xf32>
    %1600 = stablehlo.constant dense<0.0> : tensor<f32>
    %1601 = "stablehlo.reduce"(%1599, %1600) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1602 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1603 = stablehlo.divide %1601, %1602 : tensor<64x7x7xf32>
    %1604 = "stablehlo.broadcast_in_dim"(%1603) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1605 = stablehlo.subtract %1599, %1604 : tensor<64x7x7x768xf32>
    %1606 = stablehlo.multiply %1605, %1605 : tensor<64x7x7x768xf32>
    %1607 = stablehlo.constant dense<0.0> : tensor<f32>
    %1608 = "stablehlo.reduce"(%1606, %1607) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1609 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1610 = stablehlo.divide %1608, %1609 : tensor<64x7x7xf32>
    %1611 = "stablehlo.broadcast_in_dim"(%1610) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1612 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %1613 = stablehlo.add %1611, %1612 : tensor<64x7x7x768xf32>
    %1614 = stablehlo.rsqrt %1613 : tensor<64x7x7x768xf32>
    %1615 = stablehlo.multiply %1605, %1614 : tensor<64x7x7x768xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1617 = stablehlo.multiply %1615, %1616 : tensor<64x7x7x768xf32>
    %1618 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<64x7x7x768xf32>
    %1620 = "stablehlo.dot_general"(%1619, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %1622 = stablehlo.add %1620, %1621 : tensor<64x7x7x3072xf32>
    %1623 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %1624 = stablehlo.multiply %1622, %1623 : tensor<64x7x7x3072xf32>
    %1625 = "chlo.erf"(%1624) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %1626 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %1627 = stablehlo.add %1625, %1626 : tensor<64x7x7x3072xf32>
    %1628 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1629 = stablehlo.multiply %1622, %1628 : tensor<64x7x7x3072xf32>
    %1630 = stablehlo.multiply %1629, %1627 : tensor<64x7x7x3072xf32>
    %1631 = "stablehlo.dot_general"(%1630, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %1632 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1633 = stablehlo.add %1631, %1632 : tensor<64x7x7x768xf32>
    %1634 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %1635 = stablehlo.multiply %1633, %1634 : tensor<64x7x7x768xf32>
    %1636 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 36>, start_indices = array<i64: 0, 35>, strides = array<i64: 1, 1>} : (tensor<64x36xf32>) -> tensor<64x1xf32>
    %1637 = "stablehlo.broadcast_in_dim"(%1636) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %1638 = stablehlo.multiply %1635, %1637 : tensor<64x7x7x768xf32>
    %1639 = stablehlo.add %1638, %1596 : tensor<64x7x7x768xf32>
    %1640 = stablehlo.constant dense<0.0> : tensor<f32>
    %1641 = "stablehlo.reduce"(%1639, %1640) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x768xf32>
    %1642 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %1643 = stablehlo.divide %1641, %1642 : tensor<64x768xf32>
    %1644 = stablehlo.constant dense<0.0> : tensor<f32>
    %1645 = "stablehlo.reduce"(%1643, %1644) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1646 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %1647 = stablehlo.divide %1645, %1646 : tensor<64xf32>
    %1648 = "stablehlo.broadcast_in_dim"(%1647) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %1649 = stablehlo.subtract %1643, %1648 : tensor<64x768xf32>
    %1650 = stablehlo.multiply %1649, %1649 : tensor<64x768xf32>
    %1651 = stablehlo.constant dense<0.0> : tensor<f32>
    %1652 = "stablehlo.reduce"(%1650, %1651) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1653 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %1654 = stablehlo.divide %1652, %1653 : tensor<64xf32>
    %1655 = "stablehlo.broadcast_in_dim"(%1654) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %1656 = stablehlo.constant dense<1.0e-06> : tensor<64x768xf32>
    %1657 = stablehlo.add %1655, %1656 : tensor<64x768xf32>
    %1658 = stablehlo.rsqrt %1657 : tensor<64x768xf32>
    %1659 = stablehlo.multiply %1649, %1658 : tensor<64x768xf32>
    %1660 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %1661 = stablehlo.multiply %1659, %1660 : tensor<64x768xf32>
    %1662 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %1663 = stablehlo.add %1661, %1662 : tensor<64x768xf32>
    %1664 = "stablehlo.dot_general"(%1663, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<768x1000xf32>) -> tensor<64x1000xf32>
    %1665 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<64x1000xf32>
    %1666 = stablehlo.add %1664, %1665 : tensor<64x1000xf32>
    "func.return"(%1666) : (tensor<64x1000xf32>) -> ()
  }
}

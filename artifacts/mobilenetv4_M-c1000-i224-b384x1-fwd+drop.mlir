// hlocert 0.1.0 render: mobilenetv4_M-c1000-i224-b384x1-fwd+drop
// model: MobileNetV4-Conv-M  classes: 1000  image: 224  batch per replica: 384  replicas: 1
// variant: fwd+drop
// lowerings: depthwise convolution (the default on xla-gpu, iree-gpu); pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// arguments: x 384x224x224x3; params (233 tensors, 9,715,512 scalars); state (154 tensors, 67,904 scalars); drop_mask 384x1298
// results: logits 384x1000
// content sha256: 8e7f47bb6410f4be6da526ad1d77da102247f89b4ee7ca4eeeeb5664dc8a5742
module @mobilenetv4_M_c1000_i224_b384x1_fwd_drop {
  func.func public @main(%x: tensor<384x224x224x3xf32>, %conv_stem.w: tensor<3x3x3x32xf32>, %bn1.g: tensor<32xf32>, %bn1.b: tensor<32xf32>, %blocks.0.0.conv_exp.w: tensor<3x3x32x128xf32>, %blocks.0.0.bn1.g: tensor<128xf32>, %blocks.0.0.bn1.b: tensor<128xf32>, %blocks.0.0.conv_pwl.w: tensor<1x1x128x48xf32>, %blocks.0.0.bn2.g: tensor<48xf32>, %blocks.0.0.bn2.b: tensor<48xf32>, %blocks.1.0.dw_start.conv.w: tensor<3x3x1x48xf32>, %blocks.1.0.dw_start.bn.g: tensor<48xf32>, %blocks.1.0.dw_start.bn.b: tensor<48xf32>, %blocks.1.0.pw_exp.conv.w: tensor<1x1x48x192xf32>, %blocks.1.0.pw_exp.bn.g: tensor<192xf32>, %blocks.1.0.pw_exp.bn.b: tensor<192xf32>, %blocks.1.0.dw_mid.conv.w: tensor<5x5x1x192xf32>, %blocks.1.0.dw_mid.bn.g: tensor<192xf32>, %blocks.1.0.dw_mid.bn.b: tensor<192xf32>, %blocks.1.0.pw_proj.conv.w: tensor<1x1x192x80xf32>, %blocks.1.0.pw_proj.bn.g: tensor<80xf32>, %blocks.1.0.pw_proj.bn.b: tensor<80xf32>, %blocks.1.1.dw_start.conv.w: tensor<3x3x1x80xf32>, %blocks.1.1.dw_start.bn.g: tensor<80xf32>, %blocks.1.1.dw_start.bn.b: tensor<80xf32>, %blocks.1.1.pw_exp.conv.w: tensor<1x1x80x160xf32>, %blocks.1.1.pw_exp.bn.g: tensor<160xf32>, %blocks.1.1.pw_exp.bn.b: tensor<160xf32>, %blocks.1.1.dw_mid.conv.w: tensor<3x3x1x160xf32>, %blocks.1.1.dw_mid.bn.g: tensor<160xf32>, %blocks.1.1.dw_mid.bn.b: tensor<160xf32>, %blocks.1.1.pw_proj.conv.w: tensor<1x1x160x80xf32>, %blocks.1.1.pw_proj.bn.g: tensor<80xf32>, %blocks.1.1.pw_proj.bn.b: tensor<80xf32>, %blocks.2.0.dw_start.conv.w: tensor<3x3x1x80xf32>, %blocks.2.0.dw_start.bn.g: tensor<80xf32>, %blocks.2.0.dw_start.bn.b: tensor<80xf32>, %blocks.2.0.pw_exp.conv.w: tensor<1x1x80x480xf32>, %blocks.2.0.pw_exp.bn.g: tensor<480xf32>, %blocks.2.0.pw_exp.bn.b: tensor<480xf32>, %blocks.2.0.dw_mid.conv.w: tensor<5x5x1x480xf32>, %blocks.2.0.dw_mid.bn.g: tensor<480xf32>, %blocks.2.0.dw_mid.bn.b: tensor<480xf32>, %blocks.2.0.pw_proj.conv.w: tensor<1x1x480x160xf32>, %blocks.2.0.pw_proj.bn.g: tensor<160xf32>, %blocks.2.0.pw_proj.bn.b: tensor<160xf32>, %blocks.2.1.dw_start.conv.w: tensor<3x3x1x160xf32>, %blocks.2.1.dw_start.bn.g: tensor<160xf32>, %blocks.2.1.dw_start.bn.b: tensor<160xf32>, %blocks.2.1.pw_exp.conv.w: tensor<1x1x160x640xf32>, %blocks.2.1.pw_exp.bn.g: tensor<640xf32>, %blocks.2.1.pw_exp.bn.b: tensor<640xf32>, %blocks.2.1.dw_mid.conv.w: tensor<3x3x1x640xf32>, %blocks.2.1.dw_mid.bn.g: tensor<640xf32>, %blocks.2.1.dw_mid.bn.b: tensor<640xf32>, %blocks.2.1.pw_proj.conv.w: tensor<1x1x640x160xf32>, %blocks.2.1.pw_proj.bn.g: tensor<160xf32>, %blocks.2.1.pw_proj.bn.b: tensor<160xf32>, %blocks.2.2.dw_start.conv.w: tensor<3x3x1x160xf32>, %blocks.2.2.dw_start.bn.g: tensor<160xf32>, %blocks.2.2.dw_start.bn.b: tensor<160xf32>, %blocks.2.2.pw_exp.conv.w: tensor<1x1x160x640xf32>, %blocks.2.2.pw_exp.bn.g: tensor<640xf32>, %blocks.2.2.pw_exp.bn.b: tensor<640xf32>, %blocks.2.2.dw_mid.conv.w: tensor<3x3x1x640xf32>, %blocks.2.2.dw_mid.bn.g: tensor<640xf32>, %blocks.2.2.dw_mid.bn.b: tensor<640xf32>, %blocks.2.2.pw_proj.conv.w: tensor<1x1x640x160xf32>, %blocks.2.2.pw_proj.bn.g: tensor<160xf32>, %blocks.2.2.pw_proj.bn.b: tensor<160xf32>, %blocks.2.3.dw_start.conv.w: tensor<3x3x1x160xf32>, %blocks.2.3.dw_start.bn.g: tensor<160xf32>, %blocks.2.3.dw_start.bn.b: tensor<160xf32>, %blocks.2.3.pw_exp.conv.w: tensor<1x1x160x640xf32>, %blocks.2.3.pw_exp.bn.g: tensor<640xf32>, %blocks.2.3.pw_exp.bn.b: tensor<640xf32>, %blocks.2.3.dw_mid.conv.w: tensor<5x5x1x640xf32>, %blocks.2.3.dw_mid.bn.g: tensor<640xf32>, %blocks.2.3.dw_mid.bn.b: tensor<640xf32>, %blocks.2.3.pw_proj.conv.w: tensor<1x1x640x160xf32>, %blocks.2.3.pw_proj.bn.g: tensor<160xf32>, %blocks.2.3.pw_proj.bn.b: tensor<160xf32>, %blocks.2.4.dw_start.conv.w: tensor<3x3x1x160xf32>, %blocks.2.4.dw_start.bn.g: tensor<160xf32>, %blocks.2.4.dw_start.bn.b: tensor<160xf32>, %blocks.2.4.pw_exp.conv.w: tensor<1x1x160x640xf32>, %blocks.2.4.pw_exp.bn.g: tensor<640xf32>, %blocks.2.4.pw_exp.bn.b: tensor<640xf32>, %blocks.2.4.dw_mid.conv.w: tensor<3x3x1x640xf32>, %blocks.2.4.dw_mid.bn.g: tensor<640xf32>, %blocks.2.4.dw_mid.bn.b: tensor<640xf32>, %blocks.2.4.pw_proj.conv.w: tensor<1x1x640x160xf32>, %blocks.2.4.pw_proj.bn.g: tensor<160xf32>, %blocks.2.4.pw_proj.bn.b: tensor<160xf32>, %blocks.2.5.dw_start.conv.w: tensor<3x3x1x160xf32>, %blocks.2.5.dw_start.bn.g: tensor<160xf32>, %blocks.2.5.dw_start.bn.b: tensor<160xf32>, %blocks.2.5.pw_exp.conv.w: tensor<1x1x160x640xf32>, %blocks.2.5.pw_exp.bn.g: tensor<640xf32>, %blocks.2.5.pw_exp.bn.b: tensor<640xf32>, %blocks.2.5.pw_proj.conv.w: tensor<1x1x640x160xf32>, %blocks.2.5.pw_proj.bn.g: tensor<160xf32>, %blocks.2.5.pw_proj.bn.b: tensor<160xf32>, %blocks.2.6.pw_exp.conv.w: tensor<1x1x160x320xf32>, %blocks.2.6.pw_exp.bn.g: tensor<320xf32>, %blocks.2.6.pw_exp.bn.b: tensor<320xf32>, %blocks.2.6.pw_proj.conv.w: tensor<1x1x320x160xf32>, %blocks.2.6.pw_proj.bn.g: tensor<160xf32>, %blocks.2.6.pw_proj.bn.b: tensor<160xf32>, %blocks.2.7.dw_start.conv.w: tensor<3x3x1x160xf32>, %blocks.2.7.dw_start.bn.g: tensor<160xf32>, %blocks.2.7.dw_start.bn.b: tensor<160xf32>, %blocks.2.7.pw_exp.conv.w: tensor<1x1x160x640xf32>, %blocks.2.7.pw_exp.bn.g: tensor<640xf32>, %blocks.2.7.pw_exp.bn.b: tensor<640xf32>, %blocks.2.7.pw_proj.conv.w: tensor<1x1x640x160xf32>, %blocks.2.7.pw_proj.bn.g: tensor<160xf32>, %blocks.2.7.pw_proj.bn.b: tensor<160xf32>, %blocks.3.0.dw_start.conv.w: tensor<5x5x1x160xf32>, %blocks.3.0.dw_start.bn.g: tensor<160xf32>, %blocks.3.0.dw_start.bn.b: tensor<160xf32>, %blocks.3.0.pw_exp.conv.w: tensor<1x1x160x960xf32>, %blocks.3.0.pw_exp.bn.g: tensor<960xf32>, %blocks.3.0.pw_exp.bn.b: tensor<960xf32>, %blocks.3.0.dw_mid.conv.w: tensor<5x5x1x960xf32>, %blocks.3.0.dw_mid.bn.g: tensor<960xf32>, %blocks.3.0.dw_mid.bn.b: tensor<960xf32>, %blocks.3.0.pw_proj.conv.w: tensor<1x1x960x256xf32>, %blocks.3.0.pw_proj.bn.g: tensor<256xf32>, %blocks.3.0.pw_proj.bn.b: tensor<256xf32>, %blocks.3.1.dw_start.conv.w: tensor<5x5x1x256xf32>, %blocks.3.1.dw_start.bn.g: tensor<256xf32>, %blocks.3.1.dw_start.bn.b: tensor<256xf32>, %blocks.3.1.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.1.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.1.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.1.dw_mid.conv.w: tensor<5x5x1x1024xf32>, %blocks.3.1.dw_mid.bn.g: tensor<1024xf32>, %blocks.3.1.dw_mid.bn.b: tensor<1024xf32>, %blocks.3.1.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.1.pw_proj.bn.g: tensor<256xf32>, %blocks.3.1.pw_proj.bn.b: tensor<256xf32>, %blocks.3.2.dw_start.conv.w: tensor<3x3x1x256xf32>, %blocks.3.2.dw_start.bn.g: tensor<256xf32>, %blocks.3.2.dw_start.bn.b: tensor<256xf32>, %blocks.3.2.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.2.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.2.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.2.dw_mid.conv.w: tensor<5x5x1x1024xf32>, %blocks.3.2.dw_mid.bn.g: tensor<1024xf32>, %blocks.3.2.dw_mid.bn.b: tensor<1024xf32>, %blocks.3.2.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.2.pw_proj.bn.g: tensor<256xf32>, %blocks.3.2.pw_proj.bn.b: tensor<256xf32>, %blocks.3.3.dw_start.conv.w: tensor<3x3x1x256xf32>, %blocks.3.3.dw_start.bn.g: tensor<256xf32>, %blocks.3.3.dw_start.bn.b: tensor<256xf32>, %blocks.3.3.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.3.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.3.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.3.dw_mid.conv.w: tensor<5x5x1x1024xf32>, %blocks.3.3.dw_mid.bn.g: tensor<1024xf32>, %blocks.3.3.dw_mid.bn.b: tensor<1024xf32>, %blocks.3.3.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.3.pw_proj.bn.g: tensor<256xf32>, %blocks.3.3.pw_proj.bn.b: tensor<256xf32>, %blocks.3.4.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.4.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.4.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.4.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.4.pw_proj.bn.g: tensor<256xf32>, %blocks.3.4.pw_proj.bn.b: tensor<256xf32>, %blocks.3.5.dw_start.conv.w: tensor<3x3x1x256xf32>, %blocks.3.5.dw_start.bn.g: tensor<256xf32>, %blocks.3.5.dw_start.bn.b: tensor<256xf32>, %blocks.3.5.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.5.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.5.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.5.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.5.pw_proj.bn.g: tensor<256xf32>, %blocks.3.5.pw_proj.bn.b: tensor<256xf32>, %blocks.3.6.dw_start.conv.w: tensor<3x3x1x256xf32>, %blocks.3.6.dw_start.bn.g: tensor<256xf32>, %blocks.3.6.dw_start.bn.b: tensor<256xf32>, %blocks.3.6.pw_exp.conv.w: tensor<1x1x256x512xf32>, %blocks.3.6.pw_exp.bn.g: tensor<512xf32>, %blocks.3.6.pw_exp.bn.b: tensor<512xf32>, %blocks.3.6.dw_mid.conv.w: tensor<5x5x1x512xf32>, %blocks.3.6.dw_mid.bn.g: tensor<512xf32>, %blocks.3.6.dw_mid.bn.b: tensor<512xf32>, %blocks.3.6.pw_proj.conv.w: tensor<1x1x512x256xf32>, %blocks.3.6.pw_proj.bn.g: tensor<256xf32>, %blocks.3.6.pw_proj.bn.b: tensor<256xf32>, %blocks.3.7.dw_start.conv.w: tensor<5x5x1x256xf32>, %blocks.3.7.dw_start.bn.g: tensor<256xf32>, %blocks.3.7.dw_start.bn.b: tensor<256xf32>, %blocks.3.7.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.7.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.7.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.7.dw_mid.conv.w: tensor<5x5x1x1024xf32>, %blocks.3.7.dw_mid.bn.g: tensor<1024xf32>, %blocks.3.7.dw_mid.bn.b: tensor<1024xf32>, %blocks.3.7.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.7.pw_proj.bn.g: tensor<256xf32>, %blocks.3.7.pw_proj.bn.b: tensor<256xf32>, %blocks.3.8.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.8.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.8.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.8.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.8.pw_proj.bn.g: tensor<256xf32>, %blocks.3.8.pw_proj.bn.b: tensor<256xf32>, %blocks.3.9.pw_exp.conv.w: tensor<1x1x256x1024xf32>, %blocks.3.9.pw_exp.bn.g: tensor<1024xf32>, %blocks.3.9.pw_exp.bn.b: tensor<1024xf32>, %blocks.3.9.pw_proj.conv.w: tensor<1x1x1024x256xf32>, %blocks.3.9.pw_proj.bn.g: tensor<256xf32>, %blocks.3.9.pw_proj.bn.b: tensor<256xf32>, %blocks.3.10.dw_start.conv.w: tensor<5x5x1x256xf32>, %blocks.3.10.dw_start.bn.g: tensor<256xf32>, %blocks.3.10.dw_start.bn.b: tensor<256xf32>, %blocks.3.10.pw_exp.conv.w: tensor<1x1x256x512xf32>, %blocks.3.10.pw_exp.bn.g: tensor<512xf32>, %blocks.3.10.pw_exp.bn.b: tensor<512xf32>, %blocks.3.10.pw_proj.conv.w: tensor<1x1x512x256xf32>, %blocks.3.10.pw_proj.bn.g: tensor<256xf32>, %blocks.3.10.pw_proj.bn.b: tensor<256xf32>, %blocks.4.0.conv.w: tensor<1x1x256x960xf32>, %blocks.4.0.bn1.g: tensor<960xf32>, %blocks.4.0.bn1.b: tensor<960xf32>, %conv_head.w: tensor<1x1x960x1280xf32>, %norm_head.g: tensor<1280xf32>, %norm_head.b: tensor<1280xf32>, %classifier.w: tensor<1280x1000xf32>, %classifier.b: tensor<1000xf32>, %bn1.running_mean: tensor<32xf32>, %bn1.running_var: tensor<32xf32>, %blocks.0.0.bn1.running_mean: tensor<128xf32>, %blocks.0.0.bn1.running_var: tensor<128xf32>, %blocks.0.0.bn2.running_mean: tensor<48xf32>, %blocks.0.0.bn2.running_var: tensor<48xf32>, %blocks.1.0.dw_start.bn.running_mean: tensor<48xf32>, %blocks.1.0.dw_start.bn.running_var: tensor<48xf32>, %blocks.1.0.pw_exp.bn.running_mean: tensor<192xf32>, %blocks.1.0.pw_exp.bn.running_var: tensor<192xf32>, %blocks.1.0.dw_mid.bn.running_mean: tensor<192xf32>, %blocks.1.0.dw_mid.bn.running_var: tensor<192xf32>, %blocks.1.0.pw_proj.bn.running_mean: tensor<80xf32>, %blocks.1.0.pw_proj.bn.running_var: tensor<80xf32>, %blocks.1.1.dw_start.bn.running_mean: tensor<80xf32>, %blocks.1.1.dw_start.bn.running_var: tensor<80xf32>, %blocks.1.1.pw_exp.bn.running_mean: tensor<160xf32>, %blocks.1.1.pw_exp.bn.running_var: tensor<160xf32>, %blocks.1.1.dw_mid.bn.running_mean: tensor<160xf32>, %blocks.1.1.dw_mid.bn.running_var: tensor<160xf32>, %blocks.1.1.pw_proj.bn.running_mean: tensor<80xf32>, %blocks.1.1.pw_proj.bn.running_var: tensor<80xf32>, %blocks.2.0.dw_start.bn.running_mean: tensor<80xf32>, %blocks.2.0.dw_start.bn.running_var: tensor<80xf32>, %blocks.2.0.pw_exp.bn.running_mean: tensor<480xf32>, %blocks.2.0.pw_exp.bn.running_var: tensor<480xf32>, %blocks.2.0.dw_mid.bn.running_mean: tensor<480xf32>, %blocks.2.0.dw_mid.bn.running_var: tensor<480xf32>, %blocks.2.0.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.0.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.1.dw_start.bn.running_mean: tensor<160xf32>, %blocks.2.1.dw_start.bn.running_var: tensor<160xf32>, %blocks.2.1.pw_exp.bn.running_mean: tensor<640xf32>, %blocks.2.1.pw_exp.bn.running_var: tensor<640xf32>, %blocks.2.1.dw_mid.bn.running_mean: tensor<640xf32>, %blocks.2.1.dw_mid.bn.running_var: tensor<640xf32>, %blocks.2.1.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.1.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.2.dw_start.bn.running_mean: tensor<160xf32>, %blocks.2.2.dw_start.bn.running_var: tensor<160xf32>, %blocks.2.2.pw_exp.bn.running_mean: tensor<640xf32>, %blocks.2.2.pw_exp.bn.running_var: tensor<640xf32>, %blocks.2.2.dw_mid.bn.running_mean: tensor<640xf32>, %blocks.2.2.dw_mid.bn.running_var: tensor<640xf32>, %blocks.2.2.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.2.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.3.dw_start.bn.running_mean: tensor<160xf32>, %blocks.2.3.dw_start.bn.running_var: tensor<160xf32>, %blocks.2.3.pw_exp.bn.running_mean: tensor<640xf32>, %blocks.2.3.pw_exp.bn.running_var: tensor<640xf32>, %blocks.2.3.dw_mid.bn.running_mean: tensor<640xf32>, %blocks.2.3.dw_mid.bn.running_var: tensor<640xf32>, %blocks.2.3.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.3.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.4.dw_start.bn.running_mean: tensor<160xf32>, %blocks.2.4.dw_start.bn.running_var: tensor<160xf32>, %blocks.2.4.pw_exp.bn.running_mean: tensor<640xf32>, %blocks.2.4.pw_exp.bn.running_var: tensor<640xf32>, %blocks.2.4.dw_mid.bn.running_mean: tensor<640xf32>, %blocks.2.4.dw_mid.bn.running_var: tensor<640xf32>, %blocks.2.4.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.4.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.5.dw_start.bn.running_mean: tensor<160xf32>, %blocks.2.5.dw_start.bn.running_var: tensor<160xf32>, %blocks.2.5.pw_exp.bn.running_mean: tensor<640xf32>, %blocks.2.5.pw_exp.bn.running_var: tensor<640xf32>, %blocks.2.5.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.5.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.6.pw_exp.bn.running_mean: tensor<320xf32>, %blocks.2.6.pw_exp.bn.running_var: tensor<320xf32>, %blocks.2.6.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.6.pw_proj.bn.running_var: tensor<160xf32>, %blocks.2.7.dw_start.bn.running_mean: tensor<160xf32>, %blocks.2.7.dw_start.bn.running_var: tensor<160xf32>, %blocks.2.7.pw_exp.bn.running_mean: tensor<640xf32>, %blocks.2.7.pw_exp.bn.running_var: tensor<640xf32>, %blocks.2.7.pw_proj.bn.running_mean: tensor<160xf32>, %blocks.2.7.pw_proj.bn.running_var: tensor<160xf32>, %blocks.3.0.dw_start.bn.running_mean: tensor<160xf32>, %blocks.3.0.dw_start.bn.running_var: tensor<160xf32>, %blocks.3.0.pw_exp.bn.running_mean: tensor<960xf32>, %blocks.3.0.pw_exp.bn.running_var: tensor<960xf32>, %blocks.3.0.dw_mid.bn.running_mean: tensor<960xf32>, %blocks.3.0.dw_mid.bn.running_var: tensor<960xf32>, %blocks.3.0.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.0.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.1.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.1.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.1.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.1.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.1.dw_mid.bn.running_mean: tensor<1024xf32>, %blocks.3.1.dw_mid.bn.running_var: tensor<1024xf32>, %blocks.3.1.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.1.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.2.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.2.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.2.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.2.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.2.dw_mid.bn.running_mean: tensor<1024xf32>, %blocks.3.2.dw_mid.bn.running_var: tensor<1024xf32>, %blocks.3.2.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.2.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.3.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.3.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.3.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.3.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.3.dw_mid.bn.running_mean: tensor<1024xf32>, %blocks.3.3.dw_mid.bn.running_var: tensor<1024xf32>, %blocks.3.3.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.3.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.4.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.4.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.4.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.4.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.5.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.5.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.5.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.5.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.5.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.5.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.6.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.6.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.6.pw_exp.bn.running_mean: tensor<512xf32>, %blocks.3.6.pw_exp.bn.running_var: tensor<512xf32>, %blocks.3.6.dw_mid.bn.running_mean: tensor<512xf32>, %blocks.3.6.dw_mid.bn.running_var: tensor<512xf32>, %blocks.3.6.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.6.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.7.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.7.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.7.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.7.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.7.dw_mid.bn.running_mean: tensor<1024xf32>, %blocks.3.7.dw_mid.bn.running_var: tensor<1024xf32>, %blocks.3.7.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.7.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.8.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.8.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.8.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.8.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.9.pw_exp.bn.running_mean: tensor<1024xf32>, %blocks.3.9.pw_exp.bn.running_var: tensor<1024xf32>, %blocks.3.9.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.9.pw_proj.bn.running_var: tensor<256xf32>, %blocks.3.10.dw_start.bn.running_mean: tensor<256xf32>, %blocks.3.10.dw_start.bn.running_var: tensor<256xf32>, %blocks.3.10.pw_exp.bn.running_mean: tensor<512xf32>, %blocks.3.10.pw_exp.bn.running_var: tensor<512xf32>, %blocks.3.10.pw_proj.bn.running_mean: tensor<256xf32>, %blocks.3.10.pw_proj.bn.running_var: tensor<256xf32>, %blocks.4.0.bn1.running_mean: tensor<960xf32>, %blocks.4.0.bn1.running_var: tensor<960xf32>, %norm_head.running_mean: tensor<1280xf32>, %norm_head.running_var: tensor<1280xf32>, %drop_mask: tensor<384x1298xf32>) -> (tensor<384x1000xf32>) {
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
    %14 = "stablehlo.convolution"(%13, %blocks.0.0.conv_exp.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x112x112x32xf32>, tensor<3x3x32x128xf32>) -> tensor<384x56x56x128xf32>
    %15 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %16 = stablehlo.add %blocks.0.0.bn1.running_var, %15 : tensor<128xf32>
    %17 = stablehlo.rsqrt %16 : tensor<128xf32>
    %18 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<384x56x56x128xf32>
    %19 = stablehlo.subtract %14, %18 : tensor<384x56x56x128xf32>
    %20 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<384x56x56x128xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<384x56x56x128xf32>
    %22 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<384x56x56x128xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<384x56x56x128xf32>
    %24 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<384x56x56x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<384x56x56x128xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<384x56x56x128xf32>
    %27 = stablehlo.maximum %25, %26 : tensor<384x56x56x128xf32>
    %28 = "stablehlo.convolution"(%27, %blocks.0.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x128xf32>, tensor<1x1x128x48xf32>) -> tensor<384x56x56x48xf32>
    %29 = stablehlo.constant dense<1.0e-05> : tensor<48xf32>
    %30 = stablehlo.add %blocks.0.0.bn2.running_var, %29 : tensor<48xf32>
    %31 = stablehlo.rsqrt %30 : tensor<48xf32>
    %32 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %33 = stablehlo.subtract %28, %32 : tensor<384x56x56x48xf32>
    %34 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<384x56x56x48xf32>
    %36 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<384x56x56x48xf32>
    %38 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %39 = stablehlo.add %37, %38 : tensor<384x56x56x48xf32>
    %40 = "stablehlo.convolution"(%39, %blocks.1.0.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 48 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x48xf32>, tensor<3x3x1x48xf32>) -> tensor<384x56x56x48xf32>
    %41 = stablehlo.constant dense<1.0e-05> : tensor<48xf32>
    %42 = stablehlo.add %blocks.1.0.dw_start.bn.running_var, %41 : tensor<48xf32>
    %43 = stablehlo.rsqrt %42 : tensor<48xf32>
    %44 = "stablehlo.broadcast_in_dim"(%blocks.1.0.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %45 = stablehlo.subtract %40, %44 : tensor<384x56x56x48xf32>
    %46 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<384x56x56x48xf32>
    %48 = "stablehlo.broadcast_in_dim"(%blocks.1.0.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<384x56x56x48xf32>
    %50 = "stablehlo.broadcast_in_dim"(%blocks.1.0.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<48xf32>) -> tensor<384x56x56x48xf32>
    %51 = stablehlo.add %49, %50 : tensor<384x56x56x48xf32>
    %52 = "stablehlo.convolution"(%51, %blocks.1.0.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x48xf32>, tensor<1x1x48x192xf32>) -> tensor<384x56x56x192xf32>
    %53 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %54 = stablehlo.add %blocks.1.0.pw_exp.bn.running_var, %53 : tensor<192xf32>
    %55 = stablehlo.rsqrt %54 : tensor<192xf32>
    %56 = "stablehlo.broadcast_in_dim"(%blocks.1.0.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x56x56x192xf32>
    %57 = stablehlo.subtract %52, %56 : tensor<384x56x56x192xf32>
    %58 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x56x56x192xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<384x56x56x192xf32>
    %60 = "stablehlo.broadcast_in_dim"(%blocks.1.0.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x56x56x192xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<384x56x56x192xf32>
    %62 = "stablehlo.broadcast_in_dim"(%blocks.1.0.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x56x56x192xf32>
    %63 = stablehlo.add %61, %62 : tensor<384x56x56x192xf32>
    %64 = stablehlo.constant dense<0.0> : tensor<384x56x56x192xf32>
    %65 = stablehlo.maximum %63, %64 : tensor<384x56x56x192xf32>
    %66 = "stablehlo.convolution"(%65, %blocks.1.0.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x56x56x192xf32>, tensor<5x5x1x192xf32>) -> tensor<384x28x28x192xf32>
    %67 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %68 = stablehlo.add %blocks.1.0.dw_mid.bn.running_var, %67 : tensor<192xf32>
    %69 = stablehlo.rsqrt %68 : tensor<192xf32>
    %70 = "stablehlo.broadcast_in_dim"(%blocks.1.0.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %71 = stablehlo.subtract %66, %70 : tensor<384x28x28x192xf32>
    %72 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<384x28x28x192xf32>
    %74 = "stablehlo.broadcast_in_dim"(%blocks.1.0.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<384x28x28x192xf32>
    %76 = "stablehlo.broadcast_in_dim"(%blocks.1.0.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %77 = stablehlo.add %75, %76 : tensor<384x28x28x192xf32>
    %78 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %79 = stablehlo.maximum %77, %78 : tensor<384x28x28x192xf32>
    %80 = "stablehlo.convolution"(%79, %blocks.1.0.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x192x80xf32>) -> tensor<384x28x28x80xf32>
    %81 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %82 = stablehlo.add %blocks.1.0.pw_proj.bn.running_var, %81 : tensor<80xf32>
    %83 = stablehlo.rsqrt %82 : tensor<80xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.1.0.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %85 = stablehlo.subtract %80, %84 : tensor<384x28x28x80xf32>
    %86 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<384x28x28x80xf32>
    %88 = "stablehlo.broadcast_in_dim"(%blocks.1.0.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<384x28x28x80xf32>
    %90 = "stablehlo.broadcast_in_dim"(%blocks.1.0.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %91 = stablehlo.add %89, %90 : tensor<384x28x28x80xf32>
    %92 = "stablehlo.convolution"(%91, %blocks.1.1.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x80xf32>, tensor<3x3x1x80xf32>) -> tensor<384x28x28x80xf32>
    %93 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %94 = stablehlo.add %blocks.1.1.dw_start.bn.running_var, %93 : tensor<80xf32>
    %95 = stablehlo.rsqrt %94 : tensor<80xf32>
    %96 = "stablehlo.broadcast_in_dim"(%blocks.1.1.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %97 = stablehlo.subtract %92, %96 : tensor<384x28x28x80xf32>
    %98 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<384x28x28x80xf32>
    %100 = "stablehlo.broadcast_in_dim"(%blocks.1.1.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<384x28x28x80xf32>
    %102 = "stablehlo.broadcast_in_dim"(%blocks.1.1.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %103 = stablehlo.add %101, %102 : tensor<384x28x28x80xf32>
    %104 = "stablehlo.convolution"(%103, %blocks.1.1.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x80xf32>, tensor<1x1x80x160xf32>) -> tensor<384x28x28x160xf32>
    %105 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %106 = stablehlo.add %blocks.1.1.pw_exp.bn.running_var, %105 : tensor<160xf32>
    %107 = stablehlo.rsqrt %106 : tensor<160xf32>
    %108 = "stablehlo.broadcast_in_dim"(%blocks.1.1.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %109 = stablehlo.subtract %104, %108 : tensor<384x28x28x160xf32>
    %110 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<384x28x28x160xf32>
    %112 = "stablehlo.broadcast_in_dim"(%blocks.1.1.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<384x28x28x160xf32>
    %114 = "stablehlo.broadcast_in_dim"(%blocks.1.1.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %115 = stablehlo.add %113, %114 : tensor<384x28x28x160xf32>
    %116 = stablehlo.constant dense<0.0> : tensor<384x28x28x160xf32>
    %117 = stablehlo.maximum %115, %116 : tensor<384x28x28x160xf32>
    %118 = "stablehlo.convolution"(%117, %blocks.1.1.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x28x28x160xf32>
    %119 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %120 = stablehlo.add %blocks.1.1.dw_mid.bn.running_var, %119 : tensor<160xf32>
    %121 = stablehlo.rsqrt %120 : tensor<160xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.1.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %123 = stablehlo.subtract %118, %122 : tensor<384x28x28x160xf32>
    %124 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<384x28x28x160xf32>
    %126 = "stablehlo.broadcast_in_dim"(%blocks.1.1.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<384x28x28x160xf32>
    %128 = "stablehlo.broadcast_in_dim"(%blocks.1.1.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x28x28x160xf32>
    %129 = stablehlo.add %127, %128 : tensor<384x28x28x160xf32>
    %130 = stablehlo.constant dense<0.0> : tensor<384x28x28x160xf32>
    %131 = stablehlo.maximum %129, %130 : tensor<384x28x28x160xf32>
    %132 = "stablehlo.convolution"(%131, %blocks.1.1.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x160xf32>, tensor<1x1x160x80xf32>) -> tensor<384x28x28x80xf32>
    %133 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %134 = stablehlo.add %blocks.1.1.pw_proj.bn.running_var, %133 : tensor<80xf32>
    %135 = stablehlo.rsqrt %134 : tensor<80xf32>
    %136 = "stablehlo.broadcast_in_dim"(%blocks.1.1.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %137 = stablehlo.subtract %132, %136 : tensor<384x28x28x80xf32>
    %138 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<384x28x28x80xf32>
    %140 = "stablehlo.broadcast_in_dim"(%blocks.1.1.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<384x28x28x80xf32>
    %142 = "stablehlo.broadcast_in_dim"(%blocks.1.1.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %143 = stablehlo.add %141, %142 : tensor<384x28x28x80xf32>
    %144 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x28x28x80xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<384x28x28x80xf32>
    %147 = stablehlo.add %146, %91 : tensor<384x28x28x80xf32>
    %148 = "stablehlo.convolution"(%147, %blocks.2.0.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x80xf32>, tensor<3x3x1x80xf32>) -> tensor<384x28x28x80xf32>
    %149 = stablehlo.constant dense<1.0e-05> : tensor<80xf32>
    %150 = stablehlo.add %blocks.2.0.dw_start.bn.running_var, %149 : tensor<80xf32>
    %151 = stablehlo.rsqrt %150 : tensor<80xf32>
    %152 = "stablehlo.broadcast_in_dim"(%blocks.2.0.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %153 = stablehlo.subtract %148, %152 : tensor<384x28x28x80xf32>
    %154 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<384x28x28x80xf32>
    %156 = "stablehlo.broadcast_in_dim"(%blocks.2.0.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<384x28x28x80xf32>
    %158 = "stablehlo.broadcast_in_dim"(%blocks.2.0.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<384x28x28x80xf32>
    %159 = stablehlo.add %157, %158 : tensor<384x28x28x80xf32>
    %160 = "stablehlo.convolution"(%159, %blocks.2.0.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x80xf32>, tensor<1x1x80x480xf32>) -> tensor<384x28x28x480xf32>
    %161 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %162 = stablehlo.add %blocks.2.0.pw_exp.bn.running_var, %161 : tensor<480xf32>
    %163 = stablehlo.rsqrt %162 : tensor<480xf32>
    %164 = "stablehlo.broadcast_in_dim"(%blocks.2.0.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x28x28x480xf32>
    %165 = stablehlo.subtract %160, %164 : tensor<384x28x28x480xf32>
    %166 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x28x28x480xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<384x28x28x480xf32>
    %168 = "stablehlo.broadcast_in_dim"(%blocks.2.0.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x28x28x480xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<384x28x28x480xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.2.0.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x28x28x480xf32>
    %171 = stablehlo.add %169, %170 : tensor<384x28x28x480xf32>
    %172 = stablehlo.constant dense<0.0> : tensor<384x28x28x480xf32>
    %173 = stablehlo.maximum %171, %172 : tensor<384x28x28x480xf32>
    %174 = "stablehlo.convolution"(%173, %blocks.2.0.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 480 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x28x28x480xf32>, tensor<5x5x1x480xf32>) -> tensor<384x14x14x480xf32>
    %175 = stablehlo.constant dense<1.0e-05> : tensor<480xf32>
    %176 = stablehlo.add %blocks.2.0.dw_mid.bn.running_var, %175 : tensor<480xf32>
    %177 = stablehlo.rsqrt %176 : tensor<480xf32>
    %178 = "stablehlo.broadcast_in_dim"(%blocks.2.0.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %179 = stablehlo.subtract %174, %178 : tensor<384x14x14x480xf32>
    %180 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<384x14x14x480xf32>
    %182 = "stablehlo.broadcast_in_dim"(%blocks.2.0.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<384x14x14x480xf32>
    %184 = "stablehlo.broadcast_in_dim"(%blocks.2.0.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<480xf32>) -> tensor<384x14x14x480xf32>
    %185 = stablehlo.add %183, %184 : tensor<384x14x14x480xf32>
    %186 = stablehlo.constant dense<0.0> : tensor<384x14x14x480xf32>
    %187 = stablehlo.maximum %185, %186 : tensor<384x14x14x480xf32>
    %188 = "stablehlo.convolution"(%187, %blocks.2.0.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x480xf32>, tensor<1x1x480x160xf32>) -> tensor<384x14x14x160xf32>
    %189 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %190 = stablehlo.add %blocks.2.0.pw_proj.bn.running_var, %189 : tensor<160xf32>
    %191 = stablehlo.rsqrt %190 : tensor<160xf32>
    %192 = "stablehlo.broadcast_in_dim"(%blocks.2.0.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %193 = stablehlo.subtract %188, %192 : tensor<384x14x14x160xf32>
    %194 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<384x14x14x160xf32>
    %196 = "stablehlo.broadcast_in_dim"(%blocks.2.0.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<384x14x14x160xf32>
    %198 = "stablehlo.broadcast_in_dim"(%blocks.2.0.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %199 = stablehlo.add %197, %198 : tensor<384x14x14x160xf32>
    %200 = "stablehlo.convolution"(%199, %blocks.2.1.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x14x14x160xf32>
    %201 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %202 = stablehlo.add %blocks.2.1.dw_start.bn.running_var, %201 : tensor<160xf32>
    %203 = stablehlo.rsqrt %202 : tensor<160xf32>
    %204 = "stablehlo.broadcast_in_dim"(%blocks.2.1.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %205 = stablehlo.subtract %200, %204 : tensor<384x14x14x160xf32>
    %206 = "stablehlo.broadcast_in_dim"(%203) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<384x14x14x160xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.1.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<384x14x14x160xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.1.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %211 = stablehlo.add %209, %210 : tensor<384x14x14x160xf32>
    %212 = "stablehlo.convolution"(%211, %blocks.2.1.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x640xf32>) -> tensor<384x14x14x640xf32>
    %213 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %214 = stablehlo.add %blocks.2.1.pw_exp.bn.running_var, %213 : tensor<640xf32>
    %215 = stablehlo.rsqrt %214 : tensor<640xf32>
    %216 = "stablehlo.broadcast_in_dim"(%blocks.2.1.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %217 = stablehlo.subtract %212, %216 : tensor<384x14x14x640xf32>
    %218 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<384x14x14x640xf32>
    %220 = "stablehlo.broadcast_in_dim"(%blocks.2.1.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<384x14x14x640xf32>
    %222 = "stablehlo.broadcast_in_dim"(%blocks.2.1.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %223 = stablehlo.add %221, %222 : tensor<384x14x14x640xf32>
    %224 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %225 = stablehlo.maximum %223, %224 : tensor<384x14x14x640xf32>
    %226 = "stablehlo.convolution"(%225, %blocks.2.1.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 640 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<3x3x1x640xf32>) -> tensor<384x14x14x640xf32>
    %227 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %228 = stablehlo.add %blocks.2.1.dw_mid.bn.running_var, %227 : tensor<640xf32>
    %229 = stablehlo.rsqrt %228 : tensor<640xf32>
    %230 = "stablehlo.broadcast_in_dim"(%blocks.2.1.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %231 = stablehlo.subtract %226, %230 : tensor<384x14x14x640xf32>
    %232 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<384x14x14x640xf32>
    %234 = "stablehlo.broadcast_in_dim"(%blocks.2.1.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<384x14x14x640xf32>
    %236 = "stablehlo.broadcast_in_dim"(%blocks.2.1.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %237 = stablehlo.add %235, %236 : tensor<384x14x14x640xf32>
    %238 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %239 = stablehlo.maximum %237, %238 : tensor<384x14x14x640xf32>
    %240 = "stablehlo.convolution"(%239, %blocks.2.1.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<1x1x640x160xf32>) -> tensor<384x14x14x160xf32>
    %241 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %242 = stablehlo.add %blocks.2.1.pw_proj.bn.running_var, %241 : tensor<160xf32>
    %243 = stablehlo.rsqrt %242 : tensor<160xf32>
    %244 = "stablehlo.broadcast_in_dim"(%blocks.2.1.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %245 = stablehlo.subtract %240, %244 : tensor<384x14x14x160xf32>
    %246 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<384x14x14x160xf32>
    %248 = "stablehlo.broadcast_in_dim"(%blocks.2.1.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<384x14x14x160xf32>
    %250 = "stablehlo.broadcast_in_dim"(%blocks.2.1.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %251 = stablehlo.add %249, %250 : tensor<384x14x14x160xf32>
    %252 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %254 = stablehlo.multiply %251, %253 : tensor<384x14x14x160xf32>
    %255 = stablehlo.add %254, %199 : tensor<384x14x14x160xf32>
    %256 = "stablehlo.convolution"(%255, %blocks.2.2.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x14x14x160xf32>
    %257 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %258 = stablehlo.add %blocks.2.2.dw_start.bn.running_var, %257 : tensor<160xf32>
    %259 = stablehlo.rsqrt %258 : tensor<160xf32>
    %260 = "stablehlo.broadcast_in_dim"(%blocks.2.2.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %261 = stablehlo.subtract %256, %260 : tensor<384x14x14x160xf32>
    %262 = "stablehlo.broadcast_in_dim"(%259) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<384x14x14x160xf32>
    %264 = "stablehlo.broadcast_in_dim"(%blocks.2.2.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<384x14x14x160xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.2.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %267 = stablehlo.add %265, %266 : tensor<384x14x14x160xf32>
    %268 = "stablehlo.convolution"(%267, %blocks.2.2.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x640xf32>) -> tensor<384x14x14x640xf32>
    %269 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %270 = stablehlo.add %blocks.2.2.pw_exp.bn.running_var, %269 : tensor<640xf32>
    %271 = stablehlo.rsqrt %270 : tensor<640xf32>
    %272 = "stablehlo.broadcast_in_dim"(%blocks.2.2.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %273 = stablehlo.subtract %268, %272 : tensor<384x14x14x640xf32>
    %274 = "stablehlo.broadcast_in_dim"(%271) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<384x14x14x640xf32>
    %276 = "stablehlo.broadcast_in_dim"(%blocks.2.2.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<384x14x14x640xf32>
    %278 = "stablehlo.broadcast_in_dim"(%blocks.2.2.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %279 = stablehlo.add %277, %278 : tensor<384x14x14x640xf32>
    %280 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %281 = stablehlo.maximum %279, %280 : tensor<384x14x14x640xf32>
    %282 = "stablehlo.convolution"(%281, %blocks.2.2.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 640 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<3x3x1x640xf32>) -> tensor<384x14x14x640xf32>
    %283 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %284 = stablehlo.add %blocks.2.2.dw_mid.bn.running_var, %283 : tensor<640xf32>
    %285 = stablehlo.rsqrt %284 : tensor<640xf32>
    %286 = "stablehlo.broadcast_in_dim"(%blocks.2.2.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %287 = stablehlo.subtract %282, %286 : tensor<384x14x14x640xf32>
    %288 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<384x14x14x640xf32>
    %290 = "stablehlo.broadcast_in_dim"(%blocks.2.2.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<384x14x14x640xf32>
    %292 = "stablehlo.broadcast_in_dim"(%blocks.2.2.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %293 = stablehlo.add %291, %292 : tensor<384x14x14x640xf32>
    %294 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %295 = stablehlo.maximum %293, %294 : tensor<384x14x14x640xf32>
    %296 = "stablehlo.convolution"(%295, %blocks.2.2.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<1x1x640x160xf32>) -> tensor<384x14x14x160xf32>
    %297 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %298 = stablehlo.add %blocks.2.2.pw_proj.bn.running_var, %297 : tensor<160xf32>
    %299 = stablehlo.rsqrt %298 : tensor<160xf32>
    %300 = "stablehlo.broadcast_in_dim"(%blocks.2.2.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %301 = stablehlo.subtract %296, %300 : tensor<384x14x14x160xf32>
    %302 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<384x14x14x160xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.2.2.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<384x14x14x160xf32>
    %306 = "stablehlo.broadcast_in_dim"(%blocks.2.2.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %307 = stablehlo.add %305, %306 : tensor<384x14x14x160xf32>
    %308 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %309 = "stablehlo.broadcast_in_dim"(%308) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %310 = stablehlo.multiply %307, %309 : tensor<384x14x14x160xf32>
    %311 = stablehlo.add %310, %255 : tensor<384x14x14x160xf32>
    %312 = "stablehlo.convolution"(%311, %blocks.2.3.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x14x14x160xf32>
    %313 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %314 = stablehlo.add %blocks.2.3.dw_start.bn.running_var, %313 : tensor<160xf32>
    %315 = stablehlo.rsqrt %314 : tensor<160xf32>
    %316 = "stablehlo.broadcast_in_dim"(%blocks.2.3.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %317 = stablehlo.subtract %312, %316 : tensor<384x14x14x160xf32>
    %318 = "stablehlo.broadcast_in_dim"(%315) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<384x14x14x160xf32>
    %320 = "stablehlo.broadcast_in_dim"(%blocks.2.3.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<384x14x14x160xf32>
    %322 = "stablehlo.broadcast_in_dim"(%blocks.2.3.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %323 = stablehlo.add %321, %322 : tensor<384x14x14x160xf32>
    %324 = "stablehlo.convolution"(%323, %blocks.2.3.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x640xf32>) -> tensor<384x14x14x640xf32>
    %325 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %326 = stablehlo.add %blocks.2.3.pw_exp.bn.running_var, %325 : tensor<640xf32>
    %327 = stablehlo.rsqrt %326 : tensor<640xf32>
    %328 = "stablehlo.broadcast_in_dim"(%blocks.2.3.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %329 = stablehlo.subtract %324, %328 : tensor<384x14x14x640xf32>
    %330 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<384x14x14x640xf32>
    %332 = "stablehlo.broadcast_in_dim"(%blocks.2.3.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<384x14x14x640xf32>
    %334 = "stablehlo.broadcast_in_dim"(%blocks.2.3.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %335 = stablehlo.add %333, %334 : tensor<384x14x14x640xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %337 = stablehlo.maximum %335, %336 : tensor<384x14x14x640xf32>
    %338 = "stablehlo.convolution"(%337, %blocks.2.3.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 640 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<5x5x1x640xf32>) -> tensor<384x14x14x640xf32>
    %339 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %340 = stablehlo.add %blocks.2.3.dw_mid.bn.running_var, %339 : tensor<640xf32>
    %341 = stablehlo.rsqrt %340 : tensor<640xf32>
    %342 = "stablehlo.broadcast_in_dim"(%blocks.2.3.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %343 = stablehlo.subtract %338, %342 : tensor<384x14x14x640xf32>
    %344 = "stablehlo.broadcast_in_dim"(%341) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<384x14x14x640xf32>
    %346 = "stablehlo.broadcast_in_dim"(%blocks.2.3.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<384x14x14x640xf32>
    %348 = "stablehlo.broadcast_in_dim"(%blocks.2.3.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %349 = stablehlo.add %347, %348 : tensor<384x14x14x640xf32>
    %350 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %351 = stablehlo.maximum %349, %350 : tensor<384x14x14x640xf32>
    %352 = "stablehlo.convolution"(%351, %blocks.2.3.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<1x1x640x160xf32>) -> tensor<384x14x14x160xf32>
    %353 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %354 = stablehlo.add %blocks.2.3.pw_proj.bn.running_var, %353 : tensor<160xf32>
    %355 = stablehlo.rsqrt %354 : tensor<160xf32>
    %356 = "stablehlo.broadcast_in_dim"(%blocks.2.3.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %357 = stablehlo.subtract %352, %356 : tensor<384x14x14x160xf32>
    %358 = "stablehlo.broadcast_in_dim"(%355) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<384x14x14x160xf32>
    %360 = "stablehlo.broadcast_in_dim"(%blocks.2.3.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<384x14x14x160xf32>
    %362 = "stablehlo.broadcast_in_dim"(%blocks.2.3.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %363 = stablehlo.add %361, %362 : tensor<384x14x14x160xf32>
    %364 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<384x14x14x160xf32>
    %367 = stablehlo.add %366, %311 : tensor<384x14x14x160xf32>
    %368 = "stablehlo.convolution"(%367, %blocks.2.4.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x14x14x160xf32>
    %369 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %370 = stablehlo.add %blocks.2.4.dw_start.bn.running_var, %369 : tensor<160xf32>
    %371 = stablehlo.rsqrt %370 : tensor<160xf32>
    %372 = "stablehlo.broadcast_in_dim"(%blocks.2.4.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %373 = stablehlo.subtract %368, %372 : tensor<384x14x14x160xf32>
    %374 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<384x14x14x160xf32>
    %376 = "stablehlo.broadcast_in_dim"(%blocks.2.4.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<384x14x14x160xf32>
    %378 = "stablehlo.broadcast_in_dim"(%blocks.2.4.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %379 = stablehlo.add %377, %378 : tensor<384x14x14x160xf32>
    %380 = "stablehlo.convolution"(%379, %blocks.2.4.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x640xf32>) -> tensor<384x14x14x640xf32>
    %381 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %382 = stablehlo.add %blocks.2.4.pw_exp.bn.running_var, %381 : tensor<640xf32>
    %383 = stablehlo.rsqrt %382 : tensor<640xf32>
    %384 = "stablehlo.broadcast_in_dim"(%blocks.2.4.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %385 = stablehlo.subtract %380, %384 : tensor<384x14x14x640xf32>
    %386 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<384x14x14x640xf32>
    %388 = "stablehlo.broadcast_in_dim"(%blocks.2.4.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %389 = stablehlo.multiply %387, %388 : tensor<384x14x14x640xf32>
    %390 = "stablehlo.broadcast_in_dim"(%blocks.2.4.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %391 = stablehlo.add %389, %390 : tensor<384x14x14x640xf32>
    %392 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %393 = stablehlo.maximum %391, %392 : tensor<384x14x14x640xf32>
    %394 = "stablehlo.convolution"(%393, %blocks.2.4.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 640 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<3x3x1x640xf32>) -> tensor<384x14x14x640xf32>
    %395 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %396 = stablehlo.add %blocks.2.4.dw_mid.bn.running_var, %395 : tensor<640xf32>
    %397 = stablehlo.rsqrt %396 : tensor<640xf32>
    %398 = "stablehlo.broadcast_in_dim"(%blocks.2.4.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %399 = stablehlo.subtract %394, %398 : tensor<384x14x14x640xf32>
    %400 = "stablehlo.broadcast_in_dim"(%397) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<384x14x14x640xf32>
    %402 = "stablehlo.broadcast_in_dim"(%blocks.2.4.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<384x14x14x640xf32>
    %404 = "stablehlo.broadcast_in_dim"(%blocks.2.4.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %405 = stablehlo.add %403, %404 : tensor<384x14x14x640xf32>
    %406 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %407 = stablehlo.maximum %405, %406 : tensor<384x14x14x640xf32>
    %408 = "stablehlo.convolution"(%407, %blocks.2.4.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<1x1x640x160xf32>) -> tensor<384x14x14x160xf32>
    %409 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %410 = stablehlo.add %blocks.2.4.pw_proj.bn.running_var, %409 : tensor<160xf32>
    %411 = stablehlo.rsqrt %410 : tensor<160xf32>
    %412 = "stablehlo.broadcast_in_dim"(%blocks.2.4.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %413 = stablehlo.subtract %408, %412 : tensor<384x14x14x160xf32>
    %414 = "stablehlo.broadcast_in_dim"(%411) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %415 = stablehlo.multiply %413, %414 : tensor<384x14x14x160xf32>
    %416 = "stablehlo.broadcast_in_dim"(%blocks.2.4.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<384x14x14x160xf32>
    %418 = "stablehlo.broadcast_in_dim"(%blocks.2.4.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %419 = stablehlo.add %417, %418 : tensor<384x14x14x160xf32>
    %420 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %421 = "stablehlo.broadcast_in_dim"(%420) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %422 = stablehlo.multiply %419, %421 : tensor<384x14x14x160xf32>
    %423 = stablehlo.add %422, %367 : tensor<384x14x14x160xf32>
    %424 = "stablehlo.convolution"(%423, %blocks.2.5.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x14x14x160xf32>
    %425 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %426 = stablehlo.add %blocks.2.5.dw_start.bn.running_var, %425 : tensor<160xf32>
    %427 = stablehlo.rsqrt %426 : tensor<160xf32>
    %428 = "stablehlo.broadcast_in_dim"(%blocks.2.5.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %429 = stablehlo.subtract %424, %428 : tensor<384x14x14x160xf32>
    %430 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %431 = stablehlo.multiply %429, %430 : tensor<384x14x14x160xf32>
    %432 = "stablehlo.broadcast_in_dim"(%blocks.2.5.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<384x14x14x160xf32>
    %434 = "stablehlo.broadcast_in_dim"(%blocks.2.5.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %435 = stablehlo.add %433, %434 : tensor<384x14x14x160xf32>
    %436 = "stablehlo.convolution"(%435, %blocks.2.5.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x640xf32>) -> tensor<384x14x14x640xf32>
    %437 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %438 = stablehlo.add %blocks.2.5.pw_exp.bn.running_var, %437 : tensor<640xf32>
    %439 = stablehlo.rsqrt %438 : tensor<640xf32>
    %440 = "stablehlo.broadcast_in_dim"(%blocks.2.5.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %441 = stablehlo.subtract %436, %440 : tensor<384x14x14x640xf32>
    %442 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<384x14x14x640xf32>
    %444 = "stablehlo.broadcast_in_dim"(%blocks.2.5.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %445 = stablehlo.multiply %443, %444 : tensor<384x14x14x640xf32>
    %446 = "stablehlo.broadcast_in_dim"(%blocks.2.5.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %447 = stablehlo.add %445, %446 : tensor<384x14x14x640xf32>
    %448 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %449 = stablehlo.maximum %447, %448 : tensor<384x14x14x640xf32>
    %450 = "stablehlo.convolution"(%449, %blocks.2.5.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<1x1x640x160xf32>) -> tensor<384x14x14x160xf32>
    %451 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %452 = stablehlo.add %blocks.2.5.pw_proj.bn.running_var, %451 : tensor<160xf32>
    %453 = stablehlo.rsqrt %452 : tensor<160xf32>
    %454 = "stablehlo.broadcast_in_dim"(%blocks.2.5.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %455 = stablehlo.subtract %450, %454 : tensor<384x14x14x160xf32>
    %456 = "stablehlo.broadcast_in_dim"(%453) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<384x14x14x160xf32>
    %458 = "stablehlo.broadcast_in_dim"(%blocks.2.5.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<384x14x14x160xf32>
    %460 = "stablehlo.broadcast_in_dim"(%blocks.2.5.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %461 = stablehlo.add %459, %460 : tensor<384x14x14x160xf32>
    %462 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %464 = stablehlo.multiply %461, %463 : tensor<384x14x14x160xf32>
    %465 = stablehlo.add %464, %423 : tensor<384x14x14x160xf32>
    %466 = "stablehlo.convolution"(%465, %blocks.2.6.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x320xf32>) -> tensor<384x14x14x320xf32>
    %467 = stablehlo.constant dense<1.0e-05> : tensor<320xf32>
    %468 = stablehlo.add %blocks.2.6.pw_exp.bn.running_var, %467 : tensor<320xf32>
    %469 = stablehlo.rsqrt %468 : tensor<320xf32>
    %470 = "stablehlo.broadcast_in_dim"(%blocks.2.6.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x14x14x320xf32>
    %471 = stablehlo.subtract %466, %470 : tensor<384x14x14x320xf32>
    %472 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x14x14x320xf32>
    %473 = stablehlo.multiply %471, %472 : tensor<384x14x14x320xf32>
    %474 = "stablehlo.broadcast_in_dim"(%blocks.2.6.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x14x14x320xf32>
    %475 = stablehlo.multiply %473, %474 : tensor<384x14x14x320xf32>
    %476 = "stablehlo.broadcast_in_dim"(%blocks.2.6.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x14x14x320xf32>
    %477 = stablehlo.add %475, %476 : tensor<384x14x14x320xf32>
    %478 = stablehlo.constant dense<0.0> : tensor<384x14x14x320xf32>
    %479 = stablehlo.maximum %477, %478 : tensor<384x14x14x320xf32>
    %480 = "stablehlo.convolution"(%479, %blocks.2.6.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x320xf32>, tensor<1x1x320x160xf32>) -> tensor<384x14x14x160xf32>
    %481 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %482 = stablehlo.add %blocks.2.6.pw_proj.bn.running_var, %481 : tensor<160xf32>
    %483 = stablehlo.rsqrt %482 : tensor<160xf32>
    %484 = "stablehlo.broadcast_in_dim"(%blocks.2.6.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %485 = stablehlo.subtract %480, %484 : tensor<384x14x14x160xf32>
    %486 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<384x14x14x160xf32>
    %488 = "stablehlo.broadcast_in_dim"(%blocks.2.6.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %489 = stablehlo.multiply %487, %488 : tensor<384x14x14x160xf32>
    %490 = "stablehlo.broadcast_in_dim"(%blocks.2.6.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %491 = stablehlo.add %489, %490 : tensor<384x14x14x160xf32>
    %492 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %493 = "stablehlo.broadcast_in_dim"(%492) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %494 = stablehlo.multiply %491, %493 : tensor<384x14x14x160xf32>
    %495 = stablehlo.add %494, %465 : tensor<384x14x14x160xf32>
    %496 = "stablehlo.convolution"(%495, %blocks.2.7.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<3x3x1x160xf32>) -> tensor<384x14x14x160xf32>
    %497 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %498 = stablehlo.add %blocks.2.7.dw_start.bn.running_var, %497 : tensor<160xf32>
    %499 = stablehlo.rsqrt %498 : tensor<160xf32>
    %500 = "stablehlo.broadcast_in_dim"(%blocks.2.7.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %501 = stablehlo.subtract %496, %500 : tensor<384x14x14x160xf32>
    %502 = "stablehlo.broadcast_in_dim"(%499) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<384x14x14x160xf32>
    %504 = "stablehlo.broadcast_in_dim"(%blocks.2.7.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<384x14x14x160xf32>
    %506 = "stablehlo.broadcast_in_dim"(%blocks.2.7.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %507 = stablehlo.add %505, %506 : tensor<384x14x14x160xf32>
    %508 = "stablehlo.convolution"(%507, %blocks.2.7.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x640xf32>) -> tensor<384x14x14x640xf32>
    %509 = stablehlo.constant dense<1.0e-05> : tensor<640xf32>
    %510 = stablehlo.add %blocks.2.7.pw_exp.bn.running_var, %509 : tensor<640xf32>
    %511 = stablehlo.rsqrt %510 : tensor<640xf32>
    %512 = "stablehlo.broadcast_in_dim"(%blocks.2.7.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %513 = stablehlo.subtract %508, %512 : tensor<384x14x14x640xf32>
    %514 = "stablehlo.broadcast_in_dim"(%511) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<384x14x14x640xf32>
    %516 = "stablehlo.broadcast_in_dim"(%blocks.2.7.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<384x14x14x640xf32>
    %518 = "stablehlo.broadcast_in_dim"(%blocks.2.7.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<384x14x14x640xf32>
    %519 = stablehlo.add %517, %518 : tensor<384x14x14x640xf32>
    %520 = stablehlo.constant dense<0.0> : tensor<384x14x14x640xf32>
    %521 = stablehlo.maximum %519, %520 : tensor<384x14x14x640xf32>
    %522 = "stablehlo.convolution"(%521, %blocks.2.7.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x640xf32>, tensor<1x1x640x160xf32>) -> tensor<384x14x14x160xf32>
    %523 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %524 = stablehlo.add %blocks.2.7.pw_proj.bn.running_var, %523 : tensor<160xf32>
    %525 = stablehlo.rsqrt %524 : tensor<160xf32>
    %526 = "stablehlo.broadcast_in_dim"(%blocks.2.7.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %527 = stablehlo.subtract %522, %526 : tensor<384x14x14x160xf32>
    %528 = "stablehlo.broadcast_in_dim"(%525) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<384x14x14x160xf32>
    %530 = "stablehlo.broadcast_in_dim"(%blocks.2.7.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<384x14x14x160xf32>
    %532 = "stablehlo.broadcast_in_dim"(%blocks.2.7.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %533 = stablehlo.add %531, %532 : tensor<384x14x14x160xf32>
    %534 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x160xf32>
    %536 = stablehlo.multiply %533, %535 : tensor<384x14x14x160xf32>
    %537 = stablehlo.add %536, %495 : tensor<384x14x14x160xf32>
    %538 = "stablehlo.convolution"(%537, %blocks.3.0.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<5x5x1x160xf32>) -> tensor<384x14x14x160xf32>
    %539 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %540 = stablehlo.add %blocks.3.0.dw_start.bn.running_var, %539 : tensor<160xf32>
    %541 = stablehlo.rsqrt %540 : tensor<160xf32>
    %542 = "stablehlo.broadcast_in_dim"(%blocks.3.0.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %543 = stablehlo.subtract %538, %542 : tensor<384x14x14x160xf32>
    %544 = "stablehlo.broadcast_in_dim"(%541) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %545 = stablehlo.multiply %543, %544 : tensor<384x14x14x160xf32>
    %546 = "stablehlo.broadcast_in_dim"(%blocks.3.0.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<384x14x14x160xf32>
    %548 = "stablehlo.broadcast_in_dim"(%blocks.3.0.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x14x14x160xf32>
    %549 = stablehlo.add %547, %548 : tensor<384x14x14x160xf32>
    %550 = "stablehlo.convolution"(%549, %blocks.3.0.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x14x14x960xf32>
    %551 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %552 = stablehlo.add %blocks.3.0.pw_exp.bn.running_var, %551 : tensor<960xf32>
    %553 = stablehlo.rsqrt %552 : tensor<960xf32>
    %554 = "stablehlo.broadcast_in_dim"(%blocks.3.0.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x14x14x960xf32>
    %555 = stablehlo.subtract %550, %554 : tensor<384x14x14x960xf32>
    %556 = "stablehlo.broadcast_in_dim"(%553) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x14x14x960xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<384x14x14x960xf32>
    %558 = "stablehlo.broadcast_in_dim"(%blocks.3.0.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x14x14x960xf32>
    %559 = stablehlo.multiply %557, %558 : tensor<384x14x14x960xf32>
    %560 = "stablehlo.broadcast_in_dim"(%blocks.3.0.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x14x14x960xf32>
    %561 = stablehlo.add %559, %560 : tensor<384x14x14x960xf32>
    %562 = stablehlo.constant dense<0.0> : tensor<384x14x14x960xf32>
    %563 = stablehlo.maximum %561, %562 : tensor<384x14x14x960xf32>
    %564 = "stablehlo.convolution"(%563, %blocks.3.0.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x14x14x960xf32>, tensor<5x5x1x960xf32>) -> tensor<384x7x7x960xf32>
    %565 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %566 = stablehlo.add %blocks.3.0.dw_mid.bn.running_var, %565 : tensor<960xf32>
    %567 = stablehlo.rsqrt %566 : tensor<960xf32>
    %568 = "stablehlo.broadcast_in_dim"(%blocks.3.0.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %569 = stablehlo.subtract %564, %568 : tensor<384x7x7x960xf32>
    %570 = "stablehlo.broadcast_in_dim"(%567) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %571 = stablehlo.multiply %569, %570 : tensor<384x7x7x960xf32>
    %572 = "stablehlo.broadcast_in_dim"(%blocks.3.0.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<384x7x7x960xf32>
    %574 = "stablehlo.broadcast_in_dim"(%blocks.3.0.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %575 = stablehlo.add %573, %574 : tensor<384x7x7x960xf32>
    %576 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %577 = stablehlo.maximum %575, %576 : tensor<384x7x7x960xf32>
    %578 = "stablehlo.convolution"(%577, %blocks.3.0.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x256xf32>) -> tensor<384x7x7x256xf32>
    %579 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %580 = stablehlo.add %blocks.3.0.pw_proj.bn.running_var, %579 : tensor<256xf32>
    %581 = stablehlo.rsqrt %580 : tensor<256xf32>
    %582 = "stablehlo.broadcast_in_dim"(%blocks.3.0.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %583 = stablehlo.subtract %578, %582 : tensor<384x7x7x256xf32>
    %584 = "stablehlo.broadcast_in_dim"(%581) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<384x7x7x256xf32>
    %586 = "stablehlo.broadcast_in_dim"(%blocks.3.0.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<384x7x7x256xf32>
    %588 = "stablehlo.broadcast_in_dim"(%blocks.3.0.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %589 = stablehlo.add %587, %588 : tensor<384x7x7x256xf32>
    %590 = "stablehlo.convolution"(%589, %blocks.3.1.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<5x5x1x256xf32>) -> tensor<384x7x7x256xf32>
    %591 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %592 = stablehlo.add %blocks.3.1.dw_start.bn.running_var, %591 : tensor<256xf32>
    %593 = stablehlo.rsqrt %592 : tensor<256xf32>
    %594 = "stablehlo.broadcast_in_dim"(%blocks.3.1.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %595 = stablehlo.subtract %590, %594 : tensor<384x7x7x256xf32>
    %596 = "stablehlo.broadcast_in_dim"(%593) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<384x7x7x256xf32>
    %598 = "stablehlo.broadcast_in_dim"(%blocks.3.1.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %599 = stablehlo.multiply %597, %598 : tensor<384x7x7x256xf32>
    %600 = "stablehlo.broadcast_in_dim"(%blocks.3.1.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %601 = stablehlo.add %599, %600 : tensor<384x7x7x256xf32>
    %602 = "stablehlo.convolution"(%601, %blocks.3.1.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %603 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %604 = stablehlo.add %blocks.3.1.pw_exp.bn.running_var, %603 : tensor<1024xf32>
    %605 = stablehlo.rsqrt %604 : tensor<1024xf32>
    %606 = "stablehlo.broadcast_in_dim"(%blocks.3.1.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %607 = stablehlo.subtract %602, %606 : tensor<384x7x7x1024xf32>
    %608 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<384x7x7x1024xf32>
    %610 = "stablehlo.broadcast_in_dim"(%blocks.3.1.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<384x7x7x1024xf32>
    %612 = "stablehlo.broadcast_in_dim"(%blocks.3.1.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %613 = stablehlo.add %611, %612 : tensor<384x7x7x1024xf32>
    %614 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %615 = stablehlo.maximum %613, %614 : tensor<384x7x7x1024xf32>
    %616 = "stablehlo.convolution"(%615, %blocks.3.1.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1024 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<5x5x1x1024xf32>) -> tensor<384x7x7x1024xf32>
    %617 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %618 = stablehlo.add %blocks.3.1.dw_mid.bn.running_var, %617 : tensor<1024xf32>
    %619 = stablehlo.rsqrt %618 : tensor<1024xf32>
    %620 = "stablehlo.broadcast_in_dim"(%blocks.3.1.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %621 = stablehlo.subtract %616, %620 : tensor<384x7x7x1024xf32>
    %622 = "stablehlo.broadcast_in_dim"(%619) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<384x7x7x1024xf32>
    %624 = "stablehlo.broadcast_in_dim"(%blocks.3.1.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<384x7x7x1024xf32>
    %626 = "stablehlo.broadcast_in_dim"(%blocks.3.1.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %627 = stablehlo.add %625, %626 : tensor<384x7x7x1024xf32>
    %628 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %629 = stablehlo.maximum %627, %628 : tensor<384x7x7x1024xf32>
    %630 = "stablehlo.convolution"(%629, %blocks.3.1.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %631 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %632 = stablehlo.add %blocks.3.1.pw_proj.bn.running_var, %631 : tensor<256xf32>
    %633 = stablehlo.rsqrt %632 : tensor<256xf32>
    %634 = "stablehlo.broadcast_in_dim"(%blocks.3.1.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %635 = stablehlo.subtract %630, %634 : tensor<384x7x7x256xf32>
    %636 = "stablehlo.broadcast_in_dim"(%633) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<384x7x7x256xf32>
    %638 = "stablehlo.broadcast_in_dim"(%blocks.3.1.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %639 = stablehlo.multiply %637, %638 : tensor<384x7x7x256xf32>
    %640 = "stablehlo.broadcast_in_dim"(%blocks.3.1.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %641 = stablehlo.add %639, %640 : tensor<384x7x7x256xf32>
    %642 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %643 = "stablehlo.broadcast_in_dim"(%642) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %644 = stablehlo.multiply %641, %643 : tensor<384x7x7x256xf32>
    %645 = stablehlo.add %644, %589 : tensor<384x7x7x256xf32>
    %646 = "stablehlo.convolution"(%645, %blocks.3.2.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<3x3x1x256xf32>) -> tensor<384x7x7x256xf32>
    %647 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %648 = stablehlo.add %blocks.3.2.dw_start.bn.running_var, %647 : tensor<256xf32>
    %649 = stablehlo.rsqrt %648 : tensor<256xf32>
    %650 = "stablehlo.broadcast_in_dim"(%blocks.3.2.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %651 = stablehlo.subtract %646, %650 : tensor<384x7x7x256xf32>
    %652 = "stablehlo.broadcast_in_dim"(%649) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %653 = stablehlo.multiply %651, %652 : tensor<384x7x7x256xf32>
    %654 = "stablehlo.broadcast_in_dim"(%blocks.3.2.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %655 = stablehlo.multiply %653, %654 : tensor<384x7x7x256xf32>
    %656 = "stablehlo.broadcast_in_dim"(%blocks.3.2.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %657 = stablehlo.add %655, %656 : tensor<384x7x7x256xf32>
    %658 = "stablehlo.convolution"(%657, %blocks.3.2.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %659 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %660 = stablehlo.add %blocks.3.2.pw_exp.bn.running_var, %659 : tensor<1024xf32>
    %661 = stablehlo.rsqrt %660 : tensor<1024xf32>
    %662 = "stablehlo.broadcast_in_dim"(%blocks.3.2.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %663 = stablehlo.subtract %658, %662 : tensor<384x7x7x1024xf32>
    %664 = "stablehlo.broadcast_in_dim"(%661) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %665 = stablehlo.multiply %663, %664 : tensor<384x7x7x1024xf32>
    %666 = "stablehlo.broadcast_in_dim"(%blocks.3.2.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %667 = stablehlo.multiply %665, %666 : tensor<384x7x7x1024xf32>
    %668 = "stablehlo.broadcast_in_dim"(%blocks.3.2.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %669 = stablehlo.add %667, %668 : tensor<384x7x7x1024xf32>
    %670 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %671 = stablehlo.maximum %669, %670 : tensor<384x7x7x1024xf32>
    %672 = "stablehlo.convolution"(%671, %blocks.3.2.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1024 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<5x5x1x1024xf32>) -> tensor<384x7x7x1024xf32>
    %673 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %674 = stablehlo.add %blocks.3.2.dw_mid.bn.running_var, %673 : tensor<1024xf32>
    %675 = stablehlo.rsqrt %674 : tensor<1024xf32>
    %676 = "stablehlo.broadcast_in_dim"(%blocks.3.2.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %677 = stablehlo.subtract %672, %676 : tensor<384x7x7x1024xf32>
    %678 = "stablehlo.broadcast_in_dim"(%675) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<384x7x7x1024xf32>
    %680 = "stablehlo.broadcast_in_dim"(%blocks.3.2.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %681 = stablehlo.multiply %679, %680 : tensor<384x7x7x1024xf32>
    %682 = "stablehlo.broadcast_in_dim"(%blocks.3.2.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %683 = stablehlo.add %681, %682 : tensor<384x7x7x1024xf32>
    %684 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %685 = stablehlo.maximum %683, %684 : tensor<384x7x7x1024xf32>
    %686 = "stablehlo.convolution"(%685, %blocks.3.2.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %687 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %688 = stablehlo.add %blocks.3.2.pw_proj.bn.running_var, %687 : tensor<256xf32>
    %689 = stablehlo.rsqrt %688 : tensor<256xf32>
    %690 = "stablehlo.broadcast_in_dim"(%blocks.3.2.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %691 = stablehlo.subtract %686, %690 : tensor<384x7x7x256xf32>
    %692 = "stablehlo.broadcast_in_dim"(%689) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %693 = stablehlo.multiply %691, %692 : tensor<384x7x7x256xf32>
    %694 = "stablehlo.broadcast_in_dim"(%blocks.3.2.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %695 = stablehlo.multiply %693, %694 : tensor<384x7x7x256xf32>
    %696 = "stablehlo.broadcast_in_dim"(%blocks.3.2.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %697 = stablehlo.add %695, %696 : tensor<384x7x7x256xf32>
    %698 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %699 = "stablehlo.broadcast_in_dim"(%698) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %700 = stablehlo.multiply %697, %699 : tensor<384x7x7x256xf32>
    %701 = stablehlo.add %700, %645 : tensor<384x7x7x256xf32>
    %702 = "stablehlo.convolution"(%701, %blocks.3.3.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<3x3x1x256xf32>) -> tensor<384x7x7x256xf32>
    %703 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %704 = stablehlo.add %blocks.3.3.dw_start.bn.running_var, %703 : tensor<256xf32>
    %705 = stablehlo.rsqrt %704 : tensor<256xf32>
    %706 = "stablehlo.broadcast_in_dim"(%blocks.3.3.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %707 = stablehlo.subtract %702, %706 : tensor<384x7x7x256xf32>
    %708 = "stablehlo.broadcast_in_dim"(%705) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<384x7x7x256xf32>
    %710 = "stablehlo.broadcast_in_dim"(%blocks.3.3.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %711 = stablehlo.multiply %709, %710 : tensor<384x7x7x256xf32>
    %712 = "stablehlo.broadcast_in_dim"(%blocks.3.3.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %713 = stablehlo.add %711, %712 : tensor<384x7x7x256xf32>
    %714 = "stablehlo.convolution"(%713, %blocks.3.3.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %715 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %716 = stablehlo.add %blocks.3.3.pw_exp.bn.running_var, %715 : tensor<1024xf32>
    %717 = stablehlo.rsqrt %716 : tensor<1024xf32>
    %718 = "stablehlo.broadcast_in_dim"(%blocks.3.3.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %719 = stablehlo.subtract %714, %718 : tensor<384x7x7x1024xf32>
    %720 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<384x7x7x1024xf32>
    %722 = "stablehlo.broadcast_in_dim"(%blocks.3.3.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %723 = stablehlo.multiply %721, %722 : tensor<384x7x7x1024xf32>
    %724 = "stablehlo.broadcast_in_dim"(%blocks.3.3.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %725 = stablehlo.add %723, %724 : tensor<384x7x7x1024xf32>
    %726 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %727 = stablehlo.maximum %725, %726 : tensor<384x7x7x1024xf32>
    %728 = "stablehlo.convolution"(%727, %blocks.3.3.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1024 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<5x5x1x1024xf32>) -> tensor<384x7x7x1024xf32>
    %729 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %730 = stablehlo.add %blocks.3.3.dw_mid.bn.running_var, %729 : tensor<1024xf32>
    %731 = stablehlo.rsqrt %730 : tensor<1024xf32>
    %732 = "stablehlo.broadcast_in_dim"(%blocks.3.3.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %733 = stablehlo.subtract %728, %732 : tensor<384x7x7x1024xf32>
    %734 = "stablehlo.broadcast_in_dim"(%731) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %735 = stablehlo.multiply %733, %734 : tensor<384x7x7x1024xf32>
    %736 = "stablehlo.broadcast_in_dim"(%blocks.3.3.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %737 = stablehlo.multiply %735, %736 : tensor<384x7x7x1024xf32>
    %738 = "stablehlo.broadcast_in_dim"(%blocks.3.3.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %739 = stablehlo.add %737, %738 : tensor<384x7x7x1024xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %741 = stablehlo.maximum %739, %740 : tensor<384x7x7x1024xf32>
    %742 = "stablehlo.convolution"(%741, %blocks.3.3.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %743 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %744 = stablehlo.add %blocks.3.3.pw_proj.bn.running_var, %743 : tensor<256xf32>
    %745 = stablehlo.rsqrt %744 : tensor<256xf32>
    %746 = "stablehlo.broadcast_in_dim"(%blocks.3.3.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %747 = stablehlo.subtract %742, %746 : tensor<384x7x7x256xf32>
    %748 = "stablehlo.broadcast_in_dim"(%745) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %749 = stablehlo.multiply %747, %748 : tensor<384x7x7x256xf32>
    %750 = "stablehlo.broadcast_in_dim"(%blocks.3.3.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %751 = stablehlo.multiply %749, %750 : tensor<384x7x7x256xf32>
    %752 = "stablehlo.broadcast_in_dim"(%blocks.3.3.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %753 = stablehlo.add %751, %752 : tensor<384x7x7x256xf32>
    %754 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %755 = "stablehlo.broadcast_in_dim"(%754) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %756 = stablehlo.multiply %753, %755 : tensor<384x7x7x256xf32>
    %757 = stablehlo.add %756, %701 : tensor<384x7x7x256xf32>
    %758 = "stablehlo.convolution"(%757, %blocks.3.4.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %759 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %760 = stablehlo.add %blocks.3.4.pw_exp.bn.running_var, %759 : tensor<1024xf32>
    %761 = stablehlo.rsqrt %760 : tensor<1024xf32>
    %762 = "stablehlo.broadcast_in_dim"(%blocks.3.4.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %763 = stablehlo.subtract %758, %762 : tensor<384x7x7x1024xf32>
    %764 = "stablehlo.broadcast_in_dim"(%761) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %765 = stablehlo.multiply %763, %764 : tensor<384x7x7x1024xf32>
    %766 = "stablehlo.broadcast_in_dim"(%blocks.3.4.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %767 = stablehlo.multiply %765, %766 : tensor<384x7x7x1024xf32>
    %768 = "stablehlo.broadcast_in_dim"(%blocks.3.4.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %769 = stablehlo.add %767, %768 : tensor<384x7x7x1024xf32>
    %770 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %771 = stablehlo.maximum %769, %770 : tensor<384x7x7x1024xf32>
    %772 = "stablehlo.convolution"(%771, %blocks.3.4.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %773 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %774 = stablehlo.add %blocks.3.4.pw_proj.bn.running_var, %773 : tensor<256xf32>
    %775 = stablehlo.rsqrt %774 : tensor<256xf32>
    %776 = "stablehlo.broadcast_in_dim"(%blocks.3.4.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %777 = stablehlo.subtract %772, %776 : tensor<384x7x7x256xf32>
    %778 = "stablehlo.broadcast_in_dim"(%775) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %779 = stablehlo.multiply %777, %778 : tensor<384x7x7x256xf32>
    %780 = "stablehlo.broadcast_in_dim"(%blocks.3.4.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %781 = stablehlo.multiply %779, %780 : tensor<384x7x7x256xf32>
    %782 = "stablehlo.broadcast_in_dim"(%blocks.3.4.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %783 = stablehlo.add %781, %782 : tensor<384x7x7x256xf32>
    %784 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %785 = "stablehlo.broadcast_in_dim"(%784) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %786 = stablehlo.multiply %783, %785 : tensor<384x7x7x256xf32>
    %787 = stablehlo.add %786, %757 : tensor<384x7x7x256xf32>
    %788 = "stablehlo.convolution"(%787, %blocks.3.5.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<3x3x1x256xf32>) -> tensor<384x7x7x256xf32>
    %789 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %790 = stablehlo.add %blocks.3.5.dw_start.bn.running_var, %789 : tensor<256xf32>
    %791 = stablehlo.rsqrt %790 : tensor<256xf32>
    %792 = "stablehlo.broadcast_in_dim"(%blocks.3.5.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %793 = stablehlo.subtract %788, %792 : tensor<384x7x7x256xf32>
    %794 = "stablehlo.broadcast_in_dim"(%791) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %795 = stablehlo.multiply %793, %794 : tensor<384x7x7x256xf32>
    %796 = "stablehlo.broadcast_in_dim"(%blocks.3.5.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %797 = stablehlo.multiply %795, %796 : tensor<384x7x7x256xf32>
    %798 = "stablehlo.broadcast_in_dim"(%blocks.3.5.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %799 = stablehlo.add %797, %798 : tensor<384x7x7x256xf32>
    %800 = "stablehlo.convolution"(%799, %blocks.3.5.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %801 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %802 = stablehlo.add %blocks.3.5.pw_exp.bn.running_var, %801 : tensor<1024xf32>
    %803 = stablehlo.rsqrt %802 : tensor<1024xf32>
    %804 = "stablehlo.broadcast_in_dim"(%blocks.3.5.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %805 = stablehlo.subtract %800, %804 : tensor<384x7x7x1024xf32>
    %806 = "stablehlo.broadcast_in_dim"(%803) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %807 = stablehlo.multiply %805, %806 : tensor<384x7x7x1024xf32>
    %808 = "stablehlo.broadcast_in_dim"(%blocks.3.5.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %809 = stablehlo.multiply %807, %808 : tensor<384x7x7x1024xf32>
    %810 = "stablehlo.broadcast_in_dim"(%blocks.3.5.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %811 = stablehlo.add %809, %810 : tensor<384x7x7x1024xf32>
    %812 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %813 = stablehlo.maximum %811, %812 : tensor<384x7x7x1024xf32>
    %814 = "stablehlo.convolution"(%813, %blocks.3.5.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %815 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %816 = stablehlo.add %blocks.3.5.pw_proj.bn.running_var, %815 : tensor<256xf32>
    %817 = stablehlo.rsqrt %816 : tensor<256xf32>
    %818 = "stablehlo.broadcast_in_dim"(%blocks.3.5.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %819 = stablehlo.subtract %814, %818 : tensor<384x7x7x256xf32>
    %820 = "stablehlo.broadcast_in_dim"(%817) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %821 = stablehlo.multiply %819, %820 : tensor<384x7x7x256xf32>
    %822 = "stablehlo.broadcast_in_dim"(%blocks.3.5.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %823 = stablehlo.multiply %821, %822 : tensor<384x7x7x256xf32>
    %824 = "stablehlo.broadcast_in_dim"(%blocks.3.5.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %825 = stablehlo.add %823, %824 : tensor<384x7x7x256xf32>
    %826 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %827 = "stablehlo.broadcast_in_dim"(%826) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %828 = stablehlo.multiply %825, %827 : tensor<384x7x7x256xf32>
    %829 = stablehlo.add %828, %787 : tensor<384x7x7x256xf32>
    %830 = "stablehlo.convolution"(%829, %blocks.3.6.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<3x3x1x256xf32>) -> tensor<384x7x7x256xf32>
    %831 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %832 = stablehlo.add %blocks.3.6.dw_start.bn.running_var, %831 : tensor<256xf32>
    %833 = stablehlo.rsqrt %832 : tensor<256xf32>
    %834 = "stablehlo.broadcast_in_dim"(%blocks.3.6.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %835 = stablehlo.subtract %830, %834 : tensor<384x7x7x256xf32>
    %836 = "stablehlo.broadcast_in_dim"(%833) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %837 = stablehlo.multiply %835, %836 : tensor<384x7x7x256xf32>
    %838 = "stablehlo.broadcast_in_dim"(%blocks.3.6.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %839 = stablehlo.multiply %837, %838 : tensor<384x7x7x256xf32>
    %840 = "stablehlo.broadcast_in_dim"(%blocks.3.6.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %841 = stablehlo.add %839, %840 : tensor<384x7x7x256xf32>
    %842 = "stablehlo.convolution"(%841, %blocks.3.6.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x512xf32>) -> tensor<384x7x7x512xf32>
    %843 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %844 = stablehlo.add %blocks.3.6.pw_exp.bn.running_var, %843 : tensor<512xf32>
    %845 = stablehlo.rsqrt %844 : tensor<512xf32>
    %846 = "stablehlo.broadcast_in_dim"(%blocks.3.6.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %847 = stablehlo.subtract %842, %846 : tensor<384x7x7x512xf32>
    %848 = "stablehlo.broadcast_in_dim"(%845) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %849 = stablehlo.multiply %847, %848 : tensor<384x7x7x512xf32>
    %850 = "stablehlo.broadcast_in_dim"(%blocks.3.6.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %851 = stablehlo.multiply %849, %850 : tensor<384x7x7x512xf32>
    %852 = "stablehlo.broadcast_in_dim"(%blocks.3.6.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %853 = stablehlo.add %851, %852 : tensor<384x7x7x512xf32>
    %854 = stablehlo.constant dense<0.0> : tensor<384x7x7x512xf32>
    %855 = stablehlo.maximum %853, %854 : tensor<384x7x7x512xf32>
    %856 = "stablehlo.convolution"(%855, %blocks.3.6.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 512 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x512xf32>, tensor<5x5x1x512xf32>) -> tensor<384x7x7x512xf32>
    %857 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %858 = stablehlo.add %blocks.3.6.dw_mid.bn.running_var, %857 : tensor<512xf32>
    %859 = stablehlo.rsqrt %858 : tensor<512xf32>
    %860 = "stablehlo.broadcast_in_dim"(%blocks.3.6.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %861 = stablehlo.subtract %856, %860 : tensor<384x7x7x512xf32>
    %862 = "stablehlo.broadcast_in_dim"(%859) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %863 = stablehlo.multiply %861, %862 : tensor<384x7x7x512xf32>
    %864 = "stablehlo.broadcast_in_dim"(%blocks.3.6.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %865 = stablehlo.multiply %863, %864 : tensor<384x7x7x512xf32>
    %866 = "stablehlo.broadcast_in_dim"(%blocks.3.6.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %867 = stablehlo.add %865, %866 : tensor<384x7x7x512xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<384x7x7x512xf32>
    %869 = stablehlo.maximum %867, %868 : tensor<384x7x7x512xf32>
    %870 = "stablehlo.convolution"(%869, %blocks.3.6.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x512xf32>, tensor<1x1x512x256xf32>) -> tensor<384x7x7x256xf32>
    %871 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %872 = stablehlo.add %blocks.3.6.pw_proj.bn.running_var, %871 : tensor<256xf32>
    %873 = stablehlo.rsqrt %872 : tensor<256xf32>
    %874 = "stablehlo.broadcast_in_dim"(%blocks.3.6.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %875 = stablehlo.subtract %870, %874 : tensor<384x7x7x256xf32>
    %876 = "stablehlo.broadcast_in_dim"(%873) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %877 = stablehlo.multiply %875, %876 : tensor<384x7x7x256xf32>
    %878 = "stablehlo.broadcast_in_dim"(%blocks.3.6.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %879 = stablehlo.multiply %877, %878 : tensor<384x7x7x256xf32>
    %880 = "stablehlo.broadcast_in_dim"(%blocks.3.6.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %881 = stablehlo.add %879, %880 : tensor<384x7x7x256xf32>
    %882 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %883 = "stablehlo.broadcast_in_dim"(%882) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %884 = stablehlo.multiply %881, %883 : tensor<384x7x7x256xf32>
    %885 = stablehlo.add %884, %829 : tensor<384x7x7x256xf32>
    %886 = "stablehlo.convolution"(%885, %blocks.3.7.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<5x5x1x256xf32>) -> tensor<384x7x7x256xf32>
    %887 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %888 = stablehlo.add %blocks.3.7.dw_start.bn.running_var, %887 : tensor<256xf32>
    %889 = stablehlo.rsqrt %888 : tensor<256xf32>
    %890 = "stablehlo.broadcast_in_dim"(%blocks.3.7.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %891 = stablehlo.subtract %886, %890 : tensor<384x7x7x256xf32>
    %892 = "stablehlo.broadcast_in_dim"(%889) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %893 = stablehlo.multiply %891, %892 : tensor<384x7x7x256xf32>
    %894 = "stablehlo.broadcast_in_dim"(%blocks.3.7.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %895 = stablehlo.multiply %893, %894 : tensor<384x7x7x256xf32>
    %896 = "stablehlo.broadcast_in_dim"(%blocks.3.7.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %897 = stablehlo.add %895, %896 : tensor<384x7x7x256xf32>
    %898 = "stablehlo.convolution"(%897, %blocks.3.7.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %899 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %900 = stablehlo.add %blocks.3.7.pw_exp.bn.running_var, %899 : tensor<1024xf32>
    %901 = stablehlo.rsqrt %900 : tensor<1024xf32>
    %902 = "stablehlo.broadcast_in_dim"(%blocks.3.7.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %903 = stablehlo.subtract %898, %902 : tensor<384x7x7x1024xf32>
    %904 = "stablehlo.broadcast_in_dim"(%901) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %905 = stablehlo.multiply %903, %904 : tensor<384x7x7x1024xf32>
    %906 = "stablehlo.broadcast_in_dim"(%blocks.3.7.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %907 = stablehlo.multiply %905, %906 : tensor<384x7x7x1024xf32>
    %908 = "stablehlo.broadcast_in_dim"(%blocks.3.7.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %909 = stablehlo.add %907, %908 : tensor<384x7x7x1024xf32>
    %910 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %911 = stablehlo.maximum %909, %910 : tensor<384x7x7x1024xf32>
    %912 = "stablehlo.convolution"(%911, %blocks.3.7.dw_mid.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1024 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<5x5x1x1024xf32>) -> tensor<384x7x7x1024xf32>
    %913 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %914 = stablehlo.add %blocks.3.7.dw_mid.bn.running_var, %913 : tensor<1024xf32>
    %915 = stablehlo.rsqrt %914 : tensor<1024xf32>
    %916 = "stablehlo.broadcast_in_dim"(%blocks.3.7.dw_mid.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %917 = stablehlo.subtract %912, %916 : tensor<384x7x7x1024xf32>
    %918 = "stablehlo.broadcast_in_dim"(%915) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %919 = stablehlo.multiply %917, %918 : tensor<384x7x7x1024xf32>
    %920 = "stablehlo.broadcast_in_dim"(%blocks.3.7.dw_mid.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %921 = stablehlo.multiply %919, %920 : tensor<384x7x7x1024xf32>
    %922 = "stablehlo.broadcast_in_dim"(%blocks.3.7.dw_mid.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %923 = stablehlo.add %921, %922 : tensor<384x7x7x1024xf32>
    %924 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %925 = stablehlo.maximum %923, %924 : tensor<384x7x7x1024xf32>
    %926 = "stablehlo.convolution"(%925, %blocks.3.7.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %927 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %928 = stablehlo.add %blocks.3.7.pw_proj.bn.running_var, %927 : tensor<256xf32>
    %929 = stablehlo.rsqrt %928 : tensor<256xf32>
    %930 = "stablehlo.broadcast_in_dim"(%blocks.3.7.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %931 = stablehlo.subtract %926, %930 : tensor<384x7x7x256xf32>
    %932 = "stablehlo.broadcast_in_dim"(%929) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<384x7x7x256xf32>
    %934 = "stablehlo.broadcast_in_dim"(%blocks.3.7.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %935 = stablehlo.multiply %933, %934 : tensor<384x7x7x256xf32>
    %936 = "stablehlo.broadcast_in_dim"(%blocks.3.7.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %937 = stablehlo.add %935, %936 : tensor<384x7x7x256xf32>
    %938 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %939 = "stablehlo.broadcast_in_dim"(%938) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %940 = stablehlo.multiply %937, %939 : tensor<384x7x7x256xf32>
    %941 = stablehlo.add %940, %885 : tensor<384x7x7x256xf32>
    %942 = "stablehlo.convolution"(%941, %blocks.3.8.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %943 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %944 = stablehlo.add %blocks.3.8.pw_exp.bn.running_var, %943 : tensor<1024xf32>
    %945 = stablehlo.rsqrt %944 : tensor<1024xf32>
    %946 = "stablehlo.broadcast_in_dim"(%blocks.3.8.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %947 = stablehlo.subtract %942, %946 : tensor<384x7x7x1024xf32>
    %948 = "stablehlo.broadcast_in_dim"(%945) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %949 = stablehlo.multiply %947, %948 : tensor<384x7x7x1024xf32>
    %950 = "stablehlo.broadcast_in_dim"(%blocks.3.8.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %951 = stablehlo.multiply %949, %950 : tensor<384x7x7x1024xf32>
    %952 = "stablehlo.broadcast_in_dim"(%blocks.3.8.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %953 = stablehlo.add %951, %952 : tensor<384x7x7x1024xf32>
    %954 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %955 = stablehlo.maximum %953, %954 : tensor<384x7x7x1024xf32>
    %956 = "stablehlo.convolution"(%955, %blocks.3.8.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %957 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %958 = stablehlo.add %blocks.3.8.pw_proj.bn.running_var, %957 : tensor<256xf32>
    %959 = stablehlo.rsqrt %958 : tensor<256xf32>
    %960 = "stablehlo.broadcast_in_dim"(%blocks.3.8.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %961 = stablehlo.subtract %956, %960 : tensor<384x7x7x256xf32>
    %962 = "stablehlo.broadcast_in_dim"(%959) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %963 = stablehlo.multiply %961, %962 : tensor<384x7x7x256xf32>
    %964 = "stablehlo.broadcast_in_dim"(%blocks.3.8.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %965 = stablehlo.multiply %963, %964 : tensor<384x7x7x256xf32>
    %966 = "stablehlo.broadcast_in_dim"(%blocks.3.8.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %967 = stablehlo.add %965, %966 : tensor<384x7x7x256xf32>
    %968 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %969 = "stablehlo.broadcast_in_dim"(%968) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %970 = stablehlo.multiply %967, %969 : tensor<384x7x7x256xf32>
    %971 = stablehlo.add %970, %941 : tensor<384x7x7x256xf32>
    %972 = "stablehlo.convolution"(%971, %blocks.3.9.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<384x7x7x1024xf32>
    %973 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %974 = stablehlo.add %blocks.3.9.pw_exp.bn.running_var, %973 : tensor<1024xf32>
    %975 = stablehlo.rsqrt %974 : tensor<1024xf32>
    %976 = "stablehlo.broadcast_in_dim"(%blocks.3.9.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %977 = stablehlo.subtract %972, %976 : tensor<384x7x7x1024xf32>
    %978 = "stablehlo.broadcast_in_dim"(%975) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %979 = stablehlo.multiply %977, %978 : tensor<384x7x7x1024xf32>
    %980 = "stablehlo.broadcast_in_dim"(%blocks.3.9.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %981 = stablehlo.multiply %979, %980 : tensor<384x7x7x1024xf32>
    %982 = "stablehlo.broadcast_in_dim"(%blocks.3.9.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<384x7x7x1024xf32>
    %983 = stablehlo.add %981, %982 : tensor<384x7x7x1024xf32>
    %984 = stablehlo.constant dense<0.0> : tensor<384x7x7x1024xf32>
    %985 = stablehlo.maximum %983, %984 : tensor<384x7x7x1024xf32>
    %986 = "stablehlo.convolution"(%985, %blocks.3.9.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<384x7x7x256xf32>
    %987 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %988 = stablehlo.add %blocks.3.9.pw_proj.bn.running_var, %987 : tensor<256xf32>
    %989 = stablehlo.rsqrt %988 : tensor<256xf32>
    %990 = "stablehlo.broadcast_in_dim"(%blocks.3.9.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %991 = stablehlo.subtract %986, %990 : tensor<384x7x7x256xf32>
    %992 = "stablehlo.broadcast_in_dim"(%989) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %993 = stablehlo.multiply %991, %992 : tensor<384x7x7x256xf32>
    %994 = "stablehlo.broadcast_in_dim"(%blocks.3.9.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %995 = stablehlo.multiply %993, %994 : tensor<384x7x7x256xf32>
    %996 = "stablehlo.broadcast_in_dim"(%blocks.3.9.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %997 = stablehlo.add %995, %996 : tensor<384x7x7x256xf32>
    %998 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %999 = "stablehlo.broadcast_in_dim"(%998) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %1000 = stablehlo.multiply %997, %999 : tensor<384x7x7x256xf32>
    %1001 = stablehlo.add %1000, %971 : tensor<384x7x7x256xf32>
    %1002 = "stablehlo.convolution"(%1001, %blocks.3.10.dw_start.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 256 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<5x5x1x256xf32>) -> tensor<384x7x7x256xf32>
    %1003 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1004 = stablehlo.add %blocks.3.10.dw_start.bn.running_var, %1003 : tensor<256xf32>
    %1005 = stablehlo.rsqrt %1004 : tensor<256xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%blocks.3.10.dw_start.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1007 = stablehlo.subtract %1002, %1006 : tensor<384x7x7x256xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1005) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1009 = stablehlo.multiply %1007, %1008 : tensor<384x7x7x256xf32>
    %1010 = "stablehlo.broadcast_in_dim"(%blocks.3.10.dw_start.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1011 = stablehlo.multiply %1009, %1010 : tensor<384x7x7x256xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%blocks.3.10.dw_start.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<384x7x7x256xf32>
    %1014 = "stablehlo.convolution"(%1013, %blocks.3.10.pw_exp.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x512xf32>) -> tensor<384x7x7x512xf32>
    %1015 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1016 = stablehlo.add %blocks.3.10.pw_exp.bn.running_var, %1015 : tensor<512xf32>
    %1017 = stablehlo.rsqrt %1016 : tensor<512xf32>
    %1018 = "stablehlo.broadcast_in_dim"(%blocks.3.10.pw_exp.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %1019 = stablehlo.subtract %1014, %1018 : tensor<384x7x7x512xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%1017) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %1021 = stablehlo.multiply %1019, %1020 : tensor<384x7x7x512xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%blocks.3.10.pw_exp.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %1023 = stablehlo.multiply %1021, %1022 : tensor<384x7x7x512xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%blocks.3.10.pw_exp.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<384x7x7x512xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<384x7x7x512xf32>
    %1026 = stablehlo.constant dense<0.0> : tensor<384x7x7x512xf32>
    %1027 = stablehlo.maximum %1025, %1026 : tensor<384x7x7x512xf32>
    %1028 = "stablehlo.convolution"(%1027, %blocks.3.10.pw_proj.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x512xf32>, tensor<1x1x512x256xf32>) -> tensor<384x7x7x256xf32>
    %1029 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1030 = stablehlo.add %blocks.3.10.pw_proj.bn.running_var, %1029 : tensor<256xf32>
    %1031 = stablehlo.rsqrt %1030 : tensor<256xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%blocks.3.10.pw_proj.bn.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1033 = stablehlo.subtract %1028, %1032 : tensor<384x7x7x256xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%1031) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1035 = stablehlo.multiply %1033, %1034 : tensor<384x7x7x256xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%blocks.3.10.pw_proj.bn.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1037 = stablehlo.multiply %1035, %1036 : tensor<384x7x7x256xf32>
    %1038 = "stablehlo.broadcast_in_dim"(%blocks.3.10.pw_proj.bn.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<384x7x7x256xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<384x7x7x256xf32>
    %1040 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x256xf32>
    %1042 = stablehlo.multiply %1039, %1041 : tensor<384x7x7x256xf32>
    %1043 = stablehlo.add %1042, %1001 : tensor<384x7x7x256xf32>
    %1044 = "stablehlo.convolution"(%1043, %blocks.4.0.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x256xf32>, tensor<1x1x256x960xf32>) -> tensor<384x7x7x960xf32>
    %1045 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1046 = stablehlo.add %blocks.4.0.bn1.running_var, %1045 : tensor<960xf32>
    %1047 = stablehlo.rsqrt %1046 : tensor<960xf32>
    %1048 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1049 = stablehlo.subtract %1044, %1048 : tensor<384x7x7x960xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1047) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1051 = stablehlo.multiply %1049, %1050 : tensor<384x7x7x960xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<384x7x7x960xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<384x7x7x960xf32>
    %1056 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1057 = stablehlo.maximum %1055, %1056 : tensor<384x7x7x960xf32>
    %1058 = stablehlo.constant dense<0.0> : tensor<f32>
    %1059 = "stablehlo.reduce"(%1057, %1058) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<384x960xf32>
    %1060 = stablehlo.constant dense<49.0> : tensor<384x960xf32>
    %1061 = stablehlo.divide %1059, %1060 : tensor<384x960xf32>
    %1062 = "stablehlo.reshape"(%1061) : (tensor<384x960xf32>) -> tensor<384x1x1x960xf32>
    %1063 = "stablehlo.convolution"(%1062, %conv_head.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x1x1x960xf32>, tensor<1x1x960x1280xf32>) -> tensor<384x1x1x1280xf32>
    %1064 = stablehlo.constant dense<1.0e-05> : tensor<1280xf32>
    %1065 = stablehlo.add %norm_head.running_var, %1064 : tensor<1280xf32>
    %1066 = stablehlo.rsqrt %1065 : tensor<1280xf32>
    %1067 = "stablehlo.broadcast_in_dim"(%norm_head.running_mean) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x1x1x1280xf32>
    %1068 = stablehlo.subtract %1063, %1067 : tensor<384x1x1x1280xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%1066) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x1x1x1280xf32>
    %1070 = stablehlo.multiply %1068, %1069 : tensor<384x1x1x1280xf32>
    %1071 = "stablehlo.broadcast_in_dim"(%norm_head.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x1x1x1280xf32>
    %1072 = stablehlo.multiply %1070, %1071 : tensor<384x1x1x1280xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%norm_head.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x1x1x1280xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<384x1x1x1280xf32>
    %1075 = "stablehlo.reshape"(%1074) : (tensor<384x1x1x1280xf32>) -> tensor<384x1280xf32>
    %1076 = stablehlo.constant dense<0.0> : tensor<384x1280xf32>
    %1077 = stablehlo.maximum %1075, %1076 : tensor<384x1280xf32>
    %1078 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1298>, start_indices = array<i64: 0, 18>, strides = array<i64: 1, 1>} : (tensor<384x1298xf32>) -> tensor<384x1280xf32>
    %1079 = stablehlo.multiply %1077, %1078 : tensor<384x1280xf32>
    %1080 = "stablehlo.dot_general"(%1079, %classifier.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1280xf32>, tensor<1280x1000xf32>) -> tensor<384x1000xf32>
    %1081 = "stablehlo.broadcast_in_dim"(%classifier.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<384x1000xf32>
    %1082 = stablehlo.add %1080, %1081 : tensor<384x1000xf32>
    "func.return"(%1082) : (tensor<384x1000xf32>) -> ()
  }
}

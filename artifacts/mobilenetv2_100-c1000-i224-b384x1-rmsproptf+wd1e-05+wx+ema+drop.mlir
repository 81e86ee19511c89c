// hlocert 0.1.0 render: mobilenetv2_100-c1000-i224-b384x1-rmsproptf+wd1e-05+wx+ema+drop
// model: MobileNetV2-100  classes: 1000  image: 224  batch per replica: 384  replicas: 1
// variant: rmsproptf+wd1e-05+wx+ema+drop
// lowerings: depthwise convolution (the default on xla-gpu, iree-gpu); pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// weight decay: 1e-05, coupled L2 (g + wd·θ, before the optimizer's moments) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// rms: ρ 0.9  eps 0.001 (inside the sqrt); ν' = (1−ρ)·g² + ρ·ν, u = g / sqrt(ν' + eps); ν starts at 1 (TensorFlow RMSProp, timm RMSpropTF)
// learning rate: u ← lr·u, before the momentum (the buffer holds lr-scaled steps)
// momentum: μ 0.9; b' = g + μ·b, u = b'; b starts at 0 (optax.trace, torch SGD with dampening 0)
// update: θ' = θ − u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// ema of the running statistics: each new running mean and variance averaged with the same d (timm's ModelEmaV3), so the EMA weights are evaluated with their own statistics
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 384x224x224x3; params (158 tensors, 3,504,872 scalars); state (104 tensors, 34,112 scalars); nu (158 tensors, 3,504,872 scalars); trace (158 tensors, 3,504,872 scalars); ema (262 tensors, 3,538,984 scalars); scalars (lr, ema_decay); drop_mask 384x1290; targets 384x1000
// results: params' (158 tensors, 3,504,872 scalars); state' (104 tensors, 34,112 scalars); nu' (158 tensors, 3,504,872 scalars); trace' (158 tensors, 3,504,872 scalars); ema' (262 tensors, 3,538,984 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, nu, trace, ema is updated in place into its primed result
// content sha256: 2bde0e6a835206d1fb00459858c5a7faf97ac6e0ad11f808d6d27a2dded36b27
module @mobilenetv2_100_c1000_i224_b384x1_rmsproptf_wd1e_05_wx_ema_drop {
  func.func public @main(%x: tensor<384x224x224x3xf32>, %conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<32xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 3 : i32}, %blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 6 : i32}, %blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 8 : i32}, %blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 9 : i32}, %blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 10 : i32}, %blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 11 : i32}, %blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 12 : i32}, %blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 13 : i32}, %blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 14 : i32}, %blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 15 : i32}, %blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 16 : i32}, %blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 17 : i32}, %blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 18 : i32}, %blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 19 : i32}, %blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 20 : i32}, %blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 21 : i32}, %blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 22 : i32}, %blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 23 : i32}, %blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 24 : i32}, %blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 25 : i32}, %blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 26 : i32}, %blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 27 : i32}, %blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 28 : i32}, %blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 29 : i32}, %blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 30 : i32}, %blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 31 : i32}, %blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 32 : i32}, %blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 33 : i32}, %blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 36 : i32}, %blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 37 : i32}, %blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 38 : i32}, %blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 39 : i32}, %blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 40 : i32}, %blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 41 : i32}, %blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 42 : i32}, %blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 45 : i32}, %blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 46 : i32}, %blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 47 : i32}, %blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 48 : i32}, %blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 49 : i32}, %blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 50 : i32}, %blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 51 : i32}, %blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 54 : i32}, %blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 55 : i32}, %blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 56 : i32}, %blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 57 : i32}, %blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 58 : i32}, %blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 59 : i32}, %blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 60 : i32}, %blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 63 : i32}, %blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 64 : i32}, %blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 66 : i32}, %blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 67 : i32}, %blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 68 : i32}, %blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 69 : i32}, %blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 70 : i32}, %blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 72 : i32}, %blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 73 : i32}, %blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 74 : i32}, %blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 75 : i32}, %blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 78 : i32}, %blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 80 : i32}, %blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 81 : i32}, %blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 84 : i32}, %blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 85 : i32}, %blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 86 : i32}, %blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 87 : i32}, %blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 90 : i32}, %blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 91 : i32}, %blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 92 : i32}, %blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 93 : i32}, %blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 96 : i32}, %blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 97 : i32}, %blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 98 : i32}, %blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 99 : i32}, %blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 100 : i32}, %blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 101 : i32}, %blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 102 : i32}, %blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 103 : i32}, %blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 104 : i32}, %blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 105 : i32}, %blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 106 : i32}, %blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 107 : i32}, %blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 108 : i32}, %blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 109 : i32}, %blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 110 : i32}, %blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 111 : i32}, %blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 112 : i32}, %blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 113 : i32}, %blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 114 : i32}, %blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 115 : i32}, %blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 116 : i32}, %blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 117 : i32}, %blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 118 : i32}, %blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 119 : i32}, %blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 120 : i32}, %blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 121 : i32}, %blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 122 : i32}, %blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 123 : i32}, %blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 124 : i32}, %blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 125 : i32}, %blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 126 : i32}, %blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 127 : i32}, %blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 128 : i32}, %blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 129 : i32}, %blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 130 : i32}, %blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 131 : i32}, %blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 132 : i32}, %blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 133 : i32}, %blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 134 : i32}, %blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 135 : i32}, %blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 136 : i32}, %blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 137 : i32}, %blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 138 : i32}, %blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 139 : i32}, %blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 140 : i32}, %blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 141 : i32}, %blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 142 : i32}, %blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 143 : i32}, %blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 144 : i32}, %blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 145 : i32}, %blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 146 : i32}, %blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 147 : i32}, %blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 148 : i32}, %blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 149 : i32}, %blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 150 : i32}, %blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 151 : i32}, %blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 152 : i32}, %conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 153 : i32}, %bn2.g: tensor<1280xf32> {tf.aliasing_output = 154 : i32}, %bn2.b: tensor<1280xf32> {tf.aliasing_output = 155 : i32}, %classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 156 : i32}, %classifier.b: tensor<1000xf32> {tf.aliasing_output = 157 : i32}, %bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 158 : i32}, %bn1.running_var: tensor<32xf32> {tf.aliasing_output = 159 : i32}, %blocks.0.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 160 : i32}, %blocks.0.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 161 : i32}, %blocks.0.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 162 : i32}, %blocks.0.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 163 : i32}, %blocks.1.0.bn1.running_mean: tensor<96xf32> {tf.aliasing_output = 164 : i32}, %blocks.1.0.bn1.running_var: tensor<96xf32> {tf.aliasing_output = 165 : i32}, %blocks.1.0.bn2.running_mean: tensor<96xf32> {tf.aliasing_output = 166 : i32}, %blocks.1.0.bn2.running_var: tensor<96xf32> {tf.aliasing_output = 167 : i32}, %blocks.1.0.bn3.running_mean: tensor<24xf32> {tf.aliasing_output = 168 : i32}, %blocks.1.0.bn3.running_var: tensor<24xf32> {tf.aliasing_output = 169 : i32}, %blocks.1.1.bn1.running_mean: tensor<144xf32> {tf.aliasing_output = 170 : i32}, %blocks.1.1.bn1.running_var: tensor<144xf32> {tf.aliasing_output = 171 : i32}, %blocks.1.1.bn2.running_mean: tensor<144xf32> {tf.aliasing_output = 172 : i32}, %blocks.1.1.bn2.running_var: tensor<144xf32> {tf.aliasing_output = 173 : i32}, %blocks.1.1.bn3.running_mean: tensor<24xf32> {tf.aliasing_output = 174 : i32}, %blocks.1.1.bn3.running_var: tensor<24xf32> {tf.aliasing_output = 175 : i32}, %blocks.2.0.bn1.running_mean: tensor<144xf32> {tf.aliasing_output = 176 : i32}, %blocks.2.0.bn1.running_var: tensor<144xf32> {tf.aliasing_output = 177 : i32}, %blocks.2.0.bn2.running_mean: tensor<144xf32> {tf.aliasing_output = 178 : i32}, %blocks.2.0.bn2.running_var: tensor<144xf32> {tf.aliasing_output = 179 : i32}, %blocks.2.0.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 180 : i32}, %blocks.2.0.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 181 : i32}, %blocks.2.1.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 182 : i32}, %blocks.2.1.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 183 : i32}, %blocks.2.1.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 184 : i32}, %blocks.2.1.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 185 : i32}, %blocks.2.1.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 186 : i32}, %blocks.2.1.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 187 : i32}, %blocks.2.2.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 188 : i32}, %blocks.2.2.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 189 : i32}, %blocks.2.2.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 190 : i32}, %blocks.2.2.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 191 : i32}, %blocks.2.2.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 192 : i32}, %blocks.2.2.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 193 : i32}, %blocks.3.0.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 194 : i32}, %blocks.3.0.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 195 : i32}, %blocks.3.0.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 196 : i32}, %blocks.3.0.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 197 : i32}, %blocks.3.0.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %blocks.3.0.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %blocks.3.1.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 200 : i32}, %blocks.3.1.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 201 : i32}, %blocks.3.1.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 202 : i32}, %blocks.3.1.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 203 : i32}, %blocks.3.1.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 204 : i32}, %blocks.3.1.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %blocks.3.2.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 206 : i32}, %blocks.3.2.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 207 : i32}, %blocks.3.2.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 208 : i32}, %blocks.3.2.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %blocks.3.2.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 210 : i32}, %blocks.3.2.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 211 : i32}, %blocks.3.3.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 212 : i32}, %blocks.3.3.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 213 : i32}, %blocks.3.3.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 214 : i32}, %blocks.3.3.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 215 : i32}, %blocks.3.3.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 216 : i32}, %blocks.3.3.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 217 : i32}, %blocks.4.0.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 218 : i32}, %blocks.4.0.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 219 : i32}, %blocks.4.0.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 220 : i32}, %blocks.4.0.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 221 : i32}, %blocks.4.0.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 222 : i32}, %blocks.4.0.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 223 : i32}, %blocks.4.1.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 224 : i32}, %blocks.4.1.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 225 : i32}, %blocks.4.1.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 226 : i32}, %blocks.4.1.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 227 : i32}, %blocks.4.1.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 228 : i32}, %blocks.4.1.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 229 : i32}, %blocks.4.2.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 230 : i32}, %blocks.4.2.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 231 : i32}, %blocks.4.2.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 232 : i32}, %blocks.4.2.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 233 : i32}, %blocks.4.2.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 234 : i32}, %blocks.4.2.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 235 : i32}, %blocks.5.0.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 236 : i32}, %blocks.5.0.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 237 : i32}, %blocks.5.0.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 238 : i32}, %blocks.5.0.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 239 : i32}, %blocks.5.0.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 240 : i32}, %blocks.5.0.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 241 : i32}, %blocks.5.1.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 242 : i32}, %blocks.5.1.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 243 : i32}, %blocks.5.1.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 244 : i32}, %blocks.5.1.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 245 : i32}, %blocks.5.1.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 246 : i32}, %blocks.5.1.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 247 : i32}, %blocks.5.2.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 248 : i32}, %blocks.5.2.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 249 : i32}, %blocks.5.2.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 250 : i32}, %blocks.5.2.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 251 : i32}, %blocks.5.2.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 252 : i32}, %blocks.5.2.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 253 : i32}, %blocks.6.0.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 254 : i32}, %blocks.6.0.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 255 : i32}, %blocks.6.0.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 256 : i32}, %blocks.6.0.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 257 : i32}, %blocks.6.0.bn3.running_mean: tensor<320xf32> {tf.aliasing_output = 258 : i32}, %blocks.6.0.bn3.running_var: tensor<320xf32> {tf.aliasing_output = 259 : i32}, %bn2.running_mean: tensor<1280xf32> {tf.aliasing_output = 260 : i32}, %bn2.running_var: tensor<1280xf32> {tf.aliasing_output = 261 : i32}, %nu.conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 262 : i32}, %nu.bn1.g: tensor<32xf32> {tf.aliasing_output = 263 : i32}, %nu.bn1.b: tensor<32xf32> {tf.aliasing_output = 264 : i32}, %nu.blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 265 : i32}, %nu.blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 266 : i32}, %nu.blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 267 : i32}, %nu.blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 268 : i32}, %nu.blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 269 : i32}, %nu.blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 270 : i32}, %nu.blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 271 : i32}, %nu.blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 272 : i32}, %nu.blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 273 : i32}, %nu.blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 274 : i32}, %nu.blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 275 : i32}, %nu.blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 276 : i32}, %nu.blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 277 : i32}, %nu.blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 278 : i32}, %nu.blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 279 : i32}, %nu.blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 280 : i32}, %nu.blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 281 : i32}, %nu.blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 282 : i32}, %nu.blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 283 : i32}, %nu.blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 284 : i32}, %nu.blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 285 : i32}, %nu.blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 286 : i32}, %nu.blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 287 : i32}, %nu.blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 288 : i32}, %nu.blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 289 : i32}, %nu.blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 290 : i32}, %nu.blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 291 : i32}, %nu.blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 292 : i32}, %nu.blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 293 : i32}, %nu.blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 294 : i32}, %nu.blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 295 : i32}, %nu.blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 296 : i32}, %nu.blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 297 : i32}, %nu.blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 298 : i32}, %nu.blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 299 : i32}, %nu.blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 300 : i32}, %nu.blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 301 : i32}, %nu.blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 302 : i32}, %nu.blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 303 : i32}, %nu.blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 304 : i32}, %nu.blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 305 : i32}, %nu.blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 306 : i32}, %nu.blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 307 : i32}, %nu.blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 308 : i32}, %nu.blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 309 : i32}, %nu.blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 310 : i32}, %nu.blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 311 : i32}, %nu.blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 312 : i32}, %nu.blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 313 : i32}, %nu.blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 314 : i32}, %nu.blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 315 : i32}, %nu.blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 316 : i32}, %nu.blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 317 : i32}, %nu.blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 318 : i32}, %nu.blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 319 : i32}, %nu.blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 320 : i32}, %nu.blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 321 : i32}, %nu.blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 322 : i32}, %nu.blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 323 : i32}, %nu.blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 324 : i32}, %nu.blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 325 : i32}, %nu.blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 326 : i32}, %nu.blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %nu.blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 328 : i32}, %nu.blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 329 : i32}, %nu.blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 330 : i32}, %nu.blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 331 : i32}, %nu.blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 332 : i32}, %nu.blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 333 : i32}, %nu.blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 334 : i32}, %nu.blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 335 : i32}, %nu.blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 336 : i32}, %nu.blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 337 : i32}, %nu.blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 338 : i32}, %nu.blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 339 : i32}, %nu.blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 340 : i32}, %nu.blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 341 : i32}, %nu.blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 342 : i32}, %nu.blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 343 : i32}, %nu.blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 344 : i32}, %nu.blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 345 : i32}, %nu.blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 346 : i32}, %nu.blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 347 : i32}, %nu.blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 348 : i32}, %nu.blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 349 : i32}, %nu.blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 350 : i32}, %nu.blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 351 : i32}, %nu.blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 352 : i32}, %nu.blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 353 : i32}, %nu.blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 354 : i32}, %nu.blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 355 : i32}, %nu.blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 356 : i32}, %nu.blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 357 : i32}, %nu.blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 358 : i32}, %nu.blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 359 : i32}, %nu.blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 360 : i32}, %nu.blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 361 : i32}, %nu.blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 362 : i32}, %nu.blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 363 : i32}, %nu.blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 364 : i32}, %nu.blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 365 : i32}, %nu.blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 366 : i32}, %nu.blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 367 : i32}, %nu.blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 368 : i32}, %nu.blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 369 : i32}, %nu.blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 370 : i32}, %nu.blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 371 : i32}, %nu.blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 372 : i32}, %nu.blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 373 : i32}, %nu.blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 374 : i32}, %nu.blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 375 : i32}, %nu.blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 376 : i32}, %nu.blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 377 : i32}, %nu.blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 378 : i32}, %nu.blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 379 : i32}, %nu.blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 380 : i32}, %nu.blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 381 : i32}, %nu.blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 382 : i32}, %nu.blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 383 : i32}, %nu.blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 384 : i32}, %nu.blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 385 : i32}, %nu.blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 386 : i32}, %nu.blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 387 : i32}, %nu.blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 388 : i32}, %nu.blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 389 : i32}, %nu.blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 390 : i32}, %nu.blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 391 : i32}, %nu.blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 392 : i32}, %nu.blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 393 : i32}, %nu.blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 394 : i32}, %nu.blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 395 : i32}, %nu.blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 396 : i32}, %nu.blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 397 : i32}, %nu.blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 398 : i32}, %nu.blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 399 : i32}, %nu.blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 400 : i32}, %nu.blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 401 : i32}, %nu.blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 402 : i32}, %nu.blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 403 : i32}, %nu.blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 404 : i32}, %nu.blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 405 : i32}, %nu.blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 406 : i32}, %nu.blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 407 : i32}, %nu.blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 408 : i32}, %nu.blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 409 : i32}, %nu.blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 410 : i32}, %nu.blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 411 : i32}, %nu.blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 412 : i32}, %nu.blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 413 : i32}, %nu.blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 414 : i32}, %nu.conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 415 : i32}, %nu.bn2.g: tensor<1280xf32> {tf.aliasing_output = 416 : i32}, %nu.bn2.b: tensor<1280xf32> {tf.aliasing_output = 417 : i32}, %nu.classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 418 : i32}, %nu.classifier.b: tensor<1000xf32> {tf.aliasing_output = 419 : i32}, %trace.conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 420 : i32}, %trace.bn1.g: tensor<32xf32> {tf.aliasing_output = 421 : i32}, %trace.bn1.b: tensor<32xf32> {tf.aliasing_output = 422 : i32}, %trace.blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 423 : i32}, %trace.blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 424 : i32}, %trace.blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 425 : i32}, %trace.blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 426 : i32}, %trace.blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 427 : i32}, %trace.blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 428 : i32}, %trace.blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 429 : i32}, %trace.blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 430 : i32}, %trace.blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 431 : i32}, %trace.blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 432 : i32}, %trace.blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 433 : i32}, %trace.blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 434 : i32}, %trace.blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 435 : i32}, %trace.blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 436 : i32}, %trace.blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 437 : i32}, %trace.blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 438 : i32}, %trace.blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 439 : i32}, %trace.blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 440 : i32}, %trace.blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 441 : i32}, %trace.blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 442 : i32}, %trace.blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 443 : i32}, %trace.blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 444 : i32}, %trace.blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 445 : i32}, %trace.blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 446 : i32}, %trace.blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 447 : i32}, %trace.blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 448 : i32}, %trace.blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 449 : i32}, %trace.blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 450 : i32}, %trace.blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 451 : i32}, %trace.blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 452 : i32}, %trace.blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 453 : i32}, %trace.blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 454 : i32}, %trace.blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 455 : i32}, %trace.blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 456 : i32}, %trace.blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 457 : i32}, %trace.blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 458 : i32}, %trace.blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 459 : i32}, %trace.blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 460 : i32}, %trace.blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 461 : i32}, %trace.blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 462 : i32}, %trace.blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 463 : i32}, %trace.blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 464 : i32}, %trace.blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 465 : i32}, %trace.blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 466 : i32}, %trace.blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 467 : i32}, %trace.blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 468 : i32}, %trace.blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 469 : i32}, %trace.blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 470 : i32}, %trace.blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 471 : i32}, %trace.blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 472 : i32}, %trace.blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 473 : i32}, %trace.blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 474 : i32}, %trace.blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 475 : i32}, %trace.blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 476 : i32}, %trace.blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 477 : i32}, %trace.blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 478 : i32}, %trace.blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 479 : i32}, %trace.blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 480 : i32}, %trace.blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 481 : i32}, %trace.blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 482 : i32}, %trace.blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 483 : i32}, %trace.blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 484 : i32}, %trace.blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 485 : i32}, %trace.blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 486 : i32}, %trace.blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 487 : i32}, %trace.blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 488 : i32}, %trace.blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 489 : i32}, %trace.blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 490 : i32}, %trace.blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 491 : i32}, %trace.blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 492 : i32}, %trace.blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 493 : i32}, %trace.blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 494 : i32}, %trace.blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 495 : i32}, %trace.blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 496 : i32}, %trace.blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 497 : i32}, %trace.blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 498 : i32}, %trace.blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 499 : i32}, %trace.blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 500 : i32}, %trace.blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 501 : i32}, %trace.blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 502 : i32}, %trace.blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 503 : i32}, %trace.blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 504 : i32}, %trace.blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 505 : i32}, %trace.blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 506 : i32}, %trace.blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 507 : i32}, %trace.blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 508 : i32}, %trace.blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 509 : i32}, %trace.blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 510 : i32}, %trace.blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 511 : i32}, %trace.blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 512 : i32}, %trace.blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 513 : i32}, %trace.blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 514 : i32}, %trace.blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 515 : i32}, %trace.blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 516 : i32}, %trace.blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 517 : i32}, %trace.blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 518 : i32}, %trace.blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 519 : i32}, %trace.blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 520 : i32}, %trace.blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 521 : i32}, %trace.blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 522 : i32}, %trace.blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 523 : i32}, %trace.blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 524 : i32}, %trace.blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 525 : i32}, %trace.blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 526 : i32}, %trace.blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 527 : i32}, %trace.blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 528 : i32}, %trace.blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 529 : i32}, %trace.blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 530 : i32}, %trace.blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 531 : i32}, %trace.blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 532 : i32}, %trace.blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 533 : i32}, %trace.blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 534 : i32}, %trace.blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 535 : i32}, %trace.blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 536 : i32}, %trace.blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 537 : i32}, %trace.blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 538 : i32}, %trace.blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 539 : i32}, %trace.blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 540 : i32}, %trace.blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 541 : i32}, %trace.blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 542 : i32}, %trace.blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 543 : i32}, %trace.blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 544 : i32}, %trace.blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 545 : i32}, %trace.blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 546 : i32}, %trace.blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 547 : i32}, %trace.blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 548 : i32}, %trace.blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 549 : i32}, %trace.blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 550 : i32}, %trace.blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 551 : i32}, %trace.blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 552 : i32}, %trace.blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 553 : i32}, %trace.blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 554 : i32}, %trace.blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 555 : i32}, %trace.blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 556 : i32}, %trace.blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 557 : i32}, %trace.blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 558 : i32}, %trace.blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 559 : i32}, %trace.blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 560 : i32}, %trace.blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 561 : i32}, %trace.blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 562 : i32}, %trace.blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 563 : i32}, %trace.blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 564 : i32}, %trace.blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 565 : i32}, %trace.blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 566 : i32}, %trace.blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 567 : i32}, %trace.blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 568 : i32}, %trace.blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 569 : i32}, %trace.blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 570 : i32}, %trace.blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 571 : i32}, %trace.blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 572 : i32}, %trace.conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 573 : i32}, %trace.bn2.g: tensor<1280xf32> {tf.aliasing_output = 574 : i32}, %trace.bn2.b: tensor<1280xf32> {tf.aliasing_output = 575 : i32}, %trace.classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 576 : i32}, %trace.classifier.b: tensor<1000xf32> {tf.aliasing_output = 577 : i32}, %ema.conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 578 : i32}, %ema.bn1.g: tensor<32xf32> {tf.aliasing_output = 579 : i32}, %ema.bn1.b: tensor<32xf32> {tf.aliasing_output = 580 : i32}, %ema.blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 581 : i32}, %ema.blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 582 : i32}, %ema.blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 583 : i32}, %ema.blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 584 : i32}, %ema.blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 585 : i32}, %ema.blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 586 : i32}, %ema.blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 587 : i32}, %ema.blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 588 : i32}, %ema.blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 589 : i32}, %ema.blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 590 : i32}, %ema.blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 591 : i32}, %ema.blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 592 : i32}, %ema.blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 593 : i32}, %ema.blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 594 : i32}, %ema.blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 595 : i32}, %ema.blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 596 : i32}, %ema.blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 597 : i32}, %ema.blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 598 : i32}, %ema.blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 599 : i32}, %ema.blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 600 : i32}, %ema.blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 601 : i32}, %ema.blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 602 : i32}, %ema.blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 603 : i32}, %ema.blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 604 : i32}, %ema.blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 605 : i32}, %ema.blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 606 : i32}, %ema.blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 607 : i32}, %ema.blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 608 : i32}, %ema.blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 609 : i32}, %ema.blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 610 : i32}, %ema.blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 611 : i32}, %ema.blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 612 : i32}, %ema.blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 613 : i32}, %ema.blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 614 : i32}, %ema.blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 615 : i32}, %ema.blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 616 : i32}, %ema.blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 617 : i32}, %ema.blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 618 : i32}, %ema.blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 619 : i32}, %ema.blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 620 : i32}, %ema.blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 621 : i32}, %ema.blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 622 : i32}, %ema.blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 623 : i32}, %ema.blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 624 : i32}, %ema.blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 625 : i32}, %ema.blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 626 : i32}, %ema.blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 627 : i32}, %ema.blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 628 : i32}, %ema.blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 629 : i32}, %ema.blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 630 : i32}, %ema.blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 631 : i32}, %ema.blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 632 : i32}, %ema.blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 633 : i32}, %ema.blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 634 : i32}, %ema.blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 635 : i32}, %ema.blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 636 : i32}, %ema.blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 637 : i32}, %ema.blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 638 : i32}, %ema.blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 639 : i32}, %ema.blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 640 : i32}, %ema.blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 641 : i32}, %ema.blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 642 : i32}, %ema.blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 643 : i32}, %ema.blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 644 : i32}, %ema.blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 645 : i32}, %ema.blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 646 : i32}, %ema.blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 647 : i32}, %ema.blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 648 : i32}, %ema.blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 649 : i32}, %ema.blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 650 : i32}, %ema.blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 651 : i32}, %ema.blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 652 : i32}, %ema.blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 653 : i32}, %ema.blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 654 : i32}, %ema.blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 655 : i32}, %ema.blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 656 : i32}, %ema.blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 657 : i32}, %ema.blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 658 : i32}, %ema.blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 659 : i32}, %ema.blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 660 : i32}, %ema.blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 661 : i32}, %ema.blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 662 : i32}, %ema.blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 663 : i32}, %ema.blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 664 : i32}, %ema.blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 665 : i32}, %ema.blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 666 : i32}, %ema.blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 667 : i32}, %ema.blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 668 : i32}, %ema.blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 669 : i32}, %ema.blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 670 : i32}, %ema.blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 671 : i32}, %ema.blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 672 : i32}, %ema.blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 673 : i32}, %ema.blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 674 : i32}, %ema.blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 675 : i32}, %ema.blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 676 : i32}, %ema.blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 677 : i32}, %ema.blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 678 : i32}, %ema.blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 679 : i32}, %ema.blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 680 : i32}, %ema.blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 681 : i32}, %ema.blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 682 : i32}, %ema.blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 683 : i32}, %ema.blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 684 : i32}, %ema.blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 685 : i32}, %ema.blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 686 : i32}, %ema.blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 687 : i32}, %ema.blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 688 : i32}, %ema.blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 689 : i32}, %ema.blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 690 : i32}, %ema.blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 691 : i32}, %ema.blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 692 : i32}, %ema.blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 693 : i32}, %ema.blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 694 : i32}, %ema.blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 695 : i32}, %ema.blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 696 : i32}, %ema.blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 697 : i32}, %ema.blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 698 : i32}, %ema.blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 699 : i32}, %ema.blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 700 : i32}, %ema.blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 701 : i32}, %ema.blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 702 : i32}, %ema.blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 703 : i32}, %ema.blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 704 : i32}, %ema.blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 705 : i32}, %ema.blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 706 : i32}, %ema.blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 707 : i32}, %ema.blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 708 : i32}, %ema.blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 709 : i32}, %ema.blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 710 : i32}, %ema.blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 711 : i32}, %ema.blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 712 : i32}, %ema.blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 713 : i32}, %ema.blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 714 : i32}, %ema.blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 715 : i32}, %ema.blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 716 : i32}, %ema.blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 717 : i32}, %ema.blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 718 : i32}, %ema.blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 719 : i32}, %ema.blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 720 : i32}, %ema.blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 721 : i32}, %ema.blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 722 : i32}, %ema.blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 723 : i32}, %ema.blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 724 : i32}, %ema.blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 725 : i32}, %ema.blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 726 : i32}, %ema.blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 727 : i32}, %ema.blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 728 : i32}, %ema.blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 729 : i32}, %ema.blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 730 : i32}, %ema.conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 731 : i32}, %ema.bn2.g: tensor<1280xf32> {tf.aliasing_output = 732 : i32}, %ema.bn2.b: tensor<1280xf32> {tf.aliasing_output = 733 : i32}, %ema.classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 734 : i32}, %ema.classifier.b: tensor<1000xf32> {tf.aliasing_output = 735 : i32}, %ema.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 736 : i32}, %ema.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 737 : i32}, %ema.blocks.0.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 738 : i32}, %ema.blocks.0.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 739 : i32}, %ema.blocks.0.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 740 : i32}, %ema.blocks.0.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 741 : i32}, %ema.blocks.1.0.bn1.running_mean: tensor<96xf32> {tf.aliasing_output = 742 : i32}, %ema.blocks.1.0.bn1.running_var: tensor<96xf32> {tf.aliasing_output = 743 : i32}, %ema.blocks.1.0.bn2.running_mean: tensor<96xf32> {tf.aliasing_output = 744 : i32}, %ema.blocks.1.0.bn2.running_var: tensor<96xf32> {tf.aliasing_output = 745 : i32}, %ema.blocks.1.0.bn3.running_mean: tensor<24xf32> {tf.aliasing_output = 746 : i32}, %ema.blocks.1.0.bn3.running_var: tensor<24xf32> {tf.aliasing_output = 747 : i32}, %ema.blocks.1.1.bn1.running_mean: tensor<144xf32> {tf.aliasing_output = 748 : i32}, %ema.blocks.1.1.bn1.running_var: tensor<144xf32> {tf.aliasing_output = 749 : i32}, %ema.blocks.1.1.bn2.running_mean: tensor<144xf32> {tf.aliasing_output = 750 : i32}, %ema.blocks.1.1.bn2.running_var: tensor<144xf32> {tf.aliasing_output = 751 : i32}, %ema.blocks.1.1.bn3.running_mean: tensor<24xf32> {tf.aliasing_output = 752 : i32}, %ema.blocks.1.1.bn3.running_var: tensor<24xf32> {tf.aliasing_output = 753 : i32}, %ema.blocks.2.0.bn1.running_mean: tensor<144xf32> {tf.aliasing_output = 754 : i32}, %ema.blocks.2.0.bn1.running_var: tensor<144xf32> {tf.aliasing_output = 755 : i32}, %ema.blocks.2.0.bn2.running_mean: tensor<144xf32> {tf.aliasing_output = 756 : i32}, %ema.blocks.2.0.bn2.running_var: tensor<144xf32> {tf.aliasing_output = 757 : i32}, %ema.blocks.2.0.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 758 : i32}, %ema.blocks.2.0.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 759 : i32}, %ema.blocks.2.1.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 760 : i32}, %ema.blocks.2.1.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 761 : i32}, %ema.blocks.2.1.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 762 : i32}, %ema.blocks.2.1.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 763 : i32}, %ema.blocks.2.1.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 764 : i32}, %ema.blocks.2.1.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 765 : i32}, %ema.blocks.2.2.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 766 : i32}, %ema.blocks.2.2.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 767 : i32}, %ema.blocks.2.2.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 768 : i32}, %ema.blocks.2.2.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 769 : i32}, %ema.blocks.2.2.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 770 : i32}, %ema.blocks.2.2.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 771 : i32}, %ema.blocks.3.0.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 772 : i32}, %ema.blocks.3.0.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 773 : i32}, %ema.blocks.3.0.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 774 : i32}, %ema.blocks.3.0.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 775 : i32}, %ema.blocks.3.0.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 776 : i32}, %ema.blocks.3.0.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 777 : i32}, %ema.blocks.3.1.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 778 : i32}, %ema.blocks.3.1.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 779 : i32}, %ema.blocks.3.1.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 780 : i32}, %ema.blocks.3.1.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 781 : i32}, %ema.blocks.3.1.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 782 : i32}, %ema.blocks.3.1.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 783 : i32}, %ema.blocks.3.2.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 784 : i32}, %ema.blocks.3.2.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 785 : i32}, %ema.blocks.3.2.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 786 : i32}, %ema.blocks.3.2.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 787 : i32}, %ema.blocks.3.2.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 788 : i32}, %ema.blocks.3.2.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 789 : i32}, %ema.blocks.3.3.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 790 : i32}, %ema.blocks.3.3.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 791 : i32}, %ema.blocks.3.3.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 792 : i32}, %ema.blocks.3.3.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 793 : i32}, %ema.blocks.3.3.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 794 : i32}, %ema.blocks.3.3.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 795 : i32}, %ema.blocks.4.0.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 796 : i32}, %ema.blocks.4.0.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 797 : i32}, %ema.blocks.4.0.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 798 : i32}, %ema.blocks.4.0.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 799 : i32}, %ema.blocks.4.0.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 800 : i32}, %ema.blocks.4.0.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 801 : i32}, %ema.blocks.4.1.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 802 : i32}, %ema.blocks.4.1.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 803 : i32}, %ema.blocks.4.1.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 804 : i32}, %ema.blocks.4.1.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 805 : i32}, %ema.blocks.4.1.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 806 : i32}, %ema.blocks.4.1.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 807 : i32}, %ema.blocks.4.2.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 808 : i32}, %ema.blocks.4.2.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 809 : i32}, %ema.blocks.4.2.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 810 : i32}, %ema.blocks.4.2.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 811 : i32}, %ema.blocks.4.2.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 812 : i32}, %ema.blocks.4.2.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 813 : i32}, %ema.blocks.5.0.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 814 : i32}, %ema.blocks.5.0.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 815 : i32}, %ema.blocks.5.0.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 816 : i32}, %ema.blocks.5.0.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 817 : i32}, %ema.blocks.5.0.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 818 : i32}, %ema.blocks.5.0.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 819 : i32}, %ema.blocks.5.1.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 820 : i32}, %ema.blocks.5.1.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 821 : i32}, %ema.blocks.5.1.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 822 : i32}, %ema.blocks.5.1.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 823 : i32}, %ema.blocks.5.1.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 824 : i32}, %ema.blocks.5.1.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 825 : i32}, %ema.blocks.5.2.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 826 : i32}, %ema.blocks.5.2.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 827 : i32}, %ema.blocks.5.2.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 828 : i32}, %ema.blocks.5.2.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 829 : i32}, %ema.blocks.5.2.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 830 : i32}, %ema.blocks.5.2.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 831 : i32}, %ema.blocks.6.0.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 832 : i32}, %ema.blocks.6.0.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 833 : i32}, %ema.blocks.6.0.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 834 : i32}, %ema.blocks.6.0.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 835 : i32}, %ema.blocks.6.0.bn3.running_mean: tensor<320xf32> {tf.aliasing_output = 836 : i32}, %ema.blocks.6.0.bn3.running_var: tensor<320xf32> {tf.aliasing_output = 837 : i32}, %ema.bn2.running_mean: tensor<1280xf32> {tf.aliasing_output = 838 : i32}, %ema.bn2.running_var: tensor<1280xf32> {tf.aliasing_output = 839 : i32}, %lr: tensor<f32>, %ema_decay: tensor<f32>, %drop_mask: tensor<384x1290xf32>, %targets: tensor<384x1000xf32>) -> (tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv_stem.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x224x224x3xf32>, tensor<3x3x3x32xf32>) -> tensor<384x112x112x32xf32>
    %1 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %4 = stablehlo.divide %2, %3 : tensor<32xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<384x112x112x32xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<384x112x112x32xf32>
    %8 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<32xf32>
    %12 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %13 = stablehlo.add %11, %12 : tensor<32xf32>
    %14 = stablehlo.rsqrt %13 : tensor<32xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<384x112x112x32xf32>
    %17 = "stablehlo.broadcast_in_dim"(%bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<384x112x112x32xf32>
    %19 = "stablehlo.broadcast_in_dim"(%bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<384x112x112x32xf32>
    %21 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %22 = stablehlo.multiply %bn1.running_mean, %21 : tensor<32xf32>
    %23 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %24 = stablehlo.multiply %4, %23 : tensor<32xf32>
    %25 = stablehlo.add %22, %24 : tensor<32xf32>
    %26 = stablehlo.constant dense<4.816895e+06> : tensor<32xf32>
    %27 = stablehlo.divide %9, %26 : tensor<32xf32>
    %28 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %29 = stablehlo.multiply %bn1.running_var, %28 : tensor<32xf32>
    %30 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<32xf32>
    %32 = stablehlo.add %29, %31 : tensor<32xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %34 = stablehlo.maximum %20, %33 : tensor<384x112x112x32xf32>
    %35 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %36 = stablehlo.minimum %34, %35 : tensor<384x112x112x32xf32>
    %37 = "stablehlo.convolution"(%36, %blocks.0.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 32 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<3x3x1x32xf32>) -> tensor<384x112x112x32xf32>
    %38 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %39 = "stablehlo.reduce"(%37, %38) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %40 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %41 = stablehlo.divide %39, %40 : tensor<32xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %43 = stablehlo.subtract %37, %42 : tensor<384x112x112x32xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<384x112x112x32xf32>
    %45 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %46 = "stablehlo.reduce"(%44, %45) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %47 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %48 = stablehlo.divide %46, %47 : tensor<32xf32>
    %49 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %50 = stablehlo.add %48, %49 : tensor<32xf32>
    %51 = stablehlo.rsqrt %50 : tensor<32xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<384x112x112x32xf32>
    %54 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<384x112x112x32xf32>
    %56 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %57 = stablehlo.add %55, %56 : tensor<384x112x112x32xf32>
    %58 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %59 = stablehlo.multiply %blocks.0.0.bn1.running_mean, %58 : tensor<32xf32>
    %60 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %61 = stablehlo.multiply %41, %60 : tensor<32xf32>
    %62 = stablehlo.add %59, %61 : tensor<32xf32>
    %63 = stablehlo.constant dense<4.816895e+06> : tensor<32xf32>
    %64 = stablehlo.divide %46, %63 : tensor<32xf32>
    %65 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %66 = stablehlo.multiply %blocks.0.0.bn1.running_var, %65 : tensor<32xf32>
    %67 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<32xf32>
    %69 = stablehlo.add %66, %68 : tensor<32xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %71 = stablehlo.maximum %57, %70 : tensor<384x112x112x32xf32>
    %72 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %73 = stablehlo.minimum %71, %72 : tensor<384x112x112x32xf32>
    %74 = "stablehlo.convolution"(%73, %blocks.0.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<1x1x32x16xf32>) -> tensor<384x112x112x16xf32>
    %75 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %76 = "stablehlo.reduce"(%74, %75) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x16xf32>, tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.constant dense<4.816896e+06> : tensor<16xf32>
    %78 = stablehlo.divide %76, %77 : tensor<16xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<384x112x112x16xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<384x112x112x16xf32>
    %82 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %83 = "stablehlo.reduce"(%81, %82) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x16xf32>, tensor<f32>) -> tensor<16xf32>
    %84 = stablehlo.constant dense<4.816896e+06> : tensor<16xf32>
    %85 = stablehlo.divide %83, %84 : tensor<16xf32>
    %86 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %87 = stablehlo.add %85, %86 : tensor<16xf32>
    %88 = stablehlo.rsqrt %87 : tensor<16xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %90 = stablehlo.multiply %80, %89 : tensor<384x112x112x16xf32>
    %91 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<384x112x112x16xf32>
    %93 = "stablehlo.broadcast_in_dim"(%blocks.0.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %94 = stablehlo.add %92, %93 : tensor<384x112x112x16xf32>
    %95 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %96 = stablehlo.multiply %blocks.0.0.bn2.running_mean, %95 : tensor<16xf32>
    %97 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %98 = stablehlo.multiply %78, %97 : tensor<16xf32>
    %99 = stablehlo.add %96, %98 : tensor<16xf32>
    %100 = stablehlo.constant dense<4.816895e+06> : tensor<16xf32>
    %101 = stablehlo.divide %83, %100 : tensor<16xf32>
    %102 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %103 = stablehlo.multiply %blocks.0.0.bn2.running_var, %102 : tensor<16xf32>
    %104 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %105 = stablehlo.multiply %101, %104 : tensor<16xf32>
    %106 = stablehlo.add %103, %105 : tensor<16xf32>
    %107 = "stablehlo.convolution"(%94, %blocks.1.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<1x1x16x96xf32>) -> tensor<384x112x112x96xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x96xf32>, tensor<f32>) -> tensor<96xf32>
    %110 = stablehlo.constant dense<4.816896e+06> : tensor<96xf32>
    %111 = stablehlo.divide %109, %110 : tensor<96xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %113 = stablehlo.subtract %107, %112 : tensor<384x112x112x96xf32>
    %114 = stablehlo.multiply %113, %113 : tensor<384x112x112x96xf32>
    %115 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %116 = "stablehlo.reduce"(%114, %115) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x96xf32>, tensor<f32>) -> tensor<96xf32>
    %117 = stablehlo.constant dense<4.816896e+06> : tensor<96xf32>
    %118 = stablehlo.divide %116, %117 : tensor<96xf32>
    %119 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %120 = stablehlo.add %118, %119 : tensor<96xf32>
    %121 = stablehlo.rsqrt %120 : tensor<96xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<384x112x112x96xf32>
    %124 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<384x112x112x96xf32>
    %126 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %127 = stablehlo.add %125, %126 : tensor<384x112x112x96xf32>
    %128 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %129 = stablehlo.multiply %blocks.1.0.bn1.running_mean, %128 : tensor<96xf32>
    %130 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %131 = stablehlo.multiply %111, %130 : tensor<96xf32>
    %132 = stablehlo.add %129, %131 : tensor<96xf32>
    %133 = stablehlo.constant dense<4.816895e+06> : tensor<96xf32>
    %134 = stablehlo.divide %116, %133 : tensor<96xf32>
    %135 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %136 = stablehlo.multiply %blocks.1.0.bn1.running_var, %135 : tensor<96xf32>
    %137 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %138 = stablehlo.multiply %134, %137 : tensor<96xf32>
    %139 = stablehlo.add %136, %138 : tensor<96xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %141 = stablehlo.maximum %127, %140 : tensor<384x112x112x96xf32>
    %142 = stablehlo.constant dense<6.0> : tensor<384x112x112x96xf32>
    %143 = stablehlo.minimum %141, %142 : tensor<384x112x112x96xf32>
    %144 = "stablehlo.convolution"(%143, %blocks.1.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x112x112x96xf32>, tensor<3x3x1x96xf32>) -> tensor<384x56x56x96xf32>
    %145 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %146 = "stablehlo.reduce"(%144, %145) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %147 = stablehlo.constant dense<1.204224e+06> : tensor<96xf32>
    %148 = stablehlo.divide %146, %147 : tensor<96xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %150 = stablehlo.subtract %144, %149 : tensor<384x56x56x96xf32>
    %151 = stablehlo.multiply %150, %150 : tensor<384x56x56x96xf32>
    %152 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %153 = "stablehlo.reduce"(%151, %152) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %154 = stablehlo.constant dense<1.204224e+06> : tensor<96xf32>
    %155 = stablehlo.divide %153, %154 : tensor<96xf32>
    %156 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %157 = stablehlo.add %155, %156 : tensor<96xf32>
    %158 = stablehlo.rsqrt %157 : tensor<96xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %160 = stablehlo.multiply %150, %159 : tensor<384x56x56x96xf32>
    %161 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<384x56x56x96xf32>
    %163 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %164 = stablehlo.add %162, %163 : tensor<384x56x56x96xf32>
    %165 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %166 = stablehlo.multiply %blocks.1.0.bn2.running_mean, %165 : tensor<96xf32>
    %167 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %168 = stablehlo.multiply %148, %167 : tensor<96xf32>
    %169 = stablehlo.add %166, %168 : tensor<96xf32>
    %170 = stablehlo.constant dense<1.204223e+06> : tensor<96xf32>
    %171 = stablehlo.divide %153, %170 : tensor<96xf32>
    %172 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %173 = stablehlo.multiply %blocks.1.0.bn2.running_var, %172 : tensor<96xf32>
    %174 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %175 = stablehlo.multiply %171, %174 : tensor<96xf32>
    %176 = stablehlo.add %173, %175 : tensor<96xf32>
    %177 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %178 = stablehlo.maximum %164, %177 : tensor<384x56x56x96xf32>
    %179 = stablehlo.constant dense<6.0> : tensor<384x56x56x96xf32>
    %180 = stablehlo.minimum %178, %179 : tensor<384x56x56x96xf32>
    %181 = "stablehlo.convolution"(%180, %blocks.1.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<1x1x96x24xf32>) -> tensor<384x56x56x24xf32>
    %182 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %183 = "stablehlo.reduce"(%181, %182) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %184 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %185 = stablehlo.divide %183, %184 : tensor<24xf32>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %187 = stablehlo.subtract %181, %186 : tensor<384x56x56x24xf32>
    %188 = stablehlo.multiply %187, %187 : tensor<384x56x56x24xf32>
    %189 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %190 = "stablehlo.reduce"(%188, %189) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %191 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %192 = stablehlo.divide %190, %191 : tensor<24xf32>
    %193 = stablehlo.constant dense<1.0e-05> : tensor<24xf32>
    %194 = stablehlo.add %192, %193 : tensor<24xf32>
    %195 = stablehlo.rsqrt %194 : tensor<24xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<384x56x56x24xf32>
    %198 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<384x56x56x24xf32>
    %200 = "stablehlo.broadcast_in_dim"(%blocks.1.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %201 = stablehlo.add %199, %200 : tensor<384x56x56x24xf32>
    %202 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %203 = stablehlo.multiply %blocks.1.0.bn3.running_mean, %202 : tensor<24xf32>
    %204 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %205 = stablehlo.multiply %185, %204 : tensor<24xf32>
    %206 = stablehlo.add %203, %205 : tensor<24xf32>
    %207 = stablehlo.constant dense<1.204223e+06> : tensor<24xf32>
    %208 = stablehlo.divide %190, %207 : tensor<24xf32>
    %209 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %210 = stablehlo.multiply %blocks.1.0.bn3.running_var, %209 : tensor<24xf32>
    %211 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %212 = stablehlo.multiply %208, %211 : tensor<24xf32>
    %213 = stablehlo.add %210, %212 : tensor<24xf32>
    %214 = "stablehlo.convolution"(%201, %blocks.1.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x144xf32>
    %215 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %216 = "stablehlo.reduce"(%214, %215) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %217 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %218 = stablehlo.divide %216, %217 : tensor<144xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %220 = stablehlo.subtract %214, %219 : tensor<384x56x56x144xf32>
    %221 = stablehlo.multiply %220, %220 : tensor<384x56x56x144xf32>
    %222 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %223 = "stablehlo.reduce"(%221, %222) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %224 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %225 = stablehlo.divide %223, %224 : tensor<144xf32>
    %226 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %227 = stablehlo.add %225, %226 : tensor<144xf32>
    %228 = stablehlo.rsqrt %227 : tensor<144xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %230 = stablehlo.multiply %220, %229 : tensor<384x56x56x144xf32>
    %231 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<384x56x56x144xf32>
    %233 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %234 = stablehlo.add %232, %233 : tensor<384x56x56x144xf32>
    %235 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %236 = stablehlo.multiply %blocks.1.1.bn1.running_mean, %235 : tensor<144xf32>
    %237 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %238 = stablehlo.multiply %218, %237 : tensor<144xf32>
    %239 = stablehlo.add %236, %238 : tensor<144xf32>
    %240 = stablehlo.constant dense<1.204223e+06> : tensor<144xf32>
    %241 = stablehlo.divide %223, %240 : tensor<144xf32>
    %242 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %243 = stablehlo.multiply %blocks.1.1.bn1.running_var, %242 : tensor<144xf32>
    %244 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %245 = stablehlo.multiply %241, %244 : tensor<144xf32>
    %246 = stablehlo.add %243, %245 : tensor<144xf32>
    %247 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %248 = stablehlo.maximum %234, %247 : tensor<384x56x56x144xf32>
    %249 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %250 = stablehlo.minimum %248, %249 : tensor<384x56x56x144xf32>
    %251 = "stablehlo.convolution"(%250, %blocks.1.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %254 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %255 = stablehlo.divide %253, %254 : tensor<144xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %257 = stablehlo.subtract %251, %256 : tensor<384x56x56x144xf32>
    %258 = stablehlo.multiply %257, %257 : tensor<384x56x56x144xf32>
    %259 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %260 = "stablehlo.reduce"(%258, %259) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %261 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %262 = stablehlo.divide %260, %261 : tensor<144xf32>
    %263 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %264 = stablehlo.add %262, %263 : tensor<144xf32>
    %265 = stablehlo.rsqrt %264 : tensor<144xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %267 = stablehlo.multiply %257, %266 : tensor<384x56x56x144xf32>
    %268 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<384x56x56x144xf32>
    %270 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %271 = stablehlo.add %269, %270 : tensor<384x56x56x144xf32>
    %272 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %273 = stablehlo.multiply %blocks.1.1.bn2.running_mean, %272 : tensor<144xf32>
    %274 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %275 = stablehlo.multiply %255, %274 : tensor<144xf32>
    %276 = stablehlo.add %273, %275 : tensor<144xf32>
    %277 = stablehlo.constant dense<1.204223e+06> : tensor<144xf32>
    %278 = stablehlo.divide %260, %277 : tensor<144xf32>
    %279 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %280 = stablehlo.multiply %blocks.1.1.bn2.running_var, %279 : tensor<144xf32>
    %281 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %282 = stablehlo.multiply %278, %281 : tensor<144xf32>
    %283 = stablehlo.add %280, %282 : tensor<144xf32>
    %284 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %285 = stablehlo.maximum %271, %284 : tensor<384x56x56x144xf32>
    %286 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %287 = stablehlo.minimum %285, %286 : tensor<384x56x56x144xf32>
    %288 = "stablehlo.convolution"(%287, %blocks.1.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x144x24xf32>) -> tensor<384x56x56x24xf32>
    %289 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %290 = "stablehlo.reduce"(%288, %289) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %291 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %292 = stablehlo.divide %290, %291 : tensor<24xf32>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %294 = stablehlo.subtract %288, %293 : tensor<384x56x56x24xf32>
    %295 = stablehlo.multiply %294, %294 : tensor<384x56x56x24xf32>
    %296 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %297 = "stablehlo.reduce"(%295, %296) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %298 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %299 = stablehlo.divide %297, %298 : tensor<24xf32>
    %300 = stablehlo.constant dense<1.0e-05> : tensor<24xf32>
    %301 = stablehlo.add %299, %300 : tensor<24xf32>
    %302 = stablehlo.rsqrt %301 : tensor<24xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %304 = stablehlo.multiply %294, %303 : tensor<384x56x56x24xf32>
    %305 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<384x56x56x24xf32>
    %307 = "stablehlo.broadcast_in_dim"(%blocks.1.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %308 = stablehlo.add %306, %307 : tensor<384x56x56x24xf32>
    %309 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %310 = stablehlo.multiply %blocks.1.1.bn3.running_mean, %309 : tensor<24xf32>
    %311 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %312 = stablehlo.multiply %292, %311 : tensor<24xf32>
    %313 = stablehlo.add %310, %312 : tensor<24xf32>
    %314 = stablehlo.constant dense<1.204223e+06> : tensor<24xf32>
    %315 = stablehlo.divide %297, %314 : tensor<24xf32>
    %316 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %317 = stablehlo.multiply %blocks.1.1.bn3.running_var, %316 : tensor<24xf32>
    %318 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %319 = stablehlo.multiply %315, %318 : tensor<24xf32>
    %320 = stablehlo.add %317, %319 : tensor<24xf32>
    %321 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x56x56x24xf32>
    %323 = stablehlo.multiply %308, %322 : tensor<384x56x56x24xf32>
    %324 = stablehlo.add %323, %201 : tensor<384x56x56x24xf32>
    %325 = "stablehlo.convolution"(%324, %blocks.2.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x144xf32>
    %326 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %327 = "stablehlo.reduce"(%325, %326) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %328 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %329 = stablehlo.divide %327, %328 : tensor<144xf32>
    %330 = "stablehlo.broadcast_in_dim"(%329) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %331 = stablehlo.subtract %325, %330 : tensor<384x56x56x144xf32>
    %332 = stablehlo.multiply %331, %331 : tensor<384x56x56x144xf32>
    %333 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %334 = "stablehlo.reduce"(%332, %333) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %335 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %336 = stablehlo.divide %334, %335 : tensor<144xf32>
    %337 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %338 = stablehlo.add %336, %337 : tensor<144xf32>
    %339 = stablehlo.rsqrt %338 : tensor<144xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %341 = stablehlo.multiply %331, %340 : tensor<384x56x56x144xf32>
    %342 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %343 = stablehlo.multiply %341, %342 : tensor<384x56x56x144xf32>
    %344 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %345 = stablehlo.add %343, %344 : tensor<384x56x56x144xf32>
    %346 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %347 = stablehlo.multiply %blocks.2.0.bn1.running_mean, %346 : tensor<144xf32>
    %348 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %349 = stablehlo.multiply %329, %348 : tensor<144xf32>
    %350 = stablehlo.add %347, %349 : tensor<144xf32>
    %351 = stablehlo.constant dense<1.204223e+06> : tensor<144xf32>
    %352 = stablehlo.divide %334, %351 : tensor<144xf32>
    %353 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %354 = stablehlo.multiply %blocks.2.0.bn1.running_var, %353 : tensor<144xf32>
    %355 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %356 = stablehlo.multiply %352, %355 : tensor<144xf32>
    %357 = stablehlo.add %354, %356 : tensor<144xf32>
    %358 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %359 = stablehlo.maximum %345, %358 : tensor<384x56x56x144xf32>
    %360 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %361 = stablehlo.minimum %359, %360 : tensor<384x56x56x144xf32>
    %362 = "stablehlo.convolution"(%361, %blocks.2.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x28x28x144xf32>
    %363 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %364 = "stablehlo.reduce"(%362, %363) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<144xf32>
    %365 = stablehlo.constant dense<301056.0> : tensor<144xf32>
    %366 = stablehlo.divide %364, %365 : tensor<144xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %368 = stablehlo.subtract %362, %367 : tensor<384x28x28x144xf32>
    %369 = stablehlo.multiply %368, %368 : tensor<384x28x28x144xf32>
    %370 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %371 = "stablehlo.reduce"(%369, %370) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<144xf32>
    %372 = stablehlo.constant dense<301056.0> : tensor<144xf32>
    %373 = stablehlo.divide %371, %372 : tensor<144xf32>
    %374 = stablehlo.constant dense<1.0e-05> : tensor<144xf32>
    %375 = stablehlo.add %373, %374 : tensor<144xf32>
    %376 = stablehlo.rsqrt %375 : tensor<144xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %378 = stablehlo.multiply %368, %377 : tensor<384x28x28x144xf32>
    %379 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<384x28x28x144xf32>
    %381 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %382 = stablehlo.add %380, %381 : tensor<384x28x28x144xf32>
    %383 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %384 = stablehlo.multiply %blocks.2.0.bn2.running_mean, %383 : tensor<144xf32>
    %385 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %386 = stablehlo.multiply %366, %385 : tensor<144xf32>
    %387 = stablehlo.add %384, %386 : tensor<144xf32>
    %388 = stablehlo.constant dense<301055.0> : tensor<144xf32>
    %389 = stablehlo.divide %371, %388 : tensor<144xf32>
    %390 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %391 = stablehlo.multiply %blocks.2.0.bn2.running_var, %390 : tensor<144xf32>
    %392 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %393 = stablehlo.multiply %389, %392 : tensor<144xf32>
    %394 = stablehlo.add %391, %393 : tensor<144xf32>
    %395 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %396 = stablehlo.maximum %382, %395 : tensor<384x28x28x144xf32>
    %397 = stablehlo.constant dense<6.0> : tensor<384x28x28x144xf32>
    %398 = stablehlo.minimum %396, %397 : tensor<384x28x28x144xf32>
    %399 = "stablehlo.convolution"(%398, %blocks.2.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<1x1x144x32xf32>) -> tensor<384x28x28x32xf32>
    %400 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %401 = "stablehlo.reduce"(%399, %400) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %402 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %403 = stablehlo.divide %401, %402 : tensor<32xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %405 = stablehlo.subtract %399, %404 : tensor<384x28x28x32xf32>
    %406 = stablehlo.multiply %405, %405 : tensor<384x28x28x32xf32>
    %407 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %408 = "stablehlo.reduce"(%406, %407) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %410 = stablehlo.divide %408, %409 : tensor<32xf32>
    %411 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %412 = stablehlo.add %410, %411 : tensor<32xf32>
    %413 = stablehlo.rsqrt %412 : tensor<32xf32>
    %414 = "stablehlo.broadcast_in_dim"(%413) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %415 = stablehlo.multiply %405, %414 : tensor<384x28x28x32xf32>
    %416 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<384x28x28x32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%blocks.2.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %419 = stablehlo.add %417, %418 : tensor<384x28x28x32xf32>
    %420 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %421 = stablehlo.multiply %blocks.2.0.bn3.running_mean, %420 : tensor<32xf32>
    %422 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %423 = stablehlo.multiply %403, %422 : tensor<32xf32>
    %424 = stablehlo.add %421, %423 : tensor<32xf32>
    %425 = stablehlo.constant dense<301055.0> : tensor<32xf32>
    %426 = stablehlo.divide %408, %425 : tensor<32xf32>
    %427 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %428 = stablehlo.multiply %blocks.2.0.bn3.running_var, %427 : tensor<32xf32>
    %429 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %430 = stablehlo.multiply %426, %429 : tensor<32xf32>
    %431 = stablehlo.add %428, %430 : tensor<32xf32>
    %432 = "stablehlo.convolution"(%419, %blocks.2.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x192xf32>
    %433 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %434 = "stablehlo.reduce"(%432, %433) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %435 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %436 = stablehlo.divide %434, %435 : tensor<192xf32>
    %437 = "stablehlo.broadcast_in_dim"(%436) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %438 = stablehlo.subtract %432, %437 : tensor<384x28x28x192xf32>
    %439 = stablehlo.multiply %438, %438 : tensor<384x28x28x192xf32>
    %440 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %441 = "stablehlo.reduce"(%439, %440) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %442 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %443 = stablehlo.divide %441, %442 : tensor<192xf32>
    %444 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %445 = stablehlo.add %443, %444 : tensor<192xf32>
    %446 = stablehlo.rsqrt %445 : tensor<192xf32>
    %447 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %448 = stablehlo.multiply %438, %447 : tensor<384x28x28x192xf32>
    %449 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %450 = stablehlo.multiply %448, %449 : tensor<384x28x28x192xf32>
    %451 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %452 = stablehlo.add %450, %451 : tensor<384x28x28x192xf32>
    %453 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %454 = stablehlo.multiply %blocks.2.1.bn1.running_mean, %453 : tensor<192xf32>
    %455 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %456 = stablehlo.multiply %436, %455 : tensor<192xf32>
    %457 = stablehlo.add %454, %456 : tensor<192xf32>
    %458 = stablehlo.constant dense<301055.0> : tensor<192xf32>
    %459 = stablehlo.divide %441, %458 : tensor<192xf32>
    %460 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %461 = stablehlo.multiply %blocks.2.1.bn1.running_var, %460 : tensor<192xf32>
    %462 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %463 = stablehlo.multiply %459, %462 : tensor<192xf32>
    %464 = stablehlo.add %461, %463 : tensor<192xf32>
    %465 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %466 = stablehlo.maximum %452, %465 : tensor<384x28x28x192xf32>
    %467 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %468 = stablehlo.minimum %466, %467 : tensor<384x28x28x192xf32>
    %469 = "stablehlo.convolution"(%468, %blocks.2.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %470 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %471 = "stablehlo.reduce"(%469, %470) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %472 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %473 = stablehlo.divide %471, %472 : tensor<192xf32>
    %474 = "stablehlo.broadcast_in_dim"(%473) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %475 = stablehlo.subtract %469, %474 : tensor<384x28x28x192xf32>
    %476 = stablehlo.multiply %475, %475 : tensor<384x28x28x192xf32>
    %477 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %478 = "stablehlo.reduce"(%476, %477) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %479 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %480 = stablehlo.divide %478, %479 : tensor<192xf32>
    %481 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %482 = stablehlo.add %480, %481 : tensor<192xf32>
    %483 = stablehlo.rsqrt %482 : tensor<192xf32>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %485 = stablehlo.multiply %475, %484 : tensor<384x28x28x192xf32>
    %486 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<384x28x28x192xf32>
    %488 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %489 = stablehlo.add %487, %488 : tensor<384x28x28x192xf32>
    %490 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %491 = stablehlo.multiply %blocks.2.1.bn2.running_mean, %490 : tensor<192xf32>
    %492 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %493 = stablehlo.multiply %473, %492 : tensor<192xf32>
    %494 = stablehlo.add %491, %493 : tensor<192xf32>
    %495 = stablehlo.constant dense<301055.0> : tensor<192xf32>
    %496 = stablehlo.divide %478, %495 : tensor<192xf32>
    %497 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %498 = stablehlo.multiply %blocks.2.1.bn2.running_var, %497 : tensor<192xf32>
    %499 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %500 = stablehlo.multiply %496, %499 : tensor<192xf32>
    %501 = stablehlo.add %498, %500 : tensor<192xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %503 = stablehlo.maximum %489, %502 : tensor<384x28x28x192xf32>
    %504 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %505 = stablehlo.minimum %503, %504 : tensor<384x28x28x192xf32>
    %506 = "stablehlo.convolution"(%505, %blocks.2.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x32xf32>
    %507 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %508 = "stablehlo.reduce"(%506, %507) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %509 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %510 = stablehlo.divide %508, %509 : tensor<32xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %512 = stablehlo.subtract %506, %511 : tensor<384x28x28x32xf32>
    %513 = stablehlo.multiply %512, %512 : tensor<384x28x28x32xf32>
    %514 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %515 = "stablehlo.reduce"(%513, %514) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %516 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %517 = stablehlo.divide %515, %516 : tensor<32xf32>
    %518 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %519 = stablehlo.add %517, %518 : tensor<32xf32>
    %520 = stablehlo.rsqrt %519 : tensor<32xf32>
    %521 = "stablehlo.broadcast_in_dim"(%520) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %522 = stablehlo.multiply %512, %521 : tensor<384x28x28x32xf32>
    %523 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<384x28x28x32xf32>
    %525 = "stablehlo.broadcast_in_dim"(%blocks.2.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %526 = stablehlo.add %524, %525 : tensor<384x28x28x32xf32>
    %527 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %528 = stablehlo.multiply %blocks.2.1.bn3.running_mean, %527 : tensor<32xf32>
    %529 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %530 = stablehlo.multiply %510, %529 : tensor<32xf32>
    %531 = stablehlo.add %528, %530 : tensor<32xf32>
    %532 = stablehlo.constant dense<301055.0> : tensor<32xf32>
    %533 = stablehlo.divide %515, %532 : tensor<32xf32>
    %534 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %535 = stablehlo.multiply %blocks.2.1.bn3.running_var, %534 : tensor<32xf32>
    %536 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %537 = stablehlo.multiply %533, %536 : tensor<32xf32>
    %538 = stablehlo.add %535, %537 : tensor<32xf32>
    %539 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %540 = "stablehlo.broadcast_in_dim"(%539) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x28x28x32xf32>
    %541 = stablehlo.multiply %526, %540 : tensor<384x28x28x32xf32>
    %542 = stablehlo.add %541, %419 : tensor<384x28x28x32xf32>
    %543 = "stablehlo.convolution"(%542, %blocks.2.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x192xf32>
    %544 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %545 = "stablehlo.reduce"(%543, %544) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %546 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %547 = stablehlo.divide %545, %546 : tensor<192xf32>
    %548 = "stablehlo.broadcast_in_dim"(%547) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %549 = stablehlo.subtract %543, %548 : tensor<384x28x28x192xf32>
    %550 = stablehlo.multiply %549, %549 : tensor<384x28x28x192xf32>
    %551 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %552 = "stablehlo.reduce"(%550, %551) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %553 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %554 = stablehlo.divide %552, %553 : tensor<192xf32>
    %555 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %556 = stablehlo.add %554, %555 : tensor<192xf32>
    %557 = stablehlo.rsqrt %556 : tensor<192xf32>
    %558 = "stablehlo.broadcast_in_dim"(%557) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %559 = stablehlo.multiply %549, %558 : tensor<384x28x28x192xf32>
    %560 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %561 = stablehlo.multiply %559, %560 : tensor<384x28x28x192xf32>
    %562 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %563 = stablehlo.add %561, %562 : tensor<384x28x28x192xf32>
    %564 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %565 = stablehlo.multiply %blocks.2.2.bn1.running_mean, %564 : tensor<192xf32>
    %566 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %567 = stablehlo.multiply %547, %566 : tensor<192xf32>
    %568 = stablehlo.add %565, %567 : tensor<192xf32>
    %569 = stablehlo.constant dense<301055.0> : tensor<192xf32>
    %570 = stablehlo.divide %552, %569 : tensor<192xf32>
    %571 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %572 = stablehlo.multiply %blocks.2.2.bn1.running_var, %571 : tensor<192xf32>
    %573 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %574 = stablehlo.multiply %570, %573 : tensor<192xf32>
    %575 = stablehlo.add %572, %574 : tensor<192xf32>
    %576 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %577 = stablehlo.maximum %563, %576 : tensor<384x28x28x192xf32>
    %578 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %579 = stablehlo.minimum %577, %578 : tensor<384x28x28x192xf32>
    %580 = "stablehlo.convolution"(%579, %blocks.2.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %581 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %582 = "stablehlo.reduce"(%580, %581) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %583 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %584 = stablehlo.divide %582, %583 : tensor<192xf32>
    %585 = "stablehlo.broadcast_in_dim"(%584) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %586 = stablehlo.subtract %580, %585 : tensor<384x28x28x192xf32>
    %587 = stablehlo.multiply %586, %586 : tensor<384x28x28x192xf32>
    %588 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %589 = "stablehlo.reduce"(%587, %588) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %590 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %591 = stablehlo.divide %589, %590 : tensor<192xf32>
    %592 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %593 = stablehlo.add %591, %592 : tensor<192xf32>
    %594 = stablehlo.rsqrt %593 : tensor<192xf32>
    %595 = "stablehlo.broadcast_in_dim"(%594) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %596 = stablehlo.multiply %586, %595 : tensor<384x28x28x192xf32>
    %597 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %598 = stablehlo.multiply %596, %597 : tensor<384x28x28x192xf32>
    %599 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %600 = stablehlo.add %598, %599 : tensor<384x28x28x192xf32>
    %601 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %602 = stablehlo.multiply %blocks.2.2.bn2.running_mean, %601 : tensor<192xf32>
    %603 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %604 = stablehlo.multiply %584, %603 : tensor<192xf32>
    %605 = stablehlo.add %602, %604 : tensor<192xf32>
    %606 = stablehlo.constant dense<301055.0> : tensor<192xf32>
    %607 = stablehlo.divide %589, %606 : tensor<192xf32>
    %608 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %609 = stablehlo.multiply %blocks.2.2.bn2.running_var, %608 : tensor<192xf32>
    %610 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %611 = stablehlo.multiply %607, %610 : tensor<192xf32>
    %612 = stablehlo.add %609, %611 : tensor<192xf32>
    %613 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %614 = stablehlo.maximum %600, %613 : tensor<384x28x28x192xf32>
    %615 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %616 = stablehlo.minimum %614, %615 : tensor<384x28x28x192xf32>
    %617 = "stablehlo.convolution"(%616, %blocks.2.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x32xf32>
    %618 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %619 = "stablehlo.reduce"(%617, %618) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %620 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %621 = stablehlo.divide %619, %620 : tensor<32xf32>
    %622 = "stablehlo.broadcast_in_dim"(%621) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %623 = stablehlo.subtract %617, %622 : tensor<384x28x28x32xf32>
    %624 = stablehlo.multiply %623, %623 : tensor<384x28x28x32xf32>
    %625 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %626 = "stablehlo.reduce"(%624, %625) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %627 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %628 = stablehlo.divide %626, %627 : tensor<32xf32>
    %629 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %630 = stablehlo.add %628, %629 : tensor<32xf32>
    %631 = stablehlo.rsqrt %630 : tensor<32xf32>
    %632 = "stablehlo.broadcast_in_dim"(%631) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %633 = stablehlo.multiply %623, %632 : tensor<384x28x28x32xf32>
    %634 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %635 = stablehlo.multiply %633, %634 : tensor<384x28x28x32xf32>
    %636 = "stablehlo.broadcast_in_dim"(%blocks.2.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %637 = stablehlo.add %635, %636 : tensor<384x28x28x32xf32>
    %638 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %639 = stablehlo.multiply %blocks.2.2.bn3.running_mean, %638 : tensor<32xf32>
    %640 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %641 = stablehlo.multiply %621, %640 : tensor<32xf32>
    %642 = stablehlo.add %639, %641 : tensor<32xf32>
    %643 = stablehlo.constant dense<301055.0> : tensor<32xf32>
    %644 = stablehlo.divide %626, %643 : tensor<32xf32>
    %645 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %646 = stablehlo.multiply %blocks.2.2.bn3.running_var, %645 : tensor<32xf32>
    %647 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %648 = stablehlo.multiply %644, %647 : tensor<32xf32>
    %649 = stablehlo.add %646, %648 : tensor<32xf32>
    %650 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x28x28x32xf32>
    %652 = stablehlo.multiply %637, %651 : tensor<384x28x28x32xf32>
    %653 = stablehlo.add %652, %542 : tensor<384x28x28x32xf32>
    %654 = "stablehlo.convolution"(%653, %blocks.3.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x192xf32>
    %655 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %656 = "stablehlo.reduce"(%654, %655) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %657 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %658 = stablehlo.divide %656, %657 : tensor<192xf32>
    %659 = "stablehlo.broadcast_in_dim"(%658) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %660 = stablehlo.subtract %654, %659 : tensor<384x28x28x192xf32>
    %661 = stablehlo.multiply %660, %660 : tensor<384x28x28x192xf32>
    %662 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %663 = "stablehlo.reduce"(%661, %662) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %664 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %665 = stablehlo.divide %663, %664 : tensor<192xf32>
    %666 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %667 = stablehlo.add %665, %666 : tensor<192xf32>
    %668 = stablehlo.rsqrt %667 : tensor<192xf32>
    %669 = "stablehlo.broadcast_in_dim"(%668) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %670 = stablehlo.multiply %660, %669 : tensor<384x28x28x192xf32>
    %671 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %672 = stablehlo.multiply %670, %671 : tensor<384x28x28x192xf32>
    %673 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %674 = stablehlo.add %672, %673 : tensor<384x28x28x192xf32>
    %675 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %676 = stablehlo.multiply %blocks.3.0.bn1.running_mean, %675 : tensor<192xf32>
    %677 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %678 = stablehlo.multiply %658, %677 : tensor<192xf32>
    %679 = stablehlo.add %676, %678 : tensor<192xf32>
    %680 = stablehlo.constant dense<301055.0> : tensor<192xf32>
    %681 = stablehlo.divide %663, %680 : tensor<192xf32>
    %682 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %683 = stablehlo.multiply %blocks.3.0.bn1.running_var, %682 : tensor<192xf32>
    %684 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %685 = stablehlo.multiply %681, %684 : tensor<192xf32>
    %686 = stablehlo.add %683, %685 : tensor<192xf32>
    %687 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %688 = stablehlo.maximum %674, %687 : tensor<384x28x28x192xf32>
    %689 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %690 = stablehlo.minimum %688, %689 : tensor<384x28x28x192xf32>
    %691 = "stablehlo.convolution"(%690, %blocks.3.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x14x14x192xf32>
    %692 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %693 = "stablehlo.reduce"(%691, %692) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    %694 = stablehlo.constant dense<75264.0> : tensor<192xf32>
    %695 = stablehlo.divide %693, %694 : tensor<192xf32>
    %696 = "stablehlo.broadcast_in_dim"(%695) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %697 = stablehlo.subtract %691, %696 : tensor<384x14x14x192xf32>
    %698 = stablehlo.multiply %697, %697 : tensor<384x14x14x192xf32>
    %699 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %700 = "stablehlo.reduce"(%698, %699) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    %701 = stablehlo.constant dense<75264.0> : tensor<192xf32>
    %702 = stablehlo.divide %700, %701 : tensor<192xf32>
    %703 = stablehlo.constant dense<1.0e-05> : tensor<192xf32>
    %704 = stablehlo.add %702, %703 : tensor<192xf32>
    %705 = stablehlo.rsqrt %704 : tensor<192xf32>
    %706 = "stablehlo.broadcast_in_dim"(%705) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %707 = stablehlo.multiply %697, %706 : tensor<384x14x14x192xf32>
    %708 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<384x14x14x192xf32>
    %710 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %711 = stablehlo.add %709, %710 : tensor<384x14x14x192xf32>
    %712 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %713 = stablehlo.multiply %blocks.3.0.bn2.running_mean, %712 : tensor<192xf32>
    %714 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %715 = stablehlo.multiply %695, %714 : tensor<192xf32>
    %716 = stablehlo.add %713, %715 : tensor<192xf32>
    %717 = stablehlo.constant dense<75263.0> : tensor<192xf32>
    %718 = stablehlo.divide %700, %717 : tensor<192xf32>
    %719 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %720 = stablehlo.multiply %blocks.3.0.bn2.running_var, %719 : tensor<192xf32>
    %721 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %722 = stablehlo.multiply %718, %721 : tensor<192xf32>
    %723 = stablehlo.add %720, %722 : tensor<192xf32>
    %724 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %725 = stablehlo.maximum %711, %724 : tensor<384x14x14x192xf32>
    %726 = stablehlo.constant dense<6.0> : tensor<384x14x14x192xf32>
    %727 = stablehlo.minimum %725, %726 : tensor<384x14x14x192xf32>
    %728 = "stablehlo.convolution"(%727, %blocks.3.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x192xf32>, tensor<1x1x192x64xf32>) -> tensor<384x14x14x64xf32>
    %729 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %730 = "stablehlo.reduce"(%728, %729) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %731 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %732 = stablehlo.divide %730, %731 : tensor<64xf32>
    %733 = "stablehlo.broadcast_in_dim"(%732) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %734 = stablehlo.subtract %728, %733 : tensor<384x14x14x64xf32>
    %735 = stablehlo.multiply %734, %734 : tensor<384x14x14x64xf32>
    %736 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %737 = "stablehlo.reduce"(%735, %736) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %738 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %739 = stablehlo.divide %737, %738 : tensor<64xf32>
    %740 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %741 = stablehlo.add %739, %740 : tensor<64xf32>
    %742 = stablehlo.rsqrt %741 : tensor<64xf32>
    %743 = "stablehlo.broadcast_in_dim"(%742) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %744 = stablehlo.multiply %734, %743 : tensor<384x14x14x64xf32>
    %745 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %746 = stablehlo.multiply %744, %745 : tensor<384x14x14x64xf32>
    %747 = "stablehlo.broadcast_in_dim"(%blocks.3.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %748 = stablehlo.add %746, %747 : tensor<384x14x14x64xf32>
    %749 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %750 = stablehlo.multiply %blocks.3.0.bn3.running_mean, %749 : tensor<64xf32>
    %751 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %752 = stablehlo.multiply %732, %751 : tensor<64xf32>
    %753 = stablehlo.add %750, %752 : tensor<64xf32>
    %754 = stablehlo.constant dense<75263.0> : tensor<64xf32>
    %755 = stablehlo.divide %737, %754 : tensor<64xf32>
    %756 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %757 = stablehlo.multiply %blocks.3.0.bn3.running_var, %756 : tensor<64xf32>
    %758 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %759 = stablehlo.multiply %755, %758 : tensor<64xf32>
    %760 = stablehlo.add %757, %759 : tensor<64xf32>
    %761 = "stablehlo.convolution"(%748, %blocks.3.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %762 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %763 = "stablehlo.reduce"(%761, %762) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %764 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %765 = stablehlo.divide %763, %764 : tensor<384xf32>
    %766 = "stablehlo.broadcast_in_dim"(%765) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %767 = stablehlo.subtract %761, %766 : tensor<384x14x14x384xf32>
    %768 = stablehlo.multiply %767, %767 : tensor<384x14x14x384xf32>
    %769 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %770 = "stablehlo.reduce"(%768, %769) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %771 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %772 = stablehlo.divide %770, %771 : tensor<384xf32>
    %773 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %774 = stablehlo.add %772, %773 : tensor<384xf32>
    %775 = stablehlo.rsqrt %774 : tensor<384xf32>
    %776 = "stablehlo.broadcast_in_dim"(%775) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %777 = stablehlo.multiply %767, %776 : tensor<384x14x14x384xf32>
    %778 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %779 = stablehlo.multiply %777, %778 : tensor<384x14x14x384xf32>
    %780 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %781 = stablehlo.add %779, %780 : tensor<384x14x14x384xf32>
    %782 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %783 = stablehlo.multiply %blocks.3.1.bn1.running_mean, %782 : tensor<384xf32>
    %784 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %785 = stablehlo.multiply %765, %784 : tensor<384xf32>
    %786 = stablehlo.add %783, %785 : tensor<384xf32>
    %787 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %788 = stablehlo.divide %770, %787 : tensor<384xf32>
    %789 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %790 = stablehlo.multiply %blocks.3.1.bn1.running_var, %789 : tensor<384xf32>
    %791 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %792 = stablehlo.multiply %788, %791 : tensor<384xf32>
    %793 = stablehlo.add %790, %792 : tensor<384xf32>
    %794 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %795 = stablehlo.maximum %781, %794 : tensor<384x14x14x384xf32>
    %796 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %797 = stablehlo.minimum %795, %796 : tensor<384x14x14x384xf32>
    %798 = "stablehlo.convolution"(%797, %blocks.3.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %799 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %800 = "stablehlo.reduce"(%798, %799) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %801 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %802 = stablehlo.divide %800, %801 : tensor<384xf32>
    %803 = "stablehlo.broadcast_in_dim"(%802) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %804 = stablehlo.subtract %798, %803 : tensor<384x14x14x384xf32>
    %805 = stablehlo.multiply %804, %804 : tensor<384x14x14x384xf32>
    %806 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %807 = "stablehlo.reduce"(%805, %806) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %808 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %809 = stablehlo.divide %807, %808 : tensor<384xf32>
    %810 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %811 = stablehlo.add %809, %810 : tensor<384xf32>
    %812 = stablehlo.rsqrt %811 : tensor<384xf32>
    %813 = "stablehlo.broadcast_in_dim"(%812) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %814 = stablehlo.multiply %804, %813 : tensor<384x14x14x384xf32>
    %815 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %816 = stablehlo.multiply %814, %815 : tensor<384x14x14x384xf32>
    %817 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %818 = stablehlo.add %816, %817 : tensor<384x14x14x384xf32>
    %819 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %820 = stablehlo.multiply %blocks.3.1.bn2.running_mean, %819 : tensor<384xf32>
    %821 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %822 = stablehlo.multiply %802, %821 : tensor<384xf32>
    %823 = stablehlo.add %820, %822 : tensor<384xf32>
    %824 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %825 = stablehlo.divide %807, %824 : tensor<384xf32>
    %826 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %827 = stablehlo.multiply %blocks.3.1.bn2.running_var, %826 : tensor<384xf32>
    %828 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %829 = stablehlo.multiply %825, %828 : tensor<384xf32>
    %830 = stablehlo.add %827, %829 : tensor<384xf32>
    %831 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %832 = stablehlo.maximum %818, %831 : tensor<384x14x14x384xf32>
    %833 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %834 = stablehlo.minimum %832, %833 : tensor<384x14x14x384xf32>
    %835 = "stablehlo.convolution"(%834, %blocks.3.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x64xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %838 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %839 = stablehlo.divide %837, %838 : tensor<64xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %841 = stablehlo.subtract %835, %840 : tensor<384x14x14x64xf32>
    %842 = stablehlo.multiply %841, %841 : tensor<384x14x14x64xf32>
    %843 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %844 = "stablehlo.reduce"(%842, %843) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %845 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %846 = stablehlo.divide %844, %845 : tensor<64xf32>
    %847 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %848 = stablehlo.add %846, %847 : tensor<64xf32>
    %849 = stablehlo.rsqrt %848 : tensor<64xf32>
    %850 = "stablehlo.broadcast_in_dim"(%849) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %851 = stablehlo.multiply %841, %850 : tensor<384x14x14x64xf32>
    %852 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<384x14x14x64xf32>
    %854 = "stablehlo.broadcast_in_dim"(%blocks.3.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %855 = stablehlo.add %853, %854 : tensor<384x14x14x64xf32>
    %856 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %857 = stablehlo.multiply %blocks.3.1.bn3.running_mean, %856 : tensor<64xf32>
    %858 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %859 = stablehlo.multiply %839, %858 : tensor<64xf32>
    %860 = stablehlo.add %857, %859 : tensor<64xf32>
    %861 = stablehlo.constant dense<75263.0> : tensor<64xf32>
    %862 = stablehlo.divide %844, %861 : tensor<64xf32>
    %863 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %864 = stablehlo.multiply %blocks.3.1.bn3.running_var, %863 : tensor<64xf32>
    %865 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %866 = stablehlo.multiply %862, %865 : tensor<64xf32>
    %867 = stablehlo.add %864, %866 : tensor<64xf32>
    %868 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %869 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x64xf32>
    %870 = stablehlo.multiply %855, %869 : tensor<384x14x14x64xf32>
    %871 = stablehlo.add %870, %748 : tensor<384x14x14x64xf32>
    %872 = "stablehlo.convolution"(%871, %blocks.3.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %873 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %874 = "stablehlo.reduce"(%872, %873) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %875 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %876 = stablehlo.divide %874, %875 : tensor<384xf32>
    %877 = "stablehlo.broadcast_in_dim"(%876) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %878 = stablehlo.subtract %872, %877 : tensor<384x14x14x384xf32>
    %879 = stablehlo.multiply %878, %878 : tensor<384x14x14x384xf32>
    %880 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %881 = "stablehlo.reduce"(%879, %880) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %882 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %883 = stablehlo.divide %881, %882 : tensor<384xf32>
    %884 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %885 = stablehlo.add %883, %884 : tensor<384xf32>
    %886 = stablehlo.rsqrt %885 : tensor<384xf32>
    %887 = "stablehlo.broadcast_in_dim"(%886) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %888 = stablehlo.multiply %878, %887 : tensor<384x14x14x384xf32>
    %889 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %890 = stablehlo.multiply %888, %889 : tensor<384x14x14x384xf32>
    %891 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %892 = stablehlo.add %890, %891 : tensor<384x14x14x384xf32>
    %893 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %894 = stablehlo.multiply %blocks.3.2.bn1.running_mean, %893 : tensor<384xf32>
    %895 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %896 = stablehlo.multiply %876, %895 : tensor<384xf32>
    %897 = stablehlo.add %894, %896 : tensor<384xf32>
    %898 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %899 = stablehlo.divide %881, %898 : tensor<384xf32>
    %900 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %901 = stablehlo.multiply %blocks.3.2.bn1.running_var, %900 : tensor<384xf32>
    %902 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %903 = stablehlo.multiply %899, %902 : tensor<384xf32>
    %904 = stablehlo.add %901, %903 : tensor<384xf32>
    %905 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %906 = stablehlo.maximum %892, %905 : tensor<384x14x14x384xf32>
    %907 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %908 = stablehlo.minimum %906, %907 : tensor<384x14x14x384xf32>
    %909 = "stablehlo.convolution"(%908, %blocks.3.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %910 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %911 = "stablehlo.reduce"(%909, %910) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %912 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %913 = stablehlo.divide %911, %912 : tensor<384xf32>
    %914 = "stablehlo.broadcast_in_dim"(%913) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %915 = stablehlo.subtract %909, %914 : tensor<384x14x14x384xf32>
    %916 = stablehlo.multiply %915, %915 : tensor<384x14x14x384xf32>
    %917 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %918 = "stablehlo.reduce"(%916, %917) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %919 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %920 = stablehlo.divide %918, %919 : tensor<384xf32>
    %921 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %922 = stablehlo.add %920, %921 : tensor<384xf32>
    %923 = stablehlo.rsqrt %922 : tensor<384xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %925 = stablehlo.multiply %915, %924 : tensor<384x14x14x384xf32>
    %926 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %927 = stablehlo.multiply %925, %926 : tensor<384x14x14x384xf32>
    %928 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %929 = stablehlo.add %927, %928 : tensor<384x14x14x384xf32>
    %930 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %931 = stablehlo.multiply %blocks.3.2.bn2.running_mean, %930 : tensor<384xf32>
    %932 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %933 = stablehlo.multiply %913, %932 : tensor<384xf32>
    %934 = stablehlo.add %931, %933 : tensor<384xf32>
    %935 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %936 = stablehlo.divide %918, %935 : tensor<384xf32>
    %937 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %938 = stablehlo.multiply %blocks.3.2.bn2.running_var, %937 : tensor<384xf32>
    %939 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %940 = stablehlo.multiply %936, %939 : tensor<384xf32>
    %941 = stablehlo.add %938, %940 : tensor<384xf32>
    %942 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %943 = stablehlo.maximum %929, %942 : tensor<384x14x14x384xf32>
    %944 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %945 = stablehlo.minimum %943, %944 : tensor<384x14x14x384xf32>
    %946 = "stablehlo.convolution"(%945, %blocks.3.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x64xf32>
    %947 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %948 = "stablehlo.reduce"(%946, %947) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %949 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %950 = stablehlo.divide %948, %949 : tensor<64xf32>
    %951 = "stablehlo.broadcast_in_dim"(%950) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %952 = stablehlo.subtract %946, %951 : tensor<384x14x14x64xf32>
    %953 = stablehlo.multiply %952, %952 : tensor<384x14x14x64xf32>
    %954 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %955 = "stablehlo.reduce"(%953, %954) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %956 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %957 = stablehlo.divide %955, %956 : tensor<64xf32>
    %958 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %959 = stablehlo.add %957, %958 : tensor<64xf32>
    %960 = stablehlo.rsqrt %959 : tensor<64xf32>
    %961 = "stablehlo.broadcast_in_dim"(%960) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %962 = stablehlo.multiply %952, %961 : tensor<384x14x14x64xf32>
    %963 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %964 = stablehlo.multiply %962, %963 : tensor<384x14x14x64xf32>
    %965 = "stablehlo.broadcast_in_dim"(%blocks.3.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %966 = stablehlo.add %964, %965 : tensor<384x14x14x64xf32>
    %967 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %968 = stablehlo.multiply %blocks.3.2.bn3.running_mean, %967 : tensor<64xf32>
    %969 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %970 = stablehlo.multiply %950, %969 : tensor<64xf32>
    %971 = stablehlo.add %968, %970 : tensor<64xf32>
    %972 = stablehlo.constant dense<75263.0> : tensor<64xf32>
    %973 = stablehlo.divide %955, %972 : tensor<64xf32>
    %974 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %975 = stablehlo.multiply %blocks.3.2.bn3.running_var, %974 : tensor<64xf32>
    %976 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %977 = stablehlo.multiply %973, %976 : tensor<64xf32>
    %978 = stablehlo.add %975, %977 : tensor<64xf32>
    %979 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %980 = "stablehlo.broadcast_in_dim"(%979) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x64xf32>
    %981 = stablehlo.multiply %966, %980 : tensor<384x14x14x64xf32>
    %982 = stablehlo.add %981, %871 : tensor<384x14x14x64xf32>
    %983 = "stablehlo.convolution"(%982, %blocks.3.3.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %984 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %985 = "stablehlo.reduce"(%983, %984) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %986 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %987 = stablehlo.divide %985, %986 : tensor<384xf32>
    %988 = "stablehlo.broadcast_in_dim"(%987) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %989 = stablehlo.subtract %983, %988 : tensor<384x14x14x384xf32>
    %990 = stablehlo.multiply %989, %989 : tensor<384x14x14x384xf32>
    %991 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %992 = "stablehlo.reduce"(%990, %991) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %993 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %994 = stablehlo.divide %992, %993 : tensor<384xf32>
    %995 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %996 = stablehlo.add %994, %995 : tensor<384xf32>
    %997 = stablehlo.rsqrt %996 : tensor<384xf32>
    %998 = "stablehlo.broadcast_in_dim"(%997) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %999 = stablehlo.multiply %989, %998 : tensor<384x14x14x384xf32>
    %1000 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1001 = stablehlo.multiply %999, %1000 : tensor<384x14x14x384xf32>
    %1002 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1003 = stablehlo.add %1001, %1002 : tensor<384x14x14x384xf32>
    %1004 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1005 = stablehlo.multiply %blocks.3.3.bn1.running_mean, %1004 : tensor<384xf32>
    %1006 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1007 = stablehlo.multiply %987, %1006 : tensor<384xf32>
    %1008 = stablehlo.add %1005, %1007 : tensor<384xf32>
    %1009 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %1010 = stablehlo.divide %992, %1009 : tensor<384xf32>
    %1011 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1012 = stablehlo.multiply %blocks.3.3.bn1.running_var, %1011 : tensor<384xf32>
    %1013 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1014 = stablehlo.multiply %1010, %1013 : tensor<384xf32>
    %1015 = stablehlo.add %1012, %1014 : tensor<384xf32>
    %1016 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %1017 = stablehlo.maximum %1003, %1016 : tensor<384x14x14x384xf32>
    %1018 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %1019 = stablehlo.minimum %1017, %1018 : tensor<384x14x14x384xf32>
    %1020 = "stablehlo.convolution"(%1019, %blocks.3.3.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %1021 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1022 = "stablehlo.reduce"(%1020, %1021) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1023 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %1024 = stablehlo.divide %1022, %1023 : tensor<384xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1026 = stablehlo.subtract %1020, %1025 : tensor<384x14x14x384xf32>
    %1027 = stablehlo.multiply %1026, %1026 : tensor<384x14x14x384xf32>
    %1028 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1029 = "stablehlo.reduce"(%1027, %1028) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1030 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %1031 = stablehlo.divide %1029, %1030 : tensor<384xf32>
    %1032 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<384xf32>
    %1034 = stablehlo.rsqrt %1033 : tensor<384xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1036 = stablehlo.multiply %1026, %1035 : tensor<384x14x14x384xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1038 = stablehlo.multiply %1036, %1037 : tensor<384x14x14x384xf32>
    %1039 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1040 = stablehlo.add %1038, %1039 : tensor<384x14x14x384xf32>
    %1041 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1042 = stablehlo.multiply %blocks.3.3.bn2.running_mean, %1041 : tensor<384xf32>
    %1043 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1044 = stablehlo.multiply %1024, %1043 : tensor<384xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<384xf32>
    %1046 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %1047 = stablehlo.divide %1029, %1046 : tensor<384xf32>
    %1048 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1049 = stablehlo.multiply %blocks.3.3.bn2.running_var, %1048 : tensor<384xf32>
    %1050 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1051 = stablehlo.multiply %1047, %1050 : tensor<384xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<384xf32>
    %1053 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %1054 = stablehlo.maximum %1040, %1053 : tensor<384x14x14x384xf32>
    %1055 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %1056 = stablehlo.minimum %1054, %1055 : tensor<384x14x14x384xf32>
    %1057 = "stablehlo.convolution"(%1056, %blocks.3.3.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x64xf32>
    %1058 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1059 = "stablehlo.reduce"(%1057, %1058) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1060 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %1061 = stablehlo.divide %1059, %1060 : tensor<64xf32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %1063 = stablehlo.subtract %1057, %1062 : tensor<384x14x14x64xf32>
    %1064 = stablehlo.multiply %1063, %1063 : tensor<384x14x14x64xf32>
    %1065 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1066 = "stablehlo.reduce"(%1064, %1065) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1067 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %1068 = stablehlo.divide %1066, %1067 : tensor<64xf32>
    %1069 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %1070 = stablehlo.add %1068, %1069 : tensor<64xf32>
    %1071 = stablehlo.rsqrt %1070 : tensor<64xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %1073 = stablehlo.multiply %1063, %1072 : tensor<384x14x14x64xf32>
    %1074 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %1075 = stablehlo.multiply %1073, %1074 : tensor<384x14x14x64xf32>
    %1076 = "stablehlo.broadcast_in_dim"(%blocks.3.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<384x14x14x64xf32>
    %1078 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1079 = stablehlo.multiply %blocks.3.3.bn3.running_mean, %1078 : tensor<64xf32>
    %1080 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1081 = stablehlo.multiply %1061, %1080 : tensor<64xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<64xf32>
    %1083 = stablehlo.constant dense<75263.0> : tensor<64xf32>
    %1084 = stablehlo.divide %1066, %1083 : tensor<64xf32>
    %1085 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %1086 = stablehlo.multiply %blocks.3.3.bn3.running_var, %1085 : tensor<64xf32>
    %1087 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %1088 = stablehlo.multiply %1084, %1087 : tensor<64xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<64xf32>
    %1090 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x64xf32>
    %1092 = stablehlo.multiply %1077, %1091 : tensor<384x14x14x64xf32>
    %1093 = stablehlo.add %1092, %982 : tensor<384x14x14x64xf32>
    %1094 = "stablehlo.convolution"(%1093, %blocks.4.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x384xf32>
    %1095 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1096 = "stablehlo.reduce"(%1094, %1095) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1097 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %1098 = stablehlo.divide %1096, %1097 : tensor<384xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1100 = stablehlo.subtract %1094, %1099 : tensor<384x14x14x384xf32>
    %1101 = stablehlo.multiply %1100, %1100 : tensor<384x14x14x384xf32>
    %1102 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1103 = "stablehlo.reduce"(%1101, %1102) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1104 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %1105 = stablehlo.divide %1103, %1104 : tensor<384xf32>
    %1106 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %1107 = stablehlo.add %1105, %1106 : tensor<384xf32>
    %1108 = stablehlo.rsqrt %1107 : tensor<384xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1110 = stablehlo.multiply %1100, %1109 : tensor<384x14x14x384xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1112 = stablehlo.multiply %1110, %1111 : tensor<384x14x14x384xf32>
    %1113 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1114 = stablehlo.add %1112, %1113 : tensor<384x14x14x384xf32>
    %1115 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1116 = stablehlo.multiply %blocks.4.0.bn1.running_mean, %1115 : tensor<384xf32>
    %1117 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1118 = stablehlo.multiply %1098, %1117 : tensor<384xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<384xf32>
    %1120 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %1121 = stablehlo.divide %1103, %1120 : tensor<384xf32>
    %1122 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1123 = stablehlo.multiply %blocks.4.0.bn1.running_var, %1122 : tensor<384xf32>
    %1124 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1125 = stablehlo.multiply %1121, %1124 : tensor<384xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<384xf32>
    %1127 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %1128 = stablehlo.maximum %1114, %1127 : tensor<384x14x14x384xf32>
    %1129 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %1130 = stablehlo.minimum %1128, %1129 : tensor<384x14x14x384xf32>
    %1131 = "stablehlo.convolution"(%1130, %blocks.4.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %1132 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1133 = "stablehlo.reduce"(%1131, %1132) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1134 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %1135 = stablehlo.divide %1133, %1134 : tensor<384xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%1135) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1137 = stablehlo.subtract %1131, %1136 : tensor<384x14x14x384xf32>
    %1138 = stablehlo.multiply %1137, %1137 : tensor<384x14x14x384xf32>
    %1139 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1140 = "stablehlo.reduce"(%1138, %1139) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1141 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %1142 = stablehlo.divide %1140, %1141 : tensor<384xf32>
    %1143 = stablehlo.constant dense<1.0e-05> : tensor<384xf32>
    %1144 = stablehlo.add %1142, %1143 : tensor<384xf32>
    %1145 = stablehlo.rsqrt %1144 : tensor<384xf32>
    %1146 = "stablehlo.broadcast_in_dim"(%1145) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1147 = stablehlo.multiply %1137, %1146 : tensor<384x14x14x384xf32>
    %1148 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1149 = stablehlo.multiply %1147, %1148 : tensor<384x14x14x384xf32>
    %1150 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %1151 = stablehlo.add %1149, %1150 : tensor<384x14x14x384xf32>
    %1152 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1153 = stablehlo.multiply %blocks.4.0.bn2.running_mean, %1152 : tensor<384xf32>
    %1154 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1155 = stablehlo.multiply %1135, %1154 : tensor<384xf32>
    %1156 = stablehlo.add %1153, %1155 : tensor<384xf32>
    %1157 = stablehlo.constant dense<75263.0> : tensor<384xf32>
    %1158 = stablehlo.divide %1140, %1157 : tensor<384xf32>
    %1159 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %1160 = stablehlo.multiply %blocks.4.0.bn2.running_var, %1159 : tensor<384xf32>
    %1161 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %1162 = stablehlo.multiply %1158, %1161 : tensor<384xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<384xf32>
    %1164 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %1165 = stablehlo.maximum %1151, %1164 : tensor<384x14x14x384xf32>
    %1166 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %1167 = stablehlo.minimum %1165, %1166 : tensor<384x14x14x384xf32>
    %1168 = "stablehlo.convolution"(%1167, %blocks.4.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x384x96xf32>) -> tensor<384x14x14x96xf32>
    %1169 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1170 = "stablehlo.reduce"(%1168, %1169) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1171 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %1172 = stablehlo.divide %1170, %1171 : tensor<96xf32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1174 = stablehlo.subtract %1168, %1173 : tensor<384x14x14x96xf32>
    %1175 = stablehlo.multiply %1174, %1174 : tensor<384x14x14x96xf32>
    %1176 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1177 = "stablehlo.reduce"(%1175, %1176) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1178 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %1179 = stablehlo.divide %1177, %1178 : tensor<96xf32>
    %1180 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %1181 = stablehlo.add %1179, %1180 : tensor<96xf32>
    %1182 = stablehlo.rsqrt %1181 : tensor<96xf32>
    %1183 = "stablehlo.broadcast_in_dim"(%1182) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1184 = stablehlo.multiply %1174, %1183 : tensor<384x14x14x96xf32>
    %1185 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1186 = stablehlo.multiply %1184, %1185 : tensor<384x14x14x96xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%blocks.4.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1188 = stablehlo.add %1186, %1187 : tensor<384x14x14x96xf32>
    %1189 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %1190 = stablehlo.multiply %blocks.4.0.bn3.running_mean, %1189 : tensor<96xf32>
    %1191 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %1192 = stablehlo.multiply %1172, %1191 : tensor<96xf32>
    %1193 = stablehlo.add %1190, %1192 : tensor<96xf32>
    %1194 = stablehlo.constant dense<75263.0> : tensor<96xf32>
    %1195 = stablehlo.divide %1177, %1194 : tensor<96xf32>
    %1196 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %1197 = stablehlo.multiply %blocks.4.0.bn3.running_var, %1196 : tensor<96xf32>
    %1198 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %1199 = stablehlo.multiply %1195, %1198 : tensor<96xf32>
    %1200 = stablehlo.add %1197, %1199 : tensor<96xf32>
    %1201 = "stablehlo.convolution"(%1188, %blocks.4.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x576xf32>
    %1202 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1203 = "stablehlo.reduce"(%1201, %1202) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1204 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1205 = stablehlo.divide %1203, %1204 : tensor<576xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1207 = stablehlo.subtract %1201, %1206 : tensor<384x14x14x576xf32>
    %1208 = stablehlo.multiply %1207, %1207 : tensor<384x14x14x576xf32>
    %1209 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1210 = "stablehlo.reduce"(%1208, %1209) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1211 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1212 = stablehlo.divide %1210, %1211 : tensor<576xf32>
    %1213 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<576xf32>
    %1215 = stablehlo.rsqrt %1214 : tensor<576xf32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1217 = stablehlo.multiply %1207, %1216 : tensor<384x14x14x576xf32>
    %1218 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<384x14x14x576xf32>
    %1220 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1221 = stablehlo.add %1219, %1220 : tensor<384x14x14x576xf32>
    %1222 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1223 = stablehlo.multiply %blocks.4.1.bn1.running_mean, %1222 : tensor<576xf32>
    %1224 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1225 = stablehlo.multiply %1205, %1224 : tensor<576xf32>
    %1226 = stablehlo.add %1223, %1225 : tensor<576xf32>
    %1227 = stablehlo.constant dense<75263.0> : tensor<576xf32>
    %1228 = stablehlo.divide %1210, %1227 : tensor<576xf32>
    %1229 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1230 = stablehlo.multiply %blocks.4.1.bn1.running_var, %1229 : tensor<576xf32>
    %1231 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1232 = stablehlo.multiply %1228, %1231 : tensor<576xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<576xf32>
    %1234 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %1235 = stablehlo.maximum %1221, %1234 : tensor<384x14x14x576xf32>
    %1236 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %1237 = stablehlo.minimum %1235, %1236 : tensor<384x14x14x576xf32>
    %1238 = "stablehlo.convolution"(%1237, %blocks.4.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %1239 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1240 = "stablehlo.reduce"(%1238, %1239) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1241 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1242 = stablehlo.divide %1240, %1241 : tensor<576xf32>
    %1243 = "stablehlo.broadcast_in_dim"(%1242) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1244 = stablehlo.subtract %1238, %1243 : tensor<384x14x14x576xf32>
    %1245 = stablehlo.multiply %1244, %1244 : tensor<384x14x14x576xf32>
    %1246 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1247 = "stablehlo.reduce"(%1245, %1246) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1248 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1249 = stablehlo.divide %1247, %1248 : tensor<576xf32>
    %1250 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %1251 = stablehlo.add %1249, %1250 : tensor<576xf32>
    %1252 = stablehlo.rsqrt %1251 : tensor<576xf32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1254 = stablehlo.multiply %1244, %1253 : tensor<384x14x14x576xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1256 = stablehlo.multiply %1254, %1255 : tensor<384x14x14x576xf32>
    %1257 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1258 = stablehlo.add %1256, %1257 : tensor<384x14x14x576xf32>
    %1259 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1260 = stablehlo.multiply %blocks.4.1.bn2.running_mean, %1259 : tensor<576xf32>
    %1261 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1262 = stablehlo.multiply %1242, %1261 : tensor<576xf32>
    %1263 = stablehlo.add %1260, %1262 : tensor<576xf32>
    %1264 = stablehlo.constant dense<75263.0> : tensor<576xf32>
    %1265 = stablehlo.divide %1247, %1264 : tensor<576xf32>
    %1266 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1267 = stablehlo.multiply %blocks.4.1.bn2.running_var, %1266 : tensor<576xf32>
    %1268 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1269 = stablehlo.multiply %1265, %1268 : tensor<576xf32>
    %1270 = stablehlo.add %1267, %1269 : tensor<576xf32>
    %1271 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %1272 = stablehlo.maximum %1258, %1271 : tensor<384x14x14x576xf32>
    %1273 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %1274 = stablehlo.minimum %1272, %1273 : tensor<384x14x14x576xf32>
    %1275 = "stablehlo.convolution"(%1274, %blocks.4.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x96xf32>
    %1276 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1277 = "stablehlo.reduce"(%1275, %1276) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1278 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %1279 = stablehlo.divide %1277, %1278 : tensor<96xf32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1281 = stablehlo.subtract %1275, %1280 : tensor<384x14x14x96xf32>
    %1282 = stablehlo.multiply %1281, %1281 : tensor<384x14x14x96xf32>
    %1283 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1284 = "stablehlo.reduce"(%1282, %1283) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1285 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %1286 = stablehlo.divide %1284, %1285 : tensor<96xf32>
    %1287 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %1288 = stablehlo.add %1286, %1287 : tensor<96xf32>
    %1289 = stablehlo.rsqrt %1288 : tensor<96xf32>
    %1290 = "stablehlo.broadcast_in_dim"(%1289) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1291 = stablehlo.multiply %1281, %1290 : tensor<384x14x14x96xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1293 = stablehlo.multiply %1291, %1292 : tensor<384x14x14x96xf32>
    %1294 = "stablehlo.broadcast_in_dim"(%blocks.4.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1295 = stablehlo.add %1293, %1294 : tensor<384x14x14x96xf32>
    %1296 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %1297 = stablehlo.multiply %blocks.4.1.bn3.running_mean, %1296 : tensor<96xf32>
    %1298 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %1299 = stablehlo.multiply %1279, %1298 : tensor<96xf32>
    %1300 = stablehlo.add %1297, %1299 : tensor<96xf32>
    %1301 = stablehlo.constant dense<75263.0> : tensor<96xf32>
    %1302 = stablehlo.divide %1284, %1301 : tensor<96xf32>
    %1303 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %1304 = stablehlo.multiply %blocks.4.1.bn3.running_var, %1303 : tensor<96xf32>
    %1305 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %1306 = stablehlo.multiply %1302, %1305 : tensor<96xf32>
    %1307 = stablehlo.add %1304, %1306 : tensor<96xf32>
    %1308 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %1309 = "stablehlo.broadcast_in_dim"(%1308) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x96xf32>
    %1310 = stablehlo.multiply %1295, %1309 : tensor<384x14x14x96xf32>
    %1311 = stablehlo.add %1310, %1188 : tensor<384x14x14x96xf32>
    %1312 = "stablehlo.convolution"(%1311, %blocks.4.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x576xf32>
    %1313 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1314 = "stablehlo.reduce"(%1312, %1313) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1315 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1316 = stablehlo.divide %1314, %1315 : tensor<576xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1318 = stablehlo.subtract %1312, %1317 : tensor<384x14x14x576xf32>
    %1319 = stablehlo.multiply %1318, %1318 : tensor<384x14x14x576xf32>
    %1320 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1321 = "stablehlo.reduce"(%1319, %1320) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1322 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1323 = stablehlo.divide %1321, %1322 : tensor<576xf32>
    %1324 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %1325 = stablehlo.add %1323, %1324 : tensor<576xf32>
    %1326 = stablehlo.rsqrt %1325 : tensor<576xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1326) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1328 = stablehlo.multiply %1318, %1327 : tensor<384x14x14x576xf32>
    %1329 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1330 = stablehlo.multiply %1328, %1329 : tensor<384x14x14x576xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1332 = stablehlo.add %1330, %1331 : tensor<384x14x14x576xf32>
    %1333 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1334 = stablehlo.multiply %blocks.4.2.bn1.running_mean, %1333 : tensor<576xf32>
    %1335 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1336 = stablehlo.multiply %1316, %1335 : tensor<576xf32>
    %1337 = stablehlo.add %1334, %1336 : tensor<576xf32>
    %1338 = stablehlo.constant dense<75263.0> : tensor<576xf32>
    %1339 = stablehlo.divide %1321, %1338 : tensor<576xf32>
    %1340 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1341 = stablehlo.multiply %blocks.4.2.bn1.running_var, %1340 : tensor<576xf32>
    %1342 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1343 = stablehlo.multiply %1339, %1342 : tensor<576xf32>
    %1344 = stablehlo.add %1341, %1343 : tensor<576xf32>
    %1345 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %1346 = stablehlo.maximum %1332, %1345 : tensor<384x14x14x576xf32>
    %1347 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %1348 = stablehlo.minimum %1346, %1347 : tensor<384x14x14x576xf32>
    %1349 = "stablehlo.convolution"(%1348, %blocks.4.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %1350 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1351 = "stablehlo.reduce"(%1349, %1350) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1352 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1353 = stablehlo.divide %1351, %1352 : tensor<576xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1355 = stablehlo.subtract %1349, %1354 : tensor<384x14x14x576xf32>
    %1356 = stablehlo.multiply %1355, %1355 : tensor<384x14x14x576xf32>
    %1357 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1358 = "stablehlo.reduce"(%1356, %1357) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1359 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1360 = stablehlo.divide %1358, %1359 : tensor<576xf32>
    %1361 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %1362 = stablehlo.add %1360, %1361 : tensor<576xf32>
    %1363 = stablehlo.rsqrt %1362 : tensor<576xf32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1365 = stablehlo.multiply %1355, %1364 : tensor<384x14x14x576xf32>
    %1366 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1367 = stablehlo.multiply %1365, %1366 : tensor<384x14x14x576xf32>
    %1368 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<384x14x14x576xf32>
    %1370 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1371 = stablehlo.multiply %blocks.4.2.bn2.running_mean, %1370 : tensor<576xf32>
    %1372 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1373 = stablehlo.multiply %1353, %1372 : tensor<576xf32>
    %1374 = stablehlo.add %1371, %1373 : tensor<576xf32>
    %1375 = stablehlo.constant dense<75263.0> : tensor<576xf32>
    %1376 = stablehlo.divide %1358, %1375 : tensor<576xf32>
    %1377 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1378 = stablehlo.multiply %blocks.4.2.bn2.running_var, %1377 : tensor<576xf32>
    %1379 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1380 = stablehlo.multiply %1376, %1379 : tensor<576xf32>
    %1381 = stablehlo.add %1378, %1380 : tensor<576xf32>
    %1382 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %1383 = stablehlo.maximum %1369, %1382 : tensor<384x14x14x576xf32>
    %1384 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %1385 = stablehlo.minimum %1383, %1384 : tensor<384x14x14x576xf32>
    %1386 = "stablehlo.convolution"(%1385, %blocks.4.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x96xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1388 = "stablehlo.reduce"(%1386, %1387) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1389 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %1390 = stablehlo.divide %1388, %1389 : tensor<96xf32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1392 = stablehlo.subtract %1386, %1391 : tensor<384x14x14x96xf32>
    %1393 = stablehlo.multiply %1392, %1392 : tensor<384x14x14x96xf32>
    %1394 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1395 = "stablehlo.reduce"(%1393, %1394) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1396 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %1397 = stablehlo.divide %1395, %1396 : tensor<96xf32>
    %1398 = stablehlo.constant dense<1.0e-05> : tensor<96xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<96xf32>
    %1400 = stablehlo.rsqrt %1399 : tensor<96xf32>
    %1401 = "stablehlo.broadcast_in_dim"(%1400) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1402 = stablehlo.multiply %1392, %1401 : tensor<384x14x14x96xf32>
    %1403 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1404 = stablehlo.multiply %1402, %1403 : tensor<384x14x14x96xf32>
    %1405 = "stablehlo.broadcast_in_dim"(%blocks.4.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %1406 = stablehlo.add %1404, %1405 : tensor<384x14x14x96xf32>
    %1407 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %1408 = stablehlo.multiply %blocks.4.2.bn3.running_mean, %1407 : tensor<96xf32>
    %1409 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %1410 = stablehlo.multiply %1390, %1409 : tensor<96xf32>
    %1411 = stablehlo.add %1408, %1410 : tensor<96xf32>
    %1412 = stablehlo.constant dense<75263.0> : tensor<96xf32>
    %1413 = stablehlo.divide %1395, %1412 : tensor<96xf32>
    %1414 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %1415 = stablehlo.multiply %blocks.4.2.bn3.running_var, %1414 : tensor<96xf32>
    %1416 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %1417 = stablehlo.multiply %1413, %1416 : tensor<96xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<96xf32>
    %1419 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x14x14x96xf32>
    %1421 = stablehlo.multiply %1406, %1420 : tensor<384x14x14x96xf32>
    %1422 = stablehlo.add %1421, %1311 : tensor<384x14x14x96xf32>
    %1423 = "stablehlo.convolution"(%1422, %blocks.5.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x576xf32>
    %1424 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1425 = "stablehlo.reduce"(%1423, %1424) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1426 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1427 = stablehlo.divide %1425, %1426 : tensor<576xf32>
    %1428 = "stablehlo.broadcast_in_dim"(%1427) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1429 = stablehlo.subtract %1423, %1428 : tensor<384x14x14x576xf32>
    %1430 = stablehlo.multiply %1429, %1429 : tensor<384x14x14x576xf32>
    %1431 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1432 = "stablehlo.reduce"(%1430, %1431) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1433 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %1434 = stablehlo.divide %1432, %1433 : tensor<576xf32>
    %1435 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %1436 = stablehlo.add %1434, %1435 : tensor<576xf32>
    %1437 = stablehlo.rsqrt %1436 : tensor<576xf32>
    %1438 = "stablehlo.broadcast_in_dim"(%1437) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1439 = stablehlo.multiply %1429, %1438 : tensor<384x14x14x576xf32>
    %1440 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1441 = stablehlo.multiply %1439, %1440 : tensor<384x14x14x576xf32>
    %1442 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %1443 = stablehlo.add %1441, %1442 : tensor<384x14x14x576xf32>
    %1444 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1445 = stablehlo.multiply %blocks.5.0.bn1.running_mean, %1444 : tensor<576xf32>
    %1446 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1447 = stablehlo.multiply %1427, %1446 : tensor<576xf32>
    %1448 = stablehlo.add %1445, %1447 : tensor<576xf32>
    %1449 = stablehlo.constant dense<75263.0> : tensor<576xf32>
    %1450 = stablehlo.divide %1432, %1449 : tensor<576xf32>
    %1451 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1452 = stablehlo.multiply %blocks.5.0.bn1.running_var, %1451 : tensor<576xf32>
    %1453 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1454 = stablehlo.multiply %1450, %1453 : tensor<576xf32>
    %1455 = stablehlo.add %1452, %1454 : tensor<576xf32>
    %1456 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %1457 = stablehlo.maximum %1443, %1456 : tensor<384x14x14x576xf32>
    %1458 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %1459 = stablehlo.minimum %1457, %1458 : tensor<384x14x14x576xf32>
    %1460 = "stablehlo.convolution"(%1459, %blocks.5.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x7x7x576xf32>
    %1461 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1462 = "stablehlo.reduce"(%1460, %1461) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1463 = stablehlo.constant dense<18816.0> : tensor<576xf32>
    %1464 = stablehlo.divide %1462, %1463 : tensor<576xf32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %1466 = stablehlo.subtract %1460, %1465 : tensor<384x7x7x576xf32>
    %1467 = stablehlo.multiply %1466, %1466 : tensor<384x7x7x576xf32>
    %1468 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1469 = "stablehlo.reduce"(%1467, %1468) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1470 = stablehlo.constant dense<18816.0> : tensor<576xf32>
    %1471 = stablehlo.divide %1469, %1470 : tensor<576xf32>
    %1472 = stablehlo.constant dense<1.0e-05> : tensor<576xf32>
    %1473 = stablehlo.add %1471, %1472 : tensor<576xf32>
    %1474 = stablehlo.rsqrt %1473 : tensor<576xf32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %1476 = stablehlo.multiply %1466, %1475 : tensor<384x7x7x576xf32>
    %1477 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %1478 = stablehlo.multiply %1476, %1477 : tensor<384x7x7x576xf32>
    %1479 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %1480 = stablehlo.add %1478, %1479 : tensor<384x7x7x576xf32>
    %1481 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1482 = stablehlo.multiply %blocks.5.0.bn2.running_mean, %1481 : tensor<576xf32>
    %1483 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1484 = stablehlo.multiply %1464, %1483 : tensor<576xf32>
    %1485 = stablehlo.add %1482, %1484 : tensor<576xf32>
    %1486 = stablehlo.constant dense<18815.0> : tensor<576xf32>
    %1487 = stablehlo.divide %1469, %1486 : tensor<576xf32>
    %1488 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %1489 = stablehlo.multiply %blocks.5.0.bn2.running_var, %1488 : tensor<576xf32>
    %1490 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %1491 = stablehlo.multiply %1487, %1490 : tensor<576xf32>
    %1492 = stablehlo.add %1489, %1491 : tensor<576xf32>
    %1493 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %1494 = stablehlo.maximum %1480, %1493 : tensor<384x7x7x576xf32>
    %1495 = stablehlo.constant dense<6.0> : tensor<384x7x7x576xf32>
    %1496 = stablehlo.minimum %1494, %1495 : tensor<384x7x7x576xf32>
    %1497 = "stablehlo.convolution"(%1496, %blocks.5.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x576xf32>, tensor<1x1x576x160xf32>) -> tensor<384x7x7x160xf32>
    %1498 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1499 = "stablehlo.reduce"(%1497, %1498) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1500 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %1501 = stablehlo.divide %1499, %1500 : tensor<160xf32>
    %1502 = "stablehlo.broadcast_in_dim"(%1501) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1503 = stablehlo.subtract %1497, %1502 : tensor<384x7x7x160xf32>
    %1504 = stablehlo.multiply %1503, %1503 : tensor<384x7x7x160xf32>
    %1505 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1506 = "stablehlo.reduce"(%1504, %1505) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1507 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %1508 = stablehlo.divide %1506, %1507 : tensor<160xf32>
    %1509 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %1510 = stablehlo.add %1508, %1509 : tensor<160xf32>
    %1511 = stablehlo.rsqrt %1510 : tensor<160xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%1511) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1513 = stablehlo.multiply %1503, %1512 : tensor<384x7x7x160xf32>
    %1514 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1515 = stablehlo.multiply %1513, %1514 : tensor<384x7x7x160xf32>
    %1516 = "stablehlo.broadcast_in_dim"(%blocks.5.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1517 = stablehlo.add %1515, %1516 : tensor<384x7x7x160xf32>
    %1518 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %1519 = stablehlo.multiply %blocks.5.0.bn3.running_mean, %1518 : tensor<160xf32>
    %1520 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %1521 = stablehlo.multiply %1501, %1520 : tensor<160xf32>
    %1522 = stablehlo.add %1519, %1521 : tensor<160xf32>
    %1523 = stablehlo.constant dense<18815.0> : tensor<160xf32>
    %1524 = stablehlo.divide %1506, %1523 : tensor<160xf32>
    %1525 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %1526 = stablehlo.multiply %blocks.5.0.bn3.running_var, %1525 : tensor<160xf32>
    %1527 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %1528 = stablehlo.multiply %1524, %1527 : tensor<160xf32>
    %1529 = stablehlo.add %1526, %1528 : tensor<160xf32>
    %1530 = "stablehlo.convolution"(%1517, %blocks.5.1.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x960xf32>
    %1531 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1532 = "stablehlo.reduce"(%1530, %1531) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1533 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1534 = stablehlo.divide %1532, %1533 : tensor<960xf32>
    %1535 = "stablehlo.broadcast_in_dim"(%1534) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1536 = stablehlo.subtract %1530, %1535 : tensor<384x7x7x960xf32>
    %1537 = stablehlo.multiply %1536, %1536 : tensor<384x7x7x960xf32>
    %1538 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1539 = "stablehlo.reduce"(%1537, %1538) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1540 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1541 = stablehlo.divide %1539, %1540 : tensor<960xf32>
    %1542 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1543 = stablehlo.add %1541, %1542 : tensor<960xf32>
    %1544 = stablehlo.rsqrt %1543 : tensor<960xf32>
    %1545 = "stablehlo.broadcast_in_dim"(%1544) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1546 = stablehlo.multiply %1536, %1545 : tensor<384x7x7x960xf32>
    %1547 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<384x7x7x960xf32>
    %1549 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1550 = stablehlo.add %1548, %1549 : tensor<384x7x7x960xf32>
    %1551 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1552 = stablehlo.multiply %blocks.5.1.bn1.running_mean, %1551 : tensor<960xf32>
    %1553 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1554 = stablehlo.multiply %1534, %1553 : tensor<960xf32>
    %1555 = stablehlo.add %1552, %1554 : tensor<960xf32>
    %1556 = stablehlo.constant dense<18815.0> : tensor<960xf32>
    %1557 = stablehlo.divide %1539, %1556 : tensor<960xf32>
    %1558 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1559 = stablehlo.multiply %blocks.5.1.bn1.running_var, %1558 : tensor<960xf32>
    %1560 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1561 = stablehlo.multiply %1557, %1560 : tensor<960xf32>
    %1562 = stablehlo.add %1559, %1561 : tensor<960xf32>
    %1563 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1564 = stablehlo.maximum %1550, %1563 : tensor<384x7x7x960xf32>
    %1565 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1566 = stablehlo.minimum %1564, %1565 : tensor<384x7x7x960xf32>
    %1567 = "stablehlo.convolution"(%1566, %blocks.5.1.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %1568 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1569 = "stablehlo.reduce"(%1567, %1568) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1570 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1571 = stablehlo.divide %1569, %1570 : tensor<960xf32>
    %1572 = "stablehlo.broadcast_in_dim"(%1571) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1573 = stablehlo.subtract %1567, %1572 : tensor<384x7x7x960xf32>
    %1574 = stablehlo.multiply %1573, %1573 : tensor<384x7x7x960xf32>
    %1575 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1576 = "stablehlo.reduce"(%1574, %1575) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1577 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1578 = stablehlo.divide %1576, %1577 : tensor<960xf32>
    %1579 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1580 = stablehlo.add %1578, %1579 : tensor<960xf32>
    %1581 = stablehlo.rsqrt %1580 : tensor<960xf32>
    %1582 = "stablehlo.broadcast_in_dim"(%1581) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1583 = stablehlo.multiply %1573, %1582 : tensor<384x7x7x960xf32>
    %1584 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1585 = stablehlo.multiply %1583, %1584 : tensor<384x7x7x960xf32>
    %1586 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1587 = stablehlo.add %1585, %1586 : tensor<384x7x7x960xf32>
    %1588 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1589 = stablehlo.multiply %blocks.5.1.bn2.running_mean, %1588 : tensor<960xf32>
    %1590 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1591 = stablehlo.multiply %1571, %1590 : tensor<960xf32>
    %1592 = stablehlo.add %1589, %1591 : tensor<960xf32>
    %1593 = stablehlo.constant dense<18815.0> : tensor<960xf32>
    %1594 = stablehlo.divide %1576, %1593 : tensor<960xf32>
    %1595 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1596 = stablehlo.multiply %blocks.5.1.bn2.running_var, %1595 : tensor<960xf32>
    %1597 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1598 = stablehlo.multiply %1594, %1597 : tensor<960xf32>
    %1599 = stablehlo.add %1596, %1598 : tensor<960xf32>
    %1600 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1601 = stablehlo.maximum %1587, %1600 : tensor<384x7x7x960xf32>
    %1602 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1603 = stablehlo.minimum %1601, %1602 : tensor<384x7x7x960xf32>
    %1604 = "stablehlo.convolution"(%1603, %blocks.5.1.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x160xf32>
    %1605 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1606 = "stablehlo.reduce"(%1604, %1605) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1607 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %1608 = stablehlo.divide %1606, %1607 : tensor<160xf32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1610 = stablehlo.subtract %1604, %1609 : tensor<384x7x7x160xf32>
    %1611 = stablehlo.multiply %1610, %1610 : tensor<384x7x7x160xf32>
    %1612 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1613 = "stablehlo.reduce"(%1611, %1612) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1614 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %1615 = stablehlo.divide %1613, %1614 : tensor<160xf32>
    %1616 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %1617 = stablehlo.add %1615, %1616 : tensor<160xf32>
    %1618 = stablehlo.rsqrt %1617 : tensor<160xf32>
    %1619 = "stablehlo.broadcast_in_dim"(%1618) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1620 = stablehlo.multiply %1610, %1619 : tensor<384x7x7x160xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1622 = stablehlo.multiply %1620, %1621 : tensor<384x7x7x160xf32>
    %1623 = "stablehlo.broadcast_in_dim"(%blocks.5.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1624 = stablehlo.add %1622, %1623 : tensor<384x7x7x160xf32>
    %1625 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %1626 = stablehlo.multiply %blocks.5.1.bn3.running_mean, %1625 : tensor<160xf32>
    %1627 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %1628 = stablehlo.multiply %1608, %1627 : tensor<160xf32>
    %1629 = stablehlo.add %1626, %1628 : tensor<160xf32>
    %1630 = stablehlo.constant dense<18815.0> : tensor<160xf32>
    %1631 = stablehlo.divide %1613, %1630 : tensor<160xf32>
    %1632 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %1633 = stablehlo.multiply %blocks.5.1.bn3.running_var, %1632 : tensor<160xf32>
    %1634 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %1635 = stablehlo.multiply %1631, %1634 : tensor<160xf32>
    %1636 = stablehlo.add %1633, %1635 : tensor<160xf32>
    %1637 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %1638 = "stablehlo.broadcast_in_dim"(%1637) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x160xf32>
    %1639 = stablehlo.multiply %1624, %1638 : tensor<384x7x7x160xf32>
    %1640 = stablehlo.add %1639, %1517 : tensor<384x7x7x160xf32>
    %1641 = "stablehlo.convolution"(%1640, %blocks.5.2.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x960xf32>
    %1642 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1643 = "stablehlo.reduce"(%1641, %1642) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1644 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1645 = stablehlo.divide %1643, %1644 : tensor<960xf32>
    %1646 = "stablehlo.broadcast_in_dim"(%1645) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1647 = stablehlo.subtract %1641, %1646 : tensor<384x7x7x960xf32>
    %1648 = stablehlo.multiply %1647, %1647 : tensor<384x7x7x960xf32>
    %1649 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1650 = "stablehlo.reduce"(%1648, %1649) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1651 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1652 = stablehlo.divide %1650, %1651 : tensor<960xf32>
    %1653 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1654 = stablehlo.add %1652, %1653 : tensor<960xf32>
    %1655 = stablehlo.rsqrt %1654 : tensor<960xf32>
    %1656 = "stablehlo.broadcast_in_dim"(%1655) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1657 = stablehlo.multiply %1647, %1656 : tensor<384x7x7x960xf32>
    %1658 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1659 = stablehlo.multiply %1657, %1658 : tensor<384x7x7x960xf32>
    %1660 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1661 = stablehlo.add %1659, %1660 : tensor<384x7x7x960xf32>
    %1662 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1663 = stablehlo.multiply %blocks.5.2.bn1.running_mean, %1662 : tensor<960xf32>
    %1664 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1665 = stablehlo.multiply %1645, %1664 : tensor<960xf32>
    %1666 = stablehlo.add %1663, %1665 : tensor<960xf32>
    %1667 = stablehlo.constant dense<18815.0> : tensor<960xf32>
    %1668 = stablehlo.divide %1650, %1667 : tensor<960xf32>
    %1669 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1670 = stablehlo.multiply %blocks.5.2.bn1.running_var, %1669 : tensor<960xf32>
    %1671 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1672 = stablehlo.multiply %1668, %1671 : tensor<960xf32>
    %1673 = stablehlo.add %1670, %1672 : tensor<960xf32>
    %1674 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1675 = stablehlo.maximum %1661, %1674 : tensor<384x7x7x960xf32>
    %1676 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1677 = stablehlo.minimum %1675, %1676 : tensor<384x7x7x960xf32>
    %1678 = "stablehlo.convolution"(%1677, %blocks.5.2.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %1679 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1680 = "stablehlo.reduce"(%1678, %1679) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1681 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1682 = stablehlo.divide %1680, %1681 : tensor<960xf32>
    %1683 = "stablehlo.broadcast_in_dim"(%1682) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1684 = stablehlo.subtract %1678, %1683 : tensor<384x7x7x960xf32>
    %1685 = stablehlo.multiply %1684, %1684 : tensor<384x7x7x960xf32>
    %1686 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1687 = "stablehlo.reduce"(%1685, %1686) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1688 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1689 = stablehlo.divide %1687, %1688 : tensor<960xf32>
    %1690 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1691 = stablehlo.add %1689, %1690 : tensor<960xf32>
    %1692 = stablehlo.rsqrt %1691 : tensor<960xf32>
    %1693 = "stablehlo.broadcast_in_dim"(%1692) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1694 = stablehlo.multiply %1684, %1693 : tensor<384x7x7x960xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1696 = stablehlo.multiply %1694, %1695 : tensor<384x7x7x960xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1698 = stablehlo.add %1696, %1697 : tensor<384x7x7x960xf32>
    %1699 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1700 = stablehlo.multiply %blocks.5.2.bn2.running_mean, %1699 : tensor<960xf32>
    %1701 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1702 = stablehlo.multiply %1682, %1701 : tensor<960xf32>
    %1703 = stablehlo.add %1700, %1702 : tensor<960xf32>
    %1704 = stablehlo.constant dense<18815.0> : tensor<960xf32>
    %1705 = stablehlo.divide %1687, %1704 : tensor<960xf32>
    %1706 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1707 = stablehlo.multiply %blocks.5.2.bn2.running_var, %1706 : tensor<960xf32>
    %1708 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1709 = stablehlo.multiply %1705, %1708 : tensor<960xf32>
    %1710 = stablehlo.add %1707, %1709 : tensor<960xf32>
    %1711 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1712 = stablehlo.maximum %1698, %1711 : tensor<384x7x7x960xf32>
    %1713 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1714 = stablehlo.minimum %1712, %1713 : tensor<384x7x7x960xf32>
    %1715 = "stablehlo.convolution"(%1714, %blocks.5.2.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x160xf32>
    %1716 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1717 = "stablehlo.reduce"(%1715, %1716) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1718 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %1719 = stablehlo.divide %1717, %1718 : tensor<160xf32>
    %1720 = "stablehlo.broadcast_in_dim"(%1719) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1721 = stablehlo.subtract %1715, %1720 : tensor<384x7x7x160xf32>
    %1722 = stablehlo.multiply %1721, %1721 : tensor<384x7x7x160xf32>
    %1723 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1724 = "stablehlo.reduce"(%1722, %1723) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1725 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %1726 = stablehlo.divide %1724, %1725 : tensor<160xf32>
    %1727 = stablehlo.constant dense<1.0e-05> : tensor<160xf32>
    %1728 = stablehlo.add %1726, %1727 : tensor<160xf32>
    %1729 = stablehlo.rsqrt %1728 : tensor<160xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%1729) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1731 = stablehlo.multiply %1721, %1730 : tensor<384x7x7x160xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<384x7x7x160xf32>
    %1734 = "stablehlo.broadcast_in_dim"(%blocks.5.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %1735 = stablehlo.add %1733, %1734 : tensor<384x7x7x160xf32>
    %1736 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %1737 = stablehlo.multiply %blocks.5.2.bn3.running_mean, %1736 : tensor<160xf32>
    %1738 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %1739 = stablehlo.multiply %1719, %1738 : tensor<160xf32>
    %1740 = stablehlo.add %1737, %1739 : tensor<160xf32>
    %1741 = stablehlo.constant dense<18815.0> : tensor<160xf32>
    %1742 = stablehlo.divide %1724, %1741 : tensor<160xf32>
    %1743 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %1744 = stablehlo.multiply %blocks.5.2.bn3.running_var, %1743 : tensor<160xf32>
    %1745 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %1746 = stablehlo.multiply %1742, %1745 : tensor<160xf32>
    %1747 = stablehlo.add %1744, %1746 : tensor<160xf32>
    %1748 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1xf32>
    %1749 = "stablehlo.broadcast_in_dim"(%1748) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1xf32>) -> tensor<384x7x7x160xf32>
    %1750 = stablehlo.multiply %1735, %1749 : tensor<384x7x7x160xf32>
    %1751 = stablehlo.add %1750, %1640 : tensor<384x7x7x160xf32>
    %1752 = "stablehlo.convolution"(%1751, %blocks.6.0.conv_pw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x960xf32>
    %1753 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1754 = "stablehlo.reduce"(%1752, %1753) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1755 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1756 = stablehlo.divide %1754, %1755 : tensor<960xf32>
    %1757 = "stablehlo.broadcast_in_dim"(%1756) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1758 = stablehlo.subtract %1752, %1757 : tensor<384x7x7x960xf32>
    %1759 = stablehlo.multiply %1758, %1758 : tensor<384x7x7x960xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1761 = "stablehlo.reduce"(%1759, %1760) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1762 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1763 = stablehlo.divide %1761, %1762 : tensor<960xf32>
    %1764 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1765 = stablehlo.add %1763, %1764 : tensor<960xf32>
    %1766 = stablehlo.rsqrt %1765 : tensor<960xf32>
    %1767 = "stablehlo.broadcast_in_dim"(%1766) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1768 = stablehlo.multiply %1758, %1767 : tensor<384x7x7x960xf32>
    %1769 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1770 = stablehlo.multiply %1768, %1769 : tensor<384x7x7x960xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1772 = stablehlo.add %1770, %1771 : tensor<384x7x7x960xf32>
    %1773 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1774 = stablehlo.multiply %blocks.6.0.bn1.running_mean, %1773 : tensor<960xf32>
    %1775 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1776 = stablehlo.multiply %1756, %1775 : tensor<960xf32>
    %1777 = stablehlo.add %1774, %1776 : tensor<960xf32>
    %1778 = stablehlo.constant dense<18815.0> : tensor<960xf32>
    %1779 = stablehlo.divide %1761, %1778 : tensor<960xf32>
    %1780 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1781 = stablehlo.multiply %blocks.6.0.bn1.running_var, %1780 : tensor<960xf32>
    %1782 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1783 = stablehlo.multiply %1779, %1782 : tensor<960xf32>
    %1784 = stablehlo.add %1781, %1783 : tensor<960xf32>
    %1785 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1786 = stablehlo.maximum %1772, %1785 : tensor<384x7x7x960xf32>
    %1787 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1788 = stablehlo.minimum %1786, %1787 : tensor<384x7x7x960xf32>
    %1789 = "stablehlo.convolution"(%1788, %blocks.6.0.conv_dw.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %1790 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1791 = "stablehlo.reduce"(%1789, %1790) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1792 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1793 = stablehlo.divide %1791, %1792 : tensor<960xf32>
    %1794 = "stablehlo.broadcast_in_dim"(%1793) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1795 = stablehlo.subtract %1789, %1794 : tensor<384x7x7x960xf32>
    %1796 = stablehlo.multiply %1795, %1795 : tensor<384x7x7x960xf32>
    %1797 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1798 = "stablehlo.reduce"(%1796, %1797) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1799 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %1800 = stablehlo.divide %1798, %1799 : tensor<960xf32>
    %1801 = stablehlo.constant dense<1.0e-05> : tensor<960xf32>
    %1802 = stablehlo.add %1800, %1801 : tensor<960xf32>
    %1803 = stablehlo.rsqrt %1802 : tensor<960xf32>
    %1804 = "stablehlo.broadcast_in_dim"(%1803) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1805 = stablehlo.multiply %1795, %1804 : tensor<384x7x7x960xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1807 = stablehlo.multiply %1805, %1806 : tensor<384x7x7x960xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %1809 = stablehlo.add %1807, %1808 : tensor<384x7x7x960xf32>
    %1810 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1811 = stablehlo.multiply %blocks.6.0.bn2.running_mean, %1810 : tensor<960xf32>
    %1812 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1813 = stablehlo.multiply %1793, %1812 : tensor<960xf32>
    %1814 = stablehlo.add %1811, %1813 : tensor<960xf32>
    %1815 = stablehlo.constant dense<18815.0> : tensor<960xf32>
    %1816 = stablehlo.divide %1798, %1815 : tensor<960xf32>
    %1817 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %1818 = stablehlo.multiply %blocks.6.0.bn2.running_var, %1817 : tensor<960xf32>
    %1819 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %1820 = stablehlo.multiply %1816, %1819 : tensor<960xf32>
    %1821 = stablehlo.add %1818, %1820 : tensor<960xf32>
    %1822 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1823 = stablehlo.maximum %1809, %1822 : tensor<384x7x7x960xf32>
    %1824 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1825 = stablehlo.minimum %1823, %1824 : tensor<384x7x7x960xf32>
    %1826 = "stablehlo.convolution"(%1825, %blocks.6.0.conv_pwl.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x960x320xf32>) -> tensor<384x7x7x320xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1828 = "stablehlo.reduce"(%1826, %1827) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1829 = stablehlo.constant dense<18816.0> : tensor<320xf32>
    %1830 = stablehlo.divide %1828, %1829 : tensor<320xf32>
    %1831 = "stablehlo.broadcast_in_dim"(%1830) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1832 = stablehlo.subtract %1826, %1831 : tensor<384x7x7x320xf32>
    %1833 = stablehlo.multiply %1832, %1832 : tensor<384x7x7x320xf32>
    %1834 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1835 = "stablehlo.reduce"(%1833, %1834) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1836 = stablehlo.constant dense<18816.0> : tensor<320xf32>
    %1837 = stablehlo.divide %1835, %1836 : tensor<320xf32>
    %1838 = stablehlo.constant dense<1.0e-05> : tensor<320xf32>
    %1839 = stablehlo.add %1837, %1838 : tensor<320xf32>
    %1840 = stablehlo.rsqrt %1839 : tensor<320xf32>
    %1841 = "stablehlo.broadcast_in_dim"(%1840) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1842 = stablehlo.multiply %1832, %1841 : tensor<384x7x7x320xf32>
    %1843 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1844 = stablehlo.multiply %1842, %1843 : tensor<384x7x7x320xf32>
    %1845 = "stablehlo.broadcast_in_dim"(%blocks.6.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1846 = stablehlo.add %1844, %1845 : tensor<384x7x7x320xf32>
    %1847 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %1848 = stablehlo.multiply %blocks.6.0.bn3.running_mean, %1847 : tensor<320xf32>
    %1849 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %1850 = stablehlo.multiply %1830, %1849 : tensor<320xf32>
    %1851 = stablehlo.add %1848, %1850 : tensor<320xf32>
    %1852 = stablehlo.constant dense<18815.0> : tensor<320xf32>
    %1853 = stablehlo.divide %1835, %1852 : tensor<320xf32>
    %1854 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %1855 = stablehlo.multiply %blocks.6.0.bn3.running_var, %1854 : tensor<320xf32>
    %1856 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %1857 = stablehlo.multiply %1853, %1856 : tensor<320xf32>
    %1858 = stablehlo.add %1855, %1857 : tensor<320xf32>
    %1859 = "stablehlo.convolution"(%1846, %conv_head.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<1x1x320x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1860 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1861 = "stablehlo.reduce"(%1859, %1860) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %1862 = stablehlo.constant dense<18816.0> : tensor<1280xf32>
    %1863 = stablehlo.divide %1861, %1862 : tensor<1280xf32>
    %1864 = "stablehlo.broadcast_in_dim"(%1863) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1865 = stablehlo.subtract %1859, %1864 : tensor<384x7x7x1280xf32>
    %1866 = stablehlo.multiply %1865, %1865 : tensor<384x7x7x1280xf32>
    %1867 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1868 = "stablehlo.reduce"(%1866, %1867) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %1869 = stablehlo.constant dense<18816.0> : tensor<1280xf32>
    %1870 = stablehlo.divide %1868, %1869 : tensor<1280xf32>
    %1871 = stablehlo.constant dense<1.0e-05> : tensor<1280xf32>
    %1872 = stablehlo.add %1870, %1871 : tensor<1280xf32>
    %1873 = stablehlo.rsqrt %1872 : tensor<1280xf32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1875 = stablehlo.multiply %1865, %1874 : tensor<384x7x7x1280xf32>
    %1876 = "stablehlo.broadcast_in_dim"(%bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1877 = stablehlo.multiply %1875, %1876 : tensor<384x7x7x1280xf32>
    %1878 = "stablehlo.broadcast_in_dim"(%bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1879 = stablehlo.add %1877, %1878 : tensor<384x7x7x1280xf32>
    %1880 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %1881 = stablehlo.multiply %bn2.running_mean, %1880 : tensor<1280xf32>
    %1882 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %1883 = stablehlo.multiply %1863, %1882 : tensor<1280xf32>
    %1884 = stablehlo.add %1881, %1883 : tensor<1280xf32>
    %1885 = stablehlo.constant dense<18815.0> : tensor<1280xf32>
    %1886 = stablehlo.divide %1868, %1885 : tensor<1280xf32>
    %1887 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %1888 = stablehlo.multiply %bn2.running_var, %1887 : tensor<1280xf32>
    %1889 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %1890 = stablehlo.multiply %1886, %1889 : tensor<1280xf32>
    %1891 = stablehlo.add %1888, %1890 : tensor<1280xf32>
    %1892 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1893 = stablehlo.maximum %1879, %1892 : tensor<384x7x7x1280xf32>
    %1894 = stablehlo.constant dense<6.0> : tensor<384x7x7x1280xf32>
    %1895 = stablehlo.minimum %1893, %1894 : tensor<384x7x7x1280xf32>
    %1896 = stablehlo.constant dense<0.0> : tensor<f32>
    %1897 = "stablehlo.reduce"(%1895, %1896) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<384x1280xf32>
    %1898 = stablehlo.constant dense<49.0> : tensor<384x1280xf32>
    %1899 = stablehlo.divide %1897, %1898 : tensor<384x1280xf32>
    %1900 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 384, 1290>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<384x1290xf32>) -> tensor<384x1280xf32>
    %1901 = stablehlo.multiply %1899, %1900 : tensor<384x1280xf32>
    %1902 = "stablehlo.dot_general"(%1901, %classifier.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<384x1280xf32>, tensor<1280x1000xf32>) -> tensor<384x1000xf32>
    %1903 = "stablehlo.broadcast_in_dim"(%classifier.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<384x1000xf32>
    %1904 = stablehlo.add %1902, %1903 : tensor<384x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1905 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1906 = "stablehlo.reduce"(%1904, %1905) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.maximum %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<384xf32>
    %1907 = "stablehlo.broadcast_in_dim"(%1906) {broadcast_dimensions = array<i64: 0>} : (tensor<384xf32>) -> tensor<384x1000xf32>
    %1908 = stablehlo.subtract %1904, %1907 : tensor<384x1000xf32>
    %1909 = stablehlo.exponential %1908 : tensor<384x1000xf32>
    %1910 = stablehlo.constant dense<0.0> : tensor<f32>
    %1911 = "stablehlo.reduce"(%1909, %1910) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<384xf32>
    %1912 = "stablehlo.broadcast_in_dim"(%1911) {broadcast_dimensions = array<i64: 0>} : (tensor<384xf32>) -> tensor<384x1000xf32>
    %1913 = stablehlo.log %1912 : tensor<384x1000xf32>
    %1914 = stablehlo.subtract %1908, %1913 : tensor<384x1000xf32>
    %1915 = stablehlo.multiply %targets, %1914 : tensor<384x1000xf32>
    %1916 = stablehlo.constant dense<0.0> : tensor<f32>
    %1917 = "stablehlo.reduce"(%1915, %1916) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<f32>
    %1918 = stablehlo.negate %1917 : tensor<f32>
    %1919 = stablehlo.constant dense<384.0> : tensor<f32>
    %1920 = stablehlo.divide %1918, %1919 : tensor<f32>
    // ── backward ──
    %1921 = stablehlo.constant dense<0.0> : tensor<f32>
    %1922 = "stablehlo.reduce"(%targets, %1921) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<384xf32>
    %1923 = "stablehlo.broadcast_in_dim"(%1922) {broadcast_dimensions = array<i64: 0>} : (tensor<384xf32>) -> tensor<384x1000xf32>
    %1924 = stablehlo.divide %1909, %1912 : tensor<384x1000xf32>
    %1925 = stablehlo.multiply %1924, %1923 : tensor<384x1000xf32>
    %1926 = stablehlo.subtract %1925, %targets : tensor<384x1000xf32>
    %1927 = stablehlo.constant dense<384.0> : tensor<384x1000xf32>
    %1928 = stablehlo.divide %1926, %1927 : tensor<384x1000xf32>
    %1929 = "stablehlo.dot_general"(%1928, %classifier.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<384x1000xf32>, tensor<1280x1000xf32>) -> tensor<384x1280xf32>
    %1930 = "stablehlo.dot_general"(%1928, %1901) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<384x1000xf32>, tensor<384x1280xf32>) -> tensor<1000x1280xf32>
    %1931 = "stablehlo.transpose"(%1930) {permutation = array<i64: 1, 0>} : (tensor<1000x1280xf32>) -> tensor<1280x1000xf32>
    %1932 = stablehlo.constant dense<0.0> : tensor<f32>
    %1933 = "stablehlo.reduce"(%1928, %1932) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1934 = stablehlo.multiply %1929, %1900 : tensor<384x1280xf32>
    %1935 = stablehlo.constant dense<49.0> : tensor<384x1280xf32>
    %1936 = stablehlo.divide %1934, %1935 : tensor<384x1280xf32>
    %1937 = "stablehlo.broadcast_in_dim"(%1936) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1938 = stablehlo.constant dense<6.0> : tensor<384x7x7x1280xf32>
    %1939 = "stablehlo.compare"(%1879, %1938) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xi1>
    %1940 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1941 = "stablehlo.select"(%1939, %1937, %1940) : (tensor<384x7x7x1280xi1>, tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1943 = "stablehlo.compare"(%1879, %1942) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xi1>
    %1944 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1945 = "stablehlo.select"(%1943, %1941, %1944) : (tensor<384x7x7x1280xi1>, tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1946 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1947 = "stablehlo.reduce"(%1945, %1946) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %1948 = stablehlo.multiply %1945, %1875 : tensor<384x7x7x1280xf32>
    %1949 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1950 = "stablehlo.reduce"(%1948, %1949) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %1951 = stablehlo.multiply %bn2.g, %1873 : tensor<1280xf32>
    %1952 = "stablehlo.broadcast_in_dim"(%1951) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1953 = stablehlo.constant dense<18816.0> : tensor<1280xf32>
    %1954 = stablehlo.divide %1947, %1953 : tensor<1280xf32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1956 = stablehlo.subtract %1945, %1955 : tensor<384x7x7x1280xf32>
    %1957 = stablehlo.constant dense<18816.0> : tensor<1280xf32>
    %1958 = stablehlo.divide %1950, %1957 : tensor<1280xf32>
    %1959 = "stablehlo.broadcast_in_dim"(%1958) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1960 = stablehlo.multiply %1875, %1959 : tensor<384x7x7x1280xf32>
    %1961 = stablehlo.subtract %1956, %1960 : tensor<384x7x7x1280xf32>
    %1962 = stablehlo.multiply %1952, %1961 : tensor<384x7x7x1280xf32>
    %1963 = "stablehlo.reverse"(%conv_head.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x320x1280xf32>) -> tensor<1x1x320x1280xf32>
    %1964 = "stablehlo.convolution"(%1962, %1963) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1280xf32>, tensor<1x1x320x1280xf32>) -> tensor<384x7x7x320xf32>
    %1965 = "stablehlo.convolution"(%1846, %1962) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<384x7x7x1280xf32>) -> tensor<1x1x320x1280xf32>
    %1966 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1967 = "stablehlo.reduce"(%1964, %1966) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1968 = stablehlo.multiply %1964, %1842 : tensor<384x7x7x320xf32>
    %1969 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1970 = "stablehlo.reduce"(%1968, %1969) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1971 = stablehlo.multiply %blocks.6.0.bn3.g, %1840 : tensor<320xf32>
    %1972 = "stablehlo.broadcast_in_dim"(%1971) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1973 = stablehlo.constant dense<18816.0> : tensor<320xf32>
    %1974 = stablehlo.divide %1967, %1973 : tensor<320xf32>
    %1975 = "stablehlo.broadcast_in_dim"(%1974) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1976 = stablehlo.subtract %1964, %1975 : tensor<384x7x7x320xf32>
    %1977 = stablehlo.constant dense<18816.0> : tensor<320xf32>
    %1978 = stablehlo.divide %1970, %1977 : tensor<320xf32>
    %1979 = "stablehlo.broadcast_in_dim"(%1978) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1980 = stablehlo.multiply %1842, %1979 : tensor<384x7x7x320xf32>
    %1981 = stablehlo.subtract %1976, %1980 : tensor<384x7x7x320xf32>
    %1982 = stablehlo.multiply %1972, %1981 : tensor<384x7x7x320xf32>
    %1983 = "stablehlo.reverse"(%blocks.6.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x960x320xf32>) -> tensor<1x1x960x320xf32>
    %1984 = "stablehlo.convolution"(%1982, %1983) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<1x1x960x320xf32>) -> tensor<384x7x7x960xf32>
    %1985 = "stablehlo.convolution"(%1825, %1982) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x320xf32>) -> tensor<1x1x960x320xf32>
    %1986 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1987 = "stablehlo.compare"(%1809, %1986) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %1988 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1989 = "stablehlo.select"(%1987, %1984, %1988) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %1990 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1991 = "stablehlo.compare"(%1809, %1990) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %1992 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1993 = "stablehlo.select"(%1991, %1989, %1992) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %1994 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1995 = "stablehlo.reduce"(%1993, %1994) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1996 = stablehlo.multiply %1993, %1805 : tensor<384x7x7x960xf32>
    %1997 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1998 = "stablehlo.reduce"(%1996, %1997) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1999 = stablehlo.multiply %blocks.6.0.bn2.g, %1803 : tensor<960xf32>
    %2000 = "stablehlo.broadcast_in_dim"(%1999) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2001 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2002 = stablehlo.divide %1995, %2001 : tensor<960xf32>
    %2003 = "stablehlo.broadcast_in_dim"(%2002) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2004 = stablehlo.subtract %1993, %2003 : tensor<384x7x7x960xf32>
    %2005 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2006 = stablehlo.divide %1998, %2005 : tensor<960xf32>
    %2007 = "stablehlo.broadcast_in_dim"(%2006) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2008 = stablehlo.multiply %1805, %2007 : tensor<384x7x7x960xf32>
    %2009 = stablehlo.subtract %2004, %2008 : tensor<384x7x7x960xf32>
    %2010 = stablehlo.multiply %2000, %2009 : tensor<384x7x7x960xf32>
    %2011 = "stablehlo.reverse"(%blocks.6.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %2012 = "stablehlo.convolution"(%2010, %2011) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %2013 = "stablehlo.convolution"(%1788, %2010) {batch_group_count = 960 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<3x3x1x960xf32>
    %2014 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2015 = "stablehlo.compare"(%1772, %2014) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2016 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2017 = "stablehlo.select"(%2015, %2012, %2016) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2018 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2019 = "stablehlo.compare"(%1772, %2018) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2020 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2021 = "stablehlo.select"(%2019, %2017, %2020) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2022 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2023 = "stablehlo.reduce"(%2021, %2022) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2024 = stablehlo.multiply %2021, %1768 : tensor<384x7x7x960xf32>
    %2025 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2026 = "stablehlo.reduce"(%2024, %2025) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2027 = stablehlo.multiply %blocks.6.0.bn1.g, %1766 : tensor<960xf32>
    %2028 = "stablehlo.broadcast_in_dim"(%2027) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2029 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2030 = stablehlo.divide %2023, %2029 : tensor<960xf32>
    %2031 = "stablehlo.broadcast_in_dim"(%2030) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2032 = stablehlo.subtract %2021, %2031 : tensor<384x7x7x960xf32>
    %2033 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2034 = stablehlo.divide %2026, %2033 : tensor<960xf32>
    %2035 = "stablehlo.broadcast_in_dim"(%2034) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2036 = stablehlo.multiply %1768, %2035 : tensor<384x7x7x960xf32>
    %2037 = stablehlo.subtract %2032, %2036 : tensor<384x7x7x960xf32>
    %2038 = stablehlo.multiply %2028, %2037 : tensor<384x7x7x960xf32>
    %2039 = "stablehlo.reverse"(%blocks.6.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %2040 = "stablehlo.convolution"(%2038, %2039) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x160xf32>
    %2041 = "stablehlo.convolution"(%1751, %2038) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<384x7x7x960xf32>) -> tensor<1x1x160x960xf32>
    %2042 = stablehlo.multiply %2040, %1749 : tensor<384x7x7x160xf32>
    %2043 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2044 = "stablehlo.reduce"(%2042, %2043) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2045 = stablehlo.multiply %2042, %1731 : tensor<384x7x7x160xf32>
    %2046 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2047 = "stablehlo.reduce"(%2045, %2046) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2048 = stablehlo.multiply %blocks.5.2.bn3.g, %1729 : tensor<160xf32>
    %2049 = "stablehlo.broadcast_in_dim"(%2048) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2050 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2051 = stablehlo.divide %2044, %2050 : tensor<160xf32>
    %2052 = "stablehlo.broadcast_in_dim"(%2051) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2053 = stablehlo.subtract %2042, %2052 : tensor<384x7x7x160xf32>
    %2054 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2055 = stablehlo.divide %2047, %2054 : tensor<160xf32>
    %2056 = "stablehlo.broadcast_in_dim"(%2055) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2057 = stablehlo.multiply %1731, %2056 : tensor<384x7x7x160xf32>
    %2058 = stablehlo.subtract %2053, %2057 : tensor<384x7x7x160xf32>
    %2059 = stablehlo.multiply %2049, %2058 : tensor<384x7x7x160xf32>
    %2060 = "stablehlo.reverse"(%blocks.5.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %2061 = "stablehlo.convolution"(%2059, %2060) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x960xf32>
    %2062 = "stablehlo.convolution"(%1714, %2059) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x160xf32>) -> tensor<1x1x960x160xf32>
    %2063 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2064 = "stablehlo.compare"(%1698, %2063) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2065 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2066 = "stablehlo.select"(%2064, %2061, %2065) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2067 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2068 = "stablehlo.compare"(%1698, %2067) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2069 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2070 = "stablehlo.select"(%2068, %2066, %2069) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2071 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2072 = "stablehlo.reduce"(%2070, %2071) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2073 = stablehlo.multiply %2070, %1694 : tensor<384x7x7x960xf32>
    %2074 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2075 = "stablehlo.reduce"(%2073, %2074) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2076 = stablehlo.multiply %blocks.5.2.bn2.g, %1692 : tensor<960xf32>
    %2077 = "stablehlo.broadcast_in_dim"(%2076) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2078 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2079 = stablehlo.divide %2072, %2078 : tensor<960xf32>
    %2080 = "stablehlo.broadcast_in_dim"(%2079) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2081 = stablehlo.subtract %2070, %2080 : tensor<384x7x7x960xf32>
    %2082 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2083 = stablehlo.divide %2075, %2082 : tensor<960xf32>
    %2084 = "stablehlo.broadcast_in_dim"(%2083) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2085 = stablehlo.multiply %1694, %2084 : tensor<384x7x7x960xf32>
    %2086 = stablehlo.subtract %2081, %2085 : tensor<384x7x7x960xf32>
    %2087 = stablehlo.multiply %2077, %2086 : tensor<384x7x7x960xf32>
    %2088 = "stablehlo.reverse"(%blocks.5.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %2089 = "stablehlo.convolution"(%2087, %2088) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %2090 = "stablehlo.convolution"(%1677, %2087) {batch_group_count = 960 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<3x3x1x960xf32>
    %2091 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2092 = "stablehlo.compare"(%1661, %2091) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2093 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2094 = "stablehlo.select"(%2092, %2089, %2093) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2095 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2096 = "stablehlo.compare"(%1661, %2095) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2097 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2098 = "stablehlo.select"(%2096, %2094, %2097) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2099 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2100 = "stablehlo.reduce"(%2098, %2099) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2101 = stablehlo.multiply %2098, %1657 : tensor<384x7x7x960xf32>
    %2102 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2103 = "stablehlo.reduce"(%2101, %2102) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2104 = stablehlo.multiply %blocks.5.2.bn1.g, %1655 : tensor<960xf32>
    %2105 = "stablehlo.broadcast_in_dim"(%2104) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2106 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2107 = stablehlo.divide %2100, %2106 : tensor<960xf32>
    %2108 = "stablehlo.broadcast_in_dim"(%2107) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2109 = stablehlo.subtract %2098, %2108 : tensor<384x7x7x960xf32>
    %2110 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2111 = stablehlo.divide %2103, %2110 : tensor<960xf32>
    %2112 = "stablehlo.broadcast_in_dim"(%2111) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2113 = stablehlo.multiply %1657, %2112 : tensor<384x7x7x960xf32>
    %2114 = stablehlo.subtract %2109, %2113 : tensor<384x7x7x960xf32>
    %2115 = stablehlo.multiply %2105, %2114 : tensor<384x7x7x960xf32>
    %2116 = "stablehlo.reverse"(%blocks.5.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %2117 = "stablehlo.convolution"(%2115, %2116) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x160xf32>
    %2118 = "stablehlo.convolution"(%1640, %2115) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<384x7x7x960xf32>) -> tensor<1x1x160x960xf32>
    %2119 = stablehlo.add %2117, %2040 : tensor<384x7x7x160xf32>
    %2120 = stablehlo.multiply %2119, %1638 : tensor<384x7x7x160xf32>
    %2121 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2122 = "stablehlo.reduce"(%2120, %2121) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2123 = stablehlo.multiply %2120, %1620 : tensor<384x7x7x160xf32>
    %2124 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2125 = "stablehlo.reduce"(%2123, %2124) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2126 = stablehlo.multiply %blocks.5.1.bn3.g, %1618 : tensor<160xf32>
    %2127 = "stablehlo.broadcast_in_dim"(%2126) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2128 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2129 = stablehlo.divide %2122, %2128 : tensor<160xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2131 = stablehlo.subtract %2120, %2130 : tensor<384x7x7x160xf32>
    %2132 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2133 = stablehlo.divide %2125, %2132 : tensor<160xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%2133) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2135 = stablehlo.multiply %1620, %2134 : tensor<384x7x7x160xf32>
    %2136 = stablehlo.subtract %2131, %2135 : tensor<384x7x7x160xf32>
    %2137 = stablehlo.multiply %2127, %2136 : tensor<384x7x7x160xf32>
    %2138 = "stablehlo.reverse"(%blocks.5.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %2139 = "stablehlo.convolution"(%2137, %2138) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x960xf32>
    %2140 = "stablehlo.convolution"(%1603, %2137) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x160xf32>) -> tensor<1x1x960x160xf32>
    %2141 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2142 = "stablehlo.compare"(%1587, %2141) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2143 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2144 = "stablehlo.select"(%2142, %2139, %2143) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2145 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2146 = "stablehlo.compare"(%1587, %2145) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2147 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2148 = "stablehlo.select"(%2146, %2144, %2147) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2149 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2150 = "stablehlo.reduce"(%2148, %2149) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2151 = stablehlo.multiply %2148, %1583 : tensor<384x7x7x960xf32>
    %2152 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2153 = "stablehlo.reduce"(%2151, %2152) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2154 = stablehlo.multiply %blocks.5.1.bn2.g, %1581 : tensor<960xf32>
    %2155 = "stablehlo.broadcast_in_dim"(%2154) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2156 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2157 = stablehlo.divide %2150, %2156 : tensor<960xf32>
    %2158 = "stablehlo.broadcast_in_dim"(%2157) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2159 = stablehlo.subtract %2148, %2158 : tensor<384x7x7x960xf32>
    %2160 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2161 = stablehlo.divide %2153, %2160 : tensor<960xf32>
    %2162 = "stablehlo.broadcast_in_dim"(%2161) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2163 = stablehlo.multiply %1583, %2162 : tensor<384x7x7x960xf32>
    %2164 = stablehlo.subtract %2159, %2163 : tensor<384x7x7x960xf32>
    %2165 = stablehlo.multiply %2155, %2164 : tensor<384x7x7x960xf32>
    %2166 = "stablehlo.reverse"(%blocks.5.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %2167 = "stablehlo.convolution"(%2165, %2166) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %2168 = "stablehlo.convolution"(%1566, %2165) {batch_group_count = 960 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<3x3x1x960xf32>
    %2169 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2170 = "stablehlo.compare"(%1550, %2169) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2171 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2172 = "stablehlo.select"(%2170, %2167, %2171) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2173 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2174 = "stablehlo.compare"(%1550, %2173) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2175 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2176 = "stablehlo.select"(%2174, %2172, %2175) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2177 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2178 = "stablehlo.reduce"(%2176, %2177) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2179 = stablehlo.multiply %2176, %1546 : tensor<384x7x7x960xf32>
    %2180 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2181 = "stablehlo.reduce"(%2179, %2180) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2182 = stablehlo.multiply %blocks.5.1.bn1.g, %1544 : tensor<960xf32>
    %2183 = "stablehlo.broadcast_in_dim"(%2182) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2184 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2185 = stablehlo.divide %2178, %2184 : tensor<960xf32>
    %2186 = "stablehlo.broadcast_in_dim"(%2185) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2187 = stablehlo.subtract %2176, %2186 : tensor<384x7x7x960xf32>
    %2188 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2189 = stablehlo.divide %2181, %2188 : tensor<960xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%2189) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2191 = stablehlo.multiply %1546, %2190 : tensor<384x7x7x960xf32>
    %2192 = stablehlo.subtract %2187, %2191 : tensor<384x7x7x960xf32>
    %2193 = stablehlo.multiply %2183, %2192 : tensor<384x7x7x960xf32>
    %2194 = "stablehlo.reverse"(%blocks.5.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %2195 = "stablehlo.convolution"(%2193, %2194) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x160xf32>
    %2196 = "stablehlo.convolution"(%1517, %2193) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<384x7x7x960xf32>) -> tensor<1x1x160x960xf32>
    %2197 = stablehlo.add %2195, %2119 : tensor<384x7x7x160xf32>
    %2198 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2199 = "stablehlo.reduce"(%2197, %2198) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2200 = stablehlo.multiply %2197, %1513 : tensor<384x7x7x160xf32>
    %2201 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2202 = "stablehlo.reduce"(%2200, %2201) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2203 = stablehlo.multiply %blocks.5.0.bn3.g, %1511 : tensor<160xf32>
    %2204 = "stablehlo.broadcast_in_dim"(%2203) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2205 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2206 = stablehlo.divide %2199, %2205 : tensor<160xf32>
    %2207 = "stablehlo.broadcast_in_dim"(%2206) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2208 = stablehlo.subtract %2197, %2207 : tensor<384x7x7x160xf32>
    %2209 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2210 = stablehlo.divide %2202, %2209 : tensor<160xf32>
    %2211 = "stablehlo.broadcast_in_dim"(%2210) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2212 = stablehlo.multiply %1513, %2211 : tensor<384x7x7x160xf32>
    %2213 = stablehlo.subtract %2208, %2212 : tensor<384x7x7x160xf32>
    %2214 = stablehlo.multiply %2204, %2213 : tensor<384x7x7x160xf32>
    %2215 = "stablehlo.reverse"(%blocks.5.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x576x160xf32>) -> tensor<1x1x576x160xf32>
    %2216 = "stablehlo.convolution"(%2214, %2215) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x576x160xf32>) -> tensor<384x7x7x576xf32>
    %2217 = "stablehlo.convolution"(%1496, %2214) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x576xf32>, tensor<384x7x7x160xf32>) -> tensor<1x1x576x160xf32>
    %2218 = stablehlo.constant dense<6.0> : tensor<384x7x7x576xf32>
    %2219 = "stablehlo.compare"(%1480, %2218) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xi1>
    %2220 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %2221 = "stablehlo.select"(%2219, %2216, %2220) : (tensor<384x7x7x576xi1>, tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xf32>
    %2222 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %2223 = "stablehlo.compare"(%1480, %2222) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xi1>
    %2224 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %2225 = "stablehlo.select"(%2223, %2221, %2224) : (tensor<384x7x7x576xi1>, tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xf32>
    %2226 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2227 = "stablehlo.reduce"(%2225, %2226) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2228 = stablehlo.multiply %2225, %1476 : tensor<384x7x7x576xf32>
    %2229 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2230 = "stablehlo.reduce"(%2228, %2229) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2231 = stablehlo.multiply %blocks.5.0.bn2.g, %1474 : tensor<576xf32>
    %2232 = "stablehlo.broadcast_in_dim"(%2231) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %2233 = stablehlo.constant dense<18816.0> : tensor<576xf32>
    %2234 = stablehlo.divide %2227, %2233 : tensor<576xf32>
    %2235 = "stablehlo.broadcast_in_dim"(%2234) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %2236 = stablehlo.subtract %2225, %2235 : tensor<384x7x7x576xf32>
    %2237 = stablehlo.constant dense<18816.0> : tensor<576xf32>
    %2238 = stablehlo.divide %2230, %2237 : tensor<576xf32>
    %2239 = "stablehlo.broadcast_in_dim"(%2238) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %2240 = stablehlo.multiply %1476, %2239 : tensor<384x7x7x576xf32>
    %2241 = stablehlo.subtract %2236, %2240 : tensor<384x7x7x576xf32>
    %2242 = stablehlo.multiply %2232, %2241 : tensor<384x7x7x576xf32>
    %2243 = "stablehlo.reverse"(%blocks.5.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %2244 = "stablehlo.convolution"(%2242, %2243) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %2245 = "stablehlo.convolution"(%1459, %2242) {batch_group_count = 576 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x7x7x576xf32>) -> tensor<3x3x1x576xf32>
    %2246 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2247 = "stablehlo.compare"(%1443, %2246) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2248 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2249 = "stablehlo.select"(%2247, %2244, %2248) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2250 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2251 = "stablehlo.compare"(%1443, %2250) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2252 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2253 = "stablehlo.select"(%2251, %2249, %2252) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2254 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2255 = "stablehlo.reduce"(%2253, %2254) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2256 = stablehlo.multiply %2253, %1439 : tensor<384x14x14x576xf32>
    %2257 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2258 = "stablehlo.reduce"(%2256, %2257) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2259 = stablehlo.multiply %blocks.5.0.bn1.g, %1437 : tensor<576xf32>
    %2260 = "stablehlo.broadcast_in_dim"(%2259) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2261 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2262 = stablehlo.divide %2255, %2261 : tensor<576xf32>
    %2263 = "stablehlo.broadcast_in_dim"(%2262) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2264 = stablehlo.subtract %2253, %2263 : tensor<384x14x14x576xf32>
    %2265 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2266 = stablehlo.divide %2258, %2265 : tensor<576xf32>
    %2267 = "stablehlo.broadcast_in_dim"(%2266) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2268 = stablehlo.multiply %1439, %2267 : tensor<384x14x14x576xf32>
    %2269 = stablehlo.subtract %2264, %2268 : tensor<384x14x14x576xf32>
    %2270 = stablehlo.multiply %2260, %2269 : tensor<384x14x14x576xf32>
    %2271 = "stablehlo.reverse"(%blocks.5.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %2272 = "stablehlo.convolution"(%2270, %2271) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x96xf32>
    %2273 = "stablehlo.convolution"(%1422, %2270) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<384x14x14x576xf32>) -> tensor<1x1x96x576xf32>
    %2274 = stablehlo.multiply %2272, %1420 : tensor<384x14x14x96xf32>
    %2275 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2276 = "stablehlo.reduce"(%2274, %2275) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2277 = stablehlo.multiply %2274, %1402 : tensor<384x14x14x96xf32>
    %2278 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2279 = "stablehlo.reduce"(%2277, %2278) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2280 = stablehlo.multiply %blocks.4.2.bn3.g, %1400 : tensor<96xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%2280) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2282 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2283 = stablehlo.divide %2276, %2282 : tensor<96xf32>
    %2284 = "stablehlo.broadcast_in_dim"(%2283) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2285 = stablehlo.subtract %2274, %2284 : tensor<384x14x14x96xf32>
    %2286 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2287 = stablehlo.divide %2279, %2286 : tensor<96xf32>
    %2288 = "stablehlo.broadcast_in_dim"(%2287) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2289 = stablehlo.multiply %1402, %2288 : tensor<384x14x14x96xf32>
    %2290 = stablehlo.subtract %2285, %2289 : tensor<384x14x14x96xf32>
    %2291 = stablehlo.multiply %2281, %2290 : tensor<384x14x14x96xf32>
    %2292 = "stablehlo.reverse"(%blocks.4.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %2293 = "stablehlo.convolution"(%2291, %2292) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x576xf32>
    %2294 = "stablehlo.convolution"(%1385, %2291) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x96xf32>) -> tensor<1x1x576x96xf32>
    %2295 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2296 = "stablehlo.compare"(%1369, %2295) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2297 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2298 = "stablehlo.select"(%2296, %2293, %2297) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2299 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2300 = "stablehlo.compare"(%1369, %2299) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2301 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2302 = "stablehlo.select"(%2300, %2298, %2301) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2303 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2304 = "stablehlo.reduce"(%2302, %2303) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2305 = stablehlo.multiply %2302, %1365 : tensor<384x14x14x576xf32>
    %2306 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2307 = "stablehlo.reduce"(%2305, %2306) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2308 = stablehlo.multiply %blocks.4.2.bn2.g, %1363 : tensor<576xf32>
    %2309 = "stablehlo.broadcast_in_dim"(%2308) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2310 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2311 = stablehlo.divide %2304, %2310 : tensor<576xf32>
    %2312 = "stablehlo.broadcast_in_dim"(%2311) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2313 = stablehlo.subtract %2302, %2312 : tensor<384x14x14x576xf32>
    %2314 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2315 = stablehlo.divide %2307, %2314 : tensor<576xf32>
    %2316 = "stablehlo.broadcast_in_dim"(%2315) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2317 = stablehlo.multiply %1365, %2316 : tensor<384x14x14x576xf32>
    %2318 = stablehlo.subtract %2313, %2317 : tensor<384x14x14x576xf32>
    %2319 = stablehlo.multiply %2309, %2318 : tensor<384x14x14x576xf32>
    %2320 = "stablehlo.reverse"(%blocks.4.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %2321 = "stablehlo.convolution"(%2319, %2320) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %2322 = "stablehlo.convolution"(%1348, %2319) {batch_group_count = 576 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<3x3x1x576xf32>
    %2323 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2324 = "stablehlo.compare"(%1332, %2323) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2325 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2326 = "stablehlo.select"(%2324, %2321, %2325) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2327 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2328 = "stablehlo.compare"(%1332, %2327) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2329 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2330 = "stablehlo.select"(%2328, %2326, %2329) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2331 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2332 = "stablehlo.reduce"(%2330, %2331) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2333 = stablehlo.multiply %2330, %1328 : tensor<384x14x14x576xf32>
    %2334 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2335 = "stablehlo.reduce"(%2333, %2334) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2336 = stablehlo.multiply %blocks.4.2.bn1.g, %1326 : tensor<576xf32>
    %2337 = "stablehlo.broadcast_in_dim"(%2336) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2338 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2339 = stablehlo.divide %2332, %2338 : tensor<576xf32>
    %2340 = "stablehlo.broadcast_in_dim"(%2339) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2341 = stablehlo.subtract %2330, %2340 : tensor<384x14x14x576xf32>
    %2342 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2343 = stablehlo.divide %2335, %2342 : tensor<576xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%2343) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2345 = stablehlo.multiply %1328, %2344 : tensor<384x14x14x576xf32>
    %2346 = stablehlo.subtract %2341, %2345 : tensor<384x14x14x576xf32>
    %2347 = stablehlo.multiply %2337, %2346 : tensor<384x14x14x576xf32>
    %2348 = "stablehlo.reverse"(%blocks.4.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %2349 = "stablehlo.convolution"(%2347, %2348) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x96xf32>
    %2350 = "stablehlo.convolution"(%1311, %2347) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<384x14x14x576xf32>) -> tensor<1x1x96x576xf32>
    %2351 = stablehlo.add %2349, %2272 : tensor<384x14x14x96xf32>
    %2352 = stablehlo.multiply %2351, %1309 : tensor<384x14x14x96xf32>
    %2353 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2354 = "stablehlo.reduce"(%2352, %2353) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2355 = stablehlo.multiply %2352, %1291 : tensor<384x14x14x96xf32>
    %2356 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2357 = "stablehlo.reduce"(%2355, %2356) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2358 = stablehlo.multiply %blocks.4.1.bn3.g, %1289 : tensor<96xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%2358) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2360 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2361 = stablehlo.divide %2354, %2360 : tensor<96xf32>
    %2362 = "stablehlo.broadcast_in_dim"(%2361) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2363 = stablehlo.subtract %2352, %2362 : tensor<384x14x14x96xf32>
    %2364 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2365 = stablehlo.divide %2357, %2364 : tensor<96xf32>
    %2366 = "stablehlo.broadcast_in_dim"(%2365) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2367 = stablehlo.multiply %1291, %2366 : tensor<384x14x14x96xf32>
    %2368 = stablehlo.subtract %2363, %2367 : tensor<384x14x14x96xf32>
    %2369 = stablehlo.multiply %2359, %2368 : tensor<384x14x14x96xf32>
    %2370 = "stablehlo.reverse"(%blocks.4.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %2371 = "stablehlo.convolution"(%2369, %2370) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x576xf32>
    %2372 = "stablehlo.convolution"(%1274, %2369) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x96xf32>) -> tensor<1x1x576x96xf32>
    %2373 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2374 = "stablehlo.compare"(%1258, %2373) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2375 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2376 = "stablehlo.select"(%2374, %2371, %2375) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2377 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2378 = "stablehlo.compare"(%1258, %2377) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2379 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2380 = "stablehlo.select"(%2378, %2376, %2379) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2381 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2382 = "stablehlo.reduce"(%2380, %2381) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2383 = stablehlo.multiply %2380, %1254 : tensor<384x14x14x576xf32>
    %2384 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2385 = "stablehlo.reduce"(%2383, %2384) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2386 = stablehlo.multiply %blocks.4.1.bn2.g, %1252 : tensor<576xf32>
    %2387 = "stablehlo.broadcast_in_dim"(%2386) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2388 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2389 = stablehlo.divide %2382, %2388 : tensor<576xf32>
    %2390 = "stablehlo.broadcast_in_dim"(%2389) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2391 = stablehlo.subtract %2380, %2390 : tensor<384x14x14x576xf32>
    %2392 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2393 = stablehlo.divide %2385, %2392 : tensor<576xf32>
    %2394 = "stablehlo.broadcast_in_dim"(%2393) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2395 = stablehlo.multiply %1254, %2394 : tensor<384x14x14x576xf32>
    %2396 = stablehlo.subtract %2391, %2395 : tensor<384x14x14x576xf32>
    %2397 = stablehlo.multiply %2387, %2396 : tensor<384x14x14x576xf32>
    %2398 = "stablehlo.reverse"(%blocks.4.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %2399 = "stablehlo.convolution"(%2397, %2398) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %2400 = "stablehlo.convolution"(%1237, %2397) {batch_group_count = 576 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<3x3x1x576xf32>
    %2401 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2402 = "stablehlo.compare"(%1221, %2401) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2403 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2404 = "stablehlo.select"(%2402, %2399, %2403) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2405 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2406 = "stablehlo.compare"(%1221, %2405) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2407 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2408 = "stablehlo.select"(%2406, %2404, %2407) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2410 = "stablehlo.reduce"(%2408, %2409) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2411 = stablehlo.multiply %2408, %1217 : tensor<384x14x14x576xf32>
    %2412 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2413 = "stablehlo.reduce"(%2411, %2412) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2414 = stablehlo.multiply %blocks.4.1.bn1.g, %1215 : tensor<576xf32>
    %2415 = "stablehlo.broadcast_in_dim"(%2414) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2416 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2417 = stablehlo.divide %2410, %2416 : tensor<576xf32>
    %2418 = "stablehlo.broadcast_in_dim"(%2417) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2419 = stablehlo.subtract %2408, %2418 : tensor<384x14x14x576xf32>
    %2420 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2421 = stablehlo.divide %2413, %2420 : tensor<576xf32>
    %2422 = "stablehlo.broadcast_in_dim"(%2421) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2423 = stablehlo.multiply %1217, %2422 : tensor<384x14x14x576xf32>
    %2424 = stablehlo.subtract %2419, %2423 : tensor<384x14x14x576xf32>
    %2425 = stablehlo.multiply %2415, %2424 : tensor<384x14x14x576xf32>
    %2426 = "stablehlo.reverse"(%blocks.4.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %2427 = "stablehlo.convolution"(%2425, %2426) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x96xf32>
    %2428 = "stablehlo.convolution"(%1188, %2425) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<384x14x14x576xf32>) -> tensor<1x1x96x576xf32>
    %2429 = stablehlo.add %2427, %2351 : tensor<384x14x14x96xf32>
    %2430 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2431 = "stablehlo.reduce"(%2429, %2430) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2432 = stablehlo.multiply %2429, %1184 : tensor<384x14x14x96xf32>
    %2433 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2434 = "stablehlo.reduce"(%2432, %2433) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2435 = stablehlo.multiply %blocks.4.0.bn3.g, %1182 : tensor<96xf32>
    %2436 = "stablehlo.broadcast_in_dim"(%2435) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2437 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2438 = stablehlo.divide %2431, %2437 : tensor<96xf32>
    %2439 = "stablehlo.broadcast_in_dim"(%2438) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2440 = stablehlo.subtract %2429, %2439 : tensor<384x14x14x96xf32>
    %2441 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2442 = stablehlo.divide %2434, %2441 : tensor<96xf32>
    %2443 = "stablehlo.broadcast_in_dim"(%2442) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2444 = stablehlo.multiply %1184, %2443 : tensor<384x14x14x96xf32>
    %2445 = stablehlo.subtract %2440, %2444 : tensor<384x14x14x96xf32>
    %2446 = stablehlo.multiply %2436, %2445 : tensor<384x14x14x96xf32>
    %2447 = "stablehlo.reverse"(%blocks.4.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x96xf32>) -> tensor<1x1x384x96xf32>
    %2448 = "stablehlo.convolution"(%2446, %2447) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x384x96xf32>) -> tensor<384x14x14x384xf32>
    %2449 = "stablehlo.convolution"(%1167, %2446) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x96xf32>) -> tensor<1x1x384x96xf32>
    %2450 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2451 = "stablehlo.compare"(%1151, %2450) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2452 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2453 = "stablehlo.select"(%2451, %2448, %2452) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2454 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2455 = "stablehlo.compare"(%1151, %2454) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2456 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2457 = "stablehlo.select"(%2455, %2453, %2456) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2458 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2459 = "stablehlo.reduce"(%2457, %2458) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2460 = stablehlo.multiply %2457, %1147 : tensor<384x14x14x384xf32>
    %2461 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2462 = "stablehlo.reduce"(%2460, %2461) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2463 = stablehlo.multiply %blocks.4.0.bn2.g, %1145 : tensor<384xf32>
    %2464 = "stablehlo.broadcast_in_dim"(%2463) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2465 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2466 = stablehlo.divide %2459, %2465 : tensor<384xf32>
    %2467 = "stablehlo.broadcast_in_dim"(%2466) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2468 = stablehlo.subtract %2457, %2467 : tensor<384x14x14x384xf32>
    %2469 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2470 = stablehlo.divide %2462, %2469 : tensor<384xf32>
    %2471 = "stablehlo.broadcast_in_dim"(%2470) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2472 = stablehlo.multiply %1147, %2471 : tensor<384x14x14x384xf32>
    %2473 = stablehlo.subtract %2468, %2472 : tensor<384x14x14x384xf32>
    %2474 = stablehlo.multiply %2464, %2473 : tensor<384x14x14x384xf32>
    %2475 = "stablehlo.reverse"(%blocks.4.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2476 = "stablehlo.convolution"(%2474, %2475) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2477 = "stablehlo.convolution"(%1130, %2474) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2478 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2479 = "stablehlo.compare"(%1114, %2478) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2480 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2481 = "stablehlo.select"(%2479, %2476, %2480) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2482 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2483 = "stablehlo.compare"(%1114, %2482) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2484 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2485 = "stablehlo.select"(%2483, %2481, %2484) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2486 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2487 = "stablehlo.reduce"(%2485, %2486) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2488 = stablehlo.multiply %2485, %1110 : tensor<384x14x14x384xf32>
    %2489 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2490 = "stablehlo.reduce"(%2488, %2489) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2491 = stablehlo.multiply %blocks.4.0.bn1.g, %1108 : tensor<384xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%2491) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2493 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2494 = stablehlo.divide %2487, %2493 : tensor<384xf32>
    %2495 = "stablehlo.broadcast_in_dim"(%2494) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2496 = stablehlo.subtract %2485, %2495 : tensor<384x14x14x384xf32>
    %2497 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2498 = stablehlo.divide %2490, %2497 : tensor<384xf32>
    %2499 = "stablehlo.broadcast_in_dim"(%2498) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2500 = stablehlo.multiply %1110, %2499 : tensor<384x14x14x384xf32>
    %2501 = stablehlo.subtract %2496, %2500 : tensor<384x14x14x384xf32>
    %2502 = stablehlo.multiply %2492, %2501 : tensor<384x14x14x384xf32>
    %2503 = "stablehlo.reverse"(%blocks.4.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2504 = "stablehlo.convolution"(%2502, %2503) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2505 = "stablehlo.convolution"(%1093, %2502) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2506 = stablehlo.multiply %2504, %1091 : tensor<384x14x14x64xf32>
    %2507 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2508 = "stablehlo.reduce"(%2506, %2507) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2509 = stablehlo.multiply %2506, %1073 : tensor<384x14x14x64xf32>
    %2510 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2511 = "stablehlo.reduce"(%2509, %2510) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2512 = stablehlo.multiply %blocks.3.3.bn3.g, %1071 : tensor<64xf32>
    %2513 = "stablehlo.broadcast_in_dim"(%2512) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2514 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2515 = stablehlo.divide %2508, %2514 : tensor<64xf32>
    %2516 = "stablehlo.broadcast_in_dim"(%2515) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2517 = stablehlo.subtract %2506, %2516 : tensor<384x14x14x64xf32>
    %2518 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2519 = stablehlo.divide %2511, %2518 : tensor<64xf32>
    %2520 = "stablehlo.broadcast_in_dim"(%2519) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2521 = stablehlo.multiply %1073, %2520 : tensor<384x14x14x64xf32>
    %2522 = stablehlo.subtract %2517, %2521 : tensor<384x14x14x64xf32>
    %2523 = stablehlo.multiply %2513, %2522 : tensor<384x14x14x64xf32>
    %2524 = "stablehlo.reverse"(%blocks.3.3.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %2525 = "stablehlo.convolution"(%2523, %2524) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x384xf32>
    %2526 = "stablehlo.convolution"(%1056, %2523) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x384x64xf32>
    %2527 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2528 = "stablehlo.compare"(%1040, %2527) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2529 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2530 = "stablehlo.select"(%2528, %2525, %2529) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2531 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2532 = "stablehlo.compare"(%1040, %2531) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2533 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2534 = "stablehlo.select"(%2532, %2530, %2533) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2536 = "stablehlo.reduce"(%2534, %2535) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2537 = stablehlo.multiply %2534, %1036 : tensor<384x14x14x384xf32>
    %2538 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2539 = "stablehlo.reduce"(%2537, %2538) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2540 = stablehlo.multiply %blocks.3.3.bn2.g, %1034 : tensor<384xf32>
    %2541 = "stablehlo.broadcast_in_dim"(%2540) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2542 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2543 = stablehlo.divide %2536, %2542 : tensor<384xf32>
    %2544 = "stablehlo.broadcast_in_dim"(%2543) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2545 = stablehlo.subtract %2534, %2544 : tensor<384x14x14x384xf32>
    %2546 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2547 = stablehlo.divide %2539, %2546 : tensor<384xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%2547) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2549 = stablehlo.multiply %1036, %2548 : tensor<384x14x14x384xf32>
    %2550 = stablehlo.subtract %2545, %2549 : tensor<384x14x14x384xf32>
    %2551 = stablehlo.multiply %2541, %2550 : tensor<384x14x14x384xf32>
    %2552 = "stablehlo.reverse"(%blocks.3.3.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2553 = "stablehlo.convolution"(%2551, %2552) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2554 = "stablehlo.convolution"(%1019, %2551) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2555 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2556 = "stablehlo.compare"(%1003, %2555) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2557 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2558 = "stablehlo.select"(%2556, %2553, %2557) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2559 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2560 = "stablehlo.compare"(%1003, %2559) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2561 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2562 = "stablehlo.select"(%2560, %2558, %2561) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2563 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2564 = "stablehlo.reduce"(%2562, %2563) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2565 = stablehlo.multiply %2562, %999 : tensor<384x14x14x384xf32>
    %2566 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2567 = "stablehlo.reduce"(%2565, %2566) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2568 = stablehlo.multiply %blocks.3.3.bn1.g, %997 : tensor<384xf32>
    %2569 = "stablehlo.broadcast_in_dim"(%2568) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2570 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2571 = stablehlo.divide %2564, %2570 : tensor<384xf32>
    %2572 = "stablehlo.broadcast_in_dim"(%2571) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2573 = stablehlo.subtract %2562, %2572 : tensor<384x14x14x384xf32>
    %2574 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2575 = stablehlo.divide %2567, %2574 : tensor<384xf32>
    %2576 = "stablehlo.broadcast_in_dim"(%2575) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2577 = stablehlo.multiply %999, %2576 : tensor<384x14x14x384xf32>
    %2578 = stablehlo.subtract %2573, %2577 : tensor<384x14x14x384xf32>
    %2579 = stablehlo.multiply %2569, %2578 : tensor<384x14x14x384xf32>
    %2580 = "stablehlo.reverse"(%blocks.3.3.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2581 = "stablehlo.convolution"(%2579, %2580) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2582 = "stablehlo.convolution"(%982, %2579) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2583 = stablehlo.add %2581, %2504 : tensor<384x14x14x64xf32>
    %2584 = stablehlo.multiply %2583, %980 : tensor<384x14x14x64xf32>
    %2585 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2586 = "stablehlo.reduce"(%2584, %2585) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2587 = stablehlo.multiply %2584, %962 : tensor<384x14x14x64xf32>
    %2588 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2589 = "stablehlo.reduce"(%2587, %2588) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2590 = stablehlo.multiply %blocks.3.2.bn3.g, %960 : tensor<64xf32>
    %2591 = "stablehlo.broadcast_in_dim"(%2590) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2592 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2593 = stablehlo.divide %2586, %2592 : tensor<64xf32>
    %2594 = "stablehlo.broadcast_in_dim"(%2593) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2595 = stablehlo.subtract %2584, %2594 : tensor<384x14x14x64xf32>
    %2596 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2597 = stablehlo.divide %2589, %2596 : tensor<64xf32>
    %2598 = "stablehlo.broadcast_in_dim"(%2597) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2599 = stablehlo.multiply %962, %2598 : tensor<384x14x14x64xf32>
    %2600 = stablehlo.subtract %2595, %2599 : tensor<384x14x14x64xf32>
    %2601 = stablehlo.multiply %2591, %2600 : tensor<384x14x14x64xf32>
    %2602 = "stablehlo.reverse"(%blocks.3.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %2603 = "stablehlo.convolution"(%2601, %2602) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x384xf32>
    %2604 = "stablehlo.convolution"(%945, %2601) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x384x64xf32>
    %2605 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2606 = "stablehlo.compare"(%929, %2605) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2607 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2608 = "stablehlo.select"(%2606, %2603, %2607) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2609 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2610 = "stablehlo.compare"(%929, %2609) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2611 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2612 = "stablehlo.select"(%2610, %2608, %2611) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2613 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2614 = "stablehlo.reduce"(%2612, %2613) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2615 = stablehlo.multiply %2612, %925 : tensor<384x14x14x384xf32>
    %2616 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2617 = "stablehlo.reduce"(%2615, %2616) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2618 = stablehlo.multiply %blocks.3.2.bn2.g, %923 : tensor<384xf32>
    %2619 = "stablehlo.broadcast_in_dim"(%2618) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2620 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2621 = stablehlo.divide %2614, %2620 : tensor<384xf32>
    %2622 = "stablehlo.broadcast_in_dim"(%2621) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2623 = stablehlo.subtract %2612, %2622 : tensor<384x14x14x384xf32>
    %2624 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2625 = stablehlo.divide %2617, %2624 : tensor<384xf32>
    %2626 = "stablehlo.broadcast_in_dim"(%2625) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2627 = stablehlo.multiply %925, %2626 : tensor<384x14x14x384xf32>
    %2628 = stablehlo.subtract %2623, %2627 : tensor<384x14x14x384xf32>
    %2629 = stablehlo.multiply %2619, %2628 : tensor<384x14x14x384xf32>
    %2630 = "stablehlo.reverse"(%blocks.3.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2631 = "stablehlo.convolution"(%2629, %2630) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2632 = "stablehlo.convolution"(%908, %2629) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2633 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2634 = "stablehlo.compare"(%892, %2633) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2635 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2636 = "stablehlo.select"(%2634, %2631, %2635) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2637 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2638 = "stablehlo.compare"(%892, %2637) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2639 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2640 = "stablehlo.select"(%2638, %2636, %2639) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2641 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2642 = "stablehlo.reduce"(%2640, %2641) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2643 = stablehlo.multiply %2640, %888 : tensor<384x14x14x384xf32>
    %2644 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2645 = "stablehlo.reduce"(%2643, %2644) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2646 = stablehlo.multiply %blocks.3.2.bn1.g, %886 : tensor<384xf32>
    %2647 = "stablehlo.broadcast_in_dim"(%2646) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2648 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2649 = stablehlo.divide %2642, %2648 : tensor<384xf32>
    %2650 = "stablehlo.broadcast_in_dim"(%2649) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2651 = stablehlo.subtract %2640, %2650 : tensor<384x14x14x384xf32>
    %2652 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2653 = stablehlo.divide %2645, %2652 : tensor<384xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%2653) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2655 = stablehlo.multiply %888, %2654 : tensor<384x14x14x384xf32>
    %2656 = stablehlo.subtract %2651, %2655 : tensor<384x14x14x384xf32>
    %2657 = stablehlo.multiply %2647, %2656 : tensor<384x14x14x384xf32>
    %2658 = "stablehlo.reverse"(%blocks.3.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2659 = "stablehlo.convolution"(%2657, %2658) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2660 = "stablehlo.convolution"(%871, %2657) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2661 = stablehlo.add %2659, %2583 : tensor<384x14x14x64xf32>
    %2662 = stablehlo.multiply %2661, %869 : tensor<384x14x14x64xf32>
    %2663 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2664 = "stablehlo.reduce"(%2662, %2663) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2665 = stablehlo.multiply %2662, %851 : tensor<384x14x14x64xf32>
    %2666 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2667 = "stablehlo.reduce"(%2665, %2666) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2668 = stablehlo.multiply %blocks.3.1.bn3.g, %849 : tensor<64xf32>
    %2669 = "stablehlo.broadcast_in_dim"(%2668) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2670 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2671 = stablehlo.divide %2664, %2670 : tensor<64xf32>
    %2672 = "stablehlo.broadcast_in_dim"(%2671) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2673 = stablehlo.subtract %2662, %2672 : tensor<384x14x14x64xf32>
    %2674 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2675 = stablehlo.divide %2667, %2674 : tensor<64xf32>
    %2676 = "stablehlo.broadcast_in_dim"(%2675) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2677 = stablehlo.multiply %851, %2676 : tensor<384x14x14x64xf32>
    %2678 = stablehlo.subtract %2673, %2677 : tensor<384x14x14x64xf32>
    %2679 = stablehlo.multiply %2669, %2678 : tensor<384x14x14x64xf32>
    %2680 = "stablehlo.reverse"(%blocks.3.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %2681 = "stablehlo.convolution"(%2679, %2680) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x384xf32>
    %2682 = "stablehlo.convolution"(%834, %2679) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x384x64xf32>
    %2683 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2684 = "stablehlo.compare"(%818, %2683) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2685 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2686 = "stablehlo.select"(%2684, %2681, %2685) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2687 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2688 = "stablehlo.compare"(%818, %2687) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2689 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2690 = "stablehlo.select"(%2688, %2686, %2689) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2691 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2692 = "stablehlo.reduce"(%2690, %2691) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2693 = stablehlo.multiply %2690, %814 : tensor<384x14x14x384xf32>
    %2694 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2695 = "stablehlo.reduce"(%2693, %2694) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2696 = stablehlo.multiply %blocks.3.1.bn2.g, %812 : tensor<384xf32>
    %2697 = "stablehlo.broadcast_in_dim"(%2696) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2698 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2699 = stablehlo.divide %2692, %2698 : tensor<384xf32>
    %2700 = "stablehlo.broadcast_in_dim"(%2699) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2701 = stablehlo.subtract %2690, %2700 : tensor<384x14x14x384xf32>
    %2702 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2703 = stablehlo.divide %2695, %2702 : tensor<384xf32>
    %2704 = "stablehlo.broadcast_in_dim"(%2703) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2705 = stablehlo.multiply %814, %2704 : tensor<384x14x14x384xf32>
    %2706 = stablehlo.subtract %2701, %2705 : tensor<384x14x14x384xf32>
    %2707 = stablehlo.multiply %2697, %2706 : tensor<384x14x14x384xf32>
    %2708 = "stablehlo.reverse"(%blocks.3.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2709 = "stablehlo.convolution"(%2707, %2708) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2710 = "stablehlo.convolution"(%797, %2707) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2711 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2712 = "stablehlo.compare"(%781, %2711) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2713 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2714 = "stablehlo.select"(%2712, %2709, %2713) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2715 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2716 = "stablehlo.compare"(%781, %2715) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2717 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2718 = "stablehlo.select"(%2716, %2714, %2717) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2719 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2720 = "stablehlo.reduce"(%2718, %2719) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2721 = stablehlo.multiply %2718, %777 : tensor<384x14x14x384xf32>
    %2722 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2723 = "stablehlo.reduce"(%2721, %2722) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2724 = stablehlo.multiply %blocks.3.1.bn1.g, %775 : tensor<384xf32>
    %2725 = "stablehlo.broadcast_in_dim"(%2724) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2726 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2727 = stablehlo.divide %2720, %2726 : tensor<384xf32>
    %2728 = "stablehlo.broadcast_in_dim"(%2727) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2729 = stablehlo.subtract %2718, %2728 : tensor<384x14x14x384xf32>
    %2730 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2731 = stablehlo.divide %2723, %2730 : tensor<384xf32>
    %2732 = "stablehlo.broadcast_in_dim"(%2731) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2733 = stablehlo.multiply %777, %2732 : tensor<384x14x14x384xf32>
    %2734 = stablehlo.subtract %2729, %2733 : tensor<384x14x14x384xf32>
    %2735 = stablehlo.multiply %2725, %2734 : tensor<384x14x14x384xf32>
    %2736 = "stablehlo.reverse"(%blocks.3.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2737 = "stablehlo.convolution"(%2735, %2736) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2738 = "stablehlo.convolution"(%748, %2735) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2739 = stablehlo.add %2737, %2661 : tensor<384x14x14x64xf32>
    %2740 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2741 = "stablehlo.reduce"(%2739, %2740) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2742 = stablehlo.multiply %2739, %744 : tensor<384x14x14x64xf32>
    %2743 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2744 = "stablehlo.reduce"(%2742, %2743) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2745 = stablehlo.multiply %blocks.3.0.bn3.g, %742 : tensor<64xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%2745) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2747 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2748 = stablehlo.divide %2741, %2747 : tensor<64xf32>
    %2749 = "stablehlo.broadcast_in_dim"(%2748) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2750 = stablehlo.subtract %2739, %2749 : tensor<384x14x14x64xf32>
    %2751 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2752 = stablehlo.divide %2744, %2751 : tensor<64xf32>
    %2753 = "stablehlo.broadcast_in_dim"(%2752) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2754 = stablehlo.multiply %744, %2753 : tensor<384x14x14x64xf32>
    %2755 = stablehlo.subtract %2750, %2754 : tensor<384x14x14x64xf32>
    %2756 = stablehlo.multiply %2746, %2755 : tensor<384x14x14x64xf32>
    %2757 = "stablehlo.reverse"(%blocks.3.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x192x64xf32>) -> tensor<1x1x192x64xf32>
    %2758 = "stablehlo.convolution"(%2756, %2757) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x192x64xf32>) -> tensor<384x14x14x192xf32>
    %2759 = "stablehlo.convolution"(%727, %2756) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x192xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x192x64xf32>
    %2760 = stablehlo.constant dense<6.0> : tensor<384x14x14x192xf32>
    %2761 = "stablehlo.compare"(%711, %2760) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xi1>
    %2762 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %2763 = "stablehlo.select"(%2761, %2758, %2762) : (tensor<384x14x14x192xi1>, tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xf32>
    %2764 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %2765 = "stablehlo.compare"(%711, %2764) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xi1>
    %2766 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %2767 = "stablehlo.select"(%2765, %2763, %2766) : (tensor<384x14x14x192xi1>, tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xf32>
    %2768 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2769 = "stablehlo.reduce"(%2767, %2768) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2770 = stablehlo.multiply %2767, %707 : tensor<384x14x14x192xf32>
    %2771 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2772 = "stablehlo.reduce"(%2770, %2771) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2773 = stablehlo.multiply %blocks.3.0.bn2.g, %705 : tensor<192xf32>
    %2774 = "stablehlo.broadcast_in_dim"(%2773) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %2775 = stablehlo.constant dense<75264.0> : tensor<192xf32>
    %2776 = stablehlo.divide %2769, %2775 : tensor<192xf32>
    %2777 = "stablehlo.broadcast_in_dim"(%2776) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %2778 = stablehlo.subtract %2767, %2777 : tensor<384x14x14x192xf32>
    %2779 = stablehlo.constant dense<75264.0> : tensor<192xf32>
    %2780 = stablehlo.divide %2772, %2779 : tensor<192xf32>
    %2781 = "stablehlo.broadcast_in_dim"(%2780) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %2782 = stablehlo.multiply %707, %2781 : tensor<384x14x14x192xf32>
    %2783 = stablehlo.subtract %2778, %2782 : tensor<384x14x14x192xf32>
    %2784 = stablehlo.multiply %2774, %2783 : tensor<384x14x14x192xf32>
    %2785 = "stablehlo.reverse"(%blocks.3.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %2786 = "stablehlo.convolution"(%2784, %2785) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %2787 = "stablehlo.convolution"(%690, %2784) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x14x14x192xf32>) -> tensor<3x3x1x192xf32>
    %2788 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2789 = "stablehlo.compare"(%674, %2788) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2790 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2791 = "stablehlo.select"(%2789, %2786, %2790) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2792 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2793 = "stablehlo.compare"(%674, %2792) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2794 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2795 = "stablehlo.select"(%2793, %2791, %2794) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2796 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2797 = "stablehlo.reduce"(%2795, %2796) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2798 = stablehlo.multiply %2795, %670 : tensor<384x28x28x192xf32>
    %2799 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2800 = "stablehlo.reduce"(%2798, %2799) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2801 = stablehlo.multiply %blocks.3.0.bn1.g, %668 : tensor<192xf32>
    %2802 = "stablehlo.broadcast_in_dim"(%2801) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2803 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2804 = stablehlo.divide %2797, %2803 : tensor<192xf32>
    %2805 = "stablehlo.broadcast_in_dim"(%2804) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2806 = stablehlo.subtract %2795, %2805 : tensor<384x28x28x192xf32>
    %2807 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2808 = stablehlo.divide %2800, %2807 : tensor<192xf32>
    %2809 = "stablehlo.broadcast_in_dim"(%2808) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2810 = stablehlo.multiply %670, %2809 : tensor<384x28x28x192xf32>
    %2811 = stablehlo.subtract %2806, %2810 : tensor<384x28x28x192xf32>
    %2812 = stablehlo.multiply %2802, %2811 : tensor<384x28x28x192xf32>
    %2813 = "stablehlo.reverse"(%blocks.3.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %2814 = "stablehlo.convolution"(%2812, %2813) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x32xf32>
    %2815 = "stablehlo.convolution"(%653, %2812) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<384x28x28x192xf32>) -> tensor<1x1x32x192xf32>
    %2816 = stablehlo.multiply %2814, %651 : tensor<384x28x28x32xf32>
    %2817 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2818 = "stablehlo.reduce"(%2816, %2817) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2819 = stablehlo.multiply %2816, %633 : tensor<384x28x28x32xf32>
    %2820 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2821 = "stablehlo.reduce"(%2819, %2820) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2822 = stablehlo.multiply %blocks.2.2.bn3.g, %631 : tensor<32xf32>
    %2823 = "stablehlo.broadcast_in_dim"(%2822) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2824 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2825 = stablehlo.divide %2818, %2824 : tensor<32xf32>
    %2826 = "stablehlo.broadcast_in_dim"(%2825) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2827 = stablehlo.subtract %2816, %2826 : tensor<384x28x28x32xf32>
    %2828 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2829 = stablehlo.divide %2821, %2828 : tensor<32xf32>
    %2830 = "stablehlo.broadcast_in_dim"(%2829) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2831 = stablehlo.multiply %633, %2830 : tensor<384x28x28x32xf32>
    %2832 = stablehlo.subtract %2827, %2831 : tensor<384x28x28x32xf32>
    %2833 = stablehlo.multiply %2823, %2832 : tensor<384x28x28x32xf32>
    %2834 = "stablehlo.reverse"(%blocks.2.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %2835 = "stablehlo.convolution"(%2833, %2834) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x192xf32>
    %2836 = "stablehlo.convolution"(%616, %2833) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x32xf32>) -> tensor<1x1x192x32xf32>
    %2837 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2838 = "stablehlo.compare"(%600, %2837) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2839 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2840 = "stablehlo.select"(%2838, %2835, %2839) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2841 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2842 = "stablehlo.compare"(%600, %2841) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2843 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2844 = "stablehlo.select"(%2842, %2840, %2843) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2845 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2846 = "stablehlo.reduce"(%2844, %2845) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2847 = stablehlo.multiply %2844, %596 : tensor<384x28x28x192xf32>
    %2848 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2849 = "stablehlo.reduce"(%2847, %2848) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2850 = stablehlo.multiply %blocks.2.2.bn2.g, %594 : tensor<192xf32>
    %2851 = "stablehlo.broadcast_in_dim"(%2850) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2852 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2853 = stablehlo.divide %2846, %2852 : tensor<192xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%2853) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2855 = stablehlo.subtract %2844, %2854 : tensor<384x28x28x192xf32>
    %2856 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2857 = stablehlo.divide %2849, %2856 : tensor<192xf32>
    %2858 = "stablehlo.broadcast_in_dim"(%2857) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2859 = stablehlo.multiply %596, %2858 : tensor<384x28x28x192xf32>
    %2860 = stablehlo.subtract %2855, %2859 : tensor<384x28x28x192xf32>
    %2861 = stablehlo.multiply %2851, %2860 : tensor<384x28x28x192xf32>
    %2862 = "stablehlo.reverse"(%blocks.2.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %2863 = "stablehlo.convolution"(%2861, %2862) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %2864 = "stablehlo.convolution"(%579, %2861) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<3x3x1x192xf32>
    %2865 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2866 = "stablehlo.compare"(%563, %2865) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2867 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2868 = "stablehlo.select"(%2866, %2863, %2867) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2869 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2870 = "stablehlo.compare"(%563, %2869) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2871 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2872 = "stablehlo.select"(%2870, %2868, %2871) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2873 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2874 = "stablehlo.reduce"(%2872, %2873) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2875 = stablehlo.multiply %2872, %559 : tensor<384x28x28x192xf32>
    %2876 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2877 = "stablehlo.reduce"(%2875, %2876) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2878 = stablehlo.multiply %blocks.2.2.bn1.g, %557 : tensor<192xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%2878) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2880 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2881 = stablehlo.divide %2874, %2880 : tensor<192xf32>
    %2882 = "stablehlo.broadcast_in_dim"(%2881) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2883 = stablehlo.subtract %2872, %2882 : tensor<384x28x28x192xf32>
    %2884 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2885 = stablehlo.divide %2877, %2884 : tensor<192xf32>
    %2886 = "stablehlo.broadcast_in_dim"(%2885) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2887 = stablehlo.multiply %559, %2886 : tensor<384x28x28x192xf32>
    %2888 = stablehlo.subtract %2883, %2887 : tensor<384x28x28x192xf32>
    %2889 = stablehlo.multiply %2879, %2888 : tensor<384x28x28x192xf32>
    %2890 = "stablehlo.reverse"(%blocks.2.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %2891 = "stablehlo.convolution"(%2889, %2890) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x32xf32>
    %2892 = "stablehlo.convolution"(%542, %2889) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<384x28x28x192xf32>) -> tensor<1x1x32x192xf32>
    %2893 = stablehlo.add %2891, %2814 : tensor<384x28x28x32xf32>
    %2894 = stablehlo.multiply %2893, %540 : tensor<384x28x28x32xf32>
    %2895 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2896 = "stablehlo.reduce"(%2894, %2895) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2897 = stablehlo.multiply %2894, %522 : tensor<384x28x28x32xf32>
    %2898 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2899 = "stablehlo.reduce"(%2897, %2898) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2900 = stablehlo.multiply %blocks.2.1.bn3.g, %520 : tensor<32xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%2900) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2902 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2903 = stablehlo.divide %2896, %2902 : tensor<32xf32>
    %2904 = "stablehlo.broadcast_in_dim"(%2903) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2905 = stablehlo.subtract %2894, %2904 : tensor<384x28x28x32xf32>
    %2906 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2907 = stablehlo.divide %2899, %2906 : tensor<32xf32>
    %2908 = "stablehlo.broadcast_in_dim"(%2907) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2909 = stablehlo.multiply %522, %2908 : tensor<384x28x28x32xf32>
    %2910 = stablehlo.subtract %2905, %2909 : tensor<384x28x28x32xf32>
    %2911 = stablehlo.multiply %2901, %2910 : tensor<384x28x28x32xf32>
    %2912 = "stablehlo.reverse"(%blocks.2.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %2913 = "stablehlo.convolution"(%2911, %2912) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x192xf32>
    %2914 = "stablehlo.convolution"(%505, %2911) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x32xf32>) -> tensor<1x1x192x32xf32>
    %2915 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2916 = "stablehlo.compare"(%489, %2915) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2917 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2918 = "stablehlo.select"(%2916, %2913, %2917) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2919 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2920 = "stablehlo.compare"(%489, %2919) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2921 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2922 = "stablehlo.select"(%2920, %2918, %2921) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2923 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2924 = "stablehlo.reduce"(%2922, %2923) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2925 = stablehlo.multiply %2922, %485 : tensor<384x28x28x192xf32>
    %2926 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2927 = "stablehlo.reduce"(%2925, %2926) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2928 = stablehlo.multiply %blocks.2.1.bn2.g, %483 : tensor<192xf32>
    %2929 = "stablehlo.broadcast_in_dim"(%2928) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2930 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2931 = stablehlo.divide %2924, %2930 : tensor<192xf32>
    %2932 = "stablehlo.broadcast_in_dim"(%2931) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2933 = stablehlo.subtract %2922, %2932 : tensor<384x28x28x192xf32>
    %2934 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2935 = stablehlo.divide %2927, %2934 : tensor<192xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%2935) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2937 = stablehlo.multiply %485, %2936 : tensor<384x28x28x192xf32>
    %2938 = stablehlo.subtract %2933, %2937 : tensor<384x28x28x192xf32>
    %2939 = stablehlo.multiply %2929, %2938 : tensor<384x28x28x192xf32>
    %2940 = "stablehlo.reverse"(%blocks.2.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %2941 = "stablehlo.convolution"(%2939, %2940) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %2942 = "stablehlo.convolution"(%468, %2939) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<3x3x1x192xf32>
    %2943 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2944 = "stablehlo.compare"(%452, %2943) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2945 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2946 = "stablehlo.select"(%2944, %2941, %2945) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2947 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2948 = "stablehlo.compare"(%452, %2947) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2949 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2950 = "stablehlo.select"(%2948, %2946, %2949) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2951 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2952 = "stablehlo.reduce"(%2950, %2951) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2953 = stablehlo.multiply %2950, %448 : tensor<384x28x28x192xf32>
    %2954 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2955 = "stablehlo.reduce"(%2953, %2954) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2956 = stablehlo.multiply %blocks.2.1.bn1.g, %446 : tensor<192xf32>
    %2957 = "stablehlo.broadcast_in_dim"(%2956) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2958 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2959 = stablehlo.divide %2952, %2958 : tensor<192xf32>
    %2960 = "stablehlo.broadcast_in_dim"(%2959) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2961 = stablehlo.subtract %2950, %2960 : tensor<384x28x28x192xf32>
    %2962 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2963 = stablehlo.divide %2955, %2962 : tensor<192xf32>
    %2964 = "stablehlo.broadcast_in_dim"(%2963) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2965 = stablehlo.multiply %448, %2964 : tensor<384x28x28x192xf32>
    %2966 = stablehlo.subtract %2961, %2965 : tensor<384x28x28x192xf32>
    %2967 = stablehlo.multiply %2957, %2966 : tensor<384x28x28x192xf32>
    %2968 = "stablehlo.reverse"(%blocks.2.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %2969 = "stablehlo.convolution"(%2967, %2968) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x32xf32>
    %2970 = "stablehlo.convolution"(%419, %2967) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<384x28x28x192xf32>) -> tensor<1x1x32x192xf32>
    %2971 = stablehlo.add %2969, %2893 : tensor<384x28x28x32xf32>
    %2972 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2973 = "stablehlo.reduce"(%2971, %2972) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2974 = stablehlo.multiply %2971, %415 : tensor<384x28x28x32xf32>
    %2975 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2976 = "stablehlo.reduce"(%2974, %2975) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2977 = stablehlo.multiply %blocks.2.0.bn3.g, %413 : tensor<32xf32>
    %2978 = "stablehlo.broadcast_in_dim"(%2977) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2979 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2980 = stablehlo.divide %2973, %2979 : tensor<32xf32>
    %2981 = "stablehlo.broadcast_in_dim"(%2980) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2982 = stablehlo.subtract %2971, %2981 : tensor<384x28x28x32xf32>
    %2983 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2984 = stablehlo.divide %2976, %2983 : tensor<32xf32>
    %2985 = "stablehlo.broadcast_in_dim"(%2984) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2986 = stablehlo.multiply %415, %2985 : tensor<384x28x28x32xf32>
    %2987 = stablehlo.subtract %2982, %2986 : tensor<384x28x28x32xf32>
    %2988 = stablehlo.multiply %2978, %2987 : tensor<384x28x28x32xf32>
    %2989 = "stablehlo.reverse"(%blocks.2.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x144x32xf32>) -> tensor<1x1x144x32xf32>
    %2990 = "stablehlo.convolution"(%2988, %2989) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x144x32xf32>) -> tensor<384x28x28x144xf32>
    %2991 = "stablehlo.convolution"(%398, %2988) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<384x28x28x32xf32>) -> tensor<1x1x144x32xf32>
    %2992 = stablehlo.constant dense<6.0> : tensor<384x28x28x144xf32>
    %2993 = "stablehlo.compare"(%382, %2992) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xi1>
    %2994 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %2995 = "stablehlo.select"(%2993, %2990, %2994) : (tensor<384x28x28x144xi1>, tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xf32>
    %2996 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %2997 = "stablehlo.compare"(%382, %2996) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xi1>
    %2998 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %2999 = "stablehlo.select"(%2997, %2995, %2998) : (tensor<384x28x28x144xi1>, tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xf32>
    %3000 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3001 = "stablehlo.reduce"(%2999, %3000) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3002 = stablehlo.multiply %2999, %378 : tensor<384x28x28x144xf32>
    %3003 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3004 = "stablehlo.reduce"(%3002, %3003) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3005 = stablehlo.multiply %blocks.2.0.bn2.g, %376 : tensor<144xf32>
    %3006 = "stablehlo.broadcast_in_dim"(%3005) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %3007 = stablehlo.constant dense<301056.0> : tensor<144xf32>
    %3008 = stablehlo.divide %3001, %3007 : tensor<144xf32>
    %3009 = "stablehlo.broadcast_in_dim"(%3008) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %3010 = stablehlo.subtract %2999, %3009 : tensor<384x28x28x144xf32>
    %3011 = stablehlo.constant dense<301056.0> : tensor<144xf32>
    %3012 = stablehlo.divide %3004, %3011 : tensor<144xf32>
    %3013 = "stablehlo.broadcast_in_dim"(%3012) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %3014 = stablehlo.multiply %378, %3013 : tensor<384x28x28x144xf32>
    %3015 = stablehlo.subtract %3010, %3014 : tensor<384x28x28x144xf32>
    %3016 = stablehlo.multiply %3006, %3015 : tensor<384x28x28x144xf32>
    %3017 = "stablehlo.reverse"(%blocks.2.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3018 = "stablehlo.convolution"(%3016, %3017) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %3019 = "stablehlo.convolution"(%361, %3016) {batch_group_count = 144 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<384x28x28x144xf32>) -> tensor<3x3x1x144xf32>
    %3020 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %3021 = "stablehlo.compare"(%345, %3020) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3022 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3023 = "stablehlo.select"(%3021, %3018, %3022) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3024 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3025 = "stablehlo.compare"(%345, %3024) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3026 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3027 = "stablehlo.select"(%3025, %3023, %3026) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3028 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3029 = "stablehlo.reduce"(%3027, %3028) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3030 = stablehlo.multiply %3027, %341 : tensor<384x56x56x144xf32>
    %3031 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3032 = "stablehlo.reduce"(%3030, %3031) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3033 = stablehlo.multiply %blocks.2.0.bn1.g, %339 : tensor<144xf32>
    %3034 = "stablehlo.broadcast_in_dim"(%3033) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3035 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3036 = stablehlo.divide %3029, %3035 : tensor<144xf32>
    %3037 = "stablehlo.broadcast_in_dim"(%3036) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3038 = stablehlo.subtract %3027, %3037 : tensor<384x56x56x144xf32>
    %3039 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3040 = stablehlo.divide %3032, %3039 : tensor<144xf32>
    %3041 = "stablehlo.broadcast_in_dim"(%3040) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3042 = stablehlo.multiply %341, %3041 : tensor<384x56x56x144xf32>
    %3043 = stablehlo.subtract %3038, %3042 : tensor<384x56x56x144xf32>
    %3044 = stablehlo.multiply %3034, %3043 : tensor<384x56x56x144xf32>
    %3045 = "stablehlo.reverse"(%blocks.2.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3046 = "stablehlo.convolution"(%3044, %3045) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x24xf32>
    %3047 = "stablehlo.convolution"(%324, %3044) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<384x56x56x144xf32>) -> tensor<1x1x24x144xf32>
    %3048 = stablehlo.multiply %3046, %322 : tensor<384x56x56x24xf32>
    %3049 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3050 = "stablehlo.reduce"(%3048, %3049) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3051 = stablehlo.multiply %3048, %304 : tensor<384x56x56x24xf32>
    %3052 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3053 = "stablehlo.reduce"(%3051, %3052) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3054 = stablehlo.multiply %blocks.1.1.bn3.g, %302 : tensor<24xf32>
    %3055 = "stablehlo.broadcast_in_dim"(%3054) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3056 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3057 = stablehlo.divide %3050, %3056 : tensor<24xf32>
    %3058 = "stablehlo.broadcast_in_dim"(%3057) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3059 = stablehlo.subtract %3048, %3058 : tensor<384x56x56x24xf32>
    %3060 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3061 = stablehlo.divide %3053, %3060 : tensor<24xf32>
    %3062 = "stablehlo.broadcast_in_dim"(%3061) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3063 = stablehlo.multiply %304, %3062 : tensor<384x56x56x24xf32>
    %3064 = stablehlo.subtract %3059, %3063 : tensor<384x56x56x24xf32>
    %3065 = stablehlo.multiply %3055, %3064 : tensor<384x56x56x24xf32>
    %3066 = "stablehlo.reverse"(%blocks.1.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x144x24xf32>) -> tensor<1x1x144x24xf32>
    %3067 = "stablehlo.convolution"(%3065, %3066) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x144x24xf32>) -> tensor<384x56x56x144xf32>
    %3068 = "stablehlo.convolution"(%287, %3065) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x24xf32>) -> tensor<1x1x144x24xf32>
    %3069 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %3070 = "stablehlo.compare"(%271, %3069) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3071 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3072 = "stablehlo.select"(%3070, %3067, %3071) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3073 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3074 = "stablehlo.compare"(%271, %3073) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3075 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3076 = "stablehlo.select"(%3074, %3072, %3075) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3077 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3078 = "stablehlo.reduce"(%3076, %3077) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3079 = stablehlo.multiply %3076, %267 : tensor<384x56x56x144xf32>
    %3080 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3081 = "stablehlo.reduce"(%3079, %3080) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3082 = stablehlo.multiply %blocks.1.1.bn2.g, %265 : tensor<144xf32>
    %3083 = "stablehlo.broadcast_in_dim"(%3082) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3084 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3085 = stablehlo.divide %3078, %3084 : tensor<144xf32>
    %3086 = "stablehlo.broadcast_in_dim"(%3085) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3087 = stablehlo.subtract %3076, %3086 : tensor<384x56x56x144xf32>
    %3088 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3089 = stablehlo.divide %3081, %3088 : tensor<144xf32>
    %3090 = "stablehlo.broadcast_in_dim"(%3089) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3091 = stablehlo.multiply %267, %3090 : tensor<384x56x56x144xf32>
    %3092 = stablehlo.subtract %3087, %3091 : tensor<384x56x56x144xf32>
    %3093 = stablehlo.multiply %3083, %3092 : tensor<384x56x56x144xf32>
    %3094 = "stablehlo.reverse"(%blocks.1.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3095 = "stablehlo.convolution"(%3093, %3094) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %3096 = "stablehlo.convolution"(%250, %3093) {batch_group_count = 144 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<3x3x1x144xf32>
    %3097 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %3098 = "stablehlo.compare"(%234, %3097) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3099 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3100 = "stablehlo.select"(%3098, %3095, %3099) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3101 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3102 = "stablehlo.compare"(%234, %3101) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3103 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3104 = "stablehlo.select"(%3102, %3100, %3103) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3105 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3106 = "stablehlo.reduce"(%3104, %3105) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3107 = stablehlo.multiply %3104, %230 : tensor<384x56x56x144xf32>
    %3108 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3109 = "stablehlo.reduce"(%3107, %3108) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3110 = stablehlo.multiply %blocks.1.1.bn1.g, %228 : tensor<144xf32>
    %3111 = "stablehlo.broadcast_in_dim"(%3110) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3112 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3113 = stablehlo.divide %3106, %3112 : tensor<144xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%3113) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3115 = stablehlo.subtract %3104, %3114 : tensor<384x56x56x144xf32>
    %3116 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3117 = stablehlo.divide %3109, %3116 : tensor<144xf32>
    %3118 = "stablehlo.broadcast_in_dim"(%3117) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3119 = stablehlo.multiply %230, %3118 : tensor<384x56x56x144xf32>
    %3120 = stablehlo.subtract %3115, %3119 : tensor<384x56x56x144xf32>
    %3121 = stablehlo.multiply %3111, %3120 : tensor<384x56x56x144xf32>
    %3122 = "stablehlo.reverse"(%blocks.1.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3123 = "stablehlo.convolution"(%3121, %3122) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x24xf32>
    %3124 = "stablehlo.convolution"(%201, %3121) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<384x56x56x144xf32>) -> tensor<1x1x24x144xf32>
    %3125 = stablehlo.add %3123, %3046 : tensor<384x56x56x24xf32>
    %3126 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3127 = "stablehlo.reduce"(%3125, %3126) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3128 = stablehlo.multiply %3125, %197 : tensor<384x56x56x24xf32>
    %3129 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3130 = "stablehlo.reduce"(%3128, %3129) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3131 = stablehlo.multiply %blocks.1.0.bn3.g, %195 : tensor<24xf32>
    %3132 = "stablehlo.broadcast_in_dim"(%3131) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3133 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3134 = stablehlo.divide %3127, %3133 : tensor<24xf32>
    %3135 = "stablehlo.broadcast_in_dim"(%3134) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3136 = stablehlo.subtract %3125, %3135 : tensor<384x56x56x24xf32>
    %3137 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3138 = stablehlo.divide %3130, %3137 : tensor<24xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%3138) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3140 = stablehlo.multiply %197, %3139 : tensor<384x56x56x24xf32>
    %3141 = stablehlo.subtract %3136, %3140 : tensor<384x56x56x24xf32>
    %3142 = stablehlo.multiply %3132, %3141 : tensor<384x56x56x24xf32>
    %3143 = "stablehlo.reverse"(%blocks.1.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x24xf32>) -> tensor<1x1x96x24xf32>
    %3144 = "stablehlo.convolution"(%3142, %3143) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x96x24xf32>) -> tensor<384x56x56x96xf32>
    %3145 = "stablehlo.convolution"(%180, %3142) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<384x56x56x24xf32>) -> tensor<1x1x96x24xf32>
    %3146 = stablehlo.constant dense<6.0> : tensor<384x56x56x96xf32>
    %3147 = "stablehlo.compare"(%164, %3146) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xi1>
    %3148 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %3149 = "stablehlo.select"(%3147, %3144, %3148) : (tensor<384x56x56x96xi1>, tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xf32>
    %3150 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %3151 = "stablehlo.compare"(%164, %3150) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xi1>
    %3152 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %3153 = "stablehlo.select"(%3151, %3149, %3152) : (tensor<384x56x56x96xi1>, tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xf32>
    %3154 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3155 = "stablehlo.reduce"(%3153, %3154) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3156 = stablehlo.multiply %3153, %160 : tensor<384x56x56x96xf32>
    %3157 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3158 = "stablehlo.reduce"(%3156, %3157) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3159 = stablehlo.multiply %blocks.1.0.bn2.g, %158 : tensor<96xf32>
    %3160 = "stablehlo.broadcast_in_dim"(%3159) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %3161 = stablehlo.constant dense<1.204224e+06> : tensor<96xf32>
    %3162 = stablehlo.divide %3155, %3161 : tensor<96xf32>
    %3163 = "stablehlo.broadcast_in_dim"(%3162) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %3164 = stablehlo.subtract %3153, %3163 : tensor<384x56x56x96xf32>
    %3165 = stablehlo.constant dense<1.204224e+06> : tensor<96xf32>
    %3166 = stablehlo.divide %3158, %3165 : tensor<96xf32>
    %3167 = "stablehlo.broadcast_in_dim"(%3166) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %3168 = stablehlo.multiply %160, %3167 : tensor<384x56x56x96xf32>
    %3169 = stablehlo.subtract %3164, %3168 : tensor<384x56x56x96xf32>
    %3170 = stablehlo.multiply %3160, %3169 : tensor<384x56x56x96xf32>
    %3171 = "stablehlo.reverse"(%blocks.1.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x96xf32>) -> tensor<3x3x1x96xf32>
    %3172 = "stablehlo.convolution"(%3170, %3171) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<3x3x1x96xf32>) -> tensor<384x112x112x96xf32>
    %3173 = "stablehlo.convolution"(%143, %3170) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x96xf32>, tensor<384x56x56x96xf32>) -> tensor<3x3x1x96xf32>
    %3174 = stablehlo.constant dense<6.0> : tensor<384x112x112x96xf32>
    %3175 = "stablehlo.compare"(%127, %3174) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xi1>
    %3176 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %3177 = "stablehlo.select"(%3175, %3172, %3176) : (tensor<384x112x112x96xi1>, tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xf32>
    %3178 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %3179 = "stablehlo.compare"(%127, %3178) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xi1>
    %3180 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %3181 = "stablehlo.select"(%3179, %3177, %3180) : (tensor<384x112x112x96xi1>, tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xf32>
    %3182 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3183 = "stablehlo.reduce"(%3181, %3182) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3184 = stablehlo.multiply %3181, %123 : tensor<384x112x112x96xf32>
    %3185 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3186 = "stablehlo.reduce"(%3184, %3185) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3187 = stablehlo.multiply %blocks.1.0.bn1.g, %121 : tensor<96xf32>
    %3188 = "stablehlo.broadcast_in_dim"(%3187) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %3189 = stablehlo.constant dense<4.816896e+06> : tensor<96xf32>
    %3190 = stablehlo.divide %3183, %3189 : tensor<96xf32>
    %3191 = "stablehlo.broadcast_in_dim"(%3190) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %3192 = stablehlo.subtract %3181, %3191 : tensor<384x112x112x96xf32>
    %3193 = stablehlo.constant dense<4.816896e+06> : tensor<96xf32>
    %3194 = stablehlo.divide %3186, %3193 : tensor<96xf32>
    %3195 = "stablehlo.broadcast_in_dim"(%3194) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %3196 = stablehlo.multiply %123, %3195 : tensor<384x112x112x96xf32>
    %3197 = stablehlo.subtract %3192, %3196 : tensor<384x112x112x96xf32>
    %3198 = stablehlo.multiply %3188, %3197 : tensor<384x112x112x96xf32>
    %3199 = "stablehlo.reverse"(%blocks.1.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x16x96xf32>) -> tensor<1x1x16x96xf32>
    %3200 = "stablehlo.convolution"(%3198, %3199) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x96xf32>, tensor<1x1x16x96xf32>) -> tensor<384x112x112x16xf32>
    %3201 = "stablehlo.convolution"(%94, %3198) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<384x112x112x96xf32>) -> tensor<1x1x16x96xf32>
    %3202 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3203 = "stablehlo.reduce"(%3200, %3202) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3204 = stablehlo.multiply %3200, %90 : tensor<384x112x112x16xf32>
    %3205 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3206 = "stablehlo.reduce"(%3204, %3205) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3207 = stablehlo.multiply %blocks.0.0.bn2.g, %88 : tensor<16xf32>
    %3208 = "stablehlo.broadcast_in_dim"(%3207) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %3209 = stablehlo.constant dense<4.816896e+06> : tensor<16xf32>
    %3210 = stablehlo.divide %3203, %3209 : tensor<16xf32>
    %3211 = "stablehlo.broadcast_in_dim"(%3210) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %3212 = stablehlo.subtract %3200, %3211 : tensor<384x112x112x16xf32>
    %3213 = stablehlo.constant dense<4.816896e+06> : tensor<16xf32>
    %3214 = stablehlo.divide %3206, %3213 : tensor<16xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%3214) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %3216 = stablehlo.multiply %90, %3215 : tensor<384x112x112x16xf32>
    %3217 = stablehlo.subtract %3212, %3216 : tensor<384x112x112x16xf32>
    %3218 = stablehlo.multiply %3208, %3217 : tensor<384x112x112x16xf32>
    %3219 = "stablehlo.reverse"(%blocks.0.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %3220 = "stablehlo.convolution"(%3218, %3219) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<1x1x32x16xf32>) -> tensor<384x112x112x32xf32>
    %3221 = "stablehlo.convolution"(%73, %3218) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x16xf32>) -> tensor<1x1x32x16xf32>
    %3222 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %3223 = "stablehlo.compare"(%57, %3222) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3224 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3225 = "stablehlo.select"(%3223, %3220, %3224) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3226 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3227 = "stablehlo.compare"(%57, %3226) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3228 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3229 = "stablehlo.select"(%3227, %3225, %3228) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3230 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3231 = "stablehlo.reduce"(%3229, %3230) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3232 = stablehlo.multiply %3229, %53 : tensor<384x112x112x32xf32>
    %3233 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3234 = "stablehlo.reduce"(%3232, %3233) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3235 = stablehlo.multiply %blocks.0.0.bn1.g, %51 : tensor<32xf32>
    %3236 = "stablehlo.broadcast_in_dim"(%3235) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3237 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3238 = stablehlo.divide %3231, %3237 : tensor<32xf32>
    %3239 = "stablehlo.broadcast_in_dim"(%3238) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3240 = stablehlo.subtract %3229, %3239 : tensor<384x112x112x32xf32>
    %3241 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3242 = stablehlo.divide %3234, %3241 : tensor<32xf32>
    %3243 = "stablehlo.broadcast_in_dim"(%3242) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3244 = stablehlo.multiply %53, %3243 : tensor<384x112x112x32xf32>
    %3245 = stablehlo.subtract %3240, %3244 : tensor<384x112x112x32xf32>
    %3246 = stablehlo.multiply %3236, %3245 : tensor<384x112x112x32xf32>
    %3247 = "stablehlo.reverse"(%blocks.0.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32xf32>
    %3248 = "stablehlo.convolution"(%3246, %3247) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 32 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<3x3x1x32xf32>) -> tensor<384x112x112x32xf32>
    %3249 = "stablehlo.convolution"(%36, %3246) {batch_group_count = 32 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<3x3x1x32xf32>
    %3250 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %3251 = "stablehlo.compare"(%20, %3250) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3252 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3253 = "stablehlo.select"(%3251, %3248, %3252) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3254 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3255 = "stablehlo.compare"(%20, %3254) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3256 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3257 = "stablehlo.select"(%3255, %3253, %3256) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3258 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3259 = "stablehlo.reduce"(%3257, %3258) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3260 = stablehlo.multiply %3257, %16 : tensor<384x112x112x32xf32>
    %3261 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3262 = "stablehlo.reduce"(%3260, %3261) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3263 = stablehlo.multiply %bn1.g, %14 : tensor<32xf32>
    %3264 = "stablehlo.broadcast_in_dim"(%3263) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3265 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3266 = stablehlo.divide %3259, %3265 : tensor<32xf32>
    %3267 = "stablehlo.broadcast_in_dim"(%3266) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3268 = stablehlo.subtract %3257, %3267 : tensor<384x112x112x32xf32>
    %3269 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3270 = stablehlo.divide %3262, %3269 : tensor<32xf32>
    %3271 = "stablehlo.broadcast_in_dim"(%3270) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3272 = stablehlo.multiply %16, %3271 : tensor<384x112x112x32xf32>
    %3273 = stablehlo.subtract %3268, %3272 : tensor<384x112x112x32xf32>
    %3274 = stablehlo.multiply %3264, %3273 : tensor<384x112x112x32xf32>
    %3275 = "stablehlo.convolution"(%x, %3274) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x224x224x3xf32>, tensor<384x112x112x32xf32>) -> tensor<3x3x3x32xf32>
    // ── optimizer ──
    %3276 = stablehlo.multiply %3275, %3275 : tensor<3x3x3x32xf32>
    %3277 = stablehlo.constant dense<0.0> : tensor<f32>
    %3278 = "stablehlo.reduce"(%3276, %3277) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x3x32xf32>, tensor<f32>) -> tensor<3x3x3xf32>
    %3279 = stablehlo.constant dense<0.0> : tensor<f32>
    %3280 = "stablehlo.reduce"(%3278, %3279) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
    %3281 = stablehlo.multiply %3262, %3262 : tensor<32xf32>
    %3282 = stablehlo.constant dense<0.0> : tensor<f32>
    %3283 = "stablehlo.reduce"(%3281, %3282) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3284 = stablehlo.add %3280, %3283 : tensor<f32>
    %3285 = stablehlo.multiply %3259, %3259 : tensor<32xf32>
    %3286 = stablehlo.constant dense<0.0> : tensor<f32>
    %3287 = "stablehlo.reduce"(%3285, %3286) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3288 = stablehlo.add %3284, %3287 : tensor<f32>
    %3289 = stablehlo.multiply %3249, %3249 : tensor<3x3x1x32xf32>
    %3290 = stablehlo.constant dense<0.0> : tensor<f32>
    %3291 = "stablehlo.reduce"(%3289, %3290) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3292 = stablehlo.constant dense<0.0> : tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3294 = stablehlo.add %3288, %3293 : tensor<f32>
    %3295 = stablehlo.multiply %3234, %3234 : tensor<32xf32>
    %3296 = stablehlo.constant dense<0.0> : tensor<f32>
    %3297 = "stablehlo.reduce"(%3295, %3296) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3298 = stablehlo.add %3294, %3297 : tensor<f32>
    %3299 = stablehlo.multiply %3231, %3231 : tensor<32xf32>
    %3300 = stablehlo.constant dense<0.0> : tensor<f32>
    %3301 = "stablehlo.reduce"(%3299, %3300) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3302 = stablehlo.add %3298, %3301 : tensor<f32>
    %3303 = stablehlo.multiply %3221, %3221 : tensor<1x1x32x16xf32>
    %3304 = stablehlo.constant dense<0.0> : tensor<f32>
    %3305 = "stablehlo.reduce"(%3303, %3304) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x16xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3306 = stablehlo.constant dense<0.0> : tensor<f32>
    %3307 = "stablehlo.reduce"(%3305, %3306) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3308 = stablehlo.add %3302, %3307 : tensor<f32>
    %3309 = stablehlo.multiply %3206, %3206 : tensor<16xf32>
    %3310 = stablehlo.constant dense<0.0> : tensor<f32>
    %3311 = "stablehlo.reduce"(%3309, %3310) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %3312 = stablehlo.add %3308, %3311 : tensor<f32>
    %3313 = stablehlo.multiply %3203, %3203 : tensor<16xf32>
    %3314 = stablehlo.constant dense<0.0> : tensor<f32>
    %3315 = "stablehlo.reduce"(%3313, %3314) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %3316 = stablehlo.add %3312, %3315 : tensor<f32>
    %3317 = stablehlo.multiply %3201, %3201 : tensor<1x1x16x96xf32>
    %3318 = stablehlo.constant dense<0.0> : tensor<f32>
    %3319 = "stablehlo.reduce"(%3317, %3318) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x96xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %3320 = stablehlo.constant dense<0.0> : tensor<f32>
    %3321 = "stablehlo.reduce"(%3319, %3320) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %3322 = stablehlo.add %3316, %3321 : tensor<f32>
    %3323 = stablehlo.multiply %3186, %3186 : tensor<96xf32>
    %3324 = stablehlo.constant dense<0.0> : tensor<f32>
    %3325 = "stablehlo.reduce"(%3323, %3324) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3326 = stablehlo.add %3322, %3325 : tensor<f32>
    %3327 = stablehlo.multiply %3183, %3183 : tensor<96xf32>
    %3328 = stablehlo.constant dense<0.0> : tensor<f32>
    %3329 = "stablehlo.reduce"(%3327, %3328) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3330 = stablehlo.add %3326, %3329 : tensor<f32>
    %3331 = stablehlo.multiply %3173, %3173 : tensor<3x3x1x96xf32>
    %3332 = stablehlo.constant dense<0.0> : tensor<f32>
    %3333 = "stablehlo.reduce"(%3331, %3332) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x96xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3334 = stablehlo.constant dense<0.0> : tensor<f32>
    %3335 = "stablehlo.reduce"(%3333, %3334) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3336 = stablehlo.add %3330, %3335 : tensor<f32>
    %3337 = stablehlo.multiply %3158, %3158 : tensor<96xf32>
    %3338 = stablehlo.constant dense<0.0> : tensor<f32>
    %3339 = "stablehlo.reduce"(%3337, %3338) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3340 = stablehlo.add %3336, %3339 : tensor<f32>
    %3341 = stablehlo.multiply %3155, %3155 : tensor<96xf32>
    %3342 = stablehlo.constant dense<0.0> : tensor<f32>
    %3343 = "stablehlo.reduce"(%3341, %3342) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3344 = stablehlo.add %3340, %3343 : tensor<f32>
    %3345 = stablehlo.multiply %3145, %3145 : tensor<1x1x96x24xf32>
    %3346 = stablehlo.constant dense<0.0> : tensor<f32>
    %3347 = "stablehlo.reduce"(%3345, %3346) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x24xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3348 = stablehlo.constant dense<0.0> : tensor<f32>
    %3349 = "stablehlo.reduce"(%3347, %3348) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3350 = stablehlo.add %3344, %3349 : tensor<f32>
    %3351 = stablehlo.multiply %3130, %3130 : tensor<24xf32>
    %3352 = stablehlo.constant dense<0.0> : tensor<f32>
    %3353 = "stablehlo.reduce"(%3351, %3352) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3354 = stablehlo.add %3350, %3353 : tensor<f32>
    %3355 = stablehlo.multiply %3127, %3127 : tensor<24xf32>
    %3356 = stablehlo.constant dense<0.0> : tensor<f32>
    %3357 = "stablehlo.reduce"(%3355, %3356) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3358 = stablehlo.add %3354, %3357 : tensor<f32>
    %3359 = stablehlo.multiply %3124, %3124 : tensor<1x1x24x144xf32>
    %3360 = stablehlo.constant dense<0.0> : tensor<f32>
    %3361 = "stablehlo.reduce"(%3359, %3360) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %3362 = stablehlo.constant dense<0.0> : tensor<f32>
    %3363 = "stablehlo.reduce"(%3361, %3362) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %3364 = stablehlo.add %3358, %3363 : tensor<f32>
    %3365 = stablehlo.multiply %3109, %3109 : tensor<144xf32>
    %3366 = stablehlo.constant dense<0.0> : tensor<f32>
    %3367 = "stablehlo.reduce"(%3365, %3366) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3368 = stablehlo.add %3364, %3367 : tensor<f32>
    %3369 = stablehlo.multiply %3106, %3106 : tensor<144xf32>
    %3370 = stablehlo.constant dense<0.0> : tensor<f32>
    %3371 = "stablehlo.reduce"(%3369, %3370) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3372 = stablehlo.add %3368, %3371 : tensor<f32>
    %3373 = stablehlo.multiply %3096, %3096 : tensor<3x3x1x144xf32>
    %3374 = stablehlo.constant dense<0.0> : tensor<f32>
    %3375 = "stablehlo.reduce"(%3373, %3374) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3376 = stablehlo.constant dense<0.0> : tensor<f32>
    %3377 = "stablehlo.reduce"(%3375, %3376) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3378 = stablehlo.add %3372, %3377 : tensor<f32>
    %3379 = stablehlo.multiply %3081, %3081 : tensor<144xf32>
    %3380 = stablehlo.constant dense<0.0> : tensor<f32>
    %3381 = "stablehlo.reduce"(%3379, %3380) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3382 = stablehlo.add %3378, %3381 : tensor<f32>
    %3383 = stablehlo.multiply %3078, %3078 : tensor<144xf32>
    %3384 = stablehlo.constant dense<0.0> : tensor<f32>
    %3385 = "stablehlo.reduce"(%3383, %3384) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3386 = stablehlo.add %3382, %3385 : tensor<f32>
    %3387 = stablehlo.multiply %3068, %3068 : tensor<1x1x144x24xf32>
    %3388 = stablehlo.constant dense<0.0> : tensor<f32>
    %3389 = "stablehlo.reduce"(%3387, %3388) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x24xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %3390 = stablehlo.constant dense<0.0> : tensor<f32>
    %3391 = "stablehlo.reduce"(%3389, %3390) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %3392 = stablehlo.add %3386, %3391 : tensor<f32>
    %3393 = stablehlo.multiply %3053, %3053 : tensor<24xf32>
    %3394 = stablehlo.constant dense<0.0> : tensor<f32>
    %3395 = "stablehlo.reduce"(%3393, %3394) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3396 = stablehlo.add %3392, %3395 : tensor<f32>
    %3397 = stablehlo.multiply %3050, %3050 : tensor<24xf32>
    %3398 = stablehlo.constant dense<0.0> : tensor<f32>
    %3399 = "stablehlo.reduce"(%3397, %3398) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3400 = stablehlo.add %3396, %3399 : tensor<f32>
    %3401 = stablehlo.multiply %3047, %3047 : tensor<1x1x24x144xf32>
    %3402 = stablehlo.constant dense<0.0> : tensor<f32>
    %3403 = "stablehlo.reduce"(%3401, %3402) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %3404 = stablehlo.constant dense<0.0> : tensor<f32>
    %3405 = "stablehlo.reduce"(%3403, %3404) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %3406 = stablehlo.add %3400, %3405 : tensor<f32>
    %3407 = stablehlo.multiply %3032, %3032 : tensor<144xf32>
    %3408 = stablehlo.constant dense<0.0> : tensor<f32>
    %3409 = "stablehlo.reduce"(%3407, %3408) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3410 = stablehlo.add %3406, %3409 : tensor<f32>
    %3411 = stablehlo.multiply %3029, %3029 : tensor<144xf32>
    %3412 = stablehlo.constant dense<0.0> : tensor<f32>
    %3413 = "stablehlo.reduce"(%3411, %3412) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3414 = stablehlo.add %3410, %3413 : tensor<f32>
    %3415 = stablehlo.multiply %3019, %3019 : tensor<3x3x1x144xf32>
    %3416 = stablehlo.constant dense<0.0> : tensor<f32>
    %3417 = "stablehlo.reduce"(%3415, %3416) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3418 = stablehlo.constant dense<0.0> : tensor<f32>
    %3419 = "stablehlo.reduce"(%3417, %3418) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3420 = stablehlo.add %3414, %3419 : tensor<f32>
    %3421 = stablehlo.multiply %3004, %3004 : tensor<144xf32>
    %3422 = stablehlo.constant dense<0.0> : tensor<f32>
    %3423 = "stablehlo.reduce"(%3421, %3422) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3424 = stablehlo.add %3420, %3423 : tensor<f32>
    %3425 = stablehlo.multiply %3001, %3001 : tensor<144xf32>
    %3426 = stablehlo.constant dense<0.0> : tensor<f32>
    %3427 = "stablehlo.reduce"(%3425, %3426) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3428 = stablehlo.add %3424, %3427 : tensor<f32>
    %3429 = stablehlo.multiply %2991, %2991 : tensor<1x1x144x32xf32>
    %3430 = stablehlo.constant dense<0.0> : tensor<f32>
    %3431 = "stablehlo.reduce"(%3429, %3430) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x32xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %3432 = stablehlo.constant dense<0.0> : tensor<f32>
    %3433 = "stablehlo.reduce"(%3431, %3432) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %3434 = stablehlo.add %3428, %3433 : tensor<f32>
    %3435 = stablehlo.multiply %2976, %2976 : tensor<32xf32>
    %3436 = stablehlo.constant dense<0.0> : tensor<f32>
    %3437 = "stablehlo.reduce"(%3435, %3436) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3438 = stablehlo.add %3434, %3437 : tensor<f32>
    %3439 = stablehlo.multiply %2973, %2973 : tensor<32xf32>
    %3440 = stablehlo.constant dense<0.0> : tensor<f32>
    %3441 = "stablehlo.reduce"(%3439, %3440) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3442 = stablehlo.add %3438, %3441 : tensor<f32>
    %3443 = stablehlo.multiply %2970, %2970 : tensor<1x1x32x192xf32>
    %3444 = stablehlo.constant dense<0.0> : tensor<f32>
    %3445 = "stablehlo.reduce"(%3443, %3444) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3446 = stablehlo.constant dense<0.0> : tensor<f32>
    %3447 = "stablehlo.reduce"(%3445, %3446) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3448 = stablehlo.add %3442, %3447 : tensor<f32>
    %3449 = stablehlo.multiply %2955, %2955 : tensor<192xf32>
    %3450 = stablehlo.constant dense<0.0> : tensor<f32>
    %3451 = "stablehlo.reduce"(%3449, %3450) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3452 = stablehlo.add %3448, %3451 : tensor<f32>
    %3453 = stablehlo.multiply %2952, %2952 : tensor<192xf32>
    %3454 = stablehlo.constant dense<0.0> : tensor<f32>
    %3455 = "stablehlo.reduce"(%3453, %3454) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3456 = stablehlo.add %3452, %3455 : tensor<f32>
    %3457 = stablehlo.multiply %2942, %2942 : tensor<3x3x1x192xf32>
    %3458 = stablehlo.constant dense<0.0> : tensor<f32>
    %3459 = "stablehlo.reduce"(%3457, %3458) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3460 = stablehlo.constant dense<0.0> : tensor<f32>
    %3461 = "stablehlo.reduce"(%3459, %3460) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3462 = stablehlo.add %3456, %3461 : tensor<f32>
    %3463 = stablehlo.multiply %2927, %2927 : tensor<192xf32>
    %3464 = stablehlo.constant dense<0.0> : tensor<f32>
    %3465 = "stablehlo.reduce"(%3463, %3464) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3466 = stablehlo.add %3462, %3465 : tensor<f32>
    %3467 = stablehlo.multiply %2924, %2924 : tensor<192xf32>
    %3468 = stablehlo.constant dense<0.0> : tensor<f32>
    %3469 = "stablehlo.reduce"(%3467, %3468) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3470 = stablehlo.add %3466, %3469 : tensor<f32>
    %3471 = stablehlo.multiply %2914, %2914 : tensor<1x1x192x32xf32>
    %3472 = stablehlo.constant dense<0.0> : tensor<f32>
    %3473 = "stablehlo.reduce"(%3471, %3472) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %3474 = stablehlo.constant dense<0.0> : tensor<f32>
    %3475 = "stablehlo.reduce"(%3473, %3474) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %3476 = stablehlo.add %3470, %3475 : tensor<f32>
    %3477 = stablehlo.multiply %2899, %2899 : tensor<32xf32>
    %3478 = stablehlo.constant dense<0.0> : tensor<f32>
    %3479 = "stablehlo.reduce"(%3477, %3478) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3480 = stablehlo.add %3476, %3479 : tensor<f32>
    %3481 = stablehlo.multiply %2896, %2896 : tensor<32xf32>
    %3482 = stablehlo.constant dense<0.0> : tensor<f32>
    %3483 = "stablehlo.reduce"(%3481, %3482) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3484 = stablehlo.add %3480, %3483 : tensor<f32>
    %3485 = stablehlo.multiply %2892, %2892 : tensor<1x1x32x192xf32>
    %3486 = stablehlo.constant dense<0.0> : tensor<f32>
    %3487 = "stablehlo.reduce"(%3485, %3486) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3488 = stablehlo.constant dense<0.0> : tensor<f32>
    %3489 = "stablehlo.reduce"(%3487, %3488) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3490 = stablehlo.add %3484, %3489 : tensor<f32>
    %3491 = stablehlo.multiply %2877, %2877 : tensor<192xf32>
    %3492 = stablehlo.constant dense<0.0> : tensor<f32>
    %3493 = "stablehlo.reduce"(%3491, %3492) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3494 = stablehlo.add %3490, %3493 : tensor<f32>
    %3495 = stablehlo.multiply %2874, %2874 : tensor<192xf32>
    %3496 = stablehlo.constant dense<0.0> : tensor<f32>
    %3497 = "stablehlo.reduce"(%3495, %3496) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3498 = stablehlo.add %3494, %3497 : tensor<f32>
    %3499 = stablehlo.multiply %2864, %2864 : tensor<3x3x1x192xf32>
    %3500 = stablehlo.constant dense<0.0> : tensor<f32>
    %3501 = "stablehlo.reduce"(%3499, %3500) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3502 = stablehlo.constant dense<0.0> : tensor<f32>
    %3503 = "stablehlo.reduce"(%3501, %3502) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3504 = stablehlo.add %3498, %3503 : tensor<f32>
    %3505 = stablehlo.multiply %2849, %2849 : tensor<192xf32>
    %3506 = stablehlo.constant dense<0.0> : tensor<f32>
    %3507 = "stablehlo.reduce"(%3505, %3506) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3508 = stablehlo.add %3504, %3507 : tensor<f32>
    %3509 = stablehlo.multiply %2846, %2846 : tensor<192xf32>
    %3510 = stablehlo.constant dense<0.0> : tensor<f32>
    %3511 = "stablehlo.reduce"(%3509, %3510) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3512 = stablehlo.add %3508, %3511 : tensor<f32>
    %3513 = stablehlo.multiply %2836, %2836 : tensor<1x1x192x32xf32>
    %3514 = stablehlo.constant dense<0.0> : tensor<f32>
    %3515 = "stablehlo.reduce"(%3513, %3514) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %3516 = stablehlo.constant dense<0.0> : tensor<f32>
    %3517 = "stablehlo.reduce"(%3515, %3516) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %3518 = stablehlo.add %3512, %3517 : tensor<f32>
    %3519 = stablehlo.multiply %2821, %2821 : tensor<32xf32>
    %3520 = stablehlo.constant dense<0.0> : tensor<f32>
    %3521 = "stablehlo.reduce"(%3519, %3520) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3522 = stablehlo.add %3518, %3521 : tensor<f32>
    %3523 = stablehlo.multiply %2818, %2818 : tensor<32xf32>
    %3524 = stablehlo.constant dense<0.0> : tensor<f32>
    %3525 = "stablehlo.reduce"(%3523, %3524) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3526 = stablehlo.add %3522, %3525 : tensor<f32>
    %3527 = stablehlo.multiply %2815, %2815 : tensor<1x1x32x192xf32>
    %3528 = stablehlo.constant dense<0.0> : tensor<f32>
    %3529 = "stablehlo.reduce"(%3527, %3528) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3530 = stablehlo.constant dense<0.0> : tensor<f32>
    %3531 = "stablehlo.reduce"(%3529, %3530) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3532 = stablehlo.add %3526, %3531 : tensor<f32>
    %3533 = stablehlo.multiply %2800, %2800 : tensor<192xf32>
    %3534 = stablehlo.constant dense<0.0> : tensor<f32>
    %3535 = "stablehlo.reduce"(%3533, %3534) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3536 = stablehlo.add %3532, %3535 : tensor<f32>
    %3537 = stablehlo.multiply %2797, %2797 : tensor<192xf32>
    %3538 = stablehlo.constant dense<0.0> : tensor<f32>
    %3539 = "stablehlo.reduce"(%3537, %3538) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3540 = stablehlo.add %3536, %3539 : tensor<f32>
    %3541 = stablehlo.multiply %2787, %2787 : tensor<3x3x1x192xf32>
    %3542 = stablehlo.constant dense<0.0> : tensor<f32>
    %3543 = "stablehlo.reduce"(%3541, %3542) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3544 = stablehlo.constant dense<0.0> : tensor<f32>
    %3545 = "stablehlo.reduce"(%3543, %3544) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3546 = stablehlo.add %3540, %3545 : tensor<f32>
    %3547 = stablehlo.multiply %2772, %2772 : tensor<192xf32>
    %3548 = stablehlo.constant dense<0.0> : tensor<f32>
    %3549 = "stablehlo.reduce"(%3547, %3548) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3550 = stablehlo.add %3546, %3549 : tensor<f32>
    %3551 = stablehlo.multiply %2769, %2769 : tensor<192xf32>
    %3552 = stablehlo.constant dense<0.0> : tensor<f32>
    %3553 = "stablehlo.reduce"(%3551, %3552) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3554 = stablehlo.add %3550, %3553 : tensor<f32>
    %3555 = stablehlo.multiply %2759, %2759 : tensor<1x1x192x64xf32>
    %3556 = stablehlo.constant dense<0.0> : tensor<f32>
    %3557 = "stablehlo.reduce"(%3555, %3556) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x64xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %3558 = stablehlo.constant dense<0.0> : tensor<f32>
    %3559 = "stablehlo.reduce"(%3557, %3558) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %3560 = stablehlo.add %3554, %3559 : tensor<f32>
    %3561 = stablehlo.multiply %2744, %2744 : tensor<64xf32>
    %3562 = stablehlo.constant dense<0.0> : tensor<f32>
    %3563 = "stablehlo.reduce"(%3561, %3562) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3564 = stablehlo.add %3560, %3563 : tensor<f32>
    %3565 = stablehlo.multiply %2741, %2741 : tensor<64xf32>
    %3566 = stablehlo.constant dense<0.0> : tensor<f32>
    %3567 = "stablehlo.reduce"(%3565, %3566) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3568 = stablehlo.add %3564, %3567 : tensor<f32>
    %3569 = stablehlo.multiply %2738, %2738 : tensor<1x1x64x384xf32>
    %3570 = stablehlo.constant dense<0.0> : tensor<f32>
    %3571 = "stablehlo.reduce"(%3569, %3570) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3572 = stablehlo.constant dense<0.0> : tensor<f32>
    %3573 = "stablehlo.reduce"(%3571, %3572) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3574 = stablehlo.add %3568, %3573 : tensor<f32>
    %3575 = stablehlo.multiply %2723, %2723 : tensor<384xf32>
    %3576 = stablehlo.constant dense<0.0> : tensor<f32>
    %3577 = "stablehlo.reduce"(%3575, %3576) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3578 = stablehlo.add %3574, %3577 : tensor<f32>
    %3579 = stablehlo.multiply %2720, %2720 : tensor<384xf32>
    %3580 = stablehlo.constant dense<0.0> : tensor<f32>
    %3581 = "stablehlo.reduce"(%3579, %3580) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3582 = stablehlo.add %3578, %3581 : tensor<f32>
    %3583 = stablehlo.multiply %2710, %2710 : tensor<3x3x1x384xf32>
    %3584 = stablehlo.constant dense<0.0> : tensor<f32>
    %3585 = "stablehlo.reduce"(%3583, %3584) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3586 = stablehlo.constant dense<0.0> : tensor<f32>
    %3587 = "stablehlo.reduce"(%3585, %3586) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3588 = stablehlo.add %3582, %3587 : tensor<f32>
    %3589 = stablehlo.multiply %2695, %2695 : tensor<384xf32>
    %3590 = stablehlo.constant dense<0.0> : tensor<f32>
    %3591 = "stablehlo.reduce"(%3589, %3590) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3592 = stablehlo.add %3588, %3591 : tensor<f32>
    %3593 = stablehlo.multiply %2692, %2692 : tensor<384xf32>
    %3594 = stablehlo.constant dense<0.0> : tensor<f32>
    %3595 = "stablehlo.reduce"(%3593, %3594) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3596 = stablehlo.add %3592, %3595 : tensor<f32>
    %3597 = stablehlo.multiply %2682, %2682 : tensor<1x1x384x64xf32>
    %3598 = stablehlo.constant dense<0.0> : tensor<f32>
    %3599 = "stablehlo.reduce"(%3597, %3598) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3600 = stablehlo.constant dense<0.0> : tensor<f32>
    %3601 = "stablehlo.reduce"(%3599, %3600) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3602 = stablehlo.add %3596, %3601 : tensor<f32>
    %3603 = stablehlo.multiply %2667, %2667 : tensor<64xf32>
    %3604 = stablehlo.constant dense<0.0> : tensor<f32>
    %3605 = "stablehlo.reduce"(%3603, %3604) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3606 = stablehlo.add %3602, %3605 : tensor<f32>
    %3607 = stablehlo.multiply %2664, %2664 : tensor<64xf32>
    %3608 = stablehlo.constant dense<0.0> : tensor<f32>
    %3609 = "stablehlo.reduce"(%3607, %3608) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3610 = stablehlo.add %3606, %3609 : tensor<f32>
    %3611 = stablehlo.multiply %2660, %2660 : tensor<1x1x64x384xf32>
    %3612 = stablehlo.constant dense<0.0> : tensor<f32>
    %3613 = "stablehlo.reduce"(%3611, %3612) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3614 = stablehlo.constant dense<0.0> : tensor<f32>
    %3615 = "stablehlo.reduce"(%3613, %3614) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3616 = stablehlo.add %3610, %3615 : tensor<f32>
    %3617 = stablehlo.multiply %2645, %2645 : tensor<384xf32>
    %3618 = stablehlo.constant dense<0.0> : tensor<f32>
    %3619 = "stablehlo.reduce"(%3617, %3618) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3620 = stablehlo.add %3616, %3619 : tensor<f32>
    %3621 = stablehlo.multiply %2642, %2642 : tensor<384xf32>
    %3622 = stablehlo.constant dense<0.0> : tensor<f32>
    %3623 = "stablehlo.reduce"(%3621, %3622) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3624 = stablehlo.add %3620, %3623 : tensor<f32>
    %3625 = stablehlo.multiply %2632, %2632 : tensor<3x3x1x384xf32>
    %3626 = stablehlo.constant dense<0.0> : tensor<f32>
    %3627 = "stablehlo.reduce"(%3625, %3626) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3628 = stablehlo.constant dense<0.0> : tensor<f32>
    %3629 = "stablehlo.reduce"(%3627, %3628) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3630 = stablehlo.add %3624, %3629 : tensor<f32>
    %3631 = stablehlo.multiply %2617, %2617 : tensor<384xf32>
    %3632 = stablehlo.constant dense<0.0> : tensor<f32>
    %3633 = "stablehlo.reduce"(%3631, %3632) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3634 = stablehlo.add %3630, %3633 : tensor<f32>
    %3635 = stablehlo.multiply %2614, %2614 : tensor<384xf32>
    %3636 = stablehlo.constant dense<0.0> : tensor<f32>
    %3637 = "stablehlo.reduce"(%3635, %3636) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3638 = stablehlo.add %3634, %3637 : tensor<f32>
    %3639 = stablehlo.multiply %2604, %2604 : tensor<1x1x384x64xf32>
    %3640 = stablehlo.constant dense<0.0> : tensor<f32>
    %3641 = "stablehlo.reduce"(%3639, %3640) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3642 = stablehlo.constant dense<0.0> : tensor<f32>
    %3643 = "stablehlo.reduce"(%3641, %3642) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3644 = stablehlo.add %3638, %3643 : tensor<f32>
    %3645 = stablehlo.multiply %2589, %2589 : tensor<64xf32>
    %3646 = stablehlo.constant dense<0.0> : tensor<f32>
    %3647 = "stablehlo.reduce"(%3645, %3646) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3648 = stablehlo.add %3644, %3647 : tensor<f32>
    %3649 = stablehlo.multiply %2586, %2586 : tensor<64xf32>
    %3650 = stablehlo.constant dense<0.0> : tensor<f32>
    %3651 = "stablehlo.reduce"(%3649, %3650) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3652 = stablehlo.add %3648, %3651 : tensor<f32>
    %3653 = stablehlo.multiply %2582, %2582 : tensor<1x1x64x384xf32>
    %3654 = stablehlo.constant dense<0.0> : tensor<f32>
    %3655 = "stablehlo.reduce"(%3653, %3654) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3656 = stablehlo.constant dense<0.0> : tensor<f32>
    %3657 = "stablehlo.reduce"(%3655, %3656) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3658 = stablehlo.add %3652, %3657 : tensor<f32>
    %3659 = stablehlo.multiply %2567, %2567 : tensor<384xf32>
    %3660 = stablehlo.constant dense<0.0> : tensor<f32>
    %3661 = "stablehlo.reduce"(%3659, %3660) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3662 = stablehlo.add %3658, %3661 : tensor<f32>
    %3663 = stablehlo.multiply %2564, %2564 : tensor<384xf32>
    %3664 = stablehlo.constant dense<0.0> : tensor<f32>
    %3665 = "stablehlo.reduce"(%3663, %3664) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3666 = stablehlo.add %3662, %3665 : tensor<f32>
    %3667 = stablehlo.multiply %2554, %2554 : tensor<3x3x1x384xf32>
    %3668 = stablehlo.constant dense<0.0> : tensor<f32>
    %3669 = "stablehlo.reduce"(%3667, %3668) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3670 = stablehlo.constant dense<0.0> : tensor<f32>
    %3671 = "stablehlo.reduce"(%3669, %3670) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3672 = stablehlo.add %3666, %3671 : tensor<f32>
    %3673 = stablehlo.multiply %2539, %2539 : tensor<384xf32>
    %3674 = stablehlo.constant dense<0.0> : tensor<f32>
    %3675 = "stablehlo.reduce"(%3673, %3674) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3676 = stablehlo.add %3672, %3675 : tensor<f32>
    %3677 = stablehlo.multiply %2536, %2536 : tensor<384xf32>
    %3678 = stablehlo.constant dense<0.0> : tensor<f32>
    %3679 = "stablehlo.reduce"(%3677, %3678) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3680 = stablehlo.add %3676, %3679 : tensor<f32>
    %3681 = stablehlo.multiply %2526, %2526 : tensor<1x1x384x64xf32>
    %3682 = stablehlo.constant dense<0.0> : tensor<f32>
    %3683 = "stablehlo.reduce"(%3681, %3682) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3684 = stablehlo.constant dense<0.0> : tensor<f32>
    %3685 = "stablehlo.reduce"(%3683, %3684) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3686 = stablehlo.add %3680, %3685 : tensor<f32>
    %3687 = stablehlo.multiply %2511, %2511 : tensor<64xf32>
    %3688 = stablehlo.constant dense<0.0> : tensor<f32>
    %3689 = "stablehlo.reduce"(%3687, %3688) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3690 = stablehlo.add %3686, %3689 : tensor<f32>
    %3691 = stablehlo.multiply %2508, %2508 : tensor<64xf32>
    %3692 = stablehlo.constant dense<0.0> : tensor<f32>
    %3693 = "stablehlo.reduce"(%3691, %3692) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3694 = stablehlo.add %3690, %3693 : tensor<f32>
    %3695 = stablehlo.multiply %2505, %2505 : tensor<1x1x64x384xf32>
    %3696 = stablehlo.constant dense<0.0> : tensor<f32>
    %3697 = "stablehlo.reduce"(%3695, %3696) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3698 = stablehlo.constant dense<0.0> : tensor<f32>
    %3699 = "stablehlo.reduce"(%3697, %3698) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3700 = stablehlo.add %3694, %3699 : tensor<f32>
    %3701 = stablehlo.multiply %2490, %2490 : tensor<384xf32>
    %3702 = stablehlo.constant dense<0.0> : tensor<f32>
    %3703 = "stablehlo.reduce"(%3701, %3702) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3704 = stablehlo.add %3700, %3703 : tensor<f32>
    %3705 = stablehlo.multiply %2487, %2487 : tensor<384xf32>
    %3706 = stablehlo.constant dense<0.0> : tensor<f32>
    %3707 = "stablehlo.reduce"(%3705, %3706) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3708 = stablehlo.add %3704, %3707 : tensor<f32>
    %3709 = stablehlo.multiply %2477, %2477 : tensor<3x3x1x384xf32>
    %3710 = stablehlo.constant dense<0.0> : tensor<f32>
    %3711 = "stablehlo.reduce"(%3709, %3710) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3712 = stablehlo.constant dense<0.0> : tensor<f32>
    %3713 = "stablehlo.reduce"(%3711, %3712) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3714 = stablehlo.add %3708, %3713 : tensor<f32>
    %3715 = stablehlo.multiply %2462, %2462 : tensor<384xf32>
    %3716 = stablehlo.constant dense<0.0> : tensor<f32>
    %3717 = "stablehlo.reduce"(%3715, %3716) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3718 = stablehlo.add %3714, %3717 : tensor<f32>
    %3719 = stablehlo.multiply %2459, %2459 : tensor<384xf32>
    %3720 = stablehlo.constant dense<0.0> : tensor<f32>
    %3721 = "stablehlo.reduce"(%3719, %3720) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3722 = stablehlo.add %3718, %3721 : tensor<f32>
    %3723 = stablehlo.multiply %2449, %2449 : tensor<1x1x384x96xf32>
    %3724 = stablehlo.constant dense<0.0> : tensor<f32>
    %3725 = "stablehlo.reduce"(%3723, %3724) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x96xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3726 = stablehlo.constant dense<0.0> : tensor<f32>
    %3727 = "stablehlo.reduce"(%3725, %3726) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3728 = stablehlo.add %3722, %3727 : tensor<f32>
    %3729 = stablehlo.multiply %2434, %2434 : tensor<96xf32>
    %3730 = stablehlo.constant dense<0.0> : tensor<f32>
    %3731 = "stablehlo.reduce"(%3729, %3730) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3732 = stablehlo.add %3728, %3731 : tensor<f32>
    %3733 = stablehlo.multiply %2431, %2431 : tensor<96xf32>
    %3734 = stablehlo.constant dense<0.0> : tensor<f32>
    %3735 = "stablehlo.reduce"(%3733, %3734) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3736 = stablehlo.add %3732, %3735 : tensor<f32>
    %3737 = stablehlo.multiply %2428, %2428 : tensor<1x1x96x576xf32>
    %3738 = stablehlo.constant dense<0.0> : tensor<f32>
    %3739 = "stablehlo.reduce"(%3737, %3738) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3740 = stablehlo.constant dense<0.0> : tensor<f32>
    %3741 = "stablehlo.reduce"(%3739, %3740) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3742 = stablehlo.add %3736, %3741 : tensor<f32>
    %3743 = stablehlo.multiply %2413, %2413 : tensor<576xf32>
    %3744 = stablehlo.constant dense<0.0> : tensor<f32>
    %3745 = "stablehlo.reduce"(%3743, %3744) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3746 = stablehlo.add %3742, %3745 : tensor<f32>
    %3747 = stablehlo.multiply %2410, %2410 : tensor<576xf32>
    %3748 = stablehlo.constant dense<0.0> : tensor<f32>
    %3749 = "stablehlo.reduce"(%3747, %3748) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3750 = stablehlo.add %3746, %3749 : tensor<f32>
    %3751 = stablehlo.multiply %2400, %2400 : tensor<3x3x1x576xf32>
    %3752 = stablehlo.constant dense<0.0> : tensor<f32>
    %3753 = "stablehlo.reduce"(%3751, %3752) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3754 = stablehlo.constant dense<0.0> : tensor<f32>
    %3755 = "stablehlo.reduce"(%3753, %3754) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3756 = stablehlo.add %3750, %3755 : tensor<f32>
    %3757 = stablehlo.multiply %2385, %2385 : tensor<576xf32>
    %3758 = stablehlo.constant dense<0.0> : tensor<f32>
    %3759 = "stablehlo.reduce"(%3757, %3758) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3760 = stablehlo.add %3756, %3759 : tensor<f32>
    %3761 = stablehlo.multiply %2382, %2382 : tensor<576xf32>
    %3762 = stablehlo.constant dense<0.0> : tensor<f32>
    %3763 = "stablehlo.reduce"(%3761, %3762) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3764 = stablehlo.add %3760, %3763 : tensor<f32>
    %3765 = stablehlo.multiply %2372, %2372 : tensor<1x1x576x96xf32>
    %3766 = stablehlo.constant dense<0.0> : tensor<f32>
    %3767 = "stablehlo.reduce"(%3765, %3766) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %3768 = stablehlo.constant dense<0.0> : tensor<f32>
    %3769 = "stablehlo.reduce"(%3767, %3768) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %3770 = stablehlo.add %3764, %3769 : tensor<f32>
    %3771 = stablehlo.multiply %2357, %2357 : tensor<96xf32>
    %3772 = stablehlo.constant dense<0.0> : tensor<f32>
    %3773 = "stablehlo.reduce"(%3771, %3772) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3774 = stablehlo.add %3770, %3773 : tensor<f32>
    %3775 = stablehlo.multiply %2354, %2354 : tensor<96xf32>
    %3776 = stablehlo.constant dense<0.0> : tensor<f32>
    %3777 = "stablehlo.reduce"(%3775, %3776) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3778 = stablehlo.add %3774, %3777 : tensor<f32>
    %3779 = stablehlo.multiply %2350, %2350 : tensor<1x1x96x576xf32>
    %3780 = stablehlo.constant dense<0.0> : tensor<f32>
    %3781 = "stablehlo.reduce"(%3779, %3780) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3782 = stablehlo.constant dense<0.0> : tensor<f32>
    %3783 = "stablehlo.reduce"(%3781, %3782) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3784 = stablehlo.add %3778, %3783 : tensor<f32>
    %3785 = stablehlo.multiply %2335, %2335 : tensor<576xf32>
    %3786 = stablehlo.constant dense<0.0> : tensor<f32>
    %3787 = "stablehlo.reduce"(%3785, %3786) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3788 = stablehlo.add %3784, %3787 : tensor<f32>
    %3789 = stablehlo.multiply %2332, %2332 : tensor<576xf32>
    %3790 = stablehlo.constant dense<0.0> : tensor<f32>
    %3791 = "stablehlo.reduce"(%3789, %3790) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3792 = stablehlo.add %3788, %3791 : tensor<f32>
    %3793 = stablehlo.multiply %2322, %2322 : tensor<3x3x1x576xf32>
    %3794 = stablehlo.constant dense<0.0> : tensor<f32>
    %3795 = "stablehlo.reduce"(%3793, %3794) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3796 = stablehlo.constant dense<0.0> : tensor<f32>
    %3797 = "stablehlo.reduce"(%3795, %3796) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3798 = stablehlo.add %3792, %3797 : tensor<f32>
    %3799 = stablehlo.multiply %2307, %2307 : tensor<576xf32>
    %3800 = stablehlo.constant dense<0.0> : tensor<f32>
    %3801 = "stablehlo.reduce"(%3799, %3800) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3802 = stablehlo.add %3798, %3801 : tensor<f32>
    %3803 = stablehlo.multiply %2304, %2304 : tensor<576xf32>
    %3804 = stablehlo.constant dense<0.0> : tensor<f32>
    %3805 = "stablehlo.reduce"(%3803, %3804) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3806 = stablehlo.add %3802, %3805 : tensor<f32>
    %3807 = stablehlo.multiply %2294, %2294 : tensor<1x1x576x96xf32>
    %3808 = stablehlo.constant dense<0.0> : tensor<f32>
    %3809 = "stablehlo.reduce"(%3807, %3808) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %3810 = stablehlo.constant dense<0.0> : tensor<f32>
    %3811 = "stablehlo.reduce"(%3809, %3810) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %3812 = stablehlo.add %3806, %3811 : tensor<f32>
    %3813 = stablehlo.multiply %2279, %2279 : tensor<96xf32>
    %3814 = stablehlo.constant dense<0.0> : tensor<f32>
    %3815 = "stablehlo.reduce"(%3813, %3814) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3816 = stablehlo.add %3812, %3815 : tensor<f32>
    %3817 = stablehlo.multiply %2276, %2276 : tensor<96xf32>
    %3818 = stablehlo.constant dense<0.0> : tensor<f32>
    %3819 = "stablehlo.reduce"(%3817, %3818) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3820 = stablehlo.add %3816, %3819 : tensor<f32>
    %3821 = stablehlo.multiply %2273, %2273 : tensor<1x1x96x576xf32>
    %3822 = stablehlo.constant dense<0.0> : tensor<f32>
    %3823 = "stablehlo.reduce"(%3821, %3822) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3824 = stablehlo.constant dense<0.0> : tensor<f32>
    %3825 = "stablehlo.reduce"(%3823, %3824) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3826 = stablehlo.add %3820, %3825 : tensor<f32>
    %3827 = stablehlo.multiply %2258, %2258 : tensor<576xf32>
    %3828 = stablehlo.constant dense<0.0> : tensor<f32>
    %3829 = "stablehlo.reduce"(%3827, %3828) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3830 = stablehlo.add %3826, %3829 : tensor<f32>
    %3831 = stablehlo.multiply %2255, %2255 : tensor<576xf32>
    %3832 = stablehlo.constant dense<0.0> : tensor<f32>
    %3833 = "stablehlo.reduce"(%3831, %3832) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3834 = stablehlo.add %3830, %3833 : tensor<f32>
    %3835 = stablehlo.multiply %2245, %2245 : tensor<3x3x1x576xf32>
    %3836 = stablehlo.constant dense<0.0> : tensor<f32>
    %3837 = "stablehlo.reduce"(%3835, %3836) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3838 = stablehlo.constant dense<0.0> : tensor<f32>
    %3839 = "stablehlo.reduce"(%3837, %3838) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3840 = stablehlo.add %3834, %3839 : tensor<f32>
    %3841 = stablehlo.multiply %2230, %2230 : tensor<576xf32>
    %3842 = stablehlo.constant dense<0.0> : tensor<f32>
    %3843 = "stablehlo.reduce"(%3841, %3842) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3844 = stablehlo.add %3840, %3843 : tensor<f32>
    %3845 = stablehlo.multiply %2227, %2227 : tensor<576xf32>
    %3846 = stablehlo.constant dense<0.0> : tensor<f32>
    %3847 = "stablehlo.reduce"(%3845, %3846) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3848 = stablehlo.add %3844, %3847 : tensor<f32>
    %3849 = stablehlo.multiply %2217, %2217 : tensor<1x1x576x160xf32>
    %3850 = stablehlo.constant dense<0.0> : tensor<f32>
    %3851 = "stablehlo.reduce"(%3849, %3850) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x160xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %3852 = stablehlo.constant dense<0.0> : tensor<f32>
    %3853 = "stablehlo.reduce"(%3851, %3852) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %3854 = stablehlo.add %3848, %3853 : tensor<f32>
    %3855 = stablehlo.multiply %2202, %2202 : tensor<160xf32>
    %3856 = stablehlo.constant dense<0.0> : tensor<f32>
    %3857 = "stablehlo.reduce"(%3855, %3856) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3858 = stablehlo.add %3854, %3857 : tensor<f32>
    %3859 = stablehlo.multiply %2199, %2199 : tensor<160xf32>
    %3860 = stablehlo.constant dense<0.0> : tensor<f32>
    %3861 = "stablehlo.reduce"(%3859, %3860) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3862 = stablehlo.add %3858, %3861 : tensor<f32>
    %3863 = stablehlo.multiply %2196, %2196 : tensor<1x1x160x960xf32>
    %3864 = stablehlo.constant dense<0.0> : tensor<f32>
    %3865 = "stablehlo.reduce"(%3863, %3864) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %3866 = stablehlo.constant dense<0.0> : tensor<f32>
    %3867 = "stablehlo.reduce"(%3865, %3866) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %3868 = stablehlo.add %3862, %3867 : tensor<f32>
    %3869 = stablehlo.multiply %2181, %2181 : tensor<960xf32>
    %3870 = stablehlo.constant dense<0.0> : tensor<f32>
    %3871 = "stablehlo.reduce"(%3869, %3870) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3872 = stablehlo.add %3868, %3871 : tensor<f32>
    %3873 = stablehlo.multiply %2178, %2178 : tensor<960xf32>
    %3874 = stablehlo.constant dense<0.0> : tensor<f32>
    %3875 = "stablehlo.reduce"(%3873, %3874) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3876 = stablehlo.add %3872, %3875 : tensor<f32>
    %3877 = stablehlo.multiply %2168, %2168 : tensor<3x3x1x960xf32>
    %3878 = stablehlo.constant dense<0.0> : tensor<f32>
    %3879 = "stablehlo.reduce"(%3877, %3878) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3880 = stablehlo.constant dense<0.0> : tensor<f32>
    %3881 = "stablehlo.reduce"(%3879, %3880) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3882 = stablehlo.add %3876, %3881 : tensor<f32>
    %3883 = stablehlo.multiply %2153, %2153 : tensor<960xf32>
    %3884 = stablehlo.constant dense<0.0> : tensor<f32>
    %3885 = "stablehlo.reduce"(%3883, %3884) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3886 = stablehlo.add %3882, %3885 : tensor<f32>
    %3887 = stablehlo.multiply %2150, %2150 : tensor<960xf32>
    %3888 = stablehlo.constant dense<0.0> : tensor<f32>
    %3889 = "stablehlo.reduce"(%3887, %3888) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3890 = stablehlo.add %3886, %3889 : tensor<f32>
    %3891 = stablehlo.multiply %2140, %2140 : tensor<1x1x960x160xf32>
    %3892 = stablehlo.constant dense<0.0> : tensor<f32>
    %3893 = "stablehlo.reduce"(%3891, %3892) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %3894 = stablehlo.constant dense<0.0> : tensor<f32>
    %3895 = "stablehlo.reduce"(%3893, %3894) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %3896 = stablehlo.add %3890, %3895 : tensor<f32>
    %3897 = stablehlo.multiply %2125, %2125 : tensor<160xf32>
    %3898 = stablehlo.constant dense<0.0> : tensor<f32>
    %3899 = "stablehlo.reduce"(%3897, %3898) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3900 = stablehlo.add %3896, %3899 : tensor<f32>
    %3901 = stablehlo.multiply %2122, %2122 : tensor<160xf32>
    %3902 = stablehlo.constant dense<0.0> : tensor<f32>
    %3903 = "stablehlo.reduce"(%3901, %3902) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3904 = stablehlo.add %3900, %3903 : tensor<f32>
    %3905 = stablehlo.multiply %2118, %2118 : tensor<1x1x160x960xf32>
    %3906 = stablehlo.constant dense<0.0> : tensor<f32>
    %3907 = "stablehlo.reduce"(%3905, %3906) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %3908 = stablehlo.constant dense<0.0> : tensor<f32>
    %3909 = "stablehlo.reduce"(%3907, %3908) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %3910 = stablehlo.add %3904, %3909 : tensor<f32>
    %3911 = stablehlo.multiply %2103, %2103 : tensor<960xf32>
    %3912 = stablehlo.constant dense<0.0> : tensor<f32>
    %3913 = "stablehlo.reduce"(%3911, %3912) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3914 = stablehlo.add %3910, %3913 : tensor<f32>
    %3915 = stablehlo.multiply %2100, %2100 : tensor<960xf32>
    %3916 = stablehlo.constant dense<0.0> : tensor<f32>
    %3917 = "stablehlo.reduce"(%3915, %3916) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3918 = stablehlo.add %3914, %3917 : tensor<f32>
    %3919 = stablehlo.multiply %2090, %2090 : tensor<3x3x1x960xf32>
    %3920 = stablehlo.constant dense<0.0> : tensor<f32>
    %3921 = "stablehlo.reduce"(%3919, %3920) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3922 = stablehlo.constant dense<0.0> : tensor<f32>
    %3923 = "stablehlo.reduce"(%3921, %3922) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3924 = stablehlo.add %3918, %3923 : tensor<f32>
    %3925 = stablehlo.multiply %2075, %2075 : tensor<960xf32>
    %3926 = stablehlo.constant dense<0.0> : tensor<f32>
    %3927 = "stablehlo.reduce"(%3925, %3926) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3928 = stablehlo.add %3924, %3927 : tensor<f32>
    %3929 = stablehlo.multiply %2072, %2072 : tensor<960xf32>
    %3930 = stablehlo.constant dense<0.0> : tensor<f32>
    %3931 = "stablehlo.reduce"(%3929, %3930) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3932 = stablehlo.add %3928, %3931 : tensor<f32>
    %3933 = stablehlo.multiply %2062, %2062 : tensor<1x1x960x160xf32>
    %3934 = stablehlo.constant dense<0.0> : tensor<f32>
    %3935 = "stablehlo.reduce"(%3933, %3934) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %3936 = stablehlo.constant dense<0.0> : tensor<f32>
    %3937 = "stablehlo.reduce"(%3935, %3936) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %3938 = stablehlo.add %3932, %3937 : tensor<f32>
    %3939 = stablehlo.multiply %2047, %2047 : tensor<160xf32>
    %3940 = stablehlo.constant dense<0.0> : tensor<f32>
    %3941 = "stablehlo.reduce"(%3939, %3940) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3942 = stablehlo.add %3938, %3941 : tensor<f32>
    %3943 = stablehlo.multiply %2044, %2044 : tensor<160xf32>
    %3944 = stablehlo.constant dense<0.0> : tensor<f32>
    %3945 = "stablehlo.reduce"(%3943, %3944) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3946 = stablehlo.add %3942, %3945 : tensor<f32>
    %3947 = stablehlo.multiply %2041, %2041 : tensor<1x1x160x960xf32>
    %3948 = stablehlo.constant dense<0.0> : tensor<f32>
    %3949 = "stablehlo.reduce"(%3947, %3948) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %3950 = stablehlo.constant dense<0.0> : tensor<f32>
    %3951 = "stablehlo.reduce"(%3949, %3950) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %3952 = stablehlo.add %3946, %3951 : tensor<f32>
    %3953 = stablehlo.multiply %2026, %2026 : tensor<960xf32>
    %3954 = stablehlo.constant dense<0.0> : tensor<f32>
    %3955 = "stablehlo.reduce"(%3953, %3954) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3956 = stablehlo.add %3952, %3955 : tensor<f32>
    %3957 = stablehlo.multiply %2023, %2023 : tensor<960xf32>
    %3958 = stablehlo.constant dense<0.0> : tensor<f32>
    %3959 = "stablehlo.reduce"(%3957, %3958) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3960 = stablehlo.add %3956, %3959 : tensor<f32>
    %3961 = stablehlo.multiply %2013, %2013 : tensor<3x3x1x960xf32>
    %3962 = stablehlo.constant dense<0.0> : tensor<f32>
    %3963 = "stablehlo.reduce"(%3961, %3962) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3964 = stablehlo.constant dense<0.0> : tensor<f32>
    %3965 = "stablehlo.reduce"(%3963, %3964) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3966 = stablehlo.add %3960, %3965 : tensor<f32>
    %3967 = stablehlo.multiply %1998, %1998 : tensor<960xf32>
    %3968 = stablehlo.constant dense<0.0> : tensor<f32>
    %3969 = "stablehlo.reduce"(%3967, %3968) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3970 = stablehlo.add %3966, %3969 : tensor<f32>
    %3971 = stablehlo.multiply %1995, %1995 : tensor<960xf32>
    %3972 = stablehlo.constant dense<0.0> : tensor<f32>
    %3973 = "stablehlo.reduce"(%3971, %3972) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3974 = stablehlo.add %3970, %3973 : tensor<f32>
    %3975 = stablehlo.multiply %1985, %1985 : tensor<1x1x960x320xf32>
    %3976 = stablehlo.constant dense<0.0> : tensor<f32>
    %3977 = "stablehlo.reduce"(%3975, %3976) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x320xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %3978 = stablehlo.constant dense<0.0> : tensor<f32>
    %3979 = "stablehlo.reduce"(%3977, %3978) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %3980 = stablehlo.add %3974, %3979 : tensor<f32>
    %3981 = stablehlo.multiply %1970, %1970 : tensor<320xf32>
    %3982 = stablehlo.constant dense<0.0> : tensor<f32>
    %3983 = "stablehlo.reduce"(%3981, %3982) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %3984 = stablehlo.add %3980, %3983 : tensor<f32>
    %3985 = stablehlo.multiply %1967, %1967 : tensor<320xf32>
    %3986 = stablehlo.constant dense<0.0> : tensor<f32>
    %3987 = "stablehlo.reduce"(%3985, %3986) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %3988 = stablehlo.add %3984, %3987 : tensor<f32>
    %3989 = stablehlo.multiply %1965, %1965 : tensor<1x1x320x1280xf32>
    %3990 = stablehlo.constant dense<0.0> : tensor<f32>
    %3991 = "stablehlo.reduce"(%3989, %3990) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x320x1280xf32>, tensor<f32>) -> tensor<1x1x320xf32>
    %3992 = stablehlo.constant dense<0.0> : tensor<f32>
    %3993 = "stablehlo.reduce"(%3991, %3992) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x320xf32>, tensor<f32>) -> tensor<f32>
    %3994 = stablehlo.add %3988, %3993 : tensor<f32>
    %3995 = stablehlo.multiply %1950, %1950 : tensor<1280xf32>
    %3996 = stablehlo.constant dense<0.0> : tensor<f32>
    %3997 = "stablehlo.reduce"(%3995, %3996) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %3998 = stablehlo.add %3994, %3997 : tensor<f32>
    %3999 = stablehlo.multiply %1947, %1947 : tensor<1280xf32>
    %4000 = stablehlo.constant dense<0.0> : tensor<f32>
    %4001 = "stablehlo.reduce"(%3999, %4000) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4002 = stablehlo.add %3998, %4001 : tensor<f32>
    %4003 = stablehlo.multiply %1931, %1931 : tensor<1280x1000xf32>
    %4004 = stablehlo.constant dense<0.0> : tensor<f32>
    %4005 = "stablehlo.reduce"(%4003, %4004) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x1000xf32>, tensor<f32>) -> tensor<1280xf32>
    %4006 = stablehlo.constant dense<0.0> : tensor<f32>
    %4007 = "stablehlo.reduce"(%4005, %4006) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4008 = stablehlo.add %4002, %4007 : tensor<f32>
    %4009 = stablehlo.multiply %1933, %1933 : tensor<1000xf32>
    %4010 = stablehlo.constant dense<0.0> : tensor<f32>
    %4011 = "stablehlo.reduce"(%4009, %4010) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %4012 = stablehlo.add %4008, %4011 : tensor<f32>
    %4013 = stablehlo.sqrt %4012 : tensor<f32>
    %4014 = stablehlo.constant dense<1.0e-05> : tensor<3x3x3x32xf32>
    %4015 = stablehlo.multiply %4014, %conv_stem.w : tensor<3x3x3x32xf32>
    %4016 = stablehlo.add %3275, %4015 : tensor<3x3x3x32xf32>
    %4017 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x32xf32>
    %4018 = stablehlo.multiply %4017, %blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4019 = stablehlo.add %3249, %4018 : tensor<3x3x1x32xf32>
    %4020 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x16xf32>
    %4021 = stablehlo.multiply %4020, %blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %4022 = stablehlo.add %3221, %4021 : tensor<1x1x32x16xf32>
    %4023 = stablehlo.constant dense<1.0e-05> : tensor<1x1x16x96xf32>
    %4024 = stablehlo.multiply %4023, %blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %4025 = stablehlo.add %3201, %4024 : tensor<1x1x16x96xf32>
    %4026 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x96xf32>
    %4027 = stablehlo.multiply %4026, %blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %4028 = stablehlo.add %3173, %4027 : tensor<3x3x1x96xf32>
    %4029 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x24xf32>
    %4030 = stablehlo.multiply %4029, %blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %4031 = stablehlo.add %3145, %4030 : tensor<1x1x96x24xf32>
    %4032 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4033 = stablehlo.multiply %4032, %blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %4034 = stablehlo.add %3124, %4033 : tensor<1x1x24x144xf32>
    %4035 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4036 = stablehlo.multiply %4035, %blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %4037 = stablehlo.add %3096, %4036 : tensor<3x3x1x144xf32>
    %4038 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x24xf32>
    %4039 = stablehlo.multiply %4038, %blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %4040 = stablehlo.add %3068, %4039 : tensor<1x1x144x24xf32>
    %4041 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4042 = stablehlo.multiply %4041, %blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %4043 = stablehlo.add %3047, %4042 : tensor<1x1x24x144xf32>
    %4044 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4045 = stablehlo.multiply %4044, %blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %4046 = stablehlo.add %3019, %4045 : tensor<3x3x1x144xf32>
    %4047 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x32xf32>
    %4048 = stablehlo.multiply %4047, %blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %4049 = stablehlo.add %2991, %4048 : tensor<1x1x144x32xf32>
    %4050 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4051 = stablehlo.multiply %4050, %blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %4052 = stablehlo.add %2970, %4051 : tensor<1x1x32x192xf32>
    %4053 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4054 = stablehlo.multiply %4053, %blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %4055 = stablehlo.add %2942, %4054 : tensor<3x3x1x192xf32>
    %4056 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4057 = stablehlo.multiply %4056, %blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %4058 = stablehlo.add %2914, %4057 : tensor<1x1x192x32xf32>
    %4059 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4060 = stablehlo.multiply %4059, %blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %4061 = stablehlo.add %2892, %4060 : tensor<1x1x32x192xf32>
    %4062 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4063 = stablehlo.multiply %4062, %blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %4064 = stablehlo.add %2864, %4063 : tensor<3x3x1x192xf32>
    %4065 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4066 = stablehlo.multiply %4065, %blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %4067 = stablehlo.add %2836, %4066 : tensor<1x1x192x32xf32>
    %4068 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4069 = stablehlo.multiply %4068, %blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %4070 = stablehlo.add %2815, %4069 : tensor<1x1x32x192xf32>
    %4071 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4072 = stablehlo.multiply %4071, %blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %4073 = stablehlo.add %2787, %4072 : tensor<3x3x1x192xf32>
    %4074 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x64xf32>
    %4075 = stablehlo.multiply %4074, %blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %4076 = stablehlo.add %2759, %4075 : tensor<1x1x192x64xf32>
    %4077 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4078 = stablehlo.multiply %4077, %blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %4079 = stablehlo.add %2738, %4078 : tensor<1x1x64x384xf32>
    %4080 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4081 = stablehlo.multiply %4080, %blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %4082 = stablehlo.add %2710, %4081 : tensor<3x3x1x384xf32>
    %4083 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4084 = stablehlo.multiply %4083, %blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %4085 = stablehlo.add %2682, %4084 : tensor<1x1x384x64xf32>
    %4086 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4087 = stablehlo.multiply %4086, %blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %4088 = stablehlo.add %2660, %4087 : tensor<1x1x64x384xf32>
    %4089 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4090 = stablehlo.multiply %4089, %blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %4091 = stablehlo.add %2632, %4090 : tensor<3x3x1x384xf32>
    %4092 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4093 = stablehlo.multiply %4092, %blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %4094 = stablehlo.add %2604, %4093 : tensor<1x1x384x64xf32>
    %4095 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4096 = stablehlo.multiply %4095, %blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %4097 = stablehlo.add %2582, %4096 : tensor<1x1x64x384xf32>
    %4098 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4099 = stablehlo.multiply %4098, %blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %4100 = stablehlo.add %2554, %4099 : tensor<3x3x1x384xf32>
    %4101 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4102 = stablehlo.multiply %4101, %blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %4103 = stablehlo.add %2526, %4102 : tensor<1x1x384x64xf32>
    %4104 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4105 = stablehlo.multiply %4104, %blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %4106 = stablehlo.add %2505, %4105 : tensor<1x1x64x384xf32>
    %4107 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4108 = stablehlo.multiply %4107, %blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %4109 = stablehlo.add %2477, %4108 : tensor<3x3x1x384xf32>
    %4110 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x96xf32>
    %4111 = stablehlo.multiply %4110, %blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %4112 = stablehlo.add %2449, %4111 : tensor<1x1x384x96xf32>
    %4113 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4114 = stablehlo.multiply %4113, %blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %4115 = stablehlo.add %2428, %4114 : tensor<1x1x96x576xf32>
    %4116 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4117 = stablehlo.multiply %4116, %blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %4118 = stablehlo.add %2400, %4117 : tensor<3x3x1x576xf32>
    %4119 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4120 = stablehlo.multiply %4119, %blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %4121 = stablehlo.add %2372, %4120 : tensor<1x1x576x96xf32>
    %4122 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4123 = stablehlo.multiply %4122, %blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %4124 = stablehlo.add %2350, %4123 : tensor<1x1x96x576xf32>
    %4125 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4126 = stablehlo.multiply %4125, %blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %4127 = stablehlo.add %2322, %4126 : tensor<3x3x1x576xf32>
    %4128 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4129 = stablehlo.multiply %4128, %blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %4130 = stablehlo.add %2294, %4129 : tensor<1x1x576x96xf32>
    %4131 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4132 = stablehlo.multiply %4131, %blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %4133 = stablehlo.add %2273, %4132 : tensor<1x1x96x576xf32>
    %4134 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4135 = stablehlo.multiply %4134, %blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %4136 = stablehlo.add %2245, %4135 : tensor<3x3x1x576xf32>
    %4137 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x160xf32>
    %4138 = stablehlo.multiply %4137, %blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %4139 = stablehlo.add %2217, %4138 : tensor<1x1x576x160xf32>
    %4140 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4141 = stablehlo.multiply %4140, %blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %4142 = stablehlo.add %2196, %4141 : tensor<1x1x160x960xf32>
    %4143 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4144 = stablehlo.multiply %4143, %blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %4145 = stablehlo.add %2168, %4144 : tensor<3x3x1x960xf32>
    %4146 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4147 = stablehlo.multiply %4146, %blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %4148 = stablehlo.add %2140, %4147 : tensor<1x1x960x160xf32>
    %4149 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4150 = stablehlo.multiply %4149, %blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %4151 = stablehlo.add %2118, %4150 : tensor<1x1x160x960xf32>
    %4152 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4153 = stablehlo.multiply %4152, %blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %4154 = stablehlo.add %2090, %4153 : tensor<3x3x1x960xf32>
    %4155 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4156 = stablehlo.multiply %4155, %blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %4157 = stablehlo.add %2062, %4156 : tensor<1x1x960x160xf32>
    %4158 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4159 = stablehlo.multiply %4158, %blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %4160 = stablehlo.add %2041, %4159 : tensor<1x1x160x960xf32>
    %4161 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4162 = stablehlo.multiply %4161, %blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %4163 = stablehlo.add %2013, %4162 : tensor<3x3x1x960xf32>
    %4164 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x320xf32>
    %4165 = stablehlo.multiply %4164, %blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %4166 = stablehlo.add %1985, %4165 : tensor<1x1x960x320xf32>
    %4167 = stablehlo.constant dense<1.0e-05> : tensor<1x1x320x1280xf32>
    %4168 = stablehlo.multiply %4167, %conv_head.w : tensor<1x1x320x1280xf32>
    %4169 = stablehlo.add %1965, %4168 : tensor<1x1x320x1280xf32>
    %4170 = stablehlo.constant dense<1.0e-05> : tensor<1280x1000xf32>
    %4171 = stablehlo.multiply %4170, %classifier.w : tensor<1280x1000xf32>
    %4172 = stablehlo.add %1931, %4171 : tensor<1280x1000xf32>
    %4173 = stablehlo.constant dense<0.1> : tensor<3x3x3x32xf32>
    %4174 = stablehlo.multiply %4016, %4016 : tensor<3x3x3x32xf32>
    %4175 = stablehlo.multiply %4173, %4174 : tensor<3x3x3x32xf32>
    %4176 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %4177 = stablehlo.multiply %4176, %nu.conv_stem.w : tensor<3x3x3x32xf32>
    %4178 = stablehlo.add %4175, %4177 : tensor<3x3x3x32xf32>
    %4179 = stablehlo.constant dense<0.001> : tensor<3x3x3x32xf32>
    %4180 = stablehlo.add %4178, %4179 : tensor<3x3x3x32xf32>
    %4181 = stablehlo.rsqrt %4180 : tensor<3x3x3x32xf32>
    %4182 = stablehlo.multiply %4181, %4016 : tensor<3x3x3x32xf32>
    %4183 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4184 = stablehlo.multiply %3262, %3262 : tensor<32xf32>
    %4185 = stablehlo.multiply %4183, %4184 : tensor<32xf32>
    %4186 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4187 = stablehlo.multiply %4186, %nu.bn1.g : tensor<32xf32>
    %4188 = stablehlo.add %4185, %4187 : tensor<32xf32>
    %4189 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4190 = stablehlo.add %4188, %4189 : tensor<32xf32>
    %4191 = stablehlo.rsqrt %4190 : tensor<32xf32>
    %4192 = stablehlo.multiply %4191, %3262 : tensor<32xf32>
    %4193 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4194 = stablehlo.multiply %3259, %3259 : tensor<32xf32>
    %4195 = stablehlo.multiply %4193, %4194 : tensor<32xf32>
    %4196 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4197 = stablehlo.multiply %4196, %nu.bn1.b : tensor<32xf32>
    %4198 = stablehlo.add %4195, %4197 : tensor<32xf32>
    %4199 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4200 = stablehlo.add %4198, %4199 : tensor<32xf32>
    %4201 = stablehlo.rsqrt %4200 : tensor<32xf32>
    %4202 = stablehlo.multiply %4201, %3259 : tensor<32xf32>
    %4203 = stablehlo.constant dense<0.1> : tensor<3x3x1x32xf32>
    %4204 = stablehlo.multiply %4019, %4019 : tensor<3x3x1x32xf32>
    %4205 = stablehlo.multiply %4203, %4204 : tensor<3x3x1x32xf32>
    %4206 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %4207 = stablehlo.multiply %4206, %nu.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4208 = stablehlo.add %4205, %4207 : tensor<3x3x1x32xf32>
    %4209 = stablehlo.constant dense<0.001> : tensor<3x3x1x32xf32>
    %4210 = stablehlo.add %4208, %4209 : tensor<3x3x1x32xf32>
    %4211 = stablehlo.rsqrt %4210 : tensor<3x3x1x32xf32>
    %4212 = stablehlo.multiply %4211, %4019 : tensor<3x3x1x32xf32>
    %4213 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4214 = stablehlo.multiply %3234, %3234 : tensor<32xf32>
    %4215 = stablehlo.multiply %4213, %4214 : tensor<32xf32>
    %4216 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4217 = stablehlo.multiply %4216, %nu.blocks.0.0.bn1.g : tensor<32xf32>
    %4218 = stablehlo.add %4215, %4217 : tensor<32xf32>
    %4219 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4220 = stablehlo.add %4218, %4219 : tensor<32xf32>
    %4221 = stablehlo.rsqrt %4220 : tensor<32xf32>
    %4222 = stablehlo.multiply %4221, %3234 : tensor<32xf32>
    %4223 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4224 = stablehlo.multiply %3231, %3231 : tensor<32xf32>
    %4225 = stablehlo.multiply %4223, %4224 : tensor<32xf32>
    %4226 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4227 = stablehlo.multiply %4226, %nu.blocks.0.0.bn1.b : tensor<32xf32>
    %4228 = stablehlo.add %4225, %4227 : tensor<32xf32>
    %4229 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4230 = stablehlo.add %4228, %4229 : tensor<32xf32>
    %4231 = stablehlo.rsqrt %4230 : tensor<32xf32>
    %4232 = stablehlo.multiply %4231, %3231 : tensor<32xf32>
    %4233 = stablehlo.constant dense<0.1> : tensor<1x1x32x16xf32>
    %4234 = stablehlo.multiply %4022, %4022 : tensor<1x1x32x16xf32>
    %4235 = stablehlo.multiply %4233, %4234 : tensor<1x1x32x16xf32>
    %4236 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %4237 = stablehlo.multiply %4236, %nu.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %4238 = stablehlo.add %4235, %4237 : tensor<1x1x32x16xf32>
    %4239 = stablehlo.constant dense<0.001> : tensor<1x1x32x16xf32>
    %4240 = stablehlo.add %4238, %4239 : tensor<1x1x32x16xf32>
    %4241 = stablehlo.rsqrt %4240 : tensor<1x1x32x16xf32>
    %4242 = stablehlo.multiply %4241, %4022 : tensor<1x1x32x16xf32>
    %4243 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %4244 = stablehlo.multiply %3206, %3206 : tensor<16xf32>
    %4245 = stablehlo.multiply %4243, %4244 : tensor<16xf32>
    %4246 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %4247 = stablehlo.multiply %4246, %nu.blocks.0.0.bn2.g : tensor<16xf32>
    %4248 = stablehlo.add %4245, %4247 : tensor<16xf32>
    %4249 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %4250 = stablehlo.add %4248, %4249 : tensor<16xf32>
    %4251 = stablehlo.rsqrt %4250 : tensor<16xf32>
    %4252 = stablehlo.multiply %4251, %3206 : tensor<16xf32>
    %4253 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %4254 = stablehlo.multiply %3203, %3203 : tensor<16xf32>
    %4255 = stablehlo.multiply %4253, %4254 : tensor<16xf32>
    %4256 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %4257 = stablehlo.multiply %4256, %nu.blocks.0.0.bn2.b : tensor<16xf32>
    %4258 = stablehlo.add %4255, %4257 : tensor<16xf32>
    %4259 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %4260 = stablehlo.add %4258, %4259 : tensor<16xf32>
    %4261 = stablehlo.rsqrt %4260 : tensor<16xf32>
    %4262 = stablehlo.multiply %4261, %3203 : tensor<16xf32>
    %4263 = stablehlo.constant dense<0.1> : tensor<1x1x16x96xf32>
    %4264 = stablehlo.multiply %4025, %4025 : tensor<1x1x16x96xf32>
    %4265 = stablehlo.multiply %4263, %4264 : tensor<1x1x16x96xf32>
    %4266 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %4267 = stablehlo.multiply %4266, %nu.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %4268 = stablehlo.add %4265, %4267 : tensor<1x1x16x96xf32>
    %4269 = stablehlo.constant dense<0.001> : tensor<1x1x16x96xf32>
    %4270 = stablehlo.add %4268, %4269 : tensor<1x1x16x96xf32>
    %4271 = stablehlo.rsqrt %4270 : tensor<1x1x16x96xf32>
    %4272 = stablehlo.multiply %4271, %4025 : tensor<1x1x16x96xf32>
    %4273 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4274 = stablehlo.multiply %3186, %3186 : tensor<96xf32>
    %4275 = stablehlo.multiply %4273, %4274 : tensor<96xf32>
    %4276 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4277 = stablehlo.multiply %4276, %nu.blocks.1.0.bn1.g : tensor<96xf32>
    %4278 = stablehlo.add %4275, %4277 : tensor<96xf32>
    %4279 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4280 = stablehlo.add %4278, %4279 : tensor<96xf32>
    %4281 = stablehlo.rsqrt %4280 : tensor<96xf32>
    %4282 = stablehlo.multiply %4281, %3186 : tensor<96xf32>
    %4283 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4284 = stablehlo.multiply %3183, %3183 : tensor<96xf32>
    %4285 = stablehlo.multiply %4283, %4284 : tensor<96xf32>
    %4286 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4287 = stablehlo.multiply %4286, %nu.blocks.1.0.bn1.b : tensor<96xf32>
    %4288 = stablehlo.add %4285, %4287 : tensor<96xf32>
    %4289 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4290 = stablehlo.add %4288, %4289 : tensor<96xf32>
    %4291 = stablehlo.rsqrt %4290 : tensor<96xf32>
    %4292 = stablehlo.multiply %4291, %3183 : tensor<96xf32>
    %4293 = stablehlo.constant dense<0.1> : tensor<3x3x1x96xf32>
    %4294 = stablehlo.multiply %4028, %4028 : tensor<3x3x1x96xf32>
    %4295 = stablehlo.multiply %4293, %4294 : tensor<3x3x1x96xf32>
    %4296 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %4297 = stablehlo.multiply %4296, %nu.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %4298 = stablehlo.add %4295, %4297 : tensor<3x3x1x96xf32>
    %4299 = stablehlo.constant dense<0.001> : tensor<3x3x1x96xf32>
    %4300 = stablehlo.add %4298, %4299 : tensor<3x3x1x96xf32>
    %4301 = stablehlo.rsqrt %4300 : tensor<3x3x1x96xf32>
    %4302 = stablehlo.multiply %4301, %4028 : tensor<3x3x1x96xf32>
    %4303 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4304 = stablehlo.multiply %3158, %3158 : tensor<96xf32>
    %4305 = stablehlo.multiply %4303, %4304 : tensor<96xf32>
    %4306 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4307 = stablehlo.multiply %4306, %nu.blocks.1.0.bn2.g : tensor<96xf32>
    %4308 = stablehlo.add %4305, %4307 : tensor<96xf32>
    %4309 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4310 = stablehlo.add %4308, %4309 : tensor<96xf32>
    %4311 = stablehlo.rsqrt %4310 : tensor<96xf32>
    %4312 = stablehlo.multiply %4311, %3158 : tensor<96xf32>
    %4313 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4314 = stablehlo.multiply %3155, %3155 : tensor<96xf32>
    %4315 = stablehlo.multiply %4313, %4314 : tensor<96xf32>
    %4316 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4317 = stablehlo.multiply %4316, %nu.blocks.1.0.bn2.b : tensor<96xf32>
    %4318 = stablehlo.add %4315, %4317 : tensor<96xf32>
    %4319 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4320 = stablehlo.add %4318, %4319 : tensor<96xf32>
    %4321 = stablehlo.rsqrt %4320 : tensor<96xf32>
    %4322 = stablehlo.multiply %4321, %3155 : tensor<96xf32>
    %4323 = stablehlo.constant dense<0.1> : tensor<1x1x96x24xf32>
    %4324 = stablehlo.multiply %4031, %4031 : tensor<1x1x96x24xf32>
    %4325 = stablehlo.multiply %4323, %4324 : tensor<1x1x96x24xf32>
    %4326 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %4327 = stablehlo.multiply %4326, %nu.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %4328 = stablehlo.add %4325, %4327 : tensor<1x1x96x24xf32>
    %4329 = stablehlo.constant dense<0.001> : tensor<1x1x96x24xf32>
    %4330 = stablehlo.add %4328, %4329 : tensor<1x1x96x24xf32>
    %4331 = stablehlo.rsqrt %4330 : tensor<1x1x96x24xf32>
    %4332 = stablehlo.multiply %4331, %4031 : tensor<1x1x96x24xf32>
    %4333 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4334 = stablehlo.multiply %3130, %3130 : tensor<24xf32>
    %4335 = stablehlo.multiply %4333, %4334 : tensor<24xf32>
    %4336 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4337 = stablehlo.multiply %4336, %nu.blocks.1.0.bn3.g : tensor<24xf32>
    %4338 = stablehlo.add %4335, %4337 : tensor<24xf32>
    %4339 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4340 = stablehlo.add %4338, %4339 : tensor<24xf32>
    %4341 = stablehlo.rsqrt %4340 : tensor<24xf32>
    %4342 = stablehlo.multiply %4341, %3130 : tensor<24xf32>
    %4343 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4344 = stablehlo.multiply %3127, %3127 : tensor<24xf32>
    %4345 = stablehlo.multiply %4343, %4344 : tensor<24xf32>
    %4346 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4347 = stablehlo.multiply %4346, %nu.blocks.1.0.bn3.b : tensor<24xf32>
    %4348 = stablehlo.add %4345, %4347 : tensor<24xf32>
    %4349 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4350 = stablehlo.add %4348, %4349 : tensor<24xf32>
    %4351 = stablehlo.rsqrt %4350 : tensor<24xf32>
    %4352 = stablehlo.multiply %4351, %3127 : tensor<24xf32>
    %4353 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %4354 = stablehlo.multiply %4034, %4034 : tensor<1x1x24x144xf32>
    %4355 = stablehlo.multiply %4353, %4354 : tensor<1x1x24x144xf32>
    %4356 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %4357 = stablehlo.multiply %4356, %nu.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %4358 = stablehlo.add %4355, %4357 : tensor<1x1x24x144xf32>
    %4359 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %4360 = stablehlo.add %4358, %4359 : tensor<1x1x24x144xf32>
    %4361 = stablehlo.rsqrt %4360 : tensor<1x1x24x144xf32>
    %4362 = stablehlo.multiply %4361, %4034 : tensor<1x1x24x144xf32>
    %4363 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4364 = stablehlo.multiply %3109, %3109 : tensor<144xf32>
    %4365 = stablehlo.multiply %4363, %4364 : tensor<144xf32>
    %4366 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4367 = stablehlo.multiply %4366, %nu.blocks.1.1.bn1.g : tensor<144xf32>
    %4368 = stablehlo.add %4365, %4367 : tensor<144xf32>
    %4369 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4370 = stablehlo.add %4368, %4369 : tensor<144xf32>
    %4371 = stablehlo.rsqrt %4370 : tensor<144xf32>
    %4372 = stablehlo.multiply %4371, %3109 : tensor<144xf32>
    %4373 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4374 = stablehlo.multiply %3106, %3106 : tensor<144xf32>
    %4375 = stablehlo.multiply %4373, %4374 : tensor<144xf32>
    %4376 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4377 = stablehlo.multiply %4376, %nu.blocks.1.1.bn1.b : tensor<144xf32>
    %4378 = stablehlo.add %4375, %4377 : tensor<144xf32>
    %4379 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4380 = stablehlo.add %4378, %4379 : tensor<144xf32>
    %4381 = stablehlo.rsqrt %4380 : tensor<144xf32>
    %4382 = stablehlo.multiply %4381, %3106 : tensor<144xf32>
    %4383 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %4384 = stablehlo.multiply %4037, %4037 : tensor<3x3x1x144xf32>
    %4385 = stablehlo.multiply %4383, %4384 : tensor<3x3x1x144xf32>
    %4386 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %4387 = stablehlo.multiply %4386, %nu.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %4388 = stablehlo.add %4385, %4387 : tensor<3x3x1x144xf32>
    %4389 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %4390 = stablehlo.add %4388, %4389 : tensor<3x3x1x144xf32>
    %4391 = stablehlo.rsqrt %4390 : tensor<3x3x1x144xf32>
    %4392 = stablehlo.multiply %4391, %4037 : tensor<3x3x1x144xf32>
    %4393 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4394 = stablehlo.multiply %3081, %3081 : tensor<144xf32>
    %4395 = stablehlo.multiply %4393, %4394 : tensor<144xf32>
    %4396 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4397 = stablehlo.multiply %4396, %nu.blocks.1.1.bn2.g : tensor<144xf32>
    %4398 = stablehlo.add %4395, %4397 : tensor<144xf32>
    %4399 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4400 = stablehlo.add %4398, %4399 : tensor<144xf32>
    %4401 = stablehlo.rsqrt %4400 : tensor<144xf32>
    %4402 = stablehlo.multiply %4401, %3081 : tensor<144xf32>
    %4403 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4404 = stablehlo.multiply %3078, %3078 : tensor<144xf32>
    %4405 = stablehlo.multiply %4403, %4404 : tensor<144xf32>
    %4406 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4407 = stablehlo.multiply %4406, %nu.blocks.1.1.bn2.b : tensor<144xf32>
    %4408 = stablehlo.add %4405, %4407 : tensor<144xf32>
    %4409 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4410 = stablehlo.add %4408, %4409 : tensor<144xf32>
    %4411 = stablehlo.rsqrt %4410 : tensor<144xf32>
    %4412 = stablehlo.multiply %4411, %3078 : tensor<144xf32>
    %4413 = stablehlo.constant dense<0.1> : tensor<1x1x144x24xf32>
    %4414 = stablehlo.multiply %4040, %4040 : tensor<1x1x144x24xf32>
    %4415 = stablehlo.multiply %4413, %4414 : tensor<1x1x144x24xf32>
    %4416 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %4417 = stablehlo.multiply %4416, %nu.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %4418 = stablehlo.add %4415, %4417 : tensor<1x1x144x24xf32>
    %4419 = stablehlo.constant dense<0.001> : tensor<1x1x144x24xf32>
    %4420 = stablehlo.add %4418, %4419 : tensor<1x1x144x24xf32>
    %4421 = stablehlo.rsqrt %4420 : tensor<1x1x144x24xf32>
    %4422 = stablehlo.multiply %4421, %4040 : tensor<1x1x144x24xf32>
    %4423 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4424 = stablehlo.multiply %3053, %3053 : tensor<24xf32>
    %4425 = stablehlo.multiply %4423, %4424 : tensor<24xf32>
    %4426 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4427 = stablehlo.multiply %4426, %nu.blocks.1.1.bn3.g : tensor<24xf32>
    %4428 = stablehlo.add %4425, %4427 : tensor<24xf32>
    %4429 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4430 = stablehlo.add %4428, %4429 : tensor<24xf32>
    %4431 = stablehlo.rsqrt %4430 : tensor<24xf32>
    %4432 = stablehlo.multiply %4431, %3053 : tensor<24xf32>
    %4433 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4434 = stablehlo.multiply %3050, %3050 : tensor<24xf32>
    %4435 = stablehlo.multiply %4433, %4434 : tensor<24xf32>
    %4436 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4437 = stablehlo.multiply %4436, %nu.blocks.1.1.bn3.b : tensor<24xf32>
    %4438 = stablehlo.add %4435, %4437 : tensor<24xf32>
    %4439 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4440 = stablehlo.add %4438, %4439 : tensor<24xf32>
    %4441 = stablehlo.rsqrt %4440 : tensor<24xf32>
    %4442 = stablehlo.multiply %4441, %3050 : tensor<24xf32>
    %4443 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %4444 = stablehlo.multiply %4043, %4043 : tensor<1x1x24x144xf32>
    %4445 = stablehlo.multiply %4443, %4444 : tensor<1x1x24x144xf32>
    %4446 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %4447 = stablehlo.multiply %4446, %nu.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %4448 = stablehlo.add %4445, %4447 : tensor<1x1x24x144xf32>
    %4449 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %4450 = stablehlo.add %4448, %4449 : tensor<1x1x24x144xf32>
    %4451 = stablehlo.rsqrt %4450 : tensor<1x1x24x144xf32>
    %4452 = stablehlo.multiply %4451, %4043 : tensor<1x1x24x144xf32>
    %4453 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4454 = stablehlo.multiply %3032, %3032 : tensor<144xf32>
    %4455 = stablehlo.multiply %4453, %4454 : tensor<144xf32>
    %4456 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4457 = stablehlo.multiply %4456, %nu.blocks.2.0.bn1.g : tensor<144xf32>
    %4458 = stablehlo.add %4455, %4457 : tensor<144xf32>
    %4459 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4460 = stablehlo.add %4458, %4459 : tensor<144xf32>
    %4461 = stablehlo.rsqrt %4460 : tensor<144xf32>
    %4462 = stablehlo.multiply %4461, %3032 : tensor<144xf32>
    %4463 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4464 = stablehlo.multiply %3029, %3029 : tensor<144xf32>
    %4465 = stablehlo.multiply %4463, %4464 : tensor<144xf32>
    %4466 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4467 = stablehlo.multiply %4466, %nu.blocks.2.0.bn1.b : tensor<144xf32>
    %4468 = stablehlo.add %4465, %4467 : tensor<144xf32>
    %4469 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4470 = stablehlo.add %4468, %4469 : tensor<144xf32>
    %4471 = stablehlo.rsqrt %4470 : tensor<144xf32>
    %4472 = stablehlo.multiply %4471, %3029 : tensor<144xf32>
    %4473 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %4474 = stablehlo.multiply %4046, %4046 : tensor<3x3x1x144xf32>
    %4475 = stablehlo.multiply %4473, %4474 : tensor<3x3x1x144xf32>
    %4476 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %4477 = stablehlo.multiply %4476, %nu.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %4478 = stablehlo.add %4475, %4477 : tensor<3x3x1x144xf32>
    %4479 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %4480 = stablehlo.add %4478, %4479 : tensor<3x3x1x144xf32>
    %4481 = stablehlo.rsqrt %4480 : tensor<3x3x1x144xf32>
    %4482 = stablehlo.multiply %4481, %4046 : tensor<3x3x1x144xf32>
    %4483 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4484 = stablehlo.multiply %3004, %3004 : tensor<144xf32>
    %4485 = stablehlo.multiply %4483, %4484 : tensor<144xf32>
    %4486 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4487 = stablehlo.multiply %4486, %nu.blocks.2.0.bn2.g : tensor<144xf32>
    %4488 = stablehlo.add %4485, %4487 : tensor<144xf32>
    %4489 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4490 = stablehlo.add %4488, %4489 : tensor<144xf32>
    %4491 = stablehlo.rsqrt %4490 : tensor<144xf32>
    %4492 = stablehlo.multiply %4491, %3004 : tensor<144xf32>
    %4493 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4494 = stablehlo.multiply %3001, %3001 : tensor<144xf32>
    %4495 = stablehlo.multiply %4493, %4494 : tensor<144xf32>
    %4496 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4497 = stablehlo.multiply %4496, %nu.blocks.2.0.bn2.b : tensor<144xf32>
    %4498 = stablehlo.add %4495, %4497 : tensor<144xf32>
    %4499 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4500 = stablehlo.add %4498, %4499 : tensor<144xf32>
    %4501 = stablehlo.rsqrt %4500 : tensor<144xf32>
    %4502 = stablehlo.multiply %4501, %3001 : tensor<144xf32>
    %4503 = stablehlo.constant dense<0.1> : tensor<1x1x144x32xf32>
    %4504 = stablehlo.multiply %4049, %4049 : tensor<1x1x144x32xf32>
    %4505 = stablehlo.multiply %4503, %4504 : tensor<1x1x144x32xf32>
    %4506 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %4507 = stablehlo.multiply %4506, %nu.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %4508 = stablehlo.add %4505, %4507 : tensor<1x1x144x32xf32>
    %4509 = stablehlo.constant dense<0.001> : tensor<1x1x144x32xf32>
    %4510 = stablehlo.add %4508, %4509 : tensor<1x1x144x32xf32>
    %4511 = stablehlo.rsqrt %4510 : tensor<1x1x144x32xf32>
    %4512 = stablehlo.multiply %4511, %4049 : tensor<1x1x144x32xf32>
    %4513 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4514 = stablehlo.multiply %2976, %2976 : tensor<32xf32>
    %4515 = stablehlo.multiply %4513, %4514 : tensor<32xf32>
    %4516 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4517 = stablehlo.multiply %4516, %nu.blocks.2.0.bn3.g : tensor<32xf32>
    %4518 = stablehlo.add %4515, %4517 : tensor<32xf32>
    %4519 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4520 = stablehlo.add %4518, %4519 : tensor<32xf32>
    %4521 = stablehlo.rsqrt %4520 : tensor<32xf32>
    %4522 = stablehlo.multiply %4521, %2976 : tensor<32xf32>
    %4523 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4524 = stablehlo.multiply %2973, %2973 : tensor<32xf32>
    %4525 = stablehlo.multiply %4523, %4524 : tensor<32xf32>
    %4526 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4527 = stablehlo.multiply %4526, %nu.blocks.2.0.bn3.b : tensor<32xf32>
    %4528 = stablehlo.add %4525, %4527 : tensor<32xf32>
    %4529 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4530 = stablehlo.add %4528, %4529 : tensor<32xf32>
    %4531 = stablehlo.rsqrt %4530 : tensor<32xf32>
    %4532 = stablehlo.multiply %4531, %2973 : tensor<32xf32>
    %4533 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %4534 = stablehlo.multiply %4052, %4052 : tensor<1x1x32x192xf32>
    %4535 = stablehlo.multiply %4533, %4534 : tensor<1x1x32x192xf32>
    %4536 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %4537 = stablehlo.multiply %4536, %nu.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %4538 = stablehlo.add %4535, %4537 : tensor<1x1x32x192xf32>
    %4539 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %4540 = stablehlo.add %4538, %4539 : tensor<1x1x32x192xf32>
    %4541 = stablehlo.rsqrt %4540 : tensor<1x1x32x192xf32>
    %4542 = stablehlo.multiply %4541, %4052 : tensor<1x1x32x192xf32>
    %4543 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4544 = stablehlo.multiply %2955, %2955 : tensor<192xf32>
    %4545 = stablehlo.multiply %4543, %4544 : tensor<192xf32>
    %4546 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4547 = stablehlo.multiply %4546, %nu.blocks.2.1.bn1.g : tensor<192xf32>
    %4548 = stablehlo.add %4545, %4547 : tensor<192xf32>
    %4549 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4550 = stablehlo.add %4548, %4549 : tensor<192xf32>
    %4551 = stablehlo.rsqrt %4550 : tensor<192xf32>
    %4552 = stablehlo.multiply %4551, %2955 : tensor<192xf32>
    %4553 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4554 = stablehlo.multiply %2952, %2952 : tensor<192xf32>
    %4555 = stablehlo.multiply %4553, %4554 : tensor<192xf32>
    %4556 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4557 = stablehlo.multiply %4556, %nu.blocks.2.1.bn1.b : tensor<192xf32>
    %4558 = stablehlo.add %4555, %4557 : tensor<192xf32>
    %4559 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4560 = stablehlo.add %4558, %4559 : tensor<192xf32>
    %4561 = stablehlo.rsqrt %4560 : tensor<192xf32>
    %4562 = stablehlo.multiply %4561, %2952 : tensor<192xf32>
    %4563 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %4564 = stablehlo.multiply %4055, %4055 : tensor<3x3x1x192xf32>
    %4565 = stablehlo.multiply %4563, %4564 : tensor<3x3x1x192xf32>
    %4566 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %4567 = stablehlo.multiply %4566, %nu.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %4568 = stablehlo.add %4565, %4567 : tensor<3x3x1x192xf32>
    %4569 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %4570 = stablehlo.add %4568, %4569 : tensor<3x3x1x192xf32>
    %4571 = stablehlo.rsqrt %4570 : tensor<3x3x1x192xf32>
    %4572 = stablehlo.multiply %4571, %4055 : tensor<3x3x1x192xf32>
    %4573 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4574 = stablehlo.multiply %2927, %2927 : tensor<192xf32>
    %4575 = stablehlo.multiply %4573, %4574 : tensor<192xf32>
    %4576 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4577 = stablehlo.multiply %4576, %nu.blocks.2.1.bn2.g : tensor<192xf32>
    %4578 = stablehlo.add %4575, %4577 : tensor<192xf32>
    %4579 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4580 = stablehlo.add %4578, %4579 : tensor<192xf32>
    %4581 = stablehlo.rsqrt %4580 : tensor<192xf32>
    %4582 = stablehlo.multiply %4581, %2927 : tensor<192xf32>
    %4583 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4584 = stablehlo.multiply %2924, %2924 : tensor<192xf32>
    %4585 = stablehlo.multiply %4583, %4584 : tensor<192xf32>
    %4586 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4587 = stablehlo.multiply %4586, %nu.blocks.2.1.bn2.b : tensor<192xf32>
    %4588 = stablehlo.add %4585, %4587 : tensor<192xf32>
    %4589 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4590 = stablehlo.add %4588, %4589 : tensor<192xf32>
    %4591 = stablehlo.rsqrt %4590 : tensor<192xf32>
    %4592 = stablehlo.multiply %4591, %2924 : tensor<192xf32>
    %4593 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %4594 = stablehlo.multiply %4058, %4058 : tensor<1x1x192x32xf32>
    %4595 = stablehlo.multiply %4593, %4594 : tensor<1x1x192x32xf32>
    %4596 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %4597 = stablehlo.multiply %4596, %nu.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %4598 = stablehlo.add %4595, %4597 : tensor<1x1x192x32xf32>
    %4599 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %4600 = stablehlo.add %4598, %4599 : tensor<1x1x192x32xf32>
    %4601 = stablehlo.rsqrt %4600 : tensor<1x1x192x32xf32>
    %4602 = stablehlo.multiply %4601, %4058 : tensor<1x1x192x32xf32>
    %4603 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4604 = stablehlo.multiply %2899, %2899 : tensor<32xf32>
    %4605 = stablehlo.multiply %4603, %4604 : tensor<32xf32>
    %4606 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4607 = stablehlo.multiply %4606, %nu.blocks.2.1.bn3.g : tensor<32xf32>
    %4608 = stablehlo.add %4605, %4607 : tensor<32xf32>
    %4609 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4610 = stablehlo.add %4608, %4609 : tensor<32xf32>
    %4611 = stablehlo.rsqrt %4610 : tensor<32xf32>
    %4612 = stablehlo.multiply %4611, %2899 : tensor<32xf32>
    %4613 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4614 = stablehlo.multiply %2896, %2896 : tensor<32xf32>
    %4615 = stablehlo.multiply %4613, %4614 : tensor<32xf32>
    %4616 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4617 = stablehlo.multiply %4616, %nu.blocks.2.1.bn3.b : tensor<32xf32>
    %4618 = stablehlo.add %4615, %4617 : tensor<32xf32>
    %4619 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4620 = stablehlo.add %4618, %4619 : tensor<32xf32>
    %4621 = stablehlo.rsqrt %4620 : tensor<32xf32>
    %4622 = stablehlo.multiply %4621, %2896 : tensor<32xf32>
    %4623 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %4624 = stablehlo.multiply %4061, %4061 : tensor<1x1x32x192xf32>
    %4625 = stablehlo.multiply %4623, %4624 : tensor<1x1x32x192xf32>
    %4626 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %4627 = stablehlo.multiply %4626, %nu.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %4628 = stablehlo.add %4625, %4627 : tensor<1x1x32x192xf32>
    %4629 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %4630 = stablehlo.add %4628, %4629 : tensor<1x1x32x192xf32>
    %4631 = stablehlo.rsqrt %4630 : tensor<1x1x32x192xf32>
    %4632 = stablehlo.multiply %4631, %4061 : tensor<1x1x32x192xf32>
    %4633 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4634 = stablehlo.multiply %2877, %2877 : tensor<192xf32>
    %4635 = stablehlo.multiply %4633, %4634 : tensor<192xf32>
    %4636 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4637 = stablehlo.multiply %4636, %nu.blocks.2.2.bn1.g : tensor<192xf32>
    %4638 = stablehlo.add %4635, %4637 : tensor<192xf32>
    %4639 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4640 = stablehlo.add %4638, %4639 : tensor<192xf32>
    %4641 = stablehlo.rsqrt %4640 : tensor<192xf32>
    %4642 = stablehlo.multiply %4641, %2877 : tensor<192xf32>
    %4643 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4644 = stablehlo.multiply %2874, %2874 : tensor<192xf32>
    %4645 = stablehlo.multiply %4643, %4644 : tensor<192xf32>
    %4646 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4647 = stablehlo.multiply %4646, %nu.blocks.2.2.bn1.b : tensor<192xf32>
    %4648 = stablehlo.add %4645, %4647 : tensor<192xf32>
    %4649 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4650 = stablehlo.add %4648, %4649 : tensor<192xf32>
    %4651 = stablehlo.rsqrt %4650 : tensor<192xf32>
    %4652 = stablehlo.multiply %4651, %2874 : tensor<192xf32>
    %4653 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %4654 = stablehlo.multiply %4064, %4064 : tensor<3x3x1x192xf32>
    %4655 = stablehlo.multiply %4653, %4654 : tensor<3x3x1x192xf32>
    %4656 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %4657 = stablehlo.multiply %4656, %nu.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %4658 = stablehlo.add %4655, %4657 : tensor<3x3x1x192xf32>
    %4659 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %4660 = stablehlo.add %4658, %4659 : tensor<3x3x1x192xf32>
    %4661 = stablehlo.rsqrt %4660 : tensor<3x3x1x192xf32>
    %4662 = stablehlo.multiply %4661, %4064 : tensor<3x3x1x192xf32>
    %4663 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4664 = stablehlo.multiply %2849, %2849 : tensor<192xf32>
    %4665 = stablehlo.multiply %4663, %4664 : tensor<192xf32>
    %4666 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4667 = stablehlo.multiply %4666, %nu.blocks.2.2.bn2.g : tensor<192xf32>
    %4668 = stablehlo.add %4665, %4667 : tensor<192xf32>
    %4669 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4670 = stablehlo.add %4668, %4669 : tensor<192xf32>
    %4671 = stablehlo.rsqrt %4670 : tensor<192xf32>
    %4672 = stablehlo.multiply %4671, %2849 : tensor<192xf32>
    %4673 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4674 = stablehlo.multiply %2846, %2846 : tensor<192xf32>
    %4675 = stablehlo.multiply %4673, %4674 : tensor<192xf32>
    %4676 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4677 = stablehlo.multiply %4676, %nu.blocks.2.2.bn2.b : tensor<192xf32>
    %4678 = stablehlo.add %4675, %4677 : tensor<192xf32>
    %4679 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4680 = stablehlo.add %4678, %4679 : tensor<192xf32>
    %4681 = stablehlo.rsqrt %4680 : tensor<192xf32>
    %4682 = stablehlo.multiply %4681, %2846 : tensor<192xf32>
    %4683 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %4684 = stablehlo.multiply %4067, %4067 : tensor<1x1x192x32xf32>
    %4685 = stablehlo.multiply %4683, %4684 : tensor<1x1x192x32xf32>
    %4686 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %4687 = stablehlo.multiply %4686, %nu.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %4688 = stablehlo.add %4685, %4687 : tensor<1x1x192x32xf32>
    %4689 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %4690 = stablehlo.add %4688, %4689 : tensor<1x1x192x32xf32>
    %4691 = stablehlo.rsqrt %4690 : tensor<1x1x192x32xf32>
    %4692 = stablehlo.multiply %4691, %4067 : tensor<1x1x192x32xf32>
    %4693 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4694 = stablehlo.multiply %2821, %2821 : tensor<32xf32>
    %4695 = stablehlo.multiply %4693, %4694 : tensor<32xf32>
    %4696 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4697 = stablehlo.multiply %4696, %nu.blocks.2.2.bn3.g : tensor<32xf32>
    %4698 = stablehlo.add %4695, %4697 : tensor<32xf32>
    %4699 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4700 = stablehlo.add %4698, %4699 : tensor<32xf32>
    %4701 = stablehlo.rsqrt %4700 : tensor<32xf32>
    %4702 = stablehlo.multiply %4701, %2821 : tensor<32xf32>
    %4703 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4704 = stablehlo.multiply %2818, %2818 : tensor<32xf32>
    %4705 = stablehlo.multiply %4703, %4704 : tensor<32xf32>
    %4706 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4707 = stablehlo.multiply %4706, %nu.blocks.2.2.bn3.b : tensor<32xf32>
    %4708 = stablehlo.add %4705, %4707 : tensor<32xf32>
    %4709 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4710 = stablehlo.add %4708, %4709 : tensor<32xf32>
    %4711 = stablehlo.rsqrt %4710 : tensor<32xf32>
    %4712 = stablehlo.multiply %4711, %2818 : tensor<32xf32>
    %4713 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %4714 = stablehlo.multiply %4070, %4070 : tensor<1x1x32x192xf32>
    %4715 = stablehlo.multiply %4713, %4714 : tensor<1x1x32x192xf32>
    %4716 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %4717 = stablehlo.multiply %4716, %nu.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %4718 = stablehlo.add %4715, %4717 : tensor<1x1x32x192xf32>
    %4719 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %4720 = stablehlo.add %4718, %4719 : tensor<1x1x32x192xf32>
    %4721 = stablehlo.rsqrt %4720 : tensor<1x1x32x192xf32>
    %4722 = stablehlo.multiply %4721, %4070 : tensor<1x1x32x192xf32>
    %4723 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4724 = stablehlo.multiply %2800, %2800 : tensor<192xf32>
    %4725 = stablehlo.multiply %4723, %4724 : tensor<192xf32>
    %4726 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4727 = stablehlo.multiply %4726, %nu.blocks.3.0.bn1.g : tensor<192xf32>
    %4728 = stablehlo.add %4725, %4727 : tensor<192xf32>
    %4729 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4730 = stablehlo.add %4728, %4729 : tensor<192xf32>
    %4731 = stablehlo.rsqrt %4730 : tensor<192xf32>
    %4732 = stablehlo.multiply %4731, %2800 : tensor<192xf32>
    %4733 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4734 = stablehlo.multiply %2797, %2797 : tensor<192xf32>
    %4735 = stablehlo.multiply %4733, %4734 : tensor<192xf32>
    %4736 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4737 = stablehlo.multiply %4736, %nu.blocks.3.0.bn1.b : tensor<192xf32>
    %4738 = stablehlo.add %4735, %4737 : tensor<192xf32>
    %4739 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4740 = stablehlo.add %4738, %4739 : tensor<192xf32>
    %4741 = stablehlo.rsqrt %4740 : tensor<192xf32>
    %4742 = stablehlo.multiply %4741, %2797 : tensor<192xf32>
    %4743 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %4744 = stablehlo.multiply %4073, %4073 : tensor<3x3x1x192xf32>
    %4745 = stablehlo.multiply %4743, %4744 : tensor<3x3x1x192xf32>
    %4746 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %4747 = stablehlo.multiply %4746, %nu.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %4748 = stablehlo.add %4745, %4747 : tensor<3x3x1x192xf32>
    %4749 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %4750 = stablehlo.add %4748, %4749 : tensor<3x3x1x192xf32>
    %4751 = stablehlo.rsqrt %4750 : tensor<3x3x1x192xf32>
    %4752 = stablehlo.multiply %4751, %4073 : tensor<3x3x1x192xf32>
    %4753 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4754 = stablehlo.multiply %2772, %2772 : tensor<192xf32>
    %4755 = stablehlo.multiply %4753, %4754 : tensor<192xf32>
    %4756 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4757 = stablehlo.multiply %4756, %nu.blocks.3.0.bn2.g : tensor<192xf32>
    %4758 = stablehlo.add %4755, %4757 : tensor<192xf32>
    %4759 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4760 = stablehlo.add %4758, %4759 : tensor<192xf32>
    %4761 = stablehlo.rsqrt %4760 : tensor<192xf32>
    %4762 = stablehlo.multiply %4761, %2772 : tensor<192xf32>
    %4763 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4764 = stablehlo.multiply %2769, %2769 : tensor<192xf32>
    %4765 = stablehlo.multiply %4763, %4764 : tensor<192xf32>
    %4766 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4767 = stablehlo.multiply %4766, %nu.blocks.3.0.bn2.b : tensor<192xf32>
    %4768 = stablehlo.add %4765, %4767 : tensor<192xf32>
    %4769 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4770 = stablehlo.add %4768, %4769 : tensor<192xf32>
    %4771 = stablehlo.rsqrt %4770 : tensor<192xf32>
    %4772 = stablehlo.multiply %4771, %2769 : tensor<192xf32>
    %4773 = stablehlo.constant dense<0.1> : tensor<1x1x192x64xf32>
    %4774 = stablehlo.multiply %4076, %4076 : tensor<1x1x192x64xf32>
    %4775 = stablehlo.multiply %4773, %4774 : tensor<1x1x192x64xf32>
    %4776 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %4777 = stablehlo.multiply %4776, %nu.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %4778 = stablehlo.add %4775, %4777 : tensor<1x1x192x64xf32>
    %4779 = stablehlo.constant dense<0.001> : tensor<1x1x192x64xf32>
    %4780 = stablehlo.add %4778, %4779 : tensor<1x1x192x64xf32>
    %4781 = stablehlo.rsqrt %4780 : tensor<1x1x192x64xf32>
    %4782 = stablehlo.multiply %4781, %4076 : tensor<1x1x192x64xf32>
    %4783 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4784 = stablehlo.multiply %2744, %2744 : tensor<64xf32>
    %4785 = stablehlo.multiply %4783, %4784 : tensor<64xf32>
    %4786 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4787 = stablehlo.multiply %4786, %nu.blocks.3.0.bn3.g : tensor<64xf32>
    %4788 = stablehlo.add %4785, %4787 : tensor<64xf32>
    %4789 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4790 = stablehlo.add %4788, %4789 : tensor<64xf32>
    %4791 = stablehlo.rsqrt %4790 : tensor<64xf32>
    %4792 = stablehlo.multiply %4791, %2744 : tensor<64xf32>
    %4793 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4794 = stablehlo.multiply %2741, %2741 : tensor<64xf32>
    %4795 = stablehlo.multiply %4793, %4794 : tensor<64xf32>
    %4796 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4797 = stablehlo.multiply %4796, %nu.blocks.3.0.bn3.b : tensor<64xf32>
    %4798 = stablehlo.add %4795, %4797 : tensor<64xf32>
    %4799 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4800 = stablehlo.add %4798, %4799 : tensor<64xf32>
    %4801 = stablehlo.rsqrt %4800 : tensor<64xf32>
    %4802 = stablehlo.multiply %4801, %2741 : tensor<64xf32>
    %4803 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %4804 = stablehlo.multiply %4079, %4079 : tensor<1x1x64x384xf32>
    %4805 = stablehlo.multiply %4803, %4804 : tensor<1x1x64x384xf32>
    %4806 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %4807 = stablehlo.multiply %4806, %nu.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %4808 = stablehlo.add %4805, %4807 : tensor<1x1x64x384xf32>
    %4809 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %4810 = stablehlo.add %4808, %4809 : tensor<1x1x64x384xf32>
    %4811 = stablehlo.rsqrt %4810 : tensor<1x1x64x384xf32>
    %4812 = stablehlo.multiply %4811, %4079 : tensor<1x1x64x384xf32>
    %4813 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4814 = stablehlo.multiply %2723, %2723 : tensor<384xf32>
    %4815 = stablehlo.multiply %4813, %4814 : tensor<384xf32>
    %4816 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4817 = stablehlo.multiply %4816, %nu.blocks.3.1.bn1.g : tensor<384xf32>
    %4818 = stablehlo.add %4815, %4817 : tensor<384xf32>
    %4819 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4820 = stablehlo.add %4818, %4819 : tensor<384xf32>
    %4821 = stablehlo.rsqrt %4820 : tensor<384xf32>
    %4822 = stablehlo.multiply %4821, %2723 : tensor<384xf32>
    %4823 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4824 = stablehlo.multiply %2720, %2720 : tensor<384xf32>
    %4825 = stablehlo.multiply %4823, %4824 : tensor<384xf32>
    %4826 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4827 = stablehlo.multiply %4826, %nu.blocks.3.1.bn1.b : tensor<384xf32>
    %4828 = stablehlo.add %4825, %4827 : tensor<384xf32>
    %4829 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4830 = stablehlo.add %4828, %4829 : tensor<384xf32>
    %4831 = stablehlo.rsqrt %4830 : tensor<384xf32>
    %4832 = stablehlo.multiply %4831, %2720 : tensor<384xf32>
    %4833 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %4834 = stablehlo.multiply %4082, %4082 : tensor<3x3x1x384xf32>
    %4835 = stablehlo.multiply %4833, %4834 : tensor<3x3x1x384xf32>
    %4836 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %4837 = stablehlo.multiply %4836, %nu.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %4838 = stablehlo.add %4835, %4837 : tensor<3x3x1x384xf32>
    %4839 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %4840 = stablehlo.add %4838, %4839 : tensor<3x3x1x384xf32>
    %4841 = stablehlo.rsqrt %4840 : tensor<3x3x1x384xf32>
    %4842 = stablehlo.multiply %4841, %4082 : tensor<3x3x1x384xf32>
    %4843 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4844 = stablehlo.multiply %2695, %2695 : tensor<384xf32>
    %4845 = stablehlo.multiply %4843, %4844 : tensor<384xf32>
    %4846 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4847 = stablehlo.multiply %4846, %nu.blocks.3.1.bn2.g : tensor<384xf32>
    %4848 = stablehlo.add %4845, %4847 : tensor<384xf32>
    %4849 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4850 = stablehlo.add %4848, %4849 : tensor<384xf32>
    %4851 = stablehlo.rsqrt %4850 : tensor<384xf32>
    %4852 = stablehlo.multiply %4851, %2695 : tensor<384xf32>
    %4853 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4854 = stablehlo.multiply %2692, %2692 : tensor<384xf32>
    %4855 = stablehlo.multiply %4853, %4854 : tensor<384xf32>
    %4856 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4857 = stablehlo.multiply %4856, %nu.blocks.3.1.bn2.b : tensor<384xf32>
    %4858 = stablehlo.add %4855, %4857 : tensor<384xf32>
    %4859 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4860 = stablehlo.add %4858, %4859 : tensor<384xf32>
    %4861 = stablehlo.rsqrt %4860 : tensor<384xf32>
    %4862 = stablehlo.multiply %4861, %2692 : tensor<384xf32>
    %4863 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %4864 = stablehlo.multiply %4085, %4085 : tensor<1x1x384x64xf32>
    %4865 = stablehlo.multiply %4863, %4864 : tensor<1x1x384x64xf32>
    %4866 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %4867 = stablehlo.multiply %4866, %nu.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %4868 = stablehlo.add %4865, %4867 : tensor<1x1x384x64xf32>
    %4869 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %4870 = stablehlo.add %4868, %4869 : tensor<1x1x384x64xf32>
    %4871 = stablehlo.rsqrt %4870 : tensor<1x1x384x64xf32>
    %4872 = stablehlo.multiply %4871, %4085 : tensor<1x1x384x64xf32>
    %4873 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4874 = stablehlo.multiply %2667, %2667 : tensor<64xf32>
    %4875 = stablehlo.multiply %4873, %4874 : tensor<64xf32>
    %4876 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4877 = stablehlo.multiply %4876, %nu.blocks.3.1.bn3.g : tensor<64xf32>
    %4878 = stablehlo.add %4875, %4877 : tensor<64xf32>
    %4879 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4880 = stablehlo.add %4878, %4879 : tensor<64xf32>
    %4881 = stablehlo.rsqrt %4880 : tensor<64xf32>
    %4882 = stablehlo.multiply %4881, %2667 : tensor<64xf32>
    %4883 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4884 = stablehlo.multiply %2664, %2664 : tensor<64xf32>
    %4885 = stablehlo.multiply %4883, %4884 : tensor<64xf32>
    %4886 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4887 = stablehlo.multiply %4886, %nu.blocks.3.1.bn3.b : tensor<64xf32>
    %4888 = stablehlo.add %4885, %4887 : tensor<64xf32>
    %4889 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4890 = stablehlo.add %4888, %4889 : tensor<64xf32>
    %4891 = stablehlo.rsqrt %4890 : tensor<64xf32>
    %4892 = stablehlo.multiply %4891, %2664 : tensor<64xf32>
    %4893 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %4894 = stablehlo.multiply %4088, %4088 : tensor<1x1x64x384xf32>
    %4895 = stablehlo.multiply %4893, %4894 : tensor<1x1x64x384xf32>
    %4896 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %4897 = stablehlo.multiply %4896, %nu.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %4898 = stablehlo.add %4895, %4897 : tensor<1x1x64x384xf32>
    %4899 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %4900 = stablehlo.add %4898, %4899 : tensor<1x1x64x384xf32>
    %4901 = stablehlo.rsqrt %4900 : tensor<1x1x64x384xf32>
    %4902 = stablehlo.multiply %4901, %4088 : tensor<1x1x64x384xf32>
    %4903 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4904 = stablehlo.multiply %2645, %2645 : tensor<384xf32>
    %4905 = stablehlo.multiply %4903, %4904 : tensor<384xf32>
    %4906 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4907 = stablehlo.multiply %4906, %nu.blocks.3.2.bn1.g : tensor<384xf32>
    %4908 = stablehlo.add %4905, %4907 : tensor<384xf32>
    %4909 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4910 = stablehlo.add %4908, %4909 : tensor<384xf32>
    %4911 = stablehlo.rsqrt %4910 : tensor<384xf32>
    %4912 = stablehlo.multiply %4911, %2645 : tensor<384xf32>
    %4913 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4914 = stablehlo.multiply %2642, %2642 : tensor<384xf32>
    %4915 = stablehlo.multiply %4913, %4914 : tensor<384xf32>
    %4916 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4917 = stablehlo.multiply %4916, %nu.blocks.3.2.bn1.b : tensor<384xf32>
    %4918 = stablehlo.add %4915, %4917 : tensor<384xf32>
    %4919 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4920 = stablehlo.add %4918, %4919 : tensor<384xf32>
    %4921 = stablehlo.rsqrt %4920 : tensor<384xf32>
    %4922 = stablehlo.multiply %4921, %2642 : tensor<384xf32>
    %4923 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %4924 = stablehlo.multiply %4091, %4091 : tensor<3x3x1x384xf32>
    %4925 = stablehlo.multiply %4923, %4924 : tensor<3x3x1x384xf32>
    %4926 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %4927 = stablehlo.multiply %4926, %nu.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %4928 = stablehlo.add %4925, %4927 : tensor<3x3x1x384xf32>
    %4929 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %4930 = stablehlo.add %4928, %4929 : tensor<3x3x1x384xf32>
    %4931 = stablehlo.rsqrt %4930 : tensor<3x3x1x384xf32>
    %4932 = stablehlo.multiply %4931, %4091 : tensor<3x3x1x384xf32>
    %4933 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4934 = stablehlo.multiply %2617, %2617 : tensor<384xf32>
    %4935 = stablehlo.multiply %4933, %4934 : tensor<384xf32>
    %4936 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4937 = stablehlo.multiply %4936, %nu.blocks.3.2.bn2.g : tensor<384xf32>
    %4938 = stablehlo.add %4935, %4937 : tensor<384xf32>
    %4939 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4940 = stablehlo.add %4938, %4939 : tensor<384xf32>
    %4941 = stablehlo.rsqrt %4940 : tensor<384xf32>
    %4942 = stablehlo.multiply %4941, %2617 : tensor<384xf32>
    %4943 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4944 = stablehlo.multiply %2614, %2614 : tensor<384xf32>
    %4945 = stablehlo.multiply %4943, %4944 : tensor<384xf32>
    %4946 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4947 = stablehlo.multiply %4946, %nu.blocks.3.2.bn2.b : tensor<384xf32>
    %4948 = stablehlo.add %4945, %4947 : tensor<384xf32>
    %4949 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4950 = stablehlo.add %4948, %4949 : tensor<384xf32>
    %4951 = stablehlo.rsqrt %4950 : tensor<384xf32>
    %4952 = stablehlo.multiply %4951, %2614 : tensor<384xf32>
    %4953 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %4954 = stablehlo.multiply %4094, %4094 : tensor<1x1x384x64xf32>
    %4955 = stablehlo.multiply %4953, %4954 : tensor<1x1x384x64xf32>
    %4956 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %4957 = stablehlo.multiply %4956, %nu.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %4958 = stablehlo.add %4955, %4957 : tensor<1x1x384x64xf32>
    %4959 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %4960 = stablehlo.add %4958, %4959 : tensor<1x1x384x64xf32>
    %4961 = stablehlo.rsqrt %4960 : tensor<1x1x384x64xf32>
    %4962 = stablehlo.multiply %4961, %4094 : tensor<1x1x384x64xf32>
    %4963 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4964 = stablehlo.multiply %2589, %2589 : tensor<64xf32>
    %4965 = stablehlo.multiply %4963, %4964 : tensor<64xf32>
    %4966 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4967 = stablehlo.multiply %4966, %nu.blocks.3.2.bn3.g : tensor<64xf32>
    %4968 = stablehlo.add %4965, %4967 : tensor<64xf32>
    %4969 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4970 = stablehlo.add %4968, %4969 : tensor<64xf32>
    %4971 = stablehlo.rsqrt %4970 : tensor<64xf32>
    %4972 = stablehlo.multiply %4971, %2589 : tensor<64xf32>
    %4973 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4974 = stablehlo.multiply %2586, %2586 : tensor<64xf32>
    %4975 = stablehlo.multiply %4973, %4974 : tensor<64xf32>
    %4976 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4977 = stablehlo.multiply %4976, %nu.blocks.3.2.bn3.b : tensor<64xf32>
    %4978 = stablehlo.add %4975, %4977 : tensor<64xf32>
    %4979 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4980 = stablehlo.add %4978, %4979 : tensor<64xf32>
    %4981 = stablehlo.rsqrt %4980 : tensor<64xf32>
    %4982 = stablehlo.multiply %4981, %2586 : tensor<64xf32>
    %4983 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %4984 = stablehlo.multiply %4097, %4097 : tensor<1x1x64x384xf32>
    %4985 = stablehlo.multiply %4983, %4984 : tensor<1x1x64x384xf32>
    %4986 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %4987 = stablehlo.multiply %4986, %nu.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %4988 = stablehlo.add %4985, %4987 : tensor<1x1x64x384xf32>
    %4989 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %4990 = stablehlo.add %4988, %4989 : tensor<1x1x64x384xf32>
    %4991 = stablehlo.rsqrt %4990 : tensor<1x1x64x384xf32>
    %4992 = stablehlo.multiply %4991, %4097 : tensor<1x1x64x384xf32>
    %4993 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4994 = stablehlo.multiply %2567, %2567 : tensor<384xf32>
    %4995 = stablehlo.multiply %4993, %4994 : tensor<384xf32>
    %4996 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4997 = stablehlo.multiply %4996, %nu.blocks.3.3.bn1.g : tensor<384xf32>
    %4998 = stablehlo.add %4995, %4997 : tensor<384xf32>
    %4999 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5000 = stablehlo.add %4998, %4999 : tensor<384xf32>
    %5001 = stablehlo.rsqrt %5000 : tensor<384xf32>
    %5002 = stablehlo.multiply %5001, %2567 : tensor<384xf32>
    %5003 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5004 = stablehlo.multiply %2564, %2564 : tensor<384xf32>
    %5005 = stablehlo.multiply %5003, %5004 : tensor<384xf32>
    %5006 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5007 = stablehlo.multiply %5006, %nu.blocks.3.3.bn1.b : tensor<384xf32>
    %5008 = stablehlo.add %5005, %5007 : tensor<384xf32>
    %5009 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5010 = stablehlo.add %5008, %5009 : tensor<384xf32>
    %5011 = stablehlo.rsqrt %5010 : tensor<384xf32>
    %5012 = stablehlo.multiply %5011, %2564 : tensor<384xf32>
    %5013 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5014 = stablehlo.multiply %4100, %4100 : tensor<3x3x1x384xf32>
    %5015 = stablehlo.multiply %5013, %5014 : tensor<3x3x1x384xf32>
    %5016 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5017 = stablehlo.multiply %5016, %nu.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %5018 = stablehlo.add %5015, %5017 : tensor<3x3x1x384xf32>
    %5019 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5020 = stablehlo.add %5018, %5019 : tensor<3x3x1x384xf32>
    %5021 = stablehlo.rsqrt %5020 : tensor<3x3x1x384xf32>
    %5022 = stablehlo.multiply %5021, %4100 : tensor<3x3x1x384xf32>
    %5023 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5024 = stablehlo.multiply %2539, %2539 : tensor<384xf32>
    %5025 = stablehlo.multiply %5023, %5024 : tensor<384xf32>
    %5026 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5027 = stablehlo.multiply %5026, %nu.blocks.3.3.bn2.g : tensor<384xf32>
    %5028 = stablehlo.add %5025, %5027 : tensor<384xf32>
    %5029 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5030 = stablehlo.add %5028, %5029 : tensor<384xf32>
    %5031 = stablehlo.rsqrt %5030 : tensor<384xf32>
    %5032 = stablehlo.multiply %5031, %2539 : tensor<384xf32>
    %5033 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5034 = stablehlo.multiply %2536, %2536 : tensor<384xf32>
    %5035 = stablehlo.multiply %5033, %5034 : tensor<384xf32>
    %5036 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5037 = stablehlo.multiply %5036, %nu.blocks.3.3.bn2.b : tensor<384xf32>
    %5038 = stablehlo.add %5035, %5037 : tensor<384xf32>
    %5039 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5040 = stablehlo.add %5038, %5039 : tensor<384xf32>
    %5041 = stablehlo.rsqrt %5040 : tensor<384xf32>
    %5042 = stablehlo.multiply %5041, %2536 : tensor<384xf32>
    %5043 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5044 = stablehlo.multiply %4103, %4103 : tensor<1x1x384x64xf32>
    %5045 = stablehlo.multiply %5043, %5044 : tensor<1x1x384x64xf32>
    %5046 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5047 = stablehlo.multiply %5046, %nu.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %5048 = stablehlo.add %5045, %5047 : tensor<1x1x384x64xf32>
    %5049 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5050 = stablehlo.add %5048, %5049 : tensor<1x1x384x64xf32>
    %5051 = stablehlo.rsqrt %5050 : tensor<1x1x384x64xf32>
    %5052 = stablehlo.multiply %5051, %4103 : tensor<1x1x384x64xf32>
    %5053 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5054 = stablehlo.multiply %2511, %2511 : tensor<64xf32>
    %5055 = stablehlo.multiply %5053, %5054 : tensor<64xf32>
    %5056 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5057 = stablehlo.multiply %5056, %nu.blocks.3.3.bn3.g : tensor<64xf32>
    %5058 = stablehlo.add %5055, %5057 : tensor<64xf32>
    %5059 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5060 = stablehlo.add %5058, %5059 : tensor<64xf32>
    %5061 = stablehlo.rsqrt %5060 : tensor<64xf32>
    %5062 = stablehlo.multiply %5061, %2511 : tensor<64xf32>
    %5063 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5064 = stablehlo.multiply %2508, %2508 : tensor<64xf32>
    %5065 = stablehlo.multiply %5063, %5064 : tensor<64xf32>
    %5066 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5067 = stablehlo.multiply %5066, %nu.blocks.3.3.bn3.b : tensor<64xf32>
    %5068 = stablehlo.add %5065, %5067 : tensor<64xf32>
    %5069 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5070 = stablehlo.add %5068, %5069 : tensor<64xf32>
    %5071 = stablehlo.rsqrt %5070 : tensor<64xf32>
    %5072 = stablehlo.multiply %5071, %2508 : tensor<64xf32>
    %5073 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5074 = stablehlo.multiply %4106, %4106 : tensor<1x1x64x384xf32>
    %5075 = stablehlo.multiply %5073, %5074 : tensor<1x1x64x384xf32>
    %5076 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5077 = stablehlo.multiply %5076, %nu.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %5078 = stablehlo.add %5075, %5077 : tensor<1x1x64x384xf32>
    %5079 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5080 = stablehlo.add %5078, %5079 : tensor<1x1x64x384xf32>
    %5081 = stablehlo.rsqrt %5080 : tensor<1x1x64x384xf32>
    %5082 = stablehlo.multiply %5081, %4106 : tensor<1x1x64x384xf32>
    %5083 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5084 = stablehlo.multiply %2490, %2490 : tensor<384xf32>
    %5085 = stablehlo.multiply %5083, %5084 : tensor<384xf32>
    %5086 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5087 = stablehlo.multiply %5086, %nu.blocks.4.0.bn1.g : tensor<384xf32>
    %5088 = stablehlo.add %5085, %5087 : tensor<384xf32>
    %5089 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5090 = stablehlo.add %5088, %5089 : tensor<384xf32>
    %5091 = stablehlo.rsqrt %5090 : tensor<384xf32>
    %5092 = stablehlo.multiply %5091, %2490 : tensor<384xf32>
    %5093 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5094 = stablehlo.multiply %2487, %2487 : tensor<384xf32>
    %5095 = stablehlo.multiply %5093, %5094 : tensor<384xf32>
    %5096 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5097 = stablehlo.multiply %5096, %nu.blocks.4.0.bn1.b : tensor<384xf32>
    %5098 = stablehlo.add %5095, %5097 : tensor<384xf32>
    %5099 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5100 = stablehlo.add %5098, %5099 : tensor<384xf32>
    %5101 = stablehlo.rsqrt %5100 : tensor<384xf32>
    %5102 = stablehlo.multiply %5101, %2487 : tensor<384xf32>
    %5103 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5104 = stablehlo.multiply %4109, %4109 : tensor<3x3x1x384xf32>
    %5105 = stablehlo.multiply %5103, %5104 : tensor<3x3x1x384xf32>
    %5106 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5107 = stablehlo.multiply %5106, %nu.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %5108 = stablehlo.add %5105, %5107 : tensor<3x3x1x384xf32>
    %5109 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5110 = stablehlo.add %5108, %5109 : tensor<3x3x1x384xf32>
    %5111 = stablehlo.rsqrt %5110 : tensor<3x3x1x384xf32>
    %5112 = stablehlo.multiply %5111, %4109 : tensor<3x3x1x384xf32>
    %5113 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5114 = stablehlo.multiply %2462, %2462 : tensor<384xf32>
    %5115 = stablehlo.multiply %5113, %5114 : tensor<384xf32>
    %5116 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5117 = stablehlo.multiply %5116, %nu.blocks.4.0.bn2.g : tensor<384xf32>
    %5118 = stablehlo.add %5115, %5117 : tensor<384xf32>
    %5119 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5120 = stablehlo.add %5118, %5119 : tensor<384xf32>
    %5121 = stablehlo.rsqrt %5120 : tensor<384xf32>
    %5122 = stablehlo.multiply %5121, %2462 : tensor<384xf32>
    %5123 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5124 = stablehlo.multiply %2459, %2459 : tensor<384xf32>
    %5125 = stablehlo.multiply %5123, %5124 : tensor<384xf32>
    %5126 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5127 = stablehlo.multiply %5126, %nu.blocks.4.0.bn2.b : tensor<384xf32>
    %5128 = stablehlo.add %5125, %5127 : tensor<384xf32>
    %5129 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5130 = stablehlo.add %5128, %5129 : tensor<384xf32>
    %5131 = stablehlo.rsqrt %5130 : tensor<384xf32>
    %5132 = stablehlo.multiply %5131, %2459 : tensor<384xf32>
    %5133 = stablehlo.constant dense<0.1> : tensor<1x1x384x96xf32>
    %5134 = stablehlo.multiply %4112, %4112 : tensor<1x1x384x96xf32>
    %5135 = stablehlo.multiply %5133, %5134 : tensor<1x1x384x96xf32>
    %5136 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %5137 = stablehlo.multiply %5136, %nu.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %5138 = stablehlo.add %5135, %5137 : tensor<1x1x384x96xf32>
    %5139 = stablehlo.constant dense<0.001> : tensor<1x1x384x96xf32>
    %5140 = stablehlo.add %5138, %5139 : tensor<1x1x384x96xf32>
    %5141 = stablehlo.rsqrt %5140 : tensor<1x1x384x96xf32>
    %5142 = stablehlo.multiply %5141, %4112 : tensor<1x1x384x96xf32>
    %5143 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5144 = stablehlo.multiply %2434, %2434 : tensor<96xf32>
    %5145 = stablehlo.multiply %5143, %5144 : tensor<96xf32>
    %5146 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5147 = stablehlo.multiply %5146, %nu.blocks.4.0.bn3.g : tensor<96xf32>
    %5148 = stablehlo.add %5145, %5147 : tensor<96xf32>
    %5149 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5150 = stablehlo.add %5148, %5149 : tensor<96xf32>
    %5151 = stablehlo.rsqrt %5150 : tensor<96xf32>
    %5152 = stablehlo.multiply %5151, %2434 : tensor<96xf32>
    %5153 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5154 = stablehlo.multiply %2431, %2431 : tensor<96xf32>
    %5155 = stablehlo.multiply %5153, %5154 : tensor<96xf32>
    %5156 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5157 = stablehlo.multiply %5156, %nu.blocks.4.0.bn3.b : tensor<96xf32>
    %5158 = stablehlo.add %5155, %5157 : tensor<96xf32>
    %5159 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5160 = stablehlo.add %5158, %5159 : tensor<96xf32>
    %5161 = stablehlo.rsqrt %5160 : tensor<96xf32>
    %5162 = stablehlo.multiply %5161, %2431 : tensor<96xf32>
    %5163 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5164 = stablehlo.multiply %4115, %4115 : tensor<1x1x96x576xf32>
    %5165 = stablehlo.multiply %5163, %5164 : tensor<1x1x96x576xf32>
    %5166 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5167 = stablehlo.multiply %5166, %nu.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %5168 = stablehlo.add %5165, %5167 : tensor<1x1x96x576xf32>
    %5169 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5170 = stablehlo.add %5168, %5169 : tensor<1x1x96x576xf32>
    %5171 = stablehlo.rsqrt %5170 : tensor<1x1x96x576xf32>
    %5172 = stablehlo.multiply %5171, %4115 : tensor<1x1x96x576xf32>
    %5173 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5174 = stablehlo.multiply %2413, %2413 : tensor<576xf32>
    %5175 = stablehlo.multiply %5173, %5174 : tensor<576xf32>
    %5176 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5177 = stablehlo.multiply %5176, %nu.blocks.4.1.bn1.g : tensor<576xf32>
    %5178 = stablehlo.add %5175, %5177 : tensor<576xf32>
    %5179 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5180 = stablehlo.add %5178, %5179 : tensor<576xf32>
    %5181 = stablehlo.rsqrt %5180 : tensor<576xf32>
    %5182 = stablehlo.multiply %5181, %2413 : tensor<576xf32>
    %5183 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5184 = stablehlo.multiply %2410, %2410 : tensor<576xf32>
    %5185 = stablehlo.multiply %5183, %5184 : tensor<576xf32>
    %5186 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5187 = stablehlo.multiply %5186, %nu.blocks.4.1.bn1.b : tensor<576xf32>
    %5188 = stablehlo.add %5185, %5187 : tensor<576xf32>
    %5189 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5190 = stablehlo.add %5188, %5189 : tensor<576xf32>
    %5191 = stablehlo.rsqrt %5190 : tensor<576xf32>
    %5192 = stablehlo.multiply %5191, %2410 : tensor<576xf32>
    %5193 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5194 = stablehlo.multiply %4118, %4118 : tensor<3x3x1x576xf32>
    %5195 = stablehlo.multiply %5193, %5194 : tensor<3x3x1x576xf32>
    %5196 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5197 = stablehlo.multiply %5196, %nu.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %5198 = stablehlo.add %5195, %5197 : tensor<3x3x1x576xf32>
    %5199 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5200 = stablehlo.add %5198, %5199 : tensor<3x3x1x576xf32>
    %5201 = stablehlo.rsqrt %5200 : tensor<3x3x1x576xf32>
    %5202 = stablehlo.multiply %5201, %4118 : tensor<3x3x1x576xf32>
    %5203 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5204 = stablehlo.multiply %2385, %2385 : tensor<576xf32>
    %5205 = stablehlo.multiply %5203, %5204 : tensor<576xf32>
    %5206 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5207 = stablehlo.multiply %5206, %nu.blocks.4.1.bn2.g : tensor<576xf32>
    %5208 = stablehlo.add %5205, %5207 : tensor<576xf32>
    %5209 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5210 = stablehlo.add %5208, %5209 : tensor<576xf32>
    %5211 = stablehlo.rsqrt %5210 : tensor<576xf32>
    %5212 = stablehlo.multiply %5211, %2385 : tensor<576xf32>
    %5213 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5214 = stablehlo.multiply %2382, %2382 : tensor<576xf32>
    %5215 = stablehlo.multiply %5213, %5214 : tensor<576xf32>
    %5216 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5217 = stablehlo.multiply %5216, %nu.blocks.4.1.bn2.b : tensor<576xf32>
    %5218 = stablehlo.add %5215, %5217 : tensor<576xf32>
    %5219 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5220 = stablehlo.add %5218, %5219 : tensor<576xf32>
    %5221 = stablehlo.rsqrt %5220 : tensor<576xf32>
    %5222 = stablehlo.multiply %5221, %2382 : tensor<576xf32>
    %5223 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %5224 = stablehlo.multiply %4121, %4121 : tensor<1x1x576x96xf32>
    %5225 = stablehlo.multiply %5223, %5224 : tensor<1x1x576x96xf32>
    %5226 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %5227 = stablehlo.multiply %5226, %nu.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %5228 = stablehlo.add %5225, %5227 : tensor<1x1x576x96xf32>
    %5229 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %5230 = stablehlo.add %5228, %5229 : tensor<1x1x576x96xf32>
    %5231 = stablehlo.rsqrt %5230 : tensor<1x1x576x96xf32>
    %5232 = stablehlo.multiply %5231, %4121 : tensor<1x1x576x96xf32>
    %5233 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5234 = stablehlo.multiply %2357, %2357 : tensor<96xf32>
    %5235 = stablehlo.multiply %5233, %5234 : tensor<96xf32>
    %5236 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5237 = stablehlo.multiply %5236, %nu.blocks.4.1.bn3.g : tensor<96xf32>
    %5238 = stablehlo.add %5235, %5237 : tensor<96xf32>
    %5239 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5240 = stablehlo.add %5238, %5239 : tensor<96xf32>
    %5241 = stablehlo.rsqrt %5240 : tensor<96xf32>
    %5242 = stablehlo.multiply %5241, %2357 : tensor<96xf32>
    %5243 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5244 = stablehlo.multiply %2354, %2354 : tensor<96xf32>
    %5245 = stablehlo.multiply %5243, %5244 : tensor<96xf32>
    %5246 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5247 = stablehlo.multiply %5246, %nu.blocks.4.1.bn3.b : tensor<96xf32>
    %5248 = stablehlo.add %5245, %5247 : tensor<96xf32>
    %5249 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5250 = stablehlo.add %5248, %5249 : tensor<96xf32>
    %5251 = stablehlo.rsqrt %5250 : tensor<96xf32>
    %5252 = stablehlo.multiply %5251, %2354 : tensor<96xf32>
    %5253 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5254 = stablehlo.multiply %4124, %4124 : tensor<1x1x96x576xf32>
    %5255 = stablehlo.multiply %5253, %5254 : tensor<1x1x96x576xf32>
    %5256 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5257 = stablehlo.multiply %5256, %nu.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %5258 = stablehlo.add %5255, %5257 : tensor<1x1x96x576xf32>
    %5259 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5260 = stablehlo.add %5258, %5259 : tensor<1x1x96x576xf32>
    %5261 = stablehlo.rsqrt %5260 : tensor<1x1x96x576xf32>
    %5262 = stablehlo.multiply %5261, %4124 : tensor<1x1x96x576xf32>
    %5263 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5264 = stablehlo.multiply %2335, %2335 : tensor<576xf32>
    %5265 = stablehlo.multiply %5263, %5264 : tensor<576xf32>
    %5266 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5267 = stablehlo.multiply %5266, %nu.blocks.4.2.bn1.g : tensor<576xf32>
    %5268 = stablehlo.add %5265, %5267 : tensor<576xf32>
    %5269 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5270 = stablehlo.add %5268, %5269 : tensor<576xf32>
    %5271 = stablehlo.rsqrt %5270 : tensor<576xf32>
    %5272 = stablehlo.multiply %5271, %2335 : tensor<576xf32>
    %5273 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5274 = stablehlo.multiply %2332, %2332 : tensor<576xf32>
    %5275 = stablehlo.multiply %5273, %5274 : tensor<576xf32>
    %5276 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5277 = stablehlo.multiply %5276, %nu.blocks.4.2.bn1.b : tensor<576xf32>
    %5278 = stablehlo.add %5275, %5277 : tensor<576xf32>
    %5279 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5280 = stablehlo.add %5278, %5279 : tensor<576xf32>
    %5281 = stablehlo.rsqrt %5280 : tensor<576xf32>
    %5282 = stablehlo.multiply %5281, %2332 : tensor<576xf32>
    %5283 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5284 = stablehlo.multiply %4127, %4127 : tensor<3x3x1x576xf32>
    %5285 = stablehlo.multiply %5283, %5284 : tensor<3x3x1x576xf32>
    %5286 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5287 = stablehlo.multiply %5286, %nu.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %5288 = stablehlo.add %5285, %5287 : tensor<3x3x1x576xf32>
    %5289 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5290 = stablehlo.add %5288, %5289 : tensor<3x3x1x576xf32>
    %5291 = stablehlo.rsqrt %5290 : tensor<3x3x1x576xf32>
    %5292 = stablehlo.multiply %5291, %4127 : tensor<3x3x1x576xf32>
    %5293 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5294 = stablehlo.multiply %2307, %2307 : tensor<576xf32>
    %5295 = stablehlo.multiply %5293, %5294 : tensor<576xf32>
    %5296 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5297 = stablehlo.multiply %5296, %nu.blocks.4.2.bn2.g : tensor<576xf32>
    %5298 = stablehlo.add %5295, %5297 : tensor<576xf32>
    %5299 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5300 = stablehlo.add %5298, %5299 : tensor<576xf32>
    %5301 = stablehlo.rsqrt %5300 : tensor<576xf32>
    %5302 = stablehlo.multiply %5301, %2307 : tensor<576xf32>
    %5303 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5304 = stablehlo.multiply %2304, %2304 : tensor<576xf32>
    %5305 = stablehlo.multiply %5303, %5304 : tensor<576xf32>
    %5306 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5307 = stablehlo.multiply %5306, %nu.blocks.4.2.bn2.b : tensor<576xf32>
    %5308 = stablehlo.add %5305, %5307 : tensor<576xf32>
    %5309 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5310 = stablehlo.add %5308, %5309 : tensor<576xf32>
    %5311 = stablehlo.rsqrt %5310 : tensor<576xf32>
    %5312 = stablehlo.multiply %5311, %2304 : tensor<576xf32>
    %5313 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %5314 = stablehlo.multiply %4130, %4130 : tensor<1x1x576x96xf32>
    %5315 = stablehlo.multiply %5313, %5314 : tensor<1x1x576x96xf32>
    %5316 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %5317 = stablehlo.multiply %5316, %nu.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %5318 = stablehlo.add %5315, %5317 : tensor<1x1x576x96xf32>
    %5319 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %5320 = stablehlo.add %5318, %5319 : tensor<1x1x576x96xf32>
    %5321 = stablehlo.rsqrt %5320 : tensor<1x1x576x96xf32>
    %5322 = stablehlo.multiply %5321, %4130 : tensor<1x1x576x96xf32>
    %5323 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5324 = stablehlo.multiply %2279, %2279 : tensor<96xf32>
    %5325 = stablehlo.multiply %5323, %5324 : tensor<96xf32>
    %5326 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5327 = stablehlo.multiply %5326, %nu.blocks.4.2.bn3.g : tensor<96xf32>
    %5328 = stablehlo.add %5325, %5327 : tensor<96xf32>
    %5329 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5330 = stablehlo.add %5328, %5329 : tensor<96xf32>
    %5331 = stablehlo.rsqrt %5330 : tensor<96xf32>
    %5332 = stablehlo.multiply %5331, %2279 : tensor<96xf32>
    %5333 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5334 = stablehlo.multiply %2276, %2276 : tensor<96xf32>
    %5335 = stablehlo.multiply %5333, %5334 : tensor<96xf32>
    %5336 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5337 = stablehlo.multiply %5336, %nu.blocks.4.2.bn3.b : tensor<96xf32>
    %5338 = stablehlo.add %5335, %5337 : tensor<96xf32>
    %5339 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5340 = stablehlo.add %5338, %5339 : tensor<96xf32>
    %5341 = stablehlo.rsqrt %5340 : tensor<96xf32>
    %5342 = stablehlo.multiply %5341, %2276 : tensor<96xf32>
    %5343 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5344 = stablehlo.multiply %4133, %4133 : tensor<1x1x96x576xf32>
    %5345 = stablehlo.multiply %5343, %5344 : tensor<1x1x96x576xf32>
    %5346 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5347 = stablehlo.multiply %5346, %nu.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %5348 = stablehlo.add %5345, %5347 : tensor<1x1x96x576xf32>
    %5349 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5350 = stablehlo.add %5348, %5349 : tensor<1x1x96x576xf32>
    %5351 = stablehlo.rsqrt %5350 : tensor<1x1x96x576xf32>
    %5352 = stablehlo.multiply %5351, %4133 : tensor<1x1x96x576xf32>
    %5353 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5354 = stablehlo.multiply %2258, %2258 : tensor<576xf32>
    %5355 = stablehlo.multiply %5353, %5354 : tensor<576xf32>
    %5356 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5357 = stablehlo.multiply %5356, %nu.blocks.5.0.bn1.g : tensor<576xf32>
    %5358 = stablehlo.add %5355, %5357 : tensor<576xf32>
    %5359 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5360 = stablehlo.add %5358, %5359 : tensor<576xf32>
    %5361 = stablehlo.rsqrt %5360 : tensor<576xf32>
    %5362 = stablehlo.multiply %5361, %2258 : tensor<576xf32>
    %5363 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5364 = stablehlo.multiply %2255, %2255 : tensor<576xf32>
    %5365 = stablehlo.multiply %5363, %5364 : tensor<576xf32>
    %5366 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5367 = stablehlo.multiply %5366, %nu.blocks.5.0.bn1.b : tensor<576xf32>
    %5368 = stablehlo.add %5365, %5367 : tensor<576xf32>
    %5369 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5370 = stablehlo.add %5368, %5369 : tensor<576xf32>
    %5371 = stablehlo.rsqrt %5370 : tensor<576xf32>
    %5372 = stablehlo.multiply %5371, %2255 : tensor<576xf32>
    %5373 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5374 = stablehlo.multiply %4136, %4136 : tensor<3x3x1x576xf32>
    %5375 = stablehlo.multiply %5373, %5374 : tensor<3x3x1x576xf32>
    %5376 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5377 = stablehlo.multiply %5376, %nu.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %5378 = stablehlo.add %5375, %5377 : tensor<3x3x1x576xf32>
    %5379 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5380 = stablehlo.add %5378, %5379 : tensor<3x3x1x576xf32>
    %5381 = stablehlo.rsqrt %5380 : tensor<3x3x1x576xf32>
    %5382 = stablehlo.multiply %5381, %4136 : tensor<3x3x1x576xf32>
    %5383 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5384 = stablehlo.multiply %2230, %2230 : tensor<576xf32>
    %5385 = stablehlo.multiply %5383, %5384 : tensor<576xf32>
    %5386 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5387 = stablehlo.multiply %5386, %nu.blocks.5.0.bn2.g : tensor<576xf32>
    %5388 = stablehlo.add %5385, %5387 : tensor<576xf32>
    %5389 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5390 = stablehlo.add %5388, %5389 : tensor<576xf32>
    %5391 = stablehlo.rsqrt %5390 : tensor<576xf32>
    %5392 = stablehlo.multiply %5391, %2230 : tensor<576xf32>
    %5393 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5394 = stablehlo.multiply %2227, %2227 : tensor<576xf32>
    %5395 = stablehlo.multiply %5393, %5394 : tensor<576xf32>
    %5396 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5397 = stablehlo.multiply %5396, %nu.blocks.5.0.bn2.b : tensor<576xf32>
    %5398 = stablehlo.add %5395, %5397 : tensor<576xf32>
    %5399 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5400 = stablehlo.add %5398, %5399 : tensor<576xf32>
    %5401 = stablehlo.rsqrt %5400 : tensor<576xf32>
    %5402 = stablehlo.multiply %5401, %2227 : tensor<576xf32>
    %5403 = stablehlo.constant dense<0.1> : tensor<1x1x576x160xf32>
    %5404 = stablehlo.multiply %4139, %4139 : tensor<1x1x576x160xf32>
    %5405 = stablehlo.multiply %5403, %5404 : tensor<1x1x576x160xf32>
    %5406 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %5407 = stablehlo.multiply %5406, %nu.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %5408 = stablehlo.add %5405, %5407 : tensor<1x1x576x160xf32>
    %5409 = stablehlo.constant dense<0.001> : tensor<1x1x576x160xf32>
    %5410 = stablehlo.add %5408, %5409 : tensor<1x1x576x160xf32>
    %5411 = stablehlo.rsqrt %5410 : tensor<1x1x576x160xf32>
    %5412 = stablehlo.multiply %5411, %4139 : tensor<1x1x576x160xf32>
    %5413 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5414 = stablehlo.multiply %2202, %2202 : tensor<160xf32>
    %5415 = stablehlo.multiply %5413, %5414 : tensor<160xf32>
    %5416 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5417 = stablehlo.multiply %5416, %nu.blocks.5.0.bn3.g : tensor<160xf32>
    %5418 = stablehlo.add %5415, %5417 : tensor<160xf32>
    %5419 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5420 = stablehlo.add %5418, %5419 : tensor<160xf32>
    %5421 = stablehlo.rsqrt %5420 : tensor<160xf32>
    %5422 = stablehlo.multiply %5421, %2202 : tensor<160xf32>
    %5423 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5424 = stablehlo.multiply %2199, %2199 : tensor<160xf32>
    %5425 = stablehlo.multiply %5423, %5424 : tensor<160xf32>
    %5426 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5427 = stablehlo.multiply %5426, %nu.blocks.5.0.bn3.b : tensor<160xf32>
    %5428 = stablehlo.add %5425, %5427 : tensor<160xf32>
    %5429 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5430 = stablehlo.add %5428, %5429 : tensor<160xf32>
    %5431 = stablehlo.rsqrt %5430 : tensor<160xf32>
    %5432 = stablehlo.multiply %5431, %2199 : tensor<160xf32>
    %5433 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %5434 = stablehlo.multiply %4142, %4142 : tensor<1x1x160x960xf32>
    %5435 = stablehlo.multiply %5433, %5434 : tensor<1x1x160x960xf32>
    %5436 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %5437 = stablehlo.multiply %5436, %nu.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %5438 = stablehlo.add %5435, %5437 : tensor<1x1x160x960xf32>
    %5439 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %5440 = stablehlo.add %5438, %5439 : tensor<1x1x160x960xf32>
    %5441 = stablehlo.rsqrt %5440 : tensor<1x1x160x960xf32>
    %5442 = stablehlo.multiply %5441, %4142 : tensor<1x1x160x960xf32>
    %5443 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5444 = stablehlo.multiply %2181, %2181 : tensor<960xf32>
    %5445 = stablehlo.multiply %5443, %5444 : tensor<960xf32>
    %5446 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5447 = stablehlo.multiply %5446, %nu.blocks.5.1.bn1.g : tensor<960xf32>
    %5448 = stablehlo.add %5445, %5447 : tensor<960xf32>
    %5449 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5450 = stablehlo.add %5448, %5449 : tensor<960xf32>
    %5451 = stablehlo.rsqrt %5450 : tensor<960xf32>
    %5452 = stablehlo.multiply %5451, %2181 : tensor<960xf32>
    %5453 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5454 = stablehlo.multiply %2178, %2178 : tensor<960xf32>
    %5455 = stablehlo.multiply %5453, %5454 : tensor<960xf32>
    %5456 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5457 = stablehlo.multiply %5456, %nu.blocks.5.1.bn1.b : tensor<960xf32>
    %5458 = stablehlo.add %5455, %5457 : tensor<960xf32>
    %5459 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5460 = stablehlo.add %5458, %5459 : tensor<960xf32>
    %5461 = stablehlo.rsqrt %5460 : tensor<960xf32>
    %5462 = stablehlo.multiply %5461, %2178 : tensor<960xf32>
    %5463 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %5464 = stablehlo.multiply %4145, %4145 : tensor<3x3x1x960xf32>
    %5465 = stablehlo.multiply %5463, %5464 : tensor<3x3x1x960xf32>
    %5466 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %5467 = stablehlo.multiply %5466, %nu.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %5468 = stablehlo.add %5465, %5467 : tensor<3x3x1x960xf32>
    %5469 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %5470 = stablehlo.add %5468, %5469 : tensor<3x3x1x960xf32>
    %5471 = stablehlo.rsqrt %5470 : tensor<3x3x1x960xf32>
    %5472 = stablehlo.multiply %5471, %4145 : tensor<3x3x1x960xf32>
    %5473 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5474 = stablehlo.multiply %2153, %2153 : tensor<960xf32>
    %5475 = stablehlo.multiply %5473, %5474 : tensor<960xf32>
    %5476 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5477 = stablehlo.multiply %5476, %nu.blocks.5.1.bn2.g : tensor<960xf32>
    %5478 = stablehlo.add %5475, %5477 : tensor<960xf32>
    %5479 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5480 = stablehlo.add %5478, %5479 : tensor<960xf32>
    %5481 = stablehlo.rsqrt %5480 : tensor<960xf32>
    %5482 = stablehlo.multiply %5481, %2153 : tensor<960xf32>
    %5483 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5484 = stablehlo.multiply %2150, %2150 : tensor<960xf32>
    %5485 = stablehlo.multiply %5483, %5484 : tensor<960xf32>
    %5486 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5487 = stablehlo.multiply %5486, %nu.blocks.5.1.bn2.b : tensor<960xf32>
    %5488 = stablehlo.add %5485, %5487 : tensor<960xf32>
    %5489 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5490 = stablehlo.add %5488, %5489 : tensor<960xf32>
    %5491 = stablehlo.rsqrt %5490 : tensor<960xf32>
    %5492 = stablehlo.multiply %5491, %2150 : tensor<960xf32>
    %5493 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %5494 = stablehlo.multiply %4148, %4148 : tensor<1x1x960x160xf32>
    %5495 = stablehlo.multiply %5493, %5494 : tensor<1x1x960x160xf32>
    %5496 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %5497 = stablehlo.multiply %5496, %nu.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %5498 = stablehlo.add %5495, %5497 : tensor<1x1x960x160xf32>
    %5499 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %5500 = stablehlo.add %5498, %5499 : tensor<1x1x960x160xf32>
    %5501 = stablehlo.rsqrt %5500 : tensor<1x1x960x160xf32>
    %5502 = stablehlo.multiply %5501, %4148 : tensor<1x1x960x160xf32>
    %5503 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5504 = stablehlo.multiply %2125, %2125 : tensor<160xf32>
    %5505 = stablehlo.multiply %5503, %5504 : tensor<160xf32>
    %5506 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5507 = stablehlo.multiply %5506, %nu.blocks.5.1.bn3.g : tensor<160xf32>
    %5508 = stablehlo.add %5505, %5507 : tensor<160xf32>
    %5509 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5510 = stablehlo.add %5508, %5509 : tensor<160xf32>
    %5511 = stablehlo.rsqrt %5510 : tensor<160xf32>
    %5512 = stablehlo.multiply %5511, %2125 : tensor<160xf32>
    %5513 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5514 = stablehlo.multiply %2122, %2122 : tensor<160xf32>
    %5515 = stablehlo.multiply %5513, %5514 : tensor<160xf32>
    %5516 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5517 = stablehlo.multiply %5516, %nu.blocks.5.1.bn3.b : tensor<160xf32>
    %5518 = stablehlo.add %5515, %5517 : tensor<160xf32>
    %5519 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5520 = stablehlo.add %5518, %5519 : tensor<160xf32>
    %5521 = stablehlo.rsqrt %5520 : tensor<160xf32>
    %5522 = stablehlo.multiply %5521, %2122 : tensor<160xf32>
    %5523 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %5524 = stablehlo.multiply %4151, %4151 : tensor<1x1x160x960xf32>
    %5525 = stablehlo.multiply %5523, %5524 : tensor<1x1x160x960xf32>
    %5526 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %5527 = stablehlo.multiply %5526, %nu.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %5528 = stablehlo.add %5525, %5527 : tensor<1x1x160x960xf32>
    %5529 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %5530 = stablehlo.add %5528, %5529 : tensor<1x1x160x960xf32>
    %5531 = stablehlo.rsqrt %5530 : tensor<1x1x160x960xf32>
    %5532 = stablehlo.multiply %5531, %4151 : tensor<1x1x160x960xf32>
    %5533 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5534 = stablehlo.multiply %2103, %2103 : tensor<960xf32>
    %5535 = stablehlo.multiply %5533, %5534 : tensor<960xf32>
    %5536 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5537 = stablehlo.multiply %5536, %nu.blocks.5.2.bn1.g : tensor<960xf32>
    %5538 = stablehlo.add %5535, %5537 : tensor<960xf32>
    %5539 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5540 = stablehlo.add %5538, %5539 : tensor<960xf32>
    %5541 = stablehlo.rsqrt %5540 : tensor<960xf32>
    %5542 = stablehlo.multiply %5541, %2103 : tensor<960xf32>
    %5543 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5544 = stablehlo.multiply %2100, %2100 : tensor<960xf32>
    %5545 = stablehlo.multiply %5543, %5544 : tensor<960xf32>
    %5546 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5547 = stablehlo.multiply %5546, %nu.blocks.5.2.bn1.b : tensor<960xf32>
    %5548 = stablehlo.add %5545, %5547 : tensor<960xf32>
    %5549 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5550 = stablehlo.add %5548, %5549 : tensor<960xf32>
    %5551 = stablehlo.rsqrt %5550 : tensor<960xf32>
    %5552 = stablehlo.multiply %5551, %2100 : tensor<960xf32>
    %5553 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %5554 = stablehlo.multiply %4154, %4154 : tensor<3x3x1x960xf32>
    %5555 = stablehlo.multiply %5553, %5554 : tensor<3x3x1x960xf32>
    %5556 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %5557 = stablehlo.multiply %5556, %nu.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %5558 = stablehlo.add %5555, %5557 : tensor<3x3x1x960xf32>
    %5559 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %5560 = stablehlo.add %5558, %5559 : tensor<3x3x1x960xf32>
    %5561 = stablehlo.rsqrt %5560 : tensor<3x3x1x960xf32>
    %5562 = stablehlo.multiply %5561, %4154 : tensor<3x3x1x960xf32>
    %5563 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5564 = stablehlo.multiply %2075, %2075 : tensor<960xf32>
    %5565 = stablehlo.multiply %5563, %5564 : tensor<960xf32>
    %5566 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5567 = stablehlo.multiply %5566, %nu.blocks.5.2.bn2.g : tensor<960xf32>
    %5568 = stablehlo.add %5565, %5567 : tensor<960xf32>
    %5569 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5570 = stablehlo.add %5568, %5569 : tensor<960xf32>
    %5571 = stablehlo.rsqrt %5570 : tensor<960xf32>
    %5572 = stablehlo.multiply %5571, %2075 : tensor<960xf32>
    %5573 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5574 = stablehlo.multiply %2072, %2072 : tensor<960xf32>
    %5575 = stablehlo.multiply %5573, %5574 : tensor<960xf32>
    %5576 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5577 = stablehlo.multiply %5576, %nu.blocks.5.2.bn2.b : tensor<960xf32>
    %5578 = stablehlo.add %5575, %5577 : tensor<960xf32>
    %5579 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5580 = stablehlo.add %5578, %5579 : tensor<960xf32>
    %5581 = stablehlo.rsqrt %5580 : tensor<960xf32>
    %5582 = stablehlo.multiply %5581, %2072 : tensor<960xf32>
    %5583 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %5584 = stablehlo.multiply %4157, %4157 : tensor<1x1x960x160xf32>
    %5585 = stablehlo.multiply %5583, %5584 : tensor<1x1x960x160xf32>
    %5586 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %5587 = stablehlo.multiply %5586, %nu.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %5588 = stablehlo.add %5585, %5587 : tensor<1x1x960x160xf32>
    %5589 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %5590 = stablehlo.add %5588, %5589 : tensor<1x1x960x160xf32>
    %5591 = stablehlo.rsqrt %5590 : tensor<1x1x960x160xf32>
    %5592 = stablehlo.multiply %5591, %4157 : tensor<1x1x960x160xf32>
    %5593 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5594 = stablehlo.multiply %2047, %2047 : tensor<160xf32>
    %5595 = stablehlo.multiply %5593, %5594 : tensor<160xf32>
    %5596 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5597 = stablehlo.multiply %5596, %nu.blocks.5.2.bn3.g : tensor<160xf32>
    %5598 = stablehlo.add %5595, %5597 : tensor<160xf32>
    %5599 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5600 = stablehlo.add %5598, %5599 : tensor<160xf32>
    %5601 = stablehlo.rsqrt %5600 : tensor<160xf32>
    %5602 = stablehlo.multiply %5601, %2047 : tensor<160xf32>
    %5603 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5604 = stablehlo.multiply %2044, %2044 : tensor<160xf32>
    %5605 = stablehlo.multiply %5603, %5604 : tensor<160xf32>
    %5606 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5607 = stablehlo.multiply %5606, %nu.blocks.5.2.bn3.b : tensor<160xf32>
    %5608 = stablehlo.add %5605, %5607 : tensor<160xf32>
    %5609 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5610 = stablehlo.add %5608, %5609 : tensor<160xf32>
    %5611 = stablehlo.rsqrt %5610 : tensor<160xf32>
    %5612 = stablehlo.multiply %5611, %2044 : tensor<160xf32>
    %5613 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %5614 = stablehlo.multiply %4160, %4160 : tensor<1x1x160x960xf32>
    %5615 = stablehlo.multiply %5613, %5614 : tensor<1x1x160x960xf32>
    %5616 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %5617 = stablehlo.multiply %5616, %nu.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %5618 = stablehlo.add %5615, %5617 : tensor<1x1x160x960xf32>
    %5619 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %5620 = stablehlo.add %5618, %5619 : tensor<1x1x160x960xf32>
    %5621 = stablehlo.rsqrt %5620 : tensor<1x1x160x960xf32>
    %5622 = stablehlo.multiply %5621, %4160 : tensor<1x1x160x960xf32>
    %5623 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5624 = stablehlo.multiply %2026, %2026 : tensor<960xf32>
    %5625 = stablehlo.multiply %5623, %5624 : tensor<960xf32>
    %5626 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5627 = stablehlo.multiply %5626, %nu.blocks.6.0.bn1.g : tensor<960xf32>
    %5628 = stablehlo.add %5625, %5627 : tensor<960xf32>
    %5629 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5630 = stablehlo.add %5628, %5629 : tensor<960xf32>
    %5631 = stablehlo.rsqrt %5630 : tensor<960xf32>
    %5632 = stablehlo.multiply %5631, %2026 : tensor<960xf32>
    %5633 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5634 = stablehlo.multiply %2023, %2023 : tensor<960xf32>
    %5635 = stablehlo.multiply %5633, %5634 : tensor<960xf32>
    %5636 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5637 = stablehlo.multiply %5636, %nu.blocks.6.0.bn1.b : tensor<960xf32>
    %5638 = stablehlo.add %5635, %5637 : tensor<960xf32>
    %5639 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5640 = stablehlo.add %5638, %5639 : tensor<960xf32>
    %5641 = stablehlo.rsqrt %5640 : tensor<960xf32>
    %5642 = stablehlo.multiply %5641, %2023 : tensor<960xf32>
    %5643 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %5644 = stablehlo.multiply %4163, %4163 : tensor<3x3x1x960xf32>
    %5645 = stablehlo.multiply %5643, %5644 : tensor<3x3x1x960xf32>
    %5646 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %5647 = stablehlo.multiply %5646, %nu.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %5648 = stablehlo.add %5645, %5647 : tensor<3x3x1x960xf32>
    %5649 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %5650 = stablehlo.add %5648, %5649 : tensor<3x3x1x960xf32>
    %5651 = stablehlo.rsqrt %5650 : tensor<3x3x1x960xf32>
    %5652 = stablehlo.multiply %5651, %4163 : tensor<3x3x1x960xf32>
    %5653 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5654 = stablehlo.multiply %1998, %1998 : tensor<960xf32>
    %5655 = stablehlo.multiply %5653, %5654 : tensor<960xf32>
    %5656 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5657 = stablehlo.multiply %5656, %nu.blocks.6.0.bn2.g : tensor<960xf32>
    %5658 = stablehlo.add %5655, %5657 : tensor<960xf32>
    %5659 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5660 = stablehlo.add %5658, %5659 : tensor<960xf32>
    %5661 = stablehlo.rsqrt %5660 : tensor<960xf32>
    %5662 = stablehlo.multiply %5661, %1998 : tensor<960xf32>
    %5663 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5664 = stablehlo.multiply %1995, %1995 : tensor<960xf32>
    %5665 = stablehlo.multiply %5663, %5664 : tensor<960xf32>
    %5666 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5667 = stablehlo.multiply %5666, %nu.blocks.6.0.bn2.b : tensor<960xf32>
    %5668 = stablehlo.add %5665, %5667 : tensor<960xf32>
    %5669 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5670 = stablehlo.add %5668, %5669 : tensor<960xf32>
    %5671 = stablehlo.rsqrt %5670 : tensor<960xf32>
    %5672 = stablehlo.multiply %5671, %1995 : tensor<960xf32>
    %5673 = stablehlo.constant dense<0.1> : tensor<1x1x960x320xf32>
    %5674 = stablehlo.multiply %4166, %4166 : tensor<1x1x960x320xf32>
    %5675 = stablehlo.multiply %5673, %5674 : tensor<1x1x960x320xf32>
    %5676 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %5677 = stablehlo.multiply %5676, %nu.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %5678 = stablehlo.add %5675, %5677 : tensor<1x1x960x320xf32>
    %5679 = stablehlo.constant dense<0.001> : tensor<1x1x960x320xf32>
    %5680 = stablehlo.add %5678, %5679 : tensor<1x1x960x320xf32>
    %5681 = stablehlo.rsqrt %5680 : tensor<1x1x960x320xf32>
    %5682 = stablehlo.multiply %5681, %4166 : tensor<1x1x960x320xf32>
    %5683 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %5684 = stablehlo.multiply %1970, %1970 : tensor<320xf32>
    %5685 = stablehlo.multiply %5683, %5684 : tensor<320xf32>
    %5686 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %5687 = stablehlo.multiply %5686, %nu.blocks.6.0.bn3.g : tensor<320xf32>
    %5688 = stablehlo.add %5685, %5687 : tensor<320xf32>
    %5689 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5690 = stablehlo.add %5688, %5689 : tensor<320xf32>
    %5691 = stablehlo.rsqrt %5690 : tensor<320xf32>
    %5692 = stablehlo.multiply %5691, %1970 : tensor<320xf32>
    %5693 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %5694 = stablehlo.multiply %1967, %1967 : tensor<320xf32>
    %5695 = stablehlo.multiply %5693, %5694 : tensor<320xf32>
    %5696 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %5697 = stablehlo.multiply %5696, %nu.blocks.6.0.bn3.b : tensor<320xf32>
    %5698 = stablehlo.add %5695, %5697 : tensor<320xf32>
    %5699 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5700 = stablehlo.add %5698, %5699 : tensor<320xf32>
    %5701 = stablehlo.rsqrt %5700 : tensor<320xf32>
    %5702 = stablehlo.multiply %5701, %1967 : tensor<320xf32>
    %5703 = stablehlo.constant dense<0.1> : tensor<1x1x320x1280xf32>
    %5704 = stablehlo.multiply %4169, %4169 : tensor<1x1x320x1280xf32>
    %5705 = stablehlo.multiply %5703, %5704 : tensor<1x1x320x1280xf32>
    %5706 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %5707 = stablehlo.multiply %5706, %nu.conv_head.w : tensor<1x1x320x1280xf32>
    %5708 = stablehlo.add %5705, %5707 : tensor<1x1x320x1280xf32>
    %5709 = stablehlo.constant dense<0.001> : tensor<1x1x320x1280xf32>
    %5710 = stablehlo.add %5708, %5709 : tensor<1x1x320x1280xf32>
    %5711 = stablehlo.rsqrt %5710 : tensor<1x1x320x1280xf32>
    %5712 = stablehlo.multiply %5711, %4169 : tensor<1x1x320x1280xf32>
    %5713 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %5714 = stablehlo.multiply %1950, %1950 : tensor<1280xf32>
    %5715 = stablehlo.multiply %5713, %5714 : tensor<1280xf32>
    %5716 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %5717 = stablehlo.multiply %5716, %nu.bn2.g : tensor<1280xf32>
    %5718 = stablehlo.add %5715, %5717 : tensor<1280xf32>
    %5719 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %5720 = stablehlo.add %5718, %5719 : tensor<1280xf32>
    %5721 = stablehlo.rsqrt %5720 : tensor<1280xf32>
    %5722 = stablehlo.multiply %5721, %1950 : tensor<1280xf32>
    %5723 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %5724 = stablehlo.multiply %1947, %1947 : tensor<1280xf32>
    %5725 = stablehlo.multiply %5723, %5724 : tensor<1280xf32>
    %5726 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %5727 = stablehlo.multiply %5726, %nu.bn2.b : tensor<1280xf32>
    %5728 = stablehlo.add %5725, %5727 : tensor<1280xf32>
    %5729 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %5730 = stablehlo.add %5728, %5729 : tensor<1280xf32>
    %5731 = stablehlo.rsqrt %5730 : tensor<1280xf32>
    %5732 = stablehlo.multiply %5731, %1947 : tensor<1280xf32>
    %5733 = stablehlo.constant dense<0.1> : tensor<1280x1000xf32>
    %5734 = stablehlo.multiply %4172, %4172 : tensor<1280x1000xf32>
    %5735 = stablehlo.multiply %5733, %5734 : tensor<1280x1000xf32>
    %5736 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %5737 = stablehlo.multiply %5736, %nu.classifier.w : tensor<1280x1000xf32>
    %5738 = stablehlo.add %5735, %5737 : tensor<1280x1000xf32>
    %5739 = stablehlo.constant dense<0.001> : tensor<1280x1000xf32>
    %5740 = stablehlo.add %5738, %5739 : tensor<1280x1000xf32>
    %5741 = stablehlo.rsqrt %5740 : tensor<1280x1000xf32>
    %5742 = stablehlo.multiply %5741, %4172 : tensor<1280x1000xf32>
    %5743 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %5744 = stablehlo.multiply %1933, %1933 : tensor<1000xf32>
    %5745 = stablehlo.multiply %5743, %5744 : tensor<1000xf32>
    %5746 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %5747 = stablehlo.multiply %5746, %nu.classifier.b : tensor<1000xf32>
    %5748 = stablehlo.add %5745, %5747 : tensor<1000xf32>
    %5749 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %5750 = stablehlo.add %5748, %5749 : tensor<1000xf32>
    %5751 = stablehlo.rsqrt %5750 : tensor<1000xf32>
    %5752 = stablehlo.multiply %5751, %1933 : tensor<1000xf32>
    %5753 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %5754 = stablehlo.multiply %5753, %4182 : tensor<3x3x3x32xf32>
    %5755 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5756 = stablehlo.multiply %5755, %4192 : tensor<32xf32>
    %5757 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5758 = stablehlo.multiply %5757, %4202 : tensor<32xf32>
    %5759 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %5760 = stablehlo.multiply %5759, %4212 : tensor<3x3x1x32xf32>
    %5761 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5762 = stablehlo.multiply %5761, %4222 : tensor<32xf32>
    %5763 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5764 = stablehlo.multiply %5763, %4232 : tensor<32xf32>
    %5765 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %5766 = stablehlo.multiply %5765, %4242 : tensor<1x1x32x16xf32>
    %5767 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5768 = stablehlo.multiply %5767, %4252 : tensor<16xf32>
    %5769 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5770 = stablehlo.multiply %5769, %4262 : tensor<16xf32>
    %5771 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %5772 = stablehlo.multiply %5771, %4272 : tensor<1x1x16x96xf32>
    %5773 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5774 = stablehlo.multiply %5773, %4282 : tensor<96xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5776 = stablehlo.multiply %5775, %4292 : tensor<96xf32>
    %5777 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %5778 = stablehlo.multiply %5777, %4302 : tensor<3x3x1x96xf32>
    %5779 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5780 = stablehlo.multiply %5779, %4312 : tensor<96xf32>
    %5781 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5782 = stablehlo.multiply %5781, %4322 : tensor<96xf32>
    %5783 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %5784 = stablehlo.multiply %5783, %4332 : tensor<1x1x96x24xf32>
    %5785 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5786 = stablehlo.multiply %5785, %4342 : tensor<24xf32>
    %5787 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5788 = stablehlo.multiply %5787, %4352 : tensor<24xf32>
    %5789 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %5790 = stablehlo.multiply %5789, %4362 : tensor<1x1x24x144xf32>
    %5791 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5792 = stablehlo.multiply %5791, %4372 : tensor<144xf32>
    %5793 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5794 = stablehlo.multiply %5793, %4382 : tensor<144xf32>
    %5795 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %5796 = stablehlo.multiply %5795, %4392 : tensor<3x3x1x144xf32>
    %5797 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5798 = stablehlo.multiply %5797, %4402 : tensor<144xf32>
    %5799 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5800 = stablehlo.multiply %5799, %4412 : tensor<144xf32>
    %5801 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %5802 = stablehlo.multiply %5801, %4422 : tensor<1x1x144x24xf32>
    %5803 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5804 = stablehlo.multiply %5803, %4432 : tensor<24xf32>
    %5805 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5806 = stablehlo.multiply %5805, %4442 : tensor<24xf32>
    %5807 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %5808 = stablehlo.multiply %5807, %4452 : tensor<1x1x24x144xf32>
    %5809 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5810 = stablehlo.multiply %5809, %4462 : tensor<144xf32>
    %5811 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5812 = stablehlo.multiply %5811, %4472 : tensor<144xf32>
    %5813 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %5814 = stablehlo.multiply %5813, %4482 : tensor<3x3x1x144xf32>
    %5815 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5816 = stablehlo.multiply %5815, %4492 : tensor<144xf32>
    %5817 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5818 = stablehlo.multiply %5817, %4502 : tensor<144xf32>
    %5819 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %5820 = stablehlo.multiply %5819, %4512 : tensor<1x1x144x32xf32>
    %5821 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5822 = stablehlo.multiply %5821, %4522 : tensor<32xf32>
    %5823 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5824 = stablehlo.multiply %5823, %4532 : tensor<32xf32>
    %5825 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %5826 = stablehlo.multiply %5825, %4542 : tensor<1x1x32x192xf32>
    %5827 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5828 = stablehlo.multiply %5827, %4552 : tensor<192xf32>
    %5829 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5830 = stablehlo.multiply %5829, %4562 : tensor<192xf32>
    %5831 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %5832 = stablehlo.multiply %5831, %4572 : tensor<3x3x1x192xf32>
    %5833 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5834 = stablehlo.multiply %5833, %4582 : tensor<192xf32>
    %5835 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5836 = stablehlo.multiply %5835, %4592 : tensor<192xf32>
    %5837 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %5838 = stablehlo.multiply %5837, %4602 : tensor<1x1x192x32xf32>
    %5839 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5840 = stablehlo.multiply %5839, %4612 : tensor<32xf32>
    %5841 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5842 = stablehlo.multiply %5841, %4622 : tensor<32xf32>
    %5843 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %5844 = stablehlo.multiply %5843, %4632 : tensor<1x1x32x192xf32>
    %5845 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5846 = stablehlo.multiply %5845, %4642 : tensor<192xf32>
    %5847 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5848 = stablehlo.multiply %5847, %4652 : tensor<192xf32>
    %5849 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %5850 = stablehlo.multiply %5849, %4662 : tensor<3x3x1x192xf32>
    %5851 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5852 = stablehlo.multiply %5851, %4672 : tensor<192xf32>
    %5853 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5854 = stablehlo.multiply %5853, %4682 : tensor<192xf32>
    %5855 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %5856 = stablehlo.multiply %5855, %4692 : tensor<1x1x192x32xf32>
    %5857 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5858 = stablehlo.multiply %5857, %4702 : tensor<32xf32>
    %5859 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5860 = stablehlo.multiply %5859, %4712 : tensor<32xf32>
    %5861 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %5862 = stablehlo.multiply %5861, %4722 : tensor<1x1x32x192xf32>
    %5863 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5864 = stablehlo.multiply %5863, %4732 : tensor<192xf32>
    %5865 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5866 = stablehlo.multiply %5865, %4742 : tensor<192xf32>
    %5867 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %5868 = stablehlo.multiply %5867, %4752 : tensor<3x3x1x192xf32>
    %5869 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5870 = stablehlo.multiply %5869, %4762 : tensor<192xf32>
    %5871 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5872 = stablehlo.multiply %5871, %4772 : tensor<192xf32>
    %5873 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %5874 = stablehlo.multiply %5873, %4782 : tensor<1x1x192x64xf32>
    %5875 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5876 = stablehlo.multiply %5875, %4792 : tensor<64xf32>
    %5877 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5878 = stablehlo.multiply %5877, %4802 : tensor<64xf32>
    %5879 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5880 = stablehlo.multiply %5879, %4812 : tensor<1x1x64x384xf32>
    %5881 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5882 = stablehlo.multiply %5881, %4822 : tensor<384xf32>
    %5883 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5884 = stablehlo.multiply %5883, %4832 : tensor<384xf32>
    %5885 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5886 = stablehlo.multiply %5885, %4842 : tensor<3x3x1x384xf32>
    %5887 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5888 = stablehlo.multiply %5887, %4852 : tensor<384xf32>
    %5889 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5890 = stablehlo.multiply %5889, %4862 : tensor<384xf32>
    %5891 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %5892 = stablehlo.multiply %5891, %4872 : tensor<1x1x384x64xf32>
    %5893 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5894 = stablehlo.multiply %5893, %4882 : tensor<64xf32>
    %5895 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5896 = stablehlo.multiply %5895, %4892 : tensor<64xf32>
    %5897 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5898 = stablehlo.multiply %5897, %4902 : tensor<1x1x64x384xf32>
    %5899 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5900 = stablehlo.multiply %5899, %4912 : tensor<384xf32>
    %5901 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5902 = stablehlo.multiply %5901, %4922 : tensor<384xf32>
    %5903 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5904 = stablehlo.multiply %5903, %4932 : tensor<3x3x1x384xf32>
    %5905 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5906 = stablehlo.multiply %5905, %4942 : tensor<384xf32>
    %5907 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5908 = stablehlo.multiply %5907, %4952 : tensor<384xf32>
    %5909 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %5910 = stablehlo.multiply %5909, %4962 : tensor<1x1x384x64xf32>
    %5911 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5912 = stablehlo.multiply %5911, %4972 : tensor<64xf32>
    %5913 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5914 = stablehlo.multiply %5913, %4982 : tensor<64xf32>
    %5915 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5916 = stablehlo.multiply %5915, %4992 : tensor<1x1x64x384xf32>
    %5917 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5918 = stablehlo.multiply %5917, %5002 : tensor<384xf32>
    %5919 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5920 = stablehlo.multiply %5919, %5012 : tensor<384xf32>
    %5921 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5922 = stablehlo.multiply %5921, %5022 : tensor<3x3x1x384xf32>
    %5923 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5924 = stablehlo.multiply %5923, %5032 : tensor<384xf32>
    %5925 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5926 = stablehlo.multiply %5925, %5042 : tensor<384xf32>
    %5927 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %5928 = stablehlo.multiply %5927, %5052 : tensor<1x1x384x64xf32>
    %5929 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5930 = stablehlo.multiply %5929, %5062 : tensor<64xf32>
    %5931 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5932 = stablehlo.multiply %5931, %5072 : tensor<64xf32>
    %5933 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5934 = stablehlo.multiply %5933, %5082 : tensor<1x1x64x384xf32>
    %5935 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5936 = stablehlo.multiply %5935, %5092 : tensor<384xf32>
    %5937 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5938 = stablehlo.multiply %5937, %5102 : tensor<384xf32>
    %5939 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5940 = stablehlo.multiply %5939, %5112 : tensor<3x3x1x384xf32>
    %5941 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5942 = stablehlo.multiply %5941, %5122 : tensor<384xf32>
    %5943 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5944 = stablehlo.multiply %5943, %5132 : tensor<384xf32>
    %5945 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %5946 = stablehlo.multiply %5945, %5142 : tensor<1x1x384x96xf32>
    %5947 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5948 = stablehlo.multiply %5947, %5152 : tensor<96xf32>
    %5949 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5950 = stablehlo.multiply %5949, %5162 : tensor<96xf32>
    %5951 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %5952 = stablehlo.multiply %5951, %5172 : tensor<1x1x96x576xf32>
    %5953 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5954 = stablehlo.multiply %5953, %5182 : tensor<576xf32>
    %5955 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5956 = stablehlo.multiply %5955, %5192 : tensor<576xf32>
    %5957 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %5958 = stablehlo.multiply %5957, %5202 : tensor<3x3x1x576xf32>
    %5959 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5960 = stablehlo.multiply %5959, %5212 : tensor<576xf32>
    %5961 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5962 = stablehlo.multiply %5961, %5222 : tensor<576xf32>
    %5963 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %5964 = stablehlo.multiply %5963, %5232 : tensor<1x1x576x96xf32>
    %5965 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5966 = stablehlo.multiply %5965, %5242 : tensor<96xf32>
    %5967 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5968 = stablehlo.multiply %5967, %5252 : tensor<96xf32>
    %5969 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %5970 = stablehlo.multiply %5969, %5262 : tensor<1x1x96x576xf32>
    %5971 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5972 = stablehlo.multiply %5971, %5272 : tensor<576xf32>
    %5973 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5974 = stablehlo.multiply %5973, %5282 : tensor<576xf32>
    %5975 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %5976 = stablehlo.multiply %5975, %5292 : tensor<3x3x1x576xf32>
    %5977 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5978 = stablehlo.multiply %5977, %5302 : tensor<576xf32>
    %5979 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5980 = stablehlo.multiply %5979, %5312 : tensor<576xf32>
    %5981 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %5982 = stablehlo.multiply %5981, %5322 : tensor<1x1x576x96xf32>
    %5983 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5984 = stablehlo.multiply %5983, %5332 : tensor<96xf32>
    %5985 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5986 = stablehlo.multiply %5985, %5342 : tensor<96xf32>
    %5987 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %5988 = stablehlo.multiply %5987, %5352 : tensor<1x1x96x576xf32>
    %5989 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5990 = stablehlo.multiply %5989, %5362 : tensor<576xf32>
    %5991 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5992 = stablehlo.multiply %5991, %5372 : tensor<576xf32>
    %5993 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %5994 = stablehlo.multiply %5993, %5382 : tensor<3x3x1x576xf32>
    %5995 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5996 = stablehlo.multiply %5995, %5392 : tensor<576xf32>
    %5997 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5998 = stablehlo.multiply %5997, %5402 : tensor<576xf32>
    %5999 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %6000 = stablehlo.multiply %5999, %5412 : tensor<1x1x576x160xf32>
    %6001 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6002 = stablehlo.multiply %6001, %5422 : tensor<160xf32>
    %6003 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6004 = stablehlo.multiply %6003, %5432 : tensor<160xf32>
    %6005 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6006 = stablehlo.multiply %6005, %5442 : tensor<1x1x160x960xf32>
    %6007 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6008 = stablehlo.multiply %6007, %5452 : tensor<960xf32>
    %6009 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6010 = stablehlo.multiply %6009, %5462 : tensor<960xf32>
    %6011 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6012 = stablehlo.multiply %6011, %5472 : tensor<3x3x1x960xf32>
    %6013 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6014 = stablehlo.multiply %6013, %5482 : tensor<960xf32>
    %6015 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6016 = stablehlo.multiply %6015, %5492 : tensor<960xf32>
    %6017 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6018 = stablehlo.multiply %6017, %5502 : tensor<1x1x960x160xf32>
    %6019 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6020 = stablehlo.multiply %6019, %5512 : tensor<160xf32>
    %6021 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6022 = stablehlo.multiply %6021, %5522 : tensor<160xf32>
    %6023 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6024 = stablehlo.multiply %6023, %5532 : tensor<1x1x160x960xf32>
    %6025 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6026 = stablehlo.multiply %6025, %5542 : tensor<960xf32>
    %6027 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6028 = stablehlo.multiply %6027, %5552 : tensor<960xf32>
    %6029 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6030 = stablehlo.multiply %6029, %5562 : tensor<3x3x1x960xf32>
    %6031 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6032 = stablehlo.multiply %6031, %5572 : tensor<960xf32>
    %6033 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6034 = stablehlo.multiply %6033, %5582 : tensor<960xf32>
    %6035 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6036 = stablehlo.multiply %6035, %5592 : tensor<1x1x960x160xf32>
    %6037 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6038 = stablehlo.multiply %6037, %5602 : tensor<160xf32>
    %6039 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6040 = stablehlo.multiply %6039, %5612 : tensor<160xf32>
    %6041 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6042 = stablehlo.multiply %6041, %5622 : tensor<1x1x160x960xf32>
    %6043 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6044 = stablehlo.multiply %6043, %5632 : tensor<960xf32>
    %6045 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6046 = stablehlo.multiply %6045, %5642 : tensor<960xf32>
    %6047 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6048 = stablehlo.multiply %6047, %5652 : tensor<3x3x1x960xf32>
    %6049 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6050 = stablehlo.multiply %6049, %5662 : tensor<960xf32>
    %6051 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6052 = stablehlo.multiply %6051, %5672 : tensor<960xf32>
    %6053 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %6054 = stablehlo.multiply %6053, %5682 : tensor<1x1x960x320xf32>
    %6055 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6056 = stablehlo.multiply %6055, %5692 : tensor<320xf32>
    %6057 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6058 = stablehlo.multiply %6057, %5702 : tensor<320xf32>
    %6059 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %6060 = stablehlo.multiply %6059, %5712 : tensor<1x1x320x1280xf32>
    %6061 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6062 = stablehlo.multiply %6061, %5722 : tensor<1280xf32>
    %6063 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6064 = stablehlo.multiply %6063, %5732 : tensor<1280xf32>
    %6065 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %6066 = stablehlo.multiply %6065, %5742 : tensor<1280x1000xf32>
    %6067 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6068 = stablehlo.multiply %6067, %5752 : tensor<1000xf32>
    %6069 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %6070 = stablehlo.multiply %6069, %trace.conv_stem.w : tensor<3x3x3x32xf32>
    %6071 = stablehlo.add %5754, %6070 : tensor<3x3x3x32xf32>
    %6072 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6073 = stablehlo.multiply %6072, %trace.bn1.g : tensor<32xf32>
    %6074 = stablehlo.add %5756, %6073 : tensor<32xf32>
    %6075 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6076 = stablehlo.multiply %6075, %trace.bn1.b : tensor<32xf32>
    %6077 = stablehlo.add %5758, %6076 : tensor<32xf32>
    %6078 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %6079 = stablehlo.multiply %6078, %trace.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %6080 = stablehlo.add %5760, %6079 : tensor<3x3x1x32xf32>
    %6081 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6082 = stablehlo.multiply %6081, %trace.blocks.0.0.bn1.g : tensor<32xf32>
    %6083 = stablehlo.add %5762, %6082 : tensor<32xf32>
    %6084 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6085 = stablehlo.multiply %6084, %trace.blocks.0.0.bn1.b : tensor<32xf32>
    %6086 = stablehlo.add %5764, %6085 : tensor<32xf32>
    %6087 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %6088 = stablehlo.multiply %6087, %trace.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %6089 = stablehlo.add %5766, %6088 : tensor<1x1x32x16xf32>
    %6090 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6091 = stablehlo.multiply %6090, %trace.blocks.0.0.bn2.g : tensor<16xf32>
    %6092 = stablehlo.add %5768, %6091 : tensor<16xf32>
    %6093 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6094 = stablehlo.multiply %6093, %trace.blocks.0.0.bn2.b : tensor<16xf32>
    %6095 = stablehlo.add %5770, %6094 : tensor<16xf32>
    %6096 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %6097 = stablehlo.multiply %6096, %trace.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %6098 = stablehlo.add %5772, %6097 : tensor<1x1x16x96xf32>
    %6099 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6100 = stablehlo.multiply %6099, %trace.blocks.1.0.bn1.g : tensor<96xf32>
    %6101 = stablehlo.add %5774, %6100 : tensor<96xf32>
    %6102 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6103 = stablehlo.multiply %6102, %trace.blocks.1.0.bn1.b : tensor<96xf32>
    %6104 = stablehlo.add %5776, %6103 : tensor<96xf32>
    %6105 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %6106 = stablehlo.multiply %6105, %trace.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %6107 = stablehlo.add %5778, %6106 : tensor<3x3x1x96xf32>
    %6108 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6109 = stablehlo.multiply %6108, %trace.blocks.1.0.bn2.g : tensor<96xf32>
    %6110 = stablehlo.add %5780, %6109 : tensor<96xf32>
    %6111 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6112 = stablehlo.multiply %6111, %trace.blocks.1.0.bn2.b : tensor<96xf32>
    %6113 = stablehlo.add %5782, %6112 : tensor<96xf32>
    %6114 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %6115 = stablehlo.multiply %6114, %trace.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %6116 = stablehlo.add %5784, %6115 : tensor<1x1x96x24xf32>
    %6117 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6118 = stablehlo.multiply %6117, %trace.blocks.1.0.bn3.g : tensor<24xf32>
    %6119 = stablehlo.add %5786, %6118 : tensor<24xf32>
    %6120 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6121 = stablehlo.multiply %6120, %trace.blocks.1.0.bn3.b : tensor<24xf32>
    %6122 = stablehlo.add %5788, %6121 : tensor<24xf32>
    %6123 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6124 = stablehlo.multiply %6123, %trace.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %6125 = stablehlo.add %5790, %6124 : tensor<1x1x24x144xf32>
    %6126 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6127 = stablehlo.multiply %6126, %trace.blocks.1.1.bn1.g : tensor<144xf32>
    %6128 = stablehlo.add %5792, %6127 : tensor<144xf32>
    %6129 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6130 = stablehlo.multiply %6129, %trace.blocks.1.1.bn1.b : tensor<144xf32>
    %6131 = stablehlo.add %5794, %6130 : tensor<144xf32>
    %6132 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6133 = stablehlo.multiply %6132, %trace.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %6134 = stablehlo.add %5796, %6133 : tensor<3x3x1x144xf32>
    %6135 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6136 = stablehlo.multiply %6135, %trace.blocks.1.1.bn2.g : tensor<144xf32>
    %6137 = stablehlo.add %5798, %6136 : tensor<144xf32>
    %6138 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6139 = stablehlo.multiply %6138, %trace.blocks.1.1.bn2.b : tensor<144xf32>
    %6140 = stablehlo.add %5800, %6139 : tensor<144xf32>
    %6141 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %6142 = stablehlo.multiply %6141, %trace.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %6143 = stablehlo.add %5802, %6142 : tensor<1x1x144x24xf32>
    %6144 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6145 = stablehlo.multiply %6144, %trace.blocks.1.1.bn3.g : tensor<24xf32>
    %6146 = stablehlo.add %5804, %6145 : tensor<24xf32>
    %6147 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6148 = stablehlo.multiply %6147, %trace.blocks.1.1.bn3.b : tensor<24xf32>
    %6149 = stablehlo.add %5806, %6148 : tensor<24xf32>
    %6150 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6151 = stablehlo.multiply %6150, %trace.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %6152 = stablehlo.add %5808, %6151 : tensor<1x1x24x144xf32>
    %6153 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6154 = stablehlo.multiply %6153, %trace.blocks.2.0.bn1.g : tensor<144xf32>
    %6155 = stablehlo.add %5810, %6154 : tensor<144xf32>
    %6156 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6157 = stablehlo.multiply %6156, %trace.blocks.2.0.bn1.b : tensor<144xf32>
    %6158 = stablehlo.add %5812, %6157 : tensor<144xf32>
    %6159 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6160 = stablehlo.multiply %6159, %trace.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %6161 = stablehlo.add %5814, %6160 : tensor<3x3x1x144xf32>
    %6162 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6163 = stablehlo.multiply %6162, %trace.blocks.2.0.bn2.g : tensor<144xf32>
    %6164 = stablehlo.add %5816, %6163 : tensor<144xf32>
    %6165 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6166 = stablehlo.multiply %6165, %trace.blocks.2.0.bn2.b : tensor<144xf32>
    %6167 = stablehlo.add %5818, %6166 : tensor<144xf32>
    %6168 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %6169 = stablehlo.multiply %6168, %trace.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %6170 = stablehlo.add %5820, %6169 : tensor<1x1x144x32xf32>
    %6171 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6172 = stablehlo.multiply %6171, %trace.blocks.2.0.bn3.g : tensor<32xf32>
    %6173 = stablehlo.add %5822, %6172 : tensor<32xf32>
    %6174 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6175 = stablehlo.multiply %6174, %trace.blocks.2.0.bn3.b : tensor<32xf32>
    %6176 = stablehlo.add %5824, %6175 : tensor<32xf32>
    %6177 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6178 = stablehlo.multiply %6177, %trace.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %6179 = stablehlo.add %5826, %6178 : tensor<1x1x32x192xf32>
    %6180 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6181 = stablehlo.multiply %6180, %trace.blocks.2.1.bn1.g : tensor<192xf32>
    %6182 = stablehlo.add %5828, %6181 : tensor<192xf32>
    %6183 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6184 = stablehlo.multiply %6183, %trace.blocks.2.1.bn1.b : tensor<192xf32>
    %6185 = stablehlo.add %5830, %6184 : tensor<192xf32>
    %6186 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6187 = stablehlo.multiply %6186, %trace.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %6188 = stablehlo.add %5832, %6187 : tensor<3x3x1x192xf32>
    %6189 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6190 = stablehlo.multiply %6189, %trace.blocks.2.1.bn2.g : tensor<192xf32>
    %6191 = stablehlo.add %5834, %6190 : tensor<192xf32>
    %6192 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6193 = stablehlo.multiply %6192, %trace.blocks.2.1.bn2.b : tensor<192xf32>
    %6194 = stablehlo.add %5836, %6193 : tensor<192xf32>
    %6195 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %6196 = stablehlo.multiply %6195, %trace.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %6197 = stablehlo.add %5838, %6196 : tensor<1x1x192x32xf32>
    %6198 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6199 = stablehlo.multiply %6198, %trace.blocks.2.1.bn3.g : tensor<32xf32>
    %6200 = stablehlo.add %5840, %6199 : tensor<32xf32>
    %6201 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6202 = stablehlo.multiply %6201, %trace.blocks.2.1.bn3.b : tensor<32xf32>
    %6203 = stablehlo.add %5842, %6202 : tensor<32xf32>
    %6204 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6205 = stablehlo.multiply %6204, %trace.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %6206 = stablehlo.add %5844, %6205 : tensor<1x1x32x192xf32>
    %6207 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6208 = stablehlo.multiply %6207, %trace.blocks.2.2.bn1.g : tensor<192xf32>
    %6209 = stablehlo.add %5846, %6208 : tensor<192xf32>
    %6210 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6211 = stablehlo.multiply %6210, %trace.blocks.2.2.bn1.b : tensor<192xf32>
    %6212 = stablehlo.add %5848, %6211 : tensor<192xf32>
    %6213 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6214 = stablehlo.multiply %6213, %trace.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %6215 = stablehlo.add %5850, %6214 : tensor<3x3x1x192xf32>
    %6216 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6217 = stablehlo.multiply %6216, %trace.blocks.2.2.bn2.g : tensor<192xf32>
    %6218 = stablehlo.add %5852, %6217 : tensor<192xf32>
    %6219 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6220 = stablehlo.multiply %6219, %trace.blocks.2.2.bn2.b : tensor<192xf32>
    %6221 = stablehlo.add %5854, %6220 : tensor<192xf32>
    %6222 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %6223 = stablehlo.multiply %6222, %trace.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %6224 = stablehlo.add %5856, %6223 : tensor<1x1x192x32xf32>
    %6225 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6226 = stablehlo.multiply %6225, %trace.blocks.2.2.bn3.g : tensor<32xf32>
    %6227 = stablehlo.add %5858, %6226 : tensor<32xf32>
    %6228 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6229 = stablehlo.multiply %6228, %trace.blocks.2.2.bn3.b : tensor<32xf32>
    %6230 = stablehlo.add %5860, %6229 : tensor<32xf32>
    %6231 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6232 = stablehlo.multiply %6231, %trace.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %6233 = stablehlo.add %5862, %6232 : tensor<1x1x32x192xf32>
    %6234 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6235 = stablehlo.multiply %6234, %trace.blocks.3.0.bn1.g : tensor<192xf32>
    %6236 = stablehlo.add %5864, %6235 : tensor<192xf32>
    %6237 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6238 = stablehlo.multiply %6237, %trace.blocks.3.0.bn1.b : tensor<192xf32>
    %6239 = stablehlo.add %5866, %6238 : tensor<192xf32>
    %6240 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6241 = stablehlo.multiply %6240, %trace.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %6242 = stablehlo.add %5868, %6241 : tensor<3x3x1x192xf32>
    %6243 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6244 = stablehlo.multiply %6243, %trace.blocks.3.0.bn2.g : tensor<192xf32>
    %6245 = stablehlo.add %5870, %6244 : tensor<192xf32>
    %6246 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6247 = stablehlo.multiply %6246, %trace.blocks.3.0.bn2.b : tensor<192xf32>
    %6248 = stablehlo.add %5872, %6247 : tensor<192xf32>
    %6249 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %6250 = stablehlo.multiply %6249, %trace.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %6251 = stablehlo.add %5874, %6250 : tensor<1x1x192x64xf32>
    %6252 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6253 = stablehlo.multiply %6252, %trace.blocks.3.0.bn3.g : tensor<64xf32>
    %6254 = stablehlo.add %5876, %6253 : tensor<64xf32>
    %6255 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6256 = stablehlo.multiply %6255, %trace.blocks.3.0.bn3.b : tensor<64xf32>
    %6257 = stablehlo.add %5878, %6256 : tensor<64xf32>
    %6258 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6259 = stablehlo.multiply %6258, %trace.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %6260 = stablehlo.add %5880, %6259 : tensor<1x1x64x384xf32>
    %6261 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6262 = stablehlo.multiply %6261, %trace.blocks.3.1.bn1.g : tensor<384xf32>
    %6263 = stablehlo.add %5882, %6262 : tensor<384xf32>
    %6264 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6265 = stablehlo.multiply %6264, %trace.blocks.3.1.bn1.b : tensor<384xf32>
    %6266 = stablehlo.add %5884, %6265 : tensor<384xf32>
    %6267 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6268 = stablehlo.multiply %6267, %trace.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %6269 = stablehlo.add %5886, %6268 : tensor<3x3x1x384xf32>
    %6270 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6271 = stablehlo.multiply %6270, %trace.blocks.3.1.bn2.g : tensor<384xf32>
    %6272 = stablehlo.add %5888, %6271 : tensor<384xf32>
    %6273 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6274 = stablehlo.multiply %6273, %trace.blocks.3.1.bn2.b : tensor<384xf32>
    %6275 = stablehlo.add %5890, %6274 : tensor<384xf32>
    %6276 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %6277 = stablehlo.multiply %6276, %trace.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %6278 = stablehlo.add %5892, %6277 : tensor<1x1x384x64xf32>
    %6279 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6280 = stablehlo.multiply %6279, %trace.blocks.3.1.bn3.g : tensor<64xf32>
    %6281 = stablehlo.add %5894, %6280 : tensor<64xf32>
    %6282 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6283 = stablehlo.multiply %6282, %trace.blocks.3.1.bn3.b : tensor<64xf32>
    %6284 = stablehlo.add %5896, %6283 : tensor<64xf32>
    %6285 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6286 = stablehlo.multiply %6285, %trace.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %6287 = stablehlo.add %5898, %6286 : tensor<1x1x64x384xf32>
    %6288 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6289 = stablehlo.multiply %6288, %trace.blocks.3.2.bn1.g : tensor<384xf32>
    %6290 = stablehlo.add %5900, %6289 : tensor<384xf32>
    %6291 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6292 = stablehlo.multiply %6291, %trace.blocks.3.2.bn1.b : tensor<384xf32>
    %6293 = stablehlo.add %5902, %6292 : tensor<384xf32>
    %6294 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6295 = stablehlo.multiply %6294, %trace.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %6296 = stablehlo.add %5904, %6295 : tensor<3x3x1x384xf32>
    %6297 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6298 = stablehlo.multiply %6297, %trace.blocks.3.2.bn2.g : tensor<384xf32>
    %6299 = stablehlo.add %5906, %6298 : tensor<384xf32>
    %6300 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6301 = stablehlo.multiply %6300, %trace.blocks.3.2.bn2.b : tensor<384xf32>
    %6302 = stablehlo.add %5908, %6301 : tensor<384xf32>
    %6303 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %6304 = stablehlo.multiply %6303, %trace.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %6305 = stablehlo.add %5910, %6304 : tensor<1x1x384x64xf32>
    %6306 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6307 = stablehlo.multiply %6306, %trace.blocks.3.2.bn3.g : tensor<64xf32>
    %6308 = stablehlo.add %5912, %6307 : tensor<64xf32>
    %6309 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6310 = stablehlo.multiply %6309, %trace.blocks.3.2.bn3.b : tensor<64xf32>
    %6311 = stablehlo.add %5914, %6310 : tensor<64xf32>
    %6312 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6313 = stablehlo.multiply %6312, %trace.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %6314 = stablehlo.add %5916, %6313 : tensor<1x1x64x384xf32>
    %6315 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6316 = stablehlo.multiply %6315, %trace.blocks.3.3.bn1.g : tensor<384xf32>
    %6317 = stablehlo.add %5918, %6316 : tensor<384xf32>
    %6318 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6319 = stablehlo.multiply %6318, %trace.blocks.3.3.bn1.b : tensor<384xf32>
    %6320 = stablehlo.add %5920, %6319 : tensor<384xf32>
    %6321 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6322 = stablehlo.multiply %6321, %trace.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %6323 = stablehlo.add %5922, %6322 : tensor<3x3x1x384xf32>
    %6324 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6325 = stablehlo.multiply %6324, %trace.blocks.3.3.bn2.g : tensor<384xf32>
    %6326 = stablehlo.add %5924, %6325 : tensor<384xf32>
    %6327 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6328 = stablehlo.multiply %6327, %trace.blocks.3.3.bn2.b : tensor<384xf32>
    %6329 = stablehlo.add %5926, %6328 : tensor<384xf32>
    %6330 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %6331 = stablehlo.multiply %6330, %trace.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %6332 = stablehlo.add %5928, %6331 : tensor<1x1x384x64xf32>
    %6333 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6334 = stablehlo.multiply %6333, %trace.blocks.3.3.bn3.g : tensor<64xf32>
    %6335 = stablehlo.add %5930, %6334 : tensor<64xf32>
    %6336 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6337 = stablehlo.multiply %6336, %trace.blocks.3.3.bn3.b : tensor<64xf32>
    %6338 = stablehlo.add %5932, %6337 : tensor<64xf32>
    %6339 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6340 = stablehlo.multiply %6339, %trace.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %6341 = stablehlo.add %5934, %6340 : tensor<1x1x64x384xf32>
    %6342 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6343 = stablehlo.multiply %6342, %trace.blocks.4.0.bn1.g : tensor<384xf32>
    %6344 = stablehlo.add %5936, %6343 : tensor<384xf32>
    %6345 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6346 = stablehlo.multiply %6345, %trace.blocks.4.0.bn1.b : tensor<384xf32>
    %6347 = stablehlo.add %5938, %6346 : tensor<384xf32>
    %6348 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6349 = stablehlo.multiply %6348, %trace.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %6350 = stablehlo.add %5940, %6349 : tensor<3x3x1x384xf32>
    %6351 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6352 = stablehlo.multiply %6351, %trace.blocks.4.0.bn2.g : tensor<384xf32>
    %6353 = stablehlo.add %5942, %6352 : tensor<384xf32>
    %6354 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6355 = stablehlo.multiply %6354, %trace.blocks.4.0.bn2.b : tensor<384xf32>
    %6356 = stablehlo.add %5944, %6355 : tensor<384xf32>
    %6357 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %6358 = stablehlo.multiply %6357, %trace.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %6359 = stablehlo.add %5946, %6358 : tensor<1x1x384x96xf32>
    %6360 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6361 = stablehlo.multiply %6360, %trace.blocks.4.0.bn3.g : tensor<96xf32>
    %6362 = stablehlo.add %5948, %6361 : tensor<96xf32>
    %6363 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6364 = stablehlo.multiply %6363, %trace.blocks.4.0.bn3.b : tensor<96xf32>
    %6365 = stablehlo.add %5950, %6364 : tensor<96xf32>
    %6366 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6367 = stablehlo.multiply %6366, %trace.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %6368 = stablehlo.add %5952, %6367 : tensor<1x1x96x576xf32>
    %6369 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6370 = stablehlo.multiply %6369, %trace.blocks.4.1.bn1.g : tensor<576xf32>
    %6371 = stablehlo.add %5954, %6370 : tensor<576xf32>
    %6372 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6373 = stablehlo.multiply %6372, %trace.blocks.4.1.bn1.b : tensor<576xf32>
    %6374 = stablehlo.add %5956, %6373 : tensor<576xf32>
    %6375 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6376 = stablehlo.multiply %6375, %trace.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %6377 = stablehlo.add %5958, %6376 : tensor<3x3x1x576xf32>
    %6378 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6379 = stablehlo.multiply %6378, %trace.blocks.4.1.bn2.g : tensor<576xf32>
    %6380 = stablehlo.add %5960, %6379 : tensor<576xf32>
    %6381 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6382 = stablehlo.multiply %6381, %trace.blocks.4.1.bn2.b : tensor<576xf32>
    %6383 = stablehlo.add %5962, %6382 : tensor<576xf32>
    %6384 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6385 = stablehlo.multiply %6384, %trace.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %6386 = stablehlo.add %5964, %6385 : tensor<1x1x576x96xf32>
    %6387 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6388 = stablehlo.multiply %6387, %trace.blocks.4.1.bn3.g : tensor<96xf32>
    %6389 = stablehlo.add %5966, %6388 : tensor<96xf32>
    %6390 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6391 = stablehlo.multiply %6390, %trace.blocks.4.1.bn3.b : tensor<96xf32>
    %6392 = stablehlo.add %5968, %6391 : tensor<96xf32>
    %6393 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6394 = stablehlo.multiply %6393, %trace.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %6395 = stablehlo.add %5970, %6394 : tensor<1x1x96x576xf32>
    %6396 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6397 = stablehlo.multiply %6396, %trace.blocks.4.2.bn1.g : tensor<576xf32>
    %6398 = stablehlo.add %5972, %6397 : tensor<576xf32>
    %6399 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6400 = stablehlo.multiply %6399, %trace.blocks.4.2.bn1.b : tensor<576xf32>
    %6401 = stablehlo.add %5974, %6400 : tensor<576xf32>
    %6402 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6403 = stablehlo.multiply %6402, %trace.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %6404 = stablehlo.add %5976, %6403 : tensor<3x3x1x576xf32>
    %6405 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6406 = stablehlo.multiply %6405, %trace.blocks.4.2.bn2.g : tensor<576xf32>
    %6407 = stablehlo.add %5978, %6406 : tensor<576xf32>
    %6408 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6409 = stablehlo.multiply %6408, %trace.blocks.4.2.bn2.b : tensor<576xf32>
    %6410 = stablehlo.add %5980, %6409 : tensor<576xf32>
    %6411 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6412 = stablehlo.multiply %6411, %trace.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %6413 = stablehlo.add %5982, %6412 : tensor<1x1x576x96xf32>
    %6414 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6415 = stablehlo.multiply %6414, %trace.blocks.4.2.bn3.g : tensor<96xf32>
    %6416 = stablehlo.add %5984, %6415 : tensor<96xf32>
    %6417 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6418 = stablehlo.multiply %6417, %trace.blocks.4.2.bn3.b : tensor<96xf32>
    %6419 = stablehlo.add %5986, %6418 : tensor<96xf32>
    %6420 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6421 = stablehlo.multiply %6420, %trace.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %6422 = stablehlo.add %5988, %6421 : tensor<1x1x96x576xf32>
    %6423 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6424 = stablehlo.multiply %6423, %trace.blocks.5.0.bn1.g : tensor<576xf32>
    %6425 = stablehlo.add %5990, %6424 : tensor<576xf32>
    %6426 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6427 = stablehlo.multiply %6426, %trace.blocks.5.0.bn1.b : tensor<576xf32>
    %6428 = stablehlo.add %5992, %6427 : tensor<576xf32>
    %6429 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6430 = stablehlo.multiply %6429, %trace.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %6431 = stablehlo.add %5994, %6430 : tensor<3x3x1x576xf32>
    %6432 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6433 = stablehlo.multiply %6432, %trace.blocks.5.0.bn2.g : tensor<576xf32>
    %6434 = stablehlo.add %5996, %6433 : tensor<576xf32>
    %6435 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6436 = stablehlo.multiply %6435, %trace.blocks.5.0.bn2.b : tensor<576xf32>
    %6437 = stablehlo.add %5998, %6436 : tensor<576xf32>
    %6438 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %6439 = stablehlo.multiply %6438, %trace.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %6440 = stablehlo.add %6000, %6439 : tensor<1x1x576x160xf32>
    %6441 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6442 = stablehlo.multiply %6441, %trace.blocks.5.0.bn3.g : tensor<160xf32>
    %6443 = stablehlo.add %6002, %6442 : tensor<160xf32>
    %6444 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6445 = stablehlo.multiply %6444, %trace.blocks.5.0.bn3.b : tensor<160xf32>
    %6446 = stablehlo.add %6004, %6445 : tensor<160xf32>
    %6447 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6448 = stablehlo.multiply %6447, %trace.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %6449 = stablehlo.add %6006, %6448 : tensor<1x1x160x960xf32>
    %6450 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6451 = stablehlo.multiply %6450, %trace.blocks.5.1.bn1.g : tensor<960xf32>
    %6452 = stablehlo.add %6008, %6451 : tensor<960xf32>
    %6453 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6454 = stablehlo.multiply %6453, %trace.blocks.5.1.bn1.b : tensor<960xf32>
    %6455 = stablehlo.add %6010, %6454 : tensor<960xf32>
    %6456 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6457 = stablehlo.multiply %6456, %trace.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %6458 = stablehlo.add %6012, %6457 : tensor<3x3x1x960xf32>
    %6459 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6460 = stablehlo.multiply %6459, %trace.blocks.5.1.bn2.g : tensor<960xf32>
    %6461 = stablehlo.add %6014, %6460 : tensor<960xf32>
    %6462 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6463 = stablehlo.multiply %6462, %trace.blocks.5.1.bn2.b : tensor<960xf32>
    %6464 = stablehlo.add %6016, %6463 : tensor<960xf32>
    %6465 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6466 = stablehlo.multiply %6465, %trace.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %6467 = stablehlo.add %6018, %6466 : tensor<1x1x960x160xf32>
    %6468 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6469 = stablehlo.multiply %6468, %trace.blocks.5.1.bn3.g : tensor<160xf32>
    %6470 = stablehlo.add %6020, %6469 : tensor<160xf32>
    %6471 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6472 = stablehlo.multiply %6471, %trace.blocks.5.1.bn3.b : tensor<160xf32>
    %6473 = stablehlo.add %6022, %6472 : tensor<160xf32>
    %6474 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6475 = stablehlo.multiply %6474, %trace.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %6476 = stablehlo.add %6024, %6475 : tensor<1x1x160x960xf32>
    %6477 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6478 = stablehlo.multiply %6477, %trace.blocks.5.2.bn1.g : tensor<960xf32>
    %6479 = stablehlo.add %6026, %6478 : tensor<960xf32>
    %6480 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6481 = stablehlo.multiply %6480, %trace.blocks.5.2.bn1.b : tensor<960xf32>
    %6482 = stablehlo.add %6028, %6481 : tensor<960xf32>
    %6483 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6484 = stablehlo.multiply %6483, %trace.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %6485 = stablehlo.add %6030, %6484 : tensor<3x3x1x960xf32>
    %6486 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6487 = stablehlo.multiply %6486, %trace.blocks.5.2.bn2.g : tensor<960xf32>
    %6488 = stablehlo.add %6032, %6487 : tensor<960xf32>
    %6489 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6490 = stablehlo.multiply %6489, %trace.blocks.5.2.bn2.b : tensor<960xf32>
    %6491 = stablehlo.add %6034, %6490 : tensor<960xf32>
    %6492 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6493 = stablehlo.multiply %6492, %trace.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %6494 = stablehlo.add %6036, %6493 : tensor<1x1x960x160xf32>
    %6495 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6496 = stablehlo.multiply %6495, %trace.blocks.5.2.bn3.g : tensor<160xf32>
    %6497 = stablehlo.add %6038, %6496 : tensor<160xf32>
    %6498 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6499 = stablehlo.multiply %6498, %trace.blocks.5.2.bn3.b : tensor<160xf32>
    %6500 = stablehlo.add %6040, %6499 : tensor<160xf32>
    %6501 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6502 = stablehlo.multiply %6501, %trace.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %6503 = stablehlo.add %6042, %6502 : tensor<1x1x160x960xf32>
    %6504 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6505 = stablehlo.multiply %6504, %trace.blocks.6.0.bn1.g : tensor<960xf32>
    %6506 = stablehlo.add %6044, %6505 : tensor<960xf32>
    %6507 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6508 = stablehlo.multiply %6507, %trace.blocks.6.0.bn1.b : tensor<960xf32>
    %6509 = stablehlo.add %6046, %6508 : tensor<960xf32>
    %6510 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6511 = stablehlo.multiply %6510, %trace.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %6512 = stablehlo.add %6048, %6511 : tensor<3x3x1x960xf32>
    %6513 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6514 = stablehlo.multiply %6513, %trace.blocks.6.0.bn2.g : tensor<960xf32>
    %6515 = stablehlo.add %6050, %6514 : tensor<960xf32>
    %6516 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6517 = stablehlo.multiply %6516, %trace.blocks.6.0.bn2.b : tensor<960xf32>
    %6518 = stablehlo.add %6052, %6517 : tensor<960xf32>
    %6519 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %6520 = stablehlo.multiply %6519, %trace.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %6521 = stablehlo.add %6054, %6520 : tensor<1x1x960x320xf32>
    %6522 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6523 = stablehlo.multiply %6522, %trace.blocks.6.0.bn3.g : tensor<320xf32>
    %6524 = stablehlo.add %6056, %6523 : tensor<320xf32>
    %6525 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6526 = stablehlo.multiply %6525, %trace.blocks.6.0.bn3.b : tensor<320xf32>
    %6527 = stablehlo.add %6058, %6526 : tensor<320xf32>
    %6528 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %6529 = stablehlo.multiply %6528, %trace.conv_head.w : tensor<1x1x320x1280xf32>
    %6530 = stablehlo.add %6060, %6529 : tensor<1x1x320x1280xf32>
    %6531 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6532 = stablehlo.multiply %6531, %trace.bn2.g : tensor<1280xf32>
    %6533 = stablehlo.add %6062, %6532 : tensor<1280xf32>
    %6534 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6535 = stablehlo.multiply %6534, %trace.bn2.b : tensor<1280xf32>
    %6536 = stablehlo.add %6064, %6535 : tensor<1280xf32>
    %6537 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %6538 = stablehlo.multiply %6537, %trace.classifier.w : tensor<1280x1000xf32>
    %6539 = stablehlo.add %6066, %6538 : tensor<1280x1000xf32>
    %6540 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %6541 = stablehlo.multiply %6540, %trace.classifier.b : tensor<1000xf32>
    %6542 = stablehlo.add %6068, %6541 : tensor<1000xf32>
    %6543 = stablehlo.subtract %conv_stem.w, %6071 : tensor<3x3x3x32xf32>
    %6544 = stablehlo.subtract %bn1.g, %6074 : tensor<32xf32>
    %6545 = stablehlo.subtract %bn1.b, %6077 : tensor<32xf32>
    %6546 = stablehlo.subtract %blocks.0.0.conv_dw.w, %6080 : tensor<3x3x1x32xf32>
    %6547 = stablehlo.subtract %blocks.0.0.bn1.g, %6083 : tensor<32xf32>
    %6548 = stablehlo.subtract %blocks.0.0.bn1.b, %6086 : tensor<32xf32>
    %6549 = stablehlo.subtract %blocks.0.0.conv_pw.w, %6089 : tensor<1x1x32x16xf32>
    %6550 = stablehlo.subtract %blocks.0.0.bn2.g, %6092 : tensor<16xf32>
    %6551 = stablehlo.subtract %blocks.0.0.bn2.b, %6095 : tensor<16xf32>
    %6552 = stablehlo.subtract %blocks.1.0.conv_pw.w, %6098 : tensor<1x1x16x96xf32>
    %6553 = stablehlo.subtract %blocks.1.0.bn1.g, %6101 : tensor<96xf32>
    %6554 = stablehlo.subtract %blocks.1.0.bn1.b, %6104 : tensor<96xf32>
    %6555 = stablehlo.subtract %blocks.1.0.conv_dw.w, %6107 : tensor<3x3x1x96xf32>
    %6556 = stablehlo.subtract %blocks.1.0.bn2.g, %6110 : tensor<96xf32>
    %6557 = stablehlo.subtract %blocks.1.0.bn2.b, %6113 : tensor<96xf32>
    %6558 = stablehlo.subtract %blocks.1.0.conv_pwl.w, %6116 : tensor<1x1x96x24xf32>
    %6559 = stablehlo.subtract %blocks.1.0.bn3.g, %6119 : tensor<24xf32>
    %6560 = stablehlo.subtract %blocks.1.0.bn3.b, %6122 : tensor<24xf32>
    %6561 = stablehlo.subtract %blocks.1.1.conv_pw.w, %6125 : tensor<1x1x24x144xf32>
    %6562 = stablehlo.subtract %blocks.1.1.bn1.g, %6128 : tensor<144xf32>
    %6563 = stablehlo.subtract %blocks.1.1.bn1.b, %6131 : tensor<144xf32>
    %6564 = stablehlo.subtract %blocks.1.1.conv_dw.w, %6134 : tensor<3x3x1x144xf32>
    %6565 = stablehlo.subtract %blocks.1.1.bn2.g, %6137 : tensor<144xf32>
    %6566 = stablehlo.subtract %blocks.1.1.bn2.b, %6140 : tensor<144xf32>
    %6567 = stablehlo.subtract %blocks.1.1.conv_pwl.w, %6143 : tensor<1x1x144x24xf32>
    %6568 = stablehlo.subtract %blocks.1.1.bn3.g, %6146 : tensor<24xf32>
    %6569 = stablehlo.subtract %blocks.1.1.bn3.b, %6149 : tensor<24xf32>
    %6570 = stablehlo.subtract %blocks.2.0.conv_pw.w, %6152 : tensor<1x1x24x144xf32>
    %6571 = stablehlo.subtract %blocks.2.0.bn1.g, %6155 : tensor<144xf32>
    %6572 = stablehlo.subtract %blocks.2.0.bn1.b, %6158 : tensor<144xf32>
    %6573 = stablehlo.subtract %blocks.2.0.conv_dw.w, %6161 : tensor<3x3x1x144xf32>
    %6574 = stablehlo.subtract %blocks.2.0.bn2.g, %6164 : tensor<144xf32>
    %6575 = stablehlo.subtract %blocks.2.0.bn2.b, %6167 : tensor<144xf32>
    %6576 = stablehlo.subtract %blocks.2.0.conv_pwl.w, %6170 : tensor<1x1x144x32xf32>
    %6577 = stablehlo.subtract %blocks.2.0.bn3.g, %6173 : tensor<32xf32>
    %6578 = stablehlo.subtract %blocks.2.0.bn3.b, %6176 : tensor<32xf32>
    %6579 = stablehlo.subtract %blocks.2.1.conv_pw.w, %6179 : tensor<1x1x32x192xf32>
    %6580 = stablehlo.subtract %blocks.2.1.bn1.g, %6182 : tensor<192xf32>
    %6581 = stablehlo.subtract %blocks.2.1.bn1.b, %6185 : tensor<192xf32>
    %6582 = stablehlo.subtract %blocks.2.1.conv_dw.w, %6188 : tensor<3x3x1x192xf32>
    %6583 = stablehlo.subtract %blocks.2.1.bn2.g, %6191 : tensor<192xf32>
    %6584 = stablehlo.subtract %blocks.2.1.bn2.b, %6194 : tensor<192xf32>
    %6585 = stablehlo.subtract %blocks.2.1.conv_pwl.w, %6197 : tensor<1x1x192x32xf32>
    %6586 = stablehlo.subtract %blocks.2.1.bn3.g, %6200 : tensor<32xf32>
    %6587 = stablehlo.subtract %blocks.2.1.bn3.b, %6203 : tensor<32xf32>
    %6588 = stablehlo.subtract %blocks.2.2.conv_pw.w, %6206 : tensor<1x1x32x192xf32>
    %6589 = stablehlo.subtract %blocks.2.2.bn1.g, %6209 : tensor<192xf32>
    %6590 = stablehlo.subtract %blocks.2.2.bn1.b, %6212 : tensor<192xf32>
    %6591 = stablehlo.subtract %blocks.2.2.conv_dw.w, %6215 : tensor<3x3x1x192xf32>
    %6592 = stablehlo.subtract %blocks.2.2.bn2.g, %6218 : tensor<192xf32>
    %6593 = stablehlo.subtract %blocks.2.2.bn2.b, %6221 : tensor<192xf32>
    %6594 = stablehlo.subtract %blocks.2.2.conv_pwl.w, %6224 : tensor<1x1x192x32xf32>
    %6595 = stablehlo.subtract %blocks.2.2.bn3.g, %6227 : tensor<32xf32>
    %6596 = stablehlo.subtract %blocks.2.2.bn3.b, %6230 : tensor<32xf32>
    %6597 = stablehlo.subtract %blocks.3.0.conv_pw.w, %6233 : tensor<1x1x32x192xf32>
    %6598 = stablehlo.subtract %blocks.3.0.bn1.g, %6236 : tensor<192xf32>
    %6599 = stablehlo.subtract %blocks.3.0.bn1.b, %6239 : tensor<192xf32>
    %6600 = stablehlo.subtract %blocks.3.0.conv_dw.w, %6242 : tensor<3x3x1x192xf32>
    %6601 = stablehlo.subtract %blocks.3.0.bn2.g, %6245 : tensor<192xf32>
    %6602 = stablehlo.subtract %blocks.3.0.bn2.b, %6248 : tensor<192xf32>
    %6603 = stablehlo.subtract %blocks.3.0.conv_pwl.w, %6251 : tensor<1x1x192x64xf32>
    %6604 = stablehlo.subtract %blocks.3.0.bn3.g, %6254 : tensor<64xf32>
    %6605 = stablehlo.subtract %blocks.3.0.bn3.b, %6257 : tensor<64xf32>
    %6606 = stablehlo.subtract %blocks.3.1.conv_pw.w, %6260 : tensor<1x1x64x384xf32>
    %6607 = stablehlo.subtract %blocks.3.1.bn1.g, %6263 : tensor<384xf32>
    %6608 = stablehlo.subtract %blocks.3.1.bn1.b, %6266 : tensor<384xf32>
    %6609 = stablehlo.subtract %blocks.3.1.conv_dw.w, %6269 : tensor<3x3x1x384xf32>
    %6610 = stablehlo.subtract %blocks.3.1.bn2.g, %6272 : tensor<384xf32>
    %6611 = stablehlo.subtract %blocks.3.1.bn2.b, %6275 : tensor<384xf32>
    %6612 = stablehlo.subtract %blocks.3.1.conv_pwl.w, %6278 : tensor<1x1x384x64xf32>
    %6613 = stablehlo.subtract %blocks.3.1.bn3.g, %6281 : tensor<64xf32>
    %6614 = stablehlo.subtract %blocks.3.1.bn3.b, %6284 : tensor<64xf32>
    %6615 = stablehlo.subtract %blocks.3.2.conv_pw.w, %6287 : tensor<1x1x64x384xf32>
    %6616 = stablehlo.subtract %blocks.3.2.bn1.g, %6290 : tensor<384xf32>
    %6617 = stablehlo.subtract %blocks.3.2.bn1.b, %6293 : tensor<384xf32>
    %6618 = stablehlo.subtract %blocks.3.2.conv_dw.w, %6296 : tensor<3x3x1x384xf32>
    %6619 = stablehlo.subtract %blocks.3.2.bn2.g, %6299 : tensor<384xf32>
    %6620 = stablehlo.subtract %blocks.3.2.bn2.b, %6302 : tensor<384xf32>
    %6621 = stablehlo.subtract %blocks.3.2.conv_pwl.w, %6305 : tensor<1x1x384x64xf32>
    %6622 = stablehlo.subtract %blocks.3.2.bn3.g, %6308 : tensor<64xf32>
    %6623 = stablehlo.subtract %blocks.3.2.bn3.b, %6311 : tensor<64xf32>
    %6624 = stablehlo.subtract %blocks.3.3.conv_pw.w, %6314 : tensor<1x1x64x384xf32>
    %6625 = stablehlo.subtract %blocks.3.3.bn1.g, %6317 : tensor<384xf32>
    %6626 = stablehlo.subtract %blocks.3.3.bn1.b, %6320 : tensor<384xf32>
    %6627 = stablehlo.subtract %blocks.3.3.conv_dw.w, %6323 : tensor<3x3x1x384xf32>
    %6628 = stablehlo.subtract %blocks.3.3.bn2.g, %6326 : tensor<384xf32>
    %6629 = stablehlo.subtract %blocks.3.3.bn2.b, %6329 : tensor<384xf32>
    %6630 = stablehlo.subtract %blocks.3.3.conv_pwl.w, %6332 : tensor<1x1x384x64xf32>
    %6631 = stablehlo.subtract %blocks.3.3.bn3.g, %6335 : tensor<64xf32>
    %6632 = stablehlo.subtract %blocks.3.3.bn3.b, %6338 : tensor<64xf32>
    %6633 = stablehlo.subtract %blocks.4.0.conv_pw.w, %6341 : tensor<1x1x64x384xf32>
    %6634 = stablehlo.subtract %blocks.4.0.bn1.g, %6344 : tensor<384xf32>
    %6635 = stablehlo.subtract %blocks.4.0.bn1.b, %6347 : tensor<384xf32>
    %6636 = stablehlo.subtract %blocks.4.0.conv_dw.w, %6350 : tensor<3x3x1x384xf32>
    %6637 = stablehlo.subtract %blocks.4.0.bn2.g, %6353 : tensor<384xf32>
    %6638 = stablehlo.subtract %blocks.4.0.bn2.b, %6356 : tensor<384xf32>
    %6639 = stablehlo.subtract %blocks.4.0.conv_pwl.w, %6359 : tensor<1x1x384x96xf32>
    %6640 = stablehlo.subtract %blocks.4.0.bn3.g, %6362 : tensor<96xf32>
    %6641 = stablehlo.subtract %blocks.4.0.bn3.b, %6365 : tensor<96xf32>
    %6642 = stablehlo.subtract %blocks.4.1.conv_pw.w, %6368 : tensor<1x1x96x576xf32>
    %6643 = stablehlo.subtract %blocks.4.1.bn1.g, %6371 : tensor<576xf32>
    %6644 = stablehlo.subtract %blocks.4.1.bn1.b, %6374 : tensor<576xf32>
    %6645 = stablehlo.subtract %blocks.4.1.conv_dw.w, %6377 : tensor<3x3x1x576xf32>
    %6646 = stablehlo.subtract %blocks.4.1.bn2.g, %6380 : tensor<576xf32>
    %6647 = stablehlo.subtract %blocks.4.1.bn2.b, %6383 : tensor<576xf32>
    %6648 = stablehlo.subtract %blocks.4.1.conv_pwl.w, %6386 : tensor<1x1x576x96xf32>
    %6649 = stablehlo.subtract %blocks.4.1.bn3.g, %6389 : tensor<96xf32>
    %6650 = stablehlo.subtract %blocks.4.1.bn3.b, %6392 : tensor<96xf32>
    %6651 = stablehlo.subtract %blocks.4.2.conv_pw.w, %6395 : tensor<1x1x96x576xf32>
    %6652 = stablehlo.subtract %blocks.4.2.bn1.g, %6398 : tensor<576xf32>
    %6653 = stablehlo.subtract %blocks.4.2.bn1.b, %6401 : tensor<576xf32>
    %6654 = stablehlo.subtract %blocks.4.2.conv_dw.w, %6404 : tensor<3x3x1x576xf32>
    %6655 = stablehlo.subtract %blocks.4.2.bn2.g, %6407 : tensor<576xf32>
    %6656 = stablehlo.subtract %blocks.4.2.bn2.b, %6410 : tensor<576xf32>
    %6657 = stablehlo.subtract %blocks.4.2.conv_pwl.w, %6413 : tensor<1x1x576x96xf32>
    %6658 = stablehlo.subtract %blocks.4.2.bn3.g, %6416 : tensor<96xf32>
    %6659 = stablehlo.subtract %blocks.4.2.bn3.b, %6419 : tensor<96xf32>
    %6660 = stablehlo.subtract %blocks.5.0.conv_pw.w, %6422 : tensor<1x1x96x576xf32>
    %6661 = stablehlo.subtract %blocks.5.0.bn1.g, %6425 : tensor<576xf32>
    %6662 = stablehlo.subtract %blocks.5.0.bn1.b, %6428 : tensor<576xf32>
    %6663 = stablehlo.subtract %blocks.5.0.conv_dw.w, %6431 : tensor<3x3x1x576xf32>
    %6664 = stablehlo.subtract %blocks.5.0.bn2.g, %6434 : tensor<576xf32>
    %6665 = stablehlo.subtract %blocks.5.0.bn2.b, %6437 : tensor<576xf32>
    %6666 = stablehlo.subtract %blocks.5.0.conv_pwl.w, %6440 : tensor<1x1x576x160xf32>
    %6667 = stablehlo.subtract %blocks.5.0.bn3.g, %6443 : tensor<160xf32>
    %6668 = stablehlo.subtract %blocks.5.0.bn3.b, %6446 : tensor<160xf32>
    %6669 = stablehlo.subtract %blocks.5.1.conv_pw.w, %6449 : tensor<1x1x160x960xf32>
    %6670 = stablehlo.subtract %blocks.5.1.bn1.g, %6452 : tensor<960xf32>
    %6671 = stablehlo.subtract %blocks.5.1.bn1.b, %6455 : tensor<960xf32>
    %6672 = stablehlo.subtract %blocks.5.1.conv_dw.w, %6458 : tensor<3x3x1x960xf32>
    %6673 = stablehlo.subtract %blocks.5.1.bn2.g, %6461 : tensor<960xf32>
    %6674 = stablehlo.subtract %blocks.5.1.bn2.b, %6464 : tensor<960xf32>
    %6675 = stablehlo.subtract %blocks.5.1.conv_pwl.w, %6467 : tensor<1x1x960x160xf32>
    %6676 = stablehlo.subtract %blocks.5.1.bn3.g, %6470 : tensor<160xf32>
    %6677 = stablehlo.subtract %blocks.5.1.bn3.b, %6473 : tensor<160xf32>
    %6678 = stablehlo.subtract %blocks.5.2.conv_pw.w, %6476 : tensor<1x1x160x960xf32>
    %6679 = stablehlo.subtract %blocks.5.2.bn1.g, %6479 : tensor<960xf32>
    %6680 = stablehlo.subtract %blocks.5.2.bn1.b, %6482 : tensor<960xf32>
    %6681 = stablehlo.subtract %blocks.5.2.conv_dw.w, %6485 : tensor<3x3x1x960xf32>
    %6682 = stablehlo.subtract %blocks.5.2.bn2.g, %6488 : tensor<960xf32>
    %6683 = stablehlo.subtract %blocks.5.2.bn2.b, %6491 : tensor<960xf32>
    %6684 = stablehlo.subtract %blocks.5.2.conv_pwl.w, %6494 : tensor<1x1x960x160xf32>
    %6685 = stablehlo.subtract %blocks.5.2.bn3.g, %6497 : tensor<160xf32>
    %6686 = stablehlo.subtract %blocks.5.2.bn3.b, %6500 : tensor<160xf32>
    %6687 = stablehlo.subtract %blocks.6.0.conv_pw.w, %6503 : tensor<1x1x160x960xf32>
    %6688 = stablehlo.subtract %blocks.6.0.bn1.g, %6506 : tensor<960xf32>
    %6689 = stablehlo.subtract %blocks.6.0.bn1.b, %6509 : tensor<960xf32>
    %6690 = stablehlo.subtract %blocks.6.0.conv_dw.w, %6512 : tensor<3x3x1x960xf32>
    %6691 = stablehlo.subtract %blocks.6.0.bn2.g, %6515 : tensor<960xf32>
    %6692 = stablehlo.subtract %blocks.6.0.bn2.b, %6518 : tensor<960xf32>
    %6693 = stablehlo.subtract %blocks.6.0.conv_pwl.w, %6521 : tensor<1x1x960x320xf32>
    %6694 = stablehlo.subtract %blocks.6.0.bn3.g, %6524 : tensor<320xf32>
    %6695 = stablehlo.subtract %blocks.6.0.bn3.b, %6527 : tensor<320xf32>
    %6696 = stablehlo.subtract %conv_head.w, %6530 : tensor<1x1x320x1280xf32>
    %6697 = stablehlo.subtract %bn2.g, %6533 : tensor<1280xf32>
    %6698 = stablehlo.subtract %bn2.b, %6536 : tensor<1280xf32>
    %6699 = stablehlo.subtract %classifier.w, %6539 : tensor<1280x1000xf32>
    %6700 = stablehlo.subtract %classifier.b, %6542 : tensor<1000xf32>
    %6701 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %6702 = stablehlo.constant dense<1.0> : tensor<3x3x3x32xf32>
    %6703 = stablehlo.subtract %6702, %6701 : tensor<3x3x3x32xf32>
    %6704 = stablehlo.multiply %6701, %ema.conv_stem.w : tensor<3x3x3x32xf32>
    %6705 = stablehlo.multiply %6703, %6543 : tensor<3x3x3x32xf32>
    %6706 = stablehlo.add %6704, %6705 : tensor<3x3x3x32xf32>
    %6707 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6708 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6709 = stablehlo.subtract %6708, %6707 : tensor<32xf32>
    %6710 = stablehlo.multiply %6707, %ema.bn1.g : tensor<32xf32>
    %6711 = stablehlo.multiply %6709, %6544 : tensor<32xf32>
    %6712 = stablehlo.add %6710, %6711 : tensor<32xf32>
    %6713 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6714 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6715 = stablehlo.subtract %6714, %6713 : tensor<32xf32>
    %6716 = stablehlo.multiply %6713, %ema.bn1.b : tensor<32xf32>
    %6717 = stablehlo.multiply %6715, %6545 : tensor<32xf32>
    %6718 = stablehlo.add %6716, %6717 : tensor<32xf32>
    %6719 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %6720 = stablehlo.constant dense<1.0> : tensor<3x3x1x32xf32>
    %6721 = stablehlo.subtract %6720, %6719 : tensor<3x3x1x32xf32>
    %6722 = stablehlo.multiply %6719, %ema.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %6723 = stablehlo.multiply %6721, %6546 : tensor<3x3x1x32xf32>
    %6724 = stablehlo.add %6722, %6723 : tensor<3x3x1x32xf32>
    %6725 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6726 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6727 = stablehlo.subtract %6726, %6725 : tensor<32xf32>
    %6728 = stablehlo.multiply %6725, %ema.blocks.0.0.bn1.g : tensor<32xf32>
    %6729 = stablehlo.multiply %6727, %6547 : tensor<32xf32>
    %6730 = stablehlo.add %6728, %6729 : tensor<32xf32>
    %6731 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6732 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6733 = stablehlo.subtract %6732, %6731 : tensor<32xf32>
    %6734 = stablehlo.multiply %6731, %ema.blocks.0.0.bn1.b : tensor<32xf32>
    %6735 = stablehlo.multiply %6733, %6548 : tensor<32xf32>
    %6736 = stablehlo.add %6734, %6735 : tensor<32xf32>
    %6737 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %6738 = stablehlo.constant dense<1.0> : tensor<1x1x32x16xf32>
    %6739 = stablehlo.subtract %6738, %6737 : tensor<1x1x32x16xf32>
    %6740 = stablehlo.multiply %6737, %ema.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %6741 = stablehlo.multiply %6739, %6549 : tensor<1x1x32x16xf32>
    %6742 = stablehlo.add %6740, %6741 : tensor<1x1x32x16xf32>
    %6743 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6744 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %6745 = stablehlo.subtract %6744, %6743 : tensor<16xf32>
    %6746 = stablehlo.multiply %6743, %ema.blocks.0.0.bn2.g : tensor<16xf32>
    %6747 = stablehlo.multiply %6745, %6550 : tensor<16xf32>
    %6748 = stablehlo.add %6746, %6747 : tensor<16xf32>
    %6749 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6750 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %6751 = stablehlo.subtract %6750, %6749 : tensor<16xf32>
    %6752 = stablehlo.multiply %6749, %ema.blocks.0.0.bn2.b : tensor<16xf32>
    %6753 = stablehlo.multiply %6751, %6551 : tensor<16xf32>
    %6754 = stablehlo.add %6752, %6753 : tensor<16xf32>
    %6755 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %6756 = stablehlo.constant dense<1.0> : tensor<1x1x16x96xf32>
    %6757 = stablehlo.subtract %6756, %6755 : tensor<1x1x16x96xf32>
    %6758 = stablehlo.multiply %6755, %ema.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %6759 = stablehlo.multiply %6757, %6552 : tensor<1x1x16x96xf32>
    %6760 = stablehlo.add %6758, %6759 : tensor<1x1x16x96xf32>
    %6761 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6762 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6763 = stablehlo.subtract %6762, %6761 : tensor<96xf32>
    %6764 = stablehlo.multiply %6761, %ema.blocks.1.0.bn1.g : tensor<96xf32>
    %6765 = stablehlo.multiply %6763, %6553 : tensor<96xf32>
    %6766 = stablehlo.add %6764, %6765 : tensor<96xf32>
    %6767 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6768 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6769 = stablehlo.subtract %6768, %6767 : tensor<96xf32>
    %6770 = stablehlo.multiply %6767, %ema.blocks.1.0.bn1.b : tensor<96xf32>
    %6771 = stablehlo.multiply %6769, %6554 : tensor<96xf32>
    %6772 = stablehlo.add %6770, %6771 : tensor<96xf32>
    %6773 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %6774 = stablehlo.constant dense<1.0> : tensor<3x3x1x96xf32>
    %6775 = stablehlo.subtract %6774, %6773 : tensor<3x3x1x96xf32>
    %6776 = stablehlo.multiply %6773, %ema.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %6777 = stablehlo.multiply %6775, %6555 : tensor<3x3x1x96xf32>
    %6778 = stablehlo.add %6776, %6777 : tensor<3x3x1x96xf32>
    %6779 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6780 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6781 = stablehlo.subtract %6780, %6779 : tensor<96xf32>
    %6782 = stablehlo.multiply %6779, %ema.blocks.1.0.bn2.g : tensor<96xf32>
    %6783 = stablehlo.multiply %6781, %6556 : tensor<96xf32>
    %6784 = stablehlo.add %6782, %6783 : tensor<96xf32>
    %6785 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6786 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6787 = stablehlo.subtract %6786, %6785 : tensor<96xf32>
    %6788 = stablehlo.multiply %6785, %ema.blocks.1.0.bn2.b : tensor<96xf32>
    %6789 = stablehlo.multiply %6787, %6557 : tensor<96xf32>
    %6790 = stablehlo.add %6788, %6789 : tensor<96xf32>
    %6791 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %6792 = stablehlo.constant dense<1.0> : tensor<1x1x96x24xf32>
    %6793 = stablehlo.subtract %6792, %6791 : tensor<1x1x96x24xf32>
    %6794 = stablehlo.multiply %6791, %ema.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %6795 = stablehlo.multiply %6793, %6558 : tensor<1x1x96x24xf32>
    %6796 = stablehlo.add %6794, %6795 : tensor<1x1x96x24xf32>
    %6797 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6798 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6799 = stablehlo.subtract %6798, %6797 : tensor<24xf32>
    %6800 = stablehlo.multiply %6797, %ema.blocks.1.0.bn3.g : tensor<24xf32>
    %6801 = stablehlo.multiply %6799, %6559 : tensor<24xf32>
    %6802 = stablehlo.add %6800, %6801 : tensor<24xf32>
    %6803 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6804 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6805 = stablehlo.subtract %6804, %6803 : tensor<24xf32>
    %6806 = stablehlo.multiply %6803, %ema.blocks.1.0.bn3.b : tensor<24xf32>
    %6807 = stablehlo.multiply %6805, %6560 : tensor<24xf32>
    %6808 = stablehlo.add %6806, %6807 : tensor<24xf32>
    %6809 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6810 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %6811 = stablehlo.subtract %6810, %6809 : tensor<1x1x24x144xf32>
    %6812 = stablehlo.multiply %6809, %ema.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %6813 = stablehlo.multiply %6811, %6561 : tensor<1x1x24x144xf32>
    %6814 = stablehlo.add %6812, %6813 : tensor<1x1x24x144xf32>
    %6815 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6816 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6817 = stablehlo.subtract %6816, %6815 : tensor<144xf32>
    %6818 = stablehlo.multiply %6815, %ema.blocks.1.1.bn1.g : tensor<144xf32>
    %6819 = stablehlo.multiply %6817, %6562 : tensor<144xf32>
    %6820 = stablehlo.add %6818, %6819 : tensor<144xf32>
    %6821 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6822 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6823 = stablehlo.subtract %6822, %6821 : tensor<144xf32>
    %6824 = stablehlo.multiply %6821, %ema.blocks.1.1.bn1.b : tensor<144xf32>
    %6825 = stablehlo.multiply %6823, %6563 : tensor<144xf32>
    %6826 = stablehlo.add %6824, %6825 : tensor<144xf32>
    %6827 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6828 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %6829 = stablehlo.subtract %6828, %6827 : tensor<3x3x1x144xf32>
    %6830 = stablehlo.multiply %6827, %ema.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %6831 = stablehlo.multiply %6829, %6564 : tensor<3x3x1x144xf32>
    %6832 = stablehlo.add %6830, %6831 : tensor<3x3x1x144xf32>
    %6833 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6834 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6835 = stablehlo.subtract %6834, %6833 : tensor<144xf32>
    %6836 = stablehlo.multiply %6833, %ema.blocks.1.1.bn2.g : tensor<144xf32>
    %6837 = stablehlo.multiply %6835, %6565 : tensor<144xf32>
    %6838 = stablehlo.add %6836, %6837 : tensor<144xf32>
    %6839 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6840 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6841 = stablehlo.subtract %6840, %6839 : tensor<144xf32>
    %6842 = stablehlo.multiply %6839, %ema.blocks.1.1.bn2.b : tensor<144xf32>
    %6843 = stablehlo.multiply %6841, %6566 : tensor<144xf32>
    %6844 = stablehlo.add %6842, %6843 : tensor<144xf32>
    %6845 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %6846 = stablehlo.constant dense<1.0> : tensor<1x1x144x24xf32>
    %6847 = stablehlo.subtract %6846, %6845 : tensor<1x1x144x24xf32>
    %6848 = stablehlo.multiply %6845, %ema.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %6849 = stablehlo.multiply %6847, %6567 : tensor<1x1x144x24xf32>
    %6850 = stablehlo.add %6848, %6849 : tensor<1x1x144x24xf32>
    %6851 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6852 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6853 = stablehlo.subtract %6852, %6851 : tensor<24xf32>
    %6854 = stablehlo.multiply %6851, %ema.blocks.1.1.bn3.g : tensor<24xf32>
    %6855 = stablehlo.multiply %6853, %6568 : tensor<24xf32>
    %6856 = stablehlo.add %6854, %6855 : tensor<24xf32>
    %6857 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6858 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6859 = stablehlo.subtract %6858, %6857 : tensor<24xf32>
    %6860 = stablehlo.multiply %6857, %ema.blocks.1.1.bn3.b : tensor<24xf32>
    %6861 = stablehlo.multiply %6859, %6569 : tensor<24xf32>
    %6862 = stablehlo.add %6860, %6861 : tensor<24xf32>
    %6863 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6864 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %6865 = stablehlo.subtract %6864, %6863 : tensor<1x1x24x144xf32>
    %6866 = stablehlo.multiply %6863, %ema.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %6867 = stablehlo.multiply %6865, %6570 : tensor<1x1x24x144xf32>
    %6868 = stablehlo.add %6866, %6867 : tensor<1x1x24x144xf32>
    %6869 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6870 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6871 = stablehlo.subtract %6870, %6869 : tensor<144xf32>
    %6872 = stablehlo.multiply %6869, %ema.blocks.2.0.bn1.g : tensor<144xf32>
    %6873 = stablehlo.multiply %6871, %6571 : tensor<144xf32>
    %6874 = stablehlo.add %6872, %6873 : tensor<144xf32>
    %6875 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6876 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6877 = stablehlo.subtract %6876, %6875 : tensor<144xf32>
    %6878 = stablehlo.multiply %6875, %ema.blocks.2.0.bn1.b : tensor<144xf32>
    %6879 = stablehlo.multiply %6877, %6572 : tensor<144xf32>
    %6880 = stablehlo.add %6878, %6879 : tensor<144xf32>
    %6881 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6882 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %6883 = stablehlo.subtract %6882, %6881 : tensor<3x3x1x144xf32>
    %6884 = stablehlo.multiply %6881, %ema.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %6885 = stablehlo.multiply %6883, %6573 : tensor<3x3x1x144xf32>
    %6886 = stablehlo.add %6884, %6885 : tensor<3x3x1x144xf32>
    %6887 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6888 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6889 = stablehlo.subtract %6888, %6887 : tensor<144xf32>
    %6890 = stablehlo.multiply %6887, %ema.blocks.2.0.bn2.g : tensor<144xf32>
    %6891 = stablehlo.multiply %6889, %6574 : tensor<144xf32>
    %6892 = stablehlo.add %6890, %6891 : tensor<144xf32>
    %6893 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6894 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6895 = stablehlo.subtract %6894, %6893 : tensor<144xf32>
    %6896 = stablehlo.multiply %6893, %ema.blocks.2.0.bn2.b : tensor<144xf32>
    %6897 = stablehlo.multiply %6895, %6575 : tensor<144xf32>
    %6898 = stablehlo.add %6896, %6897 : tensor<144xf32>
    %6899 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %6900 = stablehlo.constant dense<1.0> : tensor<1x1x144x32xf32>
    %6901 = stablehlo.subtract %6900, %6899 : tensor<1x1x144x32xf32>
    %6902 = stablehlo.multiply %6899, %ema.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %6903 = stablehlo.multiply %6901, %6576 : tensor<1x1x144x32xf32>
    %6904 = stablehlo.add %6902, %6903 : tensor<1x1x144x32xf32>
    %6905 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6906 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6907 = stablehlo.subtract %6906, %6905 : tensor<32xf32>
    %6908 = stablehlo.multiply %6905, %ema.blocks.2.0.bn3.g : tensor<32xf32>
    %6909 = stablehlo.multiply %6907, %6577 : tensor<32xf32>
    %6910 = stablehlo.add %6908, %6909 : tensor<32xf32>
    %6911 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6912 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6913 = stablehlo.subtract %6912, %6911 : tensor<32xf32>
    %6914 = stablehlo.multiply %6911, %ema.blocks.2.0.bn3.b : tensor<32xf32>
    %6915 = stablehlo.multiply %6913, %6578 : tensor<32xf32>
    %6916 = stablehlo.add %6914, %6915 : tensor<32xf32>
    %6917 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6918 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %6919 = stablehlo.subtract %6918, %6917 : tensor<1x1x32x192xf32>
    %6920 = stablehlo.multiply %6917, %ema.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %6921 = stablehlo.multiply %6919, %6579 : tensor<1x1x32x192xf32>
    %6922 = stablehlo.add %6920, %6921 : tensor<1x1x32x192xf32>
    %6923 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6924 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6925 = stablehlo.subtract %6924, %6923 : tensor<192xf32>
    %6926 = stablehlo.multiply %6923, %ema.blocks.2.1.bn1.g : tensor<192xf32>
    %6927 = stablehlo.multiply %6925, %6580 : tensor<192xf32>
    %6928 = stablehlo.add %6926, %6927 : tensor<192xf32>
    %6929 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6930 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6931 = stablehlo.subtract %6930, %6929 : tensor<192xf32>
    %6932 = stablehlo.multiply %6929, %ema.blocks.2.1.bn1.b : tensor<192xf32>
    %6933 = stablehlo.multiply %6931, %6581 : tensor<192xf32>
    %6934 = stablehlo.add %6932, %6933 : tensor<192xf32>
    %6935 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6936 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %6937 = stablehlo.subtract %6936, %6935 : tensor<3x3x1x192xf32>
    %6938 = stablehlo.multiply %6935, %ema.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %6939 = stablehlo.multiply %6937, %6582 : tensor<3x3x1x192xf32>
    %6940 = stablehlo.add %6938, %6939 : tensor<3x3x1x192xf32>
    %6941 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6942 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6943 = stablehlo.subtract %6942, %6941 : tensor<192xf32>
    %6944 = stablehlo.multiply %6941, %ema.blocks.2.1.bn2.g : tensor<192xf32>
    %6945 = stablehlo.multiply %6943, %6583 : tensor<192xf32>
    %6946 = stablehlo.add %6944, %6945 : tensor<192xf32>
    %6947 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6948 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6949 = stablehlo.subtract %6948, %6947 : tensor<192xf32>
    %6950 = stablehlo.multiply %6947, %ema.blocks.2.1.bn2.b : tensor<192xf32>
    %6951 = stablehlo.multiply %6949, %6584 : tensor<192xf32>
    %6952 = stablehlo.add %6950, %6951 : tensor<192xf32>
    %6953 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %6954 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %6955 = stablehlo.subtract %6954, %6953 : tensor<1x1x192x32xf32>
    %6956 = stablehlo.multiply %6953, %ema.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %6957 = stablehlo.multiply %6955, %6585 : tensor<1x1x192x32xf32>
    %6958 = stablehlo.add %6956, %6957 : tensor<1x1x192x32xf32>
    %6959 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6960 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6961 = stablehlo.subtract %6960, %6959 : tensor<32xf32>
    %6962 = stablehlo.multiply %6959, %ema.blocks.2.1.bn3.g : tensor<32xf32>
    %6963 = stablehlo.multiply %6961, %6586 : tensor<32xf32>
    %6964 = stablehlo.add %6962, %6963 : tensor<32xf32>
    %6965 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6966 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6967 = stablehlo.subtract %6966, %6965 : tensor<32xf32>
    %6968 = stablehlo.multiply %6965, %ema.blocks.2.1.bn3.b : tensor<32xf32>
    %6969 = stablehlo.multiply %6967, %6587 : tensor<32xf32>
    %6970 = stablehlo.add %6968, %6969 : tensor<32xf32>
    %6971 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6972 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %6973 = stablehlo.subtract %6972, %6971 : tensor<1x1x32x192xf32>
    %6974 = stablehlo.multiply %6971, %ema.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %6975 = stablehlo.multiply %6973, %6588 : tensor<1x1x32x192xf32>
    %6976 = stablehlo.add %6974, %6975 : tensor<1x1x32x192xf32>
    %6977 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6978 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6979 = stablehlo.subtract %6978, %6977 : tensor<192xf32>
    %6980 = stablehlo.multiply %6977, %ema.blocks.2.2.bn1.g : tensor<192xf32>
    %6981 = stablehlo.multiply %6979, %6589 : tensor<192xf32>
    %6982 = stablehlo.add %6980, %6981 : tensor<192xf32>
    %6983 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6984 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6985 = stablehlo.subtract %6984, %6983 : tensor<192xf32>
    %6986 = stablehlo.multiply %6983, %ema.blocks.2.2.bn1.b : tensor<192xf32>
    %6987 = stablehlo.multiply %6985, %6590 : tensor<192xf32>
    %6988 = stablehlo.add %6986, %6987 : tensor<192xf32>
    %6989 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6990 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %6991 = stablehlo.subtract %6990, %6989 : tensor<3x3x1x192xf32>
    %6992 = stablehlo.multiply %6989, %ema.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %6993 = stablehlo.multiply %6991, %6591 : tensor<3x3x1x192xf32>
    %6994 = stablehlo.add %6992, %6993 : tensor<3x3x1x192xf32>
    %6995 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6996 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6997 = stablehlo.subtract %6996, %6995 : tensor<192xf32>
    %6998 = stablehlo.multiply %6995, %ema.blocks.2.2.bn2.g : tensor<192xf32>
    %6999 = stablehlo.multiply %6997, %6592 : tensor<192xf32>
    %7000 = stablehlo.add %6998, %6999 : tensor<192xf32>
    %7001 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7002 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7003 = stablehlo.subtract %7002, %7001 : tensor<192xf32>
    %7004 = stablehlo.multiply %7001, %ema.blocks.2.2.bn2.b : tensor<192xf32>
    %7005 = stablehlo.multiply %7003, %6593 : tensor<192xf32>
    %7006 = stablehlo.add %7004, %7005 : tensor<192xf32>
    %7007 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %7008 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %7009 = stablehlo.subtract %7008, %7007 : tensor<1x1x192x32xf32>
    %7010 = stablehlo.multiply %7007, %ema.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %7011 = stablehlo.multiply %7009, %6594 : tensor<1x1x192x32xf32>
    %7012 = stablehlo.add %7010, %7011 : tensor<1x1x192x32xf32>
    %7013 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7014 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7015 = stablehlo.subtract %7014, %7013 : tensor<32xf32>
    %7016 = stablehlo.multiply %7013, %ema.blocks.2.2.bn3.g : tensor<32xf32>
    %7017 = stablehlo.multiply %7015, %6595 : tensor<32xf32>
    %7018 = stablehlo.add %7016, %7017 : tensor<32xf32>
    %7019 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7020 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7021 = stablehlo.subtract %7020, %7019 : tensor<32xf32>
    %7022 = stablehlo.multiply %7019, %ema.blocks.2.2.bn3.b : tensor<32xf32>
    %7023 = stablehlo.multiply %7021, %6596 : tensor<32xf32>
    %7024 = stablehlo.add %7022, %7023 : tensor<32xf32>
    %7025 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7026 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7027 = stablehlo.subtract %7026, %7025 : tensor<1x1x32x192xf32>
    %7028 = stablehlo.multiply %7025, %ema.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %7029 = stablehlo.multiply %7027, %6597 : tensor<1x1x32x192xf32>
    %7030 = stablehlo.add %7028, %7029 : tensor<1x1x32x192xf32>
    %7031 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7032 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7033 = stablehlo.subtract %7032, %7031 : tensor<192xf32>
    %7034 = stablehlo.multiply %7031, %ema.blocks.3.0.bn1.g : tensor<192xf32>
    %7035 = stablehlo.multiply %7033, %6598 : tensor<192xf32>
    %7036 = stablehlo.add %7034, %7035 : tensor<192xf32>
    %7037 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7038 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7039 = stablehlo.subtract %7038, %7037 : tensor<192xf32>
    %7040 = stablehlo.multiply %7037, %ema.blocks.3.0.bn1.b : tensor<192xf32>
    %7041 = stablehlo.multiply %7039, %6599 : tensor<192xf32>
    %7042 = stablehlo.add %7040, %7041 : tensor<192xf32>
    %7043 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7044 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7045 = stablehlo.subtract %7044, %7043 : tensor<3x3x1x192xf32>
    %7046 = stablehlo.multiply %7043, %ema.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %7047 = stablehlo.multiply %7045, %6600 : tensor<3x3x1x192xf32>
    %7048 = stablehlo.add %7046, %7047 : tensor<3x3x1x192xf32>
    %7049 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7050 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7051 = stablehlo.subtract %7050, %7049 : tensor<192xf32>
    %7052 = stablehlo.multiply %7049, %ema.blocks.3.0.bn2.g : tensor<192xf32>
    %7053 = stablehlo.multiply %7051, %6601 : tensor<192xf32>
    %7054 = stablehlo.add %7052, %7053 : tensor<192xf32>
    %7055 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7056 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7057 = stablehlo.subtract %7056, %7055 : tensor<192xf32>
    %7058 = stablehlo.multiply %7055, %ema.blocks.3.0.bn2.b : tensor<192xf32>
    %7059 = stablehlo.multiply %7057, %6602 : tensor<192xf32>
    %7060 = stablehlo.add %7058, %7059 : tensor<192xf32>
    %7061 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %7062 = stablehlo.constant dense<1.0> : tensor<1x1x192x64xf32>
    %7063 = stablehlo.subtract %7062, %7061 : tensor<1x1x192x64xf32>
    %7064 = stablehlo.multiply %7061, %ema.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %7065 = stablehlo.multiply %7063, %6603 : tensor<1x1x192x64xf32>
    %7066 = stablehlo.add %7064, %7065 : tensor<1x1x192x64xf32>
    %7067 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7068 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7069 = stablehlo.subtract %7068, %7067 : tensor<64xf32>
    %7070 = stablehlo.multiply %7067, %ema.blocks.3.0.bn3.g : tensor<64xf32>
    %7071 = stablehlo.multiply %7069, %6604 : tensor<64xf32>
    %7072 = stablehlo.add %7070, %7071 : tensor<64xf32>
    %7073 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7074 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7075 = stablehlo.subtract %7074, %7073 : tensor<64xf32>
    %7076 = stablehlo.multiply %7073, %ema.blocks.3.0.bn3.b : tensor<64xf32>
    %7077 = stablehlo.multiply %7075, %6605 : tensor<64xf32>
    %7078 = stablehlo.add %7076, %7077 : tensor<64xf32>
    %7079 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7080 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7081 = stablehlo.subtract %7080, %7079 : tensor<1x1x64x384xf32>
    %7082 = stablehlo.multiply %7079, %ema.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %7083 = stablehlo.multiply %7081, %6606 : tensor<1x1x64x384xf32>
    %7084 = stablehlo.add %7082, %7083 : tensor<1x1x64x384xf32>
    %7085 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7086 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7087 = stablehlo.subtract %7086, %7085 : tensor<384xf32>
    %7088 = stablehlo.multiply %7085, %ema.blocks.3.1.bn1.g : tensor<384xf32>
    %7089 = stablehlo.multiply %7087, %6607 : tensor<384xf32>
    %7090 = stablehlo.add %7088, %7089 : tensor<384xf32>
    %7091 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7092 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7093 = stablehlo.subtract %7092, %7091 : tensor<384xf32>
    %7094 = stablehlo.multiply %7091, %ema.blocks.3.1.bn1.b : tensor<384xf32>
    %7095 = stablehlo.multiply %7093, %6608 : tensor<384xf32>
    %7096 = stablehlo.add %7094, %7095 : tensor<384xf32>
    %7097 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7098 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7099 = stablehlo.subtract %7098, %7097 : tensor<3x3x1x384xf32>
    %7100 = stablehlo.multiply %7097, %ema.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %7101 = stablehlo.multiply %7099, %6609 : tensor<3x3x1x384xf32>
    %7102 = stablehlo.add %7100, %7101 : tensor<3x3x1x384xf32>
    %7103 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7104 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7105 = stablehlo.subtract %7104, %7103 : tensor<384xf32>
    %7106 = stablehlo.multiply %7103, %ema.blocks.3.1.bn2.g : tensor<384xf32>
    %7107 = stablehlo.multiply %7105, %6610 : tensor<384xf32>
    %7108 = stablehlo.add %7106, %7107 : tensor<384xf32>
    %7109 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7110 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7111 = stablehlo.subtract %7110, %7109 : tensor<384xf32>
    %7112 = stablehlo.multiply %7109, %ema.blocks.3.1.bn2.b : tensor<384xf32>
    %7113 = stablehlo.multiply %7111, %6611 : tensor<384xf32>
    %7114 = stablehlo.add %7112, %7113 : tensor<384xf32>
    %7115 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7116 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7117 = stablehlo.subtract %7116, %7115 : tensor<1x1x384x64xf32>
    %7118 = stablehlo.multiply %7115, %ema.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %7119 = stablehlo.multiply %7117, %6612 : tensor<1x1x384x64xf32>
    %7120 = stablehlo.add %7118, %7119 : tensor<1x1x384x64xf32>
    %7121 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7122 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7123 = stablehlo.subtract %7122, %7121 : tensor<64xf32>
    %7124 = stablehlo.multiply %7121, %ema.blocks.3.1.bn3.g : tensor<64xf32>
    %7125 = stablehlo.multiply %7123, %6613 : tensor<64xf32>
    %7126 = stablehlo.add %7124, %7125 : tensor<64xf32>
    %7127 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7128 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7129 = stablehlo.subtract %7128, %7127 : tensor<64xf32>
    %7130 = stablehlo.multiply %7127, %ema.blocks.3.1.bn3.b : tensor<64xf32>
    %7131 = stablehlo.multiply %7129, %6614 : tensor<64xf32>
    %7132 = stablehlo.add %7130, %7131 : tensor<64xf32>
    %7133 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7134 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7135 = stablehlo.subtract %7134, %7133 : tensor<1x1x64x384xf32>
    %7136 = stablehlo.multiply %7133, %ema.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %7137 = stablehlo.multiply %7135, %6615 : tensor<1x1x64x384xf32>
    %7138 = stablehlo.add %7136, %7137 : tensor<1x1x64x384xf32>
    %7139 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7140 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7141 = stablehlo.subtract %7140, %7139 : tensor<384xf32>
    %7142 = stablehlo.multiply %7139, %ema.blocks.3.2.bn1.g : tensor<384xf32>
    %7143 = stablehlo.multiply %7141, %6616 : tensor<384xf32>
    %7144 = stablehlo.add %7142, %7143 : tensor<384xf32>
    %7145 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7146 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7147 = stablehlo.subtract %7146, %7145 : tensor<384xf32>
    %7148 = stablehlo.multiply %7145, %ema.blocks.3.2.bn1.b : tensor<384xf32>
    %7149 = stablehlo.multiply %7147, %6617 : tensor<384xf32>
    %7150 = stablehlo.add %7148, %7149 : tensor<384xf32>
    %7151 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7152 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7153 = stablehlo.subtract %7152, %7151 : tensor<3x3x1x384xf32>
    %7154 = stablehlo.multiply %7151, %ema.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %7155 = stablehlo.multiply %7153, %6618 : tensor<3x3x1x384xf32>
    %7156 = stablehlo.add %7154, %7155 : tensor<3x3x1x384xf32>
    %7157 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7158 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7159 = stablehlo.subtract %7158, %7157 : tensor<384xf32>
    %7160 = stablehlo.multiply %7157, %ema.blocks.3.2.bn2.g : tensor<384xf32>
    %7161 = stablehlo.multiply %7159, %6619 : tensor<384xf32>
    %7162 = stablehlo.add %7160, %7161 : tensor<384xf32>
    %7163 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7164 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7165 = stablehlo.subtract %7164, %7163 : tensor<384xf32>
    %7166 = stablehlo.multiply %7163, %ema.blocks.3.2.bn2.b : tensor<384xf32>
    %7167 = stablehlo.multiply %7165, %6620 : tensor<384xf32>
    %7168 = stablehlo.add %7166, %7167 : tensor<384xf32>
    %7169 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7170 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7171 = stablehlo.subtract %7170, %7169 : tensor<1x1x384x64xf32>
    %7172 = stablehlo.multiply %7169, %ema.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %7173 = stablehlo.multiply %7171, %6621 : tensor<1x1x384x64xf32>
    %7174 = stablehlo.add %7172, %7173 : tensor<1x1x384x64xf32>
    %7175 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7176 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7177 = stablehlo.subtract %7176, %7175 : tensor<64xf32>
    %7178 = stablehlo.multiply %7175, %ema.blocks.3.2.bn3.g : tensor<64xf32>
    %7179 = stablehlo.multiply %7177, %6622 : tensor<64xf32>
    %7180 = stablehlo.add %7178, %7179 : tensor<64xf32>
    %7181 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7182 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7183 = stablehlo.subtract %7182, %7181 : tensor<64xf32>
    %7184 = stablehlo.multiply %7181, %ema.blocks.3.2.bn3.b : tensor<64xf32>
    %7185 = stablehlo.multiply %7183, %6623 : tensor<64xf32>
    %7186 = stablehlo.add %7184, %7185 : tensor<64xf32>
    %7187 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7188 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7189 = stablehlo.subtract %7188, %7187 : tensor<1x1x64x384xf32>
    %7190 = stablehlo.multiply %7187, %ema.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %7191 = stablehlo.multiply %7189, %6624 : tensor<1x1x64x384xf32>
    %7192 = stablehlo.add %7190, %7191 : tensor<1x1x64x384xf32>
    %7193 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7194 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7195 = stablehlo.subtract %7194, %7193 : tensor<384xf32>
    %7196 = stablehlo.multiply %7193, %ema.blocks.3.3.bn1.g : tensor<384xf32>
    %7197 = stablehlo.multiply %7195, %6625 : tensor<384xf32>
    %7198 = stablehlo.add %7196, %7197 : tensor<384xf32>
    %7199 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7200 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7201 = stablehlo.subtract %7200, %7199 : tensor<384xf32>
    %7202 = stablehlo.multiply %7199, %ema.blocks.3.3.bn1.b : tensor<384xf32>
    %7203 = stablehlo.multiply %7201, %6626 : tensor<384xf32>
    %7204 = stablehlo.add %7202, %7203 : tensor<384xf32>
    %7205 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7206 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7207 = stablehlo.subtract %7206, %7205 : tensor<3x3x1x384xf32>
    %7208 = stablehlo.multiply %7205, %ema.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %7209 = stablehlo.multiply %7207, %6627 : tensor<3x3x1x384xf32>
    %7210 = stablehlo.add %7208, %7209 : tensor<3x3x1x384xf32>
    %7211 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7212 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7213 = stablehlo.subtract %7212, %7211 : tensor<384xf32>
    %7214 = stablehlo.multiply %7211, %ema.blocks.3.3.bn2.g : tensor<384xf32>
    %7215 = stablehlo.multiply %7213, %6628 : tensor<384xf32>
    %7216 = stablehlo.add %7214, %7215 : tensor<384xf32>
    %7217 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7218 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7219 = stablehlo.subtract %7218, %7217 : tensor<384xf32>
    %7220 = stablehlo.multiply %7217, %ema.blocks.3.3.bn2.b : tensor<384xf32>
    %7221 = stablehlo.multiply %7219, %6629 : tensor<384xf32>
    %7222 = stablehlo.add %7220, %7221 : tensor<384xf32>
    %7223 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7224 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7225 = stablehlo.subtract %7224, %7223 : tensor<1x1x384x64xf32>
    %7226 = stablehlo.multiply %7223, %ema.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %7227 = stablehlo.multiply %7225, %6630 : tensor<1x1x384x64xf32>
    %7228 = stablehlo.add %7226, %7227 : tensor<1x1x384x64xf32>
    %7229 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7230 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7231 = stablehlo.subtract %7230, %7229 : tensor<64xf32>
    %7232 = stablehlo.multiply %7229, %ema.blocks.3.3.bn3.g : tensor<64xf32>
    %7233 = stablehlo.multiply %7231, %6631 : tensor<64xf32>
    %7234 = stablehlo.add %7232, %7233 : tensor<64xf32>
    %7235 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7236 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7237 = stablehlo.subtract %7236, %7235 : tensor<64xf32>
    %7238 = stablehlo.multiply %7235, %ema.blocks.3.3.bn3.b : tensor<64xf32>
    %7239 = stablehlo.multiply %7237, %6632 : tensor<64xf32>
    %7240 = stablehlo.add %7238, %7239 : tensor<64xf32>
    %7241 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7242 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7243 = stablehlo.subtract %7242, %7241 : tensor<1x1x64x384xf32>
    %7244 = stablehlo.multiply %7241, %ema.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %7245 = stablehlo.multiply %7243, %6633 : tensor<1x1x64x384xf32>
    %7246 = stablehlo.add %7244, %7245 : tensor<1x1x64x384xf32>
    %7247 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7248 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7249 = stablehlo.subtract %7248, %7247 : tensor<384xf32>
    %7250 = stablehlo.multiply %7247, %ema.blocks.4.0.bn1.g : tensor<384xf32>
    %7251 = stablehlo.multiply %7249, %6634 : tensor<384xf32>
    %7252 = stablehlo.add %7250, %7251 : tensor<384xf32>
    %7253 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7254 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7255 = stablehlo.subtract %7254, %7253 : tensor<384xf32>
    %7256 = stablehlo.multiply %7253, %ema.blocks.4.0.bn1.b : tensor<384xf32>
    %7257 = stablehlo.multiply %7255, %6635 : tensor<384xf32>
    %7258 = stablehlo.add %7256, %7257 : tensor<384xf32>
    %7259 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7260 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7261 = stablehlo.subtract %7260, %7259 : tensor<3x3x1x384xf32>
    %7262 = stablehlo.multiply %7259, %ema.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %7263 = stablehlo.multiply %7261, %6636 : tensor<3x3x1x384xf32>
    %7264 = stablehlo.add %7262, %7263 : tensor<3x3x1x384xf32>
    %7265 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7266 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7267 = stablehlo.subtract %7266, %7265 : tensor<384xf32>
    %7268 = stablehlo.multiply %7265, %ema.blocks.4.0.bn2.g : tensor<384xf32>
    %7269 = stablehlo.multiply %7267, %6637 : tensor<384xf32>
    %7270 = stablehlo.add %7268, %7269 : tensor<384xf32>
    %7271 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7272 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7273 = stablehlo.subtract %7272, %7271 : tensor<384xf32>
    %7274 = stablehlo.multiply %7271, %ema.blocks.4.0.bn2.b : tensor<384xf32>
    %7275 = stablehlo.multiply %7273, %6638 : tensor<384xf32>
    %7276 = stablehlo.add %7274, %7275 : tensor<384xf32>
    %7277 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %7278 = stablehlo.constant dense<1.0> : tensor<1x1x384x96xf32>
    %7279 = stablehlo.subtract %7278, %7277 : tensor<1x1x384x96xf32>
    %7280 = stablehlo.multiply %7277, %ema.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %7281 = stablehlo.multiply %7279, %6639 : tensor<1x1x384x96xf32>
    %7282 = stablehlo.add %7280, %7281 : tensor<1x1x384x96xf32>
    %7283 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7284 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7285 = stablehlo.subtract %7284, %7283 : tensor<96xf32>
    %7286 = stablehlo.multiply %7283, %ema.blocks.4.0.bn3.g : tensor<96xf32>
    %7287 = stablehlo.multiply %7285, %6640 : tensor<96xf32>
    %7288 = stablehlo.add %7286, %7287 : tensor<96xf32>
    %7289 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7290 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7291 = stablehlo.subtract %7290, %7289 : tensor<96xf32>
    %7292 = stablehlo.multiply %7289, %ema.blocks.4.0.bn3.b : tensor<96xf32>
    %7293 = stablehlo.multiply %7291, %6641 : tensor<96xf32>
    %7294 = stablehlo.add %7292, %7293 : tensor<96xf32>
    %7295 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %7296 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %7297 = stablehlo.subtract %7296, %7295 : tensor<1x1x96x576xf32>
    %7298 = stablehlo.multiply %7295, %ema.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %7299 = stablehlo.multiply %7297, %6642 : tensor<1x1x96x576xf32>
    %7300 = stablehlo.add %7298, %7299 : tensor<1x1x96x576xf32>
    %7301 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7302 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7303 = stablehlo.subtract %7302, %7301 : tensor<576xf32>
    %7304 = stablehlo.multiply %7301, %ema.blocks.4.1.bn1.g : tensor<576xf32>
    %7305 = stablehlo.multiply %7303, %6643 : tensor<576xf32>
    %7306 = stablehlo.add %7304, %7305 : tensor<576xf32>
    %7307 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7308 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7309 = stablehlo.subtract %7308, %7307 : tensor<576xf32>
    %7310 = stablehlo.multiply %7307, %ema.blocks.4.1.bn1.b : tensor<576xf32>
    %7311 = stablehlo.multiply %7309, %6644 : tensor<576xf32>
    %7312 = stablehlo.add %7310, %7311 : tensor<576xf32>
    %7313 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %7314 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %7315 = stablehlo.subtract %7314, %7313 : tensor<3x3x1x576xf32>
    %7316 = stablehlo.multiply %7313, %ema.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %7317 = stablehlo.multiply %7315, %6645 : tensor<3x3x1x576xf32>
    %7318 = stablehlo.add %7316, %7317 : tensor<3x3x1x576xf32>
    %7319 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7320 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7321 = stablehlo.subtract %7320, %7319 : tensor<576xf32>
    %7322 = stablehlo.multiply %7319, %ema.blocks.4.1.bn2.g : tensor<576xf32>
    %7323 = stablehlo.multiply %7321, %6646 : tensor<576xf32>
    %7324 = stablehlo.add %7322, %7323 : tensor<576xf32>
    %7325 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7326 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7327 = stablehlo.subtract %7326, %7325 : tensor<576xf32>
    %7328 = stablehlo.multiply %7325, %ema.blocks.4.1.bn2.b : tensor<576xf32>
    %7329 = stablehlo.multiply %7327, %6647 : tensor<576xf32>
    %7330 = stablehlo.add %7328, %7329 : tensor<576xf32>
    %7331 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %7332 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %7333 = stablehlo.subtract %7332, %7331 : tensor<1x1x576x96xf32>
    %7334 = stablehlo.multiply %7331, %ema.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %7335 = stablehlo.multiply %7333, %6648 : tensor<1x1x576x96xf32>
    %7336 = stablehlo.add %7334, %7335 : tensor<1x1x576x96xf32>
    %7337 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7338 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7339 = stablehlo.subtract %7338, %7337 : tensor<96xf32>
    %7340 = stablehlo.multiply %7337, %ema.blocks.4.1.bn3.g : tensor<96xf32>
    %7341 = stablehlo.multiply %7339, %6649 : tensor<96xf32>
    %7342 = stablehlo.add %7340, %7341 : tensor<96xf32>
    %7343 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7344 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7345 = stablehlo.subtract %7344, %7343 : tensor<96xf32>
    %7346 = stablehlo.multiply %7343, %ema.blocks.4.1.bn3.b : tensor<96xf32>
    %7347 = stablehlo.multiply %7345, %6650 : tensor<96xf32>
    %7348 = stablehlo.add %7346, %7347 : tensor<96xf32>
    %7349 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %7350 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %7351 = stablehlo.subtract %7350, %7349 : tensor<1x1x96x576xf32>
    %7352 = stablehlo.multiply %7349, %ema.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %7353 = stablehlo.multiply %7351, %6651 : tensor<1x1x96x576xf32>
    %7354 = stablehlo.add %7352, %7353 : tensor<1x1x96x576xf32>
    %7355 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7356 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7357 = stablehlo.subtract %7356, %7355 : tensor<576xf32>
    %7358 = stablehlo.multiply %7355, %ema.blocks.4.2.bn1.g : tensor<576xf32>
    %7359 = stablehlo.multiply %7357, %6652 : tensor<576xf32>
    %7360 = stablehlo.add %7358, %7359 : tensor<576xf32>
    %7361 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7362 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7363 = stablehlo.subtract %7362, %7361 : tensor<576xf32>
    %7364 = stablehlo.multiply %7361, %ema.blocks.4.2.bn1.b : tensor<576xf32>
    %7365 = stablehlo.multiply %7363, %6653 : tensor<576xf32>
    %7366 = stablehlo.add %7364, %7365 : tensor<576xf32>
    %7367 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %7368 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %7369 = stablehlo.subtract %7368, %7367 : tensor<3x3x1x576xf32>
    %7370 = stablehlo.multiply %7367, %ema.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %7371 = stablehlo.multiply %7369, %6654 : tensor<3x3x1x576xf32>
    %7372 = stablehlo.add %7370, %7371 : tensor<3x3x1x576xf32>
    %7373 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7374 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7375 = stablehlo.subtract %7374, %7373 : tensor<576xf32>
    %7376 = stablehlo.multiply %7373, %ema.blocks.4.2.bn2.g : tensor<576xf32>
    %7377 = stablehlo.multiply %7375, %6655 : tensor<576xf32>
    %7378 = stablehlo.add %7376, %7377 : tensor<576xf32>
    %7379 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7380 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7381 = stablehlo.subtract %7380, %7379 : tensor<576xf32>
    %7382 = stablehlo.multiply %7379, %ema.blocks.4.2.bn2.b : tensor<576xf32>
    %7383 = stablehlo.multiply %7381, %6656 : tensor<576xf32>
    %7384 = stablehlo.add %7382, %7383 : tensor<576xf32>
    %7385 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %7386 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %7387 = stablehlo.subtract %7386, %7385 : tensor<1x1x576x96xf32>
    %7388 = stablehlo.multiply %7385, %ema.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %7389 = stablehlo.multiply %7387, %6657 : tensor<1x1x576x96xf32>
    %7390 = stablehlo.add %7388, %7389 : tensor<1x1x576x96xf32>
    %7391 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7392 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7393 = stablehlo.subtract %7392, %7391 : tensor<96xf32>
    %7394 = stablehlo.multiply %7391, %ema.blocks.4.2.bn3.g : tensor<96xf32>
    %7395 = stablehlo.multiply %7393, %6658 : tensor<96xf32>
    %7396 = stablehlo.add %7394, %7395 : tensor<96xf32>
    %7397 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7398 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7399 = stablehlo.subtract %7398, %7397 : tensor<96xf32>
    %7400 = stablehlo.multiply %7397, %ema.blocks.4.2.bn3.b : tensor<96xf32>
    %7401 = stablehlo.multiply %7399, %6659 : tensor<96xf32>
    %7402 = stablehlo.add %7400, %7401 : tensor<96xf32>
    %7403 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %7404 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %7405 = stablehlo.subtract %7404, %7403 : tensor<1x1x96x576xf32>
    %7406 = stablehlo.multiply %7403, %ema.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %7407 = stablehlo.multiply %7405, %6660 : tensor<1x1x96x576xf32>
    %7408 = stablehlo.add %7406, %7407 : tensor<1x1x96x576xf32>
    %7409 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7410 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7411 = stablehlo.subtract %7410, %7409 : tensor<576xf32>
    %7412 = stablehlo.multiply %7409, %ema.blocks.5.0.bn1.g : tensor<576xf32>
    %7413 = stablehlo.multiply %7411, %6661 : tensor<576xf32>
    %7414 = stablehlo.add %7412, %7413 : tensor<576xf32>
    %7415 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7416 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7417 = stablehlo.subtract %7416, %7415 : tensor<576xf32>
    %7418 = stablehlo.multiply %7415, %ema.blocks.5.0.bn1.b : tensor<576xf32>
    %7419 = stablehlo.multiply %7417, %6662 : tensor<576xf32>
    %7420 = stablehlo.add %7418, %7419 : tensor<576xf32>
    %7421 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %7422 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %7423 = stablehlo.subtract %7422, %7421 : tensor<3x3x1x576xf32>
    %7424 = stablehlo.multiply %7421, %ema.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %7425 = stablehlo.multiply %7423, %6663 : tensor<3x3x1x576xf32>
    %7426 = stablehlo.add %7424, %7425 : tensor<3x3x1x576xf32>
    %7427 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7428 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7429 = stablehlo.subtract %7428, %7427 : tensor<576xf32>
    %7430 = stablehlo.multiply %7427, %ema.blocks.5.0.bn2.g : tensor<576xf32>
    %7431 = stablehlo.multiply %7429, %6664 : tensor<576xf32>
    %7432 = stablehlo.add %7430, %7431 : tensor<576xf32>
    %7433 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7434 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7435 = stablehlo.subtract %7434, %7433 : tensor<576xf32>
    %7436 = stablehlo.multiply %7433, %ema.blocks.5.0.bn2.b : tensor<576xf32>
    %7437 = stablehlo.multiply %7435, %6665 : tensor<576xf32>
    %7438 = stablehlo.add %7436, %7437 : tensor<576xf32>
    %7439 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %7440 = stablehlo.constant dense<1.0> : tensor<1x1x576x160xf32>
    %7441 = stablehlo.subtract %7440, %7439 : tensor<1x1x576x160xf32>
    %7442 = stablehlo.multiply %7439, %ema.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %7443 = stablehlo.multiply %7441, %6666 : tensor<1x1x576x160xf32>
    %7444 = stablehlo.add %7442, %7443 : tensor<1x1x576x160xf32>
    %7445 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7446 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7447 = stablehlo.subtract %7446, %7445 : tensor<160xf32>
    %7448 = stablehlo.multiply %7445, %ema.blocks.5.0.bn3.g : tensor<160xf32>
    %7449 = stablehlo.multiply %7447, %6667 : tensor<160xf32>
    %7450 = stablehlo.add %7448, %7449 : tensor<160xf32>
    %7451 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7452 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7453 = stablehlo.subtract %7452, %7451 : tensor<160xf32>
    %7454 = stablehlo.multiply %7451, %ema.blocks.5.0.bn3.b : tensor<160xf32>
    %7455 = stablehlo.multiply %7453, %6668 : tensor<160xf32>
    %7456 = stablehlo.add %7454, %7455 : tensor<160xf32>
    %7457 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %7458 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %7459 = stablehlo.subtract %7458, %7457 : tensor<1x1x160x960xf32>
    %7460 = stablehlo.multiply %7457, %ema.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %7461 = stablehlo.multiply %7459, %6669 : tensor<1x1x160x960xf32>
    %7462 = stablehlo.add %7460, %7461 : tensor<1x1x160x960xf32>
    %7463 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7464 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7465 = stablehlo.subtract %7464, %7463 : tensor<960xf32>
    %7466 = stablehlo.multiply %7463, %ema.blocks.5.1.bn1.g : tensor<960xf32>
    %7467 = stablehlo.multiply %7465, %6670 : tensor<960xf32>
    %7468 = stablehlo.add %7466, %7467 : tensor<960xf32>
    %7469 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7470 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7471 = stablehlo.subtract %7470, %7469 : tensor<960xf32>
    %7472 = stablehlo.multiply %7469, %ema.blocks.5.1.bn1.b : tensor<960xf32>
    %7473 = stablehlo.multiply %7471, %6671 : tensor<960xf32>
    %7474 = stablehlo.add %7472, %7473 : tensor<960xf32>
    %7475 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %7476 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %7477 = stablehlo.subtract %7476, %7475 : tensor<3x3x1x960xf32>
    %7478 = stablehlo.multiply %7475, %ema.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %7479 = stablehlo.multiply %7477, %6672 : tensor<3x3x1x960xf32>
    %7480 = stablehlo.add %7478, %7479 : tensor<3x3x1x960xf32>
    %7481 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7482 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7483 = stablehlo.subtract %7482, %7481 : tensor<960xf32>
    %7484 = stablehlo.multiply %7481, %ema.blocks.5.1.bn2.g : tensor<960xf32>
    %7485 = stablehlo.multiply %7483, %6673 : tensor<960xf32>
    %7486 = stablehlo.add %7484, %7485 : tensor<960xf32>
    %7487 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7488 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7489 = stablehlo.subtract %7488, %7487 : tensor<960xf32>
    %7490 = stablehlo.multiply %7487, %ema.blocks.5.1.bn2.b : tensor<960xf32>
    %7491 = stablehlo.multiply %7489, %6674 : tensor<960xf32>
    %7492 = stablehlo.add %7490, %7491 : tensor<960xf32>
    %7493 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %7494 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %7495 = stablehlo.subtract %7494, %7493 : tensor<1x1x960x160xf32>
    %7496 = stablehlo.multiply %7493, %ema.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %7497 = stablehlo.multiply %7495, %6675 : tensor<1x1x960x160xf32>
    %7498 = stablehlo.add %7496, %7497 : tensor<1x1x960x160xf32>
    %7499 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7500 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7501 = stablehlo.subtract %7500, %7499 : tensor<160xf32>
    %7502 = stablehlo.multiply %7499, %ema.blocks.5.1.bn3.g : tensor<160xf32>
    %7503 = stablehlo.multiply %7501, %6676 : tensor<160xf32>
    %7504 = stablehlo.add %7502, %7503 : tensor<160xf32>
    %7505 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7506 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7507 = stablehlo.subtract %7506, %7505 : tensor<160xf32>
    %7508 = stablehlo.multiply %7505, %ema.blocks.5.1.bn3.b : tensor<160xf32>
    %7509 = stablehlo.multiply %7507, %6677 : tensor<160xf32>
    %7510 = stablehlo.add %7508, %7509 : tensor<160xf32>
    %7511 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %7512 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %7513 = stablehlo.subtract %7512, %7511 : tensor<1x1x160x960xf32>
    %7514 = stablehlo.multiply %7511, %ema.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %7515 = stablehlo.multiply %7513, %6678 : tensor<1x1x160x960xf32>
    %7516 = stablehlo.add %7514, %7515 : tensor<1x1x160x960xf32>
    %7517 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7518 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7519 = stablehlo.subtract %7518, %7517 : tensor<960xf32>
    %7520 = stablehlo.multiply %7517, %ema.blocks.5.2.bn1.g : tensor<960xf32>
    %7521 = stablehlo.multiply %7519, %6679 : tensor<960xf32>
    %7522 = stablehlo.add %7520, %7521 : tensor<960xf32>
    %7523 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7524 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7525 = stablehlo.subtract %7524, %7523 : tensor<960xf32>
    %7526 = stablehlo.multiply %7523, %ema.blocks.5.2.bn1.b : tensor<960xf32>
    %7527 = stablehlo.multiply %7525, %6680 : tensor<960xf32>
    %7528 = stablehlo.add %7526, %7527 : tensor<960xf32>
    %7529 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %7530 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %7531 = stablehlo.subtract %7530, %7529 : tensor<3x3x1x960xf32>
    %7532 = stablehlo.multiply %7529, %ema.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %7533 = stablehlo.multiply %7531, %6681 : tensor<3x3x1x960xf32>
    %7534 = stablehlo.add %7532, %7533 : tensor<3x3x1x960xf32>
    %7535 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7536 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7537 = stablehlo.subtract %7536, %7535 : tensor<960xf32>
    %7538 = stablehlo.multiply %7535, %ema.blocks.5.2.bn2.g : tensor<960xf32>
    %7539 = stablehlo.multiply %7537, %6682 : tensor<960xf32>
    %7540 = stablehlo.add %7538, %7539 : tensor<960xf32>
    %7541 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7542 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7543 = stablehlo.subtract %7542, %7541 : tensor<960xf32>
    %7544 = stablehlo.multiply %7541, %ema.blocks.5.2.bn2.b : tensor<960xf32>
    %7545 = stablehlo.multiply %7543, %6683 : tensor<960xf32>
    %7546 = stablehlo.add %7544, %7545 : tensor<960xf32>
    %7547 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %7548 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %7549 = stablehlo.subtract %7548, %7547 : tensor<1x1x960x160xf32>
    %7550 = stablehlo.multiply %7547, %ema.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %7551 = stablehlo.multiply %7549, %6684 : tensor<1x1x960x160xf32>
    %7552 = stablehlo.add %7550, %7551 : tensor<1x1x960x160xf32>
    %7553 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7554 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7555 = stablehlo.subtract %7554, %7553 : tensor<160xf32>
    %7556 = stablehlo.multiply %7553, %ema.blocks.5.2.bn3.g : tensor<160xf32>
    %7557 = stablehlo.multiply %7555, %6685 : tensor<160xf32>
    %7558 = stablehlo.add %7556, %7557 : tensor<160xf32>
    %7559 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7560 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7561 = stablehlo.subtract %7560, %7559 : tensor<160xf32>
    %7562 = stablehlo.multiply %7559, %ema.blocks.5.2.bn3.b : tensor<160xf32>
    %7563 = stablehlo.multiply %7561, %6686 : tensor<160xf32>
    %7564 = stablehlo.add %7562, %7563 : tensor<160xf32>
    %7565 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %7566 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %7567 = stablehlo.subtract %7566, %7565 : tensor<1x1x160x960xf32>
    %7568 = stablehlo.multiply %7565, %ema.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %7569 = stablehlo.multiply %7567, %6687 : tensor<1x1x160x960xf32>
    %7570 = stablehlo.add %7568, %7569 : tensor<1x1x160x960xf32>
    %7571 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7572 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7573 = stablehlo.subtract %7572, %7571 : tensor<960xf32>
    %7574 = stablehlo.multiply %7571, %ema.blocks.6.0.bn1.g : tensor<960xf32>
    %7575 = stablehlo.multiply %7573, %6688 : tensor<960xf32>
    %7576 = stablehlo.add %7574, %7575 : tensor<960xf32>
    %7577 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7578 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7579 = stablehlo.subtract %7578, %7577 : tensor<960xf32>
    %7580 = stablehlo.multiply %7577, %ema.blocks.6.0.bn1.b : tensor<960xf32>
    %7581 = stablehlo.multiply %7579, %6689 : tensor<960xf32>
    %7582 = stablehlo.add %7580, %7581 : tensor<960xf32>
    %7583 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %7584 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %7585 = stablehlo.subtract %7584, %7583 : tensor<3x3x1x960xf32>
    %7586 = stablehlo.multiply %7583, %ema.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %7587 = stablehlo.multiply %7585, %6690 : tensor<3x3x1x960xf32>
    %7588 = stablehlo.add %7586, %7587 : tensor<3x3x1x960xf32>
    %7589 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7590 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7591 = stablehlo.subtract %7590, %7589 : tensor<960xf32>
    %7592 = stablehlo.multiply %7589, %ema.blocks.6.0.bn2.g : tensor<960xf32>
    %7593 = stablehlo.multiply %7591, %6691 : tensor<960xf32>
    %7594 = stablehlo.add %7592, %7593 : tensor<960xf32>
    %7595 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7596 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7597 = stablehlo.subtract %7596, %7595 : tensor<960xf32>
    %7598 = stablehlo.multiply %7595, %ema.blocks.6.0.bn2.b : tensor<960xf32>
    %7599 = stablehlo.multiply %7597, %6692 : tensor<960xf32>
    %7600 = stablehlo.add %7598, %7599 : tensor<960xf32>
    %7601 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %7602 = stablehlo.constant dense<1.0> : tensor<1x1x960x320xf32>
    %7603 = stablehlo.subtract %7602, %7601 : tensor<1x1x960x320xf32>
    %7604 = stablehlo.multiply %7601, %ema.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %7605 = stablehlo.multiply %7603, %6693 : tensor<1x1x960x320xf32>
    %7606 = stablehlo.add %7604, %7605 : tensor<1x1x960x320xf32>
    %7607 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %7608 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %7609 = stablehlo.subtract %7608, %7607 : tensor<320xf32>
    %7610 = stablehlo.multiply %7607, %ema.blocks.6.0.bn3.g : tensor<320xf32>
    %7611 = stablehlo.multiply %7609, %6694 : tensor<320xf32>
    %7612 = stablehlo.add %7610, %7611 : tensor<320xf32>
    %7613 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %7614 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %7615 = stablehlo.subtract %7614, %7613 : tensor<320xf32>
    %7616 = stablehlo.multiply %7613, %ema.blocks.6.0.bn3.b : tensor<320xf32>
    %7617 = stablehlo.multiply %7615, %6695 : tensor<320xf32>
    %7618 = stablehlo.add %7616, %7617 : tensor<320xf32>
    %7619 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %7620 = stablehlo.constant dense<1.0> : tensor<1x1x320x1280xf32>
    %7621 = stablehlo.subtract %7620, %7619 : tensor<1x1x320x1280xf32>
    %7622 = stablehlo.multiply %7619, %ema.conv_head.w : tensor<1x1x320x1280xf32>
    %7623 = stablehlo.multiply %7621, %6696 : tensor<1x1x320x1280xf32>
    %7624 = stablehlo.add %7622, %7623 : tensor<1x1x320x1280xf32>
    %7625 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %7626 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %7627 = stablehlo.subtract %7626, %7625 : tensor<1280xf32>
    %7628 = stablehlo.multiply %7625, %ema.bn2.g : tensor<1280xf32>
    %7629 = stablehlo.multiply %7627, %6697 : tensor<1280xf32>
    %7630 = stablehlo.add %7628, %7629 : tensor<1280xf32>
    %7631 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %7632 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %7633 = stablehlo.subtract %7632, %7631 : tensor<1280xf32>
    %7634 = stablehlo.multiply %7631, %ema.bn2.b : tensor<1280xf32>
    %7635 = stablehlo.multiply %7633, %6698 : tensor<1280xf32>
    %7636 = stablehlo.add %7634, %7635 : tensor<1280xf32>
    %7637 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %7638 = stablehlo.constant dense<1.0> : tensor<1280x1000xf32>
    %7639 = stablehlo.subtract %7638, %7637 : tensor<1280x1000xf32>
    %7640 = stablehlo.multiply %7637, %ema.classifier.w : tensor<1280x1000xf32>
    %7641 = stablehlo.multiply %7639, %6699 : tensor<1280x1000xf32>
    %7642 = stablehlo.add %7640, %7641 : tensor<1280x1000xf32>
    %7643 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7644 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %7645 = stablehlo.subtract %7644, %7643 : tensor<1000xf32>
    %7646 = stablehlo.multiply %7643, %ema.classifier.b : tensor<1000xf32>
    %7647 = stablehlo.multiply %7645, %6700 : tensor<1000xf32>
    %7648 = stablehlo.add %7646, %7647 : tensor<1000xf32>
    %7649 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7650 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7651 = stablehlo.subtract %7650, %7649 : tensor<32xf32>
    %7652 = stablehlo.multiply %7649, %ema.bn1.running_mean : tensor<32xf32>
    %7653 = stablehlo.multiply %7651, %25 : tensor<32xf32>
    %7654 = stablehlo.add %7652, %7653 : tensor<32xf32>
    %7655 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7656 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7657 = stablehlo.subtract %7656, %7655 : tensor<32xf32>
    %7658 = stablehlo.multiply %7655, %ema.bn1.running_var : tensor<32xf32>
    %7659 = stablehlo.multiply %7657, %32 : tensor<32xf32>
    %7660 = stablehlo.add %7658, %7659 : tensor<32xf32>
    %7661 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7662 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7663 = stablehlo.subtract %7662, %7661 : tensor<32xf32>
    %7664 = stablehlo.multiply %7661, %ema.blocks.0.0.bn1.running_mean : tensor<32xf32>
    %7665 = stablehlo.multiply %7663, %62 : tensor<32xf32>
    %7666 = stablehlo.add %7664, %7665 : tensor<32xf32>
    %7667 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7668 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7669 = stablehlo.subtract %7668, %7667 : tensor<32xf32>
    %7670 = stablehlo.multiply %7667, %ema.blocks.0.0.bn1.running_var : tensor<32xf32>
    %7671 = stablehlo.multiply %7669, %69 : tensor<32xf32>
    %7672 = stablehlo.add %7670, %7671 : tensor<32xf32>
    %7673 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %7674 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %7675 = stablehlo.subtract %7674, %7673 : tensor<16xf32>
    %7676 = stablehlo.multiply %7673, %ema.blocks.0.0.bn2.running_mean : tensor<16xf32>
    %7677 = stablehlo.multiply %7675, %99 : tensor<16xf32>
    %7678 = stablehlo.add %7676, %7677 : tensor<16xf32>
    %7679 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %7680 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %7681 = stablehlo.subtract %7680, %7679 : tensor<16xf32>
    %7682 = stablehlo.multiply %7679, %ema.blocks.0.0.bn2.running_var : tensor<16xf32>
    %7683 = stablehlo.multiply %7681, %106 : tensor<16xf32>
    %7684 = stablehlo.add %7682, %7683 : tensor<16xf32>
    %7685 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7686 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7687 = stablehlo.subtract %7686, %7685 : tensor<96xf32>
    %7688 = stablehlo.multiply %7685, %ema.blocks.1.0.bn1.running_mean : tensor<96xf32>
    %7689 = stablehlo.multiply %7687, %132 : tensor<96xf32>
    %7690 = stablehlo.add %7688, %7689 : tensor<96xf32>
    %7691 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7692 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7693 = stablehlo.subtract %7692, %7691 : tensor<96xf32>
    %7694 = stablehlo.multiply %7691, %ema.blocks.1.0.bn1.running_var : tensor<96xf32>
    %7695 = stablehlo.multiply %7693, %139 : tensor<96xf32>
    %7696 = stablehlo.add %7694, %7695 : tensor<96xf32>
    %7697 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7698 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7699 = stablehlo.subtract %7698, %7697 : tensor<96xf32>
    %7700 = stablehlo.multiply %7697, %ema.blocks.1.0.bn2.running_mean : tensor<96xf32>
    %7701 = stablehlo.multiply %7699, %169 : tensor<96xf32>
    %7702 = stablehlo.add %7700, %7701 : tensor<96xf32>
    %7703 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7704 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7705 = stablehlo.subtract %7704, %7703 : tensor<96xf32>
    %7706 = stablehlo.multiply %7703, %ema.blocks.1.0.bn2.running_var : tensor<96xf32>
    %7707 = stablehlo.multiply %7705, %176 : tensor<96xf32>
    %7708 = stablehlo.add %7706, %7707 : tensor<96xf32>
    %7709 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7710 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7711 = stablehlo.subtract %7710, %7709 : tensor<24xf32>
    %7712 = stablehlo.multiply %7709, %ema.blocks.1.0.bn3.running_mean : tensor<24xf32>
    %7713 = stablehlo.multiply %7711, %206 : tensor<24xf32>
    %7714 = stablehlo.add %7712, %7713 : tensor<24xf32>
    %7715 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7716 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7717 = stablehlo.subtract %7716, %7715 : tensor<24xf32>
    %7718 = stablehlo.multiply %7715, %ema.blocks.1.0.bn3.running_var : tensor<24xf32>
    %7719 = stablehlo.multiply %7717, %213 : tensor<24xf32>
    %7720 = stablehlo.add %7718, %7719 : tensor<24xf32>
    %7721 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7722 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7723 = stablehlo.subtract %7722, %7721 : tensor<144xf32>
    %7724 = stablehlo.multiply %7721, %ema.blocks.1.1.bn1.running_mean : tensor<144xf32>
    %7725 = stablehlo.multiply %7723, %239 : tensor<144xf32>
    %7726 = stablehlo.add %7724, %7725 : tensor<144xf32>
    %7727 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7728 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7729 = stablehlo.subtract %7728, %7727 : tensor<144xf32>
    %7730 = stablehlo.multiply %7727, %ema.blocks.1.1.bn1.running_var : tensor<144xf32>
    %7731 = stablehlo.multiply %7729, %246 : tensor<144xf32>
    %7732 = stablehlo.add %7730, %7731 : tensor<144xf32>
    %7733 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7734 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7735 = stablehlo.subtract %7734, %7733 : tensor<144xf32>
    %7736 = stablehlo.multiply %7733, %ema.blocks.1.1.bn2.running_mean : tensor<144xf32>
    %7737 = stablehlo.multiply %7735, %276 : tensor<144xf32>
    %7738 = stablehlo.add %7736, %7737 : tensor<144xf32>
    %7739 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7740 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7741 = stablehlo.subtract %7740, %7739 : tensor<144xf32>
    %7742 = stablehlo.multiply %7739, %ema.blocks.1.1.bn2.running_var : tensor<144xf32>
    %7743 = stablehlo.multiply %7741, %283 : tensor<144xf32>
    %7744 = stablehlo.add %7742, %7743 : tensor<144xf32>
    %7745 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7746 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7747 = stablehlo.subtract %7746, %7745 : tensor<24xf32>
    %7748 = stablehlo.multiply %7745, %ema.blocks.1.1.bn3.running_mean : tensor<24xf32>
    %7749 = stablehlo.multiply %7747, %313 : tensor<24xf32>
    %7750 = stablehlo.add %7748, %7749 : tensor<24xf32>
    %7751 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7752 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7753 = stablehlo.subtract %7752, %7751 : tensor<24xf32>
    %7754 = stablehlo.multiply %7751, %ema.blocks.1.1.bn3.running_var : tensor<24xf32>
    %7755 = stablehlo.multiply %7753, %320 : tensor<24xf32>
    %7756 = stablehlo.add %7754, %7755 : tensor<24xf32>
    %7757 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7758 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7759 = stablehlo.subtract %7758, %7757 : tensor<144xf32>
    %7760 = stablehlo.multiply %7757, %ema.blocks.2.0.bn1.running_mean : tensor<144xf32>
    %7761 = stablehlo.multiply %7759, %350 : tensor<144xf32>
    %7762 = stablehlo.add %7760, %7761 : tensor<144xf32>
    %7763 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7764 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7765 = stablehlo.subtract %7764, %7763 : tensor<144xf32>
    %7766 = stablehlo.multiply %7763, %ema.blocks.2.0.bn1.running_var : tensor<144xf32>
    %7767 = stablehlo.multiply %7765, %357 : tensor<144xf32>
    %7768 = stablehlo.add %7766, %7767 : tensor<144xf32>
    %7769 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7770 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7771 = stablehlo.subtract %7770, %7769 : tensor<144xf32>
    %7772 = stablehlo.multiply %7769, %ema.blocks.2.0.bn2.running_mean : tensor<144xf32>
    %7773 = stablehlo.multiply %7771, %387 : tensor<144xf32>
    %7774 = stablehlo.add %7772, %7773 : tensor<144xf32>
    %7775 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7776 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7777 = stablehlo.subtract %7776, %7775 : tensor<144xf32>
    %7778 = stablehlo.multiply %7775, %ema.blocks.2.0.bn2.running_var : tensor<144xf32>
    %7779 = stablehlo.multiply %7777, %394 : tensor<144xf32>
    %7780 = stablehlo.add %7778, %7779 : tensor<144xf32>
    %7781 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7782 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7783 = stablehlo.subtract %7782, %7781 : tensor<32xf32>
    %7784 = stablehlo.multiply %7781, %ema.blocks.2.0.bn3.running_mean : tensor<32xf32>
    %7785 = stablehlo.multiply %7783, %424 : tensor<32xf32>
    %7786 = stablehlo.add %7784, %7785 : tensor<32xf32>
    %7787 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7788 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7789 = stablehlo.subtract %7788, %7787 : tensor<32xf32>
    %7790 = stablehlo.multiply %7787, %ema.blocks.2.0.bn3.running_var : tensor<32xf32>
    %7791 = stablehlo.multiply %7789, %431 : tensor<32xf32>
    %7792 = stablehlo.add %7790, %7791 : tensor<32xf32>
    %7793 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7794 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7795 = stablehlo.subtract %7794, %7793 : tensor<192xf32>
    %7796 = stablehlo.multiply %7793, %ema.blocks.2.1.bn1.running_mean : tensor<192xf32>
    %7797 = stablehlo.multiply %7795, %457 : tensor<192xf32>
    %7798 = stablehlo.add %7796, %7797 : tensor<192xf32>
    %7799 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7800 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7801 = stablehlo.subtract %7800, %7799 : tensor<192xf32>
    %7802 = stablehlo.multiply %7799, %ema.blocks.2.1.bn1.running_var : tensor<192xf32>
    %7803 = stablehlo.multiply %7801, %464 : tensor<192xf32>
    %7804 = stablehlo.add %7802, %7803 : tensor<192xf32>
    %7805 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7806 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7807 = stablehlo.subtract %7806, %7805 : tensor<192xf32>
    %7808 = stablehlo.multiply %7805, %ema.blocks.2.1.bn2.running_mean : tensor<192xf32>
    %7809 = stablehlo.multiply %7807, %494 : tensor<192xf32>
    %7810 = stablehlo.add %7808, %7809 : tensor<192xf32>
    %7811 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7812 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7813 = stablehlo.subtract %7812, %7811 : tensor<192xf32>
    %7814 = stablehlo.multiply %7811, %ema.blocks.2.1.bn2.running_var : tensor<192xf32>
    %7815 = stablehlo.multiply %7813, %501 : tensor<192xf32>
    %7816 = stablehlo.add %7814, %7815 : tensor<192xf32>
    %7817 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7818 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7819 = stablehlo.subtract %7818, %7817 : tensor<32xf32>
    %7820 = stablehlo.multiply %7817, %ema.blocks.2.1.bn3.running_mean : tensor<32xf32>
    %7821 = stablehlo.multiply %7819, %531 : tensor<32xf32>
    %7822 = stablehlo.add %7820, %7821 : tensor<32xf32>
    %7823 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7824 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7825 = stablehlo.subtract %7824, %7823 : tensor<32xf32>
    %7826 = stablehlo.multiply %7823, %ema.blocks.2.1.bn3.running_var : tensor<32xf32>
    %7827 = stablehlo.multiply %7825, %538 : tensor<32xf32>
    %7828 = stablehlo.add %7826, %7827 : tensor<32xf32>
    %7829 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7830 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7831 = stablehlo.subtract %7830, %7829 : tensor<192xf32>
    %7832 = stablehlo.multiply %7829, %ema.blocks.2.2.bn1.running_mean : tensor<192xf32>
    %7833 = stablehlo.multiply %7831, %568 : tensor<192xf32>
    %7834 = stablehlo.add %7832, %7833 : tensor<192xf32>
    %7835 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7836 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7837 = stablehlo.subtract %7836, %7835 : tensor<192xf32>
    %7838 = stablehlo.multiply %7835, %ema.blocks.2.2.bn1.running_var : tensor<192xf32>
    %7839 = stablehlo.multiply %7837, %575 : tensor<192xf32>
    %7840 = stablehlo.add %7838, %7839 : tensor<192xf32>
    %7841 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7842 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7843 = stablehlo.subtract %7842, %7841 : tensor<192xf32>
    %7844 = stablehlo.multiply %7841, %ema.blocks.2.2.bn2.running_mean : tensor<192xf32>
    %7845 = stablehlo.multiply %7843, %605 : tensor<192xf32>
    %7846 = stablehlo.add %7844, %7845 : tensor<192xf32>
    %7847 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7848 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7849 = stablehlo.subtract %7848, %7847 : tensor<192xf32>
    %7850 = stablehlo.multiply %7847, %ema.blocks.2.2.bn2.running_var : tensor<192xf32>
    %7851 = stablehlo.multiply %7849, %612 : tensor<192xf32>
    %7852 = stablehlo.add %7850, %7851 : tensor<192xf32>
    %7853 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7854 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7855 = stablehlo.subtract %7854, %7853 : tensor<32xf32>
    %7856 = stablehlo.multiply %7853, %ema.blocks.2.2.bn3.running_mean : tensor<32xf32>
    %7857 = stablehlo.multiply %7855, %642 : tensor<32xf32>
    %7858 = stablehlo.add %7856, %7857 : tensor<32xf32>
    %7859 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7860 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7861 = stablehlo.subtract %7860, %7859 : tensor<32xf32>
    %7862 = stablehlo.multiply %7859, %ema.blocks.2.2.bn3.running_var : tensor<32xf32>
    %7863 = stablehlo.multiply %7861, %649 : tensor<32xf32>
    %7864 = stablehlo.add %7862, %7863 : tensor<32xf32>
    %7865 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7866 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7867 = stablehlo.subtract %7866, %7865 : tensor<192xf32>
    %7868 = stablehlo.multiply %7865, %ema.blocks.3.0.bn1.running_mean : tensor<192xf32>
    %7869 = stablehlo.multiply %7867, %679 : tensor<192xf32>
    %7870 = stablehlo.add %7868, %7869 : tensor<192xf32>
    %7871 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7872 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7873 = stablehlo.subtract %7872, %7871 : tensor<192xf32>
    %7874 = stablehlo.multiply %7871, %ema.blocks.3.0.bn1.running_var : tensor<192xf32>
    %7875 = stablehlo.multiply %7873, %686 : tensor<192xf32>
    %7876 = stablehlo.add %7874, %7875 : tensor<192xf32>
    %7877 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7878 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7879 = stablehlo.subtract %7878, %7877 : tensor<192xf32>
    %7880 = stablehlo.multiply %7877, %ema.blocks.3.0.bn2.running_mean : tensor<192xf32>
    %7881 = stablehlo.multiply %7879, %716 : tensor<192xf32>
    %7882 = stablehlo.add %7880, %7881 : tensor<192xf32>
    %7883 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7884 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7885 = stablehlo.subtract %7884, %7883 : tensor<192xf32>
    %7886 = stablehlo.multiply %7883, %ema.blocks.3.0.bn2.running_var : tensor<192xf32>
    %7887 = stablehlo.multiply %7885, %723 : tensor<192xf32>
    %7888 = stablehlo.add %7886, %7887 : tensor<192xf32>
    %7889 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7890 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7891 = stablehlo.subtract %7890, %7889 : tensor<64xf32>
    %7892 = stablehlo.multiply %7889, %ema.blocks.3.0.bn3.running_mean : tensor<64xf32>
    %7893 = stablehlo.multiply %7891, %753 : tensor<64xf32>
    %7894 = stablehlo.add %7892, %7893 : tensor<64xf32>
    %7895 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7896 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7897 = stablehlo.subtract %7896, %7895 : tensor<64xf32>
    %7898 = stablehlo.multiply %7895, %ema.blocks.3.0.bn3.running_var : tensor<64xf32>
    %7899 = stablehlo.multiply %7897, %760 : tensor<64xf32>
    %7900 = stablehlo.add %7898, %7899 : tensor<64xf32>
    %7901 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7902 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7903 = stablehlo.subtract %7902, %7901 : tensor<384xf32>
    %7904 = stablehlo.multiply %7901, %ema.blocks.3.1.bn1.running_mean : tensor<384xf32>
    %7905 = stablehlo.multiply %7903, %786 : tensor<384xf32>
    %7906 = stablehlo.add %7904, %7905 : tensor<384xf32>
    %7907 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7908 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7909 = stablehlo.subtract %7908, %7907 : tensor<384xf32>
    %7910 = stablehlo.multiply %7907, %ema.blocks.3.1.bn1.running_var : tensor<384xf32>
    %7911 = stablehlo.multiply %7909, %793 : tensor<384xf32>
    %7912 = stablehlo.add %7910, %7911 : tensor<384xf32>
    %7913 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7914 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7915 = stablehlo.subtract %7914, %7913 : tensor<384xf32>
    %7916 = stablehlo.multiply %7913, %ema.blocks.3.1.bn2.running_mean : tensor<384xf32>
    %7917 = stablehlo.multiply %7915, %823 : tensor<384xf32>
    %7918 = stablehlo.add %7916, %7917 : tensor<384xf32>
    %7919 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7920 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7921 = stablehlo.subtract %7920, %7919 : tensor<384xf32>
    %7922 = stablehlo.multiply %7919, %ema.blocks.3.1.bn2.running_var : tensor<384xf32>
    %7923 = stablehlo.multiply %7921, %830 : tensor<384xf32>
    %7924 = stablehlo.add %7922, %7923 : tensor<384xf32>
    %7925 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7926 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7927 = stablehlo.subtract %7926, %7925 : tensor<64xf32>
    %7928 = stablehlo.multiply %7925, %ema.blocks.3.1.bn3.running_mean : tensor<64xf32>
    %7929 = stablehlo.multiply %7927, %860 : tensor<64xf32>
    %7930 = stablehlo.add %7928, %7929 : tensor<64xf32>
    %7931 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7932 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7933 = stablehlo.subtract %7932, %7931 : tensor<64xf32>
    %7934 = stablehlo.multiply %7931, %ema.blocks.3.1.bn3.running_var : tensor<64xf32>
    %7935 = stablehlo.multiply %7933, %867 : tensor<64xf32>
    %7936 = stablehlo.add %7934, %7935 : tensor<64xf32>
    %7937 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7938 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7939 = stablehlo.subtract %7938, %7937 : tensor<384xf32>
    %7940 = stablehlo.multiply %7937, %ema.blocks.3.2.bn1.running_mean : tensor<384xf32>
    %7941 = stablehlo.multiply %7939, %897 : tensor<384xf32>
    %7942 = stablehlo.add %7940, %7941 : tensor<384xf32>
    %7943 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7944 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7945 = stablehlo.subtract %7944, %7943 : tensor<384xf32>
    %7946 = stablehlo.multiply %7943, %ema.blocks.3.2.bn1.running_var : tensor<384xf32>
    %7947 = stablehlo.multiply %7945, %904 : tensor<384xf32>
    %7948 = stablehlo.add %7946, %7947 : tensor<384xf32>
    %7949 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7950 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7951 = stablehlo.subtract %7950, %7949 : tensor<384xf32>
    %7952 = stablehlo.multiply %7949, %ema.blocks.3.2.bn2.running_mean : tensor<384xf32>
    %7953 = stablehlo.multiply %7951, %934 : tensor<384xf32>
    %7954 = stablehlo.add %7952, %7953 : tensor<384xf32>
    %7955 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7956 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7957 = stablehlo.subtract %7956, %7955 : tensor<384xf32>
    %7958 = stablehlo.multiply %7955, %ema.blocks.3.2.bn2.running_var : tensor<384xf32>
    %7959 = stablehlo.multiply %7957, %941 : tensor<384xf32>
    %7960 = stablehlo.add %7958, %7959 : tensor<384xf32>
    %7961 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7962 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7963 = stablehlo.subtract %7962, %7961 : tensor<64xf32>
    %7964 = stablehlo.multiply %7961, %ema.blocks.3.2.bn3.running_mean : tensor<64xf32>
    %7965 = stablehlo.multiply %7963, %971 : tensor<64xf32>
    %7966 = stablehlo.add %7964, %7965 : tensor<64xf32>
    %7967 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7968 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7969 = stablehlo.subtract %7968, %7967 : tensor<64xf32>
    %7970 = stablehlo.multiply %7967, %ema.blocks.3.2.bn3.running_var : tensor<64xf32>
    %7971 = stablehlo.multiply %7969, %978 : tensor<64xf32>
    %7972 = stablehlo.add %7970, %7971 : tensor<64xf32>
    %7973 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7974 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7975 = stablehlo.subtract %7974, %7973 : tensor<384xf32>
    %7976 = stablehlo.multiply %7973, %ema.blocks.3.3.bn1.running_mean : tensor<384xf32>
    %7977 = stablehlo.multiply %7975, %1008 : tensor<384xf32>
    %7978 = stablehlo.add %7976, %7977 : tensor<384xf32>
    %7979 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7980 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7981 = stablehlo.subtract %7980, %7979 : tensor<384xf32>
    %7982 = stablehlo.multiply %7979, %ema.blocks.3.3.bn1.running_var : tensor<384xf32>
    %7983 = stablehlo.multiply %7981, %1015 : tensor<384xf32>
    %7984 = stablehlo.add %7982, %7983 : tensor<384xf32>
    %7985 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7986 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7987 = stablehlo.subtract %7986, %7985 : tensor<384xf32>
    %7988 = stablehlo.multiply %7985, %ema.blocks.3.3.bn2.running_mean : tensor<384xf32>
    %7989 = stablehlo.multiply %7987, %1045 : tensor<384xf32>
    %7990 = stablehlo.add %7988, %7989 : tensor<384xf32>
    %7991 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7992 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7993 = stablehlo.subtract %7992, %7991 : tensor<384xf32>
    %7994 = stablehlo.multiply %7991, %ema.blocks.3.3.bn2.running_var : tensor<384xf32>
    %7995 = stablehlo.multiply %7993, %1052 : tensor<384xf32>
    %7996 = stablehlo.add %7994, %7995 : tensor<384xf32>
    %7997 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7998 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7999 = stablehlo.subtract %7998, %7997 : tensor<64xf32>
    %8000 = stablehlo.multiply %7997, %ema.blocks.3.3.bn3.running_mean : tensor<64xf32>
    %8001 = stablehlo.multiply %7999, %1082 : tensor<64xf32>
    %8002 = stablehlo.add %8000, %8001 : tensor<64xf32>
    %8003 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8004 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8005 = stablehlo.subtract %8004, %8003 : tensor<64xf32>
    %8006 = stablehlo.multiply %8003, %ema.blocks.3.3.bn3.running_var : tensor<64xf32>
    %8007 = stablehlo.multiply %8005, %1089 : tensor<64xf32>
    %8008 = stablehlo.add %8006, %8007 : tensor<64xf32>
    %8009 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8010 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8011 = stablehlo.subtract %8010, %8009 : tensor<384xf32>
    %8012 = stablehlo.multiply %8009, %ema.blocks.4.0.bn1.running_mean : tensor<384xf32>
    %8013 = stablehlo.multiply %8011, %1119 : tensor<384xf32>
    %8014 = stablehlo.add %8012, %8013 : tensor<384xf32>
    %8015 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8016 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8017 = stablehlo.subtract %8016, %8015 : tensor<384xf32>
    %8018 = stablehlo.multiply %8015, %ema.blocks.4.0.bn1.running_var : tensor<384xf32>
    %8019 = stablehlo.multiply %8017, %1126 : tensor<384xf32>
    %8020 = stablehlo.add %8018, %8019 : tensor<384xf32>
    %8021 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8022 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8023 = stablehlo.subtract %8022, %8021 : tensor<384xf32>
    %8024 = stablehlo.multiply %8021, %ema.blocks.4.0.bn2.running_mean : tensor<384xf32>
    %8025 = stablehlo.multiply %8023, %1156 : tensor<384xf32>
    %8026 = stablehlo.add %8024, %8025 : tensor<384xf32>
    %8027 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8028 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8029 = stablehlo.subtract %8028, %8027 : tensor<384xf32>
    %8030 = stablehlo.multiply %8027, %ema.blocks.4.0.bn2.running_var : tensor<384xf32>
    %8031 = stablehlo.multiply %8029, %1163 : tensor<384xf32>
    %8032 = stablehlo.add %8030, %8031 : tensor<384xf32>
    %8033 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8034 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8035 = stablehlo.subtract %8034, %8033 : tensor<96xf32>
    %8036 = stablehlo.multiply %8033, %ema.blocks.4.0.bn3.running_mean : tensor<96xf32>
    %8037 = stablehlo.multiply %8035, %1193 : tensor<96xf32>
    %8038 = stablehlo.add %8036, %8037 : tensor<96xf32>
    %8039 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8040 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8041 = stablehlo.subtract %8040, %8039 : tensor<96xf32>
    %8042 = stablehlo.multiply %8039, %ema.blocks.4.0.bn3.running_var : tensor<96xf32>
    %8043 = stablehlo.multiply %8041, %1200 : tensor<96xf32>
    %8044 = stablehlo.add %8042, %8043 : tensor<96xf32>
    %8045 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8046 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8047 = stablehlo.subtract %8046, %8045 : tensor<576xf32>
    %8048 = stablehlo.multiply %8045, %ema.blocks.4.1.bn1.running_mean : tensor<576xf32>
    %8049 = stablehlo.multiply %8047, %1226 : tensor<576xf32>
    %8050 = stablehlo.add %8048, %8049 : tensor<576xf32>
    %8051 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8052 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8053 = stablehlo.subtract %8052, %8051 : tensor<576xf32>
    %8054 = stablehlo.multiply %8051, %ema.blocks.4.1.bn1.running_var : tensor<576xf32>
    %8055 = stablehlo.multiply %8053, %1233 : tensor<576xf32>
    %8056 = stablehlo.add %8054, %8055 : tensor<576xf32>
    %8057 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8058 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8059 = stablehlo.subtract %8058, %8057 : tensor<576xf32>
    %8060 = stablehlo.multiply %8057, %ema.blocks.4.1.bn2.running_mean : tensor<576xf32>
    %8061 = stablehlo.multiply %8059, %1263 : tensor<576xf32>
    %8062 = stablehlo.add %8060, %8061 : tensor<576xf32>
    %8063 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8064 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8065 = stablehlo.subtract %8064, %8063 : tensor<576xf32>
    %8066 = stablehlo.multiply %8063, %ema.blocks.4.1.bn2.running_var : tensor<576xf32>
    %8067 = stablehlo.multiply %8065, %1270 : tensor<576xf32>
    %8068 = stablehlo.add %8066, %8067 : tensor<576xf32>
    %8069 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8070 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8071 = stablehlo.subtract %8070, %8069 : tensor<96xf32>
    %8072 = stablehlo.multiply %8069, %ema.blocks.4.1.bn3.running_mean : tensor<96xf32>
    %8073 = stablehlo.multiply %8071, %1300 : tensor<96xf32>
    %8074 = stablehlo.add %8072, %8073 : tensor<96xf32>
    %8075 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8076 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8077 = stablehlo.subtract %8076, %8075 : tensor<96xf32>
    %8078 = stablehlo.multiply %8075, %ema.blocks.4.1.bn3.running_var : tensor<96xf32>
    %8079 = stablehlo.multiply %8077, %1307 : tensor<96xf32>
    %8080 = stablehlo.add %8078, %8079 : tensor<96xf32>
    %8081 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8082 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8083 = stablehlo.subtract %8082, %8081 : tensor<576xf32>
    %8084 = stablehlo.multiply %8081, %ema.blocks.4.2.bn1.running_mean : tensor<576xf32>
    %8085 = stablehlo.multiply %8083, %1337 : tensor<576xf32>
    %8086 = stablehlo.add %8084, %8085 : tensor<576xf32>
    %8087 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8088 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8089 = stablehlo.subtract %8088, %8087 : tensor<576xf32>
    %8090 = stablehlo.multiply %8087, %ema.blocks.4.2.bn1.running_var : tensor<576xf32>
    %8091 = stablehlo.multiply %8089, %1344 : tensor<576xf32>
    %8092 = stablehlo.add %8090, %8091 : tensor<576xf32>
    %8093 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8094 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8095 = stablehlo.subtract %8094, %8093 : tensor<576xf32>
    %8096 = stablehlo.multiply %8093, %ema.blocks.4.2.bn2.running_mean : tensor<576xf32>
    %8097 = stablehlo.multiply %8095, %1374 : tensor<576xf32>
    %8098 = stablehlo.add %8096, %8097 : tensor<576xf32>
    %8099 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8100 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8101 = stablehlo.subtract %8100, %8099 : tensor<576xf32>
    %8102 = stablehlo.multiply %8099, %ema.blocks.4.2.bn2.running_var : tensor<576xf32>
    %8103 = stablehlo.multiply %8101, %1381 : tensor<576xf32>
    %8104 = stablehlo.add %8102, %8103 : tensor<576xf32>
    %8105 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8106 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8107 = stablehlo.subtract %8106, %8105 : tensor<96xf32>
    %8108 = stablehlo.multiply %8105, %ema.blocks.4.2.bn3.running_mean : tensor<96xf32>
    %8109 = stablehlo.multiply %8107, %1411 : tensor<96xf32>
    %8110 = stablehlo.add %8108, %8109 : tensor<96xf32>
    %8111 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8112 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8113 = stablehlo.subtract %8112, %8111 : tensor<96xf32>
    %8114 = stablehlo.multiply %8111, %ema.blocks.4.2.bn3.running_var : tensor<96xf32>
    %8115 = stablehlo.multiply %8113, %1418 : tensor<96xf32>
    %8116 = stablehlo.add %8114, %8115 : tensor<96xf32>
    %8117 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8118 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8119 = stablehlo.subtract %8118, %8117 : tensor<576xf32>
    %8120 = stablehlo.multiply %8117, %ema.blocks.5.0.bn1.running_mean : tensor<576xf32>
    %8121 = stablehlo.multiply %8119, %1448 : tensor<576xf32>
    %8122 = stablehlo.add %8120, %8121 : tensor<576xf32>
    %8123 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8124 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8125 = stablehlo.subtract %8124, %8123 : tensor<576xf32>
    %8126 = stablehlo.multiply %8123, %ema.blocks.5.0.bn1.running_var : tensor<576xf32>
    %8127 = stablehlo.multiply %8125, %1455 : tensor<576xf32>
    %8128 = stablehlo.add %8126, %8127 : tensor<576xf32>
    %8129 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8130 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8131 = stablehlo.subtract %8130, %8129 : tensor<576xf32>
    %8132 = stablehlo.multiply %8129, %ema.blocks.5.0.bn2.running_mean : tensor<576xf32>
    %8133 = stablehlo.multiply %8131, %1485 : tensor<576xf32>
    %8134 = stablehlo.add %8132, %8133 : tensor<576xf32>
    %8135 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8136 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8137 = stablehlo.subtract %8136, %8135 : tensor<576xf32>
    %8138 = stablehlo.multiply %8135, %ema.blocks.5.0.bn2.running_var : tensor<576xf32>
    %8139 = stablehlo.multiply %8137, %1492 : tensor<576xf32>
    %8140 = stablehlo.add %8138, %8139 : tensor<576xf32>
    %8141 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8142 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8143 = stablehlo.subtract %8142, %8141 : tensor<160xf32>
    %8144 = stablehlo.multiply %8141, %ema.blocks.5.0.bn3.running_mean : tensor<160xf32>
    %8145 = stablehlo.multiply %8143, %1522 : tensor<160xf32>
    %8146 = stablehlo.add %8144, %8145 : tensor<160xf32>
    %8147 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8148 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8149 = stablehlo.subtract %8148, %8147 : tensor<160xf32>
    %8150 = stablehlo.multiply %8147, %ema.blocks.5.0.bn3.running_var : tensor<160xf32>
    %8151 = stablehlo.multiply %8149, %1529 : tensor<160xf32>
    %8152 = stablehlo.add %8150, %8151 : tensor<160xf32>
    %8153 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8154 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8155 = stablehlo.subtract %8154, %8153 : tensor<960xf32>
    %8156 = stablehlo.multiply %8153, %ema.blocks.5.1.bn1.running_mean : tensor<960xf32>
    %8157 = stablehlo.multiply %8155, %1555 : tensor<960xf32>
    %8158 = stablehlo.add %8156, %8157 : tensor<960xf32>
    %8159 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8160 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8161 = stablehlo.subtract %8160, %8159 : tensor<960xf32>
    %8162 = stablehlo.multiply %8159, %ema.blocks.5.1.bn1.running_var : tensor<960xf32>
    %8163 = stablehlo.multiply %8161, %1562 : tensor<960xf32>
    %8164 = stablehlo.add %8162, %8163 : tensor<960xf32>
    %8165 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8166 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8167 = stablehlo.subtract %8166, %8165 : tensor<960xf32>
    %8168 = stablehlo.multiply %8165, %ema.blocks.5.1.bn2.running_mean : tensor<960xf32>
    %8169 = stablehlo.multiply %8167, %1592 : tensor<960xf32>
    %8170 = stablehlo.add %8168, %8169 : tensor<960xf32>
    %8171 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8172 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8173 = stablehlo.subtract %8172, %8171 : tensor<960xf32>
    %8174 = stablehlo.multiply %8171, %ema.blocks.5.1.bn2.running_var : tensor<960xf32>
    %8175 = stablehlo.multiply %8173, %1599 : tensor<960xf32>
    %8176 = stablehlo.add %8174, %8175 : tensor<960xf32>
    %8177 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8178 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8179 = stablehlo.subtract %8178, %8177 : tensor<160xf32>
    %8180 = stablehlo.multiply %8177, %ema.blocks.5.1.bn3.running_mean : tensor<160xf32>
    %8181 = stablehlo.multiply %8179, %1629 : tensor<160xf32>
    %8182 = stablehlo.add %8180, %8181 : tensor<160xf32>
    %8183 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8184 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8185 = stablehlo.subtract %8184, %8183 : tensor<160xf32>
    %8186 = stablehlo.multiply %8183, %ema.blocks.5.1.bn3.running_var : tensor<160xf32>
    %8187 = stablehlo.multiply %8185, %1636 : tensor<160xf32>
    %8188 = stablehlo.add %8186, %8187 : tensor<160xf32>
    %8189 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8190 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8191 = stablehlo.subtract %8190, %8189 : tensor<960xf32>
    %8192 = stablehlo.multiply %8189, %ema.blocks.5.2.bn1.running_mean : tensor<960xf32>
    %8193 = stablehlo.multiply %8191, %1666 : tensor<960xf32>
    %8194 = stablehlo.add %8192, %8193 : tensor<960xf32>
    %8195 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8196 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8197 = stablehlo.subtract %8196, %8195 : tensor<960xf32>
    %8198 = stablehlo.multiply %8195, %ema.blocks.5.2.bn1.running_var : tensor<960xf32>
    %8199 = stablehlo.multiply %8197, %1673 : tensor<960xf32>
    %8200 = stablehlo.add %8198, %8199 : tensor<960xf32>
    %8201 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8202 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8203 = stablehlo.subtract %8202, %8201 : tensor<960xf32>
    %8204 = stablehlo.multiply %8201, %ema.blocks.5.2.bn2.running_mean : tensor<960xf32>
    %8205 = stablehlo.multiply %8203, %1703 : tensor<960xf32>
    %8206 = stablehlo.add %8204, %8205 : tensor<960xf32>
    %8207 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8208 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8209 = stablehlo.subtract %8208, %8207 : tensor<960xf32>
    %8210 = stablehlo.multiply %8207, %ema.blocks.5.2.bn2.running_var : tensor<960xf32>
    %8211 = stablehlo.multiply %8209, %1710 : tensor<960xf32>
    %8212 = stablehlo.add %8210, %8211 : tensor<960xf32>
    %8213 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8214 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8215 = stablehlo.subtract %8214, %8213 : tensor<160xf32>
    %8216 = stablehlo.multiply %8213, %ema.blocks.5.2.bn3.running_mean : tensor<160xf32>
    %8217 = stablehlo.multiply %8215, %1740 : tensor<160xf32>
    %8218 = stablehlo.add %8216, %8217 : tensor<160xf32>
    %8219 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8220 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8221 = stablehlo.subtract %8220, %8219 : tensor<160xf32>
    %8222 = stablehlo.multiply %8219, %ema.blocks.5.2.bn3.running_var : tensor<160xf32>
    %8223 = stablehlo.multiply %8221, %1747 : tensor<160xf32>
    %8224 = stablehlo.add %8222, %8223 : tensor<160xf32>
    %8225 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8226 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8227 = stablehlo.subtract %8226, %8225 : tensor<960xf32>
    %8228 = stablehlo.multiply %8225, %ema.blocks.6.0.bn1.running_mean : tensor<960xf32>
    %8229 = stablehlo.multiply %8227, %1777 : tensor<960xf32>
    %8230 = stablehlo.add %8228, %8229 : tensor<960xf32>
    %8231 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8232 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8233 = stablehlo.subtract %8232, %8231 : tensor<960xf32>
    %8234 = stablehlo.multiply %8231, %ema.blocks.6.0.bn1.running_var : tensor<960xf32>
    %8235 = stablehlo.multiply %8233, %1784 : tensor<960xf32>
    %8236 = stablehlo.add %8234, %8235 : tensor<960xf32>
    %8237 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8238 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8239 = stablehlo.subtract %8238, %8237 : tensor<960xf32>
    %8240 = stablehlo.multiply %8237, %ema.blocks.6.0.bn2.running_mean : tensor<960xf32>
    %8241 = stablehlo.multiply %8239, %1814 : tensor<960xf32>
    %8242 = stablehlo.add %8240, %8241 : tensor<960xf32>
    %8243 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8244 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8245 = stablehlo.subtract %8244, %8243 : tensor<960xf32>
    %8246 = stablehlo.multiply %8243, %ema.blocks.6.0.bn2.running_var : tensor<960xf32>
    %8247 = stablehlo.multiply %8245, %1821 : tensor<960xf32>
    %8248 = stablehlo.add %8246, %8247 : tensor<960xf32>
    %8249 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %8250 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %8251 = stablehlo.subtract %8250, %8249 : tensor<320xf32>
    %8252 = stablehlo.multiply %8249, %ema.blocks.6.0.bn3.running_mean : tensor<320xf32>
    %8253 = stablehlo.multiply %8251, %1851 : tensor<320xf32>
    %8254 = stablehlo.add %8252, %8253 : tensor<320xf32>
    %8255 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %8256 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %8257 = stablehlo.subtract %8256, %8255 : tensor<320xf32>
    %8258 = stablehlo.multiply %8255, %ema.blocks.6.0.bn3.running_var : tensor<320xf32>
    %8259 = stablehlo.multiply %8257, %1858 : tensor<320xf32>
    %8260 = stablehlo.add %8258, %8259 : tensor<320xf32>
    %8261 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %8262 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %8263 = stablehlo.subtract %8262, %8261 : tensor<1280xf32>
    %8264 = stablehlo.multiply %8261, %ema.bn2.running_mean : tensor<1280xf32>
    %8265 = stablehlo.multiply %8263, %1884 : tensor<1280xf32>
    %8266 = stablehlo.add %8264, %8265 : tensor<1280xf32>
    %8267 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %8268 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %8269 = stablehlo.subtract %8268, %8267 : tensor<1280xf32>
    %8270 = stablehlo.multiply %8267, %ema.bn2.running_var : tensor<1280xf32>
    %8271 = stablehlo.multiply %8269, %1891 : tensor<1280xf32>
    %8272 = stablehlo.add %8270, %8271 : tensor<1280xf32>
    "func.return"(%6543, %6544, %6545, %6546, %6547, %6548, %6549, %6550, %6551, %6552, %6553, %6554, %6555, %6556, %6557, %6558, %6559, %6560, %6561, %6562, %6563, %6564, %6565, %6566, %6567, %6568, %6569, %6570, %6571, %6572, %6573, %6574, %6575, %6576, %6577, %6578, %6579, %6580, %6581, %6582, %6583, %6584, %6585, %6586, %6587, %6588, %6589, %6590, %6591, %6592, %6593, %6594, %6595, %6596, %6597, %6598, %6599, %6600, %6601, %6602, %6603, %6604, %6605, %6606, %6607, %6608, %6609, %6610, %6611, %6612, %6613, %6614, %6615, %6616, %6617, %6618, %6619, %6620, %6621, %6622, %6623, %6624, %6625, %6626, %6627, %6628, %6629, %6630, %6631, %6632, %6633, %6634, %6635, %6636, %6637, %6638, %6639, %6640, %6641, %6642, %6643, %6644, %6645, %6646, %6647, %6648, %6649, %6650, %6651, %6652, %6653, %6654, %6655, %6656, %6657, %6658, %6659, %6660, %6661, %6662, %6663, %6664, %6665, %6666, %6667, %6668, %6669, %6670, %6671, %6672, %6673, %6674, %6675, %6676, %6677, %6678, %6679, %6680, %6681, %6682, %6683, %6684, %6685, %6686, %6687, %6688, %6689, %6690, %6691, %6692, %6693, %6694, %6695, %6696, %6697, %6698, %6699, %6700, %25, %32, %62, %69, %99, %106, %132, %139, %169, %176, %206, %213, %239, %246, %276, %283, %313, %320, %350, %357, %387, %394, %424, %431, %457, %464, %494, %501, %531, %538, %568, %575, %605, %612, %642, %649, %679, %686, %716, %723, %753, %760, %786, %793, %823, %830, %860, %867, %897, %904, %934, %941, %971, %978, %1008, %1015, %1045, %1052, %1082, %1089, %1119, %1126, %1156, %1163, %1193, %1200, %1226, %1233, %1263, %1270, %1300, %1307, %1337, %1344, %1374, %1381, %1411, %1418, %1448, %1455, %1485, %1492, %1522, %1529, %1555, %1562, %1592, %1599, %1629, %1636, %1666, %1673, %1703, %1710, %1740, %1747, %1777, %1784, %1814, %1821, %1851, %1858, %1884, %1891, %4178, %4188, %4198, %4208, %4218, %4228, %4238, %4248, %4258, %4268, %4278, %4288, %4298, %4308, %4318, %4328, %4338, %4348, %4358, %4368, %4378, %4388, %4398, %4408, %4418, %4428, %4438, %4448, %4458, %4468, %4478, %4488, %4498, %4508, %4518, %4528, %4538, %4548, %4558, %4568, %4578, %4588, %4598, %4608, %4618, %4628, %4638, %4648, %4658, %4668, %4678, %4688, %4698, %4708, %4718, %4728, %4738, %4748, %4758, %4768, %4778, %4788, %4798, %4808, %4818, %4828, %4838, %4848, %4858, %4868, %4878, %4888, %4898, %4908, %4918, %4928, %4938, %4948, %4958, %4968, %4978, %4988, %4998, %5008, %5018, %5028, %5038, %5048, %5058, %5068, %5078, %5088, %5098, %5108, %5118, %5128, %5138, %5148, %5158, %5168, %5178, %5188, %5198, %5208, %5218, %5228, %5238, %5248, %5258, %5268, %5278, %5288, %5298, %5308, %5318, %5328, %5338, %5348, %5358, %5368, %5378, %5388, %5398, %5408, %5418, %5428, %5438, %5448, %5458, %5468, %5478, %5488, %5498, %5508, %5518, %5528, %5538, %5548, %5558, %5568, %5578, %5588, %5598, %5608, %5618, %5628, %5638, %5648, %5658, %5668, %5678, %5688, %5698, %5708, %5718, %5728, %5738, %5748, %6071, %6074, %6077, %6080, %6083, %6086, %6089, %6092, %6095, %6098, %6101, %6104, %6107, %6110, %6113, %6116, %6119, %6122, %6125, %6128, %6131, %6134, %6137, %6140, %6143, %6146, %6149, %6152, %6155, %6158, %6161, %6164, %6167, %6170, %6173, %6176, %6179, %6182, %6185, %6188, %6191, %6194, %6197, %6200, %6203, %6206, %6209, %6212, %6215, %6218, %6221, %6224, %6227, %6230, %6233, %6236, %6239, %6242, %6245, %6248, %6251, %6254, %6257, %6260, %6263, %6266, %6269, %6272, %6275, %6278, %6281, %6284, %6287, %6290, %6293, %6296, %6299, %6302, %6305, %6308, %6311, %6314, %6317, %6320, %6323, %6326, %6329, %6332, %6335, %6338, %6341, %6344, %6347, %6350, %6353, %6356, %6359, %6362, %6365, %6368, %6371, %6374, %6377, %6380, %6383, %6386, %6389, %6392, %6395, %6398, %6401, %6404, %6407, %6410, %6413, %6416, %6419, %6422, %6425, %6428, %6431, %6434, %6437, %6440, %6443, %6446, %6449, %6452, %6455, %6458, %6461, %6464, %6467, %6470, %6473, %6476, %6479, %6482, %6485, %6488, %6491, %6494, %6497, %6500, %6503, %6506, %6509, %6512, %6515, %6518, %6521, %6524, %6527, %6530, %6533, %6536, %6539, %6542, %6706, %6712, %6718, %6724, %6730, %6736, %6742, %6748, %6754, %6760, %6766, %6772, %6778, %6784, %6790, %6796, %6802, %6808, %6814, %6820, %6826, %6832, %6838, %6844, %6850, %6856, %6862, %6868, %6874, %6880, %6886, %6892, %6898, %6904, %6910, %6916, %6922, %6928, %6934, %6940, %6946, %6952, %6958, %6964, %6970, %6976, %6982, %6988, %6994, %7000, %7006, %7012, %7018, %7024, %7030, %7036, %7042, %7048, %7054, %7060, %7066, %7072, %7078, %7084, %7090, %7096, %7102, %7108, %7114, %7120, %7126, %7132, %7138, %7144, %7150, %7156, %7162, %7168, %7174, %7180, %7186, %7192, %7198, %7204, %7210, %7216, %7222, %7228, %7234, %7240, %7246, %7252, %7258, %7264, %7270, %7276, %7282, %7288, %7294, %7300, %7306, %7312, %7318, %7324, %7330, %7336, %7342, %7348, %7354, %7360, %7366, %7372, %7378, %7384, %7390, %7396, %7402, %7408, %7414, %7420, %7426, %7432, %7438, %7444, %7450, %7456, %7462, %7468, %7474, %7480, %7486, %7492, %7498, %7504, %7510, %7516, %7522, %7528, %7534, %7540, %7546, %7552, %7558, %7564, %7570, %7576, %7582, %7588, %7594, %7600, %7606, %7612, %7618, %7624, %7630, %7636, %7642, %7648, %7654, %7660, %7666, %7672, %7678, %7684, %7690, %7696, %7702, %7708, %7714, %7720, %7726, %7732, %7738, %7744, %7750, %7756, %7762, %7768, %7774, %7780, %7786, %7792, %7798, %7804, %7810, %7816, %7822, %7828, %7834, %7840, %7846, %7852, %7858, %7864, %7870, %7876, %7882, %7888, %7894, %7900, %7906, %7912, %7918, %7924, %7930, %7936, %7942, %7948, %7954, %7960, %7966, %7972, %7978, %7984, %7990, %7996, %8002, %8008, %8014, %8020, %8026, %8032, %8038, %8044, %8050, %8056, %8062, %8068, %8074, %8080, %8086, %8092, %8098, %8104, %8110, %8116, %8122, %8128, %8134, %8140, %8146, %8152, %8158, %8164, %8170, %8176, %8182, %8188, %8194, %8200, %8206, %8212, %8218, %8224, %8230, %8236, %8242, %8248, %8254, %8260, %8266, %8272, %1920, %4013) : (tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

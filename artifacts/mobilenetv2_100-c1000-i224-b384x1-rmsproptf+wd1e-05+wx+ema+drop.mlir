// hlocert 0.1.0 render: mobilenetv2_100-c1000-i224-b384x1-rmsproptf+wd1e-05+wx+ema+drop
// model: MobileNetV2-100  classes: 1000  image: 224  batch per replica: 384  replicas: 1
// variant: rmsproptf+wd1e-05+wx+ema+drop
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); pointwise convolution (the default on iree-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// weight decay: 1e-05, coupled L2 (g + wd·θ, before the optimizer's moments) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// rms: ρ 0.9  eps 0.001 (inside the sqrt); ν' = (1−ρ)·g² + ρ·ν, u = g / sqrt(ν' + eps); ν starts at 1 (TensorFlow RMSProp, timm RMSpropTF)
// learning rate: u ← lr·u, before the momentum (the buffer holds lr-scaled steps)
// momentum: μ 0.9; b' = g + μ·b, u = b'; b starts at 0 (optax.trace, torch SGD with dampening 0)
// update: θ' = θ − u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 384x224x224x3; params (158 tensors, 3,504,872 scalars); state (104 tensors, 34,112 scalars); nu (158 tensors, 3,504,872 scalars); trace (158 tensors, 3,504,872 scalars); ema (158 tensors, 3,504,872 scalars); scalars (lr, ema_decay); drop_mask 384x1290; targets 384x1000
// results: params' (158 tensors, 3,504,872 scalars); state' (104 tensors, 34,112 scalars); nu' (158 tensors, 3,504,872 scalars); trace' (158 tensors, 3,504,872 scalars); ema' (158 tensors, 3,504,872 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, nu, trace, ema is updated in place into its primed result
// content sha256: e1308636d7931f2abd9e5af027d5c26d8ff105ff825d395662ba30b53236273d
module @mobilenetv2_100_c1000_i224_b384x1_rmsproptf_wd1e_05_wx_ema_drop {
  func.func public @main(%x: tensor<384x224x224x3xf32>, %conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<32xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 3 : i32}, %blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 6 : i32}, %blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 8 : i32}, %blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 9 : i32}, %blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 10 : i32}, %blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 11 : i32}, %blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 12 : i32}, %blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 13 : i32}, %blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 14 : i32}, %blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 15 : i32}, %blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 16 : i32}, %blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 17 : i32}, %blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 18 : i32}, %blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 19 : i32}, %blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 20 : i32}, %blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 21 : i32}, %blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 22 : i32}, %blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 23 : i32}, %blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 24 : i32}, %blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 25 : i32}, %blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 26 : i32}, %blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 27 : i32}, %blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 28 : i32}, %blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 29 : i32}, %blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 30 : i32}, %blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 31 : i32}, %blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 32 : i32}, %blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 33 : i32}, %blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 36 : i32}, %blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 37 : i32}, %blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 38 : i32}, %blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 39 : i32}, %blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 40 : i32}, %blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 41 : i32}, %blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 42 : i32}, %blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 45 : i32}, %blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 46 : i32}, %blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 47 : i32}, %blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 48 : i32}, %blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 49 : i32}, %blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 50 : i32}, %blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 51 : i32}, %blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 54 : i32}, %blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 55 : i32}, %blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 56 : i32}, %blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 57 : i32}, %blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 58 : i32}, %blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 59 : i32}, %blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 60 : i32}, %blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 63 : i32}, %blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 64 : i32}, %blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 66 : i32}, %blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 67 : i32}, %blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 68 : i32}, %blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 69 : i32}, %blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 70 : i32}, %blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 72 : i32}, %blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 73 : i32}, %blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 74 : i32}, %blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 75 : i32}, %blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 78 : i32}, %blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 80 : i32}, %blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 81 : i32}, %blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 84 : i32}, %blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 85 : i32}, %blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 86 : i32}, %blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 87 : i32}, %blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 90 : i32}, %blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 91 : i32}, %blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 92 : i32}, %blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 93 : i32}, %blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 96 : i32}, %blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 97 : i32}, %blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 98 : i32}, %blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 99 : i32}, %blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 100 : i32}, %blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 101 : i32}, %blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 102 : i32}, %blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 103 : i32}, %blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 104 : i32}, %blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 105 : i32}, %blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 106 : i32}, %blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 107 : i32}, %blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 108 : i32}, %blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 109 : i32}, %blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 110 : i32}, %blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 111 : i32}, %blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 112 : i32}, %blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 113 : i32}, %blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 114 : i32}, %blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 115 : i32}, %blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 116 : i32}, %blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 117 : i32}, %blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 118 : i32}, %blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 119 : i32}, %blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 120 : i32}, %blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 121 : i32}, %blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 122 : i32}, %blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 123 : i32}, %blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 124 : i32}, %blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 125 : i32}, %blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 126 : i32}, %blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 127 : i32}, %blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 128 : i32}, %blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 129 : i32}, %blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 130 : i32}, %blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 131 : i32}, %blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 132 : i32}, %blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 133 : i32}, %blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 134 : i32}, %blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 135 : i32}, %blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 136 : i32}, %blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 137 : i32}, %blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 138 : i32}, %blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 139 : i32}, %blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 140 : i32}, %blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 141 : i32}, %blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 142 : i32}, %blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 143 : i32}, %blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 144 : i32}, %blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 145 : i32}, %blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 146 : i32}, %blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 147 : i32}, %blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 148 : i32}, %blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 149 : i32}, %blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 150 : i32}, %blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 151 : i32}, %blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 152 : i32}, %conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 153 : i32}, %bn2.g: tensor<1280xf32> {tf.aliasing_output = 154 : i32}, %bn2.b: tensor<1280xf32> {tf.aliasing_output = 155 : i32}, %classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 156 : i32}, %classifier.b: tensor<1000xf32> {tf.aliasing_output = 157 : i32}, %bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 158 : i32}, %bn1.running_var: tensor<32xf32> {tf.aliasing_output = 159 : i32}, %blocks.0.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 160 : i32}, %blocks.0.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 161 : i32}, %blocks.0.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 162 : i32}, %blocks.0.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 163 : i32}, %blocks.1.0.bn1.running_mean: tensor<96xf32> {tf.aliasing_output = 164 : i32}, %blocks.1.0.bn1.running_var: tensor<96xf32> {tf.aliasing_output = 165 : i32}, %blocks.1.0.bn2.running_mean: tensor<96xf32> {tf.aliasing_output = 166 : i32}, %blocks.1.0.bn2.running_var: tensor<96xf32> {tf.aliasing_output = 167 : i32}, %blocks.1.0.bn3.running_mean: tensor<24xf32> {tf.aliasing_output = 168 : i32}, %blocks.1.0.bn3.running_var: tensor<24xf32> {tf.aliasing_output = 169 : i32}, %blocks.1.1.bn1.running_mean: tensor<144xf32> {tf.aliasing_output = 170 : i32}, %blocks.1.1.bn1.running_var: tensor<144xf32> {tf.aliasing_output = 171 : i32}, %blocks.1.1.bn2.running_mean: tensor<144xf32> {tf.aliasing_output = 172 : i32}, %blocks.1.1.bn2.running_var: tensor<144xf32> {tf.aliasing_output = 173 : i32}, %blocks.1.1.bn3.running_mean: tensor<24xf32> {tf.aliasing_output = 174 : i32}, %blocks.1.1.bn3.running_var: tensor<24xf32> {tf.aliasing_output = 175 : i32}, %blocks.2.0.bn1.running_mean: tensor<144xf32> {tf.aliasing_output = 176 : i32}, %blocks.2.0.bn1.running_var: tensor<144xf32> {tf.aliasing_output = 177 : i32}, %blocks.2.0.bn2.running_mean: tensor<144xf32> {tf.aliasing_output = 178 : i32}, %blocks.2.0.bn2.running_var: tensor<144xf32> {tf.aliasing_output = 179 : i32}, %blocks.2.0.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 180 : i32}, %blocks.2.0.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 181 : i32}, %blocks.2.1.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 182 : i32}, %blocks.2.1.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 183 : i32}, %blocks.2.1.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 184 : i32}, %blocks.2.1.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 185 : i32}, %blocks.2.1.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 186 : i32}, %blocks.2.1.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 187 : i32}, %blocks.2.2.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 188 : i32}, %blocks.2.2.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 189 : i32}, %blocks.2.2.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 190 : i32}, %blocks.2.2.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 191 : i32}, %blocks.2.2.bn3.running_mean: tensor<32xf32> {tf.aliasing_output = 192 : i32}, %blocks.2.2.bn3.running_var: tensor<32xf32> {tf.aliasing_output = 193 : i32}, %blocks.3.0.bn1.running_mean: tensor<192xf32> {tf.aliasing_output = 194 : i32}, %blocks.3.0.bn1.running_var: tensor<192xf32> {tf.aliasing_output = 195 : i32}, %blocks.3.0.bn2.running_mean: tensor<192xf32> {tf.aliasing_output = 196 : i32}, %blocks.3.0.bn2.running_var: tensor<192xf32> {tf.aliasing_output = 197 : i32}, %blocks.3.0.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %blocks.3.0.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %blocks.3.1.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 200 : i32}, %blocks.3.1.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 201 : i32}, %blocks.3.1.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 202 : i32}, %blocks.3.1.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 203 : i32}, %blocks.3.1.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 204 : i32}, %blocks.3.1.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %blocks.3.2.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 206 : i32}, %blocks.3.2.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 207 : i32}, %blocks.3.2.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 208 : i32}, %blocks.3.2.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %blocks.3.2.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 210 : i32}, %blocks.3.2.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 211 : i32}, %blocks.3.3.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 212 : i32}, %blocks.3.3.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 213 : i32}, %blocks.3.3.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 214 : i32}, %blocks.3.3.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 215 : i32}, %blocks.3.3.bn3.running_mean: tensor<64xf32> {tf.aliasing_output = 216 : i32}, %blocks.3.3.bn3.running_var: tensor<64xf32> {tf.aliasing_output = 217 : i32}, %blocks.4.0.bn1.running_mean: tensor<384xf32> {tf.aliasing_output = 218 : i32}, %blocks.4.0.bn1.running_var: tensor<384xf32> {tf.aliasing_output = 219 : i32}, %blocks.4.0.bn2.running_mean: tensor<384xf32> {tf.aliasing_output = 220 : i32}, %blocks.4.0.bn2.running_var: tensor<384xf32> {tf.aliasing_output = 221 : i32}, %blocks.4.0.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 222 : i32}, %blocks.4.0.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 223 : i32}, %blocks.4.1.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 224 : i32}, %blocks.4.1.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 225 : i32}, %blocks.4.1.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 226 : i32}, %blocks.4.1.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 227 : i32}, %blocks.4.1.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 228 : i32}, %blocks.4.1.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 229 : i32}, %blocks.4.2.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 230 : i32}, %blocks.4.2.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 231 : i32}, %blocks.4.2.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 232 : i32}, %blocks.4.2.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 233 : i32}, %blocks.4.2.bn3.running_mean: tensor<96xf32> {tf.aliasing_output = 234 : i32}, %blocks.4.2.bn3.running_var: tensor<96xf32> {tf.aliasing_output = 235 : i32}, %blocks.5.0.bn1.running_mean: tensor<576xf32> {tf.aliasing_output = 236 : i32}, %blocks.5.0.bn1.running_var: tensor<576xf32> {tf.aliasing_output = 237 : i32}, %blocks.5.0.bn2.running_mean: tensor<576xf32> {tf.aliasing_output = 238 : i32}, %blocks.5.0.bn2.running_var: tensor<576xf32> {tf.aliasing_output = 239 : i32}, %blocks.5.0.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 240 : i32}, %blocks.5.0.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 241 : i32}, %blocks.5.1.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 242 : i32}, %blocks.5.1.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 243 : i32}, %blocks.5.1.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 244 : i32}, %blocks.5.1.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 245 : i32}, %blocks.5.1.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 246 : i32}, %blocks.5.1.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 247 : i32}, %blocks.5.2.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 248 : i32}, %blocks.5.2.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 249 : i32}, %blocks.5.2.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 250 : i32}, %blocks.5.2.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 251 : i32}, %blocks.5.2.bn3.running_mean: tensor<160xf32> {tf.aliasing_output = 252 : i32}, %blocks.5.2.bn3.running_var: tensor<160xf32> {tf.aliasing_output = 253 : i32}, %blocks.6.0.bn1.running_mean: tensor<960xf32> {tf.aliasing_output = 254 : i32}, %blocks.6.0.bn1.running_var: tensor<960xf32> {tf.aliasing_output = 255 : i32}, %blocks.6.0.bn2.running_mean: tensor<960xf32> {tf.aliasing_output = 256 : i32}, %blocks.6.0.bn2.running_var: tensor<960xf32> {tf.aliasing_output = 257 : i32}, %blocks.6.0.bn3.running_mean: tensor<320xf32> {tf.aliasing_output = 258 : i32}, %blocks.6.0.bn3.running_var: tensor<320xf32> {tf.aliasing_output = 259 : i32}, %bn2.running_mean: tensor<1280xf32> {tf.aliasing_output = 260 : i32}, %bn2.running_var: tensor<1280xf32> {tf.aliasing_output = 261 : i32}, %nu.conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 262 : i32}, %nu.bn1.g: tensor<32xf32> {tf.aliasing_output = 263 : i32}, %nu.bn1.b: tensor<32xf32> {tf.aliasing_output = 264 : i32}, %nu.blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 265 : i32}, %nu.blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 266 : i32}, %nu.blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 267 : i32}, %nu.blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 268 : i32}, %nu.blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 269 : i32}, %nu.blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 270 : i32}, %nu.blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 271 : i32}, %nu.blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 272 : i32}, %nu.blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 273 : i32}, %nu.blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 274 : i32}, %nu.blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 275 : i32}, %nu.blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 276 : i32}, %nu.blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 277 : i32}, %nu.blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 278 : i32}, %nu.blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 279 : i32}, %nu.blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 280 : i32}, %nu.blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 281 : i32}, %nu.blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 282 : i32}, %nu.blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 283 : i32}, %nu.blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 284 : i32}, %nu.blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 285 : i32}, %nu.blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 286 : i32}, %nu.blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 287 : i32}, %nu.blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 288 : i32}, %nu.blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 289 : i32}, %nu.blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 290 : i32}, %nu.blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 291 : i32}, %nu.blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 292 : i32}, %nu.blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 293 : i32}, %nu.blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 294 : i32}, %nu.blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 295 : i32}, %nu.blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 296 : i32}, %nu.blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 297 : i32}, %nu.blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 298 : i32}, %nu.blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 299 : i32}, %nu.blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 300 : i32}, %nu.blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 301 : i32}, %nu.blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 302 : i32}, %nu.blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 303 : i32}, %nu.blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 304 : i32}, %nu.blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 305 : i32}, %nu.blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 306 : i32}, %nu.blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 307 : i32}, %nu.blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 308 : i32}, %nu.blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 309 : i32}, %nu.blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 310 : i32}, %nu.blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 311 : i32}, %nu.blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 312 : i32}, %nu.blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 313 : i32}, %nu.blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 314 : i32}, %nu.blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 315 : i32}, %nu.blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 316 : i32}, %nu.blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 317 : i32}, %nu.blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 318 : i32}, %nu.blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 319 : i32}, %nu.blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 320 : i32}, %nu.blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 321 : i32}, %nu.blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 322 : i32}, %nu.blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 323 : i32}, %nu.blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 324 : i32}, %nu.blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 325 : i32}, %nu.blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 326 : i32}, %nu.blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %nu.blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 328 : i32}, %nu.blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 329 : i32}, %nu.blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 330 : i32}, %nu.blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 331 : i32}, %nu.blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 332 : i32}, %nu.blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 333 : i32}, %nu.blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 334 : i32}, %nu.blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 335 : i32}, %nu.blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 336 : i32}, %nu.blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 337 : i32}, %nu.blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 338 : i32}, %nu.blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 339 : i32}, %nu.blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 340 : i32}, %nu.blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 341 : i32}, %nu.blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 342 : i32}, %nu.blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 343 : i32}, %nu.blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 344 : i32}, %nu.blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 345 : i32}, %nu.blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 346 : i32}, %nu.blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 347 : i32}, %nu.blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 348 : i32}, %nu.blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 349 : i32}, %nu.blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 350 : i32}, %nu.blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 351 : i32}, %nu.blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 352 : i32}, %nu.blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 353 : i32}, %nu.blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 354 : i32}, %nu.blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 355 : i32}, %nu.blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 356 : i32}, %nu.blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 357 : i32}, %nu.blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 358 : i32}, %nu.blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 359 : i32}, %nu.blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 360 : i32}, %nu.blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 361 : i32}, %nu.blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 362 : i32}, %nu.blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 363 : i32}, %nu.blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 364 : i32}, %nu.blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 365 : i32}, %nu.blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 366 : i32}, %nu.blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 367 : i32}, %nu.blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 368 : i32}, %nu.blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 369 : i32}, %nu.blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 370 : i32}, %nu.blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 371 : i32}, %nu.blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 372 : i32}, %nu.blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 373 : i32}, %nu.blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 374 : i32}, %nu.blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 375 : i32}, %nu.blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 376 : i32}, %nu.blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 377 : i32}, %nu.blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 378 : i32}, %nu.blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 379 : i32}, %nu.blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 380 : i32}, %nu.blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 381 : i32}, %nu.blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 382 : i32}, %nu.blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 383 : i32}, %nu.blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 384 : i32}, %nu.blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 385 : i32}, %nu.blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 386 : i32}, %nu.blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 387 : i32}, %nu.blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 388 : i32}, %nu.blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 389 : i32}, %nu.blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 390 : i32}, %nu.blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 391 : i32}, %nu.blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 392 : i32}, %nu.blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 393 : i32}, %nu.blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 394 : i32}, %nu.blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 395 : i32}, %nu.blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 396 : i32}, %nu.blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 397 : i32}, %nu.blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 398 : i32}, %nu.blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 399 : i32}, %nu.blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 400 : i32}, %nu.blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 401 : i32}, %nu.blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 402 : i32}, %nu.blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 403 : i32}, %nu.blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 404 : i32}, %nu.blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 405 : i32}, %nu.blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 406 : i32}, %nu.blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 407 : i32}, %nu.blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 408 : i32}, %nu.blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 409 : i32}, %nu.blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 410 : i32}, %nu.blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 411 : i32}, %nu.blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 412 : i32}, %nu.blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 413 : i32}, %nu.blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 414 : i32}, %nu.conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 415 : i32}, %nu.bn2.g: tensor<1280xf32> {tf.aliasing_output = 416 : i32}, %nu.bn2.b: tensor<1280xf32> {tf.aliasing_output = 417 : i32}, %nu.classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 418 : i32}, %nu.classifier.b: tensor<1000xf32> {tf.aliasing_output = 419 : i32}, %trace.conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 420 : i32}, %trace.bn1.g: tensor<32xf32> {tf.aliasing_output = 421 : i32}, %trace.bn1.b: tensor<32xf32> {tf.aliasing_output = 422 : i32}, %trace.blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 423 : i32}, %trace.blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 424 : i32}, %trace.blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 425 : i32}, %trace.blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 426 : i32}, %trace.blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 427 : i32}, %trace.blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 428 : i32}, %trace.blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 429 : i32}, %trace.blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 430 : i32}, %trace.blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 431 : i32}, %trace.blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 432 : i32}, %trace.blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 433 : i32}, %trace.blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 434 : i32}, %trace.blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 435 : i32}, %trace.blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 436 : i32}, %trace.blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 437 : i32}, %trace.blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 438 : i32}, %trace.blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 439 : i32}, %trace.blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 440 : i32}, %trace.blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 441 : i32}, %trace.blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 442 : i32}, %trace.blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 443 : i32}, %trace.blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 444 : i32}, %trace.blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 445 : i32}, %trace.blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 446 : i32}, %trace.blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 447 : i32}, %trace.blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 448 : i32}, %trace.blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 449 : i32}, %trace.blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 450 : i32}, %trace.blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 451 : i32}, %trace.blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 452 : i32}, %trace.blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 453 : i32}, %trace.blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 454 : i32}, %trace.blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 455 : i32}, %trace.blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 456 : i32}, %trace.blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 457 : i32}, %trace.blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 458 : i32}, %trace.blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 459 : i32}, %trace.blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 460 : i32}, %trace.blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 461 : i32}, %trace.blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 462 : i32}, %trace.blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 463 : i32}, %trace.blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 464 : i32}, %trace.blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 465 : i32}, %trace.blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 466 : i32}, %trace.blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 467 : i32}, %trace.blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 468 : i32}, %trace.blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 469 : i32}, %trace.blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 470 : i32}, %trace.blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 471 : i32}, %trace.blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 472 : i32}, %trace.blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 473 : i32}, %trace.blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 474 : i32}, %trace.blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 475 : i32}, %trace.blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 476 : i32}, %trace.blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 477 : i32}, %trace.blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 478 : i32}, %trace.blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 479 : i32}, %trace.blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 480 : i32}, %trace.blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 481 : i32}, %trace.blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 482 : i32}, %trace.blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 483 : i32}, %trace.blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 484 : i32}, %trace.blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 485 : i32}, %trace.blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 486 : i32}, %trace.blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 487 : i32}, %trace.blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 488 : i32}, %trace.blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 489 : i32}, %trace.blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 490 : i32}, %trace.blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 491 : i32}, %trace.blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 492 : i32}, %trace.blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 493 : i32}, %trace.blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 494 : i32}, %trace.blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 495 : i32}, %trace.blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 496 : i32}, %trace.blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 497 : i32}, %trace.blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 498 : i32}, %trace.blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 499 : i32}, %trace.blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 500 : i32}, %trace.blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 501 : i32}, %trace.blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 502 : i32}, %trace.blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 503 : i32}, %trace.blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 504 : i32}, %trace.blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 505 : i32}, %trace.blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 506 : i32}, %trace.blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 507 : i32}, %trace.blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 508 : i32}, %trace.blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 509 : i32}, %trace.blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 510 : i32}, %trace.blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 511 : i32}, %trace.blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 512 : i32}, %trace.blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 513 : i32}, %trace.blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 514 : i32}, %trace.blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 515 : i32}, %trace.blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 516 : i32}, %trace.blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 517 : i32}, %trace.blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 518 : i32}, %trace.blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 519 : i32}, %trace.blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 520 : i32}, %trace.blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 521 : i32}, %trace.blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 522 : i32}, %trace.blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 523 : i32}, %trace.blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 524 : i32}, %trace.blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 525 : i32}, %trace.blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 526 : i32}, %trace.blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 527 : i32}, %trace.blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 528 : i32}, %trace.blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 529 : i32}, %trace.blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 530 : i32}, %trace.blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 531 : i32}, %trace.blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 532 : i32}, %trace.blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 533 : i32}, %trace.blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 534 : i32}, %trace.blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 535 : i32}, %trace.blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 536 : i32}, %trace.blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 537 : i32}, %trace.blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 538 : i32}, %trace.blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 539 : i32}, %trace.blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 540 : i32}, %trace.blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 541 : i32}, %trace.blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 542 : i32}, %trace.blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 543 : i32}, %trace.blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 544 : i32}, %trace.blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 545 : i32}, %trace.blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 546 : i32}, %trace.blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 547 : i32}, %trace.blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 548 : i32}, %trace.blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 549 : i32}, %trace.blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 550 : i32}, %trace.blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 551 : i32}, %trace.blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 552 : i32}, %trace.blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 553 : i32}, %trace.blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 554 : i32}, %trace.blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 555 : i32}, %trace.blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 556 : i32}, %trace.blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 557 : i32}, %trace.blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 558 : i32}, %trace.blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 559 : i32}, %trace.blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 560 : i32}, %trace.blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 561 : i32}, %trace.blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 562 : i32}, %trace.blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 563 : i32}, %trace.blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 564 : i32}, %trace.blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 565 : i32}, %trace.blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 566 : i32}, %trace.blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 567 : i32}, %trace.blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 568 : i32}, %trace.blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 569 : i32}, %trace.blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 570 : i32}, %trace.blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 571 : i32}, %trace.blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 572 : i32}, %trace.conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 573 : i32}, %trace.bn2.g: tensor<1280xf32> {tf.aliasing_output = 574 : i32}, %trace.bn2.b: tensor<1280xf32> {tf.aliasing_output = 575 : i32}, %trace.classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 576 : i32}, %trace.classifier.b: tensor<1000xf32> {tf.aliasing_output = 577 : i32}, %ema.conv_stem.w: tensor<3x3x3x32xf32> {tf.aliasing_output = 578 : i32}, %ema.bn1.g: tensor<32xf32> {tf.aliasing_output = 579 : i32}, %ema.bn1.b: tensor<32xf32> {tf.aliasing_output = 580 : i32}, %ema.blocks.0.0.conv_dw.w: tensor<3x3x1x32xf32> {tf.aliasing_output = 581 : i32}, %ema.blocks.0.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 582 : i32}, %ema.blocks.0.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 583 : i32}, %ema.blocks.0.0.conv_pw.w: tensor<1x1x32x16xf32> {tf.aliasing_output = 584 : i32}, %ema.blocks.0.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 585 : i32}, %ema.blocks.0.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 586 : i32}, %ema.blocks.1.0.conv_pw.w: tensor<1x1x16x96xf32> {tf.aliasing_output = 587 : i32}, %ema.blocks.1.0.bn1.g: tensor<96xf32> {tf.aliasing_output = 588 : i32}, %ema.blocks.1.0.bn1.b: tensor<96xf32> {tf.aliasing_output = 589 : i32}, %ema.blocks.1.0.conv_dw.w: tensor<3x3x1x96xf32> {tf.aliasing_output = 590 : i32}, %ema.blocks.1.0.bn2.g: tensor<96xf32> {tf.aliasing_output = 591 : i32}, %ema.blocks.1.0.bn2.b: tensor<96xf32> {tf.aliasing_output = 592 : i32}, %ema.blocks.1.0.conv_pwl.w: tensor<1x1x96x24xf32> {tf.aliasing_output = 593 : i32}, %ema.blocks.1.0.bn3.g: tensor<24xf32> {tf.aliasing_output = 594 : i32}, %ema.blocks.1.0.bn3.b: tensor<24xf32> {tf.aliasing_output = 595 : i32}, %ema.blocks.1.1.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 596 : i32}, %ema.blocks.1.1.bn1.g: tensor<144xf32> {tf.aliasing_output = 597 : i32}, %ema.blocks.1.1.bn1.b: tensor<144xf32> {tf.aliasing_output = 598 : i32}, %ema.blocks.1.1.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 599 : i32}, %ema.blocks.1.1.bn2.g: tensor<144xf32> {tf.aliasing_output = 600 : i32}, %ema.blocks.1.1.bn2.b: tensor<144xf32> {tf.aliasing_output = 601 : i32}, %ema.blocks.1.1.conv_pwl.w: tensor<1x1x144x24xf32> {tf.aliasing_output = 602 : i32}, %ema.blocks.1.1.bn3.g: tensor<24xf32> {tf.aliasing_output = 603 : i32}, %ema.blocks.1.1.bn3.b: tensor<24xf32> {tf.aliasing_output = 604 : i32}, %ema.blocks.2.0.conv_pw.w: tensor<1x1x24x144xf32> {tf.aliasing_output = 605 : i32}, %ema.blocks.2.0.bn1.g: tensor<144xf32> {tf.aliasing_output = 606 : i32}, %ema.blocks.2.0.bn1.b: tensor<144xf32> {tf.aliasing_output = 607 : i32}, %ema.blocks.2.0.conv_dw.w: tensor<3x3x1x144xf32> {tf.aliasing_output = 608 : i32}, %ema.blocks.2.0.bn2.g: tensor<144xf32> {tf.aliasing_output = 609 : i32}, %ema.blocks.2.0.bn2.b: tensor<144xf32> {tf.aliasing_output = 610 : i32}, %ema.blocks.2.0.conv_pwl.w: tensor<1x1x144x32xf32> {tf.aliasing_output = 611 : i32}, %ema.blocks.2.0.bn3.g: tensor<32xf32> {tf.aliasing_output = 612 : i32}, %ema.blocks.2.0.bn3.b: tensor<32xf32> {tf.aliasing_output = 613 : i32}, %ema.blocks.2.1.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 614 : i32}, %ema.blocks.2.1.bn1.g: tensor<192xf32> {tf.aliasing_output = 615 : i32}, %ema.blocks.2.1.bn1.b: tensor<192xf32> {tf.aliasing_output = 616 : i32}, %ema.blocks.2.1.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 617 : i32}, %ema.blocks.2.1.bn2.g: tensor<192xf32> {tf.aliasing_output = 618 : i32}, %ema.blocks.2.1.bn2.b: tensor<192xf32> {tf.aliasing_output = 619 : i32}, %ema.blocks.2.1.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 620 : i32}, %ema.blocks.2.1.bn3.g: tensor<32xf32> {tf.aliasing_output = 621 : i32}, %ema.blocks.2.1.bn3.b: tensor<32xf32> {tf.aliasing_output = 622 : i32}, %ema.blocks.2.2.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 623 : i32}, %ema.blocks.2.2.bn1.g: tensor<192xf32> {tf.aliasing_output = 624 : i32}, %ema.blocks.2.2.bn1.b: tensor<192xf32> {tf.aliasing_output = 625 : i32}, %ema.blocks.2.2.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 626 : i32}, %ema.blocks.2.2.bn2.g: tensor<192xf32> {tf.aliasing_output = 627 : i32}, %ema.blocks.2.2.bn2.b: tensor<192xf32> {tf.aliasing_output = 628 : i32}, %ema.blocks.2.2.conv_pwl.w: tensor<1x1x192x32xf32> {tf.aliasing_output = 629 : i32}, %ema.blocks.2.2.bn3.g: tensor<32xf32> {tf.aliasing_output = 630 : i32}, %ema.blocks.2.2.bn3.b: tensor<32xf32> {tf.aliasing_output = 631 : i32}, %ema.blocks.3.0.conv_pw.w: tensor<1x1x32x192xf32> {tf.aliasing_output = 632 : i32}, %ema.blocks.3.0.bn1.g: tensor<192xf32> {tf.aliasing_output = 633 : i32}, %ema.blocks.3.0.bn1.b: tensor<192xf32> {tf.aliasing_output = 634 : i32}, %ema.blocks.3.0.conv_dw.w: tensor<3x3x1x192xf32> {tf.aliasing_output = 635 : i32}, %ema.blocks.3.0.bn2.g: tensor<192xf32> {tf.aliasing_output = 636 : i32}, %ema.blocks.3.0.bn2.b: tensor<192xf32> {tf.aliasing_output = 637 : i32}, %ema.blocks.3.0.conv_pwl.w: tensor<1x1x192x64xf32> {tf.aliasing_output = 638 : i32}, %ema.blocks.3.0.bn3.g: tensor<64xf32> {tf.aliasing_output = 639 : i32}, %ema.blocks.3.0.bn3.b: tensor<64xf32> {tf.aliasing_output = 640 : i32}, %ema.blocks.3.1.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 641 : i32}, %ema.blocks.3.1.bn1.g: tensor<384xf32> {tf.aliasing_output = 642 : i32}, %ema.blocks.3.1.bn1.b: tensor<384xf32> {tf.aliasing_output = 643 : i32}, %ema.blocks.3.1.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 644 : i32}, %ema.blocks.3.1.bn2.g: tensor<384xf32> {tf.aliasing_output = 645 : i32}, %ema.blocks.3.1.bn2.b: tensor<384xf32> {tf.aliasing_output = 646 : i32}, %ema.blocks.3.1.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 647 : i32}, %ema.blocks.3.1.bn3.g: tensor<64xf32> {tf.aliasing_output = 648 : i32}, %ema.blocks.3.1.bn3.b: tensor<64xf32> {tf.aliasing_output = 649 : i32}, %ema.blocks.3.2.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 650 : i32}, %ema.blocks.3.2.bn1.g: tensor<384xf32> {tf.aliasing_output = 651 : i32}, %ema.blocks.3.2.bn1.b: tensor<384xf32> {tf.aliasing_output = 652 : i32}, %ema.blocks.3.2.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 653 : i32}, %ema.blocks.3.2.bn2.g: tensor<384xf32> {tf.aliasing_output = 654 : i32}, %ema.blocks.3.2.bn2.b: tensor<384xf32> {tf.aliasing_output = 655 : i32}, %ema.blocks.3.2.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 656 : i32}, %ema.blocks.3.2.bn3.g: tensor<64xf32> {tf.aliasing_output = 657 : i32}, %ema.blocks.3.2.bn3.b: tensor<64xf32> {tf.aliasing_output = 658 : i32}, %ema.blocks.3.3.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 659 : i32}, %ema.blocks.3.3.bn1.g: tensor<384xf32> {tf.aliasing_output = 660 : i32}, %ema.blocks.3.3.bn1.b: tensor<384xf32> {tf.aliasing_output = 661 : i32}, %ema.blocks.3.3.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 662 : i32}, %ema.blocks.3.3.bn2.g: tensor<384xf32> {tf.aliasing_output = 663 : i32}, %ema.blocks.3.3.bn2.b: tensor<384xf32> {tf.aliasing_output = 664 : i32}, %ema.blocks.3.3.conv_pwl.w: tensor<1x1x384x64xf32> {tf.aliasing_output = 665 : i32}, %ema.blocks.3.3.bn3.g: tensor<64xf32> {tf.aliasing_output = 666 : i32}, %ema.blocks.3.3.bn3.b: tensor<64xf32> {tf.aliasing_output = 667 : i32}, %ema.blocks.4.0.conv_pw.w: tensor<1x1x64x384xf32> {tf.aliasing_output = 668 : i32}, %ema.blocks.4.0.bn1.g: tensor<384xf32> {tf.aliasing_output = 669 : i32}, %ema.blocks.4.0.bn1.b: tensor<384xf32> {tf.aliasing_output = 670 : i32}, %ema.blocks.4.0.conv_dw.w: tensor<3x3x1x384xf32> {tf.aliasing_output = 671 : i32}, %ema.blocks.4.0.bn2.g: tensor<384xf32> {tf.aliasing_output = 672 : i32}, %ema.blocks.4.0.bn2.b: tensor<384xf32> {tf.aliasing_output = 673 : i32}, %ema.blocks.4.0.conv_pwl.w: tensor<1x1x384x96xf32> {tf.aliasing_output = 674 : i32}, %ema.blocks.4.0.bn3.g: tensor<96xf32> {tf.aliasing_output = 675 : i32}, %ema.blocks.4.0.bn3.b: tensor<96xf32> {tf.aliasing_output = 676 : i32}, %ema.blocks.4.1.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 677 : i32}, %ema.blocks.4.1.bn1.g: tensor<576xf32> {tf.aliasing_output = 678 : i32}, %ema.blocks.4.1.bn1.b: tensor<576xf32> {tf.aliasing_output = 679 : i32}, %ema.blocks.4.1.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 680 : i32}, %ema.blocks.4.1.bn2.g: tensor<576xf32> {tf.aliasing_output = 681 : i32}, %ema.blocks.4.1.bn2.b: tensor<576xf32> {tf.aliasing_output = 682 : i32}, %ema.blocks.4.1.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 683 : i32}, %ema.blocks.4.1.bn3.g: tensor<96xf32> {tf.aliasing_output = 684 : i32}, %ema.blocks.4.1.bn3.b: tensor<96xf32> {tf.aliasing_output = 685 : i32}, %ema.blocks.4.2.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 686 : i32}, %ema.blocks.4.2.bn1.g: tensor<576xf32> {tf.aliasing_output = 687 : i32}, %ema.blocks.4.2.bn1.b: tensor<576xf32> {tf.aliasing_output = 688 : i32}, %ema.blocks.4.2.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 689 : i32}, %ema.blocks.4.2.bn2.g: tensor<576xf32> {tf.aliasing_output = 690 : i32}, %ema.blocks.4.2.bn2.b: tensor<576xf32> {tf.aliasing_output = 691 : i32}, %ema.blocks.4.2.conv_pwl.w: tensor<1x1x576x96xf32> {tf.aliasing_output = 692 : i32}, %ema.blocks.4.2.bn3.g: tensor<96xf32> {tf.aliasing_output = 693 : i32}, %ema.blocks.4.2.bn3.b: tensor<96xf32> {tf.aliasing_output = 694 : i32}, %ema.blocks.5.0.conv_pw.w: tensor<1x1x96x576xf32> {tf.aliasing_output = 695 : i32}, %ema.blocks.5.0.bn1.g: tensor<576xf32> {tf.aliasing_output = 696 : i32}, %ema.blocks.5.0.bn1.b: tensor<576xf32> {tf.aliasing_output = 697 : i32}, %ema.blocks.5.0.conv_dw.w: tensor<3x3x1x576xf32> {tf.aliasing_output = 698 : i32}, %ema.blocks.5.0.bn2.g: tensor<576xf32> {tf.aliasing_output = 699 : i32}, %ema.blocks.5.0.bn2.b: tensor<576xf32> {tf.aliasing_output = 700 : i32}, %ema.blocks.5.0.conv_pwl.w: tensor<1x1x576x160xf32> {tf.aliasing_output = 701 : i32}, %ema.blocks.5.0.bn3.g: tensor<160xf32> {tf.aliasing_output = 702 : i32}, %ema.blocks.5.0.bn3.b: tensor<160xf32> {tf.aliasing_output = 703 : i32}, %ema.blocks.5.1.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 704 : i32}, %ema.blocks.5.1.bn1.g: tensor<960xf32> {tf.aliasing_output = 705 : i32}, %ema.blocks.5.1.bn1.b: tensor<960xf32> {tf.aliasing_output = 706 : i32}, %ema.blocks.5.1.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 707 : i32}, %ema.blocks.5.1.bn2.g: tensor<960xf32> {tf.aliasing_output = 708 : i32}, %ema.blocks.5.1.bn2.b: tensor<960xf32> {tf.aliasing_output = 709 : i32}, %ema.blocks.5.1.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 710 : i32}, %ema.blocks.5.1.bn3.g: tensor<160xf32> {tf.aliasing_output = 711 : i32}, %ema.blocks.5.1.bn3.b: tensor<160xf32> {tf.aliasing_output = 712 : i32}, %ema.blocks.5.2.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 713 : i32}, %ema.blocks.5.2.bn1.g: tensor<960xf32> {tf.aliasing_output = 714 : i32}, %ema.blocks.5.2.bn1.b: tensor<960xf32> {tf.aliasing_output = 715 : i32}, %ema.blocks.5.2.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 716 : i32}, %ema.blocks.5.2.bn2.g: tensor<960xf32> {tf.aliasing_output = 717 : i32}, %ema.blocks.5.2.bn2.b: tensor<960xf32> {tf.aliasing_output = 718 : i32}, %ema.blocks.5.2.conv_pwl.w: tensor<1x1x960x160xf32> {tf.aliasing_output = 719 : i32}, %ema.blocks.5.2.bn3.g: tensor<160xf32> {tf.aliasing_output = 720 : i32}, %ema.blocks.5.2.bn3.b: tensor<160xf32> {tf.aliasing_output = 721 : i32}, %ema.blocks.6.0.conv_pw.w: tensor<1x1x160x960xf32> {tf.aliasing_output = 722 : i32}, %ema.blocks.6.0.bn1.g: tensor<960xf32> {tf.aliasing_output = 723 : i32}, %ema.blocks.6.0.bn1.b: tensor<960xf32> {tf.aliasing_output = 724 : i32}, %ema.blocks.6.0.conv_dw.w: tensor<3x3x1x960xf32> {tf.aliasing_output = 725 : i32}, %ema.blocks.6.0.bn2.g: tensor<960xf32> {tf.aliasing_output = 726 : i32}, %ema.blocks.6.0.bn2.b: tensor<960xf32> {tf.aliasing_output = 727 : i32}, %ema.blocks.6.0.conv_pwl.w: tensor<1x1x960x320xf32> {tf.aliasing_output = 728 : i32}, %ema.blocks.6.0.bn3.g: tensor<320xf32> {tf.aliasing_output = 729 : i32}, %ema.blocks.6.0.bn3.b: tensor<320xf32> {tf.aliasing_output = 730 : i32}, %ema.conv_head.w: tensor<1x1x320x1280xf32> {tf.aliasing_output = 731 : i32}, %ema.bn2.g: tensor<1280xf32> {tf.aliasing_output = 732 : i32}, %ema.bn2.b: tensor<1280xf32> {tf.aliasing_output = 733 : i32}, %ema.classifier.w: tensor<1280x1000xf32> {tf.aliasing_output = 734 : i32}, %ema.classifier.b: tensor<1000xf32> {tf.aliasing_output = 735 : i32}, %lr: tensor<f32>, %ema_decay: tensor<f32>, %drop_mask: tensor<384x1290xf32>, %targets: tensor<384x1000xf32>) -> (tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
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
    %1930 = "stablehlo.dot_general"(%1901, %1928) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<384x1280xf32>, tensor<384x1000xf32>) -> tensor<1280x1000xf32>
    %1931 = stablehlo.constant dense<0.0> : tensor<f32>
    %1932 = "stablehlo.reduce"(%1928, %1931) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1933 = stablehlo.multiply %1929, %1900 : tensor<384x1280xf32>
    %1934 = stablehlo.constant dense<49.0> : tensor<384x1280xf32>
    %1935 = stablehlo.divide %1933, %1934 : tensor<384x1280xf32>
    %1936 = "stablehlo.broadcast_in_dim"(%1935) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<384x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1937 = stablehlo.constant dense<6.0> : tensor<384x7x7x1280xf32>
    %1938 = "stablehlo.compare"(%1879, %1937) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xi1>
    %1939 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1940 = "stablehlo.select"(%1938, %1936, %1939) : (tensor<384x7x7x1280xi1>, tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1941 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1942 = "stablehlo.compare"(%1879, %1941) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xi1>
    %1943 = stablehlo.constant dense<0.0> : tensor<384x7x7x1280xf32>
    %1944 = "stablehlo.select"(%1942, %1940, %1943) : (tensor<384x7x7x1280xi1>, tensor<384x7x7x1280xf32>, tensor<384x7x7x1280xf32>) -> tensor<384x7x7x1280xf32>
    %1945 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1946 = "stablehlo.reduce"(%1944, %1945) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %1947 = stablehlo.multiply %1944, %1875 : tensor<384x7x7x1280xf32>
    %1948 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1949 = "stablehlo.reduce"(%1947, %1948) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %1950 = stablehlo.multiply %bn2.g, %1873 : tensor<1280xf32>
    %1951 = "stablehlo.broadcast_in_dim"(%1950) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1952 = stablehlo.constant dense<18816.0> : tensor<1280xf32>
    %1953 = stablehlo.divide %1946, %1952 : tensor<1280xf32>
    %1954 = "stablehlo.broadcast_in_dim"(%1953) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1955 = stablehlo.subtract %1944, %1954 : tensor<384x7x7x1280xf32>
    %1956 = stablehlo.constant dense<18816.0> : tensor<1280xf32>
    %1957 = stablehlo.divide %1949, %1956 : tensor<1280xf32>
    %1958 = "stablehlo.broadcast_in_dim"(%1957) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<384x7x7x1280xf32>
    %1959 = stablehlo.multiply %1875, %1958 : tensor<384x7x7x1280xf32>
    %1960 = stablehlo.subtract %1955, %1959 : tensor<384x7x7x1280xf32>
    %1961 = stablehlo.multiply %1951, %1960 : tensor<384x7x7x1280xf32>
    %1962 = "stablehlo.reverse"(%conv_head.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x320x1280xf32>) -> tensor<1x1x320x1280xf32>
    %1963 = "stablehlo.convolution"(%1961, %1962) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x1280xf32>, tensor<1x1x320x1280xf32>) -> tensor<384x7x7x320xf32>
    %1964 = "stablehlo.convolution"(%1846, %1961) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<384x7x7x1280xf32>) -> tensor<1x1x320x1280xf32>
    %1965 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1966 = "stablehlo.reduce"(%1963, %1965) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1967 = stablehlo.multiply %1963, %1842 : tensor<384x7x7x320xf32>
    %1968 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1969 = "stablehlo.reduce"(%1967, %1968) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1970 = stablehlo.multiply %blocks.6.0.bn3.g, %1840 : tensor<320xf32>
    %1971 = "stablehlo.broadcast_in_dim"(%1970) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1972 = stablehlo.constant dense<18816.0> : tensor<320xf32>
    %1973 = stablehlo.divide %1966, %1972 : tensor<320xf32>
    %1974 = "stablehlo.broadcast_in_dim"(%1973) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1975 = stablehlo.subtract %1963, %1974 : tensor<384x7x7x320xf32>
    %1976 = stablehlo.constant dense<18816.0> : tensor<320xf32>
    %1977 = stablehlo.divide %1969, %1976 : tensor<320xf32>
    %1978 = "stablehlo.broadcast_in_dim"(%1977) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<384x7x7x320xf32>
    %1979 = stablehlo.multiply %1842, %1978 : tensor<384x7x7x320xf32>
    %1980 = stablehlo.subtract %1975, %1979 : tensor<384x7x7x320xf32>
    %1981 = stablehlo.multiply %1971, %1980 : tensor<384x7x7x320xf32>
    %1982 = "stablehlo.reverse"(%blocks.6.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x960x320xf32>) -> tensor<1x1x960x320xf32>
    %1983 = "stablehlo.convolution"(%1981, %1982) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x320xf32>, tensor<1x1x960x320xf32>) -> tensor<384x7x7x960xf32>
    %1984 = "stablehlo.convolution"(%1825, %1981) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x320xf32>) -> tensor<1x1x960x320xf32>
    %1985 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %1986 = "stablehlo.compare"(%1809, %1985) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %1987 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1988 = "stablehlo.select"(%1986, %1983, %1987) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %1989 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1990 = "stablehlo.compare"(%1809, %1989) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %1991 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %1992 = "stablehlo.select"(%1990, %1988, %1991) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %1993 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1994 = "stablehlo.reduce"(%1992, %1993) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1995 = stablehlo.multiply %1992, %1805 : tensor<384x7x7x960xf32>
    %1996 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1997 = "stablehlo.reduce"(%1995, %1996) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %1998 = stablehlo.multiply %blocks.6.0.bn2.g, %1803 : tensor<960xf32>
    %1999 = "stablehlo.broadcast_in_dim"(%1998) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2000 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2001 = stablehlo.divide %1994, %2000 : tensor<960xf32>
    %2002 = "stablehlo.broadcast_in_dim"(%2001) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2003 = stablehlo.subtract %1992, %2002 : tensor<384x7x7x960xf32>
    %2004 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2005 = stablehlo.divide %1997, %2004 : tensor<960xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%2005) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2007 = stablehlo.multiply %1805, %2006 : tensor<384x7x7x960xf32>
    %2008 = stablehlo.subtract %2003, %2007 : tensor<384x7x7x960xf32>
    %2009 = stablehlo.multiply %1999, %2008 : tensor<384x7x7x960xf32>
    %2010 = "stablehlo.reverse"(%blocks.6.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %2011 = "stablehlo.convolution"(%2009, %2010) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %2012 = "stablehlo.convolution"(%1788, %2009) {batch_group_count = 960 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<3x3x1x960xf32>
    %2013 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2014 = "stablehlo.compare"(%1772, %2013) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2015 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2016 = "stablehlo.select"(%2014, %2011, %2015) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2017 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2018 = "stablehlo.compare"(%1772, %2017) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2019 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2020 = "stablehlo.select"(%2018, %2016, %2019) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2021 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2022 = "stablehlo.reduce"(%2020, %2021) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2023 = stablehlo.multiply %2020, %1768 : tensor<384x7x7x960xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2025 = "stablehlo.reduce"(%2023, %2024) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2026 = stablehlo.multiply %blocks.6.0.bn1.g, %1766 : tensor<960xf32>
    %2027 = "stablehlo.broadcast_in_dim"(%2026) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2028 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2029 = stablehlo.divide %2022, %2028 : tensor<960xf32>
    %2030 = "stablehlo.broadcast_in_dim"(%2029) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2031 = stablehlo.subtract %2020, %2030 : tensor<384x7x7x960xf32>
    %2032 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2033 = stablehlo.divide %2025, %2032 : tensor<960xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%2033) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2035 = stablehlo.multiply %1768, %2034 : tensor<384x7x7x960xf32>
    %2036 = stablehlo.subtract %2031, %2035 : tensor<384x7x7x960xf32>
    %2037 = stablehlo.multiply %2027, %2036 : tensor<384x7x7x960xf32>
    %2038 = "stablehlo.reverse"(%blocks.6.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %2039 = "stablehlo.convolution"(%2037, %2038) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x160xf32>
    %2040 = "stablehlo.convolution"(%1751, %2037) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<384x7x7x960xf32>) -> tensor<1x1x160x960xf32>
    %2041 = stablehlo.multiply %2039, %1749 : tensor<384x7x7x160xf32>
    %2042 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2043 = "stablehlo.reduce"(%2041, %2042) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2044 = stablehlo.multiply %2041, %1731 : tensor<384x7x7x160xf32>
    %2045 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2046 = "stablehlo.reduce"(%2044, %2045) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2047 = stablehlo.multiply %blocks.5.2.bn3.g, %1729 : tensor<160xf32>
    %2048 = "stablehlo.broadcast_in_dim"(%2047) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2049 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2050 = stablehlo.divide %2043, %2049 : tensor<160xf32>
    %2051 = "stablehlo.broadcast_in_dim"(%2050) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2052 = stablehlo.subtract %2041, %2051 : tensor<384x7x7x160xf32>
    %2053 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2054 = stablehlo.divide %2046, %2053 : tensor<160xf32>
    %2055 = "stablehlo.broadcast_in_dim"(%2054) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2056 = stablehlo.multiply %1731, %2055 : tensor<384x7x7x160xf32>
    %2057 = stablehlo.subtract %2052, %2056 : tensor<384x7x7x160xf32>
    %2058 = stablehlo.multiply %2048, %2057 : tensor<384x7x7x160xf32>
    %2059 = "stablehlo.reverse"(%blocks.5.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %2060 = "stablehlo.convolution"(%2058, %2059) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x960xf32>
    %2061 = "stablehlo.convolution"(%1714, %2058) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x160xf32>) -> tensor<1x1x960x160xf32>
    %2062 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2063 = "stablehlo.compare"(%1698, %2062) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2064 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2065 = "stablehlo.select"(%2063, %2060, %2064) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2066 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2067 = "stablehlo.compare"(%1698, %2066) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2068 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2069 = "stablehlo.select"(%2067, %2065, %2068) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2070 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2071 = "stablehlo.reduce"(%2069, %2070) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2072 = stablehlo.multiply %2069, %1694 : tensor<384x7x7x960xf32>
    %2073 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2074 = "stablehlo.reduce"(%2072, %2073) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2075 = stablehlo.multiply %blocks.5.2.bn2.g, %1692 : tensor<960xf32>
    %2076 = "stablehlo.broadcast_in_dim"(%2075) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2077 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2078 = stablehlo.divide %2071, %2077 : tensor<960xf32>
    %2079 = "stablehlo.broadcast_in_dim"(%2078) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2080 = stablehlo.subtract %2069, %2079 : tensor<384x7x7x960xf32>
    %2081 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2082 = stablehlo.divide %2074, %2081 : tensor<960xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%2082) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2084 = stablehlo.multiply %1694, %2083 : tensor<384x7x7x960xf32>
    %2085 = stablehlo.subtract %2080, %2084 : tensor<384x7x7x960xf32>
    %2086 = stablehlo.multiply %2076, %2085 : tensor<384x7x7x960xf32>
    %2087 = "stablehlo.reverse"(%blocks.5.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %2088 = "stablehlo.convolution"(%2086, %2087) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %2089 = "stablehlo.convolution"(%1677, %2086) {batch_group_count = 960 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<3x3x1x960xf32>
    %2090 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2091 = "stablehlo.compare"(%1661, %2090) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2092 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2093 = "stablehlo.select"(%2091, %2088, %2092) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2094 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2095 = "stablehlo.compare"(%1661, %2094) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2096 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2097 = "stablehlo.select"(%2095, %2093, %2096) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2098 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2099 = "stablehlo.reduce"(%2097, %2098) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2100 = stablehlo.multiply %2097, %1657 : tensor<384x7x7x960xf32>
    %2101 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2102 = "stablehlo.reduce"(%2100, %2101) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2103 = stablehlo.multiply %blocks.5.2.bn1.g, %1655 : tensor<960xf32>
    %2104 = "stablehlo.broadcast_in_dim"(%2103) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2105 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2106 = stablehlo.divide %2099, %2105 : tensor<960xf32>
    %2107 = "stablehlo.broadcast_in_dim"(%2106) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2108 = stablehlo.subtract %2097, %2107 : tensor<384x7x7x960xf32>
    %2109 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2110 = stablehlo.divide %2102, %2109 : tensor<960xf32>
    %2111 = "stablehlo.broadcast_in_dim"(%2110) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2112 = stablehlo.multiply %1657, %2111 : tensor<384x7x7x960xf32>
    %2113 = stablehlo.subtract %2108, %2112 : tensor<384x7x7x960xf32>
    %2114 = stablehlo.multiply %2104, %2113 : tensor<384x7x7x960xf32>
    %2115 = "stablehlo.reverse"(%blocks.5.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %2116 = "stablehlo.convolution"(%2114, %2115) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x160xf32>
    %2117 = "stablehlo.convolution"(%1640, %2114) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<384x7x7x960xf32>) -> tensor<1x1x160x960xf32>
    %2118 = stablehlo.add %2116, %2039 : tensor<384x7x7x160xf32>
    %2119 = stablehlo.multiply %2118, %1638 : tensor<384x7x7x160xf32>
    %2120 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2121 = "stablehlo.reduce"(%2119, %2120) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2122 = stablehlo.multiply %2119, %1620 : tensor<384x7x7x160xf32>
    %2123 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2124 = "stablehlo.reduce"(%2122, %2123) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2125 = stablehlo.multiply %blocks.5.1.bn3.g, %1618 : tensor<160xf32>
    %2126 = "stablehlo.broadcast_in_dim"(%2125) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2127 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2128 = stablehlo.divide %2121, %2127 : tensor<160xf32>
    %2129 = "stablehlo.broadcast_in_dim"(%2128) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2130 = stablehlo.subtract %2119, %2129 : tensor<384x7x7x160xf32>
    %2131 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2132 = stablehlo.divide %2124, %2131 : tensor<160xf32>
    %2133 = "stablehlo.broadcast_in_dim"(%2132) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2134 = stablehlo.multiply %1620, %2133 : tensor<384x7x7x160xf32>
    %2135 = stablehlo.subtract %2130, %2134 : tensor<384x7x7x160xf32>
    %2136 = stablehlo.multiply %2126, %2135 : tensor<384x7x7x160xf32>
    %2137 = "stablehlo.reverse"(%blocks.5.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %2138 = "stablehlo.convolution"(%2136, %2137) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x960x160xf32>) -> tensor<384x7x7x960xf32>
    %2139 = "stablehlo.convolution"(%1603, %2136) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x160xf32>) -> tensor<1x1x960x160xf32>
    %2140 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2141 = "stablehlo.compare"(%1587, %2140) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2142 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2143 = "stablehlo.select"(%2141, %2138, %2142) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2144 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2145 = "stablehlo.compare"(%1587, %2144) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2146 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2147 = "stablehlo.select"(%2145, %2143, %2146) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2148 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2149 = "stablehlo.reduce"(%2147, %2148) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2150 = stablehlo.multiply %2147, %1583 : tensor<384x7x7x960xf32>
    %2151 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2152 = "stablehlo.reduce"(%2150, %2151) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2153 = stablehlo.multiply %blocks.5.1.bn2.g, %1581 : tensor<960xf32>
    %2154 = "stablehlo.broadcast_in_dim"(%2153) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2155 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2156 = stablehlo.divide %2149, %2155 : tensor<960xf32>
    %2157 = "stablehlo.broadcast_in_dim"(%2156) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2158 = stablehlo.subtract %2147, %2157 : tensor<384x7x7x960xf32>
    %2159 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2160 = stablehlo.divide %2152, %2159 : tensor<960xf32>
    %2161 = "stablehlo.broadcast_in_dim"(%2160) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2162 = stablehlo.multiply %1583, %2161 : tensor<384x7x7x960xf32>
    %2163 = stablehlo.subtract %2158, %2162 : tensor<384x7x7x960xf32>
    %2164 = stablehlo.multiply %2154, %2163 : tensor<384x7x7x960xf32>
    %2165 = "stablehlo.reverse"(%blocks.5.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %2166 = "stablehlo.convolution"(%2164, %2165) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 960 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<3x3x1x960xf32>) -> tensor<384x7x7x960xf32>
    %2167 = "stablehlo.convolution"(%1566, %2164) {batch_group_count = 960 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<3x3x1x960xf32>
    %2168 = stablehlo.constant dense<6.0> : tensor<384x7x7x960xf32>
    %2169 = "stablehlo.compare"(%1550, %2168) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2170 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2171 = "stablehlo.select"(%2169, %2166, %2170) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2172 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2173 = "stablehlo.compare"(%1550, %2172) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xi1>
    %2174 = stablehlo.constant dense<0.0> : tensor<384x7x7x960xf32>
    %2175 = "stablehlo.select"(%2173, %2171, %2174) : (tensor<384x7x7x960xi1>, tensor<384x7x7x960xf32>, tensor<384x7x7x960xf32>) -> tensor<384x7x7x960xf32>
    %2176 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2177 = "stablehlo.reduce"(%2175, %2176) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2178 = stablehlo.multiply %2175, %1546 : tensor<384x7x7x960xf32>
    %2179 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2180 = "stablehlo.reduce"(%2178, %2179) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x960xf32>, tensor<f32>) -> tensor<960xf32>
    %2181 = stablehlo.multiply %blocks.5.1.bn1.g, %1544 : tensor<960xf32>
    %2182 = "stablehlo.broadcast_in_dim"(%2181) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2183 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2184 = stablehlo.divide %2177, %2183 : tensor<960xf32>
    %2185 = "stablehlo.broadcast_in_dim"(%2184) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2186 = stablehlo.subtract %2175, %2185 : tensor<384x7x7x960xf32>
    %2187 = stablehlo.constant dense<18816.0> : tensor<960xf32>
    %2188 = stablehlo.divide %2180, %2187 : tensor<960xf32>
    %2189 = "stablehlo.broadcast_in_dim"(%2188) {broadcast_dimensions = array<i64: 3>} : (tensor<960xf32>) -> tensor<384x7x7x960xf32>
    %2190 = stablehlo.multiply %1546, %2189 : tensor<384x7x7x960xf32>
    %2191 = stablehlo.subtract %2186, %2190 : tensor<384x7x7x960xf32>
    %2192 = stablehlo.multiply %2182, %2191 : tensor<384x7x7x960xf32>
    %2193 = "stablehlo.reverse"(%blocks.5.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %2194 = "stablehlo.convolution"(%2192, %2193) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x960xf32>, tensor<1x1x160x960xf32>) -> tensor<384x7x7x160xf32>
    %2195 = "stablehlo.convolution"(%1517, %2192) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<384x7x7x960xf32>) -> tensor<1x1x160x960xf32>
    %2196 = stablehlo.add %2194, %2118 : tensor<384x7x7x160xf32>
    %2197 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2198 = "stablehlo.reduce"(%2196, %2197) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2199 = stablehlo.multiply %2196, %1513 : tensor<384x7x7x160xf32>
    %2200 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2201 = "stablehlo.reduce"(%2199, %2200) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x160xf32>, tensor<f32>) -> tensor<160xf32>
    %2202 = stablehlo.multiply %blocks.5.0.bn3.g, %1511 : tensor<160xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%2202) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2204 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2205 = stablehlo.divide %2198, %2204 : tensor<160xf32>
    %2206 = "stablehlo.broadcast_in_dim"(%2205) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2207 = stablehlo.subtract %2196, %2206 : tensor<384x7x7x160xf32>
    %2208 = stablehlo.constant dense<18816.0> : tensor<160xf32>
    %2209 = stablehlo.divide %2201, %2208 : tensor<160xf32>
    %2210 = "stablehlo.broadcast_in_dim"(%2209) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<384x7x7x160xf32>
    %2211 = stablehlo.multiply %1513, %2210 : tensor<384x7x7x160xf32>
    %2212 = stablehlo.subtract %2207, %2211 : tensor<384x7x7x160xf32>
    %2213 = stablehlo.multiply %2203, %2212 : tensor<384x7x7x160xf32>
    %2214 = "stablehlo.reverse"(%blocks.5.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x576x160xf32>) -> tensor<1x1x576x160xf32>
    %2215 = "stablehlo.convolution"(%2213, %2214) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x160xf32>, tensor<1x1x576x160xf32>) -> tensor<384x7x7x576xf32>
    %2216 = "stablehlo.convolution"(%1496, %2213) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x576xf32>, tensor<384x7x7x160xf32>) -> tensor<1x1x576x160xf32>
    %2217 = stablehlo.constant dense<6.0> : tensor<384x7x7x576xf32>
    %2218 = "stablehlo.compare"(%1480, %2217) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xi1>
    %2219 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %2220 = "stablehlo.select"(%2218, %2215, %2219) : (tensor<384x7x7x576xi1>, tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xf32>
    %2221 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %2222 = "stablehlo.compare"(%1480, %2221) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xi1>
    %2223 = stablehlo.constant dense<0.0> : tensor<384x7x7x576xf32>
    %2224 = "stablehlo.select"(%2222, %2220, %2223) : (tensor<384x7x7x576xi1>, tensor<384x7x7x576xf32>, tensor<384x7x7x576xf32>) -> tensor<384x7x7x576xf32>
    %2225 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2226 = "stablehlo.reduce"(%2224, %2225) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2227 = stablehlo.multiply %2224, %1476 : tensor<384x7x7x576xf32>
    %2228 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2229 = "stablehlo.reduce"(%2227, %2228) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x7x7x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2230 = stablehlo.multiply %blocks.5.0.bn2.g, %1474 : tensor<576xf32>
    %2231 = "stablehlo.broadcast_in_dim"(%2230) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %2232 = stablehlo.constant dense<18816.0> : tensor<576xf32>
    %2233 = stablehlo.divide %2226, %2232 : tensor<576xf32>
    %2234 = "stablehlo.broadcast_in_dim"(%2233) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %2235 = stablehlo.subtract %2224, %2234 : tensor<384x7x7x576xf32>
    %2236 = stablehlo.constant dense<18816.0> : tensor<576xf32>
    %2237 = stablehlo.divide %2229, %2236 : tensor<576xf32>
    %2238 = "stablehlo.broadcast_in_dim"(%2237) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x7x7x576xf32>
    %2239 = stablehlo.multiply %1476, %2238 : tensor<384x7x7x576xf32>
    %2240 = stablehlo.subtract %2235, %2239 : tensor<384x7x7x576xf32>
    %2241 = stablehlo.multiply %2231, %2240 : tensor<384x7x7x576xf32>
    %2242 = "stablehlo.reverse"(%blocks.5.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %2243 = "stablehlo.convolution"(%2241, %2242) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x7x7x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %2244 = "stablehlo.convolution"(%1459, %2241) {batch_group_count = 576 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x7x7x576xf32>) -> tensor<3x3x1x576xf32>
    %2245 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2246 = "stablehlo.compare"(%1443, %2245) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2247 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2248 = "stablehlo.select"(%2246, %2243, %2247) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2249 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2250 = "stablehlo.compare"(%1443, %2249) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2251 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2252 = "stablehlo.select"(%2250, %2248, %2251) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2253 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2254 = "stablehlo.reduce"(%2252, %2253) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2255 = stablehlo.multiply %2252, %1439 : tensor<384x14x14x576xf32>
    %2256 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2257 = "stablehlo.reduce"(%2255, %2256) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2258 = stablehlo.multiply %blocks.5.0.bn1.g, %1437 : tensor<576xf32>
    %2259 = "stablehlo.broadcast_in_dim"(%2258) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2260 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2261 = stablehlo.divide %2254, %2260 : tensor<576xf32>
    %2262 = "stablehlo.broadcast_in_dim"(%2261) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2263 = stablehlo.subtract %2252, %2262 : tensor<384x14x14x576xf32>
    %2264 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2265 = stablehlo.divide %2257, %2264 : tensor<576xf32>
    %2266 = "stablehlo.broadcast_in_dim"(%2265) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2267 = stablehlo.multiply %1439, %2266 : tensor<384x14x14x576xf32>
    %2268 = stablehlo.subtract %2263, %2267 : tensor<384x14x14x576xf32>
    %2269 = stablehlo.multiply %2259, %2268 : tensor<384x14x14x576xf32>
    %2270 = "stablehlo.reverse"(%blocks.5.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %2271 = "stablehlo.convolution"(%2269, %2270) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x96xf32>
    %2272 = "stablehlo.convolution"(%1422, %2269) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<384x14x14x576xf32>) -> tensor<1x1x96x576xf32>
    %2273 = stablehlo.multiply %2271, %1420 : tensor<384x14x14x96xf32>
    %2274 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2275 = "stablehlo.reduce"(%2273, %2274) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2276 = stablehlo.multiply %2273, %1402 : tensor<384x14x14x96xf32>
    %2277 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2278 = "stablehlo.reduce"(%2276, %2277) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2279 = stablehlo.multiply %blocks.4.2.bn3.g, %1400 : tensor<96xf32>
    %2280 = "stablehlo.broadcast_in_dim"(%2279) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2281 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2282 = stablehlo.divide %2275, %2281 : tensor<96xf32>
    %2283 = "stablehlo.broadcast_in_dim"(%2282) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2284 = stablehlo.subtract %2273, %2283 : tensor<384x14x14x96xf32>
    %2285 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2286 = stablehlo.divide %2278, %2285 : tensor<96xf32>
    %2287 = "stablehlo.broadcast_in_dim"(%2286) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2288 = stablehlo.multiply %1402, %2287 : tensor<384x14x14x96xf32>
    %2289 = stablehlo.subtract %2284, %2288 : tensor<384x14x14x96xf32>
    %2290 = stablehlo.multiply %2280, %2289 : tensor<384x14x14x96xf32>
    %2291 = "stablehlo.reverse"(%blocks.4.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %2292 = "stablehlo.convolution"(%2290, %2291) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x576xf32>
    %2293 = "stablehlo.convolution"(%1385, %2290) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x96xf32>) -> tensor<1x1x576x96xf32>
    %2294 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2295 = "stablehlo.compare"(%1369, %2294) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2296 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2297 = "stablehlo.select"(%2295, %2292, %2296) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2298 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2299 = "stablehlo.compare"(%1369, %2298) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2300 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2301 = "stablehlo.select"(%2299, %2297, %2300) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2302 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2303 = "stablehlo.reduce"(%2301, %2302) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2304 = stablehlo.multiply %2301, %1365 : tensor<384x14x14x576xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2306 = "stablehlo.reduce"(%2304, %2305) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2307 = stablehlo.multiply %blocks.4.2.bn2.g, %1363 : tensor<576xf32>
    %2308 = "stablehlo.broadcast_in_dim"(%2307) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2309 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2310 = stablehlo.divide %2303, %2309 : tensor<576xf32>
    %2311 = "stablehlo.broadcast_in_dim"(%2310) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2312 = stablehlo.subtract %2301, %2311 : tensor<384x14x14x576xf32>
    %2313 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2314 = stablehlo.divide %2306, %2313 : tensor<576xf32>
    %2315 = "stablehlo.broadcast_in_dim"(%2314) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2316 = stablehlo.multiply %1365, %2315 : tensor<384x14x14x576xf32>
    %2317 = stablehlo.subtract %2312, %2316 : tensor<384x14x14x576xf32>
    %2318 = stablehlo.multiply %2308, %2317 : tensor<384x14x14x576xf32>
    %2319 = "stablehlo.reverse"(%blocks.4.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %2320 = "stablehlo.convolution"(%2318, %2319) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %2321 = "stablehlo.convolution"(%1348, %2318) {batch_group_count = 576 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<3x3x1x576xf32>
    %2322 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2323 = "stablehlo.compare"(%1332, %2322) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2324 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2325 = "stablehlo.select"(%2323, %2320, %2324) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2326 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2327 = "stablehlo.compare"(%1332, %2326) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2328 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2329 = "stablehlo.select"(%2327, %2325, %2328) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2330 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2331 = "stablehlo.reduce"(%2329, %2330) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2332 = stablehlo.multiply %2329, %1328 : tensor<384x14x14x576xf32>
    %2333 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2334 = "stablehlo.reduce"(%2332, %2333) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2335 = stablehlo.multiply %blocks.4.2.bn1.g, %1326 : tensor<576xf32>
    %2336 = "stablehlo.broadcast_in_dim"(%2335) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2337 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2338 = stablehlo.divide %2331, %2337 : tensor<576xf32>
    %2339 = "stablehlo.broadcast_in_dim"(%2338) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2340 = stablehlo.subtract %2329, %2339 : tensor<384x14x14x576xf32>
    %2341 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2342 = stablehlo.divide %2334, %2341 : tensor<576xf32>
    %2343 = "stablehlo.broadcast_in_dim"(%2342) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2344 = stablehlo.multiply %1328, %2343 : tensor<384x14x14x576xf32>
    %2345 = stablehlo.subtract %2340, %2344 : tensor<384x14x14x576xf32>
    %2346 = stablehlo.multiply %2336, %2345 : tensor<384x14x14x576xf32>
    %2347 = "stablehlo.reverse"(%blocks.4.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %2348 = "stablehlo.convolution"(%2346, %2347) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x96xf32>
    %2349 = "stablehlo.convolution"(%1311, %2346) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<384x14x14x576xf32>) -> tensor<1x1x96x576xf32>
    %2350 = stablehlo.add %2348, %2271 : tensor<384x14x14x96xf32>
    %2351 = stablehlo.multiply %2350, %1309 : tensor<384x14x14x96xf32>
    %2352 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2353 = "stablehlo.reduce"(%2351, %2352) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2354 = stablehlo.multiply %2351, %1291 : tensor<384x14x14x96xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2357 = stablehlo.multiply %blocks.4.1.bn3.g, %1289 : tensor<96xf32>
    %2358 = "stablehlo.broadcast_in_dim"(%2357) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2359 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2360 = stablehlo.divide %2353, %2359 : tensor<96xf32>
    %2361 = "stablehlo.broadcast_in_dim"(%2360) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2362 = stablehlo.subtract %2351, %2361 : tensor<384x14x14x96xf32>
    %2363 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2364 = stablehlo.divide %2356, %2363 : tensor<96xf32>
    %2365 = "stablehlo.broadcast_in_dim"(%2364) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2366 = stablehlo.multiply %1291, %2365 : tensor<384x14x14x96xf32>
    %2367 = stablehlo.subtract %2362, %2366 : tensor<384x14x14x96xf32>
    %2368 = stablehlo.multiply %2358, %2367 : tensor<384x14x14x96xf32>
    %2369 = "stablehlo.reverse"(%blocks.4.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %2370 = "stablehlo.convolution"(%2368, %2369) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x576x96xf32>) -> tensor<384x14x14x576xf32>
    %2371 = "stablehlo.convolution"(%1274, %2368) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x96xf32>) -> tensor<1x1x576x96xf32>
    %2372 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2373 = "stablehlo.compare"(%1258, %2372) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2374 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2375 = "stablehlo.select"(%2373, %2370, %2374) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2376 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2377 = "stablehlo.compare"(%1258, %2376) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2378 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2379 = "stablehlo.select"(%2377, %2375, %2378) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2380 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2381 = "stablehlo.reduce"(%2379, %2380) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2382 = stablehlo.multiply %2379, %1254 : tensor<384x14x14x576xf32>
    %2383 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2384 = "stablehlo.reduce"(%2382, %2383) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2385 = stablehlo.multiply %blocks.4.1.bn2.g, %1252 : tensor<576xf32>
    %2386 = "stablehlo.broadcast_in_dim"(%2385) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2387 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2388 = stablehlo.divide %2381, %2387 : tensor<576xf32>
    %2389 = "stablehlo.broadcast_in_dim"(%2388) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2390 = stablehlo.subtract %2379, %2389 : tensor<384x14x14x576xf32>
    %2391 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2392 = stablehlo.divide %2384, %2391 : tensor<576xf32>
    %2393 = "stablehlo.broadcast_in_dim"(%2392) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2394 = stablehlo.multiply %1254, %2393 : tensor<384x14x14x576xf32>
    %2395 = stablehlo.subtract %2390, %2394 : tensor<384x14x14x576xf32>
    %2396 = stablehlo.multiply %2386, %2395 : tensor<384x14x14x576xf32>
    %2397 = "stablehlo.reverse"(%blocks.4.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %2398 = "stablehlo.convolution"(%2396, %2397) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 576 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<3x3x1x576xf32>) -> tensor<384x14x14x576xf32>
    %2399 = "stablehlo.convolution"(%1237, %2396) {batch_group_count = 576 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<3x3x1x576xf32>
    %2400 = stablehlo.constant dense<6.0> : tensor<384x14x14x576xf32>
    %2401 = "stablehlo.compare"(%1221, %2400) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2402 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2403 = "stablehlo.select"(%2401, %2398, %2402) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2404 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2405 = "stablehlo.compare"(%1221, %2404) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xi1>
    %2406 = stablehlo.constant dense<0.0> : tensor<384x14x14x576xf32>
    %2407 = "stablehlo.select"(%2405, %2403, %2406) : (tensor<384x14x14x576xi1>, tensor<384x14x14x576xf32>, tensor<384x14x14x576xf32>) -> tensor<384x14x14x576xf32>
    %2408 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2409 = "stablehlo.reduce"(%2407, %2408) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2410 = stablehlo.multiply %2407, %1217 : tensor<384x14x14x576xf32>
    %2411 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2412 = "stablehlo.reduce"(%2410, %2411) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2413 = stablehlo.multiply %blocks.4.1.bn1.g, %1215 : tensor<576xf32>
    %2414 = "stablehlo.broadcast_in_dim"(%2413) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2415 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2416 = stablehlo.divide %2409, %2415 : tensor<576xf32>
    %2417 = "stablehlo.broadcast_in_dim"(%2416) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2418 = stablehlo.subtract %2407, %2417 : tensor<384x14x14x576xf32>
    %2419 = stablehlo.constant dense<75264.0> : tensor<576xf32>
    %2420 = stablehlo.divide %2412, %2419 : tensor<576xf32>
    %2421 = "stablehlo.broadcast_in_dim"(%2420) {broadcast_dimensions = array<i64: 3>} : (tensor<576xf32>) -> tensor<384x14x14x576xf32>
    %2422 = stablehlo.multiply %1217, %2421 : tensor<384x14x14x576xf32>
    %2423 = stablehlo.subtract %2418, %2422 : tensor<384x14x14x576xf32>
    %2424 = stablehlo.multiply %2414, %2423 : tensor<384x14x14x576xf32>
    %2425 = "stablehlo.reverse"(%blocks.4.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %2426 = "stablehlo.convolution"(%2424, %2425) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x576xf32>, tensor<1x1x96x576xf32>) -> tensor<384x14x14x96xf32>
    %2427 = "stablehlo.convolution"(%1188, %2424) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<384x14x14x576xf32>) -> tensor<1x1x96x576xf32>
    %2428 = stablehlo.add %2426, %2350 : tensor<384x14x14x96xf32>
    %2429 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2430 = "stablehlo.reduce"(%2428, %2429) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2431 = stablehlo.multiply %2428, %1184 : tensor<384x14x14x96xf32>
    %2432 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2433 = "stablehlo.reduce"(%2431, %2432) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x96xf32>, tensor<f32>) -> tensor<96xf32>
    %2434 = stablehlo.multiply %blocks.4.0.bn3.g, %1182 : tensor<96xf32>
    %2435 = "stablehlo.broadcast_in_dim"(%2434) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2436 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2437 = stablehlo.divide %2430, %2436 : tensor<96xf32>
    %2438 = "stablehlo.broadcast_in_dim"(%2437) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2439 = stablehlo.subtract %2428, %2438 : tensor<384x14x14x96xf32>
    %2440 = stablehlo.constant dense<75264.0> : tensor<96xf32>
    %2441 = stablehlo.divide %2433, %2440 : tensor<96xf32>
    %2442 = "stablehlo.broadcast_in_dim"(%2441) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x14x14x96xf32>
    %2443 = stablehlo.multiply %1184, %2442 : tensor<384x14x14x96xf32>
    %2444 = stablehlo.subtract %2439, %2443 : tensor<384x14x14x96xf32>
    %2445 = stablehlo.multiply %2435, %2444 : tensor<384x14x14x96xf32>
    %2446 = "stablehlo.reverse"(%blocks.4.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x96xf32>) -> tensor<1x1x384x96xf32>
    %2447 = "stablehlo.convolution"(%2445, %2446) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x96xf32>, tensor<1x1x384x96xf32>) -> tensor<384x14x14x384xf32>
    %2448 = "stablehlo.convolution"(%1167, %2445) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x96xf32>) -> tensor<1x1x384x96xf32>
    %2449 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2450 = "stablehlo.compare"(%1151, %2449) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2451 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2452 = "stablehlo.select"(%2450, %2447, %2451) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2453 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2454 = "stablehlo.compare"(%1151, %2453) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2455 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2456 = "stablehlo.select"(%2454, %2452, %2455) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2457 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2458 = "stablehlo.reduce"(%2456, %2457) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2459 = stablehlo.multiply %2456, %1147 : tensor<384x14x14x384xf32>
    %2460 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2461 = "stablehlo.reduce"(%2459, %2460) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2462 = stablehlo.multiply %blocks.4.0.bn2.g, %1145 : tensor<384xf32>
    %2463 = "stablehlo.broadcast_in_dim"(%2462) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2464 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2465 = stablehlo.divide %2458, %2464 : tensor<384xf32>
    %2466 = "stablehlo.broadcast_in_dim"(%2465) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2467 = stablehlo.subtract %2456, %2466 : tensor<384x14x14x384xf32>
    %2468 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2469 = stablehlo.divide %2461, %2468 : tensor<384xf32>
    %2470 = "stablehlo.broadcast_in_dim"(%2469) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2471 = stablehlo.multiply %1147, %2470 : tensor<384x14x14x384xf32>
    %2472 = stablehlo.subtract %2467, %2471 : tensor<384x14x14x384xf32>
    %2473 = stablehlo.multiply %2463, %2472 : tensor<384x14x14x384xf32>
    %2474 = "stablehlo.reverse"(%blocks.4.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2475 = "stablehlo.convolution"(%2473, %2474) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2476 = "stablehlo.convolution"(%1130, %2473) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2477 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2478 = "stablehlo.compare"(%1114, %2477) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2479 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2480 = "stablehlo.select"(%2478, %2475, %2479) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2481 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2482 = "stablehlo.compare"(%1114, %2481) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2483 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2484 = "stablehlo.select"(%2482, %2480, %2483) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2485 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2486 = "stablehlo.reduce"(%2484, %2485) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2487 = stablehlo.multiply %2484, %1110 : tensor<384x14x14x384xf32>
    %2488 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2489 = "stablehlo.reduce"(%2487, %2488) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2490 = stablehlo.multiply %blocks.4.0.bn1.g, %1108 : tensor<384xf32>
    %2491 = "stablehlo.broadcast_in_dim"(%2490) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2492 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2493 = stablehlo.divide %2486, %2492 : tensor<384xf32>
    %2494 = "stablehlo.broadcast_in_dim"(%2493) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2495 = stablehlo.subtract %2484, %2494 : tensor<384x14x14x384xf32>
    %2496 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2497 = stablehlo.divide %2489, %2496 : tensor<384xf32>
    %2498 = "stablehlo.broadcast_in_dim"(%2497) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2499 = stablehlo.multiply %1110, %2498 : tensor<384x14x14x384xf32>
    %2500 = stablehlo.subtract %2495, %2499 : tensor<384x14x14x384xf32>
    %2501 = stablehlo.multiply %2491, %2500 : tensor<384x14x14x384xf32>
    %2502 = "stablehlo.reverse"(%blocks.4.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2503 = "stablehlo.convolution"(%2501, %2502) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2504 = "stablehlo.convolution"(%1093, %2501) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2505 = stablehlo.multiply %2503, %1091 : tensor<384x14x14x64xf32>
    %2506 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2507 = "stablehlo.reduce"(%2505, %2506) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2508 = stablehlo.multiply %2505, %1073 : tensor<384x14x14x64xf32>
    %2509 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2510 = "stablehlo.reduce"(%2508, %2509) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2511 = stablehlo.multiply %blocks.3.3.bn3.g, %1071 : tensor<64xf32>
    %2512 = "stablehlo.broadcast_in_dim"(%2511) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2513 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2514 = stablehlo.divide %2507, %2513 : tensor<64xf32>
    %2515 = "stablehlo.broadcast_in_dim"(%2514) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2516 = stablehlo.subtract %2505, %2515 : tensor<384x14x14x64xf32>
    %2517 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2518 = stablehlo.divide %2510, %2517 : tensor<64xf32>
    %2519 = "stablehlo.broadcast_in_dim"(%2518) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2520 = stablehlo.multiply %1073, %2519 : tensor<384x14x14x64xf32>
    %2521 = stablehlo.subtract %2516, %2520 : tensor<384x14x14x64xf32>
    %2522 = stablehlo.multiply %2512, %2521 : tensor<384x14x14x64xf32>
    %2523 = "stablehlo.reverse"(%blocks.3.3.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %2524 = "stablehlo.convolution"(%2522, %2523) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x384xf32>
    %2525 = "stablehlo.convolution"(%1056, %2522) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x384x64xf32>
    %2526 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2527 = "stablehlo.compare"(%1040, %2526) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2528 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2529 = "stablehlo.select"(%2527, %2524, %2528) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2530 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2531 = "stablehlo.compare"(%1040, %2530) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2532 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2533 = "stablehlo.select"(%2531, %2529, %2532) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2534 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2535 = "stablehlo.reduce"(%2533, %2534) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2536 = stablehlo.multiply %2533, %1036 : tensor<384x14x14x384xf32>
    %2537 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2538 = "stablehlo.reduce"(%2536, %2537) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2539 = stablehlo.multiply %blocks.3.3.bn2.g, %1034 : tensor<384xf32>
    %2540 = "stablehlo.broadcast_in_dim"(%2539) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2541 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2542 = stablehlo.divide %2535, %2541 : tensor<384xf32>
    %2543 = "stablehlo.broadcast_in_dim"(%2542) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2544 = stablehlo.subtract %2533, %2543 : tensor<384x14x14x384xf32>
    %2545 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2546 = stablehlo.divide %2538, %2545 : tensor<384xf32>
    %2547 = "stablehlo.broadcast_in_dim"(%2546) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2548 = stablehlo.multiply %1036, %2547 : tensor<384x14x14x384xf32>
    %2549 = stablehlo.subtract %2544, %2548 : tensor<384x14x14x384xf32>
    %2550 = stablehlo.multiply %2540, %2549 : tensor<384x14x14x384xf32>
    %2551 = "stablehlo.reverse"(%blocks.3.3.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2552 = "stablehlo.convolution"(%2550, %2551) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2553 = "stablehlo.convolution"(%1019, %2550) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2554 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2555 = "stablehlo.compare"(%1003, %2554) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2556 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2557 = "stablehlo.select"(%2555, %2552, %2556) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2558 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2559 = "stablehlo.compare"(%1003, %2558) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2560 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2561 = "stablehlo.select"(%2559, %2557, %2560) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2562 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2563 = "stablehlo.reduce"(%2561, %2562) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2564 = stablehlo.multiply %2561, %999 : tensor<384x14x14x384xf32>
    %2565 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2566 = "stablehlo.reduce"(%2564, %2565) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2567 = stablehlo.multiply %blocks.3.3.bn1.g, %997 : tensor<384xf32>
    %2568 = "stablehlo.broadcast_in_dim"(%2567) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2569 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2570 = stablehlo.divide %2563, %2569 : tensor<384xf32>
    %2571 = "stablehlo.broadcast_in_dim"(%2570) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2572 = stablehlo.subtract %2561, %2571 : tensor<384x14x14x384xf32>
    %2573 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2574 = stablehlo.divide %2566, %2573 : tensor<384xf32>
    %2575 = "stablehlo.broadcast_in_dim"(%2574) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2576 = stablehlo.multiply %999, %2575 : tensor<384x14x14x384xf32>
    %2577 = stablehlo.subtract %2572, %2576 : tensor<384x14x14x384xf32>
    %2578 = stablehlo.multiply %2568, %2577 : tensor<384x14x14x384xf32>
    %2579 = "stablehlo.reverse"(%blocks.3.3.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2580 = "stablehlo.convolution"(%2578, %2579) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2581 = "stablehlo.convolution"(%982, %2578) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2582 = stablehlo.add %2580, %2503 : tensor<384x14x14x64xf32>
    %2583 = stablehlo.multiply %2582, %980 : tensor<384x14x14x64xf32>
    %2584 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2585 = "stablehlo.reduce"(%2583, %2584) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2586 = stablehlo.multiply %2583, %962 : tensor<384x14x14x64xf32>
    %2587 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2588 = "stablehlo.reduce"(%2586, %2587) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2589 = stablehlo.multiply %blocks.3.2.bn3.g, %960 : tensor<64xf32>
    %2590 = "stablehlo.broadcast_in_dim"(%2589) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2591 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2592 = stablehlo.divide %2585, %2591 : tensor<64xf32>
    %2593 = "stablehlo.broadcast_in_dim"(%2592) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2594 = stablehlo.subtract %2583, %2593 : tensor<384x14x14x64xf32>
    %2595 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2596 = stablehlo.divide %2588, %2595 : tensor<64xf32>
    %2597 = "stablehlo.broadcast_in_dim"(%2596) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2598 = stablehlo.multiply %962, %2597 : tensor<384x14x14x64xf32>
    %2599 = stablehlo.subtract %2594, %2598 : tensor<384x14x14x64xf32>
    %2600 = stablehlo.multiply %2590, %2599 : tensor<384x14x14x64xf32>
    %2601 = "stablehlo.reverse"(%blocks.3.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %2602 = "stablehlo.convolution"(%2600, %2601) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x384xf32>
    %2603 = "stablehlo.convolution"(%945, %2600) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x384x64xf32>
    %2604 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2605 = "stablehlo.compare"(%929, %2604) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2606 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2607 = "stablehlo.select"(%2605, %2602, %2606) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2608 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2609 = "stablehlo.compare"(%929, %2608) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2610 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2611 = "stablehlo.select"(%2609, %2607, %2610) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2612 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2613 = "stablehlo.reduce"(%2611, %2612) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2614 = stablehlo.multiply %2611, %925 : tensor<384x14x14x384xf32>
    %2615 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2616 = "stablehlo.reduce"(%2614, %2615) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2617 = stablehlo.multiply %blocks.3.2.bn2.g, %923 : tensor<384xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%2617) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2619 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2620 = stablehlo.divide %2613, %2619 : tensor<384xf32>
    %2621 = "stablehlo.broadcast_in_dim"(%2620) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2622 = stablehlo.subtract %2611, %2621 : tensor<384x14x14x384xf32>
    %2623 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2624 = stablehlo.divide %2616, %2623 : tensor<384xf32>
    %2625 = "stablehlo.broadcast_in_dim"(%2624) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2626 = stablehlo.multiply %925, %2625 : tensor<384x14x14x384xf32>
    %2627 = stablehlo.subtract %2622, %2626 : tensor<384x14x14x384xf32>
    %2628 = stablehlo.multiply %2618, %2627 : tensor<384x14x14x384xf32>
    %2629 = "stablehlo.reverse"(%blocks.3.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2630 = "stablehlo.convolution"(%2628, %2629) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2631 = "stablehlo.convolution"(%908, %2628) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2632 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2633 = "stablehlo.compare"(%892, %2632) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2634 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2635 = "stablehlo.select"(%2633, %2630, %2634) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2636 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2637 = "stablehlo.compare"(%892, %2636) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2638 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2639 = "stablehlo.select"(%2637, %2635, %2638) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2640 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2641 = "stablehlo.reduce"(%2639, %2640) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2642 = stablehlo.multiply %2639, %888 : tensor<384x14x14x384xf32>
    %2643 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2644 = "stablehlo.reduce"(%2642, %2643) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2645 = stablehlo.multiply %blocks.3.2.bn1.g, %886 : tensor<384xf32>
    %2646 = "stablehlo.broadcast_in_dim"(%2645) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2647 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2648 = stablehlo.divide %2641, %2647 : tensor<384xf32>
    %2649 = "stablehlo.broadcast_in_dim"(%2648) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2650 = stablehlo.subtract %2639, %2649 : tensor<384x14x14x384xf32>
    %2651 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2652 = stablehlo.divide %2644, %2651 : tensor<384xf32>
    %2653 = "stablehlo.broadcast_in_dim"(%2652) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2654 = stablehlo.multiply %888, %2653 : tensor<384x14x14x384xf32>
    %2655 = stablehlo.subtract %2650, %2654 : tensor<384x14x14x384xf32>
    %2656 = stablehlo.multiply %2646, %2655 : tensor<384x14x14x384xf32>
    %2657 = "stablehlo.reverse"(%blocks.3.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2658 = "stablehlo.convolution"(%2656, %2657) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2659 = "stablehlo.convolution"(%871, %2656) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2660 = stablehlo.add %2658, %2582 : tensor<384x14x14x64xf32>
    %2661 = stablehlo.multiply %2660, %869 : tensor<384x14x14x64xf32>
    %2662 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2663 = "stablehlo.reduce"(%2661, %2662) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2664 = stablehlo.multiply %2661, %851 : tensor<384x14x14x64xf32>
    %2665 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2666 = "stablehlo.reduce"(%2664, %2665) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2667 = stablehlo.multiply %blocks.3.1.bn3.g, %849 : tensor<64xf32>
    %2668 = "stablehlo.broadcast_in_dim"(%2667) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2669 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2670 = stablehlo.divide %2663, %2669 : tensor<64xf32>
    %2671 = "stablehlo.broadcast_in_dim"(%2670) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2672 = stablehlo.subtract %2661, %2671 : tensor<384x14x14x64xf32>
    %2673 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2674 = stablehlo.divide %2666, %2673 : tensor<64xf32>
    %2675 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2676 = stablehlo.multiply %851, %2675 : tensor<384x14x14x64xf32>
    %2677 = stablehlo.subtract %2672, %2676 : tensor<384x14x14x64xf32>
    %2678 = stablehlo.multiply %2668, %2677 : tensor<384x14x14x64xf32>
    %2679 = "stablehlo.reverse"(%blocks.3.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %2680 = "stablehlo.convolution"(%2678, %2679) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x384x64xf32>) -> tensor<384x14x14x384xf32>
    %2681 = "stablehlo.convolution"(%834, %2678) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x384x64xf32>
    %2682 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2683 = "stablehlo.compare"(%818, %2682) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2684 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2685 = "stablehlo.select"(%2683, %2680, %2684) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2686 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2687 = "stablehlo.compare"(%818, %2686) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2688 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2689 = "stablehlo.select"(%2687, %2685, %2688) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2690 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2691 = "stablehlo.reduce"(%2689, %2690) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2692 = stablehlo.multiply %2689, %814 : tensor<384x14x14x384xf32>
    %2693 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2694 = "stablehlo.reduce"(%2692, %2693) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2695 = stablehlo.multiply %blocks.3.1.bn2.g, %812 : tensor<384xf32>
    %2696 = "stablehlo.broadcast_in_dim"(%2695) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2697 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2698 = stablehlo.divide %2691, %2697 : tensor<384xf32>
    %2699 = "stablehlo.broadcast_in_dim"(%2698) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2700 = stablehlo.subtract %2689, %2699 : tensor<384x14x14x384xf32>
    %2701 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2702 = stablehlo.divide %2694, %2701 : tensor<384xf32>
    %2703 = "stablehlo.broadcast_in_dim"(%2702) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2704 = stablehlo.multiply %814, %2703 : tensor<384x14x14x384xf32>
    %2705 = stablehlo.subtract %2700, %2704 : tensor<384x14x14x384xf32>
    %2706 = stablehlo.multiply %2696, %2705 : tensor<384x14x14x384xf32>
    %2707 = "stablehlo.reverse"(%blocks.3.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %2708 = "stablehlo.convolution"(%2706, %2707) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<3x3x1x384xf32>) -> tensor<384x14x14x384xf32>
    %2709 = "stablehlo.convolution"(%797, %2706) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<3x3x1x384xf32>
    %2710 = stablehlo.constant dense<6.0> : tensor<384x14x14x384xf32>
    %2711 = "stablehlo.compare"(%781, %2710) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2712 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2713 = "stablehlo.select"(%2711, %2708, %2712) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2714 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2715 = "stablehlo.compare"(%781, %2714) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xi1>
    %2716 = stablehlo.constant dense<0.0> : tensor<384x14x14x384xf32>
    %2717 = "stablehlo.select"(%2715, %2713, %2716) : (tensor<384x14x14x384xi1>, tensor<384x14x14x384xf32>, tensor<384x14x14x384xf32>) -> tensor<384x14x14x384xf32>
    %2718 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2719 = "stablehlo.reduce"(%2717, %2718) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2720 = stablehlo.multiply %2717, %777 : tensor<384x14x14x384xf32>
    %2721 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2722 = "stablehlo.reduce"(%2720, %2721) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2723 = stablehlo.multiply %blocks.3.1.bn1.g, %775 : tensor<384xf32>
    %2724 = "stablehlo.broadcast_in_dim"(%2723) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2725 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2726 = stablehlo.divide %2719, %2725 : tensor<384xf32>
    %2727 = "stablehlo.broadcast_in_dim"(%2726) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2728 = stablehlo.subtract %2717, %2727 : tensor<384x14x14x384xf32>
    %2729 = stablehlo.constant dense<75264.0> : tensor<384xf32>
    %2730 = stablehlo.divide %2722, %2729 : tensor<384xf32>
    %2731 = "stablehlo.broadcast_in_dim"(%2730) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<384x14x14x384xf32>
    %2732 = stablehlo.multiply %777, %2731 : tensor<384x14x14x384xf32>
    %2733 = stablehlo.subtract %2728, %2732 : tensor<384x14x14x384xf32>
    %2734 = stablehlo.multiply %2724, %2733 : tensor<384x14x14x384xf32>
    %2735 = "stablehlo.reverse"(%blocks.3.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %2736 = "stablehlo.convolution"(%2734, %2735) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x384xf32>, tensor<1x1x64x384xf32>) -> tensor<384x14x14x64xf32>
    %2737 = "stablehlo.convolution"(%748, %2734) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<384x14x14x384xf32>) -> tensor<1x1x64x384xf32>
    %2738 = stablehlo.add %2736, %2660 : tensor<384x14x14x64xf32>
    %2739 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2740 = "stablehlo.reduce"(%2738, %2739) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2741 = stablehlo.multiply %2738, %744 : tensor<384x14x14x64xf32>
    %2742 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2743 = "stablehlo.reduce"(%2741, %2742) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2744 = stablehlo.multiply %blocks.3.0.bn3.g, %742 : tensor<64xf32>
    %2745 = "stablehlo.broadcast_in_dim"(%2744) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2746 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2747 = stablehlo.divide %2740, %2746 : tensor<64xf32>
    %2748 = "stablehlo.broadcast_in_dim"(%2747) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2749 = stablehlo.subtract %2738, %2748 : tensor<384x14x14x64xf32>
    %2750 = stablehlo.constant dense<75264.0> : tensor<64xf32>
    %2751 = stablehlo.divide %2743, %2750 : tensor<64xf32>
    %2752 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<384x14x14x64xf32>
    %2753 = stablehlo.multiply %744, %2752 : tensor<384x14x14x64xf32>
    %2754 = stablehlo.subtract %2749, %2753 : tensor<384x14x14x64xf32>
    %2755 = stablehlo.multiply %2745, %2754 : tensor<384x14x14x64xf32>
    %2756 = "stablehlo.reverse"(%blocks.3.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x192x64xf32>) -> tensor<1x1x192x64xf32>
    %2757 = "stablehlo.convolution"(%2755, %2756) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x64xf32>, tensor<1x1x192x64xf32>) -> tensor<384x14x14x192xf32>
    %2758 = "stablehlo.convolution"(%727, %2755) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x192xf32>, tensor<384x14x14x64xf32>) -> tensor<1x1x192x64xf32>
    %2759 = stablehlo.constant dense<6.0> : tensor<384x14x14x192xf32>
    %2760 = "stablehlo.compare"(%711, %2759) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xi1>
    %2761 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %2762 = "stablehlo.select"(%2760, %2757, %2761) : (tensor<384x14x14x192xi1>, tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xf32>
    %2763 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %2764 = "stablehlo.compare"(%711, %2763) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xi1>
    %2765 = stablehlo.constant dense<0.0> : tensor<384x14x14x192xf32>
    %2766 = "stablehlo.select"(%2764, %2762, %2765) : (tensor<384x14x14x192xi1>, tensor<384x14x14x192xf32>, tensor<384x14x14x192xf32>) -> tensor<384x14x14x192xf32>
    %2767 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2768 = "stablehlo.reduce"(%2766, %2767) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2769 = stablehlo.multiply %2766, %707 : tensor<384x14x14x192xf32>
    %2770 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2771 = "stablehlo.reduce"(%2769, %2770) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2772 = stablehlo.multiply %blocks.3.0.bn2.g, %705 : tensor<192xf32>
    %2773 = "stablehlo.broadcast_in_dim"(%2772) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %2774 = stablehlo.constant dense<75264.0> : tensor<192xf32>
    %2775 = stablehlo.divide %2768, %2774 : tensor<192xf32>
    %2776 = "stablehlo.broadcast_in_dim"(%2775) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %2777 = stablehlo.subtract %2766, %2776 : tensor<384x14x14x192xf32>
    %2778 = stablehlo.constant dense<75264.0> : tensor<192xf32>
    %2779 = stablehlo.divide %2771, %2778 : tensor<192xf32>
    %2780 = "stablehlo.broadcast_in_dim"(%2779) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x14x14x192xf32>
    %2781 = stablehlo.multiply %707, %2780 : tensor<384x14x14x192xf32>
    %2782 = stablehlo.subtract %2777, %2781 : tensor<384x14x14x192xf32>
    %2783 = stablehlo.multiply %2773, %2782 : tensor<384x14x14x192xf32>
    %2784 = "stablehlo.reverse"(%blocks.3.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %2785 = "stablehlo.convolution"(%2783, %2784) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x14x14x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %2786 = "stablehlo.convolution"(%690, %2783) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x14x14x192xf32>) -> tensor<3x3x1x192xf32>
    %2787 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2788 = "stablehlo.compare"(%674, %2787) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2789 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2790 = "stablehlo.select"(%2788, %2785, %2789) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2791 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2792 = "stablehlo.compare"(%674, %2791) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2793 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2794 = "stablehlo.select"(%2792, %2790, %2793) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2795 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2796 = "stablehlo.reduce"(%2794, %2795) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2797 = stablehlo.multiply %2794, %670 : tensor<384x28x28x192xf32>
    %2798 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2799 = "stablehlo.reduce"(%2797, %2798) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2800 = stablehlo.multiply %blocks.3.0.bn1.g, %668 : tensor<192xf32>
    %2801 = "stablehlo.broadcast_in_dim"(%2800) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2802 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2803 = stablehlo.divide %2796, %2802 : tensor<192xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2803) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2805 = stablehlo.subtract %2794, %2804 : tensor<384x28x28x192xf32>
    %2806 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2807 = stablehlo.divide %2799, %2806 : tensor<192xf32>
    %2808 = "stablehlo.broadcast_in_dim"(%2807) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2809 = stablehlo.multiply %670, %2808 : tensor<384x28x28x192xf32>
    %2810 = stablehlo.subtract %2805, %2809 : tensor<384x28x28x192xf32>
    %2811 = stablehlo.multiply %2801, %2810 : tensor<384x28x28x192xf32>
    %2812 = "stablehlo.reverse"(%blocks.3.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %2813 = "stablehlo.convolution"(%2811, %2812) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x32xf32>
    %2814 = "stablehlo.convolution"(%653, %2811) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<384x28x28x192xf32>) -> tensor<1x1x32x192xf32>
    %2815 = stablehlo.multiply %2813, %651 : tensor<384x28x28x32xf32>
    %2816 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2817 = "stablehlo.reduce"(%2815, %2816) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2818 = stablehlo.multiply %2815, %633 : tensor<384x28x28x32xf32>
    %2819 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2820 = "stablehlo.reduce"(%2818, %2819) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2821 = stablehlo.multiply %blocks.2.2.bn3.g, %631 : tensor<32xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%2821) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2823 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2824 = stablehlo.divide %2817, %2823 : tensor<32xf32>
    %2825 = "stablehlo.broadcast_in_dim"(%2824) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2826 = stablehlo.subtract %2815, %2825 : tensor<384x28x28x32xf32>
    %2827 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2828 = stablehlo.divide %2820, %2827 : tensor<32xf32>
    %2829 = "stablehlo.broadcast_in_dim"(%2828) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2830 = stablehlo.multiply %633, %2829 : tensor<384x28x28x32xf32>
    %2831 = stablehlo.subtract %2826, %2830 : tensor<384x28x28x32xf32>
    %2832 = stablehlo.multiply %2822, %2831 : tensor<384x28x28x32xf32>
    %2833 = "stablehlo.reverse"(%blocks.2.2.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %2834 = "stablehlo.convolution"(%2832, %2833) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x192xf32>
    %2835 = "stablehlo.convolution"(%616, %2832) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x32xf32>) -> tensor<1x1x192x32xf32>
    %2836 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2837 = "stablehlo.compare"(%600, %2836) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2838 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2839 = "stablehlo.select"(%2837, %2834, %2838) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2840 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2841 = "stablehlo.compare"(%600, %2840) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2842 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2843 = "stablehlo.select"(%2841, %2839, %2842) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2844 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2845 = "stablehlo.reduce"(%2843, %2844) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2846 = stablehlo.multiply %2843, %596 : tensor<384x28x28x192xf32>
    %2847 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2848 = "stablehlo.reduce"(%2846, %2847) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2849 = stablehlo.multiply %blocks.2.2.bn2.g, %594 : tensor<192xf32>
    %2850 = "stablehlo.broadcast_in_dim"(%2849) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2851 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2852 = stablehlo.divide %2845, %2851 : tensor<192xf32>
    %2853 = "stablehlo.broadcast_in_dim"(%2852) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2854 = stablehlo.subtract %2843, %2853 : tensor<384x28x28x192xf32>
    %2855 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2856 = stablehlo.divide %2848, %2855 : tensor<192xf32>
    %2857 = "stablehlo.broadcast_in_dim"(%2856) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2858 = stablehlo.multiply %596, %2857 : tensor<384x28x28x192xf32>
    %2859 = stablehlo.subtract %2854, %2858 : tensor<384x28x28x192xf32>
    %2860 = stablehlo.multiply %2850, %2859 : tensor<384x28x28x192xf32>
    %2861 = "stablehlo.reverse"(%blocks.2.2.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %2862 = "stablehlo.convolution"(%2860, %2861) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %2863 = "stablehlo.convolution"(%579, %2860) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<3x3x1x192xf32>
    %2864 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2865 = "stablehlo.compare"(%563, %2864) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2866 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2867 = "stablehlo.select"(%2865, %2862, %2866) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2868 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2869 = "stablehlo.compare"(%563, %2868) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2870 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2871 = "stablehlo.select"(%2869, %2867, %2870) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2872 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2873 = "stablehlo.reduce"(%2871, %2872) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2874 = stablehlo.multiply %2871, %559 : tensor<384x28x28x192xf32>
    %2875 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2876 = "stablehlo.reduce"(%2874, %2875) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2877 = stablehlo.multiply %blocks.2.2.bn1.g, %557 : tensor<192xf32>
    %2878 = "stablehlo.broadcast_in_dim"(%2877) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2879 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2880 = stablehlo.divide %2873, %2879 : tensor<192xf32>
    %2881 = "stablehlo.broadcast_in_dim"(%2880) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2882 = stablehlo.subtract %2871, %2881 : tensor<384x28x28x192xf32>
    %2883 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2884 = stablehlo.divide %2876, %2883 : tensor<192xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%2884) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2886 = stablehlo.multiply %559, %2885 : tensor<384x28x28x192xf32>
    %2887 = stablehlo.subtract %2882, %2886 : tensor<384x28x28x192xf32>
    %2888 = stablehlo.multiply %2878, %2887 : tensor<384x28x28x192xf32>
    %2889 = "stablehlo.reverse"(%blocks.2.2.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %2890 = "stablehlo.convolution"(%2888, %2889) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x32xf32>
    %2891 = "stablehlo.convolution"(%542, %2888) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<384x28x28x192xf32>) -> tensor<1x1x32x192xf32>
    %2892 = stablehlo.add %2890, %2813 : tensor<384x28x28x32xf32>
    %2893 = stablehlo.multiply %2892, %540 : tensor<384x28x28x32xf32>
    %2894 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2895 = "stablehlo.reduce"(%2893, %2894) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2896 = stablehlo.multiply %2893, %522 : tensor<384x28x28x32xf32>
    %2897 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2898 = "stablehlo.reduce"(%2896, %2897) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2899 = stablehlo.multiply %blocks.2.1.bn3.g, %520 : tensor<32xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2899) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2901 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2902 = stablehlo.divide %2895, %2901 : tensor<32xf32>
    %2903 = "stablehlo.broadcast_in_dim"(%2902) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2904 = stablehlo.subtract %2893, %2903 : tensor<384x28x28x32xf32>
    %2905 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2906 = stablehlo.divide %2898, %2905 : tensor<32xf32>
    %2907 = "stablehlo.broadcast_in_dim"(%2906) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2908 = stablehlo.multiply %522, %2907 : tensor<384x28x28x32xf32>
    %2909 = stablehlo.subtract %2904, %2908 : tensor<384x28x28x32xf32>
    %2910 = stablehlo.multiply %2900, %2909 : tensor<384x28x28x32xf32>
    %2911 = "stablehlo.reverse"(%blocks.2.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %2912 = "stablehlo.convolution"(%2910, %2911) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x192x32xf32>) -> tensor<384x28x28x192xf32>
    %2913 = "stablehlo.convolution"(%505, %2910) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x32xf32>) -> tensor<1x1x192x32xf32>
    %2914 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2915 = "stablehlo.compare"(%489, %2914) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2916 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2917 = "stablehlo.select"(%2915, %2912, %2916) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2918 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2919 = "stablehlo.compare"(%489, %2918) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2920 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2921 = "stablehlo.select"(%2919, %2917, %2920) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2922 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2923 = "stablehlo.reduce"(%2921, %2922) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2924 = stablehlo.multiply %2921, %485 : tensor<384x28x28x192xf32>
    %2925 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2926 = "stablehlo.reduce"(%2924, %2925) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2927 = stablehlo.multiply %blocks.2.1.bn2.g, %483 : tensor<192xf32>
    %2928 = "stablehlo.broadcast_in_dim"(%2927) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2929 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2930 = stablehlo.divide %2923, %2929 : tensor<192xf32>
    %2931 = "stablehlo.broadcast_in_dim"(%2930) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2932 = stablehlo.subtract %2921, %2931 : tensor<384x28x28x192xf32>
    %2933 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2934 = stablehlo.divide %2926, %2933 : tensor<192xf32>
    %2935 = "stablehlo.broadcast_in_dim"(%2934) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2936 = stablehlo.multiply %485, %2935 : tensor<384x28x28x192xf32>
    %2937 = stablehlo.subtract %2932, %2936 : tensor<384x28x28x192xf32>
    %2938 = stablehlo.multiply %2928, %2937 : tensor<384x28x28x192xf32>
    %2939 = "stablehlo.reverse"(%blocks.2.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %2940 = "stablehlo.convolution"(%2938, %2939) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<3x3x1x192xf32>) -> tensor<384x28x28x192xf32>
    %2941 = "stablehlo.convolution"(%468, %2938) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<3x3x1x192xf32>
    %2942 = stablehlo.constant dense<6.0> : tensor<384x28x28x192xf32>
    %2943 = "stablehlo.compare"(%452, %2942) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2944 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2945 = "stablehlo.select"(%2943, %2940, %2944) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2946 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2947 = "stablehlo.compare"(%452, %2946) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xi1>
    %2948 = stablehlo.constant dense<0.0> : tensor<384x28x28x192xf32>
    %2949 = "stablehlo.select"(%2947, %2945, %2948) : (tensor<384x28x28x192xi1>, tensor<384x28x28x192xf32>, tensor<384x28x28x192xf32>) -> tensor<384x28x28x192xf32>
    %2950 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2951 = "stablehlo.reduce"(%2949, %2950) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2952 = stablehlo.multiply %2949, %448 : tensor<384x28x28x192xf32>
    %2953 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2954 = "stablehlo.reduce"(%2952, %2953) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2955 = stablehlo.multiply %blocks.2.1.bn1.g, %446 : tensor<192xf32>
    %2956 = "stablehlo.broadcast_in_dim"(%2955) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2957 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2958 = stablehlo.divide %2951, %2957 : tensor<192xf32>
    %2959 = "stablehlo.broadcast_in_dim"(%2958) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2960 = stablehlo.subtract %2949, %2959 : tensor<384x28x28x192xf32>
    %2961 = stablehlo.constant dense<301056.0> : tensor<192xf32>
    %2962 = stablehlo.divide %2954, %2961 : tensor<192xf32>
    %2963 = "stablehlo.broadcast_in_dim"(%2962) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<384x28x28x192xf32>
    %2964 = stablehlo.multiply %448, %2963 : tensor<384x28x28x192xf32>
    %2965 = stablehlo.subtract %2960, %2964 : tensor<384x28x28x192xf32>
    %2966 = stablehlo.multiply %2956, %2965 : tensor<384x28x28x192xf32>
    %2967 = "stablehlo.reverse"(%blocks.2.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %2968 = "stablehlo.convolution"(%2966, %2967) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x192xf32>, tensor<1x1x32x192xf32>) -> tensor<384x28x28x32xf32>
    %2969 = "stablehlo.convolution"(%419, %2966) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<384x28x28x192xf32>) -> tensor<1x1x32x192xf32>
    %2970 = stablehlo.add %2968, %2892 : tensor<384x28x28x32xf32>
    %2971 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2972 = "stablehlo.reduce"(%2970, %2971) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2973 = stablehlo.multiply %2970, %415 : tensor<384x28x28x32xf32>
    %2974 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2975 = "stablehlo.reduce"(%2973, %2974) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2976 = stablehlo.multiply %blocks.2.0.bn3.g, %413 : tensor<32xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%2976) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2978 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2979 = stablehlo.divide %2972, %2978 : tensor<32xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%2979) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2981 = stablehlo.subtract %2970, %2980 : tensor<384x28x28x32xf32>
    %2982 = stablehlo.constant dense<301056.0> : tensor<32xf32>
    %2983 = stablehlo.divide %2975, %2982 : tensor<32xf32>
    %2984 = "stablehlo.broadcast_in_dim"(%2983) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x28x28x32xf32>
    %2985 = stablehlo.multiply %415, %2984 : tensor<384x28x28x32xf32>
    %2986 = stablehlo.subtract %2981, %2985 : tensor<384x28x28x32xf32>
    %2987 = stablehlo.multiply %2977, %2986 : tensor<384x28x28x32xf32>
    %2988 = "stablehlo.reverse"(%blocks.2.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x144x32xf32>) -> tensor<1x1x144x32xf32>
    %2989 = "stablehlo.convolution"(%2987, %2988) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x32xf32>, tensor<1x1x144x32xf32>) -> tensor<384x28x28x144xf32>
    %2990 = "stablehlo.convolution"(%398, %2987) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<384x28x28x32xf32>) -> tensor<1x1x144x32xf32>
    %2991 = stablehlo.constant dense<6.0> : tensor<384x28x28x144xf32>
    %2992 = "stablehlo.compare"(%382, %2991) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xi1>
    %2993 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %2994 = "stablehlo.select"(%2992, %2989, %2993) : (tensor<384x28x28x144xi1>, tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xf32>
    %2995 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %2996 = "stablehlo.compare"(%382, %2995) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xi1>
    %2997 = stablehlo.constant dense<0.0> : tensor<384x28x28x144xf32>
    %2998 = "stablehlo.select"(%2996, %2994, %2997) : (tensor<384x28x28x144xi1>, tensor<384x28x28x144xf32>, tensor<384x28x28x144xf32>) -> tensor<384x28x28x144xf32>
    %2999 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3000 = "stablehlo.reduce"(%2998, %2999) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3001 = stablehlo.multiply %2998, %378 : tensor<384x28x28x144xf32>
    %3002 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3003 = "stablehlo.reduce"(%3001, %3002) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x28x28x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3004 = stablehlo.multiply %blocks.2.0.bn2.g, %376 : tensor<144xf32>
    %3005 = "stablehlo.broadcast_in_dim"(%3004) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %3006 = stablehlo.constant dense<301056.0> : tensor<144xf32>
    %3007 = stablehlo.divide %3000, %3006 : tensor<144xf32>
    %3008 = "stablehlo.broadcast_in_dim"(%3007) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %3009 = stablehlo.subtract %2998, %3008 : tensor<384x28x28x144xf32>
    %3010 = stablehlo.constant dense<301056.0> : tensor<144xf32>
    %3011 = stablehlo.divide %3003, %3010 : tensor<144xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%3011) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x28x28x144xf32>
    %3013 = stablehlo.multiply %378, %3012 : tensor<384x28x28x144xf32>
    %3014 = stablehlo.subtract %3009, %3013 : tensor<384x28x28x144xf32>
    %3015 = stablehlo.multiply %3005, %3014 : tensor<384x28x28x144xf32>
    %3016 = "stablehlo.reverse"(%blocks.2.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3017 = "stablehlo.convolution"(%3015, %3016) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x28x28x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %3018 = "stablehlo.convolution"(%361, %3015) {batch_group_count = 144 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<384x28x28x144xf32>) -> tensor<3x3x1x144xf32>
    %3019 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %3020 = "stablehlo.compare"(%345, %3019) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3021 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3022 = "stablehlo.select"(%3020, %3017, %3021) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3023 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3024 = "stablehlo.compare"(%345, %3023) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3025 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3026 = "stablehlo.select"(%3024, %3022, %3025) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3027 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3028 = "stablehlo.reduce"(%3026, %3027) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3029 = stablehlo.multiply %3026, %341 : tensor<384x56x56x144xf32>
    %3030 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3031 = "stablehlo.reduce"(%3029, %3030) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3032 = stablehlo.multiply %blocks.2.0.bn1.g, %339 : tensor<144xf32>
    %3033 = "stablehlo.broadcast_in_dim"(%3032) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3034 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3035 = stablehlo.divide %3028, %3034 : tensor<144xf32>
    %3036 = "stablehlo.broadcast_in_dim"(%3035) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3037 = stablehlo.subtract %3026, %3036 : tensor<384x56x56x144xf32>
    %3038 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3039 = stablehlo.divide %3031, %3038 : tensor<144xf32>
    %3040 = "stablehlo.broadcast_in_dim"(%3039) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3041 = stablehlo.multiply %341, %3040 : tensor<384x56x56x144xf32>
    %3042 = stablehlo.subtract %3037, %3041 : tensor<384x56x56x144xf32>
    %3043 = stablehlo.multiply %3033, %3042 : tensor<384x56x56x144xf32>
    %3044 = "stablehlo.reverse"(%blocks.2.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3045 = "stablehlo.convolution"(%3043, %3044) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x24xf32>
    %3046 = "stablehlo.convolution"(%324, %3043) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<384x56x56x144xf32>) -> tensor<1x1x24x144xf32>
    %3047 = stablehlo.multiply %3045, %322 : tensor<384x56x56x24xf32>
    %3048 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3049 = "stablehlo.reduce"(%3047, %3048) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3050 = stablehlo.multiply %3047, %304 : tensor<384x56x56x24xf32>
    %3051 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3052 = "stablehlo.reduce"(%3050, %3051) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3053 = stablehlo.multiply %blocks.1.1.bn3.g, %302 : tensor<24xf32>
    %3054 = "stablehlo.broadcast_in_dim"(%3053) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3055 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3056 = stablehlo.divide %3049, %3055 : tensor<24xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%3056) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3058 = stablehlo.subtract %3047, %3057 : tensor<384x56x56x24xf32>
    %3059 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3060 = stablehlo.divide %3052, %3059 : tensor<24xf32>
    %3061 = "stablehlo.broadcast_in_dim"(%3060) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3062 = stablehlo.multiply %304, %3061 : tensor<384x56x56x24xf32>
    %3063 = stablehlo.subtract %3058, %3062 : tensor<384x56x56x24xf32>
    %3064 = stablehlo.multiply %3054, %3063 : tensor<384x56x56x24xf32>
    %3065 = "stablehlo.reverse"(%blocks.1.1.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x144x24xf32>) -> tensor<1x1x144x24xf32>
    %3066 = "stablehlo.convolution"(%3064, %3065) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x144x24xf32>) -> tensor<384x56x56x144xf32>
    %3067 = "stablehlo.convolution"(%287, %3064) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x24xf32>) -> tensor<1x1x144x24xf32>
    %3068 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %3069 = "stablehlo.compare"(%271, %3068) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3070 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3071 = "stablehlo.select"(%3069, %3066, %3070) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3072 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3073 = "stablehlo.compare"(%271, %3072) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3074 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3075 = "stablehlo.select"(%3073, %3071, %3074) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3076 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3077 = "stablehlo.reduce"(%3075, %3076) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3078 = stablehlo.multiply %3075, %267 : tensor<384x56x56x144xf32>
    %3079 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3080 = "stablehlo.reduce"(%3078, %3079) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3081 = stablehlo.multiply %blocks.1.1.bn2.g, %265 : tensor<144xf32>
    %3082 = "stablehlo.broadcast_in_dim"(%3081) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3083 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3084 = stablehlo.divide %3077, %3083 : tensor<144xf32>
    %3085 = "stablehlo.broadcast_in_dim"(%3084) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3086 = stablehlo.subtract %3075, %3085 : tensor<384x56x56x144xf32>
    %3087 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3088 = stablehlo.divide %3080, %3087 : tensor<144xf32>
    %3089 = "stablehlo.broadcast_in_dim"(%3088) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3090 = stablehlo.multiply %267, %3089 : tensor<384x56x56x144xf32>
    %3091 = stablehlo.subtract %3086, %3090 : tensor<384x56x56x144xf32>
    %3092 = stablehlo.multiply %3082, %3091 : tensor<384x56x56x144xf32>
    %3093 = "stablehlo.reverse"(%blocks.1.1.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3094 = "stablehlo.convolution"(%3092, %3093) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 144 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<384x56x56x144xf32>
    %3095 = "stablehlo.convolution"(%250, %3092) {batch_group_count = 144 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<3x3x1x144xf32>
    %3096 = stablehlo.constant dense<6.0> : tensor<384x56x56x144xf32>
    %3097 = "stablehlo.compare"(%234, %3096) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3098 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3099 = "stablehlo.select"(%3097, %3094, %3098) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3100 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3101 = "stablehlo.compare"(%234, %3100) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xi1>
    %3102 = stablehlo.constant dense<0.0> : tensor<384x56x56x144xf32>
    %3103 = "stablehlo.select"(%3101, %3099, %3102) : (tensor<384x56x56x144xi1>, tensor<384x56x56x144xf32>, tensor<384x56x56x144xf32>) -> tensor<384x56x56x144xf32>
    %3104 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3105 = "stablehlo.reduce"(%3103, %3104) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3106 = stablehlo.multiply %3103, %230 : tensor<384x56x56x144xf32>
    %3107 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3108 = "stablehlo.reduce"(%3106, %3107) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x144xf32>, tensor<f32>) -> tensor<144xf32>
    %3109 = stablehlo.multiply %blocks.1.1.bn1.g, %228 : tensor<144xf32>
    %3110 = "stablehlo.broadcast_in_dim"(%3109) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3111 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3112 = stablehlo.divide %3105, %3111 : tensor<144xf32>
    %3113 = "stablehlo.broadcast_in_dim"(%3112) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3114 = stablehlo.subtract %3103, %3113 : tensor<384x56x56x144xf32>
    %3115 = stablehlo.constant dense<1.204224e+06> : tensor<144xf32>
    %3116 = stablehlo.divide %3108, %3115 : tensor<144xf32>
    %3117 = "stablehlo.broadcast_in_dim"(%3116) {broadcast_dimensions = array<i64: 3>} : (tensor<144xf32>) -> tensor<384x56x56x144xf32>
    %3118 = stablehlo.multiply %230, %3117 : tensor<384x56x56x144xf32>
    %3119 = stablehlo.subtract %3114, %3118 : tensor<384x56x56x144xf32>
    %3120 = stablehlo.multiply %3110, %3119 : tensor<384x56x56x144xf32>
    %3121 = "stablehlo.reverse"(%blocks.1.1.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3122 = "stablehlo.convolution"(%3120, %3121) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x144xf32>, tensor<1x1x24x144xf32>) -> tensor<384x56x56x24xf32>
    %3123 = "stablehlo.convolution"(%201, %3120) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<384x56x56x144xf32>) -> tensor<1x1x24x144xf32>
    %3124 = stablehlo.add %3122, %3045 : tensor<384x56x56x24xf32>
    %3125 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3126 = "stablehlo.reduce"(%3124, %3125) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3127 = stablehlo.multiply %3124, %197 : tensor<384x56x56x24xf32>
    %3128 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3129 = "stablehlo.reduce"(%3127, %3128) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x24xf32>, tensor<f32>) -> tensor<24xf32>
    %3130 = stablehlo.multiply %blocks.1.0.bn3.g, %195 : tensor<24xf32>
    %3131 = "stablehlo.broadcast_in_dim"(%3130) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3132 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3133 = stablehlo.divide %3126, %3132 : tensor<24xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%3133) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3135 = stablehlo.subtract %3124, %3134 : tensor<384x56x56x24xf32>
    %3136 = stablehlo.constant dense<1.204224e+06> : tensor<24xf32>
    %3137 = stablehlo.divide %3129, %3136 : tensor<24xf32>
    %3138 = "stablehlo.broadcast_in_dim"(%3137) {broadcast_dimensions = array<i64: 3>} : (tensor<24xf32>) -> tensor<384x56x56x24xf32>
    %3139 = stablehlo.multiply %197, %3138 : tensor<384x56x56x24xf32>
    %3140 = stablehlo.subtract %3135, %3139 : tensor<384x56x56x24xf32>
    %3141 = stablehlo.multiply %3131, %3140 : tensor<384x56x56x24xf32>
    %3142 = "stablehlo.reverse"(%blocks.1.0.conv_pwl.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x96x24xf32>) -> tensor<1x1x96x24xf32>
    %3143 = "stablehlo.convolution"(%3141, %3142) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x24xf32>, tensor<1x1x96x24xf32>) -> tensor<384x56x56x96xf32>
    %3144 = "stablehlo.convolution"(%180, %3141) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<384x56x56x24xf32>) -> tensor<1x1x96x24xf32>
    %3145 = stablehlo.constant dense<6.0> : tensor<384x56x56x96xf32>
    %3146 = "stablehlo.compare"(%164, %3145) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xi1>
    %3147 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %3148 = "stablehlo.select"(%3146, %3143, %3147) : (tensor<384x56x56x96xi1>, tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xf32>
    %3149 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %3150 = "stablehlo.compare"(%164, %3149) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xi1>
    %3151 = stablehlo.constant dense<0.0> : tensor<384x56x56x96xf32>
    %3152 = "stablehlo.select"(%3150, %3148, %3151) : (tensor<384x56x56x96xi1>, tensor<384x56x56x96xf32>, tensor<384x56x56x96xf32>) -> tensor<384x56x56x96xf32>
    %3153 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3154 = "stablehlo.reduce"(%3152, %3153) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3155 = stablehlo.multiply %3152, %160 : tensor<384x56x56x96xf32>
    %3156 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3157 = "stablehlo.reduce"(%3155, %3156) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3158 = stablehlo.multiply %blocks.1.0.bn2.g, %158 : tensor<96xf32>
    %3159 = "stablehlo.broadcast_in_dim"(%3158) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %3160 = stablehlo.constant dense<1.204224e+06> : tensor<96xf32>
    %3161 = stablehlo.divide %3154, %3160 : tensor<96xf32>
    %3162 = "stablehlo.broadcast_in_dim"(%3161) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %3163 = stablehlo.subtract %3152, %3162 : tensor<384x56x56x96xf32>
    %3164 = stablehlo.constant dense<1.204224e+06> : tensor<96xf32>
    %3165 = stablehlo.divide %3157, %3164 : tensor<96xf32>
    %3166 = "stablehlo.broadcast_in_dim"(%3165) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x56x56x96xf32>
    %3167 = stablehlo.multiply %160, %3166 : tensor<384x56x56x96xf32>
    %3168 = stablehlo.subtract %3163, %3167 : tensor<384x56x56x96xf32>
    %3169 = stablehlo.multiply %3159, %3168 : tensor<384x56x56x96xf32>
    %3170 = "stablehlo.reverse"(%blocks.1.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x96xf32>) -> tensor<3x3x1x96xf32>
    %3171 = "stablehlo.convolution"(%3169, %3170) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x56x56x96xf32>, tensor<3x3x1x96xf32>) -> tensor<384x112x112x96xf32>
    %3172 = "stablehlo.convolution"(%143, %3169) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x96xf32>, tensor<384x56x56x96xf32>) -> tensor<3x3x1x96xf32>
    %3173 = stablehlo.constant dense<6.0> : tensor<384x112x112x96xf32>
    %3174 = "stablehlo.compare"(%127, %3173) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xi1>
    %3175 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %3176 = "stablehlo.select"(%3174, %3171, %3175) : (tensor<384x112x112x96xi1>, tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xf32>
    %3177 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %3178 = "stablehlo.compare"(%127, %3177) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xi1>
    %3179 = stablehlo.constant dense<0.0> : tensor<384x112x112x96xf32>
    %3180 = "stablehlo.select"(%3178, %3176, %3179) : (tensor<384x112x112x96xi1>, tensor<384x112x112x96xf32>, tensor<384x112x112x96xf32>) -> tensor<384x112x112x96xf32>
    %3181 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3182 = "stablehlo.reduce"(%3180, %3181) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3183 = stablehlo.multiply %3180, %123 : tensor<384x112x112x96xf32>
    %3184 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3185 = "stablehlo.reduce"(%3183, %3184) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3186 = stablehlo.multiply %blocks.1.0.bn1.g, %121 : tensor<96xf32>
    %3187 = "stablehlo.broadcast_in_dim"(%3186) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %3188 = stablehlo.constant dense<4.816896e+06> : tensor<96xf32>
    %3189 = stablehlo.divide %3182, %3188 : tensor<96xf32>
    %3190 = "stablehlo.broadcast_in_dim"(%3189) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %3191 = stablehlo.subtract %3180, %3190 : tensor<384x112x112x96xf32>
    %3192 = stablehlo.constant dense<4.816896e+06> : tensor<96xf32>
    %3193 = stablehlo.divide %3185, %3192 : tensor<96xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%3193) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<384x112x112x96xf32>
    %3195 = stablehlo.multiply %123, %3194 : tensor<384x112x112x96xf32>
    %3196 = stablehlo.subtract %3191, %3195 : tensor<384x112x112x96xf32>
    %3197 = stablehlo.multiply %3187, %3196 : tensor<384x112x112x96xf32>
    %3198 = "stablehlo.reverse"(%blocks.1.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x16x96xf32>) -> tensor<1x1x16x96xf32>
    %3199 = "stablehlo.convolution"(%3197, %3198) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x96xf32>, tensor<1x1x16x96xf32>) -> tensor<384x112x112x16xf32>
    %3200 = "stablehlo.convolution"(%94, %3197) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<384x112x112x96xf32>) -> tensor<1x1x16x96xf32>
    %3201 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3202 = "stablehlo.reduce"(%3199, %3201) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3203 = stablehlo.multiply %3199, %90 : tensor<384x112x112x16xf32>
    %3204 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3205 = "stablehlo.reduce"(%3203, %3204) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3206 = stablehlo.multiply %blocks.0.0.bn2.g, %88 : tensor<16xf32>
    %3207 = "stablehlo.broadcast_in_dim"(%3206) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %3208 = stablehlo.constant dense<4.816896e+06> : tensor<16xf32>
    %3209 = stablehlo.divide %3202, %3208 : tensor<16xf32>
    %3210 = "stablehlo.broadcast_in_dim"(%3209) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %3211 = stablehlo.subtract %3199, %3210 : tensor<384x112x112x16xf32>
    %3212 = stablehlo.constant dense<4.816896e+06> : tensor<16xf32>
    %3213 = stablehlo.divide %3205, %3212 : tensor<16xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%3213) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<384x112x112x16xf32>
    %3215 = stablehlo.multiply %90, %3214 : tensor<384x112x112x16xf32>
    %3216 = stablehlo.subtract %3211, %3215 : tensor<384x112x112x16xf32>
    %3217 = stablehlo.multiply %3207, %3216 : tensor<384x112x112x16xf32>
    %3218 = "stablehlo.reverse"(%blocks.0.0.conv_pw.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %3219 = "stablehlo.convolution"(%3217, %3218) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x16xf32>, tensor<1x1x32x16xf32>) -> tensor<384x112x112x32xf32>
    %3220 = "stablehlo.convolution"(%73, %3217) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x16xf32>) -> tensor<1x1x32x16xf32>
    %3221 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %3222 = "stablehlo.compare"(%57, %3221) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3223 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3224 = "stablehlo.select"(%3222, %3219, %3223) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3225 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3226 = "stablehlo.compare"(%57, %3225) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3227 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3228 = "stablehlo.select"(%3226, %3224, %3227) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3229 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3230 = "stablehlo.reduce"(%3228, %3229) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3231 = stablehlo.multiply %3228, %53 : tensor<384x112x112x32xf32>
    %3232 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3233 = "stablehlo.reduce"(%3231, %3232) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3234 = stablehlo.multiply %blocks.0.0.bn1.g, %51 : tensor<32xf32>
    %3235 = "stablehlo.broadcast_in_dim"(%3234) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3236 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3237 = stablehlo.divide %3230, %3236 : tensor<32xf32>
    %3238 = "stablehlo.broadcast_in_dim"(%3237) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3239 = stablehlo.subtract %3228, %3238 : tensor<384x112x112x32xf32>
    %3240 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3241 = stablehlo.divide %3233, %3240 : tensor<32xf32>
    %3242 = "stablehlo.broadcast_in_dim"(%3241) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3243 = stablehlo.multiply %53, %3242 : tensor<384x112x112x32xf32>
    %3244 = stablehlo.subtract %3239, %3243 : tensor<384x112x112x32xf32>
    %3245 = stablehlo.multiply %3235, %3244 : tensor<384x112x112x32xf32>
    %3246 = "stablehlo.reverse"(%blocks.0.0.conv_dw.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32xf32>
    %3247 = "stablehlo.convolution"(%3245, %3246) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 32 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<3x3x1x32xf32>) -> tensor<384x112x112x32xf32>
    %3248 = "stablehlo.convolution"(%36, %3245) {batch_group_count = 32 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<3x3x1x32xf32>
    %3249 = stablehlo.constant dense<6.0> : tensor<384x112x112x32xf32>
    %3250 = "stablehlo.compare"(%20, %3249) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3251 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3252 = "stablehlo.select"(%3250, %3247, %3251) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3253 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3254 = "stablehlo.compare"(%20, %3253) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xi1>
    %3255 = stablehlo.constant dense<0.0> : tensor<384x112x112x32xf32>
    %3256 = "stablehlo.select"(%3254, %3252, %3255) : (tensor<384x112x112x32xi1>, tensor<384x112x112x32xf32>, tensor<384x112x112x32xf32>) -> tensor<384x112x112x32xf32>
    %3257 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3258 = "stablehlo.reduce"(%3256, %3257) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3259 = stablehlo.multiply %3256, %16 : tensor<384x112x112x32xf32>
    %3260 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3261 = "stablehlo.reduce"(%3259, %3260) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<384x112x112x32xf32>, tensor<f32>) -> tensor<32xf32>
    %3262 = stablehlo.multiply %bn1.g, %14 : tensor<32xf32>
    %3263 = "stablehlo.broadcast_in_dim"(%3262) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3264 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3265 = stablehlo.divide %3258, %3264 : tensor<32xf32>
    %3266 = "stablehlo.broadcast_in_dim"(%3265) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3267 = stablehlo.subtract %3256, %3266 : tensor<384x112x112x32xf32>
    %3268 = stablehlo.constant dense<4.816896e+06> : tensor<32xf32>
    %3269 = stablehlo.divide %3261, %3268 : tensor<32xf32>
    %3270 = "stablehlo.broadcast_in_dim"(%3269) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<384x112x112x32xf32>
    %3271 = stablehlo.multiply %16, %3270 : tensor<384x112x112x32xf32>
    %3272 = stablehlo.subtract %3267, %3271 : tensor<384x112x112x32xf32>
    %3273 = stablehlo.multiply %3263, %3272 : tensor<384x112x112x32xf32>
    %3274 = "stablehlo.convolution"(%x, %3273) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<384x224x224x3xf32>, tensor<384x112x112x32xf32>) -> tensor<3x3x3x32xf32>
    // ── optimizer ──
    %3275 = stablehlo.multiply %3274, %3274 : tensor<3x3x3x32xf32>
    %3276 = stablehlo.constant dense<0.0> : tensor<f32>
    %3277 = "stablehlo.reduce"(%3275, %3276) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x3x32xf32>, tensor<f32>) -> tensor<3x3x3xf32>
    %3278 = stablehlo.constant dense<0.0> : tensor<f32>
    %3279 = "stablehlo.reduce"(%3277, %3278) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
    %3280 = stablehlo.multiply %3261, %3261 : tensor<32xf32>
    %3281 = stablehlo.constant dense<0.0> : tensor<f32>
    %3282 = "stablehlo.reduce"(%3280, %3281) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3283 = stablehlo.add %3279, %3282 : tensor<f32>
    %3284 = stablehlo.multiply %3258, %3258 : tensor<32xf32>
    %3285 = stablehlo.constant dense<0.0> : tensor<f32>
    %3286 = "stablehlo.reduce"(%3284, %3285) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3287 = stablehlo.add %3283, %3286 : tensor<f32>
    %3288 = stablehlo.multiply %3248, %3248 : tensor<3x3x1x32xf32>
    %3289 = stablehlo.constant dense<0.0> : tensor<f32>
    %3290 = "stablehlo.reduce"(%3288, %3289) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3291 = stablehlo.constant dense<0.0> : tensor<f32>
    %3292 = "stablehlo.reduce"(%3290, %3291) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3293 = stablehlo.add %3287, %3292 : tensor<f32>
    %3294 = stablehlo.multiply %3233, %3233 : tensor<32xf32>
    %3295 = stablehlo.constant dense<0.0> : tensor<f32>
    %3296 = "stablehlo.reduce"(%3294, %3295) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3297 = stablehlo.add %3293, %3296 : tensor<f32>
    %3298 = stablehlo.multiply %3230, %3230 : tensor<32xf32>
    %3299 = stablehlo.constant dense<0.0> : tensor<f32>
    %3300 = "stablehlo.reduce"(%3298, %3299) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3301 = stablehlo.add %3297, %3300 : tensor<f32>
    %3302 = stablehlo.multiply %3220, %3220 : tensor<1x1x32x16xf32>
    %3303 = stablehlo.constant dense<0.0> : tensor<f32>
    %3304 = "stablehlo.reduce"(%3302, %3303) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x16xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3305 = stablehlo.constant dense<0.0> : tensor<f32>
    %3306 = "stablehlo.reduce"(%3304, %3305) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3307 = stablehlo.add %3301, %3306 : tensor<f32>
    %3308 = stablehlo.multiply %3205, %3205 : tensor<16xf32>
    %3309 = stablehlo.constant dense<0.0> : tensor<f32>
    %3310 = "stablehlo.reduce"(%3308, %3309) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %3311 = stablehlo.add %3307, %3310 : tensor<f32>
    %3312 = stablehlo.multiply %3202, %3202 : tensor<16xf32>
    %3313 = stablehlo.constant dense<0.0> : tensor<f32>
    %3314 = "stablehlo.reduce"(%3312, %3313) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %3315 = stablehlo.add %3311, %3314 : tensor<f32>
    %3316 = stablehlo.multiply %3200, %3200 : tensor<1x1x16x96xf32>
    %3317 = stablehlo.constant dense<0.0> : tensor<f32>
    %3318 = "stablehlo.reduce"(%3316, %3317) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x96xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %3319 = stablehlo.constant dense<0.0> : tensor<f32>
    %3320 = "stablehlo.reduce"(%3318, %3319) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %3321 = stablehlo.add %3315, %3320 : tensor<f32>
    %3322 = stablehlo.multiply %3185, %3185 : tensor<96xf32>
    %3323 = stablehlo.constant dense<0.0> : tensor<f32>
    %3324 = "stablehlo.reduce"(%3322, %3323) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3325 = stablehlo.add %3321, %3324 : tensor<f32>
    %3326 = stablehlo.multiply %3182, %3182 : tensor<96xf32>
    %3327 = stablehlo.constant dense<0.0> : tensor<f32>
    %3328 = "stablehlo.reduce"(%3326, %3327) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3329 = stablehlo.add %3325, %3328 : tensor<f32>
    %3330 = stablehlo.multiply %3172, %3172 : tensor<3x3x1x96xf32>
    %3331 = stablehlo.constant dense<0.0> : tensor<f32>
    %3332 = "stablehlo.reduce"(%3330, %3331) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x96xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3333 = stablehlo.constant dense<0.0> : tensor<f32>
    %3334 = "stablehlo.reduce"(%3332, %3333) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3335 = stablehlo.add %3329, %3334 : tensor<f32>
    %3336 = stablehlo.multiply %3157, %3157 : tensor<96xf32>
    %3337 = stablehlo.constant dense<0.0> : tensor<f32>
    %3338 = "stablehlo.reduce"(%3336, %3337) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3339 = stablehlo.add %3335, %3338 : tensor<f32>
    %3340 = stablehlo.multiply %3154, %3154 : tensor<96xf32>
    %3341 = stablehlo.constant dense<0.0> : tensor<f32>
    %3342 = "stablehlo.reduce"(%3340, %3341) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3343 = stablehlo.add %3339, %3342 : tensor<f32>
    %3344 = stablehlo.multiply %3144, %3144 : tensor<1x1x96x24xf32>
    %3345 = stablehlo.constant dense<0.0> : tensor<f32>
    %3346 = "stablehlo.reduce"(%3344, %3345) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x24xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3347 = stablehlo.constant dense<0.0> : tensor<f32>
    %3348 = "stablehlo.reduce"(%3346, %3347) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3349 = stablehlo.add %3343, %3348 : tensor<f32>
    %3350 = stablehlo.multiply %3129, %3129 : tensor<24xf32>
    %3351 = stablehlo.constant dense<0.0> : tensor<f32>
    %3352 = "stablehlo.reduce"(%3350, %3351) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3353 = stablehlo.add %3349, %3352 : tensor<f32>
    %3354 = stablehlo.multiply %3126, %3126 : tensor<24xf32>
    %3355 = stablehlo.constant dense<0.0> : tensor<f32>
    %3356 = "stablehlo.reduce"(%3354, %3355) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3357 = stablehlo.add %3353, %3356 : tensor<f32>
    %3358 = stablehlo.multiply %3123, %3123 : tensor<1x1x24x144xf32>
    %3359 = stablehlo.constant dense<0.0> : tensor<f32>
    %3360 = "stablehlo.reduce"(%3358, %3359) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %3361 = stablehlo.constant dense<0.0> : tensor<f32>
    %3362 = "stablehlo.reduce"(%3360, %3361) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %3363 = stablehlo.add %3357, %3362 : tensor<f32>
    %3364 = stablehlo.multiply %3108, %3108 : tensor<144xf32>
    %3365 = stablehlo.constant dense<0.0> : tensor<f32>
    %3366 = "stablehlo.reduce"(%3364, %3365) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3367 = stablehlo.add %3363, %3366 : tensor<f32>
    %3368 = stablehlo.multiply %3105, %3105 : tensor<144xf32>
    %3369 = stablehlo.constant dense<0.0> : tensor<f32>
    %3370 = "stablehlo.reduce"(%3368, %3369) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3371 = stablehlo.add %3367, %3370 : tensor<f32>
    %3372 = stablehlo.multiply %3095, %3095 : tensor<3x3x1x144xf32>
    %3373 = stablehlo.constant dense<0.0> : tensor<f32>
    %3374 = "stablehlo.reduce"(%3372, %3373) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3375 = stablehlo.constant dense<0.0> : tensor<f32>
    %3376 = "stablehlo.reduce"(%3374, %3375) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3377 = stablehlo.add %3371, %3376 : tensor<f32>
    %3378 = stablehlo.multiply %3080, %3080 : tensor<144xf32>
    %3379 = stablehlo.constant dense<0.0> : tensor<f32>
    %3380 = "stablehlo.reduce"(%3378, %3379) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3381 = stablehlo.add %3377, %3380 : tensor<f32>
    %3382 = stablehlo.multiply %3077, %3077 : tensor<144xf32>
    %3383 = stablehlo.constant dense<0.0> : tensor<f32>
    %3384 = "stablehlo.reduce"(%3382, %3383) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3385 = stablehlo.add %3381, %3384 : tensor<f32>
    %3386 = stablehlo.multiply %3067, %3067 : tensor<1x1x144x24xf32>
    %3387 = stablehlo.constant dense<0.0> : tensor<f32>
    %3388 = "stablehlo.reduce"(%3386, %3387) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x24xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %3389 = stablehlo.constant dense<0.0> : tensor<f32>
    %3390 = "stablehlo.reduce"(%3388, %3389) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %3391 = stablehlo.add %3385, %3390 : tensor<f32>
    %3392 = stablehlo.multiply %3052, %3052 : tensor<24xf32>
    %3393 = stablehlo.constant dense<0.0> : tensor<f32>
    %3394 = "stablehlo.reduce"(%3392, %3393) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3395 = stablehlo.add %3391, %3394 : tensor<f32>
    %3396 = stablehlo.multiply %3049, %3049 : tensor<24xf32>
    %3397 = stablehlo.constant dense<0.0> : tensor<f32>
    %3398 = "stablehlo.reduce"(%3396, %3397) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %3399 = stablehlo.add %3395, %3398 : tensor<f32>
    %3400 = stablehlo.multiply %3046, %3046 : tensor<1x1x24x144xf32>
    %3401 = stablehlo.constant dense<0.0> : tensor<f32>
    %3402 = "stablehlo.reduce"(%3400, %3401) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %3403 = stablehlo.constant dense<0.0> : tensor<f32>
    %3404 = "stablehlo.reduce"(%3402, %3403) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %3405 = stablehlo.add %3399, %3404 : tensor<f32>
    %3406 = stablehlo.multiply %3031, %3031 : tensor<144xf32>
    %3407 = stablehlo.constant dense<0.0> : tensor<f32>
    %3408 = "stablehlo.reduce"(%3406, %3407) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3409 = stablehlo.add %3405, %3408 : tensor<f32>
    %3410 = stablehlo.multiply %3028, %3028 : tensor<144xf32>
    %3411 = stablehlo.constant dense<0.0> : tensor<f32>
    %3412 = "stablehlo.reduce"(%3410, %3411) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3413 = stablehlo.add %3409, %3412 : tensor<f32>
    %3414 = stablehlo.multiply %3018, %3018 : tensor<3x3x1x144xf32>
    %3415 = stablehlo.constant dense<0.0> : tensor<f32>
    %3416 = "stablehlo.reduce"(%3414, %3415) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3417 = stablehlo.constant dense<0.0> : tensor<f32>
    %3418 = "stablehlo.reduce"(%3416, %3417) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3419 = stablehlo.add %3413, %3418 : tensor<f32>
    %3420 = stablehlo.multiply %3003, %3003 : tensor<144xf32>
    %3421 = stablehlo.constant dense<0.0> : tensor<f32>
    %3422 = "stablehlo.reduce"(%3420, %3421) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3423 = stablehlo.add %3419, %3422 : tensor<f32>
    %3424 = stablehlo.multiply %3000, %3000 : tensor<144xf32>
    %3425 = stablehlo.constant dense<0.0> : tensor<f32>
    %3426 = "stablehlo.reduce"(%3424, %3425) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %3427 = stablehlo.add %3423, %3426 : tensor<f32>
    %3428 = stablehlo.multiply %2990, %2990 : tensor<1x1x144x32xf32>
    %3429 = stablehlo.constant dense<0.0> : tensor<f32>
    %3430 = "stablehlo.reduce"(%3428, %3429) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x32xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %3431 = stablehlo.constant dense<0.0> : tensor<f32>
    %3432 = "stablehlo.reduce"(%3430, %3431) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %3433 = stablehlo.add %3427, %3432 : tensor<f32>
    %3434 = stablehlo.multiply %2975, %2975 : tensor<32xf32>
    %3435 = stablehlo.constant dense<0.0> : tensor<f32>
    %3436 = "stablehlo.reduce"(%3434, %3435) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3437 = stablehlo.add %3433, %3436 : tensor<f32>
    %3438 = stablehlo.multiply %2972, %2972 : tensor<32xf32>
    %3439 = stablehlo.constant dense<0.0> : tensor<f32>
    %3440 = "stablehlo.reduce"(%3438, %3439) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3441 = stablehlo.add %3437, %3440 : tensor<f32>
    %3442 = stablehlo.multiply %2969, %2969 : tensor<1x1x32x192xf32>
    %3443 = stablehlo.constant dense<0.0> : tensor<f32>
    %3444 = "stablehlo.reduce"(%3442, %3443) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3445 = stablehlo.constant dense<0.0> : tensor<f32>
    %3446 = "stablehlo.reduce"(%3444, %3445) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3447 = stablehlo.add %3441, %3446 : tensor<f32>
    %3448 = stablehlo.multiply %2954, %2954 : tensor<192xf32>
    %3449 = stablehlo.constant dense<0.0> : tensor<f32>
    %3450 = "stablehlo.reduce"(%3448, %3449) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3451 = stablehlo.add %3447, %3450 : tensor<f32>
    %3452 = stablehlo.multiply %2951, %2951 : tensor<192xf32>
    %3453 = stablehlo.constant dense<0.0> : tensor<f32>
    %3454 = "stablehlo.reduce"(%3452, %3453) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3455 = stablehlo.add %3451, %3454 : tensor<f32>
    %3456 = stablehlo.multiply %2941, %2941 : tensor<3x3x1x192xf32>
    %3457 = stablehlo.constant dense<0.0> : tensor<f32>
    %3458 = "stablehlo.reduce"(%3456, %3457) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3459 = stablehlo.constant dense<0.0> : tensor<f32>
    %3460 = "stablehlo.reduce"(%3458, %3459) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3461 = stablehlo.add %3455, %3460 : tensor<f32>
    %3462 = stablehlo.multiply %2926, %2926 : tensor<192xf32>
    %3463 = stablehlo.constant dense<0.0> : tensor<f32>
    %3464 = "stablehlo.reduce"(%3462, %3463) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3465 = stablehlo.add %3461, %3464 : tensor<f32>
    %3466 = stablehlo.multiply %2923, %2923 : tensor<192xf32>
    %3467 = stablehlo.constant dense<0.0> : tensor<f32>
    %3468 = "stablehlo.reduce"(%3466, %3467) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3469 = stablehlo.add %3465, %3468 : tensor<f32>
    %3470 = stablehlo.multiply %2913, %2913 : tensor<1x1x192x32xf32>
    %3471 = stablehlo.constant dense<0.0> : tensor<f32>
    %3472 = "stablehlo.reduce"(%3470, %3471) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %3473 = stablehlo.constant dense<0.0> : tensor<f32>
    %3474 = "stablehlo.reduce"(%3472, %3473) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %3475 = stablehlo.add %3469, %3474 : tensor<f32>
    %3476 = stablehlo.multiply %2898, %2898 : tensor<32xf32>
    %3477 = stablehlo.constant dense<0.0> : tensor<f32>
    %3478 = "stablehlo.reduce"(%3476, %3477) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3479 = stablehlo.add %3475, %3478 : tensor<f32>
    %3480 = stablehlo.multiply %2895, %2895 : tensor<32xf32>
    %3481 = stablehlo.constant dense<0.0> : tensor<f32>
    %3482 = "stablehlo.reduce"(%3480, %3481) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3483 = stablehlo.add %3479, %3482 : tensor<f32>
    %3484 = stablehlo.multiply %2891, %2891 : tensor<1x1x32x192xf32>
    %3485 = stablehlo.constant dense<0.0> : tensor<f32>
    %3486 = "stablehlo.reduce"(%3484, %3485) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3487 = stablehlo.constant dense<0.0> : tensor<f32>
    %3488 = "stablehlo.reduce"(%3486, %3487) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3489 = stablehlo.add %3483, %3488 : tensor<f32>
    %3490 = stablehlo.multiply %2876, %2876 : tensor<192xf32>
    %3491 = stablehlo.constant dense<0.0> : tensor<f32>
    %3492 = "stablehlo.reduce"(%3490, %3491) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3493 = stablehlo.add %3489, %3492 : tensor<f32>
    %3494 = stablehlo.multiply %2873, %2873 : tensor<192xf32>
    %3495 = stablehlo.constant dense<0.0> : tensor<f32>
    %3496 = "stablehlo.reduce"(%3494, %3495) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3497 = stablehlo.add %3493, %3496 : tensor<f32>
    %3498 = stablehlo.multiply %2863, %2863 : tensor<3x3x1x192xf32>
    %3499 = stablehlo.constant dense<0.0> : tensor<f32>
    %3500 = "stablehlo.reduce"(%3498, %3499) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3501 = stablehlo.constant dense<0.0> : tensor<f32>
    %3502 = "stablehlo.reduce"(%3500, %3501) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3503 = stablehlo.add %3497, %3502 : tensor<f32>
    %3504 = stablehlo.multiply %2848, %2848 : tensor<192xf32>
    %3505 = stablehlo.constant dense<0.0> : tensor<f32>
    %3506 = "stablehlo.reduce"(%3504, %3505) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3507 = stablehlo.add %3503, %3506 : tensor<f32>
    %3508 = stablehlo.multiply %2845, %2845 : tensor<192xf32>
    %3509 = stablehlo.constant dense<0.0> : tensor<f32>
    %3510 = "stablehlo.reduce"(%3508, %3509) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3511 = stablehlo.add %3507, %3510 : tensor<f32>
    %3512 = stablehlo.multiply %2835, %2835 : tensor<1x1x192x32xf32>
    %3513 = stablehlo.constant dense<0.0> : tensor<f32>
    %3514 = "stablehlo.reduce"(%3512, %3513) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %3515 = stablehlo.constant dense<0.0> : tensor<f32>
    %3516 = "stablehlo.reduce"(%3514, %3515) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %3517 = stablehlo.add %3511, %3516 : tensor<f32>
    %3518 = stablehlo.multiply %2820, %2820 : tensor<32xf32>
    %3519 = stablehlo.constant dense<0.0> : tensor<f32>
    %3520 = "stablehlo.reduce"(%3518, %3519) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3521 = stablehlo.add %3517, %3520 : tensor<f32>
    %3522 = stablehlo.multiply %2817, %2817 : tensor<32xf32>
    %3523 = stablehlo.constant dense<0.0> : tensor<f32>
    %3524 = "stablehlo.reduce"(%3522, %3523) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %3525 = stablehlo.add %3521, %3524 : tensor<f32>
    %3526 = stablehlo.multiply %2814, %2814 : tensor<1x1x32x192xf32>
    %3527 = stablehlo.constant dense<0.0> : tensor<f32>
    %3528 = "stablehlo.reduce"(%3526, %3527) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %3529 = stablehlo.constant dense<0.0> : tensor<f32>
    %3530 = "stablehlo.reduce"(%3528, %3529) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %3531 = stablehlo.add %3525, %3530 : tensor<f32>
    %3532 = stablehlo.multiply %2799, %2799 : tensor<192xf32>
    %3533 = stablehlo.constant dense<0.0> : tensor<f32>
    %3534 = "stablehlo.reduce"(%3532, %3533) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3535 = stablehlo.add %3531, %3534 : tensor<f32>
    %3536 = stablehlo.multiply %2796, %2796 : tensor<192xf32>
    %3537 = stablehlo.constant dense<0.0> : tensor<f32>
    %3538 = "stablehlo.reduce"(%3536, %3537) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3539 = stablehlo.add %3535, %3538 : tensor<f32>
    %3540 = stablehlo.multiply %2786, %2786 : tensor<3x3x1x192xf32>
    %3541 = stablehlo.constant dense<0.0> : tensor<f32>
    %3542 = "stablehlo.reduce"(%3540, %3541) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3543 = stablehlo.constant dense<0.0> : tensor<f32>
    %3544 = "stablehlo.reduce"(%3542, %3543) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3545 = stablehlo.add %3539, %3544 : tensor<f32>
    %3546 = stablehlo.multiply %2771, %2771 : tensor<192xf32>
    %3547 = stablehlo.constant dense<0.0> : tensor<f32>
    %3548 = "stablehlo.reduce"(%3546, %3547) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3549 = stablehlo.add %3545, %3548 : tensor<f32>
    %3550 = stablehlo.multiply %2768, %2768 : tensor<192xf32>
    %3551 = stablehlo.constant dense<0.0> : tensor<f32>
    %3552 = "stablehlo.reduce"(%3550, %3551) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3553 = stablehlo.add %3549, %3552 : tensor<f32>
    %3554 = stablehlo.multiply %2758, %2758 : tensor<1x1x192x64xf32>
    %3555 = stablehlo.constant dense<0.0> : tensor<f32>
    %3556 = "stablehlo.reduce"(%3554, %3555) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x64xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %3557 = stablehlo.constant dense<0.0> : tensor<f32>
    %3558 = "stablehlo.reduce"(%3556, %3557) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %3559 = stablehlo.add %3553, %3558 : tensor<f32>
    %3560 = stablehlo.multiply %2743, %2743 : tensor<64xf32>
    %3561 = stablehlo.constant dense<0.0> : tensor<f32>
    %3562 = "stablehlo.reduce"(%3560, %3561) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3563 = stablehlo.add %3559, %3562 : tensor<f32>
    %3564 = stablehlo.multiply %2740, %2740 : tensor<64xf32>
    %3565 = stablehlo.constant dense<0.0> : tensor<f32>
    %3566 = "stablehlo.reduce"(%3564, %3565) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3567 = stablehlo.add %3563, %3566 : tensor<f32>
    %3568 = stablehlo.multiply %2737, %2737 : tensor<1x1x64x384xf32>
    %3569 = stablehlo.constant dense<0.0> : tensor<f32>
    %3570 = "stablehlo.reduce"(%3568, %3569) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3571 = stablehlo.constant dense<0.0> : tensor<f32>
    %3572 = "stablehlo.reduce"(%3570, %3571) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3573 = stablehlo.add %3567, %3572 : tensor<f32>
    %3574 = stablehlo.multiply %2722, %2722 : tensor<384xf32>
    %3575 = stablehlo.constant dense<0.0> : tensor<f32>
    %3576 = "stablehlo.reduce"(%3574, %3575) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3577 = stablehlo.add %3573, %3576 : tensor<f32>
    %3578 = stablehlo.multiply %2719, %2719 : tensor<384xf32>
    %3579 = stablehlo.constant dense<0.0> : tensor<f32>
    %3580 = "stablehlo.reduce"(%3578, %3579) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3581 = stablehlo.add %3577, %3580 : tensor<f32>
    %3582 = stablehlo.multiply %2709, %2709 : tensor<3x3x1x384xf32>
    %3583 = stablehlo.constant dense<0.0> : tensor<f32>
    %3584 = "stablehlo.reduce"(%3582, %3583) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3585 = stablehlo.constant dense<0.0> : tensor<f32>
    %3586 = "stablehlo.reduce"(%3584, %3585) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3587 = stablehlo.add %3581, %3586 : tensor<f32>
    %3588 = stablehlo.multiply %2694, %2694 : tensor<384xf32>
    %3589 = stablehlo.constant dense<0.0> : tensor<f32>
    %3590 = "stablehlo.reduce"(%3588, %3589) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3591 = stablehlo.add %3587, %3590 : tensor<f32>
    %3592 = stablehlo.multiply %2691, %2691 : tensor<384xf32>
    %3593 = stablehlo.constant dense<0.0> : tensor<f32>
    %3594 = "stablehlo.reduce"(%3592, %3593) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3595 = stablehlo.add %3591, %3594 : tensor<f32>
    %3596 = stablehlo.multiply %2681, %2681 : tensor<1x1x384x64xf32>
    %3597 = stablehlo.constant dense<0.0> : tensor<f32>
    %3598 = "stablehlo.reduce"(%3596, %3597) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3599 = stablehlo.constant dense<0.0> : tensor<f32>
    %3600 = "stablehlo.reduce"(%3598, %3599) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3601 = stablehlo.add %3595, %3600 : tensor<f32>
    %3602 = stablehlo.multiply %2666, %2666 : tensor<64xf32>
    %3603 = stablehlo.constant dense<0.0> : tensor<f32>
    %3604 = "stablehlo.reduce"(%3602, %3603) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3605 = stablehlo.add %3601, %3604 : tensor<f32>
    %3606 = stablehlo.multiply %2663, %2663 : tensor<64xf32>
    %3607 = stablehlo.constant dense<0.0> : tensor<f32>
    %3608 = "stablehlo.reduce"(%3606, %3607) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3609 = stablehlo.add %3605, %3608 : tensor<f32>
    %3610 = stablehlo.multiply %2659, %2659 : tensor<1x1x64x384xf32>
    %3611 = stablehlo.constant dense<0.0> : tensor<f32>
    %3612 = "stablehlo.reduce"(%3610, %3611) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3613 = stablehlo.constant dense<0.0> : tensor<f32>
    %3614 = "stablehlo.reduce"(%3612, %3613) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3615 = stablehlo.add %3609, %3614 : tensor<f32>
    %3616 = stablehlo.multiply %2644, %2644 : tensor<384xf32>
    %3617 = stablehlo.constant dense<0.0> : tensor<f32>
    %3618 = "stablehlo.reduce"(%3616, %3617) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3619 = stablehlo.add %3615, %3618 : tensor<f32>
    %3620 = stablehlo.multiply %2641, %2641 : tensor<384xf32>
    %3621 = stablehlo.constant dense<0.0> : tensor<f32>
    %3622 = "stablehlo.reduce"(%3620, %3621) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3623 = stablehlo.add %3619, %3622 : tensor<f32>
    %3624 = stablehlo.multiply %2631, %2631 : tensor<3x3x1x384xf32>
    %3625 = stablehlo.constant dense<0.0> : tensor<f32>
    %3626 = "stablehlo.reduce"(%3624, %3625) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3627 = stablehlo.constant dense<0.0> : tensor<f32>
    %3628 = "stablehlo.reduce"(%3626, %3627) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3629 = stablehlo.add %3623, %3628 : tensor<f32>
    %3630 = stablehlo.multiply %2616, %2616 : tensor<384xf32>
    %3631 = stablehlo.constant dense<0.0> : tensor<f32>
    %3632 = "stablehlo.reduce"(%3630, %3631) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3633 = stablehlo.add %3629, %3632 : tensor<f32>
    %3634 = stablehlo.multiply %2613, %2613 : tensor<384xf32>
    %3635 = stablehlo.constant dense<0.0> : tensor<f32>
    %3636 = "stablehlo.reduce"(%3634, %3635) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3637 = stablehlo.add %3633, %3636 : tensor<f32>
    %3638 = stablehlo.multiply %2603, %2603 : tensor<1x1x384x64xf32>
    %3639 = stablehlo.constant dense<0.0> : tensor<f32>
    %3640 = "stablehlo.reduce"(%3638, %3639) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3641 = stablehlo.constant dense<0.0> : tensor<f32>
    %3642 = "stablehlo.reduce"(%3640, %3641) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3643 = stablehlo.add %3637, %3642 : tensor<f32>
    %3644 = stablehlo.multiply %2588, %2588 : tensor<64xf32>
    %3645 = stablehlo.constant dense<0.0> : tensor<f32>
    %3646 = "stablehlo.reduce"(%3644, %3645) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3647 = stablehlo.add %3643, %3646 : tensor<f32>
    %3648 = stablehlo.multiply %2585, %2585 : tensor<64xf32>
    %3649 = stablehlo.constant dense<0.0> : tensor<f32>
    %3650 = "stablehlo.reduce"(%3648, %3649) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3651 = stablehlo.add %3647, %3650 : tensor<f32>
    %3652 = stablehlo.multiply %2581, %2581 : tensor<1x1x64x384xf32>
    %3653 = stablehlo.constant dense<0.0> : tensor<f32>
    %3654 = "stablehlo.reduce"(%3652, %3653) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3655 = stablehlo.constant dense<0.0> : tensor<f32>
    %3656 = "stablehlo.reduce"(%3654, %3655) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3657 = stablehlo.add %3651, %3656 : tensor<f32>
    %3658 = stablehlo.multiply %2566, %2566 : tensor<384xf32>
    %3659 = stablehlo.constant dense<0.0> : tensor<f32>
    %3660 = "stablehlo.reduce"(%3658, %3659) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3661 = stablehlo.add %3657, %3660 : tensor<f32>
    %3662 = stablehlo.multiply %2563, %2563 : tensor<384xf32>
    %3663 = stablehlo.constant dense<0.0> : tensor<f32>
    %3664 = "stablehlo.reduce"(%3662, %3663) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3665 = stablehlo.add %3661, %3664 : tensor<f32>
    %3666 = stablehlo.multiply %2553, %2553 : tensor<3x3x1x384xf32>
    %3667 = stablehlo.constant dense<0.0> : tensor<f32>
    %3668 = "stablehlo.reduce"(%3666, %3667) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3669 = stablehlo.constant dense<0.0> : tensor<f32>
    %3670 = "stablehlo.reduce"(%3668, %3669) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3671 = stablehlo.add %3665, %3670 : tensor<f32>
    %3672 = stablehlo.multiply %2538, %2538 : tensor<384xf32>
    %3673 = stablehlo.constant dense<0.0> : tensor<f32>
    %3674 = "stablehlo.reduce"(%3672, %3673) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3675 = stablehlo.add %3671, %3674 : tensor<f32>
    %3676 = stablehlo.multiply %2535, %2535 : tensor<384xf32>
    %3677 = stablehlo.constant dense<0.0> : tensor<f32>
    %3678 = "stablehlo.reduce"(%3676, %3677) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3679 = stablehlo.add %3675, %3678 : tensor<f32>
    %3680 = stablehlo.multiply %2525, %2525 : tensor<1x1x384x64xf32>
    %3681 = stablehlo.constant dense<0.0> : tensor<f32>
    %3682 = "stablehlo.reduce"(%3680, %3681) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3683 = stablehlo.constant dense<0.0> : tensor<f32>
    %3684 = "stablehlo.reduce"(%3682, %3683) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3685 = stablehlo.add %3679, %3684 : tensor<f32>
    %3686 = stablehlo.multiply %2510, %2510 : tensor<64xf32>
    %3687 = stablehlo.constant dense<0.0> : tensor<f32>
    %3688 = "stablehlo.reduce"(%3686, %3687) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3689 = stablehlo.add %3685, %3688 : tensor<f32>
    %3690 = stablehlo.multiply %2507, %2507 : tensor<64xf32>
    %3691 = stablehlo.constant dense<0.0> : tensor<f32>
    %3692 = "stablehlo.reduce"(%3690, %3691) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3693 = stablehlo.add %3689, %3692 : tensor<f32>
    %3694 = stablehlo.multiply %2504, %2504 : tensor<1x1x64x384xf32>
    %3695 = stablehlo.constant dense<0.0> : tensor<f32>
    %3696 = "stablehlo.reduce"(%3694, %3695) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3697 = stablehlo.constant dense<0.0> : tensor<f32>
    %3698 = "stablehlo.reduce"(%3696, %3697) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3699 = stablehlo.add %3693, %3698 : tensor<f32>
    %3700 = stablehlo.multiply %2489, %2489 : tensor<384xf32>
    %3701 = stablehlo.constant dense<0.0> : tensor<f32>
    %3702 = "stablehlo.reduce"(%3700, %3701) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3703 = stablehlo.add %3699, %3702 : tensor<f32>
    %3704 = stablehlo.multiply %2486, %2486 : tensor<384xf32>
    %3705 = stablehlo.constant dense<0.0> : tensor<f32>
    %3706 = "stablehlo.reduce"(%3704, %3705) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3707 = stablehlo.add %3703, %3706 : tensor<f32>
    %3708 = stablehlo.multiply %2476, %2476 : tensor<3x3x1x384xf32>
    %3709 = stablehlo.constant dense<0.0> : tensor<f32>
    %3710 = "stablehlo.reduce"(%3708, %3709) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3711 = stablehlo.constant dense<0.0> : tensor<f32>
    %3712 = "stablehlo.reduce"(%3710, %3711) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3713 = stablehlo.add %3707, %3712 : tensor<f32>
    %3714 = stablehlo.multiply %2461, %2461 : tensor<384xf32>
    %3715 = stablehlo.constant dense<0.0> : tensor<f32>
    %3716 = "stablehlo.reduce"(%3714, %3715) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3717 = stablehlo.add %3713, %3716 : tensor<f32>
    %3718 = stablehlo.multiply %2458, %2458 : tensor<384xf32>
    %3719 = stablehlo.constant dense<0.0> : tensor<f32>
    %3720 = "stablehlo.reduce"(%3718, %3719) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3721 = stablehlo.add %3717, %3720 : tensor<f32>
    %3722 = stablehlo.multiply %2448, %2448 : tensor<1x1x384x96xf32>
    %3723 = stablehlo.constant dense<0.0> : tensor<f32>
    %3724 = "stablehlo.reduce"(%3722, %3723) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x96xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %3725 = stablehlo.constant dense<0.0> : tensor<f32>
    %3726 = "stablehlo.reduce"(%3724, %3725) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %3727 = stablehlo.add %3721, %3726 : tensor<f32>
    %3728 = stablehlo.multiply %2433, %2433 : tensor<96xf32>
    %3729 = stablehlo.constant dense<0.0> : tensor<f32>
    %3730 = "stablehlo.reduce"(%3728, %3729) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3731 = stablehlo.add %3727, %3730 : tensor<f32>
    %3732 = stablehlo.multiply %2430, %2430 : tensor<96xf32>
    %3733 = stablehlo.constant dense<0.0> : tensor<f32>
    %3734 = "stablehlo.reduce"(%3732, %3733) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3735 = stablehlo.add %3731, %3734 : tensor<f32>
    %3736 = stablehlo.multiply %2427, %2427 : tensor<1x1x96x576xf32>
    %3737 = stablehlo.constant dense<0.0> : tensor<f32>
    %3738 = "stablehlo.reduce"(%3736, %3737) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3739 = stablehlo.constant dense<0.0> : tensor<f32>
    %3740 = "stablehlo.reduce"(%3738, %3739) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3741 = stablehlo.add %3735, %3740 : tensor<f32>
    %3742 = stablehlo.multiply %2412, %2412 : tensor<576xf32>
    %3743 = stablehlo.constant dense<0.0> : tensor<f32>
    %3744 = "stablehlo.reduce"(%3742, %3743) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3745 = stablehlo.add %3741, %3744 : tensor<f32>
    %3746 = stablehlo.multiply %2409, %2409 : tensor<576xf32>
    %3747 = stablehlo.constant dense<0.0> : tensor<f32>
    %3748 = "stablehlo.reduce"(%3746, %3747) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3749 = stablehlo.add %3745, %3748 : tensor<f32>
    %3750 = stablehlo.multiply %2399, %2399 : tensor<3x3x1x576xf32>
    %3751 = stablehlo.constant dense<0.0> : tensor<f32>
    %3752 = "stablehlo.reduce"(%3750, %3751) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3753 = stablehlo.constant dense<0.0> : tensor<f32>
    %3754 = "stablehlo.reduce"(%3752, %3753) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3755 = stablehlo.add %3749, %3754 : tensor<f32>
    %3756 = stablehlo.multiply %2384, %2384 : tensor<576xf32>
    %3757 = stablehlo.constant dense<0.0> : tensor<f32>
    %3758 = "stablehlo.reduce"(%3756, %3757) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3759 = stablehlo.add %3755, %3758 : tensor<f32>
    %3760 = stablehlo.multiply %2381, %2381 : tensor<576xf32>
    %3761 = stablehlo.constant dense<0.0> : tensor<f32>
    %3762 = "stablehlo.reduce"(%3760, %3761) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3763 = stablehlo.add %3759, %3762 : tensor<f32>
    %3764 = stablehlo.multiply %2371, %2371 : tensor<1x1x576x96xf32>
    %3765 = stablehlo.constant dense<0.0> : tensor<f32>
    %3766 = "stablehlo.reduce"(%3764, %3765) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %3767 = stablehlo.constant dense<0.0> : tensor<f32>
    %3768 = "stablehlo.reduce"(%3766, %3767) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %3769 = stablehlo.add %3763, %3768 : tensor<f32>
    %3770 = stablehlo.multiply %2356, %2356 : tensor<96xf32>
    %3771 = stablehlo.constant dense<0.0> : tensor<f32>
    %3772 = "stablehlo.reduce"(%3770, %3771) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3773 = stablehlo.add %3769, %3772 : tensor<f32>
    %3774 = stablehlo.multiply %2353, %2353 : tensor<96xf32>
    %3775 = stablehlo.constant dense<0.0> : tensor<f32>
    %3776 = "stablehlo.reduce"(%3774, %3775) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3777 = stablehlo.add %3773, %3776 : tensor<f32>
    %3778 = stablehlo.multiply %2349, %2349 : tensor<1x1x96x576xf32>
    %3779 = stablehlo.constant dense<0.0> : tensor<f32>
    %3780 = "stablehlo.reduce"(%3778, %3779) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3781 = stablehlo.constant dense<0.0> : tensor<f32>
    %3782 = "stablehlo.reduce"(%3780, %3781) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3783 = stablehlo.add %3777, %3782 : tensor<f32>
    %3784 = stablehlo.multiply %2334, %2334 : tensor<576xf32>
    %3785 = stablehlo.constant dense<0.0> : tensor<f32>
    %3786 = "stablehlo.reduce"(%3784, %3785) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3787 = stablehlo.add %3783, %3786 : tensor<f32>
    %3788 = stablehlo.multiply %2331, %2331 : tensor<576xf32>
    %3789 = stablehlo.constant dense<0.0> : tensor<f32>
    %3790 = "stablehlo.reduce"(%3788, %3789) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3791 = stablehlo.add %3787, %3790 : tensor<f32>
    %3792 = stablehlo.multiply %2321, %2321 : tensor<3x3x1x576xf32>
    %3793 = stablehlo.constant dense<0.0> : tensor<f32>
    %3794 = "stablehlo.reduce"(%3792, %3793) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3795 = stablehlo.constant dense<0.0> : tensor<f32>
    %3796 = "stablehlo.reduce"(%3794, %3795) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3797 = stablehlo.add %3791, %3796 : tensor<f32>
    %3798 = stablehlo.multiply %2306, %2306 : tensor<576xf32>
    %3799 = stablehlo.constant dense<0.0> : tensor<f32>
    %3800 = "stablehlo.reduce"(%3798, %3799) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3801 = stablehlo.add %3797, %3800 : tensor<f32>
    %3802 = stablehlo.multiply %2303, %2303 : tensor<576xf32>
    %3803 = stablehlo.constant dense<0.0> : tensor<f32>
    %3804 = "stablehlo.reduce"(%3802, %3803) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3805 = stablehlo.add %3801, %3804 : tensor<f32>
    %3806 = stablehlo.multiply %2293, %2293 : tensor<1x1x576x96xf32>
    %3807 = stablehlo.constant dense<0.0> : tensor<f32>
    %3808 = "stablehlo.reduce"(%3806, %3807) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %3809 = stablehlo.constant dense<0.0> : tensor<f32>
    %3810 = "stablehlo.reduce"(%3808, %3809) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %3811 = stablehlo.add %3805, %3810 : tensor<f32>
    %3812 = stablehlo.multiply %2278, %2278 : tensor<96xf32>
    %3813 = stablehlo.constant dense<0.0> : tensor<f32>
    %3814 = "stablehlo.reduce"(%3812, %3813) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3815 = stablehlo.add %3811, %3814 : tensor<f32>
    %3816 = stablehlo.multiply %2275, %2275 : tensor<96xf32>
    %3817 = stablehlo.constant dense<0.0> : tensor<f32>
    %3818 = "stablehlo.reduce"(%3816, %3817) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %3819 = stablehlo.add %3815, %3818 : tensor<f32>
    %3820 = stablehlo.multiply %2272, %2272 : tensor<1x1x96x576xf32>
    %3821 = stablehlo.constant dense<0.0> : tensor<f32>
    %3822 = "stablehlo.reduce"(%3820, %3821) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %3823 = stablehlo.constant dense<0.0> : tensor<f32>
    %3824 = "stablehlo.reduce"(%3822, %3823) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %3825 = stablehlo.add %3819, %3824 : tensor<f32>
    %3826 = stablehlo.multiply %2257, %2257 : tensor<576xf32>
    %3827 = stablehlo.constant dense<0.0> : tensor<f32>
    %3828 = "stablehlo.reduce"(%3826, %3827) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3829 = stablehlo.add %3825, %3828 : tensor<f32>
    %3830 = stablehlo.multiply %2254, %2254 : tensor<576xf32>
    %3831 = stablehlo.constant dense<0.0> : tensor<f32>
    %3832 = "stablehlo.reduce"(%3830, %3831) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3833 = stablehlo.add %3829, %3832 : tensor<f32>
    %3834 = stablehlo.multiply %2244, %2244 : tensor<3x3x1x576xf32>
    %3835 = stablehlo.constant dense<0.0> : tensor<f32>
    %3836 = "stablehlo.reduce"(%3834, %3835) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3837 = stablehlo.constant dense<0.0> : tensor<f32>
    %3838 = "stablehlo.reduce"(%3836, %3837) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3839 = stablehlo.add %3833, %3838 : tensor<f32>
    %3840 = stablehlo.multiply %2229, %2229 : tensor<576xf32>
    %3841 = stablehlo.constant dense<0.0> : tensor<f32>
    %3842 = "stablehlo.reduce"(%3840, %3841) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3843 = stablehlo.add %3839, %3842 : tensor<f32>
    %3844 = stablehlo.multiply %2226, %2226 : tensor<576xf32>
    %3845 = stablehlo.constant dense<0.0> : tensor<f32>
    %3846 = "stablehlo.reduce"(%3844, %3845) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3847 = stablehlo.add %3843, %3846 : tensor<f32>
    %3848 = stablehlo.multiply %2216, %2216 : tensor<1x1x576x160xf32>
    %3849 = stablehlo.constant dense<0.0> : tensor<f32>
    %3850 = "stablehlo.reduce"(%3848, %3849) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x160xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %3851 = stablehlo.constant dense<0.0> : tensor<f32>
    %3852 = "stablehlo.reduce"(%3850, %3851) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %3853 = stablehlo.add %3847, %3852 : tensor<f32>
    %3854 = stablehlo.multiply %2201, %2201 : tensor<160xf32>
    %3855 = stablehlo.constant dense<0.0> : tensor<f32>
    %3856 = "stablehlo.reduce"(%3854, %3855) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3857 = stablehlo.add %3853, %3856 : tensor<f32>
    %3858 = stablehlo.multiply %2198, %2198 : tensor<160xf32>
    %3859 = stablehlo.constant dense<0.0> : tensor<f32>
    %3860 = "stablehlo.reduce"(%3858, %3859) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3861 = stablehlo.add %3857, %3860 : tensor<f32>
    %3862 = stablehlo.multiply %2195, %2195 : tensor<1x1x160x960xf32>
    %3863 = stablehlo.constant dense<0.0> : tensor<f32>
    %3864 = "stablehlo.reduce"(%3862, %3863) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %3865 = stablehlo.constant dense<0.0> : tensor<f32>
    %3866 = "stablehlo.reduce"(%3864, %3865) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %3867 = stablehlo.add %3861, %3866 : tensor<f32>
    %3868 = stablehlo.multiply %2180, %2180 : tensor<960xf32>
    %3869 = stablehlo.constant dense<0.0> : tensor<f32>
    %3870 = "stablehlo.reduce"(%3868, %3869) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3871 = stablehlo.add %3867, %3870 : tensor<f32>
    %3872 = stablehlo.multiply %2177, %2177 : tensor<960xf32>
    %3873 = stablehlo.constant dense<0.0> : tensor<f32>
    %3874 = "stablehlo.reduce"(%3872, %3873) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3875 = stablehlo.add %3871, %3874 : tensor<f32>
    %3876 = stablehlo.multiply %2167, %2167 : tensor<3x3x1x960xf32>
    %3877 = stablehlo.constant dense<0.0> : tensor<f32>
    %3878 = "stablehlo.reduce"(%3876, %3877) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3879 = stablehlo.constant dense<0.0> : tensor<f32>
    %3880 = "stablehlo.reduce"(%3878, %3879) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3881 = stablehlo.add %3875, %3880 : tensor<f32>
    %3882 = stablehlo.multiply %2152, %2152 : tensor<960xf32>
    %3883 = stablehlo.constant dense<0.0> : tensor<f32>
    %3884 = "stablehlo.reduce"(%3882, %3883) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3885 = stablehlo.add %3881, %3884 : tensor<f32>
    %3886 = stablehlo.multiply %2149, %2149 : tensor<960xf32>
    %3887 = stablehlo.constant dense<0.0> : tensor<f32>
    %3888 = "stablehlo.reduce"(%3886, %3887) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3889 = stablehlo.add %3885, %3888 : tensor<f32>
    %3890 = stablehlo.multiply %2139, %2139 : tensor<1x1x960x160xf32>
    %3891 = stablehlo.constant dense<0.0> : tensor<f32>
    %3892 = "stablehlo.reduce"(%3890, %3891) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %3893 = stablehlo.constant dense<0.0> : tensor<f32>
    %3894 = "stablehlo.reduce"(%3892, %3893) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %3895 = stablehlo.add %3889, %3894 : tensor<f32>
    %3896 = stablehlo.multiply %2124, %2124 : tensor<160xf32>
    %3897 = stablehlo.constant dense<0.0> : tensor<f32>
    %3898 = "stablehlo.reduce"(%3896, %3897) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3899 = stablehlo.add %3895, %3898 : tensor<f32>
    %3900 = stablehlo.multiply %2121, %2121 : tensor<160xf32>
    %3901 = stablehlo.constant dense<0.0> : tensor<f32>
    %3902 = "stablehlo.reduce"(%3900, %3901) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3903 = stablehlo.add %3899, %3902 : tensor<f32>
    %3904 = stablehlo.multiply %2117, %2117 : tensor<1x1x160x960xf32>
    %3905 = stablehlo.constant dense<0.0> : tensor<f32>
    %3906 = "stablehlo.reduce"(%3904, %3905) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %3907 = stablehlo.constant dense<0.0> : tensor<f32>
    %3908 = "stablehlo.reduce"(%3906, %3907) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %3909 = stablehlo.add %3903, %3908 : tensor<f32>
    %3910 = stablehlo.multiply %2102, %2102 : tensor<960xf32>
    %3911 = stablehlo.constant dense<0.0> : tensor<f32>
    %3912 = "stablehlo.reduce"(%3910, %3911) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3913 = stablehlo.add %3909, %3912 : tensor<f32>
    %3914 = stablehlo.multiply %2099, %2099 : tensor<960xf32>
    %3915 = stablehlo.constant dense<0.0> : tensor<f32>
    %3916 = "stablehlo.reduce"(%3914, %3915) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3917 = stablehlo.add %3913, %3916 : tensor<f32>
    %3918 = stablehlo.multiply %2089, %2089 : tensor<3x3x1x960xf32>
    %3919 = stablehlo.constant dense<0.0> : tensor<f32>
    %3920 = "stablehlo.reduce"(%3918, %3919) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3921 = stablehlo.constant dense<0.0> : tensor<f32>
    %3922 = "stablehlo.reduce"(%3920, %3921) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3923 = stablehlo.add %3917, %3922 : tensor<f32>
    %3924 = stablehlo.multiply %2074, %2074 : tensor<960xf32>
    %3925 = stablehlo.constant dense<0.0> : tensor<f32>
    %3926 = "stablehlo.reduce"(%3924, %3925) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3927 = stablehlo.add %3923, %3926 : tensor<f32>
    %3928 = stablehlo.multiply %2071, %2071 : tensor<960xf32>
    %3929 = stablehlo.constant dense<0.0> : tensor<f32>
    %3930 = "stablehlo.reduce"(%3928, %3929) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3931 = stablehlo.add %3927, %3930 : tensor<f32>
    %3932 = stablehlo.multiply %2061, %2061 : tensor<1x1x960x160xf32>
    %3933 = stablehlo.constant dense<0.0> : tensor<f32>
    %3934 = "stablehlo.reduce"(%3932, %3933) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %3935 = stablehlo.constant dense<0.0> : tensor<f32>
    %3936 = "stablehlo.reduce"(%3934, %3935) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %3937 = stablehlo.add %3931, %3936 : tensor<f32>
    %3938 = stablehlo.multiply %2046, %2046 : tensor<160xf32>
    %3939 = stablehlo.constant dense<0.0> : tensor<f32>
    %3940 = "stablehlo.reduce"(%3938, %3939) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3941 = stablehlo.add %3937, %3940 : tensor<f32>
    %3942 = stablehlo.multiply %2043, %2043 : tensor<160xf32>
    %3943 = stablehlo.constant dense<0.0> : tensor<f32>
    %3944 = "stablehlo.reduce"(%3942, %3943) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %3945 = stablehlo.add %3941, %3944 : tensor<f32>
    %3946 = stablehlo.multiply %2040, %2040 : tensor<1x1x160x960xf32>
    %3947 = stablehlo.constant dense<0.0> : tensor<f32>
    %3948 = "stablehlo.reduce"(%3946, %3947) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %3949 = stablehlo.constant dense<0.0> : tensor<f32>
    %3950 = "stablehlo.reduce"(%3948, %3949) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %3951 = stablehlo.add %3945, %3950 : tensor<f32>
    %3952 = stablehlo.multiply %2025, %2025 : tensor<960xf32>
    %3953 = stablehlo.constant dense<0.0> : tensor<f32>
    %3954 = "stablehlo.reduce"(%3952, %3953) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3955 = stablehlo.add %3951, %3954 : tensor<f32>
    %3956 = stablehlo.multiply %2022, %2022 : tensor<960xf32>
    %3957 = stablehlo.constant dense<0.0> : tensor<f32>
    %3958 = "stablehlo.reduce"(%3956, %3957) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3959 = stablehlo.add %3955, %3958 : tensor<f32>
    %3960 = stablehlo.multiply %2012, %2012 : tensor<3x3x1x960xf32>
    %3961 = stablehlo.constant dense<0.0> : tensor<f32>
    %3962 = "stablehlo.reduce"(%3960, %3961) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %3963 = stablehlo.constant dense<0.0> : tensor<f32>
    %3964 = "stablehlo.reduce"(%3962, %3963) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %3965 = stablehlo.add %3959, %3964 : tensor<f32>
    %3966 = stablehlo.multiply %1997, %1997 : tensor<960xf32>
    %3967 = stablehlo.constant dense<0.0> : tensor<f32>
    %3968 = "stablehlo.reduce"(%3966, %3967) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3969 = stablehlo.add %3965, %3968 : tensor<f32>
    %3970 = stablehlo.multiply %1994, %1994 : tensor<960xf32>
    %3971 = stablehlo.constant dense<0.0> : tensor<f32>
    %3972 = "stablehlo.reduce"(%3970, %3971) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %3973 = stablehlo.add %3969, %3972 : tensor<f32>
    %3974 = stablehlo.multiply %1984, %1984 : tensor<1x1x960x320xf32>
    %3975 = stablehlo.constant dense<0.0> : tensor<f32>
    %3976 = "stablehlo.reduce"(%3974, %3975) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x320xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %3977 = stablehlo.constant dense<0.0> : tensor<f32>
    %3978 = "stablehlo.reduce"(%3976, %3977) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %3979 = stablehlo.add %3973, %3978 : tensor<f32>
    %3980 = stablehlo.multiply %1969, %1969 : tensor<320xf32>
    %3981 = stablehlo.constant dense<0.0> : tensor<f32>
    %3982 = "stablehlo.reduce"(%3980, %3981) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %3983 = stablehlo.add %3979, %3982 : tensor<f32>
    %3984 = stablehlo.multiply %1966, %1966 : tensor<320xf32>
    %3985 = stablehlo.constant dense<0.0> : tensor<f32>
    %3986 = "stablehlo.reduce"(%3984, %3985) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %3987 = stablehlo.add %3983, %3986 : tensor<f32>
    %3988 = stablehlo.multiply %1964, %1964 : tensor<1x1x320x1280xf32>
    %3989 = stablehlo.constant dense<0.0> : tensor<f32>
    %3990 = "stablehlo.reduce"(%3988, %3989) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x320x1280xf32>, tensor<f32>) -> tensor<1x1x320xf32>
    %3991 = stablehlo.constant dense<0.0> : tensor<f32>
    %3992 = "stablehlo.reduce"(%3990, %3991) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x320xf32>, tensor<f32>) -> tensor<f32>
    %3993 = stablehlo.add %3987, %3992 : tensor<f32>
    %3994 = stablehlo.multiply %1949, %1949 : tensor<1280xf32>
    %3995 = stablehlo.constant dense<0.0> : tensor<f32>
    %3996 = "stablehlo.reduce"(%3994, %3995) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %3997 = stablehlo.add %3993, %3996 : tensor<f32>
    %3998 = stablehlo.multiply %1946, %1946 : tensor<1280xf32>
    %3999 = stablehlo.constant dense<0.0> : tensor<f32>
    %4000 = "stablehlo.reduce"(%3998, %3999) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4001 = stablehlo.add %3997, %4000 : tensor<f32>
    %4002 = stablehlo.multiply %1930, %1930 : tensor<1280x1000xf32>
    %4003 = stablehlo.constant dense<0.0> : tensor<f32>
    %4004 = "stablehlo.reduce"(%4002, %4003) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x1000xf32>, tensor<f32>) -> tensor<1280xf32>
    %4005 = stablehlo.constant dense<0.0> : tensor<f32>
    %4006 = "stablehlo.reduce"(%4004, %4005) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4007 = stablehlo.add %4001, %4006 : tensor<f32>
    %4008 = stablehlo.multiply %1932, %1932 : tensor<1000xf32>
    %4009 = stablehlo.constant dense<0.0> : tensor<f32>
    %4010 = "stablehlo.reduce"(%4008, %4009) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %4011 = stablehlo.add %4007, %4010 : tensor<f32>
    %4012 = stablehlo.sqrt %4011 : tensor<f32>
    %4013 = stablehlo.constant dense<1.0e-05> : tensor<3x3x3x32xf32>
    %4014 = stablehlo.multiply %4013, %conv_stem.w : tensor<3x3x3x32xf32>
    %4015 = stablehlo.add %3274, %4014 : tensor<3x3x3x32xf32>
    %4016 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x32xf32>
    %4017 = stablehlo.multiply %4016, %blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4018 = stablehlo.add %3248, %4017 : tensor<3x3x1x32xf32>
    %4019 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x16xf32>
    %4020 = stablehlo.multiply %4019, %blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %4021 = stablehlo.add %3220, %4020 : tensor<1x1x32x16xf32>
    %4022 = stablehlo.constant dense<1.0e-05> : tensor<1x1x16x96xf32>
    %4023 = stablehlo.multiply %4022, %blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %4024 = stablehlo.add %3200, %4023 : tensor<1x1x16x96xf32>
    %4025 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x96xf32>
    %4026 = stablehlo.multiply %4025, %blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %4027 = stablehlo.add %3172, %4026 : tensor<3x3x1x96xf32>
    %4028 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x24xf32>
    %4029 = stablehlo.multiply %4028, %blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %4030 = stablehlo.add %3144, %4029 : tensor<1x1x96x24xf32>
    %4031 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4032 = stablehlo.multiply %4031, %blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %4033 = stablehlo.add %3123, %4032 : tensor<1x1x24x144xf32>
    %4034 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4035 = stablehlo.multiply %4034, %blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %4036 = stablehlo.add %3095, %4035 : tensor<3x3x1x144xf32>
    %4037 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x24xf32>
    %4038 = stablehlo.multiply %4037, %blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %4039 = stablehlo.add %3067, %4038 : tensor<1x1x144x24xf32>
    %4040 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4041 = stablehlo.multiply %4040, %blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %4042 = stablehlo.add %3046, %4041 : tensor<1x1x24x144xf32>
    %4043 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4044 = stablehlo.multiply %4043, %blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %4045 = stablehlo.add %3018, %4044 : tensor<3x3x1x144xf32>
    %4046 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x32xf32>
    %4047 = stablehlo.multiply %4046, %blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %4048 = stablehlo.add %2990, %4047 : tensor<1x1x144x32xf32>
    %4049 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4050 = stablehlo.multiply %4049, %blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %4051 = stablehlo.add %2969, %4050 : tensor<1x1x32x192xf32>
    %4052 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4053 = stablehlo.multiply %4052, %blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %4054 = stablehlo.add %2941, %4053 : tensor<3x3x1x192xf32>
    %4055 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4056 = stablehlo.multiply %4055, %blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %4057 = stablehlo.add %2913, %4056 : tensor<1x1x192x32xf32>
    %4058 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4059 = stablehlo.multiply %4058, %blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %4060 = stablehlo.add %2891, %4059 : tensor<1x1x32x192xf32>
    %4061 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4062 = stablehlo.multiply %4061, %blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %4063 = stablehlo.add %2863, %4062 : tensor<3x3x1x192xf32>
    %4064 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4065 = stablehlo.multiply %4064, %blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %4066 = stablehlo.add %2835, %4065 : tensor<1x1x192x32xf32>
    %4067 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4068 = stablehlo.multiply %4067, %blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %4069 = stablehlo.add %2814, %4068 : tensor<1x1x32x192xf32>
    %4070 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4071 = stablehlo.multiply %4070, %blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %4072 = stablehlo.add %2786, %4071 : tensor<3x3x1x192xf32>
    %4073 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x64xf32>
    %4074 = stablehlo.multiply %4073, %blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %4075 = stablehlo.add %2758, %4074 : tensor<1x1x192x64xf32>
    %4076 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4077 = stablehlo.multiply %4076, %blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %4078 = stablehlo.add %2737, %4077 : tensor<1x1x64x384xf32>
    %4079 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4080 = stablehlo.multiply %4079, %blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %4081 = stablehlo.add %2709, %4080 : tensor<3x3x1x384xf32>
    %4082 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4083 = stablehlo.multiply %4082, %blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %4084 = stablehlo.add %2681, %4083 : tensor<1x1x384x64xf32>
    %4085 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4086 = stablehlo.multiply %4085, %blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %4087 = stablehlo.add %2659, %4086 : tensor<1x1x64x384xf32>
    %4088 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4089 = stablehlo.multiply %4088, %blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %4090 = stablehlo.add %2631, %4089 : tensor<3x3x1x384xf32>
    %4091 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4092 = stablehlo.multiply %4091, %blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %4093 = stablehlo.add %2603, %4092 : tensor<1x1x384x64xf32>
    %4094 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4095 = stablehlo.multiply %4094, %blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %4096 = stablehlo.add %2581, %4095 : tensor<1x1x64x384xf32>
    %4097 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4098 = stablehlo.multiply %4097, %blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %4099 = stablehlo.add %2553, %4098 : tensor<3x3x1x384xf32>
    %4100 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4101 = stablehlo.multiply %4100, %blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %4102 = stablehlo.add %2525, %4101 : tensor<1x1x384x64xf32>
    %4103 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4104 = stablehlo.multiply %4103, %blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %4105 = stablehlo.add %2504, %4104 : tensor<1x1x64x384xf32>
    %4106 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4107 = stablehlo.multiply %4106, %blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %4108 = stablehlo.add %2476, %4107 : tensor<3x3x1x384xf32>
    %4109 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x96xf32>
    %4110 = stablehlo.multiply %4109, %blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %4111 = stablehlo.add %2448, %4110 : tensor<1x1x384x96xf32>
    %4112 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4113 = stablehlo.multiply %4112, %blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %4114 = stablehlo.add %2427, %4113 : tensor<1x1x96x576xf32>
    %4115 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4116 = stablehlo.multiply %4115, %blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %4117 = stablehlo.add %2399, %4116 : tensor<3x3x1x576xf32>
    %4118 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4119 = stablehlo.multiply %4118, %blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %4120 = stablehlo.add %2371, %4119 : tensor<1x1x576x96xf32>
    %4121 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4122 = stablehlo.multiply %4121, %blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %4123 = stablehlo.add %2349, %4122 : tensor<1x1x96x576xf32>
    %4124 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4125 = stablehlo.multiply %4124, %blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %4126 = stablehlo.add %2321, %4125 : tensor<3x3x1x576xf32>
    %4127 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4128 = stablehlo.multiply %4127, %blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %4129 = stablehlo.add %2293, %4128 : tensor<1x1x576x96xf32>
    %4130 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4131 = stablehlo.multiply %4130, %blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %4132 = stablehlo.add %2272, %4131 : tensor<1x1x96x576xf32>
    %4133 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4134 = stablehlo.multiply %4133, %blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %4135 = stablehlo.add %2244, %4134 : tensor<3x3x1x576xf32>
    %4136 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x160xf32>
    %4137 = stablehlo.multiply %4136, %blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %4138 = stablehlo.add %2216, %4137 : tensor<1x1x576x160xf32>
    %4139 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4140 = stablehlo.multiply %4139, %blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %4141 = stablehlo.add %2195, %4140 : tensor<1x1x160x960xf32>
    %4142 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4143 = stablehlo.multiply %4142, %blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %4144 = stablehlo.add %2167, %4143 : tensor<3x3x1x960xf32>
    %4145 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4146 = stablehlo.multiply %4145, %blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %4147 = stablehlo.add %2139, %4146 : tensor<1x1x960x160xf32>
    %4148 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4149 = stablehlo.multiply %4148, %blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %4150 = stablehlo.add %2117, %4149 : tensor<1x1x160x960xf32>
    %4151 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4152 = stablehlo.multiply %4151, %blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %4153 = stablehlo.add %2089, %4152 : tensor<3x3x1x960xf32>
    %4154 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4155 = stablehlo.multiply %4154, %blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %4156 = stablehlo.add %2061, %4155 : tensor<1x1x960x160xf32>
    %4157 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4158 = stablehlo.multiply %4157, %blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %4159 = stablehlo.add %2040, %4158 : tensor<1x1x160x960xf32>
    %4160 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4161 = stablehlo.multiply %4160, %blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %4162 = stablehlo.add %2012, %4161 : tensor<3x3x1x960xf32>
    %4163 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x320xf32>
    %4164 = stablehlo.multiply %4163, %blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %4165 = stablehlo.add %1984, %4164 : tensor<1x1x960x320xf32>
    %4166 = stablehlo.constant dense<1.0e-05> : tensor<1x1x320x1280xf32>
    %4167 = stablehlo.multiply %4166, %conv_head.w : tensor<1x1x320x1280xf32>
    %4168 = stablehlo.add %1964, %4167 : tensor<1x1x320x1280xf32>
    %4169 = stablehlo.constant dense<1.0e-05> : tensor<1280x1000xf32>
    %4170 = stablehlo.multiply %4169, %classifier.w : tensor<1280x1000xf32>
    %4171 = stablehlo.add %1930, %4170 : tensor<1280x1000xf32>
    %4172 = stablehlo.constant dense<0.1> : tensor<3x3x3x32xf32>
    %4173 = stablehlo.multiply %4015, %4015 : tensor<3x3x3x32xf32>
    %4174 = stablehlo.multiply %4172, %4173 : tensor<3x3x3x32xf32>
    %4175 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %4176 = stablehlo.multiply %4175, %nu.conv_stem.w : tensor<3x3x3x32xf32>
    %4177 = stablehlo.add %4174, %4176 : tensor<3x3x3x32xf32>
    %4178 = stablehlo.constant dense<0.001> : tensor<3x3x3x32xf32>
    %4179 = stablehlo.add %4177, %4178 : tensor<3x3x3x32xf32>
    %4180 = stablehlo.rsqrt %4179 : tensor<3x3x3x32xf32>
    %4181 = stablehlo.multiply %4180, %4015 : tensor<3x3x3x32xf32>
    %4182 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4183 = stablehlo.multiply %3261, %3261 : tensor<32xf32>
    %4184 = stablehlo.multiply %4182, %4183 : tensor<32xf32>
    %4185 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4186 = stablehlo.multiply %4185, %nu.bn1.g : tensor<32xf32>
    %4187 = stablehlo.add %4184, %4186 : tensor<32xf32>
    %4188 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4189 = stablehlo.add %4187, %4188 : tensor<32xf32>
    %4190 = stablehlo.rsqrt %4189 : tensor<32xf32>
    %4191 = stablehlo.multiply %4190, %3261 : tensor<32xf32>
    %4192 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4193 = stablehlo.multiply %3258, %3258 : tensor<32xf32>
    %4194 = stablehlo.multiply %4192, %4193 : tensor<32xf32>
    %4195 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4196 = stablehlo.multiply %4195, %nu.bn1.b : tensor<32xf32>
    %4197 = stablehlo.add %4194, %4196 : tensor<32xf32>
    %4198 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4199 = stablehlo.add %4197, %4198 : tensor<32xf32>
    %4200 = stablehlo.rsqrt %4199 : tensor<32xf32>
    %4201 = stablehlo.multiply %4200, %3258 : tensor<32xf32>
    %4202 = stablehlo.constant dense<0.1> : tensor<3x3x1x32xf32>
    %4203 = stablehlo.multiply %4018, %4018 : tensor<3x3x1x32xf32>
    %4204 = stablehlo.multiply %4202, %4203 : tensor<3x3x1x32xf32>
    %4205 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %4206 = stablehlo.multiply %4205, %nu.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4207 = stablehlo.add %4204, %4206 : tensor<3x3x1x32xf32>
    %4208 = stablehlo.constant dense<0.001> : tensor<3x3x1x32xf32>
    %4209 = stablehlo.add %4207, %4208 : tensor<3x3x1x32xf32>
    %4210 = stablehlo.rsqrt %4209 : tensor<3x3x1x32xf32>
    %4211 = stablehlo.multiply %4210, %4018 : tensor<3x3x1x32xf32>
    %4212 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4213 = stablehlo.multiply %3233, %3233 : tensor<32xf32>
    %4214 = stablehlo.multiply %4212, %4213 : tensor<32xf32>
    %4215 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4216 = stablehlo.multiply %4215, %nu.blocks.0.0.bn1.g : tensor<32xf32>
    %4217 = stablehlo.add %4214, %4216 : tensor<32xf32>
    %4218 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4219 = stablehlo.add %4217, %4218 : tensor<32xf32>
    %4220 = stablehlo.rsqrt %4219 : tensor<32xf32>
    %4221 = stablehlo.multiply %4220, %3233 : tensor<32xf32>
    %4222 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4223 = stablehlo.multiply %3230, %3230 : tensor<32xf32>
    %4224 = stablehlo.multiply %4222, %4223 : tensor<32xf32>
    %4225 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4226 = stablehlo.multiply %4225, %nu.blocks.0.0.bn1.b : tensor<32xf32>
    %4227 = stablehlo.add %4224, %4226 : tensor<32xf32>
    %4228 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4229 = stablehlo.add %4227, %4228 : tensor<32xf32>
    %4230 = stablehlo.rsqrt %4229 : tensor<32xf32>
    %4231 = stablehlo.multiply %4230, %3230 : tensor<32xf32>
    %4232 = stablehlo.constant dense<0.1> : tensor<1x1x32x16xf32>
    %4233 = stablehlo.multiply %4021, %4021 : tensor<1x1x32x16xf32>
    %4234 = stablehlo.multiply %4232, %4233 : tensor<1x1x32x16xf32>
    %4235 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %4236 = stablehlo.multiply %4235, %nu.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %4237 = stablehlo.add %4234, %4236 : tensor<1x1x32x16xf32>
    %4238 = stablehlo.constant dense<0.001> : tensor<1x1x32x16xf32>
    %4239 = stablehlo.add %4237, %4238 : tensor<1x1x32x16xf32>
    %4240 = stablehlo.rsqrt %4239 : tensor<1x1x32x16xf32>
    %4241 = stablehlo.multiply %4240, %4021 : tensor<1x1x32x16xf32>
    %4242 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %4243 = stablehlo.multiply %3205, %3205 : tensor<16xf32>
    %4244 = stablehlo.multiply %4242, %4243 : tensor<16xf32>
    %4245 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %4246 = stablehlo.multiply %4245, %nu.blocks.0.0.bn2.g : tensor<16xf32>
    %4247 = stablehlo.add %4244, %4246 : tensor<16xf32>
    %4248 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %4249 = stablehlo.add %4247, %4248 : tensor<16xf32>
    %4250 = stablehlo.rsqrt %4249 : tensor<16xf32>
    %4251 = stablehlo.multiply %4250, %3205 : tensor<16xf32>
    %4252 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %4253 = stablehlo.multiply %3202, %3202 : tensor<16xf32>
    %4254 = stablehlo.multiply %4252, %4253 : tensor<16xf32>
    %4255 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %4256 = stablehlo.multiply %4255, %nu.blocks.0.0.bn2.b : tensor<16xf32>
    %4257 = stablehlo.add %4254, %4256 : tensor<16xf32>
    %4258 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %4259 = stablehlo.add %4257, %4258 : tensor<16xf32>
    %4260 = stablehlo.rsqrt %4259 : tensor<16xf32>
    %4261 = stablehlo.multiply %4260, %3202 : tensor<16xf32>
    %4262 = stablehlo.constant dense<0.1> : tensor<1x1x16x96xf32>
    %4263 = stablehlo.multiply %4024, %4024 : tensor<1x1x16x96xf32>
    %4264 = stablehlo.multiply %4262, %4263 : tensor<1x1x16x96xf32>
    %4265 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %4266 = stablehlo.multiply %4265, %nu.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %4267 = stablehlo.add %4264, %4266 : tensor<1x1x16x96xf32>
    %4268 = stablehlo.constant dense<0.001> : tensor<1x1x16x96xf32>
    %4269 = stablehlo.add %4267, %4268 : tensor<1x1x16x96xf32>
    %4270 = stablehlo.rsqrt %4269 : tensor<1x1x16x96xf32>
    %4271 = stablehlo.multiply %4270, %4024 : tensor<1x1x16x96xf32>
    %4272 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4273 = stablehlo.multiply %3185, %3185 : tensor<96xf32>
    %4274 = stablehlo.multiply %4272, %4273 : tensor<96xf32>
    %4275 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4276 = stablehlo.multiply %4275, %nu.blocks.1.0.bn1.g : tensor<96xf32>
    %4277 = stablehlo.add %4274, %4276 : tensor<96xf32>
    %4278 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4279 = stablehlo.add %4277, %4278 : tensor<96xf32>
    %4280 = stablehlo.rsqrt %4279 : tensor<96xf32>
    %4281 = stablehlo.multiply %4280, %3185 : tensor<96xf32>
    %4282 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4283 = stablehlo.multiply %3182, %3182 : tensor<96xf32>
    %4284 = stablehlo.multiply %4282, %4283 : tensor<96xf32>
    %4285 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4286 = stablehlo.multiply %4285, %nu.blocks.1.0.bn1.b : tensor<96xf32>
    %4287 = stablehlo.add %4284, %4286 : tensor<96xf32>
    %4288 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4289 = stablehlo.add %4287, %4288 : tensor<96xf32>
    %4290 = stablehlo.rsqrt %4289 : tensor<96xf32>
    %4291 = stablehlo.multiply %4290, %3182 : tensor<96xf32>
    %4292 = stablehlo.constant dense<0.1> : tensor<3x3x1x96xf32>
    %4293 = stablehlo.multiply %4027, %4027 : tensor<3x3x1x96xf32>
    %4294 = stablehlo.multiply %4292, %4293 : tensor<3x3x1x96xf32>
    %4295 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %4296 = stablehlo.multiply %4295, %nu.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %4297 = stablehlo.add %4294, %4296 : tensor<3x3x1x96xf32>
    %4298 = stablehlo.constant dense<0.001> : tensor<3x3x1x96xf32>
    %4299 = stablehlo.add %4297, %4298 : tensor<3x3x1x96xf32>
    %4300 = stablehlo.rsqrt %4299 : tensor<3x3x1x96xf32>
    %4301 = stablehlo.multiply %4300, %4027 : tensor<3x3x1x96xf32>
    %4302 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4303 = stablehlo.multiply %3157, %3157 : tensor<96xf32>
    %4304 = stablehlo.multiply %4302, %4303 : tensor<96xf32>
    %4305 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4306 = stablehlo.multiply %4305, %nu.blocks.1.0.bn2.g : tensor<96xf32>
    %4307 = stablehlo.add %4304, %4306 : tensor<96xf32>
    %4308 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4309 = stablehlo.add %4307, %4308 : tensor<96xf32>
    %4310 = stablehlo.rsqrt %4309 : tensor<96xf32>
    %4311 = stablehlo.multiply %4310, %3157 : tensor<96xf32>
    %4312 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4313 = stablehlo.multiply %3154, %3154 : tensor<96xf32>
    %4314 = stablehlo.multiply %4312, %4313 : tensor<96xf32>
    %4315 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4316 = stablehlo.multiply %4315, %nu.blocks.1.0.bn2.b : tensor<96xf32>
    %4317 = stablehlo.add %4314, %4316 : tensor<96xf32>
    %4318 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4319 = stablehlo.add %4317, %4318 : tensor<96xf32>
    %4320 = stablehlo.rsqrt %4319 : tensor<96xf32>
    %4321 = stablehlo.multiply %4320, %3154 : tensor<96xf32>
    %4322 = stablehlo.constant dense<0.1> : tensor<1x1x96x24xf32>
    %4323 = stablehlo.multiply %4030, %4030 : tensor<1x1x96x24xf32>
    %4324 = stablehlo.multiply %4322, %4323 : tensor<1x1x96x24xf32>
    %4325 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %4326 = stablehlo.multiply %4325, %nu.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %4327 = stablehlo.add %4324, %4326 : tensor<1x1x96x24xf32>
    %4328 = stablehlo.constant dense<0.001> : tensor<1x1x96x24xf32>
    %4329 = stablehlo.add %4327, %4328 : tensor<1x1x96x24xf32>
    %4330 = stablehlo.rsqrt %4329 : tensor<1x1x96x24xf32>
    %4331 = stablehlo.multiply %4330, %4030 : tensor<1x1x96x24xf32>
    %4332 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4333 = stablehlo.multiply %3129, %3129 : tensor<24xf32>
    %4334 = stablehlo.multiply %4332, %4333 : tensor<24xf32>
    %4335 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4336 = stablehlo.multiply %4335, %nu.blocks.1.0.bn3.g : tensor<24xf32>
    %4337 = stablehlo.add %4334, %4336 : tensor<24xf32>
    %4338 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4339 = stablehlo.add %4337, %4338 : tensor<24xf32>
    %4340 = stablehlo.rsqrt %4339 : tensor<24xf32>
    %4341 = stablehlo.multiply %4340, %3129 : tensor<24xf32>
    %4342 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4343 = stablehlo.multiply %3126, %3126 : tensor<24xf32>
    %4344 = stablehlo.multiply %4342, %4343 : tensor<24xf32>
    %4345 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4346 = stablehlo.multiply %4345, %nu.blocks.1.0.bn3.b : tensor<24xf32>
    %4347 = stablehlo.add %4344, %4346 : tensor<24xf32>
    %4348 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4349 = stablehlo.add %4347, %4348 : tensor<24xf32>
    %4350 = stablehlo.rsqrt %4349 : tensor<24xf32>
    %4351 = stablehlo.multiply %4350, %3126 : tensor<24xf32>
    %4352 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %4353 = stablehlo.multiply %4033, %4033 : tensor<1x1x24x144xf32>
    %4354 = stablehlo.multiply %4352, %4353 : tensor<1x1x24x144xf32>
    %4355 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %4356 = stablehlo.multiply %4355, %nu.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %4357 = stablehlo.add %4354, %4356 : tensor<1x1x24x144xf32>
    %4358 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %4359 = stablehlo.add %4357, %4358 : tensor<1x1x24x144xf32>
    %4360 = stablehlo.rsqrt %4359 : tensor<1x1x24x144xf32>
    %4361 = stablehlo.multiply %4360, %4033 : tensor<1x1x24x144xf32>
    %4362 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4363 = stablehlo.multiply %3108, %3108 : tensor<144xf32>
    %4364 = stablehlo.multiply %4362, %4363 : tensor<144xf32>
    %4365 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4366 = stablehlo.multiply %4365, %nu.blocks.1.1.bn1.g : tensor<144xf32>
    %4367 = stablehlo.add %4364, %4366 : tensor<144xf32>
    %4368 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4369 = stablehlo.add %4367, %4368 : tensor<144xf32>
    %4370 = stablehlo.rsqrt %4369 : tensor<144xf32>
    %4371 = stablehlo.multiply %4370, %3108 : tensor<144xf32>
    %4372 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4373 = stablehlo.multiply %3105, %3105 : tensor<144xf32>
    %4374 = stablehlo.multiply %4372, %4373 : tensor<144xf32>
    %4375 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4376 = stablehlo.multiply %4375, %nu.blocks.1.1.bn1.b : tensor<144xf32>
    %4377 = stablehlo.add %4374, %4376 : tensor<144xf32>
    %4378 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4379 = stablehlo.add %4377, %4378 : tensor<144xf32>
    %4380 = stablehlo.rsqrt %4379 : tensor<144xf32>
    %4381 = stablehlo.multiply %4380, %3105 : tensor<144xf32>
    %4382 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %4383 = stablehlo.multiply %4036, %4036 : tensor<3x3x1x144xf32>
    %4384 = stablehlo.multiply %4382, %4383 : tensor<3x3x1x144xf32>
    %4385 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %4386 = stablehlo.multiply %4385, %nu.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %4387 = stablehlo.add %4384, %4386 : tensor<3x3x1x144xf32>
    %4388 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %4389 = stablehlo.add %4387, %4388 : tensor<3x3x1x144xf32>
    %4390 = stablehlo.rsqrt %4389 : tensor<3x3x1x144xf32>
    %4391 = stablehlo.multiply %4390, %4036 : tensor<3x3x1x144xf32>
    %4392 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4393 = stablehlo.multiply %3080, %3080 : tensor<144xf32>
    %4394 = stablehlo.multiply %4392, %4393 : tensor<144xf32>
    %4395 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4396 = stablehlo.multiply %4395, %nu.blocks.1.1.bn2.g : tensor<144xf32>
    %4397 = stablehlo.add %4394, %4396 : tensor<144xf32>
    %4398 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4399 = stablehlo.add %4397, %4398 : tensor<144xf32>
    %4400 = stablehlo.rsqrt %4399 : tensor<144xf32>
    %4401 = stablehlo.multiply %4400, %3080 : tensor<144xf32>
    %4402 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4403 = stablehlo.multiply %3077, %3077 : tensor<144xf32>
    %4404 = stablehlo.multiply %4402, %4403 : tensor<144xf32>
    %4405 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4406 = stablehlo.multiply %4405, %nu.blocks.1.1.bn2.b : tensor<144xf32>
    %4407 = stablehlo.add %4404, %4406 : tensor<144xf32>
    %4408 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4409 = stablehlo.add %4407, %4408 : tensor<144xf32>
    %4410 = stablehlo.rsqrt %4409 : tensor<144xf32>
    %4411 = stablehlo.multiply %4410, %3077 : tensor<144xf32>
    %4412 = stablehlo.constant dense<0.1> : tensor<1x1x144x24xf32>
    %4413 = stablehlo.multiply %4039, %4039 : tensor<1x1x144x24xf32>
    %4414 = stablehlo.multiply %4412, %4413 : tensor<1x1x144x24xf32>
    %4415 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %4416 = stablehlo.multiply %4415, %nu.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %4417 = stablehlo.add %4414, %4416 : tensor<1x1x144x24xf32>
    %4418 = stablehlo.constant dense<0.001> : tensor<1x1x144x24xf32>
    %4419 = stablehlo.add %4417, %4418 : tensor<1x1x144x24xf32>
    %4420 = stablehlo.rsqrt %4419 : tensor<1x1x144x24xf32>
    %4421 = stablehlo.multiply %4420, %4039 : tensor<1x1x144x24xf32>
    %4422 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4423 = stablehlo.multiply %3052, %3052 : tensor<24xf32>
    %4424 = stablehlo.multiply %4422, %4423 : tensor<24xf32>
    %4425 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4426 = stablehlo.multiply %4425, %nu.blocks.1.1.bn3.g : tensor<24xf32>
    %4427 = stablehlo.add %4424, %4426 : tensor<24xf32>
    %4428 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4429 = stablehlo.add %4427, %4428 : tensor<24xf32>
    %4430 = stablehlo.rsqrt %4429 : tensor<24xf32>
    %4431 = stablehlo.multiply %4430, %3052 : tensor<24xf32>
    %4432 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %4433 = stablehlo.multiply %3049, %3049 : tensor<24xf32>
    %4434 = stablehlo.multiply %4432, %4433 : tensor<24xf32>
    %4435 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %4436 = stablehlo.multiply %4435, %nu.blocks.1.1.bn3.b : tensor<24xf32>
    %4437 = stablehlo.add %4434, %4436 : tensor<24xf32>
    %4438 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %4439 = stablehlo.add %4437, %4438 : tensor<24xf32>
    %4440 = stablehlo.rsqrt %4439 : tensor<24xf32>
    %4441 = stablehlo.multiply %4440, %3049 : tensor<24xf32>
    %4442 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %4443 = stablehlo.multiply %4042, %4042 : tensor<1x1x24x144xf32>
    %4444 = stablehlo.multiply %4442, %4443 : tensor<1x1x24x144xf32>
    %4445 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %4446 = stablehlo.multiply %4445, %nu.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %4447 = stablehlo.add %4444, %4446 : tensor<1x1x24x144xf32>
    %4448 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %4449 = stablehlo.add %4447, %4448 : tensor<1x1x24x144xf32>
    %4450 = stablehlo.rsqrt %4449 : tensor<1x1x24x144xf32>
    %4451 = stablehlo.multiply %4450, %4042 : tensor<1x1x24x144xf32>
    %4452 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4453 = stablehlo.multiply %3031, %3031 : tensor<144xf32>
    %4454 = stablehlo.multiply %4452, %4453 : tensor<144xf32>
    %4455 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4456 = stablehlo.multiply %4455, %nu.blocks.2.0.bn1.g : tensor<144xf32>
    %4457 = stablehlo.add %4454, %4456 : tensor<144xf32>
    %4458 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4459 = stablehlo.add %4457, %4458 : tensor<144xf32>
    %4460 = stablehlo.rsqrt %4459 : tensor<144xf32>
    %4461 = stablehlo.multiply %4460, %3031 : tensor<144xf32>
    %4462 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4463 = stablehlo.multiply %3028, %3028 : tensor<144xf32>
    %4464 = stablehlo.multiply %4462, %4463 : tensor<144xf32>
    %4465 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4466 = stablehlo.multiply %4465, %nu.blocks.2.0.bn1.b : tensor<144xf32>
    %4467 = stablehlo.add %4464, %4466 : tensor<144xf32>
    %4468 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4469 = stablehlo.add %4467, %4468 : tensor<144xf32>
    %4470 = stablehlo.rsqrt %4469 : tensor<144xf32>
    %4471 = stablehlo.multiply %4470, %3028 : tensor<144xf32>
    %4472 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %4473 = stablehlo.multiply %4045, %4045 : tensor<3x3x1x144xf32>
    %4474 = stablehlo.multiply %4472, %4473 : tensor<3x3x1x144xf32>
    %4475 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %4476 = stablehlo.multiply %4475, %nu.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %4477 = stablehlo.add %4474, %4476 : tensor<3x3x1x144xf32>
    %4478 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %4479 = stablehlo.add %4477, %4478 : tensor<3x3x1x144xf32>
    %4480 = stablehlo.rsqrt %4479 : tensor<3x3x1x144xf32>
    %4481 = stablehlo.multiply %4480, %4045 : tensor<3x3x1x144xf32>
    %4482 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4483 = stablehlo.multiply %3003, %3003 : tensor<144xf32>
    %4484 = stablehlo.multiply %4482, %4483 : tensor<144xf32>
    %4485 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4486 = stablehlo.multiply %4485, %nu.blocks.2.0.bn2.g : tensor<144xf32>
    %4487 = stablehlo.add %4484, %4486 : tensor<144xf32>
    %4488 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4489 = stablehlo.add %4487, %4488 : tensor<144xf32>
    %4490 = stablehlo.rsqrt %4489 : tensor<144xf32>
    %4491 = stablehlo.multiply %4490, %3003 : tensor<144xf32>
    %4492 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %4493 = stablehlo.multiply %3000, %3000 : tensor<144xf32>
    %4494 = stablehlo.multiply %4492, %4493 : tensor<144xf32>
    %4495 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %4496 = stablehlo.multiply %4495, %nu.blocks.2.0.bn2.b : tensor<144xf32>
    %4497 = stablehlo.add %4494, %4496 : tensor<144xf32>
    %4498 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %4499 = stablehlo.add %4497, %4498 : tensor<144xf32>
    %4500 = stablehlo.rsqrt %4499 : tensor<144xf32>
    %4501 = stablehlo.multiply %4500, %3000 : tensor<144xf32>
    %4502 = stablehlo.constant dense<0.1> : tensor<1x1x144x32xf32>
    %4503 = stablehlo.multiply %4048, %4048 : tensor<1x1x144x32xf32>
    %4504 = stablehlo.multiply %4502, %4503 : tensor<1x1x144x32xf32>
    %4505 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %4506 = stablehlo.multiply %4505, %nu.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %4507 = stablehlo.add %4504, %4506 : tensor<1x1x144x32xf32>
    %4508 = stablehlo.constant dense<0.001> : tensor<1x1x144x32xf32>
    %4509 = stablehlo.add %4507, %4508 : tensor<1x1x144x32xf32>
    %4510 = stablehlo.rsqrt %4509 : tensor<1x1x144x32xf32>
    %4511 = stablehlo.multiply %4510, %4048 : tensor<1x1x144x32xf32>
    %4512 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4513 = stablehlo.multiply %2975, %2975 : tensor<32xf32>
    %4514 = stablehlo.multiply %4512, %4513 : tensor<32xf32>
    %4515 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4516 = stablehlo.multiply %4515, %nu.blocks.2.0.bn3.g : tensor<32xf32>
    %4517 = stablehlo.add %4514, %4516 : tensor<32xf32>
    %4518 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4519 = stablehlo.add %4517, %4518 : tensor<32xf32>
    %4520 = stablehlo.rsqrt %4519 : tensor<32xf32>
    %4521 = stablehlo.multiply %4520, %2975 : tensor<32xf32>
    %4522 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4523 = stablehlo.multiply %2972, %2972 : tensor<32xf32>
    %4524 = stablehlo.multiply %4522, %4523 : tensor<32xf32>
    %4525 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4526 = stablehlo.multiply %4525, %nu.blocks.2.0.bn3.b : tensor<32xf32>
    %4527 = stablehlo.add %4524, %4526 : tensor<32xf32>
    %4528 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4529 = stablehlo.add %4527, %4528 : tensor<32xf32>
    %4530 = stablehlo.rsqrt %4529 : tensor<32xf32>
    %4531 = stablehlo.multiply %4530, %2972 : tensor<32xf32>
    %4532 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %4533 = stablehlo.multiply %4051, %4051 : tensor<1x1x32x192xf32>
    %4534 = stablehlo.multiply %4532, %4533 : tensor<1x1x32x192xf32>
    %4535 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %4536 = stablehlo.multiply %4535, %nu.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %4537 = stablehlo.add %4534, %4536 : tensor<1x1x32x192xf32>
    %4538 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %4539 = stablehlo.add %4537, %4538 : tensor<1x1x32x192xf32>
    %4540 = stablehlo.rsqrt %4539 : tensor<1x1x32x192xf32>
    %4541 = stablehlo.multiply %4540, %4051 : tensor<1x1x32x192xf32>
    %4542 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4543 = stablehlo.multiply %2954, %2954 : tensor<192xf32>
    %4544 = stablehlo.multiply %4542, %4543 : tensor<192xf32>
    %4545 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4546 = stablehlo.multiply %4545, %nu.blocks.2.1.bn1.g : tensor<192xf32>
    %4547 = stablehlo.add %4544, %4546 : tensor<192xf32>
    %4548 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4549 = stablehlo.add %4547, %4548 : tensor<192xf32>
    %4550 = stablehlo.rsqrt %4549 : tensor<192xf32>
    %4551 = stablehlo.multiply %4550, %2954 : tensor<192xf32>
    %4552 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4553 = stablehlo.multiply %2951, %2951 : tensor<192xf32>
    %4554 = stablehlo.multiply %4552, %4553 : tensor<192xf32>
    %4555 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4556 = stablehlo.multiply %4555, %nu.blocks.2.1.bn1.b : tensor<192xf32>
    %4557 = stablehlo.add %4554, %4556 : tensor<192xf32>
    %4558 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4559 = stablehlo.add %4557, %4558 : tensor<192xf32>
    %4560 = stablehlo.rsqrt %4559 : tensor<192xf32>
    %4561 = stablehlo.multiply %4560, %2951 : tensor<192xf32>
    %4562 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %4563 = stablehlo.multiply %4054, %4054 : tensor<3x3x1x192xf32>
    %4564 = stablehlo.multiply %4562, %4563 : tensor<3x3x1x192xf32>
    %4565 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %4566 = stablehlo.multiply %4565, %nu.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %4567 = stablehlo.add %4564, %4566 : tensor<3x3x1x192xf32>
    %4568 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %4569 = stablehlo.add %4567, %4568 : tensor<3x3x1x192xf32>
    %4570 = stablehlo.rsqrt %4569 : tensor<3x3x1x192xf32>
    %4571 = stablehlo.multiply %4570, %4054 : tensor<3x3x1x192xf32>
    %4572 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4573 = stablehlo.multiply %2926, %2926 : tensor<192xf32>
    %4574 = stablehlo.multiply %4572, %4573 : tensor<192xf32>
    %4575 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4576 = stablehlo.multiply %4575, %nu.blocks.2.1.bn2.g : tensor<192xf32>
    %4577 = stablehlo.add %4574, %4576 : tensor<192xf32>
    %4578 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4579 = stablehlo.add %4577, %4578 : tensor<192xf32>
    %4580 = stablehlo.rsqrt %4579 : tensor<192xf32>
    %4581 = stablehlo.multiply %4580, %2926 : tensor<192xf32>
    %4582 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4583 = stablehlo.multiply %2923, %2923 : tensor<192xf32>
    %4584 = stablehlo.multiply %4582, %4583 : tensor<192xf32>
    %4585 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4586 = stablehlo.multiply %4585, %nu.blocks.2.1.bn2.b : tensor<192xf32>
    %4587 = stablehlo.add %4584, %4586 : tensor<192xf32>
    %4588 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4589 = stablehlo.add %4587, %4588 : tensor<192xf32>
    %4590 = stablehlo.rsqrt %4589 : tensor<192xf32>
    %4591 = stablehlo.multiply %4590, %2923 : tensor<192xf32>
    %4592 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %4593 = stablehlo.multiply %4057, %4057 : tensor<1x1x192x32xf32>
    %4594 = stablehlo.multiply %4592, %4593 : tensor<1x1x192x32xf32>
    %4595 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %4596 = stablehlo.multiply %4595, %nu.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %4597 = stablehlo.add %4594, %4596 : tensor<1x1x192x32xf32>
    %4598 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %4599 = stablehlo.add %4597, %4598 : tensor<1x1x192x32xf32>
    %4600 = stablehlo.rsqrt %4599 : tensor<1x1x192x32xf32>
    %4601 = stablehlo.multiply %4600, %4057 : tensor<1x1x192x32xf32>
    %4602 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4603 = stablehlo.multiply %2898, %2898 : tensor<32xf32>
    %4604 = stablehlo.multiply %4602, %4603 : tensor<32xf32>
    %4605 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4606 = stablehlo.multiply %4605, %nu.blocks.2.1.bn3.g : tensor<32xf32>
    %4607 = stablehlo.add %4604, %4606 : tensor<32xf32>
    %4608 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4609 = stablehlo.add %4607, %4608 : tensor<32xf32>
    %4610 = stablehlo.rsqrt %4609 : tensor<32xf32>
    %4611 = stablehlo.multiply %4610, %2898 : tensor<32xf32>
    %4612 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4613 = stablehlo.multiply %2895, %2895 : tensor<32xf32>
    %4614 = stablehlo.multiply %4612, %4613 : tensor<32xf32>
    %4615 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4616 = stablehlo.multiply %4615, %nu.blocks.2.1.bn3.b : tensor<32xf32>
    %4617 = stablehlo.add %4614, %4616 : tensor<32xf32>
    %4618 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4619 = stablehlo.add %4617, %4618 : tensor<32xf32>
    %4620 = stablehlo.rsqrt %4619 : tensor<32xf32>
    %4621 = stablehlo.multiply %4620, %2895 : tensor<32xf32>
    %4622 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %4623 = stablehlo.multiply %4060, %4060 : tensor<1x1x32x192xf32>
    %4624 = stablehlo.multiply %4622, %4623 : tensor<1x1x32x192xf32>
    %4625 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %4626 = stablehlo.multiply %4625, %nu.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %4627 = stablehlo.add %4624, %4626 : tensor<1x1x32x192xf32>
    %4628 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %4629 = stablehlo.add %4627, %4628 : tensor<1x1x32x192xf32>
    %4630 = stablehlo.rsqrt %4629 : tensor<1x1x32x192xf32>
    %4631 = stablehlo.multiply %4630, %4060 : tensor<1x1x32x192xf32>
    %4632 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4633 = stablehlo.multiply %2876, %2876 : tensor<192xf32>
    %4634 = stablehlo.multiply %4632, %4633 : tensor<192xf32>
    %4635 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4636 = stablehlo.multiply %4635, %nu.blocks.2.2.bn1.g : tensor<192xf32>
    %4637 = stablehlo.add %4634, %4636 : tensor<192xf32>
    %4638 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4639 = stablehlo.add %4637, %4638 : tensor<192xf32>
    %4640 = stablehlo.rsqrt %4639 : tensor<192xf32>
    %4641 = stablehlo.multiply %4640, %2876 : tensor<192xf32>
    %4642 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4643 = stablehlo.multiply %2873, %2873 : tensor<192xf32>
    %4644 = stablehlo.multiply %4642, %4643 : tensor<192xf32>
    %4645 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4646 = stablehlo.multiply %4645, %nu.blocks.2.2.bn1.b : tensor<192xf32>
    %4647 = stablehlo.add %4644, %4646 : tensor<192xf32>
    %4648 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4649 = stablehlo.add %4647, %4648 : tensor<192xf32>
    %4650 = stablehlo.rsqrt %4649 : tensor<192xf32>
    %4651 = stablehlo.multiply %4650, %2873 : tensor<192xf32>
    %4652 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %4653 = stablehlo.multiply %4063, %4063 : tensor<3x3x1x192xf32>
    %4654 = stablehlo.multiply %4652, %4653 : tensor<3x3x1x192xf32>
    %4655 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %4656 = stablehlo.multiply %4655, %nu.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %4657 = stablehlo.add %4654, %4656 : tensor<3x3x1x192xf32>
    %4658 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %4659 = stablehlo.add %4657, %4658 : tensor<3x3x1x192xf32>
    %4660 = stablehlo.rsqrt %4659 : tensor<3x3x1x192xf32>
    %4661 = stablehlo.multiply %4660, %4063 : tensor<3x3x1x192xf32>
    %4662 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4663 = stablehlo.multiply %2848, %2848 : tensor<192xf32>
    %4664 = stablehlo.multiply %4662, %4663 : tensor<192xf32>
    %4665 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4666 = stablehlo.multiply %4665, %nu.blocks.2.2.bn2.g : tensor<192xf32>
    %4667 = stablehlo.add %4664, %4666 : tensor<192xf32>
    %4668 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4669 = stablehlo.add %4667, %4668 : tensor<192xf32>
    %4670 = stablehlo.rsqrt %4669 : tensor<192xf32>
    %4671 = stablehlo.multiply %4670, %2848 : tensor<192xf32>
    %4672 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4673 = stablehlo.multiply %2845, %2845 : tensor<192xf32>
    %4674 = stablehlo.multiply %4672, %4673 : tensor<192xf32>
    %4675 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4676 = stablehlo.multiply %4675, %nu.blocks.2.2.bn2.b : tensor<192xf32>
    %4677 = stablehlo.add %4674, %4676 : tensor<192xf32>
    %4678 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4679 = stablehlo.add %4677, %4678 : tensor<192xf32>
    %4680 = stablehlo.rsqrt %4679 : tensor<192xf32>
    %4681 = stablehlo.multiply %4680, %2845 : tensor<192xf32>
    %4682 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %4683 = stablehlo.multiply %4066, %4066 : tensor<1x1x192x32xf32>
    %4684 = stablehlo.multiply %4682, %4683 : tensor<1x1x192x32xf32>
    %4685 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %4686 = stablehlo.multiply %4685, %nu.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %4687 = stablehlo.add %4684, %4686 : tensor<1x1x192x32xf32>
    %4688 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %4689 = stablehlo.add %4687, %4688 : tensor<1x1x192x32xf32>
    %4690 = stablehlo.rsqrt %4689 : tensor<1x1x192x32xf32>
    %4691 = stablehlo.multiply %4690, %4066 : tensor<1x1x192x32xf32>
    %4692 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4693 = stablehlo.multiply %2820, %2820 : tensor<32xf32>
    %4694 = stablehlo.multiply %4692, %4693 : tensor<32xf32>
    %4695 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4696 = stablehlo.multiply %4695, %nu.blocks.2.2.bn3.g : tensor<32xf32>
    %4697 = stablehlo.add %4694, %4696 : tensor<32xf32>
    %4698 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4699 = stablehlo.add %4697, %4698 : tensor<32xf32>
    %4700 = stablehlo.rsqrt %4699 : tensor<32xf32>
    %4701 = stablehlo.multiply %4700, %2820 : tensor<32xf32>
    %4702 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4703 = stablehlo.multiply %2817, %2817 : tensor<32xf32>
    %4704 = stablehlo.multiply %4702, %4703 : tensor<32xf32>
    %4705 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4706 = stablehlo.multiply %4705, %nu.blocks.2.2.bn3.b : tensor<32xf32>
    %4707 = stablehlo.add %4704, %4706 : tensor<32xf32>
    %4708 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4709 = stablehlo.add %4707, %4708 : tensor<32xf32>
    %4710 = stablehlo.rsqrt %4709 : tensor<32xf32>
    %4711 = stablehlo.multiply %4710, %2817 : tensor<32xf32>
    %4712 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %4713 = stablehlo.multiply %4069, %4069 : tensor<1x1x32x192xf32>
    %4714 = stablehlo.multiply %4712, %4713 : tensor<1x1x32x192xf32>
    %4715 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %4716 = stablehlo.multiply %4715, %nu.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %4717 = stablehlo.add %4714, %4716 : tensor<1x1x32x192xf32>
    %4718 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %4719 = stablehlo.add %4717, %4718 : tensor<1x1x32x192xf32>
    %4720 = stablehlo.rsqrt %4719 : tensor<1x1x32x192xf32>
    %4721 = stablehlo.multiply %4720, %4069 : tensor<1x1x32x192xf32>
    %4722 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4723 = stablehlo.multiply %2799, %2799 : tensor<192xf32>
    %4724 = stablehlo.multiply %4722, %4723 : tensor<192xf32>
    %4725 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4726 = stablehlo.multiply %4725, %nu.blocks.3.0.bn1.g : tensor<192xf32>
    %4727 = stablehlo.add %4724, %4726 : tensor<192xf32>
    %4728 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4729 = stablehlo.add %4727, %4728 : tensor<192xf32>
    %4730 = stablehlo.rsqrt %4729 : tensor<192xf32>
    %4731 = stablehlo.multiply %4730, %2799 : tensor<192xf32>
    %4732 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4733 = stablehlo.multiply %2796, %2796 : tensor<192xf32>
    %4734 = stablehlo.multiply %4732, %4733 : tensor<192xf32>
    %4735 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4736 = stablehlo.multiply %4735, %nu.blocks.3.0.bn1.b : tensor<192xf32>
    %4737 = stablehlo.add %4734, %4736 : tensor<192xf32>
    %4738 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4739 = stablehlo.add %4737, %4738 : tensor<192xf32>
    %4740 = stablehlo.rsqrt %4739 : tensor<192xf32>
    %4741 = stablehlo.multiply %4740, %2796 : tensor<192xf32>
    %4742 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %4743 = stablehlo.multiply %4072, %4072 : tensor<3x3x1x192xf32>
    %4744 = stablehlo.multiply %4742, %4743 : tensor<3x3x1x192xf32>
    %4745 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %4746 = stablehlo.multiply %4745, %nu.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %4747 = stablehlo.add %4744, %4746 : tensor<3x3x1x192xf32>
    %4748 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %4749 = stablehlo.add %4747, %4748 : tensor<3x3x1x192xf32>
    %4750 = stablehlo.rsqrt %4749 : tensor<3x3x1x192xf32>
    %4751 = stablehlo.multiply %4750, %4072 : tensor<3x3x1x192xf32>
    %4752 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4753 = stablehlo.multiply %2771, %2771 : tensor<192xf32>
    %4754 = stablehlo.multiply %4752, %4753 : tensor<192xf32>
    %4755 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4756 = stablehlo.multiply %4755, %nu.blocks.3.0.bn2.g : tensor<192xf32>
    %4757 = stablehlo.add %4754, %4756 : tensor<192xf32>
    %4758 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4759 = stablehlo.add %4757, %4758 : tensor<192xf32>
    %4760 = stablehlo.rsqrt %4759 : tensor<192xf32>
    %4761 = stablehlo.multiply %4760, %2771 : tensor<192xf32>
    %4762 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4763 = stablehlo.multiply %2768, %2768 : tensor<192xf32>
    %4764 = stablehlo.multiply %4762, %4763 : tensor<192xf32>
    %4765 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4766 = stablehlo.multiply %4765, %nu.blocks.3.0.bn2.b : tensor<192xf32>
    %4767 = stablehlo.add %4764, %4766 : tensor<192xf32>
    %4768 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4769 = stablehlo.add %4767, %4768 : tensor<192xf32>
    %4770 = stablehlo.rsqrt %4769 : tensor<192xf32>
    %4771 = stablehlo.multiply %4770, %2768 : tensor<192xf32>
    %4772 = stablehlo.constant dense<0.1> : tensor<1x1x192x64xf32>
    %4773 = stablehlo.multiply %4075, %4075 : tensor<1x1x192x64xf32>
    %4774 = stablehlo.multiply %4772, %4773 : tensor<1x1x192x64xf32>
    %4775 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %4776 = stablehlo.multiply %4775, %nu.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %4777 = stablehlo.add %4774, %4776 : tensor<1x1x192x64xf32>
    %4778 = stablehlo.constant dense<0.001> : tensor<1x1x192x64xf32>
    %4779 = stablehlo.add %4777, %4778 : tensor<1x1x192x64xf32>
    %4780 = stablehlo.rsqrt %4779 : tensor<1x1x192x64xf32>
    %4781 = stablehlo.multiply %4780, %4075 : tensor<1x1x192x64xf32>
    %4782 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4783 = stablehlo.multiply %2743, %2743 : tensor<64xf32>
    %4784 = stablehlo.multiply %4782, %4783 : tensor<64xf32>
    %4785 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4786 = stablehlo.multiply %4785, %nu.blocks.3.0.bn3.g : tensor<64xf32>
    %4787 = stablehlo.add %4784, %4786 : tensor<64xf32>
    %4788 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4789 = stablehlo.add %4787, %4788 : tensor<64xf32>
    %4790 = stablehlo.rsqrt %4789 : tensor<64xf32>
    %4791 = stablehlo.multiply %4790, %2743 : tensor<64xf32>
    %4792 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4793 = stablehlo.multiply %2740, %2740 : tensor<64xf32>
    %4794 = stablehlo.multiply %4792, %4793 : tensor<64xf32>
    %4795 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4796 = stablehlo.multiply %4795, %nu.blocks.3.0.bn3.b : tensor<64xf32>
    %4797 = stablehlo.add %4794, %4796 : tensor<64xf32>
    %4798 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4799 = stablehlo.add %4797, %4798 : tensor<64xf32>
    %4800 = stablehlo.rsqrt %4799 : tensor<64xf32>
    %4801 = stablehlo.multiply %4800, %2740 : tensor<64xf32>
    %4802 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %4803 = stablehlo.multiply %4078, %4078 : tensor<1x1x64x384xf32>
    %4804 = stablehlo.multiply %4802, %4803 : tensor<1x1x64x384xf32>
    %4805 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %4806 = stablehlo.multiply %4805, %nu.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %4807 = stablehlo.add %4804, %4806 : tensor<1x1x64x384xf32>
    %4808 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %4809 = stablehlo.add %4807, %4808 : tensor<1x1x64x384xf32>
    %4810 = stablehlo.rsqrt %4809 : tensor<1x1x64x384xf32>
    %4811 = stablehlo.multiply %4810, %4078 : tensor<1x1x64x384xf32>
    %4812 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4813 = stablehlo.multiply %2722, %2722 : tensor<384xf32>
    %4814 = stablehlo.multiply %4812, %4813 : tensor<384xf32>
    %4815 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4816 = stablehlo.multiply %4815, %nu.blocks.3.1.bn1.g : tensor<384xf32>
    %4817 = stablehlo.add %4814, %4816 : tensor<384xf32>
    %4818 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4819 = stablehlo.add %4817, %4818 : tensor<384xf32>
    %4820 = stablehlo.rsqrt %4819 : tensor<384xf32>
    %4821 = stablehlo.multiply %4820, %2722 : tensor<384xf32>
    %4822 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4823 = stablehlo.multiply %2719, %2719 : tensor<384xf32>
    %4824 = stablehlo.multiply %4822, %4823 : tensor<384xf32>
    %4825 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4826 = stablehlo.multiply %4825, %nu.blocks.3.1.bn1.b : tensor<384xf32>
    %4827 = stablehlo.add %4824, %4826 : tensor<384xf32>
    %4828 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4829 = stablehlo.add %4827, %4828 : tensor<384xf32>
    %4830 = stablehlo.rsqrt %4829 : tensor<384xf32>
    %4831 = stablehlo.multiply %4830, %2719 : tensor<384xf32>
    %4832 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %4833 = stablehlo.multiply %4081, %4081 : tensor<3x3x1x384xf32>
    %4834 = stablehlo.multiply %4832, %4833 : tensor<3x3x1x384xf32>
    %4835 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %4836 = stablehlo.multiply %4835, %nu.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %4837 = stablehlo.add %4834, %4836 : tensor<3x3x1x384xf32>
    %4838 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %4839 = stablehlo.add %4837, %4838 : tensor<3x3x1x384xf32>
    %4840 = stablehlo.rsqrt %4839 : tensor<3x3x1x384xf32>
    %4841 = stablehlo.multiply %4840, %4081 : tensor<3x3x1x384xf32>
    %4842 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4843 = stablehlo.multiply %2694, %2694 : tensor<384xf32>
    %4844 = stablehlo.multiply %4842, %4843 : tensor<384xf32>
    %4845 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4846 = stablehlo.multiply %4845, %nu.blocks.3.1.bn2.g : tensor<384xf32>
    %4847 = stablehlo.add %4844, %4846 : tensor<384xf32>
    %4848 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4849 = stablehlo.add %4847, %4848 : tensor<384xf32>
    %4850 = stablehlo.rsqrt %4849 : tensor<384xf32>
    %4851 = stablehlo.multiply %4850, %2694 : tensor<384xf32>
    %4852 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4853 = stablehlo.multiply %2691, %2691 : tensor<384xf32>
    %4854 = stablehlo.multiply %4852, %4853 : tensor<384xf32>
    %4855 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4856 = stablehlo.multiply %4855, %nu.blocks.3.1.bn2.b : tensor<384xf32>
    %4857 = stablehlo.add %4854, %4856 : tensor<384xf32>
    %4858 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4859 = stablehlo.add %4857, %4858 : tensor<384xf32>
    %4860 = stablehlo.rsqrt %4859 : tensor<384xf32>
    %4861 = stablehlo.multiply %4860, %2691 : tensor<384xf32>
    %4862 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %4863 = stablehlo.multiply %4084, %4084 : tensor<1x1x384x64xf32>
    %4864 = stablehlo.multiply %4862, %4863 : tensor<1x1x384x64xf32>
    %4865 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %4866 = stablehlo.multiply %4865, %nu.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %4867 = stablehlo.add %4864, %4866 : tensor<1x1x384x64xf32>
    %4868 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %4869 = stablehlo.add %4867, %4868 : tensor<1x1x384x64xf32>
    %4870 = stablehlo.rsqrt %4869 : tensor<1x1x384x64xf32>
    %4871 = stablehlo.multiply %4870, %4084 : tensor<1x1x384x64xf32>
    %4872 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4873 = stablehlo.multiply %2666, %2666 : tensor<64xf32>
    %4874 = stablehlo.multiply %4872, %4873 : tensor<64xf32>
    %4875 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4876 = stablehlo.multiply %4875, %nu.blocks.3.1.bn3.g : tensor<64xf32>
    %4877 = stablehlo.add %4874, %4876 : tensor<64xf32>
    %4878 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4879 = stablehlo.add %4877, %4878 : tensor<64xf32>
    %4880 = stablehlo.rsqrt %4879 : tensor<64xf32>
    %4881 = stablehlo.multiply %4880, %2666 : tensor<64xf32>
    %4882 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4883 = stablehlo.multiply %2663, %2663 : tensor<64xf32>
    %4884 = stablehlo.multiply %4882, %4883 : tensor<64xf32>
    %4885 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4886 = stablehlo.multiply %4885, %nu.blocks.3.1.bn3.b : tensor<64xf32>
    %4887 = stablehlo.add %4884, %4886 : tensor<64xf32>
    %4888 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4889 = stablehlo.add %4887, %4888 : tensor<64xf32>
    %4890 = stablehlo.rsqrt %4889 : tensor<64xf32>
    %4891 = stablehlo.multiply %4890, %2663 : tensor<64xf32>
    %4892 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %4893 = stablehlo.multiply %4087, %4087 : tensor<1x1x64x384xf32>
    %4894 = stablehlo.multiply %4892, %4893 : tensor<1x1x64x384xf32>
    %4895 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %4896 = stablehlo.multiply %4895, %nu.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %4897 = stablehlo.add %4894, %4896 : tensor<1x1x64x384xf32>
    %4898 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %4899 = stablehlo.add %4897, %4898 : tensor<1x1x64x384xf32>
    %4900 = stablehlo.rsqrt %4899 : tensor<1x1x64x384xf32>
    %4901 = stablehlo.multiply %4900, %4087 : tensor<1x1x64x384xf32>
    %4902 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4903 = stablehlo.multiply %2644, %2644 : tensor<384xf32>
    %4904 = stablehlo.multiply %4902, %4903 : tensor<384xf32>
    %4905 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4906 = stablehlo.multiply %4905, %nu.blocks.3.2.bn1.g : tensor<384xf32>
    %4907 = stablehlo.add %4904, %4906 : tensor<384xf32>
    %4908 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4909 = stablehlo.add %4907, %4908 : tensor<384xf32>
    %4910 = stablehlo.rsqrt %4909 : tensor<384xf32>
    %4911 = stablehlo.multiply %4910, %2644 : tensor<384xf32>
    %4912 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4913 = stablehlo.multiply %2641, %2641 : tensor<384xf32>
    %4914 = stablehlo.multiply %4912, %4913 : tensor<384xf32>
    %4915 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4916 = stablehlo.multiply %4915, %nu.blocks.3.2.bn1.b : tensor<384xf32>
    %4917 = stablehlo.add %4914, %4916 : tensor<384xf32>
    %4918 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4919 = stablehlo.add %4917, %4918 : tensor<384xf32>
    %4920 = stablehlo.rsqrt %4919 : tensor<384xf32>
    %4921 = stablehlo.multiply %4920, %2641 : tensor<384xf32>
    %4922 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %4923 = stablehlo.multiply %4090, %4090 : tensor<3x3x1x384xf32>
    %4924 = stablehlo.multiply %4922, %4923 : tensor<3x3x1x384xf32>
    %4925 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %4926 = stablehlo.multiply %4925, %nu.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %4927 = stablehlo.add %4924, %4926 : tensor<3x3x1x384xf32>
    %4928 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %4929 = stablehlo.add %4927, %4928 : tensor<3x3x1x384xf32>
    %4930 = stablehlo.rsqrt %4929 : tensor<3x3x1x384xf32>
    %4931 = stablehlo.multiply %4930, %4090 : tensor<3x3x1x384xf32>
    %4932 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4933 = stablehlo.multiply %2616, %2616 : tensor<384xf32>
    %4934 = stablehlo.multiply %4932, %4933 : tensor<384xf32>
    %4935 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4936 = stablehlo.multiply %4935, %nu.blocks.3.2.bn2.g : tensor<384xf32>
    %4937 = stablehlo.add %4934, %4936 : tensor<384xf32>
    %4938 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4939 = stablehlo.add %4937, %4938 : tensor<384xf32>
    %4940 = stablehlo.rsqrt %4939 : tensor<384xf32>
    %4941 = stablehlo.multiply %4940, %2616 : tensor<384xf32>
    %4942 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4943 = stablehlo.multiply %2613, %2613 : tensor<384xf32>
    %4944 = stablehlo.multiply %4942, %4943 : tensor<384xf32>
    %4945 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4946 = stablehlo.multiply %4945, %nu.blocks.3.2.bn2.b : tensor<384xf32>
    %4947 = stablehlo.add %4944, %4946 : tensor<384xf32>
    %4948 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4949 = stablehlo.add %4947, %4948 : tensor<384xf32>
    %4950 = stablehlo.rsqrt %4949 : tensor<384xf32>
    %4951 = stablehlo.multiply %4950, %2613 : tensor<384xf32>
    %4952 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %4953 = stablehlo.multiply %4093, %4093 : tensor<1x1x384x64xf32>
    %4954 = stablehlo.multiply %4952, %4953 : tensor<1x1x384x64xf32>
    %4955 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %4956 = stablehlo.multiply %4955, %nu.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %4957 = stablehlo.add %4954, %4956 : tensor<1x1x384x64xf32>
    %4958 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %4959 = stablehlo.add %4957, %4958 : tensor<1x1x384x64xf32>
    %4960 = stablehlo.rsqrt %4959 : tensor<1x1x384x64xf32>
    %4961 = stablehlo.multiply %4960, %4093 : tensor<1x1x384x64xf32>
    %4962 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4963 = stablehlo.multiply %2588, %2588 : tensor<64xf32>
    %4964 = stablehlo.multiply %4962, %4963 : tensor<64xf32>
    %4965 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4966 = stablehlo.multiply %4965, %nu.blocks.3.2.bn3.g : tensor<64xf32>
    %4967 = stablehlo.add %4964, %4966 : tensor<64xf32>
    %4968 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4969 = stablehlo.add %4967, %4968 : tensor<64xf32>
    %4970 = stablehlo.rsqrt %4969 : tensor<64xf32>
    %4971 = stablehlo.multiply %4970, %2588 : tensor<64xf32>
    %4972 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4973 = stablehlo.multiply %2585, %2585 : tensor<64xf32>
    %4974 = stablehlo.multiply %4972, %4973 : tensor<64xf32>
    %4975 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4976 = stablehlo.multiply %4975, %nu.blocks.3.2.bn3.b : tensor<64xf32>
    %4977 = stablehlo.add %4974, %4976 : tensor<64xf32>
    %4978 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4979 = stablehlo.add %4977, %4978 : tensor<64xf32>
    %4980 = stablehlo.rsqrt %4979 : tensor<64xf32>
    %4981 = stablehlo.multiply %4980, %2585 : tensor<64xf32>
    %4982 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %4983 = stablehlo.multiply %4096, %4096 : tensor<1x1x64x384xf32>
    %4984 = stablehlo.multiply %4982, %4983 : tensor<1x1x64x384xf32>
    %4985 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %4986 = stablehlo.multiply %4985, %nu.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %4987 = stablehlo.add %4984, %4986 : tensor<1x1x64x384xf32>
    %4988 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %4989 = stablehlo.add %4987, %4988 : tensor<1x1x64x384xf32>
    %4990 = stablehlo.rsqrt %4989 : tensor<1x1x64x384xf32>
    %4991 = stablehlo.multiply %4990, %4096 : tensor<1x1x64x384xf32>
    %4992 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4993 = stablehlo.multiply %2566, %2566 : tensor<384xf32>
    %4994 = stablehlo.multiply %4992, %4993 : tensor<384xf32>
    %4995 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4996 = stablehlo.multiply %4995, %nu.blocks.3.3.bn1.g : tensor<384xf32>
    %4997 = stablehlo.add %4994, %4996 : tensor<384xf32>
    %4998 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4999 = stablehlo.add %4997, %4998 : tensor<384xf32>
    %5000 = stablehlo.rsqrt %4999 : tensor<384xf32>
    %5001 = stablehlo.multiply %5000, %2566 : tensor<384xf32>
    %5002 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5003 = stablehlo.multiply %2563, %2563 : tensor<384xf32>
    %5004 = stablehlo.multiply %5002, %5003 : tensor<384xf32>
    %5005 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5006 = stablehlo.multiply %5005, %nu.blocks.3.3.bn1.b : tensor<384xf32>
    %5007 = stablehlo.add %5004, %5006 : tensor<384xf32>
    %5008 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5009 = stablehlo.add %5007, %5008 : tensor<384xf32>
    %5010 = stablehlo.rsqrt %5009 : tensor<384xf32>
    %5011 = stablehlo.multiply %5010, %2563 : tensor<384xf32>
    %5012 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5013 = stablehlo.multiply %4099, %4099 : tensor<3x3x1x384xf32>
    %5014 = stablehlo.multiply %5012, %5013 : tensor<3x3x1x384xf32>
    %5015 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5016 = stablehlo.multiply %5015, %nu.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %5017 = stablehlo.add %5014, %5016 : tensor<3x3x1x384xf32>
    %5018 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5019 = stablehlo.add %5017, %5018 : tensor<3x3x1x384xf32>
    %5020 = stablehlo.rsqrt %5019 : tensor<3x3x1x384xf32>
    %5021 = stablehlo.multiply %5020, %4099 : tensor<3x3x1x384xf32>
    %5022 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5023 = stablehlo.multiply %2538, %2538 : tensor<384xf32>
    %5024 = stablehlo.multiply %5022, %5023 : tensor<384xf32>
    %5025 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5026 = stablehlo.multiply %5025, %nu.blocks.3.3.bn2.g : tensor<384xf32>
    %5027 = stablehlo.add %5024, %5026 : tensor<384xf32>
    %5028 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5029 = stablehlo.add %5027, %5028 : tensor<384xf32>
    %5030 = stablehlo.rsqrt %5029 : tensor<384xf32>
    %5031 = stablehlo.multiply %5030, %2538 : tensor<384xf32>
    %5032 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5033 = stablehlo.multiply %2535, %2535 : tensor<384xf32>
    %5034 = stablehlo.multiply %5032, %5033 : tensor<384xf32>
    %5035 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5036 = stablehlo.multiply %5035, %nu.blocks.3.3.bn2.b : tensor<384xf32>
    %5037 = stablehlo.add %5034, %5036 : tensor<384xf32>
    %5038 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5039 = stablehlo.add %5037, %5038 : tensor<384xf32>
    %5040 = stablehlo.rsqrt %5039 : tensor<384xf32>
    %5041 = stablehlo.multiply %5040, %2535 : tensor<384xf32>
    %5042 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5043 = stablehlo.multiply %4102, %4102 : tensor<1x1x384x64xf32>
    %5044 = stablehlo.multiply %5042, %5043 : tensor<1x1x384x64xf32>
    %5045 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5046 = stablehlo.multiply %5045, %nu.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %5047 = stablehlo.add %5044, %5046 : tensor<1x1x384x64xf32>
    %5048 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5049 = stablehlo.add %5047, %5048 : tensor<1x1x384x64xf32>
    %5050 = stablehlo.rsqrt %5049 : tensor<1x1x384x64xf32>
    %5051 = stablehlo.multiply %5050, %4102 : tensor<1x1x384x64xf32>
    %5052 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5053 = stablehlo.multiply %2510, %2510 : tensor<64xf32>
    %5054 = stablehlo.multiply %5052, %5053 : tensor<64xf32>
    %5055 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5056 = stablehlo.multiply %5055, %nu.blocks.3.3.bn3.g : tensor<64xf32>
    %5057 = stablehlo.add %5054, %5056 : tensor<64xf32>
    %5058 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5059 = stablehlo.add %5057, %5058 : tensor<64xf32>
    %5060 = stablehlo.rsqrt %5059 : tensor<64xf32>
    %5061 = stablehlo.multiply %5060, %2510 : tensor<64xf32>
    %5062 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5063 = stablehlo.multiply %2507, %2507 : tensor<64xf32>
    %5064 = stablehlo.multiply %5062, %5063 : tensor<64xf32>
    %5065 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5066 = stablehlo.multiply %5065, %nu.blocks.3.3.bn3.b : tensor<64xf32>
    %5067 = stablehlo.add %5064, %5066 : tensor<64xf32>
    %5068 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5069 = stablehlo.add %5067, %5068 : tensor<64xf32>
    %5070 = stablehlo.rsqrt %5069 : tensor<64xf32>
    %5071 = stablehlo.multiply %5070, %2507 : tensor<64xf32>
    %5072 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5073 = stablehlo.multiply %4105, %4105 : tensor<1x1x64x384xf32>
    %5074 = stablehlo.multiply %5072, %5073 : tensor<1x1x64x384xf32>
    %5075 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5076 = stablehlo.multiply %5075, %nu.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %5077 = stablehlo.add %5074, %5076 : tensor<1x1x64x384xf32>
    %5078 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5079 = stablehlo.add %5077, %5078 : tensor<1x1x64x384xf32>
    %5080 = stablehlo.rsqrt %5079 : tensor<1x1x64x384xf32>
    %5081 = stablehlo.multiply %5080, %4105 : tensor<1x1x64x384xf32>
    %5082 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5083 = stablehlo.multiply %2489, %2489 : tensor<384xf32>
    %5084 = stablehlo.multiply %5082, %5083 : tensor<384xf32>
    %5085 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5086 = stablehlo.multiply %5085, %nu.blocks.4.0.bn1.g : tensor<384xf32>
    %5087 = stablehlo.add %5084, %5086 : tensor<384xf32>
    %5088 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5089 = stablehlo.add %5087, %5088 : tensor<384xf32>
    %5090 = stablehlo.rsqrt %5089 : tensor<384xf32>
    %5091 = stablehlo.multiply %5090, %2489 : tensor<384xf32>
    %5092 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5093 = stablehlo.multiply %2486, %2486 : tensor<384xf32>
    %5094 = stablehlo.multiply %5092, %5093 : tensor<384xf32>
    %5095 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5096 = stablehlo.multiply %5095, %nu.blocks.4.0.bn1.b : tensor<384xf32>
    %5097 = stablehlo.add %5094, %5096 : tensor<384xf32>
    %5098 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5099 = stablehlo.add %5097, %5098 : tensor<384xf32>
    %5100 = stablehlo.rsqrt %5099 : tensor<384xf32>
    %5101 = stablehlo.multiply %5100, %2486 : tensor<384xf32>
    %5102 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5103 = stablehlo.multiply %4108, %4108 : tensor<3x3x1x384xf32>
    %5104 = stablehlo.multiply %5102, %5103 : tensor<3x3x1x384xf32>
    %5105 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5106 = stablehlo.multiply %5105, %nu.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %5107 = stablehlo.add %5104, %5106 : tensor<3x3x1x384xf32>
    %5108 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5109 = stablehlo.add %5107, %5108 : tensor<3x3x1x384xf32>
    %5110 = stablehlo.rsqrt %5109 : tensor<3x3x1x384xf32>
    %5111 = stablehlo.multiply %5110, %4108 : tensor<3x3x1x384xf32>
    %5112 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5113 = stablehlo.multiply %2461, %2461 : tensor<384xf32>
    %5114 = stablehlo.multiply %5112, %5113 : tensor<384xf32>
    %5115 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5116 = stablehlo.multiply %5115, %nu.blocks.4.0.bn2.g : tensor<384xf32>
    %5117 = stablehlo.add %5114, %5116 : tensor<384xf32>
    %5118 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5119 = stablehlo.add %5117, %5118 : tensor<384xf32>
    %5120 = stablehlo.rsqrt %5119 : tensor<384xf32>
    %5121 = stablehlo.multiply %5120, %2461 : tensor<384xf32>
    %5122 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5123 = stablehlo.multiply %2458, %2458 : tensor<384xf32>
    %5124 = stablehlo.multiply %5122, %5123 : tensor<384xf32>
    %5125 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5126 = stablehlo.multiply %5125, %nu.blocks.4.0.bn2.b : tensor<384xf32>
    %5127 = stablehlo.add %5124, %5126 : tensor<384xf32>
    %5128 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5129 = stablehlo.add %5127, %5128 : tensor<384xf32>
    %5130 = stablehlo.rsqrt %5129 : tensor<384xf32>
    %5131 = stablehlo.multiply %5130, %2458 : tensor<384xf32>
    %5132 = stablehlo.constant dense<0.1> : tensor<1x1x384x96xf32>
    %5133 = stablehlo.multiply %4111, %4111 : tensor<1x1x384x96xf32>
    %5134 = stablehlo.multiply %5132, %5133 : tensor<1x1x384x96xf32>
    %5135 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %5136 = stablehlo.multiply %5135, %nu.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %5137 = stablehlo.add %5134, %5136 : tensor<1x1x384x96xf32>
    %5138 = stablehlo.constant dense<0.001> : tensor<1x1x384x96xf32>
    %5139 = stablehlo.add %5137, %5138 : tensor<1x1x384x96xf32>
    %5140 = stablehlo.rsqrt %5139 : tensor<1x1x384x96xf32>
    %5141 = stablehlo.multiply %5140, %4111 : tensor<1x1x384x96xf32>
    %5142 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5143 = stablehlo.multiply %2433, %2433 : tensor<96xf32>
    %5144 = stablehlo.multiply %5142, %5143 : tensor<96xf32>
    %5145 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5146 = stablehlo.multiply %5145, %nu.blocks.4.0.bn3.g : tensor<96xf32>
    %5147 = stablehlo.add %5144, %5146 : tensor<96xf32>
    %5148 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5149 = stablehlo.add %5147, %5148 : tensor<96xf32>
    %5150 = stablehlo.rsqrt %5149 : tensor<96xf32>
    %5151 = stablehlo.multiply %5150, %2433 : tensor<96xf32>
    %5152 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5153 = stablehlo.multiply %2430, %2430 : tensor<96xf32>
    %5154 = stablehlo.multiply %5152, %5153 : tensor<96xf32>
    %5155 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5156 = stablehlo.multiply %5155, %nu.blocks.4.0.bn3.b : tensor<96xf32>
    %5157 = stablehlo.add %5154, %5156 : tensor<96xf32>
    %5158 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5159 = stablehlo.add %5157, %5158 : tensor<96xf32>
    %5160 = stablehlo.rsqrt %5159 : tensor<96xf32>
    %5161 = stablehlo.multiply %5160, %2430 : tensor<96xf32>
    %5162 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5163 = stablehlo.multiply %4114, %4114 : tensor<1x1x96x576xf32>
    %5164 = stablehlo.multiply %5162, %5163 : tensor<1x1x96x576xf32>
    %5165 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5166 = stablehlo.multiply %5165, %nu.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %5167 = stablehlo.add %5164, %5166 : tensor<1x1x96x576xf32>
    %5168 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5169 = stablehlo.add %5167, %5168 : tensor<1x1x96x576xf32>
    %5170 = stablehlo.rsqrt %5169 : tensor<1x1x96x576xf32>
    %5171 = stablehlo.multiply %5170, %4114 : tensor<1x1x96x576xf32>
    %5172 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5173 = stablehlo.multiply %2412, %2412 : tensor<576xf32>
    %5174 = stablehlo.multiply %5172, %5173 : tensor<576xf32>
    %5175 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5176 = stablehlo.multiply %5175, %nu.blocks.4.1.bn1.g : tensor<576xf32>
    %5177 = stablehlo.add %5174, %5176 : tensor<576xf32>
    %5178 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5179 = stablehlo.add %5177, %5178 : tensor<576xf32>
    %5180 = stablehlo.rsqrt %5179 : tensor<576xf32>
    %5181 = stablehlo.multiply %5180, %2412 : tensor<576xf32>
    %5182 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5183 = stablehlo.multiply %2409, %2409 : tensor<576xf32>
    %5184 = stablehlo.multiply %5182, %5183 : tensor<576xf32>
    %5185 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5186 = stablehlo.multiply %5185, %nu.blocks.4.1.bn1.b : tensor<576xf32>
    %5187 = stablehlo.add %5184, %5186 : tensor<576xf32>
    %5188 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5189 = stablehlo.add %5187, %5188 : tensor<576xf32>
    %5190 = stablehlo.rsqrt %5189 : tensor<576xf32>
    %5191 = stablehlo.multiply %5190, %2409 : tensor<576xf32>
    %5192 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5193 = stablehlo.multiply %4117, %4117 : tensor<3x3x1x576xf32>
    %5194 = stablehlo.multiply %5192, %5193 : tensor<3x3x1x576xf32>
    %5195 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5196 = stablehlo.multiply %5195, %nu.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %5197 = stablehlo.add %5194, %5196 : tensor<3x3x1x576xf32>
    %5198 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5199 = stablehlo.add %5197, %5198 : tensor<3x3x1x576xf32>
    %5200 = stablehlo.rsqrt %5199 : tensor<3x3x1x576xf32>
    %5201 = stablehlo.multiply %5200, %4117 : tensor<3x3x1x576xf32>
    %5202 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5203 = stablehlo.multiply %2384, %2384 : tensor<576xf32>
    %5204 = stablehlo.multiply %5202, %5203 : tensor<576xf32>
    %5205 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5206 = stablehlo.multiply %5205, %nu.blocks.4.1.bn2.g : tensor<576xf32>
    %5207 = stablehlo.add %5204, %5206 : tensor<576xf32>
    %5208 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5209 = stablehlo.add %5207, %5208 : tensor<576xf32>
    %5210 = stablehlo.rsqrt %5209 : tensor<576xf32>
    %5211 = stablehlo.multiply %5210, %2384 : tensor<576xf32>
    %5212 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5213 = stablehlo.multiply %2381, %2381 : tensor<576xf32>
    %5214 = stablehlo.multiply %5212, %5213 : tensor<576xf32>
    %5215 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5216 = stablehlo.multiply %5215, %nu.blocks.4.1.bn2.b : tensor<576xf32>
    %5217 = stablehlo.add %5214, %5216 : tensor<576xf32>
    %5218 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5219 = stablehlo.add %5217, %5218 : tensor<576xf32>
    %5220 = stablehlo.rsqrt %5219 : tensor<576xf32>
    %5221 = stablehlo.multiply %5220, %2381 : tensor<576xf32>
    %5222 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %5223 = stablehlo.multiply %4120, %4120 : tensor<1x1x576x96xf32>
    %5224 = stablehlo.multiply %5222, %5223 : tensor<1x1x576x96xf32>
    %5225 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %5226 = stablehlo.multiply %5225, %nu.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %5227 = stablehlo.add %5224, %5226 : tensor<1x1x576x96xf32>
    %5228 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %5229 = stablehlo.add %5227, %5228 : tensor<1x1x576x96xf32>
    %5230 = stablehlo.rsqrt %5229 : tensor<1x1x576x96xf32>
    %5231 = stablehlo.multiply %5230, %4120 : tensor<1x1x576x96xf32>
    %5232 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5233 = stablehlo.multiply %2356, %2356 : tensor<96xf32>
    %5234 = stablehlo.multiply %5232, %5233 : tensor<96xf32>
    %5235 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5236 = stablehlo.multiply %5235, %nu.blocks.4.1.bn3.g : tensor<96xf32>
    %5237 = stablehlo.add %5234, %5236 : tensor<96xf32>
    %5238 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5239 = stablehlo.add %5237, %5238 : tensor<96xf32>
    %5240 = stablehlo.rsqrt %5239 : tensor<96xf32>
    %5241 = stablehlo.multiply %5240, %2356 : tensor<96xf32>
    %5242 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5243 = stablehlo.multiply %2353, %2353 : tensor<96xf32>
    %5244 = stablehlo.multiply %5242, %5243 : tensor<96xf32>
    %5245 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5246 = stablehlo.multiply %5245, %nu.blocks.4.1.bn3.b : tensor<96xf32>
    %5247 = stablehlo.add %5244, %5246 : tensor<96xf32>
    %5248 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5249 = stablehlo.add %5247, %5248 : tensor<96xf32>
    %5250 = stablehlo.rsqrt %5249 : tensor<96xf32>
    %5251 = stablehlo.multiply %5250, %2353 : tensor<96xf32>
    %5252 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5253 = stablehlo.multiply %4123, %4123 : tensor<1x1x96x576xf32>
    %5254 = stablehlo.multiply %5252, %5253 : tensor<1x1x96x576xf32>
    %5255 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5256 = stablehlo.multiply %5255, %nu.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %5257 = stablehlo.add %5254, %5256 : tensor<1x1x96x576xf32>
    %5258 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5259 = stablehlo.add %5257, %5258 : tensor<1x1x96x576xf32>
    %5260 = stablehlo.rsqrt %5259 : tensor<1x1x96x576xf32>
    %5261 = stablehlo.multiply %5260, %4123 : tensor<1x1x96x576xf32>
    %5262 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5263 = stablehlo.multiply %2334, %2334 : tensor<576xf32>
    %5264 = stablehlo.multiply %5262, %5263 : tensor<576xf32>
    %5265 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5266 = stablehlo.multiply %5265, %nu.blocks.4.2.bn1.g : tensor<576xf32>
    %5267 = stablehlo.add %5264, %5266 : tensor<576xf32>
    %5268 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5269 = stablehlo.add %5267, %5268 : tensor<576xf32>
    %5270 = stablehlo.rsqrt %5269 : tensor<576xf32>
    %5271 = stablehlo.multiply %5270, %2334 : tensor<576xf32>
    %5272 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5273 = stablehlo.multiply %2331, %2331 : tensor<576xf32>
    %5274 = stablehlo.multiply %5272, %5273 : tensor<576xf32>
    %5275 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5276 = stablehlo.multiply %5275, %nu.blocks.4.2.bn1.b : tensor<576xf32>
    %5277 = stablehlo.add %5274, %5276 : tensor<576xf32>
    %5278 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5279 = stablehlo.add %5277, %5278 : tensor<576xf32>
    %5280 = stablehlo.rsqrt %5279 : tensor<576xf32>
    %5281 = stablehlo.multiply %5280, %2331 : tensor<576xf32>
    %5282 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5283 = stablehlo.multiply %4126, %4126 : tensor<3x3x1x576xf32>
    %5284 = stablehlo.multiply %5282, %5283 : tensor<3x3x1x576xf32>
    %5285 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5286 = stablehlo.multiply %5285, %nu.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %5287 = stablehlo.add %5284, %5286 : tensor<3x3x1x576xf32>
    %5288 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5289 = stablehlo.add %5287, %5288 : tensor<3x3x1x576xf32>
    %5290 = stablehlo.rsqrt %5289 : tensor<3x3x1x576xf32>
    %5291 = stablehlo.multiply %5290, %4126 : tensor<3x3x1x576xf32>
    %5292 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5293 = stablehlo.multiply %2306, %2306 : tensor<576xf32>
    %5294 = stablehlo.multiply %5292, %5293 : tensor<576xf32>
    %5295 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5296 = stablehlo.multiply %5295, %nu.blocks.4.2.bn2.g : tensor<576xf32>
    %5297 = stablehlo.add %5294, %5296 : tensor<576xf32>
    %5298 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5299 = stablehlo.add %5297, %5298 : tensor<576xf32>
    %5300 = stablehlo.rsqrt %5299 : tensor<576xf32>
    %5301 = stablehlo.multiply %5300, %2306 : tensor<576xf32>
    %5302 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5303 = stablehlo.multiply %2303, %2303 : tensor<576xf32>
    %5304 = stablehlo.multiply %5302, %5303 : tensor<576xf32>
    %5305 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5306 = stablehlo.multiply %5305, %nu.blocks.4.2.bn2.b : tensor<576xf32>
    %5307 = stablehlo.add %5304, %5306 : tensor<576xf32>
    %5308 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5309 = stablehlo.add %5307, %5308 : tensor<576xf32>
    %5310 = stablehlo.rsqrt %5309 : tensor<576xf32>
    %5311 = stablehlo.multiply %5310, %2303 : tensor<576xf32>
    %5312 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %5313 = stablehlo.multiply %4129, %4129 : tensor<1x1x576x96xf32>
    %5314 = stablehlo.multiply %5312, %5313 : tensor<1x1x576x96xf32>
    %5315 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %5316 = stablehlo.multiply %5315, %nu.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %5317 = stablehlo.add %5314, %5316 : tensor<1x1x576x96xf32>
    %5318 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %5319 = stablehlo.add %5317, %5318 : tensor<1x1x576x96xf32>
    %5320 = stablehlo.rsqrt %5319 : tensor<1x1x576x96xf32>
    %5321 = stablehlo.multiply %5320, %4129 : tensor<1x1x576x96xf32>
    %5322 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5323 = stablehlo.multiply %2278, %2278 : tensor<96xf32>
    %5324 = stablehlo.multiply %5322, %5323 : tensor<96xf32>
    %5325 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5326 = stablehlo.multiply %5325, %nu.blocks.4.2.bn3.g : tensor<96xf32>
    %5327 = stablehlo.add %5324, %5326 : tensor<96xf32>
    %5328 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5329 = stablehlo.add %5327, %5328 : tensor<96xf32>
    %5330 = stablehlo.rsqrt %5329 : tensor<96xf32>
    %5331 = stablehlo.multiply %5330, %2278 : tensor<96xf32>
    %5332 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5333 = stablehlo.multiply %2275, %2275 : tensor<96xf32>
    %5334 = stablehlo.multiply %5332, %5333 : tensor<96xf32>
    %5335 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5336 = stablehlo.multiply %5335, %nu.blocks.4.2.bn3.b : tensor<96xf32>
    %5337 = stablehlo.add %5334, %5336 : tensor<96xf32>
    %5338 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5339 = stablehlo.add %5337, %5338 : tensor<96xf32>
    %5340 = stablehlo.rsqrt %5339 : tensor<96xf32>
    %5341 = stablehlo.multiply %5340, %2275 : tensor<96xf32>
    %5342 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5343 = stablehlo.multiply %4132, %4132 : tensor<1x1x96x576xf32>
    %5344 = stablehlo.multiply %5342, %5343 : tensor<1x1x96x576xf32>
    %5345 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5346 = stablehlo.multiply %5345, %nu.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %5347 = stablehlo.add %5344, %5346 : tensor<1x1x96x576xf32>
    %5348 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5349 = stablehlo.add %5347, %5348 : tensor<1x1x96x576xf32>
    %5350 = stablehlo.rsqrt %5349 : tensor<1x1x96x576xf32>
    %5351 = stablehlo.multiply %5350, %4132 : tensor<1x1x96x576xf32>
    %5352 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5353 = stablehlo.multiply %2257, %2257 : tensor<576xf32>
    %5354 = stablehlo.multiply %5352, %5353 : tensor<576xf32>
    %5355 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5356 = stablehlo.multiply %5355, %nu.blocks.5.0.bn1.g : tensor<576xf32>
    %5357 = stablehlo.add %5354, %5356 : tensor<576xf32>
    %5358 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5359 = stablehlo.add %5357, %5358 : tensor<576xf32>
    %5360 = stablehlo.rsqrt %5359 : tensor<576xf32>
    %5361 = stablehlo.multiply %5360, %2257 : tensor<576xf32>
    %5362 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5363 = stablehlo.multiply %2254, %2254 : tensor<576xf32>
    %5364 = stablehlo.multiply %5362, %5363 : tensor<576xf32>
    %5365 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5366 = stablehlo.multiply %5365, %nu.blocks.5.0.bn1.b : tensor<576xf32>
    %5367 = stablehlo.add %5364, %5366 : tensor<576xf32>
    %5368 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5369 = stablehlo.add %5367, %5368 : tensor<576xf32>
    %5370 = stablehlo.rsqrt %5369 : tensor<576xf32>
    %5371 = stablehlo.multiply %5370, %2254 : tensor<576xf32>
    %5372 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5373 = stablehlo.multiply %4135, %4135 : tensor<3x3x1x576xf32>
    %5374 = stablehlo.multiply %5372, %5373 : tensor<3x3x1x576xf32>
    %5375 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5376 = stablehlo.multiply %5375, %nu.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %5377 = stablehlo.add %5374, %5376 : tensor<3x3x1x576xf32>
    %5378 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5379 = stablehlo.add %5377, %5378 : tensor<3x3x1x576xf32>
    %5380 = stablehlo.rsqrt %5379 : tensor<3x3x1x576xf32>
    %5381 = stablehlo.multiply %5380, %4135 : tensor<3x3x1x576xf32>
    %5382 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5383 = stablehlo.multiply %2229, %2229 : tensor<576xf32>
    %5384 = stablehlo.multiply %5382, %5383 : tensor<576xf32>
    %5385 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5386 = stablehlo.multiply %5385, %nu.blocks.5.0.bn2.g : tensor<576xf32>
    %5387 = stablehlo.add %5384, %5386 : tensor<576xf32>
    %5388 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5389 = stablehlo.add %5387, %5388 : tensor<576xf32>
    %5390 = stablehlo.rsqrt %5389 : tensor<576xf32>
    %5391 = stablehlo.multiply %5390, %2229 : tensor<576xf32>
    %5392 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5393 = stablehlo.multiply %2226, %2226 : tensor<576xf32>
    %5394 = stablehlo.multiply %5392, %5393 : tensor<576xf32>
    %5395 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5396 = stablehlo.multiply %5395, %nu.blocks.5.0.bn2.b : tensor<576xf32>
    %5397 = stablehlo.add %5394, %5396 : tensor<576xf32>
    %5398 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5399 = stablehlo.add %5397, %5398 : tensor<576xf32>
    %5400 = stablehlo.rsqrt %5399 : tensor<576xf32>
    %5401 = stablehlo.multiply %5400, %2226 : tensor<576xf32>
    %5402 = stablehlo.constant dense<0.1> : tensor<1x1x576x160xf32>
    %5403 = stablehlo.multiply %4138, %4138 : tensor<1x1x576x160xf32>
    %5404 = stablehlo.multiply %5402, %5403 : tensor<1x1x576x160xf32>
    %5405 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %5406 = stablehlo.multiply %5405, %nu.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %5407 = stablehlo.add %5404, %5406 : tensor<1x1x576x160xf32>
    %5408 = stablehlo.constant dense<0.001> : tensor<1x1x576x160xf32>
    %5409 = stablehlo.add %5407, %5408 : tensor<1x1x576x160xf32>
    %5410 = stablehlo.rsqrt %5409 : tensor<1x1x576x160xf32>
    %5411 = stablehlo.multiply %5410, %4138 : tensor<1x1x576x160xf32>
    %5412 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5413 = stablehlo.multiply %2201, %2201 : tensor<160xf32>
    %5414 = stablehlo.multiply %5412, %5413 : tensor<160xf32>
    %5415 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5416 = stablehlo.multiply %5415, %nu.blocks.5.0.bn3.g : tensor<160xf32>
    %5417 = stablehlo.add %5414, %5416 : tensor<160xf32>
    %5418 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5419 = stablehlo.add %5417, %5418 : tensor<160xf32>
    %5420 = stablehlo.rsqrt %5419 : tensor<160xf32>
    %5421 = stablehlo.multiply %5420, %2201 : tensor<160xf32>
    %5422 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5423 = stablehlo.multiply %2198, %2198 : tensor<160xf32>
    %5424 = stablehlo.multiply %5422, %5423 : tensor<160xf32>
    %5425 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5426 = stablehlo.multiply %5425, %nu.blocks.5.0.bn3.b : tensor<160xf32>
    %5427 = stablehlo.add %5424, %5426 : tensor<160xf32>
    %5428 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5429 = stablehlo.add %5427, %5428 : tensor<160xf32>
    %5430 = stablehlo.rsqrt %5429 : tensor<160xf32>
    %5431 = stablehlo.multiply %5430, %2198 : tensor<160xf32>
    %5432 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %5433 = stablehlo.multiply %4141, %4141 : tensor<1x1x160x960xf32>
    %5434 = stablehlo.multiply %5432, %5433 : tensor<1x1x160x960xf32>
    %5435 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %5436 = stablehlo.multiply %5435, %nu.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %5437 = stablehlo.add %5434, %5436 : tensor<1x1x160x960xf32>
    %5438 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %5439 = stablehlo.add %5437, %5438 : tensor<1x1x160x960xf32>
    %5440 = stablehlo.rsqrt %5439 : tensor<1x1x160x960xf32>
    %5441 = stablehlo.multiply %5440, %4141 : tensor<1x1x160x960xf32>
    %5442 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5443 = stablehlo.multiply %2180, %2180 : tensor<960xf32>
    %5444 = stablehlo.multiply %5442, %5443 : tensor<960xf32>
    %5445 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5446 = stablehlo.multiply %5445, %nu.blocks.5.1.bn1.g : tensor<960xf32>
    %5447 = stablehlo.add %5444, %5446 : tensor<960xf32>
    %5448 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5449 = stablehlo.add %5447, %5448 : tensor<960xf32>
    %5450 = stablehlo.rsqrt %5449 : tensor<960xf32>
    %5451 = stablehlo.multiply %5450, %2180 : tensor<960xf32>
    %5452 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5453 = stablehlo.multiply %2177, %2177 : tensor<960xf32>
    %5454 = stablehlo.multiply %5452, %5453 : tensor<960xf32>
    %5455 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5456 = stablehlo.multiply %5455, %nu.blocks.5.1.bn1.b : tensor<960xf32>
    %5457 = stablehlo.add %5454, %5456 : tensor<960xf32>
    %5458 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5459 = stablehlo.add %5457, %5458 : tensor<960xf32>
    %5460 = stablehlo.rsqrt %5459 : tensor<960xf32>
    %5461 = stablehlo.multiply %5460, %2177 : tensor<960xf32>
    %5462 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %5463 = stablehlo.multiply %4144, %4144 : tensor<3x3x1x960xf32>
    %5464 = stablehlo.multiply %5462, %5463 : tensor<3x3x1x960xf32>
    %5465 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %5466 = stablehlo.multiply %5465, %nu.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %5467 = stablehlo.add %5464, %5466 : tensor<3x3x1x960xf32>
    %5468 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %5469 = stablehlo.add %5467, %5468 : tensor<3x3x1x960xf32>
    %5470 = stablehlo.rsqrt %5469 : tensor<3x3x1x960xf32>
    %5471 = stablehlo.multiply %5470, %4144 : tensor<3x3x1x960xf32>
    %5472 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5473 = stablehlo.multiply %2152, %2152 : tensor<960xf32>
    %5474 = stablehlo.multiply %5472, %5473 : tensor<960xf32>
    %5475 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5476 = stablehlo.multiply %5475, %nu.blocks.5.1.bn2.g : tensor<960xf32>
    %5477 = stablehlo.add %5474, %5476 : tensor<960xf32>
    %5478 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5479 = stablehlo.add %5477, %5478 : tensor<960xf32>
    %5480 = stablehlo.rsqrt %5479 : tensor<960xf32>
    %5481 = stablehlo.multiply %5480, %2152 : tensor<960xf32>
    %5482 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5483 = stablehlo.multiply %2149, %2149 : tensor<960xf32>
    %5484 = stablehlo.multiply %5482, %5483 : tensor<960xf32>
    %5485 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5486 = stablehlo.multiply %5485, %nu.blocks.5.1.bn2.b : tensor<960xf32>
    %5487 = stablehlo.add %5484, %5486 : tensor<960xf32>
    %5488 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5489 = stablehlo.add %5487, %5488 : tensor<960xf32>
    %5490 = stablehlo.rsqrt %5489 : tensor<960xf32>
    %5491 = stablehlo.multiply %5490, %2149 : tensor<960xf32>
    %5492 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %5493 = stablehlo.multiply %4147, %4147 : tensor<1x1x960x160xf32>
    %5494 = stablehlo.multiply %5492, %5493 : tensor<1x1x960x160xf32>
    %5495 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %5496 = stablehlo.multiply %5495, %nu.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %5497 = stablehlo.add %5494, %5496 : tensor<1x1x960x160xf32>
    %5498 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %5499 = stablehlo.add %5497, %5498 : tensor<1x1x960x160xf32>
    %5500 = stablehlo.rsqrt %5499 : tensor<1x1x960x160xf32>
    %5501 = stablehlo.multiply %5500, %4147 : tensor<1x1x960x160xf32>
    %5502 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5503 = stablehlo.multiply %2124, %2124 : tensor<160xf32>
    %5504 = stablehlo.multiply %5502, %5503 : tensor<160xf32>
    %5505 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5506 = stablehlo.multiply %5505, %nu.blocks.5.1.bn3.g : tensor<160xf32>
    %5507 = stablehlo.add %5504, %5506 : tensor<160xf32>
    %5508 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5509 = stablehlo.add %5507, %5508 : tensor<160xf32>
    %5510 = stablehlo.rsqrt %5509 : tensor<160xf32>
    %5511 = stablehlo.multiply %5510, %2124 : tensor<160xf32>
    %5512 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5513 = stablehlo.multiply %2121, %2121 : tensor<160xf32>
    %5514 = stablehlo.multiply %5512, %5513 : tensor<160xf32>
    %5515 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5516 = stablehlo.multiply %5515, %nu.blocks.5.1.bn3.b : tensor<160xf32>
    %5517 = stablehlo.add %5514, %5516 : tensor<160xf32>
    %5518 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5519 = stablehlo.add %5517, %5518 : tensor<160xf32>
    %5520 = stablehlo.rsqrt %5519 : tensor<160xf32>
    %5521 = stablehlo.multiply %5520, %2121 : tensor<160xf32>
    %5522 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %5523 = stablehlo.multiply %4150, %4150 : tensor<1x1x160x960xf32>
    %5524 = stablehlo.multiply %5522, %5523 : tensor<1x1x160x960xf32>
    %5525 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %5526 = stablehlo.multiply %5525, %nu.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %5527 = stablehlo.add %5524, %5526 : tensor<1x1x160x960xf32>
    %5528 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %5529 = stablehlo.add %5527, %5528 : tensor<1x1x160x960xf32>
    %5530 = stablehlo.rsqrt %5529 : tensor<1x1x160x960xf32>
    %5531 = stablehlo.multiply %5530, %4150 : tensor<1x1x160x960xf32>
    %5532 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5533 = stablehlo.multiply %2102, %2102 : tensor<960xf32>
    %5534 = stablehlo.multiply %5532, %5533 : tensor<960xf32>
    %5535 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5536 = stablehlo.multiply %5535, %nu.blocks.5.2.bn1.g : tensor<960xf32>
    %5537 = stablehlo.add %5534, %5536 : tensor<960xf32>
    %5538 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5539 = stablehlo.add %5537, %5538 : tensor<960xf32>
    %5540 = stablehlo.rsqrt %5539 : tensor<960xf32>
    %5541 = stablehlo.multiply %5540, %2102 : tensor<960xf32>
    %5542 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5543 = stablehlo.multiply %2099, %2099 : tensor<960xf32>
    %5544 = stablehlo.multiply %5542, %5543 : tensor<960xf32>
    %5545 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5546 = stablehlo.multiply %5545, %nu.blocks.5.2.bn1.b : tensor<960xf32>
    %5547 = stablehlo.add %5544, %5546 : tensor<960xf32>
    %5548 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5549 = stablehlo.add %5547, %5548 : tensor<960xf32>
    %5550 = stablehlo.rsqrt %5549 : tensor<960xf32>
    %5551 = stablehlo.multiply %5550, %2099 : tensor<960xf32>
    %5552 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %5553 = stablehlo.multiply %4153, %4153 : tensor<3x3x1x960xf32>
    %5554 = stablehlo.multiply %5552, %5553 : tensor<3x3x1x960xf32>
    %5555 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %5556 = stablehlo.multiply %5555, %nu.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %5557 = stablehlo.add %5554, %5556 : tensor<3x3x1x960xf32>
    %5558 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %5559 = stablehlo.add %5557, %5558 : tensor<3x3x1x960xf32>
    %5560 = stablehlo.rsqrt %5559 : tensor<3x3x1x960xf32>
    %5561 = stablehlo.multiply %5560, %4153 : tensor<3x3x1x960xf32>
    %5562 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5563 = stablehlo.multiply %2074, %2074 : tensor<960xf32>
    %5564 = stablehlo.multiply %5562, %5563 : tensor<960xf32>
    %5565 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5566 = stablehlo.multiply %5565, %nu.blocks.5.2.bn2.g : tensor<960xf32>
    %5567 = stablehlo.add %5564, %5566 : tensor<960xf32>
    %5568 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5569 = stablehlo.add %5567, %5568 : tensor<960xf32>
    %5570 = stablehlo.rsqrt %5569 : tensor<960xf32>
    %5571 = stablehlo.multiply %5570, %2074 : tensor<960xf32>
    %5572 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5573 = stablehlo.multiply %2071, %2071 : tensor<960xf32>
    %5574 = stablehlo.multiply %5572, %5573 : tensor<960xf32>
    %5575 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5576 = stablehlo.multiply %5575, %nu.blocks.5.2.bn2.b : tensor<960xf32>
    %5577 = stablehlo.add %5574, %5576 : tensor<960xf32>
    %5578 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5579 = stablehlo.add %5577, %5578 : tensor<960xf32>
    %5580 = stablehlo.rsqrt %5579 : tensor<960xf32>
    %5581 = stablehlo.multiply %5580, %2071 : tensor<960xf32>
    %5582 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %5583 = stablehlo.multiply %4156, %4156 : tensor<1x1x960x160xf32>
    %5584 = stablehlo.multiply %5582, %5583 : tensor<1x1x960x160xf32>
    %5585 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %5586 = stablehlo.multiply %5585, %nu.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %5587 = stablehlo.add %5584, %5586 : tensor<1x1x960x160xf32>
    %5588 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %5589 = stablehlo.add %5587, %5588 : tensor<1x1x960x160xf32>
    %5590 = stablehlo.rsqrt %5589 : tensor<1x1x960x160xf32>
    %5591 = stablehlo.multiply %5590, %4156 : tensor<1x1x960x160xf32>
    %5592 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5593 = stablehlo.multiply %2046, %2046 : tensor<160xf32>
    %5594 = stablehlo.multiply %5592, %5593 : tensor<160xf32>
    %5595 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5596 = stablehlo.multiply %5595, %nu.blocks.5.2.bn3.g : tensor<160xf32>
    %5597 = stablehlo.add %5594, %5596 : tensor<160xf32>
    %5598 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5599 = stablehlo.add %5597, %5598 : tensor<160xf32>
    %5600 = stablehlo.rsqrt %5599 : tensor<160xf32>
    %5601 = stablehlo.multiply %5600, %2046 : tensor<160xf32>
    %5602 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %5603 = stablehlo.multiply %2043, %2043 : tensor<160xf32>
    %5604 = stablehlo.multiply %5602, %5603 : tensor<160xf32>
    %5605 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %5606 = stablehlo.multiply %5605, %nu.blocks.5.2.bn3.b : tensor<160xf32>
    %5607 = stablehlo.add %5604, %5606 : tensor<160xf32>
    %5608 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %5609 = stablehlo.add %5607, %5608 : tensor<160xf32>
    %5610 = stablehlo.rsqrt %5609 : tensor<160xf32>
    %5611 = stablehlo.multiply %5610, %2043 : tensor<160xf32>
    %5612 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %5613 = stablehlo.multiply %4159, %4159 : tensor<1x1x160x960xf32>
    %5614 = stablehlo.multiply %5612, %5613 : tensor<1x1x160x960xf32>
    %5615 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %5616 = stablehlo.multiply %5615, %nu.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %5617 = stablehlo.add %5614, %5616 : tensor<1x1x160x960xf32>
    %5618 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %5619 = stablehlo.add %5617, %5618 : tensor<1x1x160x960xf32>
    %5620 = stablehlo.rsqrt %5619 : tensor<1x1x160x960xf32>
    %5621 = stablehlo.multiply %5620, %4159 : tensor<1x1x160x960xf32>
    %5622 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5623 = stablehlo.multiply %2025, %2025 : tensor<960xf32>
    %5624 = stablehlo.multiply %5622, %5623 : tensor<960xf32>
    %5625 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5626 = stablehlo.multiply %5625, %nu.blocks.6.0.bn1.g : tensor<960xf32>
    %5627 = stablehlo.add %5624, %5626 : tensor<960xf32>
    %5628 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<960xf32>
    %5630 = stablehlo.rsqrt %5629 : tensor<960xf32>
    %5631 = stablehlo.multiply %5630, %2025 : tensor<960xf32>
    %5632 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5633 = stablehlo.multiply %2022, %2022 : tensor<960xf32>
    %5634 = stablehlo.multiply %5632, %5633 : tensor<960xf32>
    %5635 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5636 = stablehlo.multiply %5635, %nu.blocks.6.0.bn1.b : tensor<960xf32>
    %5637 = stablehlo.add %5634, %5636 : tensor<960xf32>
    %5638 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5639 = stablehlo.add %5637, %5638 : tensor<960xf32>
    %5640 = stablehlo.rsqrt %5639 : tensor<960xf32>
    %5641 = stablehlo.multiply %5640, %2022 : tensor<960xf32>
    %5642 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %5643 = stablehlo.multiply %4162, %4162 : tensor<3x3x1x960xf32>
    %5644 = stablehlo.multiply %5642, %5643 : tensor<3x3x1x960xf32>
    %5645 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %5646 = stablehlo.multiply %5645, %nu.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %5647 = stablehlo.add %5644, %5646 : tensor<3x3x1x960xf32>
    %5648 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %5649 = stablehlo.add %5647, %5648 : tensor<3x3x1x960xf32>
    %5650 = stablehlo.rsqrt %5649 : tensor<3x3x1x960xf32>
    %5651 = stablehlo.multiply %5650, %4162 : tensor<3x3x1x960xf32>
    %5652 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5653 = stablehlo.multiply %1997, %1997 : tensor<960xf32>
    %5654 = stablehlo.multiply %5652, %5653 : tensor<960xf32>
    %5655 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5656 = stablehlo.multiply %5655, %nu.blocks.6.0.bn2.g : tensor<960xf32>
    %5657 = stablehlo.add %5654, %5656 : tensor<960xf32>
    %5658 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5659 = stablehlo.add %5657, %5658 : tensor<960xf32>
    %5660 = stablehlo.rsqrt %5659 : tensor<960xf32>
    %5661 = stablehlo.multiply %5660, %1997 : tensor<960xf32>
    %5662 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %5663 = stablehlo.multiply %1994, %1994 : tensor<960xf32>
    %5664 = stablehlo.multiply %5662, %5663 : tensor<960xf32>
    %5665 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %5666 = stablehlo.multiply %5665, %nu.blocks.6.0.bn2.b : tensor<960xf32>
    %5667 = stablehlo.add %5664, %5666 : tensor<960xf32>
    %5668 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %5669 = stablehlo.add %5667, %5668 : tensor<960xf32>
    %5670 = stablehlo.rsqrt %5669 : tensor<960xf32>
    %5671 = stablehlo.multiply %5670, %1994 : tensor<960xf32>
    %5672 = stablehlo.constant dense<0.1> : tensor<1x1x960x320xf32>
    %5673 = stablehlo.multiply %4165, %4165 : tensor<1x1x960x320xf32>
    %5674 = stablehlo.multiply %5672, %5673 : tensor<1x1x960x320xf32>
    %5675 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %5676 = stablehlo.multiply %5675, %nu.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %5677 = stablehlo.add %5674, %5676 : tensor<1x1x960x320xf32>
    %5678 = stablehlo.constant dense<0.001> : tensor<1x1x960x320xf32>
    %5679 = stablehlo.add %5677, %5678 : tensor<1x1x960x320xf32>
    %5680 = stablehlo.rsqrt %5679 : tensor<1x1x960x320xf32>
    %5681 = stablehlo.multiply %5680, %4165 : tensor<1x1x960x320xf32>
    %5682 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %5683 = stablehlo.multiply %1969, %1969 : tensor<320xf32>
    %5684 = stablehlo.multiply %5682, %5683 : tensor<320xf32>
    %5685 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %5686 = stablehlo.multiply %5685, %nu.blocks.6.0.bn3.g : tensor<320xf32>
    %5687 = stablehlo.add %5684, %5686 : tensor<320xf32>
    %5688 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5689 = stablehlo.add %5687, %5688 : tensor<320xf32>
    %5690 = stablehlo.rsqrt %5689 : tensor<320xf32>
    %5691 = stablehlo.multiply %5690, %1969 : tensor<320xf32>
    %5692 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %5693 = stablehlo.multiply %1966, %1966 : tensor<320xf32>
    %5694 = stablehlo.multiply %5692, %5693 : tensor<320xf32>
    %5695 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %5696 = stablehlo.multiply %5695, %nu.blocks.6.0.bn3.b : tensor<320xf32>
    %5697 = stablehlo.add %5694, %5696 : tensor<320xf32>
    %5698 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5699 = stablehlo.add %5697, %5698 : tensor<320xf32>
    %5700 = stablehlo.rsqrt %5699 : tensor<320xf32>
    %5701 = stablehlo.multiply %5700, %1966 : tensor<320xf32>
    %5702 = stablehlo.constant dense<0.1> : tensor<1x1x320x1280xf32>
    %5703 = stablehlo.multiply %4168, %4168 : tensor<1x1x320x1280xf32>
    %5704 = stablehlo.multiply %5702, %5703 : tensor<1x1x320x1280xf32>
    %5705 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %5706 = stablehlo.multiply %5705, %nu.conv_head.w : tensor<1x1x320x1280xf32>
    %5707 = stablehlo.add %5704, %5706 : tensor<1x1x320x1280xf32>
    %5708 = stablehlo.constant dense<0.001> : tensor<1x1x320x1280xf32>
    %5709 = stablehlo.add %5707, %5708 : tensor<1x1x320x1280xf32>
    %5710 = stablehlo.rsqrt %5709 : tensor<1x1x320x1280xf32>
    %5711 = stablehlo.multiply %5710, %4168 : tensor<1x1x320x1280xf32>
    %5712 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %5713 = stablehlo.multiply %1949, %1949 : tensor<1280xf32>
    %5714 = stablehlo.multiply %5712, %5713 : tensor<1280xf32>
    %5715 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %5716 = stablehlo.multiply %5715, %nu.bn2.g : tensor<1280xf32>
    %5717 = stablehlo.add %5714, %5716 : tensor<1280xf32>
    %5718 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %5719 = stablehlo.add %5717, %5718 : tensor<1280xf32>
    %5720 = stablehlo.rsqrt %5719 : tensor<1280xf32>
    %5721 = stablehlo.multiply %5720, %1949 : tensor<1280xf32>
    %5722 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %5723 = stablehlo.multiply %1946, %1946 : tensor<1280xf32>
    %5724 = stablehlo.multiply %5722, %5723 : tensor<1280xf32>
    %5725 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %5726 = stablehlo.multiply %5725, %nu.bn2.b : tensor<1280xf32>
    %5727 = stablehlo.add %5724, %5726 : tensor<1280xf32>
    %5728 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %5729 = stablehlo.add %5727, %5728 : tensor<1280xf32>
    %5730 = stablehlo.rsqrt %5729 : tensor<1280xf32>
    %5731 = stablehlo.multiply %5730, %1946 : tensor<1280xf32>
    %5732 = stablehlo.constant dense<0.1> : tensor<1280x1000xf32>
    %5733 = stablehlo.multiply %4171, %4171 : tensor<1280x1000xf32>
    %5734 = stablehlo.multiply %5732, %5733 : tensor<1280x1000xf32>
    %5735 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %5736 = stablehlo.multiply %5735, %nu.classifier.w : tensor<1280x1000xf32>
    %5737 = stablehlo.add %5734, %5736 : tensor<1280x1000xf32>
    %5738 = stablehlo.constant dense<0.001> : tensor<1280x1000xf32>
    %5739 = stablehlo.add %5737, %5738 : tensor<1280x1000xf32>
    %5740 = stablehlo.rsqrt %5739 : tensor<1280x1000xf32>
    %5741 = stablehlo.multiply %5740, %4171 : tensor<1280x1000xf32>
    %5742 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %5743 = stablehlo.multiply %1932, %1932 : tensor<1000xf32>
    %5744 = stablehlo.multiply %5742, %5743 : tensor<1000xf32>
    %5745 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %5746 = stablehlo.multiply %5745, %nu.classifier.b : tensor<1000xf32>
    %5747 = stablehlo.add %5744, %5746 : tensor<1000xf32>
    %5748 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %5749 = stablehlo.add %5747, %5748 : tensor<1000xf32>
    %5750 = stablehlo.rsqrt %5749 : tensor<1000xf32>
    %5751 = stablehlo.multiply %5750, %1932 : tensor<1000xf32>
    %5752 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %5753 = stablehlo.multiply %5752, %4181 : tensor<3x3x3x32xf32>
    %5754 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5755 = stablehlo.multiply %5754, %4191 : tensor<32xf32>
    %5756 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5757 = stablehlo.multiply %5756, %4201 : tensor<32xf32>
    %5758 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %5759 = stablehlo.multiply %5758, %4211 : tensor<3x3x1x32xf32>
    %5760 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5761 = stablehlo.multiply %5760, %4221 : tensor<32xf32>
    %5762 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5763 = stablehlo.multiply %5762, %4231 : tensor<32xf32>
    %5764 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %5765 = stablehlo.multiply %5764, %4241 : tensor<1x1x32x16xf32>
    %5766 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5767 = stablehlo.multiply %5766, %4251 : tensor<16xf32>
    %5768 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5769 = stablehlo.multiply %5768, %4261 : tensor<16xf32>
    %5770 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %5771 = stablehlo.multiply %5770, %4271 : tensor<1x1x16x96xf32>
    %5772 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5773 = stablehlo.multiply %5772, %4281 : tensor<96xf32>
    %5774 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5775 = stablehlo.multiply %5774, %4291 : tensor<96xf32>
    %5776 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %5777 = stablehlo.multiply %5776, %4301 : tensor<3x3x1x96xf32>
    %5778 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5779 = stablehlo.multiply %5778, %4311 : tensor<96xf32>
    %5780 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5781 = stablehlo.multiply %5780, %4321 : tensor<96xf32>
    %5782 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %5783 = stablehlo.multiply %5782, %4331 : tensor<1x1x96x24xf32>
    %5784 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5785 = stablehlo.multiply %5784, %4341 : tensor<24xf32>
    %5786 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5787 = stablehlo.multiply %5786, %4351 : tensor<24xf32>
    %5788 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %5789 = stablehlo.multiply %5788, %4361 : tensor<1x1x24x144xf32>
    %5790 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5791 = stablehlo.multiply %5790, %4371 : tensor<144xf32>
    %5792 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5793 = stablehlo.multiply %5792, %4381 : tensor<144xf32>
    %5794 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %5795 = stablehlo.multiply %5794, %4391 : tensor<3x3x1x144xf32>
    %5796 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5797 = stablehlo.multiply %5796, %4401 : tensor<144xf32>
    %5798 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5799 = stablehlo.multiply %5798, %4411 : tensor<144xf32>
    %5800 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %5801 = stablehlo.multiply %5800, %4421 : tensor<1x1x144x24xf32>
    %5802 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5803 = stablehlo.multiply %5802, %4431 : tensor<24xf32>
    %5804 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %5805 = stablehlo.multiply %5804, %4441 : tensor<24xf32>
    %5806 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %5807 = stablehlo.multiply %5806, %4451 : tensor<1x1x24x144xf32>
    %5808 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5809 = stablehlo.multiply %5808, %4461 : tensor<144xf32>
    %5810 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5811 = stablehlo.multiply %5810, %4471 : tensor<144xf32>
    %5812 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %5813 = stablehlo.multiply %5812, %4481 : tensor<3x3x1x144xf32>
    %5814 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5815 = stablehlo.multiply %5814, %4491 : tensor<144xf32>
    %5816 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %5817 = stablehlo.multiply %5816, %4501 : tensor<144xf32>
    %5818 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %5819 = stablehlo.multiply %5818, %4511 : tensor<1x1x144x32xf32>
    %5820 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5821 = stablehlo.multiply %5820, %4521 : tensor<32xf32>
    %5822 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5823 = stablehlo.multiply %5822, %4531 : tensor<32xf32>
    %5824 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %5825 = stablehlo.multiply %5824, %4541 : tensor<1x1x32x192xf32>
    %5826 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5827 = stablehlo.multiply %5826, %4551 : tensor<192xf32>
    %5828 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5829 = stablehlo.multiply %5828, %4561 : tensor<192xf32>
    %5830 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %5831 = stablehlo.multiply %5830, %4571 : tensor<3x3x1x192xf32>
    %5832 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5833 = stablehlo.multiply %5832, %4581 : tensor<192xf32>
    %5834 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5835 = stablehlo.multiply %5834, %4591 : tensor<192xf32>
    %5836 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %5837 = stablehlo.multiply %5836, %4601 : tensor<1x1x192x32xf32>
    %5838 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5839 = stablehlo.multiply %5838, %4611 : tensor<32xf32>
    %5840 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5841 = stablehlo.multiply %5840, %4621 : tensor<32xf32>
    %5842 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %5843 = stablehlo.multiply %5842, %4631 : tensor<1x1x32x192xf32>
    %5844 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5845 = stablehlo.multiply %5844, %4641 : tensor<192xf32>
    %5846 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5847 = stablehlo.multiply %5846, %4651 : tensor<192xf32>
    %5848 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %5849 = stablehlo.multiply %5848, %4661 : tensor<3x3x1x192xf32>
    %5850 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5851 = stablehlo.multiply %5850, %4671 : tensor<192xf32>
    %5852 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5853 = stablehlo.multiply %5852, %4681 : tensor<192xf32>
    %5854 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %5855 = stablehlo.multiply %5854, %4691 : tensor<1x1x192x32xf32>
    %5856 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5857 = stablehlo.multiply %5856, %4701 : tensor<32xf32>
    %5858 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %5859 = stablehlo.multiply %5858, %4711 : tensor<32xf32>
    %5860 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %5861 = stablehlo.multiply %5860, %4721 : tensor<1x1x32x192xf32>
    %5862 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5863 = stablehlo.multiply %5862, %4731 : tensor<192xf32>
    %5864 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5865 = stablehlo.multiply %5864, %4741 : tensor<192xf32>
    %5866 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %5867 = stablehlo.multiply %5866, %4751 : tensor<3x3x1x192xf32>
    %5868 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5869 = stablehlo.multiply %5868, %4761 : tensor<192xf32>
    %5870 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5871 = stablehlo.multiply %5870, %4771 : tensor<192xf32>
    %5872 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %5873 = stablehlo.multiply %5872, %4781 : tensor<1x1x192x64xf32>
    %5874 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5875 = stablehlo.multiply %5874, %4791 : tensor<64xf32>
    %5876 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5877 = stablehlo.multiply %5876, %4801 : tensor<64xf32>
    %5878 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5879 = stablehlo.multiply %5878, %4811 : tensor<1x1x64x384xf32>
    %5880 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5881 = stablehlo.multiply %5880, %4821 : tensor<384xf32>
    %5882 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5883 = stablehlo.multiply %5882, %4831 : tensor<384xf32>
    %5884 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5885 = stablehlo.multiply %5884, %4841 : tensor<3x3x1x384xf32>
    %5886 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5887 = stablehlo.multiply %5886, %4851 : tensor<384xf32>
    %5888 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5889 = stablehlo.multiply %5888, %4861 : tensor<384xf32>
    %5890 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %5891 = stablehlo.multiply %5890, %4871 : tensor<1x1x384x64xf32>
    %5892 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5893 = stablehlo.multiply %5892, %4881 : tensor<64xf32>
    %5894 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5895 = stablehlo.multiply %5894, %4891 : tensor<64xf32>
    %5896 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5897 = stablehlo.multiply %5896, %4901 : tensor<1x1x64x384xf32>
    %5898 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5899 = stablehlo.multiply %5898, %4911 : tensor<384xf32>
    %5900 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5901 = stablehlo.multiply %5900, %4921 : tensor<384xf32>
    %5902 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5903 = stablehlo.multiply %5902, %4931 : tensor<3x3x1x384xf32>
    %5904 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5905 = stablehlo.multiply %5904, %4941 : tensor<384xf32>
    %5906 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5907 = stablehlo.multiply %5906, %4951 : tensor<384xf32>
    %5908 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %5909 = stablehlo.multiply %5908, %4961 : tensor<1x1x384x64xf32>
    %5910 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5911 = stablehlo.multiply %5910, %4971 : tensor<64xf32>
    %5912 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5913 = stablehlo.multiply %5912, %4981 : tensor<64xf32>
    %5914 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5915 = stablehlo.multiply %5914, %4991 : tensor<1x1x64x384xf32>
    %5916 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5917 = stablehlo.multiply %5916, %5001 : tensor<384xf32>
    %5918 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5919 = stablehlo.multiply %5918, %5011 : tensor<384xf32>
    %5920 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5921 = stablehlo.multiply %5920, %5021 : tensor<3x3x1x384xf32>
    %5922 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5923 = stablehlo.multiply %5922, %5031 : tensor<384xf32>
    %5924 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5925 = stablehlo.multiply %5924, %5041 : tensor<384xf32>
    %5926 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %5927 = stablehlo.multiply %5926, %5051 : tensor<1x1x384x64xf32>
    %5928 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5929 = stablehlo.multiply %5928, %5061 : tensor<64xf32>
    %5930 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5931 = stablehlo.multiply %5930, %5071 : tensor<64xf32>
    %5932 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %5933 = stablehlo.multiply %5932, %5081 : tensor<1x1x64x384xf32>
    %5934 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5935 = stablehlo.multiply %5934, %5091 : tensor<384xf32>
    %5936 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5937 = stablehlo.multiply %5936, %5101 : tensor<384xf32>
    %5938 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %5939 = stablehlo.multiply %5938, %5111 : tensor<3x3x1x384xf32>
    %5940 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5941 = stablehlo.multiply %5940, %5121 : tensor<384xf32>
    %5942 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5943 = stablehlo.multiply %5942, %5131 : tensor<384xf32>
    %5944 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %5945 = stablehlo.multiply %5944, %5141 : tensor<1x1x384x96xf32>
    %5946 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5947 = stablehlo.multiply %5946, %5151 : tensor<96xf32>
    %5948 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5949 = stablehlo.multiply %5948, %5161 : tensor<96xf32>
    %5950 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %5951 = stablehlo.multiply %5950, %5171 : tensor<1x1x96x576xf32>
    %5952 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5953 = stablehlo.multiply %5952, %5181 : tensor<576xf32>
    %5954 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5955 = stablehlo.multiply %5954, %5191 : tensor<576xf32>
    %5956 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %5957 = stablehlo.multiply %5956, %5201 : tensor<3x3x1x576xf32>
    %5958 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5959 = stablehlo.multiply %5958, %5211 : tensor<576xf32>
    %5960 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5961 = stablehlo.multiply %5960, %5221 : tensor<576xf32>
    %5962 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %5963 = stablehlo.multiply %5962, %5231 : tensor<1x1x576x96xf32>
    %5964 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5965 = stablehlo.multiply %5964, %5241 : tensor<96xf32>
    %5966 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5967 = stablehlo.multiply %5966, %5251 : tensor<96xf32>
    %5968 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %5969 = stablehlo.multiply %5968, %5261 : tensor<1x1x96x576xf32>
    %5970 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5971 = stablehlo.multiply %5970, %5271 : tensor<576xf32>
    %5972 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5973 = stablehlo.multiply %5972, %5281 : tensor<576xf32>
    %5974 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %5975 = stablehlo.multiply %5974, %5291 : tensor<3x3x1x576xf32>
    %5976 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5977 = stablehlo.multiply %5976, %5301 : tensor<576xf32>
    %5978 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5979 = stablehlo.multiply %5978, %5311 : tensor<576xf32>
    %5980 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %5981 = stablehlo.multiply %5980, %5321 : tensor<1x1x576x96xf32>
    %5982 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5983 = stablehlo.multiply %5982, %5331 : tensor<96xf32>
    %5984 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %5985 = stablehlo.multiply %5984, %5341 : tensor<96xf32>
    %5986 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %5987 = stablehlo.multiply %5986, %5351 : tensor<1x1x96x576xf32>
    %5988 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5989 = stablehlo.multiply %5988, %5361 : tensor<576xf32>
    %5990 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5991 = stablehlo.multiply %5990, %5371 : tensor<576xf32>
    %5992 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %5993 = stablehlo.multiply %5992, %5381 : tensor<3x3x1x576xf32>
    %5994 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5995 = stablehlo.multiply %5994, %5391 : tensor<576xf32>
    %5996 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5997 = stablehlo.multiply %5996, %5401 : tensor<576xf32>
    %5998 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %5999 = stablehlo.multiply %5998, %5411 : tensor<1x1x576x160xf32>
    %6000 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6001 = stablehlo.multiply %6000, %5421 : tensor<160xf32>
    %6002 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6003 = stablehlo.multiply %6002, %5431 : tensor<160xf32>
    %6004 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6005 = stablehlo.multiply %6004, %5441 : tensor<1x1x160x960xf32>
    %6006 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6007 = stablehlo.multiply %6006, %5451 : tensor<960xf32>
    %6008 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6009 = stablehlo.multiply %6008, %5461 : tensor<960xf32>
    %6010 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6011 = stablehlo.multiply %6010, %5471 : tensor<3x3x1x960xf32>
    %6012 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6013 = stablehlo.multiply %6012, %5481 : tensor<960xf32>
    %6014 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6015 = stablehlo.multiply %6014, %5491 : tensor<960xf32>
    %6016 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6017 = stablehlo.multiply %6016, %5501 : tensor<1x1x960x160xf32>
    %6018 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6019 = stablehlo.multiply %6018, %5511 : tensor<160xf32>
    %6020 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6021 = stablehlo.multiply %6020, %5521 : tensor<160xf32>
    %6022 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6023 = stablehlo.multiply %6022, %5531 : tensor<1x1x160x960xf32>
    %6024 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6025 = stablehlo.multiply %6024, %5541 : tensor<960xf32>
    %6026 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6027 = stablehlo.multiply %6026, %5551 : tensor<960xf32>
    %6028 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6029 = stablehlo.multiply %6028, %5561 : tensor<3x3x1x960xf32>
    %6030 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6031 = stablehlo.multiply %6030, %5571 : tensor<960xf32>
    %6032 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6033 = stablehlo.multiply %6032, %5581 : tensor<960xf32>
    %6034 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6035 = stablehlo.multiply %6034, %5591 : tensor<1x1x960x160xf32>
    %6036 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6037 = stablehlo.multiply %6036, %5601 : tensor<160xf32>
    %6038 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6039 = stablehlo.multiply %6038, %5611 : tensor<160xf32>
    %6040 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6041 = stablehlo.multiply %6040, %5621 : tensor<1x1x160x960xf32>
    %6042 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6043 = stablehlo.multiply %6042, %5631 : tensor<960xf32>
    %6044 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6045 = stablehlo.multiply %6044, %5641 : tensor<960xf32>
    %6046 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6047 = stablehlo.multiply %6046, %5651 : tensor<3x3x1x960xf32>
    %6048 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6049 = stablehlo.multiply %6048, %5661 : tensor<960xf32>
    %6050 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6051 = stablehlo.multiply %6050, %5671 : tensor<960xf32>
    %6052 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %6053 = stablehlo.multiply %6052, %5681 : tensor<1x1x960x320xf32>
    %6054 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6055 = stablehlo.multiply %6054, %5691 : tensor<320xf32>
    %6056 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6057 = stablehlo.multiply %6056, %5701 : tensor<320xf32>
    %6058 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %6059 = stablehlo.multiply %6058, %5711 : tensor<1x1x320x1280xf32>
    %6060 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6061 = stablehlo.multiply %6060, %5721 : tensor<1280xf32>
    %6062 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6063 = stablehlo.multiply %6062, %5731 : tensor<1280xf32>
    %6064 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %6065 = stablehlo.multiply %6064, %5741 : tensor<1280x1000xf32>
    %6066 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6067 = stablehlo.multiply %6066, %5751 : tensor<1000xf32>
    %6068 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %6069 = stablehlo.multiply %6068, %trace.conv_stem.w : tensor<3x3x3x32xf32>
    %6070 = stablehlo.add %5753, %6069 : tensor<3x3x3x32xf32>
    %6071 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6072 = stablehlo.multiply %6071, %trace.bn1.g : tensor<32xf32>
    %6073 = stablehlo.add %5755, %6072 : tensor<32xf32>
    %6074 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6075 = stablehlo.multiply %6074, %trace.bn1.b : tensor<32xf32>
    %6076 = stablehlo.add %5757, %6075 : tensor<32xf32>
    %6077 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %6078 = stablehlo.multiply %6077, %trace.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %6079 = stablehlo.add %5759, %6078 : tensor<3x3x1x32xf32>
    %6080 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6081 = stablehlo.multiply %6080, %trace.blocks.0.0.bn1.g : tensor<32xf32>
    %6082 = stablehlo.add %5761, %6081 : tensor<32xf32>
    %6083 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6084 = stablehlo.multiply %6083, %trace.blocks.0.0.bn1.b : tensor<32xf32>
    %6085 = stablehlo.add %5763, %6084 : tensor<32xf32>
    %6086 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %6087 = stablehlo.multiply %6086, %trace.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %6088 = stablehlo.add %5765, %6087 : tensor<1x1x32x16xf32>
    %6089 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6090 = stablehlo.multiply %6089, %trace.blocks.0.0.bn2.g : tensor<16xf32>
    %6091 = stablehlo.add %5767, %6090 : tensor<16xf32>
    %6092 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6093 = stablehlo.multiply %6092, %trace.blocks.0.0.bn2.b : tensor<16xf32>
    %6094 = stablehlo.add %5769, %6093 : tensor<16xf32>
    %6095 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %6096 = stablehlo.multiply %6095, %trace.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %6097 = stablehlo.add %5771, %6096 : tensor<1x1x16x96xf32>
    %6098 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6099 = stablehlo.multiply %6098, %trace.blocks.1.0.bn1.g : tensor<96xf32>
    %6100 = stablehlo.add %5773, %6099 : tensor<96xf32>
    %6101 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6102 = stablehlo.multiply %6101, %trace.blocks.1.0.bn1.b : tensor<96xf32>
    %6103 = stablehlo.add %5775, %6102 : tensor<96xf32>
    %6104 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %6105 = stablehlo.multiply %6104, %trace.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %6106 = stablehlo.add %5777, %6105 : tensor<3x3x1x96xf32>
    %6107 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6108 = stablehlo.multiply %6107, %trace.blocks.1.0.bn2.g : tensor<96xf32>
    %6109 = stablehlo.add %5779, %6108 : tensor<96xf32>
    %6110 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6111 = stablehlo.multiply %6110, %trace.blocks.1.0.bn2.b : tensor<96xf32>
    %6112 = stablehlo.add %5781, %6111 : tensor<96xf32>
    %6113 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %6114 = stablehlo.multiply %6113, %trace.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %6115 = stablehlo.add %5783, %6114 : tensor<1x1x96x24xf32>
    %6116 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6117 = stablehlo.multiply %6116, %trace.blocks.1.0.bn3.g : tensor<24xf32>
    %6118 = stablehlo.add %5785, %6117 : tensor<24xf32>
    %6119 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6120 = stablehlo.multiply %6119, %trace.blocks.1.0.bn3.b : tensor<24xf32>
    %6121 = stablehlo.add %5787, %6120 : tensor<24xf32>
    %6122 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6123 = stablehlo.multiply %6122, %trace.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %6124 = stablehlo.add %5789, %6123 : tensor<1x1x24x144xf32>
    %6125 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6126 = stablehlo.multiply %6125, %trace.blocks.1.1.bn1.g : tensor<144xf32>
    %6127 = stablehlo.add %5791, %6126 : tensor<144xf32>
    %6128 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6129 = stablehlo.multiply %6128, %trace.blocks.1.1.bn1.b : tensor<144xf32>
    %6130 = stablehlo.add %5793, %6129 : tensor<144xf32>
    %6131 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6132 = stablehlo.multiply %6131, %trace.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %6133 = stablehlo.add %5795, %6132 : tensor<3x3x1x144xf32>
    %6134 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6135 = stablehlo.multiply %6134, %trace.blocks.1.1.bn2.g : tensor<144xf32>
    %6136 = stablehlo.add %5797, %6135 : tensor<144xf32>
    %6137 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6138 = stablehlo.multiply %6137, %trace.blocks.1.1.bn2.b : tensor<144xf32>
    %6139 = stablehlo.add %5799, %6138 : tensor<144xf32>
    %6140 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %6141 = stablehlo.multiply %6140, %trace.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %6142 = stablehlo.add %5801, %6141 : tensor<1x1x144x24xf32>
    %6143 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6144 = stablehlo.multiply %6143, %trace.blocks.1.1.bn3.g : tensor<24xf32>
    %6145 = stablehlo.add %5803, %6144 : tensor<24xf32>
    %6146 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6147 = stablehlo.multiply %6146, %trace.blocks.1.1.bn3.b : tensor<24xf32>
    %6148 = stablehlo.add %5805, %6147 : tensor<24xf32>
    %6149 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6150 = stablehlo.multiply %6149, %trace.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %6151 = stablehlo.add %5807, %6150 : tensor<1x1x24x144xf32>
    %6152 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6153 = stablehlo.multiply %6152, %trace.blocks.2.0.bn1.g : tensor<144xf32>
    %6154 = stablehlo.add %5809, %6153 : tensor<144xf32>
    %6155 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6156 = stablehlo.multiply %6155, %trace.blocks.2.0.bn1.b : tensor<144xf32>
    %6157 = stablehlo.add %5811, %6156 : tensor<144xf32>
    %6158 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6159 = stablehlo.multiply %6158, %trace.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %6160 = stablehlo.add %5813, %6159 : tensor<3x3x1x144xf32>
    %6161 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6162 = stablehlo.multiply %6161, %trace.blocks.2.0.bn2.g : tensor<144xf32>
    %6163 = stablehlo.add %5815, %6162 : tensor<144xf32>
    %6164 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6165 = stablehlo.multiply %6164, %trace.blocks.2.0.bn2.b : tensor<144xf32>
    %6166 = stablehlo.add %5817, %6165 : tensor<144xf32>
    %6167 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %6168 = stablehlo.multiply %6167, %trace.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %6169 = stablehlo.add %5819, %6168 : tensor<1x1x144x32xf32>
    %6170 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6171 = stablehlo.multiply %6170, %trace.blocks.2.0.bn3.g : tensor<32xf32>
    %6172 = stablehlo.add %5821, %6171 : tensor<32xf32>
    %6173 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6174 = stablehlo.multiply %6173, %trace.blocks.2.0.bn3.b : tensor<32xf32>
    %6175 = stablehlo.add %5823, %6174 : tensor<32xf32>
    %6176 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6177 = stablehlo.multiply %6176, %trace.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %6178 = stablehlo.add %5825, %6177 : tensor<1x1x32x192xf32>
    %6179 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6180 = stablehlo.multiply %6179, %trace.blocks.2.1.bn1.g : tensor<192xf32>
    %6181 = stablehlo.add %5827, %6180 : tensor<192xf32>
    %6182 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6183 = stablehlo.multiply %6182, %trace.blocks.2.1.bn1.b : tensor<192xf32>
    %6184 = stablehlo.add %5829, %6183 : tensor<192xf32>
    %6185 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6186 = stablehlo.multiply %6185, %trace.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %6187 = stablehlo.add %5831, %6186 : tensor<3x3x1x192xf32>
    %6188 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6189 = stablehlo.multiply %6188, %trace.blocks.2.1.bn2.g : tensor<192xf32>
    %6190 = stablehlo.add %5833, %6189 : tensor<192xf32>
    %6191 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6192 = stablehlo.multiply %6191, %trace.blocks.2.1.bn2.b : tensor<192xf32>
    %6193 = stablehlo.add %5835, %6192 : tensor<192xf32>
    %6194 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %6195 = stablehlo.multiply %6194, %trace.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %6196 = stablehlo.add %5837, %6195 : tensor<1x1x192x32xf32>
    %6197 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6198 = stablehlo.multiply %6197, %trace.blocks.2.1.bn3.g : tensor<32xf32>
    %6199 = stablehlo.add %5839, %6198 : tensor<32xf32>
    %6200 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6201 = stablehlo.multiply %6200, %trace.blocks.2.1.bn3.b : tensor<32xf32>
    %6202 = stablehlo.add %5841, %6201 : tensor<32xf32>
    %6203 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6204 = stablehlo.multiply %6203, %trace.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %6205 = stablehlo.add %5843, %6204 : tensor<1x1x32x192xf32>
    %6206 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6207 = stablehlo.multiply %6206, %trace.blocks.2.2.bn1.g : tensor<192xf32>
    %6208 = stablehlo.add %5845, %6207 : tensor<192xf32>
    %6209 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6210 = stablehlo.multiply %6209, %trace.blocks.2.2.bn1.b : tensor<192xf32>
    %6211 = stablehlo.add %5847, %6210 : tensor<192xf32>
    %6212 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6213 = stablehlo.multiply %6212, %trace.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %6214 = stablehlo.add %5849, %6213 : tensor<3x3x1x192xf32>
    %6215 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6216 = stablehlo.multiply %6215, %trace.blocks.2.2.bn2.g : tensor<192xf32>
    %6217 = stablehlo.add %5851, %6216 : tensor<192xf32>
    %6218 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6219 = stablehlo.multiply %6218, %trace.blocks.2.2.bn2.b : tensor<192xf32>
    %6220 = stablehlo.add %5853, %6219 : tensor<192xf32>
    %6221 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %6222 = stablehlo.multiply %6221, %trace.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %6223 = stablehlo.add %5855, %6222 : tensor<1x1x192x32xf32>
    %6224 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6225 = stablehlo.multiply %6224, %trace.blocks.2.2.bn3.g : tensor<32xf32>
    %6226 = stablehlo.add %5857, %6225 : tensor<32xf32>
    %6227 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6228 = stablehlo.multiply %6227, %trace.blocks.2.2.bn3.b : tensor<32xf32>
    %6229 = stablehlo.add %5859, %6228 : tensor<32xf32>
    %6230 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6231 = stablehlo.multiply %6230, %trace.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %6232 = stablehlo.add %5861, %6231 : tensor<1x1x32x192xf32>
    %6233 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6234 = stablehlo.multiply %6233, %trace.blocks.3.0.bn1.g : tensor<192xf32>
    %6235 = stablehlo.add %5863, %6234 : tensor<192xf32>
    %6236 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6237 = stablehlo.multiply %6236, %trace.blocks.3.0.bn1.b : tensor<192xf32>
    %6238 = stablehlo.add %5865, %6237 : tensor<192xf32>
    %6239 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6240 = stablehlo.multiply %6239, %trace.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %6241 = stablehlo.add %5867, %6240 : tensor<3x3x1x192xf32>
    %6242 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6243 = stablehlo.multiply %6242, %trace.blocks.3.0.bn2.g : tensor<192xf32>
    %6244 = stablehlo.add %5869, %6243 : tensor<192xf32>
    %6245 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6246 = stablehlo.multiply %6245, %trace.blocks.3.0.bn2.b : tensor<192xf32>
    %6247 = stablehlo.add %5871, %6246 : tensor<192xf32>
    %6248 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %6249 = stablehlo.multiply %6248, %trace.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %6250 = stablehlo.add %5873, %6249 : tensor<1x1x192x64xf32>
    %6251 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6252 = stablehlo.multiply %6251, %trace.blocks.3.0.bn3.g : tensor<64xf32>
    %6253 = stablehlo.add %5875, %6252 : tensor<64xf32>
    %6254 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6255 = stablehlo.multiply %6254, %trace.blocks.3.0.bn3.b : tensor<64xf32>
    %6256 = stablehlo.add %5877, %6255 : tensor<64xf32>
    %6257 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6258 = stablehlo.multiply %6257, %trace.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %6259 = stablehlo.add %5879, %6258 : tensor<1x1x64x384xf32>
    %6260 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6261 = stablehlo.multiply %6260, %trace.blocks.3.1.bn1.g : tensor<384xf32>
    %6262 = stablehlo.add %5881, %6261 : tensor<384xf32>
    %6263 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6264 = stablehlo.multiply %6263, %trace.blocks.3.1.bn1.b : tensor<384xf32>
    %6265 = stablehlo.add %5883, %6264 : tensor<384xf32>
    %6266 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6267 = stablehlo.multiply %6266, %trace.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %6268 = stablehlo.add %5885, %6267 : tensor<3x3x1x384xf32>
    %6269 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6270 = stablehlo.multiply %6269, %trace.blocks.3.1.bn2.g : tensor<384xf32>
    %6271 = stablehlo.add %5887, %6270 : tensor<384xf32>
    %6272 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6273 = stablehlo.multiply %6272, %trace.blocks.3.1.bn2.b : tensor<384xf32>
    %6274 = stablehlo.add %5889, %6273 : tensor<384xf32>
    %6275 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %6276 = stablehlo.multiply %6275, %trace.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %6277 = stablehlo.add %5891, %6276 : tensor<1x1x384x64xf32>
    %6278 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6279 = stablehlo.multiply %6278, %trace.blocks.3.1.bn3.g : tensor<64xf32>
    %6280 = stablehlo.add %5893, %6279 : tensor<64xf32>
    %6281 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6282 = stablehlo.multiply %6281, %trace.blocks.3.1.bn3.b : tensor<64xf32>
    %6283 = stablehlo.add %5895, %6282 : tensor<64xf32>
    %6284 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6285 = stablehlo.multiply %6284, %trace.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %6286 = stablehlo.add %5897, %6285 : tensor<1x1x64x384xf32>
    %6287 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6288 = stablehlo.multiply %6287, %trace.blocks.3.2.bn1.g : tensor<384xf32>
    %6289 = stablehlo.add %5899, %6288 : tensor<384xf32>
    %6290 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6291 = stablehlo.multiply %6290, %trace.blocks.3.2.bn1.b : tensor<384xf32>
    %6292 = stablehlo.add %5901, %6291 : tensor<384xf32>
    %6293 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6294 = stablehlo.multiply %6293, %trace.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %6295 = stablehlo.add %5903, %6294 : tensor<3x3x1x384xf32>
    %6296 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6297 = stablehlo.multiply %6296, %trace.blocks.3.2.bn2.g : tensor<384xf32>
    %6298 = stablehlo.add %5905, %6297 : tensor<384xf32>
    %6299 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6300 = stablehlo.multiply %6299, %trace.blocks.3.2.bn2.b : tensor<384xf32>
    %6301 = stablehlo.add %5907, %6300 : tensor<384xf32>
    %6302 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %6303 = stablehlo.multiply %6302, %trace.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %6304 = stablehlo.add %5909, %6303 : tensor<1x1x384x64xf32>
    %6305 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6306 = stablehlo.multiply %6305, %trace.blocks.3.2.bn3.g : tensor<64xf32>
    %6307 = stablehlo.add %5911, %6306 : tensor<64xf32>
    %6308 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6309 = stablehlo.multiply %6308, %trace.blocks.3.2.bn3.b : tensor<64xf32>
    %6310 = stablehlo.add %5913, %6309 : tensor<64xf32>
    %6311 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6312 = stablehlo.multiply %6311, %trace.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %6313 = stablehlo.add %5915, %6312 : tensor<1x1x64x384xf32>
    %6314 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6315 = stablehlo.multiply %6314, %trace.blocks.3.3.bn1.g : tensor<384xf32>
    %6316 = stablehlo.add %5917, %6315 : tensor<384xf32>
    %6317 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6318 = stablehlo.multiply %6317, %trace.blocks.3.3.bn1.b : tensor<384xf32>
    %6319 = stablehlo.add %5919, %6318 : tensor<384xf32>
    %6320 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6321 = stablehlo.multiply %6320, %trace.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %6322 = stablehlo.add %5921, %6321 : tensor<3x3x1x384xf32>
    %6323 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6324 = stablehlo.multiply %6323, %trace.blocks.3.3.bn2.g : tensor<384xf32>
    %6325 = stablehlo.add %5923, %6324 : tensor<384xf32>
    %6326 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6327 = stablehlo.multiply %6326, %trace.blocks.3.3.bn2.b : tensor<384xf32>
    %6328 = stablehlo.add %5925, %6327 : tensor<384xf32>
    %6329 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %6330 = stablehlo.multiply %6329, %trace.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %6331 = stablehlo.add %5927, %6330 : tensor<1x1x384x64xf32>
    %6332 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6333 = stablehlo.multiply %6332, %trace.blocks.3.3.bn3.g : tensor<64xf32>
    %6334 = stablehlo.add %5929, %6333 : tensor<64xf32>
    %6335 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %6336 = stablehlo.multiply %6335, %trace.blocks.3.3.bn3.b : tensor<64xf32>
    %6337 = stablehlo.add %5931, %6336 : tensor<64xf32>
    %6338 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %6339 = stablehlo.multiply %6338, %trace.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %6340 = stablehlo.add %5933, %6339 : tensor<1x1x64x384xf32>
    %6341 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6342 = stablehlo.multiply %6341, %trace.blocks.4.0.bn1.g : tensor<384xf32>
    %6343 = stablehlo.add %5935, %6342 : tensor<384xf32>
    %6344 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6345 = stablehlo.multiply %6344, %trace.blocks.4.0.bn1.b : tensor<384xf32>
    %6346 = stablehlo.add %5937, %6345 : tensor<384xf32>
    %6347 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %6348 = stablehlo.multiply %6347, %trace.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %6349 = stablehlo.add %5939, %6348 : tensor<3x3x1x384xf32>
    %6350 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6351 = stablehlo.multiply %6350, %trace.blocks.4.0.bn2.g : tensor<384xf32>
    %6352 = stablehlo.add %5941, %6351 : tensor<384xf32>
    %6353 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6354 = stablehlo.multiply %6353, %trace.blocks.4.0.bn2.b : tensor<384xf32>
    %6355 = stablehlo.add %5943, %6354 : tensor<384xf32>
    %6356 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %6357 = stablehlo.multiply %6356, %trace.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %6358 = stablehlo.add %5945, %6357 : tensor<1x1x384x96xf32>
    %6359 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6360 = stablehlo.multiply %6359, %trace.blocks.4.0.bn3.g : tensor<96xf32>
    %6361 = stablehlo.add %5947, %6360 : tensor<96xf32>
    %6362 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6363 = stablehlo.multiply %6362, %trace.blocks.4.0.bn3.b : tensor<96xf32>
    %6364 = stablehlo.add %5949, %6363 : tensor<96xf32>
    %6365 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6366 = stablehlo.multiply %6365, %trace.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %6367 = stablehlo.add %5951, %6366 : tensor<1x1x96x576xf32>
    %6368 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6369 = stablehlo.multiply %6368, %trace.blocks.4.1.bn1.g : tensor<576xf32>
    %6370 = stablehlo.add %5953, %6369 : tensor<576xf32>
    %6371 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6372 = stablehlo.multiply %6371, %trace.blocks.4.1.bn1.b : tensor<576xf32>
    %6373 = stablehlo.add %5955, %6372 : tensor<576xf32>
    %6374 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6375 = stablehlo.multiply %6374, %trace.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %6376 = stablehlo.add %5957, %6375 : tensor<3x3x1x576xf32>
    %6377 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6378 = stablehlo.multiply %6377, %trace.blocks.4.1.bn2.g : tensor<576xf32>
    %6379 = stablehlo.add %5959, %6378 : tensor<576xf32>
    %6380 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6381 = stablehlo.multiply %6380, %trace.blocks.4.1.bn2.b : tensor<576xf32>
    %6382 = stablehlo.add %5961, %6381 : tensor<576xf32>
    %6383 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6384 = stablehlo.multiply %6383, %trace.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %6385 = stablehlo.add %5963, %6384 : tensor<1x1x576x96xf32>
    %6386 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6387 = stablehlo.multiply %6386, %trace.blocks.4.1.bn3.g : tensor<96xf32>
    %6388 = stablehlo.add %5965, %6387 : tensor<96xf32>
    %6389 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6390 = stablehlo.multiply %6389, %trace.blocks.4.1.bn3.b : tensor<96xf32>
    %6391 = stablehlo.add %5967, %6390 : tensor<96xf32>
    %6392 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6393 = stablehlo.multiply %6392, %trace.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %6394 = stablehlo.add %5969, %6393 : tensor<1x1x96x576xf32>
    %6395 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6396 = stablehlo.multiply %6395, %trace.blocks.4.2.bn1.g : tensor<576xf32>
    %6397 = stablehlo.add %5971, %6396 : tensor<576xf32>
    %6398 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6399 = stablehlo.multiply %6398, %trace.blocks.4.2.bn1.b : tensor<576xf32>
    %6400 = stablehlo.add %5973, %6399 : tensor<576xf32>
    %6401 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6402 = stablehlo.multiply %6401, %trace.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %6403 = stablehlo.add %5975, %6402 : tensor<3x3x1x576xf32>
    %6404 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6405 = stablehlo.multiply %6404, %trace.blocks.4.2.bn2.g : tensor<576xf32>
    %6406 = stablehlo.add %5977, %6405 : tensor<576xf32>
    %6407 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6408 = stablehlo.multiply %6407, %trace.blocks.4.2.bn2.b : tensor<576xf32>
    %6409 = stablehlo.add %5979, %6408 : tensor<576xf32>
    %6410 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6411 = stablehlo.multiply %6410, %trace.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %6412 = stablehlo.add %5981, %6411 : tensor<1x1x576x96xf32>
    %6413 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6414 = stablehlo.multiply %6413, %trace.blocks.4.2.bn3.g : tensor<96xf32>
    %6415 = stablehlo.add %5983, %6414 : tensor<96xf32>
    %6416 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6417 = stablehlo.multiply %6416, %trace.blocks.4.2.bn3.b : tensor<96xf32>
    %6418 = stablehlo.add %5985, %6417 : tensor<96xf32>
    %6419 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6420 = stablehlo.multiply %6419, %trace.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %6421 = stablehlo.add %5987, %6420 : tensor<1x1x96x576xf32>
    %6422 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6423 = stablehlo.multiply %6422, %trace.blocks.5.0.bn1.g : tensor<576xf32>
    %6424 = stablehlo.add %5989, %6423 : tensor<576xf32>
    %6425 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6426 = stablehlo.multiply %6425, %trace.blocks.5.0.bn1.b : tensor<576xf32>
    %6427 = stablehlo.add %5991, %6426 : tensor<576xf32>
    %6428 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6429 = stablehlo.multiply %6428, %trace.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %6430 = stablehlo.add %5993, %6429 : tensor<3x3x1x576xf32>
    %6431 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6432 = stablehlo.multiply %6431, %trace.blocks.5.0.bn2.g : tensor<576xf32>
    %6433 = stablehlo.add %5995, %6432 : tensor<576xf32>
    %6434 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6435 = stablehlo.multiply %6434, %trace.blocks.5.0.bn2.b : tensor<576xf32>
    %6436 = stablehlo.add %5997, %6435 : tensor<576xf32>
    %6437 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %6438 = stablehlo.multiply %6437, %trace.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %6439 = stablehlo.add %5999, %6438 : tensor<1x1x576x160xf32>
    %6440 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6441 = stablehlo.multiply %6440, %trace.blocks.5.0.bn3.g : tensor<160xf32>
    %6442 = stablehlo.add %6001, %6441 : tensor<160xf32>
    %6443 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6444 = stablehlo.multiply %6443, %trace.blocks.5.0.bn3.b : tensor<160xf32>
    %6445 = stablehlo.add %6003, %6444 : tensor<160xf32>
    %6446 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6447 = stablehlo.multiply %6446, %trace.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %6448 = stablehlo.add %6005, %6447 : tensor<1x1x160x960xf32>
    %6449 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6450 = stablehlo.multiply %6449, %trace.blocks.5.1.bn1.g : tensor<960xf32>
    %6451 = stablehlo.add %6007, %6450 : tensor<960xf32>
    %6452 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6453 = stablehlo.multiply %6452, %trace.blocks.5.1.bn1.b : tensor<960xf32>
    %6454 = stablehlo.add %6009, %6453 : tensor<960xf32>
    %6455 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6456 = stablehlo.multiply %6455, %trace.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %6457 = stablehlo.add %6011, %6456 : tensor<3x3x1x960xf32>
    %6458 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6459 = stablehlo.multiply %6458, %trace.blocks.5.1.bn2.g : tensor<960xf32>
    %6460 = stablehlo.add %6013, %6459 : tensor<960xf32>
    %6461 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6462 = stablehlo.multiply %6461, %trace.blocks.5.1.bn2.b : tensor<960xf32>
    %6463 = stablehlo.add %6015, %6462 : tensor<960xf32>
    %6464 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6465 = stablehlo.multiply %6464, %trace.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %6466 = stablehlo.add %6017, %6465 : tensor<1x1x960x160xf32>
    %6467 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6468 = stablehlo.multiply %6467, %trace.blocks.5.1.bn3.g : tensor<160xf32>
    %6469 = stablehlo.add %6019, %6468 : tensor<160xf32>
    %6470 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6471 = stablehlo.multiply %6470, %trace.blocks.5.1.bn3.b : tensor<160xf32>
    %6472 = stablehlo.add %6021, %6471 : tensor<160xf32>
    %6473 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6474 = stablehlo.multiply %6473, %trace.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %6475 = stablehlo.add %6023, %6474 : tensor<1x1x160x960xf32>
    %6476 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6477 = stablehlo.multiply %6476, %trace.blocks.5.2.bn1.g : tensor<960xf32>
    %6478 = stablehlo.add %6025, %6477 : tensor<960xf32>
    %6479 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6480 = stablehlo.multiply %6479, %trace.blocks.5.2.bn1.b : tensor<960xf32>
    %6481 = stablehlo.add %6027, %6480 : tensor<960xf32>
    %6482 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6483 = stablehlo.multiply %6482, %trace.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %6484 = stablehlo.add %6029, %6483 : tensor<3x3x1x960xf32>
    %6485 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6486 = stablehlo.multiply %6485, %trace.blocks.5.2.bn2.g : tensor<960xf32>
    %6487 = stablehlo.add %6031, %6486 : tensor<960xf32>
    %6488 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6489 = stablehlo.multiply %6488, %trace.blocks.5.2.bn2.b : tensor<960xf32>
    %6490 = stablehlo.add %6033, %6489 : tensor<960xf32>
    %6491 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6492 = stablehlo.multiply %6491, %trace.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %6493 = stablehlo.add %6035, %6492 : tensor<1x1x960x160xf32>
    %6494 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6495 = stablehlo.multiply %6494, %trace.blocks.5.2.bn3.g : tensor<160xf32>
    %6496 = stablehlo.add %6037, %6495 : tensor<160xf32>
    %6497 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6498 = stablehlo.multiply %6497, %trace.blocks.5.2.bn3.b : tensor<160xf32>
    %6499 = stablehlo.add %6039, %6498 : tensor<160xf32>
    %6500 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6501 = stablehlo.multiply %6500, %trace.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %6502 = stablehlo.add %6041, %6501 : tensor<1x1x160x960xf32>
    %6503 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6504 = stablehlo.multiply %6503, %trace.blocks.6.0.bn1.g : tensor<960xf32>
    %6505 = stablehlo.add %6043, %6504 : tensor<960xf32>
    %6506 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6507 = stablehlo.multiply %6506, %trace.blocks.6.0.bn1.b : tensor<960xf32>
    %6508 = stablehlo.add %6045, %6507 : tensor<960xf32>
    %6509 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6510 = stablehlo.multiply %6509, %trace.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %6511 = stablehlo.add %6047, %6510 : tensor<3x3x1x960xf32>
    %6512 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6513 = stablehlo.multiply %6512, %trace.blocks.6.0.bn2.g : tensor<960xf32>
    %6514 = stablehlo.add %6049, %6513 : tensor<960xf32>
    %6515 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6516 = stablehlo.multiply %6515, %trace.blocks.6.0.bn2.b : tensor<960xf32>
    %6517 = stablehlo.add %6051, %6516 : tensor<960xf32>
    %6518 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %6519 = stablehlo.multiply %6518, %trace.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %6520 = stablehlo.add %6053, %6519 : tensor<1x1x960x320xf32>
    %6521 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6522 = stablehlo.multiply %6521, %trace.blocks.6.0.bn3.g : tensor<320xf32>
    %6523 = stablehlo.add %6055, %6522 : tensor<320xf32>
    %6524 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6525 = stablehlo.multiply %6524, %trace.blocks.6.0.bn3.b : tensor<320xf32>
    %6526 = stablehlo.add %6057, %6525 : tensor<320xf32>
    %6527 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %6528 = stablehlo.multiply %6527, %trace.conv_head.w : tensor<1x1x320x1280xf32>
    %6529 = stablehlo.add %6059, %6528 : tensor<1x1x320x1280xf32>
    %6530 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6531 = stablehlo.multiply %6530, %trace.bn2.g : tensor<1280xf32>
    %6532 = stablehlo.add %6061, %6531 : tensor<1280xf32>
    %6533 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6534 = stablehlo.multiply %6533, %trace.bn2.b : tensor<1280xf32>
    %6535 = stablehlo.add %6063, %6534 : tensor<1280xf32>
    %6536 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %6537 = stablehlo.multiply %6536, %trace.classifier.w : tensor<1280x1000xf32>
    %6538 = stablehlo.add %6065, %6537 : tensor<1280x1000xf32>
    %6539 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %6540 = stablehlo.multiply %6539, %trace.classifier.b : tensor<1000xf32>
    %6541 = stablehlo.add %6067, %6540 : tensor<1000xf32>
    %6542 = stablehlo.subtract %conv_stem.w, %6070 : tensor<3x3x3x32xf32>
    %6543 = stablehlo.subtract %bn1.g, %6073 : tensor<32xf32>
    %6544 = stablehlo.subtract %bn1.b, %6076 : tensor<32xf32>
    %6545 = stablehlo.subtract %blocks.0.0.conv_dw.w, %6079 : tensor<3x3x1x32xf32>
    %6546 = stablehlo.subtract %blocks.0.0.bn1.g, %6082 : tensor<32xf32>
    %6547 = stablehlo.subtract %blocks.0.0.bn1.b, %6085 : tensor<32xf32>
    %6548 = stablehlo.subtract %blocks.0.0.conv_pw.w, %6088 : tensor<1x1x32x16xf32>
    %6549 = stablehlo.subtract %blocks.0.0.bn2.g, %6091 : tensor<16xf32>
    %6550 = stablehlo.subtract %blocks.0.0.bn2.b, %6094 : tensor<16xf32>
    %6551 = stablehlo.subtract %blocks.1.0.conv_pw.w, %6097 : tensor<1x1x16x96xf32>
    %6552 = stablehlo.subtract %blocks.1.0.bn1.g, %6100 : tensor<96xf32>
    %6553 = stablehlo.subtract %blocks.1.0.bn1.b, %6103 : tensor<96xf32>
    %6554 = stablehlo.subtract %blocks.1.0.conv_dw.w, %6106 : tensor<3x3x1x96xf32>
    %6555 = stablehlo.subtract %blocks.1.0.bn2.g, %6109 : tensor<96xf32>
    %6556 = stablehlo.subtract %blocks.1.0.bn2.b, %6112 : tensor<96xf32>
    %6557 = stablehlo.subtract %blocks.1.0.conv_pwl.w, %6115 : tensor<1x1x96x24xf32>
    %6558 = stablehlo.subtract %blocks.1.0.bn3.g, %6118 : tensor<24xf32>
    %6559 = stablehlo.subtract %blocks.1.0.bn3.b, %6121 : tensor<24xf32>
    %6560 = stablehlo.subtract %blocks.1.1.conv_pw.w, %6124 : tensor<1x1x24x144xf32>
    %6561 = stablehlo.subtract %blocks.1.1.bn1.g, %6127 : tensor<144xf32>
    %6562 = stablehlo.subtract %blocks.1.1.bn1.b, %6130 : tensor<144xf32>
    %6563 = stablehlo.subtract %blocks.1.1.conv_dw.w, %6133 : tensor<3x3x1x144xf32>
    %6564 = stablehlo.subtract %blocks.1.1.bn2.g, %6136 : tensor<144xf32>
    %6565 = stablehlo.subtract %blocks.1.1.bn2.b, %6139 : tensor<144xf32>
    %6566 = stablehlo.subtract %blocks.1.1.conv_pwl.w, %6142 : tensor<1x1x144x24xf32>
    %6567 = stablehlo.subtract %blocks.1.1.bn3.g, %6145 : tensor<24xf32>
    %6568 = stablehlo.subtract %blocks.1.1.bn3.b, %6148 : tensor<24xf32>
    %6569 = stablehlo.subtract %blocks.2.0.conv_pw.w, %6151 : tensor<1x1x24x144xf32>
    %6570 = stablehlo.subtract %blocks.2.0.bn1.g, %6154 : tensor<144xf32>
    %6571 = stablehlo.subtract %blocks.2.0.bn1.b, %6157 : tensor<144xf32>
    %6572 = stablehlo.subtract %blocks.2.0.conv_dw.w, %6160 : tensor<3x3x1x144xf32>
    %6573 = stablehlo.subtract %blocks.2.0.bn2.g, %6163 : tensor<144xf32>
    %6574 = stablehlo.subtract %blocks.2.0.bn2.b, %6166 : tensor<144xf32>
    %6575 = stablehlo.subtract %blocks.2.0.conv_pwl.w, %6169 : tensor<1x1x144x32xf32>
    %6576 = stablehlo.subtract %blocks.2.0.bn3.g, %6172 : tensor<32xf32>
    %6577 = stablehlo.subtract %blocks.2.0.bn3.b, %6175 : tensor<32xf32>
    %6578 = stablehlo.subtract %blocks.2.1.conv_pw.w, %6178 : tensor<1x1x32x192xf32>
    %6579 = stablehlo.subtract %blocks.2.1.bn1.g, %6181 : tensor<192xf32>
    %6580 = stablehlo.subtract %blocks.2.1.bn1.b, %6184 : tensor<192xf32>
    %6581 = stablehlo.subtract %blocks.2.1.conv_dw.w, %6187 : tensor<3x3x1x192xf32>
    %6582 = stablehlo.subtract %blocks.2.1.bn2.g, %6190 : tensor<192xf32>
    %6583 = stablehlo.subtract %blocks.2.1.bn2.b, %6193 : tensor<192xf32>
    %6584 = stablehlo.subtract %blocks.2.1.conv_pwl.w, %6196 : tensor<1x1x192x32xf32>
    %6585 = stablehlo.subtract %blocks.2.1.bn3.g, %6199 : tensor<32xf32>
    %6586 = stablehlo.subtract %blocks.2.1.bn3.b, %6202 : tensor<32xf32>
    %6587 = stablehlo.subtract %blocks.2.2.conv_pw.w, %6205 : tensor<1x1x32x192xf32>
    %6588 = stablehlo.subtract %blocks.2.2.bn1.g, %6208 : tensor<192xf32>
    %6589 = stablehlo.subtract %blocks.2.2.bn1.b, %6211 : tensor<192xf32>
    %6590 = stablehlo.subtract %blocks.2.2.conv_dw.w, %6214 : tensor<3x3x1x192xf32>
    %6591 = stablehlo.subtract %blocks.2.2.bn2.g, %6217 : tensor<192xf32>
    %6592 = stablehlo.subtract %blocks.2.2.bn2.b, %6220 : tensor<192xf32>
    %6593 = stablehlo.subtract %blocks.2.2.conv_pwl.w, %6223 : tensor<1x1x192x32xf32>
    %6594 = stablehlo.subtract %blocks.2.2.bn3.g, %6226 : tensor<32xf32>
    %6595 = stablehlo.subtract %blocks.2.2.bn3.b, %6229 : tensor<32xf32>
    %6596 = stablehlo.subtract %blocks.3.0.conv_pw.w, %6232 : tensor<1x1x32x192xf32>
    %6597 = stablehlo.subtract %blocks.3.0.bn1.g, %6235 : tensor<192xf32>
    %6598 = stablehlo.subtract %blocks.3.0.bn1.b, %6238 : tensor<192xf32>
    %6599 = stablehlo.subtract %blocks.3.0.conv_dw.w, %6241 : tensor<3x3x1x192xf32>
    %6600 = stablehlo.subtract %blocks.3.0.bn2.g, %6244 : tensor<192xf32>
    %6601 = stablehlo.subtract %blocks.3.0.bn2.b, %6247 : tensor<192xf32>
    %6602 = stablehlo.subtract %blocks.3.0.conv_pwl.w, %6250 : tensor<1x1x192x64xf32>
    %6603 = stablehlo.subtract %blocks.3.0.bn3.g, %6253 : tensor<64xf32>
    %6604 = stablehlo.subtract %blocks.3.0.bn3.b, %6256 : tensor<64xf32>
    %6605 = stablehlo.subtract %blocks.3.1.conv_pw.w, %6259 : tensor<1x1x64x384xf32>
    %6606 = stablehlo.subtract %blocks.3.1.bn1.g, %6262 : tensor<384xf32>
    %6607 = stablehlo.subtract %blocks.3.1.bn1.b, %6265 : tensor<384xf32>
    %6608 = stablehlo.subtract %blocks.3.1.conv_dw.w, %6268 : tensor<3x3x1x384xf32>
    %6609 = stablehlo.subtract %blocks.3.1.bn2.g, %6271 : tensor<384xf32>
    %6610 = stablehlo.subtract %blocks.3.1.bn2.b, %6274 : tensor<384xf32>
    %6611 = stablehlo.subtract %blocks.3.1.conv_pwl.w, %6277 : tensor<1x1x384x64xf32>
    %6612 = stablehlo.subtract %blocks.3.1.bn3.g, %6280 : tensor<64xf32>
    %6613 = stablehlo.subtract %blocks.3.1.bn3.b, %6283 : tensor<64xf32>
    %6614 = stablehlo.subtract %blocks.3.2.conv_pw.w, %6286 : tensor<1x1x64x384xf32>
    %6615 = stablehlo.subtract %blocks.3.2.bn1.g, %6289 : tensor<384xf32>
    %6616 = stablehlo.subtract %blocks.3.2.bn1.b, %6292 : tensor<384xf32>
    %6617 = stablehlo.subtract %blocks.3.2.conv_dw.w, %6295 : tensor<3x3x1x384xf32>
    %6618 = stablehlo.subtract %blocks.3.2.bn2.g, %6298 : tensor<384xf32>
    %6619 = stablehlo.subtract %blocks.3.2.bn2.b, %6301 : tensor<384xf32>
    %6620 = stablehlo.subtract %blocks.3.2.conv_pwl.w, %6304 : tensor<1x1x384x64xf32>
    %6621 = stablehlo.subtract %blocks.3.2.bn3.g, %6307 : tensor<64xf32>
    %6622 = stablehlo.subtract %blocks.3.2.bn3.b, %6310 : tensor<64xf32>
    %6623 = stablehlo.subtract %blocks.3.3.conv_pw.w, %6313 : tensor<1x1x64x384xf32>
    %6624 = stablehlo.subtract %blocks.3.3.bn1.g, %6316 : tensor<384xf32>
    %6625 = stablehlo.subtract %blocks.3.3.bn1.b, %6319 : tensor<384xf32>
    %6626 = stablehlo.subtract %blocks.3.3.conv_dw.w, %6322 : tensor<3x3x1x384xf32>
    %6627 = stablehlo.subtract %blocks.3.3.bn2.g, %6325 : tensor<384xf32>
    %6628 = stablehlo.subtract %blocks.3.3.bn2.b, %6328 : tensor<384xf32>
    %6629 = stablehlo.subtract %blocks.3.3.conv_pwl.w, %6331 : tensor<1x1x384x64xf32>
    %6630 = stablehlo.subtract %blocks.3.3.bn3.g, %6334 : tensor<64xf32>
    %6631 = stablehlo.subtract %blocks.3.3.bn3.b, %6337 : tensor<64xf32>
    %6632 = stablehlo.subtract %blocks.4.0.conv_pw.w, %6340 : tensor<1x1x64x384xf32>
    %6633 = stablehlo.subtract %blocks.4.0.bn1.g, %6343 : tensor<384xf32>
    %6634 = stablehlo.subtract %blocks.4.0.bn1.b, %6346 : tensor<384xf32>
    %6635 = stablehlo.subtract %blocks.4.0.conv_dw.w, %6349 : tensor<3x3x1x384xf32>
    %6636 = stablehlo.subtract %blocks.4.0.bn2.g, %6352 : tensor<384xf32>
    %6637 = stablehlo.subtract %blocks.4.0.bn2.b, %6355 : tensor<384xf32>
    %6638 = stablehlo.subtract %blocks.4.0.conv_pwl.w, %6358 : tensor<1x1x384x96xf32>
    %6639 = stablehlo.subtract %blocks.4.0.bn3.g, %6361 : tensor<96xf32>
    %6640 = stablehlo.subtract %blocks.4.0.bn3.b, %6364 : tensor<96xf32>
    %6641 = stablehlo.subtract %blocks.4.1.conv_pw.w, %6367 : tensor<1x1x96x576xf32>
    %6642 = stablehlo.subtract %blocks.4.1.bn1.g, %6370 : tensor<576xf32>
    %6643 = stablehlo.subtract %blocks.4.1.bn1.b, %6373 : tensor<576xf32>
    %6644 = stablehlo.subtract %blocks.4.1.conv_dw.w, %6376 : tensor<3x3x1x576xf32>
    %6645 = stablehlo.subtract %blocks.4.1.bn2.g, %6379 : tensor<576xf32>
    %6646 = stablehlo.subtract %blocks.4.1.bn2.b, %6382 : tensor<576xf32>
    %6647 = stablehlo.subtract %blocks.4.1.conv_pwl.w, %6385 : tensor<1x1x576x96xf32>
    %6648 = stablehlo.subtract %blocks.4.1.bn3.g, %6388 : tensor<96xf32>
    %6649 = stablehlo.subtract %blocks.4.1.bn3.b, %6391 : tensor<96xf32>
    %6650 = stablehlo.subtract %blocks.4.2.conv_pw.w, %6394 : tensor<1x1x96x576xf32>
    %6651 = stablehlo.subtract %blocks.4.2.bn1.g, %6397 : tensor<576xf32>
    %6652 = stablehlo.subtract %blocks.4.2.bn1.b, %6400 : tensor<576xf32>
    %6653 = stablehlo.subtract %blocks.4.2.conv_dw.w, %6403 : tensor<3x3x1x576xf32>
    %6654 = stablehlo.subtract %blocks.4.2.bn2.g, %6406 : tensor<576xf32>
    %6655 = stablehlo.subtract %blocks.4.2.bn2.b, %6409 : tensor<576xf32>
    %6656 = stablehlo.subtract %blocks.4.2.conv_pwl.w, %6412 : tensor<1x1x576x96xf32>
    %6657 = stablehlo.subtract %blocks.4.2.bn3.g, %6415 : tensor<96xf32>
    %6658 = stablehlo.subtract %blocks.4.2.bn3.b, %6418 : tensor<96xf32>
    %6659 = stablehlo.subtract %blocks.5.0.conv_pw.w, %6421 : tensor<1x1x96x576xf32>
    %6660 = stablehlo.subtract %blocks.5.0.bn1.g, %6424 : tensor<576xf32>
    %6661 = stablehlo.subtract %blocks.5.0.bn1.b, %6427 : tensor<576xf32>
    %6662 = stablehlo.subtract %blocks.5.0.conv_dw.w, %6430 : tensor<3x3x1x576xf32>
    %6663 = stablehlo.subtract %blocks.5.0.bn2.g, %6433 : tensor<576xf32>
    %6664 = stablehlo.subtract %blocks.5.0.bn2.b, %6436 : tensor<576xf32>
    %6665 = stablehlo.subtract %blocks.5.0.conv_pwl.w, %6439 : tensor<1x1x576x160xf32>
    %6666 = stablehlo.subtract %blocks.5.0.bn3.g, %6442 : tensor<160xf32>
    %6667 = stablehlo.subtract %blocks.5.0.bn3.b, %6445 : tensor<160xf32>
    %6668 = stablehlo.subtract %blocks.5.1.conv_pw.w, %6448 : tensor<1x1x160x960xf32>
    %6669 = stablehlo.subtract %blocks.5.1.bn1.g, %6451 : tensor<960xf32>
    %6670 = stablehlo.subtract %blocks.5.1.bn1.b, %6454 : tensor<960xf32>
    %6671 = stablehlo.subtract %blocks.5.1.conv_dw.w, %6457 : tensor<3x3x1x960xf32>
    %6672 = stablehlo.subtract %blocks.5.1.bn2.g, %6460 : tensor<960xf32>
    %6673 = stablehlo.subtract %blocks.5.1.bn2.b, %6463 : tensor<960xf32>
    %6674 = stablehlo.subtract %blocks.5.1.conv_pwl.w, %6466 : tensor<1x1x960x160xf32>
    %6675 = stablehlo.subtract %blocks.5.1.bn3.g, %6469 : tensor<160xf32>
    %6676 = stablehlo.subtract %blocks.5.1.bn3.b, %6472 : tensor<160xf32>
    %6677 = stablehlo.subtract %blocks.5.2.conv_pw.w, %6475 : tensor<1x1x160x960xf32>
    %6678 = stablehlo.subtract %blocks.5.2.bn1.g, %6478 : tensor<960xf32>
    %6679 = stablehlo.subtract %blocks.5.2.bn1.b, %6481 : tensor<960xf32>
    %6680 = stablehlo.subtract %blocks.5.2.conv_dw.w, %6484 : tensor<3x3x1x960xf32>
    %6681 = stablehlo.subtract %blocks.5.2.bn2.g, %6487 : tensor<960xf32>
    %6682 = stablehlo.subtract %blocks.5.2.bn2.b, %6490 : tensor<960xf32>
    %6683 = stablehlo.subtract %blocks.5.2.conv_pwl.w, %6493 : tensor<1x1x960x160xf32>
    %6684 = stablehlo.subtract %blocks.5.2.bn3.g, %6496 : tensor<160xf32>
    %6685 = stablehlo.subtract %blocks.5.2.bn3.b, %6499 : tensor<160xf32>
    %6686 = stablehlo.subtract %blocks.6.0.conv_pw.w, %6502 : tensor<1x1x160x960xf32>
    %6687 = stablehlo.subtract %blocks.6.0.bn1.g, %6505 : tensor<960xf32>
    %6688 = stablehlo.subtract %blocks.6.0.bn1.b, %6508 : tensor<960xf32>
    %6689 = stablehlo.subtract %blocks.6.0.conv_dw.w, %6511 : tensor<3x3x1x960xf32>
    %6690 = stablehlo.subtract %blocks.6.0.bn2.g, %6514 : tensor<960xf32>
    %6691 = stablehlo.subtract %blocks.6.0.bn2.b, %6517 : tensor<960xf32>
    %6692 = stablehlo.subtract %blocks.6.0.conv_pwl.w, %6520 : tensor<1x1x960x320xf32>
    %6693 = stablehlo.subtract %blocks.6.0.bn3.g, %6523 : tensor<320xf32>
    %6694 = stablehlo.subtract %blocks.6.0.bn3.b, %6526 : tensor<320xf32>
    %6695 = stablehlo.subtract %conv_head.w, %6529 : tensor<1x1x320x1280xf32>
    %6696 = stablehlo.subtract %bn2.g, %6532 : tensor<1280xf32>
    %6697 = stablehlo.subtract %bn2.b, %6535 : tensor<1280xf32>
    %6698 = stablehlo.subtract %classifier.w, %6538 : tensor<1280x1000xf32>
    %6699 = stablehlo.subtract %classifier.b, %6541 : tensor<1000xf32>
    %6700 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %6701 = stablehlo.constant dense<1.0> : tensor<3x3x3x32xf32>
    %6702 = stablehlo.subtract %6701, %6700 : tensor<3x3x3x32xf32>
    %6703 = stablehlo.multiply %6700, %ema.conv_stem.w : tensor<3x3x3x32xf32>
    %6704 = stablehlo.multiply %6702, %6542 : tensor<3x3x3x32xf32>
    %6705 = stablehlo.add %6703, %6704 : tensor<3x3x3x32xf32>
    %6706 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6707 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6708 = stablehlo.subtract %6707, %6706 : tensor<32xf32>
    %6709 = stablehlo.multiply %6706, %ema.bn1.g : tensor<32xf32>
    %6710 = stablehlo.multiply %6708, %6543 : tensor<32xf32>
    %6711 = stablehlo.add %6709, %6710 : tensor<32xf32>
    %6712 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6713 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6714 = stablehlo.subtract %6713, %6712 : tensor<32xf32>
    %6715 = stablehlo.multiply %6712, %ema.bn1.b : tensor<32xf32>
    %6716 = stablehlo.multiply %6714, %6544 : tensor<32xf32>
    %6717 = stablehlo.add %6715, %6716 : tensor<32xf32>
    %6718 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %6719 = stablehlo.constant dense<1.0> : tensor<3x3x1x32xf32>
    %6720 = stablehlo.subtract %6719, %6718 : tensor<3x3x1x32xf32>
    %6721 = stablehlo.multiply %6718, %ema.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %6722 = stablehlo.multiply %6720, %6545 : tensor<3x3x1x32xf32>
    %6723 = stablehlo.add %6721, %6722 : tensor<3x3x1x32xf32>
    %6724 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6725 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6726 = stablehlo.subtract %6725, %6724 : tensor<32xf32>
    %6727 = stablehlo.multiply %6724, %ema.blocks.0.0.bn1.g : tensor<32xf32>
    %6728 = stablehlo.multiply %6726, %6546 : tensor<32xf32>
    %6729 = stablehlo.add %6727, %6728 : tensor<32xf32>
    %6730 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6731 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6732 = stablehlo.subtract %6731, %6730 : tensor<32xf32>
    %6733 = stablehlo.multiply %6730, %ema.blocks.0.0.bn1.b : tensor<32xf32>
    %6734 = stablehlo.multiply %6732, %6547 : tensor<32xf32>
    %6735 = stablehlo.add %6733, %6734 : tensor<32xf32>
    %6736 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %6737 = stablehlo.constant dense<1.0> : tensor<1x1x32x16xf32>
    %6738 = stablehlo.subtract %6737, %6736 : tensor<1x1x32x16xf32>
    %6739 = stablehlo.multiply %6736, %ema.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %6740 = stablehlo.multiply %6738, %6548 : tensor<1x1x32x16xf32>
    %6741 = stablehlo.add %6739, %6740 : tensor<1x1x32x16xf32>
    %6742 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6743 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %6744 = stablehlo.subtract %6743, %6742 : tensor<16xf32>
    %6745 = stablehlo.multiply %6742, %ema.blocks.0.0.bn2.g : tensor<16xf32>
    %6746 = stablehlo.multiply %6744, %6549 : tensor<16xf32>
    %6747 = stablehlo.add %6745, %6746 : tensor<16xf32>
    %6748 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6749 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %6750 = stablehlo.subtract %6749, %6748 : tensor<16xf32>
    %6751 = stablehlo.multiply %6748, %ema.blocks.0.0.bn2.b : tensor<16xf32>
    %6752 = stablehlo.multiply %6750, %6550 : tensor<16xf32>
    %6753 = stablehlo.add %6751, %6752 : tensor<16xf32>
    %6754 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %6755 = stablehlo.constant dense<1.0> : tensor<1x1x16x96xf32>
    %6756 = stablehlo.subtract %6755, %6754 : tensor<1x1x16x96xf32>
    %6757 = stablehlo.multiply %6754, %ema.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %6758 = stablehlo.multiply %6756, %6551 : tensor<1x1x16x96xf32>
    %6759 = stablehlo.add %6757, %6758 : tensor<1x1x16x96xf32>
    %6760 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6761 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6762 = stablehlo.subtract %6761, %6760 : tensor<96xf32>
    %6763 = stablehlo.multiply %6760, %ema.blocks.1.0.bn1.g : tensor<96xf32>
    %6764 = stablehlo.multiply %6762, %6552 : tensor<96xf32>
    %6765 = stablehlo.add %6763, %6764 : tensor<96xf32>
    %6766 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6767 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6768 = stablehlo.subtract %6767, %6766 : tensor<96xf32>
    %6769 = stablehlo.multiply %6766, %ema.blocks.1.0.bn1.b : tensor<96xf32>
    %6770 = stablehlo.multiply %6768, %6553 : tensor<96xf32>
    %6771 = stablehlo.add %6769, %6770 : tensor<96xf32>
    %6772 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %6773 = stablehlo.constant dense<1.0> : tensor<3x3x1x96xf32>
    %6774 = stablehlo.subtract %6773, %6772 : tensor<3x3x1x96xf32>
    %6775 = stablehlo.multiply %6772, %ema.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %6776 = stablehlo.multiply %6774, %6554 : tensor<3x3x1x96xf32>
    %6777 = stablehlo.add %6775, %6776 : tensor<3x3x1x96xf32>
    %6778 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6779 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6780 = stablehlo.subtract %6779, %6778 : tensor<96xf32>
    %6781 = stablehlo.multiply %6778, %ema.blocks.1.0.bn2.g : tensor<96xf32>
    %6782 = stablehlo.multiply %6780, %6555 : tensor<96xf32>
    %6783 = stablehlo.add %6781, %6782 : tensor<96xf32>
    %6784 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6785 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %6786 = stablehlo.subtract %6785, %6784 : tensor<96xf32>
    %6787 = stablehlo.multiply %6784, %ema.blocks.1.0.bn2.b : tensor<96xf32>
    %6788 = stablehlo.multiply %6786, %6556 : tensor<96xf32>
    %6789 = stablehlo.add %6787, %6788 : tensor<96xf32>
    %6790 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %6791 = stablehlo.constant dense<1.0> : tensor<1x1x96x24xf32>
    %6792 = stablehlo.subtract %6791, %6790 : tensor<1x1x96x24xf32>
    %6793 = stablehlo.multiply %6790, %ema.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %6794 = stablehlo.multiply %6792, %6557 : tensor<1x1x96x24xf32>
    %6795 = stablehlo.add %6793, %6794 : tensor<1x1x96x24xf32>
    %6796 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6797 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6798 = stablehlo.subtract %6797, %6796 : tensor<24xf32>
    %6799 = stablehlo.multiply %6796, %ema.blocks.1.0.bn3.g : tensor<24xf32>
    %6800 = stablehlo.multiply %6798, %6558 : tensor<24xf32>
    %6801 = stablehlo.add %6799, %6800 : tensor<24xf32>
    %6802 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6803 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6804 = stablehlo.subtract %6803, %6802 : tensor<24xf32>
    %6805 = stablehlo.multiply %6802, %ema.blocks.1.0.bn3.b : tensor<24xf32>
    %6806 = stablehlo.multiply %6804, %6559 : tensor<24xf32>
    %6807 = stablehlo.add %6805, %6806 : tensor<24xf32>
    %6808 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6809 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %6810 = stablehlo.subtract %6809, %6808 : tensor<1x1x24x144xf32>
    %6811 = stablehlo.multiply %6808, %ema.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %6812 = stablehlo.multiply %6810, %6560 : tensor<1x1x24x144xf32>
    %6813 = stablehlo.add %6811, %6812 : tensor<1x1x24x144xf32>
    %6814 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6815 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6816 = stablehlo.subtract %6815, %6814 : tensor<144xf32>
    %6817 = stablehlo.multiply %6814, %ema.blocks.1.1.bn1.g : tensor<144xf32>
    %6818 = stablehlo.multiply %6816, %6561 : tensor<144xf32>
    %6819 = stablehlo.add %6817, %6818 : tensor<144xf32>
    %6820 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6821 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6822 = stablehlo.subtract %6821, %6820 : tensor<144xf32>
    %6823 = stablehlo.multiply %6820, %ema.blocks.1.1.bn1.b : tensor<144xf32>
    %6824 = stablehlo.multiply %6822, %6562 : tensor<144xf32>
    %6825 = stablehlo.add %6823, %6824 : tensor<144xf32>
    %6826 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6827 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %6828 = stablehlo.subtract %6827, %6826 : tensor<3x3x1x144xf32>
    %6829 = stablehlo.multiply %6826, %ema.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %6830 = stablehlo.multiply %6828, %6563 : tensor<3x3x1x144xf32>
    %6831 = stablehlo.add %6829, %6830 : tensor<3x3x1x144xf32>
    %6832 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6833 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6834 = stablehlo.subtract %6833, %6832 : tensor<144xf32>
    %6835 = stablehlo.multiply %6832, %ema.blocks.1.1.bn2.g : tensor<144xf32>
    %6836 = stablehlo.multiply %6834, %6564 : tensor<144xf32>
    %6837 = stablehlo.add %6835, %6836 : tensor<144xf32>
    %6838 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6839 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6840 = stablehlo.subtract %6839, %6838 : tensor<144xf32>
    %6841 = stablehlo.multiply %6838, %ema.blocks.1.1.bn2.b : tensor<144xf32>
    %6842 = stablehlo.multiply %6840, %6565 : tensor<144xf32>
    %6843 = stablehlo.add %6841, %6842 : tensor<144xf32>
    %6844 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %6845 = stablehlo.constant dense<1.0> : tensor<1x1x144x24xf32>
    %6846 = stablehlo.subtract %6845, %6844 : tensor<1x1x144x24xf32>
    %6847 = stablehlo.multiply %6844, %ema.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %6848 = stablehlo.multiply %6846, %6566 : tensor<1x1x144x24xf32>
    %6849 = stablehlo.add %6847, %6848 : tensor<1x1x144x24xf32>
    %6850 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6851 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6852 = stablehlo.subtract %6851, %6850 : tensor<24xf32>
    %6853 = stablehlo.multiply %6850, %ema.blocks.1.1.bn3.g : tensor<24xf32>
    %6854 = stablehlo.multiply %6852, %6567 : tensor<24xf32>
    %6855 = stablehlo.add %6853, %6854 : tensor<24xf32>
    %6856 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6857 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %6858 = stablehlo.subtract %6857, %6856 : tensor<24xf32>
    %6859 = stablehlo.multiply %6856, %ema.blocks.1.1.bn3.b : tensor<24xf32>
    %6860 = stablehlo.multiply %6858, %6568 : tensor<24xf32>
    %6861 = stablehlo.add %6859, %6860 : tensor<24xf32>
    %6862 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6863 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %6864 = stablehlo.subtract %6863, %6862 : tensor<1x1x24x144xf32>
    %6865 = stablehlo.multiply %6862, %ema.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %6866 = stablehlo.multiply %6864, %6569 : tensor<1x1x24x144xf32>
    %6867 = stablehlo.add %6865, %6866 : tensor<1x1x24x144xf32>
    %6868 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6869 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6870 = stablehlo.subtract %6869, %6868 : tensor<144xf32>
    %6871 = stablehlo.multiply %6868, %ema.blocks.2.0.bn1.g : tensor<144xf32>
    %6872 = stablehlo.multiply %6870, %6570 : tensor<144xf32>
    %6873 = stablehlo.add %6871, %6872 : tensor<144xf32>
    %6874 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6875 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6876 = stablehlo.subtract %6875, %6874 : tensor<144xf32>
    %6877 = stablehlo.multiply %6874, %ema.blocks.2.0.bn1.b : tensor<144xf32>
    %6878 = stablehlo.multiply %6876, %6571 : tensor<144xf32>
    %6879 = stablehlo.add %6877, %6878 : tensor<144xf32>
    %6880 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6881 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %6882 = stablehlo.subtract %6881, %6880 : tensor<3x3x1x144xf32>
    %6883 = stablehlo.multiply %6880, %ema.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %6884 = stablehlo.multiply %6882, %6572 : tensor<3x3x1x144xf32>
    %6885 = stablehlo.add %6883, %6884 : tensor<3x3x1x144xf32>
    %6886 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6887 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6888 = stablehlo.subtract %6887, %6886 : tensor<144xf32>
    %6889 = stablehlo.multiply %6886, %ema.blocks.2.0.bn2.g : tensor<144xf32>
    %6890 = stablehlo.multiply %6888, %6573 : tensor<144xf32>
    %6891 = stablehlo.add %6889, %6890 : tensor<144xf32>
    %6892 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6893 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %6894 = stablehlo.subtract %6893, %6892 : tensor<144xf32>
    %6895 = stablehlo.multiply %6892, %ema.blocks.2.0.bn2.b : tensor<144xf32>
    %6896 = stablehlo.multiply %6894, %6574 : tensor<144xf32>
    %6897 = stablehlo.add %6895, %6896 : tensor<144xf32>
    %6898 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %6899 = stablehlo.constant dense<1.0> : tensor<1x1x144x32xf32>
    %6900 = stablehlo.subtract %6899, %6898 : tensor<1x1x144x32xf32>
    %6901 = stablehlo.multiply %6898, %ema.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %6902 = stablehlo.multiply %6900, %6575 : tensor<1x1x144x32xf32>
    %6903 = stablehlo.add %6901, %6902 : tensor<1x1x144x32xf32>
    %6904 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6905 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6906 = stablehlo.subtract %6905, %6904 : tensor<32xf32>
    %6907 = stablehlo.multiply %6904, %ema.blocks.2.0.bn3.g : tensor<32xf32>
    %6908 = stablehlo.multiply %6906, %6576 : tensor<32xf32>
    %6909 = stablehlo.add %6907, %6908 : tensor<32xf32>
    %6910 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6911 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6912 = stablehlo.subtract %6911, %6910 : tensor<32xf32>
    %6913 = stablehlo.multiply %6910, %ema.blocks.2.0.bn3.b : tensor<32xf32>
    %6914 = stablehlo.multiply %6912, %6577 : tensor<32xf32>
    %6915 = stablehlo.add %6913, %6914 : tensor<32xf32>
    %6916 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6917 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %6918 = stablehlo.subtract %6917, %6916 : tensor<1x1x32x192xf32>
    %6919 = stablehlo.multiply %6916, %ema.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %6920 = stablehlo.multiply %6918, %6578 : tensor<1x1x32x192xf32>
    %6921 = stablehlo.add %6919, %6920 : tensor<1x1x32x192xf32>
    %6922 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6923 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6924 = stablehlo.subtract %6923, %6922 : tensor<192xf32>
    %6925 = stablehlo.multiply %6922, %ema.blocks.2.1.bn1.g : tensor<192xf32>
    %6926 = stablehlo.multiply %6924, %6579 : tensor<192xf32>
    %6927 = stablehlo.add %6925, %6926 : tensor<192xf32>
    %6928 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6929 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6930 = stablehlo.subtract %6929, %6928 : tensor<192xf32>
    %6931 = stablehlo.multiply %6928, %ema.blocks.2.1.bn1.b : tensor<192xf32>
    %6932 = stablehlo.multiply %6930, %6580 : tensor<192xf32>
    %6933 = stablehlo.add %6931, %6932 : tensor<192xf32>
    %6934 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6935 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %6936 = stablehlo.subtract %6935, %6934 : tensor<3x3x1x192xf32>
    %6937 = stablehlo.multiply %6934, %ema.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %6938 = stablehlo.multiply %6936, %6581 : tensor<3x3x1x192xf32>
    %6939 = stablehlo.add %6937, %6938 : tensor<3x3x1x192xf32>
    %6940 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6941 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6942 = stablehlo.subtract %6941, %6940 : tensor<192xf32>
    %6943 = stablehlo.multiply %6940, %ema.blocks.2.1.bn2.g : tensor<192xf32>
    %6944 = stablehlo.multiply %6942, %6582 : tensor<192xf32>
    %6945 = stablehlo.add %6943, %6944 : tensor<192xf32>
    %6946 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6947 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6948 = stablehlo.subtract %6947, %6946 : tensor<192xf32>
    %6949 = stablehlo.multiply %6946, %ema.blocks.2.1.bn2.b : tensor<192xf32>
    %6950 = stablehlo.multiply %6948, %6583 : tensor<192xf32>
    %6951 = stablehlo.add %6949, %6950 : tensor<192xf32>
    %6952 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %6953 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %6954 = stablehlo.subtract %6953, %6952 : tensor<1x1x192x32xf32>
    %6955 = stablehlo.multiply %6952, %ema.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %6956 = stablehlo.multiply %6954, %6584 : tensor<1x1x192x32xf32>
    %6957 = stablehlo.add %6955, %6956 : tensor<1x1x192x32xf32>
    %6958 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6959 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6960 = stablehlo.subtract %6959, %6958 : tensor<32xf32>
    %6961 = stablehlo.multiply %6958, %ema.blocks.2.1.bn3.g : tensor<32xf32>
    %6962 = stablehlo.multiply %6960, %6585 : tensor<32xf32>
    %6963 = stablehlo.add %6961, %6962 : tensor<32xf32>
    %6964 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6965 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %6966 = stablehlo.subtract %6965, %6964 : tensor<32xf32>
    %6967 = stablehlo.multiply %6964, %ema.blocks.2.1.bn3.b : tensor<32xf32>
    %6968 = stablehlo.multiply %6966, %6586 : tensor<32xf32>
    %6969 = stablehlo.add %6967, %6968 : tensor<32xf32>
    %6970 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6971 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %6972 = stablehlo.subtract %6971, %6970 : tensor<1x1x32x192xf32>
    %6973 = stablehlo.multiply %6970, %ema.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %6974 = stablehlo.multiply %6972, %6587 : tensor<1x1x32x192xf32>
    %6975 = stablehlo.add %6973, %6974 : tensor<1x1x32x192xf32>
    %6976 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6977 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6978 = stablehlo.subtract %6977, %6976 : tensor<192xf32>
    %6979 = stablehlo.multiply %6976, %ema.blocks.2.2.bn1.g : tensor<192xf32>
    %6980 = stablehlo.multiply %6978, %6588 : tensor<192xf32>
    %6981 = stablehlo.add %6979, %6980 : tensor<192xf32>
    %6982 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6983 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6984 = stablehlo.subtract %6983, %6982 : tensor<192xf32>
    %6985 = stablehlo.multiply %6982, %ema.blocks.2.2.bn1.b : tensor<192xf32>
    %6986 = stablehlo.multiply %6984, %6589 : tensor<192xf32>
    %6987 = stablehlo.add %6985, %6986 : tensor<192xf32>
    %6988 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6989 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %6990 = stablehlo.subtract %6989, %6988 : tensor<3x3x1x192xf32>
    %6991 = stablehlo.multiply %6988, %ema.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %6992 = stablehlo.multiply %6990, %6590 : tensor<3x3x1x192xf32>
    %6993 = stablehlo.add %6991, %6992 : tensor<3x3x1x192xf32>
    %6994 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6995 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %6996 = stablehlo.subtract %6995, %6994 : tensor<192xf32>
    %6997 = stablehlo.multiply %6994, %ema.blocks.2.2.bn2.g : tensor<192xf32>
    %6998 = stablehlo.multiply %6996, %6591 : tensor<192xf32>
    %6999 = stablehlo.add %6997, %6998 : tensor<192xf32>
    %7000 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7001 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7002 = stablehlo.subtract %7001, %7000 : tensor<192xf32>
    %7003 = stablehlo.multiply %7000, %ema.blocks.2.2.bn2.b : tensor<192xf32>
    %7004 = stablehlo.multiply %7002, %6592 : tensor<192xf32>
    %7005 = stablehlo.add %7003, %7004 : tensor<192xf32>
    %7006 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %7007 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %7008 = stablehlo.subtract %7007, %7006 : tensor<1x1x192x32xf32>
    %7009 = stablehlo.multiply %7006, %ema.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %7010 = stablehlo.multiply %7008, %6593 : tensor<1x1x192x32xf32>
    %7011 = stablehlo.add %7009, %7010 : tensor<1x1x192x32xf32>
    %7012 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7013 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7014 = stablehlo.subtract %7013, %7012 : tensor<32xf32>
    %7015 = stablehlo.multiply %7012, %ema.blocks.2.2.bn3.g : tensor<32xf32>
    %7016 = stablehlo.multiply %7014, %6594 : tensor<32xf32>
    %7017 = stablehlo.add %7015, %7016 : tensor<32xf32>
    %7018 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7019 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7020 = stablehlo.subtract %7019, %7018 : tensor<32xf32>
    %7021 = stablehlo.multiply %7018, %ema.blocks.2.2.bn3.b : tensor<32xf32>
    %7022 = stablehlo.multiply %7020, %6595 : tensor<32xf32>
    %7023 = stablehlo.add %7021, %7022 : tensor<32xf32>
    %7024 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7025 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7026 = stablehlo.subtract %7025, %7024 : tensor<1x1x32x192xf32>
    %7027 = stablehlo.multiply %7024, %ema.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %7028 = stablehlo.multiply %7026, %6596 : tensor<1x1x32x192xf32>
    %7029 = stablehlo.add %7027, %7028 : tensor<1x1x32x192xf32>
    %7030 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7031 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7032 = stablehlo.subtract %7031, %7030 : tensor<192xf32>
    %7033 = stablehlo.multiply %7030, %ema.blocks.3.0.bn1.g : tensor<192xf32>
    %7034 = stablehlo.multiply %7032, %6597 : tensor<192xf32>
    %7035 = stablehlo.add %7033, %7034 : tensor<192xf32>
    %7036 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7037 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7038 = stablehlo.subtract %7037, %7036 : tensor<192xf32>
    %7039 = stablehlo.multiply %7036, %ema.blocks.3.0.bn1.b : tensor<192xf32>
    %7040 = stablehlo.multiply %7038, %6598 : tensor<192xf32>
    %7041 = stablehlo.add %7039, %7040 : tensor<192xf32>
    %7042 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7043 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7044 = stablehlo.subtract %7043, %7042 : tensor<3x3x1x192xf32>
    %7045 = stablehlo.multiply %7042, %ema.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %7046 = stablehlo.multiply %7044, %6599 : tensor<3x3x1x192xf32>
    %7047 = stablehlo.add %7045, %7046 : tensor<3x3x1x192xf32>
    %7048 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7049 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7050 = stablehlo.subtract %7049, %7048 : tensor<192xf32>
    %7051 = stablehlo.multiply %7048, %ema.blocks.3.0.bn2.g : tensor<192xf32>
    %7052 = stablehlo.multiply %7050, %6600 : tensor<192xf32>
    %7053 = stablehlo.add %7051, %7052 : tensor<192xf32>
    %7054 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7055 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7056 = stablehlo.subtract %7055, %7054 : tensor<192xf32>
    %7057 = stablehlo.multiply %7054, %ema.blocks.3.0.bn2.b : tensor<192xf32>
    %7058 = stablehlo.multiply %7056, %6601 : tensor<192xf32>
    %7059 = stablehlo.add %7057, %7058 : tensor<192xf32>
    %7060 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %7061 = stablehlo.constant dense<1.0> : tensor<1x1x192x64xf32>
    %7062 = stablehlo.subtract %7061, %7060 : tensor<1x1x192x64xf32>
    %7063 = stablehlo.multiply %7060, %ema.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %7064 = stablehlo.multiply %7062, %6602 : tensor<1x1x192x64xf32>
    %7065 = stablehlo.add %7063, %7064 : tensor<1x1x192x64xf32>
    %7066 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7067 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7068 = stablehlo.subtract %7067, %7066 : tensor<64xf32>
    %7069 = stablehlo.multiply %7066, %ema.blocks.3.0.bn3.g : tensor<64xf32>
    %7070 = stablehlo.multiply %7068, %6603 : tensor<64xf32>
    %7071 = stablehlo.add %7069, %7070 : tensor<64xf32>
    %7072 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7073 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7074 = stablehlo.subtract %7073, %7072 : tensor<64xf32>
    %7075 = stablehlo.multiply %7072, %ema.blocks.3.0.bn3.b : tensor<64xf32>
    %7076 = stablehlo.multiply %7074, %6604 : tensor<64xf32>
    %7077 = stablehlo.add %7075, %7076 : tensor<64xf32>
    %7078 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7079 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7080 = stablehlo.subtract %7079, %7078 : tensor<1x1x64x384xf32>
    %7081 = stablehlo.multiply %7078, %ema.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %7082 = stablehlo.multiply %7080, %6605 : tensor<1x1x64x384xf32>
    %7083 = stablehlo.add %7081, %7082 : tensor<1x1x64x384xf32>
    %7084 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7085 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7086 = stablehlo.subtract %7085, %7084 : tensor<384xf32>
    %7087 = stablehlo.multiply %7084, %ema.blocks.3.1.bn1.g : tensor<384xf32>
    %7088 = stablehlo.multiply %7086, %6606 : tensor<384xf32>
    %7089 = stablehlo.add %7087, %7088 : tensor<384xf32>
    %7090 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7091 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7092 = stablehlo.subtract %7091, %7090 : tensor<384xf32>
    %7093 = stablehlo.multiply %7090, %ema.blocks.3.1.bn1.b : tensor<384xf32>
    %7094 = stablehlo.multiply %7092, %6607 : tensor<384xf32>
    %7095 = stablehlo.add %7093, %7094 : tensor<384xf32>
    %7096 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7097 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7098 = stablehlo.subtract %7097, %7096 : tensor<3x3x1x384xf32>
    %7099 = stablehlo.multiply %7096, %ema.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %7100 = stablehlo.multiply %7098, %6608 : tensor<3x3x1x384xf32>
    %7101 = stablehlo.add %7099, %7100 : tensor<3x3x1x384xf32>
    %7102 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7103 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7104 = stablehlo.subtract %7103, %7102 : tensor<384xf32>
    %7105 = stablehlo.multiply %7102, %ema.blocks.3.1.bn2.g : tensor<384xf32>
    %7106 = stablehlo.multiply %7104, %6609 : tensor<384xf32>
    %7107 = stablehlo.add %7105, %7106 : tensor<384xf32>
    %7108 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7109 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7110 = stablehlo.subtract %7109, %7108 : tensor<384xf32>
    %7111 = stablehlo.multiply %7108, %ema.blocks.3.1.bn2.b : tensor<384xf32>
    %7112 = stablehlo.multiply %7110, %6610 : tensor<384xf32>
    %7113 = stablehlo.add %7111, %7112 : tensor<384xf32>
    %7114 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7115 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7116 = stablehlo.subtract %7115, %7114 : tensor<1x1x384x64xf32>
    %7117 = stablehlo.multiply %7114, %ema.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %7118 = stablehlo.multiply %7116, %6611 : tensor<1x1x384x64xf32>
    %7119 = stablehlo.add %7117, %7118 : tensor<1x1x384x64xf32>
    %7120 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7121 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7122 = stablehlo.subtract %7121, %7120 : tensor<64xf32>
    %7123 = stablehlo.multiply %7120, %ema.blocks.3.1.bn3.g : tensor<64xf32>
    %7124 = stablehlo.multiply %7122, %6612 : tensor<64xf32>
    %7125 = stablehlo.add %7123, %7124 : tensor<64xf32>
    %7126 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7127 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7128 = stablehlo.subtract %7127, %7126 : tensor<64xf32>
    %7129 = stablehlo.multiply %7126, %ema.blocks.3.1.bn3.b : tensor<64xf32>
    %7130 = stablehlo.multiply %7128, %6613 : tensor<64xf32>
    %7131 = stablehlo.add %7129, %7130 : tensor<64xf32>
    %7132 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7133 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7134 = stablehlo.subtract %7133, %7132 : tensor<1x1x64x384xf32>
    %7135 = stablehlo.multiply %7132, %ema.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %7136 = stablehlo.multiply %7134, %6614 : tensor<1x1x64x384xf32>
    %7137 = stablehlo.add %7135, %7136 : tensor<1x1x64x384xf32>
    %7138 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7139 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7140 = stablehlo.subtract %7139, %7138 : tensor<384xf32>
    %7141 = stablehlo.multiply %7138, %ema.blocks.3.2.bn1.g : tensor<384xf32>
    %7142 = stablehlo.multiply %7140, %6615 : tensor<384xf32>
    %7143 = stablehlo.add %7141, %7142 : tensor<384xf32>
    %7144 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7145 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7146 = stablehlo.subtract %7145, %7144 : tensor<384xf32>
    %7147 = stablehlo.multiply %7144, %ema.blocks.3.2.bn1.b : tensor<384xf32>
    %7148 = stablehlo.multiply %7146, %6616 : tensor<384xf32>
    %7149 = stablehlo.add %7147, %7148 : tensor<384xf32>
    %7150 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7151 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7152 = stablehlo.subtract %7151, %7150 : tensor<3x3x1x384xf32>
    %7153 = stablehlo.multiply %7150, %ema.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %7154 = stablehlo.multiply %7152, %6617 : tensor<3x3x1x384xf32>
    %7155 = stablehlo.add %7153, %7154 : tensor<3x3x1x384xf32>
    %7156 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7157 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7158 = stablehlo.subtract %7157, %7156 : tensor<384xf32>
    %7159 = stablehlo.multiply %7156, %ema.blocks.3.2.bn2.g : tensor<384xf32>
    %7160 = stablehlo.multiply %7158, %6618 : tensor<384xf32>
    %7161 = stablehlo.add %7159, %7160 : tensor<384xf32>
    %7162 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7163 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7164 = stablehlo.subtract %7163, %7162 : tensor<384xf32>
    %7165 = stablehlo.multiply %7162, %ema.blocks.3.2.bn2.b : tensor<384xf32>
    %7166 = stablehlo.multiply %7164, %6619 : tensor<384xf32>
    %7167 = stablehlo.add %7165, %7166 : tensor<384xf32>
    %7168 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7169 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7170 = stablehlo.subtract %7169, %7168 : tensor<1x1x384x64xf32>
    %7171 = stablehlo.multiply %7168, %ema.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %7172 = stablehlo.multiply %7170, %6620 : tensor<1x1x384x64xf32>
    %7173 = stablehlo.add %7171, %7172 : tensor<1x1x384x64xf32>
    %7174 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7175 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7176 = stablehlo.subtract %7175, %7174 : tensor<64xf32>
    %7177 = stablehlo.multiply %7174, %ema.blocks.3.2.bn3.g : tensor<64xf32>
    %7178 = stablehlo.multiply %7176, %6621 : tensor<64xf32>
    %7179 = stablehlo.add %7177, %7178 : tensor<64xf32>
    %7180 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7181 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7182 = stablehlo.subtract %7181, %7180 : tensor<64xf32>
    %7183 = stablehlo.multiply %7180, %ema.blocks.3.2.bn3.b : tensor<64xf32>
    %7184 = stablehlo.multiply %7182, %6622 : tensor<64xf32>
    %7185 = stablehlo.add %7183, %7184 : tensor<64xf32>
    %7186 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7187 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7188 = stablehlo.subtract %7187, %7186 : tensor<1x1x64x384xf32>
    %7189 = stablehlo.multiply %7186, %ema.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %7190 = stablehlo.multiply %7188, %6623 : tensor<1x1x64x384xf32>
    %7191 = stablehlo.add %7189, %7190 : tensor<1x1x64x384xf32>
    %7192 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7193 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7194 = stablehlo.subtract %7193, %7192 : tensor<384xf32>
    %7195 = stablehlo.multiply %7192, %ema.blocks.3.3.bn1.g : tensor<384xf32>
    %7196 = stablehlo.multiply %7194, %6624 : tensor<384xf32>
    %7197 = stablehlo.add %7195, %7196 : tensor<384xf32>
    %7198 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7199 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7200 = stablehlo.subtract %7199, %7198 : tensor<384xf32>
    %7201 = stablehlo.multiply %7198, %ema.blocks.3.3.bn1.b : tensor<384xf32>
    %7202 = stablehlo.multiply %7200, %6625 : tensor<384xf32>
    %7203 = stablehlo.add %7201, %7202 : tensor<384xf32>
    %7204 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7205 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7206 = stablehlo.subtract %7205, %7204 : tensor<3x3x1x384xf32>
    %7207 = stablehlo.multiply %7204, %ema.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %7208 = stablehlo.multiply %7206, %6626 : tensor<3x3x1x384xf32>
    %7209 = stablehlo.add %7207, %7208 : tensor<3x3x1x384xf32>
    %7210 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7211 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7212 = stablehlo.subtract %7211, %7210 : tensor<384xf32>
    %7213 = stablehlo.multiply %7210, %ema.blocks.3.3.bn2.g : tensor<384xf32>
    %7214 = stablehlo.multiply %7212, %6627 : tensor<384xf32>
    %7215 = stablehlo.add %7213, %7214 : tensor<384xf32>
    %7216 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7217 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7218 = stablehlo.subtract %7217, %7216 : tensor<384xf32>
    %7219 = stablehlo.multiply %7216, %ema.blocks.3.3.bn2.b : tensor<384xf32>
    %7220 = stablehlo.multiply %7218, %6628 : tensor<384xf32>
    %7221 = stablehlo.add %7219, %7220 : tensor<384xf32>
    %7222 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7223 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7224 = stablehlo.subtract %7223, %7222 : tensor<1x1x384x64xf32>
    %7225 = stablehlo.multiply %7222, %ema.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %7226 = stablehlo.multiply %7224, %6629 : tensor<1x1x384x64xf32>
    %7227 = stablehlo.add %7225, %7226 : tensor<1x1x384x64xf32>
    %7228 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7229 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7230 = stablehlo.subtract %7229, %7228 : tensor<64xf32>
    %7231 = stablehlo.multiply %7228, %ema.blocks.3.3.bn3.g : tensor<64xf32>
    %7232 = stablehlo.multiply %7230, %6630 : tensor<64xf32>
    %7233 = stablehlo.add %7231, %7232 : tensor<64xf32>
    %7234 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7235 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7236 = stablehlo.subtract %7235, %7234 : tensor<64xf32>
    %7237 = stablehlo.multiply %7234, %ema.blocks.3.3.bn3.b : tensor<64xf32>
    %7238 = stablehlo.multiply %7236, %6631 : tensor<64xf32>
    %7239 = stablehlo.add %7237, %7238 : tensor<64xf32>
    %7240 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7241 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7242 = stablehlo.subtract %7241, %7240 : tensor<1x1x64x384xf32>
    %7243 = stablehlo.multiply %7240, %ema.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %7244 = stablehlo.multiply %7242, %6632 : tensor<1x1x64x384xf32>
    %7245 = stablehlo.add %7243, %7244 : tensor<1x1x64x384xf32>
    %7246 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7247 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7248 = stablehlo.subtract %7247, %7246 : tensor<384xf32>
    %7249 = stablehlo.multiply %7246, %ema.blocks.4.0.bn1.g : tensor<384xf32>
    %7250 = stablehlo.multiply %7248, %6633 : tensor<384xf32>
    %7251 = stablehlo.add %7249, %7250 : tensor<384xf32>
    %7252 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7253 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7254 = stablehlo.subtract %7253, %7252 : tensor<384xf32>
    %7255 = stablehlo.multiply %7252, %ema.blocks.4.0.bn1.b : tensor<384xf32>
    %7256 = stablehlo.multiply %7254, %6634 : tensor<384xf32>
    %7257 = stablehlo.add %7255, %7256 : tensor<384xf32>
    %7258 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7259 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7260 = stablehlo.subtract %7259, %7258 : tensor<3x3x1x384xf32>
    %7261 = stablehlo.multiply %7258, %ema.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %7262 = stablehlo.multiply %7260, %6635 : tensor<3x3x1x384xf32>
    %7263 = stablehlo.add %7261, %7262 : tensor<3x3x1x384xf32>
    %7264 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7265 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7266 = stablehlo.subtract %7265, %7264 : tensor<384xf32>
    %7267 = stablehlo.multiply %7264, %ema.blocks.4.0.bn2.g : tensor<384xf32>
    %7268 = stablehlo.multiply %7266, %6636 : tensor<384xf32>
    %7269 = stablehlo.add %7267, %7268 : tensor<384xf32>
    %7270 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7271 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7272 = stablehlo.subtract %7271, %7270 : tensor<384xf32>
    %7273 = stablehlo.multiply %7270, %ema.blocks.4.0.bn2.b : tensor<384xf32>
    %7274 = stablehlo.multiply %7272, %6637 : tensor<384xf32>
    %7275 = stablehlo.add %7273, %7274 : tensor<384xf32>
    %7276 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %7277 = stablehlo.constant dense<1.0> : tensor<1x1x384x96xf32>
    %7278 = stablehlo.subtract %7277, %7276 : tensor<1x1x384x96xf32>
    %7279 = stablehlo.multiply %7276, %ema.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %7280 = stablehlo.multiply %7278, %6638 : tensor<1x1x384x96xf32>
    %7281 = stablehlo.add %7279, %7280 : tensor<1x1x384x96xf32>
    %7282 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7283 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7284 = stablehlo.subtract %7283, %7282 : tensor<96xf32>
    %7285 = stablehlo.multiply %7282, %ema.blocks.4.0.bn3.g : tensor<96xf32>
    %7286 = stablehlo.multiply %7284, %6639 : tensor<96xf32>
    %7287 = stablehlo.add %7285, %7286 : tensor<96xf32>
    %7288 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7289 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7290 = stablehlo.subtract %7289, %7288 : tensor<96xf32>
    %7291 = stablehlo.multiply %7288, %ema.blocks.4.0.bn3.b : tensor<96xf32>
    %7292 = stablehlo.multiply %7290, %6640 : tensor<96xf32>
    %7293 = stablehlo.add %7291, %7292 : tensor<96xf32>
    %7294 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %7295 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %7296 = stablehlo.subtract %7295, %7294 : tensor<1x1x96x576xf32>
    %7297 = stablehlo.multiply %7294, %ema.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %7298 = stablehlo.multiply %7296, %6641 : tensor<1x1x96x576xf32>
    %7299 = stablehlo.add %7297, %7298 : tensor<1x1x96x576xf32>
    %7300 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7301 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7302 = stablehlo.subtract %7301, %7300 : tensor<576xf32>
    %7303 = stablehlo.multiply %7300, %ema.blocks.4.1.bn1.g : tensor<576xf32>
    %7304 = stablehlo.multiply %7302, %6642 : tensor<576xf32>
    %7305 = stablehlo.add %7303, %7304 : tensor<576xf32>
    %7306 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7307 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7308 = stablehlo.subtract %7307, %7306 : tensor<576xf32>
    %7309 = stablehlo.multiply %7306, %ema.blocks.4.1.bn1.b : tensor<576xf32>
    %7310 = stablehlo.multiply %7308, %6643 : tensor<576xf32>
    %7311 = stablehlo.add %7309, %7310 : tensor<576xf32>
    %7312 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %7313 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %7314 = stablehlo.subtract %7313, %7312 : tensor<3x3x1x576xf32>
    %7315 = stablehlo.multiply %7312, %ema.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %7316 = stablehlo.multiply %7314, %6644 : tensor<3x3x1x576xf32>
    %7317 = stablehlo.add %7315, %7316 : tensor<3x3x1x576xf32>
    %7318 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7319 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7320 = stablehlo.subtract %7319, %7318 : tensor<576xf32>
    %7321 = stablehlo.multiply %7318, %ema.blocks.4.1.bn2.g : tensor<576xf32>
    %7322 = stablehlo.multiply %7320, %6645 : tensor<576xf32>
    %7323 = stablehlo.add %7321, %7322 : tensor<576xf32>
    %7324 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7325 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7326 = stablehlo.subtract %7325, %7324 : tensor<576xf32>
    %7327 = stablehlo.multiply %7324, %ema.blocks.4.1.bn2.b : tensor<576xf32>
    %7328 = stablehlo.multiply %7326, %6646 : tensor<576xf32>
    %7329 = stablehlo.add %7327, %7328 : tensor<576xf32>
    %7330 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %7331 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %7332 = stablehlo.subtract %7331, %7330 : tensor<1x1x576x96xf32>
    %7333 = stablehlo.multiply %7330, %ema.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %7334 = stablehlo.multiply %7332, %6647 : tensor<1x1x576x96xf32>
    %7335 = stablehlo.add %7333, %7334 : tensor<1x1x576x96xf32>
    %7336 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7337 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7338 = stablehlo.subtract %7337, %7336 : tensor<96xf32>
    %7339 = stablehlo.multiply %7336, %ema.blocks.4.1.bn3.g : tensor<96xf32>
    %7340 = stablehlo.multiply %7338, %6648 : tensor<96xf32>
    %7341 = stablehlo.add %7339, %7340 : tensor<96xf32>
    %7342 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7343 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7344 = stablehlo.subtract %7343, %7342 : tensor<96xf32>
    %7345 = stablehlo.multiply %7342, %ema.blocks.4.1.bn3.b : tensor<96xf32>
    %7346 = stablehlo.multiply %7344, %6649 : tensor<96xf32>
    %7347 = stablehlo.add %7345, %7346 : tensor<96xf32>
    %7348 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %7349 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %7350 = stablehlo.subtract %7349, %7348 : tensor<1x1x96x576xf32>
    %7351 = stablehlo.multiply %7348, %ema.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %7352 = stablehlo.multiply %7350, %6650 : tensor<1x1x96x576xf32>
    %7353 = stablehlo.add %7351, %7352 : tensor<1x1x96x576xf32>
    %7354 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7355 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7356 = stablehlo.subtract %7355, %7354 : tensor<576xf32>
    %7357 = stablehlo.multiply %7354, %ema.blocks.4.2.bn1.g : tensor<576xf32>
    %7358 = stablehlo.multiply %7356, %6651 : tensor<576xf32>
    %7359 = stablehlo.add %7357, %7358 : tensor<576xf32>
    %7360 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7361 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7362 = stablehlo.subtract %7361, %7360 : tensor<576xf32>
    %7363 = stablehlo.multiply %7360, %ema.blocks.4.2.bn1.b : tensor<576xf32>
    %7364 = stablehlo.multiply %7362, %6652 : tensor<576xf32>
    %7365 = stablehlo.add %7363, %7364 : tensor<576xf32>
    %7366 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %7367 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %7368 = stablehlo.subtract %7367, %7366 : tensor<3x3x1x576xf32>
    %7369 = stablehlo.multiply %7366, %ema.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %7370 = stablehlo.multiply %7368, %6653 : tensor<3x3x1x576xf32>
    %7371 = stablehlo.add %7369, %7370 : tensor<3x3x1x576xf32>
    %7372 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7373 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7374 = stablehlo.subtract %7373, %7372 : tensor<576xf32>
    %7375 = stablehlo.multiply %7372, %ema.blocks.4.2.bn2.g : tensor<576xf32>
    %7376 = stablehlo.multiply %7374, %6654 : tensor<576xf32>
    %7377 = stablehlo.add %7375, %7376 : tensor<576xf32>
    %7378 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7379 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7380 = stablehlo.subtract %7379, %7378 : tensor<576xf32>
    %7381 = stablehlo.multiply %7378, %ema.blocks.4.2.bn2.b : tensor<576xf32>
    %7382 = stablehlo.multiply %7380, %6655 : tensor<576xf32>
    %7383 = stablehlo.add %7381, %7382 : tensor<576xf32>
    %7384 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %7385 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %7386 = stablehlo.subtract %7385, %7384 : tensor<1x1x576x96xf32>
    %7387 = stablehlo.multiply %7384, %ema.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %7388 = stablehlo.multiply %7386, %6656 : tensor<1x1x576x96xf32>
    %7389 = stablehlo.add %7387, %7388 : tensor<1x1x576x96xf32>
    %7390 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7391 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7392 = stablehlo.subtract %7391, %7390 : tensor<96xf32>
    %7393 = stablehlo.multiply %7390, %ema.blocks.4.2.bn3.g : tensor<96xf32>
    %7394 = stablehlo.multiply %7392, %6657 : tensor<96xf32>
    %7395 = stablehlo.add %7393, %7394 : tensor<96xf32>
    %7396 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7397 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7398 = stablehlo.subtract %7397, %7396 : tensor<96xf32>
    %7399 = stablehlo.multiply %7396, %ema.blocks.4.2.bn3.b : tensor<96xf32>
    %7400 = stablehlo.multiply %7398, %6658 : tensor<96xf32>
    %7401 = stablehlo.add %7399, %7400 : tensor<96xf32>
    %7402 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %7403 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %7404 = stablehlo.subtract %7403, %7402 : tensor<1x1x96x576xf32>
    %7405 = stablehlo.multiply %7402, %ema.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %7406 = stablehlo.multiply %7404, %6659 : tensor<1x1x96x576xf32>
    %7407 = stablehlo.add %7405, %7406 : tensor<1x1x96x576xf32>
    %7408 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7409 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7410 = stablehlo.subtract %7409, %7408 : tensor<576xf32>
    %7411 = stablehlo.multiply %7408, %ema.blocks.5.0.bn1.g : tensor<576xf32>
    %7412 = stablehlo.multiply %7410, %6660 : tensor<576xf32>
    %7413 = stablehlo.add %7411, %7412 : tensor<576xf32>
    %7414 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7415 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7416 = stablehlo.subtract %7415, %7414 : tensor<576xf32>
    %7417 = stablehlo.multiply %7414, %ema.blocks.5.0.bn1.b : tensor<576xf32>
    %7418 = stablehlo.multiply %7416, %6661 : tensor<576xf32>
    %7419 = stablehlo.add %7417, %7418 : tensor<576xf32>
    %7420 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %7421 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %7422 = stablehlo.subtract %7421, %7420 : tensor<3x3x1x576xf32>
    %7423 = stablehlo.multiply %7420, %ema.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %7424 = stablehlo.multiply %7422, %6662 : tensor<3x3x1x576xf32>
    %7425 = stablehlo.add %7423, %7424 : tensor<3x3x1x576xf32>
    %7426 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7427 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7428 = stablehlo.subtract %7427, %7426 : tensor<576xf32>
    %7429 = stablehlo.multiply %7426, %ema.blocks.5.0.bn2.g : tensor<576xf32>
    %7430 = stablehlo.multiply %7428, %6663 : tensor<576xf32>
    %7431 = stablehlo.add %7429, %7430 : tensor<576xf32>
    %7432 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7433 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %7434 = stablehlo.subtract %7433, %7432 : tensor<576xf32>
    %7435 = stablehlo.multiply %7432, %ema.blocks.5.0.bn2.b : tensor<576xf32>
    %7436 = stablehlo.multiply %7434, %6664 : tensor<576xf32>
    %7437 = stablehlo.add %7435, %7436 : tensor<576xf32>
    %7438 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %7439 = stablehlo.constant dense<1.0> : tensor<1x1x576x160xf32>
    %7440 = stablehlo.subtract %7439, %7438 : tensor<1x1x576x160xf32>
    %7441 = stablehlo.multiply %7438, %ema.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %7442 = stablehlo.multiply %7440, %6665 : tensor<1x1x576x160xf32>
    %7443 = stablehlo.add %7441, %7442 : tensor<1x1x576x160xf32>
    %7444 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7445 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7446 = stablehlo.subtract %7445, %7444 : tensor<160xf32>
    %7447 = stablehlo.multiply %7444, %ema.blocks.5.0.bn3.g : tensor<160xf32>
    %7448 = stablehlo.multiply %7446, %6666 : tensor<160xf32>
    %7449 = stablehlo.add %7447, %7448 : tensor<160xf32>
    %7450 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7451 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7452 = stablehlo.subtract %7451, %7450 : tensor<160xf32>
    %7453 = stablehlo.multiply %7450, %ema.blocks.5.0.bn3.b : tensor<160xf32>
    %7454 = stablehlo.multiply %7452, %6667 : tensor<160xf32>
    %7455 = stablehlo.add %7453, %7454 : tensor<160xf32>
    %7456 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %7457 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %7458 = stablehlo.subtract %7457, %7456 : tensor<1x1x160x960xf32>
    %7459 = stablehlo.multiply %7456, %ema.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %7460 = stablehlo.multiply %7458, %6668 : tensor<1x1x160x960xf32>
    %7461 = stablehlo.add %7459, %7460 : tensor<1x1x160x960xf32>
    %7462 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7463 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7464 = stablehlo.subtract %7463, %7462 : tensor<960xf32>
    %7465 = stablehlo.multiply %7462, %ema.blocks.5.1.bn1.g : tensor<960xf32>
    %7466 = stablehlo.multiply %7464, %6669 : tensor<960xf32>
    %7467 = stablehlo.add %7465, %7466 : tensor<960xf32>
    %7468 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7469 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7470 = stablehlo.subtract %7469, %7468 : tensor<960xf32>
    %7471 = stablehlo.multiply %7468, %ema.blocks.5.1.bn1.b : tensor<960xf32>
    %7472 = stablehlo.multiply %7470, %6670 : tensor<960xf32>
    %7473 = stablehlo.add %7471, %7472 : tensor<960xf32>
    %7474 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %7475 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %7476 = stablehlo.subtract %7475, %7474 : tensor<3x3x1x960xf32>
    %7477 = stablehlo.multiply %7474, %ema.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %7478 = stablehlo.multiply %7476, %6671 : tensor<3x3x1x960xf32>
    %7479 = stablehlo.add %7477, %7478 : tensor<3x3x1x960xf32>
    %7480 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7481 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7482 = stablehlo.subtract %7481, %7480 : tensor<960xf32>
    %7483 = stablehlo.multiply %7480, %ema.blocks.5.1.bn2.g : tensor<960xf32>
    %7484 = stablehlo.multiply %7482, %6672 : tensor<960xf32>
    %7485 = stablehlo.add %7483, %7484 : tensor<960xf32>
    %7486 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7487 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7488 = stablehlo.subtract %7487, %7486 : tensor<960xf32>
    %7489 = stablehlo.multiply %7486, %ema.blocks.5.1.bn2.b : tensor<960xf32>
    %7490 = stablehlo.multiply %7488, %6673 : tensor<960xf32>
    %7491 = stablehlo.add %7489, %7490 : tensor<960xf32>
    %7492 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %7493 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %7494 = stablehlo.subtract %7493, %7492 : tensor<1x1x960x160xf32>
    %7495 = stablehlo.multiply %7492, %ema.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %7496 = stablehlo.multiply %7494, %6674 : tensor<1x1x960x160xf32>
    %7497 = stablehlo.add %7495, %7496 : tensor<1x1x960x160xf32>
    %7498 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7499 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7500 = stablehlo.subtract %7499, %7498 : tensor<160xf32>
    %7501 = stablehlo.multiply %7498, %ema.blocks.5.1.bn3.g : tensor<160xf32>
    %7502 = stablehlo.multiply %7500, %6675 : tensor<160xf32>
    %7503 = stablehlo.add %7501, %7502 : tensor<160xf32>
    %7504 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7505 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7506 = stablehlo.subtract %7505, %7504 : tensor<160xf32>
    %7507 = stablehlo.multiply %7504, %ema.blocks.5.1.bn3.b : tensor<160xf32>
    %7508 = stablehlo.multiply %7506, %6676 : tensor<160xf32>
    %7509 = stablehlo.add %7507, %7508 : tensor<160xf32>
    %7510 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %7511 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %7512 = stablehlo.subtract %7511, %7510 : tensor<1x1x160x960xf32>
    %7513 = stablehlo.multiply %7510, %ema.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %7514 = stablehlo.multiply %7512, %6677 : tensor<1x1x160x960xf32>
    %7515 = stablehlo.add %7513, %7514 : tensor<1x1x160x960xf32>
    %7516 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7517 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7518 = stablehlo.subtract %7517, %7516 : tensor<960xf32>
    %7519 = stablehlo.multiply %7516, %ema.blocks.5.2.bn1.g : tensor<960xf32>
    %7520 = stablehlo.multiply %7518, %6678 : tensor<960xf32>
    %7521 = stablehlo.add %7519, %7520 : tensor<960xf32>
    %7522 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7523 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7524 = stablehlo.subtract %7523, %7522 : tensor<960xf32>
    %7525 = stablehlo.multiply %7522, %ema.blocks.5.2.bn1.b : tensor<960xf32>
    %7526 = stablehlo.multiply %7524, %6679 : tensor<960xf32>
    %7527 = stablehlo.add %7525, %7526 : tensor<960xf32>
    %7528 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %7529 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %7530 = stablehlo.subtract %7529, %7528 : tensor<3x3x1x960xf32>
    %7531 = stablehlo.multiply %7528, %ema.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %7532 = stablehlo.multiply %7530, %6680 : tensor<3x3x1x960xf32>
    %7533 = stablehlo.add %7531, %7532 : tensor<3x3x1x960xf32>
    %7534 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7535 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7536 = stablehlo.subtract %7535, %7534 : tensor<960xf32>
    %7537 = stablehlo.multiply %7534, %ema.blocks.5.2.bn2.g : tensor<960xf32>
    %7538 = stablehlo.multiply %7536, %6681 : tensor<960xf32>
    %7539 = stablehlo.add %7537, %7538 : tensor<960xf32>
    %7540 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7541 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7542 = stablehlo.subtract %7541, %7540 : tensor<960xf32>
    %7543 = stablehlo.multiply %7540, %ema.blocks.5.2.bn2.b : tensor<960xf32>
    %7544 = stablehlo.multiply %7542, %6682 : tensor<960xf32>
    %7545 = stablehlo.add %7543, %7544 : tensor<960xf32>
    %7546 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %7547 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %7548 = stablehlo.subtract %7547, %7546 : tensor<1x1x960x160xf32>
    %7549 = stablehlo.multiply %7546, %ema.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %7550 = stablehlo.multiply %7548, %6683 : tensor<1x1x960x160xf32>
    %7551 = stablehlo.add %7549, %7550 : tensor<1x1x960x160xf32>
    %7552 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7553 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7554 = stablehlo.subtract %7553, %7552 : tensor<160xf32>
    %7555 = stablehlo.multiply %7552, %ema.blocks.5.2.bn3.g : tensor<160xf32>
    %7556 = stablehlo.multiply %7554, %6684 : tensor<160xf32>
    %7557 = stablehlo.add %7555, %7556 : tensor<160xf32>
    %7558 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %7559 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %7560 = stablehlo.subtract %7559, %7558 : tensor<160xf32>
    %7561 = stablehlo.multiply %7558, %ema.blocks.5.2.bn3.b : tensor<160xf32>
    %7562 = stablehlo.multiply %7560, %6685 : tensor<160xf32>
    %7563 = stablehlo.add %7561, %7562 : tensor<160xf32>
    %7564 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %7565 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %7566 = stablehlo.subtract %7565, %7564 : tensor<1x1x160x960xf32>
    %7567 = stablehlo.multiply %7564, %ema.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %7568 = stablehlo.multiply %7566, %6686 : tensor<1x1x160x960xf32>
    %7569 = stablehlo.add %7567, %7568 : tensor<1x1x160x960xf32>
    %7570 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7571 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7572 = stablehlo.subtract %7571, %7570 : tensor<960xf32>
    %7573 = stablehlo.multiply %7570, %ema.blocks.6.0.bn1.g : tensor<960xf32>
    %7574 = stablehlo.multiply %7572, %6687 : tensor<960xf32>
    %7575 = stablehlo.add %7573, %7574 : tensor<960xf32>
    %7576 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7577 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7578 = stablehlo.subtract %7577, %7576 : tensor<960xf32>
    %7579 = stablehlo.multiply %7576, %ema.blocks.6.0.bn1.b : tensor<960xf32>
    %7580 = stablehlo.multiply %7578, %6688 : tensor<960xf32>
    %7581 = stablehlo.add %7579, %7580 : tensor<960xf32>
    %7582 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %7583 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %7584 = stablehlo.subtract %7583, %7582 : tensor<3x3x1x960xf32>
    %7585 = stablehlo.multiply %7582, %ema.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %7586 = stablehlo.multiply %7584, %6689 : tensor<3x3x1x960xf32>
    %7587 = stablehlo.add %7585, %7586 : tensor<3x3x1x960xf32>
    %7588 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7589 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7590 = stablehlo.subtract %7589, %7588 : tensor<960xf32>
    %7591 = stablehlo.multiply %7588, %ema.blocks.6.0.bn2.g : tensor<960xf32>
    %7592 = stablehlo.multiply %7590, %6690 : tensor<960xf32>
    %7593 = stablehlo.add %7591, %7592 : tensor<960xf32>
    %7594 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %7595 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %7596 = stablehlo.subtract %7595, %7594 : tensor<960xf32>
    %7597 = stablehlo.multiply %7594, %ema.blocks.6.0.bn2.b : tensor<960xf32>
    %7598 = stablehlo.multiply %7596, %6691 : tensor<960xf32>
    %7599 = stablehlo.add %7597, %7598 : tensor<960xf32>
    %7600 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %7601 = stablehlo.constant dense<1.0> : tensor<1x1x960x320xf32>
    %7602 = stablehlo.subtract %7601, %7600 : tensor<1x1x960x320xf32>
    %7603 = stablehlo.multiply %7600, %ema.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %7604 = stablehlo.multiply %7602, %6692 : tensor<1x1x960x320xf32>
    %7605 = stablehlo.add %7603, %7604 : tensor<1x1x960x320xf32>
    %7606 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %7607 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %7608 = stablehlo.subtract %7607, %7606 : tensor<320xf32>
    %7609 = stablehlo.multiply %7606, %ema.blocks.6.0.bn3.g : tensor<320xf32>
    %7610 = stablehlo.multiply %7608, %6693 : tensor<320xf32>
    %7611 = stablehlo.add %7609, %7610 : tensor<320xf32>
    %7612 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %7613 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %7614 = stablehlo.subtract %7613, %7612 : tensor<320xf32>
    %7615 = stablehlo.multiply %7612, %ema.blocks.6.0.bn3.b : tensor<320xf32>
    %7616 = stablehlo.multiply %7614, %6694 : tensor<320xf32>
    %7617 = stablehlo.add %7615, %7616 : tensor<320xf32>
    %7618 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %7619 = stablehlo.constant dense<1.0> : tensor<1x1x320x1280xf32>
    %7620 = stablehlo.subtract %7619, %7618 : tensor<1x1x320x1280xf32>
    %7621 = stablehlo.multiply %7618, %ema.conv_head.w : tensor<1x1x320x1280xf32>
    %7622 = stablehlo.multiply %7620, %6695 : tensor<1x1x320x1280xf32>
    %7623 = stablehlo.add %7621, %7622 : tensor<1x1x320x1280xf32>
    %7624 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %7625 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %7626 = stablehlo.subtract %7625, %7624 : tensor<1280xf32>
    %7627 = stablehlo.multiply %7624, %ema.bn2.g : tensor<1280xf32>
    %7628 = stablehlo.multiply %7626, %6696 : tensor<1280xf32>
    %7629 = stablehlo.add %7627, %7628 : tensor<1280xf32>
    %7630 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %7631 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %7632 = stablehlo.subtract %7631, %7630 : tensor<1280xf32>
    %7633 = stablehlo.multiply %7630, %ema.bn2.b : tensor<1280xf32>
    %7634 = stablehlo.multiply %7632, %6697 : tensor<1280xf32>
    %7635 = stablehlo.add %7633, %7634 : tensor<1280xf32>
    %7636 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %7637 = stablehlo.constant dense<1.0> : tensor<1280x1000xf32>
    %7638 = stablehlo.subtract %7637, %7636 : tensor<1280x1000xf32>
    %7639 = stablehlo.multiply %7636, %ema.classifier.w : tensor<1280x1000xf32>
    %7640 = stablehlo.multiply %7638, %6698 : tensor<1280x1000xf32>
    %7641 = stablehlo.add %7639, %7640 : tensor<1280x1000xf32>
    %7642 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7643 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %7644 = stablehlo.subtract %7643, %7642 : tensor<1000xf32>
    %7645 = stablehlo.multiply %7642, %ema.classifier.b : tensor<1000xf32>
    %7646 = stablehlo.multiply %7644, %6699 : tensor<1000xf32>
    %7647 = stablehlo.add %7645, %7646 : tensor<1000xf32>
    "func.return"(%6542, %6543, %6544, %6545, %6546, %6547, %6548, %6549, %6550, %6551, %6552, %6553, %6554, %6555, %6556, %6557, %6558, %6559, %6560, %6561, %6562, %6563, %6564, %6565, %6566, %6567, %6568, %6569, %6570, %6571, %6572, %6573, %6574, %6575, %6576, %6577, %6578, %6579, %6580, %6581, %6582, %6583, %6584, %6585, %6586, %6587, %6588, %6589, %6590, %6591, %6592, %6593, %6594, %6595, %6596, %6597, %6598, %6599, %6600, %6601, %6602, %6603, %6604, %6605, %6606, %6607, %6608, %6609, %6610, %6611, %6612, %6613, %6614, %6615, %6616, %6617, %6618, %6619, %6620, %6621, %6622, %6623, %6624, %6625, %6626, %6627, %6628, %6629, %6630, %6631, %6632, %6633, %6634, %6635, %6636, %6637, %6638, %6639, %6640, %6641, %6642, %6643, %6644, %6645, %6646, %6647, %6648, %6649, %6650, %6651, %6652, %6653, %6654, %6655, %6656, %6657, %6658, %6659, %6660, %6661, %6662, %6663, %6664, %6665, %6666, %6667, %6668, %6669, %6670, %6671, %6672, %6673, %6674, %6675, %6676, %6677, %6678, %6679, %6680, %6681, %6682, %6683, %6684, %6685, %6686, %6687, %6688, %6689, %6690, %6691, %6692, %6693, %6694, %6695, %6696, %6697, %6698, %6699, %25, %32, %62, %69, %99, %106, %132, %139, %169, %176, %206, %213, %239, %246, %276, %283, %313, %320, %350, %357, %387, %394, %424, %431, %457, %464, %494, %501, %531, %538, %568, %575, %605, %612, %642, %649, %679, %686, %716, %723, %753, %760, %786, %793, %823, %830, %860, %867, %897, %904, %934, %941, %971, %978, %1008, %1015, %1045, %1052, %1082, %1089, %1119, %1126, %1156, %1163, %1193, %1200, %1226, %1233, %1263, %1270, %1300, %1307, %1337, %1344, %1374, %1381, %1411, %1418, %1448, %1455, %1485, %1492, %1522, %1529, %1555, %1562, %1592, %1599, %1629, %1636, %1666, %1673, %1703, %1710, %1740, %1747, %1777, %1784, %1814, %1821, %1851, %1858, %1884, %1891, %4177, %4187, %4197, %4207, %4217, %4227, %4237, %4247, %4257, %4267, %4277, %4287, %4297, %4307, %4317, %4327, %4337, %4347, %4357, %4367, %4377, %4387, %4397, %4407, %4417, %4427, %4437, %4447, %4457, %4467, %4477, %4487, %4497, %4507, %4517, %4527, %4537, %4547, %4557, %4567, %4577, %4587, %4597, %4607, %4617, %4627, %4637, %4647, %4657, %4667, %4677, %4687, %4697, %4707, %4717, %4727, %4737, %4747, %4757, %4767, %4777, %4787, %4797, %4807, %4817, %4827, %4837, %4847, %4857, %4867, %4877, %4887, %4897, %4907, %4917, %4927, %4937, %4947, %4957, %4967, %4977, %4987, %4997, %5007, %5017, %5027, %5037, %5047, %5057, %5067, %5077, %5087, %5097, %5107, %5117, %5127, %5137, %5147, %5157, %5167, %5177, %5187, %5197, %5207, %5217, %5227, %5237, %5247, %5257, %5267, %5277, %5287, %5297, %5307, %5317, %5327, %5337, %5347, %5357, %5367, %5377, %5387, %5397, %5407, %5417, %5427, %5437, %5447, %5457, %5467, %5477, %5487, %5497, %5507, %5517, %5527, %5537, %5547, %5557, %5567, %5577, %5587, %5597, %5607, %5617, %5627, %5637, %5647, %5657, %5667, %5677, %5687, %5697, %5707, %5717, %5727, %5737, %5747, %6070, %6073, %6076, %6079, %6082, %6085, %6088, %6091, %6094, %6097, %6100, %6103, %6106, %6109, %6112, %6115, %6118, %6121, %6124, %6127, %6130, %6133, %6136, %6139, %6142, %6145, %6148, %6151, %6154, %6157, %6160, %6163, %6166, %6169, %6172, %6175, %6178, %6181, %6184, %6187, %6190, %6193, %6196, %6199, %6202, %6205, %6208, %6211, %6214, %6217, %6220, %6223, %6226, %6229, %6232, %6235, %6238, %6241, %6244, %6247, %6250, %6253, %6256, %6259, %6262, %6265, %6268, %6271, %6274, %6277, %6280, %6283, %6286, %6289, %6292, %6295, %6298, %6301, %6304, %6307, %6310, %6313, %6316, %6319, %6322, %6325, %6328, %6331, %6334, %6337, %6340, %6343, %6346, %6349, %6352, %6355, %6358, %6361, %6364, %6367, %6370, %6373, %6376, %6379, %6382, %6385, %6388, %6391, %6394, %6397, %6400, %6403, %6406, %6409, %6412, %6415, %6418, %6421, %6424, %6427, %6430, %6433, %6436, %6439, %6442, %6445, %6448, %6451, %6454, %6457, %6460, %6463, %6466, %6469, %6472, %6475, %6478, %6481, %6484, %6487, %6490, %6493, %6496, %6499, %6502, %6505, %6508, %6511, %6514, %6517, %6520, %6523, %6526, %6529, %6532, %6535, %6538, %6541, %6705, %6711, %6717, %6723, %6729, %6735, %6741, %6747, %6753, %6759, %6765, %6771, %6777, %6783, %6789, %6795, %6801, %6807, %6813, %6819, %6825, %6831, %6837, %6843, %6849, %6855, %6861, %6867, %6873, %6879, %6885, %6891, %6897, %6903, %6909, %6915, %6921, %6927, %6933, %6939, %6945, %6951, %6957, %6963, %6969, %6975, %6981, %6987, %6993, %6999, %7005, %7011, %7017, %7023, %7029, %7035, %7041, %7047, %7053, %7059, %7065, %7071, %7077, %7083, %7089, %7095, %7101, %7107, %7113, %7119, %7125, %7131, %7137, %7143, %7149, %7155, %7161, %7167, %7173, %7179, %7185, %7191, %7197, %7203, %7209, %7215, %7221, %7227, %7233, %7239, %7245, %7251, %7257, %7263, %7269, %7275, %7281, %7287, %7293, %7299, %7305, %7311, %7317, %7323, %7329, %7335, %7341, %7347, %7353, %7359, %7365, %7371, %7377, %7383, %7389, %7395, %7401, %7407, %7413, %7419, %7425, %7431, %7437, %7443, %7449, %7455, %7461, %7467, %7473, %7479, %7485, %7491, %7497, %7503, %7509, %7515, %7521, %7527, %7533, %7539, %7545, %7551, %7557, %7563, %7569, %7575, %7581, %7587, %7593, %7599, %7605, %7611, %7617, %7623, %7629, %7635, %7641, %7647, %1920, %4012) : (tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}
